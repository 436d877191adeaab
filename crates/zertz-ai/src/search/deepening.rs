//! Iterative deepening: the first quick looks at the root, the end solver's share, the
//! iterations within the budget, and the choice among the turns found good enough.

use std::time::{Duration, Instant};

use zertz_engine::{Position, Turn};

use super::root::{RootTurn, handicapped, hands_over_capture};
use super::{
    ALL_COLOURS, CHAIN_DEFENCES, CHAIN_NODES, INFINITY, Iteration, Limits, SearchResult, Searcher,
    endgame, forced_result,
};
use crate::chains::ChainBudget;
use crate::eval::{WIN, WIN_BOUND};
use crate::opening;
use crate::ordering::MAX_PLY;

/// Ranks the root turns after a pass: those it searched first, best first. The pass becomes
/// the result (`done`) at `depths.0` if it `finished`, else at `depths.1` once it has searched
/// the turn it put first (the others it reached are then bounds at best).
pub(super) fn end_pass(
    root: &mut [RootTurn],
    pass: u32,
    finished: bool,
    depths: (u32, u32),
    done: &mut Option<(u32, Vec<RootTurn>)>,
) {
    root.sort_by(|a, b| {
        (b.pass == pass)
            .cmp(&(a.pass == pass))
            .then(b.score.cmp(&a.score))
    });
    if finished {
        *done = Some((depths.0, root.to_vec()));
    } else if root.first().is_some_and(|r| r.pass == pass) {
        for entry in root.iter_mut().filter(|e| e.pass != pass) {
            entry.exact = false;
        }
        *done = Some((depths.1, root.to_vec()));
    }
}

/// Reports the best root turn of a finished iteration at `depth`.
fn report_best(
    root: &[RootTurn],
    depth: u32,
    nodes: u64,
    started: Instant,
    report: &mut impl FnMut(&Iteration),
) {
    if let Some(best) = root.first() {
        report(&Iteration {
            depth,
            score: best.searched_score(),
            nodes,
            elapsed: started.elapsed(),
            pv: best.pv.clone(),
        });
    }
}

