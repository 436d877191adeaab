//! The rules in the reader's language: in brief, or whole as a file.

use poise::CreateReply;
use poise::serenity_prelude as serenity;

use super::Context;
use super::reply::whisper;
use crate::discord::{DiscordError, reader_lang, text};
use crate::i18n::{full_rules, tr};

/// The rules in brief, and the commands.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The whole rules as a file, in your language (default: the summary)"]
    full: Option<bool>,
) -> Result<(), DiscordError> {
    let lang = reader_lang(&ctx);
    if !full.unwrap_or(false) {
        return whisper(ctx, text::rules(lang)).await;
    }
    ctx.send(
        CreateReply::default()
            .content(tr(lang, "rules-full-attached", &[]))
            .attachment(serenity::CreateAttachment::bytes(
                full_rules(lang).as_bytes().to_vec(),
                format!("zertz-rules-{}.md", lang.code()),
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
