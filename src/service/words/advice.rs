//! The engine's advice in words: who stands better, why a turn is good (hints and reviews),
//! and a review's marks, in the reader's language.

use crate::ai::review::Mark;
use crate::ai::{Action, Quiet, Reason, Standing, Step};
use crate::engine::Player;
use crate::i18n::{Lang, tr};

use super::marbles;

/// Who stands better, in `lang`, naming players with `name`: `Player 1 stands better`.
pub fn standing(standing: Standing, lang: Lang, name: &dyn Fn(Player) -> String) -> String {
    let of = |key: &str, player: Player| tr(lang, key, &[("player", name(player).into())]);
    match standing {
        Standing::ForcedWin(p) => of("standing-forced-win", p),
        Standing::Even => tr(lang, "standing-even", &[]),
        Standing::SlightlyBetter(p) => of("standing-slightly-better", p),
        Standing::Better(p) => of("standing-better", p),
        Standing::Winning(p) => of("standing-winning", p),
    }
}

/// One step of a reason in `lang`: `cuts off two whites and forces a capture`.
fn step(step: &Step, lang: Lang) -> Option<String> {
    let with = |key: &str, counts| tr(lang, key, &[("marbles", marbles(counts, lang).into())]);
    let what = step.action.map(|action| match action {
        Action::CompulsoryCapture(m) => with("reason-compulsory", m),
        Action::Takes(m) => with("reason-takes", m),
        Action::CutsOff(m) => with("reason-cuts-off", m),
        Action::Passes => tr(lang, "reason-passes", &[]),
    });
    let captures = i64::from(step.forced);
    match (what, captures) {
        (None, 0) => None,
        (None, n) => Some(tr(lang, "reason-forces", &[("captures", n.into())])),
        (Some(what), 0) => Some(what),
        (Some(what), n) => Some(tr(
            lang,
            "reason-and-forces",
            &[("what", what.into()), ("captures", n.into())],
        )),
    }
}

/// Why a turn is good, in `lang`: `forces a capture, then cuts off two whites and wins`.
pub fn reason(reason: &Reason, lang: Lang) -> String {
    let steps = reason
        .steps
        .iter()
        .filter_map(|s| step(s, lang))
        .reduce(|first, next| {
            tr(
                lang,
                "reason-then",
                &[("first", first.into()), ("next", next.into())],
            )
        });
    let text = match (steps, reason.wins) {
        (None, true) => return tr(lang, "reason-wins-at-once", &[]),
        (Some(what), true) => return tr(lang, "reason-and-wins", &[("what", what.into())]),
        (steps, false) => steps,
    };
    match text {
        Some(what) if reason.lost => tr(lang, "reason-and-holds-out", &[("what", what.into())]),
        Some(what) => what,
        None => {
            let key = match reason.otherwise {
                Quiet::LeadsToWin => "reason-quiet-win",
                Quiet::HoldsOut => "reason-holds-out",
                Quiet::BestCapture => "reason-best-capture",
                Quiet::GivesNothing => "reason-quiet",
            };
            tr(lang, key, &[])
        }
    }
}

/// A review's mark in words, in `lang` (`mistake`), or `a slip` for a turn without one.
pub fn mark(mark: Option<Mark>, lang: Lang) -> String {
    let key = match mark {
        Some(Mark::Inaccuracy) => "mark-inaccuracy",
        Some(Mark::Mistake) => "mark-mistake",
        Some(Mark::Blunder) => "mark-blunder",
        None => "mark-slip",
    };
    tr(lang, key, &[])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::MarbleCounts;

    /// English words agree with the engine's own English for every kind of step.
    #[test]
    fn english_reasons_are_the_engines_words() {
        let two_whites = MarbleCounts::new(2, 0, 0);
        let actions = [
            None,
            Some(Action::CompulsoryCapture(MarbleCounts::new(0, 1, 1))),
            Some(Action::Takes(two_whites)),
            Some(Action::CutsOff(MarbleCounts::new(3, 2, 1))),
            Some(Action::Passes),
        ];
        let mut reasons = Vec::new();
        for action in actions {
            for forced in [0, 1, 2, 3, 5] {
                for wins in [false, true] {
                    for lost in [false, true] {
                        reasons.push(Reason {
                            steps: vec![Step { action, forced }, Step { action, forced: 1 }],
                            wins,
                            // A line the mover wins is never lost.
                            lost: lost && !wins,
                            otherwise: Quiet::GivesNothing,
                        });
                    }
                }
            }
        }
        for otherwise in [
            Quiet::LeadsToWin,
            Quiet::HoldsOut,
            Quiet::BestCapture,
            Quiet::GivesNothing,
        ] {
            reasons.push(Reason {
                steps: Vec::new(),
                wins: false,
                lost: false,
                otherwise,
            });
        }
        for r in &reasons {
            assert_eq!(reason(r, Lang::En), r.to_string());
            for lang in Lang::ALL {
                let words = reason(r, lang);
                assert!(!words.contains("reason-"), "{lang:?}: {words}");
            }
        }
        let name = |p: Player| format!("player {}", p.number());
        for s in [
            Standing::ForcedWin(Player::One),
            Standing::Even,
            Standing::SlightlyBetter(Player::Two),
            Standing::Better(Player::One),
            Standing::Winning(Player::Two),
        ] {
            assert_eq!(standing(s, Lang::En, &name), s.to_string());
        }
    }
}
