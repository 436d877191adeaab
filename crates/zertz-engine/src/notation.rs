//! The turn notation of RULES.md §5: canonical output (`Wd4-a1`, `Wd4`, `e5xc5xa3`, `pass`)
//! and forgiving parsing with an exact reason for every rejected text.

use std::fmt;

use super::error::{Malformation, TurnError};
use super::geometry::{Board, Cell};
use super::marble::{Marble, MarbleCounts};
use super::position::Position;
use super::turn::{JumpPath, MAX_PATH, Turn};

/// A turn together with its board, so that it can be written out: `format!("{}", turn.display(board))`.
pub struct TurnDisplay {
    board: Board,
    turn: Turn,
}

impl Turn {
    /// The turn in canonical notation on `board`.
    pub fn display(self, board: Board) -> TurnDisplay {
        TurnDisplay { board, turn: self }
    }
}

impl fmt::Display for TurnDisplay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |cell| self.board.name(cell);
        match self.turn {
            Turn::Place { marble, at, remove } => {
                write!(f, "{}{}", marble.letter(), name(at))?;
                if let Some(ring) = remove {
                    write!(f, "-{}", name(ring))?;
                }
                Ok(())
            }
            Turn::Capture(path) => {
                for (i, &cell) in path.cells().iter().enumerate() {
                    if i > 0 {
                        f.write_str("x")?;
                    }
                    write!(f, "{}", name(cell))?;
                }
                Ok(())
            }
            Turn::Pass => f.write_str("pass"),
        }
    }
}

/// A turn as read from text, before it is matched against a position.
#[derive(Debug, Default)]
struct Written {
    colour: Option<Marble>,
    cells: Vec<Cell>,
    jump_marker: bool,
    captured: Option<MarbleCounts>,
}

fn malformed(token: &str, why: Malformation) -> TurnError {
    TurnError::Malformed {
        token: token.to_string(),
        why,
    }
}

