//! The root of each iteration: its turns searched in order, a sacrifice's handicap, the
//! wide pass.

use zertz_engine::{Position, Turn};

use super::pruning::ShortSacrifices;
use super::{INFINITY, Searcher};
use crate::eval::{WIN_BOUND, multi_arc, placement_jumps};

/// A root turn and what the iterations found for it.
#[derive(Clone, Debug)]
pub(super) struct RootTurn {
    pub(super) turn: Turn,
    /// The turn's value for choosing: its search's score, less `handicap` unless forced.
    pub(super) score: i32,
    /// What the turn must be found better by to be chosen:
    /// [`SearchParams::root_sacrifice`](super::SearchParams::root_sacrifice) for a sacrifice,
    /// else 0; plus what a verification found it lose
    /// ([`SearchParams::verify_turns`](super::SearchParams::verify_turns)).
    pub(super) handicap: i32,
    /// The score is exact (not just a bound).
    pub(super) exact: bool,
    /// The pass of the root that found the score (0: the first quick look; each iteration
    /// is a pass, and so is a wide one).
    pub(super) pass: u32,
    pub(super) pv: Vec<Turn>,
}

impl RootTurn {
    /// The turn's score as its search found it (the handicap given back).
    pub(super) fn searched_score(&self) -> i32 {
        if self.score.abs() < WIN_BOUND {
            self.score + self.handicap
        } else {
            self.score
        }
    }
}

/// A root turn's searched `value` counted for choosing: less its `handicap`, unless it is a
/// proved result.
#[inline]
pub(super) fn handicapped(value: i32, handicap: i32) -> i32 {
    if value.abs() < WIN_BOUND {
        value - handicap
    } else {
        value
    }
}

/// Whether `turn`, a placement, hands the opponent a capture (a sacrifice).
pub(super) fn hands_over_capture(position: &Position, turn: Turn) -> bool {
    if !matches!(turn, Turn::Place { .. }) {
        return false;
    }
    let mut next = *position;
    next.play_unchecked(turn);
    next.must_capture()
}

/// The position after the root turn `turn` of an iteration `depth` placements deep, the
/// depth left below it (a capture costs none), and whether the turn is a pass.
pub(super) fn after_root_turn(
    position: &Position,
    turn: Turn,
    depth: i32,
) -> (Position, i32, bool) {
    let mut child = *position;
    child.play_unchecked(turn);
    let next = if turn.is_capture() { depth } else { depth - 1 };
    (child, next, turn == Turn::Pass)
}

impl Searcher {
    /// A wide pass at the root ([`SearchParams::wide_pass`](super::SearchParams::wide_pass)):
    /// [`Searcher::search_root`] with every quiet placement and every removal at the frontier,
    /// its results kept in the table above the narrow ones of the same depth.
    pub(super) fn search_root_wide(
        &mut self,
        position: &Position,
        root: &mut [RootTurn],
        iteration: u32,
        pass: u32,
        margin: i32,
    ) -> bool {
        let narrow = self.params;
        self.params.late_quiet_1 = 0;
        self.params.far_removals = 0;
        self.wide = true;
        let finished = self.search_root(position, root, iteration, pass, margin);
        self.wide = false;
        self.params = narrow;
        finished
    }

