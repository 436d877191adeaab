//! Move ordering: which turns the search tries first.
//!
//! Alpha-beta is only fast when the best turn comes first. The search tries, in this order:
//! the transposition table's turn and two killers (checked for legality, before anything is
//! generated), then — where there is depth to spare — every turn by a quick look at the
//! position it leads to (its quiescence value, which puts isolations and winning sacrifices
//! first and gifts last), or, at the frontier, the history of the placements and removals that
//! caused cut-offs for the first few turns and generation order after them.

use zertz_engine::{Cell, Marble, Position, Turn};

/// The most plies a search goes down (placements, forced captures and passes together).
pub const MAX_PLY: usize = 96;

/// A generated turn with its ordering score and its index in generation order.
#[derive(Clone, Copy, Debug)]
pub struct Scored {
    /// The best turn found here, tried first next time.
    pub turn: Turn,
    /// Higher is tried first.
    pub score: i32,
    /// The index in the position's generation order (what the table stores for a capture).
    pub index: u16,
}

/// Ordering scores above every estimate: the table's turn, then killers.
pub const TABLE_TURN: i32 = 1 << 29;
/// See [`TABLE_TURN`].
pub const KILLER: i32 = 1 << 28;

/// Killer turns (two per ply) and the history of placements that caused cut-offs.
pub struct History {
    killers: [[Option<Turn>; 2]; MAX_PLY],
    /// By colour and cell placed on.
    placed: [[i32; 128]; 3],
    /// By ring removed.
    removed: [i32; 128],
}

impl Default for History {
    fn default() -> History {
        History {
            killers: [[None; 2]; MAX_PLY],
            placed: [[0; 128]; 3],
            removed: [0; 128],
        }
    }
}

impl History {
    /// Forgets the killers and fades the history between iterations.
    pub fn age(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for row in &mut self.placed {
            for v in row.iter_mut() {
                *v /= 4;
            }
        }
        for v in &mut self.removed {
            *v /= 4;
        }
    }

    /// The frontier's ordering score of `turn` at `ply`.
    #[inline]
    pub fn score(&self, turn: &Turn, ply: usize) -> i32 {
        match turn {
            Turn::Place { marble, at, remove } => {
                if let Some(killers) = self.killers.get(ply)
                    && killers.iter().any(|k| k.as_ref() == Some(turn))
                {
                    return KILLER;
                }
                cell_value(&self.placed[marble.index()], *at)
                    + remove.map_or(0, |r| cell_value(&self.removed, r))
            }
            Turn::Capture(path) => path.jumps() as i32 * 1000,
            Turn::Pass => 0,
        }
    }

    /// Records that `turn` caused a cut-off at `ply` with `depth` to go.
    #[inline]
    pub fn cut_off(&mut self, turn: Turn, ply: usize, depth: i32) {
        let Turn::Place { marble, at, remove } = turn else {
            return;
        };
        let bonus = depth * depth;
        if let Some(v) = self.placed[marble.index()].get_mut(at.index() as usize) {
            *v = (*v + bonus).min(1 << 20);
        }
        if let Some(r) = remove
            && let Some(v) = self.removed.get_mut(r.index() as usize)
        {
            *v = (*v + bonus).min(1 << 20);
        }
        if let Some(killers) = self.killers.get_mut(ply)
            && killers[0] != Some(turn)
        {
            killers[1] = killers[0];
            killers[0] = Some(turn);
        }
    }
}

#[inline]
fn cell_value(table: &[i32; 128], cell: Cell) -> i32 {
    table.get(cell.index() as usize).copied().unwrap_or(0)
}

/// Sorts scored turns best first; ties keep generation order, so the result is the same on
/// every run (the sort itself allocates nothing).
#[inline]
pub fn sort(turns: &mut [Scored]) {
    turns.sort_unstable_by(|a, b| b.score.cmp(&a.score).then(a.index.cmp(&b.index)));
}

/// Moves the turns scoring above `floor` to the front, sorted as [`sort`] would, and returns
/// how many there are; the others follow in no particular order.
#[inline]
pub fn sort_above(turns: &mut [Scored], floor: i32) -> usize {
    let mut above = 0;
    for i in 0..turns.len() {
        if turns[i].score > floor {
            turns.swap(i, above);
            above += 1;
        }
    }
    if let Some(front) = turns.get_mut(..above) {
        sort(front);
    }
    above
}

/// Moves the best-scored turn of `turns` to the front (a step of selection sort, for nodes
/// that usually cut off after a turn or two).
#[inline]
pub fn select(turns: &mut [Scored]) {
    if turns.is_empty() {
        return;
    }
    let mut best = 0;
    for (i, t) in turns.iter().enumerate().skip(1) {
        if let Some(b) = turns.get(best)
            && t.score > b.score
        {
            best = i;
        }
    }
    turns.swap(0, best);
}

