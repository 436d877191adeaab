//! RULES.md §5, "Notation": canonical turn tokens (`Wd4-a1`, `Wd4`, `e5xc5xa3`, `pass`),
//! forgiving parsing, an error that says why for every text that is not a legal turn, the
//! one-line position text, serde, and game records.

use crate::common::{cell, legal, play, play_all, refused, sketch};
use proptest::prelude::*;
use zertz_engine::{
    Board, Game, GameRecord, GameType, JumpFault, JumpPath, Marble, Outcome, Player, Position,
    RecordError, Turn, TurnError, WinReason, colours_in_words,
};

const B37: Board = Board::Rings37;

const START_37_TEXT: &str =
    "oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 1 37";

fn start() -> Position {
    Position::new(B37, GameType::Standard)
}

/// White on d4 and d5: a capture is compulsory (d4xd6 or d5xd3).
fn two_whites() -> Position {
    sketch(B37, "*", "Wd4 Wd5", "4/8/10 0/0/0 0/0/0 1")
}

/// White a1, grey a2, black b3, grey b4, black d6 on the full 37-ring board. Its captures
/// (worked out in `turn.rs`): a1xa3xc3 (takes grey a2, black b3), a1xa3xc5xe6 (grey
/// a2, grey b4, black d6), a2xc4xa4, b3xb5, b4xb2.
fn branching() -> Position {
    sketch(B37, "*", "Wa1 Ga2 Bb3 Gb4 Bd6", "5/6/8 0/0/0 0/0/0 1")
}

/// Every rim ring occupied, the inner rings vacant: no ring is free, nothing can jump.
fn rim_occupied() -> Position {
    sketch(
        B37,
        "*",
        "Wa1 Wa2 Wa3 Wa4 Gb1 Gb5 Gc1 Gc6 Gd1 Gd7 Be1 Be6 Bf1 Bf5 Bg1 Bg2 Bg3 Bg4",
        "2/2/2 0/0/0 0/0/0 1",
    )
}

fn place(marble: Marble, at: &str, remove: Option<&str>) -> Turn {
    Turn::Place {
        marble,
        at: cell(B37, at),
        remove: remove.map(|r| cell(B37, r)),
    }
}

fn capture(path: &str) -> Turn {
    let cells: Vec<_> = path.split('x').map(|n| cell(B37, n)).collect();
    Turn::Capture(JumpPath::from_cells(&cells))
}

fn reads_as(position: &Position, token: &str, expected: Turn) {
    match position.parse_turn(token) {
        Ok(turn) => assert_eq!(
            turn,
            expected,
            "{token:?} read as {}",
            position.format_turn(turn)
        ),
        Err(e) => panic!(
            "{token:?} should read as {}: {e}",
            position.format_turn(expected)
        ),
    }
}

// ---------------------------------------------------------------------------------------
// Canonical output
// ---------------------------------------------------------------------------------------

#[test]
fn canonical_forms_are_colour_cell_dash_ring_and_cells_joined_by_x() {
    let start = start();
    assert_eq!(
        start.format_turn(place(Marble::White, "d4", Some("a1"))),
        "Wd4-a1"
    );
    assert_eq!(
        start.format_turn(place(Marble::Grey, "c3", Some("g4"))),
        "Gc3-g4"
    );
    assert_eq!(start.format_turn(place(Marble::Black, "d4", None)), "Bd4");
    assert_eq!(start.format_turn(capture("a1xa3xc5xe6")), "a1xa3xc5xe6");
    assert_eq!(start.format_turn(capture("d4xd6")), "d4xd6");
    assert_eq!(start.format_turn(Turn::Pass), "pass");
    assert_eq!(
        place(Marble::White, "d4", Some("a1"))
            .display(B37)
            .to_string(),
        "Wd4-a1"
    );
    // Cells on bigger boards keep the same form: column letter, row number.
    let b61 = Board::Rings61;
    let turn = Turn::Place {
        marble: Marble::Grey,
        at: cell(b61, "i5"),
        remove: Some(cell(b61, "e9")),
    };
    assert_eq!(turn.display(b61).to_string(), "Gi5-e9");
}

#[test]
fn every_legal_turn_reads_back_from_its_canonical_form() {
    for position in [start(), two_whites(), branching(), rim_occupied()] {
        for turn in position.legal_turns() {
            let text = position.format_turn(turn);
            reads_as(&position, &text, turn);
            assert!(
                !text.contains(' ') && !text.contains('+'),
                "canonical forms have no optional parts: {text}"
            );
        }
    }
}

#[test]
fn canonical_placements_and_captures_have_no_optional_parts() {
    let position = branching();
    for text in legal(&position) {
        assert!(
            text.starts_with(|c: char| c.is_ascii_lowercase()),
            "a capture starts with the jumping marble's cell, no colour: {text}"
        );
    }
    for text in legal(&start()).iter().take(50) {
        assert!(text.starts_with(['W', 'G', 'B']), "{text}");
        assert_eq!(text.matches('-').count(), 1, "{text}");
    }
}

