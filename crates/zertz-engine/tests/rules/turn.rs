//! RULES.md §3, "A turn": placement (from the pool, or from the mover's own captures once the
//! pool is empty), free rings and their removal, compulsory capture with maximal jump
//! sequences, and isolation of groups of rings at the end of a turn.
//!
//! Positions are hand-built with `common::sketch`; the expected turns are worked out from the
//! rules by hand in the comments (cells are `column row`, neighbours as in §2).

use crate::common::{cell, legal, names, play, refused, sketch, sorted};
use zertz_engine::{
    Board, Game, GameType, JumpPath, Marble, MarbleCounts, Player, Position, Turn, TurnError,
};

const B37: Board = Board::Rings37;

/// The 18 rings on the rim of the 37-ring board, free at the start.
const RIM_37: &str = "a1 a2 a3 a4 b1 b5 c1 c6 d1 d7 e1 e6 f1 f5 g1 g2 g3 g4";

fn free(position: &Position) -> Vec<String> {
    names(position.board(), position.free_rings())
}

fn rim_and(extra: &str) -> Vec<String> {
    sorted(&format!("{RIM_37} {extra}"))
}

fn capture(board: Board, path: &str) -> Turn {
    let cells: Vec<_> = path.split('x').map(|n| cell(board, n)).collect();
    Turn::Capture(JumpPath::from_cells(&cells))
}

// ---------------------------------------------------------------------------------------
// Free rings
// ---------------------------------------------------------------------------------------

#[test]
fn free_ring_needs_two_adjacent_missing_neighbours() {
    // d4's neighbours in direction order: c3 c4 d5 e4 e3 d3.
    // c3 and c4 (directions 0 and 1) missing: d4 is free, and so is b3, which also touches
    // both (c3 in direction 4, c4 in direction 3).
    let adjacent = sketch(B37, "* -c3 -c4", "", "6/8/10 0/0/0 0/0/0 1");
    assert_eq!(free(&adjacent), rim_and("b3 d4"));

    // d3 and d5 (directions 5 and 2, opposite): not free. No ring touches both but d4.
    let opposite = sketch(B37, "* -d3 -d5", "", "6/8/10 0/0/0 0/0/0 1");
    assert_eq!(free(&opposite), rim_and(""));

    // c3 and d5 (directions 0 and 2, c4 between them present): not free; c4, the other
    // ring touching both, misses directions 3 and 5, not adjacent either.
    let apart = sketch(B37, "* -c3 -d5", "", "6/8/10 0/0/0 0/0/0 1");
    assert_eq!(free(&apart), rim_and(""));

    // Three missing neighbours in alternate directions (0, 2, 4): still not free.
    let alternate = sketch(B37, "* -c3 -d5 -e3", "", "6/8/10 0/0/0 0/0/0 1");
    assert_eq!(free(&alternate), rim_and(""));
}

#[test]
fn a_vacant_ring_beside_an_enclosed_two_ring_hole_is_free() {
    // d4 and d5 removed inside the board: c4 misses d5 and d4 (directions 3 and 4), e4 misses
    // d4 and d5 (directions 0 and 1). Both are free although the hole is enclosed.
    let position = sketch(B37, "* -d4 -d5", "", "6/8/10 0/0/0 0/0/0 1");
    assert_eq!(free(&position), rim_and("c4 e4"));
    // 35 rings, 20 of them free: 3 colours × (20 × 19 + 15 × 20) placements.
    assert_eq!(position.legal_turns().len(), 3 * (20 * 19 + 15 * 20));
    let turn = position
        .parse_turn("Wa1-c4")
        .expect("c4 is free and may be removed");
    assert_eq!(position.format_turn(turn), "Wa1-c4");
}

#[test]
fn a_single_ring_hole_frees_no_ring() {
    // Every neighbour of d4 misses only d4 itself: one missing neighbour is not enough.
    let position = sketch(B37, "* -d4", "", "6/8/10 0/0/0 0/0/0 1");
    assert_eq!(free(&position), rim_and(""));
}

#[test]
fn an_occupied_ring_is_never_free() {
    let position = sketch(B37, "*", "Wa1 Gd7", "5/7/10 0/0/0 0/0/0 1");
    let expected: Vec<String> = rim_and("")
        .into_iter()
        .filter(|n| n != "a1" && n != "d7")
        .collect();
    assert_eq!(free(&position), expected);
}

