//! The engine tools on one position: `legal`, `perft`, `show`, `render`, `review` and
//! `bestmove`, and the flags that name the position and the bot's strength.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::Args;

use zertz_bot::ai::Level;
use zertz_bot::engine::{Board, Game, GameType, Position, perft};
use zertz_bot::i18n::Lang;
use zertz_bot::render::{self, BoardView, text};

use super::{board_and_variant, board_parser, level_parser, variant_parser};

/// Which position: a board, a game type, and the turns played from the start.
#[derive(Args)]
pub(crate) struct PositionArgs {
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

/// Prints the position's legal turns, sorted, one a line.
pub(crate) fn legal(args: &PositionArgs) -> Result<()> {
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

/// Counts the turn sequences to each depth up to `depth`, with the speed of each count.
pub(crate) fn run_perft(args: &PositionArgs, depth: u32) -> Result<()> {
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

/// Prints the position as text and its result line.
pub(crate) fn show(args: &PositionArgs) -> Result<()> {
    let game = args.game()?;
    say_raw!("{}", text::position_text(game.position()));
    match game.outcome() {
        Some(outcome) => say!("result: {outcome}"),
        None => say!("result: ongoing"),
    }
    Ok(())
}

/// The arguments of `render` besides the position.
pub(crate) struct RenderArgs<'a> {
    pub(crate) output: &'a PathBuf,
    pub(crate) gif: Option<&'a PathBuf>,
    pub(crate) options: bool,
    pub(crate) labels: bool,
    pub(crate) names: [Option<&'a str>; 2],
}

/// Writes the position as a PNG picture, and the game as a GIF replay when asked.
pub(crate) fn render_files(args: &PositionArgs, out: RenderArgs<'_>) -> Result<()> {
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
pub(crate) fn review_game(
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
pub(crate) struct StrengthArgs {
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

/// Searches the position at the level asked for and prints the turn, then what the search
/// found.
pub(crate) fn bestmove(args: &PositionArgs, strength: &StrengthArgs) -> Result<()> {
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
