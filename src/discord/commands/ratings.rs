//! The server's ratings: the leaderboard and a player's profile.

use poise::CreateReply;
use poise::serenity_prelude as serenity;

use super::{Context, server, service};
use crate::discord::{DiscordError, public_lang, text, user_id};
use crate::service::{GuildId, ServiceError};

/// How many players the leaderboard shows.
const LEADERBOARD_SIZE: usize = 15;

/// The server of a ratings command (they are `guild_only`; a DM is still refused in words).
fn guild(ctx: &Context<'_>) -> Result<GuildId, ServiceError> {
    server(ctx).ok_or(ServiceError::NoServer)
}

/// The server's leaderboard of rated games.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), DiscordError> {
    let entries = service(&ctx)
        .leaderboard(guild(&ctx)?, LEADERBOARD_SIZE)
        .await?;
    ctx.send(CreateReply::default().content(text::leaderboard(&entries, public_lang(&ctx))))
        .await?;
    Ok(())
}

/// A player's rating, record, latest games and your record against them.
#[poise::command(slash_command, guild_only)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (default: yours)"] player: Option<serenity::User>,
) -> Result<(), DiscordError> {
    let me = user_id(ctx.author().id);
    let whom = player.as_ref().map_or(me, |u| user_id(u.id));
    let profile = service(&ctx).profile(guild(&ctx)?, whom, me).await?;
    ctx.send(CreateReply::default().content(text::profile(&profile, public_lang(&ctx))))
        .await?;
    Ok(())
}
