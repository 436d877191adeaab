//! The notices table: messages the bot owes a channel, kept until they are marked sent.

use sqlx::{Sqlite, SqlitePool, Transaction};

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

/// Claims the unsent notices nobody else holds, inside `tx` (a write transaction, so two
/// claims never interleave); returns them oldest first.
pub(super) async fn claim(
    tx: &mut Transaction<'static, Sqlite>,
    owner: i64,
    now: i64,
    until: i64,
) -> Result<Vec<NoticeRow>, StoreError> {
    let mut claimed = sqlx::query_as::<_, NoticeRow>(
        "UPDATE notices SET claimed_by = ?1, claimed_until = ?3 WHERE id IN ( \
             SELECT id FROM notices WHERE sent_at IS NULL \
             AND (claimed_by IS NULL OR claimed_by = ?1 OR claimed_until <= ?2) \
             ORDER BY id LIMIT ?4) \
         RETURNING id, game_id, kind, turn_seq, player, created_at",
    )
    .bind(owner)
    .bind(now)
    .bind(until)
    .bind(crate::store::NOTICES_AT_ONCE)
    .fetch_all(&mut **tx)
    .await?;
    claimed.sort_by_key(|notice| notice.id);
    Ok(claimed)
}

/// Gives back the unsent notices `owner` claimed.
pub(super) async fn release(pool: &SqlitePool, owner: i64) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE notices SET claimed_by = NULL, claimed_until = NULL \
         WHERE claimed_by = ? AND sent_at IS NULL",
    )
    .bind(owner)
    .execute(pool)
    .await?;
    Ok(())
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
