//! The two games the hard level lost to a random mover (37 rings, 0.5 s a turn, issue #13):
//! from each position where the search went wrong, a search to a fixed depth must not choose
//! the turn that was played.
//!
//! In both games the random side's replies were captures it was forced to make: the bot kept
//! handing over marbles while rating its position well. Tests run unoptimised, so the search
//! goes two placements deep.
//!
//! Not yet solved (issue #13 stays open for them): before turn 11 of the first game and turns
//! 10, 14, 16, 18 and 20 of the second, a two-placement search still rates the turn played as
//! high as any other (a tie, so the choice is left to the seed); from turn 11 of the first
//! game the search sees about +3 for `Gc2-b5` and for its alternatives alike, even five
//! placements deep.

use std::time::Duration;

use zertz_ai::{Limits, SearchResult, search};
use zertz_engine::{Board, GameType, Position};

/// Hard went first and lost: +3.7 after `Gc2-b5` (turn 11), −4.9 by turn 19.
const HARD_FIRST: &str = "Be6-g4 Wb2-a4 Wd5-e1 Wd2-c6 Bb3-b1 b2xb4 Bd3-d1 d2xd4xd6 e6xc5xa3 \
    Bc1-e6 Gc2-b5 c1xc3 Wa2-c5 a3xa1 Gb2-c1 b2xd4 Ba2-d2 a1xa3 Gc4-f5 d4xb4 Bc4-d6 b4xd4 \
    Gc4-d5 d4xb4 Gc4-a1 b4xd4 Wd7-e2 Gf4-e5 Bb2-e4 Gc3-c4 Bg2-g3 Gf3-g1 f4xf2 Wc2-f1 c2xa2 \
    d4xb2";

/// Hard went second and lost, two marbles up after turn 6 and handing them back one by one.
const HARD_SECOND: &str = "Gd1-f1 Bg1-c1 Gd6-g3 Bd3-g2 Wd5-e1 d6xd4xd2 d1xd3 Bc3-e2 d3xb3 \
    Bf2-f5 g1xe3 Be4-f3 e3xe5 We4-e6 e5xe3 Bb4-b5 b4xb2 Wb1-a2 b1xb3 Gc4-b1 b3xd5 Gd6-g4 \
    d5xd7 Bd3-d1 e3xc2 Wc3-f2 c2xc4 Wg1-a1 Ge5-c2 Bc6-a3 We3-a4 Gd3-d2 Gb4-b3 b4xd4 e3xc4";

/// The position before turn `index` (from 0) of `game`, and the turn played there.
fn before(game: &str, index: usize) -> (Position, String) {
    let turns: Vec<&str> = game.split_whitespace().collect();
    let mut position = Position::new(Board::Rings37, GameType::Standard);
    for text in &turns[..index] {
        let turn = position
            .parse_turn(text)
            .expect("the game's turns are legal");
        position = position.play(turn).expect("the game's turns are legal");
    }
    (position, turns[index].to_string())
}

/// A search of `depth` placements with a generous clock (depth, not time, ends it).
fn to_depth(position: &Position, depth: u32) -> SearchResult {
    let limits = Limits::new(Duration::from_secs(600))
        .with_max_depth(depth)
        .with_table_mib(4);
    search(position, &limits).expect("the position has legal turns")
}

/// Asserts that a search of two placements from before turn `index` rates the turn played
/// strictly below the turn it chooses (a tie would leave the choice to chance).
fn avoids(game: &str, index: usize) {
    let (position, played) = before(game, index);
    let result = to_depth(&position, 2);
    let chosen = position.format_turn(result.turn);
    assert_ne!(chosen, played, "turn {} ({played}) chosen again", index + 1);
    let turn = position
        .parse_turn(&played)
        .expect("the game's turns are legal");
    let after = position.play(turn).expect("the game's turns are legal");
    // The opponent's reply searched one placement less deep: the played turn's value.
    let reply = to_depth(&after, 1);
    let value = -reply.score;
    assert!(
        value < result.score,
        "turn {} ({played}) rated {value}, not below {chosen} at {}",
        index + 1,
        result.score
    );
}

#[test]
fn hard_first_does_not_walk_on_into_the_captures() {
    avoids(HARD_FIRST, 14);
    avoids(HARD_FIRST, 18);
    avoids(HARD_FIRST, 22);
}

#[test]
fn hard_second_does_not_hand_over_the_last_lead() {
    avoids(HARD_SECOND, 21);
}
