//! Where things go on the picture: the board's cells, their coordinate labels, and the panel
//! of pool and captures below the board.
//!
//! The picture is [`IMAGE_SIZE`] pixels square. The board fills the area above the panel,
//! as large as its shape allows: a cell at column `c` and doubled height `y` (RULES.md §2)
//! sits `c·√3/2` cell spacings to the right and `y/2` spacings up. Cell centres are whole
//! pixels, so the sprites made once per board land on them without resampling.

use std::sync::OnceLock;

use crate::engine::{Board, Cell};

/// The width and height of every picture, in pixels.
pub const IMAGE_SIZE: u32 = 800;

/// The area the board and its labels fit in: left, top, right, bottom.
const BOARD_AREA: (f32, f32, f32, f32) = (10.0, 8.0, 790.0, 628.0);

/// The top of the panel with the pool and the players' captures.
pub(crate) const PANEL_TOP: i32 = 636;

/// A ring's outer radius, in cell spacings.
pub(crate) const RING_OUTER: f32 = 0.455;
/// A ring's inner radius (the hole), in cell spacings.
pub(crate) const RING_INNER: f32 = 0.255;
/// A marble's radius, in cell spacings.
pub(crate) const MARBLE_RADIUS: f32 = 0.35;

/// Half the extent of a label, in cell spacings, when fitting the board into its area.
const LABEL_HALF: f32 = 0.3;

/// How far below its column's lowest cell a column letter sits, in doubled heights.
const LETTER_DROP: f32 = 1.4;

/// A coordinate label on the board's edge: its text and the pixel its centre sits on.
#[derive(Clone, Debug)]
pub(crate) struct Label {
    /// A column letter (`a`) or a row number (`4`).
    pub text: String,
    /// The centre of the text.
    pub x: f32,
    /// The centre of the text.
    pub y: f32,
}

/// The geometry of one board's picture.
#[derive(Debug)]
pub(crate) struct Layout {
    /// The distance between neighbouring cell centres, in pixels.
    pub spacing: f32,
    /// Each frame cell's centre pixel, by cell index (cells off the frame: `None`).
    centres: Vec<Option<(i32, i32)>>,
    /// The coordinate labels along the edges.
    pub labels: Vec<Label>,
}

/// The column offset `f[c]` of RULES.md §2, extended past the frame's columns on both sides
/// (a label sits where the next cell of its row would be).
fn offset(board: Board, column: i32) -> i32 {
    let centre = if board == Board::Rings61 { 4 } else { 3 };
    (column - centre).abs()
}

/// A cell's position in cell spacings: right, and down (higher rows have smaller values).
fn unit_position(column: i32, doubled: f32) -> (f32, f32) {
    (column as f32 * 3f32.sqrt() / 2.0, -doubled / 2.0)
}

