//! The rules in brief, in the reader's language.

use super::Context;
use super::reply::whisper;
use crate::discord::{DiscordError, reader_lang, text};

/// The rules in brief, and the commands.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), DiscordError> {
    whisper(ctx, text::rules(reader_lang(&ctx))).await
}
