//! Races and the moments after a game: every one ends in a clear answer. Two services on one
//! file stand for two processes (or two requests that read the game at the same moment).

use crate::support::harness::{Case, Db};
use crate::support::*;
use zertz_bot::engine::Player;
use zertz_bot::service::EndReason;
use zertz_bot::service::{
    ChallengeOutcome, ChallengeRequest, ChannelId, DAY_MS, GuildId, NoticeKind, Opponent, Seen,
    ServiceError, Starter, TurnInput,
};

fn turn(text: &str) -> TurnInput {
    TurnInput::Text(text.into())
}

async fn a_turn_racing_a_resignation_says_how_the_game_ended(db: Db) {
    let f = fixture(db).await;
    let other = open(&f.url, &f.clock).await;
    start_game(&f.service, CHANNEL).await;
    // This process has the game in memory (Alice to move) ...
    f.service.show(CHANNEL).await.expect("the game");
    // ... when Bob resigns through another.
    other.resign(CHANNEL, BOB).await.expect("Bob resigns");
    let late = f.service.play(CHANNEL, ALICE, turn("Wd4-a1"), None).await;
    let game = match (db, &late) {
        // SQLite: this process kept the game it read, and its turn meets the resignation.
        (Db::Sqlite, Err(ServiceError::GameJustEnded(game))) => game,
        // PostgreSQL: processes share the database and keep no copy, so the turn reads the
        // game as it now is.
        (Db::Postgres, Err(ServiceError::GameOver(game))) => game,
        _ => panic!("expected the game to have ended, got {late:?}"),
    };
    assert_eq!(game.end.as_ref().and_then(|e| e.winner), Some(Player::One));
    let said = late
        .as_ref()
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(said.contains("player 1 won, player 2 resigned"), "{said}");
    // Afterwards it is simply over.
    let again = f.service.play(CHANNEL, ALICE, turn("Wd4-a1"), None).await;
    assert!(matches!(again, Err(ServiceError::GameOver(_))), "{again:?}");
}

async fn the_losing_half_of_a_double_submission_hears_its_turn_was_played(db: Db) {
    let f = fixture(db).await;
    let other = open(&f.url, &f.clock).await;
    start_game(&f.service, CHANNEL).await;
    f.service.show(CHANNEL).await.expect("read here");
    other.show(CHANNEL).await.expect("and there");
    other
        .play(CHANNEL, ALICE, turn("Wd4-a1"), None)
        .await
        .expect("the first submission plays");
    let second = f.service.play(CHANNEL, ALICE, turn("wd4 a1"), None).await;
    match &second {
        Err(ServiceError::AlreadyPlayed(text)) => assert_eq!(text, "Wd4-a1"),
        other => panic!("expected already played, got {other:?}"),
    }
    assert_eq!(
        second.err().map(|e| e.to_string()),
        Some("Wd4-a1 was already played".into())
    );

    // A different turn racing it is told the position changed.
    let view = f.service.show(CHANNEL).await.expect("the game");
    other.show(CHANNEL).await.expect("read there");
    let bob = some_turn(&view, 0);
    let also = some_turn(&view, 1);
    assert_ne!(bob, also);
    other
        .play(CHANNEL, BOB, turn(&bob), None)
        .await
        .expect("Bob plays");
    let stale = f.service.play(CHANNEL, BOB, turn(&also), None).await;
    match db {
        // A copy read before Bob's turn: the position changed under it.
        Db::Sqlite => assert!(
            matches!(stale, Err(ServiceError::PositionChanged)),
            "{stale:?}"
        ),
        // No copy on a shared database: the game as it is has Alice to move.
        Db::Postgres => assert!(
            matches!(stale, Err(ServiceError::NotYourTurn { .. })),
            "{stale:?}"
        ),
    }
    let now = f.service.show(CHANNEL).await.expect("the game");
    assert_eq!(now.game.turns().len(), 2, "each turn applied once");
}

