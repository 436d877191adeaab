//! Shared set-up for the service tests: a service on a fresh database (a SQLite file, or a
//! schema of the PostgreSQL server), and the harness that runs each test on both.

#![allow(dead_code)]

#[macro_use]
pub mod harness;

use std::sync::Arc;

use tempfile::TempDir;
use zertz_bot::engine::{Board, GameType};
use zertz_bot::service::{
    ChallengeOutcome, ChallengeRequest, ChannelId, GameView, ManualClock, Opponent, Service,
    Starter, UserId,
};
use zertz_bot::store::{DatabaseStore, Store, is_postgres};

pub use harness::Db;

pub const ALICE: UserId = UserId(1001);
pub const BOB: UserId = UserId(1002);
pub const CAROL: UserId = UserId(1003);
pub const CHANNEL: ChannelId = ChannelId(500);

/// A service on a new database: a file in a temporary folder (kept alive by `dir`), or a fresh
/// schema of the PostgreSQL server.
pub struct Fixture {
    pub db: Db,
    pub dir: TempDir,
    pub url: String,
    pub clock: ManualClock,
    pub service: Service<DatabaseStore>,
}

pub async fn fixture(db: Db) -> Fixture {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let url = match db {
        Db::Sqlite => format!("sqlite://{}", dir.path().join("zertz.db").display()),
        Db::Postgres => harness::fresh_postgres_schema().await,
    };
    let clock = ManualClock::new(1_700_000_000_000);
    let service = open(&url, &clock).await;
    Fixture {
        db,
        dir,
        url,
        clock,
        service,
    }
}

pub async fn open(url: &str, clock: &ManualClock) -> Service<DatabaseStore> {
    let store = DatabaseStore::open(url).await.expect("the database opens");
    Service::with_clock(store, Arc::new(clock.clone()))
}

/// Runs `sql` on the database at `url` through a connection of its own, as someone editing
/// the database by hand would (to damage a record or plant a failing trigger).
pub async fn tamper(url: &str, sql: String) {
    if is_postgres(url) {
        execute::<sqlx::Postgres>(url, sql).await;
    } else {
        execute::<sqlx::Sqlite>(url, sql).await;
    }
}

async fn execute<DB: sqlx::Database>(url: &str, sql: String)
where
    for<'c> &'c mut DB::Connection: sqlx::Executor<'c, Database = DB>,
{
    let mut conn = <DB::Connection as sqlx::Connection>::connect(url)
        .await
        .expect("the database opens for tampering");
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
        .execute(&mut conn)
        .await
        .expect("the tampering statement runs");
    let _ = sqlx::Connection::close(conn).await;
}

/// Alice challenges Bob (Alice first) in `channel`; Bob accepts. Returns the game.
pub async fn start_game<S: Store>(service: &Service<S>, channel: ChannelId) -> GameView {
    let outcome = service
        .challenge(ChallengeRequest {
            channel,
            challenger: ALICE,
            opponent: Opponent::User(BOB),
            board: Board::Rings37,
            game_type: GameType::Standard,
            starter: Starter::Challenger,
            guild: None,
            turn_limit_ms: None,
            rated: false,
        })
        .await
        .expect("the challenge is made");
    let ChallengeOutcome::Open(challenge) = outcome else {
        panic!("a challenge to a person waits for an answer");
    };
    service
        .accept(challenge.id, BOB, channel)
        .await
        .expect("Bob accepts")
        .game
}

/// The user whose turn it is.
pub fn user_to_move(view: &GameView) -> UserId {
    let player = view.to_move().expect("the game goes on");
    view.seat(player).user().expect("a person is to move")
}

/// A legal turn of the current position, chosen by `pick` among the sorted legal turns.
pub fn some_turn(view: &GameView, pick: usize) -> String {
    let position = *view.position();
    let mut turns: Vec<String> = view
        .game
        .legal_turns()
        .into_iter()
        .map(|t| position.format_turn(t))
        .collect();
    turns.sort();
    turns[pick % turns.len()].clone()
}

/// The versions of the migrations in `migrations/<kind>` (`sqlite` or `postgres`), in order:
/// what a fresh database must have applied, each once.
pub fn migration_versions(kind: &str) -> Vec<i64> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(kind);
    let mut versions: Vec<i64> = std::fs::read_dir(&dir)
        .expect("the migrations folder")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".sql")?.split('_').next()?.parse().ok()
        })
        .collect();
    versions.sort_unstable();
    versions
}
