//! The sentences every adapter shares, in the reader's language: what an update did, a game's
//! terms, marbles, a sentence's capital; what a puzzle asks and what a turn in it came to
//! ([`puzzle`]), why a turn is illegal ([`turn`]), why an action was refused ([`refusal`]),
//! why a record or a setup was ([`problem`]), and the engine's advice — a hint's reason, who
//! stands better, a review's marks ([`advice`]).
//! Adapters name players their own way (a mention in Discord, "Player 1" at the keyboard)
//! through a [`Voice`]; the words around the names are written once, here.

mod advice;
mod problem;
mod puzzle;
mod refusal;
mod turn;

use crate::ai::Level;
use crate::engine::{Board, GameType, Marble, MarbleCounts, Player};
use crate::i18n::{Arg, Lang, tr};

use super::types::DAY_MS;
use super::view::{Event, GameView, Update};

pub use advice::{mark, reason, standing};
pub use problem::{record_problem, setup_problem};
pub use puzzle::{PuzzleVoice, difficulty, puzzle_answer, puzzle_heading, puzzle_lines};
pub use refusal::{RefusalVoice, refusal};
pub use turn::{marble as colour_name, turn_error};

/// How an adapter speaks of what the shared sentences mention.
pub struct Voice<'a> {
    /// A player of the game, as the adapter names them (a mention, `Player 1`, the bot).
    pub name: &'a dyn Fn(Player) -> String,
    /// A turn in notation, emphasised as the medium allows (bold in Discord's markdown).
    pub turn: fn(&str) -> String,
    /// The reader's language.
    pub lang: Lang,
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

/// A correspondence game's time per turn in `lang`: `no time limit`, `3 days per turn`.
pub fn time_limit(limit_ms: Option<i64>, lang: Lang) -> String {
    match limit_ms {
        None => tr(lang, "time-none", &[]),
        Some(ms) if ms % DAY_MS == 0 => tr(lang, "time-days", &[("days", (ms / DAY_MS).into())]),
        Some(ms) => tr(lang, "time-hours", &[("hours", (ms / 3_600_000).into())]),
    }
}

/// A level of the bot in `lang`: `hard`, `difficile`.
pub fn level(level: Level, lang: Lang) -> String {
    let key = match level {
        Level::Random => "level-random",
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
        Level::Master => "level-master",
    };
    tr(lang, key, &[])
}

/// The bot as a player, in `lang`: `the bot (hard)`.
pub fn bot_seat(level_of: Level, lang: Lang) -> String {
    tr(lang, "seat-bot", &[("level", level(level_of, lang).into())])
}

/// A player by number, where people have no names (the terminal, the pictures): `Player 1`.
pub fn numbered_player(player: Player, lang: Lang) -> String {
    tr(
        lang,
        "seat-player",
        &[("number", i64::from(player.number()).into())],
    )
}

/// The game's board and type, and any further terms, as one list in `lang`:
/// `37 rings, blitz, 3 days per turn, rated`.
pub fn terms(board: Board, game_type: GameType, more: &[String], lang: Lang) -> String {
    let mut parts = vec![
        tr(
            lang,
            "game-board",
            &[("board", i64::from(board.rings()).into())],
        ),
        game_type_name(game_type, lang),
    ];
    parts.extend(more.iter().cloned());
    parts.join(&tr(lang, "list-separator", &[]))
}

/// A game type in `lang`: `standard`, `villám`.
pub fn game_type_name(game_type: GameType, lang: Lang) -> String {
    let key = match game_type {
        GameType::Standard => "game-type-standard",
        GameType::Blitz => "game-type-blitz",
    };
    tr(lang, key, &[])
}

/// How many turns were played, in `lang`: `1 turn`, `12 turns`.
pub fn turns_played(view: &GameView, lang: Lang) -> String {
    tr(
        lang,
        "turns-played",
        &[("turns", view.move_number().into())],
    )
}

/// Marbles counted by colour in `lang`, as taken in a turn: `two greys and a black`.
pub fn marbles(counts: MarbleCounts, lang: Lang) -> String {
    let parts: Vec<String> = counts
        .available()
        .map(|m| {
            let key = match m {
                Marble::White => "marbles-white",
                Marble::Grey => "marbles-grey",
                Marble::Black => "marbles-black",
            };
            tr(lang, key, &[("count", i64::from(counts[m]).into())])
        })
        .collect();
    match parts.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => tr(
            lang,
            "marbles-and",
            &[
                ("left", rest.join(&tr(lang, "list-separator", &[])).into()),
                ("right", last.as_str().into()),
            ],
        ),
        None => String::new(),
    }
}

