//! Runs of sacrifices ([`SearchParams::sacrifice_run`](super::SearchParams::sacrifice_run)):
//! below the root, a player whose last placements in the line each handed the opponent a
//! capture, answered by that capture alone, may not sacrifice once more where a ring that
//! hands over nothing is left — so that a line of them cannot keep the opponent from ever
//! placing before the horizon.

use zertz_engine::{Bitboard, Position, Turn};

use super::Searcher;
use crate::eval::jumpless_cells;

impl Searcher {
    /// Notes the run of sacrifices that `child`, `ply` turns from the root, stands in after
    /// `turn` was played in `parent`: after a placement that hands over a capture, the
    /// placer's run one longer (if the capture answers it); after a capture that leaves
    /// nothing to capture, the run of the player who now places; else none.
    #[inline]
    pub(super) fn note_run(
        &mut self,
        parent: &Position,
        child: &Position,
        turn: &Turn,
        ply: usize,
    ) {
        if self.params.sacrifice_run == 0 || ply == 0 {
            return;
        }
        let before = match self.runs.get(ply - 1) {
            Some(&(hash, run)) if ply > 1 && hash == parent.hash() => run,
            _ => 0,
        };
        let run = match turn {
            Turn::Place { .. } if child.must_capture() => before.saturating_add(1),
            Turn::Capture(_) if !child.must_capture() => before,
            _ => 0,
        };
        if let Some(slot) = self.runs.get_mut(ply) {
            *slot = (child.hash(), run);
        }
    }

    /// The rings where a placement of `pos`, `ply` turns from the root, may not hand over a
    /// capture: every vacant ring where the player to move has run
    /// [`SearchParams::sacrifice_run`](super::SearchParams::sacrifice_run) sacrifices already
    /// and some ring is left where a placement hands over nothing; else none.
    pub(super) fn run_rings(&self, pos: &Position, ply: usize) -> Bitboard {
        let longest = self.params.sacrifice_run;
        if longest == 0 {
            return Bitboard::EMPTY;
        }
        match self.runs.get(ply) {
            Some(&(hash, run))
                if run >= longest && hash == pos.hash() && !jumpless_cells(pos).is_empty() =>
            {
                pos.vacant()
            }
            _ => Bitboard::EMPTY,
        }
    }
}
