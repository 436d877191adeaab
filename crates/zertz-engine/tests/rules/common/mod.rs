//! Helpers shared by the `rules_*` tests: hand-built positions from a readable sketch, and
//! short ways to play and list turns with a useful message when something fails.
//!
//! Each test file includes this module with `mod common;`; not every file uses every helper.
#![allow(dead_code)]

use zertz_engine::{Bitboard, Board, Cell, Game, Marble, Position, Turn, TurnError};

/// Plays random legal turns (seeded: a failure replays) from `start` until the game ends or
/// `limit` turns are played.
pub fn random_game(start: Position, seed: u64, limit: usize) -> Game {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::from_position(start);
    while game.turns().len() < limit {
        let turns = game.legal_turns();
        if turns.is_empty() {
            break;
        }
        game.play(turns[rng.usize(..turns.len())])
            .expect("a legal turn plays");
    }
    game
}

/// The cell called `name` on `board`; panics (naming it) if the board has no such cell.
pub fn cell(board: Board, name: &str) -> Cell {
    board
        .parse_cell(name)
        .unwrap_or_else(|| panic!("test bug: {name} is not a cell of the {board}-ring board"))
}

/// The names of the cells of `set`, sorted.
pub fn names(board: Board, set: Bitboard) -> Vec<String> {
    let mut names: Vec<String> = set.map(|c| board.name(c).to_string()).collect();
    names.sort();
    names
}

/// Cell names given as one whitespace-separated string, sorted (for comparing with [`names`]).
pub fn sorted(list: &str) -> Vec<String> {
    let mut names: Vec<String> = list.split_whitespace().map(str::to_string).collect();
    names.sort();
    names
}

/// The legal turns of `position` in canonical notation, sorted by byte order.
pub fn legal(position: &Position) -> Vec<String> {
    let mut turns: Vec<String> = position
        .legal_turns()
        .into_iter()
        .map(|t| position.format_turn(t))
        .collect();
    turns.sort();
    turns
}

/// Column offsets `f` of RULES.md §2.
fn offsets(board: Board) -> &'static [u8] {
    match board {
        Board::Rings61 => &[4, 3, 2, 1, 0, 1, 2, 3, 4],
        _ => &[3, 2, 1, 0, 1, 2, 3, 4],
    }
}

/// The number of columns of the board.
fn columns(board: Board) -> usize {
    match board {
        Board::Rings37 => 7,
        Board::Rings61 => 9,
        _ => 8,
    }
}

/// Where a cell stands in its column of the position-text layout (0 = the bottom of the
/// column's frame). The layout counts every column from the lowest doubled height any column
/// of the board family reaches, in steps of two; for the 37-ring board this gives the leading
/// offsets 0,0,0,0,1,2,3 of the position-text documentation.
fn layout_slot(board: Board, column: usize, row: u8) -> usize {
    let f = offsets(board);
    let lowest = (0..f.len()).map(|c| f[c] as usize + c).min().unwrap_or(0);
    let y = 2 * (row as usize - 1) + f[column] as usize;
    (y + column - lowest) / 2
}

/// Splits a cell name into its column (0 = a) and row.
fn column_row(name: &str) -> (usize, u8) {
    let column = (name.as_bytes()[0].to_ascii_lowercase() - b'a') as usize;
    let row = name[1..]
        .parse()
        .unwrap_or_else(|_| panic!("test bug: bad cell name {name}"));
    (column, row)
}

/// Builds a position from a sketch and checks that the engine read it as drawn.
///
/// - `rings`: `*` for every cell of the board, `* -d4 -d5` for every cell but those, or a
///   list of the cells that still have a ring (`c2 c4 d3`).
/// - `marbles`: colour letter plus cell for each marble (`Wd4 Gd5`).
/// - `counts`: the rest of the position text, `<pool> <captures 1> <captures 2> <side>`.
pub fn sketch(board: Board, rings: &str, marbles: &str, counts: &str) -> Position {
    let all: Vec<String> = board.cells().map(|c| board.name(c).to_string()).collect();
    let mut words = rings.split_whitespace().peekable();
    let present: Vec<String> = if words.peek() == Some(&"*") {
        words.next();
        let removed: Vec<&str> = words
            .map(|w| {
                w.strip_prefix('-')
                    .unwrap_or_else(|| panic!("test bug: after * write -cell, not {w}"))
            })
            .collect();
        for r in &removed {
            cell(board, r);
        }
        all.iter()
            .filter(|n| !removed.contains(&n.as_str()))
            .cloned()
            .collect()
    } else {
        words.map(|w| w.to_ascii_lowercase()).collect()
    };
    let mut marble_at: Vec<(String, char)> = Vec::new();
    for m in marbles.split_whitespace() {
        let colour = m.chars().next().expect("marble colour");
        let name = m[1..].to_ascii_lowercase();
        assert!(
            present.contains(&name),
            "test bug: marble {m} is not on a ring"
        );
        marble_at.push((name, colour.to_ascii_uppercase()));
    }
    // One layout column per board column: runs of missing slots as digits, rings bottom to top.
    let mut layout: Vec<String> = vec![String::new(); columns(board)];
    for (column, text) in layout.iter_mut().enumerate() {
        let mut slots: Vec<(usize, char)> = present
            .iter()
            .filter(|n| column_row(n).0 == column)
            .map(|n| {
                let (_, row) = column_row(n);
                let mark = marble_at
                    .iter()
                    .find(|(m, _)| m == n)
                    .map_or('o', |&(_, c)| c);
                (layout_slot(board, column, row), mark)
            })
            .collect();
        slots.sort();
        let mut next = 0;
        for (slot, mark) in slots {
            let mut gap = slot - next;
            while gap > 0 {
                let run = gap.min(9);
                text.push(char::from(b'0' + run as u8));
                gap -= run;
            }
            text.push(mark);
            next = slot + 1;
        }
    }
    let text = format!("{} {counts} {}", layout.join("/"), board.rings());
    let position = Position::from_text(&text)
        .unwrap_or_else(|e| panic!("test bug: the sketch {text:?} is not a position: {e}"));
    // The engine must see exactly the rings and marbles drawn.
    assert_eq!(
        names(board, position.rings()),
        {
            let mut p = present.clone();
            p.sort();
            p
        },
        "rings of {text}"
    );
    for name in &present {
        let expected = marble_at
            .iter()
            .find(|(m, _)| m == name)
            .map(|&(_, c)| Marble::from_letter(c).expect("colour letter"));
        assert_eq!(
            position.marble_at(cell(board, name)),
            expected,
            "marble on {name} in {text}"
        );
    }
    position
}

/// Plays `token` in `game`, panicking with the engine's reason if it is refused.
pub fn play(game: &mut Game, token: &str) -> Turn {
    game.play_text(token).unwrap_or_else(|e| {
        panic!(
            "{token} should be legal in {}: {e}",
            game.position().to_text()
        )
    })
}

/// Plays whitespace-separated turns in order (see [`play`]).
pub fn play_all(game: &mut Game, tokens: &str) {
    for token in tokens.split_whitespace() {
        play(game, token);
    }
}

/// Reads `token` in `position`, expecting it to be refused; returns the reason.
pub fn refused(position: &Position, token: &str) -> TurnError {
    match position.parse_turn(token) {
        Ok(turn) => panic!(
            "{token:?} should be refused in {} but reads as {}",
            position.to_text(),
            position.format_turn(turn)
        ),
        Err(e) => e,
    }
}
