//! Persistence: challenges, games and their append-only event log.
//!
//! The service talks to a [`Store`]. Two implement it: [`SqliteStore`] (one SQLite file, the
//! default, for one process) and [`PgStore`] (a PostgreSQL database that several processes
//! share); [`DatabaseStore`] is whichever the database URL names. Rows are plain data; the
//! service gives them meaning. Values from a closed set are written as enums ([`GameStatus`],
//! [`GameMode`], [`GameResult`], [`EndReason`], [`Rated`], [`EventKind`], [`NoticeKind`],
//! [`ChallengeStatus`]) and read back as text that the service parses row by row (see
//! `values.rs` for why). Queries are checked at run time, not with `query!`: the build needs no
//! database and no `.sqlx` data. Both schemas (`migrations/sqlite`, `migrations/postgres`) have
//! the same tables and columns, so the rows are the same types on both.

#[macro_use]
mod columns;
#[macro_use]
mod puzzles;
pub mod copy;
mod database;
mod postgres;
mod sqlite;
mod values;

use std::future::Future;

use thiserror::Error;

pub use database::{DatabaseStore, is_postgres, without_password};
pub use postgres::PgStore;
pub use puzzles::{DailyPostRow, NewPuzzleTry, PuzzleProgress, PuzzleTryRow};
pub use sqlite::{SqliteStore, sqlite_file};
pub use values::{
    ChallengeStatus, EndReason, EventKind, GameMode, GameResult, GameStatus, NoticeKind, Rated,
    UnknownValue,
};

/// The most notices one claim hands out (the rest wait for the next tick).
pub const NOTICES_AT_ONCE: i64 = 200;

/// What can go wrong in the store.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database cannot take changes now (the disk is full, the file is read-only, an I/O
    /// error): an operator must act, and retrying alone will not help.
    #[error("the database cannot save changes: {0}")]
    Unavailable(String),
    /// The database failed in a way that may pass (busy, a lost connection).
    #[error("database error: {0}")]
    Database(sqlx::Error),
    /// A failure reported to several callers at once (a batch of changes whose commit failed).
    #[error("database error: {0}")]
    Failed(String),
    /// The schema could not be brought up to date.
    #[error("database migration failed: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
    /// The database URL names no file to keep games in.
    #[error("{0}")]
    BadUrl(String),
    /// The record changed since it was read (another change got there first, or the game
    /// ended).
    #[error("the record changed in the meantime")]
    Conflict,
    /// The channel already has an active game.
    #[error("this channel already has an active game")]
    ChannelBusy,
    /// No such record.
    #[error("no such record")]
    NotFound,
    /// A copy between databases refused before it began (the target is not empty).
    #[error("{0}")]
    CopyRefused(String),
}

impl StoreError {
    /// Whether an operator must act before changes can be saved again.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StoreError::Unavailable(_))
    }

    /// The same error for another caller (a batch reports one failure to each of its changes).
    fn copy(&self) -> StoreError {
        match self {
            StoreError::Unavailable(why) => StoreError::Unavailable(why.clone()),
            StoreError::Conflict => StoreError::Conflict,
            StoreError::ChannelBusy => StoreError::ChannelBusy,
            StoreError::NotFound => StoreError::NotFound,
            StoreError::BadUrl(why) => StoreError::BadUrl(why.clone()),
            StoreError::CopyRefused(why) => StoreError::CopyRefused(why.clone()),
            other => StoreError::Failed(other.to_string()),
        }
    }
}

/// SQLite's primary result codes that mean the file cannot take writes until an operator acts:
/// SQLITE_PERM, SQLITE_READONLY, SQLITE_IOERR, SQLITE_CORRUPT, SQLITE_FULL, SQLITE_CANTOPEN,
/// SQLITE_NOTADB.
const SQLITE_UNAVAILABLE: [i64; 7] = [3, 8, 10, 11, 13, 14, 26];

/// PostgreSQL's error codes (SQLSTATE) that mean the server cannot take changes until an
/// operator acts: disk full, I/O error, a read-only server (a standby), corrupt data, no
/// privilege on the tables.
const POSTGRES_UNAVAILABLE: [&str; 6] = ["53100", "58030", "25006", "XX001", "XX002", "42501"];

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> StoreError {
        let sqlx::Error::Database(db) = &error else {
            return StoreError::Database(error);
        };
        let unavailable = match db.code() {
            Some(code) if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() => {
                // Extended result codes keep the primary code in the low byte.
                code.parse::<i64>()
                    .is_ok_and(|code| SQLITE_UNAVAILABLE.contains(&(code & 0xff)))
            }
            Some(code) => POSTGRES_UNAVAILABLE.contains(&code.as_ref()),
            None => false,
        };
        if unavailable {
            StoreError::Unavailable(db.message().to_string())
        } else {
            StoreError::Database(error)
        }
    }
}

