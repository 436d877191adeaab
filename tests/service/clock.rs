//! Time limits of correspondence games, on a real database with a clock the test moves:
//! a reminder at half time, loss on time, nothing lost or sent twice across a restart.

use crate::support::harness::{Case, Db};
use crate::support::{ALICE, BOB, CHANNEL, fixture, open, some_turn, user_to_move};
use zertz_bot::ai::Level;
use zertz_bot::engine::Player;
use zertz_bot::service::EndReason;
use zertz_bot::service::{
    BOT_STALLED_MS, ChallengeOutcome, ChallengeRequest, ChannelId, DAY_MS, GameView, GuildId,
    NOTICE_CLAIM_MS, NoticeKind, Opponent, Service, ServiceError, Starter, TurnInput,
};
use zertz_bot::store::DatabaseStore;

const HOUR_MS: i64 = 60 * 60 * 1000;

/// Alice (first) and Bob start a game with `days` per turn in `channel`.
pub(crate) async fn timed_game(
    service: &Service<DatabaseStore>,
    channel: ChannelId,
    days: i64,
) -> GameView {
    let request = ChallengeRequest {
        starter: Starter::Challenger,
        turn_limit_ms: Some(days * DAY_MS),
        guild: Some(GuildId(77)),
        ..ChallengeRequest::new(channel, ALICE, Opponent::User(BOB))
    };
    let Ok(ChallengeOutcome::Open(challenge)) = service.challenge(request).await else {
        panic!("the challenge is made");
    };
    assert_eq!(challenge.turn_limit_ms, Some(days * DAY_MS));
    service
        .accept(challenge.id, BOB, channel)
        .await
        .expect("Bob accepts")
        .game
}

async fn play_any(service: &Service<DatabaseStore>, channel: ChannelId) -> GameView {
    let view = service.show(channel).await.expect("a game");
    let turn = some_turn(&view, 0);
    service
        .play(channel, user_to_move(&view), TurnInput::Text(turn), None)
        .await
        .expect("a legal turn")
        .game
}

async fn a_reminder_at_half_time_then_loss_on_time(db: Db) {
    let f = fixture(db).await;
    let game = timed_game(&f.service, CHANNEL, 1).await;
    assert_eq!(game.deadline(), Some(game.turn_started_at + DAY_MS));
    assert!(f.service.tick().await.expect("tick").is_empty());

    f.clock.advance(12 * HOUR_MS - 1);
    assert!(
        f.service.tick().await.expect("tick").is_empty(),
        "no reminder before half the time is gone"
    );

    f.clock.advance(1);
    let notices = f.service.tick().await.expect("tick");
    assert_eq!(notices.len(), 1, "one reminder: {notices:?}");
    let reminder = &notices[0];
    assert_eq!(reminder.kind, NoticeKind::Reminder);
    assert_eq!(reminder.player, Player::One);
    assert_eq!(reminder.game.seat(reminder.player).user(), Some(ALICE));

    // Until it is confirmed sent it is handed out again, but never duplicated.
    let again = f.service.tick().await.expect("tick");
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].id, reminder.id);
    f.service.notice_sent(reminder.id).await.expect("confirmed");
    assert!(f.service.tick().await.expect("tick").is_empty());

    f.clock.advance(12 * HOUR_MS);
    let notices = f.service.tick().await.expect("tick");
    assert_eq!(notices.len(), 1, "the loss on time: {notices:?}");
    let timeout = &notices[0];
    assert_eq!(timeout.kind, NoticeKind::Timeout);
    assert_eq!(timeout.player, Player::One);
    let end = timeout.game.end.expect("the game is over");
    assert_eq!(end.winner, Some(Player::Two));
    assert_eq!(end.result(), "0-1");
    assert_eq!(end.reason, EndReason::Timeout);
    assert_eq!(
        end.summary(|p| format!("{p}")),
        "player 2 won, player 1 ran out of time"
    );

    // The game is over: Alice can no longer move, and the channel is free again.
    let late = f
        .service
        .play(CHANNEL, ALICE, TurnInput::Text(some_turn(&game, 0)), None)
        .await;
    assert_eq!(
        late.err().map(|e| e.to_string()),
        Some("this game is over (player 2 won, player 1 ran out of time)".into())
    );
    assert!(matches!(
        f.service.show(CHANNEL).await,
        Err(ServiceError::NoGameHere)
    ));
    f.service.notice_sent(timeout.id).await.expect("confirmed");
    f.clock.advance(10 * DAY_MS);
    assert!(f.service.tick().await.expect("tick").is_empty());
}

