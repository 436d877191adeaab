//! `zertz-bot migrate-db`: a SQLite database's games, events, ratings and notices copied into
//! PostgreSQL, counts checked, and play going on there as if nothing had moved.

use crate::clock::timed_game;
use crate::ratings::{GUILD, game_between};
use crate::support::harness::{Case, Db, fresh_postgres_schema};
use crate::support::{ALICE, BOB, CAROL, fixture, open, some_turn, user_to_move};
use zertz_bot::ai::puzzles::Difficulty;
use zertz_bot::ai::solver::{Budget, prove_win};
use zertz_bot::service::{ChannelId, DAY_MS, PuzzleAsk, TurnInput};
use zertz_bot::store::copy::{TABLES, copy_sqlite_to_postgres};
use zertz_bot::store::{PgStore, SqliteStore, Store, StoreError};

async fn a_sqlite_database_moves_to_postgres_whole_and_play_goes_on() {
    // A SQLite database with a game in progress, a rated game decided, a reminder and a review.
    let f = fixture(Db::Sqlite).await;
    let ongoing = game_between(&f.service, ChannelId(1), ALICE, BOB, Some(GUILD), true).await;
    for pick in 0..3 {
        let view = f.service.show(ChannelId(1)).await.expect("the game");
        let turn = TurnInput::Text(some_turn(&view, pick));
        f.service
            .play(ChannelId(1), user_to_move(&view), turn, None)
            .await
            .expect("a turn");
    }
    game_between(&f.service, ChannelId(2), CAROL, BOB, Some(GUILD), true).await;
    f.service
        .resign(ChannelId(2), BOB)
        .await
        .expect("Bob resigns");
    timed_game(&f.service, ChannelId(3), 1).await;
    f.clock.advance(DAY_MS / 2 + 1);
    let reminders = f.service.tick().await.expect("a tick");
    assert_eq!(reminders.len(), 1, "a reminder waits: {reminders:?}");
    let ladder_before = f.service.leaderboard(GUILD, 10).await.expect("a ladder");
    // Puzzles: a try solved, one open; a puzzle channel with today's post.
    let easy = f
        .service
        .puzzle(ALICE, None, PuzzleAsk::New(Some(Difficulty::Easy)))
        .await
        .expect("a puzzle");
    let win = prove_win(&easy.position, Budget::default())
        .expect("a win")
        .first;
    f.service
        .solve(ALICE, &easy.position.format_turn(win))
        .await
        .expect("solved");
    let open_try = f
        .service
        .puzzle(BOB, None, PuzzleAsk::Daily)
        .await
        .expect("a puzzle");
    f.service
        .set_puzzle_channel(GUILD, Some((ChannelId(9), "en-US")))
        .await
        .expect("a puzzle channel");
    assert_eq!(f.service.daily_posts().await.expect("owed").len(), 1);
    let record_before = f.service.puzzle_record(ALICE).await.expect("a record");
    f.service.close().await;

    let source = SqliteStore::open(&f.url).await.expect("the SQLite file");
    source
        .save_review(ongoing.id.0, 3, "{\"kept\":true}", 1)
        .await
        .expect("a review");
    let url = fresh_postgres_schema().await;
    let target = PgStore::open(&url).await.expect("PostgreSQL");
    let copied = copy_sqlite_to_postgres(&source, &target)
        .await
        .expect("the copy");
    assert_eq!(copied.len(), TABLES.len());
    let rows = |table: &str| {
        copied
            .iter()
            .find(|c| c.table == table)
            .map(|c| c.rows)
            .unwrap_or(-1)
    };
    assert_eq!(rows("games"), 3);
    assert_eq!(rows("game_events"), 3);
    assert_eq!(rows("challenges"), 3);
    assert_eq!(rows("notices"), 1);
    assert_eq!(rows("rating_changes"), 2);
    assert_eq!(rows("reviews"), 1);
    assert_eq!(rows("puzzle_tries"), 2);
    assert_eq!(rows("puzzle_channels"), 1);
    assert_eq!(rows("daily_posts"), 1);
    // Every table of the schema is copied (a new table left out of the copy fails here).
    let mut tables: Vec<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables \
         WHERE table_schema = current_schema() AND table_name <> '_sqlx_migrations'",
    )
    .fetch_all(target.pool())
    .await
    .expect("the tables");
    tables.sort();
    let mut listed: Vec<String> = TABLES.iter().map(|(t, _)| t.to_string()).collect();
    listed.sort();
    assert_eq!(tables, listed);
    assert_eq!(
        target.stored_review(ongoing.id.0, 3).await.expect("read"),
        Some("{\"kept\":true}".into())
    );

    // Copying again into the filled database is refused and changes nothing.
    let again = copy_sqlite_to_postgres(&source, &target).await;
    assert!(
        matches!(again, Err(StoreError::CopyRefused(_))),
        "{again:?}"
    );
    source.close().await;
    target.close().await;

    // On PostgreSQL: the same ladder, the game goes on, the reminder is still owed, and new
    // games get new ids.
    let service = open(&url, &f.clock).await;
    assert_eq!(
        service.leaderboard(GUILD, 10).await.expect("a ladder"),
        ladder_before
    );
    let view = service.show(ChannelId(1)).await.expect("the game moved");
    assert_eq!(view.id, ongoing.id);
    assert_eq!(view.game.turns().len(), 3);
    let turn = TurnInput::Text(some_turn(&view, 0));
    service
        .play(ChannelId(1), user_to_move(&view), turn, None)
        .await
        .expect("play goes on");
    let owed = service.tick().await.expect("a tick");
    assert_eq!(owed.len(), 1, "the reminder moved with its game: {owed:?}");
    let newer = game_between(&service, ChannelId(4), ALICE, CAROL, None, false).await;
    assert!(newer.id.0 > 3, "{:?}", newer.id);
    assert_eq!(
        service.puzzle_record(ALICE).await.expect("a record"),
        record_before
    );
    let still_open = service
        .puzzle(BOB, None, PuzzleAsk::Current)
        .await
        .expect("kept");
    assert_eq!(still_open.id, open_try.id);
    let next = service
        .puzzle(ALICE, None, PuzzleAsk::New(None))
        .await
        .expect("a new try");
    assert!(next.id > open_try.id, "new tries get new ids");
    // The post claimed before the move stays claimed: not handed out twice meanwhile.
    assert!(service.daily_posts().await.expect("posts").is_empty());
    service.close().await;
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![case!(postgres_only a_sqlite_database_moves_to_postgres_whole_and_play_goes_on)]
}
