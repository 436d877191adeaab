//! RULES.md §2, "Geometry and cell names": the cells of the six boards, the six neighbour
//! directions in doubled-height coordinates, and the start-position checks (free rings and
//! legal first turns) of every board.

use std::collections::BTreeSet;

use crate::common::{names, sorted};
use zertz_engine::{Board, Direction, GameType, Position, Turn};

/// The (Δc, Δy) of directions 0 to 5, from the table of §2.
const STEPS: [(i32, i32); 6] = [(-1, -1), (-1, 1), (0, 2), (1, 1), (1, -1), (0, -2)];

/// The column offsets `f` of §2.
fn offsets(board: Board) -> &'static [i32] {
    match board {
        Board::Rings61 => &[4, 3, 2, 1, 0, 1, 2, 3, 4],
        _ => &[3, 2, 1, 0, 1, 2, 3, 4],
    }
}

/// The cells of columns A, B, … with the given numbers of rows, named as in §2.
fn columns(rows: &[u8]) -> BTreeSet<String> {
    let mut cells = BTreeSet::new();
    for (column, &height) in rows.iter().enumerate() {
        for row in 1..=height {
            cells.insert(format!("{}{row}", (b'a' + column as u8) as char));
        }
    }
    cells
}

/// The cells of the table of §2, built from its words: 37 and its additions.
fn expected_cells(board: Board) -> BTreeSet<String> {
    let base = columns(&[4, 5, 6, 7, 6, 5, 4]);
    let plus = |extra: &str| -> BTreeSet<String> {
        base.iter()
            .cloned()
            .chain(extra.split_whitespace().map(str::to_string))
            .collect()
    };
    match board {
        Board::Rings37 => base.clone(),
        Board::Rings40 => plus("h1 h2 h3"),
        Board::Rings43 => plus("h1 h2 h3 a5 b6 c7"),
        Board::Rings44 => plus("h1 h2 h3 e7 f6 g5 h4"),
        Board::Rings48 => columns(&[5, 6, 7, 8, 7, 6, 5, 4]),
        Board::Rings61 => columns(&[5, 6, 7, 8, 9, 8, 7, 6, 5]),
    }
}

fn engine_cells(board: Board) -> BTreeSet<String> {
    board.cells().map(|c| board.name(c).to_string()).collect()
}

#[test]
fn each_board_has_the_cells_of_the_table() {
    for board in Board::ALL {
        let expected = expected_cells(board);
        assert_eq!(
            expected.len(),
            board.rings() as usize,
            "the table's {board}"
        );
        assert_eq!(
            engine_cells(board),
            expected,
            "cells of the {board}-ring board"
        );
    }
}

#[test]
fn forty_eight_rings_are_37_plus_eleven_named_cells() {
    let extra: BTreeSet<String> = engine_cells(Board::Rings48)
        .difference(&engine_cells(Board::Rings37))
        .cloned()
        .collect();
    assert_eq!(
        extra,
        sorted("a5 b6 c7 d8 e7 f6 g5 h1 h2 h3 h4")
            .into_iter()
            .collect::<BTreeSet<_>>()
    );
}

#[test]
fn every_smaller_board_lies_inside_the_48_ring_board() {
    let big = engine_cells(Board::Rings48);
    for board in [
        Board::Rings37,
        Board::Rings40,
        Board::Rings43,
        Board::Rings44,
    ] {
        assert!(engine_cells(board).is_subset(&big), "{board} inside 48");
    }
}

#[test]
fn cell_names_read_in_any_case_and_only_name_cells_of_the_board() {
    for board in Board::ALL {
        for cell in board.cells() {
            let name = board.name(cell).to_string();
            assert_eq!(board.parse_cell(&name), Some(cell), "{name} on {board}");
            assert_eq!(
                board.parse_cell(&name.to_uppercase()),
                Some(cell),
                "{} on {board}",
                name.to_uppercase()
            );
        }
    }
    let b37 = Board::Rings37;
    for not_a_cell in ["h1", "a5", "d8", "a0", "d", "4d", "", "dd4", "z1"] {
        assert_eq!(b37.parse_cell(not_a_cell), None, "{not_a_cell:?} on 37");
    }
    assert!(Board::Rings40.parse_cell("h3").is_some());
    assert!(Board::Rings40.parse_cell("h4").is_none());
    assert!(Board::Rings61.parse_cell("i5").is_some());
    assert!(Board::Rings61.parse_cell("e9").is_some());
    assert!(Board::Rings48.parse_cell("e9").is_none());
}

#[test]
fn d4_touches_c3_c4_d5_e4_e3_d3_in_direction_order() {
    let board = Board::Rings37;
    let d4 = crate::common::cell(board, "d4");
    let round: Vec<String> = Direction::ALL
        .iter()
        .map(|&d| board.name(d4.step(d)).to_string())
        .collect();
    assert_eq!(round, ["c3", "c4", "d5", "e4", "e3", "d3"]);
}

#[test]
fn b2_touches_a1_a2_b3_c3_c2_b1_in_direction_order() {
    let board = Board::Rings37;
    let b2 = crate::common::cell(board, "b2");
    let round: Vec<String> = Direction::ALL
        .iter()
        .map(|&d| board.name(b2.step(d)).to_string())
        .collect();
    assert_eq!(round, ["a1", "a2", "b3", "c3", "c2", "b1"]);
}

