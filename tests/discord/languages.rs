//! The bot speaks each person's language: a French-speaking player on a Dutch server plays a
//! whole game; what only she sees is French, what the channel sees is Dutch — the challenge
//! and its buttons, the turns, the bot-free first board posted unasked, the end.

use crate::support::*;
use serde_json::{Value, json};

/// Alice's interaction: her Discord speaks French, the server Dutch.
fn from_alice(payload: Value) -> Value {
    in_server_locale(in_locale(payload, "fr"), "nl")
}

/// Bob's interaction: he and the server speak Dutch.
fn from_bob(payload: Value) -> Value {
    in_server_locale(in_locale(payload, "nl"), "nl")
}

/// The labels of a message's buttons.
fn button_labels(call: &Call) -> Vec<String> {
    call.message()["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|button| button["label"].as_str().map(String::from))
        .collect()
}

/// Alice challenges Bob in `channel` (she moves first), each speaking as `alice` and `bob`
/// make them; Bob accepts. Returns the challenge, the accepting press's edit of it, the first
/// board posted unasked in the game's thread, and the thread.
async fn challenge_accepted_speaking(
    fake: &FakeDiscord,
    channel: u64,
    alice: impl Fn(Value) -> Value,
    bob: impl Fn(Value) -> Value,
) -> (Call, Call, Call, u64) {
    let (challenge, _) = fake
        .respond(alice(fake.command_with(
            ALICE,
            channel,
            "challenge",
            json!([
                {"name": "opponent", "type": 6, "value": BOB.to_string()},
                {"name": "first", "type": 4, "value": 1},
            ]),
            resolved_user(BOB),
            2,
        )))
        .await;
    assert!(!challenge.ephemeral(), "{challenge:?}");
    let accept = challenge.button_ids()[0].clone();
    let message = message_json(
        fake.new_id(),
        channel,
        &challenge.content(),
        json!([]),
        BOT_USER,
    );
    let mark = fake.mark().await;
    let (pressed, _) = fake
        .respond(bob(fake.button(BOB, channel, &accept, message)))
        .await;
    assert_eq!(pressed.kind(), Some(6), "{pressed:?}");
    let accepted = fake
        .wait_for(mark, |c| {
            c.method == "PATCH" && c.path.ends_with("/@original")
        })
        .await;
    let first_board = fake
        .wait_for(mark, |c| {
            c.method == "POST" && c.path.ends_with("/messages")
        })
        .await;
    let thread = posted_in(&first_board);
    (challenge, accepted, first_board, thread)
}

#[tokio::test]
async fn a_french_player_on_a_dutch_server_gets_french_answers_and_the_channel_dutch_lines() {
    let bot = start_bot().await;
    let fake = &bot.fake;

    // The challenge is public: Dutch, its buttons too. Bob accepts: the challenge says so in
    // Dutch, and the first board, posted in the game's thread without anyone asking there, is
    // Dutch too (the server's language was noted).
    let (challenge, accepted, first_board, thread) =
        challenge_accepted_speaking(fake, CHANNEL, from_alice, from_bob).await;
    let content = challenge.content();
    assert!(
        content.starts_with(&format!(
            "<@{BOB}>, <@{ALICE}> daagt je uit voor een partij ZÈRTZ: 37 ringen, standaard"
        )),
        "{content}"
    );
    assert_eq!(
        button_labels(&challenge),
        ["Aannemen", "Afwijzen", "Intrekken"],
        "{:?}",
        challenge.message()
    );
    decodes_as_png(&challenge);
    assert!(
        accepted
            .content()
            .starts_with(&format!("<@{BOB}> nam de uitdaging van <@{ALICE}> aan")),
        "{}",
        accepted.content()
    );
    assert!(
        first_board
            .content()
            .starts_with("Een partij ZÈRTZ begint: 37 ringen, standaard, met rating."),
        "{}",
        first_board.content()
    );

    // Alice's turn: the channel reads it in Dutch.
    let (turn, _) = fake
        .respond(from_alice(fake.command(
            ALICE,
            thread,
            "move",
            json!([string_option("turn", "Wd4-a1")]),
        )))
        .await;
    assert!(!turn.ephemeral());
    assert_eq!(
        turn.content(),
        format!("<@{ALICE}> speelde **Wd4-a1**. <@{BOB}> is aan zet."),
    );

    // What only Alice sees is French: a turn out of turn, her games (and below, a hint in a
    // rated game).
    let (out_of_turn, _) = fake
        .respond(from_alice(fake.command(
            ALICE,
            thread,
            "move",
            json!([string_option("turn", "Gd5-g4")]),
        )))
        .await;
    assert!(out_of_turn.ephemeral());
    assert_eq!(
        out_of_turn.content(),
        format!("Ce n'est pas votre tour : c'est à <@{BOB}> de jouer.")
    );
    let (games, _) = fake
        .respond(from_alice(fake.command(ALICE, CHANNEL, "games", json!([]))))
        .await;
    assert!(games.ephemeral());
    assert!(
        games.content().starts_with(&format!(
            "• Partie #1 dans <#{thread}> contre <@{BOB}> : 37 anneaux, après 1 coup"
        )),
        "{}",
        games.content()
    );

    // Bob plays; Alice may not have a hint; she resigns: the end is public, in Dutch.
    let (reply, _) = fake
        .respond(from_bob(fake.command(
            BOB,
            thread,
            "move",
            json!([string_option("turn", "Gd5-g4")]),
        )))
        .await;
    assert!(
        reply
            .content()
            .starts_with(&format!("<@{BOB}> speelde **Gd5-g4**."))
    );
    let (hint, _) = fake
        .respond(from_alice(fake.command(ALICE, thread, "hint", json!([]))))
        .await;
    assert!(hint.ephemeral());
    assert!(
        hint.content()
            .starts_with("Pas de conseils dans les parties classées"),
        "{}",
        hint.content()
    );
    let (end, _) = fake
        .respond(from_alice(fake.command(ALICE, thread, "resign", json!([]))))
        .await;
    assert!(!end.ephemeral());
    assert_eq!(
        end.content(),
        format!("<@{ALICE}> gaf op. **<@{BOB}> wint** (<@{ALICE}> gaf op) — 0-1.")
    );
    assert_eq!(button_labels(&end), ["Revanche"], "{:?}", end.message());

    // The whole rules, privately, in French, as a file.
    let (rules, _) = fake
        .respond(from_alice(fake.command(
            ALICE,
            CHANNEL,
            "rules",
            json!([{"name": "full", "type": 5, "value": true}]),
        )))
        .await;
    assert!(rules.ephemeral());
    let (name, bytes) = rules.files.first().expect("the rules attached");
    assert_eq!(name, "zertz-rules-fr.md");
    let text = String::from_utf8(bytes.clone()).expect("the rules are text");
    assert!(text.contains("/zertz défier"), "{text}");
    assert!(
        rules.content().contains("`/zertz règles`"),
        "{}",
        rules.content()
    );

    bot.stop().await;
}

/// The three moments of a game — the challenge, a refused turn, the end — in each language
/// (the server and the player speaking it): every message worded, none showing a message's
/// key, each language's own. `cargo test … -- --nocapture` prints them.
#[tokio::test]
async fn a_challenge_a_refused_turn_and_the_end_are_worded_in_every_language() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let mut seen: Vec<[String; 3]> = Vec::new();
    for (i, locale) in ["en-US", "fr", "nl", "hu", "ja"].into_iter().enumerate() {
        let speaking = |payload: Value| in_server_locale(in_locale(payload, locale), locale);
        let channel = CHANNEL + 1000 + i as u64;
        let (challenge, _, _, thread) =
            challenge_accepted_speaking(fake, channel, speaking, speaking).await;
        let (refused, _) = fake
            .respond(speaking(fake.command(
                BOB,
                thread,
                "move",
                json!([string_option("turn", "Wd4-a1")]),
            )))
            .await;
        assert!(refused.ephemeral());
        let (end, _) = fake
            .respond(speaking(fake.command(ALICE, thread, "resign", json!([]))))
            .await;
        let moments = [challenge.content(), refused.content(), end.content()];
        println!(
            "{locale}:\n  {}\n  {}\n  {}",
            moments[0], moments[1], moments[2]
        );
        for moment in &moments {
            assert!(
                !moment.contains("challenge-") && !moment.contains("error-"),
                "{locale}: {moment}"
            );
            assert!(
                !moment.contains("end-") && !moment.contains("event-"),
                "{moment}"
            );
        }
        for other in &seen {
            for (mine, theirs) in moments.iter().zip(other) {
                assert_ne!(mine, theirs, "{locale}: the same words as another language");
            }
        }
        seen.push(moments);
    }
    bot.stop().await;
}
