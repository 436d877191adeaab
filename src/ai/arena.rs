//! The arena: two levels play each other to measure them.
//!
//! Games come in pairs from the same opening (a few random turns drawn from the seed), each
//! level playing player one in one game of the pair and player two in the other, so neither
//! the opening nor the first move favours a side. Results are from level A's side, with a
//! 95 % Wilson interval on A's score (a draw counts half).

use std::time::Duration;

use crate::engine::{Board, Game, GameType, Outcome, Player, Turn};

use super::search::Searcher;
use super::{Level, random_turn};

/// What to play.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// Level A (results are from its side).
    pub a: Level,
    /// Level B.
    pub b: Level,
    /// The number of games (an odd number leaves the last pair half played).
    pub games: u32,
    /// The board.
    pub board: Board,
    /// Standard or blitz.
    pub game_type: GameType,
    /// Time per turn for both levels instead of their own (depth limits and randomness stay).
    pub time: Option<Duration>,
    /// Seeds the openings and the levels' choices.
    pub seed: u64,
    /// Random turns played before the levels take over.
    pub opening_turns: u32,
    /// A game still running after this many turns is a draw.
    pub max_turns: usize,
}

impl MatchConfig {
    /// A match of `games` games on `board` (standard), two random opening turns, seed 1.
    pub fn new(a: Level, b: Level, games: u32, board: Board) -> MatchConfig {
        MatchConfig {
            a,
            b,
            games,
            board,
            game_type: GameType::Standard,
            time: None,
            seed: 1,
            opening_turns: 2,
            max_turns: 400,
        }
    }
}

/// A game's result from level A's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Result3 {
    /// A won.
    Win,
    /// Nobody won (repetition, two passes, or the turn limit).
    Draw,
    /// B won.
    Loss,
}

/// What one side spent in a game.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
pub struct Spent {
    /// Turns chosen.
    pub turns: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time thinking, in total.
    pub total: Duration,
    /// The longest single turn.
    pub longest: Duration,
    /// The deepest iterations finished, added up (divide by `turns` for the mean).
    pub depth_sum: u64,
}

impl Spent {
    fn add(&mut self, other: &Spent) {
        self.turns += other.turns;
        self.nodes += other.nodes;
        self.total += other.total;
        self.longest = self.longest.max(other.longest);
        self.depth_sum += other.depth_sum;
    }
}

/// One game of a match.
#[derive(Clone, Debug)]
pub struct GameReport {
    /// The game's number, from 0.
    pub index: u32,
    /// Level A played player one.
    pub a_first: bool,
    /// The result from A's side.
    pub result: Result3,
    /// How it ended (None: the turn limit).
    pub outcome: Option<Outcome>,
    /// The game, opening included.
    pub game: Game,
    /// What A spent.
    pub a: Spent,
    /// What B spent.
    pub b: Spent,
}

/// A whole match.
#[derive(Clone, Debug, Default)]
pub struct MatchResult {
    /// Games A won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games A lost.
    pub losses: u32,
    /// A's wins as player one.
    pub wins_first: u32,
    /// Games A played as player one.
    pub games_first: u32,
    /// What A spent over the match.
    pub a: Spent,
    /// What B spent over the match.
    pub b: Spent,
    /// Turns played, openings included, over all games.
    pub turns: u64,
}

impl MatchResult {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// A's score: wins plus half the draws, as a fraction of the games.
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins as f64 + self.draws as f64 / 2.0) / n
    }

    /// The 95 % Wilson interval of A's score.
    pub fn interval(&self) -> (f64, f64) {
        wilson(self.score(), self.games())
    }

    fn record(&mut self, report: &GameReport) {
        match report.result {
            Result3::Win => self.wins += 1,
            Result3::Draw => self.draws += 1,
            Result3::Loss => self.losses += 1,
        }
        if report.a_first {
            self.games_first += 1;
            if report.result == Result3::Win {
                self.wins_first += 1;
            }
        }
        self.a.add(&report.a);
        self.b.add(&report.b);
        self.turns += report.game.turns().len() as u64;
    }
}