#[test]
fn neighbours_follow_the_doubled_height_directions_on_every_board() {
    // For every cell and direction: the cell at (c + Δc, y + Δy), with y = 2·(row − 1) + f[c],
    // is the engine's neighbour in that direction whenever it is a cell of the board, and the
    // engine's neighbour is off the board otherwise.
    for board in Board::ALL {
        let f = offsets(board);
        let table = expected_cells(board);
        for cell in board.cells() {
            let name = board.name(cell).to_string();
            let column = (name.as_bytes()[0] - b'a') as i32;
            let row: i32 = name[1..].parse().expect("row number");
            let y = 2 * (row - 1) + f[column as usize];
            for d in Direction::ALL {
                let (dc, dy) = STEPS[d.number() as usize];
                let (nc, ny) = (column + dc, y + dy);
                let expected = (nc >= 0 && (nc as usize) < f.len())
                    .then(|| ny - f[nc as usize])
                    .filter(|&rise| rise >= 0 && rise % 2 == 0)
                    .map(|rise| format!("{}{}", (b'a' + nc as u8) as char, rise / 2 + 1))
                    .filter(|n| table.contains(n));
                let neighbour = cell.step(d);
                let actual = board
                    .cells()
                    .any(|c| c == neighbour)
                    .then(|| board.name(neighbour).to_string());
                assert_eq!(actual, expected, "{board}: {name} direction {}", d.number());
            }
        }
    }
}

#[test]
fn opposite_directions_undo_each_other_and_consecutive_directions_are_adjacent() {
    let board = Board::Rings61;
    let e5 = crate::common::cell(board, "e5"); // the centre: all six neighbours exist
    for d in Direction::ALL {
        let opposite = Direction::ALL[(d.number() as usize + 3) % 6];
        assert_eq!(e5.step(d).step(opposite), e5, "direction {}", d.number());
        // d and d + 1 point at two cells that touch each other.
        let (a, b) = (e5.step(d), e5.step(d.next()));
        assert!(
            Direction::ALL.iter().any(|&x| a.step(x) == b),
            "directions {} and {} are adjacent",
            d.number(),
            d.next().number()
        );
    }
}

/// §2's start-position table: (board, free rings, legal first turns).
const START_TABLE: [(Board, u32, usize); 6] = [
    (Board::Rings37, 18, 1944),
    (Board::Rings40, 19, 2223),
    (Board::Rings43, 20, 2520),
    (Board::Rings44, 20, 2580),
    (Board::Rings48, 21, 2961),
    (Board::Rings61, 24, 4320),
];

#[test]
fn start_positions_have_the_free_rings_of_the_table() {
    for (board, free, _) in START_TABLE {
        let start = Position::new(board, GameType::Standard);
        assert_eq!(start.free_rings().count(), free, "{board} rings");
    }
}

#[test]
fn start_positions_have_the_legal_first_turns_of_the_table() {
    for (board, free, turns) in START_TABLE {
        let start = Position::new(board, GameType::Standard);
        let legal = start.legal_turns();
        assert_eq!(legal.len(), turns, "{board} rings");
        // The count follows from §3: 3 colours × (each ring × each free ring but itself).
        let n = board.rings() as usize;
        assert_eq!(
            turns,
            3 * free as usize * (n - 1),
            "{board}: the table agrees"
        );
        // Every first turn is a placement that removes a ring; none repeats.
        assert!(
            legal
                .iter()
                .all(|t| matches!(t, Turn::Place { remove: Some(r), at, .. } if r != at)),
            "{board}"
        );
        let distinct: BTreeSet<String> = legal.iter().map(|&t| start.format_turn(t)).collect();
        assert_eq!(distinct.len(), turns, "{board}: no duplicate turns");
    }
}

#[test]
fn blitz_start_has_the_same_first_turns_as_standard_on_37() {
    let blitz = Position::new(Board::Rings37, GameType::Blitz);
    assert_eq!(blitz.free_rings().count(), 18);
    assert_eq!(blitz.legal_turns().len(), 1944);
}

#[test]
fn free_rings_at_the_37_start_are_the_edge_rings() {
    let start = Position::new(Board::Rings37, GameType::Standard);
    assert_eq!(
        names(Board::Rings37, start.free_rings()),
        sorted("a1 a2 a3 a4 b1 b5 c1 c6 d1 d7 e1 e6 f1 f5 g1 g2 g3 g4")
    );
}

#[test]
fn the_40_ring_row_covers_g2_g3_and_adds_three_free_rings() {
    // H1–H3 lie against G1–G4: g2 and g3 gain all six neighbours; g1 and g4 keep two
    // adjacent missing neighbours; the three new rings are on the edge.
    let start = Position::new(Board::Rings40, GameType::Standard);
    assert_eq!(
        names(Board::Rings40, start.free_rings()),
        sorted("a1 a2 a3 a4 b1 b5 c1 c6 d1 d7 e1 e6 f1 f5 g1 g4 h1 h2 h3")
    );
}

#[test]
fn free_rings_at_the_61_start_are_the_24_rings_of_the_rim() {
    let board = Board::Rings61;
    let start = Position::new(board, GameType::Standard);
    // The rim: whole columns A and I, and the top and bottom ring of every other column.
    let heights = [5u8, 6, 7, 8, 9, 8, 7, 6, 5];
    let mut rim = Vec::new();
    for (c, &h) in heights.iter().enumerate() {
        let letter = (b'a' + c as u8) as char;
        if c == 0 || c == 8 {
            rim.extend((1..=h).map(|r| format!("{letter}{r}")));
        } else {
            rim.push(format!("{letter}1"));
            rim.push(format!("{letter}{h}"));
        }
    }
    rim.sort();
    assert_eq!(rim.len(), 24);
    assert_eq!(names(board, start.free_rings()), rim);
}
