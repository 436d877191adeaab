//! Marbles, players, and counts of marbles by colour (the pool, a player's captures).

use std::fmt;
use std::ops::{Index, IndexMut};

/// A marble colour. Marbles belong to nobody: either player may place or jump any colour.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Marble {
    /// White, the rarest.
    White,
    /// Grey, between the two in number.
    Grey,
    /// Black, the most common.
    Black,
}

impl Marble {
    /// The three colours, white first.
    pub const ALL: [Marble; 3] = [Marble::White, Marble::Grey, Marble::Black];

    /// The index of the colour (white 0, grey 1, black 2).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour's letter in the notation: `W`, `G` or `B`.
    pub const fn letter(self) -> char {
        match self {
            Marble::White => 'W',
            Marble::Grey => 'G',
            Marble::Black => 'B',
        }
    }

    /// The colour for a letter, in either case.
    pub const fn from_letter(letter: char) -> Option<Marble> {
        match letter.to_ascii_uppercase() {
            'W' => Some(Marble::White),
            'G' => Some(Marble::Grey),
            'B' => Some(Marble::Black),
            _ => None,
        }
    }

    /// The colour's name in words.
    pub const fn name(self) -> &'static str {
        match self {
            Marble::White => "white",
            Marble::Grey => "grey",
            Marble::Black => "black",
        }
    }
}

impl fmt::Display for Marble {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the two players; player one is the one who moved first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Player {
    /// The player who moved first.
    One,
    /// The player who moved second.
    Two,
}

impl Player {
    /// The other player.
    #[inline]
    pub const fn opponent(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// 0 for player one, 1 for player two.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The player's number, 1 or 2.
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.number())
    }
}

/// A number of marbles of each colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MarbleCounts(pub [u8; 3]);

impl MarbleCounts {
    /// No marbles at all.
    pub const NONE: MarbleCounts = MarbleCounts([0; 3]);

    /// Counts of white, grey and black.
    pub const fn new(white: u8, grey: u8, black: u8) -> MarbleCounts {
        MarbleCounts([white, grey, black])
    }

    /// The number of marbles of all colours together.
    #[inline]
    pub const fn total(self) -> u32 {
        self.0[0] as u32 + self.0[1] as u32 + self.0[2] as u32
    }

    /// Whether there are no marbles.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0[0] == 0 && self.0[1] == 0 && self.0[2] == 0
    }

    /// The colours of which there is at least one marble.
    pub fn available(self) -> impl Iterator<Item = Marble> {
        Marble::ALL.into_iter().filter(move |m| self[*m] > 0)
    }

    /// The marbles in words, for the sentences every adapter and the hint write: small numbers
    /// spelled out, colours in the plural where there are several, empty when there are none.
    ///
    /// ```
    /// use zertz_engine::MarbleCounts;
    /// assert_eq!(MarbleCounts::new(1, 0, 0).in_words(), "a white");
    /// assert_eq!(MarbleCounts::new(0, 2, 1).in_words(), "two greys and a black");
    /// assert_eq!(MarbleCounts::new(3, 1, 12).in_words(), "three whites, a grey and 12 blacks");
    /// assert_eq!(MarbleCounts::NONE.in_words(), "");
    /// ```
    pub fn in_words(self) -> String {
        let parts: Vec<String> = self
            .available()
            .map(|m| {
                let n = self[m];
                let plural = if n > 1 { "s" } else { "" };
                format!("{} {}{plural}", count_in_words(u32::from(n)), m.name())
            })
            .collect();
        match parts.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

/// A count in words, for sentences: "a", "two" … "ten", then digits.
///
/// ```
/// assert_eq!(zertz_engine::count_in_words(1), "a");
/// assert_eq!(zertz_engine::count_in_words(4), "four");
/// assert_eq!(zertz_engine::count_in_words(11), "11");
/// ```
pub fn count_in_words(n: u32) -> String {
    const WORDS: [&str; 10] = [
        "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    match n {
        1..=10 => WORDS[n as usize - 1].to_string(),
        n => n.to_string(),
    }
}

impl Index<Marble> for MarbleCounts {
    type Output = u8;
    #[inline]
    fn index(&self, marble: Marble) -> &u8 {
        &self.0[marble.index()]
    }
}

impl IndexMut<Marble> for MarbleCounts {
    #[inline]
    fn index_mut(&mut self, marble: Marble) -> &mut u8 {
        &mut self.0[marble.index()]
    }
}

impl fmt::Display for MarbleCounts {
    /// The ZIP form `W/G/B`, e.g. `6/8/10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}/{}", self.0[0], self.0[1], self.0[2])
    }
}
