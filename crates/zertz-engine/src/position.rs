//! A position: rings, marbles on them, the pool, both players' captures, the side to move.

use super::bitboard::Bitboard;
use super::game_type::GameType;
use super::geometry::{Board, Cell, Direction};
use super::marble::{Marble, MarbleCounts, Player};
use super::outcome::{Outcome, WinReason};
use super::turn::Turn;
use super::zobrist::{KEYS, MAX_COUNT};

/// A ZÈRTZ position at a turn boundary.
///
/// Copying is cheap (a few words), so search uses copy-make: `let mut next = *pos;
/// next.play_unchecked(turn);`.
///
/// ```
/// use zertz_engine::{Board, GameType, Position};
/// let start = Position::new(Board::Rings37, GameType::Standard);
/// assert_eq!(start.free_rings().count(), 18);
/// assert_eq!(start.legal_turns().len(), 1944);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    board: Board,
    game_type: GameType,
    rings: Bitboard,
    marbles: [Bitboard; 3],
    pool: MarbleCounts,
    captures: [MarbleCounts; 2],
    side: Player,
    /// Whether the rings form more than one group (a cache of a fact about `rings`).
    split: bool,
    hash: u64,
}

/// The number of separate arcs of present neighbours round a cell, for each 6-bit pattern of
/// neighbours (bit d = the neighbour in direction d is a ring).
const ARCS: [u8; 64] = {
    let mut table = [0u8; 64];
    let mut pattern = 0;
    while pattern < 64 {
        let mut arcs = 0;
        let mut d = 0;
        while d < 6 {
            let here = pattern >> d & 1;
            let before = pattern >> ((d + 5) % 6) & 1;
            if here == 1 && before == 0 {
                arcs += 1;
            }
            d += 1;
        }
        if pattern == 63 {
            arcs = 1;
        }
        table[pattern] = arcs;
        pattern += 1;
    }
    table
};

impl Position {
    /// The start position of a game on `board` of type `game_type`, player one to move.
    pub fn new(board: Board, game_type: GameType) -> Position {
        let mut position = Position {
            board,
            game_type,
            rings: board.cells(),
            marbles: [Bitboard::EMPTY; 3],
            pool: game_type.pool(),
            captures: [MarbleCounts::NONE; 2],
            side: Player::One,
            split: false,
            hash: 0,
        };
        position.hash = position.compute_hash();
        position
    }