async fn a_turn_restarts_the_clock_and_an_unsent_reminder_for_it_is_dropped(db: Db) {
    let f = fixture(db).await;
    timed_game(&f.service, CHANNEL, 1).await;
    f.clock.advance(13 * HOUR_MS);
    let notices = f.service.tick().await.expect("tick");
    assert_eq!(notices.len(), 1);

    // Alice moves before the reminder went out: it is no longer true, so it is dropped.
    let after = play_any(&f.service, CHANNEL).await;
    assert_eq!(after.turn_started_at, after.updated_at);
    assert_eq!(after.deadline(), Some(after.turn_started_at + DAY_MS));
    assert!(
        f.service
            .pending_notices()
            .await
            .expect("pending")
            .is_empty()
    );

    // Bob's own half time comes 12 hours after Alice's turn, not after the game's start.
    f.clock.advance(12 * HOUR_MS - 1);
    assert!(f.service.tick().await.expect("tick").is_empty());
    f.clock.advance(1);
    let notices = f.service.tick().await.expect("tick");
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].player, Player::Two);
    assert_eq!(notices[0].game.seat(Player::Two).user(), Some(BOB));
}

async fn a_restart_loses_no_reminder_and_sends_none_twice(db: Db) {
    let f = fixture(db).await;
    timed_game(&f.service, CHANNEL, 3).await;
    f.clock.advance(36 * HOUR_MS);
    let before = f.service.tick().await.expect("tick");
    assert_eq!(before.len(), 1);
    // The bot stops before posting it.
    f.service.close().await;

    let service = open(&f.url, &f.clock).await;
    let after = service.tick().await.expect("tick after the restart");
    assert_eq!(after.len(), 1, "the reminder survived: {after:?}");
    assert_eq!(
        after[0].id, before[0].id,
        "the same reminder, not a new one"
    );
    service.notice_sent(after[0].id).await.expect("confirmed");
    service.close().await;

    // Down again, past the half time of nobody new: a restart finds nothing to send.
    let service = open(&f.url, &f.clock).await;
    assert!(service.tick().await.expect("tick").is_empty());
    // Down for the rest of the time: the loss on time is decided on the first tick after.
    service.close().await;
    f.clock.advance(36 * HOUR_MS);
    let service = open(&f.url, &f.clock).await;
    let notices = service.tick().await.expect("tick");
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].kind, NoticeKind::Timeout);
    service.notice_sent(notices[0].id).await.expect("confirmed");
    service.close().await;
    let service = open(&f.url, &f.clock).await;
    assert!(service.tick().await.expect("tick").is_empty());
    service.close().await;
}

async fn a_reminder_due_while_the_bot_was_down_is_sent_after_the_restart(db: Db) {
    let f = fixture(db).await;
    timed_game(&f.service, CHANNEL, 1).await;
    f.service.close().await;
    f.clock.advance(18 * HOUR_MS);
    let service = open(&f.url, &f.clock).await;
    let notices = service.tick().await.expect("tick");
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].kind, NoticeKind::Reminder);
    service.close().await;
}

async fn two_processes_sweeping_one_database_post_each_notice_once(db: Db) {
    let f = fixture(db).await;
    let other = open(&f.url, &f.clock).await;
    timed_game(&f.service, CHANNEL, 1).await;
    f.clock.advance(20 * HOUR_MS);
    let here = f.service.tick().await.expect("tick here");
    let there = other.tick().await.expect("tick there");
    assert_eq!(here.len(), 1, "one reminder: {here:?}");
    assert!(there.is_empty(), "claimed by the first process: {there:?}");
    // The first process sweeps again before posting: it still holds its notice.
    assert_eq!(f.service.tick().await.expect("tick").len(), 1);

    // It dies before confirming: once its claim has run out, the other process posts it.
    f.clock.advance(NOTICE_CLAIM_MS - 1);
    assert!(other.tick().await.expect("tick").is_empty(), "still held");
    f.clock.advance(1);
    let taken_over = other.tick().await.expect("tick there");
    assert_eq!(taken_over.len(), 1, "{taken_over:?}");
    assert_eq!(taken_over[0].id, here[0].id, "the same reminder");
    other
        .notice_sent(taken_over[0].id)
        .await
        .expect("confirmed");
    assert!(f.service.tick().await.expect("tick").is_empty());
    assert!(other.tick().await.expect("tick").is_empty());
}