#[test]
fn the_ring_that_receives_the_marble_cannot_be_removed() {
    let start = Position::new(B37, GameType::Standard);
    // a1 is free before the placement; after it, it holds the marble.
    for turn in start.legal_turns() {
        if let Turn::Place {
            at,
            remove: Some(ring),
            ..
        } = turn
        {
            assert_ne!(at, ring, "{}", start.format_turn(turn));
        }
    }
    let error = refused(&start, "Wa1-a1");
    assert!(
        matches!(error, TurnError::RemovesPlacedRing { ref cell } if cell == "a1"),
        "{error:?}"
    );
    // Placing on a1 leaves the 17 other rim rings to choose from.
    let on_a1 = start
        .legal_turns()
        .into_iter()
        .filter(|t| {
            let a1 = cell(B37, "a1");
            matches!(t, Turn::Place { marble: Marble::White, at, .. } if *at == a1)
        })
        .count();
    assert_eq!(on_a1, 17);
}

// ---------------------------------------------------------------------------------------
// Placement
// ---------------------------------------------------------------------------------------

/// Every rim ring of the 37-ring board holds a marble, the 19 inner rings are vacant. No ring
/// is free (a vacant inner ring has all six neighbours) and no marble can jump (two rim
/// marbles in a line are followed by a third rim ring or by the edge).
fn rim_occupied() -> Position {
    sketch(
        B37,
        "*",
        "Wa1 Wa2 Wa3 Wa4 Gb1 Gb5 Gc1 Gc6 Gd1 Gd7 Be1 Be6 Bf1 Bf5 Bg1 Bg2 Bg3 Bg4",
        "2/2/2 0/0/0 0/0/0 1",
    )
}

#[test]
fn placement_with_no_free_ring_is_just_the_placement() {
    let position = rim_occupied();
    assert!(position.free_rings().is_empty());
    assert!(!position.must_capture());
    let turns = position.legal_turns();
    // 3 colours × 19 vacant inner rings, none with a removal.
    assert_eq!(turns.len(), 3 * 19);
    assert!(
        turns
            .iter()
            .all(|t| matches!(t, Turn::Place { remove: None, .. })),
        "no turn removes a ring"
    );
    let mut game = Game::from_position(position);
    let turn = play(&mut game, "Wd4");
    assert_eq!(position.format_turn(turn), "Wd4");
    assert_eq!(game.position().rings(), position.rings(), "no ring removed");
    assert_eq!(
        game.position().marble_at(cell(B37, "d4")),
        Some(Marble::White)
    );
    assert_eq!(game.position().pool(), MarbleCounts::new(1, 2, 2));
}

#[test]
fn placement_must_remove_a_free_ring_when_one_exists() {
    let start = Position::new(B37, GameType::Standard);
    let error = refused(&start, "Wd4");
    match &error {
        TurnError::RemovalRequired { at, free } => {
            assert_eq!(at, "d4");
            assert!(free.contains("a1") && free.contains("g4"), "{free}");
        }
        other => panic!("expected RemovalRequired, got {other:?}"),
    }
    let mut game = Game::from_position(start);
    play(&mut game, "Wd4-a1");
    assert_eq!(game.position().rings().count(), 36);
    assert!(!game.position().rings().contains(cell(B37, "a1")));
}

#[test]
fn placing_on_the_only_free_ring_leaves_nothing_to_remove() {
    // The rim full, d4 and d5 removed, white on e4. Of the two rings beside the hole only c4
    // is vacant, so c4 is the one free ring. Nothing can jump (e4 has no marble beside it).
    let position = sketch(
        B37,
        "* -d4 -d5",
        "Wa1 Wa2 Wa3 Wa4 Gb1 Gb5 Gc1 Gc6 Gd1 Gd7 Be1 Be6 Bf1 Bf5 Bg1 Bg2 Bg3 Bg4 We4",
        "1/2/2 0/0/0 0/0/0 1",
    );
    assert_eq!(free(&position), ["c4"]);
    assert!(!position.must_capture());
    let turns = legal(&position);
    // 16 vacant rings: on c4 the turn is just the placement, elsewhere c4 must go.
    assert_eq!(turns.len(), 3 * 16);
    for colour in ["W", "G", "B"] {
        assert!(turns.contains(&format!("{colour}c4")), "{colour}c4");
        assert!(turns.contains(&format!("{colour}d3-c4")), "{colour}d3-c4");
        assert!(!turns.contains(&format!("{colour}d3")), "{colour}d3");
    }
}