// ---------------------------------------------------------------------------------------
// Forgiving parsing
// ---------------------------------------------------------------------------------------

#[test]
fn placements_read_in_any_case_with_any_separator() {
    let start = start();
    let expected = place(Marble::White, "d4", Some("a1"));
    for token in [
        "Wd4-a1",
        "w d4 a1",
        "W D4/A1",
        "wd4a1",
        "W,d4,a1",
        "  Wd4 - a1  ",
        "W d4–a1",
        "w:d4>a1",
        "W D4 ; A1",
    ] {
        reads_as(&start, token, expected);
    }
    reads_as(&rim_occupied(), "b D4", place(Marble::Black, "d4", None));
}

#[test]
fn captures_read_in_any_case_with_any_separator_and_times_sign() {
    let position = branching();
    let expected = capture("a1xa3xc5xe6");
    for token in [
        "a1xa3xc5xe6",
        "A1XA3XC5XE6",
        "a1-a3-c5-e6",
        "a1 a3 c5 e6",
        "A1 x A3 x C5 x E6",
        "a1×a3×c5×e6",
        "a1 × a3 × c5 × e6",
        "a1/a3/c5/e6",
    ] {
        reads_as(&position, token, expected);
    }
}

#[test]
fn a_capture_may_name_the_jumping_marbles_colour_which_is_checked() {
    let position = branching();
    reads_as(&position, "Wa1xa3xc3", capture("a1xa3xc3"));
    reads_as(&position, "w a1 x a3 x c3", capture("a1xa3xc3"));
    let error = refused(&position, "Ga1xa3xc3");
    match &error {
        TurnError::WrongColour {
            cell,
            actual,
            claimed,
        } => {
            assert_eq!(
                (cell.as_str(), actual.name(), claimed.name()),
                ("a1", "white", "grey")
            );
        }
        other => panic!("expected WrongColour, got {other:?}"),
    }
    assert!(error.to_string().contains("white"), "{error}");
}

#[test]
fn a_capture_may_list_the_captured_colours_which_are_checked() {
    let position = branching();
    // a1xa3xc5xe6 takes the greys on a2 and b4 and the black on d6.
    for token in [
        "a1xa3xc5xe6+ggb",
        "a1xa3xc5xe6+bgg",
        "a1xa3xc5xe6+GBG",
        "Wa1xa3xc5xe6+ggb",
    ] {
        reads_as(&position, token, capture("a1xa3xc5xe6"));
    }
    reads_as(&position, "a1xa3xc3+gb", capture("a1xa3xc3"));
    let error = refused(&position, "a1xa3xc3+gg");
    match &error {
        TurnError::WrongCapturedColours { actual, claimed } => {
            assert_eq!(colours_in_words(*actual), "1 grey and 1 black");
            assert_eq!(colours_in_words(*claimed), "2 grey");
        }
        other => panic!("expected WrongCapturedColours, got {other:?}"),
    }
}

#[test]
fn a_placement_may_list_the_colours_it_isolates() {
    // b1, b2, b3 removed, white on a1: grey on a2 and a3 removed isolates a1 and a2.
    let position = sketch(B37, "* -b1 -b2 -b3", "Wa1", "5/8/10 0/0/0 0/0/0 1");
    reads_as(
        &position,
        "Ga2-a3+wg",
        place(Marble::Grey, "a2", Some("a3")),
    );
    let error = refused(&position, "Ga2-a3+w");
    assert!(
        matches!(error, TurnError::WrongCapturedColours { .. }),
        "{error:?}"
    );
}

#[test]
fn a_capture_may_be_given_by_its_first_jump_when_unambiguous() {
    let position = branching();
    reads_as(&position, "a2xc4", capture("a2xc4xa4"));
    reads_as(&position, "A2 x C4", capture("a2xc4xa4"));
    reads_as(&position, "b3xb5", capture("b3xb5"));
    let mut game = Game::from_position(position);
    let turn = play(&mut game, "a2xc4");
    assert_eq!(position.format_turn(turn), "a2xc4xa4");
    assert_eq!(
        game.record().turns,
        ["a2xc4xa4"],
        "records keep the canonical form"
    );
}

#[test]
fn an_ambiguous_first_jump_is_refused_listing_the_captures_it_could_be() {
    let position = branching();
    for token in ["a1xa3", "a1"] {
        let error = refused(&position, token);
        match &error {
            TurnError::Ambiguous { options, .. } => {
                assert_eq!(options, "a1xa3xc3, a1xa3xc5xe6", "{token}");
            }
            other => panic!("{token}: expected Ambiguous, got {other:?}"),
        }
        let message = error.to_string();
        assert!(message.contains("ambiguous"), "{message}");
    }
}

