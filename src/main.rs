//! The zertz-bot command line: engine tools (legal turns, perft, show a position).

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::{Args, Parser, Subcommand};

use zertz_bot::engine::{Board, Game, GameType, Position, perft};
use zertz_bot::render::text;

/// ZÈRTZ for Discord, and the engine tools behind it.
#[derive(Parser)]
#[command(name = "zertz-bot", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print every legal turn of a position, sorted, one per line (`pass` if the player must
    /// pass; nothing once the game has ended).
    Legal(PositionArgs),
    /// Count the turn sequences to each depth, making every turn, and measure the speed.
    Perft {
        #[command(flatten)]
        position: PositionArgs,
        /// The depth to count to.
        #[arg(long, short)]
        depth: u32,
    },
    /// Print a position as text, ending with its result line.
    Show(PositionArgs),
}

/// Which position: a board, a game type, and the turns played from the start.
#[derive(Args)]
struct PositionArgs {
    /// Number of rings: 37, 40, 43, 44, 48 or 61.
    #[arg(long, default_value_t = 37)]
    board: u8,
    /// Game type: standard or blitz.
    #[arg(long, default_value = "standard")]
    variant: String,
    /// Turns played from the start, in notation, separated by spaces.
    #[arg(long, default_value = "")]
    moves: String,
    /// Start from this one-line position text instead of the start position.
    #[arg(long)]
    from: Option<String>,
}

impl PositionArgs {
    /// The game reached by playing `--moves` from the start (or from `--from`).
    fn game(&self) -> Result<Game> {
        let game_type: GameType = self.variant.parse().map_err(anyhow::Error::msg)?;
        let Some(board) = Board::from_rings(self.board) else {
            bail!(
                "there is no {}-ring board: use 37, 40, 43, 44, 48 or 61",
                self.board
            );
        };
        if game_type == GameType::Blitz && board != Board::Rings37 {
            bail!("blitz is played on 37 rings");
        }
        let start = match &self.from {
            Some(text) => Position::from_text(text)?,
            None => Position::new(board, game_type),
        };
        let mut game = Game::from_position(start);
        game.play_sequence(&self.moves)
            .context("illegal turn in --moves")?;
        Ok(game)
    }
}

fn legal(args: &PositionArgs) -> Result<()> {
    let game = args.game()?;
    let position = *game.position();
    let mut turns: Vec<String> = game
        .legal_turns()
        .into_iter()
        .map(|t| position.format_turn(t))
        .collect();
    turns.sort();
    let mut out = std::io::stdout().lock();
    for turn in turns {
        writeln!(out, "{turn}")?;
    }
    Ok(())
}

fn run_perft(args: &PositionArgs, depth: u32) -> Result<()> {
    let game = args.game()?;
    if game.outcome().is_some() {
        println!("the game is over: every count is 0");
        return Ok(());
    }
    let position = *game.position();
    for d in 1..=depth {
        let started = Instant::now();
        let count = perft(&position, d);
        let seconds = started.elapsed().as_secs_f64();
        let rate = count as f64 / seconds.max(1e-9);
        println!(
            "depth {d}: {count} turns in {seconds:.3} s ({:.1} M turns/s)",
            rate / 1e6
        );
    }
    Ok(())
}

fn show(args: &PositionArgs) -> Result<()> {
    let game = args.game()?;
    print!("{}", text::position_text(game.position()));
    match game.outcome() {
        Some(outcome) => println!("result: {outcome}"),
        None => println!("result: ongoing"),
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Legal(args) => legal(args),
        Command::Perft { position, depth } => run_perft(position, *depth),
        Command::Show(args) => show(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}
