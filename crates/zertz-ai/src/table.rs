//! The transposition table: results of earlier searches, keyed by the engine's Zobrist hash.
//!
//! A fixed block of memory allocated once per search (its size is a limit of the search, any
//! whole number of MiB: a key picks its bucket by multiplication, not by a power-of-two
//! mask). Buckets of two entries: one kept for the deepest result, one always replaced. An entry
//! remembers the best turn packed in a few bits ([`super::ordering::encode`]).
//!
//! The table is kept from one turn of a game to the next, and an earlier search's results
//! settle nodes as this search's do. In a trial build (stop 59) where they only ordered the
//! turns, or settled a node only when searched a placement deeper than it needed (a forced
//! result still settling it), hard lost −30.5 Elo (−62.0 … +0.6) and −31.4 (−62.8 … −0.4)
//! in 400 games each at 100 ms a turn.

use super::eval::WIN_BOUND;

/// What a stored score says about the true score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

impl Bound {
    /// What `best`, found by a search of the window (`alpha`, `beta`), says about the true
    /// score.
    pub fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// A stored result.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entry {
    /// The score, from the side to move, with forced results relative to this position.
    pub score: i32,
    /// The depth searched, as its searcher counts it (the search: half placements).
    pub depth: i32,
    /// What the score says.
    pub bound: Bound,
    /// The best turn, packed by [`super::ordering::encode`] (0: none known).
    pub turn: u32,
}

impl Entry {
    /// The stored score, when it settles a search of the window (`alpha`, `beta`) without
    /// searching.
    #[inline]
    pub fn settles(&self, alpha: i32, beta: i32) -> Option<i32> {
        match self.bound {
            Bound::Exact => Some(self.score),
            Bound::Lower if self.score >= beta => Some(self.score),
            Bound::Upper if self.score <= alpha => Some(self.score),
            _ => None,
        }
    }
}

/// Entries per bucket.
const WAYS: usize = 2;
/// Words per entry: the key, then the packed data.
const WORDS: usize = 2;

/// The transposition table.
pub struct Table {
    words: Vec<u64>,
    buckets: usize,
    age: u8,
}

impl Table {
    /// A table of `mib` MiB (1 to 65,536), all empty.
    pub fn new(mib: usize) -> Table {
        let bytes = mib.clamp(1, 1 << 16) << 20;
        let buckets = (bytes / (WAYS * WORDS * 8)).max(1);
        Table {
            // Zeroed memory comes straight from the allocator (no write pass).
            words: vec![0u64; buckets * WAYS * WORDS],
            buckets,
            age: 0,
        }
    }

    /// Empties the table.
    pub fn clear(&mut self) {
        self.words.fill(0);
        self.age = 0;
    }

    /// The table's size in bytes.
    pub fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// Marks the start of a new search: older entries are replaced first.
    pub fn new_search(&mut self) {
        self.age = (self.age + 1) & 0x3F;
    }

    /// Where the bucket of `key` starts: the key's share of the buckets, `key / 2^64` of
    /// them (the high bits pick the bucket, the whole key is kept to check it).
    #[inline]
    fn bucket(&self, key: u64) -> usize {
        let bucket = ((u128::from(key) * self.buckets as u128) >> 64) as usize;
        bucket * WAYS * WORDS
    }

