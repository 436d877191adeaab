//! The search's parameters beside the evaluation's weights: what each level sets, and what
//! the engine options of a match can change, with the measurements behind each default.

use zertz_engine::Board;

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

/// The search's own parameters, beside the evaluation's weights: engine options, so that a
/// match can compare two settings of one build (and a tuner can move them). Late quiet pruning
/// with one placement to go is on by default ([`LATE_QUIET_1`]), and so is the end solver
/// ([`END_POOL`]), for its exact results rather than for Elo (−5.2 ± 33 in 400 games at 100 ms
/// a turn, +1.7 ± 35 in 400 at 300 ms, −13.9 ± 65 in 100 at hard's own time: the games are
/// mostly decided before the pool runs low). The others have not shown a gain in a match (the
/// cornered quiescence: 0 ± 46 Elo in 200 games, and +3.5 ± 33 in 400 together with a 1.5×
/// faster search without it — counting the safe rings it needs costs a fifth of the time; one
/// cornered player along a line, `Corners=1`, lost 40 of 4,000 games to a random mover with no
/// random opening at 30 ms a turn where hard without it lost 16, seed 271, stop 47; late quiet
/// pruning two placements from the horizon: +1.7 ± 27 in 600).
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
    /// At the root, where the opponent answered as the last search of this game expected, how
    /// many points better than the turn that search planned for now (where that turn hands over
    /// nothing) a sacrifice must be found to be chosen instead (0: none). Off on every level.
    /// In the game hard lost to a random mover on seed 481 (stop 90) its principal variation
    /// ended in the same plan turn after turn (`Wd1-d2`, a white isolated and taken), and turn
    /// after turn a three-placement search put it off for a sacrifice to the random side's
    /// marble: after the plan, the opponent's sacrifice and its second placement (in the place
    /// of hard's, after the forced capture) rated it below the sacrifice. Replayed at 0.5 s a
    /// turn from before turn 14, after hard's own first sacrifice (`Wc3-f1 c3xc5`) the plan
    /// searched three placements deep scored +37 and the next sacrifice (`Bc4-d7`) +276: a bar
    /// of 200 did not hold the plan there, 400 (two whites) did. With 400, against hard without
    /// it (stop 91): +13.9 Elo (−19.4 … +47.5) in 400 games at 100 ms a turn (seed 487) and
    /// +15.6 (−16.8 … +48.4) in 400 at 300 ms (seed 488), but against the sparring robot at 5 s
    /// a turn 84 of 100 (seed 489), where hard without it won 97 of 100 the same day (seed 490)
    /// and 87.7 % since stop 70: no gain shown.
    pub plan_bar: u16,
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
    /// −8.7 (−40.6 … +23.1) in 400 at 300 ms (seed 378; mean depth 2.2 both). With
    /// [`ROOT_REDUCTION`] at 8 as well (the depth-3 bench 14.3 M, the same 27 turns): −3.5
    /// (−35.2 … +28.2) in 400 at 300 ms (stop 61, seed 387; mean depth 2.4 against 2.1).
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
    /// How much of the initiative the player out of turn at the horizon keeps, in percent
    /// (100: all, as the evaluation has it; 50: none; 0: it counts for the other player).
    /// Each compulsory capture along a line gives the turn to the other player without a
    /// placement, so a line with an odd number of them reaches the horizon with the other
    /// player to move than a line of placements alone would: mostly a sacrificer, whose
    /// forced capture let the horizon take a placement from the opponent. That player's
    /// initiative counts this share beyond the horizon (the even horizon's judgement without
    /// its extra placement; [`SearchParams::horizon_tempo`] applies where it is lower), on
    /// boards of at least [`SearchParams::parity_tempo_rings`] rings. See [`PARITY_TEMPO`].
    pub parity_tempo: u8,
    /// From how many rings on the board [`SearchParams::parity_tempo`] applies (below, the
    /// player out of turn keeps all of the initiative). See [`PARITY_TEMPO_RINGS`].
    pub parity_tempo_rings: u8,
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
    /// games.) Hard with it on 48 rings against hard without it (stop 110, 400 games each):
    /// **+57.9 (+24.8 … +92.0)** at 100 ms a turn (seed 606; mean depth 1.3 against 1.5) and
    /// +13.9 (−18.0 … +46.0) at 300 ms (seed 607; 1.6 against 1.7), on 61 rings +29.6
    /// (−3.0 … +62.8) at 100 ms (seed 608) — the gain fading with the time (on 37 rings it
    /// lost at 300 ms). At hard's own limits on 48 rings (stop 111) −3.5 (−50.5 … +43.4) in
    /// 200 games (seed 609: 99 won, 101 lost; mean depth 2.1 against 2.3, 5.57 M against
    /// 6.70 M positions a second), and against a random mover there 398 of 400 (seed 600,
    /// where hard without it won 396: games 88 and 346 lost by both, each a run of hard's
    /// sacrifices). So not adopted for hard on any board.
    pub even_horizon: bool,
    /// From how many rings on the board the search keeps an even horizon whatever
    /// [`SearchParams::even_horizon`] says (0: on no board; 37 or fewer: on every board), so
    /// that one setting can try it on the larger boards alone (stop 111). A trial option, 0
    /// on every level.
    pub even_horizon_rings: u8,
    /// From how many placements deep an iteration is checked for a delaying sacrifice (0:
    /// never, on every level; a trial option, stop 114): where its best turn is a sacrifice
    /// scored below the best of the iteration before, a turn that handed over nothing, the
    /// opponent is given the move at once (searched a placement less deep) now and after the
    /// sacrifice and its capture; where they stand no worse after it, the sacrifice only put
    /// their threat off, and the earlier turn is played (`search/delay.rs`). In game 157 of
    /// seed 600 (48 rings, lost to a random mover) it turns hard from its sacrifice before
    /// turn 11 to the plan it had put off. At hard's own limits on 48 rings, with 3 against
    /// hard without it: −31.4 Elo (−80.9 … +17.0) in 200 games (seed 630: 91 won, 109 lost;
    /// mean turn 606 against 620 ms, mean depth 2.4 both) and −8.7 (−53.9 … +36.2) in 200
    /// (seed 631), −20.0 (−54.4 … +14.0) over the 400: no gain, and facing the
    /// combination at once seems to cost more against a strong opponent than putting it off.
    /// Against a random mover there it won 400 of 400 (seed 600, where hard without it lost
    /// 4 at stop 109; too few games to tell). Hard plays it from 40 rings on since stop 117
    /// ([`HARD_DELAY_TEST`]).
    pub delay_test: u8,
    /// From how many rings on the board [`SearchParams::delay_test`] applies (below, no
    /// iteration is tested). See [`DELAY_TEST_RINGS`].
    pub delay_test_rings: u8,
    /// Where the clock stops an iteration from [`SearchParams::delay_test`] placements deep
    /// whose new best turn is a sacrifice that the delay test would examine (it displaced the
    /// last finished iteration's quiet turn, scored below it), the quiet turn is played: no
    /// time is left for the test, and a sacrifice it could not clear is not trusted. It acts
    /// wherever the delay test does, on the boards of [`SearchParams::delay_test_rings`]
    /// (false on every level: a trial option, stop 118). On 43 rings at 0.5 s a turn, where
    /// hard searches 2.3 placements deep on average, most turns end in a third iteration cut
    /// short, which the delay test never sees: hard lost game 307 of seed 589 to a random
    /// mover by a run of nine sacrifices from turn 5, the fourth, `We4-g3` before turn 11,
    /// chosen so over the quiet `Wh3-g3` of the finished second iteration; with this setting
    /// hard played `Wh3-g3` there and won all 400 (given 5 s, hard without it still chooses
    /// `We4-g3`, four placements deep). Against hard without it there, from random two-turn
    /// openings: −8.7 Elo (−41.7 … +24.2) in 400 games (seed 639: 195 won, 205 lost; mean
    /// depth 2.1 both) — no gain shown, and one game turned against chance is too few to
    /// keep it on.
    pub delay_partial: bool,
    /// Before its iterations, a search without a depth limit looks for a win by a chain of
    /// sacrifices within this many turns of its own, the winning capture included, and plays
    /// it at once if it proves one (the `chains` module: only placements that hand over a
    /// capture, the opponent's every capture while a capture is compulsory for them and they
    /// have at most [`CHAIN_DEFENCES`] of them). 0: no such proof, on every level.
    ///
    /// Measured at stop 112 with four turns (three sacrifices and the capture), against hard
    /// without it, from random two-turn openings: on 48 rings +12.2 (−19.2 … +43.7) in 400
    /// games at 0.1 s a turn (seed 613) and **−13.9 (−58.5 … +30.2)** in 200 at hard's own
    /// limits (seed 614: 96 won, 104 lost); on 61 rings −10.4 (−42.9 … +21.9) in 400 at 0.1 s
    /// (seed 615). No gain shown, so off. The wins it proves are in positions already won:
    /// in the 200 games at hard's own limits, hard without it met 124 positions where the
    /// proof (a million turns) finds a win of three or four turns, played another first turn
    /// in 102 of them, in 69 games, and won all 69 all the same.
    pub chain_turns: u8,
    /// The share of the budget, in percent, the chain proof may spend (and at most
    /// [`CHAIN_NODES`] turns played).
    pub chain_share: u8,
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
    /// (−36.8 … +22.8) in 400 at 300 ms (145 against 130 ms), 37 rings — nothing shown; at
    /// hard's own limits (stop 62), +29.6 (−14.9 … +75.1) in 200 games (seed 394: 108 won, 1
    /// drawn, 91 lost; mean turn 630 against 598 ms) and +41.9 (−21.2 … +107.9) in 100 (seed
    /// 395: 56 won, 44 lost), +33.7 (−5.5 … +73.8) over the 300; then −9.6 (−41.7 … +22.4)
    /// in 400 more (seed 396, stop 63: 194 won, 1 drawn, 205 lost; mean turn 638 against
    /// 593 ms), +8.9 (−16.8 … +34.8) over the 700 — no gain.
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
    /// The null move: from this many placements to go (0: never), outside the principal
    /// variation, a quiet position whose evaluation stands at or above beta is first
    /// searched with the opponent to move and [`SearchParams::null_reduction`] placements
    /// fewer; where they cannot bring it below beta either, the position is not searched.
    /// Not where passing could be best: a split board, fewer than five marbles in the pool
    /// or three vacant rings, or a mover with no safe placement. [`NULL_MOVE`] on every
    /// level (it acts only in searches three placements deep or more: hard's and master's).
    pub null_move: u8,
    /// How many placements, besides the pass itself, the null move's search is shorter.
    pub null_reduction: u8,
    /// Whether quiet placements are settled by the static evaluation where it shows that none
    /// can reach alpha (outside the principal variation, one to three placements from the
    /// horizon): a quiet placement (no jump created, no group split) leaves the opponent the
    /// initiative and changes no material, so its quick look can be no better than this
    /// position's evaluation less twice the initiative
    /// ([`quiet_ceiling`](crate::eval::quiet_ceiling)). Where that is at or below alpha less
    /// the futility margin, such placements are neither looked at nor searched, and count with
    /// that bound: the search they would have had skips them as futile, or finds them failing
    /// low, anyway. On by default: the depth-3 bench of 27 positions searches 6.5 M positions
    /// instead of 7.9 M in about a tenth less time, with the same turns and scores; against
    /// hard without it +29.6 Elo (+0.7 … +58.9) in 400 games at 100 ms a turn (seed 172). Where
    /// the position's quiescence search may make the opponent sacrifice (`corners`) or the
    /// horizon is evened, the bound does not hold and nothing is settled so.
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
    /// The share of the budget, in percent, that replaces [`SearchParams::iteration_share`]
    /// in the game's first [`SearchParams::opening_turns`] placements, where a turn decides
    /// most and the search is at its shallowest (the board fullest of rings).
    pub opening_share: u8,
    /// How many of the game's first placements (rings gone from the board) search with
    /// [`SearchParams::opening_share`] (0: none; 0 on every level). With 100 % for the first
    /// ten (stop 79), against hard without it at hard's own limits: +19.7 Elo (−8.1 … +47.7)
    /// in 600 games (seeds 449 to 451; mean turn 612 to 623 against 590 to 603 ms), and 89 of
    /// 100 against the sparring robot at 5 s a turn (seed 452; hard as shipped 704 of 800);
    /// with 400 games more (stop 80, seeds 454 and 455: +3.5 and +20.9), +16.7 (−4.8 …
    /// +38.3) in the 1,000 — no gain shown, so no level uses it.
    pub opening_turns: u8,
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
    /// Whether the second player's first turn on the standard 37-ring board hands nothing
    /// over where it can: the root keeps only the placements that leave the opponent no
    /// capture, if there are any (the opening book's second rule). See [`QUIET_REPLY`].
    pub quiet_reply: bool,
    /// On the standard 37-ring board, how far (in rings) the first player's first marble
    /// must stand from the corner their first turn removes, where the board allows it (0:
    /// anywhere; the opening book's third rule). See [`FIRST_FAR`].
    pub first_far: u8,
    /// On the standard 37-ring board, the colours the first player's first marble may be, as a
    /// set of [`Marble::index`](zertz_engine::Marble::index) bits (white 1, grey 2, black 4;
    /// [`ALL_COLOURS`]: any). White or black on every level since stop 89: see
    /// [`FIRST_MARBLES`].
    pub first_marbles: u8,
    /// On the standard 37-ring board, whether the first player's first turn is the opening
    /// book's (`Wb5-a1`: a white marble on the edge four rings from the corner removed) or
    /// one of its images under the board's symmetries. On every level since stop 93: see
    /// [`FIRST_BOOK`].
    pub first_book: bool,
    /// On the standard 37-ring board, how far (in rings) the first player's first marble may
    /// stand at most from the corner their first turn removes, where the board allows it
    /// (6, the farthest a cell can be: anywhere, on every level). A trial of a bound from
    /// above beside [`FIRST_FAR`]'s from below, for the six-ring lead of stops 72 to 74: with
    /// 5 (the marble four or five rings away) 84 of 100 against the sparring robot at 5 s a
    /// turn, 9 of 50 lost as the first player (stop 74, seed 429) — no bound.
    pub first_near: u8,
    /// After each iteration from two placements deep, its best turn is searched again at its
    /// depth with the opponent's chains of sacrifices extended (`search/verify.rs`): where it
    /// falls more than [`SearchParams::verify_margin`] below its score, up to this many of the
    /// best turns in all are tried so, and the first found better than what it kept is put
    /// first (0 or 1: none; off on every level). A verification that finds no chain costs
    /// little (the table orders it), one in a position full of sacrifices up to half the time
    /// left. Measured (stop 75) against hard without it, 400 games at 300 ms a turn: with three
    /// turns, chains of three and a margin of 100 points −47.5 Elo (−87.9 … −8.5) after 250
    /// games (seed 430, stopped); chains of two and a margin of 300 −17.4 (−49.9 … +14.8) (seed
    /// 431; mean turn 117 against 124 ms), and with those settings at hard's own limits 86 of
    /// 100 against the sparring robot at 5 s a turn (seed 432), within hard's 88.8 %; chains of
    /// one and a margin of 300 +12.2 (−16.9 … +41.4) (seed 433). The chains it extends are the
    /// opponent's only (unless [`SearchParams::verify_own`]), so every turn that leaves the
    /// opponent sacrifices looks worse to it, and the evaluation credits a sacrificer who keeps
    /// the move with the initiative at each step (unless [`SearchParams::verify_tempo`]).
    pub verify_turns: u8,
    /// In such a verification, how many of the opponent's placements that leave a single
    /// capture to make a line searches without cost of depth (and never skips as futile), the
    /// first removal of each colour on each ring only.
    pub verify_chain: u8,
    /// How far below its score the best turn may fall in such a verification before the next
    /// turns are tried, in points.
    pub verify_margin: u16,
    /// In such a verification, the most of the initiative, in percent, a sacrificer keeps at
    /// the horizon ([`SearchParams::horizon_tempo`] applies where it is lower): with 100 (as
    /// on every level) the verification judges the horizon as the search does. Measured
    /// (stop 76) against hard without a verification, 400 games at 300 ms a turn: three turns,
    /// chains of one, a margin of 300 and none of the initiative +3.5 Elo (−29.6 … +36.6)
    /// (seed 434), where the same with all of it had scored +12.2.
    pub verify_tempo: u8,
    /// In such a verification, the searching player's own chains of sacrifices are extended
    /// as well as the opponent's (sharing the line's [`SearchParams::verify_chain`]), so that
    /// neither side's sacrifices alone look worse for the horizon they push away (off on every
    /// level). Measured (stop 76) with three turns, chains of two, a margin of 300 and none of
    /// the initiative: against hard without a verification −0.9 Elo (−33.5 … +31.7) in 400
    /// games at 300 ms a turn (seed 435; the depth-3 bench 33.3 M positions instead of
    /// 21.5 M, the same 27 turns); at hard's own limits against the sparring robot at 5 s a
    /// turn from the empty board 81 of 100 (seed 436; 13 lost as the first player, 6 as the
    /// second), where hard as shipped won 86 of 100 the same day (seed 437).
    pub verify_own: bool,
    /// Below the root, whether a placement may refill a ring the capture just before it
    /// jumped over where it hands a capture back (the bouncing marble: one marble jumping to
    /// and fro over the same ring, taking a marble each time): 0, it may (as on every level);
    /// 1, it is not searched, for either player, where another vacant ring is left; 2, the
    /// same for the searching player's own placements only. Such a refill gives a marble to
    /// keep the move, and a line of them pushes whatever the refiller must face beyond the
    /// horizon, each step credited with the initiative: the games lost to chance
    /// (`tests/search/lost_games.rs`) fed one bouncing marble again and again. Measured and
    /// not adopted (stop 96, against hard without it, 400 games each): rule 1 −18.3
    /// (−48.4 … +11.6) at 0.1 s a turn (seed 508, as at stop 51: −38.4); rule 2 −17.4
    /// (−48.0 … +13.0) at 0.1 s (seed 507) and +2.6 (−28.9 … +34.2) at 0.3 s (seed 509).
    pub bounce: u8,
    /// Below the root, how many sacrifices in a row a player may make (0: any number, as on
    /// every level): a placement that hands the opponent a capture, answered by that capture
    /// with nothing to capture after it, extends the placer's run; any other turn ends it.
    /// Where the player to move has run this many, their placements that hand over a capture
    /// are not searched, if a ring is left where a placement hands over nothing. A
    /// sacrifice's forced capture costs no depth, so a line of them gives the opponent no
    /// placement before the horizon: the games lost to chance on seeds 510 and 511 (stops 96
    /// and 97, `tests/search/lost_games.rs`) were lost to lines of the searcher's own
    /// sacrifices four placements deep, which five placements saw through. Measured and not
    /// adopted (stop 97, against hard without it, 400 games each at 0.1 s a turn): a run of
    /// one **−520.9 (−621.5 … −455.3)** (seed 513; 4.5 M positions a second against 7.7 M,
    /// since where the rule applies every placement is made to see whether it hands over a
    /// capture), a run of two **−87.8 (−121.3 … −55.8)** (seed 514). A run of one turned hard
    /// at its own limits away from the sacrifices of those two games (a run of two did not),
    /// but runs of sacrifices are the game's own play — the combinations that win marbles and
    /// the defences against them — and a search that cannot see them is blind to both.
    pub sacrifice_run: u8,
    /// Where an iteration leaves a sacrifice best (a placement that hands the opponent a
    /// capture) and over [`SearchParams::iteration_share`] of the budget is spent, whether the
    /// sacrifice is checked one placement deeper all the same, and by how many points (0:
    /// never, as on every level): the next iteration is started, and where its first turn —
    /// the sacrifice — keeps its score less this many points, it is stopped there (the
    /// sacrifice stands); where the sacrifice falls further, the iteration goes on to the other
    /// turns for the rest of the budget, and the best it reaches is played. The games lost to
    /// chance were lost to sacrifices a search four placements deep chose and five saw through
    /// (`tests/search/lost_games.rs`), some of them where the fourth iteration had ended just
    /// past the share (seed 511, turn 16: at 0.67 s of 1.5 s). Not adopted yet (stop 98): with
    /// 50, no turn of those tests' 16 positions changed at hard's own limits (where the
    /// sacrifice falls, the rest of the budget reaches no better turn of the thousand), and
    /// against hard without it +24.4 Elo (−5.2 … +54.2) in 400 games at 0.1 s a turn (seed
    /// 517) and +13.9 (−15.8 … +43.8) in 400 at 0.3 s (seed 518) — no gain shown; at stop 99
    /// +19.1 (−14.3 … +52.9) in 400 more at 0.3 s (seed 520) and +6.9 (−22.8 … +36.8) in 400
    /// at 0.5 s (seed 521): **+16.1 (−0.9 … +33.2)** over the 1,600, the gain shrinking as the
    /// time grows and none shown, so still off.
    pub sacrifice_check: u16,
    /// On boards of at most this many rings (0: on none), three or more placements from the
    /// horizon, a sacrifice — a placement that hands the opponent a capture — searched after
    /// the node's sixth turn is first searched a placement shallower (two from the twelfth,
    /// five or more from the horizon), as the quiet turns after the third always were, and
    /// again at the full depth only where that finds it better than the best so far. A
    /// sacrifice's capture costs no depth, and most turns of a middle game's nodes are
    /// sacrifices, so without it nearly every turn of such a node was searched whole.
    /// [`REDUCE_SACRIFICES`] for hard and master; easy and medium never search that deep.
    pub reduce_sacrifices: u8,
    /// How many turns a node searches whole before its sacrifices are reduced, where
    /// [`SearchParams::reduce_sacrifices`] applies: [`SACRIFICES_SEARCHED_WHOLE`].
    pub sacrifices_whole: u8,
    /// In how many colours the quiescence search fills a cut-off group that holds no marble
    /// (its vacant rings alone), taking only the marble placed: 0, none (such a fill is left
    /// to the search's placements); 1, the one colour whose capture adds most to the mover's
    /// progress; 2 or more, every colour the mover can place: [`EMPTY_FILLS`].
    pub empty_fills: u8,
}