    /// Builds a position from its parts, checking that it can occur in a game: marbles only on
    /// rings, no two marbles on a cell, marbles conserved colour by colour, no fully occupied
    /// group of rings, at most one player at a goal — the one who just moved (a goal ends the
    /// game on the turn it is reached) — and no board used up without its last filler's capture.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn from_parts(
        board: Board,
        game_type: GameType,
        rings: Bitboard,
        marbles: [Bitboard; 3],
        pool: MarbleCounts,
        captures: [MarbleCounts; 2],
        side: Player,
    ) -> Result<Position, String> {
        if !(rings & !board.cells()).is_empty() {
            return Err(format!("there are rings outside the {board}-ring board"));
        }
        let mut seen = Bitboard::EMPTY;
        for colour in Marble::ALL {
            let on = marbles[colour.index()];
            if !(on & !rings).is_empty() {
                return Err("a marble stands where there is no ring".into());
            }
            if !(on & seen).is_empty() {
                return Err("two marbles stand on one ring".into());
            }
            seen |= on;
            let total = pool[colour] as u32
                + captures[0][colour] as u32
                + captures[1][colour] as u32
                + on.count();
            if total != game_type.pool()[colour] as u32 {
                return Err(format!(
                    "{total} {colour} marbles in all, but a {game_type} game has {}",
                    game_type.pool()[colour]
                ));
            }
        }
        let mut rest = rings;
        let mut groups = 0;
        while let Some(cell) = rest.first() {
            let group = Bitboard::flood(Bitboard::from_cell(cell), rings);
            if (group & !seen).is_empty() {
                return Err(
                    "a group of rings is fully occupied (it would have been isolated)".into(),
                );
            }
            rest &= !group;
            groups += 1;
        }
        if game_type.goal_reached(captures[side.index()]) {
            return Err(format!(
                "{side} has reached a goal, so the game ended on their own turn: it cannot be \
                 their turn now"
            ));
        }
        if rings.is_empty() && captures[side.opponent().index()].total() == 0 {
            // The board is used up only when a player fills its last vacant ring, taking that
            // marble and every one left with it.
            return Err(format!(
                "no rings are left, yet {} (who would have filled the last one) captured nothing",
                side.opponent()
            ));
        }
        let mut position = Position {
            board,
            game_type,
            rings,
            marbles,
            pool,
            captures,
            side,
            split: groups > 1,
            hash: 0,
        };
        position.hash = position.compute_hash();
        Ok(position)
    }

    /// The board the game is played on.
    #[inline]
    pub fn board(&self) -> Board {
        self.board
    }

    /// The game type (which sets the pool and the goals).
    #[inline]
    pub fn game_type(&self) -> GameType {
        self.game_type
    }

    /// The rings still on the board.
    #[inline]
    pub fn rings(&self) -> Bitboard {
        self.rings
    }

    /// The cells holding a marble of `colour`.
    #[inline]
    pub fn marbles(&self, colour: Marble) -> Bitboard {
        self.marbles[colour.index()]
    }

    /// The cells holding any marble.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.marbles[0] | self.marbles[1] | self.marbles[2]
    }

    /// The rings with no marble.
    #[inline]
    pub fn vacant(&self) -> Bitboard {
        self.rings & !self.occupied()
    }

    /// The marble on `cell`, if any.
    #[inline]
    pub fn marble_at(&self, cell: Cell) -> Option<Marble> {
        Marble::ALL
            .into_iter()
            .find(|m| self.marbles[m.index()].contains(cell))
    }

    /// The shared pool of marbles.
    #[inline]
    pub fn pool(&self) -> MarbleCounts {
        self.pool
    }

    /// The marbles `player` has captured.
    #[inline]
    pub fn captures(&self, player: Player) -> MarbleCounts {
        self.captures[player.index()]
    }

    /// The marbles of each colour on the board: the game's marbles less the pool and both
    /// players' captures (marbles are conserved, colour by colour), counted without a look at
    /// the board.
    #[inline]
    pub fn marbles_on_board(&self) -> MarbleCounts {
        let all = self.game_type.pool().0;
        let [pool, one, two] = [self.pool.0, self.captures[0].0, self.captures[1].0];
        MarbleCounts(std::array::from_fn(|k| {
            all[k]
                .wrapping_sub(pool[k])
                .wrapping_sub(one[k])
                .wrapping_sub(two[k])
        }))
    }

    /// The player to move.
    #[inline]
    pub fn side_to_move(&self) -> Player {
        self.side
    }

    /// The Zobrist hash of the position, kept up to date as turns are made.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether the rings form more than one group.
    #[inline]
    pub fn is_split(&self) -> bool {
        self.split
    }

    /// The marbles the player to move would place: the pool, or their own captures once the
    /// pool is empty.
    #[inline]
    pub fn placement_source(&self) -> MarbleCounts {
        if self.pool.is_empty() {
            self.captures[self.side.index()]
        } else {
            self.pool
        }
    }

    /// The vacant rings that are free (RULES.md §3): in some direction `d`, the neighbours in
    /// directions `d` and `d + 1` are both missing.
    ///
    /// ```
    /// use zertz_engine::{Board, GameType, Position};
    /// let start = Position::new(Board::Rings37, GameType::Standard);
    /// assert_eq!(start.free_rings().count(), 18); // the edge rings
    /// ```
    #[inline]
    pub fn free_rings(&self) -> Bitboard {
        let missing = !self.rings;
        let mut toward = [Bitboard::EMPTY; 6];
        for d in Direction::ALL {
            toward[d.number() as usize] = missing.toward(d);
        }
        let mut free = Bitboard::EMPTY;
        for d in 0..6 {
            free |= toward[d] & toward[(d + 1) % 6];
        }
        free & self.vacant()
    }

    /// The marbles that can jump now.
    #[inline]
    pub fn jumpers(&self) -> Bitboard {
        let occupied = self.occupied();
        let vacant = self.rings & !occupied;
        let mut can = Bitboard::EMPTY;
        for d in Direction::ALL {
            can |= occupied.toward(d) & vacant.toward(d).toward(d);
        }
        can & occupied
    }

    /// The result decided by the position itself: a goal reached or the board used up
    /// (RULES.md §4, checks 1 and 2). Repetition and passes need the game's history.
    pub fn outcome(&self) -> Option<Outcome> {
        let mover = self.side.opponent();
        for player in [mover, self.side] {
            if self.game_type.goal_reached(self.captures[player.index()]) {
                return Some(Outcome::Win {
                    winner: player,
                    reason: WinReason::GoalReached,
                });
            }
        }
        if self.rings.is_empty() {
            return Some(Outcome::Win {
                winner: mover,
                reason: WinReason::BoardUsedUp,
            });
        }
        None
    }

    /// Whether the position is finished by itself (see [`Position::outcome`]).
    #[inline]
    pub fn is_finished(&self) -> bool {
        self.rings.is_empty()
            || self.game_type.goal_reached(self.captures[0])
            || self.game_type.goal_reached(self.captures[1])
    }

    /// Makes `turn` without checking that it is legal. An illegal turn leaves a position
    /// that may break the rules; use [`Position::play`] for turns from outside.
    #[inline]
    pub fn play_unchecked(&mut self, turn: Turn) {
        match turn {
            Turn::Place { marble, at, remove } => self.place(marble, at, remove),
            Turn::Capture(path) => {
                for (from, over, to) in path.hops() {
                    self.jump(from, over, to);
                }
            }
            Turn::Pass => {}
        }
        self.side = self.side.opponent();
        self.hash ^= KEYS.side;
    }

    /// Makes `turn` if it is legal here, or says why not and changes nothing.
    ///
    /// ```
    /// use zertz_engine::{Board, GameType, Marble, Player, Position};
    /// let start = Position::new(Board::Rings37, GameType::Standard);
    /// let after = start.play(start.parse_turn("Wd4-a1").unwrap()).unwrap();
    /// assert_eq!(after.pool()[Marble::White], 5);
    /// assert_eq!(after.rings().count(), 36);
    /// assert_eq!(after.side_to_move(), Player::Two);
    /// // The position itself is unchanged, and an illegal turn is refused with its reason.
    /// assert_eq!(start.side_to_move(), Player::One);
    /// assert!(after.parse_turn("Gd4-b1").is_err()); // d4 is taken
    /// ```
    pub fn play(&self, turn: Turn) -> Result<Position, super::error::TurnError> {
        self.check(turn)?;
        let mut next = *self;
        next.play_unchecked(turn);
        Ok(next)
    }

    #[inline]
    fn set_pool(&mut self, colour: Marble, count: u8) {
        let c = colour.index();
        self.hash ^= KEYS.pool[c][self.pool.0[c] as usize % MAX_COUNT]
            ^ KEYS.pool[c][count as usize % MAX_COUNT];
        self.pool.0[c] = count;
    }

    #[inline]
    fn set_captures(&mut self, player: Player, colour: Marble, count: u8) {
        let (p, c) = (player.index(), colour.index());
        self.hash ^= KEYS.captures[p][c][self.captures[p].0[c] as usize % MAX_COUNT]
            ^ KEYS.captures[p][c][count as usize % MAX_COUNT];
        self.captures[p].0[c] = count;
    }

    #[inline]
    fn toggle_marble(&mut self, colour: Marble, cell: Cell) {
        self.marbles[colour.index()].0 ^= 1u128 << cell.index();
        self.hash ^= KEYS.marble[colour.index()][cell.index() as usize];
    }

    #[inline]
    fn place(&mut self, marble: Marble, at: Cell, remove: Option<Cell>) {
        // The vacant rings after the placement, worked out before anything is written: read
        // back at once, the marbles just written would stall the processor's loads.
        let mut vacant = self.vacant().without(at);
        if let Some(ring) = remove {
            vacant = vacant.without(ring);
        }
        if self.pool.is_empty() {
            let have = self.captures[self.side.index()][marble];
            self.set_captures(self.side, marble, have.wrapping_sub(1));
        } else {
            let have = self.pool[marble];
            self.set_pool(marble, have.wrapping_sub(1));
        }
        self.toggle_marble(marble, at);
        if let Some(ring) = remove {
            self.rings = self.rings.without(ring);
            self.hash ^= KEYS.ring[ring.index() as usize];
        }
        self.isolate(at, remove, vacant);
    }

    #[inline]
    fn jump(&mut self, from: Cell, over: Cell, to: Cell) {
        let Some(mover) = self.marble_at(from) else {
            return;
        };
        if let Some(captured) = self.marble_at(over) {
            self.toggle_marble(captured, over);
            let have = self.captures[self.side.index()][captured];
            self.set_captures(self.side, captured, have + 1);
        }
        self.toggle_marble(mover, from);
        self.toggle_marble(mover, to);
    }

    /// Isolation after a placement on `at` and the removal of `removed` (RULES.md §3): every
    /// group of rings with no vacant ring goes to the mover with its marbles. `vacant` is the
    /// board's vacant rings after both.
    ///
    /// Only the group of `at` and the groups that touched `removed` can have changed. When the
    /// rings were one group and the removed ring's remaining neighbours form one arc round it,
    /// the rings are still one group, so no flood fill is needed. Nor is one from a ring that
    /// is vacant or next to a vacant ring (its group keeps a vacant ring), nor, to tell
    /// whether the rings are still in pieces, where the removal split nothing and no group
    /// was taken.
    #[inline]
    fn isolate(&mut self, at: Cell, removed: Option<Cell>, vacant: Bitboard) {
        debug_assert_eq!(vacant, self.vacant());
        let mut seeds = Bitboard::from_cell(at);
        // Whether the groups may have changed in number by the removal: split (two or more
        // arcs of neighbours round it) or gone (a ring alone).
        let mut regrouped = false;
        if let Some(ring) = removed {
            let pattern = self.rings.neighbour_pattern(ring) as usize;
            regrouped = ARCS[pattern] != 1;
            if self.split || ARCS[pattern] > 1 {
                seeds |= Bitboard::from_cell(ring).neighbours() & self.rings;
            } else if vacant.is_empty() {
                self.capture_group(self.rings);
                return;
            } else {
                return;
            }
        } else if !self.split {
            if vacant.is_empty() {
                self.capture_group(self.rings);
            }
            return;
        }
        seeds &= !(vacant | vacant.neighbours());
        let rings = self.rings;
        let mut taken = false;
        while let Some(seed) = seeds.first() {
            let group = Bitboard::flood(Bitboard::from_cell(seed), rings);
            seeds &= !group;
            if (group & vacant).is_empty() {
                self.capture_group(group);
                taken = true;
            }
        }
        if regrouped || taken {
            self.split = match self.rings.first() {
                Some(cell) => Bitboard::flood(Bitboard::from_cell(cell), self.rings) != self.rings,
                None => false,
            };
        }
    }

    /// Takes a fully occupied group off the board; its marbles go to the mover.
    fn capture_group(&mut self, group: Bitboard) {
        for colour in Marble::ALL {
            let taken = self.marbles[colour.index()] & group;
            if taken.is_empty() {
                continue;
            }
            for cell in taken {
                self.toggle_marble(colour, cell);
            }
            let have = self.captures[self.side.index()][colour];
            self.set_captures(self.side, colour, have + taken.count() as u8);
        }
        for cell in group & self.rings {
            self.hash ^= KEYS.ring[cell.index() as usize];
        }
        self.rings &= !group;
        if self.rings.is_empty() {
            self.split = false;
        }
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut hash = 0;
        for cell in self.rings {
            hash ^= KEYS.ring[cell.index() as usize];
        }
        for colour in Marble::ALL {
            let c = colour.index();
            for cell in self.marbles[c] {
                hash ^= KEYS.marble[c][cell.index() as usize];
            }
            hash ^= KEYS.pool[c][self.pool.0[c] as usize % MAX_COUNT];
            hash ^= KEYS.captures[0][c][self.captures[0].0[c] as usize % MAX_COUNT];
            hash ^= KEYS.captures[1][c][self.captures[1].0[c] as usize % MAX_COUNT];
        }
        if self.side == Player::Two {
            hash ^= KEYS.side;
        }
        hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arcs_count_runs_round_the_cell() {
        assert_eq!(ARCS[0], 0);
        assert_eq!(ARCS[0b111111], 1);
        assert_eq!(ARCS[0b000111], 1);
        assert_eq!(ARCS[0b100001], 1);
        assert_eq!(ARCS[0b010101], 3);
        assert_eq!(ARCS[0b011011], 2);
    }

    #[test]
    fn a_neighbour_pattern_holds_each_direction_in_its_bit() {
        // Sets of every density from a small xorshift generator, on every board.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for board in Board::ALL {
            for round in 0..64 {
                let mut bits = u128::from(next()) << 64 | u128::from(next());
                for _ in 0..round % 3 {
                    bits &= u128::from(next()) << 64 | u128::from(next());
                }
                let set = Bitboard(bits) & board.cells();
                for cell in board.cells() {
                    let mut expected = 0u8;
                    for d in Direction::ALL {
                        expected |= u8::from(set.contains(cell.step(d))) << d.number();
                    }
                    assert_eq!(set.neighbour_pattern(cell), expected, "{board:?} {cell:?}");
                }
            }
        }
    }
}
