//! The service's errors: each says, in words a player can act on, why nothing changed.

use std::sync::atomic::{AtomicBool, Ordering};

use thiserror::Error;

use crate::engine::TurnError;
use crate::store::StoreError;

use super::types::{GameId, Seat};
use super::view::GameView;

/// Why an operation of the service did not happen. Nothing has changed when one is returned.
#[derive(Debug, Error)]
pub enum ServiceError {
    /// No active game where the command was given (and none has been played there).
    #[error("there is no game in progress here; start one with a challenge")]
    NoGameHere,
    /// No such game.
    #[error("there is no game {0}")]
    NoSuchGame(GameId),
    /// The channel already has an active game.
    #[error("a game is already in progress here; finish it first (or play in another channel)")]
    ChannelBusy,
    /// The user is not one of the two players.
    #[error("you are not playing in this game")]
    NotAPlayer,
    /// A player acted out of turn. Adapters name the player to move (a mention, a name).
    #[error("it is not your turn; wait for your opponent's turn")]
    NotYourTurn {
        /// Who is to move.
        to_move: Seat,
    },
    /// A rematch asked for while the game goes on.
    #[error("this game is still going on; a rematch can be asked for once it has ended")]
    StillPlaying,
    /// A hint asked for by the player not to move.
    #[error("hints are for the player to move; wait for your turn")]
    HintNotYourTurn,
    /// Engine hints are off in rated games between people.
    #[error(
        "hints are off in rated games; import the position with `/zertz import` to analyse it \
         after the game"
    )]
    HintInRatedGame,
    /// A record or position to import could not be read.
    #[error("that record cannot be imported: {0}")]
    BadRecord(RecordProblem),
    /// A command that needs a server was used outside one.
    #[error("ratings are kept per server; use this in a server channel")]
    NoServer,
    /// The bot is to move; people wait.
    #[error("the bot is thinking; wait for its turn")]
    BotToMove,
    /// The turn is not legal.
    #[error("{0}")]
    IllegalTurn(#[from] TurnError),
    /// The game moved on since the player looked (a stale button, a double submission).
    #[error("the position changed before your action arrived; look at the new board and try again")]
    PositionChanged,
    /// The very turn sent was played a moment ago (a double submission): nothing more to do.
    #[error("{0} was already played")]
    AlreadyPlayed(String),
    /// The game has ended; the game is there to say how (adapters name the winner).
    #[error("this game is over ({})", end_words(.0))]
    GameOver(Box<GameView>),
    /// The game ended between the player's look and their action (a resignation racing the
    /// last turn, a loss on time).
    #[error("the game has just ended: {}", end_words(.0))]
    GameJustEnded(Box<GameView>),
    /// No such challenge.
    #[error("that challenge does not exist")]
    NoSuchChallenge,
    /// The challenge was already answered, cancelled or lapsed.
    #[error("that challenge is no longer open (it was {0})")]
    ChallengeClosed(String),
    /// The challenge lapsed.
    #[error("that challenge has expired; send a new one")]
    ChallengeExpired,
    /// Someone other than the challenged user answered.
    #[error("only the challenged player can answer this challenge")]
    NotChallenged,
    /// Someone other than the challenger cancelled.
    #[error("only the challenger can cancel this challenge")]
    NotChallenger,
    /// A user challenged themselves.
    #[error("you cannot challenge yourself; challenge a friend or the bot")]
    SelfChallenge,
    /// Nothing to answer.
    #[error("there is no draw offer to answer")]
    NoDrawOffer,
    /// A player answered their own draw offer.
    #[error("you offered this draw; your opponent must answer it")]
    OwnDrawOffer,
    /// A player answered their own takeback request.
    #[error("you asked for this takeback; your opponent must answer it")]
    OwnTakebackRequest,
    /// Nothing to answer.
    #[error("there is no takeback request to answer")]
    NoTakebackRequest,
    /// Nothing to take back.
    #[error("you have no turn to take back")]
    NothingToTakeBack,
    /// An offer or request is already pending.
    #[error("you already have a pending {0}")]
    AlreadyPending(Pending),
    /// A part of a structured turn is not a cell name.
    #[error("{0:?} is not a cell name (a column letter and a row number, like d4)")]
    BadCellName(String),
    /// The stored game cannot be read back.
    #[error("game {id} is damaged and cannot be loaded ({why}); other games are not affected")]
    CorruptGame {
        /// The damaged game.
        id: GameId,
        /// What is wrong.
        why: String,
    },
    /// A request that cannot be set up (a blitz game on a big board, a time limit against
    /// the bot).
    #[error("{0}")]
    BadSetup(SetupProblem),
    /// The database cannot save changes (a full disk, a read-only file): an operator must
    /// act; the cause is in the log.
    #[error("the bot cannot save games right now; nothing was changed")]
    CannotSave,
    /// A database failure that may pass; the cause is in the log.
    #[error("something went wrong on our side; please try again")]
    Store(StoreError),
    /// A review asked for while two people still play the game.
    #[error(
        "this game is still being played; its review can be asked for once it has ended \
         (a hint is for the player to move, in games that allow hints)"
    )]
    ReviewWhilePlaying,
    /// A turn for a puzzle from someone with none open.
    #[error("you have no puzzle open; `/zertz puzzle` gives you one")]
    NoPuzzle,
    /// A game of this server with no puzzle found in it (or not searched yet).
    #[error("no puzzle was found in game {0}; a finished game is searched within minutes")]
    NoPuzzleInGame(GameId),
    /// No puzzles to give (the set could not be read; the cause is logged).
    #[error("there are no puzzles to give right now; please try again later")]
    NoPuzzles,
    /// Work of the service's own failed (a background task stopped); the cause is logged.
    #[error("something went wrong on our side; please try again")]
    Internal(String),
}

