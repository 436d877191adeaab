//! Why a record could not be imported or a game set up, in the reader's language.

use super::turn::{outcome_words, turn_error};
use crate::engine::{RecordError, RecordFileError, SequenceError, SetupError, TagFault};
use crate::i18n::{Arg, Lang, tr};
use crate::service::error::{RecordProblem, SetupProblem};

/// A turn of a record that is not legal, in `lang`: `turn 3 (Wd4-a1): …`.
fn sequence(error: &SequenceError, lang: Lang) -> String {
    tr(
        lang,
        "record-turn",
        &[
            ("number", error.number.into()),
            ("token", error.token.as_str().into()),
            ("why", turn_error(&error.error, lang).into()),
        ],
    )
}

/// What is wrong with a tag, in `lang`.
fn tag_fault(fault: TagFault, lang: Lang) -> String {
    let key = match fault {
        TagFault::NoName => "tag-no-name",
        TagFault::NoClosingQuote => "tag-no-closing-quote",
        TagFault::NoBracketAfterValue => "tag-no-bracket",
        TagFault::NotClosed => "tag-not-closed",
        TagFault::NoValue => "tag-no-value",
    };
    tr(lang, key, &[])
}

/// Why a record file cannot be read, in `lang`. The details of an unreadable position text
/// and of two parts that disagree are the engine's (English) words inside the sentence.
fn file_error(error: &RecordFileError, lang: Lang) -> String {
    use RecordFileError as F;
    let with = |key: &str, args: &[(&'static str, Arg)]| tr(lang, key, args);
    match error {
        F::Empty => with("record-empty", &[]),
        F::TooLong { bytes } => with("record-file-too-long", &[("bytes", (*bytes).into())]),
        F::TooManyTurns { turns } => with("record-too-many-turns", &[("turns", (*turns).into())]),
        F::BadTag { tag, why } => with(
            "record-bad-tag",
            &[
                ("tag", tag.as_str().into()),
                ("why", tag_fault(*why, lang).into()),
            ],
        ),
        F::TagAfterTurns { key } => with("record-tag-after-turns", &[("key", key.as_str().into())]),
        F::UnclosedComment => with("record-unclosed-comment", &[]),
        F::UnknownBoard(board) => with(
            "record-unknown-board",
            &[("board", format!("{board:?}").into())],
        ),
        F::UnknownGameType(word) => with(
            "record-unknown-type",
            &[("word", format!("{word:?}").into())],
        ),
        F::Setup(setup) => setup_error(setup, lang),
        F::Position(why) => with("record-position", &[("why", why.0.as_str().into())]),
        F::Conflict(why) => with("record-conflict", &[("why", why.as_str().into())]),
        F::Turn(turn) => sequence(turn, lang),
    }
}

/// Board and game type that do not go together, in `lang`.
fn setup_error(error: &SetupError, lang: Lang) -> String {
    match error {
        SetupError::BlitzBoard(board) => tr(
            lang,
            "setup-blitz-board",
            &[("board", i64::from(board.rings()).into())],
        ),
    }
}

/// Why a record could not be imported, in `lang`.
pub fn record_problem(problem: &RecordProblem, lang: Lang) -> String {
    match problem {
        RecordProblem::TooLong { kib } => tr(lang, "record-too-long", &[("kib", (*kib).into())]),
        RecordProblem::TooFewTurns { total, keep } => tr(
            lang,
            "record-too-few-turns",
            &[("total", (*total).into()), ("keep", (*keep).into())],
        ),
        RecordProblem::OverAfter { turn, outcome } => tr(
            lang,
            "record-over-after",
            &[
                ("turn", (*turn).into()),
                ("outcome", outcome_words(*outcome, lang).into()),
            ],
        ),
        RecordProblem::File(error) => file_error(error, lang),
        RecordProblem::Replay(RecordError::Start(why)) => {
            tr(lang, "record-bad-start", &[("why", why.as_str().into())])
        }
        RecordProblem::Replay(RecordError::Turn(turn)) => sequence(turn, lang),
    }
}

/// Why a game cannot be set up as asked, in `lang`.
pub fn setup_problem(problem: &SetupProblem, lang: Lang) -> String {
    match problem {
        SetupProblem::Rules(error) => setup_error(error, lang),
        SetupProblem::TimeLimitRange => tr(lang, "setup-time-range", &[]),
        SetupProblem::AnalysisRematch => tr(lang, "setup-analysis-rematch", &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Board, Outcome, Player, RecordFile, WinReason};

    /// One problem of each kind, read from real records where the engine finds them.
    fn problems() -> Vec<RecordProblem> {
        let file = |text: &str| match RecordFile::parse(text) {
            Err(error) => RecordProblem::File(error),
            Ok(file) => match file.game() {
                Err(error) => RecordProblem::Replay(error),
                Ok(_) => panic!("{text:?} reads"),
            },
        };
        vec![
            RecordProblem::TooLong { kib: 64 },
            RecordProblem::TooFewTurns { total: 1, keep: 3 },
            RecordProblem::TooFewTurns { total: 4, keep: 9 },
            RecordProblem::OverAfter {
                turn: 31,
                outcome: Outcome::Win {
                    winner: Player::Two,
                    reason: WinReason::GoalReached,
                },
            },
            file(""),
            file("[Event"),
            file("[\"x\"]"),
            file("[Event \"x]"),
            file("[Event \"x\" y]"),
            file("[Event]"),
            file("Wd4-a1 [Event \"late\"]"),
            file("{ a comment Wd4-a1"),
            file("[Board \"36\"] Wd4-a1"),
            file("[GameType \"speed\"] Wd4-a1"),
            file("[Board \"61\"] [GameType \"blitz\"] Wd4-a1"),
            file("[Board \"48\"] standard 37 Wd4-a1"),
            file("Wd4-a1 Wd4-a2"),
        ]
    }

    /// Every problem is worded in every language, English exactly as the service's own
    /// words (the logs').
    #[test]
    fn every_problem_is_worded_in_every_language() {
        for problem in problems() {
            assert_eq!(record_problem(&problem, Lang::En), problem.to_string());
            for lang in Lang::ALL {
                let words = record_problem(&problem, lang);
                assert!(
                    !words.is_empty() && !words.contains("record-") && !words.contains("tag-"),
                    "{lang:?}: {words}"
                );
            }
        }
        let setups = [
            SetupProblem::Rules(SetupError::BlitzBoard(Board::Rings61)),
            SetupProblem::TimeLimitRange,
            SetupProblem::AnalysisRematch,
        ];
        for problem in setups {
            assert_eq!(setup_problem(&problem, Lang::En), problem.to_string());
            for lang in Lang::ALL {
                assert!(!setup_problem(&problem, lang).starts_with("setup-"));
            }
        }
        let refused = record_problem(&RecordProblem::TooFewTurns { total: 1, keep: 3 }, Lang::Fr);
        assert!(refused.contains('1') && refused.contains('3'), "{refused}");
    }
}
