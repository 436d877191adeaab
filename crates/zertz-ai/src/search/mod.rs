//! The search: iterative-deepening alpha-beta (negamax with principal-variation search) over
//! whole turns.
//!
//! - **Depth** counts placements (and passes). Compulsory captures do not count: a position
//!   where a capture is pending is searched through at any depth, so the opponent's forced
//!   answers to a sacrifice cost nothing and every evaluated leaf is quiet.
//! - **An even horizon** (medium's, [`SearchParams::even_horizon`]): the opponent's forced
//!   captures shift whose turn it is, so a line can end with the wrong player to move — after
//!   a sacrifice, its capture and the sacrificer's next placement, or after a sacrifice on the
//!   last placement, its capture and a recapture. There the player to move places once more
//!   instead of standing on the evaluation under a threat they could answer.
//! - **Quiescence** beyond the last placement: compulsory captures (all of them: a capture
//!   cannot be declined), then in a quiet position the mover either stands on the evaluation
//!   or plays a placement that fills a ring and takes a cut-off group (found by the
//!   evaluation), whose answers are searched the same way. Where the last placement
//!   searched was a sacrifice, the sacrificer has the move again after the capture; a
//!   shallow search (easy, medium, and every level's first iteration) does not credit them
//!   with the initiative then ([`SearchParams::horizon_tempo`],
//!   [`SearchParams::horizon_tempo_1`]), else any sacrifice of a marble worth less than the
//!   initiative twice over looks like a gain at the horizon.
//! - **Transposition table** keyed by the engine's Zobrist hash ([`super::table`]).
//! - **Ordering** in stages ([`super::ordering`]): the table's placement and two killers are
//!   tried before any turn is generated; then, with two or more placements to go, every turn
//!   ordered by a quick look (the quiescence value of the position it leads to), which puts
//!   isolations and forcing sacrifices first — a placement's removals far from its marble
//!   that cut nothing off share one look ([`SearchParams::quick_far_removals`]); at the
//!   frontier the history of placements and removals that caused cut-offs picks the first
//!   few.
//! - **Evaluation cache** ([`super::eval_cache`]): the static evaluations of recent
//!   positions, since a quick look and the search of the same turn judge the same position.
//!   A position's slot there, and its bucket in the table, are fetched into the processor's
//!   cache as soon as the turn leading to it is made (`prefetch.rs`): the probe a moment
//!   later then rarely waits for memory.
//! - **Pruning**: with two placements to go, a turn whose quick look does not reach alpha is
//!   skipped (the quick look lets the opponent stand pat, which they can nearly always beat;
//!   such turns are not even sorted, but settled together, and their looks stop as soon as
//!   they are known to fall short: [`SearchParams::bounded_looks`]) — except, for a player
//!   near a goal, a sacrifice with a single capture in answer
//!   ([`SearchParams::near_goal_sacrifices`]) —, with three a margin of one marble; where
//!   the position's own evaluation shows that no quiet placement (no jump created, no group
//!   split: the initiative passes, nothing else changes) can reach that, the quiet
//!   placements are settled by that bound without a look, and at the frontier not even
//!   generated ([`SearchParams::quiet_ceiling`]); a quiet position far above beta with one
//!   or two placements to go is not searched (reverse futility; razoring, its mirror below
//!   alpha, is an engine option, off); late turns with three or more to go are first
//!   searched shallower (late-move reduction; at the root an engine option, off:
//!   [`SearchParams::root_reduction`]). With one placement to go, outside
//!   the principal variation, only the first 20 quiet placements are searched (sacrifices and
//!   cuts always), and a sacrifice that falls 100 points short with its first removal is not
//!   searched again with removals far from it ([`SearchParams::far_removals`]). A forced win
//!   found at the root ends the iteration.
//! - **The end** (the `endgame` module): with few marbles left in the pool, a search without a depth
//!   limit first tries, on a third of its budget, to prove the result to the end of the game;
//!   a proof is played at once (the fastest win, the longest defence), otherwise the iterations
//!   take the rest of the budget, with the proofs found kept in the table.
//! - **Time**: the clock and the cancel flag are read every 1024 nodes, so the search stops
//!   within a millisecond or so of its budget; the result is the best turn of the deepest
//!   iteration searched (a partial iteration counts when its first turn was finished). A new
//!   iteration starts only while less than 40 % of the budget is spent
//!   ([`SearchParams::iteration_share`]).
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

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use zertz_engine::{Bitboard, Cell, Marble, Outcome, Player, Position, Turn};

use super::eval::{
    Cuts, Evaluation, WIN, WIN_BOUND, Weights, evaluate_with_cuts, fewest_needed, find_cuts,
    for_each_fill, jumpless_cells, multi_arc, placement_jumps, quiet_ceiling,
};
use super::eval_cache::EvalCache;
use super::opening;
use super::ordering::{
    self, Code, History, KILLER, MAX_PLY, Scored, TABLE_TURN, decode, encode, is_legal_placement,
};
use super::table::{Bound, Entry, Table};

mod endgame;

/// Larger than any score.
const INFINITY: i32 = WIN + 1_000;

/// How far below alpha a quick look may be before the turn is skipped, with two and three
/// placements to go ([`SearchParams::futility_2`], [`SearchParams::futility_3`]): 0 and 100.
/// With two to go at 100 (a turn skipped only where its look falls half a white short; the
/// depth-3 bench 7.3 against 6.5 M positions): −8.7 Elo (−39.0 … +21.5) in 400 games at
/// 100 ms a turn against 0 (seed 198), so 0 stays.
pub const FUTILITY: [u16; 2] = [0, 100];

/// How far above beta a quiet position must stand to be cut off unsearched, with one and two
/// placements to go (reverse futility: [`SearchParams::static_margin_1`]): 120 and 300.
/// Against hard with them on 37 rings, 400 games each at 100 ms a turn: 200 and 400 (a
/// depth-3 search 1.4 times dearer) −59.6 Elo (−91.6 … −28.6); 60 and 200 (8 % cheaper)
/// −2.6 (−30.2 … +24.9).
pub const STATIC_MARGIN: [u16; 2] = [120, 300];

/// Set apart in the table keys of a narrow near-goal search
/// ([`SearchParams::near_goal_chain`]).
const NARROW_KEY: u64 = 0x9e37_79b9_7f4a_7c15;

/// How many nodes between two looks at the clock and the cancel flag.
const CHECK_EVERY: u64 = 1024;

/// No quick look was taken at the turn.
const NO_ESTIMATE: i32 = i32::MIN;
/// Ordering score of a turn already tried before generation.
const SKIP: i32 = i32::MIN + 1;
/// At the frontier, how many turns are picked by history before the rest go in generation
/// order.
const LAZY_PICKS: usize = 4;

/// Turns the stack holds before it has to grow.
const STACK: usize = 1 << 17;

