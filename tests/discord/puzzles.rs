//! Puzzles through the real bot and a fake Discord: a puzzle given privately with its
//! picture, the legal turns offered while typing the answer, a wrong turn refuted, the
//! defence, the win, the record in the profile; the daily puzzle's channel chosen by a
//! moderator only, the post with its **Solve it** button (once a day, an enforced nonce), and
//! the button opening the puzzle for whoever presses it.

use crate::support::*;
use serde_json::{Value, json};
use zertz_bot::ai::puzzles::{Answer, answer};
use zertz_bot::ai::solver::{Budget, prove_win};
use zertz_bot::service::{PuzzleAsk, UserId};

/// The values offered by an autocomplete result.
fn offered(call: &Call) -> Vec<String> {
    call.message()["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["value"].as_str().map(String::from))
        .collect()
}

/// `/zertz solve turn:<turn>` by `user`; the private answer.
async fn solve(fake: &FakeDiscord, user: u64, turn: &str) -> Call {
    let (call, _) = fake
        .respond(fake.command(user, CHANNEL, "solve", json!([string_option("turn", turn)])))
        .await;
    assert_eq!(call.kind(), Some(4), "{call:?}");
    assert!(call.ephemeral(), "a puzzle's answers are private");
    call
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_given_answered_defended_and_solved_privately() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let service = bot.second_service(None).await;

    // Nothing open yet: the answer says how to get one.
    let call = solve(fake, ALICE, "Wd4-a1").await;
    assert!(
        call.content().contains("`/zertz puzzle`"),
        "{}",
        call.content()
    );

    // A medium puzzle (the level's index among the choices), privately, with its picture.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            CHANNEL,
            "puzzle",
            json!([{"name": "level", "type": 4, "value": 1}]),
        ))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(call.ephemeral(), "a puzzle is private: {}", call.content());
    let content = call.content();
    assert!(content.starts_with("**Puzzle #"), "{content}");
    assert!(content.contains("(medium)"), "{content}");
    assert!(content.contains("**win in 2 turns**"), "{content}");
    assert_eq!(decodes_as_png(&call), (800, 800));
    let view = service
        .puzzle(UserId(ALICE), None, PuzzleAsk::Current)
        .await
        .expect("the puzzle is kept");
    assert!(
        content.contains(&format!("you are {}", view.solver())),
        "{content}"
    );

    // While typing: only the puzzle's legal turns.
    let (call, _) = fake
        .respond(fake.autocomplete(
            ALICE,
            CHANNEL,
            "solve",
            json!([{"name": "turn", "type": 3, "value": "", "focused": true}]),
        ))
        .await;
    assert_eq!(call.kind(), Some(8), "an autocomplete result");
    let turns = offered(&call);
    assert!(!turns.is_empty());
    for turn in &turns {
        assert!(view.position.parse_turn(turn).is_ok(), "{turn}");
    }
    // Bob has no puzzle open: nothing offered to him.
    let (call, _) = fake
        .respond(fake.autocomplete(
            BOB,
            CHANNEL,
            "solve",
            json!([{"name": "turn", "type": 3, "value": "", "focused": true}]),
        ))
        .await;
    assert!(offered(&call).is_empty());

    // A wrong turn: refuted, the position kept.
    let wrong = view
        .position
        .legal_turns()
        .into_iter()
        .find(|&t| matches!(answer(&view.position, 2, t), Answer::Refuted { .. }))
        .expect("a wrong turn");
    let wrong = view.position.format_turn(wrong);
    let call = solve(fake, ALICE, &wrong).await;
    assert!(
        call.content()
            .starts_with(&format!("**{wrong}** does not win")),
        "{}",
        call.content()
    );
    assert!(
        call.content().contains("wrong tries: 1"),
        "{}",
        call.content()
    );
    decodes_as_png(&call);
    // A turn that is not legal: refused, nothing counted.
    let call = solve(fake, ALICE, "Wz9-a1").await;
    assert!(!call.content().starts_with("**"), "{}", call.content());
    let kept = service
        .puzzle(UserId(ALICE), None, PuzzleAsk::Current)
        .await
        .expect("the puzzle");
    assert_eq!((kept.mistakes, kept.played.len()), (1, 0));

    // The solution: right, the bot defends; then the win.
    let first = view.position.format_turn(view.puzzle.line[0]);
    let call = solve(fake, ALICE, &first).await;
    assert!(
        call.content()
            .starts_with(&format!("**{first}** — right. The bot defends with **")),
        "{}",
        call.content()
    );
    assert!(
        call.content().contains("**win in 1 turn**"),
        "{}",
        call.content()
    );
    decodes_as_png(&call);
    let now = service
        .puzzle(UserId(ALICE), None, PuzzleAsk::Current)
        .await
        .expect("the puzzle goes on");
    let one = Budget {
        own_turns: 1,
        ..Budget::default()
    };
    let win = prove_win(&now.position, one)
        .expect("a win on the spot")
        .first;
    let win = now.position.format_turn(win);
    let call = solve(fake, ALICE, &win).await;
    let content = call.content();
    assert!(
        content.starts_with(&format!("**{win}** wins — **Puzzle #")),
        "{content}"
    );
    assert!(
        !content.contains("first try"),
        "solved after a mistake: {content}"
    );
    assert!(content.contains("1 solved in all"), "{content}");
    decodes_as_png(&call);

    // The profile counts it.
    let (call, _) = fake
        .respond(fake.command(ALICE, CHANNEL, "profile", json!([])))
        .await;
    assert!(
        call.content()
            .contains("Puzzles: 1 solved of 1 (0 at the first try) · streak 0"),
        "{}",
        call.content()
    );
    bot.stop().await;
}

