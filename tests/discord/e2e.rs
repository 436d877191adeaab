//! The real bot against a fake Discord on 127.0.0.1, one focused test per part of a game
//! between two people: the commands registered (in every language), the challenge and its buttons, turns by each
//! command with autocomplete and refusals, a draw offer and a stale button, a hint, the end with
//! its record, replay and rematch; every response is checked (type, ephemeral flag, PNG
//! attachment, mentions, components).

use std::time::Duration;

use crate::support::*;
use serde_json::json;
use zertz_bot::engine::{Board, Game, GameType};

/// Plays a turn by `/zertz move` and checks the public answer; returns its latency.
async fn turn_by_move(
    fake: &FakeDiscord,
    game: &mut Game,
    user: u64,
    next: u64,
    channel: u64,
    turn: &str,
) -> Duration {
    let (call, latency) = fake
        .respond(fake.command(user, channel, "move", json!([string_option("turn", turn)])))
        .await;
    assert_eq!(call.kind(), Some(4), "{call:?}");
    assert!(!call.ephemeral());
    let played = game.play_text(turn).expect("the test plays legal turns");
    let canonical = game.positions()[game.positions().len() - 2].format_turn(played);
    assert!(
        call.content().contains(&format!("played **{canonical}**")),
        "{}",
        call.content()
    );
    if game.outcome().is_none() {
        assert!(
            call.content().contains(&format!("<@{next}> to move")),
            "{}",
            call.content()
        );
        assert_eq!(call.allowed_users(), vec![next.to_string()]);
    }
    decodes_as_png(&call);
    latency
}

/// A casual game (hints allowed) between Alice, who moves first, and Bob, in its own thread.
async fn casual_game(fake: &FakeDiscord) -> (u64, Game) {
    let casual = json!({"name": "rated", "type": 5, "value": false});
    let (thread, _, _) = challenge_accepted(fake, vec![casual]).await;
    (thread, Game::new(Board::Rings37, GameType::Standard))
}

#[tokio::test]
async fn the_commands_are_registered_in_the_development_server() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    // The commands are registered in the development server at start.
    let registered = fake
        .wait_for(0, |c| {
            c.method == "PUT" && c.path.ends_with(&format!("/guilds/{GUILD}/commands"))
        })
        .await;
    let commands = registered.json.clone().expect("command list");
    let zertz = &commands[0];
    assert_eq!(zertz["name"], "zertz");
    let subcommands: Vec<&str> = zertz["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .filter_map(|o| o["name"].as_str())
        .collect();
    for name in [
        "challenge",
        "bot",
        "place",
        "jump",
        "move",
        "board",
        "hint",
        "resign",
        "draw",
        "takeback",
        "games",
        "export",
        "import",
        "replay",
        "leaderboard",
        "profile",
        "end",
        "rules",
    ] {
        assert!(
            subcommands.contains(&name),
            "missing /zertz {name}: {subcommands:?}"
        );
    }
    // In every language the bot speaks, as Discord shows them to its users: the command's
    // description, a subcommand's name, an option's name and a choice's label.
    assert_eq!(
        zertz["description_localizations"]["ja"],
        "ZÈRTZ（ゼルツ）：共有のビー玉で遊ぶ、盤が縮んでいくゲーム。"
    );
    let challenge = zertz["options"]
        .as_array()
        .and_then(|subs| subs.iter().find(|s| s["name"] == "challenge"))
        .expect("the challenge subcommand");
    for (locale, name) in [
        ("fr", "défier"),
        ("nl", "uitdagen"),
        ("hu", "kihívás"),
        ("ja", "挑戦"),
    ] {
        assert_eq!(challenge["name_localizations"][locale], name, "{locale}");
    }
    let board = challenge["options"]
        .as_array()
        .and_then(|options| options.iter().find(|o| o["name"] == "board"))
        .expect("the board option");
    assert_eq!(board["name_localizations"]["fr"], "plateau");
    assert_eq!(
        board["choices"][0]["name_localizations"]["hu"],
        "37 gyűrű (normál)"
    );

    bot.stop().await;
}

