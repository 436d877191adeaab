//! Why an action was refused, in words: the service's refusals in the reader's language.

use super::problem::{record_problem, setup_problem};
use super::turn::turn_error;
use crate::i18n::{Lang, tr};
use crate::service::error::{Pending, ServiceError};
use crate::service::types::Seat;
use crate::service::view::GameView;

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
        E::BadRecord(why) => tr(
            lang,
            "error-bad-record",
            &[("why", record_problem(why, lang).into())],
        ),
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
        E::BadSetup(why) => tr(
            lang,
            "error-bad-setup",
            &[("why", setup_problem(why, lang).into())],
        ),
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
            E::BadRecord(crate::service::RecordProblem::TooLong { kib: 64 }),
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
            E::BadSetup(crate::service::SetupProblem::TimeLimitRange),
            E::CannotSave,
            E::Store(StoreError::Conflict),
            E::ReviewWhilePlaying,
            E::NoPuzzle,
            E::NoPuzzleInGame(GameId(5)),
            E::NoPuzzles,
            E::Internal("stopped".into()),
        ]
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