/// The search's own parameters, beside the evaluation's weights: engine options, so that a
/// match can compare two settings of one build (and a tuner can move them). Late quiet
/// pruning with one placement to go is on by default ([`LATE_QUIET_1`]), and so is the end
/// solver ([`END_POOL`]), for its exact results rather than for Elo (−5.2 ± 33 in 400 games at
/// 100 ms a turn, +1.7 ± 35 in 400 at 300 ms, −13.9 ± 65 in 100 at hard's own time: the games
/// are mostly decided before the pool runs low). The others have not shown a gain in a match (the cornered quiescence: 0 ± 46 Elo
/// in 200 games, and +3.5 ± 33 in 400 together with a 1.5× faster search without it —
/// counting the safe rings it needs costs a fifth of the time; one cornered player along a
/// line, `Corners=1`, lost 40 of 4,000 games to a random mover with no random opening at
/// 30 ms a turn where hard without it lost 16, seed 271, stop 47; late quiet pruning two
/// placements from the horizon: +1.7 ± 27 in 600).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SearchParams {
    /// How many times along one line, beyond the horizon, a player with no safe placement
    /// (every placement hands over marbles) must choose their sacrifice instead of standing on
    /// the evaluation.
    pub corners: u8,
    /// The same in the quick looks that order turns and prune futile ones.
    pub quick_corners: u8,
    /// With one placement to go (outside the principal variation), how many quiet placements
    /// are searched before the rest are skipped (0: none skipped). A quiet placement hands
    /// over no capture and cuts nothing off; cuts are always searched, and every sacrifice
    /// (with as many of its removals as [`SearchParams::late_loud_1`] allows).
    pub late_quiet_1: u16,
    /// The same with two placements to go (0 on every level). Any limit there also turns off
    /// the quick looks' pruning with two placements to go; with 10 the depth-3 bench of 27
    /// positions searched 11.1 M positions instead of 21.5 M (one of 27 turns changed), yet
    /// against hard without it: −34.0 Elo (−68.3 … −0.3) in 400 games at 100 ms a turn (stop
    /// 59, seed 370; mean depth 1.9 against 2.0).
    pub late_quiet_2: u16,
    /// At the root, how many points a later turn must beat the best turn so far by before it
    /// is searched exactly (0: any gain). Turns within the margin are dismissed by the first
    /// answer that holds them, instead of a search of every answer.
    pub root_margin: u16,
    /// At the root, how many points better than a turn that hands over nothing a sacrifice (a
    /// placement that hands the opponent a capture) must be found to be chosen (0: any gain;
    /// scores are reported as searched). Off on every level. For hard, against hard without
    /// it (stop 47): 100 points lost 5 of 4,000 games to a random mover with no random opening
    /// at 30 ms a turn where hard without it lost 16 on the same seed (271), and scored −29.6
    /// Elo (−61.3 … +1.6) in 400 games at 100 ms a turn (seed 281); 40 points lost 5 of the
    /// 4,000 too, scored +12.2 (−18.8 … +43.4) in 400 at 100 ms (seed 282) and −24.4 (−71.8 …
    /// +22.1) in 200 at hard's own limits (seed 283: 93 won, 107 lost; mean depth 2.3 against
    /// 2.5, mean turn 561 against 604 ms) and **−34.9 (−66.8 … −3.5)** in 400 at 300 ms (seed
    /// 284; mean depth 1.9 against 2.1). Like every way of sacrificing less so far
    /// (`HORIZON_TEMPO`), fewer games lost to chance, weaker against itself.
    pub root_sacrifice: u16,
    /// With one placement to go (where late quiet pruning applies), how many removals are
    /// searched with each sacrifice (a marble put where it hands over a capture whatever ring
    /// is removed), in generation order (0: every removal). Removals that cut rings off are
    /// always searched. Off by default: with 2 it makes a two-placement search about five
    /// times cheaper and gained on 37 rings (about +17 ± 19 Elo in 1,200 games at short time
    /// controls, +34.9 ± 63 in 100 at hard's own time) but lost on larger boards at 100 ms a
    /// turn (−88.7 ± 42 in 200 games on 48 rings, −111.4 ± 52 in 200 on 61; searching the
    /// removals within two rings of the sacrifice as well still lost on 61: −49.0 ± 47). With
    /// the fitted 37-ring weights it lost on 37 rings too: −80.8 (−142.2 … −24.1) in 140 games
    /// at 300 ms a turn.
    pub late_loud_1: u16,
    /// With one placement to go (outside the principal variation), how far below alpha a
    /// sacrifice must score for the same placement in the other colours (the same ring, the
    /// same removal) to be skipped (0: never): the jumps they hand over are the same, only
    /// the marble differs. Off on every level: 200 makes the depth-3 bench of 27 positions
    /// search 14.9 M positions instead of 21.5 M, in three quarters of the time, with the
    /// same 27 turns, and scored +36.6 Elo (+7.4 … +66.3) in 400 games at 100 ms a turn
    /// against hard without it (stop 59, seed 377, in a trial build of the same rule), but
    /// −8.7 (−40.6 … +23.1) in 400 at 300 ms (seed 378; mean depth 2.2 both).
    pub short_colours: u16,
    /// With fewer than this many marbles left in the pool, a search without a depth limit
    /// first tries to prove the result to the end of the game (the end solver; 0: never).
    /// Against hard with 7 (stop 59, 400 games each at 100 ms a turn): 10, −20.9 Elo
    /// (−52.7 … +10.6, seed 371); 5, −0.9 (−31.8 … +30.1, seed 372).
    pub end_pool: u8,
    /// How much of the initiative a sacrificer keeps at the horizon, in percent: where the
    /// last placement searched hands over a capture, the sacrificer has the move again after
    /// it, and their initiative counts this share (100: all, as the evaluation has it; 50:
    /// none; 0: it counts for the opponent, as after a quiet turn). See [`HORIZON_TEMPO`].
    pub horizon_tempo: u8,
    /// The most of the initiative a sacrificer keeps at the horizon in the first iteration,
    /// one placement deep (in percent, as [`SearchParams::horizon_tempo`], which applies where
    /// it is lower): the search easy makes, where a sacrifice credited with the initiative
    /// looks like a gain (easy crediting it lost 238 of 2,400 games to a random mover). Its
    /// result is played only when the clock stops the second iteration before its first turn
    /// is searched — a short budget, or a loaded machine. See [`HORIZON_TEMPO_1`].
    pub horizon_tempo_1: u8,
    /// Whether every leaf is judged with the same player to move: where the opponent's forced
    /// captures have left the other player to move at the horizon, one more placement is
    /// searched, once along a line. Two cases: a sacrifice, its capture, then the
    /// sacrificer's next (last) placement; and a sacrifice on the last placement whose
    /// capture the sacrificer takes back (the captures beyond the horizon are then searched as
    /// turns, to see who moves after them). Without it a shallow search judges the opponent
    /// standing on the evaluation under a threat they could answer, and gives away marble
    /// after marble to keep the answer past its horizon (medium against a random mover on 48
    /// rings, game 194 of seed 90: ten sacrifices in a row). Medium plays with it
    /// ([`crate::Level::limits`]): against a random mover 400 of 400 won on 48 rings (seed
    /// 90, 397 without) and 400 of 400 on 61 (seed 87); against medium without it +115.2 Elo
    /// (+83.6 … +148.9) in 400 games on 37 rings and +49.0 (+6.6 … +92.8) in 200 on 48, for
    /// about a third more time a turn (mean 52 against 37 ms on 37 rings, 184 against 137 on
    /// 48). Hard keeps it off: 0.0 Elo (−32.0 … +32.0) in 400 games at 100 ms a turn, and
    /// −40.1 (−71.5 … −9.4) in 400 at 300 ms (seed 361, stop 58: mean depth 1.9 against 2.0).
    /// (Its first form, without the recaptures, gained nothing for medium: +6.1 ± 31 in 400
    /// games.)
    pub even_horizon: bool,
    /// With one placement to go (outside the principal variation, as late quiet pruning), a
    /// sacrifice (a marble put where it hands over a capture) that has been searched with one
    /// removal and fell at least this many points short of alpha is not searched again with
    /// a removal more than two rings from it ([`SearchParams::near_removals`]) that cuts
    /// nothing off (0: every removal is searched). Such a removal touches neither the capture
    /// handed over nor the jumps that follow it, so it rarely saves a sacrifice that failed
    /// with another; the removals near it, and every cut, are still searched. Default
    /// [`FAR_REMOVALS`] for hard and master; easy and medium search every removal (not
    /// measured for them).
    pub far_removals: u16,
    /// How many rings from such a sacrifice a removal stays near, searched whatever the
    /// sacrifice scored ([`SearchParams::far_removals`]): 2, 1 (its neighbours) or 0 (none:
    /// only the removals that may cut rings off). See [`NEAR_REMOVALS`].
    pub near_removals: u8,
    /// Whether [`SearchParams::far_removals`] applies at the root as well: a root sacrifice
    /// that fell short with one removal is not searched again, in that iteration, with its
    /// far removals (they keep the score of the iteration before). Off: it makes a
    /// three-placement search two to three times cheaper in some middle games, but against
    /// hard without it it gained too little to show in 1,200 games on 37 rings (+9.6 Elo,
    /// −18.8 … +38.0, in 400 at 100 ms a turn; +9.6, −20.0 … +39.2, and +6.9, −22.0 … +36.0,
    /// in two of 400 at 300 ms). Together with an iteration share of 100 %
    /// ([`SearchParams::iteration_share`]) −8.7 (−38.3 … +20.8) in 400 at 100 ms (seed 297,
    /// stop 50).
    pub root_far_removals: bool,
    /// Whether the time an iteration leaves unused goes to a wider search of the same depth:
    /// where the next iteration is not started (over 40 % of the budget spent: it would
    /// rarely finish), the root turns are searched again, best first, with every quiet
    /// placement and every removal at the frontier (no [`SearchParams::late_quiet_1`], no
    /// [`SearchParams::far_removals`]), and the turns that pass reaches before the clock
    /// runs out are ranked by it. Off on every level: against hard without it, +17.4 Elo
    /// (−10.6 … +45.6) in 400 games at 100 ms a turn (mean turn 51 ms against 47) and −6.9
    /// (−36.8 … +22.8) in 400 at 300 ms (145 against 130 ms), 37 rings — nothing shown.
    pub wide_pass: bool,
    /// On boards of at most this many rings (0: on none), the quick looks that order (and
    /// prune) the turns of a node two or more placements from the horizon judge each
    /// placement's far removals by one of them: a removal more than two rings from the
    /// marble that cuts nothing off takes the quick look of the first such removal of the
    /// same marble on the same ring (a look that found a forced result is not shared). Such
    /// a removal touches neither the marble's captures nor its neighbours, so the look would
    /// be nearly the same; sharing it makes a three-placement search about a third cheaper
    /// (a depth-3 bench of 27 positions: 7.9 against 12.3 M positions, 17 % less time).
    /// [`QUICK_FAR_REMOVALS`] for hard and master; easy and medium never search that far.
    pub quick_far_removals: u8,
    /// Razoring with one placement to go: outside the principal variation, a quiet position
    /// whose evaluation stands at least this many points below alpha is judged by the
    /// quiescence search alone where that too stays at or below alpha (0: never). Off on
    /// every level: it makes a three-placement search up to 2.8 times cheaper (the depth-3
    /// bench: 2.9 against 7.9 M positions with both margins at 100) but gained too little to
    /// show against hard without it on 37 rings, in 400 games each at 100 ms a turn: both
    /// margins 100 +5.2 Elo (−25.1 … +35.6), 300 +21.7 (−5.8 … +49.6), 500 +19.1 (−11.8 …
    /// +50.4); two placements only at 100 −27.0 (−54.6 … +0.3), one only at 300 −6.9
    /// (−36.8 … +22.8); both at 300 at 300 ms a turn +5.2 (−26.7 … +37.2).
    pub razor_1: u16,
    /// The same with two placements to go, where it saves the quick looks at every turn.
    pub razor_2: u16,
    /// Reverse futility with one placement to go: outside the principal variation, a quiet
    /// position whose evaluation stands at least this many points above beta is not searched
    /// (its evaluation less the margin is its score). [`STATIC_MARGIN`] on every level.
    pub static_margin_1: u16,
    /// The same with two placements to go.
    pub static_margin_2: u16,
    /// Whether quiet placements are settled by the static evaluation where it shows that
    /// none can reach alpha (outside the principal variation, one to three placements from
    /// the horizon): a quiet placement (no jump created, no group split) leaves the
    /// opponent the initiative and changes no material, so its quick look can be no better
    /// than this position's evaluation less twice the initiative ([`quiet_ceiling`]). Where
    /// that is at or below alpha less the futility margin, such placements are neither
    /// looked at nor searched, and count with that bound: the search they would have had
    /// skips them as futile, or finds them failing low, anyway. On by default: the depth-3
    /// bench of 27 positions searches 6.5 M positions instead of 7.9 M in about a tenth less
    /// time, with the same turns and scores; against hard without it +29.6 Elo (+0.7 …
    /// +58.9) in 400 games at 100 ms a turn (seed 172). Where the position's quiescence
    /// search may make the opponent sacrifice (`corners`) or the horizon is evened, the bound
    /// does not hold and nothing is settled so.
    pub quiet_ceiling: bool,
    /// Whether the principal variation's nodes skip futile turns too (after their first
    /// turn, those whose quick look cannot reach alpha less the margin), as the others do.
    /// Off on every level: it makes the depth-3 bench 30 % cheaper (4.6 against 6.5 M
    /// positions, one turn of 27 changed for another of the same score), but against hard
    /// without it −29.6 Elo (−61.3 … +1.6) in 400 games at 100 ms a turn (seed 177).
    pub pv_futility: bool,
    /// With two placements to go, outside the principal variation, how far below alpha (in
    /// points) a turn's quick look may fall before the turn is skipped as futile (and the
    /// quiet placements' bound must fall to settle them): [`FUTILITY`].
    pub futility_2: u16,
    /// The same with three placements to go.
    pub futility_3: u16,
    /// Whether the quick looks of a node where they prune are bounded: a turn whose look
    /// falls at or below alpha less the futility margin is skipped whatever its look, so
    /// the opponent's answers in that look stop at the first that holds it there (the look
    /// is then a bound, except that a forced loss is looked at whole for its length). The
    /// turns above the floor, and their order, are those of whole looks; the futile ones are
    /// settled by their bounds (where none was searched before them, the one with the best
    /// bound is). On by default: the depth-3 bench searches 6.19 M positions instead of
    /// 6.52 M, with the same 27 turns.
    pub bounded_looks: bool,
    /// The half-width of the aspiration window, in points (0: none). From the third
    /// iteration on, the first root turn is searched with a window this wide either side of
    /// the score of the iteration two before (of the same parity: whoever places last at the
    /// horizon), and again with the whole window only where its score falls outside; the
    /// narrower window lets the principal variation's nodes cut off sooner. Off on every
    /// level: the depth-3 bench of 27 positions searched 6.23, 6.20 and 6.19 M positions with
    /// half-widths of 50, 100 and 200 points against 6.19 M without, and four placements
    /// deep 55.7 against 56.7 M with 100 (1.8 % fewer) — too little to be worth a match.
    pub aspiration: u16,
    /// The share of the budget, in percent, after which no new iteration is started (a
    /// smaller share saves time where one started late would not finish its first turn):
    /// [`ITERATION_SHARE`].
    pub iteration_share: u8,
    /// Two placements from the horizon, where the player to move needs at most this many
    /// marbles for a goal (0: never), a sacrifice that leaves the opponent a single capture
    /// is never skipped as futile: [`NEAR_GOAL_SACRIFICES`].
    pub near_goal_sacrifices: u8,
    /// Whether a near-goal sacrifice kept from futility
    /// ([`SearchParams::near_goal_sacrifices`]) is searched narrowly: where the sacrificer
    /// places again within its search (one placement from the horizon), only the placements
    /// that may hand over a capture (on a ring where a jump can follow) or split a group are
    /// searched — the chain of sacrifices such a rescue looks for —, each marble on each
    /// ring with its first removal only (and every removal that may split a group); the node
    /// claims no more than that it fails low, and the search's results are kept in the table
    /// apart from the positions' own. Off on every level (stop 48): it halves the depth-3
    /// bench of 27 positions (10.1 M against 22.0 M positions, one of 27 turns changed), but
    /// against hard without it on 37 rings: +3.5 Elo (−26.3 … +33.3) in 400 games at 100 ms
    /// a turn (seed 285), +2.6 (−27.6 … +32.8) in 400 at 300 ms (seed 286; mean depth 2.2
    /// both), and −41.9 (−87.9 … +2.7) in 200 at hard's own limits (seed 287: 88 won, 112
    /// lost; mean depth 2.5 against 2.4). Without the one-removal rule it saves almost
    /// nothing (21.1 M), and with nothing of it kept in the table it searches twice as many
    /// (44.3 M).
    pub near_goal_chain: bool,
    /// At the root, from three placements deep, the turn from which on (in the order the last
    /// iteration left) a placement that hands over nothing is searched one placement
    /// shallower first, and again at the full depth only where that shallower search finds it
    /// better than the best so far (0: none reduced; off on every level): a late-move
    /// reduction at the root, where the later turns rarely beat the first. See
    /// [`ROOT_REDUCTION`].
    pub root_reduction: u16,
}

