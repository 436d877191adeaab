//! The search: iterative-deepening alpha-beta (negamax with principal-variation search) over
//! whole turns.
//!
//! - **Depth** counts placements (and passes). Compulsory captures do not count: a position
//!   where a capture is pending is searched through at any depth, so the opponent's forced
//!   answers to a sacrifice cost nothing and every evaluated leaf is quiet.
//! - **An even horizon** (medium's, [`SearchParams::even_horizon`]): the opponent's forced
//!   captures shift whose turn it is, so a line can end with the wrong player to move — after a
//!   sacrifice, its capture and the sacrificer's next placement, or after a sacrifice on the
//!   last placement, its capture and a recapture. There the player to move places once more
//!   instead of standing on the evaluation under a threat they could answer.
//! - **The player out of turn** (hard's from 40 rings on: [`SearchParams::parity_tempo`],
//!   [`HARD_PARITY_TEMPO`]): a line whose compulsory captures number odd reaches the horizon
//!   with the other player to move than a line of placements alone, mostly the sacrificer;
//!   their initiative counts for the other player there, as if the line had alternated
//!   placements.
//! - **Quiescence** beyond the last placement: compulsory captures (all of them: a capture
//!   cannot be declined), then in a quiet position the mover either stands on the evaluation or
//!   plays a placement that fills a ring and takes a cut-off group (found by the evaluation),
//!   whose answers are searched the same way. Where the last placement searched was a
//!   sacrifice, the sacrificer has the move again after the capture; a shallow search (easy,
//!   medium, and every level's first iteration) does not credit them with the initiative then
//!   ([`SearchParams::horizon_tempo`], [`SearchParams::horizon_tempo_1`]), else any sacrifice
//!   of a marble worth less than the initiative twice over looks like a gain at the horizon.
//! - **Transposition table** keyed by the engine's Zobrist hash ([`super::table`]).
//! - **Ordering** in stages ([`super::ordering`]): the table's placement and two killers are
//!   tried before any turn is generated; then, with two or more placements to go, every turn
//!   ordered by a quick look (the quiescence value of the position it leads to), which puts
//!   isolations and forcing sacrifices first — a placement's removals far from its marble that
//!   cut nothing off share one look ([`SearchParams::quick_far_removals`]); at the frontier the
//!   history of placements and removals that caused cut-offs picks the first few.
//! - **Evaluation cache** ([`super::eval_cache`]): the static evaluations of recent positions,
//!   since a quick look and the search of the same turn judge the same position. A position's
//!   slot there, and its bucket in the table, are fetched into the processor's cache as soon as
//!   the turn leading to it is made (`prefetch.rs`): the probe a moment later then rarely waits
//!   for memory.
//! - **Pruning**: with two placements to go, a turn whose quick look does not reach alpha is
//!   skipped (the quick look lets the opponent stand pat, which they can nearly always beat;
//!   such turns are not even sorted, but settled together, and their looks stop as soon as they
//!   are known to fall short: [`SearchParams::bounded_looks`]) — except, for a player near a
//!   goal, a sacrifice with a single capture in answer ([`SearchParams::near_goal_sacrifices`])
//!   —, with three a margin of one marble; where the position's own evaluation shows that no
//!   quiet placement (no jump created, no group split: the initiative passes, nothing else
//!   changes) can reach that, the quiet placements are settled by that bound without a look,
//!   and at the frontier not even generated ([`SearchParams::quiet_ceiling`]); a quiet position
//!   far above beta with one or two placements to go is not searched (reverse futility;
//!   razoring, its mirror below alpha, is an engine option, off); one at or above beta with
//!   three or more to go is first searched with the opponent given the move, and is not
//!   searched further where even then they cannot bring it down (the null move:
//!   [`SearchParams::null_move`]); late turns with three or more to go are first
//!   searched shallower (late-move reduction: the quiet ones after a node's third, on 37
//!   rings the sacrifices after its sixth, [`SearchParams::reduce_sacrifices`]; at the root
//!   an engine option, off: [`SearchParams::root_reduction`]). With one placement to go,
//!   outside the principal variation, only the first 20 quiet placements are searched
//!   (sacrifices and cuts always), and a sacrifice that falls 100 points short with its first
//!   removal is not searched again with removals far from it
//!   ([`SearchParams::far_removals`]). A forced win found at the root ends the iteration.
//! - **The plan** (an engine option, off: [`SearchParams::plan_bar`]): where the opponent
//!   answered as the last search of the game expected, a sacrifice at the root must be found
//!   a bar better than the turn that search planned for now, where that turn hands over
//!   nothing — else a plan that can wait may be put off turn after turn, each delay a
//!   sacrifice whose forced capture lets the horizon take a placement from the other player.
//! - **Verification** (an engine option, off: [`SearchParams::verify_turns`]): after an
//!   iteration, its best turn searched again with the opponent's chains of single-capture
//!   sacrifices (or both players') costing no depth; where it falls short, the next best are
//!   tried so.
//! - **The delay test** (hard's from 40 rings on: [`SearchParams::delay_test`],
//!   [`HARD_DELAY_TEST`]): where a deeper iteration turns from the last one's quiet turn to a
//!   sacrifice it scores lower, the opponent is given the move at once before and after the
//!   sacrifice; where they stand no worse after it, it only put their threat off, and the
//!   quiet turn is played. Where the clock stops an iteration whose new best is such a
//!   sacrifice, no time is left for the test; with [`SearchParams::delay_partial`] (a trial
//!   setting, off on every level) the quiet turn is played then too.
//! - **The end** (the `endgame` module): with few marbles left in the pool, a search without a
//!   depth limit first tries, on a third of its budget, to prove the result to the end of the
//!   game; a proof is played at once (the fastest win, the longest defence), otherwise the
//!   iterations take the rest of the budget, with the proofs found kept in the table.
//! - **Chains of sacrifices** ([`SearchParams::chain_turns`], a trial setting off on every
//!   level): before the iterations, on a small share of the budget, a narrow proof
//!   ([`crate::chains`]) looks for a win by the searcher's own sacrifices, each answered by a
//!   compulsory capture, and a proved win is played at once.
//! - **Time**: the clock and the cancel flag are read every 1024 nodes, so the search stops
//!   within a millisecond or so of its budget; the result is the best turn of the deepest
//!   iteration searched (a partial iteration counts when its first turn was finished). A new
//!   iteration starts only while less than 40 % of the budget is spent
//!   ([`SearchParams::iteration_share`]; an engine option can give the game's first
//!   placements another share, [`SearchParams::opening_share`], off on every level).
//! - **Determinism**: with no time pressure (a depth limit reached first) the result depends
//!   only on the position and the seed. The seed shuffles the root turns before ordering (so
//!   equal turns vary from seed to seed) and draws the played turn among those within the
//!   level's margin of the best. Under time pressure the depth reached depends on the clock.
//!
//! **Approximations**: repetition is not detected inside the search (positions rarely repeat —
//! every placement adds a marble and nearly every one removes a ring); two passes in a row
//! score as a draw, but the table does not know whether the position was reached by a pass.
//! Memory: the table (its size is a limit), the evaluation cache (512 KiB), one turn stack
//! (grown only past 131 072 turns, which no real search reaches) and the principal-variation
//! triangle, all allocated once per [`Searcher`]; nothing is allocated per node.
//!
//! **The parts**, one job each: this file holds the [`Searcher`] and what every node shares
//! (counting nodes against the clock, generating turns, the principal variation);
//! `params.rs` the [`SearchParams`] and their measured defaults; `limits.rs` the
//! [`Limits`]; `result.rs` what a search reports ([`SearchResult`], [`Iteration`], scores
//! in words); `deepening.rs` the iterations within the budget and the choice of the turn;
//! `root.rs` one iteration's root; `node.rs` the nodes below it, their ordering, pruning
//! and reductions; `pruning.rs` the frontier's bookkeeping of quiet placements, sacrifices
//! and far removals; `quiescence.rs` the search beyond the last placement and the static
//! evaluation; `verify.rs` the verification of an iteration's best turn; `delay.rs` the delay
//! test; the `endgame` module the end solver (the chain proof is the crate's `chains`
//! module).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use zertz_engine::{Bitboard, Outcome, Player, Position, Turn};

