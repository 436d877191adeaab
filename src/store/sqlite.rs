//! The SQLite store: one file, WAL, `synchronous=FULL`, write transactions with
//! `BEGIN IMMEDIATE` (deferred ones fail with "database is locked" under concurrent writers),
//! migrations embedded and run at start.
//!
//! Changes to games (every turn) go through one writer task that commits the changes waiting
//! at the same moment in a single transaction — one fsync for all of them — with a savepoint
//! per change, so a refused change (a stale version) does not affect the others. Each caller
//! hears back only after the commit is durable.

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection, Sqlite, SqliteConnection, SqlitePool, Transaction};
use tokio::sync::{mpsc, oneshot};

use super::{
    ChallengeRow, ChallengeStatus, EventRow, FinishedGameRow, GameChange, GameMode, GameRow,
    GameStatus, NewChallenge, NewEvent, NewGame, NoticeRow, QuietGame, Rated, RatingRow,
    RatingUpdate, Store, StoreError, StoredGame,
};

mod notices;
mod ratings;

/// The schema, compiled into the binary.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/sqlite");

/// The most changes committed together in one transaction.
const MAX_BATCH: usize = 64;

/// A change to a game waiting for the writer, and where to send its result.
struct WriteJob {
    game_id: i64,
    change: GameChange,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// A [`Store`] on a SQLite file.
#[derive(Clone, Debug)]
pub struct SqliteStore {
    pool: SqlitePool,
    writer: mpsc::Sender<WriteJob>,
}

impl std::fmt::Debug for WriteJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WriteJob")
            .field("game_id", &self.game_id)
            .finish()
    }
}

impl SqliteStore {
    /// Opens (creating it on first run) the database at `url`, e.g. `sqlite://zertz.db`, and
    /// brings its schema up to date. A URL that names no file (`sqlite://`, `:memory:`) is
    /// refused: games kept in memory would be lost at the end of the run.
    pub async fn open(url: &str) -> Result<SqliteStore, StoreError> {
        check_url(url)?;
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            // A connection whose transaction could not be ended (a commit failed on a full
            // disk and the rollback found nothing to roll back) never goes back into the pool:
            // it is closed and a fresh one opened, so one failure cannot wedge every change.
            // The ping lets a rollback queued by a dropped transaction run first.
            .after_release(|conn, _| {
                Box::pin(async move {
                    conn.ping().await?;
                    Ok(!conn.is_in_transaction())
                })
            })
            .connect_lazy_with(options);
        connect_patiently(&pool).await?;
        // Processes started together on a fresh file (two bots, a bot and a terminal) must not
        // race on the schema: it is brought up to date inside one write transaction, so the
        // others wait for it (the busy timeout) and then find nothing left to do. sqlx runs each
        // migration in a savepoint of it.
        let mut conn = pool.acquire().await?;
        let mut schema = conn.begin_with("BEGIN IMMEDIATE").await?;
        MIGRATOR.run_direct(None, &mut *schema, false).await?;
        schema.commit().await?;
        drop(conn);
        let (writer, jobs) = mpsc::channel(1024);
        tokio::spawn(write_batches(pool.clone(), jobs));
        Ok(SqliteStore { pool, writer })
    }

    /// The connection pool (for tests and tools).
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    async fn write(&self) -> Result<Transaction<'static, Sqlite>, StoreError> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }

    async fn load(&self, row: Option<GameRow>) -> Result<Option<StoredGame>, StoreError> {
        let Some(row) = row else {
            return Ok(None);
        };
        let events = sqlx::query_as::<_, EventRow>(
            "SELECT seq, kind, player, turn, at FROM game_events WHERE game_id = ? ORDER BY seq",
        )
        .bind(row.id)
        .fetch_all(&self.pool)
        .await?;
        Ok(Some(StoredGame { row, events }))
    }
}

/// How long opening the database waits for another process that is creating the same file.
const OPEN_PATIENCE: Duration = Duration::from_secs(10);