#[test]
fn pass_reads_in_any_case() {
    let position = sketch(
        Board::Rings48,
        "*",
        "Wb1 Wb2 Wb3 Wb4 Wb5 Wb6 Gd1 Gd2 Gd3 Gd4 Gd5 Gd6 Gd7 Gd8 Bf1 Bf2 Bf3 Bf4 Bf5 Bf6",
        "0/0/0 0/0/0 0/0/4 1",
    );
    for token in ["pass", "PASS", " Pass "] {
        reads_as(&position, token, Turn::Pass);
    }
}

// ---------------------------------------------------------------------------------------
// Every reason a text is refused
// ---------------------------------------------------------------------------------------

/// The start after `turns`.
fn after(turns: &str) -> Position {
    let mut game = Game::new(B37, GameType::Standard);
    play_all(&mut game, turns);
    *game.position()
}

#[test]
fn text_that_is_not_a_turn_is_malformed() {
    let start = start();
    for token in [
        "hello",
        "",
        "   ",
        "4d",
        "Wd4-a1+q",
        "Wd4 a1 b1",
        "d4W",
        "Wd4?a1",
    ] {
        let error = refused(&start, token);
        assert!(
            matches!(error, TurnError::Malformed { .. }),
            "{token:?}: {error:?}"
        );
        assert!(error.to_string().contains("not a turn"), "{error}");
    }
}

#[test]
fn an_unknown_cell_is_named() {
    let start = start();
    for (token, name) in [
        ("Wh1-a1", "h1"),
        ("Wd4-z9", "z9"),
        ("Wa5-a1", "a5"),
        ("Wd0-a1", "d0"),
    ] {
        let error = refused(&start, token);
        match &error {
            TurnError::UnknownCell { name: n, board } => {
                assert_eq!((n.as_str(), *board), (name, 37), "{token}");
            }
            other => panic!("{token}: expected UnknownCell, got {other:?}"),
        }
        assert_eq!(
            error.to_string(),
            format!("there is no cell {name} on the 37-ring board")
        );
    }
    // h1 is a cell of the 40-ring board.
    assert!(
        Position::new(Board::Rings40, GameType::Standard)
            .parse_turn("Wh1-a1")
            .is_ok()
    );
}

#[test]
fn a_turn_after_the_end_says_the_game_is_over() {
    let position = sketch(B37, "d4", "", "6/8/10 0/0/0 0/0/0 1");
    let mut game = Game::from_position(position);
    play(&mut game, "Wd4");
    let error = game.play_text("Wd4").expect_err("no turns after the end");
    assert!(matches!(error, TurnError::GameOver { .. }), "{error:?}");
    assert_eq!(
        error.to_string(),
        "the game is over: player 1 wins (board used up)"
    );
}

#[test]
fn a_placement_while_a_capture_exists_says_capture_is_compulsory() {
    let error = refused(&two_whites(), "Wa1-a2");
    match &error {
        TurnError::CaptureCompulsory { options } => assert_eq!(options, "d4xd6, d5xd3"),
        other => panic!("expected CaptureCompulsory, got {other:?}"),
    }
    assert_eq!(error.to_string(), "a capture is compulsory: d4xd6, d5xd3");
}

#[test]
fn a_capture_without_any_jump_says_no_capture_is_possible() {
    let error = refused(&start(), "d4xd6");
    assert!(matches!(error, TurnError::NoCapture), "{error:?}");
    assert!(error.to_string().contains("no marble can jump"), "{error}");
}

#[test]
fn a_pass_while_a_turn_exists_is_refused() {
    let error = refused(&start(), "pass");
    assert!(matches!(error, TurnError::PassNotAllowed), "{error:?}");
    assert!(error.to_string().contains("pass"), "{error}");
    // A capture is a turn too.
    let error = refused(&two_whites(), "pass");
    assert!(matches!(error, TurnError::PassNotAllowed), "{error:?}");
}

#[test]
fn a_removed_ring_is_named_as_removed() {
    let position = after("Wd4-a1");
    for token in ["Ga1-a2", "Gb2-a1"] {
        let error = refused(&position, token);
        assert!(
            matches!(error, TurnError::NoRing { ref cell } if cell == "a1"),
            "{token}: {error:?}"
        );
        assert_eq!(error.to_string(), "a1 has no ring any more: it was removed");
    }
}

#[test]
fn a_placement_on_an_occupied_ring_names_the_marble_there() {
    let error = refused(&after("Wd4-a1"), "Gd4-a2");
    match &error {
        TurnError::Occupied { cell, marble } => {
            assert_eq!((cell.as_str(), marble.name()), ("d4", "white"));
        }
        other => panic!("expected Occupied, got {other:?}"),
    }
    assert_eq!(error.to_string(), "d4 is occupied by a white marble");
}

