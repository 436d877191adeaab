//! Puzzles: `/zertz puzzle` gives one, `/zertz solve` answers it with a turn (the legal ones
//! offered while typing) and the bot defends until the player wins; all of it private to the
//! player, so a channel's puzzle is not spoiled. `/zertz puzzle-channel` (moderators) chooses
//! where the daily puzzle is posted; the **Solve it** button under that post opens it.

use poise::CreateReply;
use poise::serenity_prelude as serenity;

use super::choices::LevelOfPuzzle;
use super::{Context, server, service};
use crate::discord::{
    DiscordError, channel_id, labels_wanted, reader_lang, server_locale, text, user_id,
};
use crate::i18n::{Lang, tr};
use crate::render::{BoardView, render_png};
use crate::service::{BotService, GameId, PuzzleAsk, PuzzleOutcome, PuzzleView, UserId};

/// A puzzle's position as a picture in `lang` (the one solving named "You", the other
/// "Defence"; the last turn marked, a win shown), off the runtime.
pub async fn puzzle_png(
    view: &PuzzleView,
    labels: bool,
    lang: Lang,
) -> Result<Vec<u8>, DiscordError> {
    let view = view.clone();
    tokio::task::spawn_blocking(move || {
        let last = view.last_turn();
        let (solver, defender) = (tr(lang, "puzzle-you", &[]), tr(lang, "puzzle-defence", &[]));
        let names = match view.solver().number() {
            1 => (Some(solver.as_str()), Some(defender.as_str())),
            _ => (Some(defender.as_str()), Some(solver.as_str())),
        };
        let mut board = BoardView::new(&view.position)
            .with_names(names.0, names.1)
            .with_labels(labels)
            .with_outcome(view.position.outcome())
            .in_lang(lang);
        if let Some((before, turn)) = &last {
            board = board.with_last_turn(before, *turn);
        }
        render_png(&board)
    })
    .await
    .map_err(|e| DiscordError::Task(e.to_string()))?
    .map_err(DiscordError::from)
}

/// A puzzle's picture for `user` (with the cell names if they want them), as an attachment.
async fn puzzle_picture(
    service: &BotService,
    user: UserId,
    view: &PuzzleView,
    lang: Lang,
) -> Result<serenity::CreateAttachment, DiscordError> {
    let png = puzzle_png(view, labels_wanted(service, user).await, lang).await?;
    Ok(serenity::CreateAttachment::bytes(png, "puzzle.png"))
}

/// The private message that shows a puzzle, in the reader's `lang`: its text and picture.
pub async fn puzzle_reply(
    service: &BotService,
    user: UserId,
    view: &PuzzleView,
    lang: Lang,
) -> Result<(String, serenity::CreateAttachment), DiscordError> {
    Ok((
        text::puzzle(view, lang),
        puzzle_picture(service, user, view, lang).await?,
    ))
}

/// Get a puzzle to solve (only you see it): yours open, a new one, the daily one, or a game's.
#[poise::command(slash_command)]
pub async fn puzzle(
    ctx: Context<'_>,
    #[description = "A new puzzle of this level (leaves the one you have open)"] level: Option<
        LevelOfPuzzle,
    >,
    #[description = "A new puzzle, leaving the one you have open"] new: Option<bool>,
    #[description = "Today's daily puzzle, the same for everyone"] daily: Option<bool>,
    #[description = "The puzzle found in this finished game of the server (its number)"]
    game: Option<i64>,
) -> Result<(), DiscordError> {
    let ask = if daily.unwrap_or(false) {
        PuzzleAsk::Daily
    } else if let Some(game) = game {
        PuzzleAsk::FromGame(GameId(game))
    } else if level.is_some() || new.unwrap_or(false) {
        PuzzleAsk::New(level.map(LevelOfPuzzle::difficulty))
    } else {
        PuzzleAsk::Current
    };
    let user = user_id(ctx.author().id);
    let view = service(&ctx).puzzle(user, server(&ctx), ask).await?;
    let (content, picture) = puzzle_reply(service(&ctx), user, &view, reader_lang(&ctx)).await?;
    ctx.send(
        CreateReply::default()
            .content(content)
            .attachment(picture)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Answer your puzzle with a turn (only you see it).
#[poise::command(slash_command)]
pub async fn solve(
    ctx: Context<'_>,
    #[description = "Your turn, e.g. Wd4-a1 or e5xc5xa3"]
    #[autocomplete = "super::autocomplete::puzzle_turn"]
    turn: String,
) -> Result<(), DiscordError> {
    let user = user_id(ctx.author().id);
    let step = service(&ctx).solve(user, &turn).await?;
    let record = match step.outcome {
        PuzzleOutcome::Solved => match service(&ctx).puzzle_record(user).await {
            Ok(record) => Some(record),
            Err(e) => {
                // The solve is kept; only the streak goes unsaid.
                tracing::warn!(error = %e, "could not read a puzzle record");
                None
            }
        },
        _ => None,
    };
    let picture = puzzle_picture(service(&ctx), user, &step.view, reader_lang(&ctx)).await?;
    ctx.send(
        CreateReply::default()
            .content(text::puzzle_step(&step, record.as_ref(), reader_lang(&ctx)))
            .attachment(picture)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The message a player without the moderators' permission is told.
pub const MODERATORS_ONLY: &str = "moderators-only-puzzle-channel";

/// The check of `/zertz puzzle-channel`: Manage Messages, as for `/zertz end`.
async fn moderator(ctx: Context<'_>) -> Result<bool, DiscordError> {
    super::moderation::moderator_or(&ctx, MODERATORS_ONLY)
}

/// Choose where the daily puzzle is posted, or stop it (moderators: Manage Messages).
#[poise::command(
    slash_command,
    guild_only,
    rename = "puzzle-channel",
    default_member_permissions = "MANAGE_MESSAGES",
    check = "moderator"
)]
pub async fn puzzle_channel(
    ctx: Context<'_>,
    #[description = "The channel for the daily puzzle (leave empty to stop it)"]
    #[channel_types("Text")]
    channel: Option<serenity::ChannelId>,
) -> Result<(), DiscordError> {
    let Some(guild) = server(&ctx) else {
        return Err(DiscordError::Refused(tr(
            reader_lang(&ctx),
            "puzzle-channel-server-only",
            &[],
        )));
    };
    // The posts speak the server's language.
    let locale = server_locale(&ctx);
    service(&ctx)
        .set_puzzle_channel(guild, channel.map(|c| (channel_id(c), locale.as_str())))
        .await?;
    let lang = reader_lang(&ctx);
    let line = match channel {
        Some(channel) => tr(
            lang,
            "puzzle-channel-set",
            &[("channel", format!("<#{channel}>").into())],
        ),
        None => tr(lang, "puzzle-channel-stopped", &[]),
    };
    ctx.send(CreateReply::default().content(line).ephemeral(true))
        .await?;
    Ok(())
}
