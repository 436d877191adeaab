//! A sparring robot in the style of BoardSpace's ZÈRTZ robot, for matches only: the strength
//! issue's targets name BoardSpace's best robot ("Bestbot"), whose Java program does not run
//! here, so this module plays the way its published design does, and `zertz-bot match` can
//! set the bot's levels against that way of playing (engine option `Robot=boardspace`).
//!
//! How it plays, in the game's words:
//! - **Three placement turns deep**: its own placement, the opponent's, its own again; the
//!   captures before and after each are searched through at no cost of depth (a turn that
//!   hands over a capture is answered by every capture the opponent may choose). Alpha-beta
//!   over whole turns, iterating one, two, three placements deep, the last iteration's best
//!   turns first, a turn that cut off at the same ply tried early (a "killer").
//! - **Forcing turns only below the root**: after its first placement, it considers its own
//!   placements only on rings where the marble can jump at once or be jumped (a vacant ring
//!   next to a marble with a vacant ring beyond it, either way), or be cut off with its group;
//!   it considers every placement where some group can be cut off by the next removal, where
//!   no such forcing ring exists, or where fewer than five vacant rings are left. The
//!   opponent's placements are all considered.
//! - **Judged by the marbles still needed**: a player's need is the fewest marbles that
//!   complete any goal (one colour or three of each), plus one, less small fractions that
//!   favour having several goals close (a marble nearer a goal counts more the nearer it is)
//!   and the marbles already held (white most); a position is worth the opponent's need less
//!   the mover's. A tiny board term, the same for both players, counts rings and marbles by
//!   how many neighbouring rings they keep (marbles and rings near the edge count against
//!   whoever moved last) — it only breaks near ties.
//! - On its very first turn of a game it keeps off the board's outer rings.
//! - **Its first turns vary**: on the game's first turn it plays one of its 32 best turns,
//!   drawn at random, and on the second one of its 31 best (BoardSpace's robot draws among the
//!   best 33 less the move's number), ranked by the values of its last finished iteration —
//!   values that alpha-beta leaves as bounds for all but the best, as in BoardSpace's; a turn
//!   found lost is never drawn where one that is not remains.
//!
//! What is not BoardSpace's: the order turns are tried in (which decides between turns of
//! equal value), its time control (here a cap, by default BoardSpace's 30 seconds, on a search
//! that otherwise completes its three placements), and the random numbers of its first turns
//! (drawn from a seed, so that a match can repeat them). The rings, marbles and goals are this
//! program's own rules (RULES.md), on every board and in blitz.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use zertz_engine::{Bitboard, Cell, Direction, GameType, MarbleCounts, Outcome, Position, Turn};

use crate::eval::jumpless_cells;

/// How deep the robot searches unless told otherwise, in placement turns: its own, the
/// opponent's, its own again (BoardSpace's best robot).
pub const RIVAL_DEPTH: u32 = 3;

/// The robot's time cap unless told otherwise (BoardSpace's best robot's own).
pub const RIVAL_TIME: Duration = Duration::from_secs(30);

/// The deepest search accepted, in placement turns.
pub const RIVAL_MAX_DEPTH: u32 = 8;

/// How many of its best turns the robot draws its turn from on the game's first turn (one
/// fewer on the second; 1: always the best): BoardSpace's best robot's 32.
pub const RIVAL_OPENING_CHOICE: u32 = 32;

/// A won position's score (less the plies to it); the evaluation stays far below.
const WIN: f64 = 10_000.0;

/// Scores beyond this, either way, are won or lost games found by the search.
pub const RIVAL_WIN_BOUND: f64 = WIN - 1_000.0;

/// The deepest line searched, in turns (captures count; the search stops well before).
const MAX_PLY: usize = 128;

/// A score as the engine protocol writes it: `cp` in hundredths of a marble needed, `win N`
/// or `loss N` in plies.
pub fn score_words(score: f64) -> String {
    if score > RIVAL_WIN_BOUND {
        format!("win {}", (WIN - score).round() as i64)
    } else if score < -RIVAL_WIN_BOUND {
        format!("loss {}", (WIN + score).round() as i64)
    } else {
        format!("cp {}", (score * 100.0).round() as i64)
    }
}