#[test]
fn a_colour_missing_from_the_pool_is_named() {
    // Pool: one white only (player 1 has grey captures, which may not be used yet).
    let position = sketch(
        B37,
        "*",
        "Wb1 Wb2 Wb3 Wb4 Wb5 Gd1 Gd2 Gd3 Gd4 Gd5 Bd6 Bd7 Bf1 Bf2 Bf3 Bf4 Bf5",
        "1/0/0 0/3/0 0/0/3 1",
    );
    let error = refused(&position, "Gc3-a1");
    assert!(
        matches!(error, TurnError::NotInPool { marble } if marble.name() == "grey"),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "there is no grey marble left in the pool"
    );
}

#[test]
fn with_an_empty_pool_a_colour_missing_from_own_captures_is_named() {
    let position = sketch(
        B37,
        "*",
        "Wb1 Wb2 Wb3 Wb4 Wb5 Gd1 Gd2 Gd3 Gd4 Gd5 Bd6 Bd7 Bf1 Bf2 Bf3 Bf4 Bf5",
        "0/0/0 0/3/0 1/0/3 1",
    );
    let error = refused(&position, "Wc3-a1");
    assert!(
        matches!(error, TurnError::NotInCaptures { marble } if marble.name() == "white"),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "the pool is empty and you have no captured white marble to place"
    );
}

#[test]
fn a_placement_without_a_colour_asks_for_one() {
    let error = refused(&start(), "d4-a1");
    match &error {
        TurnError::NoColour { example } => assert_eq!(example, "Wd4-a1"),
        other => panic!("expected NoColour, got {other:?}"),
    }
    assert_eq!(error.to_string(), "say which marble to place: Wd4-a1");
}

#[test]
fn a_placement_without_a_colour_suggests_only_a_legal_turn() {
    // §5: a text that is not a legal turn gets an error that says why. When the colour is
    // missing the engine offers a full placement as an example; that example must itself be
    // a legal turn, or the error must give the real reason instead.
    let must_pass = sketch(
        Board::Rings48,
        "*",
        "Wb1 Wb2 Wb3 Wb4 Wb5 Wb6 Gd1 Gd2 Gd3 Gd4 Gd5 Gd6 Gd7 Gd8 Bf1 Bf2 Bf3 Bf4 Bf5 Bf6",
        "0/0/0 0/0/0 0/0/4 1",
    );
    let mut misleading = Vec::new();
    for (position, token) in [
        (start(), "d4-d5"),         // d5 is not free
        (start(), "d4"),            // a ring must be removed
        (after("Wd4-a1"), "d4-a2"), // d4 is occupied
        (must_pass, "a2-a1"),       // player 1 has nothing to place: the only turn is pass
    ] {
        let error = refused(&position, token);
        if let TurnError::NoColour { example } = &error
            && let Err(why) = position.parse_turn(example)
        {
            misleading.push(format!(
                "{token:?} in {}: \"{error}\", but {example} is refused: {why}",
                position.to_text()
            ));
        }
    }
    assert!(misleading.is_empty(), "{}", misleading.join("\n"));
}

#[test]
fn a_placement_without_removal_while_a_ring_is_free_lists_the_free_rings() {
    let error = refused(&start(), "Wd4");
    match &error {
        TurnError::RemovalRequired { at, free } => {
            assert_eq!(at, "d4");
            assert_eq!(
                free,
                "a1, a2, a3, a4, b1, b5, c1, c6, d1, d7, e1, e6, f1, f5, g1, g2, g3, g4"
            );
        }
        other => panic!("expected RemovalRequired, got {other:?}"),
    }
    assert!(
        error.to_string().contains("must remove a free ring"),
        "{error}"
    );
}

#[test]
fn a_removal_when_no_ring_is_free_is_refused_with_the_short_form() {
    let error = refused(&rim_occupied(), "Wd4-a1");
    match &error {
        TurnError::NoRemovalPossible { at, example } => {
            assert_eq!((at.as_str(), example.as_str()), ("d4", "Wd4"));
        }
        other => panic!("expected NoRemovalPossible, got {other:?}"),
    }
    assert!(error.to_string().contains("write Wd4"), "{error}");
}

#[test]
fn removing_the_ring_just_filled_is_refused() {
    let error = refused(&start(), "Wa1-a1");
    assert!(
        matches!(error, TurnError::RemovesPlacedRing { ref cell } if cell == "a1"),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "a1 just received the marble, so it cannot be removed"
    );
}

#[test]
fn removing_an_occupied_ring_is_refused() {
    // a2 is on the rim (it would be free if vacant) but holds a marble.
    let error = refused(&after("Wa2-a1"), "Gd4-a2");
    assert!(
        matches!(error, TurnError::RemovalOccupied { ref cell } if cell == "a2"),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "a2 holds a marble; only a vacant ring can be removed"
    );
}