/// A stored game, without its events.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct GameRow {
    /// The game's id.
    pub id: i64,
    /// Where it is played.
    pub channel_id: String,
    /// The seat that moves first.
    pub player1: String,
    /// The seat that moves second.
    pub player2: String,
    /// Number of rings.
    pub board: i64,
    /// `standard` or `blitz`.
    pub game_type: String,
    /// The start position text, when not the usual start.
    pub start_position: Option<String>,
    /// A [`GameStatus`] name.
    pub status: String,
    /// Bumped by every change; a change names the version it was based on.
    pub version: i64,
    /// 1 or 2: that player offers a draw.
    pub draw_offer: Option<i64>,
    /// 1 or 2: that player asks to take back their last turn.
    pub takeback_request: Option<i64>,
    /// A [`GameResult`] name, once finished.
    pub result: Option<String>,
    /// An [`EndReason`] name, once finished.
    pub end_reason: Option<String>,
    /// When it started (unix ms).
    pub created_at: i64,
    /// When it last changed (unix ms).
    pub updated_at: i64,
    /// The server it belongs to.
    pub guild_id: Option<String>,
    /// Time per turn (ms), if limited.
    pub turn_limit_ms: Option<i64>,
    /// When the turn of the player to move began (unix ms).
    pub turn_started_at: i64,
    /// The log length when that turn began (names the turn).
    pub turn_seq: i64,
    /// A [`Rated`] value.
    pub rated: i64,
    /// A [`GameMode`] name.
    pub mode: String,
}

/// One entry of a game's log.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct EventRow {
    /// Its place in the log.
    pub seq: i64,
    /// An [`EventKind`] name.
    pub kind: String,
    /// Who did it: 1 or 2.
    pub player: i64,
    /// The turn in notation (for `turn`).
    pub turn: Option<String>,
    /// When (unix ms).
    pub at: i64,
}

/// A game and its whole log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// The game's row as it stands.
    pub row: GameRow,
    /// Its events in order.
    pub events: Vec<EventRow>,
}

/// A game to create.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// Where it is played.
    pub channel_id: String,
    /// The seat that moves first.
    pub player1: String,
    /// The seat that moves second.
    pub player2: String,
    /// Number of rings.
    pub board: i64,
    /// `standard` or `blitz`.
    pub game_type: String,
    /// The start position text, when not the usual start.
    pub start_position: Option<String>,
    /// The server it belongs to.
    pub guild_id: Option<String>,
    /// Time per turn (ms), if limited.
    pub turn_limit_ms: Option<i64>,
    /// Whether it counts for ratings ([`Rated::No`] or [`Rated::Pending`]).
    pub rated: Rated,
    /// How it came to be.
    pub mode: GameMode,
    /// Turns already played (an imported record), written with the game.
    pub events: Vec<NewEvent>,
    /// Now (unix ms).
    pub now: i64,
}

/// An event to append.
#[derive(Clone, Debug)]
pub struct NewEvent {
    /// What it is.
    pub kind: EventKind,
    /// Who: 1 or 2.
    pub player: i64,
    /// The turn in notation (for `turn`).
    pub turn: Option<String>,
}

/// A change to a game, applied atomically and only if the game is still at
/// `expected_version`.
#[derive(Clone, Debug)]
pub struct GameChange {
    /// The version the change was decided on.
    pub expected_version: i64,
    /// Events to append to the log, in order.
    pub events: Vec<NewEvent>,
    /// The draw offer afterwards (None: no offer).
    pub draw_offer: Option<i64>,
    /// The takeback request afterwards (None: no request).
    pub takeback_request: Option<i64>,
    /// The result and why, when the change ends the game.
    pub finish: Option<(GameResult, EndReason)>,
    /// Whether the game stops counting for ratings (a game ended by a moderator).
    pub unrate: bool,
    /// A message the bot owes the channel because of this change, written with it.
    pub notice: Option<NewNotice>,
    /// Now (unix ms).
    pub now: i64,
}

