//! Whole games through the service on a real database: to a win, across a restart,
//! against the bot, with offers and takebacks, and with concurrent submissions.

use crate::support::harness::{Case, Db};
use std::sync::Arc;

use crate::support::*;
use zertz_bot::engine::{Board, GameType, Player};
use zertz_bot::service::EndReason;
use zertz_bot::service::{
    ChallengeOutcome, ChallengeRequest, ChannelId, Event, HintDepth, Opponent, Seat, ServiceError,
    Starter, TurnInput,
};

async fn a_whole_game_is_played_to_a_win_and_stored(db: Db) {
    let f = fixture(db).await;
    let mut view = start_game(&f.service, CHANNEL).await;
    assert_eq!(view.seats, [Seat::User(ALICE), Seat::User(BOB)]);
    let mut pick = 7;
    while !view.is_over() {
        let user = user_to_move(&view);
        let turn = some_turn(&view, pick);
        pick = (pick * 31 + 17) % 1_000_003;
        let update = f
            .service
            .play(
                CHANNEL,
                user,
                TurnInput::Text(turn.clone()),
                Some(view.move_number()),
            )
            .await
            .expect("a legal turn is accepted");
        match &update.event {
            Event::TurnPlayed { text, .. } => assert_eq!(text, &turn),
            other => panic!("unexpected event {other:?}"),
        }
        view = update.game;
    }
    let end = view.end.expect("the game ended");
    assert!(
        end.winner.is_some(),
        "random play on 37 rings ends with a winner: {end:?}"
    );
    // The stored game, read back, is the same game with the same result.
    let stored = f.service.game(view.id).await.expect("the game reads back");
    assert_eq!(stored.game.turns(), view.game.turns());
    assert_eq!(stored.end, view.end);
    // The channel is free again.
    assert!(matches!(
        f.service.show(CHANNEL).await,
        Err(ServiceError::NoGameHere)
    ));
}

async fn a_restart_mid_game_loses_nothing(db: Db) {
    let f = fixture(db).await;
    let mut view = start_game(&f.service, CHANNEL).await;
    for pick in 0..6 {
        let user = user_to_move(&view);
        let turn = some_turn(&view, pick * 13);
        view = f
            .service
            .play(CHANNEL, user, TurnInput::Text(turn), None)
            .await
            .expect("turn accepted")
            .game;
    }
    f.service
        .offer_draw(CHANNEL, user_to_move(&view))
        .await
        .expect("draw offered");
    let before = f.service.show(CHANNEL).await.expect("game");
    f.service.close().await;
    drop(f.service);

    let service = open(&f.url, &f.clock).await;
    let after = service
        .show(CHANNEL)
        .await
        .expect("the game is still there");
    assert_eq!(after.id, before.id);
    assert_eq!(after.game.turns(), before.game.turns());
    assert_eq!(after.position(), before.position());
    assert_eq!(after.draw_offer, before.draw_offer);
    assert_eq!(after.version, before.version);
    // And it continues.
    let user = user_to_move(&after);
    let turn = some_turn(&after, 3);
    let update = service
        .play(
            CHANNEL,
            user,
            TurnInput::Text(turn),
            Some(after.move_number()),
        )
        .await
        .expect("the game continues after the restart");
    assert_eq!(update.game.move_number(), after.move_number() + 1);
    assert_eq!(update.game.draw_offer, None, "a turn clears the draw offer");
}

