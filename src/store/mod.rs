//! Persistence: challenges, games and their append-only event log.
//!
//! The service talks to a [`Store`]; [`SqliteStore`] is the one we ship (a single SQLite file,
//! durable settings). The trait is small so that a Postgres store can be added for
//! deployments that outgrow one machine. Rows are plain data; the service gives them meaning.

mod sqlite;

use std::future::Future;

use thiserror::Error;

pub use sqlite::SqliteStore;

/// What can go wrong in the store.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database failed (I/O, locking, a broken file).
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// The schema could not be brought up to date.
    #[error("database migration failed: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
    /// The record changed since it was read (another change got there first).
    #[error("the record changed in the meantime")]
    Conflict,
    /// The channel already has an active game.
    #[error("this channel already has an active game")]
    ChannelBusy,
    /// No such record.
    #[error("no such record")]
    NotFound,
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
    /// `active` or `finished`.
    pub status: String,
    /// Bumped by every change; a change names the version it was based on.
    pub version: i64,
    /// 1 or 2: that player offers a draw.
    pub draw_offer: Option<i64>,
    /// 1 or 2: that player asks to take back their last turn.
    pub takeback_request: Option<i64>,
    /// `1-0`, `0-1` or `1/2-1/2` once finished.
    pub result: Option<String>,
    /// Why the game ended, in words.
    pub end_reason: Option<String>,
    /// When it started (unix ms).
    pub created_at: i64,
    /// When it last changed (unix ms).
    pub updated_at: i64,
}

/// One entry of a game's log.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct EventRow {
    /// Its place in the log.
    pub seq: i64,
    /// `turn` or `takeback`.
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
    /// The game.
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
    /// Now (unix ms).
    pub now: i64,
}

/// An event to append.
#[derive(Clone, Debug)]
pub struct NewEvent {
    /// `turn` or `takeback`.
    pub kind: &'static str,
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
    /// The result and reason, when the change ends the game.
    pub finish: Option<(String, String)>,
    /// Now (unix ms).
    pub now: i64,
}

/// A challenge as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ChallengeRow {
    /// Its id.
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
    /// `open`, `accepted`, `declined`, `cancelled` or `expired`.
    pub status: String,
    /// When it was made (unix ms).
    pub created_at: i64,
    /// When it lapses (unix ms).
    pub expires_at: i64,
    /// The game it became.
    pub game_id: Option<i64>,
}

/// A challenge to create.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    /// Where.
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
}

/// The persistence the service needs.
pub trait Store: Send + Sync + 'static {
    /// Records that a user was seen (with their current display name).
    fn touch_player(
        &self,
        user_id: &str,
        display_name: &str,
        now: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

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
        status: &'static str,
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

    /// The active games in which `seat` plays, newest first.
    fn active_games_of(
        &self,
        seat: &str,
    ) -> impl Future<Output = Result<Vec<GameRow>, StoreError>> + Send;

    /// Applies `change` to game `id` if it is still at the expected version
    /// ([`StoreError::Conflict`] otherwise); the change is durable when this returns.
    fn change_game(
        &self,
        id: i64,
        change: &GameChange,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
}
