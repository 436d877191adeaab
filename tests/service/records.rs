//! Records: a whole game exported as a record file reads back to the same game, and imports
//! into an analysis game (unrated, hints, takebacks one turn at a time, the bot on request).

use crate::support::harness::{Case, Db};
use crate::support::{ALICE, BOB, CHANNEL, fixture, some_turn, start_game, user_to_move};
use zertz_bot::ai::Level;
use zertz_bot::engine::{Player, Position, RecordFile};
use zertz_bot::service::{
    ChannelId, Event, GameId, GuildId, HintDepth, ImportRequest, Seat, Service, ServiceError,
    TurnInput,
};
use zertz_bot::store::DatabaseStore;

const ANALYSIS: ChannelId = ChannelId(900);

fn import_request(text: &str) -> ImportRequest {
    ImportRequest {
        channel: ANALYSIS,
        guild: Some(GuildId(1)),
        user: ALICE,
        text: text.to_string(),
        turns: None,
        opponent: None,
    }
}

/// Plays turns (a spread of legal ones) until the game ends or `limit` turns were played.
async fn play_on(service: &Service<DatabaseStore>, channel: ChannelId, limit: usize) {
    for i in 0..limit {
        let Ok(view) = service.show(channel).await else {
            return;
        };
        let turn = some_turn(&view, i * 7 + 3);
        let update = service
            .play(channel, user_to_move(&view), TurnInput::Text(turn), None)
            .await
            .expect("a legal turn");
        if update.game.is_over() {
            return;
        }
    }
}

async fn a_whole_game_exported_reads_back_and_imports_at_any_turn(db: Db) {
    let f = fixture(db).await;
    let started = start_game(&f.service, CHANNEL).await;
    play_on(&f.service, CHANNEL, 400).await;
    let finished = f.service.game(started.id).await.expect("the game");
    assert!(finished.is_over(), "the game was played to its end");

    let text = finished.record_file(["Alice", "Bob"]).to_string();
    let file = RecordFile::parse(&text).expect("the export reads back");
    assert_eq!(file.record, finished.record());
    assert_eq!(file.tag("Player1"), Some("Alice"));
    assert_eq!(file.tag("Player2"), Some("Bob"));
    assert_eq!(
        file.tag("Result"),
        finished.end.as_ref().map(|e| e.result())
    );
    let replayed = file.game().expect("every turn replays");
    assert_eq!(replayed.turns(), finished.game.turns());
    assert_eq!(replayed.position(), finished.position());
    assert_eq!(
        replayed.outcome().is_some(),
        finished.game.outcome().is_some()
    );

    // The finished game itself cannot be analysed from its end…
    let whole = f.service.import(import_request(&text)).await;
    assert!(
        matches!(whole, Err(ServiceError::BadRecord(_))),
        "{whole:?}"
    );
    // …but from any earlier turn it can, exactly as it stood.
    let total = finished.game.turns().len();
    for keep in [0, 1, total / 2, total - 1] {
        let channel = ChannelId(1000 + keep as u64);
        let update = f
            .service
            .import(ImportRequest {
                channel,
                turns: Some(keep),
                ..import_request(&text)
            })
            .await
            .expect("imported");
        assert_eq!(update.event, Event::Imported { turns: keep });
        let analysis = &update.game;
        assert_eq!(analysis.position(), &finished.game.positions()[keep]);
        assert!(analysis.analysis && !analysis.rated);
        // Stored and read back the same.
        let stored = f.service.game(analysis.id).await.expect("stored");
        assert_eq!(stored.position(), analysis.position());
        assert_eq!(stored.game.turns().len(), keep);
    }
}

async fn a_running_game_exports_and_imports_whole(db: Db) {
    let f = fixture(db).await;
    start_game(&f.service, CHANNEL).await;
    play_on(&f.service, CHANNEL, 9).await;
    let running = f.service.show(CHANNEL).await.expect("still going");
    let text = running.record_file(["a", "b"]).to_string();
    assert_eq!(
        RecordFile::parse(&text).expect("reads").tag("Result"),
        Some("*")
    );
    let update = f
        .service
        .import(import_request(&text))
        .await
        .expect("imported");
    assert_eq!(update.game.position(), running.position());
    assert_eq!(update.game.record(), running.record());
}

async fn analysis_on_ones_own_plays_both_sides_with_hints_and_single_takebacks(db: Db) {
    let f = fixture(db).await;
    let update = f
        .service
        .import(import_request("standard 37 Wd4-a1 Gd5-g4"))
        .await
        .expect("imported");
    let view = update.game;
    assert!(view.is_solo());
    assert_eq!(view.seat(Player::One), Seat::User(ALICE));
    assert_eq!(view.player_of(ALICE), Some(view.position().side_to_move()));
    assert_eq!(view.player_of(BOB), None);

    // Alice plays whichever side is to move, twice in a row.
    for pick in [0, 5] {
        let view = f.service.show(ANALYSIS).await.expect("the game");
        f.service
            .play(
                ANALYSIS,
                ALICE,
                TurnInput::Text(some_turn(&view, pick)),
                None,
            )
            .await
            .expect("Alice plays either side");
    }
    let hint = f
        .service
        .hint(ANALYSIS, ALICE, HintDepth::Quick)
        .await
        .expect("a hint");
    assert!(!hint.notation.is_empty());
    // Bob is only a spectator.
    let bob = f
        .service
        .play(ANALYSIS, BOB, TurnInput::Text("pass".into()), None)
        .await;
    assert!(matches!(bob, Err(ServiceError::NotAPlayer)), "{bob:?}");

    let before = f.service.show(ANALYSIS).await.expect("game");
    let back = f
        .service
        .request_takeback(ANALYSIS, ALICE)
        .await
        .expect("a step back");
    assert_eq!(
        back.game.game.turns().len() + 1,
        before.game.turns().len(),
        "one turn back at a time"
    );
    // No rematch for analysis.
    f.service.resign(ANALYSIS, ALICE).await.expect("resigns");
    let rematch = f.service.rematch(before.id, ALICE).await;
    assert!(matches!(rematch, Err(ServiceError::BadSetup(_))));
}

