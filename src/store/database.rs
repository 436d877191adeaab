//! The store chosen at start by the database URL: SQLite (the default, one process) or
//! PostgreSQL (several processes on one database).

use super::{
    ChallengeRow, ChallengeStatus, DailyPostRow, FinishedGameRow, GameChange, GameRow,
    NewChallenge, NewGame, NewPuzzleTry, NoticeRow, PgStore, PuzzleProgress, PuzzleTryRow,
    QuietGame, RatingRow, RatingUpdate, SqliteStore, Store, StoreError, StoredGame,
};

/// The store the bot runs on: `sqlite://…` or `postgres://…`.
#[derive(Clone, Debug)]
pub enum DatabaseStore {
    /// One SQLite file: the default, for one process.
    Sqlite(SqliteStore),
    /// A PostgreSQL database, which several processes may share.
    Postgres(PgStore),
}

impl DatabaseStore {
    /// Opens the store that `url` names: `postgres://` or `postgresql://` for PostgreSQL,
    /// `sqlite:` for a SQLite file (which refuses a URL that names none); anything else is
    /// refused.
    pub async fn open(url: &str) -> Result<DatabaseStore, StoreError> {
        if is_postgres(url) {
            return Ok(DatabaseStore::Postgres(PgStore::open(url).await?));
        }
        if !url.trim().starts_with("sqlite:") {
            return Err(StoreError::BadUrl(format!(
                "the database URL {:?} is neither a SQLite file (sqlite://zertz.db) nor a \
                 PostgreSQL database (postgres://user@host/zertz)",
                without_password(url.trim())
            )));
        }
        Ok(DatabaseStore::Sqlite(SqliteStore::open(url).await?))
    }
}

/// Whether `url` names a PostgreSQL database.
pub fn is_postgres(url: &str) -> bool {
    let url = url.trim();
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

/// `url` as it may be logged or shown: any password (`user:password@`, `password=`) replaced by
/// `***`.
pub fn without_password(url: &str) -> String {
    let (base, query) = url.split_once('?').unwrap_or((url, ""));
    let base = match base.split_once("://") {
        Some((scheme, rest)) => {
            let (authority, path) = rest
                .split_once('/')
                .map_or((rest, None), |(a, p)| (a, Some(p)));
            let authority = match authority.rsplit_once('@') {
                Some((user_info, host)) => match user_info.split_once(':') {
                    Some((user, _password)) => format!("{user}:***@{host}"),
                    None => authority.to_string(),
                },
                None => authority.to_string(),
            };
            match path {
                Some(path) => format!("{scheme}://{authority}/{path}"),
                None => format!("{scheme}://{authority}"),
            }
        }
        None => base.to_string(),
    };
    if query.is_empty() {
        return base;
    }
    let query: Vec<String> = query
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((key, _)) if key.eq_ignore_ascii_case("password") => format!("{key}=***"),
            _ => pair.to_string(),
        })
        .collect();
    format!("{base}?{}", query.join("&"))
}

/// Calls the same method on whichever store this is.
macro_rules! dispatch {
    ($self:ident, $store:ident => $call:expr) => {
        match $self {
            DatabaseStore::Sqlite($store) => $call.await,
            DatabaseStore::Postgres($store) => $call.await,
        }
    };
}

impl Store for DatabaseStore {
    fn is_shared(&self) -> bool {
        match self {
            DatabaseStore::Sqlite(store) => store.is_shared(),
            DatabaseStore::Postgres(store) => store.is_shared(),
        }
    }

    async fn touch_player(
        &self,
        user_id: &str,
        display_name: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        dispatch!(self, store => store.touch_player(user_id, display_name, now))
    }

    async fn board_labels(&self, user_id: &str) -> Result<bool, StoreError> {
        dispatch!(self, store => store.board_labels(user_id))
    }

    async fn set_board_labels(&self, user_id: &str, on: bool, now: i64) -> Result<(), StoreError> {
        dispatch!(self, store => store.set_board_labels(user_id, on, now))
    }