/// Reads the parts of a turn: an optional colour, cells, `x` markers, a `+colours` suffix.
fn read(board: Board, token: &str) -> Result<Written, TurnError> {
    let lower: String = token
        .chars()
        .map(|c| {
            if c == '×' {
                'x'
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect();
    let (main, suffix) = match lower.split_once('+') {
        Some((main, suffix)) => (main, Some(suffix)),
        None => (lower.as_str(), None),
    };
    let mut written = Written::default();
    if let Some(suffix) = suffix {
        let mut counts = MarbleCounts::NONE;
        for c in suffix.chars().filter(|c| !c.is_whitespace()) {
            match Marble::from_letter(c) {
                Some(m) => counts[m] += 1,
                None => {
                    return Err(malformed(token, Malformation::CapturedColour(c)));
                }
            }
        }
        written.captured = Some(counts);
    }
    let chars: Vec<char> = main.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() || matches!(c, ',' | '/' | '-' | ':' | ';' | '.' | '–' | '>') {
            i += 1;
        } else if c == 'x' {
            written.jump_marker = true;
            i += 1;
        } else if c.is_ascii_alphabetic() {
            let start = i;
            i += 1;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            if i == start + 1 {
                let Some(colour) = Marble::from_letter(c) else {
                    return Err(malformed(token, Malformation::NeitherColourNorCell(c)));
                };
                if written.colour.is_some() || !written.cells.is_empty() {
                    return Err(malformed(token, Malformation::ColourNotFirst));
                }
                written.colour = Some(colour);
            } else {
                let name: String = chars[start..i].iter().collect();
                let cell = board
                    .parse_cell(&name)
                    .ok_or_else(|| TurnError::UnknownCell {
                        name: name.clone(),
                        board: board.rings(),
                    })?;
                if written.cells.len() >= MAX_PATH {
                    return Err(malformed(token, Malformation::TooManyCells));
                }
                written.cells.push(cell);
            }
        } else if c.is_ascii_digit() {
            return Err(malformed(token, Malformation::DigitFirst));
        } else {
            return Err(malformed(token, Malformation::UnexpectedCharacter(c)));
        }
    }
    if written.cells.is_empty() {
        return Err(malformed(token, Malformation::NoCells));
    }
    Ok(written)
}

impl Position {
    /// The turn in canonical notation.
    pub fn format_turn(&self, turn: Turn) -> String {
        turn.display(self.board()).to_string()
    }

    /// A line of turns played from here, each in canonical notation; it stops before the
    /// first turn that is not legal where it comes.
    ///
    /// ```
    /// use zertz_engine::{Board, GameType, Position};
    /// let start = Position::new(Board::Rings37, GameType::Standard);
    /// let first = start.parse_turn("Wd4-a1").unwrap();
    /// let second = start.play(first).unwrap().parse_turn("Gd5-g4").unwrap();
    /// assert_eq!(start.format_line(&[first, second]), ["Wd4-a1", "Gd5-g4"]);
    /// // Played again, the first turn is illegal (d4 is taken): nothing after it is written.
    /// let after = start.play(first).unwrap();
    /// assert!(after.format_line(&[first, second]).is_empty());
    /// ```
    pub fn format_line(&self, turns: &[Turn]) -> Vec<String> {
        let mut walk = *self;
        let mut line = Vec::with_capacity(turns.len());
        for &turn in turns {
            let Ok(next) = walk.play(turn) else {
                break;
            };
            line.push(walk.format_turn(turn));
            walk = next;
        }
        line
    }

    /// Reads a turn in the forgiving notation of RULES.md §5 and checks that it is legal
    /// here. Any text at all gives either a legal turn or an error that says why not.
    ///
    /// ```
    /// use zertz_engine::{Board, GameType, Position};
    /// let start = Position::new(Board::Rings37, GameType::Standard);
    /// let turn = start.parse_turn("w D4 / a1").unwrap();
    /// assert_eq!(start.format_turn(turn), "Wd4-a1");
    /// assert!(start.parse_turn("Wd4-d5").is_err()); // d5 is not a free ring
    /// ```
    pub fn parse_turn(&self, token: &str) -> Result<Turn, TurnError> {
        if let Some(outcome) = self.outcome() {
            return Err(TurnError::GameOver { outcome });
        }
        let trimmed = token.trim();
        if trimmed.eq_ignore_ascii_case("pass") {
            self.check(Turn::Pass)?;
            return Ok(Turn::Pass);
        }
        let written = read(self.board(), trimmed)?;
        let turn = if self.must_capture() {
            self.resolve_capture(trimmed, &written)?
        } else {
            self.resolve_placement(trimmed, &written)?
        };
        if let Some(claimed) = written.captured {
            let actual = self.captured_by(turn);
            if actual != claimed {
                return Err(TurnError::WrongCapturedColours { actual, claimed });
            }
        }
        Ok(turn)
    }

    fn resolve_placement(&self, token: &str, written: &Written) -> Result<Turn, TurnError> {
        let at = written.cells[0];
        if written.jump_marker {
            return Err(TurnError::NoCapture);
        }
        if written.cells.len() > 2 {
            return Err(malformed(token, Malformation::PlacementTooLong));
        }
        let remove = written.cells.get(1).copied();
        if self.placement_source().is_empty() {
            return Err(TurnError::MustPass);
        }
        let Some(marble) = written.colour else {
            // Suggest the same placement with a colour that makes it legal; if no colour
            // does, the reason lies elsewhere: give that one.
            let mut reason = None;
            for marble in self.placement_source().available() {
                let turn = Turn::Place { marble, at, remove };
                match self.check(turn) {
                    Ok(()) => {
                        return Err(TurnError::NoColour {
                            example: self.format_turn(turn),
                        });
                    }
                    Err(e) => {
                        reason.get_or_insert(e);
                    }
                }
            }
            return Err(reason.unwrap_or(TurnError::MustPass));
        };
        let turn = Turn::Place { marble, at, remove };
        self.check(turn)?;
        Ok(turn)
    }

    fn resolve_capture(&self, token: &str, written: &Written) -> Result<Turn, TurnError> {
        let given = &written.cells[..];
        let mut exact = None;
        let mut extensions = Vec::new();
        self.for_each_capture(self.jumpers(), &mut |turn| {
            if let Turn::Capture(path) = turn {
                if path.cells() == given {
                    exact = Some(turn);
                } else if path.cells().starts_with(given) {
                    extensions.push(turn);
                }
            }
        });
        let turn = match (exact, extensions.len()) {
            (Some(turn), _) => turn,
            (None, 1) => extensions[0],
            (None, 0) if !written.jump_marker => {
                // Not a jump written with x, and not the start of any capture: most likely a
                // placement, which the compulsory capture forbids.
                return Err(TurnError::CaptureCompulsory {
                    options: self.capture_list(),
                });
            }
            (None, 0) => {
                self.check(Turn::Capture(JumpPath::from_cells(given)))?;
                return Err(malformed(token, Malformation::NotACapture));
            }
            (None, _) => {
                let mut options: Vec<String> =
                    extensions.iter().map(|&t| self.format_turn(t)).collect();
                options.sort();
                return Err(TurnError::Ambiguous {
                    token: token.to_string(),
                    options: options.join(", "),
                });
            }
        };
        let from = given[0];
        if let (Some(claimed), Some(actual)) = (written.colour, self.marble_at(from))
            && claimed != actual
        {
            return Err(TurnError::WrongColour {
                cell: self.board().name(from).to_string(),
                actual,
                claimed,
            });
        }
        Ok(turn)
    }

    /// The marbles the mover gains by `turn` (by jumping or by isolation), by colour.
    pub fn captured_by(&self, turn: Turn) -> MarbleCounts {
        let mut next = *self;
        next.play_unchecked(turn);
        let mut gained = MarbleCounts::NONE;
        for colour in Marble::ALL {
            let placed = matches!(turn, Turn::Place { marble, .. } if marble == colour);
            let before = self.marbles(colour).count() + placed as u32;
            gained[colour] = before.saturating_sub(next.marbles(colour).count()) as u8;
        }
        gained
    }
}
