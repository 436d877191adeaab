//! RULES.md §4, "End of the game": goal reached, board used up, threefold repetition, passing
//! and the double pass, checked after every turn in that order; and the result as text.

use crate::common::{legal, play, play_all, refused, sketch};
use zertz_engine::{
    Board, DrawReason, Game, GameType, Marble, MarbleCounts, Outcome, Player, Position, Turn,
    TurnError, WinReason,
};

const B37: Board = Board::Rings37;
const B48: Board = Board::Rings48;

fn win(winner: Player, reason: WinReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

fn draw(reason: DrawReason) -> Option<Outcome> {
    Some(Outcome::Draw { reason })
}

/// Checks that `game` is over with `outcome`: no legal turns, every turn refused.
fn assert_over(game: &mut Game, outcome: Option<Outcome>, text: &str) {
    assert_eq!(game.outcome(), outcome);
    let shown = game.outcome().map(|o| o.to_string()).unwrap_or_default();
    assert_eq!(shown, text);
    assert!(game.legal_turns().is_empty(), "no turns after the end");
    let turns_before = game.turns().len();
    for token in ["Wa1-a2", "pass", "d4xd6"] {
        match game.play_text(token) {
            Err(TurnError::GameOver { outcome }) => assert_eq!(outcome.to_string(), text),
            other => panic!("{token} after the end: {other:?}"),
        }
    }
    match game.play(Turn::Pass) {
        Err(TurnError::GameOver { .. }) => {}
        other => panic!("pass after the end: {other:?}"),
    }
    assert_eq!(
        game.turns().len(),
        turns_before,
        "refused turns change nothing"
    );
}

// ---------------------------------------------------------------------------------------
// 1. Goal reached
// ---------------------------------------------------------------------------------------

#[test]
fn reaching_a_goal_by_capture_wins_for_the_mover() {
    for side in [Player::One, Player::Two] {
        // White d4 and d5; the mover has 3 white and takes a fourth.
        let (caps_1, caps_2) = match side {
            Player::One => ("3/0/0", "0/0/0"),
            Player::Two => ("0/0/0", "3/0/0"),
        };
        let position = sketch(
            B37,
            "*",
            "Wd4 Wd5",
            &format!("1/8/10 {caps_1} {caps_2} {}", side.number()),
        );
        let mut game = Game::from_position(position);
        assert_eq!(game.outcome(), None);
        play(&mut game, "d5xd3");
        assert_eq!(game.position().captures(side), MarbleCounts::new(4, 0, 0));
        assert_over(
            &mut game,
            win(side, WinReason::GoalReached),
            &format!("player {} wins (goal reached)", side.number()),
        );
    }
}

#[test]
fn reaching_a_goal_by_isolation_wins_for_the_mover() {
    // Player 2 has 4 black. Black on a1, whose corner (b1, b2, b3 removed) reaches the board
    // only through a3. Black on a2 and a3 removed: a1 and a2 are isolated, player 2 takes
    // both blacks and has 6.
    let position = sketch(B37, "* -b1 -b2 -b3", "Ba1", "6/8/5 0/0/0 0/0/4 2");
    let mut game = Game::from_position(position);
    play(&mut game, "Ba2-a3");
    assert_eq!(
        game.position().captures(Player::Two),
        MarbleCounts::new(0, 0, 6)
    );
    assert_over(
        &mut game,
        win(Player::Two, WinReason::GoalReached),
        "player 2 wins (goal reached)",
    );
}

// ---------------------------------------------------------------------------------------
// 2. Board used up
// ---------------------------------------------------------------------------------------

#[test]
fn filling_the_last_vacant_ring_uses_up_the_board_and_wins() {
    for side in [Player::One, Player::Two] {
        // Only d4 is left. Filling it leaves a full group, which is taken off: no rings.
        let position = sketch(
            B37,
            "d4",
            "",
            &format!("6/8/10 0/0/0 0/0/0 {}", side.number()),
        );
        assert_eq!(legal(&position), ["Bd4", "Gd4", "Wd4"]);
        let mut game = Game::from_position(position);
        play(&mut game, "Gd4");
        assert!(game.position().rings().is_empty());
        assert_eq!(game.position().captures(side), MarbleCounts::new(0, 1, 0));
        assert_over(
            &mut game,
            win(side, WinReason::BoardUsedUp),
            &format!("player {} wins (board used up)", side.number()),
        );
    }
}

#[test]
fn the_last_group_goes_to_the_mover_with_all_its_marbles() {
    // d3 (grey), d4 (vacant), d5 (black). Nothing can jump (d4 is empty). White on d4: no
    // vacant ring is left, so none is free and none removed; the whole board is isolated.
    let position = sketch(B37, "d3 d4 d5", "Gd3 Bd5", "6/7/9 0/0/0 0/0/0 1");
    assert!(!position.must_capture());
    let mut game = Game::from_position(position);
    play(&mut game, "Wd4");
    assert!(game.position().rings().is_empty());
    assert_eq!(
        game.position().captures(Player::One),
        MarbleCounts::new(1, 1, 1)
    );
    assert_over(
        &mut game,
        win(Player::One, WinReason::BoardUsedUp),
        "player 1 wins (board used up)",
    );
}

#[test]
fn removing_the_last_vacant_ring_also_uses_up_the_board() {
    // d4 and d5 only: white on d4, then d5 (free) removed; d4 alone is full and is isolated.
    let position = sketch(B37, "d4 d5", "", "6/8/10 0/0/0 0/0/0 1");
    let mut game = Game::from_position(position);
    play(&mut game, "Wd4-d5");
    assert!(game.position().rings().is_empty());
    assert_eq!(
        game.outcome(),
        win(Player::One, WinReason::BoardUsedUp),
        "{}",
        game.position().to_text()
    );
}

#[test]
fn a_goal_is_checked_before_the_board_used_up() {
    // Player 1 has 3 white; filling the last ring with white gives the fourth.
    let position = sketch(B37, "d4", "", "3/8/10 3/0/0 0/0/0 1");
    let mut game = Game::from_position(position);
    play(&mut game, "Wd4");
    assert!(game.position().rings().is_empty());
    assert_over(
        &mut game,
        win(Player::One, WinReason::GoalReached),
        "player 1 wins (goal reached)",
    );
}

// ---------------------------------------------------------------------------------------
// 3. Threefold repetition
// ---------------------------------------------------------------------------------------

/// A position that can repeat. Rings c2 c4 d3 d4 d5 d6 e2 e4 only; grey on d4 and d6, the
/// other four rings full; the pool is empty, so each player places from their own store.
///
/// The cycle: player 1 places white on d3 (no ring is free: d5 still has c4, d6, e4 and d4
/// around it); player 2 must jump d3xd5 over the grey; player 1 must jump d6xd4 over the
/// white, taking it back; player 2 places the grey it took on d6 (d3 and d5 are not free).
/// Every ring that a jump could come from (b-, f-column cells, d2, d7) is missing, so these
/// are the only captures, and the cycle ends where it started.
fn repeating() -> Position {
    sketch(
        B37,
        "c2 c4 d3 d4 d5 d6 e2 e4",
        "Wc2 Bc4 Gd4 Gd6 We2 Be4",
        "0/0/0 2/3/4 2/3/4 1",
    )
}

const CYCLE: &str = "Wd3 d3xd5 d6xd4 Gd6";

#[test]
fn the_repetition_cycle_is_forced_where_the_rules_say() {
    let start = repeating();
    assert!(start.free_rings().is_empty());
    assert!(!start.must_capture());
    let mut game = Game::from_position(start);
    play(&mut game, "Wd3");
    assert_eq!(legal(game.position()), ["d3xd5"]);
    play(&mut game, "d3xd5");
    assert_eq!(legal(game.position()), ["d6xd4"]);
    play(&mut game, "d6xd4");
    assert!(!game.position().must_capture());
    play(&mut game, "Gd6");
    assert_eq!(*game.position(), start, "the cycle returns to the start");
}

#[test]
fn the_third_occurrence_of_a_position_is_a_draw() {
    let start = repeating();
    let mut game = Game::from_position(start);
    play_all(&mut game, CYCLE);
    assert_eq!(game.outcome(), None, "twice is not yet a draw");
    play_all(&mut game, "Wd3 d3xd5 d6xd4");
    assert_eq!(
        game.outcome(),
        None,
        "seven turns in: no position seen three times"
    );
    play(&mut game, "Gd6");
    let seen = game.positions().iter().filter(|&&p| p == start).count();
    assert_eq!(seen, 3);
    assert_over(
        &mut game,
        draw(DrawReason::Repetition),
        "draw (threefold repetition)",
    );
    let replayed = Game::from_record(&game.record()).expect("the record replays");
    assert_eq!(replayed.outcome(), draw(DrawReason::Repetition));
}

// ---------------------------------------------------------------------------------------
// 4. No legal turn: pass, and two passes in succession
// ---------------------------------------------------------------------------------------

/// The 48-ring board with columns B, D and F full of marbles (and H too when `h_full`),
/// the other columns vacant. Marbles stand only in every other column and fill theirs, so
/// no marble has a marble beside it with a vacant ring behind: nothing can jump.
fn alternate_columns(h_full: bool, counts: &str) -> Position {
    let mut marbles = String::from(
        "Wb1 Wb2 Wb3 Wb4 Wb5 Wb6 Gd1 Gd2 Gd3 Gd4 Gd5 Gd6 Gd7 Gd8 Bf1 Bf2 Bf3 Bf4 Bf5 Bf6",
    );
    if h_full {
        marbles.push_str(" Bh1 Bh2 Bh3 Bh4");
    }
    sketch(B48, "*", &marbles, counts)
}

#[test]
fn a_player_with_nothing_to_place_and_no_jump_must_pass() {
    // Pool empty, player 1 has captured nothing, player 2 holds four black.
    let position = alternate_columns(false, "0/0/0 0/0/0 0/0/4 1");
    assert!(!position.must_capture());
    assert_eq!(position.legal_turns(), [Turn::Pass]);
    assert_eq!(legal(&position), ["pass"]);
    let error = refused(&position, "Wa1-a2");
    assert!(matches!(error, TurnError::MustPass), "{error:?}");
    assert!(error.to_string().contains("only turn is pass"), "{error}");
    let mut game = Game::from_position(position);
    let turn = play(&mut game, "PASS");
    assert_eq!(turn, Turn::Pass);
    assert_eq!(position.format_turn(turn), "pass");
    assert_eq!(game.outcome(), None, "one pass does not end the game");
    // A pass changes only the side to move.
    let after = *game.position();
    assert_eq!(after.side_to_move(), Player::Two);
    assert_eq!(after.rings(), position.rings());
    assert_eq!(after.occupied(), position.occupied());
    assert_eq!(after.captures(Player::Two), position.captures(Player::Two));
}

#[test]
fn a_player_who_can_place_may_not_pass() {
    let position = alternate_columns(false, "0/0/0 0/0/0 0/0/4 2");
    let turns = position.legal_turns();
    assert!(!turns.is_empty());
    assert!(
        turns
            .iter()
            .all(|t| matches!(t, Turn::Place { marble, .. } if *marble == Marble::Black)),
        "player 2 places from their own black marbles"
    );
    let error = refused(&position, "pass");
    assert!(matches!(error, TurnError::PassNotAllowed), "{error:?}");
    assert!(matches!(
        position.play(Turn::Pass),
        Err(TurnError::PassNotAllowed)
    ));
    let start = Position::new(B37, GameType::Standard);
    assert!(matches!(
        start.parse_turn("pass"),
        Err(TurnError::PassNotAllowed)
    ));
}

#[test]
fn a_player_with_nothing_to_place_but_a_jump_must_capture() {
    // As the double-pass layout, but the black of h4 stands on g4: f4 can jump over it onto
    // h4, and g4 over f4 onto e4, among others. Capturing beats passing.
    let position = sketch(
        B48,
        "*",
        "Wb1 Wb2 Wb3 Wb4 Wb5 Wb6 Gd1 Gd2 Gd3 Gd4 Gd5 Gd6 Gd7 Gd8 \
         Bf1 Bf2 Bf3 Bf4 Bf5 Bf6 Bh1 Bh2 Bh3 Bg4",
        "0/0/0 0/0/0 0/0/0 1",
    );
    let turns = legal(&position);
    assert!(turns.contains(&"f4xh4".to_string()), "{turns:?}");
    assert!(turns.iter().all(|t| t.contains('x')), "{turns:?}");
}

#[test]
fn both_players_passing_in_succession_is_a_draw() {
    // Every marble is on the board; neither player has anything to place or to jump.
    let position = alternate_columns(true, "0/0/0 0/0/0 0/0/0 1");
    let mut game = Game::from_position(position);
    assert_eq!(game.legal_turns(), [Turn::Pass]);
    play(&mut game, "pass");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.legal_turns(), [Turn::Pass]);
    play(&mut game, "pass");
    assert_over(
        &mut game,
        draw(DrawReason::DoublePass),
        "draw (both players passed)",
    );
    // The record keeps the passes, and replaying it reaches the same result.
    let record = game.record();
    assert_eq!(record.turns, ["pass", "pass"]);
    let replayed = Game::from_record(&record).expect("the record replays");
    assert_eq!(replayed.outcome(), draw(DrawReason::DoublePass));
}