#[tokio::test]
async fn a_challenge_is_answered_by_the_challenged_player_only_and_the_game_gets_a_thread() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    // Alice challenges Bob (Alice moves first).
    let challenge = fake.command_with(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "opponent", "type": 6, "value": BOB.to_string()},
            {"name": "first", "type": 4, "value": 1},
            // Casual, so that hints are allowed (rated games between people have none).
            {"name": "rated", "type": 5, "value": false}
        ]),
        resolved_user(BOB),
        2,
    );
    let (call, _) = fake.respond(challenge).await;
    assert_eq!(call.kind(), Some(4));
    assert!(!call.ephemeral(), "a challenge is public");
    assert!(
        call.content().contains(&format!("<@{BOB}>")),
        "{}",
        call.content()
    );
    assert_eq!(
        call.allowed_users(),
        vec![BOB.to_string()],
        "only Bob is notified"
    );
    assert_eq!(decodes_as_png(&call), (800, 800));
    let buttons = call.button_ids();
    assert_eq!(buttons.len(), 3, "{buttons:?}");
    let accept = buttons[0].clone();
    assert!(accept.starts_with("z:accept:"), "{accept}");
    let challenge_message = message_json(
        fake.new_id(),
        CHANNEL,
        &call.content(),
        json!([{"type": 1, "components": buttons.iter().map(|id| json!({"type": 2, "style": 1, "label": "x", "custom_id": id})).collect::<Vec<_>>()}]),
        BOT_USER,
    );

    // A stranger presses Accept: refused privately.
    let (call, _) = fake
        .respond(fake.button(CAROL, CHANNEL, &accept, challenge_message.clone()))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(call.ephemeral());
    assert!(
        call.content()
            .starts_with("Only the challenged player can answer this challenge."),
        "{}",
        call.content()
    );

    // Bob accepts: the press is acknowledged, the game gets a thread, the challenge message
    // says so without buttons, and the board is posted in the thread mentioning Alice.
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(fake.button(BOB, CHANNEL, &accept, challenge_message.clone()))
        .await;
    assert_eq!(call.kind(), Some(6), "a deferred update");
    fake.wait_for(mark, |c| c.method == "POST" && c.path.ends_with("/threads"))
        .await;
    let edit = fake
        .wait_for(mark, |c| {
            c.method == "PATCH" && c.path.ends_with("/messages/@original")
        })
        .await;
    assert!(edit.content().contains("accepted"), "{}", edit.content());
    assert_eq!(
        edit.message()["components"],
        json!([]),
        "the buttons are gone"
    );
    let first_board = fake
        .wait_for(mark, |c| {
            c.method == "POST"
                && c.path.starts_with("/api/v10/channels/")
                && c.path.ends_with("/messages")
        })
        .await;
    let thread: u64 = first_board
        .path
        .trim_start_matches("/api/v10/channels/")
        .trim_end_matches("/messages")
        .parse()
        .expect("a thread id");
    assert_ne!(thread, CHANNEL, "the game has its own thread");
    assert!(
        first_board.content().contains("begins"),
        "{}",
        first_board.content()
    );
    assert_eq!(first_board.allowed_users(), vec![ALICE.to_string()]);
    decodes_as_png(&first_board);
    // The old Accept button is now stale.
    let (call, _) = fake
        .respond(fake.button(BOB, CHANNEL, &accept, challenge_message))
        .await;
    assert!(call.ephemeral());
    assert!(
        call.content().contains("no longer open"),
        "{}",
        call.content()
    );

    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turns_by_place_move_and_jump_with_legal_autocomplete_and_refusals() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let (thread, mut game) = casual_game(fake).await;
    let mut latencies = Vec::new();

    // Autocomplete for /zertz place offers only legal choices.
    let (call, _) = fake
        .respond(fake.autocomplete(
            ALICE,
            thread,
            "place",
            json!([{"name": "colour", "type": 3, "value": "W"}, {"name": "cell", "type": 3, "value": "d", "focused": true}]),
        ))
        .await;
    assert_eq!(call.kind(), Some(8), "an autocomplete result");
    let choices: Vec<String> = call.message()["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["value"].as_str().map(String::from))
        .collect();
    assert_eq!(choices, ["d1", "d2", "d3", "d4", "d5", "d6", "d7"]);

    // Alice places by /zertz place.
    let (call, latency) = fake
        .respond(fake.command(
            ALICE,
            thread,
            "place",
            json!([
                string_option("colour", "W"),
                string_option("cell", "d4"),
                string_option("ring", "a1")
            ]),
        ))
        .await;
    latencies.push(latency);
    assert_eq!(call.kind(), Some(4));
    assert!(
        call.content().contains("played **Wd4-a1**"),
        "{}",
        call.content()
    );
    assert_eq!(call.allowed_users(), vec![BOB.to_string()]);
    decodes_as_png(&call);
    game.play_text("Wd4-a1").expect("legal");

    // A move out of turn: Alice again.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            thread,
            "move",
            json!([string_option("turn", "Gc4-g1")]),
        ))
        .await;
    assert!(call.ephemeral());
    assert_eq!(
        call.content(),
        format!("It is not your turn: <@{BOB}> is to move.")
    );
    // An illegal turn from Bob.
    let (call, _) = fake
        .respond(fake.command(
            BOB,
            thread,
            "move",
            json!([string_option("turn", "Wz9-a2")]),
        ))
        .await;
    assert!(call.ephemeral());
    assert!(call.content().contains("no cell z9"), "{}", call.content());
    // A stranger tries to play.
    let (call, _) = fake
        .respond(fake.command(
            CAROL,
            thread,
            "move",
            json!([string_option("turn", "Gc4-g1")]),
        ))
        .await;
    assert!(call.ephemeral());
    assert!(
        call.content().contains("not playing in this game"),
        "{}",
        call.content()
    );

    // Bob places next to Alice's marble by /zertz move: now Alice must capture.
    latencies.push(turn_by_move(fake, &mut game, BOB, ALICE, thread, "Gd5-g4").await);

    // Alice captures by /zertz jump, chosen from the autocomplete.
    let (call, _) = fake
        .respond(fake.autocomplete(
            ALICE,
            thread,
            "jump",
            json!([{"name": "path", "type": 3, "value": "", "focused": true}]),
        ))
        .await;
    let jumps: Vec<String> = call.message()["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["value"].as_str().map(String::from))
        .collect();
    let position = *game.position();
    let mut legal: Vec<String> = game
        .legal_turns()
        .into_iter()
        .map(|t| position.format_turn(t))
        .collect();
    legal.sort();
    assert_eq!(jumps, legal, "exactly the legal captures");
    let (call, latency) = fake
        .respond(fake.command(
            ALICE,
            thread,
            "jump",
            json!([string_option("path", &jumps[0])]),
        ))
        .await;
    latencies.push(latency);
    assert_eq!(call.kind(), Some(4));
    assert!(
        call.content().contains("capturing a "),
        "{}",
        call.content()
    );
    game.play_text(&jumps[0]).expect("legal");

    latencies.sort();
    let p99 = latencies[((latencies.len() as f64 - 1.0) * 0.99).round() as usize];
    println!(
        "turn latency (interaction received → response sent), {} turns: p50 {:?}, p99 {:?}",
        latencies.len(),
        latencies[latencies.len() / 2],
        p99
    );
    bot.stop().await;
}

