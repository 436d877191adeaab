//! The sentences every adapter shares: what an update did, a time limit, a sentence's capital,
//! what a puzzle asks and what a turn in it came to, why an action was refused.
//! Adapters name players their own way (a mention in Discord, "Player 1" at the keyboard)
//! through a [`Voice`]; the words around the names are written once, here.

use crate::engine::Player;

use super::error::{Pending, ServiceError};
use super::puzzles::{PuzzleOutcome, PuzzleRecord, PuzzleStep, PuzzleView};
use super::types::DAY_MS;
use super::types::Seat;
use super::view::GameView;
use super::view::{Event, Update};
use crate::ai::puzzles::Difficulty;
use crate::engine::{JumpFault, Malformation, Marble, MarbleCounts, TurnError};
use crate::i18n::{Arg, Lang, tr};

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

/// "1 turn", "2 turns", in `lang`.
pub fn turns(n: u32, lang: Lang) -> String {
    tr(lang, "turns", &[("count", n.into())])
}

/// How an adapter speaks of a puzzle.
pub struct PuzzleVoice {
    /// The language of the one it speaks to.
    pub lang: Lang,
    /// The task and the turns, emphasised as the medium allows.
    pub emphasis: fn(&str) -> String,
    /// The message that says how to answer (`puzzle-answer-discord`, …).
    pub answer_with: &'static str,
    /// The message that says how to get another.
    pub another: &'static str,
}

/// A puzzle's grade in `lang`: `medium`.
pub fn difficulty(difficulty: Difficulty, lang: Lang) -> String {
    let key = match difficulty {
        Difficulty::Easy => "difficulty-easy",
        Difficulty::Medium => "difficulty-medium",
        Difficulty::Hard => "difficulty-hard",
    };
    tr(lang, key, &[])
}

/// A puzzle's name: `Puzzle #42`, or `Puzzle from game #12`.
pub fn puzzle_name(view: &PuzzleView, lang: Lang) -> String {
    match view.game {
        Some(game) => tr(lang, "puzzle-name-game", &[("game", game.0.into())]),
        None => tr(lang, "puzzle-name", &[("number", view.number.into())]),
    }
}

/// A puzzle's heading: its name (emphasised) and grade, `**Puzzle #42** (medium)`.
pub fn puzzle_heading(view: &PuzzleView, voice: &PuzzleVoice) -> String {
    tr(
        voice.lang,
        "puzzle-heading",
        &[
            (
                "name",
                (voice.emphasis)(&puzzle_name(view, voice.lang)).into(),
            ),
            (
                "difficulty",
                difficulty(view.puzzle.difficulty, voice.lang).into(),
            ),
        ],
    )
}

/// What to do now in a puzzle still open: `After Gb2-d6 b2xb4: win in 1 turn. Answer …`.
fn puzzle_task(view: &PuzzleView, voice: &PuzzleVoice) -> String {
    let lang = voice.lang;
    let mut line = String::new();
    if !view.played.is_empty() {
        line.push_str(&tr(
            lang,
            "puzzle-after",
            &[("line", view.played_notation().into())],
        ));
        line.push(' ');
    }
    let task = tr(
        lang,
        "puzzle-win-in",
        &[("turns", view.turns_left().into())],
    );
    line.push_str(&format!(
        "{}. {}",
        (voice.emphasis)(&task),
        tr(lang, voice.answer_with, &[])
    ));
    line
}

/// What a puzzle asks, under `heading`: who the player is, then the task (or its solution,
/// once solved) and the wrong tries so far.
pub fn puzzle_lines(view: &PuzzleView, heading: &str, voice: &PuzzleVoice) -> Vec<String> {
    let lang = voice.lang;
    let key = if view.puzzle.position.game_type() == crate::engine::GameType::Blitz {
        "puzzle-you-are-blitz"
    } else {
        "puzzle-you-are"
    };
    let mut lines = vec![tr(
        lang,
        key,
        &[
            ("heading", heading.into()),
            ("player", i64::from(view.solver().number()).into()),
        ],
    )];
    if view.solved {
        lines.push(format!(
            "{} {}",
            tr(
                lang,
                "puzzle-solved",
                &[("line", view.played_notation().into())]
            ),
            tr(lang, voice.another, &[])
        ));
    } else {
        lines.push(puzzle_task(view, voice));
        if view.mistakes > 0 {
            lines.push(tr(
                lang,
                "puzzle-wrong-so-far",
                &[("count", view.mistakes.into())],
            ));
        }
    }
    lines
}

