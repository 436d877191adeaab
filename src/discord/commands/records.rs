//! Records: the games you play, a game's record exported or imported, an animated replay.

use std::sync::Arc;

use poise::CreateReply;
use poise::serenity_prelude as serenity;

use super::reply::{answer, bot_replies, whisper};
use super::start::parse_level;
use super::{Context, here, server, service};
use crate::discord::{
    DiscordError, discord_user, picture_names, public_lang, reader_lang, text, user_id,
};
use crate::i18n::tr;
use crate::service::words;
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
    whisper(ctx, text::games(&games, me, reader_lang(&ctx))).await
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
            .content(tr(
                reader_lang(&ctx),
                "record-message",
                &[
                    ("game", view.id.0.into()),
                    (
                        "turns",
                        words::turns_played(&view, reader_lang(&ctx)).into(),
                    ),
                ],
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
    let opponent = parse_level(bot.as_deref(), reader_lang(&ctx))?;
    let text = match (file, text) {
        (Some(file), _) => {
            if file.size > MAX_UPLOAD_BYTES {
                return Err(DiscordError::Refused(tr(
                    reader_lang(&ctx),
                    "record-too-big",
                    &[],
                )));
            }
            ctx.defer().await?;
            download(&ctx.data().web, &file.url).await.map_err(|why| {
                tracing::warn!(%why, "could not download a record");
                DiscordError::Refused(tr(reader_lang(&ctx), "record-download-failed", &[]))
            })?
        }
        (None, Some(text)) => text,
        (None, None) => {
            return Err(DiscordError::Refused(tr(
                reader_lang(&ctx),
                "record-nothing-given",
                &[],
            )));
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
    let lang = public_lang(&ctx);
    let gif = tokio::task::spawn_blocking(move || {
        crate::render::render_gif(&replay, [names[0].as_deref(), names[1].as_deref()], lang)
    })
    .await
    .map_err(|e| DiscordError::Task(e.to_string()))??;
    ctx.send(
        CreateReply::default()
            .content(tr(
                lang,
                "replay-line",
                &[
                    ("game", view.id.0.into()),
                    ("turns", words::turns_played(&view, lang).into()),
                    ("status", text::status(&view, lang).into()),
                ],
            ))
            .attachment(serenity::CreateAttachment::bytes(
                gif,
                format!("zertz-game-{}.gif", view.id.0),
            )),
    )
    .await?;
    Ok(())
}
