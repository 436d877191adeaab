//! The engine's errors, each in words a player can act on.

use thiserror::Error;

/// Why a turn (as text or as a [`crate::Turn`]) is not a legal turn in a position.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum TurnError {
    /// The text does not read as a turn at all.
    #[error("{token:?} is not a turn: {why}")]
    Malformed {
        /// The text given.
        token: String,
        /// What is wrong with it.
        why: String,
    },
    /// A cell name that the board does not have.
    #[error("there is no cell {name} on the {board}-ring board")]
    UnknownCell {
        /// The name given.
        name: String,
        /// The board's ring count.
        board: u8,
    },
    /// The game has ended; no more turns.
    #[error("the game is over: {outcome}")]
    GameOver {
        /// The result, in words.
        outcome: String,
    },
    /// A placement was given while a capture is available.
    #[error("a capture is compulsory: {options}")]
    CaptureCompulsory {
        /// The captures available, in notation.
        options: String,
    },
    /// A capture was given while no marble can jump.
    #[error("no marble can jump here, so this turn must be a placement")]
    NoCapture,
    /// A placement was given by a player who has nothing to place and no capture.
    #[error(
        "you have no marble to place (the pool is empty and you have captured none) and no capture: your only turn is pass"
    )]
    MustPass,
    /// A pass was given while another turn is possible.
    #[error("you can only pass when no other turn is possible")]
    PassNotAllowed,
    /// The ring at the cell has been removed.
    #[error("{cell} has no ring any more: it was removed")]
    NoRing {
        /// The cell as written (a name the board has).
        cell: String,
    },
    /// The placement goes on an occupied ring.
    #[error("{cell} is occupied by a {marble} marble")]
    Occupied {
        /// The cell as written.
        cell: String,
        /// The marble there.
        marble: String,
    },
    /// The colour is not in the pool.
    #[error("there is no {marble} marble left in the pool")]
    NotInPool {
        /// The colour asked for.
        marble: String,
    },
    /// The pool is empty and the mover has not captured this colour.
    #[error("the pool is empty and you have no captured {marble} marble to place")]
    NotInCaptures {
        /// The colour asked for.
        marble: String,
    },
    /// No colour given for a placement.
    #[error("say which marble to place: {example}")]
    NoColour {
        /// An example of a full placement.
        example: String,
    },
    /// A placement with no removal while a free ring exists.
    #[error("after placing on {at} you must remove a free ring: {free}")]
    RemovalRequired {
        /// Where the marble goes.
        at: String,
        /// The free rings.
        free: String,
    },
    /// A removal named where no ring is free after the placement.
    #[error("no ring is free after placing on {at}, so no ring is removed: write {example}")]
    NoRemovalPossible {
        /// Where the marble goes.
        at: String,
        /// The turn written without removal.
        example: String,
    },
    /// The ring to remove is the one that just received the marble.
    #[error("{cell} just received the marble, so it cannot be removed")]
    RemovesPlacedRing {
        /// The cell as written.
        cell: String,
    },
    /// The ring to remove holds a marble.
    #[error("{cell} holds a marble; only a vacant ring can be removed")]
    RemovalOccupied {
        /// The cell as written.
        cell: String,
    },
    /// The ring to remove is not free.
    #[error("{cell} is not a free ring (free rings: {free})")]
    NotFree {
        /// The cell as written.
        cell: String,
        /// The free rings.
        free: String,
    },
    /// A capture starts on a cell with no marble.
    #[error("there is no marble on {cell}")]
    NoMarble {
        /// The cell as written.
        cell: String,
    },
    /// A capture's colour does not match the marble on its first cell.
    #[error("the marble on {cell} is {actual}, not {claimed}")]
    WrongColour {
        /// The cell as written.
        cell: String,
        /// The colour on the board.
        actual: String,
        /// The colour written.
        claimed: String,
    },
    /// One jump of a capture is impossible.
    #[error("the marble on {from} cannot jump to {to}: {why}")]
    BadJump {
        /// Where the jump starts.
        from: String,
        /// Where it was to land.
        to: String,
        /// Why it cannot.
        why: String,
    },
    /// The capture stops while the marble can still jump.
    #[error("the capture must go on: the marble on {at} can still jump to {next}")]
    Incomplete {
        /// Where the marble stands.
        at: String,
        /// Where it can still jump.
        next: String,
    },
    /// A shortened capture fits several legal sequences.
    #[error("{token} is ambiguous: it could be {options}")]
    Ambiguous {
        /// The text given.
        token: String,
        /// The sequences it fits.
        options: String,
    },
    /// The written captured colours differ from what the capture takes.
    #[error("this turn captures {actual}, not {claimed}")]
    WrongCapturedColours {
        /// What it captures.
        actual: String,
        /// What was written.
        claimed: String,
    },
}

/// Why a one-line position text could not be read.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("not a valid position: {0}")]
pub struct PositionTextError(pub String);
