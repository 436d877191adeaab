//! Goals: how far each player stands from the goals of RULES.md §1, and how many marbles they
//! can still be handed without reaching one.

use zertz_engine::GameType;

use super::Weights;
use super::cuts::Counts;

/// What reaching a goal is worth, in the evaluation's points.
pub(crate) const REACHED: i32 = 10_000;

/// The goals of the standard game, by colour: a blitz marble counts in proportion to its
/// smaller goal.
const STANDARD_GOAL: [u8; 3] = [4, 5, 6];

/// A player's standing toward the goals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Standing {
    /// A goal is met.
    pub reached: bool,
    /// Marbles still needed for the nearest live goal (0: none is alive).
    pub nearest: u8,
    /// The same for the second nearest.
    pub second: u8,
}

/// The standing of a player with `caps` captured and `supply` still to be had. A goal is dead
/// when its colour (or, for "each", any colour) has too few marbles left in the supply.
#[inline]
pub(crate) fn standing(game_type: GameType, caps: Counts, supply: Counts) -> Standing {
    let goal = game_type.goal().0;
    let each = game_type.goal_each();
    let mut nearest = [u8::MAX; 2];
    let mut consider = |need: u8| {
        if need < nearest[0] {
            nearest[1] = nearest[0];
            nearest[0] = need;
        } else if need < nearest[1] {
            nearest[1] = need;
        }
    };
    let mut need_each = 0u8;
    let mut each_alive = true;
    let mut reached = false;
    for k in 0..3 {
        let need = goal[k].saturating_sub(caps[k]);
        if need == 0 {
            reached = true;
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
        reached = true;
    }
    if each_alive {
        consider(need_each);
    }
    let live = |n: u8| if n == u8::MAX { 0 } else { n };
    Standing {
        reached,
        nearest: live(nearest[0]),
        second: live(nearest[1]),
    }
}

/// Each colour's captured marbles in sixtieths of a standard-game marble of that colour.
#[inline]
pub(crate) fn material_units(game_type: GameType, caps: Counts) -> [i32; 3] {
    let goal = game_type.goal().0;
    let mut units = [0; 3];
    for k in 0..3 {
        units[k] = caps[k] as i32 * (STANDARD_GOAL[k] as i32 * 60 / goal[k].max(1) as i32);
    }
    units
}

/// The bonus of `weights` for standing `need` marbles from a goal (`table` is the nearest's or
/// the second's).
#[inline]
pub(crate) fn near(table: &[i32; 7], need: u8) -> i32 {
    match need {
        0 => 0,
        n => table.get(n as usize - 1).copied().unwrap_or(0),
    }
}

/// Goal progress in points: the captured marbles plus the bonuses for the two nearest live
/// goals; [`REACHED`] once a goal is met.
#[inline]
pub(crate) fn progress(
    weights: &Weights,
    game_type: GameType,
    caps: Counts,
    supply: Counts,
) -> i32 {
    let standing = standing(game_type, caps, supply);
    progress_of(weights, standing, material_units(game_type, caps))
}

/// [`progress`] from a standing and the captured marbles in units ([`material_units`])
/// already worked out.
#[inline]
pub(crate) fn progress_of(weights: &Weights, standing: Standing, units: [i32; 3]) -> i32 {
    if standing.reached {
        return REACHED;
    }
    let material: i32 = (0..3).map(|k| weights.marble[k] * units[k]).sum::<i32>() / 60;
    material + near(&weights.nearest, standing.nearest) + near(&weights.second, standing.second)
}

/// How many marbles of each colour (at most three, at most what remains) the receiver can be
/// given, colour by colour, without reaching a goal.
#[inline]
pub(crate) fn budget(game_type: GameType, receiver: Counts, supply: Counts) -> i32 {
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

#[cfg(test)]
mod tests {
    use super::*;
    use zertz_engine::MarbleCounts;

    fn progress_of(caps: Counts, supply: Counts) -> i32 {
        progress(&Weights::default(), GameType::Standard, caps, supply)
    }

    #[test]
    fn a_white_is_worth_more_than_a_black() {
        let supply = [6, 8, 10];
        let base = progress_of([0, 0, 0], supply);
        let white = progress_of([1, 0, 0], [5, 8, 10]) - base;
        let grey = progress_of([0, 1, 0], [6, 7, 10]) - base;
        let black = progress_of([0, 0, 1], [6, 8, 9]) - base;
        assert!(
            white > grey && grey > black && black > 0,
            "{white} {grey} {black}"
        );
    }

    #[test]
    fn a_goal_without_enough_marbles_left_is_dead() {
        let alive = progress_of([3, 0, 0], [1, 0, 0]);
        let dead = progress_of([3, 0, 0], [0, 0, 0]);
        let w = Weights::default();
        assert!(
            alive - dead >= w.nearest[0] - w.nearest[2],
            "{alive} {dead}"
        );
        // With the whites gone, five greys are the nearest goal, then "three of each".
        let next = standing(GameType::Standard, [3, 0, 0], [0, 8, 10]);
        assert_eq!((next.nearest, next.second), (5, 6));
    }

    #[test]
    fn a_blitz_marble_counts_in_proportion_to_its_smaller_goal() {
        assert_eq!(material_units(GameType::Standard, [1, 1, 1]), [60, 60, 60]);
        assert_eq!(material_units(GameType::Blitz, [1, 1, 1]), [80, 75, 72]);
        assert_eq!(
            progress_of([0, 0, 0], [6, 8, 10]),
            progress_of([0, 0, 0], [6, 8, 10])
        );
        assert_eq!(progress_of([4, 0, 0], [6, 8, 10]), REACHED);
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
}
