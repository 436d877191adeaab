//! Every way a request can be refused: each gives a clear error and changes nothing.

use crate::support::harness::{Case, Db};
use crate::support::*;
use zertz_bot::engine::{Board, GameType};
use zertz_bot::service::EndReason;
use zertz_bot::service::{
    ChallengeId, ChallengeOutcome, ChallengeRequest, ChallengeStatus, ChannelId, GameView,
    Opponent, ServiceError, Starter, TurnInput,
};
use zertz_bot::store::DatabaseStore;

fn request(channel: ChannelId) -> ChallengeRequest {
    ChallengeRequest {
        channel,
        challenger: ALICE,
        opponent: Opponent::User(BOB),
        board: Board::Rings37,
        game_type: GameType::Standard,
        starter: Starter::Random,
        guild: None,
        turn_limit_ms: None,
        rated: false,
    }
}

async fn open_challenge(
    service: &zertz_bot::service::Service<DatabaseStore>,
    channel: ChannelId,
) -> ChallengeId {
    match service
        .challenge(request(channel))
        .await
        .expect("challenge")
    {
        ChallengeOutcome::Open(c) => c.id,
        ChallengeOutcome::Started(_) => panic!("a person must accept"),
    }
}

/// The game must be exactly as before a refused request.
async fn assert_unchanged(service: &zertz_bot::service::Service<DatabaseStore>, before: &GameView) {
    let after = service.show(before.channel).await.expect("game");
    assert_eq!(after.version, before.version, "nothing changed");
    assert_eq!(after.game.turns(), before.game.turns());
}

async fn only_the_players_act_and_only_the_player_to_move_plays(db: Db) {
    let f = fixture(db).await;
    let view = start_game(&f.service, CHANNEL).await;
    let turn = || TurnInput::Text("Wd4-a1".into());
    let stranger = f.service.play(CHANNEL, CAROL, turn(), None).await;
    assert!(matches!(stranger, Err(ServiceError::NotAPlayer)));
    assert_eq!(
        stranger.err().map(|e| e.to_string()),
        Some("you are not playing in this game".into())
    );
    let out_of_turn = f.service.play(CHANNEL, BOB, turn(), None).await;
    match out_of_turn {
        Err(ServiceError::NotYourTurn { to_move }) => {
            assert_eq!(to_move, view.seat(zertz_bot::engine::Player::One))
        }
        other => panic!("expected not-your-turn, got {other:?}"),
    }
    for result in [
        f.service.resign(CHANNEL, CAROL).await,
        f.service.offer_draw(CHANNEL, CAROL).await,
        f.service.answer_draw(CHANNEL, CAROL, true, None).await,
        f.service.request_takeback(CHANNEL, CAROL).await,
        f.service.answer_takeback(CHANNEL, CAROL, true, None).await,
    ] {
        assert!(
            matches!(result, Err(ServiceError::NotAPlayer)),
            "{result:?}"
        );
    }
    assert_unchanged(&f.service, &view).await;
}

async fn illegal_and_malformed_turns_are_refused_with_the_reason(db: Db) {
    let f = fixture(db).await;
    let view = start_game(&f.service, CHANNEL).await;
    let cases = [
        ("Wd4-d5", "not a free ring"),
        ("Wz9", "no cell z9"),
        ("", "not a turn"),
        ("Wd4", "must remove a free ring"),
        ("d4xd6", "no marble can jump"),
        ("pass", "only pass"),
        ("🙂🙂", "not a turn"),
    ];
    for (text, expected) in cases {
        let result = f
            .service
            .play(CHANNEL, ALICE, TurnInput::Text(text.into()), None)
            .await;
        let message = match result {
            Err(ServiceError::IllegalTurn(e)) => e.to_string(),
            other => panic!("{text:?}: expected an illegal turn, got {other:?}"),
        };
        assert!(message.contains(expected), "{text:?}: {message}");
    }
    let bad_part = f
        .service
        .play(
            CHANNEL,
            ALICE,
            TurnInput::Place {
                marble: zertz_bot::engine::Marble::White,
                at: "d4 x e5".into(),
                remove: None,
            },
            None,
        )
        .await;
    assert!(matches!(bad_part, Err(ServiceError::BadCellName(_))));
    assert_unchanged(&f.service, &view).await;
}

