//! The one error path of the adapter: every refusal — the service's, the adapter's own, the
//! framework's checks — answered privately from `on_error`, worded for the player, and nothing
//! changed.

use crate::support::*;
use serde_json::{Value, json};

/// `/zertz <sub>` sent in a direct message with the bot: no server, a user instead of a
/// member, a DM channel.
fn in_dm(fake: &FakeDiscord, user: u64, sub: &str, options: Value) -> Value {
    let dm = fake.new_id();
    let mut payload = fake.command(user, dm, sub, options);
    let fields = payload
        .as_object_mut()
        .expect("an interaction is an object");
    fields.remove("guild_id");
    fields.remove("member");
    fields.insert("user".into(), user_json(user));
    fields.insert("channel".into(), json!({"id": dm.to_string(), "type": 1}));
    fields.insert("context".into(), json!(1));
    fields.remove("authorizing_integration_owners");
    payload["data"]
        .as_object_mut()
        .expect("the command's data")
        .remove("guild_id");
    payload
}

#[tokio::test]
async fn refusals_are_answered_privately_in_the_players_words_and_change_nothing() {
    let bot = start_bot().await;
    let fake = &bot.fake;

    // The service's refusal: no game here.
    let (call, _) = fake
        .respond(fake.command(ALICE, CHANNEL, "resign", json!([])))
        .await;
    assert!(call.ephemeral(), "{call:?}");
    assert!(
        call.content()
            .starts_with("There is no game in progress here"),
        "{}",
        call.content()
    );

    // The adapter's own refusal: a colour that is none.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            CHANNEL,
            "place",
            json!([
                string_option("colour", "purple"),
                string_option("cell", "d4")
            ]),
        ))
        .await;
    assert!(call.ephemeral(), "{call:?}");
    assert!(
        call.content().contains("\"purple\" is not a colour"),
        "{}",
        call.content()
    );

    // An unknown level of the bot: refused with the levels there are, and no game starts.
    let (call, _) = fake
        .respond(fake.command(
            ALICE,
            CHANNEL,
            "bot",
            json!([string_option("level", "grandmaster")]),
        ))
        .await;
    assert!(call.ephemeral(), "{call:?}");
    assert!(call.content().contains("grandmaster"), "{}", call.content());
    let (call, _) = fake
        .respond(fake.command(ALICE, CHANNEL, "board", json!([])))
        .await;
    assert!(
        call.content()
            .starts_with("There is no game in progress here"),
        "nothing started: {}",
        call.content()
    );

    // A server-only command in a direct message: the framework's check, worded.
    let (call, _) = fake
        .respond(in_dm(
            fake,
            ALICE,
            "challenge",
            json!([{"name": "opponent", "type": 6, "value": BOB.to_string()}]),
        ))
        .await;
    assert!(call.ephemeral(), "{call:?}");
    assert!(
        call.content().contains("works in a server channel only"),
        "{}",
        call.content()
    );

    // The moderators' command from an interaction that carries no permissions at all: refused,
    // not a panic and not allowed.
    let mut bare = fake.command(CAROL, CHANNEL, "end", json!([]));
    bare["member"]
        .as_object_mut()
        .expect("a member")
        .remove("permissions");
    let (call, _) = fake.respond(bare).await;
    assert!(call.ephemeral(), "{call:?}");
    assert!(
        call.content().contains("Only moderators"),
        "{}",
        call.content()
    );

    // Every refusal pinged nobody: no users, nothing parsed from the text.
    for call in fake.calls().await {
        if call.ephemeral() {
            assert!(call.allowed_users().is_empty(), "{call:?}");
            assert_eq!(
                call.message()["allowed_mentions"]["parse"],
                json!([]),
                "{call:?}"
            );
        }
    }
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_speak_the_language_of_the_one_refused() {
    let bot = start_bot().await;
    let fake = &bot.fake;
    let (thread, _, _) = challenge_accepted(fake, Vec::new()).await;
    let move_in = |user: u64, turn: &str, locale: &str| {
        let payload = fake.command(user, thread, "move", json!([string_option("turn", turn)]));
        in_locale(payload, locale)
    };

    // Bob, out of turn, reads French; Alice is named by mention, as in English.
    let (call, _) = fake.respond(move_in(BOB, "Wd4-a1", "fr")).await;
    assert!(call.ephemeral());
    assert_eq!(
        call.content(),
        format!("Ce n'est pas votre tour : c'est à <@{ALICE}> de jouer.")
    );
    // Alice's turn on a cell the board does not have, in Hungarian and in Japanese: the
    // engine's reason too.
    let (call, _) = fake.respond(move_in(ALICE, "Wz9-a1", "hu")).await;
    assert_eq!(
        call.content(),
        "Ez a lépés nem szabályos: a 37 gyűrűs táblán nincs z9 mező."
    );
    let (call, _) = fake.respond(move_in(ALICE, "Wz9-a1", "ja")).await;
    assert_eq!(
        call.content(),
        "その手は指せません：リング37個の盤に場所 z9 はありません。"
    );
    // The rules, too, in the reader's language.
    let rules = in_locale(fake.command(BOB, CHANNEL, "rules", json!([])), "nl");
    let (call, _) = fake.respond(rules).await;
    assert!(call.ephemeral());
    assert!(
        call.content()
            .starts_with("**ZÈRTZ in het kort**\n• De knikkers zijn van niemand"),
        "{}",
        call.content()
    );
    // Nothing was played: Alice still moves, and an English reader gets English.
    let (call, _) = fake.respond(move_in(BOB, "Wd4-a1", "en-GB")).await;
    assert_eq!(
        call.content(),
        format!("It is not your turn: <@{ALICE}> is to move.")
    );
    bot.stop().await;
}
