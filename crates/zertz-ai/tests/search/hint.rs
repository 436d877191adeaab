//! Hints: the best turn, a reason read off the expected line, and who stands better.

use std::time::Duration;

use zertz_ai::{Limits, hint};
use zertz_engine::{Board, Game, GameType, Player, Position};

/// The diagram-5 pattern (see `search.rs`): player 2 sacrifices a marble, then cuts off
/// two whites.
const DIAGRAM_5: &str = "2o/oooo/GooooW/1oooooG/4oBo/4oo/3o2W 2/2/7 0/3/1 2/1/1 2 37";

fn limits() -> Limits {
    Limits::new(Duration::from_secs(60))
        .with_max_depth(2)
        .with_table_mib(4)
}

#[test]
fn the_hint_for_diagram_5_explains_the_combination() {
    let position = Position::from_text(DIAGRAM_5).unwrap();
    let hint = hint(&position, &limits()).unwrap();
    assert_eq!(hint.notation, position.format_turn(hint.turn));
    assert!(position.legal_turns().contains(&hint.turn));
    assert!(
        hint.reason
            .to_string()
            .starts_with("forces a capture, then cuts off"),
        "{}",
        hint.reason
    );
    assert!(hint.reason.to_string().contains("white"), "{}", hint.reason);
    assert!(
        hint.reason.to_string().ends_with("and wins"),
        "{}",
        hint.reason
    );
    assert_eq!(hint.standing.leader(), Some(Player::Two));
    assert_eq!(hint.standing.to_string(), "player 2 has a forced win");
    // The line is the whole combination: sacrifice, forced capture, isolation.
    assert_eq!(hint.line.len(), 3, "{:?}", hint.line);
    assert_eq!(hint.line[0], hint.notation);
}

#[test]
fn a_quiet_start_is_about_even() {
    let position = Position::new(Board::Rings37, GameType::Standard);
    let limits = Limits::new(Duration::from_secs(60))
        .with_max_depth(1)
        .with_table_mib(2);
    let hint = hint(&position, &limits).unwrap();
    assert!(position.legal_turns().contains(&hint.turn));
    assert!(!hint.reason.to_string().is_empty());
    assert_eq!(hint.standing.to_string(), "the position is about even");
    assert_eq!(hint.standing.leader(), None);
}

#[test]
fn a_compulsory_capture_says_so() {
    let mut game = Game::from_position(Position::from_text(DIAGRAM_5).unwrap());
    game.play_sequence("Bc2-f3").unwrap();
    let position = *game.position();
    assert!(position.must_capture());
    let hint = hint(&position, &limits()).unwrap();
    assert!(
        hint.reason.to_string().contains("compulsory"),
        "{}",
        hint.reason
    );
    assert_eq!(hint.standing.leader(), Some(Player::Two));
}

#[test]
fn no_hint_once_the_game_is_over() {
    let mut game = Game::from_position(Position::from_text(DIAGRAM_5).unwrap());
    game.play_sequence("Bc2-f3 c1xc3 Wg1-f4").unwrap();
    assert_eq!(hint(game.position(), &limits()), None);
}