async fn answering_an_offer_from_an_old_board_changes_nothing(db: Db) {
    let f = fixture(db).await;
    let start = start_game(&f.service, CHANNEL).await;
    f.service
        .offer_draw(CHANNEL, ALICE)
        .await
        .expect("Alice offers a draw");
    let offered = f.service.show(CHANNEL).await.expect("the game");
    let old = Seen {
        game: start.id,
        move_number: offered.move_number(),
    };
    // Alice plays on before Bob answers: the button Bob sees is for the old board.
    f.service
        .play(CHANNEL, ALICE, turn("Wd4-a1"), None)
        .await
        .expect("Alice plays");
    f.service
        .offer_draw(CHANNEL, ALICE)
        .await
        .expect("and offers again");
    let before = f.service.show(CHANNEL).await.expect("the game");
    let answer = f.service.answer_draw(CHANNEL, BOB, true, Some(old)).await;
    assert!(
        matches!(answer, Err(ServiceError::PositionChanged)),
        "{answer:?}"
    );
    let wrong_game = Seen {
        game: zertz_bot::service::GameId(start.id.0 + 1000),
        move_number: before.move_number(),
    };
    let answer = f
        .service
        .answer_takeback(CHANNEL, BOB, true, Some(wrong_game))
        .await;
    assert!(
        matches!(answer, Err(ServiceError::PositionChanged)),
        "{answer:?}"
    );
    let after = f.service.show(CHANNEL).await.expect("the game");
    assert_eq!(after.version, before.version, "nothing changed");
    assert!(after.end.is_none());
    // The button of the current board works.
    let current = Seen {
        game: before.id,
        move_number: before.move_number(),
    };
    let agreed = f
        .service
        .answer_draw(CHANNEL, BOB, true, Some(current))
        .await
        .expect("the answer on the current board counts");
    assert!(agreed.game.is_over());
}

async fn a_takeback_request_is_not_called_an_offer(db: Db) {
    let f = fixture(db).await;
    start_game(&f.service, CHANNEL).await;
    f.service
        .play(CHANNEL, ALICE, turn("Wd4-a1"), None)
        .await
        .expect("Alice plays");
    f.service
        .request_takeback(CHANNEL, ALICE)
        .await
        .expect("Alice asks");
    let own = f.service.answer_takeback(CHANNEL, ALICE, true, None).await;
    assert_eq!(
        own.err().map(|e| e.to_string()),
        Some("you asked for this takeback; your opponent must answer it".into())
    );
}

async fn a_finished_game_stays_on_show_until_the_next_one_starts(db: Db) {
    let f = fixture(db).await;
    assert!(matches!(
        f.service.latest(CHANNEL).await,
        Err(ServiceError::NoGameHere)
    ));
    let game = start_game(&f.service, CHANNEL).await;
    f.service
        .play(CHANNEL, ALICE, turn("Wd4-a1"), None)
        .await
        .expect("Alice plays");
    f.service.resign(CHANNEL, BOB).await.expect("Bob resigns");

    let shown = f.service.latest(CHANNEL).await.expect("the finished game");
    assert_eq!(shown.id, game.id);
    assert!(shown.is_over());
    assert_eq!(shown.game.turns().len(), 1);
    assert!(
        f.service
            .record(CHANNEL)
            .await
            .expect("its record")
            .contains("Wd4-a1")
    );
    // The active game is gone, and acting in it says how it ended.
    assert!(matches!(
        f.service.show(CHANNEL).await,
        Err(ServiceError::NoGameHere)
    ));
    let late = f.service.play(CHANNEL, BOB, turn("Gd5-g4"), None).await;
    assert_eq!(
        late.err().map(|e| e.to_string()),
        Some("this game is over (player 1 won, player 2 resigned)".into())
    );
    assert!(
        f.service
            .bot_turn(CHANNEL)
            .await
            .expect("no error")
            .is_none()
    );
    // A process that starts afresh shows it too.
    let restarted = open(&f.url, &f.clock).await;
    assert_eq!(
        restarted.latest(CHANNEL).await.expect("after a restart").id,
        game.id
    );

    let next = start_game(&f.service, CHANNEL).await;
    assert_eq!(
        f.service.latest(CHANNEL).await.expect("the new game").id,
        next.id
    );
    // Another channel never shows it.
    assert!(matches!(
        f.service.latest(ChannelId(CHANNEL.0 + 1)).await,
        Err(ServiceError::NoGameHere)
    ));
}

