//! The one-line position text: ZIP (the "Zertz Inline Position" of the Kartoved/zertz project)
//! plus the board, so that a position round-trips exactly.
//!
//! `<layout> <pool> <captures 1> <captures 2> <side> <board>`, e.g. the 37-ring start:
//!
//! ```text
//! oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 1 37
//! ```
//!
//! The layout lists the columns left to right, separated by `/`; each column bottom to top:
//! `o` a vacant ring, `W`/`G`/`B` a marble, a digit a run of that many missing cells (the
//! column's offset at the start, rings removed inside it); missing cells above a column's top
//! ring are left out. The first five fields are exactly ZIP; the sixth names the board (37,
//! 40, 43, 44, 48 or 61), which ZIP leaves out. Reading accepts a plain five-field ZIP too:
//! the board is then the smallest one the layout fits. The game type follows from the number
//! of marbles (24 standard, 21 blitz).

use std::fmt;
use std::str::FromStr;

use super::bitboard::Bitboard;
use super::error::PositionTextError;
use super::game_type::GameType;
use super::geometry::{Board, Cell};
use super::marble::{Marble, MarbleCounts, Player};
use super::position::Position;
use super::setup::Setup;

/// The highest axial row any board uses.
const MAX_AXIAL: u8 = 9;

impl Position {
    /// The one-line position text (ZIP plus the board).
    ///
    /// ```
    /// use zertz_engine::{Board, GameType, Position};
    /// let start = Position::new(Board::Rings37, GameType::Standard);
    /// assert_eq!(
    ///     start.to_text(),
    ///     "oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 1 37"
    /// );
    /// ```
    pub fn to_text(&self) -> String {
        self.to_string()
    }

    /// Reads a one-line position text (or a plain five-field ZIP).
    ///
    /// ```
    /// use zertz_engine::{Board, GameType, Position};
    /// let start = Position::new(Board::Rings37, GameType::Standard);
    /// assert_eq!(Position::from_text(&start.to_text()).unwrap(), start);
    /// assert!(Position::from_text("not a position").is_err());
    /// ```
    pub fn from_text(text: &str) -> Result<Position, PositionTextError> {
        text.parse()
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let columns = self.board().column_heights().len() as u8;
        for column in 0..columns {
            if column > 0 {
                f.write_str("/")?;
            }
            let mut holes = 0;
            for axial in 0..MAX_AXIAL {
                let cell = Board::from_axial(column, axial);
                if !self.rings().contains(cell) {
                    holes += 1;
                    continue;
                }
                if holes > 0 {
                    write!(f, "{holes}")?;
                    holes = 0;
                }
                match self.marble_at(cell) {
                    Some(m) => write!(f, "{}", m.letter())?,
                    None => f.write_str("o")?,
                }
            }
        }
        write!(
            f,
            " {} {} {} {} {}",
            self.pool(),
            self.captures(Player::One),
            self.captures(Player::Two),
            self.side_to_move().number(),
            self.board().rings()
        )
    }
}

fn error(why: impl Into<String>) -> PositionTextError {
    PositionTextError(why.into())
}

fn parse_counts(field: &str, what: &str) -> Result<MarbleCounts, PositionTextError> {
    let parts: Vec<&str> = field.split('/').collect();
    if parts.len() != 3 {
        return Err(error(format!(
            "{what} must be three counts white/grey/black, like 6/8/10, not {field:?}"
        )));
    }
    let mut counts = MarbleCounts::NONE;
    for (i, part) in parts.iter().enumerate() {
        counts.0[i] = part
            .parse()
            .ok()
            .filter(|&n: &u8| n <= 30)
            .ok_or_else(|| error(format!("{what}: {part:?} is not a count of marbles")))?;
    }
    Ok(counts)
}

/// A decoded layout: (column, axial row, marble) for every ring, relative to the text, and the
/// number of columns the text lists (empty ones included).
struct Shape {
    rings: Vec<(u8, u8, Option<Marble>)>,
    columns: u8,
}

