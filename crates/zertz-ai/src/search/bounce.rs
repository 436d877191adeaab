//! The bouncing marble ([`SearchParams::bounce`](super::SearchParams::bounce)): below the
//! root, a placement that refills a ring the capture just before it jumped over, handing a
//! capture back, is left out of the search.

use zertz_engine::{Bitboard, Position, Turn};

use super::Searcher;

/// The rings `capture` jumps over (none for any other turn).
fn jumped_over(capture: &Turn) -> Bitboard {
    match capture {
        Turn::Capture(path) => path
            .hops()
            .fold(Bitboard::EMPTY, |rings, (_, over, _)| rings.with(over)),
        _ => Bitboard::EMPTY,
    }
}

impl Searcher {
    /// Notes that `child`, `ply` turns from the root, follows `turn`: where that is a capture
    /// (and the rule is on), the rings it jumped over.
    #[inline]
    pub(super) fn note_turn(&mut self, child: &Position, turn: &Turn, ply: usize) {
        if self.params.bounce > 0
            && turn.is_capture()
            && let Some(slot) = self.jumped.get_mut(ply)
        {
            *slot = (child.hash(), jumped_over(turn));
        }
    }

    /// The rings a placement of `pos`, `ply` turns from the root, may not refill: those the
    /// capture just before it jumped over (noted by [`Searcher::note_turn`]), where the
    /// rule applies to the player to move — none where no other vacant ring is left.
    pub(super) fn bounce_rings(&self, pos: &Position, ply: usize) -> Bitboard {
        let rule = self.params.bounce;
        if rule == 0 || (rule == 2 && pos.side_to_move() != self.searching) {
            return Bitboard::EMPTY;
        }
        match self.jumped.get(ply) {
            Some(&(hash, rings)) if hash == pos.hash() => {
                let rings = rings & pos.vacant();
                if (pos.vacant() & !rings).is_empty() {
                    Bitboard::EMPTY
                } else {
                    rings
                }
            }
            _ => Bitboard::EMPTY,
        }
    }
}

/// Whether `turn` refills one of `rings` (from [`Searcher::bounce_rings`]) and hands the
/// opponent a capture there.
#[inline]
pub(super) fn bounces(pos: &Position, rings: Bitboard, turn: &Turn) -> bool {
    match turn {
        Turn::Place { at, .. } if rings.contains(*at) => {
            let mut child = *pos;
            child.play_unchecked(*turn);
            child.must_capture()
        }
        _ => false,
    }
}
