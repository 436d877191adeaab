//! The end solver: near the end of a game, the search first tries to prove the result.
//!
//! With few marbles left in the pool, the game ends within a few placements, and the whole tree
//! can be searched to its ends (measured on 16 games of a quick search against itself, 20 M
//! positions at most: with four marbles or fewer left, all 22 positions proved, in up to 0.7 M
//! positions; with five, 9 of 10, up to 1.1 M; with six, 4 of 10; with seven, 2 of 10): every
//! turn of both players (nothing pruned, nothing reduced), no evaluation, scores only from
//! finished positions — a win in `n` plies, a loss in `n`, or a draw by two passes. What it
//! answers is therefore the game's true value, and the turn that goes with it: the fastest
//! proved win, or, in a lost position, the longest defence (the opponent has the most chances
//! to go wrong).
//!
//! It runs before the ordinary search, on a share of the budget ([`SOLVE_SHARE`]); when the
//! share runs out it gives up, and the ordinary search takes over with the rest of the time
//! (and the proofs the solver stored in the transposition table: a proved result is stored at
//! [`SOLVED`] depth, which answers any later probe at any depth). Turns are ordered by the
//! table's turn, then by the static evaluation of the position they lead to, so a proof of a
//! win usually tries the winning turn first.
//!
//! Once the pool is empty the players place marbles they captured, which the other can capture
//! back: lines can go round in circles. A line that comes back to a position already on it, or
//! outgrows the search's ply limit, is scored as a draw and marked unfinished; a win or a loss
//! found despite such lines is still proved (a winning strategy that met one would not score a
//! win), but a draw, or a bound between the two, is trusted (and stored) only when no line
//! under it was unfinished. The two-pass draw is scored along the line, but the table does not
//! know whether a position was reached by a pass (the search's own approximation).

use zertz_engine::{Position, Turn};

use super::{INFINITY, Searcher, terminal};
use crate::eval::{WIN, WIN_BOUND, evaluate};
use crate::ordering::{self, Code, MAX_PLY, Scored, TABLE_TURN, decode, encode};
use crate::table::{Bound, Entry};

/// The depth stored with a proved result: deeper than any search goes, so the proof answers
/// every later probe of its position.
pub(super) const SOLVED: i32 = 250;

/// The share of the budget (time and nodes) the solver may spend before it gives up: one
/// part in this many.
pub(super) const SOLVE_SHARE: u32 = 3;

/// Up to this many turns, a node orders them by the static evaluation of the positions they
/// lead to; with more, deeper than the root's children, by history.
const EVALUATED: usize = 48;

/// A proved result at the root.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Proof {
    /// The turn to play: the fastest win, the longest defence, or a drawing turn.
    pub turn: Turn,
    /// The exact score: `WIN - plies`, `-(WIN - plies)`, or 0 for a draw.
    pub score: i32,
    /// The line the proof expects, starting with `turn`.
    pub pv: Vec<Turn>,
}

/// Whether the end solver should try `position`: fewer than `below` marbles left in the pool.
pub(super) fn worth_solving(position: &Position, below: u8) -> bool {
    position.pool().total() < u32::from(below)
}

impl Searcher {
    /// Proves the value of `position` within the node and time limits already set, or None
    /// when they ran out first, or no result could be proved (the position has no turn, or
    /// its value hangs on a line that repeats or outgrows the search).
    pub(super) fn solve(&mut self, position: &Position) -> Option<Proof> {
        self.pv_len[0] = 0;
        self.unfinished = 0;
        let score = self.solve_node(position, -INFINITY, INFINITY, 0, false);
        if self.stopped || self.pv_len[0] == 0 || (self.unfinished > 0 && score.abs() < WIN_BOUND) {
            return None;
        }
        let pv = self.pv[0][..self.pv_len[0]].to_vec();
        Some(Proof {
            turn: *pv.first()?,
            score,
            pv,
        })
    }

