//! How answers go out: the update for everyone (board, line, buttons, mentions of whoever acts
//! next), private answers, the bot's replies posted when ready.

use std::fmt::Display;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use poise::CreateReply;
use poise::serenity_prelude as serenity;

use crate::discord::custom_id::ButtonAction;
use crate::discord::{
    Context, DiscordError, board_png, discord_channel, discord_user, game_lang, not_a_channel,
    public_lang, text,
};
use crate::engine::Position;
use crate::i18n::{Lang, tr};
use crate::render::{BoardView, render_png};
use crate::service::{BotService, ChallengeView, ChannelId, Event, Update};

/// A private (ephemeral) message to the one who asked; it mentions nobody (the framework's
/// default).
pub async fn whisper(ctx: Context<'_>, message: impl Display) -> Result<(), DiscordError> {
    ctx.send(
        CreateReply::default()
            .content(message.to_string())
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// A private answer to the one who asked: a whisper, or, when the command already deferred
/// its answer ("thinking…"), that answer edited. A command's last fallible step is its answer,
/// so an answer sent before an error can only be that "thinking…".
pub async fn tell(ctx: Context<'_>, message: impl Display) -> Result<(), DiscordError> {
    let deferred = match ctx {
        poise::Context::Application(app) => app.has_sent_initial_response.load(Ordering::SeqCst),
        poise::Context::Prefix(_) => false,
    };
    if deferred {
        finish_deferred(ctx, message).await
    } else {
        whisper(ctx, message).await
    }
}

/// Mentions that notify exactly these users.
pub fn mentions(users: &[u64]) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(users.iter().filter_map(|&u| discord_user(u)))
}

/// The buttons that go under an update (answers to an offer or a request), labelled in the
/// server's `lang`.
pub fn update_buttons(update: &Update, lang: Lang) -> Vec<serenity::CreateActionRow> {
    let view = &update.game;
    let at = view.move_number();
    let pair = |yes: ButtonAction, no: ButtonAction, accept: &str| {
        vec![serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new(yes.to_string())
                .label(tr(lang, accept, &[]))
                .style(serenity::ButtonStyle::Success),
            serenity::CreateButton::new(no.to_string())
                .label(tr(lang, "button-decline", &[]))
                .style(serenity::ButtonStyle::Secondary),
        ])]
    };
    match update.event {
        Event::DrawOffered { .. } => pair(
            ButtonAction::Draw {
                game: view.id,
                move_number: at,
                accept: true,
            },
            ButtonAction::Draw {
                game: view.id,
                move_number: at,
                accept: false,
            },
            "button-accept-draw",
        ),
        Event::TakebackRequested { .. } => pair(
            ButtonAction::Takeback {
                game: view.id,
                move_number: at,
                accept: true,
            },
            ButtonAction::Takeback {
                game: view.id,
                move_number: at,
                accept: false,
            },
            "button-accept-takeback",
        ),
        _ if view.is_over() => vec![serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new(ButtonAction::Rematch(view.id).to_string())
                .label(tr(lang, "button-rematch", &[]))
                .style(serenity::ButtonStyle::Primary),
        ])],
        _ => Vec::new(),
    }
}

/// A challenge as a message in the server's `lang`: who challenges whom on what, the empty
/// board, and the Accept / Decline / Withdraw buttons.
pub async fn challenge_message(
    challenge: &ChallengeView,
    lang: Lang,
) -> Result<(String, Vec<u8>, Vec<serenity::CreateActionRow>), DiscordError> {
    let start = Position::new(challenge.board, challenge.game_type);
    let png =
        tokio::task::spawn_blocking(move || render_png(&BoardView::new(&start).in_lang(lang)))
            .await
            .map_err(|e| DiscordError::Task(e.to_string()))??;
    let button = |action: ButtonAction, key: &str, style| {
        serenity::CreateButton::new(action.to_string())
            .label(tr(lang, key, &[]))
            .style(style)
    };
    let buttons = serenity::CreateActionRow::Buttons(vec![
        button(
            ButtonAction::Accept(challenge.id),
            "button-accept",
            serenity::ButtonStyle::Success,
        ),
        button(
            ButtonAction::Decline(challenge.id),
            "button-decline",
            serenity::ButtonStyle::Danger,
        ),
        button(
            ButtonAction::Cancel(challenge.id),
            "button-withdraw",
            serenity::ButtonStyle::Secondary,
        ),
    ]);
    Ok((text::challenge(challenge, lang), png, vec![buttons]))
}

/// Answers a command with an update in the server's language: the board and the line,
/// mentioning who acts next.
pub(super) async fn answer(ctx: Context<'_>, update: &Update) -> Result<(), DiscordError> {
    let lang = public_lang(&ctx);
    let png = board_png(&ctx.data().service, &update.game, None, lang).await?;
    ctx.send(
        CreateReply::default()
            .content(text::update_line(update, lang))
            .attachment(serenity::CreateAttachment::bytes(png, "board.png"))
            .components(update_buttons(update, lang))
            .allowed_mentions(mentions(&text::notify(update))),
    )
    .await?;
    Ok(())
}

/// After a person's turn: lets the bot play (if it is to move) in the background and post its
/// turn as a new message in the channel when ready.
pub fn bot_replies(http: Arc<serenity::Http>, service: Arc<BotService>, channel: ChannelId) {
    tokio::spawn(async move {
        loop {
            match service.bot_turn(channel).await {
                Ok(Some(update)) => {
                    if let Err(e) = post_update(&http, &service, channel, &update).await {
                        tracing::warn!(error = %e, "could not post the bot's turn");
                        return;
                    }
                }
                Ok(None) => return,
                Err(e) => {
                    tracing::warn!(error = %e, "the bot could not move");
                    return;
                }
            }
        }
    });
}

/// Posts an update as a new message in `channel` (for turns nobody asked for: the bot's), in
/// the game's server's language.
pub async fn post_update(
    http: &serenity::Http,
    service: &BotService,
    channel: ChannelId,
    update: &Update,
) -> Result<(), DiscordError> {
    let lang = game_lang(service, &update.game).await;
    let png = board_png(service, &update.game, None, lang).await?;
    discord_channel(channel)
        .ok_or_else(|| not_a_channel(channel))?
        .send_message(
            http,
            serenity::CreateMessage::new()
                .content(text::update_line(update, lang))
                .add_file(serenity::CreateAttachment::bytes(png, "board.png"))
                .components(update_buttons(update, lang))
                .allowed_mentions(mentions(&text::notify(update))),
        )
        .await?;
    Ok(())
}

/// Replaces the "thinking…" of a deferred answer with `message`.
pub(super) async fn finish_deferred(
    ctx: Context<'_>,
    message: impl Display,
) -> Result<(), DiscordError> {
    match ctx {
        poise::Context::Application(app) => {
            app.interaction
                .edit_response(
                    ctx.serenity_context(),
                    serenity::EditInteractionResponse::new()
                        .content(message.to_string())
                        .allowed_mentions(serenity::CreateAllowedMentions::new()),
                )
                .await?;
            Ok(())
        }
        poise::Context::Prefix(_) => whisper(ctx, message).await,
    }
}