#[test]
fn removing_a_ring_that_is_not_free_lists_the_free_rings() {
    let error = refused(&start(), "Wa1-d4");
    match &error {
        TurnError::NotFree { cell, free } => {
            assert_eq!(cell, "d4");
            // a1 received the marble, so it is no longer in the list.
            assert_eq!(
                free,
                "a2, a3, a4, b1, b5, c1, c6, d1, d7, e1, e6, f1, f5, g1, g2, g3, g4"
            );
        }
        other => panic!("expected NotFree, got {other:?}"),
    }
    assert!(
        error.to_string().starts_with("d4 is not a free ring"),
        "{error}"
    );
}

#[test]
fn a_capture_from_an_empty_ring_is_refused() {
    let error = refused(&branching(), "b1xb3");
    assert!(
        matches!(error, TurnError::NoMarble { ref cell } if cell == "b1"),
        "{error:?}"
    );
    assert_eq!(error.to_string(), "there is no marble on b1");
}

#[test]
fn an_impossible_jump_says_why() {
    let position = branching();
    // a1 to c2 is not a straight line.
    let error = refused(&position, "a1xc2");
    match &error {
        TurnError::BadJump { from, to, why } => {
            assert_eq!((from.as_str(), to.as_str()), ("a1", "c2"));
            assert_eq!(*why, JumpFault::NotStraight);
            assert!(why.to_string().contains("straight line"), "{why}");
        }
        other => panic!("expected BadJump, got {other:?}"),
    }
    // a1 to c3 is straight, over b2, which is vacant.
    let error = refused(&position, "a1xc3");
    match &error {
        TurnError::BadJump { why, .. } => {
            assert_eq!(*why, JumpFault::NothingOn("b2".into()));
            assert!(why.to_string().contains("no marble on b2"), "{why}");
        }
        other => panic!("expected BadJump, got {other:?}"),
    }
    // d6 has nothing to jump over at all. Written as a jump ("d6x") that is the reason;
    // a bare "d6" starts no capture and reads as a placement, which the capture forbids.
    let error = refused(&position, "d6x");
    match &error {
        TurnError::BadJump { from, why, .. } => {
            assert_eq!(from, "d6");
            assert_eq!(*why, JumpFault::NothingToJumpOver);
            assert!(why.to_string().contains("no marble to jump over"), "{why}");
        }
        other => panic!("expected BadJump, got {other:?}"),
    }
    let error = refused(&position, "d6");
    assert!(
        matches!(error, TurnError::CaptureCompulsory { .. }),
        "{error:?}"
    );
}

#[test]
fn a_capture_that_stops_while_the_marble_can_jump_is_incomplete() {
    let position = branching();
    let error = position
        .check(capture("a1xa3xc5"))
        .expect_err("c5 can still jump over d6");
    match &error {
        TurnError::Incomplete { at, next } => {
            assert_eq!((at.as_str(), next.as_str()), ("c5", "e6"));
        }
        other => panic!("expected Incomplete, got {other:?}"),
    }
    assert_eq!(
        error.to_string(),
        "the capture must go on: the marble on c5 can still jump to e6"
    );
}

#[test]
fn a_refused_text_changes_nothing() {
    let mut game = Game::from_position(branching());
    for token in [
        "a1xa3",
        "Wd4-a1",
        "pass",
        "b1xb3",
        "nonsense",
        "a1xa3xc3+gg",
    ] {
        let before = *game.position();
        assert!(game.play_text(token).is_err(), "{token}");
        assert_eq!(*game.position(), before, "{token}");
        assert!(game.turns().is_empty(), "{token}");
    }
}

// ---------------------------------------------------------------------------------------
// Position text
// ---------------------------------------------------------------------------------------

#[test]
fn the_37_ring_start_text_is_the_documented_line() {
    assert_eq!(start().to_text(), START_37_TEXT);
    assert_eq!(start().to_string(), START_37_TEXT);
    assert_eq!(
        Position::from_text(START_37_TEXT).expect("the start text reads"),
        start()
    );
}

#[test]
fn every_start_position_text_round_trips() {
    for board in Board::ALL {
        let start = Position::new(board, GameType::Standard);
        let text = start.to_text();
        assert!(
            text.ends_with(&format!(" 6/8/10 0/0/0 0/0/0 1 {}", board.rings())),
            "{text}"
        );
        assert_eq!(Position::from_text(&text).as_ref(), Ok(&start), "{text}");
    }
    let blitz = Position::new(B37, GameType::Blitz);
    assert_eq!(
        blitz.to_text(),
        "oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 5/7/9 0/0/0 0/0/0 1 37"
    );
    assert_eq!(Position::from_text(&blitz.to_text()), Ok(blitz));
}