/// The 95 % Wilson score interval for a proportion `p` of `n` trials.
pub fn wilson(p: f64, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964f64;
    let n = n as f64;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Plays the match, calling `each` after every game.
pub fn play_match(config: &MatchConfig, mut each: impl FnMut(&GameReport)) -> MatchResult {
    let mut result = MatchResult::default();
    for index in 0..config.games {
        let report = play_game(config, index);
        result.record(&report);
        each(&report);
    }
    result
}

/// A random opening of `turns` turns that does not end the game, the same for both games of
/// a pair (after 100 openings that all end the game, the start position).
fn opening(config: &MatchConfig, pair: u32) -> Game {
    let mut rng =
        fastrand::Rng::with_seed(config.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ pair as u64);
    for _ in 0..100 {
        let mut game = Game::new(config.board, config.game_type);
        for _ in 0..config.opening_turns {
            let Some(turn) = random_turn(game.position(), &mut rng) else {
                break;
            };
            if game.play(turn).is_err() {
                break;
            }
        }
        if game.outcome().is_none() {
            return game;
        }
    }
    Game::new(config.board, config.game_type)
}

/// Plays game `index` of the match.
pub fn play_game(config: &MatchConfig, index: u32) -> GameReport {
    let mut game = opening(config, index / 2);
    let a_first = index.is_multiple_of(2);
    let a_player = if a_first { Player::One } else { Player::Two };
    let mut rng = fastrand::Rng::with_seed(config.seed ^ (index as u64) << 32);
    let limits = |level: Level| {
        let mut limits = level.limits();
        if let Some(time) = config.time {
            limits.time = time;
        }
        limits
    };
    let (limits_a, limits_b) = (limits(config.a), limits(config.b));
    let mut searcher_a = Searcher::new(limits_a.table_mib);
    let mut searcher_b = Searcher::new(limits_b.table_mib);
    let mut spent = [Spent::default(), Spent::default()];
    let mut forfeit: Option<Player> = None;
    while game.outcome().is_none() && game.turns().len() < config.max_turns {
        let position = *game.position();
        let mover = position.side_to_move();
        let is_a = mover == a_player;
        let (level, limits, searcher) = if is_a {
            (config.a, &limits_a, &mut searcher_a)
        } else {
            (config.b, &limits_b, &mut searcher_b)
        };
        let side = &mut spent[usize::from(!is_a)];
        let turn: Option<Turn> = if level == Level::Random {
            random_turn(&position, &mut rng)
        } else {
            let result = searcher.search(&position, &limits.clone().with_seed(rng.u64(..)));
            if let Some(r) = &result {
                side.turns += 1;
                side.nodes += r.nodes;
                side.total += r.elapsed;
                side.longest = side.longest.max(r.elapsed);
                side.depth_sum += r.depth as u64;
            }
            result.map(|r| r.turn)
        };
        let Some(turn) = turn else { break };
        if game.play(turn).is_err() {
            // Never expected: an illegal turn loses the game.
            forfeit = Some(mover);
            break;
        }
    }
    let outcome = game.outcome();
    let winner = match forfeit {
        Some(loser) => Some(loser.opponent()),
        None => outcome.and_then(|o| o.winner()),
    };
    let result = match winner {
        Some(w) if w == a_player => Result3::Win,
        Some(_) => Result3::Loss,
        None => Result3::Draw,
    };
    let [a, b] = spent;
    GameReport {
        index,
        a_first,
        result,
        outcome,
        game,
        a,
        b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_is_sane() {
        let (lo, hi) = wilson(0.5, 100);
        assert!(
            lo > 0.39 && lo < 0.41 && hi > 0.59 && hi < 0.61,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(1.0, 200);
        assert!(lo > 0.98 && hi > 0.999_999, "{lo} {hi}");
    }
}
