//! A database made by the first release (schema 0001 only) is brought up to date at start,
//! and its games go on: clocks start from their last change, nothing is rated after the fact,
//! the ends it kept in words read as reasons.

use crate::support::harness::Case;
use crate::support::migration_versions;
use std::str::FromStr;

use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};
use zertz_bot::service::{ChannelId, EndReason, GameId, Service, TurnInput};
use zertz_bot::store::SqliteStore;

async fn a_first_release_database_is_upgraded_and_its_games_go_on() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let old = dir.path().join("old-migrations");
    std::fs::create_dir(&old).expect("a folder");
    std::fs::copy(
        "migrations/sqlite/0001_games.sql",
        old.join("0001_games.sql"),
    )
    .expect("copied");
    let url = format!("sqlite://{}", dir.path().join("zertz.db").display());

    // The first release's database, with a game two turns in.
    let options = SqliteConnectOptions::from_str(&url)
        .expect("a url")
        .create_if_missing(true);
    let pool = SqlitePoolOptions::new()
        .connect_with(options)
        .await
        .expect("opens");
    sqlx::migrate::Migrator::new(old.as_path())
        .await
        .expect("the old migrations")
        .run(&pool)
        .await
        .expect("the old schema");
    sqlx::query(
        "INSERT INTO games (id, channel_id, player1, player2, board, game_type, status, version, \
         created_at, updated_at) VALUES (1, '55', 'user:1', 'user:2', 37, 'standard', 'active', \
         2, 1000, 5000)",
    )
    .execute(&pool)
    .await
    .expect("a game");
    for (seq, player, turn) in [(1, 1, "Wd4-a1"), (2, 2, "Gd5-g4")] {
        sqlx::query(
            "INSERT INTO game_events (game_id, seq, kind, player, turn, at) \
             VALUES (1, ?, 'turn', ?, ?, 5000)",
        )
        .bind(seq)
        .bind(player)
        .bind(turn)
        .execute(&pool)
        .await
        .expect("a turn");
    }
    // Finished games whose end the first release kept in words.
    for (id, result, words) in [
        (2, "0-1", "player 1 resigned"),
        (3, "1-0", "player 2 ran out of time"),
        (4, "1/2-1/2", "draw agreed"),
        (5, "1-0", "goal reached"),
    ] {
        sqlx::query(
            "INSERT INTO games (id, channel_id, player1, player2, board, game_type, status, \
             version, created_at, updated_at, result, end_reason) VALUES (?, '56', 'user:1', \
             'user:2', 37, 'standard', 'finished', 1, 1000, 2000, ?, ?)",
        )
        .bind(id)
        .bind(result)
        .bind(words)
        .execute(&pool)
        .await
        .expect("a finished game");
    }
    pool.close().await;

    // Today's release opens it.
    let store = SqliteStore::open(&url).await.expect("upgraded");
    let service = Service::new(store);
    let view = service
        .show(ChannelId(55))
        .await
        .expect("the game is there");
    assert_eq!(view.game.turns().len(), 2);
    assert_eq!(view.turn_seq, 2);
    assert_eq!(view.turn_started_at, 5000);
    assert_eq!(
        (view.rated, view.analysis, view.turn_limit_ms),
        (false, false, None)
    );
    assert_eq!(view.guild, None);
    let mut ends = Vec::new();
    for id in 2..=5 {
        let finished = service
            .game(GameId(id))
            .await
            .expect("a finished game reads");
        let end = finished.end.expect("over");
        ends.push((end.reason, end.summary(|p| p.to_string())));
    }
    assert_eq!(
        ends,
        [
            (
                EndReason::Resignation,
                "player 2 won, player 1 resigned".into()
            ),
            (
                EndReason::Timeout,
                "player 1 won, player 2 ran out of time".into()
            ),
            (EndReason::DrawAgreed, "draw agreed".into()),
            (EndReason::Goal, "player 1 won, goal reached".into()),
        ]
    );
    let turn = view.position().format_turn(view.game.legal_turns()[0]);
    let update = service
        .play(
            ChannelId(55),
            zertz_bot::service::UserId(1),
            TurnInput::Text(turn),
            None,
        )
        .await
        .expect("the game goes on");
    assert_eq!(update.game.turn_seq, 3);
    assert!(service.tick().await.expect("tick").is_empty());
    service.close().await;
}

/// Processes started together on a fresh database file (two bot processes, or a bot and a
/// terminal) all open it: one brings the schema up to date while the others wait, and none
/// dies on "table … already exists".
async fn stores_opened_at_once_on_a_fresh_file_all_open() {
    for round in 0..8 {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let url = format!("sqlite://{}", dir.path().join("fresh.db").display());
        let opens: Vec<_> = (0..4)
            .map(|_| {
                let url = url.clone();
                tokio::spawn(async move { SqliteStore::open(&url).await })
            })
            .collect();
        let mut stores = Vec::new();
        for open in opens {
            let opened = open.await.expect("the task ran");
            stores.push(opened.unwrap_or_else(|e| panic!("round {round}: {e}")));
        }
        // One schema, applied once: every migration recorded a single time.
        let applied: Vec<(i64,)> =
            sqlx::query_as("SELECT version FROM _sqlx_migrations ORDER BY version")
                .fetch_all(stores[0].pool())
                .await
                .expect("the migrations table");
        let versions: Vec<i64> = applied.iter().map(|v| v.0).collect();
        assert_eq!(versions, migration_versions("sqlite"), "round {round}");
        for store in stores {
            store.pool().close().await;
        }
    }
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![
        case!(sqlite_only a_first_release_database_is_upgraded_and_its_games_go_on),
        case!(sqlite_only stores_opened_at_once_on_a_fresh_file_all_open),
    ]
}
