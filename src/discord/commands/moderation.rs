//! Moderation: ending a game its players abandoned.

use super::reply::answer;
use super::{Context, here, service};
use crate::discord::{DiscordError, reader_lang};
use crate::i18n::tr;

/// The message a player without the moderators' permission is told.
pub const MODERATORS_ONLY: &str = "moderators-only-end";

/// The check of `/zertz end`: the member holds Manage Messages in this channel, read from the
/// interaction (no API call). A declared check rather than poise's `required_permissions`,
/// which panics on an interaction without the permission fields; here a missing field refuses.
async fn moderator(ctx: Context<'_>) -> Result<bool, DiscordError> {
    moderator_or(&ctx, MODERATORS_ONLY)
}

/// A moderators' command's check: whether the member who gave it holds Manage Messages in
/// this channel, as the interaction says; the message `refusal` (in the reader's language)
/// where they do not, or where it does not say (a DM, a member without permissions).
pub(super) fn moderator_or(ctx: &Context<'_>, refusal: &str) -> Result<bool, DiscordError> {
    let allowed = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_messages()),
        poise::Context::Prefix(_) => false,
    };
    if allowed {
        Ok(true)
    } else {
        Err(DiscordError::Refused(tr(reader_lang(ctx), refusal, &[])))
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
