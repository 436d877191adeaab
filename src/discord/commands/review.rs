//! `/zertz review`: where a finished game turned, and what the engine would have played.
//! Deferred at once; the "thinking…" line shows how far the review has come; the answer is
//! the text, the evaluation graph and the position before each explained mistake.

use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

use super::records::game_here_or;
use super::{Context, service};
use crate::discord::{DiscordError, picture_names, public_lang, text};
use crate::i18n::{Lang, tr};
use crate::render::{BoardView, ReviewChart, render_png, render_review};
use crate::service::GameReview;

/// How often the progress line may be edited.
const PROGRESS_EVERY: Duration = Duration::from_millis(1500);

/// Review a finished game: accuracy, the biggest mistakes and the evaluation graph.
#[poise::command(slash_command)]
pub async fn review(
    ctx: Context<'_>,
    #[description = "The game's number (default: the last game in this channel)"] game: Option<i64>,
) -> Result<(), DiscordError> {
    let view = game_here_or(&ctx, game).await?;
    // Refused at once, before the "thinking…" everyone sees.
    crate::service::BotService::may_review(&view)?;
    ctx.defer().await?;
    let lang = public_lang(&ctx);
    let (tell, mut told) = tokio::sync::watch::channel((0usize, 0usize));
    let reviewing = service(&ctx).review_game(&view, move |done, total| {
        let _ = tell.send((done, total));
    });
    tokio::pin!(reviewing);
    let mut last_edit = Instant::now();
    let reviewed = loop {
        tokio::select! {
            reviewed = &mut reviewing => break reviewed?,
            changed = told.changed() => {
                if changed.is_err() {
                    // The search is over (its progress is gone): only the answer is left.
                    break (&mut reviewing).await?;
                }
                if last_edit.elapsed() < PROGRESS_EVERY {
                    continue;
                }
                let (done, total) = *told.borrow_and_update();
                last_edit = Instant::now();
                let line = tr(
                    lang,
                    "review-progress",
                    &[
                        ("game", view.id.0.into()),
                        ("done", done.into()),
                        ("total", total.into()),
                    ],
                );
                // Progress is a courtesy: a failed edit does not stop the review.
                if let Err(e) = edit(ctx, line, Vec::new()).await {
                    tracing::debug!(error = %e, "could not show a review's progress");
                }
            }
        }
    };
    let names = picture_names(service(&ctx), &view).await;
    let files = pictures(&view, &reviewed, names, lang).await?;
    edit(ctx, text::review(&view, &reviewed, lang), files).await
}

/// The graph, and the position before each explained mistake, as attachments.
async fn pictures(
    view: &crate::service::GameView,
    reviewed: &GameReview,
    names: [Option<String>; 2],
    lang: Lang,
) -> Result<Vec<serenity::CreateAttachment>, DiscordError> {
    let chart = ReviewChart::of(&reviewed.review, names, lang);
    let game = view.game.clone();
    let mistakes: Vec<usize> = reviewed.explained.iter().map(|e| e.number).collect();
    let id = view.id.0;
    let (graph, positions) = tokio::task::spawn_blocking(move || {
        let graph = render_review(&chart)?;
        let mut positions = Vec::new();
        for number in mistakes {
            if let Some(before) = BoardView::of_game_at(&game, number - 1) {
                positions.push((number, render_png(&before.in_lang(lang))?));
            }
        }
        Ok::<_, crate::render::RenderError>((graph, positions))
    })
    .await
    .map_err(|e| DiscordError::Task(e.to_string()))??;
    let mut files = vec![serenity::CreateAttachment::bytes(
        graph,
        format!("zertz-review-{id}.png"),
    )];
    for (number, png) in positions {
        files.push(serenity::CreateAttachment::bytes(
            png,
            format!("zertz-game-{id}-before-turn-{number}.png"),
        ));
    }
    Ok(files)
}

/// Replaces the deferred answer with `content` and `files`, mentioning nobody.
async fn edit(
    ctx: Context<'_>,
    content: String,
    files: Vec<serenity::CreateAttachment>,
) -> Result<(), DiscordError> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let mut response = serenity::EditInteractionResponse::new()
        .content(content)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    for file in files {
        response = response.new_attachment(file);
    }
    app.interaction
        .edit_response(ctx.serenity_context(), response)
        .await?;
    Ok(())
}