#[tokio::test]
async fn a_draw_offer_is_answered_by_buttons_and_goes_stale_after_a_turn() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let (thread, mut game) = casual_game(fake).await;
    play_turns(fake, thread, &mut game, user_of, 3).await;

    // Bob offers a draw: buttons for Alice; a stranger's press is refused; Alice declines.
    let (call, _) = fake
        .respond(fake.command(BOB, thread, "draw", json!([])))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(
        call.content().contains("offers a draw"),
        "{}",
        call.content()
    );
    assert_eq!(call.allowed_users(), vec![ALICE.to_string()]);
    let draw_buttons = call.button_ids();
    assert_eq!(draw_buttons.len(), 2, "{draw_buttons:?}");
    let offer_message = message_json(fake.new_id(), thread, &call.content(), json!([]), BOT_USER);
    let (call, _) = fake
        .respond(fake.button(CAROL, thread, &draw_buttons[0], offer_message.clone()))
        .await;
    assert!(call.ephemeral());
    assert!(
        call.content().contains("not playing in this game"),
        "{}",
        call.content()
    );
    let (call, _) = fake
        .respond(fake.button(ALICE, thread, &draw_buttons[1], offer_message.clone()))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(
        call.content().contains("declined the draw"),
        "{}",
        call.content()
    );
    decodes_as_png(&call);

    // Bob plays on; the old draw button is then out of date.
    let position = *game.position();
    let mut turns: Vec<String> = game
        .legal_turns()
        .into_iter()
        .map(|t| position.format_turn(t))
        .collect();
    turns.sort();
    turn_by_move(fake, &mut game, BOB, ALICE, thread, &turns[turns.len() / 2]).await;
    let (call, _) = fake
        .respond(fake.button(ALICE, thread, &draw_buttons[0], offer_message))
        .await;
    assert!(call.ephemeral());
    assert!(call.content().contains("out of date"), "{}", call.content());

    bot.stop().await;
}