impl Searcher {
    /// [`Searcher::search`], calling `report` as each iteration finishes.
    pub fn search_reporting(
        &mut self,
        position: &Position,
        limits: &Limits,
        mut report: impl FnMut(&Iteration),
    ) -> Option<SearchResult> {
        let started = Instant::now();
        self.node_limit = limits.max_nodes.unwrap_or(u64::MAX);
        self.deadline = started + limits.time;
        self.cancel = limits.cancel.clone();
        self.stopped = false;
        self.nodes = 0;
        self.weights = limits.weights_for(position.board());
        self.params = limits.params.on_board(position.board());
        self.searching = if position.must_capture() {
            position.side_to_move().opponent()
        } else {
            position.side_to_move()
        };
        self.evals
            .prepare(self.weights, position.board(), position.game_type());
        self.table.new_search();
        self.stack.clear();

        let mut root: Vec<RootTurn> = Vec::new();
        let root_sacrifice = i32::from(self.params.root_sacrifice).max(self.plan_bar(position));
        position.for_each_legal_turn(|turn| {
            let handicap = if root_sacrifice > 0 && hands_over_capture(position, turn) {
                root_sacrifice
            } else {
                0
            };
            root.push(RootTurn {
                turn,
                score: -INFINITY,
                handicap,
                exact: false,
                pass: 0,
                pv: Vec::new(),
            })
        });
        if root.is_empty() {
            return None;
        }
        // The opening book's rules, each kept only where some turn satisfies it.
        if opening::is_standard_start(position) {
            keep_if_any(&mut root, |turn| opening::allowed(position, turn));
            let far = self.params.first_far;
            if far > 0 {
                keep_if_any(&mut root, |turn| opening::far_enough(position, turn, far));
            }
            let near = self.params.first_near;
            if near < 6 {
                keep_if_any(&mut root, |turn| opening::near_enough(position, turn, near));
            }
            let colours = self.params.first_marbles;
            if colours & ALL_COLOURS != ALL_COLOURS {
                keep_if_any(&mut root, |turn| {
                    opening::colour_allowed(position, turn, colours)
                });
            }
            // The book last: where the rules above leave its turns out, it has no say.
            if self.params.first_book {
                let book = opening::book_turns(position);
                keep_if_any(&mut root, |turn| book.contains(turn));
            }
        }
        if self.params.quiet_reply && opening::asks_quiet_reply(position) {
            keep_if_any(&mut root, |turn| !hands_over_capture(position, *turn));
        }
        let mut rng = fastrand::Rng::with_seed(limits.seed);
        rng.shuffle(&mut root);
        let mut max_depth = limits.max_depth.unwrap_or(MAX_PLY as u32 / 2).max(1);
        // The iterations' own clock: after an end solver that proved nothing, the rest of the
        // budget.
        let mut iterations_started = started;
        if root.len() == 1 {
            // Nothing to choose: a short look, for the score and the continuation.
            max_depth = max_depth.min(1);
            self.deadline = started + limits.time.min(Duration::from_millis(100));
        } else if limits.max_depth.is_none()
            && endgame::worth_solving(position, self.params.end_pool)
        {
            if let Some(result) = self.solve_first(position, limits, started, &mut report) {
                return Some(result);
            }
            iterations_started = Instant::now();
        }
        if root.len() > 1 && limits.max_depth.is_none() && self.params.chain_turns > 0 {
            if let Some(result) = self.prove_chain_first(position, limits, started, &mut report) {
                return Some(result);
            }
            iterations_started = Instant::now();
        }
        // A first order: a quick look at each turn (a look cut short by the clock or `stop`
        // leaves its turn unscored, at the end of the order).
        for entry in &mut root {
            entry.pv = vec![entry.turn];
            if self.stopped {
                continue;
            }
            let mut child = *position;
            child.play_unchecked(entry.turn);
            let value = -self.qsearch(&child, -INFINITY, INFINITY, 1, self.params.quick_corners);
            if !self.stopped {
                entry.score = handicapped(value, entry.handicap);
            }
        }
        root.sort_by_key(|r| std::cmp::Reverse(r.score));
        let margin = limits.margin.max(0);

        let mut done: Option<(u32, Vec<RootTurn>)> = None;
        let mut pass = 0;
        // The best score of each finished iteration, for the aspiration windows.
        let mut scores: Vec<i32> = Vec::new();
        // Where the budget's share is spent with a sacrifice best: the score the sacrifice must
        // keep one placement deeper.
        let mut check_bar = None;
        // The best turn and score of the last iteration finished, for the delay test.
        let mut before: Option<(Turn, i32)> = None;
        for depth in 1..=max_depth {
            self.history.age();
            pass += 1;
            let half = i32::from(self.params.aspiration);
            self.window = (half > 0 && margin == 0)
                .then(|| scores.len().checked_sub(2).and_then(|k| scores.get(k)))
                .flatten()
                .filter(|score| score.abs() < WIN_BOUND)
                .map(|&score| (score - half, score + half));
            let params = self.params;
            if depth == 1 {
                self.params.horizon_tempo = params.horizon_tempo.min(params.horizon_tempo_1);
            }
            self.check_bar = check_bar;
            let finished = self.search_root(position, &mut root, depth, pass, margin);
            self.check_bar = None;
            self.params = params;
            self.window = None;
            // Stopped early, the iteration counts as the one before it.
            end_pass(&mut root, pass, finished, (depth, depth - 1), &mut done);
            if !finished {
                if margin == 0
                    && let Some((_, ranked)) = done.as_mut()
                {
                    // A sacrifice that the delay test had no time to examine does not
                    // displace the last iteration's quiet turn.
                    self.keep_untested(position, ranked, depth, before);
                }
                break;
            }
            scores.push(root[0].score);
            report_best(&root, depth, self.nodes, started, &mut report);
            if forced_result(root[0].score).is_some() {
                // A forced result: deeper iterations cannot change it.
                break;
            }
            if margin == 0 && self.verify_root(position, &mut root, depth) {
                // The best turns searched again, the opponent's chains of sacrifices
                // extended: the best of them first.
                done = Some((depth, root.clone()));
                report_best(&root, depth, self.nodes, started, &mut report);
            }
            if margin == 0 && self.test_delay(position, &mut root, depth, before) {
                // The sacrifice only put the opponent's threat off: the last iteration's
                // quiet turn first.
                done = Some((depth, root.clone()));
                report_best(&root, depth, self.nodes, started, &mut report);
            }
            before = root.first().map(|best| (best.turn, best.score));
            if self.stopped || check_bar.is_some() {
                break;
            }
            let budget = self.deadline.saturating_duration_since(iterations_started);
            if iterations_started.elapsed() * 100 > budget * u32::from(self.share(position)) {
                if depth < max_depth
                    && let Some(bar) = self.sacrifice_bar(position, &root, margin)
                {
                    check_bar = Some(bar);
                    continue;
                }
                if self.params.wide_pass && (2..max_depth).contains(&depth) {
                    // No time for a deeper iteration: the rest goes to a wider one (one
                    // placement deep, the frontier is the root, which is searched whole).
                    pass += 1;
                    let finished = self.search_root_wide(position, &mut root, depth, pass, margin);
                    // Stopped early, it still ranks the turns it reached by a better search
                    // of the same depth.
                    end_pass(&mut root, pass, finished, (depth, depth), &mut done);
                    if finished {
                        report_best(&root, depth, self.nodes, started, &mut report);
                    }
                }
                break;
            }
        }
        let (depth, ranked) = done.unwrap_or((0, root));
        let best = ranked.first()?;
        // A forced result leaves no room for variety: the fastest win (or slowest loss).
        let chosen = if margin > 0 && forced_result(best.score).is_none() {
            let candidates: Vec<&RootTurn> = ranked
                .iter()
                .filter(|r| r.exact && r.score >= best.score - margin)
                .collect();
            if candidates.is_empty() {
                best
            } else {
                candidates[rng.usize(..candidates.len())]
            }
        } else {
            best
        };
        self.plan = plan_of(position, &chosen.pv);
        Some(SearchResult {
            turn: chosen.turn,
            depth,
            nodes: self.nodes,
            // A search stopped before its first look knows nothing: an even score.
            score: if chosen.score.abs() > WIN {
                0
            } else {
                chosen.searched_score()
            },
            pv: chosen.pv.clone(),
            elapsed: started.elapsed(),
        })
    }