use crate::chains::ChainProver;
use crate::eval::{Cuts, WIN, Weights};
use crate::eval_cache::EvalCache;
use crate::ordering::{History, MAX_PLY, Scored};
use crate::table::Table;

mod bounce;
mod deepening;
mod delay;
mod endgame;
mod limits;
mod node;
mod params;
mod pruning;
mod quiescence;
mod result;
mod root;
mod runs;
mod verify;

pub use limits::Limits;
pub use params::{
    ALL_COLOURS, CHAIN_DEFENCES, CHAIN_NODES, DELAY_TEST_RINGS, EMPTY_FILLS, END_POOL,
    FAR_REMOVALS, FIRST_BOOK, FIRST_FAR, FIRST_MARBLES, FUTILITY, HARD_DELAY_TEST,
    HARD_PARITY_TEMPO, HORIZON_TEMPO, HORIZON_TEMPO_1, ITERATION_SHARE, LATE_QUIET_1,
    NEAR_GOAL_SACRIFICES, NEAR_REMOVALS, NULL_MOVE, PARITY_TEMPO, PARITY_TEMPO_RINGS,
    QUICK_FAR_REMOVALS, QUIET_REPLY, REDUCE_SACRIFICES, ROOT_REDUCTION, SACRIFICES_SEARCHED_WHOLE,
    STATIC_MARGIN, SearchParams,
};
pub use result::{Iteration, SearchResult, forced_result, format_score};