/// Opens the pool's first connection. While another process creates the same fresh file and
/// switches it to WAL, SQLite answers "database is locked" at once (it skips the busy handler
/// where waiting could deadlock); such an open is tried again until [`OPEN_PATIENCE`] runs out.
async fn connect_patiently(pool: &SqlitePool) -> Result<(), StoreError> {
    let started = std::time::Instant::now();
    loop {
        match pool.acquire().await {
            Ok(_) => return Ok(()),
            Err(e) if is_busy(&e) && started.elapsed() < OPEN_PATIENCE => {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// Whether SQLite said "busy" (SQLITE_BUSY and its extended codes).
fn is_busy(error: &sqlx::Error) -> bool {
    let sqlx::Error::Database(db) = error else {
        return false;
    };
    db.code()
        .and_then(|code| code.parse::<i32>().ok())
        .is_some_and(|code| code & 0xff == 5)
}

/// Refuses a URL that names no database file: an empty one, `sqlite:` or `sqlite://` alone, or
/// an in-memory database (each connection would see its own, empty one, and nothing would be
/// kept).
fn check_url(url: &str) -> Result<(), StoreError> {
    let trimmed = url.trim();
    let Some((path, query)) = file_and_settings(trimmed) else {
        return Err(StoreError::BadUrl(format!(
            "the database URL {trimmed:?} is not a SQLite URL; give a file, like sqlite://zertz.db"
        )));
    };
    let in_memory = path == ":memory:" || query.split('&').any(|p| p == "mode=memory");
    if path.is_empty() || in_memory {
        return Err(StoreError::BadUrl(format!(
            "the database URL {trimmed:?} names no file, so no game would be kept; give a \
             file, like sqlite://zertz.db"
        )));
    }
    Ok(())
}

/// The file part and the settings (after `?`) of a SQLite URL; None if it is not one.
fn file_and_settings(url: &str) -> Option<(&str, &str)> {
    let rest = url.trim().strip_prefix("sqlite:")?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    Some(rest.split_once('?').unwrap_or((rest, "")))
}

/// The file a SQLite URL names (`sqlite://zertz.db` → `zertz.db`); None if it is not a SQLite
/// URL.
pub fn sqlite_file(url: &str) -> Option<&str> {
    file_and_settings(url).map(|(path, _)| path)
}

fn is_unique_violation(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(db) if db.is_unique_violation())
}

async fn insert_game(
    tx: &mut Transaction<'static, Sqlite>,
    game: &NewGame,
) -> Result<i64, StoreError> {
    let result = sqlx::query(
        "INSERT INTO games (channel_id, player1, player2, board, game_type, start_position, \
         status, version, created_at, updated_at, guild_id, turn_limit_ms, turn_started_at, \
         turn_seq, rated, mode) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(&game.channel_id)
    .bind(&game.player1)
    .bind(&game.player2)
    .bind(game.board)
    .bind(&game.game_type)
    .bind(&game.start_position)
    .bind(GameStatus::Active)
    .bind(game.events.len() as i64)
    .bind(game.now)
    .bind(game.now)
    .bind(&game.guild_id)
    .bind(game.turn_limit_ms)
    .bind(game.now)
    .bind(game.events.len() as i64)
    .bind(game.rated)
    .bind(game.mode)
    .execute(&mut **tx)
    .await;
    let id = match result {
        Ok(done) => done.last_insert_rowid(),
        Err(e) if is_unique_violation(&e) => return Err(StoreError::ChannelBusy),
        Err(e) => return Err(e.into()),
    };
    append_events(&mut *tx, id, 0, &game.events, game.now).await?;
    Ok(id)
}

/// Appends `events` to a game's log after entry `last`.
async fn append_events(
    conn: &mut SqliteConnection,
    game_id: i64,
    last: i64,
    events: &[NewEvent],
    now: i64,
) -> Result<(), StoreError> {
    for (i, event) in events.iter().enumerate() {
        sqlx::query(
            "INSERT INTO game_events (game_id, seq, kind, player, turn, at) \
             VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(game_id)
        .bind(last + 1 + i as i64)
        .bind(event.kind)
        .bind(event.player)
        .bind(&event.turn)
        .bind(now)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

impl Store for SqliteStore {
    puzzle_methods!();

    async fn close(&self) {
        self.pool.close().await;
    }

    async fn stored_review(&self, game_id: i64, turns: i64) -> Result<Option<String>, StoreError> {
        let found: Option<(String,)> =
            sqlx::query_as("SELECT review FROM reviews WHERE game_id = ? AND turns = ?")
                .bind(game_id)
                .bind(turns)
                .fetch_optional(&self.pool)
                .await?;
        Ok(found.map(|(review,)| review))
    }

    async fn save_review(
        &self,
        game_id: i64,
        turns: i64,
        review: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO reviews (game_id, turns, review, created_at) VALUES (?, ?, ?, ?) \
             ON CONFLICT(game_id, turns) DO UPDATE SET review = excluded.review, \
             created_at = excluded.created_at",
        )
        .bind(game_id)
        .bind(turns)
        .bind(review)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn locale(&self, scope: &str) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT locale FROM locales WHERE scope = ?")
                .bind(scope)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    async fn note_locale(&self, scope: &str, locale: &str, now: i64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO locales (scope, locale, updated_at) VALUES (?, ?, ?) \
             ON CONFLICT (scope) DO UPDATE SET locale = excluded.locale, \
             updated_at = excluded.updated_at",
        )
        .bind(scope)
        .bind(locale)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn board_labels(&self, user_id: &str) -> Result<bool, StoreError> {
        let found: Option<(bool,)> =
            sqlx::query_as("SELECT board_labels != 0 FROM players WHERE user_id = ?")
                .bind(user_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(found.is_some_and(|(on,)| on))
    }

    async fn set_board_labels(&self, user_id: &str, on: bool, now: i64) -> Result<(), StoreError> {
        // A user not seen yet gets a row without a name (names are noted as they act).
        sqlx::query(
            "INSERT INTO players (user_id, display_name, first_seen, last_seen, board_labels) \
             VALUES (?, '', ?, ?, ?) \
             ON CONFLICT(user_id) DO UPDATE SET board_labels = excluded.board_labels",
        )
        .bind(user_id)
        .bind(now)
        .bind(now)
        .bind(i64::from(on))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn display_names(
        &self,
        user_ids: &[String],
    ) -> Result<Vec<(String, String)>, StoreError> {
        if user_ids.is_empty() {
            return Ok(Vec::new());
        }
        // One look-up for all of them (a picture names both players).
        let mut query = sqlx::QueryBuilder::<Sqlite>::new(
            "SELECT user_id, display_name FROM players WHERE display_name != '' AND user_id IN (",
        );
        let mut ids = query.separated(", ");
        for user_id in user_ids {
            ids.push_bind(user_id);
        }
        query.push(")");
        Ok(query.build_query_as().fetch_all(&self.pool).await?)
    }

    async fn touch_player(
        &self,
        user_id: &str,
        display_name: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO players (user_id, display_name, first_seen, last_seen) VALUES (?, ?, ?, ?) \
             ON CONFLICT(user_id) DO UPDATE SET display_name = excluded.display_name, \
             last_seen = excluded.last_seen",
        )
        .bind(user_id)
        .bind(display_name)
        .bind(now)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn create_challenge(&self, c: &NewChallenge) -> Result<i64, StoreError> {
        let done = sqlx::query(
            "INSERT INTO challenges (channel_id, challenger, opponent, board, game_type, starter, \
             status, created_at, expires_at, guild_id, turn_limit_ms, rated) \
             VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, ?)",
        )
        .bind(&c.channel_id)
        .bind(&c.challenger)
        .bind(&c.opponent)
        .bind(c.board)
        .bind(&c.game_type)
        .bind(&c.starter)
        .bind(c.now)
        .bind(c.expires_at)
        .bind(&c.guild_id)
        .bind(c.turn_limit_ms)
        .bind(c.rated)
        .execute(&self.pool)
        .await?;
        Ok(done.last_insert_rowid())
    }

    async fn challenge(&self, id: i64) -> Result<Option<ChallengeRow>, StoreError> {
        Ok(sqlx::query_as::<_, ChallengeRow>(concat!(
            "SELECT ",
            challenge_columns!(),
            " FROM challenges WHERE id = ?"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?)
    }

    async fn close_challenge(
        &self,
        id: i64,
        status: ChallengeStatus,
        game: Option<&NewGame>,
    ) -> Result<Option<i64>, StoreError> {
        let mut tx = self.write().await?;
        let game_id = match game {
            Some(game) => Some(insert_game(&mut tx, game).await?),
            None => None,
        };
        let done = sqlx::query(
            "UPDATE challenges SET status = ?, game_id = ? WHERE id = ? AND status = 'open'",
        )
        .bind(status)
        .bind(game_id)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            tx.rollback().await?;
            return Err(StoreError::Conflict);
        }
        tx.commit().await?;
        Ok(game_id)
    }

    async fn expire_challenges(&self, now: i64) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let done = sqlx::query(
            "UPDATE challenges SET status = 'expired' WHERE status = 'open' AND expires_at <= ?",
        )
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(done.rows_affected())
    }

    async fn create_game(&self, game: &NewGame) -> Result<i64, StoreError> {
        let mut tx = self.write().await?;
        let id = insert_game(&mut tx, game).await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn game(&self, id: i64) -> Result<Option<StoredGame>, StoreError> {
        let row = sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE id = ?"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        self.load(row).await
    }

    async fn active_game_in(&self, channel_id: &str) -> Result<Option<StoredGame>, StoreError> {
        let row = sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE channel_id = ? AND status = 'active'"
        ))
        .bind(channel_id)
        .fetch_optional(&self.pool)
        .await?;
        self.load(row).await
    }

    async fn last_game_in(&self, channel_id: &str) -> Result<Option<StoredGame>, StoreError> {
        let row = sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1"
        ))
        .bind(channel_id)
        .fetch_optional(&self.pool)
        .await?;
        self.load(row).await
    }

    async fn active_games_of(&self, seat: &str) -> Result<Vec<GameRow>, StoreError> {
        Ok(sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE status = 'active' AND \
             (player1 = ? OR player2 = ?) ORDER BY updated_at DESC, id DESC"
        ))
        .bind(seat)
        .bind(seat)
        .fetch_all(&self.pool)
        .await?)
    }

    async fn change_game(&self, id: i64, change: &GameChange) -> Result<(), StoreError> {
        let (done, result) = oneshot::channel();
        let job = WriteJob {
            game_id: id,
            change: change.clone(),
            done,
        };
        self.writer
            .send(job)
            .await
            .map_err(|_| StoreError::from(sqlx::Error::PoolClosed))?;
        result
            .await
            .map_err(|_| StoreError::from(sqlx::Error::PoolClosed))?
    }

    async fn quiet_bot_games(&self, before: i64) -> Result<Vec<QuietGame>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT id, channel_id, version FROM games WHERE status = 'active' \
             AND (player1 LIKE 'bot:%' OR player2 LIKE 'bot:%') AND updated_at <= ?1 \
             ORDER BY updated_at, id",
        )
        .bind(before)
        .fetch_all(&self.pool)
        .await?)
    }

    async fn games_on_the_clock(&self, now: i64) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games g WHERE status = 'active' AND turn_limit_ms IS NOT NULL \
             AND turn_started_at + turn_limit_ms / 2 <= ?1 \
             AND (turn_started_at + turn_limit_ms <= ?1 OR NOT EXISTS (SELECT 1 FROM notices n \
                  WHERE n.game_id = g.id AND n.kind = 'reminder' AND n.turn_seq = g.turn_seq)) \
             ORDER BY turn_started_at, id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?)
    }

    async fn add_reminder(
        &self,
        game_id: i64,
        turn_seq: i64,
        player: i64,
        now: i64,
    ) -> Result<bool, StoreError> {
        notices::add_reminder(&self.pool, game_id, turn_seq, player, now).await
    }

    async fn claim_notices(
        &self,
        owner: i64,
        now: i64,
        until: i64,
    ) -> Result<Vec<NoticeRow>, StoreError> {
        let mut tx = self.write().await?;
        let claimed = notices::claim(&mut tx, owner, now, until).await?;
        tx.commit().await?;
        Ok(claimed)
    }

    async fn release_notices(&self, owner: i64) -> Result<(), StoreError> {
        notices::release(&self.pool, owner).await
    }

    async fn mark_notice_sent(&self, id: i64, now: i64) -> Result<(), StoreError> {
        notices::mark_sent(&self.pool, id, now).await
    }

    async fn games_awaiting_rating(&self) -> Result<Vec<GameRow>, StoreError> {
        Ok(sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            // Literal values (Rated::Pending, GameStatus::Finished), as in the partial index
            // games_awaiting_rating, so that SQLite uses it.
            " FROM games WHERE rated = 1 AND status = 'finished' ORDER BY updated_at, id"
        ))
        .fetch_all(&self.pool)
        .await?)
    }

    async fn rating(&self, guild_id: &str, user_id: &str) -> Result<Option<RatingRow>, StoreError> {
        Ok(sqlx::query_as::<_, RatingRow>(concat!(
            "SELECT ",
            rating_columns!(),
            " FROM ratings WHERE guild_id = ? AND user_id = ?"
        ))
        .bind(guild_id)
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?)
    }

    async fn apply_rating(&self, update: &RatingUpdate) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        ratings::apply(&mut tx, update).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn unrate_game(&self, game_id: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET rated = ? WHERE id = ? AND rated = ?")
            .bind(Rated::No)
            .bind(game_id)
            .bind(Rated::Pending)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn ladder(&self, guild_id: &str, limit: i64) -> Result<Vec<RatingRow>, StoreError> {
        Ok(sqlx::query_as::<_, RatingRow>(concat!(
            "SELECT ",
            rating_columns!(),
            " FROM ratings WHERE guild_id = ? AND games > 0 \
             ORDER BY rating DESC, games DESC, user_id LIMIT ?"
        ))
        .bind(guild_id)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?)
    }

    async fn finished_games_of(
        &self,
        guild_id: &str,
        seat: &str,
        user_id: &str,
        against: Option<&str>,
        limit: i64,
    ) -> Result<Vec<FinishedGameRow>, StoreError> {
        Ok(sqlx::query_as::<_, FinishedGameRow>(
            // The games columns are unqualified: rating_changes shares none of their names.
            concat!(
                "SELECT ",
                game_columns!(),
                ", rc.before AS rating_before, rc.after AS rating_after \
             FROM games g LEFT JOIN rating_changes rc ON rc.game_id = g.id AND rc.user_id = ?1 \
             WHERE g.guild_id = ?2 AND g.status = ?6 AND g.mode = ?7 \
             AND (g.player1 = ?3 OR g.player2 = ?3) \
             AND (?4 IS NULL OR g.player1 = ?4 OR g.player2 = ?4) \
             ORDER BY g.updated_at DESC, g.id DESC LIMIT ?5"
            ),
        )
        .bind(user_id)
        .bind(guild_id)
        .bind(seat)
        .bind(against)
        .bind(limit)
        .bind(GameStatus::Finished)
        .bind(GameMode::Play)
        .fetch_all(&self.pool)
        .await?)
    }
}

