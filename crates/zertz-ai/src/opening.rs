//! Opening knowledge: what published analysis has proved about the first turn.
//!
//! On 37 rings in the standard game, a first turn that removes an edge ring other than a
//! corner loses by force: the second player can give away up to six marbles, isolate two
//! whites and empty the board, then do it again (Karina, "How to force a win in Zértz",
//! boardgamestrategy.blogspot.com, July 2010). The bot's first turn there therefore removes a
//! corner ring. (The same analysis finds 13 safe cells for the marble after a corner removal;
//! the search chooses among placements itself.)
//!
//! A second rule, not proved, is an engine option, off on every level
//! ([`crate::search::SearchParams::quiet_reply`]): the second player's first turn on that
//! board hands the opponent no capture where it can ([`asks_quiet_reply`]). Hard's answers
//! there that sacrificed lost games to the sparring robot, yet the rule gained nothing shown
//! against it. (The robot's first turns remove edge rings that are not corners, after which
//! the analysis above has the second player win by force, through sacrifices.)

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

/// Whether `position` is the second player's first turn on the standard 37-ring board (one
/// marble placed, one ring removed), where [`crate::search::SearchParams::quiet_reply`]
/// keeps only the placements that hand the opponent no capture.
pub(crate) fn asks_quiet_reply(position: &Position) -> bool {
    position.board() == Board::Rings37
        && position.game_type() == GameType::Standard
        && position.rings().count() == 36
        && position.vacant().count() == 35
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

    #[test]
    fn only_the_second_players_first_turn_on_37_rings_asks_a_quiet_reply() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        assert!(!asks_quiet_reply(&start));
        let play = |pos: &Position, text: &str| {
            pos.play(pos.parse_turn(text).expect("legal"))
                .expect("plays")
        };
        let answer = play(&start, "Gf4-g2");
        assert!(asks_quiet_reply(&answer));
        assert!(!asks_quiet_reply(&play(&answer, "Bd4-a1")));
        let blitz = Position::new(Board::Rings37, GameType::Blitz);
        assert!(!asks_quiet_reply(&play(&blitz, "Gf4-g2")));
        let larger = Position::new(Board::Rings48, GameType::Standard);
        let mut first = None;
        larger.for_each_legal_turn(|turn| {
            first.get_or_insert(turn);
        });
        let turn = first.expect("a first turn");
        assert!(!asks_quiet_reply(&larger.play(turn).expect("plays")));
    }
}