async fn the_same_turn_submitted_concurrently_applies_exactly_once(db: Db) {
    let f = fixture(db).await;
    let service = Arc::new(f.service);
    let view = start_game(&service, CHANNEL).await;
    let turn = some_turn(&view, 100);
    let number = view.move_number();
    let mut tasks = Vec::new();
    for _ in 0..8 {
        let service = Arc::clone(&service);
        let turn = turn.clone();
        tasks.push(tokio::spawn(async move {
            service
                .play(CHANNEL, ALICE, TurnInput::Text(turn), Some(number))
                .await
        }));
    }
    let mut applied = 0;
    for task in tasks {
        match task.await.expect("the task ran") {
            Ok(_) => applied += 1,
            // The others hear that this very turn was played.
            Err(ServiceError::AlreadyPlayed(text)) => assert_eq!(text, turn),
            Err(other) => panic!("unexpected error {other}"),
        }
    }
    assert_eq!(applied, 1);
    let after = service.show(CHANNEL).await.expect("game");
    assert_eq!(after.move_number(), 1);
    assert_eq!(after.version, view.version + 1);
}

async fn a_game_against_the_bot_goes_to_the_end(db: Db) {
    let f = fixture(db).await;
    let outcome = f
        .service
        .challenge(ChallengeRequest {
            channel: CHANNEL,
            challenger: ALICE,
            opponent: Opponent::Bot(zertz_bot::ai::Level::Random),
            board: Board::Rings37,
            game_type: GameType::Blitz,
            starter: Starter::Opponent,
            guild: None,
            turn_limit_ms: None,
            rated: false,
        })
        .await
        .expect("the bot accepts at once");
    let ChallengeOutcome::Started(update) = outcome else {
        panic!("a game against the bot starts at once");
    };
    assert!(update.game.seat(Player::One).is_bot());
    // Alice cannot move while the bot is to move.
    let early = f
        .service
        .play(CHANNEL, ALICE, TurnInput::Text("Wd4-a1".into()), None)
        .await;
    assert!(matches!(early, Err(ServiceError::BotToMove)));
    let mut view = update.game;
    let mut pick = 1;
    while !view.is_over() {
        if view.to_move() == Some(Player::One) {
            view = f
                .service
                .bot_turn(CHANNEL)
                .await
                .expect("the bot moves")
                .expect("it was the bot's turn")
                .game;
        } else {
            assert!(
                f.service
                    .bot_turn(CHANNEL)
                    .await
                    .expect("no error")
                    .is_none(),
                "the bot does not move for Alice"
            );
            let turn = some_turn(&view, pick);
            pick += 5;
            view = f
                .service
                .play(CHANNEL, ALICE, TurnInput::Text(turn), None)
                .await
                .expect("Alice's turn")
                .game;
        }
    }
    assert!(view.end.is_some());
}

async fn structured_turns_are_accepted_like_text(db: Db) {
    let f = fixture(db).await;
    let view = start_game(&f.service, CHANNEL).await;
    let update = f
        .service
        .play(
            CHANNEL,
            ALICE,
            TurnInput::Place {
                marble: zertz_bot::engine::Marble::White,
                at: "D4".into(),
                remove: Some("a1".into()),
            },
            Some(view.move_number()),
        )
        .await
        .expect("a structured placement");
    assert_eq!(update.game.last_turn_text().as_deref(), Some("Wd4-a1"));
    // Bob places next to it so that a jump appears, then Alice jumps by path.
    f.service
        .play(CHANNEL, BOB, TurnInput::Text("Gd5-g4".into()), None)
        .await
        .expect("Bob places");
    let update = f
        .service
        .play(
            CHANNEL,
            ALICE,
            TurnInput::Jump {
                path: vec!["d4".into(), "d6".into()],
            },
            None,
        )
        .await
        .expect("a structured jump");
    match update.event {
        Event::TurnPlayed { text, captured, .. } => {
            assert_eq!(text, "d4xd6");
            assert_eq!(captured.total(), 1);
        }
        other => panic!("unexpected {other:?}"),
    }
}