#[test]
fn passes_that_are_not_in_succession_do_not_end_the_game() {
    let position = alternate_columns(false, "0/0/0 0/0/0 0/0/4 1");
    let mut game = Game::from_position(position);
    play(&mut game, "pass");
    // Black on h2, corner h4 removed: h2's neighbours (g2, g3, h1, h3) are vacant, so
    // player 1 still has no jump and nothing to place.
    play(&mut game, "Bh2-h4");
    assert_eq!(game.legal_turns(), [Turn::Pass]);
    play(&mut game, "pass");
    assert_eq!(
        game.outcome(),
        None,
        "pass, placement, pass: no double pass"
    );
    assert_eq!(game.position().side_to_move(), Player::Two);
    assert!(!game.legal_turns().contains(&Turn::Pass));
}

// ---------------------------------------------------------------------------------------
// The result in words
// ---------------------------------------------------------------------------------------

#[test]
fn results_read_as_winner_and_reason_or_draw_and_reason() {
    let cases = [
        (
            Outcome::Win {
                winner: Player::One,
                reason: WinReason::GoalReached,
            },
            "player 1 wins (goal reached)",
        ),
        (
            Outcome::Win {
                winner: Player::Two,
                reason: WinReason::BoardUsedUp,
            },
            "player 2 wins (board used up)",
        ),
        (
            Outcome::Draw {
                reason: DrawReason::Repetition,
            },
            "draw (threefold repetition)",
        ),
        (
            Outcome::Draw {
                reason: DrawReason::DoublePass,
            },
            "draw (both players passed)",
        ),
    ];
    for (outcome, text) in cases {
        assert_eq!(outcome.to_string(), text);
    }
    assert_eq!(cases[0].0.winner(), Some(Player::One));
    assert_eq!(cases[1].0.winner(), Some(Player::Two));
    assert_eq!(cases[2].0.winner(), None);
}

#[test]
fn a_game_started_from_a_finished_position_is_already_over() {
    // Player 1 holds 3 of each colour (player 2 to move): player 1 has won.
    let text = "oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 3/5/7 3/3/3 0/0/0 2 37";
    let position = Position::from_text(text).expect("a valid position text");
    let mut game = Game::from_position(position);
    assert_over(
        &mut game,
        win(Player::One, WinReason::GoalReached),
        "player 1 wins (goal reached)",
    );
    assert!(matches!(
        position.parse_turn("Wd4-a1"),
        Err(TurnError::GameOver { .. })
    ));
}