async fn a_stale_move_number_is_refused(db: Db) {
    let f = fixture(db).await;
    let view = start_game(&f.service, CHANNEL).await;
    f.service
        .play(CHANNEL, ALICE, TurnInput::Text("Wd4-a1".into()), Some(0))
        .await
        .expect("first turn");
    let stale = f
        .service
        .play(CHANNEL, BOB, TurnInput::Text("Gc4-g1".into()), Some(0))
        .await;
    assert!(matches!(stale, Err(ServiceError::PositionChanged)));
    let now = f.service.show(CHANNEL).await.expect("game");
    assert_eq!(now.move_number(), 1);
    assert_eq!(now.version, view.version + 1);
}

async fn challenges_are_answered_only_by_the_right_people(db: Db) {
    let f = fixture(db).await;
    let id = open_challenge(&f.service, CHANNEL).await;
    assert!(matches!(
        f.service.accept(id, CAROL, CHANNEL).await,
        Err(ServiceError::NotChallenged)
    ));
    assert!(matches!(
        f.service.accept(id, ALICE, CHANNEL).await,
        Err(ServiceError::NotChallenged)
    ));
    assert!(matches!(
        f.service.decline(id, CAROL).await,
        Err(ServiceError::NotChallenged)
    ));
    assert!(matches!(
        f.service.cancel(id, BOB).await,
        Err(ServiceError::NotChallenger)
    ));
    let declined = f.service.decline(id, BOB).await.expect("Bob declines");
    assert_eq!(declined.status, ChallengeStatus::Declined);
    // A stale accept button on a declined challenge.
    match f.service.accept(id, BOB, CHANNEL).await {
        Err(ServiceError::ChallengeClosed(status)) => assert_eq!(status, "declined"),
        other => panic!("expected closed, got {other:?}"),
    }
    assert!(matches!(
        f.service.show(CHANNEL).await,
        Err(ServiceError::NoGameHere)
    ));
    let id = open_challenge(&f.service, CHANNEL).await;
    let cancelled = f.service.cancel(id, ALICE).await.expect("cancel");
    assert_eq!(cancelled.status, ChallengeStatus::Cancelled);
    assert!(matches!(
        f.service.accept(ChallengeId(9999), BOB, CHANNEL).await,
        Err(ServiceError::NoSuchChallenge)
    ));
}

async fn nobody_challenges_themselves_and_a_channel_holds_one_game(db: Db) {
    let f = fixture(db).await;
    let mut own = request(CHANNEL);
    own.opponent = Opponent::User(ALICE);
    assert!(matches!(
        f.service.challenge(own).await,
        Err(ServiceError::SelfChallenge)
    ));
    let mut blitz48 = request(CHANNEL);
    blitz48.game_type = GameType::Blitz;
    blitz48.board = Board::Rings48;
    assert!(matches!(
        f.service.challenge(blitz48).await,
        Err(ServiceError::BadSetup(_))
    ));
    // Two challenges made before any game: the second accept finds the channel busy.
    let first = open_challenge(&f.service, CHANNEL).await;
    let second = open_challenge(&f.service, CHANNEL).await;
    f.service.accept(first, BOB, CHANNEL).await.expect("accept");
    assert!(matches!(
        f.service.accept(second, BOB, CHANNEL).await,
        Err(ServiceError::ChannelBusy)
    ));
    // The failed accept left the second challenge open.
    let view = f.service.challenge_view(second).await.expect("view");
    assert_eq!(view.status, ChallengeStatus::Open);
    assert!(matches!(
        f.service.challenge(request(CHANNEL)).await,
        Err(ServiceError::ChannelBusy)
    ));
}

