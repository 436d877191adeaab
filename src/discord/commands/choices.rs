//! The fixed choices of the commands' options: board, game type, who starts, time per turn.

use crate::ai::puzzles::Difficulty;
use crate::engine::{Board, GameType};
use crate::service::{DAY_MS, Starter};

/// Which board to play on.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BoardChoice {
    /// 37 rings.
    #[name = "37 rings (standard)"]
    Rings37,
    /// 40 rings.
    #[name = "40 rings"]
    Rings40,
    /// 43 rings.
    #[name = "43 rings"]
    Rings43,
    /// 44 rings.
    #[name = "44 rings"]
    Rings44,
    /// 48 rings.
    #[name = "48 rings (tournament)"]
    Rings48,
    /// 61 rings.
    #[name = "61 rings"]
    Rings61,
}

impl BoardChoice {
    /// The engine's board.
    fn board(self) -> Board {
        match self {
            BoardChoice::Rings37 => Board::Rings37,
            BoardChoice::Rings40 => Board::Rings40,
            BoardChoice::Rings43 => Board::Rings43,
            BoardChoice::Rings44 => Board::Rings44,
            BoardChoice::Rings48 => Board::Rings48,
            BoardChoice::Rings61 => Board::Rings61,
        }
    }
}

/// Standard or blitz.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TypeChoice {
    /// 6/8/10 marbles.
    #[name = "standard"]
    Standard,
    /// 5/7/9 marbles on 37 rings.
    #[name = "blitz (37 rings)"]
    Blitz,
}

/// Who moves first.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FirstChoice {
    /// Drawn by lot.
    #[name = "draw lots"]
    Random,
    /// The one who asks.
    #[name = "me"]
    Me,
    /// The one challenged moves first.
    #[name = "my opponent"]
    Them,
}

/// A puzzle's level.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelOfPuzzle {
    /// A win on the spot.
    #[name = "easy: win at once"]
    Easy,
    /// A sacrifice, then the win.
    #[name = "medium: a sacrifice, then the win"]
    Medium,
    /// A quiet turn, then the win.
    #[name = "hard: a quiet turn, then the win"]
    Hard,
}

impl LevelOfPuzzle {
    /// The solver's grade of this level.
    pub(super) fn difficulty(self) -> Difficulty {
        match self {
            LevelOfPuzzle::Easy => Difficulty::Easy,
            LevelOfPuzzle::Medium => Difficulty::Medium,
            LevelOfPuzzle::Hard => Difficulty::Hard,
        }
    }
}

/// Time per turn for a correspondence game.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TimeChoice {
    /// No limit.
    #[name = "no limit"]
    None,
    /// One day per turn.
    #[name = "1 day per turn"]
    OneDay,
    /// Three days per turn.
    #[name = "3 days per turn"]
    ThreeDays,
    /// A week per turn.
    #[name = "7 days per turn"]
    SevenDays,
}

impl TimeChoice {
    /// The time per turn chosen, in milliseconds (None: no limit).
    pub(super) fn limit_ms(choice: Option<TimeChoice>) -> Option<i64> {
        match choice? {
            TimeChoice::None => None,
            TimeChoice::OneDay => Some(DAY_MS),
            TimeChoice::ThreeDays => Some(3 * DAY_MS),
            TimeChoice::SevenDays => Some(7 * DAY_MS),
        }
    }
}

impl FirstChoice {
    /// Who starts, as chosen (drawn by lot unless said).
    pub(super) fn starter(choice: Option<FirstChoice>) -> Starter {
        match choice {
            None | Some(FirstChoice::Random) => Starter::Random,
            Some(FirstChoice::Me) => Starter::Challenger,
            Some(FirstChoice::Them) => Starter::Opponent,
        }
    }
}

/// The board and game type a player chose (37 rings when they named no board); the service
/// refuses a pair the rules do not allow (blitz on 61 rings) instead of changing the board.
pub(super) fn board_and_type(
    board: Option<BoardChoice>,
    game_type: Option<TypeChoice>,
) -> (Board, GameType) {
    let game_type = match game_type {
        Some(TypeChoice::Blitz) => GameType::Blitz,
        _ => GameType::Standard,
    };
    (board.map_or(Board::Rings37, BoardChoice::board), game_type)
}
