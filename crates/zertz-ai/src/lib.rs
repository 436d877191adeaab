//! The bot opponent and hints: search and evaluation on top of the engine.
//!
//! - [`search()`] finds the best turn within [`Limits`] (time, depth, a cancel flag, table
//!   size, seed) — iterative-deepening alpha-beta over whole turns ([`search`] module);
//! - [`eval`] scores quiet positions by the game's strategy;
//! - [`hint()`] explains the best turn in a line; [`review`] judges every turn of a game;
//! - [`solver`] proves forced wins ("to move and win in two"); [`puzzles`] finds, grades and
//!   keeps them from real games; [`chains`] proves wins by chains of sacrifices, narrowly
//!   and quickly enough for a search to try before its iterations;
//! - [`protocol`] is the engine protocol of `zertz-bot engine`, [`matches`] plays engines
//!   against each other, and [`tuning`] fits the evaluation's weights to self-play games —
//!   the tools that measure and tune the search; [`rival`] is a sparring robot in the style of
//!   BoardSpace's, to measure the levels against (engine option `Robot=boardspace`);
//! - [`Level`] names the bot's strengths and [`choose_turn`] plays at one;
//! - [`lines`] reads input lines with a cap on their length (the protocol's and the
//!   terminal game's input).

#![warn(missing_docs)]

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use zertz_engine::{Position, Turn};

pub mod chains;
pub mod eval;
mod eval_cache;
mod hint;
pub mod lines;
pub mod matches;
mod opening;
mod ordering;
mod prefetch;
pub mod protocol;
pub mod puzzles;
pub mod review;
pub mod rival;
pub mod search;
pub mod solver;
mod table;
pub mod tuning;

pub use eval::{Evaluation, Weights};
pub use hint::{Action, Hint, Quiet, Reason, Standing, Step, hint};
pub use search::{Iteration, Limits, SearchParams, SearchResult, Searcher, format_score, search};

/// How strong the bot plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// Picks a legal turn at random (the baseline the other levels are measured against).
    Random,
    /// Looks one placement ahead (through any captures it forces) and plays any turn close to
    /// the best: takes what is offered and avoids plain gifts, but falls for two-move tricks.
    Easy,
    /// Looks two placements ahead, a little randomly: sees a sacrifice coming.
    Medium,
    /// Searches as deep as 1.5 seconds allow and always plays its best turn.
    Hard,
    /// Searches ten seconds a turn with a bigger table: for correspondence games and deep
    /// hints, where nobody waits at the board.
    Master,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    /// The level's name as users type it.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Master => "master",
        }
    }

    /// A short description for menus, shown after the name (`hard — searches deep…`).
    pub const fn description(self) -> &'static str {
        match self {
            Level::Random => "plays any legal turn, at random",
            Level::Easy => "looks one turn ahead, beatable with a sacrifice",
            Level::Medium => "looks two turns ahead",
            Level::Hard => "searches deep for up to 1.5 s a turn",
            Level::Master => "thinks ten seconds a turn, for slow games",
        }
    }

    /// The search limits of the level (the random mover does not search; it gets the easy
    /// limits). Time, depth and randomness define the levels:
    ///
    /// | level | time | depth (placements) | plays any turn within |
    /// |---|---|---|---|
    /// | easy | 0.3 s | 1 (a sacrifice on it earns no initiative) | 150 points (a white and a half) of the best |
    /// | medium | 0.7 s | 2 (nor one on the last placement; an even horizon: `SearchParams::even_horizon`) | 30 points |
    /// | hard | 1.5 s | unlimited (from 40 rings on, the player out of turn at the horizon without the initiative, `search::HARD_PARITY_TEMPO`, and the delay test, `search::HARD_DELAY_TEST`) | 0 (the best) |
    /// | master | 10 s | unlimited | 0 (the best) |
    pub fn limits(self) -> Limits {
        match self {
            Level::Random | Level::Easy => Limits {
                max_depth: Some(1),
                table_mib: 4,
                margin: 150,
                params: shallow_params(),
                ..Limits::new(Duration::from_millis(300))
            },
            Level::Medium => Limits {
                max_depth: Some(2),
                table_mib: 16,
                margin: 30,
                params: SearchParams {
                    even_horizon: true,
                    ..shallow_params()
                },
                ..Limits::new(Duration::from_millis(700))
            },
            Level::Hard => Limits {
                table_mib: 32,
                params: SearchParams::hard(),
                ..Limits::new(Duration::from_millis(1500))
            },
            Level::Master => Limits {
                // With its stack of turns (4.5 MiB), its evaluation cache (0.5 MiB) and the
                // rest, 63.3 MiB: a search keeps within 64 MiB (the strength issue's limit).
                table_mib: 58,
                ..Limits::new(Duration::from_secs(10))
            },
        }
    }
}

/// The search parameters of the levels that look one or two placements ahead (easy, medium):
/// a sacrifice on the last placement earns no initiative, else it looks like a gain at the
/// horizon and the level feeds marbles to any opponent (see `search::HORIZON_TEMPO`; with it
/// easy lost about one game in ten to a random mover). They search every removal of a
/// sacrifice (`SearchParams::far_removals` 0): skipping the far ones was measured for hard
/// only; nor do they share quick looks (`SearchParams::quick_far_removals`), which their
/// one or two placements never take, nor search the sacrifices near a goal that quick looks
/// find futile (`SearchParams::near_goal_sacrifices`, measured for hard only).
fn shallow_params() -> SearchParams {
    SearchParams {
        horizon_tempo: 50,
        far_removals: 0,
        quick_far_removals: 0,
        near_goal_sacrifices: 0,
        ..SearchParams::default()
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                format!("unknown bot level {s:?}: use random, easy, medium, hard or master")
            })
    }
}

/// A uniformly random legal turn, or None when the position has none.
pub fn random_turn(position: &Position, rng: &mut fastrand::Rng) -> Option<Turn> {
    let mut count = 0usize;
    position.for_each_legal_turn(|_| count += 1);
    if count == 0 {
        return None;
    }
    let pick = rng.usize(..count);
    let mut chosen = None;
    let mut i = 0usize;
    position.for_each_legal_turn(|turn| {
        if i == pick {
            chosen = Some(turn);
        }
        i += 1;
    });
    chosen
}

/// The bot's turn in `position` at `level` (the level's default limits, seeded from `rng`),
/// or None when the position has no legal turn. Synchronous and takes up to the level's time:
/// call it off the async runtime.
pub fn choose_turn(position: &Position, level: Level, rng: &mut fastrand::Rng) -> Option<Turn> {
    match level {
        Level::Random => random_turn(position, rng),
        _ => search(position, &level.limits().with_seed(rng.u64(..))).map(|r| r.turn),
    }
}