/// The writer task: takes every waiting change, commits them in one transaction, reports.
async fn write_batches(pool: SqlitePool, mut jobs: mpsc::Receiver<WriteJob>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while jobs.recv_many(&mut batch, MAX_BATCH).await > 0 {
        let results = commit_batch(&pool, &batch).await;
        for (job, result) in batch.drain(..).zip(results) {
            // The caller may have gone away (a dropped request); the change stands anyway.
            let _ = job.done.send(result);
        }
    }
}

/// Applies each change under its own savepoint and commits them all; returns each result.
/// If the batch cannot be committed, every change fails with the same error, nothing of it is
/// kept, and the connection is closed rather than reused, so the next batch starts clean.
async fn commit_batch(pool: &SqlitePool, batch: &[WriteJob]) -> Vec<Result<(), StoreError>> {
    let mut conn = match pool.acquire().await {
        Ok(conn) => conn,
        Err(e) => return fail_all(batch, &StoreError::from(e)),
    };
    match run_batch(&mut conn, batch).await {
        Ok(results) => results,
        Err(e) => {
            // Whatever state SQLite left the transaction in, this connection is not trusted
            // again: the pool opens a new one for the next batch.
            conn.close_on_drop();
            fail_all(batch, &e)
        }
    }
}

/// One transaction over the batch: a savepoint per change, then the commit.
async fn run_batch(
    conn: &mut SqliteConnection,
    batch: &[WriteJob],
) -> Result<Vec<Result<(), StoreError>>, StoreError> {
    let mut tx = conn.begin_with("BEGIN IMMEDIATE").await?;
    let mut results = Vec::with_capacity(batch.len());
    for job in batch {
        sqlx::query("SAVEPOINT change").execute(&mut *tx).await?;
        let result = apply_change(&mut tx, job.game_id, &job.change).await;
        if result.is_err() {
            // A refused change (or one that failed) leaves no trace; a failure to roll it
            // back fails the whole batch.
            sqlx::query("ROLLBACK TO change").execute(&mut *tx).await?;
        }
        sqlx::query("RELEASE change").execute(&mut *tx).await?;
        results.push(result);
    }
    tx.commit().await?;
    Ok(results)
}

