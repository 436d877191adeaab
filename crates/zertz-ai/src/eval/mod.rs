//! Evaluation: how good a quiet position (no capture pending) is for the player to move, in
//! points: a captured white is worth about 100 with the hand-set weights (about 200 with the
//! fitted 37-ring set); a forced win is [`WIN`] less the number of plies to it. The score is a sum of terms, each a feature of the position times a weight
//! ([`Weights`], one set a board: [`Weights::for_board`]; the 37-ring set is fitted to
//! self-play results by `zertz-bot tune`, see [`crate::tuning`]).
//!
//! The terms follow the game's strategy (RULES.md §1 and the printed rules' hints), each the
//! player to move's less the opponent's:
//! - **captured marbles** ([`Weights::marble`]): each colour at its own value, a blitz marble
//!   worth more in proportion to its smaller goal;
//! - **nearness to a goal** ([`Weights::nearest`], [`Weights::second`]): a bonus for standing
//!   one, two, … marbles from the nearest live goal, and from the second nearest (one marble
//!   from a goal is a threat that must be answered at once). A goal is dead when too few
//!   marbles of a colour remain in the pool and on the board (plus, once the pool is empty,
//!   the opponent's captures, which they must place back);
//! - **sacrifice budget** ([`Weights::budget`]): how many marbles of each colour a player can
//!   hand over (by forcing a capture) before the receiver reaches a goal — the room to make
//!   forcing moves;
//! - **the initiative** ([`Weights::tempo`]): having the move in a quiet position (a player
//!   who must pass has none);
//! - **isolation** ([`Weights::own_cut`], [`Weights::their_cut`]): every group of rings the
//!   next placement can cut off and take with its marbles. A cut made by filling a ring is a
//!   turn the quiescence search plays out; one made by a removal alone counts for the mover at
//!   a percentage of its gain, and the opponent's best cut against the mover (in full when the
//!   mover cannot place; at a percentage otherwise, which every board's own set holds at 0,
//!   the judging defaults at 50: the mover can parry it with their placement). A mover who
//!   can reach a goal by a cut, or fill the board's last vacant ring, has a won position
//!   ([`Evaluation::wins_now`]);
//! - **safe placements** ([`Weights::safe`]): how many vacant rings the mover can fill without
//!   handing over a capture (`eval/mobility.rs`). With none, every placement is a gift; with
//!   one, the mover can use it and leave the opponent with none. Counted only when a
//!   weight uses them: every board's set leaves them at 0, since counting them slows the
//!   search by a quarter, more than a fit's few points for them are worth;
//! - **late-game parity** ([`Weights::parity`]): when the pool runs low, the player who will
//!   first have to place marbles from their own captures loses ground.
//!
//! An earlier version valued the goals steeply convex (a marble counted little until a goal
//! was near) and credited the mover with most of any cut it could make; in self-play it
//! handed marbles of the colours it did not collect to the opponent turn after turn. The
//! flatter material count and cuts played out by the search beat it.

use zertz_engine::{Marble, Player, Position};

mod cuts;
mod goals;
mod mobility;
mod weights;

pub(crate) use cuts::{Cuts, find_cuts, for_each_fill, multi_arc};
pub(crate) use mobility::{jumpless_cells, placement_jumps, safe_cells};
pub use weights::{WEIGHTS, Weights};

use cuts::{Counts, Cut, add, sub};
use goals::{REACHED, Standing, budget, material_units, progress, progress_of, standing};

/// The fewest marbles `player` still needs for any goal of `pos` (0: one is met), whether or
/// not enough are left to reach it.
pub(crate) fn fewest_needed(pos: &Position, player: Player) -> u8 {
    pos.game_type().nearest_goal(pos.captures(player)).1
}

/// The score of a won game, as seen by the winner (the search subtracts the plies to it).
pub const WIN: i32 = 30_000;
/// Scores beyond this, either way, are forced results found by the search.
pub const WIN_BOUND: i32 = WIN - 1_000;