async fn a_position_imports_and_the_bot_plays_on_from_it(db: Db) {
    let f = fixture(db).await;
    let mut position = Position::new(zertz_bot::engine::Board::Rings48, Default::default());
    let first = position.legal_turns()[3];
    position = position.play(first).expect("a legal turn");
    let update = f
        .service
        .import(ImportRequest {
            opponent: Some(Level::Random),
            ..import_request(&position.to_text())
        })
        .await
        .expect("a position imports");
    let view = update.game;
    assert_eq!(view.position(), &position);
    // Alice takes the side to move; the bot the other.
    let me = view.player_of(ALICE).expect("Alice plays");
    assert_eq!(me, position.side_to_move());
    assert!(view.seat(me.opponent()).is_bot());
    f.service
        .play(ANALYSIS, ALICE, TurnInput::Text(some_turn(&view, 1)), None)
        .await
        .expect("Alice plays");
    let reply = f.service.bot_turn(ANALYSIS).await.expect("the bot");
    assert!(reply.is_some(), "the bot answers");
}

async fn bad_records_are_refused_and_leave_the_channel_free(db: Db) {
    let f = fixture(db).await;
    for text in [
        "",
        "hello there",
        "standard 37 Wd4-a1 Wd4-a1",
        "[Board \"99\"]\n\nWd4-a1",
        &"Wd4-a1 ".repeat(20_000),
    ] {
        let result = f.service.import(import_request(text)).await;
        match result {
            Err(ServiceError::BadRecord(why)) => assert!(!why.to_string().is_empty()),
            other => panic!("{text:.40?} should be refused, got {other:?}"),
        }
    }
    // Too many turns asked for.
    let result = f
        .service
        .import(ImportRequest {
            turns: Some(5),
            ..import_request("standard 37 Wd4-a1")
        })
        .await;
    assert!(matches!(result, Err(ServiceError::BadRecord(_))));
    assert!(matches!(
        f.service.show(ANALYSIS).await,
        Err(ServiceError::NoGameHere)
    ));
    // A channel with a game in progress takes no import.
    start_game(&f.service, ANALYSIS).await;
    let busy = f.service.import(import_request("standard 37")).await;
    assert!(matches!(busy, Err(ServiceError::ChannelBusy)), "{busy:?}");
}

async fn a_game_by_number_is_read_only_where_it_belongs(db: Db) {
    let f = fixture(db).await;
    // A game of server 1 (an imported one) and a game of no server (a direct message).
    let served = f
        .service
        .import(import_request("standard 37 Wd4-a1"))
        .await
        .expect("a record imports as a new game")
        .game;
    let private = start_game(&f.service, CHANNEL).await;
    let elsewhere = ChannelId(77);
    let stranger = crate::support::CAROL;

    let read = |id, guild, channel, user| f.service.game_by_number(id, guild, channel, user);
    // The server's game: from anywhere on that server, by anyone there.
    let seen = read(served.id, Some(GuildId(1)), elsewhere, stranger).await;
    assert_eq!(seen.expect("readable on its server").id, served.id);
    for guild in [Some(GuildId(2)), None] {
        assert!(
            matches!(
                read(served.id, guild, elsewhere, ALICE).await,
                Err(ServiceError::NoSuchGame(id)) if id == served.id
            ),
            "not from {guild:?}, not even by its player"
        );
    }
    // The direct-message game: by its players from anywhere, or in its own channel.
    let by_player = read(private.id, Some(GuildId(2)), elsewhere, BOB).await;
    assert_eq!(by_player.expect("its player reads it").id, private.id);
    let in_place = read(private.id, None, CHANNEL, stranger).await;
    assert_eq!(
        in_place.expect("readable where it was played").id,
        private.id
    );
    assert!(matches!(
        read(private.id, Some(GuildId(1)), elsewhere, stranger).await,
        Err(ServiceError::NoSuchGame(_))
    ));
    // A number no game has reads the same as a game one may not see.
    assert!(matches!(
        read(GameId(9_999), Some(GuildId(1)), elsewhere, ALICE).await,
        Err(ServiceError::NoSuchGame(_))
    ));
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![
        case!(a_whole_game_exported_reads_back_and_imports_at_any_turn),
        case!(a_running_game_exports_and_imports_whole),
        case!(analysis_on_ones_own_plays_both_sides_with_hints_and_single_takebacks),
        case!(a_position_imports_and_the_bot_plays_on_from_it),
        case!(bad_records_are_refused_and_leave_the_channel_free),
        case!(a_game_by_number_is_read_only_where_it_belongs),
    ]
}
