//! The game itself: pure rules, no I/O.
//!
//! Boards and cells ([`Board`], [`Cell`]), sets of cells ([`Bitboard`]), positions
//! ([`Position`]), turns and their notation ([`Turn`]), legal-turn generation, isolation,
//! results ([`Outcome`]), whole games ([`Game`]) and their record files ([`RecordFile`]).
//! Everything follows `RULES.md`.

#![warn(missing_docs)]

mod bitboard;
mod check;
mod error;
mod game;
mod game_type;
mod geometry;
mod marble;
mod movegen;
mod notation;
mod outcome;
mod perft;
mod position;
mod position_text;
mod record_file;
mod setup;
mod turn;
mod zobrist;

pub use bitboard::Bitboard;
pub use error::{JumpFault, Malformation, PositionTextError, TurnError, colours_in_words};
pub use game::{Game, GameRecord, RecordError, SequenceError};
pub use game_type::{GameType, Goal};
pub use geometry::{Board, Cell, CellName, Direction};
pub use marble::{Marble, MarbleCounts, Player, count_in_words};
pub use notation::TurnDisplay;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use perft::perft;
pub use position::Position;
pub use record_file::{RecordFile, RecordFileError, TagFault};
pub use setup::{Setup, SetupError};
pub use turn::{JumpPath, MAX_PATH, Turn};
