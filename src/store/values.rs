//! The closed sets of values the store keeps: a game's status, mode, result, end reason and
//! rating state, the kind of a logged event or of a clock notice, a challenge's status.
//!
//! Each is written as its name in a text column, on every database (SQLite and PostgreSQL alike:
//! no PostgreSQL enum types, so the same schema and queries serve both). Rows
//! read them back as text and the service parses them with [`FromStr`], one row at a time:
//! a damaged row then fails alone, as a damaged game, instead of failing the whole query that
//! sqlx would fail if it decoded the column itself.

use std::fmt;
use std::str::FromStr;

/// A stored name that is none of its type's values (a damaged row).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} {value:?}")]
pub struct UnknownValue {
    /// What was being read ("game status", …).
    pub what: &'static str,
    /// The text found.
    pub value: String,
}

/// Declares a text-stored enum with its names, `Display` and `FromStr`.
macro_rules! stored_names {
    ($(#[$doc:meta])* $name:ident, $what:literal { $($(#[$vdoc:meta])* $variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl $name {
            /// The name kept in the database.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }
        }

        impl<DB: sqlx::Database> sqlx::Type<DB> for $name
        where
            str: sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <str as sqlx::Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <str as sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for $name
        where
            &'q str: sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as sqlx::Database>::ArgumentBuffer,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <&'q str as sqlx::Encode<'q, DB>>::encode(self.as_str(), buf)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl FromStr for $name {
            type Err = UnknownValue;

            fn from_str(text: &str) -> Result<$name, UnknownValue> {
                match text {
                    $($text => Ok($name::$variant),)+
                    other => Err(UnknownValue { what: $what, value: other.to_string() }),
                }
            }
        }
    };
}

stored_names! {
    /// Whether a game goes on.
    GameStatus, "game status" {
        /// Being played.
        Active = "active",
        /// Over, with a result.
        Finished = "finished",
    }
}

stored_names! {
    /// How a game came to be.
    GameMode, "game mode" {
        /// A game between players (or against the bot) from a challenge.
        Play = "play",
        /// An imported record or position, to study: never rated.
        Analysis = "analysis",
    }
}

stored_names! {
    /// What an entry of a game's event log is.
    EventKind, "event" {
        /// A turn was played (its notation is kept with it).
        Turn = "turn",
        /// The last turn was taken back.
        Takeback = "takeback",
    }
}

stored_names! {
    /// What a clock notice tells a game's channel.
    NoticeKind, "notice kind" {
        /// The player to move has used half their time.
        Reminder = "reminder",
        /// The player to move ran out of time and lost.
        Timeout = "timeout",
    }
}

stored_names! {
    /// Where a challenge stands.
    ChallengeStatus, "challenge status" {
        /// Waiting for an answer.
        Open = "open",
        /// Accepted: its game exists.
        Accepted = "accepted",
        /// Declined by the challenged player.
        Declined = "declined",
        /// Withdrawn by the challenger.
        Cancelled = "cancelled",
        /// Not answered in time.
        Expired = "expired",
    }
}

stored_names! {
    /// A finished game's result, as records write it.
    GameResult, "result" {
        /// Player one won.
        OneWins = "1-0",
        /// Player two won.
        TwoWins = "0-1",
        /// A draw (or a game ended with no winner).
        Draw = "1/2-1/2",
    }
}

stored_names! {
    /// Why a game ended. The words for it belong to the service; the store keeps the name.
    EndReason, "end reason" {
        /// The winner's captures met a goal.
        Goal = "goal",
        /// The winner filled the last vacant ring.
        BoardUsedUp = "board_used_up",
        /// The same position for the third time.
        Repetition = "repetition",
        /// Both players passed in succession.
        DoublePass = "double_pass",
        /// The loser resigned.
        Resignation = "resignation",
        /// The loser ran out of time.
        Timeout = "timeout",
        /// Both players agreed to a draw.
        DrawAgreed = "draw_agreed",
        /// A moderator ended the game (abandoned), with no winner.
        Moderator = "moderator",
    }
}

/// Whether a game counts for ratings, kept as an integer (0, 1, 2) so that the partial index
/// of games awaiting their rating stays small.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, sqlx::Type)]
#[repr(i64)]
pub enum Rated {
    /// A casual game (or one a moderator ended).
    No = 0,
    /// Rated; once finished, its ratings are still to be applied.
    Pending = 1,
    /// Rated, and its ratings are applied.
    Applied = 2,
}

impl Rated {
    /// The value read from a row, or why it is none of them.
    pub fn from_stored(value: i64) -> Result<Rated, UnknownValue> {
        match value {
            0 => Ok(Rated::No),
            1 => Ok(Rated::Pending),
            2 => Ok(Rated::Applied),
            other => Err(UnknownValue {
                what: "rating state",
                value: other.to_string(),
            }),
        }
    }

    /// Whether the game counts for ratings (applied or not).
    pub fn counts(self) -> bool {
        self != Rated::No
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back_and_others_are_refused() {
        for status in [
            ChallengeStatus::Open,
            ChallengeStatus::Accepted,
            ChallengeStatus::Declined,
            ChallengeStatus::Cancelled,
            ChallengeStatus::Expired,
        ] {
            assert_eq!(status.as_str().parse(), Ok(status));
        }
        assert_eq!("takeback".parse(), Ok(EventKind::Takeback));
        assert_eq!(
            "Active".parse::<GameStatus>(),
            Err(UnknownValue {
                what: "game status",
                value: "Active".into()
            })
        );
        assert_eq!(GameMode::Analysis.to_string(), "analysis");
        assert_eq!("1/2-1/2".parse(), Ok(GameResult::Draw));
        assert_eq!("board_used_up".parse(), Ok(EndReason::BoardUsedUp));
        assert_eq!(Rated::from_stored(2), Ok(Rated::Applied));
        assert!(Rated::from_stored(3).is_err());
    }
}