    /// One iteration at the root, numbered `pass`; false if it was stopped before finishing
    /// (by the clock, or by a check of a sacrifice that stood:
    /// [`SearchParams::sacrifice_check`](super::SearchParams::sacrifice_check)).
    pub(super) fn search_root(
        &mut self,
        position: &Position,
        root: &mut [RootTurn],
        iteration: u32,
        pass: u32,
        margin: i32,
    ) -> bool {
        let depth = iteration as i32;
        // The player of the first placement: the one to move, or after a capture at the root
        // their opponent.
        let first = if position.must_capture() {
            position.side_to_move().opponent()
        } else {
            position.side_to_move()
        };
        self.horizon_side = if iteration.is_multiple_of(2) {
            first
        } else {
            first.opponent()
        };
        self.extended = false;
        let mut alpha = -INFINITY;
        let mut best = -INFINITY;
        for entry in root.iter_mut() {
            entry.exact = false;
        }
        let far = self.params.far_removals;
        let mut short =
            (far > 0 && margin == 0 && self.params.root_far_removals && !position.is_split()).then(
                || {
                    ShortSacrifices::new(
                        placement_jumps(position).0,
                        multi_arc(position.rings()),
                        far,
                        self.params.near_removals,
                    )
                },
            );
        for (i, entry) in root.iter_mut().enumerate() {
            if i > 0
                && let Some(short) = short.as_ref()
                && short.skips(entry.turn)
            {
                continue;
            }
            let (child, next, passes) = after_root_turn(position, entry.turn, depth);
            self.note_turn(&child, &entry.turn, 1);
            self.note_run(position, &child, &entry.turn, 1);
            self.pv_len[1] = 1;
            // A turn with a handicap is searched against the bar raised by it, in its search's
            // own terms.
            let bias = entry.handicap;
            let (biased_alpha, biased_best) =
                (alpha.saturating_add(bias), best.saturating_add(bias));
            let (value, exact) = if margin > 0 {
                let floor = if i == 0 {
                    -INFINITY
                } else {
                    biased_best - margin
                };
                let v = -self.negamax(&child, next, -INFINITY, -floor, 1, passes);
                (v, v > floor)
            } else if i == 0 {
                let window = self.window.map(|(low, high)| (low + bias, high + bias));
                let within = window.and_then(|(low, high)| {
                    let v = -self.negamax(&child, next, -high, -low, 1, passes);
                    (v > low && v < high).then_some(v)
                });
                match within {
                    Some(v) => (v, true),
                    None => {
                        // No window, or the score fell outside it: the whole window.
                        self.pv_len[1] = 1;
                        (
                            -self.negamax(&child, next, -INFINITY, INFINITY, 1, passes),
                            true,
                        )
                    }
                }
            } else {
                // A later turn must beat the best by the root margin to be searched exactly:
                // turns about as good as the best are dismissed by any holding answer.
                let bar = biased_alpha.saturating_add(self.params.root_margin as i32);
                // A late quiet placement is first searched a placement shallower: where that
                // holds it at the bar, it is dismissed.
                let reduced = self.params.root_reduction > 0
                    && i >= usize::from(self.params.root_reduction)
                    && depth >= 3
                    && !entry.turn.is_capture()
                    && !child.must_capture();
                let shallow =
                    reduced.then(|| -self.negamax(&child, next - 1, -bar - 1, -bar, 1, passes));
                let mut v = match shallow {
                    Some(v) if v <= bar || self.stopped => v,
                    _ => -self.negamax(&child, next, -bar - 1, -bar, 1, passes),
                };
                if v > bar && !self.stopped {
                    v = -self.negamax(&child, next, -INFINITY, -biased_alpha, 1, passes);
                    (v, v > biased_alpha)
                } else {
                    (v.min(biased_alpha), false)
                }
            };
            if self.stopped {
                return false;
            }
            let value = handicapped(value, bias);
            if let Some(short) = short.as_mut() {
                short.note(entry.turn, value, alpha);
            }
            entry.score = value;
            entry.exact = exact;
            entry.pass = pass;
            if exact {
                entry.pv.clear();
                entry.pv.push(entry.turn);
                let len = self.pv_len[1];
                entry.pv.extend_from_slice(&self.pv[1][1..len]);
            }
            if value > best {
                best = value;
            }
            if value > alpha {
                alpha = value;
            }
            if i == 0 && self.check_bar.is_some_and(|bar| value >= bar) {
                // The sacrifice checked one placement deeper stands: the check ends here.
                return false;
            }
            if value > WIN_BOUND {
                // A forced win: the rest could at best win faster.
                break;
            }
        }
        true
    }
}