fn parse_layout(layout: &str) -> Result<Shape, PositionTextError> {
    let mut shape = Shape {
        rings: Vec::new(),
        columns: 0,
    };
    for (column, text) in layout.split('/').enumerate() {
        if column >= 16 {
            return Err(error("the layout has too many columns"));
        }
        shape.columns = column as u8 + 1;
        let mut axial: u32 = 0;
        for c in text.chars() {
            let marble = match c {
                'o' | 'O' => None,
                '1'..='9' => {
                    axial += c as u32 - '0' as u32;
                    continue;
                }
                _ => Some(Marble::from_letter(c).ok_or_else(|| {
                    error(format!(
                        "unexpected {c:?} in the layout (o, W, G, B or a digit)"
                    ))
                })?),
            };
            if axial >= 16 {
                return Err(error("a column of the layout is too long"));
            }
            shape.rings.push((column as u8, axial as u8, marble));
            axial += 1;
        }
    }
    Ok(shape)
}

/// Places a decoded shape on `board`, shifted by `(dc, da)`, if every ring lands on a cell of
/// the board and the columns listed are no more than the board has.
fn anchor(shape: &Shape, board: Board, dc: u8, da: u8) -> Option<(Bitboard, [Bitboard; 3])> {
    if (shape.columns + dc) as usize > board.column_heights().len() {
        return None;
    }
    let cells = board.cells();
    let mut rings = Bitboard::EMPTY;
    let mut marbles = [Bitboard::EMPTY; 3];
    for &(column, axial, marble) in &shape.rings {
        let (column, axial) = (column + dc, axial + da);
        if column >= board.frame_columns() || axial >= MAX_AXIAL {
            return None;
        }
        let cell: Cell = Board::from_axial(column, axial);
        if !cells.contains(cell) {
            return None;
        }
        rings = rings.with(cell);
        if let Some(m) = marble {
            marbles[m.index()] = marbles[m.index()].with(cell);
        }
    }
    Some((rings, marbles))
}

impl FromStr for Position {
    type Err = PositionTextError;

    fn from_str(text: &str) -> Result<Position, PositionTextError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 5 && fields.len() != 6 {
            return Err(error(
                "expected <layout> <pool> <captures 1> <captures 2> <side> [<board>]",
            ));
        }
        let shape = parse_layout(fields[0])?;
        let pool = parse_counts(fields[1], "the pool")?;
        let captures = [
            parse_counts(fields[2], "player 1's captures")?,
            parse_counts(fields[3], "player 2's captures")?,
        ];
        let side = match fields[4] {
            "1" => Player::One,
            "2" => Player::Two,
            other => return Err(error(format!("side to move must be 1 or 2, not {other:?}"))),
        };
        let on_board = shape.rings.iter().filter(|s| s.2.is_some()).count() as u32;
        let total = pool.total() + captures[0].total() + captures[1].total() + on_board;
        let game_type = GameType::ALL
            .into_iter()
            .find(|g| g.marbles() == total)
            .ok_or_else(|| {
                error(format!(
                    "{total} marbles in all: a standard game has 24, a blitz game 21"
                ))
            })?;
        let (board, rings, marbles) = if let Some(field) = fields.get(5) {
            let board = field
                .parse::<u8>()
                .ok()
                .and_then(Board::from_rings)
                .ok_or_else(|| {
                    error(format!("{field:?} is not a board (37, 40, 43, 44, 48, 61)"))
                })?;
            let (rings, marbles) = anchor(&shape, board, 0, 0)
                .ok_or_else(|| error(format!("the layout does not fit the {board}-ring board")))?;
            (board, rings, marbles)
        } else {
            Board::ALL
                .into_iter()
                .filter(|b| game_type == GameType::Standard || *b == Board::Rings37)
                .find_map(|board| {
                    (0..4u8).find_map(|dc| {
                        (0..MAX_AXIAL).find_map(|da| {
                            anchor(&shape, board, dc, da).map(|(r, m)| (board, r, m))
                        })
                    })
                })
                .ok_or_else(|| error("the layout fits none of the boards"))?
        };
        Setup::new(board, game_type).map_err(|e| error(e.to_string()))?;
        Position::from_parts(board, game_type, rings, marbles, pool, captures, side).map_err(error)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
