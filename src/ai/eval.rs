//! Evaluation: how good a quiet position (no capture pending) is for the player to move, in
//! points: a captured white is worth 100 (a grey 80, a black 66 in the standard game); a forced
//! win is [`WIN`] less the number of plies to it.
//!
//! The terms follow the game's strategy (RULES.md §1 and the printed rules' hints):
//! - **goal progress**: the marbles each player has captured, each colour worth in inverse
//!   proportion to its goal, plus a bonus for the two live goals nearest to completion (one
//!   marble from a goal is a threat that must be answered at once). A goal is dead when too
//!   few marbles of a colour remain in the pool and on the board (plus, once the pool is
//!   empty, the opponent's captures, which they must place back);
//! - **sacrifice budget**: how many marbles of each colour a player can hand over (by forcing
//!   a capture) before the receiver reaches a goal — the room to make forcing moves;
//! - **the initiative**: having the move in a quiet position (a player who must pass has none);
//! - **isolation**: every group of rings the next placement can cut off and take with its
//!   marbles. A cut made by filling a ring is a turn the quiescence search plays out; one made
//!   by a removal alone counts for the mover at [`Weights::own_cut`] percent, and the
//!   opponent's best cut counts against the mover at [`Weights::their_cut`] percent. A mover
//!   who can reach a goal by a cut, or fill the board's last vacant ring, has a won position
//!   ([`Evaluation::wins_now`]);
//! - **late-game parity**: when the pool runs low, the player who will first have to place
//!   marbles from their own captures loses ground.
//!
//! An earlier version valued the goals steeply convex (a marble counted little until a goal
//! was near) and credited the mover with most of any cut it could make; in self-play it
//! handed marbles of the colours it did not collect to the opponent turn after turn (it lost
//! 2–6 games in 200 to the random mover). The flatter material count and cuts played out by
//! the search beat it and won 200 of 200 against the random mover.

use crate::engine::{Bitboard, Cell, Direction, GameType, Marble, Position, Turn};

/// The score of a won game, as seen by the winner (the search subtracts the plies to it).
pub const WIN: i32 = 30_000;
/// Scores beyond this, either way, are forced results found by the search.
pub const WIN_BOUND: i32 = WIN - 1_000;

/// A whole goal's worth of marbles of one colour (so a white is worth 100 in the standard game,
/// a grey 80, a black 66).
const MARBLE: i32 = 400;
/// The bonus for standing `n` marbles from a live goal (index `n`): one marble from a goal is a
/// threat the opponent must answer at once.
const NEAR: [i32; 8] = [0, 500, 220, 90, 35, 12, 4, 0];
/// What reaching a goal is worth in the same units (used for the value of a gain).
const REACHED: i32 = 10_000;
/// The most a cut that is not taken at once counts for (one that would reach a goal included).
const THREAT_CAP: i32 = 1_500;

/// The weights of the evaluation's terms (the goal-progress values are fixed). The defaults
/// were checked by self-play matches (`zertz-bot match`; see the module documentation).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Weights {
    /// Points for having the move in a quiet position (the initiative).
    pub tempo: i32,
    /// Percent of the best gain the player to move can make now by a removal that cuts off
    /// full groups (cuts made by filling a ring are searched instead).
    pub own_cut: i32,
    /// Percent of the best gain the opponent could make by a cut if the mover lets them.
    pub their_cut: i32,
    /// Points per marble of sacrifice budget (at most three counted per colour).
    pub budget: i32,
    /// Points lost, at most, by the player who must first place from their own captures.
    pub parity: i32,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            tempo: 25,
            own_cut: 50,
            their_cut: 50,
            budget: 6,
            parity: 40,
        }
    }
}

/// The evaluation of a quiet position for the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Evaluation {
    /// Points for the player to move (positive: better for them).
    pub score: i32,
    /// The player to move wins with their next placement (a goal reached by isolation, or the
    /// last vacant ring filled).
    pub wins_now: bool,
}

/// Counts by colour as a plain array.
type Counts = [u8; 3];

/// A way for the next placement to take marbles by isolation.
#[derive(Clone, Copy, Default, Debug)]
struct Cut {
    /// The marbles taken (not counting the placed one).
    gain: Counts,
    /// The placed marble must go on the cut-off group's last vacant ring (and is taken too).
    fill: bool,
    /// No ring would remain: the placer wins with the board used up.
    clears: bool,
    /// The vacant ring the placement must fill ([`NONE`] if the placement goes anywhere).
    at: u8,
    /// The free ring to remove ([`NONE`] if any will do).
    remove: u8,
}

