//! Board geometry: the six boards, their cells and cell names, the six directions.
//!
//! RULES.md §2 names a cell by its column letter and row number and places it at a doubled
//! height `y = 2·(row − 1) + f[column]`. Inside the engine a cell is an index into one `u128`
//! frame: column `c` (plus one padding column) times a stride of 11, plus the cell's axial row
//! `(y + c − k) / 2` (plus one padding row), where `k` makes the lowest cell of the board's
//! family row 0. In that frame every direction is a constant index step, so whole sets of
//! cells move with one shift (see [`Bitboard::toward`]).

use std::fmt;

use super::bitboard::Bitboard;

/// The distance in the frame between two neighbouring columns.
const STRIDE: i8 = 11;

/// A ring position on a board, as an index into the engine's cell frame.
///
/// A `Cell` is only meaningful together with its [`Board`], which names it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(u8);

impl Cell {
    /// The cell at frame index `index` (below 128).
    #[inline]
    pub const fn from_index(index: u8) -> Cell {
        Cell(index & 127)
    }

    /// The cell's frame index.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The frame cell one step away in `dir` (which may lie outside the board).
    #[inline]
    pub const fn step(self, dir: Direction) -> Cell {
        Cell::from_index((self.0 as i16 + dir.step() as i16) as u8)
    }

    /// The cell halfway between `self` and `other`, two steps apart in a straight line.
    #[inline]
    pub const fn midpoint(self, other: Cell) -> Cell {
        Cell((self.0 + other.0) / 2)
    }
}

/// One of the six directions of RULES.md §2; consecutive directions are adjacent,
/// opposite directions differ by three.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Direction(u8);

impl Direction {
    /// All six directions, in the order of RULES.md §2.
    pub const ALL: [Direction; 6] = [
        Direction(0),
        Direction(1),
        Direction(2),
        Direction(3),
        Direction(4),
        Direction(5),
    ];

    /// The direction's number, 0 to 5.
    #[inline]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The next direction round the cell (d + 1).
    #[inline]
    pub const fn next(self) -> Direction {
        Direction((self.0 + 1) % 6)
    }

    /// The frame index step of this direction.
    #[inline]
    pub const fn step(self) -> i8 {
        // (Δc, Δy) = (−1,−1), (−1,+1), (0,+2), (+1,+1), (+1,−1), (0,−2)
        match self.0 {
            0 => -STRIDE - 1,
            1 => -STRIDE,
            2 => 1,
            3 => STRIDE + 1,
            4 => STRIDE,
            _ => -1,
        }
    }
}

/// One of the six boards of RULES.md §2, named by its number of rings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub enum Board {
    /// The basic hexagon of 37 rings.
    Rings37,
    /// 37 rings plus a row of three along one side.
    Rings40,
    /// 37 rings plus rows of three on two sides with one side between them.
    Rings43,
    /// 37 rings plus rows of three on two neighbouring sides and the corner between.
    Rings44,
    /// The tournament board of 48 rings.
    Rings48,
    /// The regular hexagon of side five, 61 rings.
    Rings61,
}

/// Rows per column of each board (every column starts at row 1).
const COLUMNS_37: &[u8] = &[4, 5, 6, 7, 6, 5, 4];
const COLUMNS_40: &[u8] = &[4, 5, 6, 7, 6, 5, 4, 3];
const COLUMNS_43: &[u8] = &[5, 6, 7, 7, 6, 5, 4, 3];
const COLUMNS_44: &[u8] = &[4, 5, 6, 7, 7, 6, 5, 4];
const COLUMNS_48: &[u8] = &[5, 6, 7, 8, 7, 6, 5, 4];
const COLUMNS_61: &[u8] = &[5, 6, 7, 8, 9, 8, 7, 6, 5];

/// Column offsets `f` of the 48-ring board, used by all boards up to 48 rings.
const OFFSETS_48: &[u8] = &[3, 2, 1, 0, 1, 2, 3, 4];
/// Column offsets `f` of the 61-ring board.
const OFFSETS_61: &[u8] = &[4, 3, 2, 1, 0, 1, 2, 3, 4];

