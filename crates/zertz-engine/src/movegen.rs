//! Legal-turn generation: placements (with every removal) or, when any marble can jump, every
//! complete and maximal capture sequence. Generation calls back for each turn and allocates
//! nothing.

use super::bitboard::Bitboard;
use super::geometry::{Cell, Direction};
use super::position::Position;
use super::turn::{JumpPath, Turn};

impl Position {
    /// Calls `f` with every legal turn, in no particular order. A finished position has none;
    /// a player with no legal turn gets a single [`Turn::Pass`].
    #[inline]
    pub fn for_each_legal_turn<F: FnMut(Turn)>(&self, mut f: F) {
        if self.is_finished() {
            return;
        }
        let jumpers = self.jumpers();
        if !jumpers.is_empty() {
            self.for_each_capture(jumpers, &mut f);
            return;
        }
        let source = self.placement_source();
        let vacant = self.vacant();
        if source.is_empty() || vacant.is_empty() {
            f(Turn::Pass);
            return;
        }
        let free = self.free_rings();
        for marble in source.available() {
            for at in vacant {
                let removable = free.without(at);
                if removable.is_empty() {
                    f(Turn::Place {
                        marble,
                        at,
                        remove: None,
                    });
                } else {
                    for ring in removable {
                        f(Turn::Place {
                            marble,
                            at,
                            remove: Some(ring),
                        });
                    }
                }
            }
        }
    }

    /// Every legal turn, in no particular order.
    ///
    /// ```
    /// use zertz_engine::{Board, GameType, Position};
    /// let start = Position::new(Board::Rings37, GameType::Standard);
    /// // Three colours on 37 vacant rings, each with one of 18 free rings to remove (not the one
    /// // just filled when it is free).
    /// assert_eq!(start.legal_turns().len(), 1944);
    /// ```
    pub fn legal_turns(&self) -> Vec<Turn> {
        let mut turns = Vec::new();
        self.for_each_legal_turn(|t| turns.push(t));
        turns
    }

    /// Whether any capture is available (and so compulsory).
    ///
    /// ```
    /// use zertz_engine::{Board, Game, GameType};
    /// let mut game = Game::new(Board::Rings37, GameType::Standard);
    /// game.play_sequence("Wd4-a1").unwrap();
    /// assert!(!game.position().must_capture());
    /// game.play_sequence("Gd5-g4").unwrap(); // beside the white: it can be jumped
    /// assert!(game.position().must_capture());
    /// ```
    #[inline]
    pub fn must_capture(&self) -> bool {
        !self.jumpers().is_empty()
    }

    /// Calls `f` with every complete capture sequence of the marbles in `jumpers`.
    #[inline]
    pub fn for_each_capture<F: FnMut(Turn)>(&self, jumpers: Bitboard, f: &mut F) {
        let occupied = self.occupied();
        let vacant = self.rings() & !occupied;
        for from in jumpers {
            let mut path = JumpPath::start(from);
            extend_jumps(occupied.without(from), vacant, from, &mut path, f);
        }
    }

    /// The jumps open to a marble standing on `at`, given the other marbles and the vacant
    /// rings: the landing cells.
    #[inline]
    pub(crate) fn landings(others: Bitboard, vacant: Bitboard, at: Cell) -> Bitboard {
        let mut landings = Bitboard::EMPTY;
        for d in Direction::ALL {
            let over = at.step(d);
            if others.contains(over) {
                let to = over.step(d);
                if vacant.contains(to) {
                    landings = landings.with(to);
                }
            }
        }
        landings
    }
}

/// Depth-first search of the jumps of the marble on `at`: each branch ends where the marble
/// can jump no more, and that whole path is one turn.
fn extend_jumps<F: FnMut(Turn)>(
    others: Bitboard,
    vacant: Bitboard,
    at: Cell,
    path: &mut JumpPath,
    f: &mut F,
) {
    let landings = Position::landings(others, vacant, at);
    if landings.is_empty() {
        f(Turn::Capture(*path));
        return;
    }
    for to in landings {
        let over = at.midpoint(to);
        path.push(to);
        extend_jumps(
            others.without(over),
            vacant.with(over).with(at).without(to),
            to,
            path,
            f,
        );
        path.pop();
    }
}