/// Why a record or position could not be imported.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum RecordProblem {
    /// The text is longer than a record may be.
    #[error("it is longer than {kib} KiB")]
    TooLong {
        /// The most a record may be, in KiB.
        kib: usize,
    },
    /// Fewer turns than asked to import.
    #[error("it has only {total} turns, not {keep}")]
    TooFewTurns {
        /// How many turns the record has.
        total: usize,
        /// How many were asked for.
        keep: usize,
    },
    /// The game is over after the turns imported: nothing is left to analyse.
    #[error(
        "the game is over after turn {turn} ({outcome}); import fewer turns to analyse a \
         position before the end"
    )]
    OverAfter {
        /// The last turn imported.
        turn: usize,
        /// How it ended.
        outcome: crate::engine::Outcome,
    },
    /// The text does not read as a record file.
    #[error("{0}")]
    File(crate::engine::RecordFileError),
    /// The record's game cannot be replayed.
    #[error("{0}")]
    Replay(crate::engine::RecordError),
}

/// Why a game cannot be set up as asked.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum SetupProblem {
    /// The board and game type do not go together (blitz on 61 rings).
    #[error("{0}")]
    Rules(crate::engine::SetupError),
    /// A time per turn out of the allowed range.
    #[error("a time limit is between one hour and 14 days per turn")]
    TimeLimitRange,
    /// A rematch of an analysis game.
    #[error("an analysis game has no rematch; import the record again to go on")]
    AnalysisRematch,
}

/// What a player may have only one of at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    /// A draw offer.
    DrawOffer,
    /// A takeback request.
    TakebackRequest,
}

impl std::fmt::Display for Pending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Pending::DrawOffer => "draw offer",
            Pending::TakebackRequest => "takeback request",
        })
    }
}

/// `player 2 won, goal reached`: the end in neutral words, for messages without names.
fn end_words(view: &GameView) -> String {
    match &view.end {
        Some(end) => end.summary(|p| p.to_string()),
        None => "it goes on".into(),
    }
}

/// Whether the database is known to refuse changes, so that its cause is logged once per
/// outage rather than once per refused action.
static SAVING_FAILS: AtomicBool = AtomicBool::new(false);

/// Notes that a change was saved: an outage, if there was one, is over.
pub(super) fn saving_works() {
    if SAVING_FAILS.swap(false, Ordering::Relaxed) {
        tracing::info!("the database saves changes again");
    }
}

impl From<StoreError> for ServiceError {
    fn from(error: StoreError) -> ServiceError {
        match error {
            StoreError::Conflict => ServiceError::PositionChanged,
            StoreError::ChannelBusy => ServiceError::ChannelBusy,
            error if error.is_unavailable() => {
                if !SAVING_FAILS.swap(true, Ordering::Relaxed) {
                    tracing::error!(%error, "the database cannot save changes; games are paused until an operator acts");
                }
                ServiceError::CannotSave
            }
            other => {
                tracing::error!(error = %other, "a database operation failed");
                ServiceError::Store(other)
            }
        }
    }
}