    /// Asks the processor to bring the bucket of `key` into its cache, so that a probe a
    /// moment later does not wait for memory (a hint: it changes nothing else).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        if let Some(word) = self.words.get(self.bucket(key)) {
            crate::prefetch::prefetch(word);
        }
    }

    /// The entry stored for `key`, with forced results made relative to `ply`.
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        let base = self.bucket(key);
        for way in 0..WAYS {
            let at = base + way * WORDS;
            let (Some(&stored), Some(&data)) = (self.words.get(at), self.words.get(at + 1)) else {
                return None;
            };
            if data != 0 && stored == key {
                return Some(unpack(data, ply));
            }
        }
        None
    }

    /// Stores a result for `key` found at `ply`.
    #[inline]
    pub fn store(&mut self, key: u64, ply: usize, entry: Entry) {
        let base = self.bucket(key);
        let data = pack(entry, ply, self.age);
        // The first way keeps the deepest result of the current search; the second takes
        // whatever the first does not.
        let first = base;
        let second = base + WORDS;
        let (Some(&stored), Some(&old)) = (self.words.get(first), self.words.get(first + 1)) else {
            return;
        };
        let old_depth = ((old >> 16) & 0xFF) as i32 - 1;
        let old_age = ((old >> 26) & 0x3F) as u8;
        let slot = if old == 0 || stored == key || old_age != self.age || entry.depth >= old_depth {
            first
        } else {
            second
        };
        if let Some(words) = self.words.get_mut(slot..slot + WORDS) {
            words[0] = key;
            words[1] = data;
        }
    }
}

/// Packs an entry: score (16 bits), depth + 1 (8), bound (2), age (6), turn (31), and a set
/// bit 63 so that a stored entry is never all zeros.
fn pack(entry: Entry, ply: usize, age: u8) -> u64 {
    let score = to_table(entry.score, ply) as i16 as u16 as u64;
    let depth = (entry.depth + 1).clamp(0, 255) as u64;
    let bound = match entry.bound {
        Bound::Exact => 0,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    let turn = (entry.turn & 0x7FFF_FFFF) as u64;
    score | depth << 16 | bound << 24 | ((age & 0x3F) as u64) << 26 | turn << 32 | 1 << 63
}

fn unpack(data: u64, ply: usize) -> Entry {
    let score = from_table((data & 0xFFFF) as u16 as i16 as i32, ply);
    let depth = ((data >> 16) & 0xFF) as i32 - 1;
    let bound = match (data >> 24) & 3 {
        0 => Bound::Exact,
        1 => Bound::Lower,
        _ => Bound::Upper,
    };
    Entry {
        score,
        depth,
        bound,
        turn: ((data >> 32) & 0x7FFF_FFFF) as u32,
    }
}

/// A forced result found `ply` plies from the root, stored relative to its own position.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::WIN;

    #[test]
    fn entries_round_trip_and_forced_results_move_with_the_ply() {
        let mut table = Table::new(1);
        assert_eq!(table.bytes(), 1 << 20);
        let entry = Entry {
            score: -123,
            depth: 3,
            bound: Bound::Lower,
            turn: 1900,
        };
        table.store(42, 0, entry);
        assert_eq!(table.probe(42, 5), Some(entry));
        assert_eq!(table.probe(43, 0), None);
        let win = Entry {
            score: WIN - 7,
            depth: 0,
            bound: Bound::Exact,
            turn: 0,
        };
        table.store(99, 4, win);
        // Stored as "win in 3 from here"; seen from ply 2 that is WIN - 5.
        assert_eq!(table.probe(99, 2).map(|e| e.score), Some(WIN - 5));
    }

    #[test]
    fn a_table_takes_the_size_asked_and_every_bucket_is_reachable() {
        // Not only powers of two: master's table is sized to leave room for the rest.
        let mut table = Table::new(3);
        assert_eq!(table.bytes(), 3 << 20);
        let buckets = table.buckets;
        assert_eq!(buckets, (3 << 20) / (WAYS * WORDS * 8));
        // The keys spread over every bucket in order: the first, the middle, the last.
        assert_eq!(table.bucket(0), 0);
        assert_eq!(table.bucket(1 << 63), buckets / 2 * WAYS * WORDS);
        assert_eq!(table.bucket(u64::MAX), (buckets - 1) * WAYS * WORDS);
        let entry = Entry {
            score: 7,
            depth: 1,
            bound: Bound::Exact,
            turn: 0,
        };
        for key in [0, 1 << 63, u64::MAX] {
            table.store(key, 0, entry);
            assert_eq!(table.probe(key, 0), Some(entry), "{key}");
        }
    }
}
