//! The engine's errors, each in words a player can act on.

use thiserror::Error;

use crate::{Marble, MarbleCounts, Outcome};

/// Why a turn (as text or as a [`crate::Turn`]) is not a legal turn in a position.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum TurnError {
    /// The text does not read as a turn at all.
    #[error("{token:?} is not a turn: {why}")]
    Malformed {
        /// The text given.
        token: String,
        /// What is wrong with it.
        why: Malformation,
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
        outcome: Outcome,
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
        marble: Marble,
    },
    /// The colour is not in the pool.
    #[error("there is no {marble} marble left in the pool")]
    NotInPool {
        /// The colour asked for.
        marble: Marble,
    },
    /// The pool is empty and the mover has not captured this colour.
    #[error("the pool is empty and you have no captured {marble} marble to place")]
    NotInCaptures {
        /// The colour asked for.
        marble: Marble,
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
        actual: Marble,
        /// The colour written.
        claimed: Marble,
    },
    /// One jump of a capture is impossible.
    #[error("the marble on {from} cannot jump to {to}: {why}")]
    BadJump {
        /// Where the jump starts.
        from: String,
        /// Where it was to land.
        to: String,
        /// Why it cannot.
        why: JumpFault,
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
    #[error(
        "this turn captures {}, not {}",
        colours_in_words(*actual),
        colours_in_words(*claimed)
    )]
    WrongCapturedColours {
        /// What it captures.
        actual: MarbleCounts,
        /// What was written.
        claimed: MarbleCounts,
    },
}

/// Marbles as a turn's captured colours are written out: `1 white and 2 grey`, `nothing`.
pub fn colours_in_words(counts: MarbleCounts) -> String {
    let parts: Vec<String> = Marble::ALL
        .iter()
        .filter(|&&m| counts[m] > 0)
        .map(|&m| format!("{} {}", counts[m], m.name()))
        .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(" and ")
    }
}

/// Why a text does not read as a turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum Malformation {
    /// A character after `+` that is no captured colour.
    #[error("after '+' only the captured colours w, g, b may follow, not {0:?}")]
    CapturedColour(char),
    /// A lone letter that is no colour.
    #[error("{0:?} is neither a marble colour (W, G, B) nor a cell like d4")]
    NeitherColourNorCell(char),
    /// A colour after the cells, or a second one.
    #[error("a marble colour can only come first, before the cells")]
    ColourNotFirst,
    /// More cells than any turn has.
    #[error("too many cells for one turn")]
    TooManyCells,
    /// A number without its column letter.
    #[error("a cell is a column letter followed by its row number, like d4")]
    DigitFirst,
    /// A character no turn has.
    #[error("unexpected character {0:?}")]
    UnexpectedCharacter(char),
    /// No cell at all.
    #[error("write a placement like Wd4-a1, a capture like e5xc5, or pass")]
    NoCells,
    /// A placement with more than a cell and a ring.
    #[error("a placement names one cell and at most one ring to remove")]
    PlacementTooLong,
    /// Cells that make no capture here.
    #[error("not a legal capture here")]
    NotACapture,
}

/// Why one jump of a capture is impossible.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum JumpFault {
    /// The marble has nothing to jump over anywhere.
    #[error("it has no marble to jump over with a vacant ring behind")]
    NothingToJumpOver,
    /// The landing is not two steps away in a straight line.
    #[error("a jump goes over one neighbouring marble in a straight line")]
    NotStraight,
    /// The landing ring was removed.
    #[error("{0} has no ring any more")]
    NoRing(String),
    /// No marble between.
    #[error("there is no marble on {0} to jump over")]
    NothingOn(String),
    /// The landing ring holds a marble.
    #[error("{0} is not vacant")]
    NotVacant(String),
}

/// Why a one-line position text could not be read.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("not a valid position: {0}")]
pub struct PositionTextError(pub String);
