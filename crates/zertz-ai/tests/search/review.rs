//! Game review: turns judged by the winning chances they give away, on games whose mistakes
//! are known.

use std::time::Duration;

use zertz_ai::Limits;
use zertz_ai::review::{Mark, review};
use zertz_engine::{Board, Game, GameType, Player};

/// A search bounded by depth only, so that the review is the same on every machine.
fn at_depth(depth: u32) -> Limits {
    let mut limits = Limits::new(Duration::from_secs(3600));
    limits.max_depth = Some(depth);
    limits
}

fn game(game_type: GameType, turns: &str) -> Game {
    let mut game = Game::new(Board::Rings37, game_type);
    game.play_sequence(turns).expect("a legal game");
    game
}

#[test]
fn a_placement_that_hands_over_a_marble_is_marked_with_the_engines_turn() {
    let game = game(GameType::Standard, "Wd4-a1 Gd5-g4 d4xd6");
    for depth in 1..=2 {
        let reviewed = review(&game, &at_depth(depth), |_, _| {});
        assert_eq!(reviewed.turns.len(), 3);
        let gift = &reviewed.turns[1];
        assert_eq!((gift.number, gift.player), (2, Player::Two));
        assert_eq!(gift.played, "Gd5-g4");
        assert!(gift.mark >= Some(Mark::Mistake), "depth {depth}: {gift:?}");
        assert_ne!(gift.best, gift.played);
        // Player 1 stands better after it, and player 2's accuracy shows the mistake.
        assert!(gift.chances_after > 0.6, "{gift:?}");
        assert!(reviewed.accuracy(Player::Two) < reviewed.accuracy(Player::One));
        assert_eq!(reviewed.worst(Some(Player::Two), 3), [gift]);
    }
}

#[test]
fn the_winning_capture_ends_at_certain_chances_and_engine_choices_lose_nothing() {
    let turns = "Be6-f5 Wb5-a3 Wd4-a2 Be2-g1 Wb1-d1 Wb4-d7 b5xb3 Wd6-e1 e6xc5 Ba4-c6 Gg3-f1 \
                 Gc4-a1 c4xe3";
    let game = game(GameType::Blitz, turns);
    let mut seen = Vec::new();
    let reviewed = review(&game, &at_depth(1), |done, total| seen.push((done, total)));
    assert_eq!(seen.len(), 14, "one report a position");
    assert_eq!(seen.last(), Some(&(14, 14)));
    let last = reviewed.turns.last().expect("turns");
    assert_eq!(last.played, "c4xe3");
    assert_eq!(last.chances_after, 1.0, "player 1 has won");
    for turn in &reviewed.turns {
        if turn.best == turn.played {
            assert_eq!((turn.loss, turn.mark), (0.0, None), "{turn:?}");
        }
        assert!((0.0..=1.0).contains(&turn.chances_after));
        assert_eq!(turn.mark, Mark::of_loss(turn.loss));
    }
    for player in [Player::One, Player::Two] {
        assert!((0.0..=100.0).contains(&reviewed.accuracy(player)));
    }
}
