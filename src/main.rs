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
    /// Play two bot levels against each other from varied openings and print wins, draws
    /// and losses (from A's side) with a 95 % interval.
    Arena(ArenaArgs),
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

/// Sends the bot's log to stderr: coloured only on a terminal, and one JSON object a line
/// with `LOG_FORMAT=json` (for log collectors).
fn init_logging() -> Result<()> {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| "info,serenity=warn,poise=warn".into());
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let format = std::env::var("LOG_FORMAT").unwrap_or_default();
    match format.trim().to_ascii_lowercase().as_str() {
        "" | "text" => builder
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .init(),
        "json" => builder.json().init(),
        other => bail!("LOG_FORMAT is text (the default) or json, not {other:?}"),
    }
    Ok(())
}

/// Runs the Discord bot until Ctrl-C or SIGTERM.
fn run_bot() -> Result<()> {
    init_logging()?;
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
    /// Play against the bot at this level: easy, medium, hard (the default) or random.
    #[arg(long, num_args = 0..=1, default_missing_value = "hard")]
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

/// The board and game type named by `--board` and `--variant`, checked together.
fn board_and_variant(rings: u8, variant: &str) -> Result<(Board, GameType)> {
    let game_type: GameType = variant.parse().map_err(anyhow::Error::msg)?;
    let Some(board) = Board::from_rings(rings) else {
        bail!("there is no {rings}-ring board: use 37, 40, 43, 44, 48 or 61");
    };
    if game_type == GameType::Blitz && board != Board::Rings37 {
        bail!("blitz is played on 37 rings");
    }
    Ok((board, game_type))
}

fn local(args: &LocalArgs) -> Result<()> {
    let (board, game_type) = board_and_variant(args.board, &args.variant)?;
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
        // Another terminal may play on the same file: read the game afresh for every command.
        let service = Service::new(store).without_cache();
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
    /// Number of rings: 37 (the default), 40, 43, 44, 48 or 61.
    #[arg(long)]
    board: Option<u8>,
    /// Game type: standard (the default) or blitz.
    #[arg(long)]
    variant: Option<String>,
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
        let (board, game_type) = board_and_variant(
            self.board.unwrap_or(37),
            self.variant.as_deref().unwrap_or("standard"),
        )?;
        let start = match &self.from {
            Some(text) => {
                let start = Position::from_text(text).context("the position in --from")?;
                // A flag given with --from must agree with the position, never be ignored.
                if self.board.is_some() && start.board() != board {
                    bail!(
                        "--board {} conflicts with --from, which is a {}-ring position",
                        board.rings(),
                        start.board().rings()
                    );
                }
                if self.variant.is_some() && start.game_type() != game_type {
                    bail!(
                        "--variant {game_type} conflicts with --from, which is a {} game",
                        start.game_type()
                    );
                }
                start
            }
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
        say!("the game is over: every count is 0");
        return Ok(());
    }
    let position = *game.position();
    for d in 1..=depth {
        let started = Instant::now();
        let count = perft(&position, d);
        let seconds = started.elapsed().as_secs_f64();
        let rate = count as f64 / seconds.max(1e-9);
        say!(
            "depth {d}: {count} turns in {seconds:.3} s ({:.1} M turns/s)",
            rate / 1e6
        );
    }
    Ok(())
}

fn show(args: &PositionArgs) -> Result<()> {
    let game = args.game()?;
    say_raw!("{}", text::position_text(game.position()));
    match game.outcome() {
        Some(outcome) => say!("result: {outcome}"),
        None => say!("result: ongoing"),
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
    say!("{} ({} bytes)", out.output.display(), png.len());
    if let Some(path) = out.gif {
        let gif = render::render_gif(&game, out.names)?;
        std::fs::write(path, &gif).with_context(|| format!("cannot write {}", path.display()))?;
        say!(
            "{} ({} frames: the start and one per turn, {} bytes)",
            path.display(),
            game.positions().len(),
            gif.len()
        );
    }
    Ok(())
}

/// How strongly the bot searches.
#[derive(Args)]
struct StrengthArgs {
    /// The bot level: easy, medium or hard (default hard; random plays a random turn).
    #[arg(long)]
    level: Option<String>,
    /// Think this long, in milliseconds (instead of the level's time).
    #[arg(long)]
    time_ms: Option<u64>,
    /// Stop at this depth (placements).
    #[arg(long)]
    depth: Option<u32>,
    /// Seed for the choice among equal turns.
    #[arg(long, default_value_t = 0)]
    seed: u64,
}

impl StrengthArgs {
    /// The level and its limits with the overrides applied.
    fn limits(&self) -> Result<(Level, zertz_bot::ai::Limits)> {
        let level: Level = match &self.level {
            Some(name) => name.parse().map_err(anyhow::Error::msg)?,
            None => Level::Hard,
        };
        let mut limits = level.limits().with_seed(self.seed);
        if let Some(ms) = self.time_ms {
            limits.time = std::time::Duration::from_millis(ms);
        }
        if let Some(depth) = self.depth {
            limits.max_depth = Some(depth);
        }
        Ok((level, limits))
    }
}

fn bestmove(args: &PositionArgs, strength: &StrengthArgs) -> Result<()> {
    let game = args.game()?;
    if let Some(outcome) = game.outcome() {
        bail!("the game is over: {outcome}");
    }
    let position = *game.position();
    let (level, limits) = strength.limits()?;
    if level == Level::Random {
        let mut rng = fastrand::Rng::with_seed(strength.seed);
        let turn = zertz_bot::ai::random_turn(&position, &mut rng).context("no legal turn")?;
        say!("{}", position.format_turn(turn));
        say!("level: random (no search)");
        return Ok(());
    }
    let hint = zertz_bot::ai::hint(&position, &limits).context("no legal turn")?;
    let result = &hint.search;
    say!("{}", hint.notation);
    say!("depth: {}", result.depth);
    say!("nodes: {}", result.nodes);
    say!("nodes/s: {:.0}", result.nodes_per_second());
    say!("time: {} ms", result.elapsed.as_millis());
    say!(
        "score: {} (for {}, to move)",
        zertz_bot::ai::format_score(result.score),
        position.side_to_move()
    );
    say!("pv: {}", hint.line.join(" "));
    say!("reason: {}", hint.reason);
    say!("standing: {}", hint.standing);
    Ok(())
}

/// The arguments of `arena`.
#[derive(Args)]
struct ArenaArgs {
    /// Level A (results are from its side).
    #[arg(long)]
    a: String,
    /// Level B.
    #[arg(long)]
    b: String,
    /// Number of games (pairs from the same opening, each level starting once).
    #[arg(long, default_value_t = 20)]
    games: u32,
    /// Number of rings: 37, 40, 43, 44, 48 or 61.
    #[arg(long, default_value_t = 37)]
    board: u8,
    /// Game type: standard or blitz.
    #[arg(long, default_value = "standard")]
    variant: String,
    /// Time per turn for both levels, in milliseconds (instead of the levels' own).
    #[arg(long)]
    time_ms: Option<u64>,
    /// Random opening turns before the levels take over.
    #[arg(long, default_value_t = 2)]
    opening: u32,
    /// Seed of the openings and the levels' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print a line per game.
    #[arg(long, short)]
    verbose: bool,
}

fn arena(args: &ArenaArgs) -> Result<()> {
    use zertz_bot::ai::arena::{self, MatchConfig, Result3, Spent};
    let a: Level = args.a.parse().map_err(anyhow::Error::msg)?;
    let b: Level = args.b.parse().map_err(anyhow::Error::msg)?;
    let (board, game_type) = board_and_variant(args.board, &args.variant)?;
    let mut config = MatchConfig::new(a, b, args.games, board);
    config.game_type = game_type;
    config.time = args.time_ms.map(std::time::Duration::from_millis);
    config.opening_turns = args.opening;
    config.seed = args.seed;
    let time = match args.time_ms {
        Some(ms) => format!("{ms} ms a turn each"),
        None => "each level's own time".into(),
    };
    say!(
        "arena: {a} (A) vs {b} (B), {} games, {game_type} on {board} rings, {time}, \
         {} random opening turns, seed {}",
        args.games,
        args.opening,
        args.seed
    );
    let started = Instant::now();
    let result = arena::play_match(&config, |report| {
        if args.verbose {
            let mark = match report.result {
                Result3::Win => "A wins",
                Result3::Draw => "draw",
                Result3::Loss => "B wins",
            };
            let how = report
                .outcome
                .map_or("turn limit".to_string(), |o| o.to_string());
            // A closed pipe is reported by the summary's first line, after the match.
            let _ = writeln!(
                std::io::stdout(),
                "game {:>4}: A is player {}, {mark} after {} turns ({how}): {}",
                report.index + 1,
                if report.a_first { 1 } else { 2 },
                report.game.turns().len(),
                report.game.record()
            );
        }
    });
    let (low, high) = result.interval();
    say!(
        "A ({a}) wins {}, draws {}, loses {} of {} games; score {:.1} % (95 % interval {:.1}–{:.1} %)",
        result.wins,
        result.draws,
        result.losses,
        result.games(),
        100.0 * result.score(),
        100.0 * low,
        100.0 * high
    );
    say!(
        "A as player 1 won {} of {}; {} turns in all; {:.0} s",
        result.wins_first,
        result.games_first,
        result.turns,
        started.elapsed().as_secs_f64()
    );
    for (name, level, spent) in [("A", a, &result.a), ("B", b, &result.b)] {
        let spent: &Spent = spent;
        if spent.turns == 0 {
            continue;
        }
        say!(
            "{name} ({level}): {} turns searched, mean {:.0} ms, longest {} ms, mean depth {:.1}, {:.2} M nodes/s",
            spent.turns,
            spent.total.as_secs_f64() * 1000.0 / spent.turns as f64,
            spent.longest.as_millis(),
            spent.depth_sum as f64 / spent.turns as f64,
            spent.nodes as f64 / spent.total.as_secs_f64().max(1e-9) / 1e6
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
        Command::Bestmove { position, strength } => bestmove(position, strength),
        Command::Arena(args) => arena(args),
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