/// The most a cut that is not taken at once counts for (one that would reach a goal included).
const THREAT_CAP: i32 = 1_500;

/// What each feature's product with its weight is divided by (the marbles are counted in
/// sixtieths, the parity in quarters, the cuts in percent).
pub const DIVISOR: [i32; WEIGHTS] = {
    let mut d = [1; WEIGHTS];
    let mut k = 0;
    while k < DIVIDED.len() {
        d[DIVIDED[k].0] = DIVIDED[k].1 as i32;
        k += 1;
    }
    d
};

/// The features with a divisor other than 1, and their divisors ([`DIVISOR`]): the marbles,
/// the parity and the two cuts.
const DIVIDED: [(usize, i64); 6] = [(0, 60), (1, 60), (2, 60), (19, 4), (20, 100), (21, 100)];

/// The evaluation of a quiet position for the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Evaluation {
    /// Points for the player to move (positive: better for them).
    pub score: i32,
    /// The player to move wins with their next placement (a goal reached by isolation, or the
    /// last vacant ring filled).
    pub wins_now: bool,
    /// The player to move must place a marble and every placement hands the opponent a
    /// capture (no safe ring: see `eval/mobility.rs`).
    pub cornered: bool,
}

/// A quiet position's features, each to be multiplied by its weight (and divided by its
/// [`DIVISOR`]), plus what does not depend on any weight.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Features {
    /// The features, in the order of [`Weights::name`].
    pub values: [i32; WEIGHTS],
    /// Points that no weight scales (the opponent's cut when the mover cannot place).
    pub fixed: i32,
    /// The mover wins with their next placement (the features are then meaningless).
    pub wins_now: bool,
    /// The mover must place and has no safe ring ([`Evaluation::cornered`]).
    pub cornered: bool,
}

impl Features {
    /// The score these features give with `weights`.
    pub fn score(&self, weights: &Weights) -> i32 {
        let w = weights.as_array();
        let product = |i: usize| w[i] as i64 * self.values[i] as i64;
        let mut total = self.fixed as i64;
        for i in 0..WEIGHTS {
            total += product(i);
        }
        // The divided terms, each by its constant (the loop above counted them whole).
        for (i, divisor) in DIVIDED {
            total += product(i) / divisor - product(i);
        }
        total.clamp(-(WIN_BOUND as i64 - 2), WIN_BOUND as i64 - 2) as i32
    }
}

/// One player's side of the evaluation.
struct Side {
    caps: Counts,
    supply: Counts,
    source: Counts,
    /// Whether `source` holds a marble (kept, not compared again: the bytes of `source`,
    /// read back at once as one word, would stall the processor's loads).
    has_source: bool,
    from_pool: bool,
    value: i32,
}

impl Side {
    /// What `cut` is worth to this player, in progress points ([`REACHED`] if it wins);
    /// `None` if they have no marble to place.
    fn gain(&self, weights: &Weights, pos: &Position, cut: &Cut) -> Option<i32> {
        if !self.has_source {
            return None;
        }
        if cut.clears {
            return Some(REACHED);
        }
        let game_type = pos.game_type();
        let caps = add(self.caps, cut.gain);
        let supply = sub(self.supply, cut.gain);
        if !cut.fill {
            return Some(self.delta(progress(weights, game_type, caps, supply)));
        }
        let mut best = i32::MIN;
        for k in 0..3 {
            if self.source[k] == 0 {
                continue;
            }
            let (c, s) = placed_back(caps, supply, k, self.from_pool);
            best = best.max(progress(weights, game_type, c, s));
        }
        Some(self.delta(best))
    }

    /// The gain from this player's progress to `after` ([`REACHED`] if that meets a goal).
    fn delta(&self, after: i32) -> i32 {
        if after >= REACHED {
            REACHED
        } else {
            after - self.value
        }
    }
}

