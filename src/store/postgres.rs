//! The PostgreSQL store: for bots that outgrow one process, several processes (each owning some
//! of the gateway's shards) share one database.
//!
//! Every change is one transaction. A change to a game locks the game's row (`SELECT … FOR
//! UPDATE`) and checks its version, so two processes submitting the same turn apply it once; the
//! server's own group commit (concurrent transactions share one WAL flush) gives the throughput
//! that the SQLite store gets from its writer task. Migrations run under the migrator's advisory
//! lock, so processes started together on a fresh database do not race on the schema. Applying
//! ratings takes a table lock, so two processes finishing games of the same player one after the
//! other never read the same rating.

use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{PgConnection, PgPool, Postgres, QueryBuilder, Transaction};

use super::{
    ChallengeRow, ChallengeStatus, EventRow, FinishedGameRow, GameChange, GameMode, GameRow,
    GameStatus, NewChallenge, NewEvent, NewGame, NoticeKind, NoticeRow, QuietGame, Rated,
    RatingEntry, RatingRow, RatingUpdate, Store, StoreError, StoredGame,
};

/// The schema, compiled into the binary.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/postgres");

/// Connections one process keeps to the server at most.
const MAX_CONNECTIONS: u32 = 16;

/// How long a request waits for a free connection before it is told the database is busy.
const ACQUIRE_PATIENCE: Duration = Duration::from_secs(10);

/// A [`Store`] on a PostgreSQL database.
#[derive(Clone, Debug)]
pub struct PgStore {
    pool: PgPool,
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://user@host:5432/name`, optionally with
    /// `?options[search_path]=schema`) and brings its schema up to date.
    pub async fn open(url: &str) -> Result<PgStore, StoreError> {
        let trimmed = url.trim();
        if !(trimmed.starts_with("postgres://") || trimmed.starts_with("postgresql://")) {
            return Err(StoreError::BadUrl(format!(
                "the database URL {trimmed:?} is not a PostgreSQL URL; give one like \
                 postgres://user@localhost:5432/zertz"
            )));
        }
        let options: PgConnectOptions = trimmed.parse()?;
        let pool = PgPoolOptions::new()
            .max_connections(MAX_CONNECTIONS)
            .acquire_timeout(ACQUIRE_PATIENCE)
            .connect_with(options)
            .await?;
        MIGRATOR.run(&pool).await?;
        Ok(PgStore { pool })
    }

    /// The connection pool (for tests and tools).
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// A write transaction (the server orders concurrent ones by their row locks).
    async fn write(&self) -> Result<Transaction<'static, Postgres>, StoreError> {
        Ok(self.pool.begin().await?)
    }

    async fn load(&self, row: Option<GameRow>) -> Result<Option<StoredGame>, StoreError> {
        let Some(row) = row else {
            return Ok(None);
        };
        let events = sqlx::query_as::<_, EventRow>(
            "SELECT seq, kind, player, turn, at FROM game_events WHERE game_id = $1 ORDER BY seq",
        )
        .bind(row.id)
        .fetch_all(&self.pool)
        .await?;
        Ok(Some(StoredGame { row, events }))
    }

    async fn game_where(
        &self,
        condition: &'static str,
        value: &str,
    ) -> Result<Option<StoredGame>, StoreError> {
        let mut query = QueryBuilder::<Postgres>::new(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE "
        ));
        query.push(condition).push_bind(value);
        query.push(" ORDER BY id DESC LIMIT 1");
        let row = query
            .build_query_as::<GameRow>()
            .fetch_optional(&self.pool)
            .await?;
        self.load(row).await
    }
}

fn is_unique_violation(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(db) if db.is_unique_violation())
}