/// Columns B, D and F full of marbles, A, C, E and G vacant: no two marbles stand in
/// neighbouring columns or with a vacant ring in their column, so nothing can jump.
fn three_full_columns(counts: &str) -> Position {
    sketch(
        B37,
        "*",
        "Wb1 Wb2 Wb3 Wb4 Wb5 Gd1 Gd2 Gd3 Gd4 Gd5 Bd6 Bd7 Bf1 Bf2 Bf3 Bf4 Bf5",
        counts,
    )
}

/// The number of placements when `colours` colours can be placed in [`three_full_columns`]:
/// 20 vacant rings, 12 of them free (A1–A4, C1, C6, E1, E6, G1–G4).
fn three_full_columns_placements(colours: usize) -> usize {
    colours * (12 * 11 + 8 * 12)
}

/// The colours of the legal turns, which must all be placements.
fn colours_placed(position: &Position) -> Vec<Marble> {
    let mut colours: Vec<Marble> = position
        .legal_turns()
        .into_iter()
        .map(|t| match t {
            Turn::Place { marble, .. } => marble,
            other => panic!(
                "expected only placements, got {}",
                position.format_turn(other)
            ),
        })
        .collect();
    colours.sort();
    colours.dedup();
    colours
}

#[test]
fn placement_takes_from_the_pool_while_it_has_any_marble() {
    // The pool holds one white; player 1 has captured three grey: only white may be placed.
    let position = three_full_columns("1/0/0 0/3/0 0/0/3 1");
    assert!(!position.must_capture());
    let turns = position.legal_turns();
    assert_eq!(turns.len(), three_full_columns_placements(1));
    assert_eq!(
        colours_placed(&position),
        [Marble::White],
        "only white, from the pool"
    );
    let error = refused(&position, "Gc3-a1");
    assert!(
        matches!(error, TurnError::NotInPool { marble } if marble.name() == "grey"),
        "{error:?}"
    );
    let mut game = Game::from_position(position);
    play(&mut game, "Wc3-a1");
    let after = game.position();
    assert_eq!(after.pool(), MarbleCounts::NONE);
    assert_eq!(after.captures(Player::One), MarbleCounts::new(0, 3, 0));
    assert_eq!(after.captures(Player::Two), MarbleCounts::new(0, 0, 3));
}

#[test]
fn empty_pool_means_placing_from_own_captures_never_the_opponents() {
    // Pool empty; player 1 has 3 grey, player 2 has 1 white and 3 black.
    let position = three_full_columns("0/0/0 0/3/0 1/0/3 1");
    let turns = position.legal_turns();
    assert_eq!(turns.len(), three_full_columns_placements(1));
    assert_eq!(
        colours_placed(&position),
        [Marble::Grey],
        "only grey, player 1's own"
    );
    for token in ["Wc3-a1", "Bc3-a1"] {
        let error = refused(&position, token);
        assert!(
            matches!(error, TurnError::NotInCaptures { .. }),
            "{token}: {error:?}"
        );
    }
    let mut game = Game::from_position(position);
    play(&mut game, "Gc3-a1");
    let after = game.position();
    assert_eq!(after.captures(Player::One), MarbleCounts::new(0, 2, 0));
    assert_eq!(after.captures(Player::Two), MarbleCounts::new(1, 0, 3));
    assert_eq!(after.marble_at(cell(B37, "c3")), Some(Marble::Grey));

    // Player 2 to move in the same layout places from player 2's store: white or black.
    let other_side = three_full_columns("0/0/0 0/3/0 1/0/3 2");
    assert_eq!(colours_placed(&other_side), [Marble::White, Marble::Black]);
}

#[test]
fn marbles_belong_to_nobody_both_players_place_every_colour() {
    let mut game = Game::new(B37, GameType::Standard);
    for player in [Player::One, Player::Two] {
        let position = *game.position();
        assert_eq!(position.side_to_move(), player);
        for colour in Marble::ALL {
            assert!(
                position
                    .legal_turns()
                    .iter()
                    .any(|t| matches!(t, Turn::Place { marble, .. } if *marble == colour)),
                "{player} may place {colour}"
            );
        }
        play(
            &mut game,
            if player == Player::One {
                "Wd4-a1"
            } else {
                "Wb2-g1"
            },
        );
    }
}