async fn a_game_lost_on_time_stays_on_show(db: Db) {
    let f = fixture(db).await;
    let request = ChallengeRequest {
        starter: Starter::Challenger,
        turn_limit_ms: Some(DAY_MS),
        guild: Some(GuildId(7)),
        ..ChallengeRequest::new(CHANNEL, ALICE, Opponent::User(BOB))
    };
    let Ok(ChallengeOutcome::Open(challenge)) = f.service.challenge(request).await else {
        panic!("the challenge is made");
    };
    let game = f
        .service
        .accept(challenge.id, BOB, CHANNEL)
        .await
        .expect("Bob accepts")
        .game;
    f.clock.advance(DAY_MS + 1);
    let notices = f.service.tick().await.expect("the tick");
    assert!(notices.iter().any(|n| n.kind == NoticeKind::Timeout));
    let shown = f.service.latest(CHANNEL).await.expect("the lost game");
    assert_eq!(shown.id, game.id);
    assert_eq!(
        shown.end.map(|e| (e.winner, e.reason)),
        Some((Some(Player::Two), EndReason::Timeout))
    );
}

async fn one_games_failure_does_not_stop_the_clock_sweep(db: Db) {
    let f = fixture(db).await;
    let timed = |channel| ChallengeRequest {
        starter: Starter::Challenger,
        turn_limit_ms: Some(DAY_MS),
        guild: Some(GuildId(7)),
        ..ChallengeRequest::new(channel, ALICE, Opponent::User(BOB))
    };
    let mut games = Vec::new();
    for channel in [ChannelId(1), ChannelId(2)] {
        let Ok(ChallengeOutcome::Open(challenge)) = f.service.challenge(timed(channel)).await
        else {
            panic!("the challenge is made");
        };
        games.push(
            f.service
                .accept(challenge.id, BOB, channel)
                .await
                .expect("Bob accepts")
                .game,
        );
        f.clock.advance(1);
    }
    // The first game due cannot be ended (its write fails); the second must still be.
    let stuck = games[0].id.0;
    let trigger = match db {
        Db::Sqlite => format!(
            "CREATE TRIGGER stuck BEFORE UPDATE OF status ON games \
             WHEN OLD.id = {stuck} BEGIN SELECT RAISE(ABORT, 'injected failure'); END;"
        ),
        Db::Postgres => format!(
            "CREATE FUNCTION stuck() RETURNS trigger LANGUAGE plpgsql AS \
             $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$; \
             CREATE TRIGGER stuck BEFORE UPDATE OF status ON games \
             FOR EACH ROW WHEN (OLD.id = {stuck}) EXECUTE FUNCTION stuck();"
        ),
    };
    tamper(&f.url, trigger).await;
    f.clock.advance(DAY_MS);
    f.service.tick().await.expect("the sweep goes through");
    let first = f.service.game(games[0].id).await.expect("the first game");
    let second = f.service.game(games[1].id).await.expect("the second game");
    assert!(!first.is_over(), "its write failed");
    assert!(second.is_over(), "the second game was still swept");
}

async fn a_turn_sent_again_after_it_was_played_says_so(db: Db) {
    let f = fixture(db).await;
    let start = start_game(&f.service, CHANNEL).await;
    f.service
        .play(CHANNEL, ALICE, turn("Wd4-a1"), Some(start.move_number()))
        .await
        .expect("the first submission plays");
    // The same command again (a retried request), with and without the move number it saw.
    for expected in [None, Some(start.move_number())] {
        let again = f
            .service
            .play(CHANNEL, ALICE, turn("W d4 a1"), expected)
            .await;
        assert_eq!(
            again.err().map(|e| e.to_string()),
            Some("Wd4-a1 was already played".into()),
            "{expected:?}"
        );
    }
    // Another turn by the same player is still out of turn.
    let other = f.service.play(CHANNEL, ALICE, turn("Gd5-g4"), None).await;
    assert!(
        matches!(other, Err(ServiceError::NotYourTurn { .. })),
        "{other:?}"
    );
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![
        case!(a_turn_racing_a_resignation_says_how_the_game_ended),
        case!(the_losing_half_of_a_double_submission_hears_its_turn_was_played),
        case!(answering_an_offer_from_an_old_board_changes_nothing),
        case!(a_takeback_request_is_not_called_an_offer),
        case!(a_finished_game_stays_on_show_until_the_next_one_starts),
        case!(a_game_lost_on_time_stays_on_show),
        case!(one_games_failure_does_not_stop_the_clock_sweep),
        case!(a_turn_sent_again_after_it_was_played_says_so),
    ]
}
