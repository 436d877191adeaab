//! Puzzle tries and daily puzzle posts: their rows, and the SQL both databases run (written
//! with `$n` parameters, which SQLite reads as well, and `TRUE`/`FALSE`, which SQLite stores as
//! 1/0), so that the two stores differ only in how they open a transaction.

/// A player's try of a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PuzzleTryRow {
    /// Its id.
    pub id: i64,
    /// The player.
    pub user_id: String,
    /// The puzzle's number in the set (1 for the first).
    pub number: i64,
    /// The puzzle's line of the puzzle file.
    pub puzzle: String,
    /// The daily puzzle's day (days since 1970-01-01, UTC), for a daily puzzle.
    pub day: Option<i64>,
    /// The turns played so far, in notation, separated by spaces.
    pub turns: String,
    /// Wrong turns tried.
    pub mistakes: i64,
    /// Whether the player won.
    pub solved: bool,
    /// When it began (unix ms).
    pub started_at: i64,
    /// When it was solved or left for another; None while open.
    pub ended_at: Option<i64>,
}

/// A try about to begin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPuzzleTry {
    /// The player.
    pub user_id: String,
    /// The puzzle's number in the set.
    pub number: i64,
    /// The puzzle's line of the puzzle file.
    pub puzzle: String,
    /// The daily puzzle's day, for a daily puzzle.
    pub day: Option<i64>,
}

/// How a try goes on: what it was read as, and what it becomes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleProgress {
    /// The try.
    pub id: i64,
    /// Its turns as read (the change applies only if they are still these).
    pub turns_before: String,
    /// Its mistakes as read.
    pub mistakes_before: i64,
    /// The turns now.
    pub turns: String,
    /// The mistakes now.
    pub mistakes: i64,
    /// Whether it is solved now (it then ends).
    pub solved: bool,
}

/// A daily puzzle a server is owed: where to post it.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct DailyPostRow {
    /// The server.
    pub guild_id: String,
    /// Its puzzle channel.
    pub channel_id: String,
    /// The day (days since 1970-01-01, UTC).
    pub day: i64,
    /// The server's language, as Discord names it.
    pub locale: String,
}

/// The columns of a try, in [`PuzzleTryRow`]'s order.
macro_rules! try_columns {
    () => {
        "id, user_id, number, puzzle, day, turns, mistakes, solved, started_at, ended_at"
    };
}

/// A player's open try.
pub(super) const OPEN_TRY: &str = concat!(
    "SELECT ",
    try_columns!(),
    " FROM puzzle_tries WHERE user_id = $1 AND ended_at IS NULL"
);

/// Every try of a player's, oldest first.
pub(super) const TRIES_OF: &str = concat!(
    "SELECT ",
    try_columns!(),
    " FROM puzzle_tries WHERE user_id = $1 ORDER BY id"
);

/// Ends a player's open try ($2: now).
pub(super) const LEAVE_OPEN_TRY: &str =
    "UPDATE puzzle_tries SET ended_at = $2 WHERE user_id = $1 AND ended_at IS NULL";

/// Begins a try; returns its id.
pub(super) const INSERT_TRY: &str = "INSERT INTO puzzle_tries \
     (user_id, number, puzzle, day, turns, mistakes, solved, started_at) \
     VALUES ($1, $2, $3, $4, '', 0, FALSE, $5) RETURNING id";

/// Opens an unsolved try of a player's again.
pub(super) const REOPEN_TRY: &str =
    "UPDATE puzzle_tries SET ended_at = NULL WHERE id = $1 AND user_id = $2 AND NOT solved";

/// Records a try's progress, if it is still as read and open.
pub(super) const UPDATE_TRY: &str = "UPDATE puzzle_tries \
     SET turns = $1, mistakes = $2, solved = $3, ended_at = $4 \
     WHERE id = $5 AND turns = $6 AND mistakes = $7 AND ended_at IS NULL";

/// Chooses a server's puzzle channel.
pub(super) const SET_CHANNEL: &str = "INSERT INTO puzzle_channels (guild_id, channel_id, locale, updated_at) \
     VALUES ($1, $2, $4, $3) ON CONFLICT (guild_id) DO UPDATE \
     SET channel_id = excluded.channel_id, locale = excluded.locale, \
     updated_at = excluded.updated_at";