#[test]
fn a_position_text_writes_marbles_holes_and_the_side_to_move() {
    // After Wd4-a1 and Gc3-g4: a1 and g4 gone, white d4, grey c3, player 1 to move.
    let position = after("Wd4-a1 Gc3-g4");
    assert_eq!(
        position.to_text(),
        "1ooo/ooooo/ooGooo/oooWooo/1oooooo/2ooooo/3ooo 5/7/10 0/0/0 0/0/0 1 37"
    );
    // A removed ring inside a column is a digit; removed rings at the top are left out.
    let holes = sketch(B37, "* -d4 -d5 -g4", "", "6/8/10 0/0/0 0/0/0 2");
    assert_eq!(
        holes.to_text(),
        "oooo/ooooo/oooooo/ooo2oo/1oooooo/2ooooo/3ooo 6/8/10 0/0/0 0/0/0 2 37"
    );
}

/// Positions of a few pseudo-random games on every board, every turn checked as it is made.
fn sample_positions() -> Vec<Position> {
    let mut positions = Vec::new();
    let mut rng = fastrand::Rng::with_seed(20240611);
    for board in Board::ALL {
        for game_type in GameType::ALL {
            if game_type == GameType::Blitz && board != B37 {
                continue;
            }
            let mut game = Game::new(board, game_type);
            while game.outcome().is_none() && game.turns().len() < 60 {
                let position = *game.position();
                let mut turns: Vec<String> = position
                    .legal_turns()
                    .into_iter()
                    .map(|t| position.format_turn(t))
                    .collect();
                turns.sort();
                let pick = turns[rng.usize(..turns.len())].clone();
                play(&mut game, &pick);
            }
            positions.extend_from_slice(game.positions());
        }
    }
    positions
}

#[test]
fn position_text_round_trips_through_whole_games() {
    let positions = sample_positions();
    assert!(positions.len() > 200);
    for position in positions {
        let text = position.to_text();
        let back =
            Position::from_text(&text).unwrap_or_else(|e| panic!("{text} does not read back: {e}"));
        assert_eq!(back, position, "{text}");
        assert_eq!(back.to_text(), text);
    }
}

#[test]
fn canonical_turns_read_back_through_whole_games() {
    let mut rng = fastrand::Rng::with_seed(7);
    for position in sample_positions() {
        let turns = position.legal_turns();
        for _ in 0..turns.len().min(12) {
            let turn = turns[rng.usize(..turns.len())];
            reads_as(&position, &position.format_turn(turn), turn);
        }
    }
}

#[test]
fn a_plain_five_field_zip_is_read_on_the_smallest_board_it_fits() {
    let zip = START_37_TEXT.trim_end_matches(" 37");
    assert_eq!(zip.split_whitespace().count(), 5);
    assert_eq!(Position::from_text(zip), Ok(start()));
    // The 48-ring start fits no smaller board.
    let start48 = Position::new(Board::Rings48, GameType::Standard);
    let text = start48.to_text();
    let zip = text.trim_end_matches(" 48");
    assert_eq!(Position::from_text(zip), Ok(start48));
    // A 37-ring game position without its board field.
    let position = after("Wd4-a1 Gc3-g4");
    let text = position.to_text();
    assert_eq!(
        Position::from_text(text.trim_end_matches(" 37")),
        Ok(position)
    );
    // A blitz ZIP (21 marbles) is a blitz game on 37 rings.
    let blitz =
        Position::from_text("oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 5/7/9 0/0/0 0/0/0 2")
            .expect("a blitz ZIP");
    assert_eq!(blitz.game_type(), GameType::Blitz);
    assert_eq!(blitz.board(), B37);
}

#[test]
fn bad_position_texts_are_errors_that_say_why() {
    let layout = "oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo";
    let cases = [
        String::new(),
        "   ".to_string(),
        layout.to_string(),
        format!("{layout} 6/8/10 0/0/0 0/0/0"),
        format!("{layout} 6/8/10 0/0/0 0/0/0 1 37 extra"),
        format!("{layout} 6/8 0/0/0 0/0/0 1 37"),
        format!("{layout} 6/8/10/0 0/0/0 0/0/0 1 37"),
        format!("{layout} 6/8/x 0/0/0 0/0/0 1 37"),
        format!("{layout} 6/8/-1 0/0/0 0/0/0 1 37"),
        format!("{layout} 6/8/10 0/0/0 0/0/0 3 37"),
        format!("{layout} 6/8/10 0/0/0 0/0/0 0 37"),
        format!("{layout} 6/8/10 0/0/0 0/0/0 1 38"),
        format!("{layout} 6/8/10 0/0/0 0/0/0 1 forty"),
        format!("{layout} 6/8/9 0/0/0 0/0/0 1 37"),
        format!("{layout} 6/8/11 0/0/0 0/0/0 1 37"),
        format!("{layout} 7/7/10 0/0/0 0/0/0 1 37"),
        format!("{layout} 255/8/10 0/0/0 0/0/0 1 37"),
        format!("{layout} 99999999999/8/10 0/0/0 0/0/0 1 37"),
        // A layout too big for the named board, and one with a stray character.
        "ooooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 1 37".to_string(),
        "oooo/ooooo/oooxoo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 1 37".to_string(),
        format!("{layout}/4ooo 6/8/10 0/0/0 0/0/0 1 37"),
        "99999999999o 6/8/10 0/0/0 0/0/0 1 37".to_string(),
        format!("{} 6/8/10 0/0/0 0/0/0 1", "o/".repeat(40)),
        // A fully occupied group: d4 alone, holding a marble.
        "///3W/// 5/8/10 0/0/0 0/0/0 1 37".to_string(),
        // Blitz on a board other than 37.
        "ooooo/oooooo/ooooooo/oooooooo/1ooooooo/2oooooo/3ooooo/4oooo 5/7/9 0/0/0 0/0/0 1 48"
            .to_string(),
    ];
    for text in &cases {
        match Position::from_text(text) {
            Ok(p) => panic!("{text:?} should be refused, read as {}", p.to_text()),
            Err(e) => {
                let message = e.to_string();
                assert!(message.starts_with("not a valid position: "), "{message}");
                assert!(
                    message.len() > "not a valid position: ".len() + 5,
                    "{message}"
                );
            }
        }
    }
}