async fn ticks_at_the_same_moment_make_one_reminder(db: Db) {
    let f = fixture(db).await;
    timed_game(&f.service, CHANNEL, 1).await;
    f.clock.advance(20 * HOUR_MS);
    let (a, b) = tokio::join!(f.service.tick(), f.service.tick());
    let (a, b) = (a.expect("tick"), b.expect("tick"));
    let ids: std::collections::BTreeSet<i64> = a.iter().chain(&b).map(|n| n.id).collect();
    assert_eq!(
        ids.len(),
        1,
        "one reminder, however many ticks: {a:?} {b:?}"
    );
}

async fn a_turn_after_the_deadline_is_refused_and_the_game_is_lost_on_time(db: Db) {
    let f = fixture(db).await;
    let game = timed_game(&f.service, CHANNEL, 1).await;
    f.clock.advance(DAY_MS + 1);
    // No tick ran yet: Alice's turn arrives too late.
    let late = f
        .service
        .play(CHANNEL, ALICE, TurnInput::Text(some_turn(&game, 0)), None)
        .await;
    match late {
        Err(ServiceError::GameOver(game)) => assert!(
            game.end
                .as_ref()
                .is_some_and(|e| e.reason == EndReason::Timeout)
        ),
        other => panic!("expected a loss on time, got {other:?}"),
    }
    let ended = f.service.game(game.id).await.expect("the game");
    assert_eq!(ended.end.expect("over").winner, Some(Player::Two));
    assert!(
        ended.game.turns().is_empty(),
        "the late turn was not played"
    );
    // The announcement waits for the adapter.
    let notices = f.service.pending_notices().await.expect("pending");
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].kind, NoticeKind::Timeout);
}

async fn offers_do_not_restart_the_clock_but_a_takeback_does(db: Db) {
    let f = fixture(db).await;
    timed_game(&f.service, CHANNEL, 1).await;
    play_any(&f.service, CHANNEL).await; // Alice
    f.clock.advance(10 * HOUR_MS);
    let offered = f.service.offer_draw(CHANNEL, BOB).await.expect("an offer");
    let started = offered.game.turn_started_at;
    assert_eq!(offered.game.deadline(), Some(started + DAY_MS));
    assert!(
        started < offered.game.updated_at,
        "the offer left the clock alone"
    );

    f.service
        .request_takeback(CHANNEL, ALICE)
        .await
        .expect("asked");
    f.clock.advance(HOUR_MS);
    let back = f
        .service
        .answer_takeback(CHANNEL, BOB, true, None)
        .await
        .expect("allowed");
    assert_eq!(back.game.turn_started_at, back.game.updated_at);
    assert_eq!(back.game.to_move(), Some(Player::One));
    let reloaded = f.service.game(back.game.id).await.expect("stored");
    assert_eq!(reloaded.turn_started_at, back.game.turn_started_at);
    assert_eq!(reloaded.turn_seq, back.game.turn_seq);
}

async fn time_limits_are_within_bounds(db: Db) {
    let f = fixture(db).await;
    let short = ChallengeRequest {
        turn_limit_ms: Some(60_000),
        ..ChallengeRequest::new(CHANNEL, ALICE, Opponent::User(BOB))
    };
    assert!(matches!(
        f.service.challenge(short).await,
        Err(ServiceError::BadSetup(_))
    ));
    // A game without a limit never gets a notice.
    let request = ChallengeRequest::new(ChannelId(9), ALICE, Opponent::User(BOB));
    let Ok(ChallengeOutcome::Open(challenge)) = f.service.challenge(request).await else {
        panic!("the challenge is made");
    };
    let game = f
        .service
        .accept(challenge.id, BOB, ChannelId(9))
        .await
        .expect("accepted")
        .game;
    assert_eq!(game.deadline(), None);
    f.clock.advance(30 * DAY_MS);
    assert!(f.service.tick().await.expect("tick").is_empty());
}

/// The channels whose bot turn is owed, as the minute's look finds them.
async fn owed_bot_turns(service: &Service<DatabaseStore>) -> Vec<ChannelId> {
    service.stalled_bot_games().await.expect("looked")
}