// ---------------------------------------------------------------------------------------
// Captures
// ---------------------------------------------------------------------------------------

/// White on d4 and d5: d4 can jump over d5 to d6, and d5 over d4 to d3.
fn two_whites() -> Position {
    sketch(B37, "*", "Wd4 Wd5", "4/8/10 0/0/0 0/0/0 1")
}

#[test]
fn capture_is_compulsory_when_any_marble_can_jump() {
    let position = two_whites();
    assert!(position.must_capture());
    assert_eq!(legal(&position), ["d4xd6", "d5xd3"]);
    let error = refused(&position, "Ba1-a2");
    match &error {
        TurnError::CaptureCompulsory { options } => {
            assert_eq!(options, "d4xd6, d5xd3");
        }
        other => panic!("expected CaptureCompulsory, got {other:?}"),
    }
    let message = error.to_string();
    assert!(
        message.contains("compulsory") && message.contains("d4xd6"),
        "{message}"
    );
    assert!(position.play(capture(B37, "d4xd6")).is_ok());
}

#[test]
fn a_jump_may_go_over_any_colour_with_any_colour() {
    for jumper in Marble::ALL {
        for over in Marble::ALL {
            let mut pool = MarbleCounts::new(6, 8, 10);
            pool[jumper] -= 1;
            pool[over] -= 1;
            let position = sketch(
                B37,
                "*",
                &format!("{}d4 {}d5", jumper.letter(), over.letter()),
                &format!("{pool} 0/0/0 0/0/0 1"),
            );
            let next = position
                .play(capture(B37, "d4xd6"))
                .unwrap_or_else(|e| panic!("{jumper} over {over}: {e}"));
            let mut gained = MarbleCounts::NONE;
            gained[over] = 1;
            assert_eq!(next.captures(Player::One), gained, "{jumper} over {over}");
            assert_eq!(next.marble_at(cell(B37, "d6")), Some(jumper));
            assert_eq!(next.marble_at(cell(B37, "d4")), None);
            assert_eq!(next.marble_at(cell(B37, "d5")), None);
        }
    }
}

#[test]
fn a_jump_lands_only_on_a_vacant_ring_straight_beyond() {
    // d1 over d2 lands on d3; d2 over d1 would land below the board.
    let position = sketch(B37, "*", "Wd1 Gd2", "5/7/10 0/0/0 0/0/0 1");
    assert_eq!(legal(&position), ["d1xd3"]);
    // With d3's ring removed there is nothing to land on: no capture, placements instead.
    let no_ring = sketch(B37, "* -d3", "Wd1 Gd2", "5/7/10 0/0/0 0/0/0 1");
    assert!(!no_ring.must_capture());
    // With d3 occupied and d4 removed: d1 and d3 would land on occupied rings, d2 over d3
    // on the missing d4.
    let occupied = sketch(B37, "* -d4", "Wd1 Gd2 Bd3", "5/7/9 0/0/0 0/0/0 1");
    assert!(!occupied.must_capture());
}

/// A branching capture. White a1, grey a2, black b3, grey b4, black d6 on the full board.
///
/// - a1 jumps over a2 to a3; from a3 it can go over b4 to c5 or over b3 to c3. From c5 it must
///   go on over d6 to e6; from c3 nothing is left to jump. So a1xa3xc5xe6 and a1xa3xc3.
/// - a2 jumps over b3 to c4, then over b4 to a4: a2xc4xa4.
/// - b3 jumps over b4 to b5: b3xb5. b4 jumps over b3 to b2: b4xb2.
/// - d6 has no neighbour with a marble.
fn branching() -> Position {
    sketch(B37, "*", "Wa1 Ga2 Bb3 Gb4 Bd6", "5/6/8 0/0/0 0/0/0 1")
}

#[test]
fn every_maximal_branch_of_a_multi_jump_is_a_turn() {
    let position = branching();
    assert_eq!(
        legal(&position),
        ["a1xa3xc3", "a1xa3xc5xe6", "a2xc4xa4", "b3xb5", "b4xb2"]
    );
}

