//! Perft: counting the turns of the game tree to a depth, making every turn. The standard
//! check of a move generator, and its speed test.

use std::hint::black_box;

use super::position::Position;
use super::turn::Turn;

/// The number of turn sequences of length `depth` from `position`, every last turn made (no
/// bulk counting). A finished position has none; a pass counts as a turn, and a pass after a
/// pass ends the game (repetition, which needs the game's history, is not applied).
///
/// ```
/// use zertz_engine::{Board, GameType, Position, perft};
/// let start = Position::new(Board::Rings37, GameType::Standard);
/// assert_eq!(perft(&start, 1), 1944);
/// ```
pub fn perft(position: &Position, depth: u32) -> u64 {
    perft_after(position, depth, false)
}

fn perft_after(position: &Position, depth: u32, after_pass: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut count = 0;
    position.for_each_legal_turn(|turn| {
        let mut next = *position;
        next.play_unchecked(turn);
        if depth == 1 {
            black_box(&next);
            count += 1;
        } else if !(after_pass && turn == Turn::Pass) {
            count += perft_after(&next, depth - 1, turn == Turn::Pass);
        }
    });
    count
}
