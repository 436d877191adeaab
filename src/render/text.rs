//! A position as plain text: the board drawn as a hex grid, the pool, the captures, the side
//! to move.

use std::fmt::Write;

use super::scene::game_type_name;
use crate::engine::{Board, Marble, MarbleCounts, Player, Position};
use crate::i18n::{Lang, tr};

/// The board as a hex grid: one text line per half row, columns side by side; a vacant ring
/// shows its name (`d4`), a marble its colour (`(W)`), a removed ring is blank; column
/// letters below.
pub fn board_grid(position: &Position) -> String {
    let board = position.board();
    let heights = board.column_heights();
    // Each cell's doubled height y (RULES.md §2) decides its line.
    let mut cells = Vec::new();
    for (column, &rows) in heights.iter().enumerate() {
        for row in 1..=rows {
            if let Some(cell) = board.cell(column as u8, row) {
                cells.push((column, row, cell));
            }
        }
    }
    let y_of = |column: usize, row: u8| bottom_y(board, column) + 2 * (row as i32 - 1);
    let top = cells.iter().map(|&(c, r, _)| y_of(c, r)).max().unwrap_or(0);
    let width = heights.len() * 4 + 3;
    let mut lines = vec![vec![' '; width]; top as usize + 1];
    for &(column, _, cell) in &cells {
        let line = (top - y_of(column, row_of(board, cell))) as usize;
        let label = if !position.rings().contains(cell) {
            String::new()
        } else {
            match position.marble_at(cell) {
                Some(m) => format!("({})", m.letter()),
                None => format!(" {}", board.name(cell)),
            }
        };
        for (i, ch) in label.chars().enumerate() {
            lines[line][column * 4 + i] = ch;
        }
    }
    let mut out = String::new();
    for line in lines {
        let text: String = line.into_iter().collect();
        out.push_str(text.trim_end());
        out.push('\n');
    }
    let mut letters = vec![' '; width];
    for column in 0..heights.len() {
        letters[column * 4 + 1] = (b'A' + column as u8) as char;
    }
    out.push_str(letters.into_iter().collect::<String>().trim_end());
    out.push('\n');
    out
}

/// The row of a board cell.
fn row_of(board: Board, cell: crate::engine::Cell) -> u8 {
    board.column_row(cell).map_or(1, |(_, row)| row)
}

/// The doubled height of a column's bottom cell: RULES.md §2's offset `f[column]`.
fn bottom_y(board: Board, column: usize) -> i32 {
    match board {
        Board::Rings61 => [4, 3, 2, 1, 0, 1, 2, 3, 4][column],
        _ => [3, 2, 1, 0, 1, 2, 3, 4][column],
    }
}

fn counts(counts: MarbleCounts) -> String {
    Marble::ALL
        .iter()
        .map(|&m| format!("{} {}", m.letter(), counts[m]))
        .collect::<Vec<_>>()
        .join("  ")
}

/// The position as text for a terminal: the board, the pool, each player's captures, the
/// side to move and the one-line position text (in English, for the command line's tools).
pub fn position_text(position: &Position) -> String {
    game_text(
        position,
        [&Player::One.to_string(), &Player::Two.to_string()],
        true,
        Lang::En,
    )
}

/// The position as text with the players named (`Ann captured: …`), its words in `lang`; the
/// line saying who is to move only with `to_move` (a game's own status line may say it
/// instead).
pub fn game_text(position: &Position, names: [&str; 2], to_move: bool, lang: Lang) -> String {
    let mut out = String::new();
    let heading = tr(
        lang,
        "text-heading",
        &[
            ("board", i64::from(position.board().rings()).into()),
            ("type", game_type_name(position.game_type(), lang).into()),
        ],
    );
    let _ = writeln!(out, "{heading}");
    out.push_str(&board_grid(position));
    let captured = |name: &str| tr(lang, "text-captured", &[("player", name.into())]);
    let labels = [
        tr(lang, "text-pool", &[]),
        captured(names[0]),
        captured(names[1]),
    ];
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 1;
    let counted = [
        position.pool(),
        position.captures(Player::One),
        position.captures(Player::Two),
    ];
    for (label, marbles) in labels.iter().zip(counted) {
        let pad = width - label.chars().count();
        let _ = writeln!(out, "{label}{:pad$}{}", "", counts(marbles));
    }
    if to_move {
        let key = if position.outcome().is_none() && position.must_capture() {
            "text-to-move-capture"
        } else {
            "text-to-move"
        };
        let number = i64::from(position.side_to_move().number());
        let _ = writeln!(out, "{}", tr(lang, key, &[("number", number.into())]));
    }
    let position_line = tr(
        lang,
        "text-position",
        &[("position", position.to_text().into())],
    );
    let _ = writeln!(out, "{position_line}");
    out
}
