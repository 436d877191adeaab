//! The two game types of RULES.md §1: their pools and their goals.

use std::fmt;
use std::str::FromStr;

use super::marble::{Marble, MarbleCounts};

/// One of the ways to win a game type: enough marbles of one colour, or some of each.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    /// The single-colour goal of this colour (4 white, 5 grey or 6 black in standard).
    Colour(Marble),
    /// Some of each colour (3 of each in standard).
    Each,
}

/// Standard or blitz ZÈRTZ.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum GameType {
    /// 6 / 8 / 10 marbles; win with 4 white, 5 grey, 6 black or 3 of each.
    #[default]
    Standard,
    /// 5 / 7 / 9 marbles on 37 rings; win with 3 white, 4 grey, 5 black or 2 of each.
    Blitz,
}

impl GameType {
    /// Both game types.
    pub const ALL: [GameType; 2] = [GameType::Standard, GameType::Blitz];

    /// The pool at the start of the game.
    ///
    /// ```
    /// use zertz_engine::{GameType, MarbleCounts};
    /// assert_eq!(GameType::Standard.pool(), MarbleCounts::new(6, 8, 10));
    /// assert_eq!(GameType::Blitz.pool(), MarbleCounts::new(5, 7, 9));
    /// ```
    pub const fn pool(self) -> MarbleCounts {
        match self {
            GameType::Standard => MarbleCounts::new(6, 8, 10),
            GameType::Blitz => MarbleCounts::new(5, 7, 9),
        }
    }

    /// The number of marbles of each single colour that wins.
    ///
    /// ```
    /// use zertz_engine::{GameType, MarbleCounts};
    /// assert_eq!(GameType::Standard.goal(), MarbleCounts::new(4, 5, 6));
    /// assert_eq!(GameType::Blitz.goal(), MarbleCounts::new(3, 4, 5));
    /// ```
    pub const fn goal(self) -> MarbleCounts {
        match self {
            GameType::Standard => MarbleCounts::new(4, 5, 6),
            GameType::Blitz => MarbleCounts::new(3, 4, 5),
        }
    }

    /// The number of marbles of every colour that wins.
    pub const fn goal_each(self) -> u8 {
        match self {
            GameType::Standard => 3,
            GameType::Blitz => 2,
        }
    }

    /// Whether `captured` meets a goal of this game type.
    ///
    /// ```
    /// use zertz_engine::{GameType, MarbleCounts};
    /// assert!(GameType::Standard.goal_reached(MarbleCounts::new(3, 3, 3)));
    /// assert!(GameType::Standard.goal_reached(MarbleCounts::new(0, 0, 6)));
    /// assert!(!GameType::Standard.goal_reached(MarbleCounts::new(3, 4, 2)));
    /// ```
    #[inline]
    pub const fn goal_reached(self, captured: MarbleCounts) -> bool {
        let goal = self.goal().0;
        let each = self.goal_each();
        let c = captured.0;
        c[0] >= goal[0]
            || c[1] >= goal[1]
            || c[2] >= goal[2]
            || (c[0] >= each && c[1] >= each && c[2] >= each)
    }

    /// The goal `captured` is nearest to, and how many marbles it still lacks (0 once
    /// reached). Ties go to "each", then to the colour of the smallest goal.
    ///
    /// ```
    /// use zertz_engine::{Goal, GameType, Marble, MarbleCounts};
    /// // One black from six: black is nearer than "3 of each", which lacks a white and a grey.
    /// let standard = GameType::Standard;
    /// let captured = MarbleCounts::new(2, 2, 5);
    /// assert_eq!(standard.nearest_goal(captured), (Goal::Colour(Marble::Black), 1));
    /// assert_eq!(standard.nearest_goal(MarbleCounts::NONE), (Goal::Colour(Marble::White), 4));
    /// assert_eq!(standard.nearest_goal(MarbleCounts::new(2, 3, 3)), (Goal::Each, 1));
    /// ```
    pub fn nearest_goal(self, captured: MarbleCounts) -> (Goal, u8) {
        let each = self.goal_each();
        let lacking_each: u8 = Marble::ALL
            .iter()
            .map(|&m| each.saturating_sub(captured[m]))
            .sum();
        let mut nearest = (Goal::Each, lacking_each);
        for colour in Marble::ALL {
            let lacking = self.goal()[colour].saturating_sub(captured[colour]);
            if lacking < nearest.1 {
                nearest = (Goal::Colour(colour), lacking);
            }
        }
        nearest
    }

    /// How many marbles a goal asks for in this game type: `4` for white in standard, `3` for
    /// each.
    pub fn goal_size(self, goal: Goal) -> u8 {
        match goal {
            Goal::Colour(colour) => self.goal()[colour],
            Goal::Each => self.goal_each(),
        }
    }

    /// The total number of marbles in play (pool at the start).
    pub const fn marbles(self) -> u32 {
        self.pool().total()
    }

    /// The game type's name as written on the command line: `standard` or `blitz`.
    pub const fn name(self) -> &'static str {
        match self {
            GameType::Standard => "standard",
            GameType::Blitz => "blitz",
        }
    }
}

impl fmt::Display for GameType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameType {
    type Err = String;

    fn from_str(s: &str) -> Result<GameType, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "standard" => Ok(GameType::Standard),
            "blitz" => Ok(GameType::Blitz),
            other => Err(format!(
                "unknown game type {other:?}: use standard or blitz"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The marbles still needed, what the search's `fewest_needed` reads.
    #[test]
    fn the_nearest_goal_of_any_kind_counts_the_fewest_marbles_needed() {
        let standard = |c: [u8; 3]| GameType::Standard.nearest_goal(MarbleCounts(c)).1;
        assert_eq!(standard([0, 0, 0]), 4, "four whites");
        assert_eq!(standard([2, 0, 0]), 2);
        assert_eq!(standard([0, 1, 5]), 1, "a sixth black");
        assert_eq!(standard([2, 3, 3]), 1, "three of each, a white short");
        assert_eq!(standard([2, 2, 3]), 2);
        assert_eq!(standard([4, 0, 0]), 0, "met");
        let blitz = GameType::Blitz.nearest_goal(MarbleCounts::NONE).1;
        assert_eq!(blitz, 3, "three whites");
    }
}