/// Larger than any score.
const INFINITY: i32 = WIN + 1_000;

/// How many nodes between two looks at the clock and the cancel flag.
const CHECK_EVERY: u64 = 1024;

/// No quick look was taken at the turn.
const NO_ESTIMATE: i32 = i32::MIN;

/// Turns the stack holds before it has to grow.
const STACK: usize = 1 << 17;

/// Searches `position` within `limits`: the best turn, or None when the position has no legal
/// turn (the game is over).
pub fn search(position: &Position, limits: &Limits) -> Option<SearchResult> {
    Searcher::new(limits.table_mib).search(position, limits)
}

/// A search engine with its memory: reuse it for the turns of one game to keep the table.
pub struct Searcher {
    table: Table,
    /// The static evaluations of recent positions.
    evals: EvalCache,
    /// The cuts of the quiet position the quiescence search is at: found on the way by its
    /// evaluation ([`quiescence::Fills::Found`]), or looked for where the evaluation came from
    /// the cache and says there are fills (kept here, not returned: a copy of them read back
    /// at once would stall the processor's loads).
    found: Cuts,
    stack: Vec<Scored>,
    pv: Vec<[Turn; MAX_PLY]>,
    pv_len: [usize; MAX_PLY + 1],
    history: Box<History>,
    weights: Weights,
    params: SearchParams,
    nodes: u64,
    deadline: Instant,
    node_limit: u64,
    cancel: Option<Arc<AtomicBool>>,
    stopped: bool,
    /// The end solver's line: the hash of each position from its root down.
    line: [u64; MAX_PLY],
    /// How many times the end solver scored a line it could not finish (a repetition or the
    /// ply limit) as a draw.
    unfinished: u64,
    /// The player whose placement at the horizon handed over the capture being searched.
    sacrificer: Option<Player>,
    /// The share of the initiative [`Searcher::sacrificer`] keeps, in percent.
    sacrificer_share: u8,
    /// How many compulsory captures the line being searched has made below the root
    /// ([`SearchParams::parity_tempo`]).
    flips: u32,
    /// Who is to move at the horizon of a line of the current iteration that alternates
    /// placements ([`SearchParams::even_horizon`]).
    horizon_side: Player,
    /// Whether the line being searched has had its one extra placement.
    extended: bool,
    /// Whether the root pass under way is a wide one ([`SearchParams::wide_pass`]).
    wide: bool,
    /// The sacrificer of the near-goal sacrifice being searched narrowly
    /// ([`SearchParams::near_goal_chain`]).
    chain: Option<Player>,
    /// The aspiration window of the iteration under way for its first root turn
    /// ([`SearchParams::aspiration`]).
    window: Option<(i32, i32)>,
    /// In an iteration that checks the last one's sacrifice ([`SearchParams::sacrifice_check`]):
    /// the score its first root turn must keep for the iteration to stop there.
    check_bar: Option<i32>,
    /// During a verification of the root's best turns ([`SearchParams::verify_turns`]): the
    /// opponent, whose chains of sacrifices it extends.
    verified_against: Option<Player>,
    /// How many more of the opponent's sacrifices the line being verified may extend.
    chain_left: u8,
    /// The position the last search expected its player to face next (by hash) and the
    /// turn its principal variation played there ([`SearchParams::plan_bar`]).
    plan: Option<(u64, Turn)>,
    /// By ply: the position after a capture (by hash) and the rings that capture jumped
    /// over, which a placement there may not refill ([`SearchParams::bounce`]).
    jumped: Vec<(u64, Bitboard)>,
    /// By ply: the position (by hash) and the run of sacrifices of the player who places
    /// there, or after a sacrifice the run it makes if answered ([`SearchParams::sacrifice_run`]).
    runs: Vec<(u64, u8)>,
    /// The player to move at the root, or after a capture there the opponent: the searching
    /// player ([`SearchParams::bounce`]).
    searching: Player,
    /// The chain prover ([`SearchParams::chain_turns`]), made at its first use.
    chains: Option<Box<ChainProver>>,
}

