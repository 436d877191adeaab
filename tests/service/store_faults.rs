//! Faults injected into a real SQLite file, in-process: a full disk, a read-only database, a
//! transaction that SQLite itself rolled back. Each refuses the change cleanly, changes nothing,
//! and the very next change succeeds once the cause is gone — no restart, no wedged writer.

use crate::support::harness::Case;
use std::sync::Arc;

use crate::support::*;
use sqlx::SqlitePool;
use zertz_bot::service::{ManualClock, Service, ServiceError, TurnInput};
use zertz_bot::store::{EventKind, GameChange, NewEvent, SqliteStore, Store, StoreError};

/// As many connections as the store's pool holds.
const POOL_SIZE: usize = 8;

/// A service and a handle on its store (for injecting faults), on a new file.
struct Faulty {
    _dir: tempfile::TempDir,
    url: String,
    store: SqliteStore,
    service: Service<SqliteStore>,
}

async fn faulty() -> Faulty {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let url = format!("sqlite://{}", dir.path().join("zertz.db").display());
    let store = SqliteStore::open(&url).await.expect("the database opens");
    let clock = ManualClock::new(1_700_000_000_000);
    let service = Service::with_clock(store.clone(), Arc::new(clock));
    Faulty {
        _dir: dir,
        url,
        store,
        service,
    }
}

/// Runs `sql` on every connection of the pool (SQLite's limits are set per connection).
async fn on_every_connection(pool: &SqlitePool, sql: &str) {
    let mut held = Vec::new();
    for _ in 0..POOL_SIZE {
        let mut conn = pool.acquire().await.expect("a connection");
        sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_string()))
            .execute(&mut *conn)
            .await
            .expect("the setting is taken");
        held.push(conn);
    }
}

/// Makes the database "full": every new game event also needs ~50 new pages (a trigger writes
/// a big blob), and no connection may grow the file.
async fn fill_the_disk(pool: &SqlitePool) {
    sqlx::raw_sql(
        "CREATE TABLE IF NOT EXISTS filler (data BLOB);
         CREATE TRIGGER IF NOT EXISTS grow AFTER INSERT ON game_events
         BEGIN INSERT INTO filler VALUES (zeroblob(200000)); END;",
    )
    .execute(pool)
    .await
    .expect("the trigger is made");
    let pages: i64 = sqlx::query_scalar("PRAGMA page_count")
        .fetch_one(pool)
        .await
        .expect("the page count");
    on_every_connection(pool, &format!("PRAGMA max_page_count = {pages}")).await;
}

/// Space is back.
async fn free_the_disk(pool: &SqlitePool) {
    on_every_connection(pool, "PRAGMA max_page_count = 1073741823").await;
}

fn turn(text: &str) -> TurnInput {
    TurnInput::Text(text.into())
}

async fn a_full_disk_refuses_turns_cleanly_and_play_goes_on_once_space_is_back() {
    let f = faulty().await;
    let start = start_game(&f.service, CHANNEL).await;
    fill_the_disk(f.store.pool()).await;
    for attempt in 0..3 {
        // Each try fails the same clean way (the limit is set again: a failed connection is
        // replaced by a fresh one).
        fill_the_disk(f.store.pool()).await;
        let refused = f.service.play(CHANNEL, ALICE, turn("Wd4-a1"), None).await;
        match &refused {
            Err(ServiceError::CannotSave) => {}
            other => panic!("attempt {attempt}: expected CannotSave, got {other:?}"),
        }
        assert_eq!(
            refused.err().map(|e| e.to_string()),
            Some("the bot cannot save games right now; nothing was changed".into())
        );
        let now = f.service.show(CHANNEL).await.expect("the game");
        assert_eq!(now.version, start.version, "nothing changed");
        assert!(now.game.turns().is_empty());
    }

    free_the_disk(f.store.pool()).await;
    let played = f
        .service
        .play(CHANNEL, ALICE, turn("Wd4-a1"), None)
        .await
        .expect("the turn plays once space is back");
    assert_eq!(played.game.version, start.version + 1);
    let reply = some_turn(&played.game, 0);
    f.service
        .play(CHANNEL, BOB, turn(&reply), None)
        .await
        .expect("and the next one");
    f.service
        .offer_draw(CHANNEL, ALICE)
        .await
        .expect("offers work");
    f.service
        .resign(CHANNEL, BOB)
        .await
        .expect("so does resigning");

    // A fresh process reads exactly what was acknowledged.
    f.store.close().await;
    let again = SqliteStore::open(&f.url).await.expect("reopens");
    let stored = again
        .game(start.id.0)
        .await
        .expect("reads")
        .expect("the game is there");
    let turns: Vec<_> = stored
        .events
        .iter()
        .filter_map(|e| e.turn.clone())
        .collect();
    assert_eq!(turns, vec!["Wd4-a1".to_string(), reply]);
    assert_eq!(stored.row.status, "finished");
}