    /// The handicap of a sacrifice at the root of `position`
    /// ([`SearchParams::plan_bar`](super::SearchParams::plan_bar)): the bar where the last
    /// search planned a turn here that hands over nothing (and is legal), else 0. The plan is
    /// used up.
    fn plan_bar(&mut self, position: &Position) -> i32 {
        let plan = self.plan.take();
        let bar = i32::from(self.params.plan_bar);
        match plan {
            Some((hash, turn))
                if bar > 0
                    && hash == position.hash()
                    && position.check(turn).is_ok()
                    && !hands_over_capture(position, turn) =>
            {
                bar
            }
            _ => 0,
        }
    }

    /// Where the best turn of the iteration just finished (first in `root`) is a sacrifice
    /// with a score short of a forced result, and [`SearchParams::sacrifice_check`] is on
    /// (and no variety is asked for: `margin` 0), the score it must keep one placement deeper
    /// to stand; else None.
    ///
    /// [`SearchParams::sacrifice_check`]: super::SearchParams::sacrifice_check
    fn sacrifice_bar(&self, position: &Position, root: &[RootTurn], margin: i32) -> Option<i32> {
        let check = i32::from(self.params.sacrifice_check);
        let best = root.first()?;
        (check > 0
            && margin == 0
            && best.exact
            && best.score.abs() < WIN_BOUND
            && hands_over_capture(position, best.turn))
        .then(|| best.score - check)
    }

