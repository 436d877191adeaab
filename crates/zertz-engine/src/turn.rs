//! Turns: a placement (with or without a ring removal), a capture sequence, or a pass.

use std::hash::{Hash, Hasher};

use super::geometry::Cell;
use super::marble::Marble;

/// The most cells a jump path can hold: a marble jumps at most once over each other marble.
pub const MAX_PATH: usize = 26;

/// The cells a jumping marble visits: where it starts, then every landing cell.
#[derive(Clone, Copy, Debug)]
pub struct JumpPath {
    len: u8,
    cells: [Cell; MAX_PATH],
}

impl JumpPath {
    /// A path standing at `from`, with no jump yet.
    #[inline]
    pub const fn start(from: Cell) -> JumpPath {
        let mut cells = [Cell::from_index(0); MAX_PATH];
        cells[0] = from;
        JumpPath { len: 1, cells }
    }

    /// The path through `cells` in order (at most [`MAX_PATH`] are kept).
    pub fn from_cells(cells: &[Cell]) -> JumpPath {
        let mut path = JumpPath::start(cells.first().copied().unwrap_or(Cell::from_index(0)));
        for &cell in cells.iter().skip(1) {
            path.push(cell);
        }
        path
    }

    /// Adds a landing cell (ignored past [`MAX_PATH`] cells).
    #[inline]
    pub fn push(&mut self, cell: Cell) {
        if (self.len as usize) < MAX_PATH {
            self.cells[self.len as usize] = cell;
            self.len += 1;
        }
    }

    /// Takes the last landing cell back off.
    #[inline]
    pub fn pop(&mut self) {
        if self.len > 1 {
            self.len -= 1;
        }
    }

    /// The cells: the start, then each landing cell.
    #[inline]
    pub fn cells(&self) -> &[Cell] {
        &self.cells[..self.len as usize]
    }

    /// Where the jumping marble starts.
    #[inline]
    pub fn from(&self) -> Cell {
        self.cells[0]
    }

    /// Where the jumping marble ends.
    #[inline]
    pub fn to(&self) -> Cell {
        self.cells[self.len as usize - 1]
    }

    /// The number of jumps (= marbles captured).
    #[inline]
    pub fn jumps(&self) -> usize {
        self.len as usize - 1
    }

    /// Each jump as (from, over, to).
    ///
    /// ```
    /// use zertz_engine::{Board, JumpPath};
    /// let board = Board::Rings37;
    /// let cell = |name| board.parse_cell(name).unwrap();
    /// let path = JumpPath::from_cells(&[cell("a1"), cell("c2"), cell("e3")]);
    /// assert_eq!(path.jumps(), 2);
    /// let jumped: Vec<_> = path.hops().map(|(_, over, _)| board.name(over).to_string()).collect();
    /// assert_eq!(jumped, ["b1", "d3"]);
    /// ```
    pub fn hops(&self) -> impl Iterator<Item = (Cell, Cell, Cell)> + '_ {
        self.cells()
            .windows(2)
            .map(|w| (w[0], w[0].midpoint(w[1]), w[1]))
    }
}

impl PartialEq for JumpPath {
    fn eq(&self, other: &JumpPath) -> bool {
        self.cells() == other.cells()
    }
}

impl Eq for JumpPath {}

impl Hash for JumpPath {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.cells().hash(state);
    }
}

/// One whole turn of a player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Turn {
    /// A marble from the pool (or the mover's captures once the pool is empty) put on a vacant
    /// ring, then a free ring removed if one exists.
    Place {
        /// The colour placed.
        marble: Marble,
        /// The vacant ring it goes on.
        at: Cell,
        /// The free ring removed afterwards, if any ring was free.
        remove: Option<Cell>,
    },
    /// A complete, maximal sequence of jumps by one marble.
    Capture(JumpPath),
    /// No legal turn: the player passes.
    Pass,
}

impl Turn {
    /// Whether the turn is a capture.
    pub const fn is_capture(&self) -> bool {
        matches!(self, Turn::Capture(_))
    }
}
