//! Zobrist keys: one random 64-bit key per feature of a position, XORed together into the
//! position's hash and updated incrementally as turns are made.

/// The largest count of one colour the keys cover (pool or one player's captures).
pub(crate) const MAX_COUNT: usize = 32;

/// All the keys of the hash.
pub(crate) struct Keys {
    /// A ring is present on the cell.
    pub ring: [u64; 128],
    /// A marble of the colour stands on the cell.
    pub marble: [[u64; 128]; 3],
    /// The pool holds this many marbles of the colour.
    pub pool: [[u64; MAX_COUNT]; 3],
    /// The player has captured this many marbles of the colour.
    pub captures: [[[u64; MAX_COUNT]; 3]; 2],
    /// Player two is to move.
    pub side: u64,
}

/// SplitMix64: a small, good generator, usable in a constant.
const fn split_mix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn build() -> Keys {
    let mut state = 0x5A45_5254_5A5F_4B45u64; // "ZERTZ_KE"
    let mut keys = Keys {
        ring: [0; 128],
        marble: [[0; 128]; 3],
        pool: [[0; MAX_COUNT]; 3],
        captures: [[[0; MAX_COUNT]; 3]; 2],
        side: 0,
    };
    let mut i = 0;
    while i < 128 {
        keys.ring[i] = split_mix(&mut state);
        let mut c = 0;
        while c < 3 {
            keys.marble[c][i] = split_mix(&mut state);
            c += 1;
        }
        i += 1;
    }
    let mut c = 0;
    while c < 3 {
        let mut n = 0;
        while n < MAX_COUNT {
            keys.pool[c][n] = split_mix(&mut state);
            keys.captures[0][c][n] = split_mix(&mut state);
            keys.captures[1][c][n] = split_mix(&mut state);
            n += 1;
        }
        c += 1;
    }
    keys.side = split_mix(&mut state);
    keys
}

/// The keys, computed at compile time.
pub(crate) static KEYS: Keys = build();