/// What a turn in a puzzle came to: the win (with `record`'s streak, when known), the bot's
/// defence and the task left, or the refutation.
pub fn puzzle_answer(
    step: &PuzzleStep,
    heading: &str,
    record: Option<&PuzzleRecord>,
    voice: &PuzzleVoice,
) -> String {
    let lang = voice.lang;
    let view = &step.view;
    let turn = (voice.emphasis)(&step.turn);
    match &step.outcome {
        PuzzleOutcome::Solved => {
            let key = if view.mistakes == 0 {
                "puzzle-wins-first-try"
            } else {
                "puzzle-wins"
            };
            let mut line = tr(
                lang,
                key,
                &[("turn", turn.into()), ("heading", heading.into())],
            );
            if let Some(record) = record {
                line.push(' ');
                line.push_str(&tr(
                    lang,
                    "puzzle-streak",
                    &[
                        ("streak", record.streak.into()),
                        ("best", record.best_streak.into()),
                        ("solved", record.solved.into()),
                    ],
                ));
            }
            line.push(' ');
            line.push_str(&tr(lang, voice.another, &[]));
            line
        }
        PuzzleOutcome::Defended { reply } => format!(
            "{}\n{}",
            tr(
                lang,
                "puzzle-defended",
                &[
                    ("turn", turn.into()),
                    ("reply", (voice.emphasis)(reply).into())
                ],
            ),
            puzzle_task(view, voice)
        ),
        PuzzleOutcome::Refuted { reply } => {
            let left = view.turns_left();
            let why = match reply {
                _ if left <= 1 => tr(lang, "puzzle-refuted-at-once", &[]),
                Some(reply) => tr(
                    lang,
                    "puzzle-refuted-by",
                    &[
                        ("reply", (voice.emphasis)(reply).into()),
                        ("turns", left.into()),
                    ],
                ),
                None => tr(lang, "puzzle-refuted-no-force", &[("turns", left.into())]),
            };
            tr(
                lang,
                "puzzle-refuted",
                &[
                    ("turn", turn.into()),
                    ("why", why.into()),
                    ("count", view.mistakes.into()),
                ],
            )
        }
    }
}

/// A marble's colour in `lang`, as the turn messages use it (`white`; `blanche` with `bille`).
pub fn marble(marble: Marble, lang: Lang) -> String {
    let key = match marble {
        Marble::White => "marble-white",
        Marble::Grey => "marble-grey",
        Marble::Black => "marble-black",
    };
    tr(lang, key, &[])
}

/// Marbles counted by colour in `lang`: `1 grey and 1 black`, `nothing`.
fn colours(counts: MarbleCounts, lang: Lang) -> String {
    Marble::ALL
        .into_iter()
        .filter(|&m| counts[m] > 0)
        .map(|m| {
            tr(
                lang,
                "colours-count",
                &[
                    ("count", i64::from(counts[m]).into()),
                    ("marble", marble(m, lang).into()),
                ],
            )
        })
        .reduce(|left, right| {
            tr(
                lang,
                "colours-and",
                &[("left", left.into()), ("right", right.into())],
            )
        })
        .unwrap_or_else(|| tr(lang, "colours-nothing", &[]))
}

/// Why a text does not read as a turn, in `lang`.
fn malformation(why: Malformation, lang: Lang) -> String {
    use Malformation as M;
    let with_char = |key: &str, c: char| tr(lang, key, &[("char", format!("{c:?}").into())]);
    match why {
        M::CapturedColour(c) => with_char("turn-why-captured-colour", c),
        M::NeitherColourNorCell(c) => with_char("turn-why-neither", c),
        M::UnexpectedCharacter(c) => with_char("turn-why-unexpected", c),
        M::ColourNotFirst => tr(lang, "turn-why-colour-not-first", &[]),
        M::TooManyCells => tr(lang, "turn-why-too-many-cells", &[]),
        M::DigitFirst => tr(lang, "turn-why-digit-first", &[]),
        M::NoCells => tr(lang, "turn-why-no-cells", &[]),
        M::PlacementTooLong => tr(lang, "turn-why-placement-too-long", &[]),
        M::NotACapture => tr(lang, "turn-why-not-a-capture", &[]),
    }
}

