//! Button presses: accept / decline / withdraw a challenge, answer a draw offer or a takeback
//! request, open the daily puzzle. Every button is resolved from the database through its id,
//! so buttons keep working after a restart, and a button for a board that has moved on says so.

use std::fmt::Display;
use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::commands::puzzles::puzzle_reply;
use super::commands::{bot_replies, challenge_message, mentions, post_update, update_buttons};
use super::custom_id::ButtonAction;
use super::{Data, DiscordError, board_png, channel_id, text, user_id};
use crate::i18n::{Lang, tr};
use crate::service::words;
use crate::service::{
    ChallengeId, ChallengeOutcome, ChallengeStatus, GameId, GuildId, PuzzleAsk, Seen, ServiceError,
    Update,
};

/// The message a stale button answers.
pub const OUT_OF_DATE: &str = "board-out-of-date";

/// The language of the one who pressed: private answers speak it.
fn presser_lang(press: &serenity::ComponentInteraction) -> Lang {
    Lang::from_locale(&press.locale)
}

/// The language of the place of a press (the server's; outside servers, the presser's):
/// public answers speak it.
fn place_lang(press: &serenity::ComponentInteraction) -> Lang {
    Lang::from_locale(press.guild_locale.as_deref().unwrap_or(&press.locale))
}

/// Answers a button press.
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
) -> Result<(), DiscordError> {
    let Some(action) = ButtonAction::parse(&press.data.custom_id) else {
        let said = tr(presser_lang(press), "button-not-mine", &[]);
        return whisper(ctx, press, said).await;
    };
    match action {
        ButtonAction::Accept(id) => accept(ctx, data, press, id).await,
        ButtonAction::Decline(id) => {
            let result = data.service.decline(id, user_id(press.user.id)).await;
            close_challenge(
                ctx,
                press,
                result.map(|c| {
                    tr(
                        place_lang(press),
                        "challenge-declined",
                        &[
                            ("opponent", format!("<@{}>", c.opponent).into()),
                            ("challenger", format!("<@{}>", c.challenger).into()),
                        ],
                    )
                }),
            )
            .await
        }
        ButtonAction::Cancel(id) => {
            let result = data.service.cancel(id, user_id(press.user.id)).await;
            close_challenge(
                ctx,
                press,
                result.map(|c| {
                    tr(
                        place_lang(press),
                        "challenge-withdrawn",
                        &[("challenger", format!("<@{}>", c.challenger).into())],
                    )
                }),
            )
            .await
        }
        ButtonAction::Rematch(game) => rematch(ctx, data, press, game).await,
        ButtonAction::Puzzle(day) => daily_puzzle(ctx, data, press, day).await,
        ButtonAction::Draw {
            game,
            move_number,
            accept,
        }
        | ButtonAction::Takeback {
            game,
            move_number,
            accept,
        } => {
            let (channel, user) = (channel_id(press.channel_id), user_id(press.user.id));
            // The service checks the button's game and move number against the very version
            // it writes the answer on.
            let seen = Some(Seen { game, move_number });
            let result = if matches!(action, ButtonAction::Draw { .. }) {
                data.service.answer_draw(channel, user, accept, seen).await
            } else {
                data.service
                    .answer_takeback(channel, user, accept, seen)
                    .await
            };
            match result {
                Err(ServiceError::PositionChanged | ServiceError::NoGameHere) => {
                    whisper(ctx, press, tr(presser_lang(press), OUT_OF_DATE, &[])).await
                }
                result => answer_with_update(ctx, data, press, result).await,
            }
        }
    }
}

/// The daily puzzle for the one who pressed **Solve it**, privately: today's (said so when the
/// post was of an earlier day).
async fn daily_puzzle(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
    day: i64,
) -> Result<(), DiscordError> {
    let user = user_id(press.user.id);
    let guild = press.guild_id.map(|g| GuildId(g.get()));
    let view = match data.service.puzzle(user, guild, PuzzleAsk::Daily).await {
        Ok(view) => view,
        Err(e) => return whisper(ctx, press, refused(press, &e)).await,
    };
    let lang = presser_lang(press);
    let (mut content, picture) = puzzle_reply(&data.service, user, &view, lang).await?;
    if view.day != Some(day) {
        content.insert(0, '\n');
        content.insert_str(0, &tr(lang, "daily-earlier", &[]));
    }
    press
        .create_response(
            &ctx.http,
            serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(content)
                    .add_file(picture)
                    .ephemeral(true)
                    .allowed_mentions(serenity::CreateAllowedMentions::new()),
            ),
        )
        .await?;
    Ok(())
}

/// Why the service refused what a button asked, in the language of the one who pressed.
fn refused(press: &serenity::ComponentInteraction, error: &ServiceError) -> String {
    text::refusal(error, presser_lang(press))
}

/// An ephemeral answer to the one who pressed.
pub async fn whisper(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    message: impl Display,
) -> Result<(), DiscordError> {
    press
        .create_response(
            &ctx.http,
            serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(message.to_string())
                    .ephemeral(true)
                    .allowed_mentions(serenity::CreateAllowedMentions::new()),
            ),
        )
        .await?;
    Ok(())
}

