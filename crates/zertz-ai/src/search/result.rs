//! What a search reports: the turn found, each finished iteration, and scores in words.

use std::time::Duration;

use zertz_engine::Turn;

use crate::eval::{WIN, WIN_BOUND};

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
