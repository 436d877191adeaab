//! The evaluation cache: the static evaluations of recent positions, keyed by the engine's
//! Zobrist hash, so that a position judged twice in one search is worked out once.
//!
//! A search judges many positions twice: a quick look at a turn (which orders the turns of a
//! node two placements from the horizon) evaluates the position after it, and the search of
//! that turn a moment later evaluates the same position again to see whether it stands far
//! above beta; the next iteration repeats both. In a three-placement search of a middle game
//! about three evaluations in ten find their position here (32 % in a bench of 27 positions
//! searched three placements deep).
//!
//! A fixed block of [`SLOTS`] slots of 8 bytes (512 KiB), each position in the one slot its
//! key's low bits pick, the newest replacing the older. A slot keeps the key's high 32 bits to
//! tell positions apart (another position passes for the one kept about once in four billion
//! probes of a full slot), the score, and three facts of the evaluation: the mover wins now, the
//! mover is cornered, and the mover has a ring to fill that cuts a group off (whose turns the
//! quiescence search must then find again). The cache belongs to one set of weights, one
//! board and one game type: [`EvalCache::prepare`] empties it when they change.

use zertz_engine::{Board, GameType};

use crate::eval::{Evaluation, Weights};

/// How many slots the cache has (a power of two).
pub const SLOTS: usize = 1 << 16;

/// The mover wins with their next placement ([`Evaluation::wins_now`]).
const WINS_NOW: u8 = 1;
/// The mover must place and every placement hands over a capture ([`Evaluation::cornered`]).
const CORNERED: u8 = 2;
/// The mover can fill a ring that cuts a group off.
const FILLS: u8 = 4;
/// The safe rings were counted (so [`CORNERED`] is known).
const MOBILITY: u8 = 8;
/// The slot holds an evaluation.
const FULL: u8 = 16;

/// One cached evaluation.
#[derive(Clone, Copy, Default)]
struct Slot {
    /// The key's high 32 bits.
    check: u32,
    /// The score (every evaluation lies within ±[`crate::eval::WIN_BOUND`], well within i16).
    score: i16,
    /// [`WINS_NOW`], [`CORNERED`], [`FILLS`], [`MOBILITY`], [`FULL`].
    flags: u8,
}

/// An evaluation found in the cache.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cached {
    /// The evaluation.
    pub evaluation: Evaluation,
    /// The mover can fill a ring that cuts a group off: the quiescence search needs the cuts,
    /// which the cache does not keep.
    pub fills: bool,
}

/// The evaluations of recent positions for one set of weights, board and game type.
pub struct EvalCache {
    slots: Vec<Slot>,
    /// What the cached evaluations were made for.
    made_for: Option<(Weights, Board, GameType)>,
}

impl Default for EvalCache {
    fn default() -> EvalCache {
        EvalCache::new()
    }
}

impl EvalCache {
    /// An empty cache of [`SLOTS`] slots.
    pub fn new() -> EvalCache {
        EvalCache {
            slots: vec![Slot::default(); SLOTS],
            made_for: None,
        }
    }

    /// The memory the cache holds, in bytes.
    pub fn bytes(&self) -> usize {
        self.slots.capacity() * std::mem::size_of::<Slot>()
    }

    /// Forgets every evaluation.
    pub fn clear(&mut self) {
        self.slots.fill(Slot::default());
        self.made_for = None;
    }

    /// Readies the cache for evaluations with `weights` on `board` in `game_type`: empties it
    /// if it holds another's.
    pub fn prepare(&mut self, weights: Weights, board: Board, game_type: GameType) {
        let wanted = Some((weights, board, game_type));
        if self.made_for != wanted {
            self.clear();
            self.made_for = wanted;
        }
    }