/// A turn packed for the table: a placement exactly, a capture by its index in generation
/// order (which is deterministic), a pass as itself; never 0.
#[inline]
pub fn encode(turn: &Turn, index: u16) -> u32 {
    match turn {
        Turn::Place { marble, at, remove } => {
            1 | (marble.index() as u32) << 2
                | (at.index() as u32) << 4
                | remove.map_or(0xFF, |r| r.index() as u32) << 11
        }
        Turn::Capture(_) => 2 | (index as u32) << 2,
        Turn::Pass => 3,
    }
}

/// A turn unpacked from the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Code {
    /// Nothing stored.
    None,
    /// A placement (to be checked for legality before it is played).
    Place(Turn),
    /// A capture, by generation index.
    Index(u16),
    /// Pass: the player has no placement and no capture.
    Pass,
}

impl Code {
    /// Whether this code names `turn`, generated at `index` in its position.
    #[inline]
    pub fn names(self, turn: &Turn, index: u16) -> bool {
        match self {
            Code::Place(placed) => placed == *turn,
            Code::Index(stored) => stored == index,
            Code::Pass => *turn == Turn::Pass,
            Code::None => false,
        }
    }
}

/// Unpacks [`encode`]'s code.
#[inline]
pub fn decode(code: u32) -> Code {
    match code & 3 {
        1 => {
            let marble = Marble::ALL[((code >> 2) & 3).min(2) as usize];
            let at = Cell::from_index(((code >> 4) & 0x7F) as u8);
            let remove = (code >> 11) & 0xFF;
            Code::Place(Turn::Place {
                marble,
                at,
                remove: (remove != 0xFF).then(|| Cell::from_index(remove as u8)),
            })
        }
        2 => Code::Index((code >> 2) as u16),
        3 => Code::Pass,
        _ => Code::None,
    }
}

/// Whether `turn` is a legal placement in `pos`, a position where no capture is pending (the
/// table and the killers may offer a turn of another position).
#[inline]
pub fn is_legal_placement(pos: &Position, turn: &Turn) -> bool {
    let Turn::Place { marble, at, remove } = *turn else {
        return false;
    };
    if pos.placement_source()[marble] == 0 || !pos.vacant().contains(at) {
        return false;
    }
    let free = pos.free_rings().without(at);
    match remove {
        Some(ring) => free.contains(ring),
        None => free.is_empty(),
    }
}

impl History {
    /// The two killer turns of `ply` (placements), most recent first.
    #[inline]
    pub fn killers(&self, ply: usize) -> [Option<Turn>; 2] {
        self.killers.get(ply).copied().unwrap_or([None; 2])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use zertz_engine::{Board, GameType};

    #[test]
    fn placements_round_trip_through_the_code_and_are_checked() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        let mut count = 0;
        start.for_each_legal_turn(|turn| {
            count += 1;
            assert_eq!(decode(encode(&turn, 0)), Code::Place(turn));
            assert!(is_legal_placement(&start, &turn));
        });
        assert_eq!(count, 1944);
        let d4 = Board::Rings37.parse_cell("d4").unwrap();
        let wrong = Turn::Place {
            marble: Marble::White,
            at: d4,
            remove: Some(d4),
        };
        assert!(!is_legal_placement(&start, &wrong));
        assert_eq!(decode(encode(&Turn::Pass, 0)), Code::Pass);
        assert_eq!(decode(0), Code::None);
    }

    #[test]
    fn sorting_above_a_floor_orders_only_the_turns_above_it() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        let mut rng = fastrand::Rng::with_seed(7);
        let mut turns = Vec::new();
        start.for_each_legal_turn(|turn| {
            turns.push(Scored {
                turn,
                score: rng.i32(-50..50),
                index: turns.len() as u16,
            })
        });
        let mut sorted = turns.clone();
        sort(&mut sorted);
        for floor in [-60, -10, 0, 25, 49, 50] {
            let mut some = turns.clone();
            let above = sort_above(&mut some, floor);
            let expected = sorted.iter().filter(|t| t.score > floor).count();
            assert_eq!(above, expected, "floor {floor}");
            // The front is exactly the full order's front; the rest lie at or below the floor.
            let front = |v: &[Scored]| v.iter().map(|t| (t.score, t.index)).collect::<Vec<_>>();
            assert_eq!(
                front(&some[..above]),
                front(&sorted[..above]),
                "floor {floor}"
            );
            assert!(
                some[above..].iter().all(|t| t.score <= floor),
                "floor {floor}"
            );
            // Nothing is lost or repeated.
            let mut indices: Vec<u16> = some.iter().map(|t| t.index).collect();
            indices.sort_unstable();
            assert!(indices.iter().enumerate().all(|(i, &x)| x as usize == i));
        }
    }
}
