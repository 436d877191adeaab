//! Records: the games you play, a game's record exported or imported, an animated replay.

use std::sync::Arc;

use poise::CreateReply;
use poise::serenity_prelude as serenity;

use super::reply::{answer, bot_replies, whisper};
use super::start::parse_level;
use super::{Context, here, server, service};
use crate::discord::{DiscordError, discord_user, picture_names, text, user_id};
use crate::service::{GameId, GameView, ImportRequest, Seat, ServiceError};

/// The most an uploaded record may weigh.
const MAX_UPLOAD_BYTES: u32 = 64 * 1024;

/// How long a record's download may take.
const DOWNLOAD_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// List your games in progress (only you see it).
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), DiscordError> {
    let me = user_id(ctx.author().id);
    let games = service(&ctx).my_games(me).await?;
    if games.is_empty() {
        return whisper(
            ctx,
            "You have no game in progress. Start one with `/zertz challenge` or `/zertz bot`.",
        )
        .await;
    }
    let lines: Vec<String> = games
        .iter()
        .map(|view| {
            let opponent = view
                .player_of(me)
                .map(|p| text::seat(view.seat(p.opponent())))
                .unwrap_or_default();
            let mut turn = match view.to_move() {
                Some(p) if view.seat(p).user() == Some(me) => "**your turn**".to_string(),
                _ => "their turn".to_string(),
            };
            if let Some(deadline) = view.deadline() {
                turn.push_str(&format!(", time runs out <t:{}:R>", deadline / 1000));
            }
            format!(
                "• Game {} in <#{}> against {opponent}: {} rings, {} played, {turn}",
                view.id,
                view.channel,
                view.position().board(),
                view.turns_played()
            )
        })
        .collect();
    whisper(ctx, lines.join("\n")).await
}

/// The game here, or any game of this server by its number (finished ones too).
pub(super) async fn game_here_or(
    ctx: &Context<'_>,
    number: Option<i64>,
) -> Result<GameView, ServiceError> {
    match number {
        Some(id) => {
            service(ctx)
                .game_by_number(GameId(id), server(ctx), here(ctx), user_id(ctx.author().id))
                .await
        }
        // A finished game stays on show in its channel until the next one starts.
        None => service(ctx).latest(here(ctx)).await,
    }
}

/// A seat's name for a record: the person's Discord name (looked up), or the bot and its
/// level.
async fn record_name(ctx: &Context<'_>, seat: Seat) -> String {
    match seat {
        Seat::Bot(level) => format!("zertz-bot ({level})"),
        Seat::User(user) => {
            let found = match discord_user(user.0) {
                Some(id) => id.to_user(ctx).await.ok(),
                None => None,
            };
            match found {
                Some(found) => found.global_name.unwrap_or(found.name),
                None => format!("user {user}"),
            }
        }
    }
}

/// Export a game's record as a ZEN-style text file: the game here, or any game by its number.
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "The game's number (default: the game in this channel)"] game: Option<i64>,
) -> Result<(), DiscordError> {
    let view = game_here_or(&ctx, game).await?;
    let names = [
        record_name(&ctx, view.seats[0]).await,
        record_name(&ctx, view.seats[1]).await,
    ];
    let record = view.record_file([&names[0], &names[1]]).to_string();
    ctx.send(
        CreateReply::default()
            .content(format!(
                "The record of game {} ({}). Import it with `/zertz import` to analyse it.",
                view.id,
                view.turns_played()
            ))
            .attachment(serenity::CreateAttachment::bytes(
                record.into_bytes(),
                format!("zertz-game-{}.zen.txt", view.id.0),
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Fetches an uploaded file as text with the bot's shared web client; an error status (an
/// expired link) is an error, not a record.
async fn download(web: &reqwest::Client, url: &str) -> Result<String, String> {
    let response = web
        .get(url)
        .timeout(DOWNLOAD_TIMEOUT)
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("the file's link answered {status}"));
    }
    let bytes = response.bytes().await.map_err(|e| e.to_string())?;
    if bytes.len() > MAX_UPLOAD_BYTES as usize {
        return Err(format!("the file has {} bytes", bytes.len()));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Import a record or a position to analyse here (unrated; hints and takebacks at hand).
#[poise::command(slash_command)]
pub async fn import(
    ctx: Context<'_>,
    #[description = "A record file (from /zertz export, or any ZEN record)"] file: Option<
        serenity::Attachment,
    >,
    #[description = "Or paste a record, a list of turns, or a position text"] text: Option<String>,
    #[description = "Stop after this many turns of the record (default: all)"]
    #[min = 0]
    turns: Option<u32>,
    #[description = "Play on against the bot at this level (default: you play both sides)"]
    #[autocomplete = "super::autocomplete::level"]
    bot: Option<String>,
) -> Result<(), DiscordError> {
    let opponent = parse_level(bot.as_deref())?;
    let text = match (file, text) {
        (Some(file), _) => {
            if file.size > MAX_UPLOAD_BYTES {
                return Err(DiscordError::Refused(
                    "That file is too big for a record (64 KiB at most).".into(),
                ));
            }
            ctx.defer().await?;
            download(&ctx.data().web, &file.url).await.map_err(|why| {
                tracing::warn!(%why, "could not download a record");
                DiscordError::Refused("I could not download that file; try again.".into())
            })?
        }
        (None, Some(text)) => text,
        (None, None) => {
            return Err(DiscordError::Refused(
                "Give a record file, or paste a record or a position into `text`.".into(),
            ));
        }
    };
    let request = ImportRequest {
        channel: here(&ctx),
        guild: server(&ctx),
        user: user_id(ctx.author().id),
        text,
        turns: turns.map(|t| t as usize),
        opponent,
    };
    let update = service(&ctx).import(request).await?;
    answer(ctx, &update).await?;
    bot_replies(
        ctx.serenity_context().http.clone(),
        Arc::clone(service(&ctx)),
        here(&ctx),
    );
    Ok(())
}

/// Post an animated replay of a game: the game here, or any game by its number.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number (default: the game in this channel)"] game: Option<i64>,
) -> Result<(), DiscordError> {
    let view = game_here_or(&ctx, game).await?;
    ctx.defer().await?;
    let replay = view.game.clone();
    let names = picture_names(service(&ctx), &view).await;
    let gif = tokio::task::spawn_blocking(move || {
        crate::render::render_gif(&replay, [names[0].as_deref(), names[1].as_deref()])
    })
    .await
    .map_err(|e| DiscordError::Task(e.to_string()))??;
    ctx.send(
        CreateReply::default()
            .content(format!(
                "Replay of game {}: {}. {}",
                view.id,
                view.turns_played(),
                text::status(&view)
            ))
            .attachment(serenity::CreateAttachment::bytes(
                gif,
                format!("zertz-game-{}.gif", view.id.0),
            )),
    )
    .await?;
    Ok(())
}