/// Why a jump cannot be made, in `lang`.
fn jump_fault(why: &JumpFault, lang: Lang) -> String {
    let on = |key: &str, cell: &str| tr(lang, key, &[("cell", cell.into())]);
    match why {
        JumpFault::NothingToJumpOver => tr(lang, "turn-jump-nothing", &[]),
        JumpFault::NotStraight => tr(lang, "turn-jump-not-straight", &[]),
        JumpFault::NoRing(cell) => on("turn-jump-no-ring", cell),
        JumpFault::NothingOn(cell) => on("turn-jump-nothing-on", cell),
        JumpFault::NotVacant(cell) => on("turn-jump-not-vacant", cell),
    }
}

/// Why a turn is not legal (the engine's reason), in `lang`; in English, the engine's own words.
pub fn turn_error(error: &TurnError, lang: Lang) -> String {
    use TurnError as T;
    let text = |value: &str| Arg::from(value);
    let args = |key: &str, values: &[(&'static str, Arg)]| tr(lang, key, values);
    match error {
        T::Malformed { token, why } => args(
            "turn-malformed",
            &[
                ("token", format!("{token:?}").into()),
                ("why", malformation(*why, lang).into()),
            ],
        ),
        T::UnknownCell { name, board } => args(
            "turn-unknown-cell",
            &[("name", text(name)), ("board", i64::from(*board).into())],
        ),
        T::GameOver { outcome } => {
            args("turn-game-over", &[("outcome", outcome.to_string().into())])
        }
        T::CaptureCompulsory { options } => {
            args("turn-capture-compulsory", &[("options", text(options))])
        }
        T::NoCapture => args("turn-no-capture", &[]),
        T::MustPass => args("turn-must-pass", &[]),
        T::PassNotAllowed => args("turn-pass-not-allowed", &[]),
        T::NoRing { cell } => args("turn-no-ring", &[("cell", text(cell))]),
        T::Occupied { cell, marble: m } => args(
            "turn-occupied",
            &[("cell", text(cell)), ("marble", marble(*m, lang).into())],
        ),
        T::NotInPool { marble: m } => {
            args("turn-not-in-pool", &[("marble", marble(*m, lang).into())])
        }
        T::NotInCaptures { marble: m } => args(
            "turn-not-in-captures",
            &[("marble", marble(*m, lang).into())],
        ),
        T::NoColour { example } => args("turn-no-colour", &[("example", text(example))]),
        T::RemovalRequired { at, free } => args(
            "turn-removal-required",
            &[("at", text(at)), ("free", text(free))],
        ),
        T::NoRemovalPossible { at, example } => args(
            "turn-no-removal-possible",
            &[("at", text(at)), ("example", text(example))],
        ),
        T::RemovesPlacedRing { cell } => args("turn-removes-placed-ring", &[("cell", text(cell))]),
        T::RemovalOccupied { cell } => args("turn-removal-occupied", &[("cell", text(cell))]),
        T::NotFree { cell, free } => args(
            "turn-not-free",
            &[("cell", text(cell)), ("free", text(free))],
        ),
        T::NoMarble { cell } => args("turn-no-marble", &[("cell", text(cell))]),
        T::WrongColour {
            cell,
            actual,
            claimed,
        } => args(
            "turn-wrong-colour",
            &[
                ("cell", text(cell)),
                ("actual", marble(*actual, lang).into()),
                ("claimed", marble(*claimed, lang).into()),
            ],
        ),
        T::BadJump { from, why, .. } if *why == JumpFault::NothingToJumpOver => args(
            "turn-cannot-jump",
            &[("from", text(from)), ("why", jump_fault(why, lang).into())],
        ),
        T::BadJump { from, to, why } => args(
            "turn-bad-jump",
            &[
                ("from", text(from)),
                ("to", text(to)),
                ("why", jump_fault(why, lang).into()),
            ],
        ),
        T::Incomplete { at, next } => {
            args("turn-incomplete", &[("at", text(at)), ("next", text(next))])
        }
        T::Ambiguous { token, options } => args(
            "turn-ambiguous",
            &[("token", text(token)), ("options", text(options))],
        ),
        T::WrongCapturedColours { actual, claimed } => args(
            "turn-wrong-captured",
            &[
                ("actual", colours(*actual, lang).into()),
                ("claimed", colours(*claimed, lang).into()),
            ],
        ),
    }
}

/// How an adapter speaks of a refusal.
pub struct RefusalVoice<'a> {
    /// The language of the one refused.
    pub lang: Lang,
    /// A seat as the adapter names it (a mention, `Player 2`), knowing the game where there is
    /// one; None where it cannot say.
    pub seat: &'a dyn Fn(Option<&GameView>, Seat) -> Option<String>,
    /// The message that says there is no game and how to start one.
    pub no_game: &'static str,
    /// The message that says the game is over and how to start another.
    pub game_over: &'static str,
}

/// How the game of `view` ended, in the voice's language and names.
fn end_in(view: &GameView, voice: &RefusalVoice<'_>) -> String {
    let name = |p| {
        (voice.seat)(Some(view), view.seat(p)).unwrap_or_else(|| tr(voice.lang, "end-someone", &[]))
    };
    match &view.end {
        Some(end) => end.summary_in(voice.lang, name),
        None => String::new(),
    }
}

/// Why `error` refused an action, in the voice's language (not yet a sentence: the adapter
/// adds the capital and the full stop).
pub fn refusal(error: &ServiceError, voice: &RefusalVoice<'_>) -> String {
    use ServiceError as E;
    let lang = voice.lang;
    let plain = |key: &str| tr(lang, key, &[]);
    match error {
        E::NoGameHere => plain(voice.no_game),
        E::NoSuchGame(game) => tr(lang, "error-no-such-game", &[("game", game.0.into())]),
        E::ChannelBusy => plain("error-channel-busy"),
        E::NotAPlayer => plain("error-not-a-player"),
        E::NotYourTurn { to_move } => match (voice.seat)(None, *to_move) {
            Some(player) => tr(lang, "error-not-your-turn", &[("player", player.into())]),
            None => plain("error-not-your-turn-wait"),
        },
        E::StillPlaying => plain("error-still-playing"),
        E::HintNotYourTurn => plain("error-hint-not-your-turn"),
        E::HintInRatedGame => plain("error-hint-in-rated-game"),
        E::BadRecord(why) => tr(lang, "error-bad-record", &[("why", why.as_str().into())]),
        E::NoServer => plain("error-no-server"),
        E::BotToMove => plain("error-bot-to-move"),
        E::IllegalTurn(why) => tr(
            lang,
            "error-illegal-turn",
            &[("why", turn_error(why, lang).into())],
        ),
        E::PositionChanged => plain("error-position-changed"),
        E::AlreadyPlayed(turn) => tr(
            lang,
            "error-already-played",
            &[("turn", turn.as_str().into())],
        ),
        E::GameOver(view) => tr(
            lang,
            voice.game_over,
            &[("end", end_in(view, voice).into())],
        ),
        E::GameJustEnded(view) => tr(
            lang,
            "error-game-just-ended",
            &[("end", end_in(view, voice).into())],
        ),
        E::NoSuchChallenge => plain("error-no-such-challenge"),
        E::ChallengeClosed(status) => tr(
            lang,
            "error-challenge-closed",
            &[("status", status.as_str().into())],
        ),
        E::ChallengeExpired => plain("error-challenge-expired"),
        E::NotChallenged => plain("error-not-challenged"),
        E::NotChallenger => plain("error-not-challenger"),
        E::SelfChallenge => plain("error-self-challenge"),
        E::NoDrawOffer => plain("error-no-draw-offer"),
        E::OwnDrawOffer => plain("error-own-draw-offer"),
        E::OwnTakebackRequest => plain("error-own-takeback-request"),
        E::NoTakebackRequest => plain("error-no-takeback-request"),
        E::NothingToTakeBack => plain("error-nothing-to-take-back"),
        E::AlreadyPending(Pending::DrawOffer) => plain("error-pending-draw-offer"),
        E::AlreadyPending(Pending::TakebackRequest) => plain("error-pending-takeback-request"),
        E::BadCellName(cell) => tr(
            lang,
            "error-bad-cell-name",
            &[("cell", format!("{cell:?}").into())],
        ),
        E::CorruptGame { id, why } => tr(
            lang,
            "error-corrupt-game",
            &[("game", id.0.into()), ("why", why.as_str().into())],
        ),
        E::BadSetup(why) => tr(lang, "error-bad-setup", &[("why", why.as_str().into())]),
        E::CannotSave => plain("error-cannot-save"),
        E::Store(_) | E::Internal(_) => plain("error-on-our-side"),
        E::ReviewWhilePlaying => plain("error-review-while-playing"),
        E::NoPuzzle => plain("error-no-puzzle"),
        E::NoPuzzleInGame(game) => tr(lang, "error-no-puzzle-in-game", &[("game", game.0.into())]),
        E::NoPuzzles => plain("error-no-puzzles"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::TurnError;
    use crate::service::{ChallengeStatus, GameId, UserId};
    use crate::store::StoreError;

    /// One refusal of each kind that needs no game to show.
    fn refusals() -> Vec<ServiceError> {
        use ServiceError as E;
        vec![
            E::NoGameHere,
            E::NoSuchGame(GameId(4)),
            E::ChannelBusy,
            E::NotAPlayer,
            E::NotYourTurn {
                to_move: Seat::User(UserId(7)),
            },
            E::StillPlaying,
            E::HintNotYourTurn,
            E::HintInRatedGame,
            E::BadRecord("line 2".into()),
            E::NoServer,
            E::BotToMove,
            E::IllegalTurn(TurnError::NoCapture),
            E::PositionChanged,
            E::AlreadyPlayed("Wd4-a1".into()),
            E::NoSuchChallenge,
            E::ChallengeClosed(ChallengeStatus::Declined.to_string()),
            E::ChallengeClosed("answered already".into()),
            E::ChallengeExpired,
            E::NotChallenged,
            E::NotChallenger,
            E::SelfChallenge,
            E::NoDrawOffer,
            E::OwnDrawOffer,
            E::OwnTakebackRequest,
            E::NoTakebackRequest,
            E::NothingToTakeBack,
            E::AlreadyPending(Pending::DrawOffer),
            E::AlreadyPending(Pending::TakebackRequest),
            E::BadCellName("z9".into()),
            E::CorruptGame {
                id: GameId(3),
                why: "bad turn".into(),
            },
            E::BadSetup("no blitz on 61 rings".into()),
            E::CannotSave,
            E::Store(StoreError::Conflict),
            E::ReviewWhilePlaying,
            E::NoPuzzle,
            E::NoPuzzleInGame(GameId(5)),
            E::NoPuzzles,
            E::Internal("stopped".into()),
        ]
    }

    /// One engine reason of each kind.
    fn turn_errors() -> Vec<TurnError> {
        use crate::engine::{Marble, MarbleCounts, Outcome, Player, WinReason};
        use TurnError as T;
        let cell = |c: &str| c.to_string();
        let mut captured = MarbleCounts::NONE;
        captured[Marble::Grey] += 1;
        captured[Marble::Black] += 1;
        let mut two_grey = MarbleCounts::NONE;
        two_grey[Marble::Grey] += 2;
        let mut errors: Vec<TurnError> = [
            Malformation::CapturedColour('q'),
            Malformation::NeitherColourNorCell('k'),
            Malformation::ColourNotFirst,
            Malformation::TooManyCells,
            Malformation::DigitFirst,
            Malformation::UnexpectedCharacter('%'),
            Malformation::NoCells,
            Malformation::PlacementTooLong,
            Malformation::NotACapture,
        ]
        .into_iter()
        .map(|why| T::Malformed {
            token: "W%".into(),
            why,
        })
        .collect();
        errors.extend([
            T::UnknownCell {
                name: cell("z9"),
                board: 37,
            },
            T::GameOver {
                outcome: Outcome::Win {
                    winner: Player::One,
                    reason: WinReason::GoalReached,
                },
            },
            T::CaptureCompulsory {
                options: "a1xa3, c3xe5".into(),
            },
            T::NoCapture,
            T::MustPass,
            T::PassNotAllowed,
            T::NoRing { cell: cell("a1") },
            T::Occupied {
                cell: cell("d4"),
                marble: Marble::White,
            },
            T::NotInPool {
                marble: Marble::Grey,
            },
            T::NotInCaptures {
                marble: Marble::Black,
            },
            T::NoColour {
                example: "Wd4-a1".into(),
            },
            T::RemovalRequired {
                at: cell("d4"),
                free: "a1, a2".into(),
            },
            T::NoRemovalPossible {
                at: cell("d4"),
                example: "Wd4".into(),
            },
            T::RemovesPlacedRing { cell: cell("d4") },
            T::RemovalOccupied { cell: cell("d5") },
            T::NotFree {
                cell: cell("d5"),
                free: "a1".into(),
            },
            T::NoMarble { cell: cell("c3") },
            T::WrongColour {
                cell: cell("a1"),
                actual: Marble::White,
                claimed: Marble::Grey,
            },
            T::Incomplete {
                at: cell("c3"),
                next: "e5".into(),
            },
            T::Ambiguous {
                token: "a1x".into(),
                options: "a1xa3, a1xc3".into(),
            },
            T::WrongCapturedColours {
                actual: captured,
                claimed: two_grey,
            },
            T::WrongCapturedColours {
                actual: MarbleCounts::NONE,
                claimed: two_grey,
            },
        ]);
        for why in [
            JumpFault::NothingToJumpOver,
            JumpFault::NotStraight,
            JumpFault::NoRing(cell("c3")),
            JumpFault::NothingOn(cell("b2")),
            JumpFault::NotVacant(cell("c3")),
        ] {
            let to = if why == JumpFault::NothingToJumpOver {
                "anywhere"
            } else {
                "c3"
            };
            errors.push(T::BadJump {
                from: cell("a1"),
                to: to.into(),
                why,
            });
        }
        errors
    }

    #[test]
    fn every_engine_reason_is_worded_in_every_language_and_english_is_the_engines() {
        for error in turn_errors() {
            assert_eq!(turn_error(&error, Lang::En), error.to_string());
            for lang in Lang::ALL {
                let line = turn_error(&error, lang);
                assert!(
                    !line.contains("turn-") && !line.contains("marble-"),
                    "{lang:?}: {line}"
                );
            }
        }
        let occupied = TurnError::Occupied {
            cell: "d4".into(),
            marble: Marble::White,
        };
        assert_eq!(
            turn_error(&occupied, Lang::Fr),
            "d4 est occupée par une bille blanche"
        );
    }

    #[test]
    fn every_refusal_is_worded_in_every_language() {
        let name = |_: Option<&GameView>, seat: Seat| Some(seat.to_string());
        for lang in Lang::ALL {
            let voice = RefusalVoice {
                lang,
                seat: &name,
                no_game: "error-no-game-here-discord",
                game_over: "error-game-over-discord",
            };
            for error in refusals() {
                let line = refusal(&error, &voice);
                assert!(
                    !line.is_empty() && !line.starts_with("error-"),
                    "{lang:?}: {line}"
                );
                if lang == Lang::En {
                    // English says what the service's own words say (the logs' wording).
                    let own = error.to_string();
                    let same = matches!(
                        error,
                        ServiceError::NoGameHere | ServiceError::NotYourTurn { .. }
                    ) || line == own;
                    assert!(same, "{line:?} / {own:?}");
                }
            }
        }
        let french = RefusalVoice {
            lang: Lang::Fr,
            seat: &name,
            no_game: "error-no-game-here-terminal",
            game_over: "error-game-over-terminal",
        };
        let closed = ServiceError::ChallengeClosed(ChallengeStatus::Declined.to_string());
        assert_eq!(
            refusal(&closed, &french),
            "ce défi n'est plus ouvert (il a été refusé)"
        );
    }
}