/// An active game with the bot in a seat, as [`Store::quiet_bot_games`] lists it.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct QuietGame {
    /// The game's id.
    pub id: i64,
    /// Its channel.
    pub channel_id: String,
    /// Its version (one more with every change).
    pub version: i64,
}

/// A notice to write with a change: about the turn in progress when the change was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewNotice {
    /// What it tells.
    pub kind: NoticeKind,
    /// The player whose time it is: 1 or 2.
    pub player: i64,
}

/// A message the bot owes a channel (a reminder, a time-out), until it is marked sent.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct NoticeRow {
    /// Its id (also the message's nonce, so Discord drops a repeat).
    pub id: i64,
    /// The game it belongs to.
    pub game_id: i64,
    /// A [`NoticeKind`] name.
    pub kind: String,
    /// The turn it is about (the game's `turn_seq` then).
    pub turn_seq: i64,
    /// The player whose time it is: 1 or 2.
    pub player: i64,
    /// When it was made (unix ms).
    pub created_at: i64,
}

/// A player's rating on one server, with their record of rated games.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingRow {
    /// The server (guild) the rating is kept on.
    pub guild_id: String,
    /// The player (a user id).
    pub user_id: String,
    /// Glicko rating.
    pub rating: f64,
    /// Rating deviation.
    pub deviation: f64,
    /// Glicko-2 volatility: how erratic the player's results have been.
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
    /// Rated games won.
    pub wins: i64,
    /// Rated games drawn.
    pub draws: i64,
    /// Rated games lost.
    pub losses: i64,
    /// When it last changed (unix ms).
    pub updated_at: i64,
}

/// One player's side of a rated game's result.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingEntry {
    /// How many rated games the stored row had when the new one was computed (0 with no
    /// row): the entry is refused if it changed meanwhile.
    pub expected_games: i64,
    /// The rating before the game.
    pub before: f64,
    /// The row afterwards.
    pub after: RatingRow,
}

/// The ratings after a rated game, applied at most once.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingUpdate {
    /// The game it belongs to.
    pub game_id: i64,
    /// Both players' entries.
    pub entries: [RatingEntry; 2],
}

/// A finished game with what it did to one player's rating.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct FinishedGameRow {
    /// The game's row.
    #[sqlx(flatten)]
    pub game: GameRow,
    /// The player's rating before it (rated games).
    pub rating_before: Option<f64>,
    /// And after it.
    pub rating_after: Option<f64>,
}

/// A challenge as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ChallengeRow {
    /// The challenge's id.
    pub id: i64,
    /// Where it was made.
    pub channel_id: String,
    /// Who challenges (a seat).
    pub challenger: String,
    /// Who is challenged (a seat).
    pub opponent: String,
    /// Number of rings.
    pub board: i64,
    /// `standard` or `blitz`.
    pub game_type: String,
    /// `random`, `challenger` or `opponent`.
    pub starter: String,
    /// A [`ChallengeStatus`] name.
    pub status: String,
    /// When it was made (unix ms).
    pub created_at: i64,
    /// When it lapses (unix ms).
    pub expires_at: i64,
    /// The game it became.
    pub game_id: Option<i64>,
    /// The server (guild) it was made on; none in direct messages.
    pub guild_id: Option<String>,
    /// Time per turn (ms), if limited.
    pub turn_limit_ms: Option<i64>,
    /// Whether its game will count for ratings.
    pub rated: bool,
}

/// A challenge to create.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    /// The channel the challenge is made in.
    pub channel_id: String,
    /// Who challenges (a seat).
    pub challenger: String,
    /// Who is challenged (a seat).
    pub opponent: String,
    /// Number of rings.
    pub board: i64,
    /// `standard` or `blitz`.
    pub game_type: String,
    /// `random`, `challenger` or `opponent`.
    pub starter: String,
    /// Now (unix ms).
    pub now: i64,
    /// When it lapses (unix ms).
    pub expires_at: i64,
    /// The server (guild) it is made on; none in direct messages.
    pub guild_id: Option<String>,
    /// Time per turn (ms), if limited.
    pub turn_limit_ms: Option<i64>,
    /// Whether the game counts for ratings.
    pub rated: bool,
}