#[test]
fn positions_that_cannot_happen_in_a_game_are_refused() {
    let cases = [
        // Both players past their goals (the side to move would have won on their own turn).
        ("oo 0/0/0 3/3/3 3/5/7 2 37", "goal"),
        // The side to move alone at a goal.
        ("oo 0/0/0 0/1/3 6/7/7 2 37", "goal"),
        // No rings at all, and nobody captured the marbles of the last group.
        ("////// 6/8/10 0/0/0 0/0/0 1 37", "no rings are left"),
        ("////// 4/4/5 2/4/5 0/0/0 1 37", "no rings are left"),
        // Fifteen empty columns, and more columns than the named board has.
        ("////////////// 6/8/10 0/0/0 0/0/0 1", "fits none"),
        (
            "oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo/ 6/8/10 0/0/0 0/0/0 1 37",
            "fit",
        ),
    ];
    for (text, why) in cases {
        match Position::from_text(text) {
            Ok(p) => panic!("{text:?} should be refused, read as {}", p.to_text()),
            Err(e) => assert!(e.to_string().contains(why), "{text:?}: {e}"),
        }
    }
}

#[test]
fn finished_games_read_back_from_their_text() {
    // A goal reached by the player who just moved, and a board used up (no rings left).
    let mut endings = 0;
    for seed in 0..400u64 {
        let start = Position::new(Board::Rings37, GameType::Blitz);
        let game = crate::common::random_game(start, seed, usize::MAX);
        let end = *game.position();
        if !end.is_finished() {
            continue;
        }
        let again = Position::from_text(&end.to_text())
            .unwrap_or_else(|e| panic!("{} refused: {e}", end.to_text()));
        assert_eq!(again, end);
        assert_eq!(again.outcome(), end.outcome());
        endings += 1;
    }
    assert!(endings > 300, "{endings}");
    // The board used up: the last vacant ring filled takes every ring left.
    let text = "////// 2/0/0 2/4/5 2/4/5 1 37";
    let used_up = Position::from_text(text).expect("a used-up board");
    assert_eq!(used_up.to_text(), text);
    assert!(matches!(
        used_up.outcome(),
        Some(Outcome::Win {
            winner: Player::Two,
            reason: WinReason::BoardUsedUp
        })
    ));
}

