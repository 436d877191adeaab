//! How a game ends (RULES.md §4).

use std::fmt;

use super::marble::Player;

/// Why a player won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WinReason {
    /// The winner's captures met a goal of the game type.
    GoalReached,
    /// The winner filled the last vacant ring, leaving no rings.
    BoardUsedUp,
}

/// Why the game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DrawReason {
    /// The same position occurred for the third time.
    Repetition,
    /// Both players passed in succession.
    DoublePass,
}

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Outcome {
    /// One player won.
    Win {
        /// Who won.
        winner: Player,
        /// How the win came: a goal reached, or the board used up.
        reason: WinReason,
    },
    /// Nobody won.
    Draw {
        /// Why nobody won.
        reason: DrawReason,
    },
}

impl Outcome {
    /// The winner, if the game was not drawn.
    ///
    /// ```
    /// use zertz_engine::{Board, Game, GameType, Player};
    /// let mut game = Game::new(Board::Rings37, GameType::Blitz);
    /// let turns = "Be6-f5 Wb5-a3 Wd4-a2 Be2-g1 Wb1-d1 Wb4-d7 b5xb3 Wd6-e1 e6xc5 Ba4-c6 \
    ///              Gg3-f1 Gc4-a1 c4xe3";
    /// game.play_sequence(turns).unwrap();
    /// let outcome = game.outcome().unwrap();
    /// assert_eq!(outcome.winner(), Some(Player::One));
    /// assert_eq!(outcome.to_string(), "player 1 wins (goal reached)");
    /// ```
    pub fn winner(&self) -> Option<Player> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw { .. } => None,
        }
    }
}

impl fmt::Display for WinReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinReason::GoalReached => "goal reached",
            WinReason::BoardUsedUp => "board used up",
        })
    }
}

impl fmt::Display for DrawReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::Repetition => "threefold repetition",
            DrawReason::DoublePass => "both players passed",
        })
    }
}

impl fmt::Display for Outcome {
    /// `player 1 wins (goal reached)`, `draw (threefold repetition)`, …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => write!(f, "{winner} wins ({reason})"),
            Outcome::Draw { reason } => write!(f, "draw ({reason})"),
        }
    }
}
