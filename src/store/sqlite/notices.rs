//! The notices table: messages the bot owes a channel, kept until they are marked sent.

use sqlx::SqlitePool;

use crate::store::{NoticeRow, StoreError};

/// Writes a reminder for a turn, if the game is still active at that turn and none exists.
pub(super) async fn add_reminder(
    pool: &SqlitePool,
    game_id: i64,
    turn_seq: i64,
    player: i64,
    now: i64,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "INSERT INTO notices (game_id, kind, turn_seq, player, created_at) \
         SELECT id, 'reminder', turn_seq, ?, ? FROM games \
         WHERE id = ? AND status = 'active' AND turn_seq = ? \
         ON CONFLICT DO NOTHING",
    )
    .bind(player)
    .bind(now)
    .bind(game_id)
    .bind(turn_seq)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The notices not yet sent, oldest first.
pub(super) async fn unsent(pool: &SqlitePool) -> Result<Vec<NoticeRow>, StoreError> {
    Ok(sqlx::query_as::<_, NoticeRow>(
        "SELECT id, game_id, kind, turn_seq, player, created_at FROM notices \
         WHERE sent_at IS NULL ORDER BY id",
    )
    .fetch_all(pool)
    .await?)
}

/// Marks a notice sent.
pub(super) async fn mark_sent(pool: &SqlitePool, id: i64, now: i64) -> Result<(), StoreError> {
    sqlx::query("UPDATE notices SET sent_at = ? WHERE id = ? AND sent_at IS NULL")
        .bind(now)
        .bind(id)
        .execute(pool)
        .await?;
    Ok(())
}
