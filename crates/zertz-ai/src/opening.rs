//! Opening knowledge: what published analysis has proved about the first turn.
//!
//! On 37 rings in the standard game, a first turn that removes an edge ring other than a
//! corner loses by force: the second player can give away up to six marbles, isolate two
//! whites and empty the board, then do it again (Karina, "How to force a win in Zértz",
//! boardgamestrategy.blogspot.com, July 2010). The bot's first turn there therefore removes a
//! corner ring. (The same analysis finds 13 safe cells for the marble after a corner removal;
//! the search chooses among placements itself.)

use zertz_engine::{Bitboard, Board, GameType, Position, Turn};

/// Whether the book allows `turn` in `position`: every turn but a first turn on the standard
/// 37-ring board that removes a ring with more than three neighbours (not a corner).
pub(crate) fn allowed(position: &Position, turn: &Turn) -> bool {
    if position.board() != Board::Rings37
        || position.game_type() != GameType::Standard
        || *position != Position::new(Board::Rings37, GameType::Standard)
    {
        return true;
    }
    match turn {
        Turn::Place {
            remove: Some(ring), ..
        } => (Bitboard::from_cell(*ring).neighbours() & position.rings()).count() == 3,
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_turn_on_37_rings_removes_a_corner() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        let mut removals = Vec::new();
        start.for_each_legal_turn(|turn| {
            if allowed(&start, &turn)
                && let Turn::Place {
                    remove: Some(ring), ..
                } = turn
            {
                removals.push(start.board().name(ring).to_string());
            }
        });
        removals.sort();
        removals.dedup();
        assert_eq!(removals, ["a1", "a4", "d1", "d7", "g1", "g4"]);
        // Other boards, blitz and later turns are free.
        let blitz = Position::new(Board::Rings37, GameType::Blitz);
        let edge = blitz.parse_turn("Wd4-a2").expect("legal");
        assert!(allowed(&blitz, &edge));
        let later = start
            .play(start.parse_turn("Wd4-a1").expect("legal"))
            .expect("plays");
        let edge = later.parse_turn("Gc3-a2").expect("legal");
        assert!(allowed(&later, &edge));
    }
}