/// No cell: see [`Cut`].
const NONE: u8 = u8::MAX;

/// The most cuts kept (more are ignored; real positions have a handful at most).
const MAX_CUTS: usize = 16;

/// The cuts available to whoever places next.
pub(crate) struct Cuts {
    list: [Cut; MAX_CUTS],
    len: usize,
}

impl Cuts {
    fn push(&mut self, cut: Cut) {
        if let Some(slot) = self.list.get_mut(self.len) {
            *slot = cut;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[Cut] {
        &self.list[..self.len.min(MAX_CUTS)]
    }
}

/// The marbles of each colour on the cells of `set`.
#[inline]
fn marbles_in(pos: &Position, set: Bitboard) -> Counts {
    let mut counts = [0; 3];
    for colour in Marble::ALL {
        counts[colour.index()] = (pos.marbles(colour) & set).count() as u8;
    }
    counts
}

#[inline]
fn add(a: Counts, b: Counts) -> Counts {
    [
        a[0].saturating_add(b[0]),
        a[1].saturating_add(b[1]),
        a[2].saturating_add(b[2]),
    ]
}

#[inline]
fn sub(a: Counts, b: Counts) -> Counts {
    [
        a[0].saturating_sub(b[0]),
        a[1].saturating_sub(b[1]),
        a[2].saturating_sub(b[2]),
    ]
}

/// The cells whose neighbouring rings form two or more separate arcs: removing such a ring
/// may split its group (removing any other never does).
#[inline]
pub(crate) fn multi_arc(rings: Bitboard) -> Bitboard {
    let mut toward = [Bitboard::EMPTY; 6];
    for d in Direction::ALL {
        toward[d.number() as usize] = rings.toward(d);
    }
    let mut once = Bitboard::EMPTY;
    let mut twice = Bitboard::EMPTY;
    for d in 0..6 {
        let start = toward[d] & !toward[(d + 5) % 6];
        twice |= once & start;
        once |= start;
    }
    twice
}

/// The most groups with a single vacant ring that are remembered for combinations.
const MAX_FILLS: usize = 4;

/// Every cut open to the next placement: filling the last vacant ring of a separate group,
/// removing a free ring that cuts off full groups (or groups with one vacant ring, filled by the
/// placement), and the two together in one turn.
fn find_cuts(pos: &Position) -> Cuts {
    let mut cuts = Cuts {
        list: [Cut::default(); MAX_CUTS],
        len: 0,
    };
    let rings = pos.rings();
    let vacant = pos.vacant();
    let vacant_count = vacant.count();
    if vacant_count == 0 {
        return cuts;
    }
    if !pos.is_split() && vacant_count == 1 {
        cuts.push(Cut {
            gain: marbles_in(pos, rings),
            fill: true,
            clears: true,
            at: vacant.first().map_or(NONE, |c| c.index()),
            remove: NONE,
        });
        return cuts;
    }
    let mut fills = [Bitboard::EMPTY; MAX_FILLS];
    let mut fill_count = 0;
    if pos.is_split() {
        let mut rest = rings;
        while let Some(cell) = rest.first() {
            let group = Bitboard::flood(Bitboard::from_cell(cell), rings);
            rest &= !group;
            if (group & vacant).count() == 1 {
                cuts.push(Cut {
                    gain: marbles_in(pos, group),
                    fill: true,
                    clears: false,
                    at: (group & vacant).first().map_or(NONE, |c| c.index()),
                    remove: NONE,
                });
                if let Some(slot) = fills.get_mut(fill_count) {
                    *slot = group;
                    fill_count += 1;
                }
            }
        }
    }
    let candidates = pos.free_rings() & multi_arc(rings);
    for ring in candidates {
        cut_at(
            pos,
            ring,
            vacant,
            vacant_count,
            &fills[..fill_count],
            &mut cuts,
        );
    }
    cuts
}

/// The cuts made by removing the free ring `ring`, alone or with the filling of one of the
/// separate groups `fills`.
fn cut_at(
    pos: &Position,
    ring: Cell,
    vacant: Bitboard,
    vacant_count: u32,
    fills: &[Bitboard],
    cuts: &mut Cuts,
) {
    let rest = pos.rings().without(ring);
    let mut seeds = Bitboard::from_cell(ring).neighbours() & rest;
    let mut pieces = [Bitboard::EMPTY; 6];
    let mut count = 0;
    while let Some(seed) = seeds.first() {
        let piece = Bitboard::flood(Bitboard::from_cell(seed), rest);
        seeds &= !piece;
        if let Some(slot) = pieces.get_mut(count) {
            *slot = piece;
            count += 1;
        }
    }
    if count < 2 {
        return;
    }
    let mut taken = Bitboard::EMPTY;
    for &piece in &pieces[..count] {
        if (piece & vacant).is_empty() {
            taken |= piece;
        }
    }
    // Taking only the full pieces needs a vacant ring elsewhere for the placement.
    if !taken.is_empty() && vacant_count >= 2 {
        cuts.push(Cut {
            gain: marbles_in(pos, taken),
            fill: false,
            clears: false,
            at: NONE,
            remove: ring.index(),
        });
        for &group in fills.iter().filter(|g| !g.contains(ring)) {
            let all = taken | group;
            cuts.push(Cut {
                gain: marbles_in(pos, all),
                fill: true,
                clears: (rest & !all).is_empty(),
                at: (group & vacant).first().map_or(NONE, |c| c.index()),
                remove: ring.index(),
            });
        }
    }
    for &piece in &pieces[..count] {
        if (piece & vacant).count() == 1 {
            let all = taken | piece;
            cuts.push(Cut {
                gain: marbles_in(pos, all),
                fill: true,
                clears: (rest & !all).is_empty(),
                at: (piece & vacant).first().map_or(NONE, |c| c.index()),
                remove: ring.index(),
            });
        }
    }
}

/// Goal progress of a player with `caps` captured, `supply` still to be had: the marbles
/// captured (each colour worth in inverse proportion to its goal), plus a bonus for the two
/// live goals nearest to completion; [`REACHED`] once a goal is met.
#[inline]
fn progress(game_type: GameType, caps: Counts, supply: Counts) -> i32 {
    let goal = game_type.goal().0;
    let each = game_type.goal_each();
    let mut material = 0;
    let mut nearest = [u8::MAX; 2];
    let mut need_each = 0u8;
    let mut each_alive = true;
    let mut consider = |need: u8| {
        if need < nearest[0] {
            nearest[1] = nearest[0];
            nearest[0] = need;
        } else if need < nearest[1] {
            nearest[1] = need;
        }
    };
    for k in 0..3 {
        material += caps[k] as i32 * MARBLE / goal[k].max(1) as i32;
        let need = goal[k].saturating_sub(caps[k]);
        if need == 0 {
            return REACHED;
        }
        if supply[k] >= need {
            consider(need);
        }
        let n = each.saturating_sub(caps[k]);
        need_each += n;
        if supply[k] < n {
            each_alive = false;
        }
    }
    if need_each == 0 {
        return REACHED;
    }
    if each_alive {
        consider(need_each);
    }
    let near = |n: u8| NEAR.get(n as usize).copied().unwrap_or(0);
    material + near(nearest[0]) + near(nearest[1]) / 2
}

/// How many marbles of each colour (at most three, at most what remains) the receiver can be
/// given, colour by colour, without reaching a goal.
#[inline]
fn budget(game_type: GameType, receiver: Counts, supply: Counts) -> i32 {
    let goal = game_type.goal().0;
    let each = game_type.goal_each();
    let mut total = 0;
    for k in 0..3 {
        // Below the colour's own goal, and below "each" if the other two colours are there.
        let mut room = goal[k].saturating_sub(receiver[k]).saturating_sub(1);
        if receiver[(k + 1) % 3] >= each && receiver[(k + 2) % 3] >= each {
            room = room.min(each.saturating_sub(receiver[k]).saturating_sub(1));
        }
        total += room.min(3).min(supply[k]) as i32;
    }
    total
}

/// One player's side of the evaluation.
struct Side {
    caps: Counts,
    supply: Counts,
    source: Counts,
    from_pool: bool,
    value: i32,
}

impl Side {
    /// What `cut` is worth to this player, in progress points ([`REACHED`] if it wins);
    /// `None` if they have no marble to place.
    fn gain(&self, game_type: GameType, cut: &Cut) -> Option<i32> {
        if self.source == [0; 3] {
            return None;
        }
        if cut.clears {
            return Some(REACHED);
        }
        let caps = add(self.caps, cut.gain);
        let supply = sub(self.supply, cut.gain);
        if !cut.fill {
            return Some(self.delta(progress(game_type, caps, supply)));
        }
        let mut best = i32::MIN;
        for k in 0..3 {
            if self.source[k] == 0 {
                continue;
            }
            let (mut c, mut s) = (caps, supply);
            if self.from_pool {
                c[k] = c[k].saturating_add(1);
                s[k] = s[k].saturating_sub(1);
            }
            best = best.max(progress(game_type, c, s));
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

/// Evaluates a quiet position (no capture pending, not finished) for the player to move.
///
/// The cuts the mover can make by filling a ring are not counted here: the search plays them
/// (see [`for_each_fill`]); a cut made by a removal alone, with the placement anywhere, is
/// counted at [`Weights::own_cut`] percent.
pub fn evaluate(pos: &Position, weights: &Weights) -> Evaluation {
    evaluate_with_cuts(pos, weights).0
}

/// [`evaluate`], and the cuts found on the way.
pub(crate) fn evaluate_with_cuts(pos: &Position, weights: &Weights) -> (Evaluation, Cuts) {
    let game_type = pos.game_type();
    let me = pos.side_to_move();
    let them = me.opponent();
    let pool = pos.pool().0;
    let pool_empty = pos.pool().is_empty();
    let board = marbles_in(pos, pos.rings());
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
    let mine = Side {
        caps: caps_me,
        supply: supply_me,
        source: if pool_empty { caps_me } else { pool },
        from_pool: !pool_empty,
        value: progress(game_type, caps_me, supply_me),
    };
    let theirs = Side {
        caps: caps_them,
        supply: supply_them,
        source: if pool_empty { caps_them } else { pool },
        from_pool: !pool_empty,
        value: progress(game_type, caps_them, supply_them),
    };
    let can_place = mine.source != [0; 3] && !pos.vacant().is_empty();
    let mut score = mine.value - theirs.value;
    score += if can_place {
        weights.tempo
    } else {
        -weights.tempo
    };
    score += weights.budget
        * (budget(game_type, caps_them, common) - budget(game_type, caps_me, common));

    let cuts = find_cuts(pos);
    if cuts.len > 0 {
        let list = cuts.as_slice();
        if can_place {
            let mut best_mine = 0;
            for cut in list {
                let Some(g) = mine.gain(game_type, cut) else {
                    continue;
                };
                if g >= REACHED {
                    return (
                        Evaluation {
                            score: WIN_BOUND - 1,
                            wins_now: true,
                        },
                        cuts,
                    );
                }
                if !cut.fill {
                    best_mine = best_mine.max(g);
                }
            }
            score += weights.own_cut * best_mine.clamp(0, THREAT_CAP) / 100;
        }
        // What the opponent could take next if the mover lets them.
        let best_theirs = list
            .iter()
            .filter_map(|cut| theirs.gain(game_type, cut))
            .max()
            .unwrap_or(0)
            .clamp(0, THREAT_CAP);
        let share = if can_place { weights.their_cut } else { 100 };
        score -= share * best_theirs / 100;
    }

    let left = pos.pool().total() as i32;
    if left <= 3 && weights.parity != 0 {
        let penalty = weights.parity * (4 - left) / 4;
        score += if left % 2 == 0 { -penalty } else { penalty };
    }
    (
        Evaluation {
            score: score.clamp(-(WIN_BOUND - 2), WIN_BOUND - 2),
            wins_now: false,
        },
        cuts,
    )
}

/// Calls `f` with the placements that fill a ring and take a cut-off group (each colour the
/// mover can place), as found by [`evaluate_with_cuts`]. Each must still be checked for
/// legality: where any free ring will do, the first one is named.
pub(crate) fn for_each_fill(pos: &Position, cuts: &Cuts, mut f: impl FnMut(Turn)) {
    let source = pos.placement_source();
    for cut in cuts.as_slice() {
        if !cut.fill || cut.at == NONE {
            continue;
        }
        let at = Cell::from_index(cut.at);
        let remove = if cut.remove == NONE {
            pos.free_rings().without(at).first()
        } else {
            Some(Cell::from_index(cut.remove))
        };
        for marble in source.available() {
            f(Turn::Place { marble, at, remove });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Board, Game, MarbleCounts};

    #[test]
    fn the_start_is_even_but_for_the_initiative() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        let e = evaluate(&start, &Weights::default());
        assert_eq!(e.score, Weights::default().tempo);
        assert!(!e.wins_now);
    }

    #[test]
    fn a_white_is_worth_more_than_a_black() {
        let goal = GameType::Standard;
        let supply = [6, 8, 10];
        let base = progress(goal, [0, 0, 0], supply);
        let white = progress(goal, [1, 0, 0], [5, 8, 10]) - base;
        let grey = progress(goal, [0, 1, 0], [6, 7, 10]) - base;
        let black = progress(goal, [0, 0, 1], [6, 8, 9]) - base;
        assert!(
            white > grey && grey > black && black > 0,
            "{white} {grey} {black}"
        );
    }

    #[test]
    fn a_goal_without_enough_marbles_left_is_dead() {
        let goal = GameType::Standard;
        let alive = progress(goal, [3, 0, 0], [1, 0, 0]);
        let dead = progress(goal, [3, 0, 0], [0, 0, 0]);
        assert!(alive - dead >= NEAR[1] - NEAR[3], "{alive} {dead}");
    }

    #[test]
    fn the_budget_counts_what_can_be_given_without_reaching_a_goal() {
        // Against a plain count, one marble at a time.
        for game_type in GameType::ALL {
            for w in 0..4u8 {
                for g in 0..5u8 {
                    for b in 0..6u8 {
                        let receiver = [w, g, b];
                        let supply = [2, 3, 4];
                        let mut slow = 0;
                        for k in 0..3 {
                            let mut caps = receiver;
                            let mut n = 0;
                            while n < 3 && n < supply[k] {
                                caps[k] += 1;
                                if game_type.goal_reached(MarbleCounts(caps)) {
                                    break;
                                }
                                n += 1;
                            }
                            slow += n as i32;
                        }
                        if !game_type.goal_reached(MarbleCounts(receiver)) {
                            assert_eq!(budget(game_type, receiver, supply), slow, "{receiver:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_budget_shrinks_near_a_goal() {
        let goal = GameType::Standard;
        assert_eq!(budget(goal, [0, 0, 0], [6, 8, 10]), 9);
        assert_eq!(budget(goal, [3, 0, 0], [6, 8, 10]), 6);
        assert_eq!(budget(goal, [3, 4, 5], [6, 8, 10]), 0);
    }

    /// Positions from random games on `board`.
    fn random_positions(board: Board, games: u64) -> Vec<Position> {
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

    #[test]
    fn every_cut_found_can_be_made_and_every_isolation_is_found() {
        let mut checked = 0;
        for board in [Board::Rings37, Board::Rings48] {
            for pos in random_positions(board, 40) {
                if pos.must_capture() || pos.placement_source().is_empty() {
                    continue;
                }
                let mut made: Vec<Counts> = Vec::new();
                pos.for_each_legal_turn(|turn| {
                    let gained = pos.captured_by(turn).0;
                    if gained != [0; 3] {
                        made.push(gained);
                    }
                });
                let source = pos.placement_source();
                let cuts = find_cuts(&pos);
                for cut in cuts.as_slice() {
                    let ok = if cut.fill {
                        source.available().any(|m| {
                            let mut want = cut.gain;
                            want[m.index()] += 1;
                            made.contains(&want)
                        })
                    } else {
                        made.iter().any(|g| (0..3).all(|k| g[k] >= cut.gain[k]))
                    };
                    assert!(ok, "{cut:?} cannot be made in {}", pos.to_text());
                    checked += 1;
                }
                // The biggest isolation (by marbles) is among the cuts.
                if let Some(most) = made.iter().map(|g| g.iter().sum::<u8>()).max() {
                    let claimed = cuts
                        .as_slice()
                        .iter()
                        .map(|c| c.gain.iter().sum::<u8>() + c.fill as u8)
                        .max()
                        .unwrap_or(0);
                    assert!(claimed >= most, "{most} missed in {}", pos.to_text());
                }
            }
        }
        assert!(checked > 50, "{checked}");
    }

    #[test]
    fn multi_arc_matches_a_ring_between_two_removed_rings() {
        // On the full board no ring splits anything.
        let rings = Board::Rings37.cells();
        assert!((multi_arc(rings) & rings).is_empty());
        let mut game = Game::new(Board::Rings37, GameType::Standard);
        game.play_sequence("Wd4-a1 Gd5-a3").unwrap();
        // a2 now has neighbours b2, b3 on one side only (a1 and a3 gone): one arc.
        let a2 = Board::Rings37.parse_cell("a2").unwrap();
        assert!(!multi_arc(game.position().rings()).contains(a2));
    }
}
