//! Starting games: a challenge to a person (answered with buttons), or a game against the bot.

use std::sync::Arc;

use poise::CreateReply;
use poise::serenity_prelude as serenity;

use super::choices::{BoardChoice, FirstChoice, TimeChoice, TypeChoice, board_and_type};
use super::reply::{answer, bot_replies, challenge_message, mentions};
use super::{Context, here, server, service};
use crate::ai::Level;
use crate::discord::{DiscordError, public_lang, reader_lang, text, user_id};
use crate::i18n::{Lang, tr};
use crate::service::words;
use crate::service::{ChallengeOutcome, ChallengeRequest, Opponent};

/// Challenge someone to a game.
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you challenge"] opponent: serenity::User,
    #[description = "The board (default 37 rings)"] board: Option<BoardChoice>,
    #[description = "Standard (default) or blitz"]
    #[rename = "type"]
    game_type: Option<TypeChoice>,
    #[description = "Who moves first (default: draw lots)"] first: Option<FirstChoice>,
    #[description = "Time per turn, for a correspondence game (default: no limit)"] time: Option<
        TimeChoice,
    >,
    #[description = "Whether the game counts for the server's ratings (default: yes)"]
    rated: Option<bool>,
) -> Result<(), DiscordError> {
    if opponent.bot {
        return Err(DiscordError::Refused(tr(
            reader_lang(&ctx),
            "bot-cannot-accept",
            &[],
        )));
    }
    // The challenged player is named on the pictures before they first act.
    ctx.data().note_name(&opponent, None).await;
    let (board, game_type) = board_and_type(board, game_type);
    let request = ChallengeRequest {
        channel: here(&ctx),
        challenger: user_id(ctx.author().id),
        opponent: Opponent::User(user_id(opponent.id)),
        board,
        game_type,
        starter: FirstChoice::starter(first),
        guild: server(&ctx),
        turn_limit_ms: TimeChoice::limit_ms(time),
        rated: rated.unwrap_or(true),
    };
    let challenge = match service(&ctx).challenge(request).await? {
        ChallengeOutcome::Open(challenge) => challenge,
        ChallengeOutcome::Started(update) => return answer(ctx, &update).await,
    };
    let (content, png, buttons) = challenge_message(&challenge, public_lang(&ctx)).await?;
    ctx.send(
        CreateReply::default()
            .content(content)
            .attachment(serenity::CreateAttachment::bytes(png, "board.png"))
            .components(buttons)
            .allowed_mentions(mentions(&[challenge.opponent.0])),
    )
    .await?;
    Ok(())
}

/// Play against the bot.
#[poise::command(slash_command)]
pub async fn bot(
    ctx: Context<'_>,
    #[description = "How strong the bot plays"]
    #[autocomplete = "super::autocomplete::level"]
    level: Option<String>,
    #[description = "The board (default 37 rings)"] board: Option<BoardChoice>,
    #[description = "Standard (default) or blitz"]
    #[rename = "type"]
    game_type: Option<TypeChoice>,
    #[description = "Who moves first (default: draw lots)"] first: Option<FirstChoice>,
    #[description = "Your time per turn, for a correspondence game; the bot then plays master (default: no limit)"]
    time: Option<TimeChoice>,
) -> Result<(), DiscordError> {
    let turn_limit_ms = TimeChoice::limit_ms(time);
    // Hard answers in a second or two; in a correspondence game nobody waits, so master.
    let default = if turn_limit_ms.is_some() {
        Level::Master
    } else {
        Level::Hard
    };
    let level = parse_level(level.as_deref(), reader_lang(&ctx))?.unwrap_or(default);
    let (board, game_type) = board_and_type(board, game_type);
    let request = ChallengeRequest {
        channel: here(&ctx),
        challenger: user_id(ctx.author().id),
        opponent: Opponent::Bot(level),
        board,
        game_type,
        starter: FirstChoice::starter(first),
        guild: server(&ctx),
        turn_limit_ms,
        rated: false,
    };
    match service(&ctx).challenge(request).await? {
        ChallengeOutcome::Started(update) => {
            answer(ctx, &update).await?;
            bot_replies(
                ctx.serenity_context().http.clone(),
                Arc::clone(service(&ctx)),
                here(&ctx),
            );
            Ok(())
        }
        ChallengeOutcome::Open(_) => Err(DiscordError::Refused(tr(
            reader_lang(&ctx),
            "bot-did-not-take",
            &[],
        ))),
    }
}

/// The bot's level a player typed (None when they typed none): its English name or its name
/// in the reader's `lang`; an unknown name is refused with the names there are.
pub(super) fn parse_level(typed: Option<&str>, lang: Lang) -> Result<Option<Level>, DiscordError> {
    let Some(typed) = typed else {
        return Ok(None);
    };
    let wanted = typed.trim().to_lowercase();
    let found = Level::ALL
        .into_iter()
        .find(|&l| l.name() == wanted || words::level(l, lang).to_lowercase() == wanted);
    match found {
        Some(level) => Ok(Some(level)),
        None => {
            let levels: Vec<String> = Level::ALL
                .into_iter()
                .map(|l| words::level(l, lang))
                .collect();
            let why = tr(
                lang,
                "unknown-level",
                &[
                    ("name", format!("{typed:?}").into()),
                    (
                        "levels",
                        levels.join(&tr(lang, "list-separator", &[])).into(),
                    ),
                ],
            );
            Err(DiscordError::Refused(
                text::sentence(&why) + &tr(lang, "full-stop", &[]),
            ))
        }
    }
}