/// Every colour, as a set for [`SearchParams::first_marbles`]: the first marble may be any.
pub const ALL_COLOURS: u8 = 0b111;

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
/// against 2.5) — the deeper iterations gain nothing shown; together with `ShortColours=200`,
/// −3.5 (−35.2 … +28.2) in 400 at 300 ms (stop 61, seed 387).
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

/// From how many placements to go the null move is tried ([`SearchParams::null_move`]): 3,
/// on every level since stop 77, with the opponent's search one placement shorter than the
/// node's own ([`SearchParams::null_reduction`]: 1). The depth-4 bench of 27 positions
/// searches 158.4 M positions instead of 194.2 M and chooses the same 27 turns; the depth-3
/// bench is unchanged (no node there is three placements from the horizon; tried from two,
/// it searched a little more: 21.54 M with the opponent's search one shorter, 21.98 M with
/// it as long as the node's own). Two placements shorter, the depth-4 bench 164.3 M; none
/// shorter, 179.4 M. Against hard without it at hard's own limits on 37 rings: +24.4 Elo
/// (−20.1 … +69.6) in 200 games (seed 439: 107 won, 93 lost) and +50.7 (+4.6 … +98.7) in
/// 200 (seed 440: 114 won, 1 drawn, 85 lost), **+37.5 (+5.4 … +70.2) in the 400**; mean
/// depth 2.6 against 2.5 and 2.6, about 7.4 to 7.7 M positions a second both. On 48 rings,
/// also at hard's own limits: +27.9 (−38.6 … +96.5) in 100 games (seed 443: 54 won, 46
/// lost; mean depth 2.4 against 2.3), no regression shown. Against the sparring robot at
/// 5 s a turn from the empty board: 85 of 100 (seed 442; 12 lost as player 1, 3 as player
/// 2), where hard without it had won 619 of 700 (88.4 %) over six runs — about one standard
/// error less, no loss shown. Two more runs at stop 78: +13.9 (−31.3 … +59.6) in 200 (seed
/// 447) and +20.9 (−26.2 … +68.7) in 200 (seed 448), so **+27.4 (+3.4 … +51.7) in the 800**
/// (431 won, 1 drawn, 368 lost); on 61 rings +20.9 (−44.5 … +87.7) in 100 (seed 446). Against
/// the start (9a34103) at hard's own limits +111.4 (+76.5 … +148.5) in 400 (seeds 444 and
/// 445), where the search before it had scored +140.4 (+111.1 … +171.6) in 600: the gain in
/// self-play did not show there (1.2 standard errors less, within chance).
pub const NULL_MOVE: u8 = 3;

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
/// whose weights then counted the opponent's cuts (which a far removal can open), it lost:
/// −24.4 (−67.4 … +18.0) in 200 games on 48 rings and −49.0 (−92.8 … −6.6) in 200 on 61, at
/// 100 ms a turn. Tried again once they no longer counted that cut (stop 107, 400 games each
/// at 100 ms): +8.7 (−22.7 … +40.2) on 48 rings and −1.7 (−33.6 … +30.1) on 61 — no gain
/// shown, so 37 stays.
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

