//! The service's errors: each says, in words a player can act on, why nothing changed.

use thiserror::Error;

use crate::engine::TurnError;
use crate::store::StoreError;

use super::types::GameId;

/// Why an operation of the service did not happen. Nothing has changed when one is returned.
#[derive(Debug, Error)]
pub enum ServiceError {
    /// No active game where the command was given.
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
    /// A player acted out of turn.
    #[error("it is not your turn: {to_move} is to move")]
    NotYourTurn {
        /// Who is to move, in words.
        to_move: String,
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
    BadRecord(String),
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
    /// The game has ended.
    #[error("this game is over ({0})")]
    GameOver(String),
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
    /// A player answered their own offer.
    #[error("you made this offer; your opponent must answer it")]
    OwnOffer,
    /// Nothing to answer.
    #[error("there is no takeback request to answer")]
    NoTakebackRequest,
    /// Nothing to take back.
    #[error("you have no turn to take back")]
    NothingToTakeBack,
    /// An offer or request is already pending.
    #[error("you already have a pending {0}")]
    AlreadyPending(&'static str),
    /// A part of a structured turn is not a cell name.
    #[error("{0:?} is not a cell name (a column letter and a row number, like d4)")]
    BadCellName(String),
    /// The stored game cannot be read back.
    #[error("game {id} is damaged and cannot be loaded ({why}); other games are not affected")]
    CorruptGame {
        /// The game.
        id: GameId,
        /// What is wrong.
        why: String,
    },
    /// A request that cannot be set up (a blitz game on a big board, a failed bot).
    #[error("{0}")]
    BadSetup(String),
    /// A database failure.
    #[error("something went wrong on our side; please try again ({0})")]
    Store(StoreError),
}

impl From<StoreError> for ServiceError {
    fn from(error: StoreError) -> ServiceError {
        match error {
            StoreError::Conflict => ServiceError::PositionChanged,
            StoreError::ChannelBusy => ServiceError::ChannelBusy,
            other => ServiceError::Store(other),
        }
    }
}