/// The score of a finished position for the player to move, forced results nearer the root
/// scoring higher.
#[inline]
fn terminal(pos: &Position, ply: usize) -> Option<i32> {
    if !pos.is_finished() {
        return None;
    }
    match pos.outcome()? {
        Outcome::Win { winner, .. } if winner == pos.side_to_move() => Some(WIN - ply as i32),
        Outcome::Win { .. } => Some(-(WIN - ply as i32)),
        Outcome::Draw { .. } => Some(0),
    }
}

impl Searcher {
    /// A searcher with a table of `table_mib` MiB.
    pub fn new(table_mib: usize) -> Searcher {
        Searcher {
            table: Table::new(table_mib),
            evals: EvalCache::new(),
            found: Cuts::NONE,
            stack: Vec::with_capacity(STACK),
            pv: vec![[Turn::Pass; MAX_PLY]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            history: Box::default(),
            weights: Weights::default(),
            params: SearchParams::default(),
            nodes: 0,
            deadline: Instant::now(),
            node_limit: u64::MAX,
            cancel: None,
            stopped: false,
            line: [0; MAX_PLY],
            unfinished: 0,
            sacrificer: None,
            sacrificer_share: 100,
            flips: 0,
            horizon_side: Player::One,
            extended: false,
            wide: false,
            chain: None,
            window: None,
            check_bar: None,
            verified_against: None,
            chain_left: 0,
            plan: None,
            jumped: vec![(0, Bitboard::EMPTY); MAX_PLY + 1],
            runs: vec![(0, 0); MAX_PLY + 1],
            searching: Player::One,
            chains: None,
        }
    }

    /// Searches `position` within `limits` (the table size of `limits` is ignored: the
    /// searcher's own table is used).
    pub fn search(&mut self, position: &Position, limits: &Limits) -> Option<SearchResult> {
        self.search_reporting(position, limits, |_| {})
    }

    /// The memory this searcher holds, in bytes: its table, its evaluation cache, its stack
    /// of turns, its lines and history, its chain prover once made, and itself. A search
    /// adds only its list of root turns (a few hundred KiB at most).
    pub fn memory_bytes(&self) -> usize {
        self.table.bytes()
            + self.evals.bytes()
            + self.stack.capacity() * std::mem::size_of::<Scored>()
            + self.pv.capacity() * std::mem::size_of::<[Turn; MAX_PLY]>()
            + std::mem::size_of::<History>()
            + self.jumped.capacity() * std::mem::size_of::<(u64, Bitboard)>()
            + self.runs.capacity() * std::mem::size_of::<(u64, u8)>()
            + self.chains.as_ref().map_or(0, |prover| prover.bytes())
            + std::mem::size_of::<Searcher>()
    }

    /// Forgets every stored result (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.evals.clear();
        *self.history = History::default();
        self.plan = None;
    }