/// How far the robot may search: placement turns, time, and a flag that stops it.
#[derive(Clone, Debug)]
pub struct RivalLimits {
    /// Placement turns (1 to [`RIVAL_MAX_DEPTH`]).
    pub depth: u32,
    /// The most time the search may take.
    pub time: Duration,
    /// Stops the search when set (the best turn found so far is played).
    pub cancel: Option<Arc<AtomicBool>>,
    /// How many of its best turns the game's first turn is drawn from (one fewer on the
    /// second turn; 1: always the best): [`RIVAL_OPENING_CHOICE`].
    pub opening_choice: u32,
    /// Seeds the draw of the first two turns of a game.
    pub seed: u64,
}

impl Default for RivalLimits {
    fn default() -> RivalLimits {
        RivalLimits {
            depth: RIVAL_DEPTH,
            time: RIVAL_TIME,
            cancel: None,
            opening_choice: RIVAL_OPENING_CHOICE,
            seed: 0,
        }
    }
}

/// What a search found: the turn to play and how it was judged.
#[derive(Clone, Copy, Debug)]
pub struct RivalResult {
    /// The turn to play.
    pub turn: Turn,
    /// Its value for the player to move: the opponent's need less the mover's, in marbles
    /// (beyond [`RIVAL_WIN_BOUND`]: a win, [`RIVAL_WIN_BOUND`] less the plies to it).
    pub score: f64,
    /// The placement turns searched to the end (fewer when the time ran out).
    pub depth: u32,
    /// The positions visited.
    pub nodes: u64,
    /// The time the search took.
    pub elapsed: Duration,
}

/// The robot's turn in `position` (None when the game is over), reporting each finished
/// iteration to `report`.
pub fn rival_turn(
    position: &Position,
    limits: &RivalLimits,
    mut report: impl FnMut(&RivalResult),
) -> Option<RivalResult> {
    let started = Instant::now();
    let mut root = Vec::new();
    position.for_each_legal_turn(|turn| root.push((turn, 0.0)));
    if first_turn_of_game(position) {
        let outer = outer_rings(position);
        let inner: Vec<(Turn, f64)> = root
            .iter()
            .copied()
            .filter(|(turn, _)| !matches!(turn, Turn::Place { at, .. } if outer.contains(*at)))
            .collect();
        if !inner.is_empty() {
            root = inner;
        }
    }
    let first = root.first()?.0;
    let mut rival = Rival {
        me: position.side_to_move(),
        max_level: 1,
        nodes: 0,
        deadline: started + limits.time,
        cancel: limits.cancel.clone(),
        stopped: false,
        killers: [None; MAX_PLY],
        lists: vec![Vec::new(); MAX_PLY],
    };
    let mut best = RivalResult {
        turn: first,
        score: 0.0,
        depth: 0,
        nodes: 0,
        elapsed: Duration::ZERO,
    };
    // The game's first two turns are drawn among the best of the last finished iteration.
    let choice = match opening_turn(position) {
        Some(0) => limits.opening_choice,
        Some(_) => limits.opening_choice.saturating_sub(1),
        None => 1,
    }
    .max(1) as usize;
    let mut ranked: Vec<(Turn, f64)> = Vec::new();
    let depth = limits.depth.clamp(1, RIVAL_MAX_DEPTH);
    for level in 1..=depth {
        rival.max_level = level;
        let mut alpha = f64::NEG_INFINITY;
        let mut chosen: Option<(Turn, f64)> = None;
        for entry in root.iter_mut() {
            let mut child = *position;
            child.play_unchecked(entry.0);
            let child_level = u32::from(!child.must_capture());
            let score = -rival.negamax(&child, child_level, 1, f64::NEG_INFINITY, -alpha);
            if rival.stopped {
                break;
            }
            entry.1 = score;
            if score > alpha {
                alpha = score;
                chosen = Some((entry.0, score));
            }
        }
        // The last iteration's best turn is searched first, so a turn chosen before the time
        // ran out is either it, searched deeper, or one found better than it.
        if let Some((turn, score)) = chosen {
            best.turn = turn;
            best.score = score;
        }
        best.nodes = rival.nodes;
        best.elapsed = started.elapsed();
        if rival.stopped {
            break;
        }
        best.depth = level;
        report(&best);
        // The next iteration tries the best turns first (a stable sort keeps ties in order).
        root.sort_by(|a, b| b.1.total_cmp(&a.1));
        if choice > 1 {
            ranked.clone_from(&root);
        }
        if best.score.abs() > RIVAL_WIN_BOUND {
            break;
        }
    }
    if let Some((turn, score)) = drawn(&ranked, choice, limits.seed) {
        best.turn = turn;
        best.score = score;
    }
    Some(best)
}

