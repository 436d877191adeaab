//! Legal-turn generation: placements (with every removal) or, when any marble can jump, every
//! complete and maximal capture sequence. Generation calls back for each turn and allocates
//! nothing.

use super::bitboard::{Bitboard, WINDOW_BACK};
use super::geometry::{Cell, Direction};
use super::position::Position;
use super::turn::{JumpPath, Turn};

impl Position {
    /// Calls `f` with every legal turn, in no particular order. A finished position has none;
    /// a player with no legal turn gets a single [`Turn::Pass`].
    #[inline]
    pub fn for_each_legal_turn<F: FnMut(Turn)>(&self, f: F) {
        self.for_each_legal_turn_except(Bitboard::EMPTY, Bitboard::EMPTY, f);
    }

    /// [`Position::for_each_legal_turn`] without the placements on a ring of `cells` that
    /// remove no ring or one outside `removals` (the other turns come in the same order);
    /// returns whether any was left out. A search uses it to skip placements it can settle
    /// without looking at them one by one.
    #[inline]
    pub fn for_each_legal_turn_except<F: FnMut(Turn)>(
        &self,
        cells: Bitboard,
        removals: Bitboard,
        mut f: F,
    ) -> bool {
        if self.is_finished() {
            return false;
        }
        let jumpers = self.jumpers();
        if !jumpers.is_empty() {
            self.for_each_capture(jumpers, &mut f);
            return false;
        }
        let source = self.placement_source();
        let vacant = self.vacant();
        if source.is_empty() || vacant.is_empty() {
            f(Turn::Pass);
            return false;
        }
        let free = self.free_rings();
        let mut left_out = false;
        for marble in source.available() {
            for at in vacant {
                let removable = free.without(at);
                if cells.contains(at) {
                    let kept = removable & removals;
                    left_out |= kept != removable || removable.is_empty();
                    for ring in kept {
                        f(Turn::Place {
                            marble,
                            at,
                            remove: Some(ring),
                        });
                    }
                } else if removable.is_empty() {
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
        left_out
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
    /// rings: the landing cells. Worked out in one 64-bit window of the frame around `at`
    /// (two steps either way), without a branch.
    #[inline]
    pub(crate) fn landings(others: Bitboard, vacant: Bitboard, at: Cell) -> Bitboard {
        let (others, vacant) = (others.window(at, JUMP_BACK), vacant.window(at, JUMP_BACK));
        let mut landings = 0u64;
        for (over, step) in JUMPS {
            // The marble jumped over, moved one step on: onto the landing ring.
            let jumped = others & over;
            landings |= if step > 0 {
                jumped << step
            } else {
                jumped >> -step
            };
        }
        Bitboard::from_window(landings & vacant, at, JUMP_BACK)
    }
}

/// How far back (in places of the frame) the window of [`Position::landings`] starts: two of
/// the longest step back.
const JUMP_BACK: u32 = 2 * WINDOW_BACK;

/// For each direction, the bit of the neighbour in that direction in the window of
/// [`Position::landings`], and the direction's step.
const JUMPS: [(u64, i32); 6] = {
    let mut jumps = [(0, 0); 6];
    let mut d = 0;
    while d < 6 {
        let step = Direction::ALL[d].step() as i32;
        let to = JUMP_BACK as i32 + 2 * step;
        assert!(to >= 0 && to < 64, "the landing lies in the window");
        jumps[d] = (1u64 << (JUMP_BACK as i32 + step), step);
        d += 1;
    }
    jumps
};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, GameType};

    /// The landings worked out one direction at a time, cell by cell.
    fn landings_one_by_one(others: Bitboard, vacant: Bitboard, at: Cell) -> Bitboard {
        let mut landings = Bitboard::EMPTY;
        for d in Direction::ALL {
            let over = at.step(d);
            if others.contains(over) && vacant.contains(over.step(d)) {
                landings = landings.with(over.step(d));
            }
        }
        landings
    }

    #[test]
    fn the_landings_window_agrees_with_each_direction_on_every_board() {
        let mut compared = 0;
        for board in Board::ALL {
            let mut rng = fastrand::Rng::with_seed(u64::from(board.rings()));
            // Random sets of marbles and vacant rings over the whole board, edges and corners
            // included, so that every cell meets every pattern of neighbours.
            for _ in 0..200 {
                let (mut others, mut vacant) = (Bitboard::EMPTY, Bitboard::EMPTY);
                for cell in board.cells() {
                    match rng.u8(..3) {
                        0 => others = others.with(cell),
                        1 => vacant = vacant.with(cell),
                        _ => {}
                    }
                }
                for at in board.cells() {
                    assert_eq!(
                        Position::landings(others, vacant, at),
                        landings_one_by_one(others, vacant, at),
                        "{board:?} at {}",
                        board.name(at)
                    );
                    compared += 1;
                }
            }
        }
        assert!(compared > 10_000);
    }

    #[test]
    fn turns_left_out_are_exactly_the_placements_named() {
        let mut left_out_seen = 0;
        for board in [Board::Rings37, Board::Rings61] {
            let mut rng = fastrand::Rng::with_seed(7);
            let mut pos = Position::new(board, GameType::Standard);
            while !pos.is_finished() {
                let all = pos.legal_turns();
                let cells = pos.vacant() & Bitboard(rng.u128(..));
                let removals = Bitboard(rng.u128(..));
                let named = |turn: &Turn| {
                    matches!(turn, Turn::Place { at, remove, .. }
                        if cells.contains(*at) && remove.is_none_or(|r| !removals.contains(r)))
                };
                let mut kept = Vec::new();
                let left_out = pos.for_each_legal_turn_except(cells, removals, |t| kept.push(t));
                let expected: Vec<Turn> = all.iter().copied().filter(|t| !named(t)).collect();
                // The same turns in the same order, less the named placements.
                assert_eq!(kept, expected, "{}", pos.to_text());
                assert_eq!(left_out, kept.len() < all.len());
                left_out_seen += usize::from(left_out);
                pos.play_unchecked(all[rng.usize(..all.len())]);
            }
        }
        assert!(left_out_seen > 10);
    }
}
