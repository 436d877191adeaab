//! Perft from the start of every board: depth 1 equals the legal-turn count of RULES.md §2,
//! depth 2 on 37 rings equals the published 3,277,260.

use zertz_engine::{Board, GameType, Position, perft};

#[test]
fn perft_1_from_every_start_matches_the_rules_table() {
    let expected = [1944, 2223, 2520, 2580, 2961, 4320];
    for (board, n) in Board::ALL.into_iter().zip(expected) {
        assert_eq!(
            perft(&Position::new(board, GameType::Standard), 1),
            n,
            "{board}"
        );
    }
}

#[test]
fn perft_2_from_the_37_ring_start() {
    let start = Position::new(Board::Rings37, GameType::Standard);
    assert_eq!(perft(&start, 2), 3_277_260);
}
