//! Moving a SQLite database's games to PostgreSQL (`zertz-bot migrate-db`): every table, row for
//! row, ids kept, in one PostgreSQL transaction that commits only once each table's count
//! matches its source.
//!
//! Both schemas have the same tables and columns, so each table is copied generically: its
//! columns are read from PostgreSQL's catalogue, SQLite writes each row as a JSON object of
//! them, and PostgreSQL reads a batch of such objects back as rows of the table
//! (`json_populate_recordset`, which converts SQLite's 0/1 flags to booleans and keeps NULLs);
//! ratings go as 17-digit text, so that every double arrives exactly.

use sqlx::{Postgres, Sqlite, Transaction};

use super::{PgStore, SqliteStore, StoreError};

/// The tables with their keys, in an order that satisfies their references (games before what
/// refers to them).
pub const TABLES: [(&str, &str); 13] = [
    ("players", "user_id"),
    ("games", "id"),
    ("challenges", "id"),
    ("game_events", "game_id, seq"),
    ("notices", "id"),
    ("ratings", "guild_id, user_id"),
    ("rating_changes", "game_id, user_id"),
    ("reviews", "game_id, turns"),
    ("puzzle_tries", "id"),
    ("puzzle_channels", "guild_id"),
    ("daily_posts", "guild_id, day"),
    ("game_puzzles", "game_id"),
    ("locales", "scope"),
];

/// The tables whose ids PostgreSQL generates: their sequences continue after the copied ids.
const GENERATED_IDS: [&str; 4] = ["games", "challenges", "notices", "puzzle_tries"];

/// Rows sent to PostgreSQL at once.
const BATCH: i64 = 1_000;

/// How many rows of a table were copied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopiedTable {
    /// The table.
    pub table: &'static str,
    /// Its rows, in the source and (checked) in the target.
    pub rows: i64,
}

/// Copies every row of `from` into `to`, which must hold no games, players or ratings yet;
/// returns each table's count, checked equal on both sides before the copy is committed.
pub async fn copy_sqlite_to_postgres(
    from: &SqliteStore,
    to: &PgStore,
) -> Result<Vec<CopiedTable>, StoreError> {
    let mut tx = to.pool().begin().await?;
    // One read transaction: the copy is of one moment of the SQLite file.
    let mut source = from.pool().begin().await?;
    for (table, _) in TABLES {
        let rows = count(&mut tx, table).await?;
        if rows > 0 {
            return Err(StoreError::CopyRefused(format!(
                "the PostgreSQL database already has {rows} rows in {table}; copy into an \
                 empty one"
            )));
        }
    }
    let mut copied = Vec::with_capacity(TABLES.len());
    for (table, key) in TABLES {
        let rows = copy_table(&mut source, &mut tx, table, key).await?;
        let landed = count(&mut tx, table).await?;
        if landed != rows {
            return Err(StoreError::Failed(format!(
                "{table}: {rows} rows in SQLite but {landed} in PostgreSQL; nothing was kept"
            )));
        }
        copied.push(CopiedTable { table, rows });
    }
    for table in GENERATED_IDS {
        sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
            "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
             COALESCE(MAX(id), 0) + 1, false) FROM {table}"
        )))
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    source.rollback().await?;
    Ok(copied)
}

/// The rows of `table` on the PostgreSQL side (one of [`TABLES`]).
async fn count(tx: &mut Transaction<'static, Postgres>, table: &str) -> Result<i64, StoreError> {
    let query = format!("SELECT COUNT(*) FROM {table}");
    Ok(sqlx::query_scalar(sqlx::AssertSqlSafe(query))
        .fetch_one(&mut **tx)
        .await?)
}

/// Copies one table in batches; returns the rows read from SQLite.
async fn copy_table(
    source: &mut Transaction<'static, Sqlite>,
    tx: &mut Transaction<'static, Postgres>,
    table: &str,
    key: &str,
) -> Result<i64, StoreError> {
    let columns: Vec<(String, String)> = sqlx::query_as(
        "SELECT column_name::TEXT, data_type::TEXT FROM information_schema.columns \
         WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
    )
    .bind(table)
    .fetch_all(&mut **tx)
    .await?;
    if columns.is_empty() {
        return Err(StoreError::Failed(format!(
            "the PostgreSQL schema has no table {table}"
        )));
    }
    let object = columns
        .iter()
        .map(|(column, kind)| match kind.as_str() {
            // json_object writes a real with 15 digits; 17 give back the same double ('!'
            // lifts SQLite's limit of 16).
            "double precision" => format!(
                "'{column}', CASE WHEN {column} IS NULL THEN NULL \
                 ELSE printf('%!.17g', {column}) END"
            ),
            _ => format!("'{column}', {column}"),
        })
        .collect::<Vec<_>>()
        .join(", ");
    let select =
        format!("SELECT json_object({object}) FROM {table} ORDER BY {key} LIMIT ? OFFSET ?");
    let insert = format!(
        "INSERT INTO {table} SELECT * FROM json_populate_recordset(NULL::{table}, $1::JSON)"
    );
    let mut read = 0;
    loop {
        let rows: Vec<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(select.clone()))
            .bind(BATCH)
            .bind(read)
            .fetch_all(&mut **source)
            .await?;
        if rows.is_empty() {
            return Ok(read);
        }
        read += rows.len() as i64;
        let batch = format!("[{}]", rows.join(","));
        sqlx::query(sqlx::AssertSqlSafe(insert.clone()))
            .bind(batch)
            .execute(&mut **tx)
            .await?;
    }
}
