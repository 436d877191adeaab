//! `zertz-bot migrate-db`: a SQLite database copied into an empty PostgreSQL one.

use std::io::Write;

use anyhow::{Context, Result, bail};

/// Copies a SQLite database into an empty PostgreSQL one and prints each table's rows.
pub(crate) fn migrate_db(from: &str, to: &str) -> Result<()> {
    use zertz_bot::store::{PgStore, SqliteStore, Store, is_postgres, without_password};
    if !is_postgres(to) {
        bail!(
            "--to must be a PostgreSQL URL (postgres://…), not {:?}",
            without_password(to)
        );
    }
    // Opening a SQLite URL creates a missing file: a mistyped name would copy nothing.
    let path = zertz_bot::store::sqlite_file(from)
        .with_context(|| format!("--from must be a SQLite URL (sqlite://file.db), not {from:?}"))?;
    if !std::path::Path::new(path).is_file() {
        bail!("there is no SQLite database at {path:?}");
    }
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let source = SqliteStore::open(from)
            .await
            .with_context(|| format!("opening {from}"))?;
        let target = PgStore::open(to)
            .await
            .with_context(|| format!("opening {}", without_password(to)))?;
        let copied = zertz_bot::store::copy::copy_sqlite_to_postgres(&source, &target).await;
        source.close().await;
        target.close().await;
        let copied = copied.context("copying")?;
        for table in &copied {
            say!("{:<15} {:>9} rows", table.table, table.rows);
        }
        say!("copied and checked: every table has as many rows in PostgreSQL as in SQLite");
        Ok(())
    })
}