/// Stops a server's daily puzzle.
pub(super) const CLEAR_CHANNEL: &str = "DELETE FROM puzzle_channels WHERE guild_id = $1";

/// Owes each server with a puzzle channel the post of day $1 (once).
pub(super) const SCHEDULE_DAILY: &str = "INSERT INTO daily_posts (guild_id, day, channel_id, locale) \
     SELECT guild_id, CAST($1 AS BIGINT), channel_id, locale FROM puzzle_channels WHERE TRUE \
     ON CONFLICT (guild_id, day) DO NOTHING";

/// Claims the unsent posts of day $4 for owner $1 until $3 (now: $2), for servers that still
/// have a puzzle channel.
pub(super) const CLAIM_DAILY: &str = "UPDATE daily_posts SET claimed_by = $1, claimed_until = $3 \
     WHERE day = $4 AND sent_at IS NULL \
     AND (claimed_by IS NULL OR claimed_by = $1 OR claimed_until <= $2) \
     AND guild_id IN (SELECT guild_id FROM puzzle_channels) \
     RETURNING guild_id, channel_id, day, locale";

/// Marks a server's post of a day sent ($1: now).
pub(super) const MARK_DAILY: &str =
    "UPDATE daily_posts SET sent_at = $1 WHERE guild_id = $2 AND day = $3";

/// Finished games not yet searched for a puzzle, oldest first, at most $1.
pub(super) const GAMES_TO_SEARCH: &str = "SELECT id FROM games WHERE status = 'finished' \
     AND NOT EXISTS (SELECT 1 FROM game_puzzles p WHERE p.game_id = games.id) \
     ORDER BY id LIMIT $1";

/// Records what a game's search found (once per game).
pub(super) const SAVE_GAME_PUZZLE: &str = "INSERT INTO game_puzzles (game_id, guild_id, puzzle, found_at) VALUES ($1, $2, $3, $4) \
     ON CONFLICT (game_id) DO NOTHING";

/// A server's puzzles from its games, by game.
pub(super) const GAME_PUZZLES_OF: &str = "SELECT game_id, puzzle FROM game_puzzles \
     WHERE guild_id = $1 AND puzzle IS NOT NULL ORDER BY game_id";

/// A unique key taken (the player began another try at the same moment, or already has one of
/// this day's puzzle) as [`StoreError::Conflict`](super::StoreError::Conflict).
pub(super) fn conflict_if_taken(error: sqlx::Error) -> super::StoreError {
    if error
        .as_database_error()
        .is_some_and(|db| db.is_unique_violation())
    {
        super::StoreError::Conflict
    } else {
        super::StoreError::from(error)
    }
}

