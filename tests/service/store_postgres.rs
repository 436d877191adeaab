//! What only PostgreSQL has to show: several processes on one database — a fresh schema that
//! they all bring up to date at once, and no process answering from a stale copy of a game that
//! another one changed.

use crate::clock::timed_game;
use crate::support::harness::{Case, fresh_postgres_schema};
use crate::support::{ALICE, CHANNEL, migration_versions, open, start_game, tamper};
use zertz_bot::engine::Player;
use zertz_bot::service::{DAY_MS, EndReason, ManualClock, ServiceError, TurnInput};
use zertz_bot::store::{DatabaseStore, PgStore, Store, StoreError};

async fn stores_opened_at_once_on_a_fresh_schema_all_open() {
    let url = fresh_postgres_schema().await;
    let opening: Vec<_> = (0..6)
        .map(|_| {
            let url = url.clone();
            tokio::spawn(async move { DatabaseStore::open(&url).await })
        })
        .collect();
    let mut stores = Vec::new();
    for open in opening {
        let store = open.await.expect("the task ends");
        stores.push(store.expect("every store opens"));
    }
    assert!(stores.iter().all(|store| store.is_shared()));
    let DatabaseStore::Postgres(store) = &stores[0] else {
        panic!("a postgres:// URL opens the PostgreSQL store");
    };
    let versions: Vec<i64> =
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations ORDER BY version")
            .fetch_all(store.pool())
            .await
            .expect("the migrations table");
    assert_eq!(
        versions,
        migration_versions("postgres"),
        "each migration ran once"
    );
    for store in stores {
        store.close().await;
    }
}

async fn a_game_ended_by_another_process_is_never_shown_from_a_stale_copy() {
    let url = fresh_postgres_schema().await;
    let clock = ManualClock::new(1_700_000_000_000);
    // Two bot processes on one database: `first` serves the channel, `second` sweeps the clocks.
    let first = open(&url, &clock).await;
    let second = open(&url, &clock).await;
    let game = timed_game(&first, CHANNEL, 1).await;
    let seen = first.show(CHANNEL).await.expect("the game is shown");
    assert_eq!(seen.to_move(), Some(Player::One));

    clock.advance(DAY_MS);
    let notices = second.tick().await.expect("the sweep goes through");
    assert_eq!(notices.len(), 1, "one time-out: {notices:?}");

    // The first process never answers with the loser still to move.
    assert!(matches!(
        first.show(CHANNEL).await,
        Err(ServiceError::NoGameHere)
    ));
    let latest = first.latest(CHANNEL).await.expect("the finished game");
    assert_eq!(latest.id, game.id);
    assert_eq!(latest.end.map(|end| end.reason), Some(EndReason::Timeout));
    let late = first
        .play(CHANNEL, ALICE, TurnInput::Text("Wd4-a1".into()), None)
        .await;
    assert!(
        matches!(late, Err(ServiceError::GameOver(_))),
        "a turn after the time-out is refused: {late:?}"
    );
}

async fn a_server_out_of_disk_refuses_turns_cleanly_and_play_goes_on_after() {
    let url = fresh_postgres_schema().await;
    let clock = ManualClock::new(1_700_000_000_000);
    let service = open(&url, &clock).await;
    start_game(&service, CHANNEL).await;
    // The server's disk fills up: every write to the games fails as PostgreSQL reports it.
    tamper(
        &url,
        "CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS \
         $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' \
         USING ERRCODE = 'disk_full'; END $$; \
         CREATE TRIGGER disk_full BEFORE UPDATE ON games \
         FOR EACH ROW EXECUTE FUNCTION disk_full();"
            .into(),
    )
    .await;
    let refused = service
        .play(CHANNEL, ALICE, TurnInput::Text("Wd4-a1".into()), None)
        .await;
    assert!(
        matches!(refused, Err(ServiceError::CannotSave)),
        "an operator's problem, said as such: {refused:?}"
    );
    let shown = service.show(CHANNEL).await.expect("reading still works");
    assert!(
        shown.game.turns().is_empty(),
        "nothing of the turn was kept"
    );
    // Space is back: the same turn plays, without a restart.
    tamper(&url, "DROP TRIGGER disk_full ON games".into()).await;
    service
        .play(CHANNEL, ALICE, TurnInput::Text("Wd4-a1".into()), None)
        .await
        .expect("the turn plays once the disk has room");
}

async fn a_url_of_another_database_is_refused() {
    for url in ["sqlite://zertz.db", "mysql://localhost/zertz", ""] {
        assert!(
            matches!(PgStore::open(url).await, Err(StoreError::BadUrl(_))),
            "{url:?}"
        );
    }
    for url in ["mysql://localhost/zertz", "zertz.db", ""] {
        assert!(
            matches!(DatabaseStore::open(url).await, Err(StoreError::BadUrl(_))),
            "{url:?}"
        );
    }
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![
        case!(postgres_only stores_opened_at_once_on_a_fresh_schema_all_open),
        case!(postgres_only a_game_ended_by_another_process_is_never_shown_from_a_stale_copy),
        case!(postgres_only a_url_of_another_database_is_refused),
        case!(postgres_only a_server_out_of_disk_refuses_turns_cleanly_and_play_goes_on_after),
    ]
}
