//! Why a turn is illegal, in words: the engine's reasons in the reader's language.

use crate::engine::{
    DrawReason, JumpFault, Malformation, Marble, MarbleCounts, Outcome, TurnError, WinReason,
};
use crate::i18n::{Arg, Lang, tr};

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

/// How a game ended, in `lang` (in English the engine's own words): `player 1 wins (goal
/// reached)`, `draw (threefold repetition)`.
pub fn outcome_words(outcome: Outcome, lang: Lang) -> String {
    let reason = |key: &str| Arg::from(tr(lang, key, &[]));
    match outcome {
        Outcome::Win {
            winner,
            reason: why,
        } => {
            let key = match why {
                WinReason::GoalReached => "end-goal",
                WinReason::BoardUsedUp => "end-board-used-up",
            };
            let player = tr(
                lang,
                "player-number",
                &[("number", i64::from(winner.number()).into())],
            );
            tr(
                lang,
                "outcome-win",
                &[("player", player.into()), ("reason", reason(key))],
            )
        }
        Outcome::Draw { reason: why } => {
            let key = match why {
                DrawReason::Repetition => "end-repetition",
                DrawReason::DoublePass => "end-double-pass",
            };
            tr(lang, "outcome-draw", &[("reason", reason(key))])
        }
    }
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
        T::GameOver { outcome } => args(
            "turn-game-over",
            &[("outcome", outcome_words(*outcome, lang).into())],
        ),
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
