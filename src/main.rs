//! The zertz-bot command line: the local terminal game, and the engine tools (legal turns,
//! perft, show a position).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};

use zertz_bot::ai::Level;
use zertz_bot::ai::matches::EngineSpec;
use zertz_bot::engine::{Board, Game, GameType, Position, Setup, perft};
use zertz_bot::i18n::Lang;
use zertz_bot::render::{self, BoardView, text};
use zertz_bot::service::{Service, Starter};
use zertz_bot::store::DatabaseStore;
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

/// Sends the bot's log to stderr: coloured only on a terminal, and one JSON object a line
/// with `LOG_FORMAT=json` (for log collectors).
fn init_logging() -> Result<()> {
    use tracing_subscriber::prelude::*;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| "info,serenity=warn,poise=warn".into());
    // Sees serenity's warnings whatever RUST_LOG says: a shard Discord refused stops the bot.
    let watch = zertz_bot::discord::GatewayWatch.with_filter(
        tracing_subscriber::filter::Targets::new().with_target("serenity", tracing::Level::WARN),
    );
    let logs = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    let registry = tracing_subscriber::registry().with(watch);
    let format = std::env::var("LOG_FORMAT").unwrap_or_default();
    match format.trim().to_ascii_lowercase().as_str() {
        "" | "text" => registry
            .with(
                logs.with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
                    .with_filter(filter),
            )
            .init(),
        "json" => registry.with(logs.json().with_filter(filter)).init(),
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
    let ran = runtime.block_on(async {
        tracing::info!(?config, "starting the bot");
        let store = DatabaseStore::open(&config.database_url)
            .await
            .context("opening the database")?;
        let service = Arc::new(Service::new(store));
        let ran = zertz_bot::discord::run(
            Arc::clone(&service),
            config,
            zertz_bot::discord::bot::shutdown_signal(),
        )
        .await;
        service.close().await;
        Ok(ran?)
    });
    // A shard Discord refused leaves serenity's runner spinning on its closed connection
    // without ever yielding: waiting for it would never end.
    runtime.shutdown_timeout(std::time::Duration::from_secs(5));
    ran
}

#[derive(Subcommand)]
enum PuzzlesCommand {
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
fn generate_puzzles(games: u64, nodes: u64, seed: u64, output: &std::path::Path) -> Result<()> {
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

/// Copies a SQLite database into an empty PostgreSQL one and prints each table's rows.
fn migrate_db(from: &str, to: &str) -> Result<()> {
    use zertz_bot::store::{PgStore, SqliteStore, Store, is_postgres, without_password};
    if !is_postgres(to) {
        bail!(
            "--to must be a PostgreSQL URL (postgres://…), not {:?}",
            without_password(to)
        );
    }
    // Opening a SQLite URL creates a missing file: a mistyped name would copy nothing.
    let path = zertz_bot::store::sqlite_file(from)
        .with_context(|| format!("--from must be a SQLite URL (sqlite://file.db), not {from:?}"))?;
    if !std::path::Path::new(path).is_file() {
        bail!("there is no SQLite database at {path:?}");
    }
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let source = SqliteStore::open(from)
            .await
            .with_context(|| format!("opening {from}"))?;
        let target = PgStore::open(to)
            .await
            .with_context(|| format!("opening {}", without_password(to)))?;
        let copied = zertz_bot::store::copy::copy_sqlite_to_postgres(&source, &target).await;
        source.close().await;
        target.close().await;
        let copied = copied.context("copying")?;
        for table in &copied {
            say!("{:<15} {:>9} rows", table.table, table.rows);
        }
        say!("copied and checked: every table has as many rows in PostgreSQL as in SQLite");
        Ok(())
    })
}

