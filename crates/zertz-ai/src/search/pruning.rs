//! The frontier's bookkeeping: which placements are quiet, how many removals a sacrifice
//! keeps, the quick looks that far removals share, and the sacrifices that fell short.

use zertz_engine::{Bitboard, Cell, Marble, Position, Turn};

use super::NO_ESTIMATE;
use crate::eval::{WIN_BOUND, jumpless_cells, multi_arc};

/// A node's quiet placements, settled by the bound of
/// [`quiet_ceiling`](crate::eval::quiet_ceiling).
pub(super) struct QuietPlacements {
    /// The most any of them can score.
    pub(super) ceiling: i32,
    /// The vacant rings where a placement creates no jump.
    pub(super) cells: Bitboard,
    /// The rings whose removal may split a group.
    pub(super) splitting: Bitboard,
}

impl QuietPlacements {
    /// The quiet placements of `pos`, each scoring at most `ceiling`.
    pub(super) fn of(pos: &Position, ceiling: i32) -> QuietPlacements {
        QuietPlacements {
            ceiling,
            cells: jumpless_cells(pos),
            splitting: multi_arc(pos.rings()),
        }
    }

    /// Whether `turn` is one of them: a placement on a jumpless ring whose removal (if any)
    /// splits nothing.
    pub(super) fn holds(&self, turn: &Turn) -> bool {
        matches!(turn, Turn::Place { at, remove, .. }
            if self.cells.contains(*at) && remove.is_none_or(|r| !self.splitting.contains(r)))
    }
}

/// How many removals each sacrifice (a marble put where it hands over a capture whatever ring
/// is removed) has been searched with at a node, against a limit. Removals that cut rings off
/// are not counted: they are always searched.
pub(super) struct Sacrifices {
    loud: Bitboard,
    splitting: Bitboard,
    limit: u16,
    /// Removals so far, by marble and ring.
    seen: [u16; 3 * 128],
}

impl Sacrifices {
    /// No removal seen yet; `limit` 0 lets every removal through.
    pub(super) fn new(loud: Bitboard, splitting: Bitboard, limit: u16) -> Sacrifices {
        Sacrifices {
            loud,
            splitting,
            limit,
            seen: [0; 3 * 128],
        }
    }

    /// Whether `turn` is a sacrifice already searched with as many removals as the limit
    /// allows; otherwise it is counted (when it is a sacrifice).
    #[inline]
    pub(super) fn beyond_limit(&mut self, turn: Turn) -> bool {
        if self.limit == 0 {
            return false;
        }
        let Turn::Place { marble, at, remove } = turn else {
            return false;
        };
        if !self.loud.contains(at) || remove.is_some_and(|r| self.splitting.contains(r)) {
            return false;
        }
        let Some(seen) = self
            .seen
            .get_mut(marble.index() * 128 + usize::from(at.index()))
        else {
            return false;
        };
        if *seen >= self.limit {
            return true;
        }
        *seen += 1;
        false
    }
}

/// The quick looks a node's placements share among their far removals
/// ([`SearchParams::quick_far_removals`](super::SearchParams::quick_far_removals)).
pub(super) struct SharedLooks {
    splitting: Bitboard,
    /// The look of each marble on each ring with its first far removal ([`NO_ESTIMATE`]:
    /// none yet).
    looks: [i32; 3 * 128],
}

impl SharedLooks {
    /// No look kept yet; `splitting` are the rings whose removal may cut rings off.
    pub(super) fn new(splitting: Bitboard) -> SharedLooks {
        SharedLooks {
            splitting,
            looks: [NO_ESTIMATE; 3 * 128],
        }
    }

    /// Where the look of `turn` is shared: a placement whose removal is far ([`far_removal`]).
    #[inline]
    pub(super) fn slot(&self, turn: Turn) -> Option<usize> {
        // Two rings, whatever `SearchParams::near_removals` says: only that was measured here.
        let (marble, at) = far_removal(turn, self.splitting, 2)?;
        Some(marble.index() * 128 + usize::from(at.index()))
    }

    /// The look kept for `slot`, if any.
    #[inline]
    pub(super) fn look(&self, slot: usize) -> Option<i32> {
        self.looks
            .get(slot)
            .copied()
            .filter(|&look| look != NO_ESTIMATE)
    }

    /// Keeps the first look found for `slot`, unless it is a forced result.
    #[inline]
    pub(super) fn keep(&mut self, slot: usize, look: i32) {
        if look.abs() >= WIN_BOUND {
            return;
        }
        if let Some(kept) = self.looks.get_mut(slot)
            && *kept == NO_ESTIMATE
        {
            *kept = look;
        }
    }
}

/// The sacrifices of a node that fell short of alpha with a removal searched
/// ([`SearchParams::far_removals`](super::SearchParams::far_removals)): their removals far from
/// them are not searched.
pub(super) struct ShortSacrifices {
    loud: Bitboard,
    splitting: Bitboard,
    margin: i32,
    /// How many rings from the sacrifice a removal stays near.
    near: u8,
    /// The rings where a marble of each colour fell short.
    pub(super) short: [Bitboard; 3],
}

