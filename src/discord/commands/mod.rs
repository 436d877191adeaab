//! The `/zertz …` slash commands, one module per feature. Each command reads its arguments,
//! calls the service and answers: a board picture with a short line for everyone, or a private
//! message for the one who asked (hints, lists). A command returns its refusals and failures as
//! errors; [`super::bot`]'s `on_error` answers them privately, in one place.
//!
//! - [`start`]: challenge a person, play the bot;
//! - [`play`]: turns, the board again, hints;
//! - [`offers`]: resign, offer a draw, ask for a takeback;
//! - [`records`]: your games, export, import, replay; [`review`]: a game's review;
//! - [`puzzles`]: puzzles to solve, and the daily puzzle's channel;
//! - [`ratings`]: the leaderboard and profiles;
//! - [`moderation`]: ending an abandoned game;
//! - [`settings`]: a player's own settings (cell names on their boards);
//! - [`help`]: the rules;
//! - [`choices`]: the fixed choices of the options; [`autocomplete`]: the legal ones;
//! - [`reply`]: how answers and updates are posted.

pub mod autocomplete;
pub mod choices;
pub mod help;
pub mod moderation;
pub mod offers;
pub mod play;
pub mod puzzles;
pub mod ratings;
pub mod records;
pub mod reply;
pub mod review;
pub mod settings;
pub mod start;

use std::sync::Arc;

use super::{Context, Data, DiscordError, channel_id};
use crate::service::{BotService, ChannelId, GuildId};

pub use reply::{bot_replies, challenge_message, mentions, post_update, update_buttons, whisper};

/// Play ZÈRTZ, the game of shared marbles on a shrinking board.
#[poise::command(
    slash_command,
    subcommands(
        "start::challenge",
        "start::bot",
        "play::place",
        "play::jump",
        "play::move_",
        "play::board",
        "play::hint",
        "offers::resign",
        "offers::draw",
        "offers::takeback",
        "records::games",
        "records::export",
        "records::import",
        "records::replay",
        "review::review",
        "puzzles::puzzle",
        "puzzles::solve",
        "puzzles::puzzle_channel",
        "ratings::leaderboard",
        "ratings::profile",
        "moderation::end_game",
        "settings::settings",
        "help::rules"
    ),
    subcommand_required
)]
pub async fn zertz(_ctx: Context<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Every command of the bot, with its names and descriptions in every language.
pub fn all() -> Vec<poise::Command<Data, DiscordError>> {
    let mut commands = vec![zertz()];
    super::localize::localize(&mut commands);
    commands
}

/// The game service.
fn service<'a>(ctx: &Context<'a>) -> &'a Arc<BotService> {
    &ctx.data().service
}

/// The channel (or thread) the command was given in.
fn here(ctx: &Context<'_>) -> ChannelId {
    channel_id(ctx.channel_id())
}

/// The server the command was given on, if any.
fn server(ctx: &Context<'_>) -> Option<GuildId> {
    ctx.guild_id().map(|g| GuildId(g.get()))
}
