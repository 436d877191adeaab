//! A game: the start, the turns played, the positions reached, and the result once it ends —
//! including what needs history (threefold repetition, two passes in succession).

use std::fmt;

use super::error::TurnError;
use super::game_type::GameType;
use super::geometry::Board;
use super::outcome::{DrawReason, Outcome};
use super::position::Position;
use super::turn::Turn;

/// A game from its start position, with every turn played.
///
/// ```
/// use zertz_engine::{Board, Game, GameType};
/// let mut game = Game::new(Board::Rings37, GameType::Standard);
/// game.play_text("Wd4-a1").unwrap();
/// assert!(game.play_text("Wd4-a2").is_err()); // d4 is occupied now
/// assert_eq!(game.turns().len(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    /// Every position of the game, the start first; the last is the current one.
    positions: Vec<Position>,
    turns: Vec<Turn>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game from the start position.
    pub fn new(board: Board, game_type: GameType) -> Game {
        Game::from_position(Position::new(board, game_type))
    }

    /// A game starting from any position (an analysis, an imported record).
    pub fn from_position(start: Position) -> Game {
        Game {
            positions: vec![start],
            turns: Vec::new(),
            outcome: start.outcome(),
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// Every position reached, the start first.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The turns played so far.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The result, once the game has ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The legal turns now: none once the game has ended, `pass` alone when the player to
    /// move has no other turn.
    pub fn legal_turns(&self) -> Vec<Turn> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            self.position().legal_turns()
        }
    }

    /// Plays `turn` if it is legal, or says why not and changes nothing.
    pub fn play(&mut self, turn: Turn) -> Result<(), TurnError> {
        if let Some(outcome) = self.outcome {
            return Err(TurnError::GameOver { outcome });
        }
        let next = self.position().play(turn)?;
        self.push(turn, next);
        Ok(())
    }

    /// Reads a turn in the forgiving notation and plays it; returns the turn played.
    ///
    /// ```
    /// use zertz_engine::{Board, Game, GameType};
    /// let mut game = Game::new(Board::Rings37, GameType::Standard);
    /// game.play_text("wd4-a1").unwrap(); // any case
    /// assert!(game.play_text("Wd4-b1").is_err()); // d4 is taken: nothing changes
    /// assert_eq!(game.turns().len(), 1);
    /// ```
    pub fn play_text(&mut self, token: &str) -> Result<Turn, TurnError> {
        if let Some(outcome) = self.outcome {
            return Err(TurnError::GameOver { outcome });
        }
        let turn = self.position().parse_turn(token)?;
        let mut next = *self.position();
        next.play_unchecked(turn);
        self.push(turn, next);
        Ok(turn)
    }

    /// Plays whitespace-separated turns in order; stops at the first illegal one and returns
    /// it with the reason (the turns before it stay played).
    pub fn play_sequence(&mut self, turns: &str) -> Result<(), SequenceError> {
        for (index, token) in turns.split_whitespace().enumerate() {
            self.play_text(token).map_err(|error| SequenceError {
                number: index + 1,
                token: token.to_string(),
                error,
            })?;
        }
        Ok(())
    }

    /// Takes back the last turn, if any.
    ///
    /// ```
    /// use zertz_engine::{Board, Game, GameType};
    /// let mut game = Game::new(Board::Rings37, GameType::Standard);
    /// game.play_sequence("Wd4-a1 Gd5-g4").unwrap();
    /// let taken_back = game.undo().unwrap();
    /// assert_eq!(game.positions()[1].format_turn(taken_back), "Gd5-g4");
    /// assert_eq!(game.turns().len(), 1);
    /// ```
    pub fn undo(&mut self) -> Option<Turn> {
        let turn = self.turns.pop()?;
        self.positions.pop();
        self.outcome = self.position().outcome();
        Some(turn)
    }

    fn push(&mut self, turn: Turn, next: Position) {
        let passed_twice =
            turn == Turn::Pass && self.turns.last().is_some_and(|&last| last == Turn::Pass);
        self.turns.push(turn);
        self.positions.push(next);
        let repeats = self
            .positions
            .iter()
            .filter(|p| p.hash() == next.hash() && **p == next)
            .count();
        self.outcome = next.outcome().or(if repeats >= 3 {
            Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            })
        } else if passed_twice {
            Some(Outcome::Draw {
                reason: DrawReason::DoublePass,
            })
        } else {
            None
        });
    }

    /// The game record: game type, board, start (when not the usual one) and turns.
    ///
    /// ```
    /// use zertz_engine::{Board, Game, GameType};
    /// let mut game = Game::new(Board::Rings48, GameType::Standard);
    /// game.play_sequence("Bf3-e1").unwrap();
    /// let record = game.record();
    /// assert_eq!(record.turns, ["Bf3-e1"]);
    /// assert_eq!(Game::from_record(&record).unwrap().position(), game.position());
    /// ```
    pub fn record(&self) -> GameRecord {
        let start = *self.start();
        let usual = Position::new(start.board(), start.game_type());
        GameRecord {
            game_type: start.game_type(),
            board: start.board(),
            start: (start != usual).then(|| start.to_text()),
            turns: self
                .turns
                .iter()
                .zip(&self.positions)
                .map(|(&t, p)| p.format_turn(t))
                .collect(),
        }
    }

    /// Replays a game record, checking every turn.
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        let start = match &record.start {
            Some(text) => Position::from_text(text).map_err(|e| RecordError::Start(e.0))?,
            None => Position::new(record.board, record.game_type),
        };
        if start.board() != record.board || start.game_type() != record.game_type {
            return Err(RecordError::Start(
                "the start position does not match the record's board and game type".into(),
            ));
        }
        let mut game = Game::from_position(start);
        game.play_sequence(&record.turns.join(" "))
            .map_err(RecordError::Turn)?;
        Ok(game)
    }
}

/// A game as stored and exchanged: enough to replay it exactly.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameRecord {
    /// Standard or blitz.
    pub game_type: GameType,
    /// The board the game is played on.
    pub board: Board,
    /// The start position text, when the game did not start from the usual start.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub start: Option<String>,
    /// The turns in canonical notation.
    pub turns: Vec<String>,
}

impl fmt::Display for GameRecord {
    /// `standard 37 Wd4-a1 e5xc5 …` (the start position, if unusual, is not included).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.game_type, self.board)?;
        for turn in &self.turns {
            write!(f, " {turn}")?;
        }
        Ok(())
    }
}

/// A turn of a sequence that could not be played.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("turn {number} ({token}): {error}")]
pub struct SequenceError {
    /// Its place in the sequence, from 1.
    pub number: usize,
    /// The text of the turn.
    pub token: String,
    /// Why it is not legal.
    pub error: TurnError,
}

/// Why a game record could not be replayed.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RecordError {
    /// The start position is not valid.
    #[error("bad start position: {0}")]
    Start(String),
    /// A turn is not legal.
    #[error("{0}")]
    Turn(SequenceError),
}
