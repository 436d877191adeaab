//! The zertz-bot command line: the Discord bot, the local terminal game, and the engine tools
//! (legal turns, perft, search, matches, tuning). This file parses the command line and runs
//! the command; each command lives in a module of `cli/`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use cli::bot::run_bot;
use cli::local::{LocalArgs, local};
use cli::matches::{MatchArgs, play_match};
use cli::migrate::migrate_db;
use cli::position::{
    PositionArgs, RenderArgs, StrengthArgs, bestmove, legal, render_files, review_game, run_perft,
    show,
};
use cli::puzzles::{PuzzlesCommand, generate_puzzles};
use cli::tune::{TuneCommand, tune};

/// Writes a line to stdout, returning the error (a closed pipe ends the command quietly, see
/// [`closed_pipe`]) where `println!` would panic.
macro_rules! say {
    ($($arg:tt)*) => {
        writeln!(std::io::stdout(), $($arg)*)?
    };
}

/// Writes to stdout without a newline, like [`say!`].
macro_rules! say_raw {
    ($($arg:tt)*) => {
        write!(std::io::stdout(), $($arg)*)?
    };
}

mod cli;

/// ZÈRTZ for Discord, and the engine tools behind it.
#[derive(Parser)]
#[command(name = "zertz-bot", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (needs DISCORD_TOKEN; see README). Without a subcommand, zertz-bot
    /// runs the bot when DISCORD_TOKEN is set and the local terminal game otherwise.
    Bot,
    /// Play a game in the terminal: two people at one keyboard, or against the bot. The game
    /// is saved in the database and continues where it stopped.
    #[command(after_help = zertz_bot::terminal::HELP)]
    Local(LocalArgs),
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
    /// Search a position: the chosen turn alone on the first line, then depth, nodes,
    /// nodes/s, score and the principal variation.
    Bestmove {
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        strength: StrengthArgs,
    },
    /// Speak the engine protocol on stdin and stdout (docs/engine-protocol.md), for match
    /// runners and other programs.
    Engine,
    /// Play two engines (two builds, or two settings of this one) against each other in pairs
    /// of games from random openings, and report the Elo difference with its 95 % interval
    /// and, with --sprt, a sequential test's verdict.
    Match(MatchArgs),
    /// Tune the evaluation: play self-play games for data, and fit the weights to their
    /// results (see `zertz-bot tune --help`).
    #[command(subcommand)]
    Tune(TuneCommand),
    /// Review a game: one line per turn (the evaluation after it from player 1's side, the
    /// engine's turn where it differs, a mark `?!` / `?` / `??` for the chances given away),
    /// each player's accuracy, and the evaluation graph as a PNG.
    Review {
        #[command(flatten)]
        position: PositionArgs,
        /// Thinking time per position, in milliseconds (a 40-turn game takes 41 of them).
        #[arg(long, default_value_t = 600)]
        time_ms: u64,
        /// Stop each position's search at this depth (placements) instead of the time.
        #[arg(long)]
        depth: Option<u32>,
        /// Where to write the evaluation graph.
        #[arg(long, short, default_value = "review.png")]
        output: PathBuf,
        /// Player one's name, as the graph shows it.
        #[arg(long)]
        player1: Option<String>,
        /// Player two's name, as the graph shows it.
        #[arg(long)]
        player2: Option<String>,
    },
    /// Puzzles from real games (see `zertz-bot puzzles --help`).
    #[command(subcommand)]
    Puzzles(PuzzlesCommand),
    /// Copy every game, event, rating, notice and review of a SQLite database into an empty
    /// PostgreSQL database, checking each table's count (stop the bot first).
    MigrateDb {
        /// The SQLite database to copy, e.g. sqlite://zertz.db.
        #[arg(long)]
        from: String,
        /// The PostgreSQL database to fill, e.g. postgres://user@localhost/zertz; it must hold
        /// no games yet.
        #[arg(long)]
        to: String,
    },
    /// Draw a position as a PNG picture (the last turn marked), and optionally the whole game
    /// as an animated GIF replay.
    Render {
        #[command(flatten)]
        position: PositionArgs,
        /// Where to write the PNG picture.
        #[arg(long, short, default_value = "board.png")]
        output: PathBuf,
        /// Also write the game, turn by turn, as an animated GIF here (the start, then one
        /// frame per turn).
        #[arg(long)]
        gif: Option<PathBuf>,
        /// Mark the free rings and the marbles that can jump.
        #[arg(long)]
        options: bool,
        /// Write each ring's name inside it.
        #[arg(long)]
        labels: bool,
        /// Player one's name, as the picture shows it.
        #[arg(long)]
        player1: Option<String>,
        /// Player two's name, as the picture shows it.
        #[arg(long)]
        player2: Option<String>,
    },
}

/// Parses the command line and runs the command (with none: the bot where DISCORD_TOKEN is
/// set, else the local game); an error is printed on stderr and fails the exit status.
fn main() -> ExitCode {
    let command = match Cli::parse().command {
        Some(command) => command,
        None if std::env::var_os("DISCORD_TOKEN").is_some() => Command::Bot,
        // The local game with clap's own defaults, as `zertz-bot local` would have them.
        None => match Cli::parse_from(["zertz-bot", "local"]).command {
            Some(local) => local,
            None => Command::Bot,
        },
    };
    let result = match &command {
        Command::Bot => run_bot(),
        Command::Local(args) => local(args),
        Command::Legal(args) => legal(args),
        Command::Perft { position, depth } => run_perft(position, *depth),
        Command::Show(args) => show(args),
        Command::Engine => {
            let input = std::io::BufReader::new(std::io::stdin());
            zertz_bot::ai::protocol::run(input, std::io::stdout().lock()).map_err(Into::into)
        }
        Command::Bestmove { position, strength } => bestmove(position, strength),
        Command::Match(args) => play_match(args),
        Command::Tune(command) => tune(command),
        Command::Review {
            position,
            time_ms,
            depth,
            output,
            player1,
            player2,
        } => review_game(
            position,
            *time_ms,
            *depth,
            output,
            [player1.as_deref(), player2.as_deref()],
        ),
        Command::MigrateDb { from, to } => migrate_db(from, to),
        Command::Puzzles(PuzzlesCommand::Generate {
            games,
            nodes,
            seed,
            output,
        }) => generate_puzzles(*games, *nodes, *seed, output),
        Command::Render {
            position,
            output,
            gif,
            options,
            labels,
            player1,
            player2,
        } => render_files(
            position,
            RenderArgs {
                output,
                gif: gif.as_ref(),
                options: *options,
                labels: *labels,
                names: [player1.as_deref(), player2.as_deref()],
            },
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader stopped reading (`zertz-bot perft … | head -1`): stop quietly, as Unix
        // tools do.
        Err(error) if closed_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// Whether `error` comes from writing to a pipe whose reader has gone.
fn closed_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