/// Whether the second player's first turn on 37 rings hands nothing over where it can
/// ([`SearchParams::quiet_reply`]): on, on every level, since stop 70. Hard with it against the
/// sparring robot at 5 s a turn from the empty board (stop 69): 89 of 100 (seed 411, a trial
/// build of the same rule) and 167 of 200 (seed 412, on a machine running at half its usual
/// speed), 256 of 300 together, 85.3 %, where hard without it won 255 of 300 (seeds 408 and
/// 411) — no gain shown alone. With [`FIRST_FAR`] at 4 (stop 70, seed 413): 182 of 200, 91.0 %,
/// +401.9 Elo (+333.9 … +503.1), against hard with neither rule's 420 of 500 (84.0 %, seeds
/// 408, 411, 412 and 413). As the second player, where this rule acts, hard lost 9 of those
/// 100 games, and 17 of 150 at stop 69; without it 39 of 250. Over three seeds (413, 414 and
/// 417, stop 71) the two rules won 351 of 400 (87.8 %): 1.6 standard errors above 420 of 500,
/// no longer a gain shown at 95 %, and no loss shown either. On one seed the same day (418,
/// stop 72) hard won 91 of 100 with the rules and 91 of 100 without; over five seeds (stop
/// 73 added seed 425, 91 of 100) 533 of 600 with them (88.8 %) against 511 of 600 without
/// (85.2 %), 1.9 standard errors; over six (stop 76 added seed 437, 86 of 100) 619 of 700
/// (88.4 %), 1.7 standard errors.
pub const QUIET_REPLY: bool = true;

