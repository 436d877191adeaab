//! Self-play games for tuning: the search plays itself from random openings, quickly (a node
//! budget a turn), on several threads; each game is written as one line, its result and its
//! record, so that positions can be drawn from it and labelled by how the game ended.

use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use zertz_engine::{Board, Game, GameType, Outcome, Player};

use crate::eval::Weights;
use crate::search::{Limits, SearchParams, Searcher};

/// How to play the games.
#[derive(Clone, Debug)]
pub struct SelfPlay {
    /// Games to play.
    pub games: u64,
    /// The board the games are played on.
    pub board: Board,
    /// Standard or blitz.
    pub game_type: GameType,
    /// Nodes searched a turn.
    pub nodes: u64,
    /// Random turns before the search takes over (varied openings).
    pub opening_turns: u32,
    /// Seeds the openings.
    pub seed: u64,
    /// Threads playing at once.
    pub threads: usize,
    /// The evaluation's weights.
    pub weights: Weights,
    /// The search's parameters.
    pub params: SearchParams,
}

/// A game's result as the data file writes it: `1` (player one won), `2`, or `=` (a draw).
pub fn result_word(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        Some(Outcome::Win {
            winner: Player::One,
            ..
        }) => "1",
        Some(Outcome::Win { .. }) => "2",
        _ => "=",
    }
}

/// Plays one game: random opening turns, then the search for both sides (each with its own
/// table, kept between its turns). A game past 300 turns stops where it is (a draw).
pub fn play_one(config: &SelfPlay, index: u64) -> Game {
    let mut rng = fastrand::Rng::with_seed(config.seed.wrapping_mul(0x9E37_79B9) ^ index);
    let mut game = Game::new(config.board, config.game_type);
    for _ in 0..config.opening_turns {
        let turns = game.legal_turns();
        if turns.is_empty() || game.play(turns[rng.usize(..turns.len())]).is_err() {
            break;
        }
    }
    let mut searchers = [Searcher::new(8), Searcher::new(8)];
    let mut limits = Limits::new(Duration::from_secs(30)).with_max_nodes(config.nodes);
    limits.weights = Some(config.weights);
    limits.params = config.params;
    while game.outcome().is_none() && game.turns().len() < 300 {
        let side = game.position().side_to_move().index();
        let limits = limits.clone().with_seed(rng.u64(..));
        let Some(result) = searchers[side].search(game.position(), &limits) else {
            break;
        };
        if game.play(result.turn).is_err() {
            break;
        }
    }
    game
}

/// Plays the games on `config.threads` threads and writes each as a line to `out` as it ends:
/// `<result> <record>`; `progress` hears the count of games written.
pub fn generate(
    config: &SelfPlay,
    out: &mut impl Write,
    mut progress: impl FnMut(u64),
) -> io::Result<u64> {
    let next = Arc::new(AtomicU64::new(0));
    let (sender, inbox) = std::sync::mpsc::channel::<String>();
    let mut handles = Vec::new();
    for _ in 0..config.threads.max(1) {
        let config = config.clone();
        let next = Arc::clone(&next);
        let sender = sender.clone();
        handles.push(std::thread::spawn(move || {
            loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= config.games {
                    break;
                }
                let game = play_one(&config, index);
                let line = format!("{} {}", result_word(game.outcome()), game.record());
                if sender.send(line).is_err() {
                    break;
                }
            }
        }));
    }
    drop(sender);
    let mut written = 0;
    let mut failure = None;
    for line in inbox {
        if failure.is_some() {
            continue;
        }
        match writeln!(out, "{line}") {
            Ok(()) => {
                written += 1;
                progress(written);
            }
            Err(e) => {
                // Stop the threads' work: they finish their game and see no more.
                next.store(config.games, Ordering::Relaxed);
                failure = Some(e);
            }
        }
    }
    for handle in handles {
        let _ = handle.join();
    }
    out.flush()?;
    match failure {
        Some(e) => Err(e),
        None => Ok(written),
    }
}

/// A game read back from a data file: its record replayed, and the result it states.
pub struct PlayedGame {
    /// The whole game, turn by turn.
    pub game: Game,
    /// The winner (None: a draw, or a game stopped unfinished).
    pub winner: Option<Player>,
}

/// Reads a data file of [`generate`]: one game a line; lines starting with `#` and blank lines
/// are skipped, and a line that does not replay is an error naming it.
pub fn read_games(input: impl BufRead) -> Result<Vec<PlayedGame>, String> {
    let mut games = Vec::new();
    for (n, line) in input.lines().enumerate() {
        let line = line.map_err(|e| format!("line {}: {e}", n + 1))?;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (result, record) = line
            .split_once(' ')
            .ok_or_else(|| format!("line {}: no record after the result", n + 1))?;
        let winner = match result {
            "1" => Some(Player::One),
            "2" => Some(Player::Two),
            "=" => None,
            other => return Err(format!("line {}: {other:?} is not 1, 2 or =", n + 1)),
        };
        let game = replay(record).map_err(|e| format!("line {}: {e}", n + 1))?;
        games.push(PlayedGame { game, winner });
    }
    Ok(games)
}

/// A game from its record line, `<game type> <board> <turns>…` (as [`zertz_engine::GameRecord`] writes it).
fn replay(record: &str) -> Result<Game, String> {
    let mut words = record.split_whitespace();
    let game_type: GameType = words.next().ok_or("an empty record")?.parse()?;
    let board = words
        .next()
        .and_then(|w| w.parse().ok())
        .and_then(Board::from_rings)
        .ok_or("the record names no board")?;
    let mut game = Game::new(board, game_type);
    game.play_sequence(&words.collect::<Vec<_>>().join(" "))
        .map_err(|e| e.to_string())?;
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(games: u64) -> SelfPlay {
        SelfPlay {
            games,
            board: Board::Rings37,
            game_type: GameType::Blitz,
            nodes: 300,
            opening_turns: 2,
            seed: 5,
            threads: 2,
            weights: Weights::default(),
            params: SearchParams::default(),
        }
    }

    #[test]
    fn games_are_written_a_line_each_and_read_back() {
        let mut out = Vec::new();
        let mut seen = 0;
        let written = generate(&config(4), &mut out, |n| seen = n).expect("written");
        assert_eq!((written, seen), (4, 4));
        let games = read_games(io::Cursor::new(out)).expect("read back");
        assert_eq!(games.len(), 4);
        for played in &games {
            if let Some(Outcome::Win { winner, .. }) = played.game.outcome() {
                assert_eq!(played.winner, Some(winner));
            }
        }
    }

    #[test]
    fn the_same_seed_plays_the_same_game() {
        let a = play_one(&config(1), 3);
        let b = play_one(&config(1), 3);
        assert_eq!(a.record(), b.record());
    }

    #[test]
    fn bad_lines_are_errors_that_name_the_line() {
        let text = "# comment\n\n1 blitz 37 Wd4-d4\n";
        let error = read_games(io::Cursor::new(text)).err().expect("refused");
        assert!(error.starts_with("line 3:"), "{error}");
        assert!(read_games(io::Cursor::new("x standard 37\n")).is_err());
    }
}
