//! The service's words: users, channels, seats, who starts, and turns as players give them.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::engine::Marble;

/// A person (a Discord user id, or a local player number).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct UserId(pub u64);

/// A place where one game at a time is played (a Discord channel or thread).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct ChannelId(pub u64);

/// A server (a Discord guild): ratings are kept per server.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct GuildId(pub u64);

impl fmt::Display for GuildId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One day in milliseconds (time limits are whole days per turn).
pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// A stored game's id.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct GameId(pub i64);

/// A stored challenge's id.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct ChallengeId(pub i64);

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Display for ChannelId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Who sits at one side of a game: a person, or the bot at a level.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Seat {
    /// A person, by their user id.
    User(UserId),
    /// The bot, at a level.
    Bot(Level),
}

impl Seat {
    /// The user, if a person sits here.
    pub fn user(self) -> Option<UserId> {
        match self {
            Seat::User(user) => Some(user),
            Seat::Bot(_) => None,
        }
    }

    /// Whether the bot sits here.
    pub fn is_bot(self) -> bool {
        matches!(self, Seat::Bot(_))
    }
}

impl fmt::Display for Seat {
    /// The stored form: `user:<id>` or `bot:<level>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Seat::User(user) => write!(f, "user:{user}"),
            Seat::Bot(level) => write!(f, "bot:{level}"),
        }
    }
}

impl FromStr for Seat {
    type Err = String;

    fn from_str(s: &str) -> Result<Seat, String> {
        match s.split_once(':') {
            Some(("user", id)) => id
                .parse()
                .map(|id| Seat::User(UserId(id)))
                .map_err(|_| format!("bad user id in seat {s:?}")),
            Some(("bot", level)) => level.parse().map(Seat::Bot),
            _ => Err(format!("bad seat {s:?}")),
        }
    }
}

/// Who is challenged: a person, or the bot.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Opponent {
    /// A person, who must accept.
    User(UserId),
    /// The bot, which always accepts.
    Bot(Level),
}

/// Who moves first.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Starter {
    /// Drawn by lot, as the rules say.
    #[default]
    Random,
    /// The one who challenged moves first.
    Challenger,
    /// The one challenged.
    Opponent,
}

impl Starter {
    /// The stored form.
    pub const fn name(self) -> &'static str {
        match self {
            Starter::Random => "random",
            Starter::Challenger => "challenger",
            Starter::Opponent => "opponent",
        }
    }
}

impl FromStr for Starter {
    type Err = String;

    fn from_str(s: &str) -> Result<Starter, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Starter::Random),
            "challenger" | "me" => Ok(Starter::Challenger),
            "opponent" | "them" => Ok(Starter::Opponent),
            other => Err(format!(
                "unknown starter {other:?}: random, challenger or opponent"
            )),
        }
    }
}

/// A turn as a player gives it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TurnInput {
    /// Free text in the forgiving notation (`Wd4-a1`, `e5xc5`, `pass`).
    Text(String),
    /// A placement by parts.
    Place {
        /// The marble's colour.
        marble: Marble,
        /// The cell name.
        at: String,
        /// The ring to remove, if any.
        remove: Option<String>,
    },
    /// A capture by its path of cell names (start, then each landing).
    Jump {
        /// The cells of the jump, from the jumping marble to where it lands.
        path: Vec<String>,
    },
}

impl TurnInput {
    /// The input as notation text, for the engine's forgiving parser.
    pub fn to_text(&self) -> String {
        match self {
            TurnInput::Text(text) => text.clone(),
            TurnInput::Place { marble, at, remove } => match remove {
                Some(ring) => format!("{} {at} - {ring}", marble.letter()),
                None => format!("{} {at}", marble.letter()),
            },
            TurnInput::Jump { path } => path.join(" x "),
        }
    }
}

/// What an action was made for: a game and its move number (a button carries both), so that
/// an action on a board that has moved on is refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Seen {
    /// The game the player looked at.
    pub game: GameId,
    /// Its move number then.
    pub move_number: u32,
}