/// The share of the budget after which no new iteration starts
/// ([`SearchParams::iteration_share`]): 40 %. An iteration started later rarely finishes, but
/// a partial one still counts: it searches the best turn of the last one first and changes
/// its mind only for a turn found better at the greater depth. More of the budget gains at
/// short time controls and has not held at hard's own: against hard with 40 % (stop 50, 37
/// rings), 70 % scored +15.6 Elo (−14.6 … +46.1) in 400 games at 100 ms a turn (seed 302;
/// mean turn 48 against 44 ms), +30.5 (−0.8 … +62.2) in 400 at 300 ms (seed 304; 135
/// against 120 ms), won 400 of 400 against a random mover with no random opening at 0.5 s a
/// turn (seed 305; mean turn 301 ms, longest 510 ms), but scored −20.9 (−69.7 … +27.2) in
/// 200 at hard's own limits (seed 306: 94 won, 106 lost; mean turn 658 against 605 ms, mean
/// depth 2.5 both). At 100 ms also: 100 % +10.4 (−17.6 … +38.6) (seed 303), 20 % −17.4
/// (−48.4 … +13.4) (seed 301). Measured before, with earlier searches: 100 % −10.4 (−37.8 …
/// +16.8), and 60 % +13.9 (−14.5 … +42.5) (seed 204, stop 41); 100 % +37.5 (+5.8 … +69.8)
/// and +40.1 (+11.0 … +69.8) (seeds 215 and 216, stop 42), but at 0.5 s a turn it lost
/// three games of 1,600 to a random mover (seeds 221, 224 and 226; `docs/strength.md` gives
/// the last two), the misjudged sacrifices behind them since searched (near-goal sacrifices,
/// stop 43); with the search of stop 46, 100 % +8.7 (−23.4 … +41.0) (seed 280). In a trial
/// build (stop 58), 70 % only where the last iteration changed its best turn or saw its
/// score fall by more than a white: −26.1 (−57.8 … +5.1) in 400 at 100 ms (seed 359).
pub const ITERATION_SHARE: u8 = 40;

/// How near a goal (in marbles still needed) the player to move must stand for their
/// sacrifices with a single capture in answer never to be futile two placements from the
/// horizon ([`SearchParams::near_goal_sacrifices`]): 2 for hard and master. A quick look
/// judges a sacrifice by the position after its capture, where the sacrificer stands on the
/// evaluation; a win that needs a second sacrifice, whose forced capture sets up the
/// sacrificer's own captures to the goal, stays below alpha there and was skipped. Hard
/// missed such a win in seven turns against a random mover and lost the game
/// (`tests/search/lost_games.rs`). With it, against hard without it on 37 rings: +21.7 Elo
/// (−8.6 … +52.5) and +31.4 (−0.0 … +63.2) in two runs of 400 games at 100 ms a turn (seeds
/// 233 and 236), **+48.1 (+13.7 … +83.5)** in 400 at 300 ms (seed 237) and +41.9 (−18.1 …
/// +104.5) in 100 at hard's own limits (seed 241); +20.9 (−25.2 … +67.7) on 48 rings and
/// +24.4 (−25.1 … +74.8) on 61 in 200 each at 100 ms (seeds 238 and 239) — though the depth-3
/// bench of 27 positions searches 22.0 M positions instead of 6.2 M. Within 3 marbles +10.4
/// (−20.1 … +41.1), within 1 +12.2 (−16.5 … +41.0) in 400 at 100 ms (seeds 234 and 235);
/// every such sacrifice, near a goal or not: the bench 69 M. Within 3 at 300 ms, −13.9
/// (−44.5 … +16.5) in 400 (seed 288, stop 48; mean depth 1.9 against 2.1). What the rescue
/// costs (stop 48, counted in a trial build): on the bench, 107,891 sacrifices rescued,
/// 15.8 M of the 22.0 M positions searched below them, and one of them raised alpha — yet
/// searching them narrowly ([`SearchParams::near_goal_chain`]) loses at hard's own limits.
/// Without the rescue, against hard with it (stop 51): −13.9 Elo (−58.5 … +30.2) in 200
/// games at hard's own limits (seed 314: 96 won, 104 lost; mean depth 2.6 against 2.5). A
/// trial build that searched late sacrifices two placements from the horizon one placement
/// shallower first, ending the rescued ones at their quick look (the bench 4.7 M positions,
/// the seed-224 tests failing): +7.8 (−20.7 … +36.5) in 400 at 100 ms a turn (seed 312) and
/// +20.9 (−9.5 … +51.5) in 400 at 300 ms (seed 313).
pub const NEAR_GOAL_SACRIFICES: u8 = 2;

/// The most of the initiative a sacrificer keeps at the horizon in the first iteration
/// ([`SearchParams::horizon_tempo_1`]): none (50 %), as in easy's one-placement search, for
/// every level. Measured for hard against hard crediting all of it (stop 49): against a
/// random mover with no random opening at 30 ms a turn (mean depth 1.4, where the first
/// iteration is often the one played), 11 and 8 games of 4,000 lost on seeds 291 and 294
/// where all of it lost 21 and 21 — 19 against 42 of 8,000, about a 0.2 % chance if both lost
/// equally often; against hard itself −6.9 Elo (−32.0 … +18.1) in 400 games at 100 ms a turn
/// (seed 292), −3.5 (−32.9 … +25.9) in 400 at 300 ms (seed 295) and −19.1 (−65.0 … +26.1) in
/// 200 at hard's own limits (seed 293: 94 won, 1 drawn, 105 lost; there the first iteration
/// only orders the second's root turns) — 488.5 of 1,000, about −8, no loss shown. The games
/// still lost at 30 ms are fed to one random marble in a two-placement search, whose last
/// placement is again a sacrifice credited with the initiative (seed 291, game 360: four
/// blacks and a grey handed over in hard's first five turns).
pub const HORIZON_TEMPO_1: u8 = 50;

/// The pool size below which the end solver is tried: see [`SearchParams::end_pool`].
pub const END_POOL: u8 = 7;

/// From which root turn on quiet placements are searched one placement shallower first
/// ([`SearchParams::root_reduction`]): none (0) on every level. From the eighth turn on
/// (8), the depth-4 bench of 27 positions searches 117.3 M positions instead of 194.2 M
/// (21.6 against 30.7 s) and the depth-3 bench 20.9 M instead of 21.5 M, the same 27 turns
/// at both depths (from the fourth turn on 117.3 M and 20.9 M, from the sixteenth 117.5 M
/// and 21.1 M); yet in a trial build of the same rule, against hard without it (stop 60):
/// 0.0 Elo (−32.0 … +32.0) in 400 games at 300 ms a turn (seed 382: 200 won, 200 lost; mean
/// depth 2.3 against 2.1) and +8.7 (−24.9 … +42.4) in 400 at 500 ms (seed 383: 205 won, 195
/// lost; mean depth 2.5 against 2.2, mean turn 212 against 179 ms) and −20.9
/// (−90.7 … +47.3) in 100 at hard's own limits (seed 385: 47 won, 53 lost; mean depth 2.6
/// against 2.5) — the deeper iterations gain nothing shown.
pub const ROOT_REDUCTION: u16 = 0;

/// The share of the initiative a sacrificer keeps at the horizon by default: all of it, as
/// the evaluation has it (100 %). With the fitted 37-ring weights the initiative (140 points)
/// outweighs a grey (92) and a black (32), so a sacrifice on the last placement searched
/// scores above a quiet turn, and a shallow search feeds marbles to an opponent who only has
/// to take them. Crediting none of it (50 %) fixes that where the search is shallow — +24.4
/// Elo (−4.4 … +53.4) in 400 games at 100 ms a turn; medium (two placements) won all of
/// 1,600 games against a random mover on four seeds (it had lost 3 on two of them) and
/// scored +41.9 (+11.0 … +73.4) in 400 games against itself crediting it; easy (one
/// placement) won 2,399 of 2,400 on six seeds, where crediting it lost 238 — but it loses
/// deeper: −62.1 (−104.7 … −21.3) in 260 games at 300 ms. So easy and medium play with 50
/// ([`crate::Level::limits`]), hard and master with 100. Three quarters (75) for hard, against
/// hard with all of it (stop 46): +29.6 (+0.7 … +58.9) in 400 games at 100 ms a turn (seed
/// 273), 0.0 (−31.0 … +31.0) in 400 at 300 ms (seed 274), and −50.7 (−103.4 … −0.3) in 200
/// at hard's own limits (seed 275: 85 won, 1 drawn, 114 lost; mean depth 2.4 against 2.6,
/// the cause of the lost depth not found: the share is taken off only in the quiescence
/// search beyond the horizon, so the quiet placements' ceiling,
/// [`SearchParams::quiet_ceiling`], still applies — stop 46 wrote otherwise). Against a
/// random mover with no random opening at 30 ms a turn, where hard loses now and then, it
/// lost 7 of 4,000 (seed 271) where all of it lost 16 on the same seed; the less the
/// initiative counts, the fewer games lost to chance, and the weaker hard plays at its own
/// time (as with `Tempo=100`: see the 37-ring weights, `RINGS_37` in `eval/weights.rs`; and
/// [`SearchParams::root_sacrifice`], stop 47). Not kept.
pub const HORIZON_TEMPO: u8 = 100;

/// How far short of alpha (in points) a sacrifice must fall before its far removals are
/// skipped ([`SearchParams::far_removals`]): 100, about half a white with the fitted 37-ring
/// weights and a white with the hand-set ones. Kept after matches of hard against itself
/// without it on 37 rings: +8.7 Elo (−20.0 … +37.5) in 400 games at 100 ms a turn (a
/// two-placement search then costs about half the positions: 163,446 against 333,322 after
/// two opening turns), **+40.1 (+11.4 … +69.4)** in 400 at 300 ms and +13.9 (−44.0 …
/// +72.6) in 100 at hard's own limits; no regression shown on the larger boards (48 rings:
/// −13.9, −62.6 … +34.3, in 200 games at 100 ms and +10.4, −37.3 … +58.6, in 200 at 300 ms;
/// 61 rings: −10.4, −57.6 … +36.3, in 200 at 100 ms). Hard at 0.5 s a turn still won 400 of
/// 400 against a random mover (37 rings, longest turn 516 ms).
pub const FAR_REMOVALS: u16 = 100;

/// How many rings from a sacrifice that fell short a removal stays near
/// ([`SearchParams::near_removals`]): 2. With 1 (its neighbours only) the depth-3 bench of 27
/// positions searches 15.2 M positions instead of 21.5 M and chooses the same 27 turns (0:
/// 12.1 M, one turn changed), but against hard with 2 it gained nothing shown (stop 50, 37
/// rings): +1.7 Elo (−27.3 … +30.8) in 400 games at 100 ms a turn (seed 298; mean depth 2.0
/// both) and +6.1 (−25.0 … +37.3) in 400 at 300 ms (seed 299; mean depth 2.3 against 2.2).
pub const NEAR_REMOVALS: u8 = 2;

/// The largest board on which hard and master share quick looks among far removals
/// ([`SearchParams::quick_far_removals`]): 37 rings. Against hard without it on 37 rings,
/// +21.7 Elo (−8.6 … +52.5) and +26.1 (−3.6 … +56.2) in two runs of 400 games at 100 ms a
/// turn and +10.4 (−17.6 … +38.6) in 400 at 300 ms — +19.4 (+2.4 … +36.4) in the 1,200
/// together — and −6.9 (−79.0 … +64.5) in 100 at hard's own limits. On the larger boards,
/// whose hand-set weights count the opponent's cuts (which a far removal can open), it lost:
/// −24.4 (−67.4 … +18.0) in 200 games on 48 rings and −49.0 (−92.8 … −6.6) in 200 on 61, at
/// 100 ms a turn.
pub const QUICK_FAR_REMOVALS: u8 = 37;