/// Answers with the update as a new message (board, line, mention), or the error privately.
async fn answer_with_update(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
    result: Result<Update, ServiceError>,
) -> Result<(), DiscordError> {
    let update = match result {
        Ok(update) => update,
        Err(e) => return whisper(ctx, press, refused(press, &e)).await,
    };
    let lang = place_lang(press);
    let png = board_png(&data.service, &update.game, None, lang).await?;
    press
        .create_response(
            &ctx.http,
            serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(text::update_line(&update, lang))
                    .add_file(serenity::CreateAttachment::bytes(png, "board.png"))
                    .components(update_buttons(&update, lang))
                    .allowed_mentions(mentions(&text::notify(&update))),
            ),
        )
        .await?;
    Ok(())
}

/// Replaces the challenge message's buttons with what happened (or answers the error).
async fn close_challenge(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    result: Result<String, ServiceError>,
) -> Result<(), DiscordError> {
    match result {
        Ok(line) => {
            press
                .create_response(
                    &ctx.http,
                    serenity::CreateInteractionResponse::UpdateMessage(
                        serenity::CreateInteractionResponseMessage::new()
                            .content(line)
                            .components(Vec::new())
                            .allowed_mentions(serenity::CreateAllowedMentions::new()),
                    ),
                )
                .await?;
            Ok(())
        }
        Err(e) => whisper(ctx, press, refused(press, &e)).await,
    }
}

/// The challenged user accepts: the game gets its own thread (or the channel itself where
/// threads cannot be made), the challenge message says where, and the board is posted there.
async fn accept(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
    id: ChallengeId,
) -> Result<(), DiscordError> {
    let user = user_id(press.user.id);
    let challenge = match data.service.challenge_view(id).await {
        Ok(c) => c,
        Err(e) => return whisper(ctx, press, refused(press, &e)).await,
    };
    if challenge.opponent != user {
        return whisper(ctx, press, refused(press, &ServiceError::NotChallenged)).await;
    }
    if challenge.status != ChallengeStatus::Open {
        let error = if challenge.status == ChallengeStatus::Expired {
            ServiceError::ChallengeExpired
        } else {
            ServiceError::ChallengeClosed(challenge.status.to_string())
        };
        return whisper(ctx, press, refused(press, &error)).await;
    }
    // Threads and the first picture may take a moment: acknowledge the press first.
    press.defer(&ctx.http).await?;
    let lang = place_lang(press);
    let name = tr(
        lang,
        "challenge-thread-name",
        &[
            ("board", i64::from(challenge.board.rings()).into()),
            (
                "type",
                words::game_type_name(challenge.game_type, lang).into(),
            ),
            ("number", id.0.into()),
        ],
    );
    let thread = press
        .channel_id
        .create_thread_from_message(
            &ctx.http,
            press.message.id,
            serenity::CreateThread::new(name)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek),
        )
        .await;
    let (game_channel, thread_id) = match &thread {
        Ok(thread) => (thread.id, Some(thread.id)),
        Err(e) => {
            tracing::info!(error = %e, "no thread for the game; playing in the channel");
            (press.channel_id, None)
        }
    };
    let update = match data
        .service
        .accept(id, user, channel_id(game_channel))
        .await
    {
        Ok(update) => update,
        Err(e) => {
            if let Some(thread) = thread_id
                && let Err(e) = thread.delete(&ctx.http).await
            {
                tracing::warn!(error = %e, "could not remove the unused thread");
            }
            press
                .create_followup(
                    &ctx.http,
                    serenity::CreateInteractionResponseFollowup::new()
                        .content(refused(press, &e))
                        .ephemeral(true),
                )
                .await?;
            return Ok(());
        }
    };
    let players = [
        ("opponent", format!("<@{}>", challenge.opponent).into()),
        ("challenger", format!("<@{}>", challenge.challenger).into()),
    ];
    let accepted = match thread_id {
        Some(thread) => {
            let mut args = players.to_vec();
            args.push(("thread", format!("<#{thread}>").into()));
            tr(lang, "challenge-accepted-thread", &args)
        }
        None => tr(lang, "challenge-accepted-here", &players),
    };
    press
        .edit_response(
            &ctx.http,
            serenity::EditInteractionResponse::new()
                .content(accepted)
                .components(Vec::new()),
        )
        .await?;
    post_update(&ctx.http, &data.service, channel_id(game_channel), &update).await
}

/// A player of a finished game asks for a rematch: against the bot it starts at once, a person
/// gets a new challenge (with the first player swapped) to accept.
async fn rematch(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
    game: GameId,
) -> Result<(), DiscordError> {
    match data.service.rematch(game, user_id(press.user.id)).await {
        Ok(ChallengeOutcome::Open(challenge)) => {
            let (content, png, buttons) = challenge_message(&challenge, place_lang(press)).await?;
            press
                .create_response(
                    &ctx.http,
                    serenity::CreateInteractionResponse::Message(
                        serenity::CreateInteractionResponseMessage::new()
                            .content(content)
                            .add_file(serenity::CreateAttachment::bytes(png, "board.png"))
                            .components(buttons)
                            .allowed_mentions(mentions(&[challenge.opponent.0])),
                    ),
                )
                .await?;
            Ok(())
        }
        Ok(ChallengeOutcome::Started(update)) => {
            let channel = update.game.channel;
            answer_with_update(ctx, data, press, Ok(*update)).await?;
            bot_replies(ctx.http.clone(), Arc::clone(&data.service), channel);
            Ok(())
        }
        Err(e) => whisper(ctx, press, refused(press, &e)).await,
    }
}
