//! A node below the root: the table, reverse futility, the turns tried in stages, their
//! pruning and reductions, and the cut-offs' history.

use zertz_engine::{Bitboard, Position, Turn};

use super::bounce::bounces;
use super::pruning::{
    QuietPlacements, Sacrifices, SharedLooks, ShortColours, ShortSacrifices, single_capture,
};
use super::verify::VERIFY_KEY;
use super::{INFINITY, NO_ESTIMATE, Searcher, terminal};
use crate::eval::{
    WIN, WIN_BOUND, fewest_needed, jumpless_cells, multi_arc, open_play, placement_jumps,
    quiet_ceiling,
};
use crate::ordering::{
    self, Code, KILLER, MAX_PLY, Scored, TABLE_TURN, decode, encode, is_legal_placement,
};
use crate::table::{Bound, Entry};

/// Set apart in the table keys of a narrow near-goal search
/// ([`SearchParams::near_goal_chain`](super::SearchParams::near_goal_chain)).
const NARROW_KEY: u64 = 0x9e37_79b9_7f4a_7c15;

/// Set apart in the table keys of a position whose placements may not refill the rings the
/// capture before it jumped over ([`SearchParams::bounce`](super::SearchParams::bounce)).
const BOUNCE_KEY: u64 = 0x5851_f42d_4c95_7f2d;

/// Ordering score of a turn already tried before generation.
const SKIP: i32 = i32::MIN + 1;

/// At the frontier, how many turns are picked by history before the rest go in generation
/// order.
const LAZY_PICKS: usize = 4;

/// The state of a node while its turns are tried.
struct Node {
    depth: i32,
    alpha: i32,
    beta: i32,
    ply: usize,
    after_pass: bool,
    pv_node: bool,
    capture: bool,
    /// The sacrificer's placement within a narrow near-goal search
    /// ([`SearchParams::near_goal_chain`](super::SearchParams::near_goal_chain)): only the
    /// turns that may hand over a capture or cut rings off are searched.
    narrow: bool,
    best: i32,
    best_code: u32,
    searched: u32,
    /// Within a verification, the rings each colour has had a sacrifice extended on (one
    /// removal each: `search/verify.rs`).
    extended: [Bitboard; 3],
    /// The rings a placement here may not refill, handing a capture back
    /// ([`SearchParams::bounce`](super::SearchParams::bounce)).
    bounce: Bitboard,
}

impl Searcher {
    /// How far below alpha a quick look may fall before its turn is futile, `depth`
    /// placements from the horizon (0 below two: there no look is taken).
    #[inline]
    fn futility(&self, depth: i32) -> i32 {
        match depth {
            2 => i32::from(self.params.futility_2),
            3.. => i32::from(self.params.futility_3),
            _ => 0,
        }
    }