/// How to set up a local game.
#[derive(Args)]
struct LocalArgs {
    /// The database file (default: $DATABASE_URL, else sqlite://zertz.db).
    #[arg(long)]
    db: Option<String>,
    /// Number of rings.
    #[arg(long, default_value = "37", value_parser = board_parser())]
    board: Board,
    /// Game type (blitz is played on 37 rings).
    #[arg(long, default_value = "standard", value_parser = variant_parser())]
    variant: GameType,
    /// Play against the bot at this level (`--bot` alone: hard).
    #[arg(long, num_args = 0..=1, default_missing_value = "hard", value_parser = level_parser())]
    bot: Option<Level>,
    /// Who moves first.
    #[arg(long, value_enum, default_value_t = FirstMover::Random)]
    first: FirstMover,
}

/// Who moves first in a local game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
enum FirstMover {
    /// You, the player at the keyboard (or player 1 of two).
    #[value(name = "first", alias = "me")]
    You,
    /// Your opponent (the bot).
    #[value(name = "second", alias = "them", alias = "bot")]
    Opponent,
    /// Drawn by lot.
    Random,
}

/// `--board`: one of the six boards, by its number of rings (listed in `--help`).
fn board_parser() -> impl TypedValueParser<Value = Board> {
    PossibleValuesParser::new(Board::ALL.map(|b| PossibleValue::new(b.rings().to_string())))
        .try_map(|rings| {
            rings
                .parse::<u8>()
                .ok()
                .and_then(Board::from_rings)
                .ok_or_else(|| format!("there is no {rings}-ring board"))
        })
}

/// `--variant`: the game type by name.
fn variant_parser() -> impl TypedValueParser<Value = GameType> {
    PossibleValuesParser::new(
        [GameType::Standard, GameType::Blitz].map(|t| PossibleValue::new(t.to_string())),
    )
    .try_map(|name| name.parse::<GameType>())
}

/// `--level` and `--bot`: the bot's levels by name, each with what it is like.
fn level_parser() -> impl TypedValueParser<Value = Level> {
    PossibleValuesParser::new(
        Level::ALL.map(|l| PossibleValue::new(l.name()).help(l.description())),
    )
    .try_map(|name| name.parse::<Level>())
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
fn board_and_variant(board: Board, game_type: GameType) -> Result<(Board, GameType)> {
    let setup = Setup::new(board, game_type)?;
    Ok((setup.board(), setup.game_type()))
}

fn local(args: &LocalArgs) -> Result<()> {
    let (board, game_type) = board_and_variant(args.board, args.variant)?;
    let bot = args.bot;
    let starter = match args.first {
        FirstMover::You => Starter::Challenger,
        FirstMover::Opponent => Starter::Opponent,
        FirstMover::Random => Starter::Random,
    };
    let url = database_url(args.db.as_deref());
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let store = DatabaseStore::open(&url).await.with_context(|| {
            format!(
                "opening the database {}",
                zertz_bot::store::without_password(&url)
            )
        })?;
        // Another terminal may play on the same file: read the game afresh for every command.
        let service = Service::new(store).without_cache();
        // The language of the words printed: the user's locale (`LC_ALL`, `LC_MESSAGES`,
        // `LANG`, the first one set, as POSIX reads them).
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
            .unwrap_or_default();
        let setup = terminal::Setup {
            board,
            game_type,
            bot,
            starter,
            lang: zertz_bot::i18n::Lang::from_locale(&locale),
        };
        let stdin = tokio::io::BufReader::new(tokio::io::stdin());
        let mut stdout = std::io::stdout();
        terminal::run(&service, setup, stdin, &mut stdout).await?;
        service.close().await;
        Ok(())
    })
}