#[test]
fn a_capture_must_go_on_while_the_marble_can_jump() {
    let position = branching();
    for prefix in ["a1xa3", "a1xa3xc5", "a2xc4"] {
        let error = position
            .play(capture(B37, prefix))
            .expect_err("a shorter prefix of a capture is not a turn");
        assert!(
            matches!(error, TurnError::Incomplete { .. }),
            "{prefix}: {error:?}"
        );
        assert!(!legal(&position).contains(&prefix.to_string()), "{prefix}");
    }
    let error = position
        .play(capture(B37, "a1xa3xc5"))
        .expect_err("c5 can still jump");
    assert!(error.to_string().contains("e6"), "{error}");
}

#[test]
fn capture_sequences_of_different_lengths_are_all_offered() {
    let position = branching();
    let short = position
        .play(capture(B37, "a1xa3xc3"))
        .expect("the two-jump branch is legal");
    assert_eq!(short.captures(Player::One), MarbleCounts::new(0, 1, 1));
    assert_eq!(short.marble_at(cell(B37, "c3")), Some(Marble::White));
    let long = position
        .play(capture(B37, "a1xa3xc5xe6"))
        .expect("the three-jump branch is legal");
    assert_eq!(long.captures(Player::One), MarbleCounts::new(0, 2, 1));
    assert_eq!(long.marble_at(cell(B37, "e6")), Some(Marble::White));
    // One-jump turns of other marbles are legal alongside.
    assert!(position.play(capture(B37, "b3xb5")).is_ok());
}

#[test]
fn a_capture_turn_is_one_marble_and_later_jumps_belong_to_the_opponent() {
    // b3 jumps over b4 to b5 and can go no further: the turn ends although a1 could still
    // jump over a2. That jump is now player 2's, and compulsory.
    let mut game = Game::from_position(branching());
    play(&mut game, "b3xb5");
    let after = *game.position();
    assert_eq!(after.side_to_move(), Player::Two);
    assert_eq!(after.captures(Player::One), MarbleCounts::new(0, 1, 0));
    assert_eq!(legal(&after), ["a1xa3"]);
}

#[test]
fn no_ring_is_removed_in_a_capture_turn() {
    let position = two_whites();
    let next = position
        .play(capture(B37, "d4xd6"))
        .expect("d4 jumps over d5");
    assert_eq!(next.rings(), position.rings());
    assert_eq!(next.captures(Player::One), MarbleCounts::new(1, 0, 0));
    assert_eq!(next.pool(), position.pool());
    assert_eq!(next.side_to_move(), Player::Two);
}

#[test]
fn a_placement_never_captures_in_the_same_turn() {
    let mut game = Game::new(B37, GameType::Standard);
    play(&mut game, "Wd4-a1");
    // Player 2 places grey next to the white: a jump now exists, but it is player 1's.
    play(&mut game, "Gd5-g1");
    let position = *game.position();
    assert_eq!(position.captures(Player::Two), MarbleCounts::NONE);
    assert_eq!(position.marble_at(cell(B37, "d4")), Some(Marble::White));
    assert_eq!(position.marble_at(cell(B37, "d5")), Some(Marble::Grey));
    assert_eq!(position.side_to_move(), Player::One);
    assert_eq!(legal(&position), ["d4xd6", "d5xd3"]);
}

// ---------------------------------------------------------------------------------------
// Isolation
// ---------------------------------------------------------------------------------------

/// B1, B2 and B3 removed: a1 and a2 touch the rest of the board only through a3 (a2's
/// neighbours are a1, a3, b3, b2). White on a1.
fn corner_with_white(side: u8) -> Position {
    sketch(
        B37,
        "* -b1 -b2 -b3",
        "Wa1",
        &format!("5/8/10 0/0/0 0/0/0 {side}"),
    )
}

#[test]
fn an_isolated_fully_occupied_group_goes_to_the_mover() {
    for side in [Player::One, Player::Two] {
        let position = corner_with_white(side.number());
        let mut game = Game::from_position(position);
        // Grey on a2, then a3 (free: no neighbour in directions 0 and 1) is removed: a1 and
        // a2 form a group with no vacant ring.
        play(&mut game, "Ga2-a3");
        let after = game.position();
        for gone in ["a1", "a2", "a3"] {
            assert!(!after.rings().contains(cell(B37, gone)), "{gone} is gone");
        }
        assert_eq!(after.rings().count(), 37 - 6);
        assert!(after.occupied().is_empty());
        assert_eq!(after.captures(side), MarbleCounts::new(1, 1, 0), "{side}");
        assert_eq!(after.captures(side.opponent()), MarbleCounts::NONE);
        assert_eq!(after.pool(), MarbleCounts::new(5, 7, 10));
    }
}

