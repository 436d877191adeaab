//! `zertz-bot tune`: self-play games for data, and the evaluation's weights fitted to their
//! results.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::Subcommand;

use zertz_bot::engine::{Board, GameType};

use super::{board_and_variant, board_parser, variant_parser};

/// The steps of tuning.
#[derive(Subcommand)]
pub(crate) enum TuneCommand {
    /// Play self-play games (a node budget a turn, random openings, one per core at once)
    /// and write them a line each: the result (1, 2 or =) and the record.
    Generate {
        /// Number of games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Nodes searched a turn.
        #[arg(long, default_value_t = 20_000)]
        nodes: u64,
        /// Number of rings.
        #[arg(long, default_value = "37", value_parser = board_parser())]
        board: Board,
        /// Game type.
        #[arg(long, default_value = "standard", value_parser = variant_parser())]
        variant: GameType,
        /// Random opening turns.
        #[arg(long, default_value_t = 4)]
        opening: u32,
        /// Seed of the openings.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// Weights to play with instead of the board's own, NAME=VALUE (repeat it).
        #[arg(long = "set", value_name = "NAME=VALUE")]
        set: Vec<String>,
        /// Where to write the games (default: stdout).
        #[arg(long, short)]
        output: Option<PathBuf>,
    },
    /// Fit the evaluation's weights to the results of the games in a file (written by
    /// `tune generate`) and print them as engine options and as Rust.
    Fit {
        /// The file of games (one a line, as `tune generate` writes them).
        games: PathBuf,
        /// Weights to start from instead of the board's own (the games' board), NAME=VALUE (repeat it).
        #[arg(long = "set", value_name = "NAME=VALUE")]
        set: Vec<String>,
        /// Weights to leave as they are, by name (repeat it).
        #[arg(long = "freeze", value_name = "NAME")]
        freeze: Vec<String>,
        /// Turns of each game skipped before positions are taken (the random opening).
        #[arg(long, default_value_t = 6)]
        skip: usize,
        /// Steps of the fit.
        #[arg(long, default_value_t = 1500)]
        steps: u32,
    },
}

/// The weights `board` plays with, with NAME=VALUE settings applied.
fn weights_with(board: Board, settings: &[String]) -> Result<zertz_bot::ai::Weights> {
    let mut weights = zertz_bot::ai::Weights::for_board(board);
    for setting in settings {
        let (name, value) = setting
            .split_once('=')
            .with_context(|| format!("a weight is NAME=VALUE, not {setting:?}"))?;
        let i = zertz_bot::ai::Weights::index(name.trim())
            .with_context(|| format!("no weight is named {name:?}"))?;
        let value: i32 = value
            .trim()
            .parse()
            .with_context(|| format!("{name} takes a whole number, not {value:?}"))?;
        weights.set(i, value);
    }
    Ok(weights)
}

/// Runs a step of tuning: the self-play games, or the fit of the weights to them.
pub(crate) fn tune(command: &TuneCommand) -> Result<()> {
    use zertz_bot::ai::eval::WEIGHTS;
    use zertz_bot::ai::tuning::{selfplay, texel};
    match command {
        TuneCommand::Generate {
            games,
            nodes,
            board,
            variant,
            opening,
            seed,
            threads,
            set,
            output,
        } => {
            let (board, game_type) = board_and_variant(*board, *variant)?;
            let config = selfplay::SelfPlay {
                games: *games,
                board,
                game_type,
                nodes: (*nodes).max(1),
                opening_turns: *opening,
                seed: *seed,
                threads: threads.unwrap_or_else(|| {
                    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
                }),
                weights: weights_with(board, set)?,
                params: zertz_bot::ai::SearchParams::default(),
            };
            let started = Instant::now();
            let report = |n: u64| {
                if n.is_multiple_of(100) {
                    eprintln!(
                        "{n} of {games} games, {:.0} s",
                        started.elapsed().as_secs_f64()
                    );
                }
            };
            let written = match output {
                Some(path) => {
                    let file = std::fs::File::create(path)
                        .with_context(|| format!("cannot write {}", path.display()))?;
                    let mut out = std::io::BufWriter::new(file);
                    selfplay::generate(&config, &mut out, report)?
                }
                None => selfplay::generate(&config, &mut std::io::stdout().lock(), report)?,
            };
            eprintln!(
                "{written} games in {:.0} s",
                started.elapsed().as_secs_f64()
            );
        }
        TuneCommand::Fit {
            games,
            set,
            freeze,
            skip,
            steps,
        } => {
            let file = std::fs::File::open(games)
                .with_context(|| format!("cannot read {}", games.display()))?;
            let played = selfplay::read_games(std::io::BufReader::new(file))
                .map_err(anyhow::Error::msg)
                .with_context(|| format!("in {}", games.display()))?;
            // The games' board's own weights are the start.
            let board = played
                .first()
                .map_or(Board::Rings37, |p| p.game.position().board());
            let start = weights_with(board, set)?;
            let frozen = freeze
                .iter()
                .map(|name| {
                    zertz_bot::ai::Weights::index(name)
                        .with_context(|| format!("no weight is named {name:?}"))
                })
                .collect::<Result<Vec<_>>>()?;
            let samples = texel::samples(&played, &start, *skip);
            if samples.iter().filter(|s| !s.held_out).count() < 100 {
                bail!(
                    "too few positions to fit ({}): play more games",
                    samples.len()
                );
            }
            let k = texel::best_k(&samples, &start);
            say!(
                "{} games, {} positions ({} held out); k = {k:.3}",
                played.len(),
                samples.len(),
                samples.iter().filter(|s| s.held_out).count()
            );
            let fit = texel::fit(&samples, &start, k, *steps, &frozen);
            say!(
                "error: training {:.5} -> {:.5}, held out {:.5} -> {:.5}",
                fit.train.0,
                fit.train.1,
                fit.held_out.0,
                fit.held_out.1
            );
            let mut options = Vec::new();
            for i in 0..WEIGHTS {
                let (old, new) = (fit.before.get(i), fit.after.get(i));
                say!(
                    "{:>12}: {old:>6} -> {new:>6}",
                    zertz_bot::ai::Weights::name(i)
                );
                options.push(format!("{}={new}", zertz_bot::ai::Weights::name(i)));
            }
            say!("as options: {}", options.join(" "));
            say!("as Rust: {:?}", fit.after);
        }
    }
    Ok(())
}
