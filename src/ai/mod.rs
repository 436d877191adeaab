//! The bot opponent and hints: search and evaluation on top of the engine.
//!
//! For now only the random mover exists (clearly labelled as such); the searching levels
//! come with the AI work.

use std::fmt;
use std::str::FromStr;

use crate::engine::{Position, Turn};

/// How strong the bot plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// Picks a legal turn at random — a stand-in until the searching bot exists.
    Random,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 1] = [Level::Random];

    /// The level's name as users type it.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
        }
    }

    /// A short description for menus.
    pub const fn description(self) -> &'static str {
        match self {
            Level::Random => "random mover (plays any legal turn; the real bot is coming)",
        }
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
            .ok_or_else(|| format!("unknown bot level {s:?}: use random"))
    }
}

/// The bot's turn in `position` at `level`, or None when the position has no legal turn.
/// Synchronous and possibly slow: call it off the async runtime.
pub fn choose_turn(position: &Position, level: Level, rng: &mut fastrand::Rng) -> Option<Turn> {
    match level {
        Level::Random => {
            let turns = position.legal_turns();
            if turns.is_empty() {
                None
            } else {
                Some(turns[rng.usize(..turns.len())])
            }
        }
    }
}
