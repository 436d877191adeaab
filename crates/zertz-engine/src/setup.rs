//! A board and a game type that belong together (RULES.md §1: standard on any board, blitz on
//! 37 rings only). Everything that starts a game from a player's choice checks it here.

use std::fmt;

use thiserror::Error;

use super::game_type::GameType;
use super::geometry::Board;
use super::position::Position;

/// A board and game type the rules allow together.
///
/// ```
/// use zertz_engine::{Board, GameType, Setup};
///
/// let tournament = Setup::new(Board::Rings48, GameType::Standard)?;
/// assert_eq!(tournament.board(), Board::Rings48);
/// assert!(Setup::new(Board::Rings61, GameType::Blitz).is_err());
/// # Ok::<(), zertz_engine::SetupError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    board: Board,
    game_type: GameType,
}

/// A board and game type the rules do not allow together.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum SetupError {
    /// Blitz on a board other than 37 rings.
    #[error("blitz is played on 37 rings, not on {0}")]
    BlitzBoard(Board),
}

impl Setup {
    /// The usual game: standard on 37 rings.
    pub const STANDARD: Setup = Setup {
        board: Board::Rings37,
        game_type: GameType::Standard,
    };

    /// `board` with `game_type`, if the rules allow them together.
    pub const fn new(board: Board, game_type: GameType) -> Result<Setup, SetupError> {
        match (game_type, board) {
            (GameType::Blitz, Board::Rings37) | (GameType::Standard, _) => {
                Ok(Setup { board, game_type })
            }
            (GameType::Blitz, other) => Err(SetupError::BlitzBoard(other)),
        }
    }

    /// The game type on the board a player named, or on its own board when they named none
    /// (blitz: 37 rings; standard: 37 rings).
    pub fn chosen(board: Option<Board>, game_type: GameType) -> Result<Setup, SetupError> {
        Setup::new(board.unwrap_or(Board::Rings37), game_type)
    }

    /// The board to play on.
    pub const fn board(self) -> Board {
        self.board
    }

    /// The game type.
    pub const fn game_type(self) -> GameType {
        self.game_type
    }

    /// The position at the start of the game.
    pub fn position(self) -> Position {
        Position::new(self.board, self.game_type)
    }
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::STANDARD
    }
}

impl fmt::Display for Setup {
    /// `standard on 48 rings`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} on {} rings", self.game_type, self.board)
    }
}