/// The same failure for every change of a batch.
fn fail_all(batch: &[WriteJob], error: &StoreError) -> Vec<Result<(), StoreError>> {
    if error.is_unavailable() {
        // The service tells the players and logs the cause once.
        tracing::debug!(%error, changes = batch.len(), "a batch of changes was not saved");
    }
    batch.iter().map(|_| Err(error.copy())).collect()
}

/// One change to a game, inside the writer's transaction.
async fn apply_change(
    conn: &mut SqliteConnection,
    id: i64,
    change: &GameChange,
) -> Result<(), StoreError> {
    let current: Option<(i64, i64, String)> =
        sqlx::query_as("SELECT version, turn_seq, status FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?;
    let turn_seq = match current {
        None => return Err(StoreError::NotFound),
        // Another change got there first, or the game ended (a resignation racing the last
        // turn): the caller reads the game again and says which.
        Some((v, _, status)) if v != change.expected_version || status != "active" => {
            return Err(StoreError::Conflict);
        }
        Some((_, turn_seq, _)) => turn_seq,
    };
    if let Some(notice) = &change.notice {
        sqlx::query(
            "INSERT INTO notices (game_id, kind, turn_seq, player, created_at) \
             VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
        )
        .bind(id)
        .bind(notice.kind)
        .bind(turn_seq)
        .bind(notice.player)
        .bind(change.now)
        .execute(&mut *conn)
        .await?;
    }
    if !change.events.is_empty() {
        let last: i64 =
            sqlx::query_scalar("SELECT COALESCE(MAX(seq), 0) FROM game_events WHERE game_id = ?")
                .bind(id)
                .fetch_one(&mut *conn)
                .await?;
        append_events(&mut *conn, id, last, &change.events, change.now).await?;
        // A turn or a takeback starts the next player's clock.
        sqlx::query("UPDATE games SET turn_seq = ?, turn_started_at = ? WHERE id = ?")
            .bind(last + change.events.len() as i64)
            .bind(change.now)
            .bind(id)
            .execute(&mut *conn)
            .await?;
    }
    let (status, result, reason) = match change.finish {
        Some((result, reason)) => (GameStatus::Finished, Some(result), Some(reason)),
        None => (GameStatus::Active, None, None),
    };
    sqlx::query(
        "UPDATE games SET version = ?, draw_offer = ?, takeback_request = ?, status = ?, \
         result = ?, end_reason = ?, updated_at = ?, \
         rated = CASE WHEN ? THEN ? ELSE rated END WHERE id = ?",
    )
    .bind(change.expected_version + 1)
    .bind(change.draw_offer)
    .bind(change.takeback_request)
    .bind(status)
    .bind(result)
    .bind(reason)
    .bind(change.now)
    .bind(change.unrate)
    .bind(Rated::No)
    .bind(id)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