    async fn quiet_bot_games(&self, before: i64) -> Result<Vec<QuietGame>, StoreError> {
        dispatch!(self, store => store.quiet_bot_games(before))
    }

    async fn locale(&self, scope: &str) -> Result<Option<String>, StoreError> {
        dispatch!(self, store => store.locale(scope))
    }

    async fn note_locale(&self, scope: &str, locale: &str, now: i64) -> Result<(), StoreError> {
        dispatch!(self, store => store.note_locale(scope, locale, now))
    }

    async fn stored_review(&self, game_id: i64, turns: i64) -> Result<Option<String>, StoreError> {
        dispatch!(self, store => store.stored_review(game_id, turns))
    }

    async fn save_review(
        &self,
        game_id: i64,
        turns: i64,
        review: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        dispatch!(self, store => store.save_review(game_id, turns, review, now))
    }

    async fn open_puzzle_try(&self, user_id: &str) -> Result<Option<PuzzleTryRow>, StoreError> {
        dispatch!(self, store => store.open_puzzle_try(user_id))
    }

    async fn puzzle_tries(&self, user_id: &str) -> Result<Vec<PuzzleTryRow>, StoreError> {
        dispatch!(self, store => store.puzzle_tries(user_id))
    }

    async fn begin_puzzle_try(&self, new: &NewPuzzleTry, now: i64) -> Result<i64, StoreError> {
        dispatch!(self, store => store.begin_puzzle_try(new, now))
    }

    async fn reopen_puzzle_try(&self, user_id: &str, id: i64, now: i64) -> Result<(), StoreError> {
        dispatch!(self, store => store.reopen_puzzle_try(user_id, id, now))
    }

    async fn record_puzzle_progress(
        &self,
        progress: &PuzzleProgress,
        now: i64,
    ) -> Result<(), StoreError> {
        dispatch!(self, store => store.record_puzzle_progress(progress, now))
    }

    async fn set_puzzle_channel(
        &self,
        guild_id: &str,
        channel: Option<(&str, &str)>,
        now: i64,
    ) -> Result<(), StoreError> {
        dispatch!(self, store => store.set_puzzle_channel(guild_id, channel, now))
    }

    async fn claim_daily_posts(
        &self,
        day: i64,
        owner: i64,
        now: i64,
        until: i64,
    ) -> Result<Vec<DailyPostRow>, StoreError> {
        dispatch!(self, store => store.claim_daily_posts(day, owner, now, until))
    }

    async fn mark_daily_posted(
        &self,
        guild_id: &str,
        day: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        dispatch!(self, store => store.mark_daily_posted(guild_id, day, now))
    }

    async fn games_to_search(&self, limit: i64) -> Result<Vec<i64>, StoreError> {
        dispatch!(self, store => store.games_to_search(limit))
    }

    async fn save_game_puzzle(
        &self,
        game_id: i64,
        guild_id: Option<&str>,
        puzzle: Option<&str>,
        now: i64,
    ) -> Result<(), StoreError> {
        dispatch!(self, store => store.save_game_puzzle(game_id, guild_id, puzzle, now))
    }

    async fn game_puzzles(&self, guild_id: &str) -> Result<Vec<(i64, String)>, StoreError> {
        dispatch!(self, store => store.game_puzzles(guild_id))
    }

    async fn display_names(
        &self,
        user_ids: &[String],
    ) -> Result<Vec<(String, String)>, StoreError> {
        dispatch!(self, store => store.display_names(user_ids))
    }

    async fn create_challenge(&self, challenge: &NewChallenge) -> Result<i64, StoreError> {
        dispatch!(self, store => store.create_challenge(challenge))
    }

    async fn challenge(&self, id: i64) -> Result<Option<ChallengeRow>, StoreError> {
        dispatch!(self, store => store.challenge(id))
    }

    async fn close_challenge(
        &self,
        id: i64,
        status: ChallengeStatus,
        game: Option<&NewGame>,
    ) -> Result<Option<i64>, StoreError> {
        dispatch!(self, store => store.close_challenge(id, status, game))
    }

