//! The community features through the real bot and a fake Discord (real JSON payloads):
//! correspondence games (the time limit in the messages, the reminder at half time and the
//! loss on time as posted by `notices::deliver`, with enforced nonces and exact pings),
//! ratings (leaderboard, profiles, no hints in rated games), importing records into analysis
//! games (text, file attachment, against the bot) and the export → import round trip.

use crate::support::*;
use serde_json::{Value, json};
use zertz_bot::engine::{Board, Game, GameType, Player};
use zertz_bot::service::EndReason;
use zertz_bot::service::{
    ChallengeOutcome, ChallengeRequest, ChannelId, DAY_MS, GuildId, ManualClock, Opponent, UserId,
};

const HOUR_MS: i64 = 60 * 60 * 1000;
/// Channels of their own for analysis games (the fake describes them as threads of CHANNEL).
const ANALYSIS_1: u64 = 700_000_000_000_000_201;
const ANALYSIS_2: u64 = 700_000_000_000_000_202;
const ANALYSIS_3: u64 = 700_000_000_000_000_203;
const ANALYSIS_4: u64 = 700_000_000_000_000_204;

/// Whether a message may ping anybody at all (`@everyone`, roles, users by parsing).
fn parses_no_mentions(call: &Call) -> bool {
    call.message()["allowed_mentions"]["parse"]
        .as_array()
        .is_some_and(Vec::is_empty)
}