/// Quiet placements searched with one placement to go before the rest are skipped: 20, kept
/// after 3,200 games at 100 ms a turn against 0 (+19 ± 19 Elo in 1,200, +7.8 ± 23 in 800 and
/// +29 ± 19 in 1,200 — about +20 ± 12 together) and 100 at hard's own time (+13.9, −40.6 …
/// +69.1: no sign of a loss). 12 instead of 20 (stop 58, `LateQuiet1=12`): +13.9
/// (−14.9 … +42.9) in 400 at 100 ms (seed 363) and −5.2 (−36.4 … +25.8) in 400 at 300 ms
/// (seed 364). 3 instead of 20 (stop 59): the depth-3 bench of 27 positions searched 20.2 M
/// positions instead of 21.5 M, the same 27 turns, and −15.6 (−46.9 … +15.3) in 400 at
/// 100 ms (seed 375).
pub const LATE_QUIET_1: u16 = 20;

impl Default for SearchParams {
    fn default() -> SearchParams {
        SearchParams {
            corners: 0,
            quick_corners: 0,
            late_quiet_1: LATE_QUIET_1,
            late_quiet_2: 0,
            root_margin: 0,
            root_sacrifice: 0,
            late_loud_1: 0,
            short_colours: 0,
            end_pool: END_POOL,
            horizon_tempo: HORIZON_TEMPO,
            horizon_tempo_1: HORIZON_TEMPO_1,
            even_horizon: false,
            far_removals: FAR_REMOVALS,
            near_removals: NEAR_REMOVALS,
            root_far_removals: false,
            wide_pass: false,
            quick_far_removals: QUICK_FAR_REMOVALS,
            razor_1: 0,
            razor_2: 0,
            static_margin_1: STATIC_MARGIN[0],
            static_margin_2: STATIC_MARGIN[1],
            quiet_ceiling: true,
            pv_futility: false,
            futility_2: FUTILITY[0],
            futility_3: FUTILITY[1],
            bounded_looks: true,
            iteration_share: ITERATION_SHARE,
            aspiration: 0,
            near_goal_sacrifices: NEAR_GOAL_SACRIFICES,
            near_goal_chain: false,
            root_reduction: ROOT_REDUCTION,
        }
    }
}

/// What a search may spend, and how it picks among good turns.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The time budget: the search returns within a few milliseconds of it.
    pub time: Duration,
    /// The deepest iteration, in placements (None: as deep as time allows).
    pub max_depth: Option<u32>,
    /// Stop after about this many nodes (None: no limit). The search checks it with the clock,
    /// every 1024 nodes.
    pub max_nodes: Option<u64>,
    /// Set it to stop the search early; it returns the best turn found so far.
    pub cancel: Option<Arc<AtomicBool>>,
    /// The transposition table's size in MiB.
    pub table_mib: usize,
    /// Seeds the choice among equal or nearly equal turns.
    pub seed: u64,
    /// Play any turn scoring within this many points of the best (0: the best only).
    pub margin: i32,
    /// The evaluation's weights (None: the board's own, [`Weights::for_board`]).
    pub weights: Option<Weights>,
    /// The search's parameters.
    pub params: SearchParams,
}

impl Limits {
    /// Searching for `time` with no depth limit, the default table (32 MiB), seed 0, always
    /// the best turn, the board's own weights.
    pub fn new(time: Duration) -> Limits {
        Limits {
            time,
            max_depth: None,
            max_nodes: None,
            cancel: None,
            table_mib: 32,
            seed: 0,
            margin: 0,
            weights: None,
            params: SearchParams::default(),
        }
    }

    /// The strongest setting, used for hints: two seconds, 64 MiB.
    pub fn strongest() -> Limits {
        Limits {
            table_mib: 64,
            ..Limits::new(Duration::from_secs(2))
        }
    }

    /// These limits for a judgment shown to people (a hint's standing, a review's marks):
    /// with [`Weights::for_judging`] unless they name weights of their own.
    pub fn for_judging(&self) -> Limits {
        Limits {
            weights: Some(self.weights.unwrap_or_else(Weights::for_judging)),
            ..self.clone()
        }
    }

    /// These limits with a depth limit.
    pub fn with_max_depth(mut self, depth: u32) -> Limits {
        self.max_depth = Some(depth);
        self
    }

    /// These limits with a node limit.
    pub fn with_max_nodes(mut self, nodes: u64) -> Limits {
        self.max_nodes = Some(nodes);
        self
    }

    /// These limits with a time budget.
    pub fn with_time(mut self, time: Duration) -> Limits {
        self.time = time;
        self
    }

    /// These limits with a seed.
    pub fn with_seed(mut self, seed: u64) -> Limits {
        self.seed = seed;
        self
    }

    /// These limits with a cancel flag.
    pub fn with_cancel(mut self, cancel: Arc<AtomicBool>) -> Limits {
        self.cancel = Some(cancel);
        self
    }

    /// These limits with a table of `mib` MiB.
    pub fn with_table_mib(mut self, mib: usize) -> Limits {
        self.table_mib = mib;
        self
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The turn to play.
    pub turn: Turn,
    /// The deepest iteration finished (placements; forced captures are searched beyond it).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The score of `turn` for the player to move (see [`format_score`]).
    pub score: i32,
    /// The expected continuation, starting with `turn`.
    pub pv: Vec<Turn>,
    /// Time spent.
    pub elapsed: Duration,
}

impl SearchResult {
    /// Nodes per second.
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-6)
    }
}

/// What an iteration of the search found, reported as it finishes (the engine protocol's
/// `info` lines).
#[derive(Clone, Debug, PartialEq)]
pub struct Iteration {
    /// The depth finished (placements).
    pub depth: u32,
    /// The best turn's score for the player to move.
    pub score: i32,
    /// Positions visited so far in this search.
    pub nodes: u64,
    /// Time spent so far.
    pub elapsed: Duration,
    /// The expected continuation, starting with the best turn.
    pub pv: Vec<Turn>,
}

/// A score in words: `+1.25` (hundreds of points, about marbles), or `win in 3` / `loss in 3`
/// (turns of the player to move... and the opponent: plies) for a forced result.
pub fn format_score(score: i32) -> String {
    if score > WIN_BOUND {
        format!("win in {} plies", WIN - score)
    } else if score < -WIN_BOUND {
        format!("loss in {} plies", WIN + score)
    } else {
        format!("{:+.2}", score as f64 / 100.0)
    }
}

/// Whether `score` is a forced win (Some(true)), a forced loss (Some(false)), or neither.
pub fn forced_result(score: i32) -> Option<bool> {
    if score > WIN_BOUND {
        Some(true)
    } else if score < -WIN_BOUND {
        Some(false)
    } else {
        None
    }
}

/// Searches `position` within `limits`: the best turn, or None when the position has no legal
/// turn (the game is over).
pub fn search(position: &Position, limits: &Limits) -> Option<SearchResult> {
    Searcher::new(limits.table_mib).search(position, limits)
}

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
    /// ([`SearchParams::near_goal_chain`]): only the turns that may hand over a capture or
    /// cut rings off are searched.
    narrow: bool,
    best: i32,
    best_code: u32,
    searched: u32,
}

/// A root turn and what the iterations found for it.
#[derive(Clone, Debug)]
struct RootTurn {
    turn: Turn,
    /// The turn's value for choosing: its search's score, less `handicap` unless forced.
    score: i32,
    /// What the turn must be found better by to be chosen: [`SearchParams::root_sacrifice`]
    /// for a sacrifice, else 0.
    handicap: i32,
    /// The score is exact (not just a bound).
    exact: bool,
    /// The pass of the root that found the score (0: the first quick look; each iteration
    /// is a pass, and so is a wide one).
    pass: u32,
    pv: Vec<Turn>,
}

impl RootTurn {
    /// The turn's score as its search found it (the handicap given back).
    fn searched_score(&self) -> i32 {
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
fn handicapped(value: i32, handicap: i32) -> i32 {
    if value.abs() < WIN_BOUND {
        value - handicap
    } else {
        value
    }
}

/// Whether `turn`, a placement, hands the opponent a capture (a sacrifice).
fn hands_over_capture(position: &Position, turn: Turn) -> bool {
    if !matches!(turn, Turn::Place { .. }) {
        return false;
    }
    let mut next = *position;
    next.play_unchecked(turn);
    next.must_capture()
}

/// A search engine with its memory: reuse it for the turns of one game to keep the table.
pub struct Searcher {
    table: Table,
    /// The static evaluations of recent positions.
    evals: EvalCache,
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
}

impl Searcher {
    /// A searcher with a table of `table_mib` MiB.
    pub fn new(table_mib: usize) -> Searcher {
        Searcher {
            table: Table::new(table_mib),
            evals: EvalCache::new(),
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
            horizon_side: Player::One,
            extended: false,
            wide: false,
            chain: None,
            window: None,
        }
    }

    /// Searches `position` within `limits` (the table size of `limits` is ignored: the
    /// searcher's own table is used).
    pub fn search(&mut self, position: &Position, limits: &Limits) -> Option<SearchResult> {
        self.search_reporting(position, limits, |_| {})
    }

    /// The memory this searcher holds, in bytes: its table, its evaluation cache, its stack
    /// of turns, its lines and history, and itself. A search adds only its list of root
    /// turns (a few hundred KiB at most).
    pub fn memory_bytes(&self) -> usize {
        self.table.bytes()
            + self.evals.bytes()
            + self.stack.capacity() * std::mem::size_of::<Scored>()
            + self.pv.capacity() * std::mem::size_of::<[Turn; MAX_PLY]>()
            + std::mem::size_of::<History>()
            + std::mem::size_of::<Searcher>()
    }

    /// Forgets every stored result (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.evals.clear();
        *self.history = History::default();
    }

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
        self.weights = limits
            .weights
            .unwrap_or_else(|| Weights::for_board(position.board()));
        self.params = limits.params;
        self.evals
            .prepare(self.weights, position.board(), position.game_type());
        self.table.new_search();
        self.stack.clear();

        let mut root: Vec<RootTurn> = Vec::new();
        let root_sacrifice = i32::from(self.params.root_sacrifice);
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
        if root.iter().any(|r| opening::allowed(position, &r.turn)) {
            root.retain(|r| opening::allowed(position, &r.turn));
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
            let finished = self.search_root(position, &mut root, depth, pass, margin);
            self.params = params;
            self.window = None;
            // Stopped early, the iteration counts as the one before it.
            end_pass(&mut root, pass, finished, (depth, depth - 1), &mut done);
            if !finished {
                break;
            }
            scores.push(root[0].score);
            report_best(&root, depth, self.nodes, started, &mut report);
            if forced_result(root[0].score).is_some() {
                // A forced result: deeper iterations cannot change it.
                break;
            }
            let budget = self.deadline.saturating_duration_since(iterations_started);
            if iterations_started.elapsed() * 100 > budget * u32::from(self.params.iteration_share)
            {
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

    /// The end solver on its share of the budget: the proved result as the search's, or None
    /// (the search goes on with the rest of the budget, the proofs found kept in the table).
    fn solve_first(
        &mut self,
        position: &Position,
        limits: &Limits,
        started: Instant,
        report: &mut impl FnMut(&Iteration),
    ) -> Option<SearchResult> {
        let (deadline, node_limit) = (self.deadline, self.node_limit);
        self.deadline = started + limits.time / endgame::SOLVE_SHARE;
        self.node_limit = node_limit / u64::from(endgame::SOLVE_SHARE);
        let proof = self.solve(position);
        self.deadline = deadline;
        self.node_limit = node_limit;
        self.stopped = self
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed));
        let proof = proof?;
        let depth = proof.pv.iter().filter(|t| !t.is_capture()).count() as u32;
        report(&Iteration {
            depth,
            score: proof.score,
            nodes: self.nodes,
            elapsed: started.elapsed(),
            pv: proof.pv.clone(),
        });
        Some(SearchResult {
            turn: proof.turn,
            depth,
            nodes: self.nodes,
            score: proof.score,
            pv: proof.pv,
            elapsed: started.elapsed(),
        })
    }

    /// A wide pass at the root ([`SearchParams::wide_pass`]): [`Searcher::search_root`] with
    /// every quiet placement and every removal at the frontier, its results kept in the table
    /// above the narrow ones of the same depth.
    fn search_root_wide(
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

    /// One iteration at the root, numbered `pass`; false if it was stopped before finishing.
    fn search_root(
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
            let mut child = *position;
            child.play_unchecked(entry.turn);
            let next = if entry.turn.is_capture() {
                depth
            } else {
                depth - 1
            };
            let passes = entry.turn == Turn::Pass;
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
            if value > WIN_BOUND {
                // A forced win: the rest could at best win faster.
                break;
            }
        }
        true
    }

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

    #[inline]
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY)
            && (self.nodes >= self.node_limit
                || Instant::now() >= self.deadline
                || self
                    .cancel
                    .as_ref()
                    .is_some_and(|c| c.load(Ordering::Relaxed)))
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