/// A game against the bot found waiting for its person is not reported while it waits, and is
/// reported once it changes and the bot's answer is owed (the look at quiet games remembers
/// the games it found waiting, by version).
async fn a_bot_game_waiting_for_its_person_is_looked_at_again_once_it_changes(db: Db) {
    let f = fixture(db).await;
    let request = ChallengeRequest {
        starter: Starter::Challenger,
        ..ChallengeRequest::new(CHANNEL, ALICE, Opponent::Bot(Level::Easy))
    };
    let Ok(ChallengeOutcome::Started(_)) = f.service.challenge(request).await else {
        panic!("a game against the bot starts at once");
    };
    for _ in 0..2 {
        f.clock.advance(BOT_STALLED_MS);
        assert!(
            owed_bot_turns(&f.service).await.is_empty(),
            "Alice is to move"
        );
    }
    // Alice plays; nobody asks the bot (as when the process stopped while it thought). The
    // next look finds the game changed.
    play_any(&f.service, CHANNEL).await;
    f.clock.advance(BOT_STALLED_MS);
    assert_eq!(
        owed_bot_turns(&f.service).await,
        vec![CHANNEL],
        "the bot owes its turn"
    );
    f.service
        .bot_turn(CHANNEL)
        .await
        .expect("the bot plays")
        .expect("a turn");
    f.clock.advance(BOT_STALLED_MS);
    assert!(
        owed_bot_turns(&f.service).await.is_empty(),
        "Alice is to move again"
    );
}

/// A correspondence game against the bot: only the person's turns are timed (reminded at half
/// time, lost on time), and a turn of the bot's lost to a restart is found and played.
async fn a_correspondence_game_against_the_bot_times_the_person_and_finds_a_lost_bot_turn(db: Db) {
    let f = fixture(db).await;
    let request = ChallengeRequest {
        turn_limit_ms: Some(DAY_MS),
        // The bot moves first.
        starter: Starter::Opponent,
        ..ChallengeRequest::new(CHANNEL, ALICE, Opponent::Bot(Level::Easy))
    };
    let Ok(ChallengeOutcome::Started(started)) = f.service.challenge(request).await else {
        panic!("a game against the bot starts at once");
    };
    let game = started.game;
    assert_eq!(game.turn_limit_ms, Some(DAY_MS));
    assert!(game.seat(Player::One).is_bot());
    assert_eq!(
        game.deadline(),
        None,
        "no clock runs while the bot is to move"
    );

    // Nobody asked the bot for its turn (as when the process stopped while it thought): a
    // minute later the game is owed its turn, and only then.
    assert!(owed_bot_turns(&f.service).await.is_empty());
    f.clock.advance(BOT_STALLED_MS);
    assert_eq!(owed_bot_turns(&f.service).await, vec![CHANNEL]);
    let played = f
        .service
        .bot_turn(CHANNEL)
        .await
        .expect("the bot plays")
        .expect("a turn");
    f.clock.advance(BOT_STALLED_MS);
    assert!(
        owed_bot_turns(&f.service).await.is_empty(),
        "Alice is to move"
    );

    // Alice's clock runs: reminded at half time, and her time runs out.
    let view = played.game;
    assert_eq!(view.deadline(), Some(view.turn_started_at + DAY_MS));
    f.clock.advance(12 * HOUR_MS);
    let notices = f.service.tick().await.expect("tick");
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(notices[0].kind, NoticeKind::Reminder);
    assert_eq!(notices[0].player, Player::Two);
    f.service.notice_sent(notices[0].id).await.expect("sent");
    f.clock.advance(12 * HOUR_MS);
    let notices = f.service.tick().await.expect("tick");
    assert!(
        notices.iter().any(|n| n.kind == NoticeKind::Timeout),
        "{notices:?}"
    );
    let ended = f.service.latest(CHANNEL).await.expect("the game");
    let end = ended.end.expect("lost on time");
    assert_eq!(
        (end.winner, end.reason),
        (Some(Player::One), EndReason::Timeout)
    );
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![
        case!(a_reminder_at_half_time_then_loss_on_time),
        case!(a_turn_restarts_the_clock_and_an_unsent_reminder_for_it_is_dropped),
        case!(a_restart_loses_no_reminder_and_sends_none_twice),
        case!(a_reminder_due_while_the_bot_was_down_is_sent_after_the_restart),
        case!(ticks_at_the_same_moment_make_one_reminder),
        case!(two_processes_sweeping_one_database_post_each_notice_once),
        case!(a_turn_after_the_deadline_is_refused_and_the_game_is_lost_on_time),
        case!(offers_do_not_restart_the_clock_but_a_takeback_does),
        case!(time_limits_are_within_bounds),
        case!(a_correspondence_game_against_the_bot_times_the_person_and_finds_a_lost_bot_turn),
        case!(a_bot_game_waiting_for_its_person_is_looked_at_again_once_it_changes),
    ]
}