/// One of the `choice` best of the `ranked` turns (best first), drawn from `seed`; a turn
/// found lost only where every one of them is. None where there is nothing to draw (fewer
/// than two to choose from, or a win found).
fn drawn(ranked: &[(Turn, f64)], choice: usize, seed: u64) -> Option<(Turn, f64)> {
    let &(_, best) = ranked.first()?;
    if best > RIVAL_WIN_BOUND {
        return None;
    }
    let best_few = &ranked[..choice.min(ranked.len())];
    let not_lost = best_few
        .iter()
        .take_while(|(_, score)| *score >= -RIVAL_WIN_BOUND)
        .count();
    let pool = if not_lost > 0 {
        &best_few[..not_lost]
    } else {
        best_few
    };
    if pool.len() < 2 {
        return None;
    }
    Some(pool[fastrand::Rng::with_seed(seed).usize(..pool.len())])
}

/// The search's state: whose turn the root is, the depth of this iteration, the clock.
struct Rival {
    /// The player the robot plays.
    me: zertz_engine::Player,
    /// The placement turns of this iteration.
    max_level: u32,
    nodes: u64,
    deadline: Instant,
    cancel: Option<Arc<AtomicBool>>,
    stopped: bool,
    /// A turn that cut off at each ply.
    killers: [Option<Turn>; MAX_PLY],
    /// The turns of each ply's node (kept to spare an allocation a node).
    lists: Vec<Vec<Turn>>,
}

impl Rival {
    /// The value of `pos` for its player to move; `level` counts the placement turns begun
    /// since the root.
    fn negamax(
        &mut self,
        pos: &Position,
        level: u32,
        ply: usize,
        mut alpha: f64,
        beta: f64,
    ) -> f64 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.out_of_time() {
            self.stopped = true;
        }
        if self.stopped {
            return 0.0;
        }
        if let Some(outcome) = pos.outcome() {
            return terminal(&outcome, pos, ply);
        }
        let capturing = pos.must_capture();
        if (!capturing && level >= self.max_level) || ply + 1 >= MAX_PLY {
            return evaluate(pos);
        }
        let mut turns = std::mem::take(&mut self.lists[ply]);
        turns.clear();
        pos.for_each_legal_turn(|turn| turns.push(turn));
        // Below the root its own placements are kept to the forcing rings.
        let own = !capturing && level > 0 && pos.side_to_move() == self.me;
        if let Some(forcing) = own.then(|| forcing_rings(pos)).flatten() {
            turns.retain(|turn| !matches!(turn, Turn::Place { at, .. } if !forcing.contains(*at)));
        }
        if let Some(i) = self.killers[ply].and_then(|k| turns.iter().position(|t| *t == k)) {
            turns.swap(0, i);
        }
        let mut best = f64::NEG_INFINITY;
        for &turn in &turns {
            let mut child = *pos;
            child.play_unchecked(turn);
            let child_level = level + u32::from(!child.must_capture());
            let score = -self.negamax(&child, child_level, ply + 1, -beta, -alpha);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                self.killers[ply] = Some(turn);
                break;
            }
        }
        self.lists[ply] = turns;
        best
    }

    /// Whether the time is up or the search was cancelled.
    fn out_of_time(&self) -> bool {
        Instant::now() >= self.deadline
            || self
                .cancel
                .as_ref()
                .is_some_and(|flag| flag.load(Ordering::Relaxed))
    }
}