/// How far the first player's first marble stands from the corner removed on 37 rings
/// ([`SearchParams::first_far`]): 4 rings or more, on every level, since stop 70. The
/// published analysis (`crate::opening`) finds only 13 cells safe for that marble; in 50
/// games as the first player against the sparring robot at 5 s a turn (seed 413), hard lost 3
/// of 25 with its marble four rings or more from the corner and 10 of 25 nearer. With the rule
/// and [`QUIET_REPLY`] (seed 413 again, 200 games): 182 won, 91.0 %, +401.9 Elo
/// (+333.9 … +503.1), against hard with neither rule's 420 of 500 (84.0 %); as the first
/// player, where this rule acts, it lost 9 of 100 games, without it 41 of 250. Over three
/// seeds (stop 71) the two rules won 351 of 400 (87.8 %): no longer a gain shown at 95 %. The
/// same day on one seed (stop 72), 91 of 100 with the rules and 91 without. In every run with
/// the rule (stops 70 to 72) the marble six rings away lost 8 of 27 games, four or five rings
/// away 35 of 273: a lead for a far bound as well, found after the fact. Measured at stop 73
/// with every first marble six rings away (`FirstFar=6`, seed 421): 10 of 50 lost as the
/// first player (20 %), 1.2 standard errors above 12.8 %, not shown at 95 %; no far bound.
pub const FIRST_FAR: u8 = 4;