/// A player's captured marbles and supply after placing a marble of colour `k` and taking it
/// back at once (a fill): one more captured and one fewer left where it came from the pool,
/// else (from their own captures) the same.
#[inline]
fn placed_back(caps: Counts, supply: Counts, k: usize, from_pool: bool) -> (Counts, Counts) {
    if from_pool {
        (one_more(caps, k), one_less(supply, k))
    } else {
        (caps, supply)
    }
}

/// `counts` with one more marble of colour `k`, built whole: bytes written one at a time and
/// read back at once as one word would stall the processor's loads.
#[inline]
fn one_more(counts: Counts, k: usize) -> Counts {
    [0, 1, 2].map(|j| counts[j].saturating_add(u8::from(j == k)))
}

/// `counts` with one marble of colour `k` fewer (none below 0), built whole as [`one_more`].
#[inline]
fn one_less(counts: Counts, k: usize) -> Counts {
    [0, 1, 2].map(|j| counts[j].saturating_sub(u8::from(j == k)))
}

/// Evaluates a quiet position (no capture pending, not finished) for the player to move.
///
/// The cuts the mover can make by filling a ring are not counted here: the search plays them
/// (see [`for_each_fill`]); a cut made by a removal alone, with the placement anywhere, is
/// counted at [`Weights::own_cut`] percent.
pub fn evaluate(pos: &Position, weights: &Weights) -> Evaluation {
    let mut cuts = Cuts::NONE;
    evaluate_with_cuts(pos, weights, true, &mut cuts)
}

/// [`evaluate`], with the cuts found on the way written to `cuts` (not returned: a copy of
/// them read back at once would stall the processor's loads). The safe rings (a fifth of the
/// work) are counted only when a weight uses them or `mobility` asks for
/// [`Evaluation::cornered`] (else it reads false).
pub(crate) fn evaluate_with_cuts(
    pos: &Position,
    weights: &Weights,
    mobility: bool,
    cuts: &mut Cuts,
) -> Evaluation {
    let features = features_with_cuts(pos, weights, mobility, false, cuts);
    if features.wins_now {
        Evaluation {
            score: WIN_BOUND - 1,
            wins_now: true,
            cornered: false,
        }
    } else {
        Evaluation {
            score: features.score(weights),
            wins_now: false,
            cornered: features.cornered,
        }
    }
}

/// The most that any quiet placement can leave the player to move, as the quiescence search
/// judges the position after it (the opponent then stands on their evaluation or does
/// better), given `score`, this position's evaluation with `weights`; None where the bound
/// does not hold. A quiet placement puts a marble on a ring where it creates no jump
/// ([`jumpless_cells`]) and removes a ring that splits no group ([`multi_arc`]), on a board
/// in one piece: it captures nothing and hands nothing over. With at least five marbles in
/// the pool and three vacant rings (so that the opponent still places from the pool, with
/// a ring to spare, and no parity counts), it changes neither player's captured marbles,
/// goals, supply nor sacrifice budget; the initiative passes to the opponent (twice
/// [`Weights::tempo`] lost); the mover's own cut, counted now, is gone or the opponent's to
/// make; and only the opponent's cut terms can add to the mover's side, at most
/// [`Weights::their_cut`] percent of the largest cut twice (once in this evaluation, once in
/// the next). So: `score` less twice the initiative plus that. It needs weights that count
/// cuts at zero or more and no safe placements.
pub(crate) fn quiet_ceiling(pos: &Position, weights: &Weights, score: i32) -> Option<i32> {
    let holds =
        open_play(pos) && weights.own_cut >= 0 && weights.their_cut >= 0 && weights.safe == [0; 4];
    holds.then(|| score - 2 * weights.tempo + 2 * weights.their_cut * THREAT_CAP / 100)
}

/// Whether `pos` is in open play: a board in one piece, at least five marbles in the pool and
/// three vacant rings, so that both players still place from the pool with a ring to spare,
/// no parity counts, and having the move is worth the initiative and no more (what
/// [`quiet_ceiling`] and the search's null move rely on).
pub(crate) fn open_play(pos: &Position) -> bool {
    !pos.is_split() && pos.pool().total() >= 5 && pos.vacant().count() >= 3
}

