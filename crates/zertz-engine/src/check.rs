//! Checking one turn against the rules, with the exact reason when it is not legal.

use super::bitboard::Bitboard;
use super::error::{JumpFault, TurnError};
use super::geometry::{Cell, Direction};
use super::position::Position;
use super::turn::{JumpPath, Turn};

impl Position {
    /// Whether `turn` is legal here; if not, why.
    ///
    /// ```
    /// use zertz_engine::{Board, GameType, Position};
    /// let start = Position::new(Board::Rings37, GameType::Standard);
    /// let turn = start.parse_turn("Wd4-a1").unwrap();
    /// assert!(start.check(turn).is_ok());
    /// ```
    pub fn check(&self, turn: Turn) -> Result<(), TurnError> {
        if let Some(outcome) = self.outcome() {
            return Err(TurnError::GameOver { outcome });
        }
        match turn {
            Turn::Pass => {
                let mut only_pass = true;
                self.for_each_legal_turn(|t| only_pass &= t == Turn::Pass);
                if only_pass {
                    Ok(())
                } else {
                    Err(TurnError::PassNotAllowed)
                }
            }
            Turn::Place { marble, at, remove } => self.check_placement(marble, at, remove),
            Turn::Capture(path) => self.check_capture(&path),
        }
    }

    fn name(&self, cell: Cell) -> String {
        self.board().name(cell).to_string()
    }

    /// Names of the cells of `set`, in order, joined by commas.
    pub(crate) fn names(&self, set: Bitboard) -> String {
        set.map(|c| self.name(c)).collect::<Vec<_>>().join(", ")
    }

    /// The captures available, in notation, for messages.
    pub(crate) fn capture_list(&self) -> String {
        let mut list = Vec::new();
        self.for_each_capture(self.jumpers(), &mut |t| list.push(self.format_turn(t)));
        list.sort();
        list.join(", ")
    }

    /// The ring at `cell`: an error if the cell is not on the board or its ring is gone.
    pub(crate) fn check_ring(&self, cell: Cell) -> Result<(), TurnError> {
        if self.rings().contains(cell) {
            Ok(())
        } else if self.board().has(cell) {
            Err(TurnError::NoRing {
                cell: self.name(cell),
            })
        } else {
            Err(TurnError::UnknownCell {
                name: self.name(cell),
                board: self.board().rings(),
            })
        }
    }

    fn check_placement(
        &self,
        marble: super::marble::Marble,
        at: Cell,
        remove: Option<Cell>,
    ) -> Result<(), TurnError> {
        if self.must_capture() {
            return Err(TurnError::CaptureCompulsory {
                options: self.capture_list(),
            });
        }
        self.check_ring(at)?;
        if let Some(there) = self.marble_at(at) {
            return Err(TurnError::Occupied {
                cell: self.name(at),
                marble: there,
            });
        }
        if self.placement_source()[marble] == 0 {
            return Err(if self.pool().is_empty() {
                TurnError::NotInCaptures { marble }
            } else {
                TurnError::NotInPool { marble }
            });
        }
        let removable = self.free_rings().without(at);
        match remove {
            None if removable.is_empty() => Ok(()),
            None => Err(TurnError::RemovalRequired {
                at: self.name(at),
                free: self.names(removable),
            }),
            Some(_) if removable.is_empty() => Err(TurnError::NoRemovalPossible {
                at: self.name(at),
                example: self.format_turn(Turn::Place {
                    marble,
                    at,
                    remove: None,
                }),
            }),
            Some(ring) if removable.contains(ring) => Ok(()),
            Some(ring) if ring == at => Err(TurnError::RemovesPlacedRing {
                cell: self.name(ring),
            }),
            Some(ring) => {
                self.check_ring(ring)?;
                if self.marble_at(ring).is_some() {
                    Err(TurnError::RemovalOccupied {
                        cell: self.name(ring),
                    })
                } else {
                    Err(TurnError::NotFree {
                        cell: self.name(ring),
                        free: self.names(removable),
                    })
                }
            }
        }
    }

    fn check_capture(&self, path: &JumpPath) -> Result<(), TurnError> {
        if !self.must_capture() {
            return Err(TurnError::NoCapture);
        }
        let from = path.from();
        self.check_ring(from)?;
        if self.marble_at(from).is_none() {
            return Err(TurnError::NoMarble {
                cell: self.name(from),
            });
        }
        let mut others = self.occupied().without(from);
        let mut vacant = self.vacant();
        for (at, _, to) in path.hops() {
            self.check_jump(others, vacant, at, to)?;
            let over = at.midpoint(to);
            others = others.without(over);
            vacant = vacant.with(over).with(at).without(to);
        }
        if path.jumps() == 0 {
            let next = Position::landings(others, vacant, from);
            return if next.is_empty() {
                Err(TurnError::BadJump {
                    from: self.name(from),
                    to: "anywhere".into(),
                    why: JumpFault::NothingToJumpOver,
                })
            } else {
                Err(TurnError::Incomplete {
                    at: self.name(from),
                    next: self.names(next),
                })
            };
        }
        let next = Position::landings(others, vacant, path.to());
        if !next.is_empty() {
            return Err(TurnError::Incomplete {
                at: self.name(path.to()),
                next: self.names(next),
            });
        }
        Ok(())
    }

    /// One jump from `at` to `to` given the other marbles and the vacant rings.
    fn check_jump(
        &self,
        others: Bitboard,
        vacant: Bitboard,
        at: Cell,
        to: Cell,
    ) -> Result<(), TurnError> {
        let bad = |why: JumpFault| TurnError::BadJump {
            from: self.name(at),
            to: self.name(to),
            why,
        };
        if !self.board().has(to) {
            return Err(TurnError::UnknownCell {
                name: self.name(to),
                board: self.board().rings(),
            });
        }
        let straight = Direction::ALL
            .iter()
            .any(|&d| at.step(d).step(d) == to && self.board().has(at.step(d)));
        if !straight {
            return Err(bad(JumpFault::NotStraight));
        }
        let over = at.midpoint(to);
        if !self.rings().contains(to) {
            return Err(bad(JumpFault::NoRing(self.name(to))));
        }
        if !others.contains(over) {
            return Err(bad(JumpFault::NothingOn(self.name(over))));
        }
        if !vacant.contains(to) {
            return Err(bad(JumpFault::NotVacant(self.name(to))));
        }
        Ok(())
    }
}
