//! The rules in brief.

use super::Context;
use super::reply::whisper;
use crate::discord::{DiscordError, text};

/// The rules in brief, and the commands.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), DiscordError> {
    whisper(ctx, text::RULES).await
}
