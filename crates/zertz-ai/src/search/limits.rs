//! What a search may spend (time, depth, positions) and how it picks among good turns.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use zertz_engine::Board;

use super::SearchParams;
use crate::eval::Weights;

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

    /// The strongest setting, used for hints: hard's search ([`SearchParams::hard`]) for two
    /// seconds, 64 MiB.
    pub fn strongest() -> Limits {
        Limits {
            table_mib: 64,
            params: SearchParams::hard(),
            ..Limits::new(Duration::from_secs(2))
        }
    }

    /// These limits for a judgment shown to people (a hint's standing, a review's marks):
    /// with [`Weights::for_judging`] unless they name weights of their own, and each position
    /// judged on its own (no sacrifice held to the plan of the search before it, as a review
    /// searching a game's positions in turn would: [`SearchParams::plan_bar`]).
    pub fn for_judging(&self) -> Limits {
        Limits {
            weights: Some(self.weights.unwrap_or_else(Weights::for_judging)),
            params: SearchParams {
                plan_bar: 0,
                ..self.params
            },
            ..self.clone()
        }
    }

    /// The weights a search of a position on `board` plays with: these limits' own, else the
    /// board's ([`Weights::for_board`]).
    pub fn weights_for(&self, board: Board) -> Weights {
        self.weights.unwrap_or_else(|| Weights::for_board(board))
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