/// The colours the first player's first marble may be on 37 rings
/// ([`SearchParams::first_marbles`]): white or black, on every level, since stop 89.
/// Measured at stop 74 against the sparring robot at 5 s a turn, 50 games as the first
/// player each (black only lost 9, white only 9, white or grey 6), no rule showed. Stop 89
/// measured it where the first turn is the only difference, hard against itself from the
/// empty board: at 0.1 s a turn hard's own first marble is grey in every game, and its first
/// player won 53 of 200 (26.5 %) and 34 of 200 (17 %) in two runs, where a white first marble
/// won 88 of 200 (44 %: **+61.4 Elo, +28.8 … +95.2**, in 400 games, seed 474) and a black
/// one 77 of 200 (38.5 %: **+76.8, +45.4 … +109.5**, seed 475). From random first turns
/// (seed 472, 484 games) the first player won 177 (37 %), and as often with a grey marble
/// (65 of 174) as with a white (59 of 154) or a black (53 of 156): what loses is hard's own
/// grey first turn (a corner removed, the marble four or five rings from it, in half the
/// games beside the centre), not grey as such; the rule keeps the search off it. At hard's
/// own limits its own first marble is grey less often (about a third of its games as the
/// first player against the robot), and the rule acts only then:
/// against hard without it at hard's own limits, from the empty board, +29.6 (−13.8 …
/// +74.0) in 200 games (seed 476: 108 won, 1 drawn, 91 lost; its first player won 47 of 100
/// with white or black, hard's without the rule 38 of 100 — 9 of its 31 with grey, 23 of 51
/// with black, 6 of 18 with white): no loss, the gain not shown at 95 % there. White alone
/// (stop 90) against the sparring robot at 5 s a turn: 85 of 100 (seed 478; 8 lost as the
/// first player), where white or black won 87 and 89 (seeds 477 and 482; 5 and 8 lost so).
pub const FIRST_MARBLES: u8 = 0b101;

