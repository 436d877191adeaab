//! The suite's own harness: every test of the service and its store runs twice, once on a fresh
//! SQLite file and once on a fresh schema of a real PostgreSQL server, as `[sqlite] module::name`
//! and `[postgres] module::name` (filter with `cargo test --test service postgres`).
//!
//! The server is `ZERTZ_TEST_POSTGRES` (default `postgres://postgres@127.0.0.1:5432/test`). Where
//! it cannot be reached, its runs are reported as ignored, with a banner saying why — never as
//! passed; with `ZERTZ_TEST_POSTGRES_REQUIRED=1` (CI sets it) they fail instead.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use libtest_mimic::{Failed, Trial};
use sqlx::Connection;

/// The database a test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Db {
    /// A fresh SQLite file in a temporary folder.
    Sqlite,
    /// A fresh schema on the PostgreSQL server.
    Postgres,
}

impl Db {
    fn name(self) -> &'static str {
        match self {
            Db::Sqlite => "sqlite",
            Db::Postgres => "postgres",
        }
    }
}

/// A test's body, on the database it is given.
pub type Body = fn(Db) -> Pin<Box<dyn Future<Output = ()>>>;

/// One test of the suite, and where it runs.
pub struct Case {
    module: &'static str,
    name: &'static str,
    body: Body,
    databases: &'static [Db],
    threads: Option<usize>,
}

impl Case {
    /// A test in `module` (its `module_path!()`), run on each of `databases`, on a runtime with
    /// that many worker threads (none: the current thread only).
    pub fn new(
        module: &'static str,
        name: &'static str,
        body: Body,
        databases: &'static [Db],
        threads: Option<usize>,
    ) -> Case {
        Case {
            module,
            name,
            body,
            databases,
            threads,
        }
    }
}

/// Declares a test of this file for [`Case`]s: `case!(name)` runs `async fn name(db: Db)` on
/// both databases, `case!(name, threads = 4)` on a runtime with four worker threads,
/// `case!(sqlite_only name)` runs `async fn name()` on SQLite only (what it tests is SQLite's),
/// `case!(postgres_only name)` on PostgreSQL only.
macro_rules! case {
    ($name:ident) => {
        case!(@on $name, |db| Box::pin($name(db)), [Sqlite, Postgres], None)
    };
    ($name:ident, threads = $threads:literal) => {
        case!(@on $name, |db| Box::pin($name(db)), [Sqlite, Postgres], Some($threads))
    };
    (postgres_only $name:ident) => {
        case!(@on $name, |_| Box::pin($name()), [Postgres], None)
    };
    (sqlite_only $name:ident) => {
        case!(@on $name, |_| Box::pin($name()), [Sqlite], None)
    };
    (@on $name:ident, $body:expr, [$($db:ident),+], $threads:expr) => {
        $crate::support::harness::Case::new(
            module_path!(),
            stringify!($name),
            $body,
            &[$($crate::support::harness::Db::$db),+],
            $threads,
        )
    };
}

/// The PostgreSQL server of the tests.
pub fn postgres_url() -> String {
    std::env::var("ZERTZ_TEST_POSTGRES")
        .ok()
        .filter(|url| !url.trim().is_empty())
        .unwrap_or_else(|| "postgres://postgres@127.0.0.1:5432/test".to_string())
}

/// Whether the PostgreSQL runs must run (CI), so that an unreachable server fails them.
fn postgres_required() -> bool {
    std::env::var("ZERTZ_TEST_POSTGRES_REQUIRED").is_ok_and(|v| v == "1")
}