impl Board {
    /// All boards, smallest first.
    pub const ALL: [Board; 6] = [
        Board::Rings37,
        Board::Rings40,
        Board::Rings43,
        Board::Rings44,
        Board::Rings48,
        Board::Rings61,
    ];

    /// The number of rings at the start.
    pub const fn rings(self) -> u8 {
        match self {
            Board::Rings37 => 37,
            Board::Rings40 => 40,
            Board::Rings43 => 43,
            Board::Rings44 => 44,
            Board::Rings48 => 48,
            Board::Rings61 => 61,
        }
    }

    /// The board with `rings` rings, if there is one.
    ///
    /// ```
    /// use zertz_engine::Board;
    /// assert_eq!(Board::from_rings(48), Some(Board::Rings48));
    /// assert_eq!(Board::from_rings(39), None);
    /// ```
    pub const fn from_rings(rings: u8) -> Option<Board> {
        Some(match rings {
            37 => Board::Rings37,
            40 => Board::Rings40,
            43 => Board::Rings43,
            44 => Board::Rings44,
            48 => Board::Rings48,
            61 => Board::Rings61,
            _ => return None,
        })
    }

    /// Rows in each column, left to right.
    pub const fn column_heights(self) -> &'static [u8] {
        match self {
            Board::Rings37 => COLUMNS_37,
            Board::Rings40 => COLUMNS_40,
            Board::Rings43 => COLUMNS_43,
            Board::Rings44 => COLUMNS_44,
            Board::Rings48 => COLUMNS_48,
            Board::Rings61 => COLUMNS_61,
        }
    }

    /// The column offsets `f` of RULES.md §2 for this board.
    const fn offsets(self) -> &'static [u8] {
        match self {
            Board::Rings61 => OFFSETS_61,
            _ => OFFSETS_48,
        }
    }

    /// `y + c` of the family's lowest cell, which becomes axial row 0.
    const fn base(self) -> u8 {
        match self {
            Board::Rings61 => 4,
            _ => 3,
        }
    }

    /// The number of columns of the board's family frame (8 up to 48 rings, 9 for 61).
    pub const fn frame_columns(self) -> u8 {
        self.offsets().len() as u8
    }

    /// The cell at `column` (0 = A) and `row` (from 1), if it is part of this board.
    pub const fn cell(self, column: u8, row: u8) -> Option<Cell> {
        let heights = self.column_heights();
        if (column as usize) >= heights.len() || row == 0 || row > heights[column as usize] {
            return None;
        }
        Some(self.frame_cell(column, row))
    }

    /// The frame cell at `column`, `row` of this board's family, whether or not it is on the
    /// board (`column` below the family's column count, `row` from 1 to 9).
    const fn frame_cell(self, column: u8, row: u8) -> Cell {
        let y = 2 * (row - 1) + self.offsets()[column as usize];
        let axial = (y + column - self.base()) / 2;
        Cell(((column + 1) as i8 * STRIDE) as u8 + axial + 1)
    }

    /// The column (0 = A) and row (from 1) of a frame cell in this board's family, if the
    /// frame index names a cell of the family's lattice.
    pub const fn column_row(self, cell: Cell) -> Option<(u8, u8)> {
        let index = cell.index();
        let column = index / STRIDE as u8;
        let axial = index % STRIDE as u8;
        if column == 0 || axial == 0 || column > self.frame_columns() {
            return None;
        }
        let (column, axial) = (column - 1, axial - 1);
        let f = self.offsets()[column as usize];
        let y = 2 * axial as i16 + self.base() as i16 - column as i16;
        if y < f as i16 || (y - f as i16) % 2 != 0 {
            return None;
        }
        let row = ((y - f as i16) / 2 + 1) as u8;
        if row > 9 {
            return None;
        }
        Some((column, row))
    }

    /// The frame cell at `column` and axial row `axial` (no check against the board).
    pub(crate) const fn from_axial(column: u8, axial: u8) -> Cell {
        Cell::from_index((column + 1) * STRIDE as u8 + axial + 1)
    }

    /// Every cell of the board at the start, as a set.
    ///
    /// ```
    /// use zertz_engine::Board;
    /// assert_eq!(Board::Rings37.cells().count(), 37);
    /// assert_eq!(Board::Rings61.cells().count(), 61);
    /// ```
    pub const fn cells(self) -> Bitboard {
        let heights = self.column_heights();
        let mut bits = 0u128;
        let mut column = 0;
        while column < heights.len() {
            let mut row = 1;
            while row <= heights[column] {
                bits |= 1u128 << self.frame_cell(column as u8, row).index();
                row += 1;
            }
            column += 1;
        }
        Bitboard(bits)
    }

    /// Whether `cell` is one of the board's cells at the start.
    pub const fn has(self, cell: Cell) -> bool {
        self.cells().contains(cell)
    }

    /// The name of `cell`, e.g. `d4` (lowercase, as in the notation).
    pub const fn name(self, cell: Cell) -> CellName {
        match self.column_row(cell) {
            Some((column, row)) => CellName { column, row },
            None => CellName {
                column: 255,
                row: cell.index(),
            },
        }
    }

    /// Reads a cell name (`d4`, `D4`) of this board.
    ///
    /// ```
    /// use zertz_engine::Board;
    /// let d4 = Board::Rings37.parse_cell("d4").unwrap();
    /// assert_eq!(Board::Rings37.name(d4).to_string(), "d4");
    /// assert_eq!(Board::Rings37.parse_cell("d8"), None); // off the board
    /// ```
    pub fn parse_cell(self, text: &str) -> Option<Cell> {
        let bytes = text.as_bytes();
        if bytes.len() < 2 || !bytes[0].is_ascii_alphabetic() {
            return None;
        }
        let column = bytes[0].to_ascii_lowercase().checked_sub(b'a')?;
        let row: u8 = text[1..].parse().ok()?;
        if !text[1..].bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        self.cell(column, row)
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.rings())
    }
}