/// The bold parts of a message (`**…**`), in order.
fn bold(content: &str) -> Vec<String> {
    content
        .split("**")
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_game_gets_a_reminder_at_half_time_then_is_lost_on_time() {
    let bot = start_bot().await;
    let fake = &bot.fake;

    // Alice challenges Bob with a day per turn; both the challenge and the first board say so.
    let (thread, challenge, first_board) =
        challenge_accepted(fake, vec![json!({"name": "time", "type": 4, "value": 1})]).await;
    assert!(
        challenge.content().contains("1 day per turn, rated;"),
        "a day per turn, rated by default: {}",
        challenge.content()
    );
    let start_line = first_board.content();
    assert!(start_line.contains("1 day per turn"), "{start_line}");
    assert!(start_line.contains(", rated"), "{start_line}");
    assert!(
        start_line.contains(&format!("<@{ALICE}> to move — time runs out <t:")),
        "{start_line}"
    );

    // A second service on the bot's database, with a clock the test moves; and an HTTP
    // client to the fake, built the way the bot builds its own.
    let view = bot
        .second_service(None)
        .await
        .show(ChannelId(thread))
        .await
        .expect("the game is in the database");
    assert_eq!(view.turn_limit_ms, Some(DAY_MS));
    assert!(view.rated);
    let started = view.turn_started_at;
    let deadline = started + DAY_MS;
    assert!(
        start_line.contains(&format!("<t:{}:R>", deadline / 1000)),
        "the start names the deadline: {start_line}"
    );
    let clock = ManualClock::new(started + 12 * HOUR_MS - 60_000);
    let service = bot.second_service(Some(&clock)).await;
    let http = zertz_bot::discord::bot::http(&config(&bot.url, &fake.base));
    // A correspondence game in channel 0 (the terminal's, which can share the file) is in no
    // Discord channel: its reminder, due with Alice's loss on time below, is given up — no
    // panic — and the other notices still go out.
    let request = ChallengeRequest {
        turn_limit_ms: Some(DAY_MS),
        ..ChallengeRequest::new(ChannelId(0), UserId(1), Opponent::User(UserId(2)))
    };
    let Ok(ChallengeOutcome::Open(zero)) = service.challenge(request).await else {
        panic!("the challenge in channel 0 is made");
    };
    service
        .accept(zero.id, UserId(2), ChannelId(0))
        .await
        .expect("and accepted");
    let posts_to_thread = |from: usize| {
        let path = format!("/api/v10/channels/{thread}/messages");
        async move {
            fake.calls()
                .await
                .into_iter()
                .skip(from)
                .filter(|c| c.method == "POST" && c.path == path)
                .collect::<Vec<_>>()
        }
    };

    // A minute before half time: nothing to say.
    let mark = fake.mark().await;
    let posted = zertz_bot::discord::notices::deliver(&http, &service)
        .await
        .expect("the tick runs");
    assert_eq!(posted, 0);
    assert!(posts_to_thread(mark).await.is_empty());

    // Half time: one reminder in the game's thread, pinging Alice only.
    clock.advance(60_000);
    let mark = fake.mark().await;
    let posted = zertz_bot::discord::notices::deliver(&http, &service)
        .await
        .expect("the tick runs");
    assert_eq!(posted, 1);
    let posts = posts_to_thread(mark).await;
    assert_eq!(posts.len(), 1, "{:#?}", fake.summary().await);
    let reminder = &posts[0];
    let content = reminder.content();
    assert!(content.starts_with(&format!("<@{ALICE}>")), "{content}");
    assert!(content.contains("a reminder"), "{content}");
    assert!(content.contains(&format!("game {}", view.id)), "{content}");
    assert!(
        content.contains(&format!("<t:{}:R>", deadline / 1000)),
        "{content}"
    );
    assert_eq!(reminder.allowed_users(), vec![ALICE.to_string()]);
    assert!(parses_no_mentions(reminder), "{:?}", reminder.json);
    assert_eq!(decodes_as_png(reminder), (800, 800));
    let body = reminder.json.clone().expect("a payload");
    let reminder_nonce = body["nonce"].as_str().expect("a nonce").to_string();
    assert!(
        reminder_nonce.starts_with("zertz-notice-"),
        "{reminder_nonce}"
    );
    assert_eq!(body["enforce_nonce"], json!(true), "{body}");
    assert!(
        reminder.button_ids().is_empty(),
        "a reminder has no buttons"
    );

    // The reminder is confirmed: the next tick says nothing.
    let mark = fake.mark().await;
    let posted = zertz_bot::discord::notices::deliver(&http, &service)
        .await
        .expect("the tick runs");
    assert_eq!(posted, 0);
    assert!(posts_to_thread(mark).await.is_empty());

    // The day is over: Alice loses on time; both players are pinged, a rematch is offered.
    clock.advance(12 * HOUR_MS);
    let mark = fake.mark().await;
    let posted = zertz_bot::discord::notices::deliver(&http, &service)
        .await
        .expect("the tick runs");
    assert_eq!(posted, 1);
    assert!(
        service
            .pending_notices()
            .await
            .expect("the notices")
            .is_empty(),
        "the channel-0 reminder was given up, not kept for ever"
    );
    let posts = posts_to_thread(mark).await;
    assert_eq!(posts.len(), 1, "{:#?}", fake.summary().await);
    let timeout = &posts[0];
    let content = timeout.content();
    assert!(
        content.contains(&format!("<@{ALICE}> ran out of time")),
        "{content}"
    );
    assert!(content.contains(&format!("<@{BOB}> wins")), "{content}");
    assert!(content.contains("0-1"), "{content}");
    let mut pinged = timeout.allowed_users();
    pinged.sort();
    assert_eq!(pinged, vec![ALICE.to_string(), BOB.to_string()]);
    assert!(parses_no_mentions(timeout));
    assert_eq!(
        timeout.button_ids(),
        vec![format!("z:rematch:{}", view.id.0)]
    );
    decodes_as_png(timeout);
    let body = timeout.json.clone().expect("a payload");
    let timeout_nonce = body["nonce"].as_str().expect("a nonce");
    assert!(
        timeout_nonce.starts_with("zertz-notice-"),
        "{timeout_nonce}"
    );
    assert_ne!(
        timeout_nonce, reminder_nonce,
        "each notice has its own nonce"
    );
    assert_eq!(body["enforce_nonce"], json!(true));

    // Said once only.
    let mark = fake.mark().await;
    for _ in 0..2 {
        let posted = zertz_bot::discord::notices::deliver(&http, &service)
            .await
            .expect("the tick runs");
        assert_eq!(posted, 0);
    }
    assert!(posts_to_thread(mark).await.is_empty());

    // The game is over in the database and rated: Bob leads the server.
    let ended = service.game(view.id).await.expect("the game");
    assert_eq!(
        ended
            .end
            .map(|e| (e.reason, e.reason_named(|p| p.to_string()))),
        Some((EndReason::Timeout, "player 1 ran out of time".to_string()))
    );
    let ladder = service
        .leaderboard(GuildId(GUILD), 10)
        .await
        .expect("the leaderboard");
    assert_eq!(ladder.len(), 2, "{ladder:?}");
    assert_eq!((ladder[0].user, ladder[0].wins), (UserId(BOB), 1));
    assert_eq!((ladder[1].user, ladder[1].losses), (UserId(ALICE), 1));

    // Through the bot: no turn is accepted after the loss on time, and the leaderboard agrees.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            thread,
            "move",
            json!([string_option("turn", "Wd4-a1")]),
        ))
        .await;
    assert!(call.ephemeral(), "refused: {}", call.content());
    assert!(!call.content().contains("played"), "{}", call.content());
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            thread,
            "move",
            json!([string_option("turn", "Wd4-a1")]),
        ))
        .await;
    assert!(call.ephemeral());
    assert_eq!(
        call.content(),
        format!(
            "This game is over (<@{BOB}> won, <@{ALICE}> ran out of time); start a new one \
             with `/zertz challenge`."
        )
    );
    // The finished game is still what the thread shows.
    let (call, _) = fake
        .respond(fake.command(CAROL, thread, "board", json!([])))
        .await;
    assert!(!call.ephemeral(), "{}", call.content());
    assert!(call.png().is_some());
    assert!(
        call.content()
            .contains(&format!("**<@{BOB}> wins** (<@{ALICE}> ran out of time)")),
        "{}",
        call.content()
    );
    let (call, _) = fake
        .respond(fake.command(CAROL, CHANNEL, "leaderboard", json!([])))
        .await;
    let lines: Vec<String> = call.content().lines().map(String::from).collect();
    assert!(lines[1].starts_with(&format!("1. <@{BOB}>")), "{lines:?}");
    assert!(lines[1].ends_with("1W 0D 0L"), "{lines:?}");
    assert!(lines[2].starts_with(&format!("2. <@{ALICE}>")), "{lines:?}");

    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rated_games_make_the_leaderboard_and_profiles() {
    let bot = start_bot().await;
    let fake = &bot.fake;

    // Nothing rated yet.
    let (call, _) = fake
        .respond(fake.command(CAROL, CHANNEL, "leaderboard", json!([])))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(
        call.content().contains("No rated games"),
        "{}",
        call.content()
    );

    // Game 1 (rated by default): Alice plays, Bob may not ask for a hint, Bob resigns.
    let (thread, challenge, first_board) = challenge_accepted(fake, Vec::new()).await;
    assert!(
        challenge.content().contains("no time limit"),
        "{}",
        challenge.content()
    );
    assert!(
        first_board.content().contains(", rated"),
        "{}",
        first_board.content()
    );
    let mut game = Game::new(Board::Rings37, GameType::Standard);
    play_turns(fake, thread, &mut game, user_of, 1).await;
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(fake.command(BOB, thread, "hint", json!([])))
        .await;
    assert!(call.ephemeral(), "{call:?}");
    let refusal = if call.kind() == Some(5) {
        fake.wait_for(mark, |c| {
            c.method == "PATCH" && c.path.ends_with("/messages/@original")
        })
        .await
    } else {
        call
    };
    assert!(
        refusal
            .content()
            .starts_with("Hints are off in rated games"),
        "{}",
        refusal.content()
    );
    assert!(
        !refusal.content().contains("Hint:"),
        "{}",
        refusal.content()
    );
    let (call, _) = fake
        .respond(fake.command(BOB, thread, "resign", json!([])))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(
        call.content().contains(&format!("<@{ALICE}> wins")),
        "{}",
        call.content()
    );

    // Game 2: Bob resigns at once.
    let (thread2, _, _) = challenge_accepted(fake, Vec::new()).await;
    assert_ne!(thread2, thread);
    let (call, _) = fake
        .respond(fake.command(BOB, thread2, "resign", json!([])))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(call.content().contains("resigned"), "{}", call.content());

    // The leaderboard: public, pings nobody, Alice first with both wins.
    let (call, _) = fake
        .respond(fake.command(CAROL, CHANNEL, "leaderboard", json!([])))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(!call.ephemeral());
    assert!(parses_no_mentions(&call), "{:?}", call.json);
    assert!(call.allowed_users().is_empty());
    let content = call.content();
    let lines: Vec<&str> = content.lines().collect();
    assert_eq!(lines.len(), 3, "{content}");
    assert!(lines[0].contains("leaderboard"), "{content}");
    assert!(lines[1].starts_with(&format!("1. <@{ALICE}>")), "{content}");
    assert!(lines[1].ends_with("2W 0D 0L"), "{content}");
    assert!(lines[2].starts_with(&format!("2. <@{BOB}>")), "{content}");
    assert!(lines[2].ends_with("0W 0D 2L"), "{content}");
    let rating = |line: &str| -> f64 {
        bold(line)[0]
            .trim_end_matches('?')
            .parse()
            .expect("a rating")
    };
    assert!(
        rating(lines[1]) > 1500.0 && rating(lines[2]) < 1500.0,
        "{content}"
    );

    // Bob's profile as Alice sees it.
    let (call, _) = fake
        .respond(fake.command_with(
            ALICE,
            CHANNEL,
            "profile",
            json!([{"name": "player", "type": 6, "value": BOB.to_string()}]),
            resolved_user(BOB),
            2,
        ))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(!call.ephemeral());
    assert!(parses_no_mentions(&call) && call.allowed_users().is_empty());
    let content = call.content();
    assert!(
        content.starts_with(&format!("**Profile of <@{BOB}>**")),
        "{content}"
    );
    assert!(content.contains("(#2 on this server)"), "{content}");
    assert!(content.contains("0W 0D 2L in 2 rated games"), "{content}");
    assert!(content.contains("Against you: 0W 0D 2L"), "{content}");
    assert!(content.contains("Latest games:"), "{content}");
    let games: Vec<&str> = content.lines().filter(|l| l.starts_with("• ")).collect();
    assert_eq!(games.len(), 2, "{content}");
    for line in &games {
        assert!(
            line.contains(&format!("lost against <@{ALICE}>")),
            "{content}"
        );
        // The end is worded with names, never the raw "player 2 resigned" of the store.
        assert!(line.contains(&format!("— <@{BOB}> resigned")), "{content}");
        assert!(line.contains(" (-"), "a rating loss: {content}");
    }

    // Alice's own profile: no head-to-head line, rating gains.
    let (call, _) = fake
        .respond(fake.command(ALICE, CHANNEL, "profile", json!([])))
        .await;
    let content = call.content();
    assert!(
        content.starts_with(&format!("**Profile of <@{ALICE}>**")),
        "{content}"
    );
    assert!(content.contains("2W 0D 0L in 2 rated games"), "{content}");
    assert!(!content.contains("Against you"), "{content}");
    assert_eq!(content.matches(" (+").count(), 2, "{content}");

    // Carol has played nothing.
    let (call, _) = fake
        .respond(fake.command(CAROL, CHANNEL, "profile", json!([])))
        .await;
    assert!(
        call.content().contains("No rated games yet."),
        "{}",
        call.content()
    );

    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_imported_record_is_an_analysis_game_with_hints_and_takebacks() {
    let bot = start_bot().await;
    let fake = &bot.fake;

    // Alice imports two turns: a public answer with the board.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            ANALYSIS_1,
            "import",
            json!([string_option("text", "standard 37 Wd4-a1 Gd5-g4")]),
        ))
        .await;
    assert_eq!(call.kind(), Some(4), "{call:?}");
    assert!(!call.ephemeral());
    let content = call.content();
    assert!(content.contains("Analysis game"), "{content}");
    assert!(content.contains("(unrated)"), "{content}");
    assert!(content.contains("after 2 imported turns"), "{content}");
    assert!(content.contains("you play both sides"), "{content}");
    assert!(
        content.contains(&format!("<@{ALICE}> to move — a capture is compulsory")),
        "{content}"
    );
    assert_eq!(call.allowed_users(), vec![ALICE.to_string()]);
    assert_eq!(decodes_as_png(&call), (800, 800));
    let mut game = Game::new(Board::Rings37, GameType::Standard);
    game.play_text("Wd4-a1").expect("legal");
    game.play_text("Gd5-g4").expect("legal");

    // It is Alice's alone.
    let (call, _) = fake
        .respond(fake.command(
            BOB,
            ANALYSIS_1,
            "move",
            json!([string_option("turn", "Wd1-a2")]),
        ))
        .await;
    assert!(call.ephemeral());
    assert!(
        call.content().contains("not playing in this game"),
        "{}",
        call.content()
    );

    // A hint: deferred privately, then a legal turn of the position.
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(fake.command(ALICE, ANALYSIS_1, "hint", json!([])))
        .await;
    assert_eq!(call.kind(), Some(5), "deferred: {call:?}");
    assert!(call.ephemeral());
    let hint = fake
        .wait_for(mark, |c| {
            c.method == "PATCH" && c.path.ends_with("/messages/@original")
        })
        .await;
    assert!(hint.content().starts_with("Hint: **"), "{}", hint.content());
    let advised = bold(&hint.content())[0].clone();
    let position = *game.position();
    let legal: Vec<String> = game
        .legal_turns()
        .into_iter()
        .map(|t| position.format_turn(t))
        .collect();
    assert!(legal.contains(&advised), "{advised} not in {legal:?}");

    // A takeback steps back one turn at once.
    let (call, _) = fake
        .respond(fake.command(ALICE, ANALYSIS_1, "takeback", json!([])))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(!call.ephemeral());
    assert!(
        call.content().starts_with("Taken back: Gd5-g4."),
        "{}",
        call.content()
    );
    assert!(
        call.content().contains(&format!("<@{ALICE}> to move.")),
        "no capture now: {}",
        call.content()
    );
    decodes_as_png(&call);
    let (call, _) = fake
        .respond(fake.command(ALICE, ANALYSIS_1, "board", json!([])))
        .await;
    assert!(
        call.content().contains("after 1 turn."),
        "{}",
        call.content()
    );

    // The channel has its game now.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            ANALYSIS_1,
            "import",
            json!([string_option("text", "Wd4-a1")]),
        ))
        .await;
    assert!(call.ephemeral());
    assert!(
        call.content().contains("already in progress"),
        "{}",
        call.content()
    );

    // Garbage, too many turns, a level that does not exist: refused privately.
    for (options, expected) in [
        (
            json!([string_option(
                "text",
                "this is no record at all, just words"
            )]),
            "That record cannot be imported",
        ),
        (
            json!([string_option("text", "standard 37 Wd4-a1 Gd5-g4"), {"name": "turns", "type": 4, "value": 5}]),
            "That record cannot be imported: it has only 2 turns, not 5",
        ),
        (
            json!([
                string_option("text", "Wd4-a1"),
                string_option("bot", "grandmaster-x")
            ]),
            "There is no level \"grandmaster-x\"; the levels are random, easy, medium",
        ),
        (json!([]), "Give a record file"),
    ] {
        let (call, _) = fake
            .respond(fake.command(ALICE, ANALYSIS_2, "import", options.clone()))
            .await;
        assert_eq!(call.kind(), Some(4), "{options}: {call:?}");
        assert!(call.ephemeral(), "{options}: {}", call.content());
        assert!(
            call.content().starts_with(expected),
            "{options}: {}",
            call.content()
        );
        assert!(call.png().is_none());
    }
    let (call, _) = fake
        .respond(fake.command(ALICE, ANALYSIS_2, "board", json!([])))
        .await;
    assert!(
        call.content().contains("no game in progress"),
        "nothing was imported: {}",
        call.content()
    );

    // Only the first turn of the record.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            ANALYSIS_2,
            "import",
            json!([string_option("text", "standard 37 Wd4-a1 Gd5-g4"), {"name": "turns", "type": 4, "value": 1}]),
        ))
        .await;
    assert!(!call.ephemeral(), "{}", call.content());
    assert!(
        call.content().contains("after 1 imported turn;"),
        "{}",
        call.content()
    );

    // Against the random bot: the person takes the side to move (here player two, after one
    // imported turn); the bot waits for them, then answers by itself with a new message.
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            ANALYSIS_3,
            "import",
            json!([
                string_option("text", "standard 37 Wd4-a1"),
                string_option("bot", "random")
            ]),
        ))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(!call.ephemeral());
    let content = call.content();
    assert!(content.contains("after 1 imported turn;"), "{content}");
    assert!(
        content.contains("you play on against the bot (random)"),
        "{content}"
    );
    assert!(
        content.contains(&format!("<@{ALICE}> to move")),
        "{content}"
    );
    assert_eq!(call.allowed_users(), vec![ALICE.to_string()]);
    decodes_as_png(&call);
    let (call, _) = fake
        .respond(fake.command(ALICE, ANALYSIS_3, "board", json!([])))
        .await;
    assert!(
        call.content().contains("after 1 turn."),
        "{}",
        call.content()
    );
    let posted: Vec<Call> = fake
        .calls()
        .await
        .into_iter()
        .skip(mark)
        .filter(|c| c.method == "POST" && c.path.contains(&format!("/channels/{ANALYSIS_3}/")))
        .collect();
    assert!(posted.is_empty(), "the bot waits for Alice: {posted:?}");
    let mut against_bot = Game::new(Board::Rings37, GameType::Standard);
    against_bot.play_text("Wd4-a1").expect("legal");
    let mark = fake.mark().await;
    play_turns(fake, ANALYSIS_3, &mut against_bot, |_| ALICE, 1).await;
    let reply = fake
        .wait_for(mark, |c| {
            c.method == "POST" && c.path == format!("/api/v10/channels/{ANALYSIS_3}/messages")
        })
        .await;
    let content = reply.content();
    assert!(
        content.starts_with("The bot (random) played **"),
        "{content}"
    );
    assert!(
        content.contains(&format!("<@{ALICE}> to move")),
        "{content}"
    );
    assert_eq!(reply.allowed_users(), vec![ALICE.to_string()]);
    decodes_as_png(&reply);
    against_bot
        .play_text(&bold(&content)[0])
        .expect("the bot played a legal turn");
    // The bot played exactly once: Alice (player two) is to move again.
    let (call, _) = fake
        .respond(fake.command(ALICE, ANALYSIS_3, "board", json!([])))
        .await;
    assert!(
        call.content().contains("after 3 turns."),
        "{}",
        call.content()
    );
    assert_eq!(against_bot.position().side_to_move(), Player::Two);

    bot.stop().await;
}