async fn the_store_reports_a_full_disk_once_and_recovers_without_a_restart() {
    let f = faulty().await;
    let game = start_game(&f.service, CHANNEL).await;
    fill_the_disk(f.store.pool()).await;
    let change = GameChange {
        expected_version: game.version,
        events: vec![NewEvent {
            kind: EventKind::Turn,
            player: 1,
            turn: Some("Wd4-a1".into()),
        }],
        draw_offer: None,
        takeback_request: None,
        finish: None,
        unrate: false,
        notice: None,
        now: 1_700_000_000_000,
    };
    let error = f
        .store
        .change_game(game.id.0, &change)
        .await
        .expect_err("the disk is full");
    assert!(error.is_unavailable(), "{error:?}");
    let message = error.to_string();
    assert_eq!(
        message.matches("database or disk is full").count(),
        1,
        "the cause once: {message}"
    );
    free_the_disk(f.store.pool()).await;
    f.store
        .change_game(game.id.0, &change)
        .await
        .expect("the same change succeeds once space is back");
    let stale = f.store.change_game(game.id.0, &change).await;
    assert!(matches!(stale, Err(StoreError::Conflict)), "{stale:?}");
}

async fn a_transaction_that_sqlite_rolled_back_does_not_wedge_the_writer() {
    let f = faulty().await;
    let start = start_game(&f.service, CHANNEL).await;
    // The statement fails and SQLite rolls the whole transaction back itself, as it may on a
    // full disk or an I/O error: the savepoint and the commit then find no transaction.
    sqlx::raw_sql(
        "CREATE TRIGGER fail AFTER INSERT ON game_events
         BEGIN SELECT RAISE(ROLLBACK, 'injected failure'); END;",
    )
    .execute(f.store.pool())
    .await
    .expect("the trigger is made");
    for _ in 0..3 {
        let refused = f.service.play(CHANNEL, ALICE, turn("Wd4-a1"), None).await;
        match &refused {
            Err(ServiceError::Store(_)) => {}
            other => panic!("expected a store error, got {other:?}"),
        }
        assert_eq!(
            refused.err().map(|e| e.to_string()),
            Some("something went wrong on our side; please try again".into())
        );
    }
    sqlx::raw_sql("DROP TRIGGER fail")
        .execute(f.store.pool())
        .await
        .expect("the trigger goes");
    let played = f
        .service
        .play(CHANNEL, ALICE, turn("Wd4-a1"), None)
        .await
        .expect("the next change succeeds at once");
    assert_eq!(played.game.version, start.version + 1);
    f.service
        .resign(CHANNEL, BOB)
        .await
        .expect("and the one after");
}

async fn a_read_only_database_is_an_operators_problem_and_passes() {
    let f = faulty().await;
    start_game(&f.service, CHANNEL).await;
    on_every_connection(f.store.pool(), "PRAGMA query_only = ON").await;
    let refused = f.service.play(CHANNEL, ALICE, turn("Wd4-a1"), None).await;
    assert!(
        matches!(refused, Err(ServiceError::CannotSave)),
        "{refused:?}"
    );
    // The store closes a connection whose change failed and the pool opens a fresh one in
    // its place: a read-only database is read-only on that one too.
    on_every_connection(f.store.pool(), "PRAGMA query_only = ON").await;
    let resign = f.service.resign(CHANNEL, ALICE).await;
    assert!(
        matches!(resign, Err(ServiceError::CannotSave)),
        "{resign:?}"
    );
    on_every_connection(f.store.pool(), "PRAGMA query_only = OFF").await;
    f.service
        .play(CHANNEL, ALICE, turn("Wd4-a1"), None)
        .await
        .expect("writable again: the turn plays");
}

async fn a_url_that_names_no_file_is_refused() {
    for url in [
        "",
        "sqlite:",
        "sqlite://",
        "sqlite::memory:",
        "sqlite://:memory:",
    ] {
        match SqliteStore::open(url).await {
            Err(StoreError::BadUrl(why)) => assert!(why.contains("zertz.db"), "{url:?}: {why}"),
            Err(other) => panic!("{url:?}: expected BadUrl, got {other}"),
            Ok(_) => panic!("{url:?} opened an in-memory database"),
        }
    }
    let memory = SqliteStore::open("sqlite:games.db?mode=memory").await;
    assert!(matches!(memory, Err(StoreError::BadUrl(_))));
    let mysql = SqliteStore::open("mysql://localhost/zertz").await;
    assert!(matches!(mysql, Err(StoreError::BadUrl(_))));
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![
        case!(sqlite_only a_full_disk_refuses_turns_cleanly_and_play_goes_on_once_space_is_back),
        case!(sqlite_only the_store_reports_a_full_disk_once_and_recovers_without_a_restart),
        case!(sqlite_only a_transaction_that_sqlite_rolled_back_does_not_wedge_the_writer),
        case!(sqlite_only a_read_only_database_is_an_operators_problem_and_passes),
        case!(sqlite_only a_url_that_names_no_file_is_refused),
    ]
}