    async fn expire_challenges(&self, now: i64) -> Result<u64, StoreError> {
        dispatch!(self, store => store.expire_challenges(now))
    }

    async fn create_game(&self, game: &NewGame) -> Result<i64, StoreError> {
        dispatch!(self, store => store.create_game(game))
    }

    async fn game(&self, id: i64) -> Result<Option<StoredGame>, StoreError> {
        dispatch!(self, store => store.game(id))
    }

    async fn active_game_in(&self, channel_id: &str) -> Result<Option<StoredGame>, StoreError> {
        dispatch!(self, store => store.active_game_in(channel_id))
    }

    async fn last_game_in(&self, channel_id: &str) -> Result<Option<StoredGame>, StoreError> {
        dispatch!(self, store => store.last_game_in(channel_id))
    }

    async fn active_games_of(&self, seat: &str) -> Result<Vec<GameRow>, StoreError> {
        dispatch!(self, store => store.active_games_of(seat))
    }

    async fn change_game(&self, id: i64, change: &GameChange) -> Result<(), StoreError> {
        dispatch!(self, store => store.change_game(id, change))
    }

    async fn games_on_the_clock(&self, now: i64) -> Result<Vec<i64>, StoreError> {
        dispatch!(self, store => store.games_on_the_clock(now))
    }

    async fn add_reminder(
        &self,
        game_id: i64,
        turn_seq: i64,
        player: i64,
        now: i64,
    ) -> Result<bool, StoreError> {
        dispatch!(self, store => store.add_reminder(game_id, turn_seq, player, now))
    }

    async fn claim_notices(
        &self,
        owner: i64,
        now: i64,
        until: i64,
    ) -> Result<Vec<NoticeRow>, StoreError> {
        dispatch!(self, store => store.claim_notices(owner, now, until))
    }

    async fn release_notices(&self, owner: i64) -> Result<(), StoreError> {
        dispatch!(self, store => store.release_notices(owner))
    }

    async fn mark_notice_sent(&self, id: i64, now: i64) -> Result<(), StoreError> {
        dispatch!(self, store => store.mark_notice_sent(id, now))
    }

    async fn games_awaiting_rating(&self) -> Result<Vec<GameRow>, StoreError> {
        dispatch!(self, store => store.games_awaiting_rating())
    }

    async fn rating(&self, guild_id: &str, user_id: &str) -> Result<Option<RatingRow>, StoreError> {
        dispatch!(self, store => store.rating(guild_id, user_id))
    }

    async fn apply_rating(&self, update: &RatingUpdate) -> Result<(), StoreError> {
        dispatch!(self, store => store.apply_rating(update))
    }

    async fn unrate_game(&self, game_id: i64) -> Result<(), StoreError> {
        dispatch!(self, store => store.unrate_game(game_id))
    }

    async fn ladder(&self, guild_id: &str, limit: i64) -> Result<Vec<RatingRow>, StoreError> {
        dispatch!(self, store => store.ladder(guild_id, limit))
    }

    async fn finished_games_of(
        &self,
        guild_id: &str,
        seat: &str,
        user_id: &str,
        against: Option<&str>,
        limit: i64,
    ) -> Result<Vec<FinishedGameRow>, StoreError> {
        dispatch!(self, store => store.finished_games_of(guild_id, seat, user_id, against, limit))
    }

    async fn close(&self) {
        dispatch!(self, store => store.close())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_never_show_in_a_url_shown() {
        assert_eq!(
            without_password("postgres://bot:s3cret@db.example:5432/zertz"),
            "postgres://bot:***@db.example:5432/zertz"
        );
        assert_eq!(
            without_password("postgres://bot@db/zertz?sslmode=require&password=s3cret"),
            "postgres://bot@db/zertz?sslmode=require&password=***"
        );
        assert_eq!(without_password("sqlite://zertz.db"), "sqlite://zertz.db");
        assert_eq!(
            without_password("postgresql://a:b@host"),
            "postgresql://a:***@host"
        );
        assert!(is_postgres(" postgresql://host/db"));
        assert!(!is_postgres("sqlite://postgres.db"));
    }
}
