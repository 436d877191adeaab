//! `zertz-bot puzzles generate`: puzzles found in self-play games, proved and graded.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Subcommand;

use zertz_bot::engine::{Board, GameType};

#[derive(Subcommand)]
pub(crate) enum PuzzlesCommand {
    /// Play self-play games (37 rings, standard; a node budget a turn, random openings) and keep
    /// from each the first position where the player to move wins by force in two turns of
    /// their own (proved), graded easy / medium / hard, one a line.
    Generate {
        /// Number of games.
        #[arg(long, default_value_t = 200)]
        games: u64,
        /// Nodes searched a turn.
        #[arg(long, default_value_t = 20_000)]
        nodes: u64,
        /// Seed of the openings.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Where to write the puzzles.
        #[arg(long, short, default_value = "puzzles.txt")]
        output: PathBuf,
    },
}

/// Plays self-play games and writes the puzzles found in them, sorted by difficulty.
pub(crate) fn generate_puzzles(
    games: u64,
    nodes: u64,
    seed: u64,
    output: &std::path::Path,
) -> Result<()> {
    use zertz_bot::ai::puzzles::{Puzzle, find_in};
    use zertz_bot::ai::tuning::selfplay::{SelfPlay, play_one};
    let config = SelfPlay {
        games,
        board: Board::Rings37,
        game_type: GameType::Standard,
        nodes,
        opening_turns: 4,
        seed,
        threads: 1,
        weights: zertz_bot::ai::Weights::for_board(Board::Rings37),
        params: Default::default(),
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let found = std::sync::Mutex::new(Vec::<Puzzle>::new());
    std::thread::scope(|scope| {
        for thread in 0..threads {
            let (config, found) = (&config, &found);
            scope.spawn(move || {
                for index in (thread..config.games).step_by(threads as usize) {
                    let game = play_one(config, index);
                    // Past the random opening, which no player chose.
                    if let Some(puzzle) = find_in(&game, config.opening_turns as usize, true)
                        && let Ok(mut found) = found.lock()
                    {
                        found.push(puzzle);
                    }
                }
            });
        }
    });
    let mut puzzles = found.into_inner().unwrap_or_default();
    puzzles.sort_by_key(|p| (p.difficulty, p.position.to_text()));
    puzzles.dedup_by_key(|p| p.position.hash());
    let mut text = format!(
        "# Puzzles from self-play: zertz-bot puzzles generate --games {games} --nodes {nodes} \
         --seed {seed}\n# <difficulty> <own turns> <position> | <winning line>\n"
    );
    for puzzle in &puzzles {
        text.push_str(&puzzle.to_line());
        text.push('\n');
    }
    std::fs::write(output, text).with_context(|| format!("writing {}", output.display()))?;
    for difficulty in ["easy", "medium", "hard"] {
        let count = puzzles
            .iter()
            .filter(|p| p.difficulty.name() == difficulty)
            .count();
        say!("{difficulty:<7} {count}");
    }
    say!(
        "{} puzzles from {games} games in {}",
        puzzles.len(),
        output.display()
    );
    Ok(())
}