/// Whether the first player's first turn on 37 rings is the opening book's
/// ([`SearchParams::first_book`]): on every level since stop 93. Hard against itself at a
/// tenth of a second a turn, its first marble held to one distance from the corner and one
/// colour (200 games each, seed 495), won as the first player most often with `Wb5-a1`, the
/// turn its search then plays in 199 of 200 games with a white four rings away: 109.5 of 209
/// (52 %), where its own first turns, white or black four rings or more away, won 90 of 200
/// (45 %). At hard's own limits its search spreads its first turn over some twenty turns
/// (distinct up to the board's symmetry). With the book, against hard without it from the
/// empty board: **+22.6 Elo (−10.5 … +56.1)** in 400 games at 0.1 s a turn (seed 497; its
/// first player won 85 of 200, hard's own 72), **+65.9 (+32.9 … +100.2)** in 400 at 0.3 s
/// (seed 498; 122 of 200 against 85) and at hard's own limits **+38.4 (−26.6 … +106.2)** in
/// 100 (seed 499; 24 of 50 against 18.5) and −6.9 (−79.0 … +64.5) in 100 more (seed 500; 23
/// of 50 against 24), and −20.9 (−90.7 … +47.3) in 100 more at stop 94 (seed 504; 25 of 50
/// against 28): +3.5 (−35.9 … +43.0) over the 300, neither a gain nor a loss shown at hard's
/// own time. Against the sparring robot at 5 s a turn 89 of 100 (seed 496; 4 of 50 lost as
/// the first player, where hard's own first turns lost 20 of 200 in its last four runs, and
/// 7 as the second, where the book does not act), and at its own 30 s 93 of 100 (seed 501;
/// 5 of 50 lost as the first player, where hard without the book lost 8 of 50 on seed 492).
pub const FIRST_BOOK: bool = true;

/// The largest board on which hard and master reduce late sacrifices
/// ([`SearchParams::reduce_sacrifices`]): 37 rings, since stop 100. In the seed-511 position
/// of the lost-games tests (before turn 16) a search four placements deep takes 2.36 M
/// positions instead of 3.48 M (the same turn), five deep 41.8 M instead of 44.3 M (the same
/// marble on the same ring, removing another ring, at the same +217).
/// Against hard without it on 37 rings (a build that counted the option in turns, 6 being
/// this rule): 0.0 Elo (−29.0 … +29.0) in 400 games at 0.1 s a turn (seed 524; mean depth 2.0
/// both), +12.2 (−19.2 … +43.7) in 400 at 0.3 s (seed 525), **+34.9 (+5.1 … +65.2)** in 400
/// at 0.5 s (seed 526; mean turn 181 against 189 ms, mean depth 2.4 both) and +34.9
/// (−8.9 … +79.7) in 200 at hard's own limits (seed 527: 110 won, 90 lost; mean turn 556
/// against 606 ms, mean depth 2.6 both) — **+34.9 (+7.1 … +63.1)** over the 600 at 0.5 s and
/// over, the gain growing with the time as a reduction deep in the tree should. On the larger
/// boards (stop 108: `ReduceSacrifices=61` or `44` against hard as shipped, 400 games each at
/// 0.5 s a turn) +28.7 (−2.1 … +60.0) on 44 rings (seed 591), −2.6 (−34.9 … +29.6) on 43
/// (seed 593) and −18.3 (−52.5 … +15.6) on 48 (seed 592): +2.6 (−17.0 … +22.3) over the
/// 1,200, no gain shown, so they keep the search they had. Against a random mover on 44 rings
/// it lost 2 of 400, as hard without it did (seed 587, in other games).
pub const REDUCE_SACRIFICES: u8 = 37;

/// How many turns a node searches whole before its sacrifices are reduced
/// ([`SearchParams::sacrifices_whole`]): 6 (its quiet turns are reduced after three, as they
/// always were). With 3, as the quiet turns, against 6 on 37 rings: 0.0 Elo (−30.1 … +30.1)
/// in 400 games at 0.5 s a turn (seed 532, stop 101: 200 won, 200 lost; mean turn 184
/// against 187 ms, mean depth 2.3 against 2.4), so 6 stays. (In the seed-511 position of the
/// lost-games tests, five placements deep, 3 keeps the sacrifice `Wd7-d5` that 6 sees
/// through.)
pub const SACRIFICES_SEARCHED_WHOLE: u8 = 6;

