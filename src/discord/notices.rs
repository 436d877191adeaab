//! Posting what the clock decided: reminders (a new message in the game's thread, which
//! notifies the player and unarchives the thread) and losses on time, with the board; and
//! each server's daily puzzle in its puzzle channel.
//!
//! The service keeps each notice until it is confirmed here, so a restart loses none. Each
//! message carries the notice's id as an enforced nonce, so should the bot stop between
//! Discord accepting a message and the confirmation, the repeat after the restart is dropped
//! by Discord instead of posted twice.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::commands::puzzles::puzzle_png;
use super::commands::{mentions, update_buttons};
use super::custom_id::ButtonAction;
use super::{DiscordError, board_png, discord_channel, game_lang, not_a_channel, text};
use crate::i18n::{Lang, tr};
use crate::service::{BotService, DailyPost, Event, Notice, NoticeKind, PuzzleView, Update};

/// How often the clocks are looked at.
pub const TICK: Duration = Duration::from_secs(60);

/// The nonce of a notice's message (stable across restarts).
fn nonce(notice: &Notice) -> serenity::Nonce {
    serenity::Nonce::String(format!("zertz-notice-{}", notice.id))
}

/// Posts one notice in its game's channel.
pub async fn post(
    http: &serenity::Http,
    service: &BotService,
    notice: &Notice,
) -> Result<(), DiscordError> {
    let lang = game_lang(service, &notice.game).await;
    let png = board_png(service, &notice.game, None, lang).await?;
    let mut message = serenity::CreateMessage::new()
        .content(text::notice(notice, lang))
        .add_file(serenity::CreateAttachment::bytes(png, "board.png"))
        .allowed_mentions(mentions(&text::notice_mentions(notice)))
        .nonce(nonce(notice))
        .enforce_nonce(true);
    if notice.kind == NoticeKind::Timeout {
        let update = Update {
            game: notice.game.clone(),
            event: Event::TimedOut {
                player: notice.player,
            },
        };
        message = message.components(update_buttons(&update, lang));
    }
    discord_channel(notice.game.channel)
        .ok_or_else(|| not_a_channel(notice.game.channel))?
        .send_message(http, message)
        .await?;
    Ok(())
}

/// Whether a failed post will fail again however often it is tried (the channel is gone,
/// the bot may no longer write there): such a notice is given up rather than retried forever.
fn is_permanent(error: &DiscordError) -> bool {
    match error {
        DiscordError::Serenity(failure) => matches!(
            failure.as_ref(),
            serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
                if matches!(response.status_code.as_u16(), 400 | 403 | 404)
        ),
        DiscordError::NotADiscordId { .. } => true,
        _ => false,
    }
}

/// One tick: lets the service look at every clock, posts each notice it owes and confirms
/// it. Returns how many were posted. A notice whose post fails for a passing reason stays
/// for the next tick.
pub async fn deliver(http: &serenity::Http, service: &BotService) -> Result<usize, DiscordError> {
    let mut posted = 0;
    for notice in service.tick().await? {
        match post(http, service, &notice).await {
            Ok(()) => {
                posted += 1;
                service.notice_sent(notice.id).await?;
            }
            Err(e) if is_permanent(&e) => {
                tracing::warn!(notice = notice.id, error = %e, "giving up a notice");
                service.notice_sent(notice.id).await?;
            }
            Err(e) => {
                tracing::warn!(notice = notice.id, error = %e, "notice not posted; retrying later");
            }
        }
    }
    Ok(posted)
}

/// The nonce of a server's daily puzzle post: the day and the server in base 36
/// (`zday-fqh-5cxbq3t4ydvk`), unique to both and within Discord's 25 characters.
fn daily_nonce(post: &DailyPost) -> serenity::Nonce {
    let day = u64::try_from(post.day).unwrap_or(0);
    serenity::Nonce::String(format!("zday-{}-{}", base36(day), base36(post.guild.0)))
}

/// A number in base 36 (digits and lower-case letters): at most 13 characters for any `u64`.
fn base36(mut n: u64) -> String {
    let mut digits = Vec::new();
    loop {
        digits.push(char::from_digit((n % 36) as u32, 36).unwrap_or('0'));
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.iter().rev().collect()
}

/// Posts a server's daily puzzle in its puzzle channel, with a **Solve it** button.
async fn post_daily(http: &serenity::Http, post: &DailyPost) -> Result<(), DiscordError> {
    let view = PuzzleView {
        id: 0,
        number: post.number,
        game: None,
        puzzle: post.puzzle.clone(),
        day: Some(post.day),
        played: Vec::new(),
        position: post.puzzle.position,
        mistakes: 0,
        solved: false,
    };
    let lang = Lang::from_locale(&post.locale);
    let png = puzzle_png(&view, false, lang).await?;
    let solve = serenity::CreateButton::new(ButtonAction::Puzzle(post.day).to_string())
        .label(tr(lang, "daily-button", &[]))
        .style(serenity::ButtonStyle::Primary);
    let message = serenity::CreateMessage::new()
        .content(text::daily_post(post, lang))
        .add_file(serenity::CreateAttachment::bytes(png, "puzzle.png"))
        .components(vec![serenity::CreateActionRow::Buttons(vec![solve])])
        .allowed_mentions(serenity::CreateAllowedMentions::new())
        .nonce(daily_nonce(post))
        .enforce_nonce(true);
    discord_channel(post.channel)
        .ok_or_else(|| not_a_channel(post.channel))?
        .send_message(http, message)
        .await?;
    Ok(())
}

/// Posts the daily puzzles servers are owed today and confirms each; one whose channel is
/// gone (or closed to the bot) is given up, one that fails for a passing reason waits for the
/// next tick. Returns how many were posted.
pub async fn deliver_daily(
    http: &serenity::Http,
    service: &BotService,
) -> Result<usize, DiscordError> {
    let mut posted = 0;
    for post in service.daily_posts().await? {
        match post_daily(http, &post).await {
            Ok(()) => {
                posted += 1;
                service.daily_posted(&post).await?;
            }
            Err(e) if is_permanent(&e) => {
                tracing::warn!(guild = %post.guild, error = %e, "giving up a daily puzzle post");
                service.daily_posted(&post).await?;
            }
            Err(e) => {
                tracing::warn!(guild = %post.guild, error = %e, "daily puzzle not posted; retrying later");
            }
        }
    }
    Ok(posted)
}

#[cfg(test)]
mod tests {
    use super::base36;

    #[test]
    fn base36_writes_numbers_short_and_exact() {
        assert_eq!(base36(0), "0");
        assert_eq!(base36(35), "z");
        assert_eq!(base36(36), "10");
        assert_eq!(base36(u64::MAX), "3w5e11264sgsf");
        assert_eq!(u64::from_str_radix(&base36(20_417), 36), Ok(20_417));
    }
}
