//! Beyond the last placement: compulsory captures searched through, fills that take a group,
//! a sacrificer's share of the initiative, the even horizon, and the static evaluation.

use zertz_engine::{Player, Position, Turn};

use super::{INFINITY, Searcher, terminal};
use crate::eval::{
    Evaluation, WIN, best_fill_colour, evaluate_with_cuts, find_cuts, for_each_fill,
};
use crate::ordering::{MAX_PLY, Scored, is_legal_placement};

/// What [`Searcher::evaluate`] knows of the rings the mover can fill to cut a group off.
pub(super) enum Fills {
    /// There are none.
    None,
    /// There are some, and the cuts were found on the way: they are in [`Searcher::found`].
    Found,
    /// There are some (the cache says so), not yet looked for.
    Unfound,
}

impl Searcher {
    /// The compulsory captures of a position beyond the horizon, under an even horizon: each
    /// searched as a turn that costs no depth, so that the quiet position at the end of the
    /// chain is checked for whose turn it is
    /// ([`SearchParams::even_horizon`](super::SearchParams::even_horizon)). `placer` made the
    /// last placement, the one that handed over the first capture.
    pub(super) fn captures_at_horizon(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        placer: Player,
    ) -> i32 {
        if let Some(score) = self.enter(pos, ply) {
            return score;
        }
        let start = self.generate(pos);
        let end = self.stack.len();
        let mut best = -INFINITY;
        for i in start..end {
            let turn = self.stack[i].turn;
            let mut child = *pos;
            child.play_unchecked(turn);
            self.evals.prefetch(child.hash());
            self.pv_len[ply + 1] = ply + 1;
            let value = if child.must_capture() && ply + 5 < MAX_PLY {
                -self.captures_at_horizon(&child, -beta, -alpha, ply + 1, placer)
            } else {
                -self.after_horizon_captures(&child, -beta, -alpha, ply + 1, placer)
            };
            if self.stopped {
                break;
            }
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    self.update_pv(ply, turn);
                    if value >= beta {
                        break;
                    }
                }
            }
        }
        self.stack.truncate(start);
        best
    }

    /// The position at the end of a chain of captures beyond the horizon. A sacrifice, its
    /// capture and a recapture leave the line with the sacrificer's opponent to move where the
    /// line's other leaves have the sacrificer to move: standing on the evaluation there, the
    /// opponent would be judged under a threat they could answer (a shallow search then gives
    /// away marble after marble to push the answer past its horizon). So that player places
    /// once more, once along a line. Otherwise the quiescence search judges the position, the
    /// sacrificer's initiative credited as
    /// [`SearchParams::horizon_tempo`](super::SearchParams::horizon_tempo) says.
    fn after_horizon_captures(
        &mut self,
        pos: &Position,
        alpha: i32,
        beta: i32,
        ply: usize,
        placer: Player,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if let Some(score) = terminal(pos, ply) {
            return score;
        }
        let mover = pos.side_to_move();
        if !self.extended
            && !pos.must_capture()
            && mover != self.horizon_side
            && mover != placer
            && ply + 4 < MAX_PLY
        {
            return self.place_once_more(pos, alpha, beta, ply, false);
        }
        self.qsearch_after_sacrifice(pos, alpha, beta, ply, placer)
    }

    /// The player to move at the horizon places once more: the even horizon's one extra
    /// placement along a line ([`SearchParams::even_horizon`](super::SearchParams::even_horizon)).
    pub(super) fn place_once_more(
        &mut self,
        pos: &Position,
        alpha: i32,
        beta: i32,
        ply: usize,
        after_pass: bool,
    ) -> i32 {
        self.extended = true;
        let value = self.negamax(pos, 1, alpha, beta, ply, after_pass);
        self.extended = false;
        value
    }

    /// The quiescence search of a position beyond the horizon that `placer`'s last placement
    /// led to (a capture they handed over, or the end of its chain): their initiative
    /// credited as [`SearchParams::horizon_tempo`](super::SearchParams::horizon_tempo) says.
    pub(super) fn qsearch_after_sacrifice(
        &mut self,
        pos: &Position,
        alpha: i32,
        beta: i32,
        ply: usize,
        placer: Player,
    ) -> i32 {
        let share = self.params.horizon_tempo;
        self.qsearch_sharing(pos, alpha, beta, ply, placer, share)
    }

    /// The quiescence search of a position at the horizon where the player out of turn
    /// keeps [`SearchParams::parity_tempo`](super::SearchParams::parity_tempo) of their
    /// initiative: the player to move after an odd number of compulsory captures along the
    /// line, or the placer of a capture still to be made after an even number. The lower of
    /// that share and [`SearchParams::horizon_tempo`](super::SearchParams::horizon_tempo)
    /// counts.
    pub(super) fn qsearch_out_of_turn(
        &mut self,
        pos: &Position,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let mover = pos.side_to_move();
        let out_of_turn = if self.flips.is_multiple_of(2) {
            mover.opponent()
        } else {
            mover
        };
        let share = self.params.parity_tempo.min(self.params.horizon_tempo);
        self.qsearch_sharing(pos, alpha, beta, ply, out_of_turn, share)
    }

    /// The quiescence search with `player`'s initiative counting `share` percent at its
    /// quiet positions (all of it at 100: the plain quiescence search).
    fn qsearch_sharing(
        &mut self,
        pos: &Position,
        alpha: i32,
        beta: i32,
        ply: usize,
        player: Player,
        share: u8,
    ) -> i32 {
        let outer = (self.sacrificer, self.sacrificer_share);
        if share != 100 {
            (self.sacrificer, self.sacrificer_share) = (Some(player), share);
        }
        let value = self.qsearch(pos, alpha, beta, ply, self.params.corners);
        (self.sacrificer, self.sacrificer_share) = outer;
        value
    }

    /// What a player whose initiative counts `share` percent loses of it beyond the horizon,
    /// in points (the initiative twice over at 0: it then counts for the other player).
    pub(super) fn initiative_lost(&self, share: u8) -> i32 {
        self.weights.tempo * 2 * (100 - i32::from(share)) / 100
    }

    /// The static evaluation of a quiet position, from the cache where it is there (the safe
    /// rings counted if `mobility` asks), and what it knows of the mover's fills: the rings
    /// whose filling cuts a group off.
    #[inline]
    pub(super) fn evaluate(&mut self, pos: &Position, mobility: bool) -> (Evaluation, Fills) {
        let key = pos.hash();
        if let Some(cached) = self.evals.probe(key, mobility) {
            let fills = if cached.fills {
                Fills::Unfound
            } else {
                Fills::None
            };
            return (cached.evaluation, fills);
        }
        let evaluation = evaluate_with_cuts(pos, &self.weights, mobility, &mut self.found);
        let fills = self.found.has_fills();
        self.evals.store(key, &evaluation, mobility, fills);
        let fills = if fills { Fills::Found } else { Fills::None };
        (evaluation, fills)
    }

    /// The quiescence search: compulsory captures are searched through (a capture cannot be
    /// declined, so there is no standing pat); in a quiet position the mover may stand on the
    /// evaluation or fill a ring that takes a cut-off group — unless every placement hands
    /// over marbles (up to `corners` times along a line): then the mover must pick the
    /// cheapest sacrifice, and every placement is searched (one removal each).
    pub(super) fn qsearch(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        corners: u8,
    ) -> i32 {
        if let Some(score) = self.enter(pos, ply) {
            return score;
        }
        let capture = pos.must_capture();
        let start = self.stack.len();
        let mut best = -INFINITY;
        let mut next_corners = corners;
        if capture {
            self.generate(pos);
        } else {
            let (mut eval, fills) = self.evaluate(pos, corners > 0);
            if eval.wins_now {
                return WIN - ply as i32 - 1;
            }
            if self.sacrificer == Some(pos.side_to_move()) {
                eval.score -= self.initiative_lost(self.sacrificer_share);
            }
            let trapped = corners > 0 && ply + 4 < MAX_PLY && eval.cornered;
            if !trapped {
                if eval.score >= beta || ply + 2 >= MAX_PLY {
                    return eval.score;
                }
                best = eval.score;
                alpha = alpha.max(best);
            }
            // Looked for only now: a position that stands on its evaluation needs no cuts.
            if let Fills::Unfound = fills {
                self.found = find_cuts(pos);
            }
            let stack = &mut self.stack;
            if !matches!(fills, Fills::None) {
                let cuts = &self.found;
                let empties = self.params.empty_fills;
                let colour = (empties == 1)
                    .then(|| best_fill_colour(pos, &self.weights))
                    .flatten();
                for_each_fill(pos, cuts, empties, colour, |turn| {
                    if is_legal_placement(pos, &turn) {
                        stack.push(Scored {
                            turn,
                            score: 0,
                            index: 0,
                        });
                    }
                });
            }
            if trapped {
                next_corners = corners - 1;
                let source = pos.placement_source();
                let free = pos.free_rings();
                for at in pos.vacant() {
                    let remove = free.without(at).first();
                    for marble in source.available() {
                        stack.push(Scored {
                            turn: Turn::Place { marble, at, remove },
                            score: 0,
                            index: 0,
                        });
                    }
                }
            }
        }
        let end = self.stack.len();
        for i in start..end {
            let turn = self.stack[i].turn;
            let mut child = *pos;
            child.play_unchecked(turn);
            let value = -self.qsearch(&child, -beta, -alpha, ply + 1, next_corners);
            if self.stopped {
                break;
            }
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    if value >= beta {
                        break;
                    }
                }
            }
        }
        self.stack.truncate(start);
        best
    }
}