/// `/zertz puzzle-channel` naming `channel`, with the channel resolved as Discord sends it.
fn choose_channel(fake: &FakeDiscord, user: u64, channel: Option<u64>) -> Value {
    let (options, resolved) = match channel {
        Some(id) => (
            json!([{"name": "channel", "type": 7, "value": id.to_string()}]),
            json!({"channels": {id.to_string(): {
                "id": id.to_string(), "name": "games", "type": 0,
                "permissions": "2248473465835073"
            }}}),
        ),
        None => (json!([]), json!({})),
    };
    fake.command_with(user, CHANNEL, "puzzle-channel", options, resolved, 2)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_once_where_a_moderator_chose() {
    let bot = start_bot().await;
    let fake = &bot.fake;

    // Not a moderator: refused.
    let (call, _) = fake
        .respond(choose_channel(fake, ALICE, Some(CHANNEL)))
        .await;
    assert!(call.ephemeral());
    assert!(
        call.content().contains("Only moderators"),
        "{}",
        call.content()
    );
    let (call, _) = fake
        .respond(as_moderator(choose_channel(fake, CAROL, Some(CHANNEL))))
        .await;
    assert!(call.ephemeral());
    assert!(
        call.content()
            .contains(&format!("posted in <#{CHANNEL}> each day")),
        "{}",
        call.content()
    );

    // The tick posts it (the test runs it, as the bot's ticker does each minute).
    let service = bot.second_service(None).await;
    let http = zertz_bot::discord::bot::http(&config(&bot.url, &fake.base));
    let mark = fake.mark().await;
    let posted = zertz_bot::discord::notices::deliver_daily(&http, &service)
        .await
        .expect("the tick runs");
    let path = format!("/api/v10/channels/{CHANNEL}/messages");
    let post = fake
        .wait_for(mark, |c| c.method == "POST" && c.path == path)
        .await;
    // The bot's own ticker may have posted it first; either way, one post.
    let posts = fake
        .calls()
        .await
        .into_iter()
        .filter(|c| c.method == "POST" && c.path == path)
        .count();
    assert!(posted <= 1 && posts == 1, "posted {posted}, {posts} posts");
    let content = post.content();
    assert!(content.starts_with("**Daily puzzle** of <t:"), "{content}");
    assert!(content.contains("to move and win in"), "{content}");
    assert_eq!(decodes_as_png(&post), (800, 800));
    let today = service.today();
    assert_eq!(post.button_ids(), [format!("z:puzzle:{today}")]);
    let body = post.json.clone().expect("a payload");
    let nonce = body["nonce"].as_str().expect("a nonce");
    assert!(nonce.len() <= 25 && nonce.starts_with("zday-"), "{nonce}");
    assert_eq!(body["enforce_nonce"], json!(true));
    // Once a day.
    let again = zertz_bot::discord::notices::deliver_daily(&http, &service)
        .await
        .expect("the tick runs");
    assert_eq!(again, 0);

    // The button opens today's puzzle for whoever presses it, privately.
    let message = message_json(fake.new_id(), CHANNEL, &content, json!([]), APP);
    let (call, _) = fake
        .respond(fake.button(BOB, CHANNEL, &format!("z:puzzle:{today}"), message.clone()))
        .await;
    assert!(call.ephemeral());
    assert!(
        call.content().starts_with("**Daily puzzle** of <t:"),
        "{}",
        call.content()
    );
    decodes_as_png(&call);
    let view = service
        .puzzle(UserId(BOB), None, PuzzleAsk::Current)
        .await
        .expect("Bob's daily puzzle");
    assert_eq!(view.day, Some(today));
    // An old post's button gives today's, saying so.
    let (call, _) = fake
        .respond(fake.button(ALICE, CHANNEL, &format!("z:puzzle:{}", today - 3), message))
        .await;
    assert!(
        call.content().starts_with("That post is of an earlier day"),
        "{}",
        call.content()
    );

    // Stopped by a moderator.
    let (call, _) = fake
        .respond(as_moderator(choose_channel(fake, CAROL, None)))
        .await;
    assert!(
        call.content().contains("no longer posted"),
        "{}",
        call.content()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_speak_the_readers_language_and_the_daily_post_the_servers() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let service = bot.second_service(None).await;

    // A French-speaking player (the interaction's locale) gets the puzzle in French.
    let ask = fake.command(
        ALICE,
        CHANNEL,
        "puzzle",
        json!([{"name": "level", "type": 4, "value": 0}]),
    );
    let (call, _) = fake.respond(in_locale(ask, "fr")).await;
    let content = call.content();
    assert!(content.starts_with("**Problème nº "), "{content}");
    assert!(
        content.contains("(facile) — vous êtes le joueur "),
        "{content}"
    );
    assert!(
        content.contains("**gagnez en 1 coup**. Répondez avec `/zertz résoudre`."),
        "{content}"
    );
    let view = service
        .puzzle(UserId(ALICE), None, PuzzleAsk::Current)
        .await
        .expect("the puzzle");
    let wrong = view
        .position
        .legal_turns()
        .into_iter()
        .find(|&t| matches!(answer(&view.position, 1, t), Answer::Refuted { .. }))
        .expect("a wrong turn");
    let wrong = view.position.format_turn(wrong);
    let answer_it = fake.command(
        ALICE,
        CHANNEL,
        "solve",
        json!([string_option("turn", &wrong)]),
    );
    let (call, _) = fake.respond(in_locale(answer_it, "fr")).await;
    assert_eq!(
        call.content(),
        format!(
            "**{wrong}** ne gagne pas : ce coup ne gagne pas tout de suite. Réessayez depuis la \
             même position (essais manqués : 1)."
        )
    );

    // A Japanese server (its guild_locale) gets its daily puzzle in Japanese, whoever chose
    // the channel.
    let choose = as_moderator(choose_channel(fake, CAROL, Some(CHANNEL)));
    fake.respond(in_server_locale(choose, "ja")).await;
    let http = zertz_bot::discord::bot::http(&config(&bot.url, &fake.base));
    let mark = fake.mark().await;
    zertz_bot::discord::notices::deliver_daily(&http, &service)
        .await
        .expect("the tick runs");
    let path = format!("/api/v10/channels/{CHANNEL}/messages");
    let post = fake
        .wait_for(mark, |c| c.method == "POST" && c.path == path)
        .await;
    let content = post.content();
    assert!(content.starts_with("**今日の一問**（<t:"), "{content}");
    assert!(
        content.contains("`/zertz パズル 今日の一問:true`"),
        "{content}"
    );
    assert_eq!(
        post.message()["components"][0]["components"][0]["label"],
        "解く"
    );
    bot.stop().await;
}