#[test]
fn a_cut_off_group_with_a_vacant_ring_stays_and_is_fully_playable() {
    // Column B removed: column A is a group of its own from the start. White on a1.
    let position = sketch(B37, "* -b1 -b2 -b3 -b4 -b5", "Wa1", "5/8/10 0/0/0 0/0/0 1");
    assert!(position.is_split());
    let turns = legal(&position);
    // Placements inside the cut-off group, and removals of its rings, are both allowed.
    for expected in ["Ga2-a4", "Bd4-a3", "Wa4-g1"] {
        assert!(turns.contains(&expected.to_string()), "{expected} is legal");
    }
    let mut game = Game::from_position(position);
    // Grey on a2 and a4 removed: a1 (white), a2 (grey), a3 (vacant) stay on the board.
    play(&mut game, "Ga2-a4");
    let after = *game.position();
    for kept in ["a1", "a2", "a3"] {
        assert!(after.rings().contains(cell(B37, kept)), "{kept} stays");
    }
    assert_eq!(after.captures(Player::One), MarbleCounts::NONE);
    // The white on a1 can jump over the grey onto a3, inside the cut-off group, and must.
    assert_eq!(legal(&after), ["a1xa3"]);
    play(&mut game, "a1xa3");
    assert_eq!(
        game.position().captures(Player::Two),
        MarbleCounts::new(0, 1, 0)
    );
    assert_eq!(
        game.position().marble_at(cell(B37, "a3")),
        Some(Marble::White)
    );
}

#[test]
fn filling_the_last_vacant_ring_of_a_cut_off_group_captures_it_for_the_filler() {
    let mut game = Game::from_position(corner_with_white(1));
    // Player 1: grey on a4, a3 removed. a1 (white) and a2 (vacant) are cut off but stay.
    play(&mut game, "Ga4-a3");
    let cut = *game.position();
    assert!(cut.rings().contains(cell(B37, "a1")));
    assert!(cut.rings().contains(cell(B37, "a2")));
    assert_eq!(cut.captures(Player::One), MarbleCounts::NONE);
    // Player 2 fills a2: the group has no vacant ring left and goes to player 2.
    play(&mut game, "Ba2-g1");
    let after = game.position();
    assert!(!after.rings().contains(cell(B37, "a1")));
    assert!(!after.rings().contains(cell(B37, "a2")));
    assert_eq!(after.captures(Player::Two), MarbleCounts::new(1, 0, 1));
    assert_eq!(after.captures(Player::One), MarbleCounts::NONE);
}

#[test]
fn removing_a_ring_can_isolate_the_groups_on_both_sides_of_it() {
    // Column A alone (column B removed), white on a3, a1 and a2 vacant, a4 removed.
    let position = sketch(
        B37,
        "* -a4 -b1 -b2 -b3 -b4 -b5",
        "Wa3",
        "5/8/10 0/0/0 0/0/0 1",
    );
    let mut game = Game::from_position(position);
    // Black on a1, a2 removed: {a1} and {a3} are both full, and both go to player 1.
    play(&mut game, "Ba1-a2");
    let after = game.position();
    for gone in ["a1", "a2", "a3"] {
        assert!(!after.rings().contains(cell(B37, gone)), "{gone} is gone");
    }
    assert_eq!(after.captures(Player::One), MarbleCounts::new(1, 0, 1));
    assert_eq!(after.rings().count(), 37 - 9);
    assert!(!after.is_split(), "the rest of the board is one group");
}

#[test]
fn isolation_happens_after_the_removal_not_before() {
    // The placement fills a2, but before the removal a2's group still reaches the board
    // through a3; only removing a3 cuts it off. Removing another ring leaves it in place.
    let mut game = Game::from_position(corner_with_white(1));
    play(&mut game, "Ga2-g1");
    let after = game.position();
    assert!(after.rings().contains(cell(B37, "a1")));
    assert!(after.rings().contains(cell(B37, "a2")));
    assert_eq!(after.captures(Player::One), MarbleCounts::NONE);
}

