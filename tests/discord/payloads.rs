//! The adapter's view of real Discord payloads: INTERACTION_CREATE bodies as Discord sends
//! them (every field) deserialize into serenity's models, and the parts the bot reads — the
//! subcommand and its options, the button id, the channel and the user — come out right.

use crate::support::*;
use poise::serenity_prelude as serenity;
use serde_json::json;
use zertz_bot::discord::custom_id::ButtonAction;
use zertz_bot::discord::{channel_id, user_id};
use zertz_bot::service::{ChallengeId, GameId};

fn interaction(payload: serde_json::Value) -> serenity::Interaction {
    serde_json::from_value(payload).expect("a real payload deserializes")
}

#[test]
fn a_slash_command_payload_carries_the_subcommand_and_its_options() {
    let fake = FakeDiscordPayloads::new();
    let payload = fake.command(
        ALICE,
        CHANNEL,
        "place",
        json!([
            {"name": "colour", "type": 3, "value": "W"},
            {"name": "cell", "type": 3, "value": "d4"},
            {"name": "ring", "type": 3, "value": "a1"}
        ]),
    );
    let serenity::Interaction::Command(command) = interaction(payload) else {
        panic!("an application command");
    };
    assert_eq!(command.data.name, "zertz");
    assert_eq!(
        user_id(command.user.id).0,
        ALICE,
        "the member's user is the author"
    );
    assert_eq!(channel_id(command.channel_id).0, CHANNEL);
    assert_eq!(command.guild_id.map(|g| g.get()), Some(GUILD));
    let options = command.data.options();
    let serenity::ResolvedValue::SubCommand(sub) = &options[0].value else {
        panic!("a subcommand");
    };
    assert_eq!(options[0].name, "place");
    let values: Vec<(&str, &str)> = sub
        .iter()
        .filter_map(|o| match o.value {
            serenity::ResolvedValue::String(s) => Some((o.name, s)),
            _ => None,
        })
        .collect();
    assert_eq!(values, [("colour", "W"), ("cell", "d4"), ("ring", "a1")]);
}

#[test]
fn an_autocomplete_payload_marks_the_focused_option() {
    let fake = FakeDiscordPayloads::new();
    let payload = fake.autocomplete(
        BOB,
        CHANNEL,
        "place",
        json!([
            {"name": "colour", "type": 3, "value": "G"},
            {"name": "cell", "type": 3, "value": "c", "focused": true}
        ]),
    );
    let serenity::Interaction::Autocomplete(request) = interaction(payload) else {
        panic!("an autocomplete request");
    };
    let focused = request.data.autocomplete().expect("a focused option");
    assert_eq!(focused.name, "cell");
    assert_eq!(focused.value, "c");
}

#[test]
fn a_button_payload_carries_an_id_the_bot_can_resolve() {
    let fake = FakeDiscordPayloads::new();
    for action in [
        ButtonAction::Accept(ChallengeId(12)),
        ButtonAction::Draw {
            game: GameId(5),
            move_number: 31,
            accept: false,
        },
    ] {
        let message = message_json(
            fake.new_id(),
            CHANNEL,
            "<@1> offers a draw",
            json!([{"type": 1, "components": [
                {"type": 2, "style": 3, "label": "Accept", "custom_id": action.to_string()}
            ]}]),
            BOT_USER,
        );
        let payload = fake.button(BOB, CHANNEL, &action.to_string(), message);
        let serenity::Interaction::Component(press) = interaction(payload) else {
            panic!("a component interaction");
        };
        assert_eq!(press.user.id.get(), BOB);
        assert_eq!(ButtonAction::parse(&press.data.custom_id), Some(action));
        assert!(matches!(
            press.data.kind,
            serenity::ComponentInteractionDataKind::Button
        ));
        assert_eq!(press.message.author.id.get(), BOT_USER);
    }
}

#[test]
fn a_payload_missing_a_required_field_is_rejected_not_misread() {
    let fake = FakeDiscordPayloads::new();
    let mut payload = fake.button(
        BOB,
        CHANNEL,
        "z:accept:1",
        message_json(1, CHANNEL, "", json!([]), BOT_USER),
    );
    payload.as_object_mut().map(|o| o.remove("token"));
    assert!(serde_json::from_value::<serenity::Interaction>(payload).is_err());
}

/// The payload builders of the fake Discord, without starting a server.
struct FakeDiscordPayloads {
    next: std::sync::atomic::AtomicU64,
}

impl FakeDiscordPayloads {
    fn new() -> Self {
        FakeDiscordPayloads {
            next: std::sync::atomic::AtomicU64::new(900_000_000_000_000_000),
        }
    }

    fn new_id(&self) -> u64 {
        self.next.fetch_add(1, std::sync::atomic::Ordering::SeqCst)
    }

    fn command(
        &self,
        user: u64,
        channel: u64,
        sub: &str,
        options: serde_json::Value,
    ) -> serde_json::Value {
        payload_command(self.new_id(), user, channel, sub, options, json!({}), 2)
    }

    fn autocomplete(
        &self,
        user: u64,
        channel: u64,
        sub: &str,
        options: serde_json::Value,
    ) -> serde_json::Value {
        payload_command(self.new_id(), user, channel, sub, options, json!({}), 4)
    }

    fn button(
        &self,
        user: u64,
        channel: u64,
        custom_id: &str,
        message: serde_json::Value,
    ) -> serde_json::Value {
        payload_button(self.new_id(), user, channel, custom_id, message)
    }
}