async fn unanswered_challenges_expire_after_a_day(db: Db) {
    let f = fixture(db).await;
    let id = open_challenge(&f.service, CHANNEL).await;
    let late = open_challenge(&f.service, ChannelId(2)).await;
    f.clock.advance(23 * 3600 * 1000);
    assert_eq!(f.service.expire_challenges().await.expect("sweep"), 0);
    assert_eq!(
        f.service.challenge_view(id).await.expect("view").status,
        ChallengeStatus::Open
    );
    f.clock.advance(2 * 3600 * 1000);
    assert!(matches!(
        f.service.accept(id, BOB, CHANNEL).await,
        Err(ServiceError::ChallengeExpired)
    ));
    assert_eq!(
        f.service.challenge_view(id).await.expect("view").status,
        ChallengeStatus::Expired
    );
    assert_eq!(f.service.expire_challenges().await.expect("sweep"), 1);
    assert_eq!(
        f.service.challenge_view(late).await.expect("view").status,
        ChallengeStatus::Expired
    );
    assert!(matches!(
        f.service.show(CHANNEL).await,
        Err(ServiceError::NoGameHere)
    ));
}

async fn a_corrupt_stored_game_fails_alone(db: Db) {
    let f = fixture(db).await;
    let damaged = start_game(&f.service, ChannelId(1)).await;
    let healthy = start_game(&f.service, ChannelId(2)).await;
    for channel in [ChannelId(1), ChannelId(2)] {
        f.service
            .play(channel, ALICE, TurnInput::Text("Wd4-a1".into()), None)
            .await
            .expect("turn");
    }
    // The record is damaged while the bot is down; the damage is found when the game is read
    // from the file after the restart.
    f.service.close().await;
    tamper(
        &f.url,
        format!(
            "UPDATE game_events SET turn = 'Wq9-z1' WHERE game_id = {}",
            damaged.id.0
        ),
    )
    .await;
    let service = open(&f.url, &f.clock).await;
    let f = Fixture { service, ..f };
    match f.service.show(ChannelId(1)).await {
        Err(ServiceError::CorruptGame { id, why }) => {
            assert_eq!(id, damaged.id);
            assert!(why.contains("Wq9-z1"), "{why}");
        }
        other => panic!("expected a corrupt game, got {other:?}"),
    }
    let error = f
        .service
        .play(ChannelId(1), BOB, TurnInput::Text("Gc4-g1".into()), None)
        .await
        .expect_err("a damaged game takes no turns");
    assert!(error.to_string().contains("damaged"), "{error}");
    // The other game is unaffected.
    let other = f.service.show(ChannelId(2)).await.expect("healthy game");
    assert_eq!(other.id, healthy.id);
    f.service
        .play(ChannelId(2), BOB, TurnInput::Text("Gc4-g1".into()), None)
        .await
        .expect("the healthy game goes on");
    let mine = f.service.my_games(ALICE).await.expect("list");
    assert_eq!(mine.len(), 1, "the damaged game is left out of the list");

    // A broken seat is reported the same way.
    f.service.close().await;
    tamper(
        &f.url,
        format!(
            "UPDATE games SET player1 = 'nobody' WHERE id = {}",
            healthy.id.0
        ),
    )
    .await;
    let service = open(&f.url, &f.clock).await;
    let f = Fixture { service, ..f };
    assert!(matches!(
        f.service.show(ChannelId(2)).await,
        Err(ServiceError::CorruptGame { .. })
    ));
}

async fn an_unknown_stored_status_mode_or_event_damages_that_game_only(db: Db) {
    let damage = [
        (
            "UPDATE games SET status = 'paused' WHERE id = {id}",
            "game status \"paused\"",
        ),
        (
            "UPDATE games SET mode = 'tournament' WHERE id = {id}",
            "game mode \"tournament\"",
        ),
        (
            "UPDATE game_events SET kind = 'undo' WHERE game_id = {id}",
            "event \"undo\"",
        ),
        (
            "UPDATE games SET rated = 7 WHERE id = {id}",
            "rating state \"7\"",
        ),
    ];
    for (sql, named) in damage {
        let f = fixture(db).await;
        let damaged = start_game(&f.service, ChannelId(1)).await;
        let healthy = start_game(&f.service, ChannelId(2)).await;
        f.service
            .play(ChannelId(1), ALICE, TurnInput::Text("Wd4-a1".into()), None)
            .await
            .expect("turn");
        f.service.close().await;
        tamper(&f.url, sql.replace("{id}", &damaged.id.0.to_string())).await;
        let service = open(&f.url, &f.clock).await;
        match service.game(damaged.id).await {
            Err(ServiceError::CorruptGame { id, why }) => {
                assert_eq!(id, damaged.id);
                assert!(why.contains(named), "{why}");
            }
            other => panic!("{sql}: expected a damaged game, got {other:?}"),
        }
        let mine = service.my_games(BOB).await.expect("the list still reads");
        let ids: Vec<_> = mine.iter().map(|g| g.id).collect();
        assert_eq!(
            ids,
            [healthy.id],
            "{sql}: only the damaged game is left out"
        );
        service.close().await;
    }
}