#[tokio::test]
async fn a_hint_is_private_and_only_for_the_player_to_move() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let (thread, _) = casual_game(fake).await;

    // A hint for Alice (the player to move): deferred privately, then the hint.
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(fake.command(ALICE, thread, "hint", json!([])))
        .await;
    assert_eq!(call.kind(), Some(5), "deferred");
    assert!(call.ephemeral());
    let hint = fake
        .wait_for(mark, |c| {
            c.path.ends_with("/messages/@original") && c.method == "PATCH"
        })
        .await;
    assert!(hint.content().contains("Hint"), "{}", hint.content());
    // Bob may not ask for a hint on Alice's turn.
    let (call, _) = fake
        .respond(fake.command(BOB, thread, "hint", json!([])))
        .await;
    assert!(call.ephemeral());

    bot.stop().await;
}

#[tokio::test]
async fn a_resigned_game_keeps_its_record_and_offers_a_replay_and_a_rematch() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let (thread, mut game) = casual_game(fake).await;
    play_turns(fake, thread, &mut game, user_of, 4).await;

    // The board again, and the record.
    let (call, _) = fake
        .respond(fake.command(BOB, thread, "board", json!([])))
        .await;
    assert_eq!(call.kind(), Some(4));
    decodes_as_png(&call);
    let (call, _) = fake
        .respond(fake.command(BOB, thread, "export", json!([])))
        .await;
    assert!(call.ephemeral());
    let record = call
        .files
        .iter()
        .find(|(name, _)| name.ends_with(".txt"))
        .map(|(_, bytes)| String::from_utf8_lossy(bytes).into_owned())
        .expect("a record file");
    let file = zertz_bot::engine::RecordFile::parse(&record).expect("the record reads back");
    let played: Vec<String> = game
        .turns()
        .iter()
        .zip(game.positions())
        .map(|(turn, before)| before.format_turn(*turn))
        .collect();
    assert_eq!(file.record.turns, played, "{record}");
    assert_eq!(file.tag("Result"), Some("*"));
    assert_eq!(file.tag("Mode"), Some("casual"));
    assert!(file.tag("Player1").is_some() && file.tag("Date").is_some());

    // Bob resigns: Alice wins.
    let (call, _) = fake
        .respond(fake.command(BOB, thread, "resign", json!([])))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(call.content().contains("resigned"), "{}", call.content());
    assert!(
        call.content().contains(&format!("<@{ALICE}> wins")),
        "{}",
        call.content()
    );
    decodes_as_png(&call);
    let rematch = call.button_ids();
    assert_eq!(rematch, ["z:rematch:1"], "a finished game offers a rematch");
    let finished_message =
        message_json(fake.new_id(), thread, &call.content(), json!([]), BOT_USER);
    // Nothing more to play.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            thread,
            "move",
            json!([string_option("turn", "Wd1-a2")]),
        ))
        .await;
    assert!(call.ephemeral());
    assert_eq!(
        call.content(),
        format!(
            "This game is over (<@{ALICE}> won, <@{BOB}> resigned); start a new one with \
             `/zertz challenge`."
        )
    );

    // The finished game's replay, by its number: one frame per position.
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            thread,
            "replay",
            json!([{"name": "game", "type": 4, "value": 1}]),
        ))
        .await;
    assert_eq!(call.kind(), Some(5), "deferred while the replay is drawn");
    let posted = fake
        .wait_for(mark, |c| {
            c.method == "POST" && c.path.contains("/webhooks/")
        })
        .await;
    let (name, gif) = posted.files.first().expect("a replay file");
    assert!(name.ends_with(".gif"), "{name}");
    let frames =
        image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif.clone())).expect("a GIF");
    let frames = image::AnimationDecoder::into_frames(frames).count();
    assert_eq!(frames, game.turns().len() + 1, "the start and every turn");

    // Bob asks for the rematch: Alice is challenged, and Bob will move first.
    let (call, _) = fake
        .respond(fake.button(BOB, thread, &rematch[0], finished_message))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(
        call.content()
            .contains(&format!("<@{ALICE}>, <@{BOB}> challenges you")),
        "{}",
        call.content()
    );
    assert!(
        call.content().contains("the challenger starts"),
        "{}",
        call.content()
    );
    assert_eq!(call.allowed_users(), vec![ALICE.to_string()]);
    assert_eq!(call.button_ids().len(), 3);
    decodes_as_png(&call);

    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_bot_gets_the_bots_turns_as_new_messages() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    fake.wait_for(0, |c| c.method == "PUT" && c.path.ends_with("/commands"))
        .await;
    let mark = fake.mark().await;
    // The bot moves first.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            CHANNEL,
            "bot",
            json!([{"name": "first", "type": 4, "value": 2}]),
        ))
        .await;
    assert_eq!(call.kind(), Some(4));
    assert!(call.content().contains("begins"), "{}", call.content());
    let reply = fake
        .wait_for(mark, |c| {
            c.method == "POST" && c.path == format!("/api/v10/channels/{CHANNEL}/messages")
        })
        .await;
    assert!(
        reply.content().starts_with("The bot (hard) played **"),
        "{}",
        reply.content()
    );
    assert!(
        reply.content().contains(&format!("<@{ALICE}> to move")),
        "{}",
        reply.content()
    );
    assert_eq!(reply.allowed_users(), vec![ALICE.to_string()]);
    decodes_as_png(&reply);
    // Only a moderator (Manage Messages) may end the game.
    let (call, _) = fake
        .respond(fake.command(ALICE, CHANNEL, "end", json!([])))
        .await;
    assert!(call.ephemeral());
    assert!(
        call.content().contains("Only moderators"),
        "{}",
        call.content()
    );
    let moderator = as_moderator(fake.command(CAROL, CHANNEL, "end", json!([])));
    let (call, _) = fake.respond(moderator).await;
    assert_eq!(call.kind(), Some(4));
    assert!(!call.ephemeral());
    assert!(
        call.content().contains("A moderator ended this game"),
        "{}",
        call.content()
    );
    assert!(call.content().contains("**Draw**"), "{}", call.content());
    decodes_as_png(&call);
    // Nothing more to do in it; the channel is free for the next game.
    let (call, _) = fake
        .respond(fake.command(ALICE, CHANNEL, "resign", json!([])))
        .await;
    assert!(
        call.content()
            .starts_with("This game is over (ended by a moderator); start a new one"),
        "{}",
        call.content()
    );
    bot.stop().await;
}