    /// The share of the budget, in percent, after which no new iteration starts in
    /// `position`: [`SearchParams::opening_share`](super::SearchParams::opening_share) in the
    /// game's first placements, else
    /// [`SearchParams::iteration_share`](super::SearchParams::iteration_share).
    pub(super) fn share(&self, position: &Position) -> u8 {
        let gone = position.board().cells().count() - position.rings().count();
        if gone < u32::from(self.params.opening_turns) {
            self.params.opening_share
        } else {
            self.params.iteration_share
        }
    }

    /// The end solver on its share of the budget: the proved result as the search's, or None
    /// (the search goes on with the rest of the budget, the proofs found kept in the table).
    fn solve_first(
        &mut self,
        position: &Position,
        limits: &Limits,
        started: Instant,
        report: &mut impl FnMut(&Iteration),
    ) -> Option<SearchResult> {
        let deadline = started + limits.time / endgame::SOLVE_SHARE;
        let node_limit = self.node_limit / u64::from(endgame::SOLVE_SHARE);
        let proof = self.within_share(deadline, node_limit, |searcher| searcher.solve(position))?;
        let found = (proof.turn, proof.score, proof.pv);
        Some(proved_result(found, self.nodes, started, report))
    }

    /// The chain proof on its share of the budget
    /// ([`SearchParams::chain_turns`](super::SearchParams::chain_turns)): a proved win as the
    /// search's result, or None (the iterations take the rest of the budget).
    fn prove_chain_first(
        &mut self,
        position: &Position,
        limits: &Limits,
        started: Instant,
        report: &mut impl FnMut(&Iteration),
    ) -> Option<SearchResult> {
        let share = limits.time / 100 * u32::from(self.params.chain_share);
        let budget = ChainBudget {
            own_turns: u32::from(self.params.chain_turns),
            max_defences: CHAIN_DEFENCES,
            max_nodes: CHAIN_NODES.min(self.node_limit / 10),
            deadline: started.checked_add(share),
        };
        let prover = self.chains.get_or_insert_with(Box::default);
        let win = prover.prove(position, budget).win?;
        // At most this many plies to the win: the prover's turns and the defences between.
        let plies = 2 * win.own_turns as i32 - 1;
        let found = (win.first, WIN - plies, win.line);
        Some(proved_result(found, self.nodes, started, report))
    }
}

/// A result proved before the iterations (by the end solver or the chain proof): its turn,
/// score and line, reported as an iteration and returned as the search's.
fn proved_result(
    (turn, score, pv): (Turn, i32, Vec<Turn>),
    nodes: u64,
    started: Instant,
    report: &mut impl FnMut(&Iteration),
) -> SearchResult {
    let depth = pv.iter().filter(|t| !t.is_capture()).count() as u32;
    report(&Iteration {
        depth,
        score,
        nodes,
        elapsed: started.elapsed(),
        pv: pv.clone(),
    });
    SearchResult {
        turn,
        depth,
        nodes,
        score,
        pv,
        elapsed: started.elapsed(),
    }
}

/// Keeps the root turns that satisfy `rule`, where at least one does (else all of them).
fn keep_if_any(root: &mut Vec<RootTurn>, rule: impl Fn(&Turn) -> bool) {
    if root.iter().any(|r| rule(&r.turn)) {
        root.retain(|r| rule(&r.turn));
    }
}

/// The plan a principal variation `pv` from `position` leaves for its player: the position
/// after its first two turns (theirs and the opponent's answer) where they are to move again,
/// and the turn it plays there.
fn plan_of(position: &Position, pv: &[Turn]) -> Option<(u64, Turn)> {
    let [mine, answer, planned, ..] = pv else {
        return None;
    };
    let next = position.play(*mine).ok()?.play(*answer).ok()?;
    (next.side_to_move() == position.side_to_move()).then(|| (next.hash(), *planned))
}
