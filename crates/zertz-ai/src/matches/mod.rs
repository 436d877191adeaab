//! Matches between engines: two engine processes (two builds, or two settings of one) play
//! pairs of games from varied openings, and the statistics say whether one is stronger.

pub mod client;
pub mod runner;
pub mod stats;

pub use client::{Engine, EngineError, EngineSpec};
pub use runner::{GameReport, MatchReport, MatchSpec, Spent, play_match};
pub use stats::{Sprt, Tally, Verdict};