impl Layout {
    /// The layout of `board`, computed once.
    pub fn of(board: Board) -> &'static Layout {
        static LAYOUTS: [OnceLock<Layout>; 6] = [const { OnceLock::new() }; 6];
        LAYOUTS[board_index(board)].get_or_init(|| Layout::compute(board))
    }

    fn compute(board: Board) -> Layout {
        let heights = board.column_heights();
        // Everything to place, in cell spacings: (x, y, half extent, what).
        enum Item {
            Cell(Cell),
            Label(String),
        }
        let mut items: Vec<(f32, f32, f32, Item)> = Vec::new();
        let mut row_span: Vec<(i32, i32)> = vec![(i32::MAX, i32::MIN); 10];
        for (column, &rows) in heights.iter().enumerate() {
            let column = column as i32;
            for row in 1..=rows {
                let Some(cell) = board.cell(column as u8, row) else {
                    continue;
                };
                let doubled = 2 * (row as i32 - 1) + offset(board, column);
                let (x, y) = unit_position(column, doubled as f32);
                items.push((x, y, 0.5, Item::Cell(cell)));
                let span = &mut row_span[row as usize];
                span.0 = span.0.min(column);
                span.1 = span.1.max(column);
            }
            // The column letter, below the column's lowest cell.
            let doubled = offset(board, column) as f32 - LETTER_DROP;
            let (x, y) = unit_position(column, doubled);
            let letter = (b'a' + column as u8) as char;
            items.push((x, y, LABEL_HALF, Item::Label(letter.to_string())));
        }
        // Row numbers on both sides, where the row's next cell would be.
        for (row, &(first, last)) in row_span.iter().enumerate() {
            if first > last {
                continue;
            }
            for column in [first - 1, last + 1] {
                let doubled = 2 * (row as i32 - 1) + offset(board, column);
                let (x, y) = unit_position(column, doubled as f32);
                items.push((x, y, LABEL_HALF, Item::Label(row.to_string())));
            }
        }
        let (mut left, mut top, mut right, mut bottom) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for &(x, y, half, _) in &items {
            left = left.min(x - half);
            right = right.max(x + half);
            top = top.min(y - half);
            bottom = bottom.max(y + half);
        }
        let (area_left, area_top, area_right, area_bottom) = BOARD_AREA;
        let spacing = ((area_right - area_left) / (right - left))
            .min((area_bottom - area_top) / (bottom - top))
            .floor();
        let origin_x = (area_left + area_right) / 2.0 - spacing * (left + right) / 2.0;
        let origin_y = (area_top + area_bottom) / 2.0 - spacing * (top + bottom) / 2.0;
        let mut centres = vec![None; 128];
        let mut labels = Vec::new();
        for (x, y, _, item) in items {
            let px = origin_x + x * spacing;
            let py = origin_y + y * spacing;
            match item {
                Item::Cell(cell) => {
                    centres[cell.index() as usize] = Some((px.floor() as i32, py.floor() as i32));
                }
                Item::Label(text) => labels.push(Label { text, x: px, y: py }),
            }
        }
        // Frame cells that are not on this board (needed for marks of turns that refer to
        // them, which a consistent game never has): where they would be.
        for index in 0..128u8 {
            let cell = Cell::from_index(index);
            if centres[index as usize].is_some() {
                continue;
            }
            if let Some((column, row)) = board.column_row(cell) {
                let doubled = 2 * (row as i32 - 1) + offset(board, column as i32);
                let (x, y) = unit_position(column as i32, doubled as f32);
                let px = origin_x + x * spacing;
                let py = origin_y + y * spacing;
                centres[index as usize] = Some((px.floor() as i32, py.floor() as i32));
            }
        }
        Layout {
            spacing,
            centres,
            labels,
        }
    }

    /// The pixel at the centre of `cell`, if the cell is on the board's frame.
    pub fn centre(&self, cell: Cell) -> Option<(i32, i32)> {
        self.centres.get(cell.index() as usize).copied().flatten()
    }
}

/// The position of `board` in [`Board::ALL`].
pub(crate) fn board_index(board: Board) -> usize {
    match board {
        Board::Rings37 => 0,
        Board::Rings40 => 1,
        Board::Rings43 => 2,
        Board::Rings44 => 3,
        Board::Rings48 => 4,
        Board::Rings61 => 5,
    }
}

/// Where the centre of `cell` is drawn on pictures of `board`, in pixel coordinates (x to the
/// right, y down; pixel `(i, j)` covers `[i, i + 1) × [j, j + 1)`, so the centre pixel is
/// `(x.floor(), y.floor())`). A cell of the board's frame that is not on the board gives
/// where it would be; an index that names no frame cell gives `(-1.0, -1.0)`.
///
/// ```
/// use zertz_bot::engine::Board;
/// use zertz_bot::render::{IMAGE_SIZE, cell_centre};
/// let board = Board::Rings37;
/// let (x, y) = cell_centre(board, board.parse_cell("d4").unwrap());
/// assert!(x > 0.0 && x < IMAGE_SIZE as f32 && y > 0.0 && y < IMAGE_SIZE as f32);
/// ```
pub fn cell_centre(board: Board, cell: Cell) -> (f32, f32) {
    match Layout::of(board).centre(cell) {
        Some((x, y)) => (x as f32 + 0.5, y as f32 + 0.5),
        None => (-1.0, -1.0),
    }
}

/// The distance between neighbouring cell centres on pictures of `board`, in pixels (a ring
/// is a little less than this across, a marble about 70 % of it).
pub fn cell_spacing(board: Board) -> f32 {
    Layout::of(board).spacing
}

/// The inner and outer radius of a ring on pictures of `board`, in pixels.
pub fn ring_radii(board: Board) -> (f32, f32) {
    let spacing = Layout::of(board).spacing;
    (RING_INNER * spacing, RING_OUTER * spacing)
}

