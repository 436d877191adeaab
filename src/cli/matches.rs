//! `zertz-bot match`: two engines played against each other, the Elo difference and the
//! sequential test's verdict reported as the games come in.

use std::io::Write;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::Args;

use zertz_bot::ai::matches::EngineSpec;
use zertz_bot::engine::{Board, GameType};

use super::{board_and_variant, board_parser, variant_parser};

/// The arguments of `match`.
#[derive(Args)]
pub(crate) struct MatchArgs {
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

/// Plays the match and prints its progress and its verdict.
pub(crate) fn play_match(args: &MatchArgs) -> Result<()> {
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