#[test]
fn removing_a_ring_that_is_not_free_is_refused() {
    // Removing a ring that is not free is refused with the list of free rings.
    let start = Position::new(B37, GameType::Standard);
    let error = refused(&start, "Wa1-d4");
    match &error {
        TurnError::NotFree { cell, free } => {
            assert_eq!(cell, "d4");
            assert!(free.contains("a2") && !free.contains("a1"), "{free}");
        }
        other => panic!("expected NotFree, got {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------
// The whole of §3 read directly, against the engine, along random games
// ---------------------------------------------------------------------------------------

/// A direct, slow reading of §3 with plain collections: no bitboards, no caches.
mod direct {
    use std::collections::{BTreeMap, BTreeSet};

    use zertz_engine::{Board, Cell, Direction, Marble, Player, Position};

    #[derive(Clone, PartialEq, Eq, Debug)]
    pub struct State {
        pub rings: BTreeSet<Cell>,
        pub marbles: BTreeMap<Cell, Marble>,
        pub pool: [u8; 3],
        pub captures: [[u8; 3]; 2],
        pub side: usize,
    }

    /// A turn: a placement (colour, cell, removed ring), a jump path, or a pass.
    #[derive(Clone, Debug)]
    pub enum Move {
        Place(Marble, Cell, Option<Cell>),
        Jumps(Vec<Cell>),
        Pass,
    }

    pub fn of(p: &Position) -> State {
        let rings: BTreeSet<Cell> = p.rings().collect();
        let marbles = rings
            .iter()
            .filter_map(|&c| p.marble_at(c).map(|m| (c, m)))
            .collect();
        State {
            rings,
            marbles,
            pool: p.pool().0,
            captures: [p.captures(Player::One).0, p.captures(Player::Two).0],
            side: p.side_to_move().index(),
        }
    }

    /// The turn as the text of §5.
    pub fn text(board: Board, m: &Move) -> String {
        let name = |c: Cell| board.name(c).to_string();
        match m {
            Move::Place(colour, at, None) => format!("{}{}", colour.letter(), name(*at)),
            Move::Place(colour, at, Some(r)) => {
                format!("{}{}-{}", colour.letter(), name(*at), name(*r))
            }
            Move::Jumps(path) => path.iter().map(|&c| name(c)).collect::<Vec<_>>().join("x"),
            Move::Pass => "pass".into(),
        }
    }

    /// Every legal turn of §3.
    pub fn turns(s: &State) -> Vec<Move> {
        let mut out = Vec::new();
        // Captures: every maximal sequence of every marble that can jump.
        for &from in s.marbles.keys() {
            if !hops(s, from).is_empty() {
                extend(s, vec![from], &mut out);
            }
        }
        if !out.is_empty() {
            return out;
        }
        // Placements: from the pool, or from the mover's own captures once it is empty.
        let source = if s.pool.iter().all(|&n| n == 0) {
            s.captures[s.side]
        } else {
            s.pool
        };
        let vacant: Vec<Cell> = s
            .rings
            .iter()
            .copied()
            .filter(|c| !s.marbles.contains_key(c))
            .collect();
        for colour in Marble::ALL.into_iter().filter(|c| source[c.index()] > 0) {
            for &at in &vacant {
                // Free after the placement: vacant (so not `at`), two adjacent neighbours gone.
                let free: Vec<Cell> = vacant
                    .iter()
                    .copied()
                    .filter(|&c| c != at && is_free(s, c))
                    .collect();
                if free.is_empty() {
                    out.push(Move::Place(colour, at, None));
                }
                out.extend(free.into_iter().map(|r| Move::Place(colour, at, Some(r))));
            }
        }
        if out.is_empty() {
            out.push(Move::Pass);
        }
        out
    }

    /// The state after `m`.
    pub fn after(s: &State, m: &Move) -> State {
        let mut s = s.clone();
        let mover = s.side;
        match m {
            Move::Place(colour, at, remove) => {
                if s.pool.iter().all(|&n| n == 0) {
                    s.captures[mover][colour.index()] -= 1;
                } else {
                    s.pool[colour.index()] -= 1;
                }
                s.marbles.insert(*at, *colour);
                if let Some(r) = remove {
                    s.rings.remove(r);
                }
                isolate(&mut s);
            }
            Move::Jumps(path) => {
                for w in path.windows(2) {
                    let d = Direction::ALL
                        .into_iter()
                        .find(|&d| w[0].step(d).step(d) == w[1])
                        .expect("a straight jump");
                    let over = w[0].step(d);
                    let marble = s.marbles.remove(&w[0]).expect("the jumping marble");
                    let taken = s.marbles.remove(&over).expect("the jumped marble");
                    s.marbles.insert(w[1], marble);
                    s.captures[mover][taken.index()] += 1;
                }
            }
            Move::Pass => {}
        }
        s.side = 1 - mover;
        s
    }

    /// A vacant ring with two neighbours in adjacent directions both missing.
    fn is_free(s: &State, c: Cell) -> bool {
        Direction::ALL
            .iter()
            .any(|&d| !s.rings.contains(&c.step(d)) && !s.rings.contains(&c.step(d.next())))
    }

    /// The jumps open to the marble on `from`: (over, to).
    fn hops(s: &State, from: Cell) -> Vec<(Cell, Cell)> {
        Direction::ALL
            .iter()
            .map(|&d| (from.step(d), from.step(d).step(d)))
            .filter(|(over, to)| {
                s.marbles.contains_key(over) && s.rings.contains(to) && !s.marbles.contains_key(to)
            })
            .collect()
    }

    fn extend(s: &State, path: Vec<Cell>, out: &mut Vec<Move>) {
        let at = *path.last().expect("a path has a start");
        let next = hops(s, at);
        if next.is_empty() {
            out.push(Move::Jumps(path));
            return;
        }
        for (over, to) in next {
            let mut jumped = s.clone();
            let marble = jumped.marbles.remove(&at).expect("the jumping marble");
            jumped.marbles.remove(&over);
            jumped.marbles.insert(to, marble);
            let mut longer = path.clone();
            longer.push(to);
            extend(&jumped, longer, out);
        }
    }

    /// Isolation: every group of rings without a vacant ring goes to the mover.
    fn isolate(s: &mut State) {
        let mut unseen = s.rings.clone();
        while let Some(&seed) = unseen.iter().next() {
            let mut group = BTreeSet::from([seed]);
            let mut frontier = vec![seed];
            while let Some(c) = frontier.pop() {
                for d in Direction::ALL {
                    let n = c.step(d);
                    if s.rings.contains(&n) && group.insert(n) {
                        frontier.push(n);
                    }
                }
            }
            unseen.retain(|c| !group.contains(c));
            if group.iter().all(|c| s.marbles.contains_key(c)) {
                for c in group {
                    let m = s.marbles.remove(&c).expect("a full group");
                    s.captures[s.side][m.index()] += 1;
                    s.rings.remove(&c);
                }
            }
        }
    }
}

#[test]
fn every_turn_along_random_games_matches_a_direct_reading_of_the_rules() {
    let mut rng = fastrand::Rng::with_seed(0x5eed);
    let mut positions = 0;
    let mut isolations = 0;
    for board in Board::ALL {
        for round in 0..3 {
            let mut game = Game::new(board, GameType::Standard);
            while game.outcome().is_none() {
                let position = *game.position();
                let state = direct::of(&position);
                let moves = direct::turns(&state);
                let mut texts: Vec<String> = moves.iter().map(|m| direct::text(board, m)).collect();
                texts.sort();
                assert_eq!(
                    legal(&position),
                    texts,
                    "{board} game {round}: legal turns of {}",
                    position.to_text()
                );
                // Each turn leads where the rules say (a sample of big lists).
                let step = (moves.len() / 30).max(1);
                for m in moves.iter().step_by(step) {
                    let text = direct::text(board, m);
                    let turn = position.parse_turn(&text).expect("a legal turn reads");
                    let next = position.play(turn).expect("a legal turn plays");
                    assert_eq!(
                        direct::of(&next),
                        direct::after(&state, m),
                        "{board}: {text} in {}",
                        position.to_text()
                    );
                }
                let chosen = &moves[rng.usize(..moves.len())];
                let next = direct::after(&state, chosen);
                if next.rings.len() + 1 < state.rings.len() {
                    isolations += 1;
                }
                play(&mut game, &direct::text(board, chosen));
                assert_eq!(direct::of(game.position()), next);
                positions += 1;
            }
        }
    }
    assert!(positions > 300, "{positions} positions checked");
    assert!(isolations > 0, "the games include isolations");
}
