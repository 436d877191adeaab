//! Applying a rated game to the ratings table, once.

use sqlx::{Sqlite, Transaction};

use crate::store::{Rated, RatingEntry, RatingUpdate, StoreError};

/// Applies both entries of `update` and marks the game's ratings applied, inside `tx`;
/// [`StoreError::Conflict`] if that was done already or a rating moved since it was read.
pub(super) async fn apply(
    tx: &mut Transaction<'static, Sqlite>,
    update: &RatingUpdate,
) -> Result<(), StoreError> {
    let done = sqlx::query("UPDATE games SET rated = ? WHERE id = ? AND rated = ?")
        .bind(Rated::Applied)
        .bind(update.game_id)
        .bind(Rated::Pending)
        .execute(&mut **tx)
        .await?;
    if done.rows_affected() != 1 {
        return Err(StoreError::Conflict);
    }
    for entry in &update.entries {
        apply_entry(tx, update.game_id, entry).await?;
    }
    Ok(())
}

async fn apply_entry(
    tx: &mut Transaction<'static, Sqlite>,
    game_id: i64,
    entry: &RatingEntry,
) -> Result<(), StoreError> {
    let row = &entry.after;
    let games: Option<i64> =
        sqlx::query_scalar("SELECT games FROM ratings WHERE guild_id = ? AND user_id = ?")
            .bind(&row.guild_id)
            .bind(&row.user_id)
            .fetch_optional(&mut **tx)
            .await?;
    if games.unwrap_or(0) != entry.expected_games {
        return Err(StoreError::Conflict);
    }
    sqlx::query(
        "INSERT INTO ratings (guild_id, user_id, rating, deviation, volatility, games, wins, \
         draws, losses, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) \
         ON CONFLICT(guild_id, user_id) DO UPDATE SET rating = excluded.rating, \
         deviation = excluded.deviation, volatility = excluded.volatility, \
         games = excluded.games, wins = excluded.wins, draws = excluded.draws, \
         losses = excluded.losses, updated_at = excluded.updated_at",
    )
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
    sqlx::query("INSERT INTO rating_changes (game_id, user_id, before, after) VALUES (?, ?, ?, ?)")
        .bind(game_id)
        .bind(&row.user_id)
        .bind(entry.before)
        .bind(row.rating)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
