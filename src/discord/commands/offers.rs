//! Resigning, and the offers a player makes to the other: a draw, a takeback. The answers come
//! by buttons ([`crate::discord::buttons`]).

use super::reply::answer;
use super::{Context, here, service};
use crate::discord::{DiscordError, user_id};

/// Resign the game here.
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), DiscordError> {
    let update = service(&ctx)
        .resign(here(&ctx), user_id(ctx.author().id))
        .await?;
    answer(ctx, &update).await
}

/// Offer a draw (or accept your opponent's offer).
#[poise::command(slash_command)]
pub async fn draw(ctx: Context<'_>) -> Result<(), DiscordError> {
    let update = service(&ctx)
        .offer_draw(here(&ctx), user_id(ctx.author().id))
        .await?;
    answer(ctx, &update).await
}

/// Ask to take back your last turn.
#[poise::command(slash_command)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), DiscordError> {
    let update = service(&ctx)
        .request_takeback(here(&ctx), user_id(ctx.author().id))
        .await?;
    answer(ctx, &update).await
}
