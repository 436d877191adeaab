//! Sets of cells as bits of one `u128` frame shared by every board.
//!
//! A cell's bit is its frame index (see [`crate::Cell`]). The frame has a padding
//! column on the left and padding rows in every column, so a one-step shift never wraps a
//! board cell onto another board cell: every neighbour of a board cell is either a board
//! cell or a padding bit.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use super::geometry::{Cell, Direction};

/// How many frame places back from a cell [`Bitboard::neighbour_pattern`]'s window starts:
/// direction 0's step, the most negative.
pub(crate) const WINDOW_BACK: u32 = -(Direction::ALL[0].step() as i32) as u32;

/// Where each direction's neighbour lies in that window.
const NEIGHBOUR_BITS: [u32; 6] = {
    let mut bits = [0; 6];
    let mut d = 0;
    while d < 6 {
        bits[d] = (Direction::ALL[d].step() as i32 + WINDOW_BACK as i32) as u32;
        assert!(bits[d] < 32, "the window is one 32-bit word");
        d += 1;
    }
    bits
};

/// A set of cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set holding just `cell`.
    #[inline]
    pub const fn from_cell(cell: Cell) -> Bitboard {
        Bitboard(1u128 << cell.index())
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds `cell`.
    #[inline]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 >> cell.index() & 1 != 0
    }

    /// The number of cells in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set holds exactly one cell (no count needed).
    ///
    /// ```
    /// use zertz_engine::{Bitboard, Board};
    /// let cells = Board::Rings37.cells();
    /// let one = Bitboard::from_cell(cells.first().unwrap());
    /// assert!(one.is_single());
    /// assert!(!Bitboard::EMPTY.is_single() && !cells.is_single());
    /// ```
    #[inline]
    pub const fn is_single(self) -> bool {
        self.0 != 0 && self.0 & (self.0 - 1) == 0
    }

    /// The set with `cell` added.
    #[inline]
    pub const fn with(self, cell: Cell) -> Bitboard {
        Bitboard(self.0 | 1u128 << cell.index())
    }

    /// The set with `cell` taken out.
    #[inline]
    pub const fn without(self, cell: Cell) -> Bitboard {
        Bitboard(self.0 & !(1u128 << cell.index()))
    }

    /// The lowest cell of the set, if any.
    #[inline]
    pub const fn first(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Some(Cell::from_index(self.0.trailing_zeros() as u8))
        }
    }

    /// The cells whose neighbour in direction `dir` is in this set.
    ///
    /// Bit `x` of the result is bit `x + step(dir)` of `self`.
    #[inline]
    pub const fn toward(self, dir: Direction) -> Bitboard {
        let step = dir.step();
        if step > 0 {
            Bitboard(self.0 >> step)
        } else {
            Bitboard(self.0 << -step)
        }
    }

    /// Which of `cell`'s six neighbours lie in this set: bit `d` for direction `d` (the
    /// order of [`Direction::ALL`]). One shift of the frame brings them all into one word.
    #[inline]
    pub const fn neighbour_pattern(self, cell: Cell) -> u8 {
        // The window's bit 0 is the cell direction 0's step away (the furthest back).
        let window = self.window(cell, WINDOW_BACK) as u32;
        let mut pattern = 0;
        let mut d = 0;
        while d < 6 {
            pattern |= (window >> NEIGHBOUR_BITS[d] & 1) << d;
            d += 1;
        }
        pattern as u8
    }

    /// The 64 bits of the frame from `back` places before `cell` on (bit 0 is `back` places
    /// before it; places before the frame's start read as empty): a cell's surroundings in
    /// one word.
    #[inline]
    pub(crate) const fn window(self, cell: Cell, back: u32) -> u64 {
        let index = cell.index() as u32;
        if index >= back {
            (self.0 >> (index - back)) as u64
        } else {
            (self.0 << (back - index)) as u64
        }
    }

    /// The set whose [`Bitboard::window`] at `cell` and `back` is `window` (and empty
    /// elsewhere).
    #[inline]
    pub(crate) const fn from_window(window: u64, cell: Cell, back: u32) -> Bitboard {
        let index = cell.index() as u32;
        let bits = window as u128;
        Bitboard(if index >= back {
            bits << (index - back)
        } else {
            bits >> (back - index)
        })
    }

    /// The cells with at least one neighbour in this set (in any of the six directions).
    #[inline]
    pub const fn neighbours(self) -> Bitboard {
        let b = self.0;
        Bitboard(b >> 12 | b >> 11 | b >> 1 | b << 1 | b << 11 | b << 12)
    }

    /// The group of `within` connected to the cells of `seed` (flood fill), `seed` included
    /// where it lies in `within`.
    ///
    /// ```
    /// use zertz_engine::{Bitboard, Board};
    /// let board = Board::Rings37;
    /// let (a1, d4) = (board.parse_cell("a1").unwrap(), board.parse_cell("d4").unwrap());
    /// // Every ring is reached from a1 on the whole board; none beyond the rings it may cross.
    /// assert_eq!(Bitboard::flood(Bitboard::from_cell(a1), board.cells()), board.cells());
    /// let alone = Bitboard::flood(Bitboard::from_cell(d4), Bitboard::from_cell(d4));
    /// assert_eq!(alone.count(), 1);
    /// ```
    #[inline]
    pub fn flood(seed: Bitboard, within: Bitboard) -> Bitboard {
        let mut group = Bitboard(seed.0 & within.0);
        loop {
            let grown = Bitboard((group.0 | group.neighbours().0) & within.0);
            if grown == group {
                return group;
            }
            group = grown;
        }
    }
}

impl Iterator for Bitboard {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        let cell = self.first()?;
        self.0 &= self.0 - 1;
        Some(cell)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

impl std::fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.map(|c| c.index())).finish()
    }
}

macro_rules! bit_op {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $atr for Bitboard {
            #[inline]
            fn $af(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}