/// In how many colours the quiescence search fills a cut-off group of vacant rings alone
/// ([`SearchParams::empty_fills`]): every colour (3), on every level. Such a group — most
/// often one ring left alone by a removal — is a marble for whoever fills it, and while it
/// stands, the player to move at nearly every leaf may fill it: three more positions a leaf.
/// In game 393 of seed 556 (48 rings, lost to a random mover at 0.5 s a turn), a5 stood so
/// before turns 14 to 29 (as a ring stood alone in each of the three games lost on 61 rings
/// at stop 104), and a two-placement search before turn 17 took 2.8 M positions (0.5 s) and
/// chose the sacrifice played; filling in the one colour whose capture adds most to the
/// mover's progress, 1.7 M (0.34 s), and a quiet turn. Not filling at all lost: −89.7 Elo
/// (−124.2 … −56.7) in 400 games on 48 rings at 0.1 s a turn (seed 559). One colour,
/// against every colour (stop 105, 400 games each): +27.0 (−8.0 … +62.5) on 48 rings at 0.1 s
/// (seed 561), +22.6 (−9.0 … +54.6) on 61 at 0.1 s (seed 562), +12.2 (−19.2 … +43.7) on 37 at
/// 0.1 s (seed 563) and −8.7 (−42.1 … +24.5) on 48 at 0.3 s (seed 564): **+13.3
/// (−3.2 … +29.7)** over the 1,600, no gain shown, and on 48 rings the gain gone at 0.3 s;
/// against a random mover on 48 rings at 0.5 s with no random opening it won **397 of 400**
/// (seed 565), no better than every colour's 398 (seed 556) — the games are lost to runs of
/// sacrifices that four placements still judge well. Not adopted.
pub const EMPTY_FILLS: u8 = 3;

/// The share of the initiative the player out of turn at the horizon keeps
/// ([`SearchParams::parity_tempo`]) on every level but hard ([`HARD_PARITY_TEMPO`]): all of
/// it (100), the search as it was.
/// None of it (0: it counts for the other player, as if the line had alternated placements)
/// was measured in stop 113 against hard crediting all of it, 400 games each from random
/// two-turn openings: on the boards of 40 rings or more, whose initiative is worth 25 points
/// (the hand-set weights), so that such a line moves by 50, **+83.2 Elo (+49.7 … +118.3)** on
/// 48 rings, +54.3 (+22.3 … +87.3) on 61, +66.8 (+34.4 … +100.4) on 40 and +74.1
/// (+40.6 … +108.9) on 44 at 0.1 s a turn (seeds 618, 620, 623, 624) and **+77.7
/// (+43.6 … +113.4)** on 48 at 0.3 s (seed 621); but at hard's own limits on 48 rings +10.4
/// (−38.3 … +59.6) and −3.5 (−42.8 … +35.8) in 200 games each (seeds 622 and 625), +3.5 over
/// the 400 (202 won, 198 lost): the gain is not confirmed at the real time, as the even
/// horizon's was not (stops 110 and 111). A share of 50 (none to either player) scored 0.0
/// (−35.5 … +35.5) on 48 rings at 0.1 s (seed 617); none of it on 37 rings, whose fitted
/// initiative is worth 140 points (280 a line), −101.8 (−134.4 … −70.9) at 0.1 s (seed 619).
pub const PARITY_TEMPO: u8 = 100;

/// The hard level's share of the initiative for the player out of turn at the horizon
/// ([`SearchParams::parity_tempo`]), on boards of [`PARITY_TEMPO_RINGS`] rings or more: none
/// of it (0: it counts for the other player). Stop 115 measured it at hard's own limits
/// (1.5 s a turn), against hard crediting all of it, from random two-turn openings: on 61
/// rings **+100.0 Elo (+55.7 … +147.6)** in 200 games (seed 632: 128 won, 72 lost; mean turn
/// 816 against 710 ms, longest 1,585 against 1,546 ms, mean depth 1.9 against 1.8), where
/// hard searches about two placements deep, as on 48 rings at 0.1 to 0.3 s, where it gained
/// too ([`PARITY_TEMPO`]); on 48 rings, searched half a placement deeper, +3.5 over 400
/// (stop 113), no loss; on 40 rings +36.6 (−10.3 … +84.9) in 200 (seed 633: 110 won, 1
/// drawn, 89 lost; mean depth 2.5 against 2.4). Against a random mover on 48 rings at
/// hard's own limits it won 398 of 400 (seed 600, where hard without it won 396).
pub const HARD_PARITY_TEMPO: u8 = 0;

/// The hard level's delay test ([`SearchParams::delay_test`]), on boards of
/// [`DELAY_TEST_RINGS`] rings or more: from three placements deep. The runs of hard's own
/// sacrifices that lose games to a random mover on the larger boards are each such a delay
/// (stop 114); on 44 rings at 0.5 s a turn (seed 635, stop 117) hard without it lost games
/// 238 and 304 to a random mover by the sacrifices `Gc4-a2` and `Gc2-e4`, where hard with it
/// played the quiet turns `We7-e6` and `Wh1-a1` and won all 400. Against hard without it,
/// from random two-turn openings: +6.9 Elo (−25.0 … +39.0) in 400 games on 44 rings at 0.5 s
/// (seed 636, stop 117: 204 won, 196 lost; mean depth 1.9 against 2.0), and −20.0
/// (−54.4 … +14.0) in 400 on 48 rings at hard's own limits before [`HARD_PARITY_TEMPO`]
/// (stop 114): no strength lost or gained within the intervals, the games lost to chance
/// fewer (`docs/strength.md`, stop 117).
pub const HARD_DELAY_TEST: u8 = 3;

/// The smallest board on which [`SearchParams::delay_test`] applies by default: 40 rings, the
/// boards where hard lost games to chance by runs of its sacrifices; on 37 rings hard plays as
/// it did (its matches against the sparring robot stand).
pub const DELAY_TEST_RINGS: u8 = 40;

/// The smallest board on which [`SearchParams::parity_tempo`] applies by default: 40 rings,
/// the boards that play with the hand-set weights (an initiative of 25 points), where it
/// gained at short times; on 37 rings (140 points) it lost ([`PARITY_TEMPO`]).
pub const PARITY_TEMPO_RINGS: u8 = 40;