    /// The value of `pos` for the player to move within (`alpha`, `beta`), `depth`
    /// placements from the horizon and `ply` turns from the root (`after_pass`: the last turn
    /// was a pass, so passing again draws): the table, reverse futility, then the turns.
    pub(super) fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        after_pass: bool,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if let Some(score) = terminal(pos, ply) {
            return score;
        }
        if depth <= 0 {
            let capture = pos.must_capture();
            if self.params.even_horizon && !self.extended && ply + 4 < MAX_PLY {
                if capture {
                    // The captures are searched as turns, so that whose turn it is after them
                    // is looked at.
                    let placer = pos.side_to_move().opponent();
                    return self.captures_at_horizon(pos, alpha, beta, ply, placer);
                }
                if pos.side_to_move() != self.horizon_side {
                    // Forced captures have shifted the turn: the other player places once
                    // more.
                    return self.place_once_more(pos, alpha, beta, ply, after_pass);
                }
            }
            if self.params.parity_tempo < 100 && self.sacrificer.is_none() {
                return self.qsearch_out_of_turn(pos, alpha, beta, ply);
            }
            // Beyond the horizon only compulsory captures are searched.
            if capture {
                let placer = pos.side_to_move().opponent();
                return self.qsearch_after_sacrifice(pos, alpha, beta, ply, placer);
            }
            return self.qsearch(pos, alpha, beta, ply, self.params.corners);
        }
        let capture = pos.must_capture();
        self.count_node();
        if self.stopped {
            return 0;
        }
        if ply + 2 >= MAX_PLY {
            return self.qsearch(pos, alpha, beta, ply, self.params.corners);
        }
        let pv_node = beta - alpha > 1;
        // A narrow near-goal search keeps its scores apart from the position's own.
        let key = match (self.chain, self.verified_against) {
            (Some(_), _) => pos.hash() ^ NARROW_KEY,
            (None, Some(_)) => pos.hash() ^ VERIFY_KEY,
            (None, None) => pos.hash(),
        };
        let bounce = if capture {
            Bitboard::EMPTY
        } else {
            self.bounce_rings(pos, ply) | self.run_rings(pos, ply)
        };
        let key = if bounce.is_empty() {
            key
        } else {
            key ^ BOUNCE_KEY
        };
        // The table counts depth in half placements: a wide pass's results stand above the
        // narrow ones of the same depth (which do not settle its nodes) and below deeper ones.
        let table_depth = depth * 2 + i32::from(self.wide);
        let mut table_code = Code::None;
        if let Some(entry) = self.table.probe(key, ply) {
            table_code = decode(entry.turn);
            if !pv_node
                && entry.depth >= table_depth
                && let Some(score) = entry.settles(alpha, beta)
            {
                return score;
            }
        } else if self.verified_against.is_some()
            && self.chain.is_none()
            && let Some(entry) = self.table.probe(pos.hash(), ply)
        {
            // A verification still tries the position's own best turn first.
            table_code = decode(entry.turn);
        }
        // Reverse futility: a quiet position this far above beta, with one or two placements to
        // go, is not searched (the player to move can nearly always keep what they have).
        if !pv_node && !capture && depth <= 2 && beta.abs() < WIN_BOUND {
            let (eval, _) = self.evaluate(pos, self.params.corners > 0);
            if eval.wins_now {
                return WIN - ply as i32 - 1;
            }
            let trapped = self.params.corners > 0 && eval.cornered;
            let (margin, razor) = if depth == 1 {
                (self.params.static_margin_1, self.params.razor_1)
            } else {
                (self.params.static_margin_2, self.params.razor_2)
            };
            let (margin, razor) = (i32::from(margin), i32::from(razor));
            if eval.score - margin >= beta && !trapped {
                return eval.score - margin;
            }
            // Razoring: this far below alpha, a placement would rarely climb back; if the
            // quiescence search (standing, or filling a ring that cuts a group off) agrees,
            // the position is not searched.
            if razor > 0 && eval.score + razor <= alpha && !trapped {
                let value = self.qsearch(pos, alpha, beta, ply, self.params.corners);
                if value <= alpha || self.stopped {
                    return value;
                }
            }
        }
        if !pv_node && !capture && !after_pass && beta.abs() < WIN_BOUND {
            if let Some(value) = self.null_move(pos, depth, beta, ply) {
                return value;
            }
            if self.stopped {
                return 0;
            }
        }
        let mut node = Node {
            depth,
            alpha,
            beta,
            ply,
            after_pass,
            pv_node,
            capture,
            narrow: depth == 1 && !capture && self.chain == Some(pos.side_to_move()),
            best: -INFINITY,
            best_code: 0,
            searched: 0,
            extended: [Bitboard::EMPTY; 3],
            bounce,
        };
        self.flips += u32::from(capture);
        self.search_node(pos, &mut node, table_code);
        self.flips -= u32::from(capture);
        if self.stopped {
            return 0;
        }
        if node.narrow {
            // The narrow node claims no more than that it fails low.
            node.best = node.best.max(alpha);
        }
        let bound = Bound::of(node.best, alpha, beta);
        self.table.store(
            key,
            ply,
            Entry {
                score: node.best,
                depth: table_depth,
                bound,
                turn: node.best_code,
            },
        );
        node.best
    }

    /// The null move ([`SearchParams::null_move`](super::SearchParams::null_move)): where
    /// the player to move stands at or above `beta` with `depth` placements to go, the
    /// opponent is given the move instead (a pass) and searched with
    /// [`SearchParams::null_reduction`](super::SearchParams::null_reduction) placements
    /// fewer; if even then they cannot bring the score below `beta`, the node fails high
    /// with that score. Only where passing cannot be the best turn: a board in one piece,
    /// at least five marbles in the pool and three vacant rings (no parity, no last ring to
    /// fill), and a mover with a safe placement (one that hands nothing over: with none,
    /// having to place is a burden, and a pass would flatter them).
    fn null_move(&mut self, pos: &Position, depth: i32, beta: i32, ply: usize) -> Option<i32> {
        let from = i32::from(self.params.null_move);
        if from == 0
            || depth < from
            || self.params.even_horizon
            || self.chain.is_some()
            || self.verified_against.is_some()
            || ply + 4 >= MAX_PLY
            || !open_play(pos)
        {
            return None;
        }
        let (eval, _) = self.evaluate(pos, true);
        if eval.wins_now || eval.cornered || eval.score < beta {
            return None;
        }
        let mut passed = *pos;
        passed.play_unchecked(Turn::Pass);
        let reduced = depth - 1 - i32::from(self.params.null_reduction);
        let value = -self.negamax(&passed, reduced, -beta, 1 - beta, ply + 1, false);
        // A forced win found without a turn of one's own is not claimed as one.
        (!self.stopped && value >= beta).then_some(value.min(WIN_BOUND - 1))
    }

    /// Tries the turns of a node in stages: the table's placement and the killers before
    /// anything is generated (a cut-off then costs no generation at all), then the rest —
    /// ordered by a quick look where there is depth to spare, else by history for the first
    /// few and in generation order after them.
    fn search_node(&mut self, pos: &Position, node: &mut Node, table_code: Code) {
        let deep = node.depth >= 2 && !node.capture;
        // Late quiet placements: how many are searched before the rest are skipped; and, with
        // one placement to go, how many removals each sacrifice is searched with.
        // And how far short a sacrifice must fall for its far removals, or its other
        // colours, to be skipped.
        let (late_limit, loud_limit, far_margin, colour_margin) = match node.depth {
            _ if node.pv_node || node.capture || node.alpha.abs() >= WIN_BOUND => (0, 0, 0, 0),
            _ if pos.is_split() => (0, 0, 0, 0),
            1 => (
                self.params.late_quiet_1,
                self.params.late_loud_1,
                self.params.far_removals,
                self.params.short_colours,
            ),
            2 => (self.params.late_quiet_2, 0, 0, 0),
            _ => (0, 0, 0, 0),
        };
        // Where quick looks prune, the turns whose look cannot reach alpha come last and are
        // settled together (`settle_futile`): only the others need an order.
        let futile_floor = (deep
            && !node.pv_node
            && node.depth <= 3
            && node.alpha.abs() < WIN_BOUND
            && (late_limit, loud_limit, far_margin) == (0, 0, 0))
            .then(|| node.alpha - self.futility(node.depth));
        // Quiet placements that cannot reach alpha, by the static evaluation: at the frontier
        // they are skipped, further up they count as futile without a look.
        let quiet = match node.depth {
            1 => self.quiet_placements(pos, node, 0),
            _ if futile_floor.is_some() => {
                self.quiet_placements(pos, node, self.futility(node.depth))
            }
            _ => None,
        };
        // Within a narrow near-goal search, the sacrificer's last placement: only those that
        // may hand over a capture (on a ring where a jump can follow) or remove a ring that
        // may split a group — the quiet placements' rings, where they were sought.
        let chain = node.narrow.then(|| match quiet.as_ref() {
            Some(q) => (q.cells, q.splitting),
            None => (jumpless_cells(pos), multi_arc(pos.rings())),
        });
        let off_chain = |turn: &Turn| match (turn, chain) {
            (Turn::Place { at, remove, .. }, Some((jumpless, splitting))) => {
                jumpless.contains(*at) && remove.is_none_or(|r| !splitting.contains(r))
            }
            _ => false,
        };
        let mut tried = [None; 3];
        let mut count = 0;
        if !node.capture {
            let killers = self.history.killers(node.ply);
            let table_turn = match table_code {
                Code::Place(turn) => Some(turn),
                _ => None,
            };
            for turn in [table_turn, killers[0], killers[1]].into_iter().flatten() {
                if tried[..count].contains(&Some(turn))
                    || off_chain(&turn)
                    || bounces(pos, node.bounce, &turn)
                    || !is_legal_placement(pos, &turn)
                    || quiet.as_ref().is_some_and(|q| q.holds(&turn))
                {
                    continue;
                }
                tried[count] = Some(turn);
                count += 1;
                if self
                    .try_turn(pos, node, turn, encode(&turn, 0), NO_ESTIMATE)
                    .0
                {
                    return;
                }
            }
        }
        let start = match quiet.as_ref() {
            // At the frontier the quiet placements are not even generated: none is searched,
            // and the node's best is raised to their ceiling.
            Some(q) if !deep => {
                let (start, left_out) = self.generate_except(pos, q.cells, q.splitting);
                if left_out {
                    node.best = node.best.max(q.ceiling);
                }
                start
            }
            _ => self.generate(pos),
        };
        let mut end = self.stack.len();
        if let Some(q) = quiet.as_ref().filter(|_| deep) {
            end = self.set_quiet_aside(q, start);
        }
        // The rings whose removal may split a group: the quiet placements' set where they
        // were sought.
        let splitting = || {
            quiet
                .as_ref()
                .map_or_else(|| multi_arc(pos.rings()), |q| q.splitting)
        };
        // Two placements from the horizon, with the mover this close to a goal, a sacrifice
        // that leaves the opponent one capture is never futile
        // ([`SearchParams::near_goal_sacrifices`](super::SearchParams::near_goal_sacrifices)).
        let near_goal = futile_floor.is_some()
            && node.depth == 2
            && self.params.near_goal_sacrifices > 0
            && fewest_needed(pos, pos.side_to_move()) <= self.params.near_goal_sacrifices;
        // A verification's opponent's sacrifices are never futile while their line may
        // extend them.
        let rescue = near_goal || (futile_floor.is_some() && self.rescues_chains(pos));
        let mut shared = (deep && pos.board().rings() <= self.params.quick_far_removals)
            .then(|| SharedLooks::new(splitting()));
        for i in start..end {
            // The scores that need no look, read in place: a copy of every turn generated,
            // read back at once, would stall the processor's loads.
            let Scored { turn, index, .. } = &self.stack[i];
            let tried_before = count > 0 && tried[..count].iter().any(|t| t.as_ref() == Some(turn));
            let known =
                if tried_before || (!node.bounce.is_empty() && bounces(pos, node.bounce, turn)) {
                    Some(SKIP)
                } else if deep && let Some(q) = quiet.as_ref().filter(|q| q.holds(turn)) {
                    Some(q.ceiling)
                } else if table_code.names(turn, *index) {
                    // (A table placement was tried above, or is not legal here.)
                    Some(TABLE_TURN)
                } else if !deep {
                    Some(self.history.score(turn, node.ply))
                } else {
                    None
                };
            let score = if let Some(known) = known {
                known
            } else {
                let turn = self.stack[i].turn;
                let slot = shared.as_ref().and_then(|s| s.slot(turn));
                let kept = slot.zip(shared.as_ref()).and_then(|(k, s)| s.look(k));
                match kept {
                    Some(look) => look,
                    None => {
                        let mut child = *pos;
                        child.play_unchecked(turn);
                        self.evals.prefetch(child.hash());
                        // Where looks prune, one at or below the floor only needs to be
                        // known as that: the opponent's answers stop at the first that
                        // holds it there (a bound, but a forced loss is looked at whole).
                        let ceiling = futile_floor
                            .filter(|_| self.params.bounded_looks)
                            .map_or(INFINITY, |floor| -floor);
                        let (ply, corners) = (node.ply + 1, self.params.quick_corners);
                        let mut look = -self.qsearch(&child, -INFINITY, ceiling, ply, corners);
                        if look < -WIN_BOUND && ceiling < INFINITY {
                            look = -self.qsearch(&child, -INFINITY, INFINITY, ply, corners);
                        }
                        if rescue
                            && let Some(floor) = futile_floor
                            && (-WIN_BOUND..=floor).contains(&look)
                            && single_capture(&child)
                        {
                            // Just above the floor: searched, after the turns that look better.
                            look = floor + 1;
                        }
                        if let (Some(k), Some(shared)) = (slot, shared.as_mut()) {
                            shared.keep(k, look);
                        }
                        look
                    }
                }
            };
            self.stack[i].score = score;
        }
        if self.stopped {
            self.stack.truncate(start);
            return;
        }
        let lazy = !deep && !node.capture;
        let end = match futile_floor {
            Some(floor) => start + ordering::sort_above(&mut self.stack[start..end], floor),
            None => {
                if !lazy {
                    ordering::sort(&mut self.stack[start..end]);
                }
                end
            }
        };
        let (loud, splitting) =
            if late_limit > 0 || loud_limit > 0 || far_margin > 0 || colour_margin > 0 {
                (placement_jumps(pos).0, splitting())
            } else {
                (Bitboard::EMPTY, Bitboard::EMPTY)
            };
        let safe_for_sure = pos.vacant() & !loud;
        let mut quiet_searched = 0u16;
        let mut narrow_seen = [Bitboard::EMPTY; 3];
        let mut sacrifices = (loud_limit > 0).then(|| Sacrifices::new(loud, splitting, loud_limit));
        let near = self.params.near_removals;
        let mut short =
            (far_margin > 0).then(|| ShortSacrifices::new(loud, splitting, far_margin, near));
        let mut short_colours = (colour_margin > 0).then(|| ShortColours::new(loud, colour_margin));
        for i in start..end {
            if lazy && i - start < LAZY_PICKS {
                ordering::select(&mut self.stack[i..end]);
            }
            let Scored { turn, score, index } = self.stack[i];
            if score == SKIP || off_chain(&turn) {
                continue;
            }
            if late_limit > 0
                && score < KILLER
                && let Turn::Place { at, remove, .. } = turn
                && safe_for_sure.contains(at)
                && remove.is_none_or(|r| !splitting.contains(r))
            {
                if quiet_searched >= late_limit {
                    continue;
                }
                quiet_searched += 1;
            }
            if score < KILLER
                && let Some(sacrifices) = sacrifices.as_mut()
                && sacrifices.beyond_limit(turn)
            {
                continue;
            }
            let estimate = if deep && score < KILLER {
                score
            } else {
                NO_ESTIMATE
            };
            if let Some(short) = short.as_ref()
                && short.skips(turn)
            {
                continue;
            }
            if score < KILLER
                && let Some(short_colours) = short_colours.as_ref()
                && short_colours.skips(turn)
            {
                continue;
            }
            // A narrow node searches each marble on each ring with one removal, and with
            // every removal that may split a group.
            if let Some((_, splitting)) = chain
                && let Turn::Place { marble, at, remove } = turn
                && remove.is_none_or(|r| !splitting.contains(r))
            {
                if narrow_seen[marble.index()].contains(at) {
                    continue;
                }
                narrow_seen[marble.index()] |= Bitboard::from_cell(at);
            }
            // A rescued sacrifice is known by its look, set just above the floor (a turn whose
            // own look lands there is taken for one).
            let narrow = self.params.near_goal_chain
                && near_goal
                && futile_floor.is_some_and(|floor| score == floor + 1);
            if narrow {
                self.chain = Some(pos.side_to_move());
            }
            let (cut_off, value) = self.try_turn(pos, node, turn, encode(&turn, index), estimate);
            if narrow {
                self.chain = None;
            }
            if cut_off {
                break;
            }
            if let Some(short) = short.as_mut() {
                short.note(turn, value, node.alpha);
            }
            if let Some(short_colours) = short_colours.as_mut() {
                short_colours.note(turn, value, node.alpha);
            }
        }
        if futile_floor.is_some() && !self.stopped && node.best < node.beta {
            self.settle_futile(pos, node, end);
        }
        self.stack.truncate(start);
    }

    /// The turns of a node from `from` to the top of the stack, whose quick looks lie at or
    /// below alpha less the futility margin (set apart by [`ordering::sort_above`]), exactly as
    /// trying each in order, best first, would: the first is searched if nothing has been
    /// yet; the others are futile (their looks raise the node's best) or forced losses, of
    /// which the best is tried for its exact score.
    fn settle_futile(&mut self, pos: &Position, node: &mut Node, from: usize) {
        let best_of = |turns: &[Scored], keep: &dyn Fn(&Scored) -> bool| {
            turns
                .iter()
                .enumerate()
                .filter(|(_, t)| t.score != SKIP && keep(t))
                .max_by(|(_, a), (_, b)| a.score.cmp(&b.score).then(b.index.cmp(&a.index)))
                .map(|(i, _)| i)
        };
        let try_at = |searcher: &mut Searcher, node: &mut Node, i: usize| {
            let Scored { turn, index, score } = searcher.stack[from + i];
            searcher.stack[from + i].score = SKIP;
            searcher
                .try_turn(pos, node, turn, encode(&turn, index), score)
                .0
        };
        if node.searched == 0 {
            // Nothing searched yet: the best of them is, as it would have been first.
            match best_of(&self.stack[from..], &|_| true) {
                Some(i) if !try_at(self, node, i) => {}
                _ => return,
            }
        }
        let margin = self.futility(node.depth);
        if let Some(i) = best_of(&self.stack[from..], &|t| t.score >= -WIN_BOUND) {
            node.best = node.best.max(self.stack[from + i].score + margin);
        }
        if let Some(i) = best_of(&self.stack[from..], &|t| t.score < -WIN_BOUND) {
            try_at(self, node, i);
        }
    }

    /// Takes the quiet placements `quiet` names off the stack from `start` (keeping the order
    /// of the rest) but the first, and returns the new top. Two or more placements from the
    /// horizon the first stays, to be scored with the ceiling: they would all be settled as
    /// futile together, the first standing for them (the same score, the first in order). (At
    /// the frontier they are not generated at all: [`Searcher::generate_except`].)
    fn set_quiet_aside(&mut self, quiet: &QuietPlacements, start: usize) -> usize {
        let mut kept = start;
        let mut seen = false;
        for i in start..self.stack.len() {
            let entry = self.stack[i];
            if quiet.holds(&entry.turn) {
                if seen {
                    continue;
                }
                seen = true;
            }
            self.stack[kept] = entry;
            kept += 1;
        }
        self.stack.truncate(kept);
        kept
    }

    /// The quiet placements of `node` where the static evaluation shows that none can reach
    /// alpha less `margin`
    /// ([`SearchParams::quiet_ceiling`](super::SearchParams::quiet_ceiling)): outside the
    /// principal variation, with no capture pending and no cornered quiescence or even horizon
    /// (whose answers to a quiet placement can score above its bound).
    fn quiet_placements(
        &mut self,
        pos: &Position,
        node: &Node,
        margin: i32,
    ) -> Option<QuietPlacements> {
        let params = &self.params;
        if !params.quiet_ceiling
            || node.pv_node
            || node.capture
            || node.alpha.abs() >= WIN_BOUND
            || params.corners > 0
            || params.quick_corners > 0
            || params.even_horizon
            || self.sacrificer.is_some()
        {
            return None;
        }
        let (eval, _) = self.evaluate(pos, false);
        if eval.wins_now {
            return None;
        }
        let mut ceiling = quiet_ceiling(pos, &self.weights, eval.score)?;
        if node.depth == 1 {
            ceiling += self.out_of_turn_answer();
        }
        (ceiling + margin <= node.alpha).then(|| QuietPlacements::of(pos, ceiling))
    }

    /// How much more a quiet placement one placement from the horizon may be worth than the
    /// quiet ceiling counts: where the line has made an odd number of compulsory captures,
    /// the opponent answers it at the horizon out of turn, with less of the initiative
    /// ([`SearchParams::parity_tempo`](super::SearchParams::parity_tempo)); else nothing.
    pub(super) fn out_of_turn_answer(&self) -> i32 {
        if self.params.parity_tempo >= 100 || self.flips.is_multiple_of(2) {
            return 0;
        }
        self.initiative_lost(self.params.parity_tempo.min(self.params.horizon_tempo))
    }

    /// Searches one turn of a node (or skips it as futile): whether it cut off or the search
    /// was stopped, and the turn's value (a bound where it was skipped or searched with a
    /// null window).
    fn try_turn(
        &mut self,
        pos: &Position,
        node: &mut Node,
        turn: Turn,
        code: u32,
        estimate: i32,
    ) -> (bool, i32) {
        let ply = node.ply;
        self.pv_len[ply + 1] = ply + 1;
        let pass = turn == Turn::Pass;
        let margin = self.futility(node.depth);
        let known = estimate != NO_ESTIMATE;
        let value = if pass && node.after_pass {
            // Two passes in a row: a draw.
            0
        } else if known && estimate < -WIN_BOUND {
            // The quick look saw a forced loss (captures are searched through): exact.
            estimate
        } else if known
            && (!node.pv_node || self.params.pv_futility)
            && node.searched > 0
            && node.depth <= 3
            && node.alpha.abs() < WIN_BOUND
            && estimate + margin <= node.alpha
        {
            node.best = node.best.max(estimate + margin);
            return (false, estimate + margin);
        } else {
            let mut child = *pos;
            child.play_unchecked(turn);
            self.note_turn(&child, &turn, ply + 1);
            self.note_run(pos, &child, &turn, ply + 1);
            // A verification's opponent's sacrifice costs no depth, so many a line.
            // (One removal each: the first of a colour on a ring.)
            let extend = match turn {
                Turn::Place { marble, at, .. }
                    if self.rescues_chains(pos)
                        && !node.extended[marble.index()].contains(at)
                        && single_capture(&child) =>
                {
                    node.extended[marble.index()] |= Bitboard::from_cell(at);
                    true
                }
                _ => false,
            };
            let next = if turn.is_capture() || extend {
                node.depth
            } else {
                node.depth - 1
            };
            if extend {
                self.chain_left -= 1;
            }
            // The child's table bucket (a search with depth left probes it first) and its
            // evaluation (judged first beyond the horizon, or for reverse futility).
            if next > 0 {
                self.table.prefetch(child.hash());
            }
            self.evals.prefetch(child.hash());
            let (alpha, beta) = (node.alpha, node.beta);
            let value = if node.searched == 0 {
                -self.negamax(&child, next, -beta, -alpha, ply + 1, pass)
            } else {
                // A sacrifice (its capture costs no depth) is reduced only on the boards
                // `SearchParams::reduce_sacrifices` names, and from a later turn.
                let late = if child.must_capture() {
                    pos.board().rings() <= self.params.reduce_sacrifices
                        && node.searched >= u32::from(self.params.sacrifices_whole)
                } else {
                    node.searched >= 3
                };
                let reduce = known && node.depth >= 3 && late;
                let reduction = if !reduce {
                    0
                } else if node.searched >= 12 && node.depth >= 5 {
                    2
                } else {
                    1
                };
                let mut v =
                    -self.negamax(&child, next - reduction, -alpha - 1, -alpha, ply + 1, pass);
                if v > alpha && reduction > 0 && !self.stopped {
                    v = -self.negamax(&child, next, -alpha - 1, -alpha, ply + 1, pass);
                }
                if v > alpha && v < beta && !self.stopped {
                    v = -self.negamax(&child, next, -beta, -alpha, ply + 1, pass);
                }
                v
            };
            if extend {
                self.chain_left += 1;
            }
            value
        };
        if self.stopped {
            return (true, value);
        }
        node.searched += 1;
        if value > node.best {
            node.best = value;
            node.best_code = code;
            if value > node.alpha {
                node.alpha = value;
                self.update_pv(ply, turn);
                if value >= node.beta {
                    if !node.capture {
                        self.history.cut_off(turn, ply, node.depth);
                    }
                    return (true, value);
                }
            }
        }
        (false, value)
    }
}
