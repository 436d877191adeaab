//! The zertz-bot command line: the local terminal game, and the engine tools (legal turns,
//! perft, show a position).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::{Args, Parser, Subcommand};

use zertz_bot::ai::Level;
use zertz_bot::engine::{Board, Game, GameType, Position, perft};
use zertz_bot::render::{self, BoardView, text};
use zertz_bot::service::{Service, Starter};
use zertz_bot::store::SqliteStore;
use zertz_bot::terminal;

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
        /// Player one's name, as the picture shows it.
        #[arg(long)]
        player1: Option<String>,
        /// Player two's name, as the picture shows it.
        #[arg(long)]
        player2: Option<String>,
    },
}

/// Runs the Discord bot until Ctrl-C or SIGTERM.
fn run_bot() -> Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn,poise=warn".into()),
        )
        .init();
    let config = zertz_bot::discord::Config::from_env()
        .context("the bot needs DISCORD_TOKEN (see README); without it, try `zertz-bot local`")?;
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(zertz_bot::discord::run(
        config,
        zertz_bot::discord::bot::shutdown_signal(),
    ))?;
    Ok(())
}

/// How to set up a local game.
#[derive(Args)]
struct LocalArgs {
    /// The database file (default: $DATABASE_URL, else sqlite://zertz.db).
    #[arg(long)]
    db: Option<String>,
    /// Number of rings: 37, 40, 43, 44, 48 or 61.
    #[arg(long, default_value_t = 37)]
    board: u8,
    /// Game type: standard or blitz.
    #[arg(long, default_value = "standard")]
    variant: String,
    /// Play against the bot at this level (random) instead of a second person.
    #[arg(long, num_args = 0..=1, default_missing_value = "random")]
    bot: Option<String>,
    /// Who moves first: first (you / player at the keyboard), second, or random.
    #[arg(long, default_value = "random")]
    first: String,
}

/// The database URL: the flag, else `DATABASE_URL`, else the file `zertz.db`.
fn database_url(flag: Option<&str>) -> String {
    match flag {
        Some(url) if url.starts_with("sqlite:") => url.to_string(),
        Some(path) => format!("sqlite://{path}"),
        None => std::env::var("DATABASE_URL").unwrap_or_else(|_| "sqlite://zertz.db".into()),
    }
}

fn local(args: &LocalArgs) -> Result<()> {
    let game_type: GameType = args.variant.parse().map_err(anyhow::Error::msg)?;
    let Some(board) = Board::from_rings(args.board) else {
        bail!(
            "there is no {}-ring board: use 37, 40, 43, 44, 48 or 61",
            args.board
        );
    };
    if game_type == GameType::Blitz && board != Board::Rings37 {
        bail!("blitz is played on 37 rings");
    }
    let bot = match &args.bot {
        Some(level) => Some(level.parse::<Level>().map_err(anyhow::Error::msg)?),
        None => None,
    };
    let starter = match args.first.to_ascii_lowercase().as_str() {
        "first" | "me" => Starter::Challenger,
        "second" | "them" | "bot" => Starter::Opponent,
        "random" => Starter::Random,
        other => bail!("--first takes first, second or random, not {other:?}"),
    };
    let url = database_url(args.db.as_deref());
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let store = SqliteStore::open(&url)
            .await
            .with_context(|| format!("opening the database {url}"))?;
        let service = Service::new(store);
        let setup = terminal::Setup {
            board,
            game_type,
            bot,
            starter,
        };
        let stdin = tokio::io::BufReader::new(tokio::io::stdin());
        let mut stdout = std::io::stdout();
        terminal::run(&service, setup, stdin, &mut stdout).await?;
        service.store().close().await;
        Ok(())
    })
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

/// The arguments of `render` besides the position.
struct RenderArgs<'a> {
    output: &'a PathBuf,
    gif: Option<&'a PathBuf>,
    options: bool,
    names: [Option<&'a str>; 2],
}

fn render_files(args: &PositionArgs, out: RenderArgs<'_>) -> Result<()> {
    let game = args.game()?;
    let view = BoardView::of_game(&game)
        .with_options(out.options)
        .with_names(out.names[0], out.names[1]);
    let png = render::render_png(&view)?;
    std::fs::write(out.output, &png)
        .with_context(|| format!("cannot write {}", out.output.display()))?;
    println!("{} ({} bytes)", out.output.display(), png.len());
    if let Some(path) = out.gif {
        let gif = render::render_gif(&game, out.names)?;
        std::fs::write(path, &gif).with_context(|| format!("cannot write {}", path.display()))?;
        println!(
            "{} ({} frames: the start and one per turn, {} bytes)",
            path.display(),
            game.positions().len(),
            gif.len()
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let default = if std::env::var_os("DISCORD_TOKEN").is_some() {
        Command::Bot
    } else {
        Command::Local(LocalArgs {
            db: None,
            board: 37,
            variant: "standard".into(),
            bot: None,
            first: "random".into(),
        })
    };
    let result = match cli.command.as_ref().unwrap_or(&default) {
        Command::Bot => run_bot(),
        Command::Local(args) => local(args),
        Command::Legal(args) => legal(args),
        Command::Perft { position, depth } => run_perft(position, *depth),
        Command::Show(args) => show(args),
        Command::Render {
            position,
            output,
            gif,
            options,
            player1,
            player2,
        } => render_files(
            position,
            RenderArgs {
                output,
                gif: gif.as_ref(),
                options: *options,
                names: [player1.as_deref(), player2.as_deref()],
            },
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}
