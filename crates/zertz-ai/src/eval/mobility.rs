//! Mobility: where the next placement gives nothing away.

use zertz_engine::{Bitboard, Direction, Position};

/// The vacant rings where a placement hands the opponent nothing to capture: filling them
/// creates no jump, or a single one whose landing ring is free, so that the placement's
/// removal takes it away. (Before a placement no marble can jump, so every jump after it
/// involves the placed marble: it jumps a neighbour, or a neighbour jumps it.)
pub(crate) fn safe_cells(pos: &Position) -> Bitboard {
    placement_jumps(pos).1
}

/// The vacant rings where a placement creates a jump whatever ring is removed, and
/// [`safe_cells`].
pub(crate) fn placement_jumps(pos: &Position) -> (Bitboard, Bitboard) {
    let vacant = pos.vacant();
    let Jumps {
        once,
        twice,
        savable,
    } = jumps(pos);
    let saved = savable & !twice;
    (vacant & once & !saved, vacant & !(once & !saved))
}

/// The vacant rings where a placement creates no jump at all, whatever ring is removed (a
/// subset of [`safe_cells`]: it leaves out the rings whose one jump a removal must take away).
pub(crate) fn jumpless_cells(pos: &Position) -> Bitboard {
    pos.vacant() & !jumps(pos).once
}

/// The cells where a placement would create jumps: one or more, two or more, and a jump
/// whose landing ring is free (a removal can take it away).
struct Jumps {
    once: Bitboard,
    twice: Bitboard,
    savable: Bitboard,
}

fn jumps(pos: &Position) -> Jumps {
    let occupied = pos.occupied();
    let vacant = pos.vacant();
    let free = pos.free_rings();
    let mut once = Bitboard::EMPTY;
    let mut twice = Bitboard::EMPTY;
    let mut savable = Bitboard::EMPTY;
    for d in Direction::ALL {
        let back = Direction::ALL[(d.number() as usize + 3) % 6];
        let beside = occupied.toward(d);
        // The placed marble jumps its neighbour in direction d, landing two steps away ...
        let ahead = beside & vacant.toward(d).toward(d);
        let ahead_free = free.toward(d).toward(d);
        // ... or that neighbour jumps the placed marble, landing one step back.
        let behind = beside & vacant.toward(back);
        let behind_free = free.toward(back);
        for (jumps, landing_free) in [(ahead, ahead_free), (behind, behind_free)] {
            twice |= once & jumps;
            once |= jumps;
            savable |= jumps & landing_free;
        }
    }
    Jumps {
        once,
        twice,
        savable,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::tests::random_positions;
    use zertz_engine::{Board, Turn};

    #[test]
    fn safe_cells_are_exactly_the_placements_some_removal_makes_quiet() {
        let mut checked = 0;
        for board in [Board::Rings37, Board::Rings61] {
            for pos in random_positions(board, 30) {
                if pos.must_capture() || pos.placement_source().is_empty() || pos.is_finished() {
                    continue;
                }
                let mut quiet = Bitboard::EMPTY;
                pos.for_each_legal_turn(|turn| {
                    if let Turn::Place { at, .. } = turn {
                        let mut next = pos;
                        next.play_unchecked(turn);
                        if !next.must_capture() {
                            quiet = quiet.with(at);
                        }
                    }
                });
                assert_eq!(safe_cells(&pos), quiet, "{}", pos.to_text());
                checked += 1;
            }
        }
        assert!(checked > 500, "{checked}");
    }

    #[test]
    fn a_placement_on_a_jumpless_ring_never_hands_over_a_capture() {
        let mut checked = 0;
        for pos in random_positions(Board::Rings37, 30) {
            if pos.must_capture() || pos.placement_source().is_empty() || pos.is_finished() {
                continue;
            }
            let jumpless = jumpless_cells(&pos);
            assert!((jumpless & !safe_cells(&pos)).is_empty());
            let mut loud = Bitboard::EMPTY;
            pos.for_each_legal_turn(|turn| {
                if let Turn::Place { at, .. } = turn {
                    let mut next = pos;
                    next.play_unchecked(turn);
                    if next.must_capture() {
                        loud = loud.with(at);
                    }
                }
            });
            assert!((jumpless & loud).is_empty(), "{}", pos.to_text());
            // Every other vacant ring hands over a capture with some removal.
            assert_eq!(jumpless | loud, pos.vacant(), "{}", pos.to_text());
            checked += 1;
        }
        assert!(checked > 300, "{checked}");
    }
}