/// The colour the player to move gains most progress by placing and taking back at once (as
/// filling a cut-off group of vacant rings alone does), or None if they have no marble to
/// place: [`for_each_fill`] with one colour.
pub(crate) fn best_fill_colour(pos: &Position, weights: &Weights) -> Option<Marble> {
    let me = pos.side_to_move();
    let caps = pos.captures(me).0;
    let from_pool = !pos.pool().is_empty();
    let common = add(pos.pool().0, pos.marbles_on_board().0);
    let supply = if from_pool {
        common
    } else {
        add(common, pos.captures(me.opponent()).0)
    };
    pos.placement_source().available().max_by_key(|marble| {
        let (c, s) = placed_back(caps, supply, marble.index(), from_pool);
        progress(weights, pos.game_type(), c, s)
    })
}

/// The features of a quiet position (no capture pending, not finished) for the player to move.
/// The cut terms are measured with `weights` (a cut's gain is a change of goal progress).
pub fn features(pos: &Position, weights: &Weights) -> Features {
    let mut cuts = Cuts::NONE;
    features_with_cuts(pos, weights, true, true, &mut cuts)
}

/// The features, with the cuts found on the way written to `cuts`; `every` asks for each
/// feature even where its weight is 0 (as the tuner needs them), else the opponent's cut is
/// left at 0 where it counts for nothing.
fn features_with_cuts(
    pos: &Position,
    weights: &Weights,
    mobility: bool,
    every: bool,
    cuts: &mut Cuts,
) -> Features {
    let mut f = Features {
        values: [0; WEIGHTS],
        fixed: 0,
        wins_now: false,
        cornered: false,
    };
    let game_type = pos.game_type();
    let me = pos.side_to_move();
    let them = me.opponent();
    let pool = pos.pool().0;
    let pool_empty = pos.pool().is_empty();
    let board = pos.marbles_on_board().0;
    let common = add(pool, board);
    let caps_me = pos.captures(me).0;
    let caps_them = pos.captures(them).0;
    let supply_me = if pool_empty {
        add(common, caps_them)
    } else {
        common
    };
    let supply_them = if pool_empty {
        add(common, caps_me)
    } else {
        common
    };

    // Captured marbles and nearness to the goals.
    let (units_me, units_them) = (
        material_units(game_type, caps_me),
        material_units(game_type, caps_them),
    );
    for k in 0..3 {
        f.values[k] = units_me[k] - units_them[k];
    }
    let (standing_me, standing_them) = (
        standing(game_type, caps_me, supply_me),
        standing(game_type, caps_them, supply_them),
    );
    for (standing, sign) in [(standing_me, 1), (standing_them, -1)] {
        if (1..=7).contains(&standing.nearest) {
            f.values[2 + standing.nearest as usize] += sign;
        }
        if (1..=7).contains(&standing.second) {
            f.values[9 + standing.second as usize] += sign;
        }
    }

    let side = |caps: Counts, supply: Counts, standing: Standing, units: [i32; 3]| Side {
        caps,
        supply,
        source: if pool_empty { caps } else { pool },
        has_source: !pool_empty || caps != [0; 3],
        from_pool: !pool_empty,
        value: progress_of(weights, standing, units),
    };
    let mine = side(caps_me, supply_me, standing_me, units_me);
    let theirs = side(caps_them, supply_them, standing_them, units_them);
    let can_place = mine.has_source && !pos.vacant().is_empty();
    f.values[17] = if can_place { 1 } else { -1 };
    f.values[18] = budget(game_type, caps_them, common) - budget(game_type, caps_me, common);
    let left = pos.pool().total() as i32;
    if left <= 3 {
        f.values[19] = if left % 2 == 0 { -(4 - left) } else { 4 - left };
    }

    *cuts = find_cuts(pos);
    let list = cuts.as_slice();
    if !list.is_empty() {
        if can_place {
            let mut best_mine = 0;
            for cut in list {
                let Some(g) = mine.gain(weights, pos, cut) else {
                    continue;
                };
                if g >= REACHED {
                    f.wins_now = true;
                    return f;
                }
                if !cut.fill {
                    best_mine = best_mine.max(g);
                }
            }
            f.values[20] = best_mine.clamp(0, THREAT_CAP);
        }
        // What the opponent could take next if the mover lets them (not worked out where it
        // counts for nothing: the mover can place and the weight is 0).
        if every || !can_place || weights.their_cut != 0 {
            let best_theirs = list
                .iter()
                .filter_map(|cut| theirs.gain(weights, pos, cut))
                .max()
                .unwrap_or(0)
                .clamp(0, THREAT_CAP);
            if can_place {
                f.values[21] = -best_theirs;
            } else {
                f.fixed -= best_theirs;
            }
        }
    }

    if can_place && (mobility || weights.safe != [0; 4]) {
        let safe = safe_cells(pos).count() as usize;
        f.cornered = safe == 0;
        if safe < 4 {
            f.values[22 + safe] = 1;
        }
    }
    f
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use zertz_engine::{Board, Game, GameType};

    #[test]
    fn the_best_fill_colour_is_the_one_that_reaches_a_goal() {
        use super::cuts::tests::LONE_A5;
        let weights = Weights::default();
        // Nothing captured yet: the white, dearest and with the shortest goal.
        let pos = Position::from_text(LONE_A5).expect("a legal position");
        assert_eq!(best_fill_colour(&pos, &weights), Some(Marble::White));
        // Five blacks of six: the black wins.
        let five_blacks = LONE_A5.replace("3/3/7 0/0/0", "3/3/2 0/0/5");
        let pos = Position::from_text(&five_blacks).expect("a legal position");
        assert_eq!(best_fill_colour(&pos, &weights), Some(Marble::Black));
    }

    #[test]
    fn the_start_is_even_but_for_the_initiative() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        let e = evaluate(&start, &Weights::default());
        assert_eq!(e.score, Weights::default().tempo);
        assert!(!e.wins_now);
    }

    #[test]
    fn the_score_is_the_features_times_the_weights() {
        let mut opponents_cut = 0;
        // The hand-set weights, and the fitted ones that count no opponent's cut (which the
        // evaluation then leaves unworked, and the features still give the tuner).
        for weights in [Weights::default(), Weights::for_board(Board::Rings37)] {
            for pos in random_positions(Board::Rings37, 20) {
                if pos.must_capture() || pos.is_finished() {
                    continue;
                }
                let f = features(&pos, &weights);
                let e = evaluate(&pos, &weights);
                assert_eq!(e.wins_now, f.wins_now);
                if !f.wins_now {
                    assert_eq!(e.score, f.score(&weights), "{}", pos.to_text());
                    // Doubling the tempo moves the score by the tempo feature alone.
                    let mut more = weights;
                    more.tempo *= 2;
                    assert_eq!(
                        f.score(&more) - f.score(&weights),
                        weights.tempo * f.values[17]
                    );
                    opponents_cut += usize::from(weights.their_cut == 0 && f.values[21] != 0);
                }
            }
        }
        assert!(opponents_cut > 0, "the features give the opponent's cut");
    }

    /// Positions from random games on `board`.
    pub(crate) fn random_positions(board: Board, games: u64) -> Vec<Position> {
        let mut positions = Vec::new();
        for seed in 0..games {
            let mut rng = fastrand::Rng::with_seed(seed);
            let mut game = Game::new(board, GameType::Standard);
            while game.outcome().is_none() {
                positions.push(*game.position());
                let turns = game.legal_turns();
                game.play(turns[rng.usize(..turns.len())]).unwrap();
            }
        }
        positions
    }
}