/// Which position: a board, a game type, and the turns played from the start.
#[derive(Args)]
struct PositionArgs {
    /// Number of rings [default: 37].
    #[arg(long, value_parser = board_parser())]
    board: Option<Board>,
    /// Game type [default: standard].
    #[arg(long, value_parser = variant_parser())]
    variant: Option<GameType>,
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
        // Optional rather than defaulted: a flag given with --from is checked against it.
        let (board, game_type) = board_and_variant(
            self.board.unwrap_or(Board::Rings37),
            self.variant.unwrap_or(GameType::Standard),
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
    labels: bool,
    names: [Option<&'a str>; 2],
}

fn render_files(args: &PositionArgs, out: RenderArgs<'_>) -> Result<()> {
    let game = args.game()?;
    let view = BoardView::of_game(&game)
        .with_options(out.options)
        .with_labels(out.labels)
        .with_names(out.names[0], out.names[1]);
    let png = render::render_png(&view)?;
    std::fs::write(out.output, &png)
        .with_context(|| format!("cannot write {}", out.output.display()))?;
    say!("{} ({} bytes)", out.output.display(), png.len());
    if let Some(path) = out.gif {
        let gif = render::render_gif(&game, out.names, Lang::En)?;
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

/// Reviews the game of `args` and writes its graph.
fn review_game(
    args: &PositionArgs,
    time_ms: u64,
    depth: Option<u32>,
    output: &PathBuf,
    names: [Option<&str>; 2],
) -> Result<()> {
    use zertz_bot::ai::review::review;
    let game = args.game()?;
    let mut limits = zertz_bot::ai::Limits::new(std::time::Duration::from_millis(time_ms));
    limits.max_depth = depth;
    if depth.is_some() {
        limits.time = std::time::Duration::from_secs(3600);
    }
    let started = Instant::now();
    let reviewed = review(&game, &limits, |done, total| {
        eprint!("\rreviewing: {done}/{total} positions");
    });
    eprintln!(" in {:.1} s", started.elapsed().as_secs_f64());
    for line in zertz_bot::service::words::review_lines(&reviewed, Lang::En) {
        say!("{line}");
    }
    for player in [
        zertz_bot::engine::Player::One,
        zertz_bot::engine::Player::Two,
    ] {
        say!(
            "{}: accuracy {:.0}",
            names[player.index()]
                .map_or_else(|| format!("Player {}", player.number()), String::from),
            reviewed.accuracy(player)
        );
    }
    let chart = render::ReviewChart::of(&reviewed, names.map(|n| n.map(String::from)), Lang::En);
    let png = render::render_review(&chart)?;
    std::fs::write(output, &png).with_context(|| format!("cannot write {}", output.display()))?;
    say!("{} ({} bytes)", output.display(), png.len());
    Ok(())
}

/// How strongly the bot searches.
#[derive(Args)]
struct StrengthArgs {
    /// The bot's level (random plays a random turn).
    #[arg(long, default_value = "hard", value_parser = level_parser())]
    level: Level,
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
        let level = self.level;
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

/// The steps of tuning.
#[derive(Subcommand)]
enum TuneCommand {
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

fn tune(command: &TuneCommand) -> Result<()> {
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

/// The arguments of `match`.
#[derive(Args)]
struct MatchArgs {
    /// Engine A's command line (results are from its side), split on spaces; default: this
    /// program's `engine`. E.g. "/tmp/base/zertz-bot engine" for another build.
    #[arg(long)]
    a: Option<String>,
    /// Engine B's command line, as for --a.
    #[arg(long)]
    b: Option<String>,
    /// A setting for engine A, NAME=VALUE (repeat it): e.g. Level=medium, Hash=64, Tempo=30.
    #[arg(long = "a-option", value_name = "NAME=VALUE")]
    a_options: Vec<String>,
    /// A setting for engine B, as for --a-option.
    #[arg(long = "b-option", value_name = "NAME=VALUE")]
    b_options: Vec<String>,
    /// Number of games (pairs from the same opening, each engine starting once).
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Time per turn for both engines, in milliseconds (default: their levels' own).
    #[arg(long)]
    time_ms: Option<u64>,
    /// Depth per turn for both engines, in placements.
    #[arg(long)]
    depth: Option<u32>,
    /// Nodes per turn for both engines.
    #[arg(long)]
    nodes: Option<u64>,
    /// Number of rings.
    #[arg(long, default_value = "37", value_parser = board_parser())]
    board: Board,
    /// Game type.
    #[arg(long, default_value = "standard", value_parser = variant_parser())]
    variant: GameType,
    /// Random opening turns before the engines take over.
    #[arg(long, default_value_t = 2)]
    opening: u32,
    /// Seed of the openings and the engines' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once (default: one per core).
    #[arg(long)]
    concurrency: Option<usize>,
    /// Stop when a sequential test decides between "A is at most ELO0 stronger" and "at least
    /// ELO1 stronger", e.g. `0,10` (errors of 5 % both ways).
    #[arg(long, value_name = "ELO0,ELO1")]
    sprt: Option<String>,
    /// An engine that has not answered this long after `go` loses the game (default: three
    /// times the time per turn plus two seconds, or a minute).
    #[arg(long)]
    deadline_ms: Option<u64>,
    /// Print a line per game (with its record).
    #[arg(long, short)]
    verbose: bool,
}

/// An engine of a match: its command line (default: this program's `engine`) and settings.
fn engine_spec(name: &str, command: Option<&str>, options: &[String]) -> Result<EngineSpec> {
    let (program, args) = match command {
        Some(line) => {
            let mut words = line.split_whitespace().map(String::from);
            let program = words.next().context("an engine's command line is empty")?;
            (program, words.collect())
        }
        None => (
            std::env::current_exe()
                .context("cannot find this program to run as an engine")?
                .display()
                .to_string(),
            vec!["engine".to_string()],
        ),
    };
    let options = options
        .iter()
        .map(|pair| match pair.split_once('=') {
            Some((name, value)) if !name.trim().is_empty() => {
                Ok((name.trim().to_string(), value.trim().to_string()))
            }
            _ => Err(anyhow::anyhow!(
                "an engine option is NAME=VALUE, not {pair:?}"
            )),
        })
        .collect::<Result<_>>()?;
    Ok(EngineSpec {
        name: name.to_string(),
        program,
        args,
        options,
    })
}

/// An engine's name in the report: its level option or program, and its settings.
fn engine_label(spec: &EngineSpec) -> String {
    let program = std::path::Path::new(&spec.program)
        .file_name()
        .map_or(spec.program.clone(), |f| f.to_string_lossy().into_owned());
    let mut label = program;
    for (name, value) in &spec.options {
        label.push_str(&format!(" {name}={value}"));
    }
    label
}

fn play_match(args: &MatchArgs) -> Result<()> {
    use zertz_bot::ai::matches::{self, MatchSpec, Sprt, Verdict};
    let (board, game_type) = board_and_variant(args.board, args.variant)?;
    let engines = [
        engine_spec("A", args.a.as_deref(), &args.a_options)?,
        engine_spec("B", args.b.as_deref(), &args.b_options)?,
    ];
    let mut go = Vec::new();
    if let Some(ms) = args.time_ms {
        go.push(format!("movetime {ms}"));
    }
    if let Some(depth) = args.depth {
        go.push(format!("depth {depth}"));
    }
    if let Some(nodes) = args.nodes {
        go.push(format!("nodes {nodes}"));
    }
    let sprt = match &args.sprt {
        Some(text) => {
            let bounds: Vec<f64> = text
                .split(',')
                .map(|v| v.trim().parse::<f64>())
                .collect::<Result<_, _>>()
                .with_context(|| format!("--sprt takes ELO0,ELO1, not {text:?}"))?;
            let [elo0, elo1] = bounds[..] else {
                bail!("--sprt takes two numbers, ELO0,ELO1, not {text:?}");
            };
            if elo0 >= elo1 {
                bail!("--sprt needs ELO0 below ELO1");
            }
            Some(Sprt::new(elo0, elo1))
        }
        None => None,
    };
    let deadline = match (args.deadline_ms, args.time_ms) {
        (Some(ms), _) => std::time::Duration::from_millis(ms),
        (None, Some(ms)) => std::time::Duration::from_millis(3 * ms + 2000),
        (None, None) => std::time::Duration::from_secs(60),
    };
    let concurrency = args.concurrency.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let spec = MatchSpec {
        engines,
        pairs: args.games.div_ceil(2),
        board,
        game_type,
        go: go.join(" "),
        deadline,
        opening_turns: args.opening,
        seed: args.seed,
        concurrency,
        sprt,
        max_turns: 400,
    };
    let labels = [
        engine_label(&spec.engines[0]),
        engine_label(&spec.engines[1]),
    ];
    let limits = if spec.go.is_empty() {
        "each engine's own limits".to_string()
    } else {
        format!("go {}", spec.go)
    };
    say!(
        "match: A = {} vs B = {}; up to {} games, {game_type} on {} rings, {limits}, \
         {} random opening turns, seed {}, {concurrency} at once",
        labels[0],
        labels[1],
        spec.pairs * 2,
        board.rings(),
        spec.opening_turns,
        spec.seed
    );
    let started = Instant::now();
    let mut closed = false;
    let mut played = 0;
    let report = matches::play_match(&spec, |game, tally| {
        played += 1;
        if closed {
            return;
        }
        let line = if args.verbose {
            Some(format!(
                "game {played:>4} (pair {}, A is player {}): A {} — {}: {}",
                game.pair + 1,
                if game.a_first { 1 } else { 2 },
                match game.score {
                    s if s >= 1.0 => "wins",
                    s if s > 0.0 => "draws",
                    _ => "loses",
                },
                game.ending,
                game.record
            ))
        } else if game.ending.starts_with("forfeit") {
            Some(format!("game (pair {}): {}", game.pair + 1, game.ending))
        } else if !game.a_first && tally.pair_count() % 10 == 0 {
            Some(progress_line(tally, spec.sprt.as_ref()))
        } else {
            None
        };
        if let Some(line) = line
            && writeln!(std::io::stdout(), "{line}").is_err()
        {
            closed = true;
        }
    })?;
    if let Some(failure) = &report.failure {
        say!("the match stopped early: {failure}");
    }
    let tally = &report.tally;
    let (elo, low, high) = tally.elo();
    say!(
        "A wins {}, draws {}, loses {} of {} games: score {:.1} %, Elo {:+.1} (95 %: {:+.1} … {:+.1}), \
         likelihood of superiority {:.1} %",
        tally.wins,
        tally.draws,
        tally.losses,
        tally.games(),
        100.0 * tally.score(),
        elo,
        low,
        high,
        100.0 * tally.likelihood_of_superiority()
    );
    say!(
        "pairs by A's score 0 / ½ / 1 / 1½ / 2: {}",
        tally.pairs.map(|n| n.to_string()).join(" / ")
    );
    if let (Some(sprt), Some(verdict)) = (&spec.sprt, report.verdict) {
        let (lower, upper) = sprt.bounds();
        let words = match verdict {
            Verdict::H1 => format!("H1 accepted: A is at least {} Elo stronger", sprt.elo1),
            Verdict::H0 => format!("H0 accepted: A is at most {} Elo stronger", sprt.elo0),
            Verdict::Open => "undecided".to_string(),
        };
        say!(
            "SPRT({}, {}): LLR {:.2} (bounds {lower:.2}, {upper:.2}): {words}",
            sprt.elo0,
            sprt.elo1,
            sprt.llr(tally)
        );
    }
    for (side, label) in labels.iter().enumerate() {
        let spent = &report.spent[side];
        say!(
            "{} ({label}): {} turns, mean {} ms, longest {} ms, mean depth {:.1}, {:.2} M nodes/s, {} forfeits",
            ["A", "B"][side],
            spent.turns,
            spent.mean().as_millis(),
            spent.longest.as_millis(),
            spent.mean_depth(),
            spent.nodes_per_second() / 1e6,
            spent.forfeits
        );
    }
    say!("{:.0} s", started.elapsed().as_secs_f64());
    Ok(())
}

/// The running score of a match, every ten pairs.
fn progress_line(
    tally: &zertz_bot::ai::matches::Tally,
    sprt: Option<&zertz_bot::ai::matches::Sprt>,
) -> String {
    let (elo, low, high) = tally.elo();
    let mut line = format!(
        "{} games: +{} ={} -{}, Elo {elo:+.1} (95 %: {low:+.1} … {high:+.1})",
        tally.games(),
        tally.wins,
        tally.draws,
        tally.losses
    );
    if let Some(sprt) = sprt {
        line.push_str(&format!(", LLR {:.2}", sprt.llr(tally)));
    }
    line
}

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