/// The persistence the service needs.
pub trait Store: Send + Sync + 'static {
    /// Whether other processes may change this database too (PostgreSQL), so that nothing read
    /// from it may be kept in memory between requests.
    fn is_shared(&self) -> bool {
        false
    }

    /// Records that a user was seen (with their current display name).
    fn touch_player(
        &self,
        user_id: &str,
        display_name: &str,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Whether the user wants the cell names written in the rings of their boards (false for a
    /// user never seen).
    fn board_labels(&self, user_id: &str) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Records whether the user wants the cell names written in the rings of their boards.
    fn set_board_labels(
        &self,
        user_id: &str,
        on: bool,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The locale noted for a scope (a server, a direct-message channel), if any.
    fn locale(
        &self,
        scope: &str,
    ) -> impl Future<Output = Result<Option<String>, StoreError>> + Send;

    /// Notes the locale of a scope (replacing the one noted before).
    fn note_locale(
        &self,
        scope: &str,
        locale: &str,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// A game's stored review after `turns` turns (JSON), if one was made.
    fn stored_review(
        &self,
        game_id: i64,
        turns: i64,
    ) -> impl Future<Output = Result<Option<String>, StoreError>> + Send;

    /// Keeps a game's review after `turns` turns (JSON); a second one for the same turns
    /// replaces the first.
    fn save_review(
        &self,
        game_id: i64,
        turns: i64,
        review: &str,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The display names last seen for these users (those never seen are left out).
    fn display_names(
        &self,
        user_ids: &[String],
    ) -> impl Future<Output = Result<Vec<(String, String)>, StoreError>> + Send;

    /// A player's open puzzle try, if any.
    fn open_puzzle_try(
        &self,
        user_id: &str,
    ) -> impl Future<Output = Result<Option<PuzzleTryRow>, StoreError>> + Send;

    /// Every puzzle try of a player's, oldest first.
    fn puzzle_tries(
        &self,
        user_id: &str,
    ) -> impl Future<Output = Result<Vec<PuzzleTryRow>, StoreError>> + Send;

    /// Begins a puzzle try, ending the player's open one; returns its id.
    /// [`StoreError::Conflict`] when the player began another at the same moment, or already
    /// has a try of that day's puzzle.
    fn begin_puzzle_try(
        &self,
        new: &NewPuzzleTry,
        now: i64,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// Opens an unsolved try of the player's again, ending their open one;
    /// [`StoreError::NotFound`] when there is no such unsolved try.
    fn reopen_puzzle_try(
        &self,
        user_id: &str,
        id: i64,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Records how a try went on; [`StoreError::Conflict`] when it changed since it was read
    /// (a turn sent twice) or is no longer open.
    fn record_puzzle_progress(
        &self,
        progress: &PuzzleProgress,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Chooses a server's puzzle channel and the language of its posts (a Discord locale), or
    /// (None) stops its daily puzzle.
    fn set_puzzle_channel(
        &self,
        guild_id: &str,
        channel: Option<(&str, &str)>,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Owes every server with a puzzle channel the daily puzzle of `day` (once per server and
    /// day), and claims for `owner` until `until` those not yet posted nor claimed by another.
    fn claim_daily_posts(
        &self,
        day: i64,
        owner: i64,
        now: i64,
        until: i64,
    ) -> impl Future<Output = Result<Vec<DailyPostRow>, StoreError>> + Send;

    /// Marks a server's daily puzzle of `day` posted.
    fn mark_daily_posted(
        &self,
        guild_id: &str,
        day: i64,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Finished games not yet searched for a puzzle, oldest first, at most `limit`.
    fn games_to_search(
        &self,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<i64>, StoreError>> + Send;

    /// Records what the search of a finished game found: its puzzle's line, or None (the game
    /// is then not searched again either).
    fn save_game_puzzle(
        &self,
        game_id: i64,
        guild_id: Option<&str>,
        puzzle: Option<&str>,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// A server's puzzles from its games: (game id, puzzle line), oldest game first.
    fn game_puzzles(
        &self,
        guild_id: &str,
    ) -> impl Future<Output = Result<Vec<(i64, String)>, StoreError>> + Send;

    /// Creates a challenge; returns its id.
    fn create_challenge(
        &self,
        challenge: &NewChallenge,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// A challenge by id.
    fn challenge(
        &self,
        id: i64,
    ) -> impl Future<Output = Result<Option<ChallengeRow>, StoreError>> + Send;

    /// Moves an open challenge to `status` (only if it is still open: otherwise
    /// [`StoreError::Conflict`]); with `game`, creates that game in the same transaction and
    /// returns its id.
    fn close_challenge(
        &self,
        id: i64,
        status: ChallengeStatus,
        game: Option<&NewGame>,
    ) -> impl Future<Output = Result<Option<i64>, StoreError>> + Send;

    /// Marks every open challenge that lapsed before `now` as expired; returns how many.
    fn expire_challenges(&self, now: i64) -> impl Future<Output = Result<u64, StoreError>> + Send;

    /// Creates a game; [`StoreError::ChannelBusy`] if its channel has an active game.
    fn create_game(&self, game: &NewGame) -> impl Future<Output = Result<i64, StoreError>> + Send;

    /// A game and its log, by id.
    fn game(&self, id: i64) -> impl Future<Output = Result<Option<StoredGame>, StoreError>> + Send;

    /// The active game of a channel, with its log.
    fn active_game_in(
        &self,
        channel_id: &str,
    ) -> impl Future<Output = Result<Option<StoredGame>, StoreError>> + Send;

    /// The latest game of a channel (active or finished), with its log.
    fn last_game_in(
        &self,
        channel_id: &str,
    ) -> impl Future<Output = Result<Option<StoredGame>, StoreError>> + Send;

    /// The active games in which `seat` plays, newest first.
    fn active_games_of(
        &self,
        seat: &str,
    ) -> impl Future<Output = Result<Vec<GameRow>, StoreError>> + Send;

    /// Applies `change` to game `id` if it is still active at the expected version
    /// ([`StoreError::Conflict`] otherwise: it changed or ended meanwhile;
    /// [`StoreError::NotFound`] if there is no such game); the change is durable when this
    /// returns.
    fn change_game(
        &self,
        id: i64,
        change: &GameChange,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The active games with the bot in a seat that have not changed since `before` (the bot
    /// may be to move in them and its answer lost to a restart), the longest quiet first.
    fn quiet_bot_games(
        &self,
        before: i64,
    ) -> impl Future<Output = Result<Vec<QuietGame>, StoreError>> + Send;

    /// The ids of active games with a time limit whose player to move has used half their
    /// time or more by `now`, leaving out those already reminded whose time has not run out.
    fn games_on_the_clock(
        &self,
        now: i64,
    ) -> impl Future<Output = Result<Vec<i64>, StoreError>> + Send;

    /// Writes a reminder for turn `turn_seq` of game `game_id`, if the game is still active at
    /// that turn and none was written for it; returns whether one was written.
    fn add_reminder(
        &self,
        game_id: i64,
        turn_seq: i64,
        player: i64,
        now: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Claims the notices not yet marked sent that no other process holds (unclaimed, claimed
    /// by `owner` already, or whose claim ran out by `now`) until `until`, and returns them
    /// oldest first: of several processes sweeping the same database, one posts each notice.
    fn claim_notices(
        &self,
        owner: i64,
        now: i64,
        until: i64,
    ) -> impl Future<Output = Result<Vec<NoticeRow>, StoreError>> + Send;

    /// Gives back the unsent notices `owner` claimed (at a clean shutdown), so that another
    /// process, or the next start, posts them without waiting for the claims to run out.
    fn release_notices(&self, owner: i64) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Marks a notice sent (or no longer needed).
    fn mark_notice_sent(
        &self,
        id: i64,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Finished rated games whose ratings are not yet applied, in the order they ended.
    fn games_awaiting_rating(
        &self,
    ) -> impl Future<Output = Result<Vec<GameRow>, StoreError>> + Send;

    /// A player's rating on a server.
    fn rating(
        &self,
        guild_id: &str,
        user_id: &str,
    ) -> impl Future<Output = Result<Option<RatingRow>, StoreError>> + Send;

    /// Applies a rated game's result to both players' ratings, once: refused with
    /// [`StoreError::Conflict`] if the game's ratings were applied already or a rating changed
    /// since it was read.
    fn apply_rating(
        &self,
        update: &RatingUpdate,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Marks a finished game as not counting for ratings after all.
    fn unrate_game(&self, game_id: i64) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// A server's ratings, best first.
    fn ladder(
        &self,
        guild_id: &str,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<RatingRow>, StoreError>> + Send;

    /// The finished games `seat` played on a server, newest first, with what each did to the
    /// rating of `user_id` (the same person: `seat` is how the games name them, `user_id` how
    /// the ratings do); with `against`, only those against that seat.
    fn finished_games_of(
        &self,
        guild_id: &str,
        seat: &str,
        user_id: &str,
        against: Option<&str>,
        limit: i64,
    ) -> impl Future<Output = Result<Vec<FinishedGameRow>, StoreError>> + Send;

    /// Finishes pending writes and closes every connection (at shutdown).
    fn close(&self) -> impl Future<Output = ()> + Send;
}
