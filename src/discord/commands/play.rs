//! Playing: a placement, a capture or a turn in notation; the board again; a hint.

use std::sync::Arc;

use poise::CreateReply;
use poise::serenity_prelude as serenity;

use super::reply::{answer, bot_replies, finish_deferred};
use super::{Context, here, service};
use crate::discord::{
    DiscordError, board_png, labels_wanted, public_lang, reader_lang, text, user_id,
};
use crate::engine::Marble;
use crate::i18n::tr;
use crate::service::{HintDepth, TurnInput};

/// Plays a turn for the author and answers; the bot replies after.
async fn play(ctx: Context<'_>, input: TurnInput) -> Result<(), DiscordError> {
    let channel = here(&ctx);
    let update = service(&ctx)
        .play(channel, user_id(ctx.author().id), input, None)
        .await?;
    answer(ctx, &update).await?;
    if !update.game.is_over() {
        bot_replies(
            ctx.serenity_context().http.clone(),
            Arc::clone(service(&ctx)),
            channel,
        );
    }
    Ok(())
}

/// Place a marble and remove a free ring.
#[poise::command(slash_command)]
pub async fn place(
    ctx: Context<'_>,
    #[description = "The marble's colour"]
    #[autocomplete = "super::autocomplete::colour"]
    colour: String,
    #[description = "The vacant ring to place it on"]
    #[autocomplete = "super::autocomplete::cell"]
    cell: String,
    #[description = "The free ring to remove (leave empty only when none is free)"]
    #[autocomplete = "super::autocomplete::ring"]
    ring: Option<String>,
) -> Result<(), DiscordError> {
    let Some(marble) = colour.trim().chars().next().and_then(Marble::from_letter) else {
        return Err(DiscordError::Refused(tr(
            reader_lang(&ctx),
            "not-a-colour",
            &[("word", format!("{colour:?}").into())],
        )));
    };
    play(
        ctx,
        TurnInput::Place {
            marble,
            at: cell,
            remove: ring,
        },
    )
    .await
}

/// Capture: jump with a marble, as far as it must go.
#[poise::command(slash_command)]
pub async fn jump(
    ctx: Context<'_>,
    #[description = "The capture, e.g. e5xc5xa3"]
    #[autocomplete = "super::autocomplete::jump"]
    path: String,
) -> Result<(), DiscordError> {
    play(ctx, TurnInput::Text(path)).await
}

/// Play a turn written in notation: Wd4-a1, e5xc5xa3, pass.
#[poise::command(slash_command, rename = "move")]
pub async fn move_(
    ctx: Context<'_>,
    #[description = "The turn, e.g. Wd4-a1 or e5xc5xa3"] turn: String,
) -> Result<(), DiscordError> {
    play(ctx, TurnInput::Text(turn)).await
}

/// Show the board of the game here again.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Write each ring's name inside it (default: as set with /zertz settings)"]
    labels: Option<bool>,
) -> Result<(), DiscordError> {
    let view = service(&ctx).latest(here(&ctx)).await?;
    let labels = match labels {
        Some(labels) => labels,
        None => labels_wanted(service(&ctx), user_id(ctx.author().id)).await,
    };
    let lang = public_lang(&ctx);
    let png = board_png(service(&ctx), &view, Some(labels), lang).await?;
    ctx.send(
        CreateReply::default()
            .content(text::board_line(&view, lang))
            .attachment(serenity::CreateAttachment::bytes(png, "board.png")),
    )
    .await?;
    Ok(())
}

/// Ask for a hint (only you see it).
#[poise::command(slash_command)]
pub async fn hint(
    ctx: Context<'_>,
    #[description = "Think ten seconds for a stronger answer (default: a couple of seconds)"]
    deep: Option<bool>,
) -> Result<(), DiscordError> {
    // Refused at once, before the "thinking…" of a long answer.
    service(&ctx)
        .may_hint(here(&ctx), user_id(ctx.author().id))
        .await?;
    ctx.defer_ephemeral().await?;
    let depth = if deep.unwrap_or(false) {
        HintDepth::Deep
    } else {
        HintDepth::Quick
    };
    // A refusal from here on (the game moved on while the bot thought) edits the "thinking…".
    let hint = service(&ctx)
        .hint(here(&ctx), user_id(ctx.author().id), depth)
        .await?;
    finish_deferred(ctx, text::hint(&hint, reader_lang(&ctx))).await
}