    fn negamax(
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
        let key = match self.chain {
            Some(_) => pos.hash() ^ NARROW_KEY,
            None => pos.hash(),
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
        };
        self.search_node(pos, &mut node, table_code);
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
        // ([`SearchParams::near_goal_sacrifices`]).
        let near_goal = futile_floor.is_some()
            && node.depth == 2
            && self.params.near_goal_sacrifices > 0
            && fewest_needed(pos, pos.side_to_move()) <= self.params.near_goal_sacrifices;
        let mut shared = (deep && pos.board().rings() <= self.params.quick_far_removals)
            .then(|| SharedLooks::new(splitting()));
        for i in start..end {
            let Scored { turn, index, .. } = self.stack[i];
            let score = if count > 0 && tried[..count].contains(&Some(turn)) {
                SKIP
            } else if deep && let Some(q) = quiet.as_ref().filter(|q| q.holds(&turn)) {
                q.ceiling
            } else if table_code.names(turn, index) {
                // (A table placement was tried above, or is not legal here.)
                TABLE_TURN
            } else if deep {
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
                        if near_goal
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
            } else {
                self.history.score(&turn, node.ply)
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
    /// alpha less `margin` ([`SearchParams::quiet_ceiling`]): outside the principal
    /// variation, with no capture pending and no cornered quiescence or even horizon (whose
    /// answers to a quiet placement can score above its bound).
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
        let ceiling = quiet_ceiling(pos, &self.weights, eval.score)?;
        (ceiling + margin <= node.alpha).then(|| QuietPlacements::of(pos, ceiling))
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
            let next = if turn.is_capture() {
                node.depth
            } else {
                node.depth - 1
            };
            // The child's table bucket (a search with depth left probes it first) and its
            // evaluation (judged first beyond the horizon, or for reverse futility).
            if next > 0 {
                self.table.prefetch(child.hash());
            }
            self.evals.prefetch(child.hash());
            let (alpha, beta) = (node.alpha, node.beta);
            if node.searched == 0 {
                -self.negamax(&child, next, -beta, -alpha, ply + 1, pass)
            } else {
                let reduce =
                    known && node.depth >= 3 && node.searched >= 3 && !child.must_capture();
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
            }
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

    /// The compulsory captures of a position beyond the horizon, under an even horizon: each
    /// searched as a turn that costs no depth, so that the quiet position at the end of the
    /// chain is checked for whose turn it is ([`SearchParams::even_horizon`]). `placer` made
    /// the last placement, the one that handed over the first capture.
    fn captures_at_horizon(
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
    /// capture and a recapture leave the line with the sacrificer's opponent to move where
    /// the line's other leaves have the sacrificer to move: standing on the evaluation there,
    /// the opponent would be judged under a threat they could answer (a shallow search then
    /// gives away marble after marble to push the answer past its horizon). So that player
    /// places once more, once along a line. Otherwise the quiescence search judges the
    /// position, the sacrificer's initiative credited as [`SearchParams::horizon_tempo`] says.
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
    /// placement along a line ([`SearchParams::even_horizon`]).
    fn place_once_more(
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
    /// credited as [`SearchParams::horizon_tempo`] says.
    fn qsearch_after_sacrifice(
        &mut self,
        pos: &Position,
        alpha: i32,
        beta: i32,
        ply: usize,
        placer: Player,
    ) -> i32 {
        let outer = self.sacrificer;
        if self.params.horizon_tempo != 100 {
            self.sacrificer = Some(placer);
        }
        let value = self.qsearch(pos, alpha, beta, ply, self.params.corners);
        self.sacrificer = outer;
        value
    }

    /// The static evaluation of a quiet position, from the cache where it is there (the safe
    /// rings counted if `mobility` asks), and what it knows of the mover's fills: the rings
    /// whose filling cuts a group off.
    #[inline]
    fn evaluate(&mut self, pos: &Position, mobility: bool) -> (Evaluation, Fills) {
        let key = pos.hash();
        if let Some(cached) = self.evals.probe(key, mobility) {
            let fills = if cached.fills {
                Fills::Unfound
            } else {
                Fills::None
            };
            return (cached.evaluation, fills);
        }
        let (evaluation, found) = evaluate_with_cuts(pos, &self.weights, mobility);
        let fills = found.has_fills();
        self.evals.store(key, &evaluation, mobility, fills);
        let fills = if fills {
            Fills::Found(found)
        } else {
            Fills::None
        };
        (evaluation, fills)
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

    /// The quiescence search: compulsory captures are searched through (a capture cannot be
    /// declined, so there is no standing pat); in a quiet position the mover may stand on the
    /// evaluation or fill a ring that takes a cut-off group — unless every placement hands
    /// over marbles (up to `corners` times along a line): then the mover must pick the
    /// cheapest sacrifice, and every placement is searched (one removal each).
    fn qsearch(
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
                eval.score -=
                    self.weights.tempo * 2 * (100 - i32::from(self.params.horizon_tempo)) / 100;
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
            let cuts = match fills {
                Fills::None => None,
                Fills::Found(cuts) => Some(cuts),
                Fills::Unfound => Some(find_cuts(pos)),
            };
            let stack = &mut self.stack;
            if let Some(cuts) = &cuts {
                for_each_fill(pos, cuts, |turn| {
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

/// What [`Searcher::evaluate`] knows of the rings the mover can fill to cut a group off.
enum Fills {
    /// There are none.
    None,
    /// There are some, and the cuts were found on the way.
    Found(Cuts),
    /// There are some (the cache says so), not yet looked for.
    Unfound,
}

/// A node's quiet placements, settled by the bound of [`quiet_ceiling`].
struct QuietPlacements {
    /// The most any of them can score.
    ceiling: i32,
    /// The vacant rings where a placement creates no jump.
    cells: Bitboard,
    /// The rings whose removal may split a group.
    splitting: Bitboard,
}

impl QuietPlacements {
    /// The quiet placements of `pos`, each scoring at most `ceiling`.
    fn of(pos: &Position, ceiling: i32) -> QuietPlacements {
        QuietPlacements {
            ceiling,
            cells: jumpless_cells(pos),
            splitting: multi_arc(pos.rings()),
        }
    }

    /// Whether `turn` is one of them: a placement on a jumpless ring whose removal (if any)
    /// splits nothing.
    fn holds(&self, turn: &Turn) -> bool {
        matches!(turn, Turn::Place { at, remove, .. }
            if self.cells.contains(*at) && remove.is_none_or(|r| !self.splitting.contains(r)))
    }
}

/// How many removals each sacrifice (a marble put where it hands over a capture whatever ring
/// is removed) has been searched with at a node, against a limit. Removals that cut rings off
/// are not counted: they are always searched.
struct Sacrifices {
    loud: Bitboard,
    splitting: Bitboard,
    limit: u16,
    /// Removals so far, by marble and ring.
    seen: [u16; 3 * 128],
}

impl Sacrifices {
    /// No removal seen yet; `limit` 0 lets every removal through.
    fn new(loud: Bitboard, splitting: Bitboard, limit: u16) -> Sacrifices {
        Sacrifices {
            loud,
            splitting,
            limit,
            seen: [0; 3 * 128],
        }
    }

    /// Whether `turn` is a sacrifice already searched with as many removals as the limit
    /// allows; otherwise it is counted (when it is a sacrifice).
    #[inline]
    fn beyond_limit(&mut self, turn: Turn) -> bool {
        if self.limit == 0 {
            return false;
        }
        let Turn::Place { marble, at, remove } = turn else {
            return false;
        };
        if !self.loud.contains(at) || remove.is_some_and(|r| self.splitting.contains(r)) {
            return false;
        }
        let Some(seen) = self
            .seen
            .get_mut(marble.index() * 128 + usize::from(at.index()))
        else {
            return false;
        };
        if *seen >= self.limit {
            return true;
        }
        *seen += 1;
        false
    }
}

/// The quick looks a node's placements share among their far removals
/// ([`SearchParams::quick_far_removals`]).
struct SharedLooks {
    splitting: Bitboard,
    /// The look of each marble on each ring with its first far removal ([`NO_ESTIMATE`]:
    /// none yet).
    looks: [i32; 3 * 128],
}

impl SharedLooks {
    /// No look kept yet; `splitting` are the rings whose removal may cut rings off.
    fn new(splitting: Bitboard) -> SharedLooks {
        SharedLooks {
            splitting,
            looks: [NO_ESTIMATE; 3 * 128],
        }
    }

    /// Where the look of `turn` is shared: a placement whose removal is far ([`far_removal`]).
    #[inline]
    fn slot(&self, turn: Turn) -> Option<usize> {
        // Two rings, whatever `SearchParams::near_removals` says: only that was measured here.
        let (marble, at) = far_removal(turn, self.splitting, 2)?;
        Some(marble.index() * 128 + usize::from(at.index()))
    }

    /// The look kept for `slot`, if any.
    #[inline]
    fn look(&self, slot: usize) -> Option<i32> {
        self.looks
            .get(slot)
            .copied()
            .filter(|&look| look != NO_ESTIMATE)
    }

    /// Keeps the first look found for `slot`, unless it is a forced result.
    #[inline]
    fn keep(&mut self, slot: usize, look: i32) {
        if look.abs() >= WIN_BOUND {
            return;
        }
        if let Some(kept) = self.looks.get_mut(slot)
            && *kept == NO_ESTIMATE
        {
            *kept = look;
        }
    }
}

/// The sacrifices of a node that fell short of alpha with a removal searched
/// ([`SearchParams::far_removals`]): their removals far from them are not searched.
struct ShortSacrifices {
    loud: Bitboard,
    splitting: Bitboard,
    margin: i32,
    /// How many rings from the sacrifice a removal stays near.
    near: u8,
    /// The rings where a marble of each colour fell short.
    short: [Bitboard; 3],
}

impl ShortSacrifices {
    /// None fallen short yet; `margin` is how far below alpha a sacrifice must score, `near`
    /// how many rings from it a removal is still searched ([`SearchParams::near_removals`]).
    fn new(loud: Bitboard, splitting: Bitboard, margin: u16, near: u8) -> ShortSacrifices {
        ShortSacrifices {
            loud,
            splitting,
            margin: i32::from(margin),
            near,
            short: [Bitboard::EMPTY; 3],
        }
    }

    /// Whether `turn` is a sacrifice that fell short with another removal, and its removal
    /// is far ([`far_removal`]).
    #[inline]
    fn skips(&self, turn: Turn) -> bool {
        far_removal(turn, self.splitting, self.near)
            .is_some_and(|(marble, at)| self.short[marble.index()].contains(at))
    }

    /// Notes a searched turn's value: a sacrifice that scored `margin` or more below
    /// `alpha` has fallen short.
    #[inline]
    fn note(&mut self, turn: Turn, value: i32, alpha: i32) {
        if let Turn::Place { marble, at, .. } = turn
            && self.loud.contains(at)
            && value <= alpha.saturating_sub(self.margin)
        {
            self.short[marble.index()] |= Bitboard::from_cell(at);
        }
    }
}

/// The sacrifices of a node with one placement to go that fell short, by ring and removal
/// ([`SearchParams::short_colours`]): the same placement in another colour hands over the
/// same jumps.
struct ShortColours {
    /// The rings where a placement hands over a capture whatever ring is removed.
    loud: Bitboard,
    /// How far below alpha a sacrifice must score to fall short.
    margin: i32,
    /// By the ring placed on, the removals with which a sacrifice fell short (the ring
    /// itself standing for no removal).
    short: [Bitboard; 128],
}

impl ShortColours {
    /// None fallen short yet.
    fn new(loud: Bitboard, margin: u16) -> ShortColours {
        ShortColours {
            loud,
            margin: i32::from(margin),
            short: [Bitboard::EMPTY; 128],
        }
    }

    /// The ring of a sacrifice and the ring that stands for its removal.
    #[inline]
    fn key(&self, turn: Turn) -> Option<(usize, Cell)> {
        match turn {
            Turn::Place { at, remove, .. } if self.loud.contains(at) => {
                Some((usize::from(at.index()), remove.unwrap_or(at)))
            }
            _ => None,
        }
    }

    /// Whether `turn` is a sacrifice that fell short in another colour.
    #[inline]
    fn skips(&self, turn: Turn) -> bool {
        self.key(turn).is_some_and(|(at, removal)| {
            self.short
                .get(at)
                .is_some_and(|removals| removals.contains(removal))
        })
    }

    /// Notes a searched turn's value: a sacrifice that scored `margin` or more below
    /// `alpha` has fallen short.
    #[inline]
    fn note(&mut self, turn: Turn, value: i32, alpha: i32) {
        if value <= alpha.saturating_sub(self.margin)
            && let Some((at, removal)) = self.key(turn)
            && let Some(removals) = self.short.get_mut(at)
        {
            *removals |= Bitboard::from_cell(removal);
        }
    }
}

/// Whether the player to move in `pos` must capture and has a single capture to make.
fn single_capture(pos: &Position) -> bool {
    let mut captures = 0;
    if pos.must_capture() {
        pos.for_each_legal_turn(|_| captures += 1);
    }
    captures == 1
}

/// The marble and ring of a placement whose removal is far from it: more than `near` rings
/// away (at most two), and not one of `splitting` (the rings whose removal may cut rings
/// off). Two rings away, such a removal touches neither the marble's captures nor its
/// neighbours.
#[inline]
fn far_removal(turn: Turn, splitting: Bitboard, near: u8) -> Option<(Marble, Cell)> {
    let Turn::Place {
        marble,
        at,
        remove: Some(remove),
    } = turn
    else {
        return None;
    };
    let near = match near {
        0 => Bitboard::EMPTY,
        1 => Bitboard::from_cell(at).neighbours(),
        _ => WITHIN_TWO
            .get(usize::from(at.index()))
            .copied()
            .unwrap_or(Bitboard::EMPTY),
    };
    if splitting.contains(remove) || near.contains(remove) {
        return None;
    }
    Some((marble, at))
}

/// For each cell index, the cells within two rings of it ([`far_removal`]'s near ones),
/// worked out once instead of at every turn.
const WITHIN_TWO: [Bitboard; 128] = {
    let mut table = [Bitboard::EMPTY; 128];
    let mut i = 0;
    while i < 128 {
        let near = Bitboard::from_cell(Cell::from_index(i as u8)).neighbours();
        table[i] = Bitboard(near.0 | near.neighbours().0);
        i += 1;
    }
    table
};

/// Ranks the root turns after a pass: those it searched first, best first. The pass becomes
/// the result (`done`) at `depths.0` if it `finished`, else at `depths.1` once it has searched
/// the turn it put first (the others it reached are then bounds at best).
fn end_pass(
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

#[cfg(test)]
mod tests {
    use super::*;
    use zertz_engine::{Board, GameType};

    /// A middle-game position on 37 rings, with sacrifices to choose from.
    fn middle_game() -> Position {
        let mut pos = Position::new(Board::Rings37, GameType::Standard);
        for text in ["Gd2-d1", "Bc6-e6", "We5-g2", "Bg4-c1"] {
            let turn = pos.parse_turn(text).expect("a legal turn");
            pos.play_unchecked(turn);
        }
        pos
    }

    /// Root turns of the middle game, scored `scores` in order by a pass numbered `pass`.
    fn root_turns(scores: &[(i32, u32)]) -> Vec<RootTurn> {
        let mut turns = Vec::new();
        middle_game().for_each_legal_turn(|turn| turns.push(turn));
        scores
            .iter()
            .zip(turns)
            .map(|(&(score, pass), turn)| RootTurn {
                turn,
                score,
                handicap: 0,
                exact: true,
                pass,
                pv: vec![turn],
            })
            .collect()
    }

    #[test]
    fn a_wide_pass_searches_again_what_the_narrow_one_left_in_the_table() {
        let pos = middle_game();
        let mut s = searcher(SearchParams::default(), Board::Rings37);
        let mut root = root_turns(&[(0, 0); 4000]);
        let mut nodes = Vec::new();
        for (pass, wide) in [(1, false), (2, false), (3, true), (4, true)] {
            let before = s.nodes;
            let finished = if wide {
                s.search_root_wide(&pos, &mut root, 2, pass, 0)
            } else {
                s.search_root(&pos, &mut root, 2, pass, 0)
            };
            assert!(finished);
            assert!(root.iter().all(|r| r.pass == pass));
            nodes.push(s.nodes - before);
        }
        // A narrow pass again is settled by the table; a wide one is not (it searches more
        // than the first narrow pass), until it is done once.
        assert!(nodes[1] * 2 < nodes[0], "{nodes:?}");
        assert!(nodes[2] > nodes[0], "{nodes:?}");
        assert!(nodes[3] * 2 < nodes[2], "{nodes:?}");
    }

    #[test]
    fn a_pass_stopped_early_ranks_the_turns_it_reached_first() {
        let mut done = None;
        // Pass 3 reached two turns before the clock ran out: they come first, best first,
        // and the others' scores (from pass 2) are no longer exact.
        let mut root = root_turns(&[(50, 2), (10, 3), (90, 2), (30, 3)]);
        let (reached_best, reached_other) = (root[3].turn, root[1].turn);
        end_pass(&mut root, 3, false, (2, 1), &mut done);
        let (depth, ranked) = done.take().expect("a result");
        assert_eq!(depth, 1);
        assert_eq!(ranked[0].turn, reached_best);
        assert_eq!(ranked[1].turn, reached_other);
        assert_eq!(ranked[2].score, 90);
        assert!(ranked[0].exact && !ranked[2].exact && !ranked[3].exact);
        // A pass that reached nothing leaves the result of the pass before it.
        let mut root = root_turns(&[(50, 2), (10, 2)]);
        end_pass(&mut root, 3, false, (2, 2), &mut done);
        assert!(done.is_none());
        // A finished pass is the result at its own depth, best first.
        let mut root = root_turns(&[(50, 4), (70, 4), (60, 4)]);
        end_pass(&mut root, 4, true, (2, 2), &mut done);
        let (depth, ranked) = done.expect("a result");
        assert_eq!(depth, 2);
        let scores: Vec<i32> = ranked.iter().map(|r| r.score).collect();
        assert_eq!(scores, [70, 60, 50]);
    }

    /// A searcher ready to search without a time limit, with `params`.
    fn searcher(params: SearchParams, board: zertz_engine::Board) -> Searcher {
        let mut searcher = Searcher::new(1);
        searcher.deadline = Instant::now() + Duration::from_secs(60);
        searcher.node_limit = u64::MAX;
        searcher.weights = Weights::for_board(board);
        searcher.params = params;
        searcher
    }

    #[test]
    fn a_sacrifice_at_the_horizon_does_not_earn_the_sacrificer_the_initiative() {
        let credited = SearchParams::default();
        let uncredited = crate::Level::Easy.limits().params;
        assert_eq!(credited.horizon_tempo, 100);
        assert_eq!(uncredited.horizon_tempo, 50);
        assert_eq!(crate::Level::Medium.limits().params.horizon_tempo, 50);
        let tempo = Weights::for_board(Board::Rings37).tempo;
        let mut with = searcher(credited, Board::Rings37);
        let mut without = searcher(uncredited, Board::Rings37);
        let (mut sacrifices, mut exact) = (0, 0);
        for pos in crate::eval::tests::random_positions(Board::Rings37, 3) {
            if pos.must_capture() || pos.is_finished() {
                continue;
            }
            pos.for_each_legal_turn(|turn| {
                let mut child = pos;
                child.play_unchecked(turn);
                if turn.is_capture() || !child.must_capture() {
                    return;
                }
                // The value of the sacrifice for the sacrificer, one placement from the
                // horizon, with and without the initiative after the capture.
                let credited = -with.negamax(&child, 0, -INFINITY, INFINITY, 1, false);
                let plain = -without.negamax(&child, 0, -INFINITY, INFINITY, 1, false);
                assert!(plain <= credited, "{} after {turn:?}", pos.to_text());
                sacrifices += 1;
                if credited - plain == 2 * tempo * 50 / 100 {
                    exact += 1;
                }
            });
        }
        assert!(sacrifices > 100, "{sacrifices} sacrifices");
        // Mostly the capture answers, the sacrificer stands: the initiative's worth apart.
        assert!(exact * 2 > sacrifices, "{exact} of {sacrifices}");
    }

    #[test]
    fn the_first_iteration_credits_the_initiative_as_its_own_share_says() {
        let one_placement = |pos: &Position, params: SearchParams| {
            let limits = Limits {
                max_depth: Some(1),
                params,
                ..Limits::new(Duration::from_secs(60))
            };
            search(pos, &limits).map(|r| (r.turn, r.score))
        };
        let share = |horizon_tempo, horizon_tempo_1| SearchParams {
            horizon_tempo,
            horizon_tempo_1,
            ..SearchParams::default()
        };
        let (credited, none_first, none) = (share(100, 100), share(100, 50), share(50, 50));
        // The lower of the two applies: easy's and medium's 50 in every iteration.
        let none_either = share(50, 100);
        let (mut positions, mut changed) = (0, 0);
        for pos in crate::eval::tests::random_positions(Board::Rings37, 2) {
            if pos.must_capture() || pos.is_finished() {
                continue;
            }
            let first = one_placement(&pos, none_first);
            assert_eq!(first, one_placement(&pos, none), "{}", pos.to_text());
            assert_eq!(first, one_placement(&pos, none_either), "{}", pos.to_text());
            changed += usize::from(first != one_placement(&pos, credited));
            positions += 1;
        }
        assert!(positions > 20, "{positions}");
        // Where a sacrifice earned the initiative, the one-placement search chose otherwise.
        assert!(changed > 0, "{changed} of {positions}");
    }

    #[test]
    fn after_a_sacrifice_and_its_capture_the_opponent_places_once_more_at_the_horizon() {
        let pos = middle_game();
        let sacrificer = pos.side_to_move();
        // Below each sacrifice, one placement from the horizon of a two-placement iteration:
        // the positions searched.
        let search = |even_horizon| {
            // Every removal searched, as medium (the level with the even horizon) does.
            let params = SearchParams {
                even_horizon,
                far_removals: 0,
                ..SearchParams::default()
            };
            let mut searcher = searcher(params, Board::Rings37);
            searcher.horizon_side = sacrificer;
            let mut sacrifices = 0;
            pos.for_each_legal_turn(|turn| {
                let mut child = pos;
                child.play_unchecked(turn);
                if turn.is_capture() || !child.must_capture() {
                    return;
                }
                searcher.negamax(&child, 1, -INFINITY, INFINITY, 1, false);
                sacrifices += 1;
                assert!(
                    !searcher.extended,
                    "the extension is undone on the way back"
                );
            });
            (searcher.nodes, sacrifices)
        };
        let ((plain_nodes, plain), (even_nodes, even)) = (search(false), search(true));
        assert!(plain > 20, "{plain} sacrifices");
        // The opponent's extra placement is searched (the values may or may not change).
        assert!(
            even_nodes > plain_nodes + plain_nodes / 2,
            "{even_nodes} against {plain_nodes}"
        );
        assert_eq!(plain, even);
    }

    #[test]
    fn a_sacrifice_and_its_recapture_do_not_leave_the_threatened_player_standing() {
        // Game 194 of `match --board 48 --seed 90`, medium against a random mover: medium
        // (second) stood one grey from its goal with a cut to come, and gave away ten marbles
        // in a row, each line of its two-placement search ending after its own sacrifice, the
        // capture and its recapture — with the opponent to move, judged standing on the
        // threat instead of answering it.
        let mut pos = Position::new(Board::Rings48, GameType::Standard);
        let line = "Gd4-g1 Bc2-h2 Gg4-b1 Be6-a2 Gd3-a4 c2xe3xc4 Wd2-c1 Ge5-c2 e6xe4 Ge2-f1 \
                    d2xf2 Bc3-e1 c3xc5 Wc6-c7 c6xc4 Gb3-a3";
        for text in line.split_whitespace() {
            let turn = pos.parse_turn(text).expect("a legal turn");
            pos.play_unchecked(turn);
        }
        let medium = pos.side_to_move().opponent();
        assert!(pos.must_capture(), "medium's last placement is a sacrifice");
        // Medium's value of the line at its horizon (the second placement of an iteration of
        // two: medium is to move in the line's other leaves).
        let value = |even_horizon| {
            let params = SearchParams {
                even_horizon,
                ..crate::Level::Medium.limits().params
            };
            let mut searcher = searcher(params, Board::Rings48);
            searcher.horizon_side = medium;
            -searcher.negamax(&pos, 0, -INFINITY, INFINITY, 2, false)
        };
        let (standing, answered) = (value(false), value(true));
        assert!(standing > 800, "the threat stood on: {standing}");
        assert!(
            answered < standing - 500,
            "the threat answered: {answered} against {standing}"
        );
    }

    #[test]
    fn each_sacrifice_keeps_as_many_removals_as_the_limit_and_every_cut() {
        let pos = middle_game();
        let (loud, splitting) = (placement_jumps(&pos).0, multi_arc(pos.rings()));
        assert!(!loud.is_empty(), "the position has sacrifices");
        for limit in [0u16, 1, 2] {
            let mut sacrifices = Sacrifices::new(loud, splitting, limit);
            let mut kept = [0u16; 3 * 128];
            let mut skipped = 0;
            pos.for_each_legal_turn(|turn| {
                let beyond = sacrifices.beyond_limit(turn);
                let Turn::Place { marble, at, remove } = turn else {
                    assert!(!beyond, "only placements are limited");
                    return;
                };
                let cut = remove.is_some_and(|r| splitting.contains(r));
                if !loud.contains(at) || cut || limit == 0 {
                    assert!(!beyond, "{turn:?} is not a limited sacrifice");
                    return;
                }
                let slot = &mut kept[marble.index() * 128 + usize::from(at.index())];
                assert_eq!(beyond, *slot == limit, "{turn:?} after {slot} removals");
                if beyond {
                    skipped += 1;
                } else {
                    *slot += 1;
                }
            });
            assert_eq!(skipped > 0, limit > 0, "limit {limit} skips some removals");
        }
    }

    #[test]
    fn a_sacrifice_that_fell_short_skips_only_its_far_removals_that_cut_nothing() {
        let pos = middle_game();
        let (loud, splitting) = (placement_jumps(&pos).0, multi_arc(pos.rings()));
        let mut sacrifices = Vec::new();
        pos.for_each_legal_turn(|turn| {
            if let Turn::Place { at, .. } = turn
                && loud.contains(at)
            {
                sacrifices.push(turn);
            }
        });
        let Some(&first) = sacrifices.first() else {
            panic!("the position has sacrifices");
        };
        let Turn::Place { marble, at, .. } = first else {
            panic!("a sacrifice is a placement");
        };
        let around = Bitboard::from_cell(at).neighbours();
        let mut skipped_by_reach = Vec::new();
        for (reach, near) in [
            (0, Bitboard::EMPTY),
            (1, around),
            (2, around | around.neighbours()),
        ] {
            let mut short = ShortSacrifices::new(loud, splitting, 100, reach);
            // Nothing has fallen short yet; a value less than a margin below alpha is not short.
            assert!(sacrifices.iter().all(|&t| !short.skips(t)));
            short.note(first, -50, 0);
            assert!(sacrifices.iter().all(|&t| !short.skips(t)));
            short.note(first, -100, 0);
            let (mut skipped, mut kept) = (0, 0);
            pos.for_each_legal_turn(|turn| {
                let far = match turn {
                    Turn::Place {
                        marble: m,
                        at: a,
                        remove: Some(r),
                    } => m == marble && a == at && !near.contains(r) && !splitting.contains(r),
                    _ => false,
                };
                assert_eq!(short.skips(turn), far, "{reach}: {turn:?}");
                if far {
                    skipped += 1;
                } else if let Turn::Place {
                    marble: m, at: a, ..
                } = turn
                    && (m, a) == (marble, at)
                {
                    kept += 1;
                }
            });
            assert!(skipped > 0, "{reach}: {skipped} skipped");
            assert!(reach == 0 || kept > 0, "{reach}: {kept} kept");
            skipped_by_reach.push(skipped);
        }
        // The nearer the reach, the more removals are skipped.
        assert!(
            skipped_by_reach.windows(2).all(|w| w[0] > w[1]),
            "{skipped_by_reach:?}"
        );
        // A quiet placement never falls short.
        let mut quiet = ShortSacrifices::new(loud, splitting, 100, NEAR_REMOVALS);
        pos.for_each_legal_turn(|turn| {
            if matches!(turn, Turn::Place { at, .. } if !loud.contains(at)) {
                quiet.note(turn, -10_000, 0);
            }
        });
        assert_eq!(quiet.short, [Bitboard::EMPTY; 3]);
    }

    /// A two-placement search of [`middle_game`] with `params` (the end solver off).
    #[test]
    fn master_searches_within_64_mib() {
        let limits = crate::Level::Master.limits().with_max_nodes(300_000);
        let mut searcher = Searcher::new(limits.table_mib);
        let result = searcher.search(&middle_game(), &limits);
        assert!(result.is_some());
        let bytes = searcher.memory_bytes();
        // Its table takes what it was given; with the rest, 64 MiB at most.
        assert!(bytes >= limits.table_mib << 20, "{bytes}");
        assert!(bytes <= 64 << 20, "{bytes} bytes");
    }

    fn middle_game_at_depth_2(params: SearchParams) -> SearchResult {
        middle_game_at_depth(params, 2)
    }

    #[test]
    fn a_sacrifice_at_the_root_must_be_found_better_by_its_handicap() {
        let at_depth_2 = |pos: &Position, root_sacrifice: u16| {
            let mut limits = Limits::new(Duration::from_secs(60)).with_max_depth(2);
            limits.params = SearchParams {
                end_pool: 0,
                root_sacrifice,
                ..SearchParams::default()
            };
            Searcher::new(4).search(pos, &limits).expect("legal turns")
        };
        let (mut checked, mut switched) = (0, 0);
        for pos in crate::eval::tests::random_positions(Board::Rings37, 12) {
            if pos.must_capture() || pos.is_finished() || pos.pool().total() < 12 {
                continue;
            }
            let mut quiet = false;
            pos.for_each_legal_turn(|turn| quiet |= !hands_over_capture(&pos, turn));
            let free = at_depth_2(&pos, 0);
            if !quiet || !hands_over_capture(&pos, free.turn) || forced_result(free.score).is_some()
            {
                continue;
            }
            // A sacrifice chosen freely: with a handicap no gain can cover, a turn that hands
            // over nothing is chosen instead, unless every such turn loses by force; a
            // sacrifice still chosen is reported at its searched score, the handicap given
            // back.
            let handicapped = at_depth_2(&pos, 5000);
            if hands_over_capture(&pos, handicapped.turn) {
                assert!(
                    (handicapped.score - free.score).abs() < 1000,
                    "{}: {} against {}",
                    pos.to_text(),
                    handicapped.score,
                    free.score
                );
            } else {
                switched += 1;
            }
            checked += 1;
            if switched == 3 {
                break;
            }
        }
        assert!(
            switched >= 3,
            "only {switched} of {checked} choices changed"
        );
    }

    #[test]
    fn a_handicapped_score_is_given_back_when_reported() {
        let turn = middle_game().parse_turn("Bd4-a1").expect("a legal turn");
        for (score, chosen) in [
            (120, 80),
            (-30, -70),
            (WIN - 3, WIN - 3),
            (-WIN + 5, -WIN + 5),
        ] {
            assert_eq!(handicapped(score, 40), chosen);
            let entry = RootTurn {
                turn,
                score: chosen,
                handicap: 40,
                exact: true,
                pass: 1,
                pv: vec![turn],
            };
            assert_eq!(entry.searched_score(), score);
        }
    }

    /// A search of [`middle_game`] `depth` placements deep with `params` (the end solver off).
    fn middle_game_at_depth(params: SearchParams, depth: u32) -> SearchResult {
        let mut limits = Limits::new(Duration::from_secs(60)).with_max_depth(depth);
        limits.params = SearchParams {
            end_pool: 0,
            ..params
        };
        Searcher::new(4)
            .search(&middle_game(), &limits)
            .expect("the position has legal turns")
    }

    /// Asserts that `skipping` searches [`middle_game`] two placements deep in fewer than nine
    /// tenths of the positions `every` does, and still answers a legal turn.
    fn skips_positions(every: SearchParams, skipping: SearchParams, what: &str) {
        skips_positions_at(2, every, skipping, what);
    }

    /// [`skips_positions`] `depth` placements deep; returns the two searches.
    fn skips_positions_at(
        depth: u32,
        every: SearchParams,
        skipping: SearchParams,
        what: &str,
    ) -> (SearchResult, SearchResult) {
        let (every, skipping) = (
            middle_game_at_depth(every, depth),
            middle_game_at_depth(skipping, depth),
        );
        assert!(
            skipping.nodes < every.nodes * 9 / 10,
            "{} positions {what}, {} without",
            skipping.nodes,
            every.nodes
        );
        assert!(middle_game().play(skipping.turn).is_ok(), "a legal turn");
        (every, skipping)
    }

    #[test]
    fn skipping_the_other_colours_of_a_short_sacrifice_searches_fewer_positions() {
        let with = |short_colours| SearchParams {
            short_colours,
            ..SearchParams::default()
        };
        let (every, skipping) = skips_positions_at(3, with(0), with(200), "skipping colours");
        assert_eq!(skipping.turn, every.turn, "the same turn chosen");
    }

    #[test]
    fn reducing_late_root_placements_searches_fewer_positions() {
        let with = |root_reduction| SearchParams {
            root_reduction,
            ..SearchParams::default()
        };
        // Three placements deep (the first depth it acts at): fewer positions, the same turn.
        let (every, reduced) = (
            middle_game_at_depth(with(0), 3),
            middle_game_at_depth(with(8), 3),
        );
        assert!(
            reduced.nodes < every.nodes,
            "{} positions reduced, {} without",
            reduced.nodes,
            every.nodes
        );
        assert_eq!(reduced.turn, every.turn);
        // Two placements deep nothing is reduced.
        assert_eq!(
            middle_game_at_depth_2(with(8)).nodes,
            middle_game_at_depth_2(with(0)).nodes
        );
    }

    #[test]
    fn skipping_far_removals_searches_fewer_positions() {
        let with = |far_removals| SearchParams {
            far_removals,
            ..SearchParams::default()
        };
        skips_positions(with(0), with(FAR_REMOVALS), "skipping far removals");
    }

    #[test]
    fn a_wider_futility_margin_skips_fewer_turns() {
        let with = |futility_2| SearchParams {
            futility_2,
            ..SearchParams::default()
        };
        // Two placements from the horizon only turns whose look falls that far short of alpha
        // are skipped: a margin of two whites searches more positions than none.
        skips_positions_at(3, with(400), with(0), "skipping every look short of alpha");
        assert_eq!(SearchParams::default(), with(FUTILITY[0]));
        assert_eq!(SearchParams::default().futility_3, FUTILITY[1]);
    }

    #[test]
    fn bounded_looks_search_fewer_positions_for_the_same_turn() {
        let with = |bounded_looks| SearchParams {
            bounded_looks,
            ..SearchParams::default()
        };
        let (whole, bounded) = (
            middle_game_at_depth(with(false), 3),
            middle_game_at_depth(with(true), 3),
        );
        // A futile turn's look stops at the first answer that holds it below the floor.
        assert!(
            bounded.nodes < whole.nodes,
            "{} positions bounded, {} whole",
            bounded.nodes,
            whole.nodes
        );
        // The turns above the floor, and their order, are those of whole looks: so is the
        // choice here.
        assert_eq!((bounded.turn, bounded.score), (whole.turn, whole.score));
        assert!(SearchParams::default().bounded_looks);
    }

    #[test]
    fn an_aspiration_window_changes_the_search_from_the_third_iteration() {
        let with = |aspiration| SearchParams {
            aspiration,
            ..SearchParams::default()
        };
        // Two iterations have no score two before theirs: the window is not used.
        let (two, two_window) = (
            middle_game_at_depth(with(0), 2),
            middle_game_at_depth(with(100), 2),
        );
        assert_eq!((two.nodes, two.turn), (two_window.nodes, two_window.turn));
        // From the third on the first root turn is searched within it first: a window a point
        // wide either side of the first iteration's score misses the third's, which is then
        // searched again with the whole window, to the same turn and score.
        let (whole, window) = (
            middle_game_at_depth(with(0), 3),
            middle_game_at_depth(with(1), 3),
        );
        assert!(
            window.nodes > whole.nodes,
            "{} against {}",
            window.nodes,
            whole.nodes
        );
        assert_eq!((window.turn, window.score), (whole.turn, whole.score));
        assert_eq!(SearchParams::default().aspiration, 0);
    }

    #[test]
    fn far_removals_share_the_quick_look_of_the_first() {
        let pos = middle_game();
        let splitting = multi_arc(pos.rings());
        let mut shared = SharedLooks::new(splitting);
        let (mut far, mut near) = (Vec::new(), 0);
        pos.for_each_legal_turn(|turn| {
            let Turn::Place {
                at,
                remove: Some(r),
                ..
            } = turn
            else {
                assert_eq!(shared.slot(turn), None, "{turn:?}");
                return;
            };
            let around = Bitboard::from_cell(at).neighbours();
            let is_far = !(around | around.neighbours()).contains(r) && !splitting.contains(r);
            assert_eq!(shared.slot(turn).is_some(), is_far, "{turn:?}");
            if is_far {
                far.push(turn);
            } else {
                near += 1;
            }
        });
        assert!(
            far.len() > 100 && near > 100,
            "{} far, {near} near",
            far.len()
        );
        // The removals of one marble on one ring share a slot; other marbles or rings do not.
        let slot = |turn| shared.slot(turn).expect("a far removal");
        let same = |a: Turn, b: Turn| match (a, b) {
            (
                Turn::Place {
                    marble: m, at: x, ..
                },
                Turn::Place {
                    marble: n, at: y, ..
                },
            ) => m == n && x == y,
            _ => false,
        };
        for &turn in &far {
            assert_eq!(slot(turn) == slot(far[0]), same(turn, far[0]), "{turn:?}");
        }
        // The first look is kept, later ones and forced results are not.
        let k = slot(far[0]);
        assert_eq!(shared.look(k), None);
        shared.keep(k, WIN_BOUND + 5);
        assert_eq!(shared.look(k), None, "a forced result is not shared");
        shared.keep(k, -40);
        shared.keep(k, 70);
        assert_eq!(shared.look(k), Some(-40));
    }

    #[test]
    fn sharing_quick_looks_searches_fewer_positions() {
        let with = |quick_far_removals| SearchParams {
            quick_far_removals,
            ..SearchParams::default()
        };
        let (every, _) = skips_positions_at(3, with(0), with(37), "sharing the quick looks");
        // Two placements deep no node is far enough from the horizon to look: nothing changes.
        assert_eq!(
            middle_game_at_depth_2(with(37)).nodes,
            middle_game_at_depth_2(with(0)).nodes
        );
        // Nor on a board larger than the one given.
        assert_eq!(middle_game_at_depth(with(36), 3).nodes, every.nodes);
    }

    #[test]
    fn a_position_found_in_the_evaluation_cache_still_fills_its_cuts() {
        let mut mattered = 0;
        for pos in crate::eval::tests::random_positions(Board::Rings37, 40) {
            if pos.must_capture() || pos.is_finished() || !find_cuts(&pos).has_fills() {
                continue;
            }
            let mut s = searcher(SearchParams::default(), Board::Rings37);
            // First seen: the cuts come with the evaluation; then from the cache, without.
            let (eval, fills) = s.evaluate(&pos, false);
            assert!(matches!(fills, Fills::Found(_)), "{}", pos.to_text());
            let (again, fills) = s.evaluate(&pos, false);
            assert!(matches!(fills, Fills::Unfound), "{}", pos.to_text());
            assert_eq!(again.score, eval.score);
            // The quiescence search, the evaluation now cached, plays the fills as a fresh
            // searcher does.
            let cached = s.qsearch(&pos, -INFINITY, INFINITY, 1, 0);
            let mut fresh = searcher(SearchParams::default(), Board::Rings37);
            assert_eq!(
                fresh.qsearch(&pos, -INFINITY, INFINITY, 1, 0),
                cached,
                "{}",
                pos.to_text()
            );
            mattered += usize::from(cached > eval.score);
        }
        assert!(mattered > 0, "some fill beats standing on the evaluation");
    }

    #[test]
    fn no_quiet_placement_looks_better_than_its_ceiling() {
        let mut checked = 0;
        // 37 rings with the fitted weights (no opponent's cut counted), 48 with the hand-set
        // ones (which count it, so the ceiling has room for it).
        for board in [Board::Rings37, Board::Rings48] {
            let mut s = searcher(SearchParams::default(), board);
            for pos in crate::eval::tests::random_positions(board, 12) {
                if pos.must_capture() || pos.is_finished() {
                    continue;
                }
                let (eval, _) = s.evaluate(&pos, false);
                let weights = s.weights;
                let Some(ceiling) = quiet_ceiling(&pos, &weights, eval.score) else {
                    continue;
                };
                let quiet = QuietPlacements::of(&pos, ceiling);
                let mut turns = Vec::new();
                pos.for_each_legal_turn(|turn| turns.push(turn));
                for turn in turns.into_iter().filter(|t| quiet.holds(t)) {
                    let mut child = pos;
                    child.play_unchecked(turn);
                    assert!(!child.must_capture(), "{turn:?} in {}", pos.to_text());
                    let look = -s.qsearch(&child, -INFINITY, INFINITY, 1, 0);
                    assert!(
                        look <= ceiling,
                        "{turn:?}: {look} above {ceiling} in {}",
                        pos.to_text()
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 1_000, "{checked}");
    }

    #[test]
    fn quiet_placements_below_alpha_are_settled_without_a_look() {
        let with = |quiet_ceiling| SearchParams {
            quiet_ceiling,
            ..SearchParams::default()
        };
        // Three placements deep the quick looks of the quiet placements go: fewer positions.
        let (every, skipping) = skips_positions_at(
            3,
            with(false),
            with(true),
            "settling quiet placements by the ceiling",
        );
        // The pruned placements would all have failed low: the same turn, the same score, at
        // either depth (two placements deep only the frontier's few quiet ones go).
        assert_eq!((skipping.turn, skipping.score), (every.turn, every.score));
        let (every, skipping) = (
            middle_game_at_depth_2(with(false)),
            middle_game_at_depth_2(with(true)),
        );
        assert_eq!((skipping.turn, skipping.score), (every.turn, every.score));
        // Not where the quiescence search may make the opponent sacrifice.
        let cornered = |quiet_ceiling| SearchParams {
            corners: 2,
            ..with(quiet_ceiling)
        };
        assert_eq!(
            middle_game_at_depth_2(cornered(true)).nodes,
            middle_game_at_depth_2(cornered(false)).nodes
        );
    }

    #[test]
    fn the_principal_variation_skips_futile_turns_when_asked() {
        let with = |pv_futility| SearchParams {
            pv_futility,
            ..SearchParams::default()
        };
        let (every, skipping) =
            skips_positions_at(3, with(false), with(true), "skipping futile PV turns");
        assert_eq!(skipping.turn, every.turn);
        // Two placements deep no node but the root's is far enough from the horizon to look.
        assert_eq!(
            middle_game_at_depth_2(with(true)).nodes,
            middle_game_at_depth_2(with(false)).nodes
        );
    }

    #[test]
    fn razoring_searches_fewer_positions() {
        let with = |razor_1, razor_2| SearchParams {
            razor_1,
            razor_2,
            ..SearchParams::default()
        };
        skips_positions(with(0, 0), with(100, 100), "razoring");
        // Off by default.
        assert_eq!(SearchParams::default(), with(0, 0));
    }

    #[test]
    fn the_margins_decide_which_quiet_positions_go_unsearched() {
        let pos = middle_game();
        assert!(!pos.must_capture() && !pos.is_finished());
        let razors = SearchParams {
            razor_1: 300,
            razor_2: 300,
            ..SearchParams::default()
        };
        assert_eq!(
            SearchParams::default(),
            SearchParams {
                static_margin_1: STATIC_MARGIN[0],
                static_margin_2: STATIC_MARGIN[1],
                razor_1: 0,
                razor_2: 0,
                ..razors
            }
        );
        for depth in [1, 2] {
            let mut plain = searcher(SearchParams::default(), Board::Rings37);
            let eval = plain.evaluate(&pos, false).0.score;
            // Far above beta: the evaluation less the margin, at once (reverse futility).
            let margin = i32::from(STATIC_MARGIN[depth as usize - 1]);
            let beta = eval - margin - 10;
            assert_eq!(
                plain.negamax(&pos, depth, beta - 1, beta, 1, false),
                eval - margin
            );
            assert_eq!(plain.nodes, 1, "depth {depth}");
            // Far below alpha: searched, unless razoring lets the quiescence search answer.
            let alpha = eval + 400;
            plain.nodes = 0;
            plain.negamax(&pos, depth, alpha, alpha + 1, 1, false);
            let mut razoring = searcher(razors, Board::Rings37);
            let value = razoring.negamax(&pos, depth, alpha, alpha + 1, 1, false);
            assert!(value <= alpha, "depth {depth}: {value} above {alpha}");
            assert!(
                razoring.nodes * 10 < plain.nodes,
                "depth {depth}: {} positions razoring, {} without",
                razoring.nodes,
                plain.nodes
            );
        }
    }

    #[test]
    fn skipping_far_removals_at_the_root_searches_fewer_positions() {
        let with = |root_far_removals| SearchParams {
            root_far_removals,
            ..SearchParams::default()
        };
        skips_positions(with(false), with(true), "skipping them at the root too");
    }

    #[test]
    fn limiting_the_removals_of_sacrifices_searches_fewer_positions() {
        let pos = middle_game();
        let at_depth = |late_loud_1| {
            middle_game_at_depth_2(SearchParams {
                late_loud_1,
                ..SearchParams::default()
            })
        };
        let (every, limited) = (at_depth(0), at_depth(1));
        assert!(
            limited.nodes * 2 < every.nodes,
            "{} positions with one removal a sacrifice, {} with all",
            limited.nodes,
            every.nodes
        );
        assert!(pos.play(limited.turn).is_ok(), "a legal turn");
    }
}