proptest! {
    #[test]
    fn any_text_gives_a_position_or_an_error(text in "[oOWGBwgb0-9/ ]{0,40}( [0-9/]{0,8}){0,6}") {
        if let Ok(position) = Position::from_text(&text) {
            // Whatever reads must write back and read again to the same position.
            let again = Position::from_text(&position.to_text());
            prop_assert_eq!(again, Ok(position));
        }
    }

    #[test]
    fn a_damaged_start_text_gives_a_position_or_an_error(
        board in 0..6usize,
        edits in proptest::collection::vec((0..80usize, "[oWGB0-9/ x-]"), 1..4)
    ) {
        let mut text: Vec<char> = Position::new(Board::ALL[board], GameType::Standard)
            .to_text()
            .chars()
            .collect();
        for (at, replacement) in edits {
            let at = at % text.len();
            text.splice(at..=at, replacement.chars());
        }
        let text: String = text.into_iter().collect();
        if let Ok(position) = Position::from_text(&text) {
            prop_assert_eq!(Position::from_text(&position.to_text()), Ok(position));
        }
    }

    #[test]
    fn any_turn_text_gives_a_legal_turn_or_an_error(
        token in "[WGBwgbxX×a-j0-9 ,/+-]{0,14}|pass|[a-g][1-7]x[a-g][1-7]"
    ) {
        for position in [start(), branching(), two_whites(), rim_occupied()] {
            if let Ok(turn) = position.parse_turn(&token) {
                prop_assert!(
                    position.legal_turns().contains(&turn),
                    "{:?} read as the illegal {}", token, position.format_turn(turn)
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Serde and game records
// ---------------------------------------------------------------------------------------

#[test]
fn positions_serialize_as_their_text_and_read_back() {
    for position in [start(), branching(), after("Wd4-a1 Gc3-g4")] {
        let json = serde_json::to_string(&position).expect("a position serializes");
        assert_eq!(json, format!("\"{}\"", position.to_text()));
        let back: Position = serde_json::from_str(&json).expect("and deserializes");
        assert_eq!(back, position);
    }
    let bad: Result<Position, _> = serde_json::from_str("\"oooo 1/2/3\"");
    assert!(bad.is_err());
}

#[test]
fn a_game_record_is_the_game_type_the_board_and_the_canonical_turns() {
    let mut game = Game::new(B37, GameType::Standard);
    for token in ["w d4 a1", "G D5/G1", "d4-d6"] {
        play(&mut game, token);
    }
    let record = game.record();
    assert_eq!(record.game_type, GameType::Standard);
    assert_eq!(record.board, B37);
    assert_eq!(record.start, None, "the usual start is not written");
    assert_eq!(record.turns, ["Wd4-a1", "Gd5-g1", "d4xd6"]);
    assert_eq!(record.to_string(), "standard 37 Wd4-a1 Gd5-g1 d4xd6");
}

#[test]
fn a_game_record_replays_to_the_same_game() {
    for position in [start(), branching()] {
        let mut game = Game::from_position(position);
        let mut rng = fastrand::Rng::with_seed(99);
        for _ in 0..12 {
            if game.outcome().is_some() {
                break;
            }
            let now = *game.position();
            let mut turns = legal(&now);
            turns.sort();
            let pick = turns[rng.usize(..turns.len())].clone();
            play(&mut game, &pick);
        }
        let record = game.record();
        if position != start() {
            assert_eq!(record.start.as_deref(), Some(position.to_text().as_str()));
        }
        let replayed = Game::from_record(&record).expect("the record replays");
        assert_eq!(replayed.positions(), game.positions());
        assert_eq!(replayed.turns(), game.turns());
        assert_eq!(replayed.outcome(), game.outcome());

        let json = serde_json::to_string(&record).expect("a record serializes");
        let back: GameRecord = serde_json::from_str(&json).expect("and deserializes");
        assert_eq!(back, record);
    }
}

#[test]
fn a_game_record_serializes_with_readable_fields() {
    let mut game = Game::from_position(two_whites());
    play(&mut game, "d4xd6");
    let json = serde_json::to_value(game.record()).expect("a record serializes");
    assert_eq!(json["game_type"], "standard");
    assert_eq!(json["board"], 37);
    assert_eq!(json["start"], two_whites().to_text());
    assert_eq!(json["turns"], serde_json::json!(["d4xd6"]));
    // Without a start field the record starts from the usual start.
    let plain: GameRecord =
        serde_json::from_str(r#"{"game_type":"blitz","board":37,"turns":["Wd4-a1"]}"#)
            .expect("a record without start");
    let replayed = Game::from_record(&plain).expect("replays");
    assert_eq!(*replayed.start(), Position::new(B37, GameType::Blitz));
    let bad_board: Result<GameRecord, _> =
        serde_json::from_str(r#"{"game_type":"standard","board":39,"turns":[]}"#);
    assert!(bad_board.is_err(), "there is no 39-ring board");
}

#[test]
fn a_record_with_an_illegal_turn_names_the_turn_and_the_reason() {
    let record = GameRecord {
        game_type: GameType::Standard,
        board: B37,
        start: None,
        turns: vec!["Wd4-a1".into(), "Gd4-a2".into()],
    };
    match Game::from_record(&record) {
        Err(RecordError::Turn(e)) => {
            assert_eq!(e.number, 2);
            assert_eq!(e.token, "Gd4-a2");
            assert!(
                matches!(e.error, TurnError::Occupied { .. }),
                "{:?}",
                e.error
            );
            assert!(e.to_string().starts_with("turn 2 (Gd4-a2): "), "{e}");
        }
        other => panic!("expected a turn error, got {other:?}"),
    }
    let mismatched = GameRecord {
        game_type: GameType::Standard,
        board: Board::Rings48,
        start: Some(START_37_TEXT.into()),
        turns: Vec::new(),
    };
    assert!(matches!(
        Game::from_record(&mismatched),
        Err(RecordError::Start(_))
    ));
    let bad_start = GameRecord {
        start: Some("nonsense".into()),
        ..mismatched
    };
    assert!(matches!(
        Game::from_record(&bad_start),
        Err(RecordError::Start(_))
    ));
}