/// Runs every case on its databases and exits with the suite's verdict.
pub fn main(cases: Vec<Case>) -> std::process::ExitCode {
    let args = libtest_mimic::Arguments::from_args();
    let wants_postgres = !args.list && cases.iter().any(|c| c.databases.contains(&Db::Postgres));
    let postgres = if wants_postgres {
        block_on(reach_postgres())
    } else {
        Ok(())
    };
    if let Err(why) = &postgres {
        let runs = cases
            .iter()
            .filter(|c| c.databases.contains(&Db::Postgres))
            .count();
        let verdict = if postgres_required() {
            "they FAIL (ZERTZ_TEST_POSTGRES_REQUIRED=1)"
        } else {
            "they are NOT RUN and show as ignored"
        };
        eprintln!(
            "\n!!! PostgreSQL is not reachable at {}: {why}\n!!! This suite's PostgreSQL runs \
             ({runs}): {verdict}. Start the server (pg_ctlcluster --skip-systemctl-redirect \
             $(ls /etc/postgresql) main start) or set ZERTZ_TEST_POSTGRES.\n",
            zertz_bot::store::without_password(&postgres_url())
        );
    }
    let mut trials = Vec::new();
    for case in cases {
        let name = format!(
            "{}::{}",
            // Without the test binary's own name.
            case.module
                .split_once("::")
                .map_or(case.module, |(_, module)| module),
            case.name
        );
        for &db in case.databases {
            let (body, threads) = (case.body, case.threads);
            let trial = match (&postgres, db) {
                (Err(why), Db::Postgres) if postgres_required() => {
                    let why = why.clone();
                    Trial::test(name.clone(), move || {
                        Err(format!("PostgreSQL is required and not reachable: {why}").into())
                    })
                }
                (Err(_), Db::Postgres) => {
                    Trial::test(name.clone(), || Ok(())).with_ignored_flag(true)
                }
                _ => Trial::test(name.clone(), move || run(body, db, threads)),
            };
            trials.push(trial.with_kind(db.name()));
        }
    }
    let conclusion = libtest_mimic::run(&args, trials);
    if let Err(why) = &postgres {
        // Again under the summary, where it is read.
        eprintln!("!!! PostgreSQL runs not run: {why}");
    }
    if wants_postgres && postgres.is_ok() {
        block_on(drop_schemas(&format!("{}%", schema_prefix())));
    }
    conclusion.exit_code()
}

fn run(body: Body, db: Db, threads: Option<usize>) -> Result<(), Failed> {
    let mut builder = match threads {
        Some(threads) => {
            let mut builder = tokio::runtime::Builder::new_multi_thread();
            builder.worker_threads(threads);
            builder
        }
        None => tokio::runtime::Builder::new_current_thread(),
    };
    let runtime = builder.enable_all().build()?;
    runtime.block_on(body(db));
    Ok(())
}

fn block_on<F: Future>(future: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime for the harness")
        .block_on(future)
}

/// Connects once to the server (within a few seconds), and drops the schemas that earlier runs
/// of the suite left behind when they were killed.
async fn reach_postgres() -> Result<(), String> {
    let url = postgres_url();
    let connect = sqlx::PgConnection::connect(&url);
    let mut conn = tokio::time::timeout(Duration::from_secs(5), connect)
        .await
        .map_err(|_| "no answer within 5 s".to_string())?
        .map_err(|e| e.to_string())?;
    let leftovers: Vec<String> = sqlx::query_scalar(
        "SELECT nspname::TEXT FROM pg_namespace WHERE nspname LIKE 'zertz_test_%'",
    )
    .fetch_all(&mut conn)
    .await
    .map_err(|e| e.to_string())?;
    for schema in leftovers {
        let pid = schema.split('_').nth(2).and_then(|p| p.parse::<u32>().ok());
        let alive = pid.is_some_and(|pid| std::path::Path::new(&format!("/proc/{pid}")).exists());
        if !alive {
            let drop = format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE");
            let _ = sqlx::raw_sql(sqlx::AssertSqlSafe(drop))
                .execute(&mut conn)
                .await;
        }
    }
    conn.close().await.map_err(|e| e.to_string())
}

fn schema_prefix() -> String {
    format!("zertz_test_{}_", std::process::id())
}

/// A new, empty schema on the server; returns the URL of a database that uses it.
pub async fn fresh_postgres_schema() -> String {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let schema = format!(
        "{}{}",
        schema_prefix(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let base = postgres_url();
    let mut conn = sqlx::PgConnection::connect(&base)
        .await
        .expect("the PostgreSQL server answers");
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE SCHEMA \"{schema}\"")))
        .execute(&mut conn)
        .await
        .expect("a fresh schema");
    let _ = conn.close().await;
    let joiner = if base.contains('?') { '&' } else { '?' };
    format!("{base}{joiner}options[search_path]={schema}")
}

async fn drop_schemas(pattern: &str) {
    let Ok(mut conn) = sqlx::PgConnection::connect(&postgres_url()).await else {
        return;
    };
    let schemas: Vec<String> =
        sqlx::query_scalar("SELECT nspname::TEXT FROM pg_namespace WHERE nspname LIKE $1")
            .bind(pattern)
            .fetch_all(&mut conn)
            .await
            .unwrap_or_default();
    for schema in schemas {
        let drop = format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE");
        let _ = sqlx::raw_sql(sqlx::AssertSqlSafe(drop))
            .execute(&mut conn)
            .await;
    }
    let _ = conn.close().await;
}