    /// Asks the processor to bring the slot of `key` into its cache, so that a probe a
    /// moment later does not wait for memory (a hint: it changes nothing else).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        if let Some(slot) = self.slots.get(key as usize & (SLOTS - 1)) {
            crate::prefetch::prefetch(slot);
        }
    }

    /// The evaluation of the position with `key`, if cached (with the safe rings counted when
    /// `mobility` asks for them).
    #[inline]
    pub fn probe(&self, key: u64, mobility: bool) -> Option<Cached> {
        let slot = self.slots.get(key as usize & (SLOTS - 1))?;
        let flags = slot.flags;
        if flags & FULL == 0 || slot.check != (key >> 32) as u32 {
            return None;
        }
        if mobility && flags & MOBILITY == 0 {
            return None;
        }
        Some(Cached {
            evaluation: Evaluation {
                score: i32::from(slot.score),
                wins_now: flags & WINS_NOW != 0,
                cornered: flags & CORNERED != 0,
            },
            fills: flags & FILLS != 0,
        })
    }

    /// Keeps the evaluation of the position with `key` (`mobility`: the safe rings were
    /// counted; `fills`: the mover has a ring to fill that cuts a group off). A score beyond
    /// what a slot holds is not kept.
    #[inline]
    pub fn store(&mut self, key: u64, evaluation: &Evaluation, mobility: bool, fills: bool) {
        let Ok(score) = i16::try_from(evaluation.score) else {
            return;
        };
        let mut flags = FULL;
        for (set, flag) in [
            (evaluation.wins_now, WINS_NOW),
            (evaluation.cornered, CORNERED),
            (fills, FILLS),
            (mobility, MOBILITY),
        ] {
            if set {
                flags |= flag;
            }
        }
        if let Some(slot) = self.slots.get_mut(key as usize & (SLOTS - 1)) {
            *slot = Slot {
                check: (key >> 32) as u32,
                score,
                flags,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{WEIGHTS, evaluate_with_cuts, tests::random_positions};

    #[test]
    fn a_cached_evaluation_is_the_evaluation() {
        let weights = Weights::for_board(Board::Rings37);
        let mut cache = EvalCache::new();
        cache.prepare(weights, Board::Rings37, GameType::Standard);
        let positions: Vec<_> = random_positions(Board::Rings37, 10)
            .into_iter()
            .filter(|p| !p.must_capture() && !p.is_finished())
            .collect();
        assert!(positions.len() > 100);
        let mut fills_seen = 0;
        for pos in &positions {
            for mobility in [false, true] {
                let mut cuts = crate::eval::Cuts::NONE;
                let evaluation = evaluate_with_cuts(pos, &weights, mobility, &mut cuts);
                let fills = cuts.has_fills();
                fills_seen += usize::from(fills);
                cache.store(pos.hash(), &evaluation, mobility, fills);
                let cached = cache.probe(pos.hash(), mobility).expect("just stored");
                assert_eq!(cached.evaluation, evaluation, "{}", pos.to_text());
                assert_eq!(cached.fills, fills);
                // Another key that picks the same slot is not taken for this position.
                let other = pos.hash() ^ (1 << 40);
                assert_eq!(cache.probe(other, mobility), None);
            }
        }
        assert!(fills_seen > 0, "some random position can fill a cut");
    }

    #[test]
    fn an_evaluation_without_the_safe_rings_does_not_answer_for_one_with_them() {
        let mut cache = EvalCache::new();
        let evaluation = Evaluation {
            score: -1234,
            wins_now: false,
            cornered: false,
        };
        cache.store(42, &evaluation, false, false);
        assert_eq!(cache.probe(42, true), None);
        let found = cache.probe(42, false).expect("stored");
        assert_eq!(found.evaluation, evaluation);
        assert!(!found.fills);
    }

    #[test]
    fn other_weights_a_board_or_a_game_type_empty_the_cache() {
        let weights = Weights::default();
        let mut cache = EvalCache::new();
        cache.prepare(weights, Board::Rings37, GameType::Standard);
        let evaluation = Evaluation {
            score: 77,
            wins_now: true,
            cornered: true,
        };
        cache.store(7, &evaluation, true, true);
        cache.prepare(weights, Board::Rings37, GameType::Standard);
        assert!(cache.probe(7, true).is_some(), "the same settings keep it");
        let mut other = weights;
        other.set(WEIGHTS - 1, 5);
        for (w, board, game_type) in [
            (other, Board::Rings37, GameType::Standard),
            (weights, Board::Rings48, GameType::Standard),
            (weights, Board::Rings37, GameType::Blitz),
        ] {
            cache.prepare(weights, Board::Rings37, GameType::Standard);
            cache.store(7, &evaluation, true, true);
            cache.prepare(w, board, game_type);
            assert_eq!(cache.probe(7, true), None);
        }
        // A score too large for a slot is not kept.
        let huge = Evaluation {
            score: 40_000,
            ..evaluation
        };
        cache.store(9, &huge, false, false);
        assert_eq!(cache.probe(9, false), None);
    }
}