/// A finished game's value for the player to move in `pos`, `ply` turns from the root.
fn terminal(outcome: &Outcome, pos: &Position, ply: usize) -> f64 {
    match outcome.winner() {
        Some(winner) if winner == pos.side_to_move() => WIN - ply as f64,
        Some(_) => -(WIN - ply as f64),
        None => 0.0,
    }
}

/// Whether `pos` is the start of a game (no marble placed, no ring removed).
fn first_turn_of_game(pos: &Position) -> bool {
    pos.occupied().is_empty()
        && pos.rings() == pos.board().cells()
        && pos.pool() == pos.game_type().pool()
}

/// Which of the game's first two turns is to be played in `pos` (0 or 1), if either: the
/// start, or one marble placed and one ring removed with nothing captured.
fn opening_turn(pos: &Position) -> Option<u32> {
    if first_turn_of_game(pos) {
        return Some(0);
    }
    let one_played = pos.occupied().count() == 1
        && pos.rings().count() + 1 == pos.board().cells().count()
        && pos.pool().total() + 1 == pos.game_type().pool().total();
    one_played.then_some(1)
}

/// The board's outer rings: those with a neighbour off the board.
fn outer_rings(pos: &Position) -> Bitboard {
    let cells = pos.board().cells();
    cells
        .filter(|&c| Direction::ALL.iter().any(|&d| !cells.contains(c.step(d))))
        .fold(Bitboard::EMPTY, Bitboard::with)
}

/// The rings the robot's own placements below the root are kept to (see the module docs), or
/// None where every placement is considered.
fn forcing_rings(pos: &Position) -> Option<Bitboard> {
    let rings = pos.rings();
    let vacant = pos.vacant();
    if vacant.count() < 5 {
        return None;
    }
    let free = pos.free_rings();
    // A marble put on one of these jumps or is jumped at once (the evaluation's own count).
    let jumping = vacant & !jumpless_cells(pos);
    let mut forcing = Bitboard::EMPTY;
    for cell in rings {
        if jumping.contains(cell) || (vacant.contains(cell) && cut_off_when_placed(pos, cell)) {
            forcing = forcing.with(cell);
        } else if can_be_cut_off(pos, cell, free) {
            return None;
        }
    }
    (!forcing.is_empty()).then_some(forcing)
}

/// Whether a marble put on `cell` could be cut off with its group by removing its one vacant
/// neighbour (or at once, with none).
fn cut_off_when_placed(pos: &Position, cell: Cell) -> bool {
    let vacant = pos.vacant();
    let mut around = Direction::ALL
        .iter()
        .map(|&d| cell.step(d))
        .filter(|&next| vacant.contains(next));
    match (around.next(), around.next()) {
        (one, None) => !keeps_a_vacant_ring(pos, cell, one),
        _ => false,
    }
}

/// Whether `cell`, filled, can be cut off with its group by removing a free vacant ring next to
/// it.
fn can_be_cut_off(pos: &Position, cell: Cell, free: Bitboard) -> bool {
    Direction::ALL.iter().any(|&d| {
        let next = cell.step(d);
        free.contains(next) && !keeps_a_vacant_ring(pos, cell, Some(next))
    })
}

/// Whether the group of `cell` (taken as filled), with the ring `removed` gone, still holds a
/// vacant ring.
fn keeps_a_vacant_ring(pos: &Position, cell: Cell, removed: Option<Cell>) -> bool {
    let mut rings = pos.rings();
    if let Some(ring) = removed {
        rings = rings.without(ring);
    }
    let group = Bitboard::flood(Bitboard::from_cell(cell), rings);
    !(group & pos.vacant().without(cell) & rings).is_empty()
}