async fn a_damaged_result_or_end_reason_damages_that_finished_game(db: Db) {
    let damage = [
        (
            "UPDATE games SET end_reason = 'surrender' WHERE id = {id}",
            "end reason \"surrender\"",
        ),
        (
            "UPDATE games SET result = '2-0' WHERE id = {id}",
            "result \"2-0\"",
        ),
        (
            "UPDATE games SET end_reason = NULL WHERE id = {id}",
            "result and reason",
        ),
    ];
    for (sql, named) in damage {
        let f = fixture(db).await;
        let view = start_game(&f.service, CHANNEL).await;
        let resigned = f.service.resign(CHANNEL, ALICE).await.expect("resign");
        assert_eq!(
            resigned.game.end.map(|e| e.summary(|p| p.to_string())),
            Some("player 2 won, player 1 resigned".to_string())
        );
        f.service.close().await;
        tamper(&f.url, sql.replace("{id}", &view.id.0.to_string())).await;
        let service = open(&f.url, &f.clock).await;
        match service.game(view.id).await {
            Err(ServiceError::CorruptGame { id, why }) => {
                assert_eq!(id, view.id);
                assert!(why.contains(named), "{sql}: {why}");
            }
            other => panic!("{sql}: expected a damaged game, got {other:?}"),
        }
        service.close().await;
    }
}

async fn finished_games_take_no_more_actions(db: Db) {
    let f = fixture(db).await;
    let view = start_game(&f.service, CHANNEL).await;
    f.service.resign(CHANNEL, ALICE).await.expect("resign");
    // The channel is free; the finished game is still readable by id.
    let finished = f.service.game(view.id).await.expect("by id");
    assert!(finished.is_over());
    assert!(matches!(
        f.service
            .play(CHANNEL, BOB, TurnInput::Text("Wd4-a1".into()), None)
            .await,
        Err(ServiceError::GameOver(_))
    ));
}

async fn a_moderator_ends_an_abandoned_game_with_no_winner(db: Db) {
    let f = fixture(db).await;
    let view = start_game(&f.service, CHANNEL).await;
    let update = f.service.end_by_moderator(CHANNEL).await.expect("ended");
    let end = update.game.end.expect("over");
    assert_eq!(end.winner, None);
    assert_eq!(end.reason, EndReason::Moderator);
    assert_eq!(end.summary(|p| p.to_string()), "ended by a moderator");
    assert!(f.service.game(view.id).await.expect("stored").is_over());
    assert!(matches!(
        f.service.end_by_moderator(CHANNEL).await,
        Err(ServiceError::GameOver(_))
    ));
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![
        case!(only_the_players_act_and_only_the_player_to_move_plays),
        case!(illegal_and_malformed_turns_are_refused_with_the_reason),
        case!(a_stale_move_number_is_refused),
        case!(challenges_are_answered_only_by_the_right_people),
        case!(nobody_challenges_themselves_and_a_channel_holds_one_game),
        case!(unanswered_challenges_expire_after_a_day),
        case!(a_corrupt_stored_game_fails_alone),
        case!(an_unknown_stored_status_mode_or_event_damages_that_game_only),
        case!(a_damaged_result_or_end_reason_damages_that_finished_game),
        case!(finished_games_take_no_more_actions),
        case!(a_moderator_ends_an_abandoned_game_with_no_winner),
    ]
}
