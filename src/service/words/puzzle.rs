//! A puzzle in words: what it asks, what a turn in it came to.

use crate::ai::puzzles::Difficulty;
use crate::i18n::{Lang, tr};
use crate::service::puzzles::{PuzzleOutcome, PuzzleRecord, PuzzleStep, PuzzleView};

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
fn puzzle_name(view: &PuzzleView, lang: Lang) -> String {
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
