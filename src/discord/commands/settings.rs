//! A player's own settings: how the boards shown to them are drawn.

use super::reply::whisper;
use super::{Context, service};
use crate::discord::{DiscordError, reader_lang, user_id};
use crate::i18n::tr;

/// Your settings: cell names written in the rings of the boards shown to you.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Write each ring's name (d4) inside it on the boards where you are to move"]
    labels: bool,
) -> Result<(), DiscordError> {
    service(&ctx)
        .set_board_labels(user_id(ctx.author().id), labels)
        .await?;
    let said = if labels { "labels-on" } else { "labels-off" };
    whisper(ctx, tr(reader_lang(&ctx), said, &[])).await
}