impl From<Board> for u8 {
    fn from(board: Board) -> u8 {
        board.rings()
    }
}

impl TryFrom<u8> for Board {
    type Error = String;

    fn try_from(rings: u8) -> Result<Board, String> {
        Board::from_rings(rings)
            .ok_or_else(|| format!("there is no {rings}-ring board (37, 40, 43, 44, 48 or 61)"))
    }
}

/// A cell's printable name: lowercase column letter and row number.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CellName {
    column: u8,
    row: u8,
}

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.column == 255 {
            write!(f, "#{}", self.row)
        } else {
            write!(f, "{}{}", (b'a' + self.column) as char, self.row)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_board_has_its_ring_count_and_names_round_trip() {
        for board in Board::ALL {
            let cells = board.cells();
            assert_eq!(cells.count(), board.rings() as u32, "{board}");
            for cell in cells {
                let name = board.name(cell).to_string();
                assert_eq!(board.parse_cell(&name), Some(cell), "{board} {name}");
            }
        }
    }

    #[test]
    fn neighbours_match_the_rules_examples() {
        let b = Board::Rings37;
        let d4 = b.parse_cell("d4").unwrap();
        let names: Vec<String> = Direction::ALL
            .iter()
            .map(|&d| b.name(d4.step(d)).to_string())
            .collect();
        assert_eq!(names, ["c3", "c4", "d5", "e4", "e3", "d3"]);
        let b2 = b.parse_cell("b2").unwrap();
        let names: Vec<String> = Direction::ALL
            .iter()
            .map(|&d| b.name(b2.step(d)).to_string())
            .collect();
        assert_eq!(names, ["a1", "a2", "b3", "c3", "c2", "b1"]);
    }

    #[test]
    fn no_board_cell_has_a_neighbour_outside_the_frame() {
        for board in Board::ALL {
            for cell in board.cells() {
                for d in Direction::ALL {
                    let n = cell.index() as i16 + d.step() as i16;
                    assert!((0..128).contains(&n));
                }
            }
        }
    }
}