/// The most captures a defender may choose from for the chain proof to follow them
/// ([`SearchParams::chain_turns`]).
pub const CHAIN_DEFENCES: usize = 3;

/// The most turns a chain proof plays ([`SearchParams::chain_turns`]): up to about 100 ms
/// on 48 rings.
pub const CHAIN_NODES: u64 = 1_000_000;

impl SearchParams {
    /// These parameters as a search on `board` applies them: the settings that hold from a
    /// board size on are switched on or off by the board's rings — the even horizon from
    /// [`SearchParams::even_horizon_rings`] (0: on no board), the player out of turn without
    /// the initiative from [`SearchParams::parity_tempo_rings`] (below, they keep all of it)
    /// and the delay test from [`SearchParams::delay_test_rings`] (below, none).
    pub fn on_board(mut self, board: Board) -> SearchParams {
        let rings = board.rings();
        if self.even_horizon_rings > 0 && rings >= self.even_horizon_rings {
            self.even_horizon = true;
        }
        if rings < self.parity_tempo_rings {
            self.parity_tempo = 100;
        }
        if rings < self.delay_test_rings {
            self.delay_test = 0;
        }
        self
    }

    /// The hard level's parameters, and the quick hint's: the defaults, with the player out of
    /// turn at the horizon judged without the initiative ([`HARD_PARITY_TEMPO`]) and the delay
    /// test ([`HARD_DELAY_TEST`]), each from 40 rings on.
    pub fn hard() -> SearchParams {
        SearchParams {
            parity_tempo: HARD_PARITY_TEMPO,
            delay_test: HARD_DELAY_TEST,
            ..SearchParams::default()
        }
    }
}

impl Default for SearchParams {
    fn default() -> SearchParams {
        SearchParams {
            corners: 0,
            quick_corners: 0,
            late_quiet_1: LATE_QUIET_1,
            late_quiet_2: 0,
            root_margin: 0,
            root_sacrifice: 0,
            plan_bar: 0,
            late_loud_1: 0,
            short_colours: 0,
            end_pool: END_POOL,
            horizon_tempo: HORIZON_TEMPO,
            horizon_tempo_1: HORIZON_TEMPO_1,
            parity_tempo: PARITY_TEMPO,
            parity_tempo_rings: PARITY_TEMPO_RINGS,
            even_horizon: false,
            even_horizon_rings: 0,
            delay_test: 0,
            delay_test_rings: DELAY_TEST_RINGS,
            delay_partial: false,
            chain_turns: 0,
            chain_share: 5,
            far_removals: FAR_REMOVALS,
            near_removals: NEAR_REMOVALS,
            root_far_removals: false,
            wide_pass: false,
            quick_far_removals: QUICK_FAR_REMOVALS,
            razor_1: 0,
            razor_2: 0,
            static_margin_1: STATIC_MARGIN[0],
            static_margin_2: STATIC_MARGIN[1],
            null_move: NULL_MOVE,
            null_reduction: 1,
            quiet_ceiling: true,
            pv_futility: false,
            futility_2: FUTILITY[0],
            futility_3: FUTILITY[1],
            bounded_looks: true,
            iteration_share: ITERATION_SHARE,
            opening_share: ITERATION_SHARE,
            opening_turns: 0,
            aspiration: 0,
            near_goal_sacrifices: NEAR_GOAL_SACRIFICES,
            near_goal_chain: false,
            root_reduction: ROOT_REDUCTION,
            quiet_reply: QUIET_REPLY,
            first_far: FIRST_FAR,
            first_marbles: FIRST_MARBLES,
            first_near: 6,
            first_book: FIRST_BOOK,
            verify_turns: 0,
            verify_chain: 3,
            verify_margin: 100,
            verify_tempo: 100,
            verify_own: false,
            bounce: 0,
            sacrifice_run: 0,
            sacrifice_check: 0,
            reduce_sacrifices: REDUCE_SACRIFICES,
            sacrifices_whole: SACRIFICES_SEARCHED_WHOLE,
            empty_fills: EMPTY_FILLS,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hard_tests_delays_and_judges_the_player_out_of_turn_from_40_rings_on() {
        let hard = SearchParams::hard();
        let on_37 = hard.on_board(Board::Rings37);
        assert_eq!((on_37.delay_test, on_37.parity_tempo), (0, 100));
        for board in [
            Board::Rings40,
            Board::Rings44,
            Board::Rings48,
            Board::Rings61,
        ] {
            let on = hard.on_board(board);
            assert_eq!(
                (on.delay_test, on.parity_tempo),
                (HARD_DELAY_TEST, HARD_PARITY_TEMPO)
            );
            assert!(!on.delay_partial);
            assert!(!on.even_horizon);
        }
        // The other levels test no delay anywhere.
        assert_eq!(
            SearchParams::default().on_board(Board::Rings48).delay_test,
            0
        );
    }

    #[test]
    fn a_board_size_setting_switches_its_rule_at_that_size() {
        let params = SearchParams {
            delay_test: 2,
            delay_test_rings: 44,
            parity_tempo: 0,
            parity_tempo_rings: 48,
            even_horizon_rings: 61,
            ..SearchParams::default()
        };
        let on_43 = params.on_board(Board::Rings43);
        assert_eq!((on_43.delay_test, on_43.parity_tempo), (0, 100));
        let on_44 = params.on_board(Board::Rings44);
        assert_eq!((on_44.delay_test, on_44.parity_tempo), (2, 100));
        let on_48 = params.on_board(Board::Rings48);
        assert_eq!((on_48.delay_test, on_48.parity_tempo), (2, 0));
        assert!(!on_48.even_horizon && params.on_board(Board::Rings61).even_horizon);
        // Off at 0: the even horizon is on no board.
        let none = SearchParams {
            even_horizon_rings: 0,
            ..params
        };
        assert!(!none.on_board(Board::Rings61).even_horizon);
    }
}