/// Serves `bytes` over HTTP on 127.0.0.1 (the "CDN" an attachment is downloaded from);
/// returns the URL.
async fn serve_attachment(bytes: Vec<u8>) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind a local port");
    let port = listener.local_addr().expect("address").port();
    let app = axum::Router::new().route(
        "/attachments/1/2/record.zen.txt",
        axum::routing::get(move || {
            let bytes = bytes.clone();
            async move { bytes }
        }),
    );
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    format!("http://127.0.0.1:{port}/attachments/1/2/record.zen.txt")
}

/// An `/zertz import file:<attachment>` command, with the attachment as Discord resolves it.
fn import_file(fake: &FakeDiscord, channel: u64, url: &str, size: usize) -> Value {
    let id = fake.new_id().to_string();
    fake.command_with(
        ALICE,
        channel,
        "import",
        json!([{"name": "file", "type": 11, "value": id}]),
        json!({"attachments": {id.clone(): {
            "id": id,
            "filename": "record.zen.txt",
            "size": size,
            "url": url,
            "proxy_url": url,
            "content_type": "text/plain; charset=utf-8",
            "ephemeral": true,
            "description": null,
            "height": null,
            "width": null,
            "duration_secs": null,
        }}}),
        2,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exported_record_imports_back_to_the_same_position() {
    let bot = start_bot().await;
    let fake = &bot.fake;

    // A casual game of seven turns.
    let (thread, _, _) = challenge_accepted(
        fake,
        vec![json!({"name": "rated", "type": 5, "value": false})],
    )
    .await;
    let mut game = Game::new(Board::Rings37, GameType::Standard);
    play_turns(fake, thread, &mut game, user_of, 7).await;

    // The export: a private record file.
    let (call, _) = fake
        .respond(fake.command(BOB, thread, "export", json!([])))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(call.ephemeral());
    assert!(call.content().contains("7 turns"), "{}", call.content());
    assert_eq!(call.files.len(), 1, "{:?}", call.files);
    let (name, bytes) = &call.files[0];
    assert!(name.ends_with(".zen.txt"), "{name}");
    let record = String::from_utf8(bytes.clone()).expect("UTF-8 text");
    let file = zertz_bot::engine::RecordFile::parse(&record).expect("the record reads back");
    assert_eq!(file.record.turns.len(), 7, "{record}");
    assert_eq!(file.tag("Mode"), Some("casual"), "{record}");

    // Imported as text in another channel.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            ANALYSIS_1,
            "import",
            json!([string_option("text", &record)]),
        ))
        .await;
    assert_eq!(call.kind(), Some(4), "{call:?}");
    assert!(!call.ephemeral(), "{}", call.content());
    assert!(
        call.content().contains("after 7 imported turns"),
        "{}",
        call.content()
    );
    decodes_as_png(&call);

    // Imported as a file (downloaded from its attachment URL) in a third channel: deferred,
    // then the answer as a follow-up.
    let url = serve_attachment(record.clone().into_bytes()).await;
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(import_file(fake, ANALYSIS_2, &url, record.len()))
        .await;
    assert_eq!(call.kind(), Some(5), "deferred while downloading: {call:?}");
    assert!(!call.ephemeral());
    let followup = fake
        .wait_for(mark, |c| {
            c.method == "POST" && c.path.contains("/webhooks/") && c.path.contains(&APP.to_string())
        })
        .await;
    assert!(
        followup.content().contains("after 7 imported turns"),
        "{}",
        followup.content()
    );
    decodes_as_png(&followup);

    // A file over the limit is refused before it is downloaded.
    let (call, _) = fake
        .respond(import_file(fake, ANALYSIS_4, &url, 100_000))
        .await;
    assert!(call.ephemeral());
    assert!(call.content().contains("too big"), "{}", call.content());

    // A file that is no record: the error replaces the "thinking…" of the deferred answer,
    // and the channel stays free.
    let garbage = serve_attachment(b"\x89PNG not a record at all".to_vec()).await;
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(import_file(fake, ANALYSIS_4, &garbage, 25))
        .await;
    assert_eq!(call.kind(), Some(5), "{call:?}");
    let refusal = fake
        .wait_for(mark, |c| {
            c.method == "PATCH" && c.path.ends_with("/messages/@original")
        })
        .await;
    assert!(
        refusal
            .content()
            .starts_with("That record cannot be imported"),
        "{}",
        refusal.content()
    );
    assert!(refusal.png().is_none());

    // The same position everywhere, as the database has it.
    let service = bot.second_service(None).await;
    let original = service.show(ChannelId(thread)).await.expect("the game");
    assert_eq!(*original.position(), *game.position());
    for channel in [ANALYSIS_1, ANALYSIS_2] {
        let imported = service
            .show(ChannelId(channel))
            .await
            .expect("the analysis game");
        assert!(imported.analysis && !imported.rated);
        assert_eq!(*imported.position(), *original.position(), "in {channel}");
        assert_eq!(imported.record().turns, original.record().turns);
        assert_eq!(
            imported.seats[0], imported.seats[1],
            "Alice plays both sides"
        );
    }

    // And the analysis goes on from there: the player to move of the original plays on.
    let mut analysis = game.clone();
    play_turns(fake, ANALYSIS_1, &mut analysis, |_| ALICE, 1).await;

    bot.stop().await;
}

/// A record file whose download fails (the attachment's CDN URL answers 404, as expired
/// signed URLs do) should be reported as a failed download, not parsed as a record.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_file_that_cannot_be_downloaded_says_so() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let missing = serve_attachment(Vec::new())
        .await
        .replace("record.zen.txt", "expired.txt");
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(import_file(fake, ANALYSIS_1, &missing, 25))
        .await;
    assert_eq!(call.kind(), Some(5), "{call:?}");
    let refusal = fake
        .wait_for(mark, |c| {
            c.method == "PATCH" && c.path.ends_with("/messages/@original")
        })
        .await;
    assert!(
        refusal.content().contains("could not download"),
        "{}",
        refusal.content()
    );
    bot.stop().await;
}