    /// Whether the cancel flag is set.
    #[inline]
    fn cancelled(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// Runs `part` of the search within a narrower `deadline` and `node_limit` (a share of
    /// the budget: the end solver's, a verification's), then restores the search's own
    /// limits. The search stays stopped where it was cancelled (noticed at once, not at the
    /// next look at the clock) or its own deadline or node limit was reached; where only the
    /// share ran out, it goes on.
    fn within_share<T>(
        &mut self,
        deadline: Instant,
        node_limit: u64,
        part: impl FnOnce(&mut Searcher) -> T,
    ) -> T {
        let (own_deadline, own_limit) = (self.deadline, self.node_limit);
        self.deadline = deadline.min(own_deadline);
        self.node_limit = node_limit.min(own_limit);
        let result = part(self);
        self.deadline = own_deadline;
        self.node_limit = own_limit;
        self.stopped = self.cancelled()
            || (self.stopped && (Instant::now() >= own_deadline || self.nodes >= own_limit));
        result
    }

    /// Counts a node; every [`CHECK_EVERY`] nodes, stops the search once the node limit, the
    /// deadline or the cancel flag is reached.
    #[inline]
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY)
            && (self.nodes >= self.node_limit
                || Instant::now() >= self.deadline
                || self.cancelled())
        {
            self.stopped = true;
        }
    }

    /// Counts a node of the quiescence or capture search: its score at once where the search
    /// has been stopped (0) or the game is over there.
    #[inline]
    fn enter(&mut self, pos: &Position, ply: usize) -> Option<i32> {
        self.count_node();
        if self.stopped {
            return Some(0);
        }
        terminal(pos, ply)
    }

    /// Pushes every legal turn of `pos` on the stack; returns where they start.
    #[inline]
    fn generate(&mut self, pos: &Position) -> usize {
        self.generate_except(pos, Bitboard::EMPTY, Bitboard::EMPTY)
            .0
    }

    /// [`Searcher::generate`] without the placements on a ring of `cells` that remove no ring
    /// or one outside `removals` ([`Position::for_each_legal_turn_except`]); returns where the
    /// turns start and whether any was left out. The others keep their generation indices'
    /// order, so ordering ties break as with every turn generated.
    #[inline]
    fn generate_except(
        &mut self,
        pos: &Position,
        cells: Bitboard,
        removals: Bitboard,
    ) -> (usize, bool) {
        let start = self.stack.len();
        let stack = &mut self.stack;
        let mut index = 0u16;
        let left_out = pos.for_each_legal_turn_except(cells, removals, |turn| {
            stack.push(Scored {
                turn,
                score: 0,
                index,
            });
            index = index.wrapping_add(1);
        });
        (start, left_out)
    }

    /// Sets the principal variation at `ply` to `turn` followed by the one found below it.
    #[inline]
    fn update_pv(&mut self, ply: usize, turn: Turn) {
        let below = self.pv_len[ply + 1].clamp(ply + 1, MAX_PLY);
        let (upper, lower) = self.pv.split_at_mut(ply + 1);
        let (Some(row), Some(next)) = (upper.get_mut(ply), lower.first()) else {
            return;
        };
        if let Some(slot) = row.get_mut(ply) {
            *slot = turn;
        }
        if let (Some(to), Some(from)) = (row.get_mut(ply + 1..below), next.get(ply + 1..below)) {
            to.copy_from_slice(from);
        }
        self.pv_len[ply] = below;
    }
}

#[cfg(test)]
mod tests;