#[tokio::test]
async fn the_players_are_named_on_the_pictures_by_their_discord_names() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let (thread, _) = casual_game(fake).await;
    let service = bot.second_service(None).await;
    let view = service
        .show(zertz_bot::service::ChannelId(thread))
        .await
        .expect("the game");
    // Alice named by her own command, Bob by the challenge that named him (display names).
    let names = service.player_names(&view).await.expect("the names");
    assert_eq!(names, [Some("ALICE".to_string()), Some("BOB".to_string())]);

    // A server nickname wins over the display name, from the next command on.
    let mut turn = fake.command(
        ALICE,
        thread,
        "move",
        json!([string_option("turn", "Wd4-a1")]),
    );
    turn["member"]["nick"] = json!("Ally\u{1F3B2}");
    let (call, _) = fake.respond(turn).await;
    assert_eq!(call.kind(), Some(4), "{call:?}");
    decodes_as_png(&call);
    let names = service.player_names(&view).await.expect("the names");
    assert_eq!(names[0].as_deref(), Some("Ally\u{1F3B2}"));
    bot.stop().await;
}

/// Whether the board picture of `call` has a ring's name written in the hole of the 37-ring
/// board's d4 (light pixels near its centre).
fn labelled(call: &Call) -> bool {
    let png = call.png().expect("a board picture");
    let img = image::load_from_memory(png).expect("decodes").to_rgb8();
    let board = Board::Rings37;
    let (x, y) = zertz_bot::render::cell_centre(board, board.parse_cell("d4").expect("d4"));
    let reach = zertz_bot::render::cell_spacing(board) * 0.2;
    let r = reach as i32;
    let light = (-r..=r)
        .flat_map(|dy| (-r..=r).map(move |dx| (dx, dy)))
        .filter(|&(dx, dy)| (dx * dx + dy * dy) as f32 <= reach * reach)
        .filter(|&(dx, dy)| {
            let p = img
                .get_pixel((x as i32 + dx) as u32, (y as i32 + dy) as u32)
                .0;
            p.iter().map(|&c| u32::from(c)).sum::<u32>() > 600
        })
        .count();
    light > 15
}