    /// The value of `pos` for the player to move (a mate-distance score or 0) within the
    /// window, a line that repeats a position or outgrows the search scoring as a draw
    /// (counted in `self.unfinished`); garbage once `self.stopped` is set (the caller must
    /// not use or store it).
    ///
    /// A forced win or loss is true whatever the unfinished lines hold: a winning strategy
    /// that met one would score a draw there, not a win. A draw, or a bound between the two,
    /// is true only when no line under it was unfinished; only then is it stored.
    fn solve_node(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        after_pass: bool,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if let Some(score) = terminal(pos, ply) {
            return score;
        }
        self.count_node();
        if self.stopped {
            return 0;
        }
        let key = pos.hash();
        if ply + 2 >= MAX_PLY || self.line[..ply].contains(&key) {
            self.unfinished += 1;
            return 0;
        }
        self.line[ply] = key;
        // No result here can beat a win on the next turn or be worse than a loss on it.
        alpha = alpha.max(-(WIN - ply as i32 - 1));
        beta = beta.min(WIN - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let original_alpha = alpha;
        let unfinished = self.unfinished;
        let mut table_code = Code::None;
        if let Some(entry) = self.table.probe(key, ply) {
            table_code = decode(entry.turn);
            // At the root the turn is wanted, not only the score: searched again (its
            // children's proofs answer at once).
            if ply > 0
                && entry.depth >= SOLVED
                && let Some(score) = entry.settles(alpha, beta)
            {
                return score;
            }
        }
        let start = self.generate(pos);
        let end = self.stack.len();
        // Ordering: the table's turn, then by the static evaluation of the position each turn
        // leads to where that is cheap enough (near the root or with few turns), else by the
        // history of cut-offs.
        let evaluated = ply < 2 || end - start <= EVALUATED;
        for i in start..end {
            let Scored { turn, index, .. } = self.stack[i];
            self.stack[i].score = if table_code.names(&turn, index) {
                TABLE_TURN
            } else if end - start == 1 {
                0
            } else if evaluated {
                // A position looked at: counted, so that the clock is read in time.
                self.count_node();
                let mut child = *pos;
                child.play_unchecked(turn);
                match terminal(&child, ply + 1) {
                    Some(score) => -score,
                    None => -evaluate(&child, &self.weights).score,
                }
            } else {
                self.history.score(&turn, ply)
            };
        }
        if self.stopped {
            self.stack.truncate(start);
            return 0;
        }
        ordering::sort(&mut self.stack[start..end]);
        let mut best = -INFINITY;
        let mut best_code = 0;
        for i in start..end {
            let Scored { turn, index, .. } = self.stack[i];
            let pass = turn == Turn::Pass;
            self.pv_len[ply + 1] = ply + 1;
            let value = if pass && after_pass {
                0
            } else {
                let mut child = *pos;
                child.play_unchecked(turn);
                -self.solve_node(&child, -beta, -alpha, ply + 1, pass)
            };
            if self.stopped {
                self.stack.truncate(start);
                return 0;
            }
            if value > best {
                best = value;
                best_code = encode(&turn, index);
                if value > alpha {
                    alpha = value;
                    self.update_pv(ply, turn);
                    if value >= beta {
                        self.history.cut_off(turn, ply, 2);
                        break;
                    }
                }
            }
        }
        self.stack.truncate(start);
        if self.unfinished == unfinished || best.abs() > WIN_BOUND {
            let bound = Bound::of(best, original_alpha, beta);
            self.table.store(
                key,
                ply,
                Entry {
                    score: best,
                    depth: SOLVED,
                    bound,
                    turn: best_code,
                },
            );
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Limits, forced_result, format_score};
    use std::time::{Duration, Instant};
    use zertz_engine::{Board, GameType};

    /// The exact value of `pos` by plain alpha-beta over every turn in generation order (no
    /// table, no ordering), or None when a line is longer than 40 plies or more than `budget`
    /// positions are needed.
    fn reference(
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        after_pass: bool,
        budget: &mut u64,
    ) -> Option<i32> {
        if let Some(score) = terminal(pos, ply) {
            return Some(score);
        }
        if ply >= 40 || *budget == 0 {
            return None;
        }
        *budget -= 1;
        let mut turns = Vec::new();
        pos.for_each_legal_turn(|t| turns.push(t));
        let mut best = -INFINITY;
        for turn in turns {
            let value = if turn == Turn::Pass && after_pass {
                0
            } else {
                let mut child = *pos;
                child.play_unchecked(turn);
                -reference(&child, -beta, -alpha, ply + 1, turn == Turn::Pass, budget)?
            };
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        Some(best)
    }

    /// The exact value of `pos` (full window), if the reference finds it within `budget`.
    fn truth(pos: &Position, budget: u64) -> Option<i32> {
        reference(pos, -INFINITY, INFINITY, 0, false, &mut { budget })
    }

    /// Quiet positions with at most `max_pool` marbles in the pool, from games of a quick
    /// search against itself after two random turns (with the default weights, so that the
    /// sample stays the same when a board's own weights are fitted again).
    fn ends(games: u64, max_pool: u32) -> Vec<Position> {
        let mut found = Vec::new();
        for game in 0..games {
            let mut pos = Position::new(Board::Rings37, GameType::Standard);
            let mut rng = fastrand::Rng::with_seed(game);
            let mut searcher = Searcher::new(1);
            let mut turns = 0;
            while !pos.is_finished() {
                if !pos.must_capture() && pos.pool().total() <= max_pool {
                    found.push(pos);
                }
                let turn = if turns < 2 {
                    crate::random_turn(&pos, &mut rng)
                } else {
                    let mut limits = Limits::new(Duration::from_secs(60))
                        .with_max_nodes(4_000)
                        .with_seed(game);
                    limits.weights = Some(crate::Weights::default());
                    searcher.search(&pos, &limits).map(|r| r.turn)
                };
                let Some(turn) = turn else { break };
                pos.play_unchecked(turn);
                turns += 1;
            }
        }
        found
    }

    /// The position after `turns` from the start of a standard 37-ring game.
    fn after(turns: &str) -> Position {
        let mut pos = Position::new(Board::Rings37, GameType::Standard);
        for text in turns.split_whitespace() {
            let turn = pos.parse_turn(text).expect("a legal turn");
            pos = pos.play(turn).expect("a legal turn");
        }
        pos
    }

    /// The ends of [`ends`] (three marbles or fewer in the pool) proved a win or a loss, with
    /// their proofs.
    fn decided_ends(games: u64) -> Vec<(Position, Proof)> {
        ends(games, 3)
            .into_iter()
            .filter_map(|pos| Some((pos, solver(u64::MAX).solve(&pos)?)))
            .filter(|(_, proof)| forced_result(proof.score).is_some())
            .collect()
    }

    /// A child's proved score seen from its parent: negated and one ply further off.
    fn from_child(score: i32) -> i32 {
        match score.signum() {
            1 => -score + 1,
            -1 => -score - 1,
            _ => 0,
        }
    }

    /// The proved value of playing `turn` in `pos`, for the player who plays it.
    fn value_after(pos: &Position, turn: Turn) -> Option<i32> {
        let mut child = *pos;
        child.play_unchecked(turn);
        match terminal(&child, 0) {
            Some(score) => Some(from_child(score)),
            None => solver(u64::MAX).solve(&child).map(|p| from_child(p.score)),
        }
    }

    /// A searcher that may spend a minute or `nodes` positions.
    fn solver(nodes: u64) -> Searcher {
        let mut searcher = Searcher::new(4);
        searcher.deadline = Instant::now() + Duration::from_secs(60);
        searcher.node_limit = nodes;
        searcher
    }

    #[test]
    fn the_solver_agrees_with_plain_alpha_beta_where_that_finishes() {
        let mut compared = 0;
        let mut decided = 0;
        for pos in ends(30, 3) {
            let Some(truth) = truth(&pos, 200_000) else {
                continue;
            };
            compared += 1;
            let proof = solver(u64::MAX).solve(&pos);
            if forced_result(truth).is_some() {
                decided += 1;
                let proof = proof.expect("a decided end is proved");
                assert_eq!(proof.score, truth, "{}", pos.to_text());
                // The proof's turn is worth what the proof says, and its line starts with it.
                assert_eq!(
                    value_after(&pos, proof.turn),
                    Some(truth),
                    "{}",
                    pos.to_text()
                );
                assert_eq!(proof.pv.first(), Some(&proof.turn));
            } else if let Some(proof) = proof {
                assert_eq!(proof.score, truth, "{}", pos.to_text());
            }
        }
        assert!(compared >= 10, "only {compared} ends compared");
        assert!(decided >= 5, "only {decided} decided ends");
    }

    #[test]
    fn a_search_near_the_end_plays_the_proved_result_and_says_so() {
        let mut checked = 0;
        for (pos, proof) in decided_ends(8) {
            let limits = Limits::new(Duration::from_secs(60));
            let result = crate::search(&pos, &limits).expect("a turn");
            assert_eq!(result.score, proof.score, "{}", pos.to_text());
            assert_eq!(format_score(result.score), format_score(proof.score));
            let after = value_after(&pos, result.turn);
            assert_eq!(after, Some(proof.score), "{}", pos.to_text());
            checked += 1;
        }
        assert!(checked >= 5, "only {checked} proved ends");
    }

    #[test]
    fn a_lost_end_is_defended_as_long_as_possible() {
        // Every turn of a lost position loses; the proof's turn loses the latest.
        let mut checked = 0;
        for (pos, proof) in decided_ends(30) {
            if forced_result(proof.score) != Some(false) {
                continue;
            }
            let mut latest = -INFINITY;
            pos.for_each_legal_turn(|turn| {
                if let Some(value) = value_after(&pos, turn) {
                    latest = latest.max(value);
                }
            });
            assert_eq!(proof.score, latest, "{}", pos.to_text());
            checked += 1;
        }
        assert!(checked >= 2, "only {checked} lost ends");
    }

    #[test]
    fn a_searcher_that_proved_a_position_proves_it_again_with_its_turn() {
        // The bot keeps its searcher between turns: a root already proved in its table must
        // still come with a turn.
        let mut checked = 0;
        for pos in ends(10, 3) {
            let mut searcher = solver(u64::MAX);
            let Some(first) = searcher.solve(&pos) else {
                continue;
            };
            let again = searcher.solve(&pos).expect("proved again");
            assert_eq!(again.score, first.score, "{}", pos.to_text());
            assert_eq!(value_after(&pos, again.turn), Some(first.score));
            checked += 1;
        }
        assert!(checked >= 3, "only {checked} proved ends");
    }

    #[test]
    fn the_solver_gives_up_when_its_budget_runs_out() {
        // Early in a game nothing is proved in two thousand positions.
        let pos = after("Wd4-a1 Gc3-g1");
        let mut searcher = solver(2048);
        assert_eq!(searcher.solve(&pos), None);
        assert!(searcher.stopped);
    }
}