/// What an update did, as a sentence in the voice's language:
/// `Player 1 played Wd4-a1, capturing a white.`
pub fn event_sentence(update: &Update, voice: &Voice<'_>) -> String {
    let view = &update.game;
    let lang = voice.lang;
    let who = |p: Player| Arg::from((voice.name)(p));
    let one = |key: &str, player: Player| tr(lang, key, &[("player", who(player))]);
    let asks = |key: &str, player: Player| {
        tr(
            lang,
            key,
            &[
                ("player", who(player)),
                ("opponent", who(player.opponent())),
            ],
        )
    };
    let game_terms = |more: &[String]| {
        terms(
            view.position().board(),
            view.position().game_type(),
            more,
            lang,
        )
    };
    let what = match &update.event {
        Event::GameStarted { .. } => {
            let mut more = Vec::new();
            if view.turn_limit_ms.is_some() {
                more.push(time_limit(view.turn_limit_ms, lang));
            }
            if !view.seats.iter().any(|s| s.is_bot()) {
                let key = if view.rated {
                    "game-rated"
                } else {
                    "game-casual"
                };
                more.push(tr(lang, key, &[]));
            }
            tr(
                lang,
                "event-started",
                &[
                    ("terms", game_terms(&more).into()),
                    ("first", sentence(&(voice.name)(Player::One)).into()),
                    ("second", who(Player::Two)),
                ],
            )
        }
        Event::TurnPlayed {
            player,
            text,
            captured,
            ..
        } => {
            let turn = Arg::from((voice.turn)(text));
            if captured.is_empty() {
                tr(
                    lang,
                    "event-played",
                    &[("player", who(*player)), ("turn", turn)],
                )
            } else {
                tr(
                    lang,
                    "event-played-capturing",
                    &[
                        ("player", who(*player)),
                        ("turn", turn),
                        ("marbles", marbles(*captured, lang).into()),
                    ],
                )
            }
        }
        Event::Resigned { player } => one("event-resigned", *player),
        Event::DrawOffered { player } => asks("event-draw-offered", *player),
        Event::DrawAgreed => tr(lang, "event-draw-agreed", &[]),
        Event::DrawDeclined { player } => one("event-draw-declined", *player),
        Event::EndedByModerator => tr(lang, "event-ended-by-moderator", &[]),
        Event::TimedOut { player } => one("event-timed-out", *player),
        Event::Imported { turns } => {
            let against = match view.seats.iter().position(|s| s.is_bot()) {
                _ if view.is_solo() => tr(lang, "event-imported-alone", &[]),
                Some(0) => one("event-imported-against", Player::One),
                Some(_) => one("event-imported-against", Player::Two),
                None => tr(lang, "event-imported-alone", &[]),
            };
            tr(
                lang,
                "event-imported",
                &[
                    ("game", view.id.0.into()),
                    ("terms", game_terms(&[]).into()),
                    ("turns", (*turns).into()),
                    ("against", against.into()),
                ],
            )
        }
        Event::TakebackRequested { player } => asks("event-takeback-requested", *player),
        Event::TakenBack { turns, .. } => tr(
            lang,
            "event-taken-back",
            &[("turns", turns.join(", ").into())],
        ),
        Event::TakebackDeclined { player } => one("event-takeback-declined", *player),
    };
    sentence(&what)
}

/// An evaluation from player 1's side in a few characters: `+1.25`, `1 wins in 3` (a forced
/// win, in turns), `1-0` once the game is won.
///
/// ```
/// use zertz_bot::i18n::Lang;
/// use zertz_bot::service::words::evaluation_words;
/// assert_eq!(evaluation_words(125, Lang::En), "+1.25");
/// assert_eq!(evaluation_words(-30_000 + 8, Lang::En), "2 wins in 8");
/// assert_eq!(evaluation_words(30_000, Lang::En), "1-0");
/// ```
pub fn evaluation_words(score: i32, lang: Lang) -> String {
    use crate::ai::eval::{WIN, WIN_BOUND};
    let wins_in = |player: i64, turns: i32| {
        tr(
            lang,
            "evaluation-wins-in",
            &[
                ("player", player.into()),
                ("turns", i64::from(turns).into()),
            ],
        )
    };
    match score {
        WIN => "1-0".into(),
        s if s == -WIN => "0-1".into(),
        s if s > WIN_BOUND => wins_in(1, WIN - s),
        s if s < -WIN_BOUND => wins_in(2, WIN + s),
        s => format!("{:+.2}", f64::from(s) / 100.0),
    }
}

/// A reviewed game in `lang`, a line per turn: its number and notation, the evaluation after
/// it from player 1's side, the engine's turn where it preferred another, and the mark.
///
/// `12. Gc4-a1    -9.99  ??  (engine: Wd1-c1)`
pub fn review_lines(review: &crate::ai::review::Review, lang: Lang) -> Vec<String> {
    let engine = tr(lang, "review-engine", &[]);
    review
        .turns
        .iter()
        .map(|t| {
            let mut line = format!(
                "{:>3}. {:<14} {:>12}",
                t.number,
                t.played,
                evaluation_words(t.score_after, lang)
            );
            if let Some(mark) = t.mark {
                line.push_str(&format!("  {:<2}", mark.symbol()));
            }
            if t.best != t.played {
                let pad = if t.mark.is_some() { "" } else { "    " };
                line.push_str(&format!("{pad}  ({engine}: {})", t.best));
            }
            line
        })
        .collect()
}
