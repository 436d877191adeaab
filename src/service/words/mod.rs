//! The sentences every adapter shares: what an update did, a time limit, a sentence's capital;
//! what a puzzle asks and what a turn in it came to ([`puzzle`]), why a turn is illegal
//! ([`turn`]) and why an action was refused ([`refusal`]), in the reader's language.
//! Adapters name players their own way (a mention in Discord, "Player 1" at the keyboard)
//! through a [`Voice`]; the words around the names are written once, here.

mod puzzle;
mod refusal;
mod turn;

use crate::engine::Player;

use super::types::DAY_MS;
use super::view::{Event, Update};

pub use puzzle::{PuzzleVoice, difficulty, puzzle_answer, puzzle_heading, puzzle_lines};
pub use refusal::{RefusalVoice, refusal};
pub use turn::turn_error;

/// How an adapter speaks of what the shared sentences mention.
pub struct Voice<'a> {
    /// A player of the game, as the adapter names them (a mention, `Player 1`, the bot).
    pub name: &'a dyn Fn(Player) -> String,
    /// A turn in notation, emphasised as the medium allows (bold in Discord's markdown).
    pub turn: fn(&str) -> String,
}

/// `text` as a sentence: a capital first letter (mentions and markdown left as they are).
///
/// ```
/// assert_eq!(zertz_bot::service::words::sentence("player 1 to move"), "Player 1 to move");
/// ```
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A correspondence game's time per turn in words: `no time limit`, `3 days per turn`.
pub fn time_limit(limit_ms: Option<i64>) -> String {
    match limit_ms {
        None => "no time limit".into(),
        Some(DAY_MS) => "1 day per turn".into(),
        Some(ms) if ms % DAY_MS == 0 => format!("{} days per turn", ms / DAY_MS),
        Some(ms) => format!("{} hours per turn", ms / 3_600_000),
    }
}

/// What an update did, as a sentence: `Player 1 played Wd4-a1, capturing a white.`
pub fn event_sentence(update: &Update, voice: &Voice<'_>) -> String {
    let view = &update.game;
    let who = voice.name;
    let what = match &update.event {
        Event::GameStarted { .. } => {
            let mut terms = String::new();
            if view.turn_limit_ms.is_some() {
                terms.push_str(&format!(", {}", time_limit(view.turn_limit_ms)));
            }
            if !view.seats.iter().any(|s| s.is_bot()) {
                terms.push_str(if view.rated { ", rated" } else { ", casual" });
            }
            format!(
                "A game of ZÈRTZ begins: {} rings, {}{terms}. {} moves first, {} second.",
                view.position().board(),
                view.position().game_type(),
                sentence(&who(Player::One)),
                who(Player::Two)
            )
        }
        Event::TurnPlayed {
            player,
            text,
            captured,
            ..
        } => {
            let mut line = format!("{} played {}", who(*player), (voice.turn)(text));
            if !captured.is_empty() {
                line.push_str(&format!(", capturing {}", captured.in_words()));
            }
            line + "."
        }
        Event::Resigned { player } => format!("{} resigned.", who(*player)),
        Event::DrawOffered { player } => format!(
            "{} offers a draw. {}, do you accept?",
            who(*player),
            who(player.opponent())
        ),
        Event::DrawAgreed => "The players agreed a draw.".into(),
        Event::DrawDeclined { player } => format!("{} declined the draw.", who(*player)),
        Event::EndedByModerator => "A moderator ended this game.".into(),
        Event::TimedOut { player } => format!("{} ran out of time.", who(*player)),
        Event::Imported { turns } => {
            let against = match view.seats.iter().position(|s| s.is_bot()) {
                _ if view.is_solo() => "you play both sides".to_string(),
                Some(0) => format!("you play on against {}", who(Player::One)),
                Some(_) => format!("you play on against {}", who(Player::Two)),
                None => "you play both sides".to_string(),
            };
            format!(
                "Analysis game {} (unrated): {} rings, {}, after {turns} imported turn{}; \
                 {against}. Hints and takebacks are at hand.",
                view.id,
                view.position().board(),
                view.position().game_type(),
                if *turns == 1 { "" } else { "s" }
            )
        }
        Event::TakebackRequested { player } => format!(
            "{} asks to take back their last turn. {}, do you allow it?",
            who(*player),
            who(player.opponent())
        ),
        Event::TakenBack { turns, .. } => format!("Taken back: {}.", turns.join(", ")),
        Event::TakebackDeclined { player } => format!("{} declined the takeback.", who(*player)),
    };
    sentence(&what)
}

/// An evaluation from player 1's side in a few characters: `+1.25`, `1 wins in 3` (a forced
/// win, in turns), `1-0` once the game is won.
///
/// ```
/// use zertz_bot::service::words::evaluation_words;
/// assert_eq!(evaluation_words(125), "+1.25");
/// assert_eq!(evaluation_words(-30_000 + 8), "2 wins in 8");
/// assert_eq!(evaluation_words(30_000), "1-0");
/// ```
pub fn evaluation_words(score: i32) -> String {
    use crate::ai::eval::{WIN, WIN_BOUND};
    match score {
        WIN => "1-0".into(),
        s if s == -WIN => "0-1".into(),
        s if s > WIN_BOUND => format!("1 wins in {}", WIN - s),
        s if s < -WIN_BOUND => format!("2 wins in {}", WIN + s),
        s => format!("{:+.2}", f64::from(s) / 100.0),
    }
}

/// A reviewed game, a line per turn: its number and notation, the evaluation after it from
/// player 1's side, the engine's turn where it preferred another, and the mark.
///
/// `12. Gc4-a1    -9.99  ??  (better: Wd1-c1)`
pub fn review_lines(review: &crate::ai::review::Review) -> Vec<String> {
    review
        .turns
        .iter()
        .map(|t| {
            let mut line = format!(
                "{:>3}. {:<14} {:>12}",
                t.number,
                t.played,
                evaluation_words(t.score_after)
            );
            if let Some(mark) = t.mark {
                line.push_str(&format!("  {:<2}", mark.symbol()));
            }
            if t.best != t.played {
                let pad = if t.mark.is_some() { "" } else { "    " };
                line.push_str(&format!("{pad}  (engine: {})", t.best));
            }
            line
        })
        .collect()
}