impl ShortSacrifices {
    /// None fallen short yet; `margin` is how far below alpha a sacrifice must score, `near`
    /// how many rings from it a removal is still searched
    /// ([`SearchParams::near_removals`](super::SearchParams::near_removals)).
    pub(super) fn new(
        loud: Bitboard,
        splitting: Bitboard,
        margin: u16,
        near: u8,
    ) -> ShortSacrifices {
        ShortSacrifices {
            loud,
            splitting,
            margin: i32::from(margin),
            near,
            short: [Bitboard::EMPTY; 3],
        }
    }

    /// Whether `turn` is a sacrifice that fell short with another removal, and its removal
    /// is far ([`far_removal`]).
    #[inline]
    pub(super) fn skips(&self, turn: Turn) -> bool {
        far_removal(turn, self.splitting, self.near)
            .is_some_and(|(marble, at)| self.short[marble.index()].contains(at))
    }

    /// Notes a searched turn's value: a sacrifice that scored `margin` or more below
    /// `alpha` has fallen short.
    #[inline]
    pub(super) fn note(&mut self, turn: Turn, value: i32, alpha: i32) {
        if let Turn::Place { marble, at, .. } = turn
            && self.loud.contains(at)
            && value <= alpha.saturating_sub(self.margin)
        {
            self.short[marble.index()] |= Bitboard::from_cell(at);
        }
    }
}

/// The sacrifices of a node with one placement to go that fell short, by ring and removal
/// ([`SearchParams::short_colours`](super::SearchParams::short_colours)): the same placement in
/// another colour hands over the same jumps.
pub(super) struct ShortColours {
    /// The rings where a placement hands over a capture whatever ring is removed.
    loud: Bitboard,
    /// How far below alpha a sacrifice must score to fall short.
    margin: i32,
    /// By the ring placed on, the removals with which a sacrifice fell short (the ring
    /// itself standing for no removal).
    short: [Bitboard; 128],
}

impl ShortColours {
    /// None fallen short yet.
    pub(super) fn new(loud: Bitboard, margin: u16) -> ShortColours {
        ShortColours {
            loud,
            margin: i32::from(margin),
            short: [Bitboard::EMPTY; 128],
        }
    }

    /// The ring of a sacrifice and the ring that stands for its removal.
    #[inline]
    fn key(&self, turn: Turn) -> Option<(usize, Cell)> {
        match turn {
            Turn::Place { at, remove, .. } if self.loud.contains(at) => {
                Some((usize::from(at.index()), remove.unwrap_or(at)))
            }
            _ => None,
        }
    }

    /// Whether `turn` is a sacrifice that fell short in another colour.
    #[inline]
    pub(super) fn skips(&self, turn: Turn) -> bool {
        self.key(turn).is_some_and(|(at, removal)| {
            self.short
                .get(at)
                .is_some_and(|removals| removals.contains(removal))
        })
    }

    /// Notes a searched turn's value: a sacrifice that scored `margin` or more below
    /// `alpha` has fallen short.
    #[inline]
    pub(super) fn note(&mut self, turn: Turn, value: i32, alpha: i32) {
        if value <= alpha.saturating_sub(self.margin)
            && let Some((at, removal)) = self.key(turn)
            && let Some(removals) = self.short.get_mut(at)
        {
            *removals |= Bitboard::from_cell(removal);
        }
    }
}

/// Whether the player to move in `pos` must capture and has a single capture to make.
pub(super) fn single_capture(pos: &Position) -> bool {
    let mut captures = 0;
    if pos.must_capture() {
        pos.for_each_legal_turn(|_| captures += 1);
    }
    captures == 1
}

/// The marble and ring of a placement whose removal is far from it: more than `near` rings
/// away (at most two), and not one of `splitting` (the rings whose removal may cut rings
/// off). Two rings away, such a removal touches neither the marble's captures nor its
/// neighbours.
#[inline]
fn far_removal(turn: Turn, splitting: Bitboard, near: u8) -> Option<(Marble, Cell)> {
    let Turn::Place {
        marble,
        at,
        remove: Some(remove),
    } = turn
    else {
        return None;
    };
    let near = match near {
        0 => Bitboard::EMPTY,
        1 => Bitboard::from_cell(at).neighbours(),
        _ => WITHIN_TWO
            .get(usize::from(at.index()))
            .copied()
            .unwrap_or(Bitboard::EMPTY),
    };
    if splitting.contains(remove) || near.contains(remove) {
        return None;
    }
    Some((marble, at))
}

/// For each cell index, the cells within two rings of it ([`far_removal`]'s near ones),
/// worked out once instead of at every turn.
const WITHIN_TWO: [Bitboard; 128] = {
    let mut table = [Bitboard::EMPTY; 128];
    let mut i = 0;
    while i < 128 {
        let near = Bitboard::from_cell(Cell::from_index(i as u8)).neighbours();
        table[i] = Bitboard(near.0 | near.neighbours().0);
        i += 1;
    }
    table
};
