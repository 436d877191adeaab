//! Autocomplete: while a player types, only the choices the position allows (from the
//! engine's legal turns, through [`crate::discord::complete`]).

use poise::serenity_prelude as serenity;

use super::{Context, here, service};
use crate::ai::Level;
use crate::discord::{complete, reader_lang};
use crate::engine::Position;
use crate::i18n::{Lang, tr};
use crate::service::words;

/// The position of the game here, for autocomplete (None when there is no game).
async fn position_here(ctx: &Context<'_>) -> Option<Position> {
    let view = service(ctx).show(here(ctx)).await.ok()?;
    (!view.is_over()).then(|| *view.position())
}

/// The value typed so far for another option of the same command.
fn option(ctx: &Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.args
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            serenity::ResolvedValue::String(s) => Some(s.to_string()),
            serenity::ResolvedValue::Autocomplete { value, .. } => Some(value.to_string()),
            _ => None,
        })
}

/// Autocomplete choices whose label is their value.
fn choices(values: Vec<String>) -> serenity::CreateAutocompleteResponse {
    serenity::CreateAutocompleteResponse::new().set_choices(
        values
            .into_iter()
            .map(|v| serenity::AutocompleteChoice::new(v.clone(), v))
            .collect(),
    )
}

/// The colours of the pool (or the captures, in blitz) that can be placed.
pub async fn colour(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let Some(position) = position_here(&ctx).await else {
        return choices(Vec::new());
    };
    serenity::CreateAutocompleteResponse::new().set_choices(
        complete::colours(&position, partial, reader_lang(&ctx))
            .into_iter()
            .map(|(label, value)| serenity::AutocompleteChoice::new(label, value))
            .collect(),
    )
}

/// The vacant rings the chosen colour can go on.
pub async fn cell(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let colour = option(&ctx, "colour");
    match position_here(&ctx).await {
        Some(position) => choices(complete::cells(&position, colour.as_deref(), partial)),
        None => choices(Vec::new()),
    }
}

/// The free rings that may be removed after placing on the chosen cell.
pub async fn ring(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let cell = option(&ctx, "cell");
    match position_here(&ctx).await {
        Some(position) => choices(complete::rings(&position, cell.as_deref(), partial)),
        None => choices(Vec::new()),
    }
}

/// The captures of the position.
pub async fn jump(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    match position_here(&ctx).await {
        Some(position) => choices(complete::jumps(&position, partial)),
        None => choices(Vec::new()),
    }
}

/// The bot's levels, with what each is like, in the reader's language (what is typed may be a
/// level's English name or its name in that language).
pub async fn level(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = reader_lang(&ctx);
    let partial = partial.trim().to_lowercase();
    serenity::CreateAutocompleteResponse::new().set_choices(
        Level::ALL
            .into_iter()
            .map(|l| (l, words::level(l, lang)))
            .filter(|(l, name)| {
                l.name().starts_with(&partial) || name.to_lowercase().starts_with(&partial)
            })
            .map(|(l, name)| {
                serenity::AutocompleteChoice::new(
                    format!("{name} — {}", level_description(l, lang)),
                    l.name(),
                )
            })
            .collect(),
    )
}

/// What a level is like, in `lang`.
fn level_description(level: Level, lang: Lang) -> String {
    let key = match level {
        Level::Random => "level-description-random",
        Level::Easy => "level-description-easy",
        Level::Medium => "level-description-medium",
        Level::Hard => "level-description-hard",
        Level::Master => "level-description-master",
    };
    tr(lang, key, &[])
}

/// The legal turns of the author's open puzzle.
pub async fn puzzle_turn(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let user = crate::discord::user_id(ctx.author().id);
    match service(&ctx).puzzle_position(user).await {
        Some(position) => choices(complete::turns(&position, partial)),
        None => choices(Vec::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English descriptions are the engine's own (the command line's `--level` help).
    #[test]
    fn english_level_descriptions_are_the_engines() {
        for level in Level::ALL {
            assert_eq!(level_description(level, Lang::En), level.description());
            for lang in Lang::ALL {
                assert!(!level_description(level, lang).starts_with("level-"));
            }
        }
    }
}