/// The [`Store`](super::Store) methods of puzzles, the same on both databases: expanded inside
/// each store's `impl Store`, which has `self.pool` and `self.write()` (a write transaction).
macro_rules! puzzle_methods {
    () => {
        async fn open_puzzle_try(
            &self,
            user_id: &str,
        ) -> Result<Option<super::PuzzleTryRow>, StoreError> {
            Ok(
                sqlx::query_as::<_, super::PuzzleTryRow>(super::puzzles::OPEN_TRY)
                    .bind(user_id)
                    .fetch_optional(&self.pool)
                    .await?,
            )
        }

        async fn puzzle_tries(
            &self,
            user_id: &str,
        ) -> Result<Vec<super::PuzzleTryRow>, StoreError> {
            Ok(
                sqlx::query_as::<_, super::PuzzleTryRow>(super::puzzles::TRIES_OF)
                    .bind(user_id)
                    .fetch_all(&self.pool)
                    .await?,
            )
        }

        async fn begin_puzzle_try(
            &self,
            new: &super::NewPuzzleTry,
            now: i64,
        ) -> Result<i64, StoreError> {
            let mut tx = self.write().await?;
            sqlx::query(super::puzzles::LEAVE_OPEN_TRY)
                .bind(&new.user_id)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            let id: i64 = sqlx::query_scalar(super::puzzles::INSERT_TRY)
                .bind(&new.user_id)
                .bind(new.number)
                .bind(&new.puzzle)
                .bind(new.day)
                .bind(now)
                .fetch_one(&mut *tx)
                .await
                .map_err(super::puzzles::conflict_if_taken)?;
            tx.commit().await?;
            Ok(id)
        }

        async fn reopen_puzzle_try(
            &self,
            user_id: &str,
            id: i64,
            now: i64,
        ) -> Result<(), StoreError> {
            let mut tx = self.write().await?;
            sqlx::query(super::puzzles::LEAVE_OPEN_TRY)
                .bind(user_id)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            let reopened = sqlx::query(super::puzzles::REOPEN_TRY)
                .bind(id)
                .bind(user_id)
                .execute(&mut *tx)
                .await
                .map_err(super::puzzles::conflict_if_taken)?;
            if reopened.rows_affected() != 1 {
                return Err(StoreError::NotFound);
            }
            tx.commit().await?;
            Ok(())
        }

        async fn record_puzzle_progress(
            &self,
            progress: &super::PuzzleProgress,
            now: i64,
        ) -> Result<(), StoreError> {
            let done = sqlx::query(super::puzzles::UPDATE_TRY)
                .bind(&progress.turns)
                .bind(progress.mistakes)
                .bind(progress.solved)
                .bind(progress.solved.then_some(now))
                .bind(progress.id)
                .bind(&progress.turns_before)
                .bind(progress.mistakes_before)
                .execute(&self.pool)
                .await?;
            if done.rows_affected() == 1 {
                Ok(())
            } else {
                Err(StoreError::Conflict)
            }
        }

        async fn set_puzzle_channel(
            &self,
            guild_id: &str,
            channel: Option<(&str, &str)>,
            now: i64,
        ) -> Result<(), StoreError> {
            match channel {
                Some((channel_id, locale)) => {
                    sqlx::query(super::puzzles::SET_CHANNEL)
                        .bind(guild_id)
                        .bind(channel_id)
                        .bind(now)
                        .bind(locale)
                        .execute(&self.pool)
                        .await?
                }
                None => {
                    sqlx::query(super::puzzles::CLEAR_CHANNEL)
                        .bind(guild_id)
                        .execute(&self.pool)
                        .await?
                }
            };
            Ok(())
        }

        async fn claim_daily_posts(
            &self,
            day: i64,
            owner: i64,
            now: i64,
            until: i64,
        ) -> Result<Vec<super::DailyPostRow>, StoreError> {
            let mut tx = self.write().await?;
            sqlx::query(super::puzzles::SCHEDULE_DAILY)
                .bind(day)
                .execute(&mut *tx)
                .await?;
            let claimed = sqlx::query_as::<_, super::DailyPostRow>(super::puzzles::CLAIM_DAILY)
                .bind(owner)
                .bind(now)
                .bind(until)
                .bind(day)
                .fetch_all(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(claimed)
        }

        async fn games_to_search(&self, limit: i64) -> Result<Vec<i64>, StoreError> {
            Ok(sqlx::query_scalar(super::puzzles::GAMES_TO_SEARCH)
                .bind(limit)
                .fetch_all(&self.pool)
                .await?)
        }

        async fn save_game_puzzle(
            &self,
            game_id: i64,
            guild_id: Option<&str>,
            puzzle: Option<&str>,
            now: i64,
        ) -> Result<(), StoreError> {
            sqlx::query(super::puzzles::SAVE_GAME_PUZZLE)
                .bind(game_id)
                .bind(guild_id)
                .bind(puzzle)
                .bind(now)
                .execute(&self.pool)
                .await?;
            Ok(())
        }

        async fn game_puzzles(&self, guild_id: &str) -> Result<Vec<(i64, String)>, StoreError> {
            Ok(sqlx::query_as(super::puzzles::GAME_PUZZLES_OF)
                .bind(guild_id)
                .fetch_all(&self.pool)
                .await?)
        }

        async fn mark_daily_posted(
            &self,
            guild_id: &str,
            day: i64,
            now: i64,
        ) -> Result<(), StoreError> {
            sqlx::query(super::puzzles::MARK_DAILY)
                .bind(now)
                .bind(guild_id)
                .bind(day)
                .execute(&self.pool)
                .await?;
            Ok(())
        }
    };
}