async fn insert_game(conn: &mut PgConnection, game: &NewGame) -> Result<i64, StoreError> {
    let inserted = sqlx::query_scalar(
        "INSERT INTO games (channel_id, player1, player2, board, game_type, start_position, \
         status, version, created_at, updated_at, guild_id, turn_limit_ms, turn_started_at, \
         turn_seq, rated, mode) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $9, $8, $12, $13) RETURNING id",
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
    .bind(&game.guild_id)
    .bind(game.turn_limit_ms)
    .bind(game.rated)
    .bind(game.mode)
    .fetch_one(&mut *conn)
    .await;
    let id = match inserted {
        Ok(id) => id,
        Err(e) if is_unique_violation(&e) => return Err(StoreError::ChannelBusy),
        Err(e) => return Err(e.into()),
    };
    append_events(conn, id, 0, &game.events, game.now).await?;
    Ok(id)
}

/// Appends `events` to a game's log after entry `last`.
async fn append_events(
    conn: &mut PgConnection,
    game_id: i64,
    last: i64,
    events: &[NewEvent],
    now: i64,
) -> Result<(), StoreError> {
    if events.is_empty() {
        return Ok(());
    }
    let mut query = QueryBuilder::<Postgres>::new(
        "INSERT INTO game_events (game_id, seq, kind, player, turn, at) ",
    );
    query.push_values(events.iter().enumerate(), |mut row, (i, event)| {
        row.push_bind(game_id)
            .push_bind(last + 1 + i as i64)
            .push_bind(event.kind)
            .push_bind(event.player)
            .push_bind(&event.turn)
            .push_bind(now);
    });
    query.build().execute(&mut *conn).await?;
    Ok(())
}

impl Store for PgStore {
    puzzle_methods!();

    fn is_shared(&self) -> bool {
        true
    }

    async fn close(&self) {
        self.pool.close().await;
    }

    async fn stored_review(&self, game_id: i64, turns: i64) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT review FROM reviews WHERE game_id = $1 AND turns = $2")
                .bind(game_id)
                .bind(turns)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    async fn save_review(
        &self,
        game_id: i64,
        turns: i64,
        review: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO reviews (game_id, turns, review, created_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game_id, turns) DO UPDATE SET review = excluded.review, \
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
            sqlx::query_scalar("SELECT locale FROM locales WHERE scope = $1")
                .bind(scope)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    async fn note_locale(&self, scope: &str, locale: &str, now: i64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO locales (scope, locale, updated_at) VALUES ($1, $2, $3) \
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
        let found: Option<bool> =
            sqlx::query_scalar("SELECT board_labels FROM players WHERE user_id = $1")
                .bind(user_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(found.unwrap_or(false))
    }

    async fn set_board_labels(&self, user_id: &str, on: bool, now: i64) -> Result<(), StoreError> {
        // A user not seen yet gets a row without a name (names are noted as they act).
        sqlx::query(
            "INSERT INTO players (user_id, display_name, first_seen, last_seen, board_labels) \
             VALUES ($1, '', $2, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET board_labels = excluded.board_labels",
        )
        .bind(user_id)
        .bind(now)
        .bind(on)
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
        Ok(sqlx::query_as(
            "SELECT user_id, display_name FROM players \
             WHERE display_name != '' AND user_id = ANY($1)",
        )
        .bind(user_ids)
        .fetch_all(&self.pool)
        .await?)
    }

    async fn touch_player(
        &self,
        user_id: &str,
        display_name: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO players (user_id, display_name, first_seen, last_seen) \
             VALUES ($1, $2, $3, $3) \
             ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name, \
             last_seen = excluded.last_seen",
        )
        .bind(user_id)
        .bind(display_name)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn create_challenge(&self, c: &NewChallenge) -> Result<i64, StoreError> {
        Ok(sqlx::query_scalar(
            "INSERT INTO challenges (channel_id, challenger, opponent, board, game_type, starter, \
             status, created_at, expires_at, guild_id, turn_limit_ms, rated) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
        )
        .bind(&c.channel_id)
        .bind(&c.challenger)
        .bind(&c.opponent)
        .bind(c.board)
        .bind(&c.game_type)
        .bind(&c.starter)
        .bind(ChallengeStatus::Open)
        .bind(c.now)
        .bind(c.expires_at)
        .bind(&c.guild_id)
        .bind(c.turn_limit_ms)
        .bind(c.rated)
        .fetch_one(&self.pool)
        .await?)
    }

    async fn challenge(&self, id: i64) -> Result<Option<ChallengeRow>, StoreError> {
        Ok(sqlx::query_as::<_, ChallengeRow>(concat!(
            "SELECT ",
            challenge_columns!(),
            " FROM challenges WHERE id = $1"
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
        let mut tx = self.pool.begin().await?;
        // The challenge is closed first (its row locked), so that of two processes accepting
        // the same challenge the second finds it closed and creates no game.
        let done = sqlx::query("UPDATE challenges SET status = $1 WHERE id = $2 AND status = $3")
            .bind(status)
            .bind(id)
            .bind(ChallengeStatus::Open)
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() != 1 {
            tx.rollback().await?;
            return Err(StoreError::Conflict);
        }
        let game_id = match game {
            Some(game) => Some(insert_game(&mut tx, game).await?),
            None => None,
        };
        sqlx::query("UPDATE challenges SET game_id = $1 WHERE id = $2")
            .bind(game_id)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(game_id)
    }

    async fn expire_challenges(&self, now: i64) -> Result<u64, StoreError> {
        let done =
            sqlx::query("UPDATE challenges SET status = $1 WHERE status = $2 AND expires_at <= $3")
                .bind(ChallengeStatus::Expired)
                .bind(ChallengeStatus::Open)
                .bind(now)
                .execute(&self.pool)
                .await?;
        Ok(done.rows_affected())
    }

    async fn create_game(&self, game: &NewGame) -> Result<i64, StoreError> {
        let mut tx = self.pool.begin().await?;
        let id = insert_game(&mut tx, game).await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn game(&self, id: i64) -> Result<Option<StoredGame>, StoreError> {
        let row = sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        self.load(row).await
    }

    async fn active_game_in(&self, channel_id: &str) -> Result<Option<StoredGame>, StoreError> {
        self.game_where("status = 'active' AND channel_id = ", channel_id)
            .await
    }

    async fn last_game_in(&self, channel_id: &str) -> Result<Option<StoredGame>, StoreError> {
        self.game_where("channel_id = ", channel_id).await
    }

    async fn active_games_of(&self, seat: &str) -> Result<Vec<GameRow>, StoreError> {
        Ok(sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE status = 'active' AND \
             (player1 = $1 OR player2 = $1) ORDER BY updated_at DESC, id DESC"
        ))
        .bind(seat)
        .fetch_all(&self.pool)
        .await?)
    }

    async fn change_game(&self, id: i64, change: &GameChange) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let result = apply_change(&mut tx, id, change).await;
        match result {
            Ok(()) => tx.commit().await?,
            Err(e) => {
                tx.rollback().await?;
                return Err(e);
            }
        }
        Ok(())
    }

    async fn quiet_bot_games(&self, before: i64) -> Result<Vec<QuietGame>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT id, channel_id, version FROM games WHERE status = 'active' \
             AND (player1 LIKE 'bot:%' OR player2 LIKE 'bot:%') AND updated_at <= $1 \
             ORDER BY updated_at, id",
        )
        .bind(before)
        .fetch_all(&self.pool)
        .await?)
    }

    async fn games_on_the_clock(&self, now: i64) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games g WHERE status = 'active' AND turn_limit_ms IS NOT NULL \
             AND turn_started_at + turn_limit_ms / 2 <= $1 \
             AND (turn_started_at + turn_limit_ms <= $1 OR NOT EXISTS (SELECT 1 FROM notices n \
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
        let done = sqlx::query(
            "INSERT INTO notices (game_id, kind, turn_seq, player, created_at) \
             SELECT id, $1, turn_seq, $2, $3 FROM games \
             WHERE id = $4 AND status = 'active' AND turn_seq = $5 \
             ON CONFLICT DO NOTHING",
        )
        .bind(NoticeKind::Reminder)
        .bind(player)
        .bind(now)
        .bind(game_id)
        .bind(turn_seq)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    async fn claim_notices(
        &self,
        owner: i64,
        now: i64,
        until: i64,
    ) -> Result<Vec<NoticeRow>, StoreError> {
        // Rows another process is claiming at this moment are skipped, not waited for.
        let mut claimed = sqlx::query_as::<_, NoticeRow>(
            "UPDATE notices SET claimed_by = $1, claimed_until = $3 WHERE id IN ( \
                 SELECT id FROM notices WHERE sent_at IS NULL \
                 AND (claimed_by IS NULL OR claimed_by = $1 OR claimed_until <= $2) \
                 ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED) \
             RETURNING id, game_id, kind, turn_seq, player, created_at",
        )
        .bind(owner)
        .bind(now)
        .bind(until)
        .bind(super::NOTICES_AT_ONCE)
        .fetch_all(&self.pool)
        .await?;
        claimed.sort_by_key(|notice| notice.id);
        Ok(claimed)
    }

    async fn release_notices(&self, owner: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE notices SET claimed_by = NULL, claimed_until = NULL \
             WHERE claimed_by = $1 AND sent_at IS NULL",
        )
        .bind(owner)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn mark_notice_sent(&self, id: i64, now: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE notices SET sent_at = $1 WHERE id = $2 AND sent_at IS NULL")
            .bind(now)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn games_awaiting_rating(&self) -> Result<Vec<GameRow>, StoreError> {
        Ok(sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            // Literal values, as in the partial index games_awaiting_rating.
            " FROM games WHERE rated = 1 AND status = 'finished' ORDER BY updated_at, id"
        ))
        .fetch_all(&self.pool)
        .await?)
    }

    async fn rating(&self, guild_id: &str, user_id: &str) -> Result<Option<RatingRow>, StoreError> {
        Ok(sqlx::query_as::<_, RatingRow>(concat!(
            "SELECT ",
            rating_columns!(),
            " FROM ratings WHERE guild_id = $1 AND user_id = $2"
        ))
        .bind(guild_id)
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?)
    }

    async fn apply_rating(&self, update: &RatingUpdate) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        // One rated game at a time across every process: a rating is read, then written, and
        // a rating not written yet has no row to lock.
        sqlx::query("LOCK TABLE ratings IN SHARE ROW EXCLUSIVE MODE")
            .execute(&mut *tx)
            .await?;
        let done = sqlx::query("UPDATE games SET rated = $1 WHERE id = $2 AND rated = $3")
            .bind(Rated::Applied)
            .bind(update.game_id)
            .bind(Rated::Pending)
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() != 1 {
            tx.rollback().await?;
            return Err(StoreError::Conflict);
        }
        for entry in &update.entries {
            if let Err(e) = apply_entry(&mut tx, update.game_id, entry).await {
                tx.rollback().await?;
                return Err(e);
            }
        }
        tx.commit().await?;
        Ok(())
    }

    async fn unrate_game(&self, game_id: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET rated = $1 WHERE id = $2 AND rated = $3")
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
            " FROM ratings WHERE guild_id = $1 AND games > 0 \
             ORDER BY rating DESC, games DESC, user_id LIMIT $2"
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
             FROM games g LEFT JOIN rating_changes rc ON rc.game_id = g.id AND rc.user_id = $1 \
             WHERE g.guild_id = $2 AND g.status = $6 AND g.mode = $7 \
             AND (g.player1 = $3 OR g.player2 = $3) \
             AND ($4::TEXT IS NULL OR g.player1 = $4 OR g.player2 = $4) \
             ORDER BY g.updated_at DESC, g.id DESC LIMIT $5"
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

/// One change to a game, inside its transaction: the game's row is locked until the commit.
async fn apply_change(
    conn: &mut PgConnection,
    id: i64,
    change: &GameChange,
) -> Result<(), StoreError> {
    let current: Option<(i64, i64, String)> =
        sqlx::query_as("SELECT version, turn_seq, status FROM games WHERE id = $1 FOR UPDATE")
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?;
    let turn_seq = match current {
        None => return Err(StoreError::NotFound),
        // Another change got there first, or the game ended: the caller reads it again.
        Some((v, _, status)) if v != change.expected_version || status != "active" => {
            return Err(StoreError::Conflict);
        }
        Some((_, turn_seq, _)) => turn_seq,
    };
    if let Some(notice) = &change.notice {
        sqlx::query(
            "INSERT INTO notices (game_id, kind, turn_seq, player, created_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
        )
        .bind(id)
        .bind(notice.kind)
        .bind(turn_seq)
        .bind(notice.player)
        .bind(change.now)
        .execute(&mut *conn)
        .await?;
    }
    // The log's length is the turn counter kept on the game's row (every append goes through
    // here and moves it), so no query of the log is needed.
    append_events(&mut *conn, id, turn_seq, &change.events, change.now).await?;
    let (status, result, reason) = match change.finish {
        Some((result, reason)) => (GameStatus::Finished, Some(result), Some(reason)),
        None => (GameStatus::Active, None, None),
    };
    // One statement for the rest; a turn or a takeback starts the next player's clock.
    sqlx::query(
        "UPDATE games SET version = $1, draw_offer = $2, takeback_request = $3, status = $4, \
         result = $5, end_reason = $6, updated_at = $7, \
         rated = CASE WHEN $8 THEN $9 ELSE rated END, \
         turn_seq = $10, turn_started_at = CASE WHEN $11 THEN $7 ELSE turn_started_at END \
         WHERE id = $12",
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
    .bind(turn_seq + change.events.len() as i64)
    .bind(!change.events.is_empty())
    .bind(id)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// One player's new rating, refused if their rating moved since it was read.
async fn apply_entry(
    tx: &mut Transaction<'static, Postgres>,
    game_id: i64,
    entry: &RatingEntry,
) -> Result<(), StoreError> {
    let row = &entry.after;
    let games: Option<i64> =
        sqlx::query_scalar("SELECT games FROM ratings WHERE guild_id = $1 AND user_id = $2")
            .bind(&row.guild_id)
            .bind(&row.user_id)
            .fetch_optional(&mut **tx)
            .await?;
    if games.unwrap_or(0) != entry.expected_games {
        return Err(StoreError::Conflict);
    }
    sqlx::query(concat!(
        "INSERT INTO ratings (",
        rating_columns!(),
        ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
         ON CONFLICT (guild_id, user_id) DO UPDATE SET rating = excluded.rating, \
         deviation = excluded.deviation, volatility = excluded.volatility, \
         games = excluded.games, wins = excluded.wins, draws = excluded.draws, \
         losses = excluded.losses, updated_at = excluded.updated_at"
    ))
    .bind(&row.guild_id)
    .bind(&row.user_id)
    .bind(row.rating)
    .bind(row.deviation)
    .bind(row.volatility)
    .bind(row.games)
    .bind(row.wins)
    .bind(row.draws)
    .bind(row.losses)
    .bind(row.updated_at)
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "INSERT INTO rating_changes (game_id, user_id, before, after) VALUES ($1, $2, $3, $4)",
    )
    .bind(game_id)
    .bind(&row.user_id)
    .bind(entry.before)
    .bind(row.rating)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
