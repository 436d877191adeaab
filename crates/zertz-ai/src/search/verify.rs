//! The verification of the root's best turn
//! ([`SearchParams::verify_turns`](super::SearchParams::verify_turns), an engine option, off
//! on every level): after each iteration from two placements deep, its best turn is searched
//! again at its depth with the opponent's chains of sacrifices costing no depth — the
//! collapse a full-width search of two or three placements sees too late (a run of
//! placements each leaving a single capture to make, every answer forced, that ends at a goal
//! or a lost group). Two variants: the searching player's own chains extended too
//! ([`SearchParams::verify_own`](super::SearchParams::verify_own)), and a sacrificer credited
//! with less of the initiative at the horizon
//! ([`SearchParams::verify_tempo`](super::SearchParams::verify_tempo)). Its results are kept
//! in the table apart from the positions' own, whose best turns still order it (the table
//! does not know how many extensions a line had left, an approximation of this trial's).

use std::time::Instant;

use zertz_engine::{Position, Turn};

use super::Searcher;
use super::root::{RootTurn, after_root_turn, handicapped};
use crate::eval::WIN_BOUND;

/// Set apart in the table keys of a verification, whose scores see more than the positions'
/// own searches.
pub(super) const VERIFY_KEY: u64 = 0x7f4a_7c15_9e37_79b9;

impl Searcher {
    /// Whether the player to move in `pos` is the opponent of a verification (or either
    /// player, with [`SearchParams::verify_own`](super::SearchParams::verify_own)) with
    /// sacrifices left to extend on this line: their single-capture sacrifices then cost no
    /// depth and are never futile.
    #[inline]
    pub(super) fn rescues_chains(&self, pos: &Position) -> bool {
        self.chain_left > 0
            && self
                .verified_against
                .is_some_and(|opponent| opponent == pos.side_to_move() || self.params.verify_own)
    }

    /// Tests the best turn of `root` (the last iteration's order) again `depth` placements
    /// deep, the opponent's single-capture sacrifices costing no depth up to
    /// [`SearchParams::verify_chain`](super::SearchParams::verify_chain) a line, against its
    /// score less [`SearchParams::verify_margin`](super::SearchParams::verify_margin) (a null
    /// window: every pruning holds), on at most half the time left. Where it falls below,
    /// the next turns, up to [`SearchParams::verify_turns`](super::SearchParams::verify_turns)
    /// in all, are tested the same way against what it kept, and the first found better goes
    /// first; the turn that was first keeps what it lost as a handicap for the deeper
    /// iterations (which do not extend the chains). Whether the order changed.
    pub(super) fn verify_root(
        &mut self,
        position: &Position,
        root: &mut [RootTurn],
        depth: u32,
    ) -> bool {
        let count = usize::from(self.params.verify_turns).min(root.len());
        if count < 2 || depth < 2 || root[0].score.abs() >= WIN_BOUND || !root[0].exact {
            return false;
        }
        let now = Instant::now();
        let deadline = now + self.deadline.saturating_duration_since(now) / 2;
        self.verified_against = Some(position.side_to_move().opponent());
        self.chain_left = self.params.verify_chain;
        let horizon_tempo = self.params.horizon_tempo;
        self.params.horizon_tempo = horizon_tempo.min(self.params.verify_tempo);
        let found = self.within_share(deadline, self.node_limit, |searcher| {
            searcher.verify_turns(position, &root[..count], depth as i32)
        });
        self.params.horizon_tempo = horizon_tempo;
        self.verified_against = None;
        self.chain_left = 0;
        let Some(found) = found.filter(|f| f.best > 0) else {
            return false;
        };
        let first = &mut root[0];
        first.handicap += (first.score - found.first).max(0);
        first.score = first.score.min(found.first);
        root[..=found.best].rotate_right(1);
        let chosen = &mut root[0];
        chosen.score = found.score;
        chosen.pv = found.pv;
        true
    }

    /// The verification of `turns`: None when the first holds or the clock stopped it.
    fn verify_turns(
        &mut self,
        position: &Position,
        turns: &[RootTurn],
        depth: i32,
    ) -> Option<Verified> {
        let mut bar = turns[0].score - i32::from(self.params.verify_margin);
        let mut first = None;
        for (i, entry) in turns.iter().enumerate() {
            let (child, next, passes) = after_root_turn(position, entry.turn, depth);
            self.note_turn(&child, &entry.turn, 1);
            // In the turn's search's own terms, a bar raised by its handicap.
            let raised = bar.saturating_add(entry.handicap);
            self.pv_len[1] = 1;
            let value = -self.negamax(&child, next, -raised - 1, -raised, 1, passes);
            if self.stopped {
                return None;
            }
            let value = handicapped(value, entry.handicap);
            match first {
                None if value > bar => return None,
                None => {
                    // The first turn falls short: what it kept is the bar for the others.
                    first = Some(value);
                    bar = value;
                }
                Some(first) if value > bar => {
                    let mut pv = vec![entry.turn];
                    pv.extend_from_slice(&self.pv[1][1..self.pv_len[1]]);
                    return Some(Verified {
                        best: i,
                        score: value,
                        pv,
                        first,
                    });
                }
                Some(_) => {}
            }
        }
        None
    }
}

/// What a verification found: a turn better than the first, which fell short.
struct Verified {
    /// The index of the turn found better.
    best: usize,
    /// At least its score, less its handicap.
    score: i32,
    /// Its line.
    pv: Vec<Turn>,
    /// At most the verified score of the turn that was first.
    first: i32,
}