/// How much one marble more counts against the marbles still needed, by how many are needed
/// (the nearer a goal, the more).
const NEED_WEIGHT: [f64; 11] = [
    0.025, 0.018, 0.0083, 0.0041, 0.0025, 0.0015, 0.0009, 0.0005, 0.0003, 0.0001, 0.0,
];

/// What standing that many marbles from the nearest goal takes off the need.
const MIN_WEIGHT: [f64; 7] = [1.0, 0.8, 0.4, 0.2, 0.1, 0.05, 0.0];

/// The value of a held marble of each colour, in thousandths of a marble needed.
const HELD: [f64; 3] = [1.2, 1.1, 1.0];

/// The board term's scale.
const BOARD_WEIGHT: f64 = 0.0007;
/// A ring's share of the board term, by its neighbouring rings.
const RING_WEIGHTS: [f64; 7] = [-1.0, -0.5, -0.25, 0.0, 0.0, 0.0, 0.0];
/// A marble's share, by its ring's neighbouring rings.
const MARBLE_WEIGHTS: [f64; 7] = [-2.0, -1.0, -0.5, -0.4, -0.3, -0.2, 0.0];
/// A surrounded marble's share, by how far its neighbours are from the edge.
const INSIDE_WEIGHT: f64 = -0.05;

/// The value of the quiet position `pos` for its player to move.
pub fn evaluate(pos: &Position) -> f64 {
    let mover = pos.side_to_move();
    let game_type = pos.game_type();
    let needs = |player| marbles_needed(game_type, pos.captures(player));
    // The board term counts for whoever moved last, so against the player to move.
    needs(mover.opponent()) - needs(mover) - board_term(pos)
}

/// The marbles `captured` still needs to win (see the module docs); -100 once a goal is met.
pub fn marbles_needed(game_type: GameType, captured: MarbleCounts) -> f64 {
    if game_type.goal_reached(captured) {
        return -100.0;
    }
    let held = |i: usize| i32::from(captured.0[i]);
    let each = i32::from(game_type.goal_each());
    let goal = game_type.goal();
    let three_each: i32 = (0..3).map(|i| (each - held(i)).max(0)).sum();
    let single: [i32; 3] = std::array::from_fn(|i| (i32::from(goal.0[i]) - held(i)).max(0));
    let nearest = single
        .iter()
        .copied()
        .chain([three_each])
        .min()
        .unwrap_or(0);
    let weight = |table: &[f64], i: i32| {
        usize::try_from(i)
            .ok()
            .and_then(|i| table.get(i))
            .copied()
            .unwrap_or(0.0)
    };
    let held_value: f64 = (0..3).map(|i| HELD[i] * f64::from(held(i))).sum();
    let small = weight(&MIN_WEIGHT, nearest)
        + single.iter().map(|&n| weight(&NEED_WEIGHT, n)).sum::<f64>()
        + weight(&NEED_WEIGHT, three_each)
        + held_value / 1000.0;
    f64::from(nearest) + 1.0 - small
}

/// The board term: rings and marbles by their neighbouring rings (see the module docs).
fn board_term(pos: &Position) -> f64 {
    let rings = pos.rings();
    let occupied = pos.occupied();
    let around = |cell: Cell| rings.neighbour_pattern(cell).count_ones() as usize;
    let mut sum = 0.0;
    let mut inside = 0usize;
    for cell in rings {
        let n = around(cell);
        sum += RING_WEIGHTS[n];
        if occupied.contains(cell) {
            sum += MARBLE_WEIGHTS[n];
            if n == 6 {
                inside += Direction::ALL
                    .iter()
                    .map(|&d| {
                        let next = cell.step(d);
                        if occupied.contains(next) {
                            6
                        } else {
                            6 - around(next)
                        }
                    })
                    .sum::<usize>();
            }
        }
    }
    BOARD_WEIGHT * (sum + INSIDE_WEIGHT * inside as f64)
}

#[cfg(test)]
mod tests;