#[tokio::test]
async fn a_player_who_asks_for_the_rings_names_gets_them_on_the_boards_where_they_move() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let (thread, mut game) = casual_game(fake).await;
    let board =
        |user: u64, options: serde_json::Value| fake.command(user, thread, "board", options);

    let (call, _) = fake.respond(board(ALICE, json!([]))).await;
    assert!(!labelled(&call), "plain by default");
    let (call, _) = fake
        .respond(board(
            ALICE,
            json!([{"name": "labels", "type": 5, "value": true}]),
        ))
        .await;
    assert!(labelled(&call), "once, on request");

    // Alice's wish, kept: her boards carry the names, Bob's do not.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            thread,
            "settings",
            json!([{"name": "labels", "type": 5, "value": true}]),
        ))
        .await;
    assert!(call.ephemeral());
    assert!(
        call.content().contains("name written"),
        "{}",
        call.content()
    );
    let (call, _) = fake.respond(board(ALICE, json!([]))).await;
    assert!(labelled(&call));
    let (call, _) = fake.respond(board(BOB, json!([]))).await;
    assert!(!labelled(&call));

    // After Alice's turn Bob is to move: the board follows his wish; after his, hers.
    play_turns(fake, thread, &mut game, user_of, 1).await;
    let (call, _) = fake.respond(board(CAROL, json!([]))).await;
    assert!(
        !labelled(&call),
        "a bystander's own wish (none) decides their /zertz board"
    );
    // A turn away from d4, where the test looks for the name.
    let position = *game.position();
    let text = game
        .legal_turns()
        .into_iter()
        .map(|t| position.format_turn(t))
        .find(|t| !t.contains("d4"))
        .expect("a turn away from d4");
    let (call, _) = fake
        .respond(fake.command(BOB, thread, "move", json!([string_option("turn", &text)])))
        .await;
    assert_eq!(call.kind(), Some(4), "{call:?}");
    assert!(labelled(&call), "Alice is to move: her wish");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_reviewed_with_its_graph_and_a_second_request_is_instant() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let (thread, mut game) = casual_game(fake).await;
    // Bob places beside Alice's marble: a marble given away, a known mistake.
    turn_by_move(fake, &mut game, ALICE, BOB, thread, "Wd4-a1").await;
    turn_by_move(fake, &mut game, BOB, ALICE, thread, "Gd5-g4").await;
    turn_by_move(fake, &mut game, ALICE, BOB, thread, "d4xd6").await;

    // While the two still play, a review would be advice: refused privately, at once.
    let (call, _) = fake
        .respond(fake.command(ALICE, thread, "review", json!([])))
        .await;
    assert!(call.ephemeral(), "{call:?}");
    assert!(
        call.content().contains("still being played"),
        "{}",
        call.content()
    );

    let (call, _) = fake
        .respond(fake.command(BOB, thread, "resign", json!([])))
        .await;
    assert_eq!(call.kind(), Some(4));
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(fake.command(CAROL, thread, "review", json!([])))
        .await;
    assert_eq!(call.kind(), Some(5), "deferred while the review is made");
    let answer = fake
        .wait_for(mark, |c| {
            c.method == "PATCH"
                && c.path.ends_with("/messages/@original")
                && c.files
                    .iter()
                    .any(|(name, _)| name.starts_with("zertz-review-"))
        })
        .await;
    let content = answer.content();
    assert!(content.starts_with("**Review of game #1**"), "{content}");
    assert!(content.contains("Accuracy: "), "{content}");
    assert!(content.contains(&format!("<@{ALICE}>")), "{content}");
    assert!(
        content.contains(&format!("• Turn 2, <@{BOB}>: **Gd5-g4?")),
        "{content}"
    );
    assert!(content.contains("— better **"), "{content}");
    // The position before each explained mistake: turn 2's, and turn 3's capture choice.
    for number in [2, 3] {
        let name = format!("zertz-game-1-before-turn-{number}.png");
        let explained = content.contains(&format!("• Turn {number},"));
        let attached = answer.files.iter().any(|(file, _)| *file == name);
        assert_eq!(attached, explained, "{name}: {content}");
    }
    assert!(
        content.contains("position before turn 2.")
            || content.contains("positions before turns 2 and 3."),
        "{content}"
    );
    assert!(answer.allowed_users().is_empty(), "a review pings nobody");
    let (_, graph) = answer
        .files
        .iter()
        .find(|(name, _)| name.starts_with("zertz-review-"))
        .expect("the graph");
    let img = image::load_from_memory(graph).expect("the graph decodes");
    assert_eq!((img.width(), img.height()), zertz_bot::render::REVIEW_SIZE);

    // Asked again (by game number), the kept review answers with the same words.
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            thread,
            "review",
            json!([{"name": "game", "type": 4, "value": 1}]),
        ))
        .await;
    assert_eq!(call.kind(), Some(5));
    let again = fake
        .wait_for(mark, |c| {
            c.method == "PATCH"
                && c.files
                    .iter()
                    .any(|(name, _)| name.starts_with("zertz-review-"))
        })
        .await;
    assert_eq!(again.content(), content);
    bot.stop().await;
}