/// The radius of a marble on pictures of `board`, in pixels.
pub fn marble_radius(board: Board) -> f32 {
    MARBLE_RADIUS * Layout::of(board).spacing
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_and_label_is_inside_the_board_area() {
        for board in Board::ALL {
            let layout = Layout::of(board);
            assert!(layout.spacing > 40.0, "{board}: {}", layout.spacing);
            for cell in board.cells() {
                let (x, y) = layout.centre(cell).expect("a board cell has a centre");
                let r = layout.spacing / 2.0;
                assert!(x as f32 - r >= BOARD_AREA.0 - 1.0 && x as f32 + r <= BOARD_AREA.2 + 1.0);
                assert!(y as f32 - r >= BOARD_AREA.1 - 1.0 && y as f32 + r <= BOARD_AREA.3 + 1.0);
            }
            for label in &layout.labels {
                assert!(label.x > 0.0 && label.x < IMAGE_SIZE as f32);
                assert!(label.y > 0.0 && (label.y as i32) < PANEL_TOP);
            }
        }
    }

    #[test]
    fn higher_rows_are_higher_up_and_columns_go_right() {
        let board = Board::Rings37;
        let at = |name: &str| cell_centre(board, board.parse_cell(name).expect("a cell"));
        assert!(at("d5").1 < at("d4").1);
        assert!(at("e4").0 > at("d4").0);
        assert_eq!(at("d4").0, at("d1").0);
    }
}

/// The size of the cell names written inside the rings (`with_labels`), in ring spacings.
pub(crate) const LABEL_SIZE: f32 = 0.24;

/// Where things sit on the panel under the board, in pixels: on a player's card from its
/// top-left (or top-right) corner, and in the pool's middle card from its centre line.
pub(crate) mod panel {
    /// The ring drawn round the card of the player to move (or the winner), outside the card.
    pub const HIGHLIGHT_OUTSET: f32 = 3.0;
    /// Half the highlight ring's width.
    pub const HIGHLIGHT_HALF: f32 = 1.5;
    /// The name: its left inset, its centre line from the card's top, and its size.
    pub const NAME: (f32, f32, f32) = (16.0, 24.0, 23.0);
    /// Room kept free for the name: the card's width less this.
    pub const NAME_MARGIN: f32 = 28.0;
    /// The status tag ("to move", "★ wins", "draw"): its right inset, its centre line and its
    /// text size.
    pub const TAG: (f32, f32, f32) = (12.0, 24.0, 17.0);
    /// Padding round the tag's text, in all.
    pub const TAG_PADDING: f32 = 18.0;
    /// Half the tag's height (its rounded box), and the room drawn round it.
    pub const TAG_HALF: (f32, f32) = (12.0, 14.0);
    /// The gap between the name and the tag.
    pub const TAG_GAP: f32 = 8.0;
    /// The glow round a row of captures that reached its goal: beyond the slots, and its edge.
    pub const GOAL_GLOW: (f32, f32) = (3.5, 2.0);
    /// The "+n" beside a full row of captures: its offset left of the next slot, its size.
    pub const EXTRA: (f32, f32) = (8.0, 17.0);
    /// The nearest goal's column: its offset right of six capture slots.
    pub const EACH_COLUMN: f32 = 44.0;
    /// The nearest goal's name ("6 black", "3 of each"): its centre line and size.
    pub const EACH_LABEL: (f32, f32) = (62.0, 15.0);
    /// The "k/n" progress under it: its centre line and size.
    pub const EACH_COUNT: (f32, f32) = (98.0, 30.0);
    /// The ring round the slot a goal's next marble would fill: beyond the slot, half its
    /// width.
    pub const NEXT_SLOT_RING: (f32, f32) = (2.5, 1.0);
    /// The pool's marbles: the step between colours and their centre line.
    pub const POOL_MARBLES: (f32, f32) = (52.0, 66.0);
    /// The box round an empty colour's ghost ring, from its centre.
    pub const POOL_GHOST_REACH: f32 = 20.0;
    /// The pool's counts: their centre line and size.
    pub const POOL_COUNT: (f32, f32) = (116.0, 24.0);
    /// The note under an empty pool: its centre line and size.
    pub const POOL_NOTE: (f32, f32) = (140.0, 12.5);
}
