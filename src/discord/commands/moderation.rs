//! Moderation: ending a game its players abandoned.

use super::reply::answer;
use super::{Context, here, service};
use crate::discord::DiscordError;

/// What a player without the moderators' permission is told.
pub const MODERATORS_ONLY: &str = "Only moderators (Manage Messages) can end a game.";

/// The check of `/zertz end`: the member holds Manage Messages in this channel, read from the
/// interaction (no API call). A declared check rather than poise's `required_permissions`,
/// which panics on an interaction without the permission fields; here a missing field refuses.
async fn moderator(ctx: Context<'_>) -> Result<bool, DiscordError> {
    if holds_manage_messages(&ctx) {
        Ok(true)
    } else {
        Err(DiscordError::Refused(MODERATORS_ONLY.into()))
    }
}

/// Whether the member who gave the command holds Manage Messages in this channel, as the
/// interaction says; false where it does not say (a DM, a member without permissions).
pub(super) fn holds_manage_messages(ctx: &Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_messages()),
        poise::Context::Prefix(_) => false,
    }
}

/// End an abandoned game here (moderators: Manage Messages).
#[poise::command(
    slash_command,
    guild_only,
    rename = "end",
    default_member_permissions = "MANAGE_MESSAGES",
    check = "moderator"
)]
pub async fn end_game(ctx: Context<'_>) -> Result<(), DiscordError> {
    let update = service(&ctx).end_by_moderator(here(&ctx)).await?;
    answer(ctx, &update).await
}