async fn draws_are_offered_declined_and_agreed(db: Db) {
    let f = fixture(db).await;
    start_game(&f.service, CHANNEL).await;
    let offered = f.service.offer_draw(CHANNEL, ALICE).await.expect("offer");
    assert_eq!(offered.game.draw_offer, Some(Player::One));
    assert!(matches!(
        f.service.offer_draw(CHANNEL, ALICE).await,
        Err(ServiceError::AlreadyPending(_))
    ));
    assert!(matches!(
        f.service.answer_draw(CHANNEL, ALICE, true, None).await,
        Err(ServiceError::OwnDrawOffer)
    ));
    let declined = f
        .service
        .answer_draw(CHANNEL, BOB, false, None)
        .await
        .expect("decline");
    assert_eq!(declined.game.draw_offer, None);
    assert!(matches!(
        f.service.answer_draw(CHANNEL, BOB, true, None).await,
        Err(ServiceError::NoDrawOffer)
    ));
    f.service.offer_draw(CHANNEL, BOB).await.expect("offer");
    let agreed = f
        .service
        .answer_draw(CHANNEL, ALICE, true, None)
        .await
        .expect("accept");
    let end = agreed.game.end.expect("the game ended");
    assert_eq!(end.winner, None);
    assert_eq!(end.result(), "1/2-1/2");
    let stored = f.service.game(agreed.game.id).await.expect("stored");
    assert_eq!(
        stored.end.map(|e| (e.reason, e.summary(|p| p.to_string()))),
        Some((EndReason::DrawAgreed, "draw agreed".to_string()))
    );
}

async fn a_takeback_needs_the_opponents_approval(db: Db) {
    let f = fixture(db).await;
    start_game(&f.service, CHANNEL).await;
    assert!(matches!(
        f.service.request_takeback(CHANNEL, ALICE).await,
        Err(ServiceError::NothingToTakeBack)
    ));
    f.service
        .play(CHANNEL, ALICE, TurnInput::Text("Wd4-a1".into()), None)
        .await
        .expect("turn");
    let asked = f
        .service
        .request_takeback(CHANNEL, ALICE)
        .await
        .expect("request");
    assert_eq!(asked.game.takeback_request, Some(Player::One));
    let declined = f
        .service
        .answer_takeback(CHANNEL, BOB, false, None)
        .await
        .expect("decline");
    assert_eq!(declined.game.move_number(), 1);
    f.service
        .request_takeback(CHANNEL, ALICE)
        .await
        .expect("ask again");
    let accepted = f
        .service
        .answer_takeback(CHANNEL, BOB, true, None)
        .await
        .expect("accept");
    assert_eq!(accepted.game.move_number(), 0);
    match &accepted.event {
        Event::TakenBack { turns, .. } => assert_eq!(turns, &["Wd4-a1".to_string()]),
        other => panic!("unexpected {other:?}"),
    }
    // The takeback is stored: after reloading, the game is back at the start.
    let reloaded = f.service.show(CHANNEL).await.expect("game");
    assert_eq!(reloaded.move_number(), 0);
    assert_eq!(reloaded.to_move(), Some(Player::One));
    // Bob's turn after Alice's is taken back too when Alice asks later.
    for turn in ["Wd4-a1", "Gc4-g1"] {
        let user = user_to_move(&f.service.show(CHANNEL).await.expect("game"));
        f.service
            .play(CHANNEL, user, TurnInput::Text(turn.into()), None)
            .await
            .expect("turn");
    }
    f.service
        .request_takeback(CHANNEL, ALICE)
        .await
        .expect("ask");
    let back = f
        .service
        .answer_takeback(CHANNEL, BOB, true, None)
        .await
        .expect("accept");
    assert_eq!(back.game.move_number(), 0);
}

async fn resigning_gives_the_opponent_the_game(db: Db) {
    let f = fixture(db).await;
    start_game(&f.service, CHANNEL).await;
    let update = f.service.resign(CHANNEL, BOB).await.expect("resign");
    let end = update.game.end.expect("ended");
    assert_eq!(end.winner, Some(Player::One));
    assert_eq!(end.result(), "1-0");
    assert!(matches!(
        f.service.resign(CHANNEL, ALICE).await,
        Err(ServiceError::GameOver(_))
    ));
}

async fn my_games_lists_active_games_across_channels(db: Db) {
    let f = fixture(db).await;
    start_game(&f.service, ChannelId(1)).await;
    start_game(&f.service, ChannelId(2)).await;
    let games = f.service.my_games(ALICE).await.expect("list");
    assert_eq!(games.len(), 2);
    let channels: Vec<u64> = games.iter().map(|g| g.channel.0).collect();
    assert!(channels.contains(&1) && channels.contains(&2));
    assert!(f.service.my_games(CAROL).await.expect("list").is_empty());
    f.service.resign(ChannelId(1), BOB).await.expect("resign");
    assert_eq!(f.service.my_games(ALICE).await.expect("list").len(), 1);
}

async fn a_hint_is_a_legal_turn_and_only_for_the_player_to_move(db: Db) {
    let f = fixture(db).await;
    let view = start_game(&f.service, CHANNEL).await;
    assert!(matches!(
        f.service.hint(CHANNEL, BOB, HintDepth::Quick).await,
        Err(ServiceError::HintNotYourTurn)
    ));
    assert!(matches!(
        f.service.hint(CHANNEL, CAROL, HintDepth::Quick).await,
        Err(ServiceError::NotAPlayer)
    ));
    let hint = f
        .service
        .hint(CHANNEL, ALICE, HintDepth::Quick)
        .await
        .expect("a hint");
    assert!(
        view.position().check(hint.turn).is_ok(),
        "{}",
        hint.notation
    );
    assert_eq!(view.position().format_turn(hint.turn), hint.notation);
    assert!(!hint.reason.to_string().is_empty());
    // Asking changes nothing.
    let after = f.service.show(CHANNEL).await.expect("game");
    assert_eq!(after.version, view.version);
}

async fn a_rematch_swaps_who_moves_first(db: Db) {
    let f = fixture(db).await;
    let first = start_game(&f.service, CHANNEL).await;
    assert_eq!(first.seats, [Seat::User(ALICE), Seat::User(BOB)]);
    assert!(matches!(
        f.service.rematch(first.id, BOB).await,
        Err(ServiceError::StillPlaying)
    ));
    f.service.resign(CHANNEL, BOB).await.expect("resign");
    assert!(matches!(
        f.service.rematch(first.id, CAROL).await,
        Err(ServiceError::NotAPlayer)
    ));
    // Bob (who lost) asks; the challenge goes to Alice, who must accept.
    let ChallengeOutcome::Open(challenge) =
        f.service.rematch(first.id, BOB).await.expect("rematch")
    else {
        panic!("a person must accept a rematch");
    };
    assert_eq!(challenge.challenger, BOB);
    assert_eq!(challenge.opponent, ALICE);
    let second = f
        .service
        .accept(challenge.id, ALICE, CHANNEL)
        .await
        .expect("Alice accepts")
        .game;
    assert_eq!(
        second.seats,
        [Seat::User(BOB), Seat::User(ALICE)],
        "Bob moves first now"
    );
    assert_ne!(second.id, first.id);
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![
        case!(a_whole_game_is_played_to_a_win_and_stored),
        case!(a_restart_mid_game_loses_nothing),
        case!(
            the_same_turn_submitted_concurrently_applies_exactly_once,
            threads = 4
        ),
        case!(a_game_against_the_bot_goes_to_the_end),
        case!(structured_turns_are_accepted_like_text),
        case!(draws_are_offered_declined_and_agreed),
        case!(a_takeback_needs_the_opponents_approval),
        case!(resigning_gives_the_opponent_the_game),
        case!(my_games_lists_active_games_across_channels),
        case!(a_hint_is_a_legal_turn_and_only_for_the_player_to_move),
        case!(a_rematch_swaps_who_moves_first),
    ]
}
