//! The engine protocol: what `zertz-bot engine` speaks on stdin and stdout, so that other
//! programs — the match runner, a board program, someone else's tools — can use the search as
//! chess programs use UCI. `docs/engine-protocol.md` is the specification; in short:
//!
//! ```text
//! → zei                                  ← id name …, option …, zeiok
//! → setoption name Level value medium
//! → newgame                              (forget the last game's table)
//! → position start 37 standard moves Wd4-a1 e5xc5
//! → go movetime 1000                     ← info depth 3 score cp 25 … pv …
//!                                        ← bestmove Gc3-g1
//! → quit
//! ```
//!
//! One search runs at a time, on its own thread, so `stop`, `isready` and `quit` are answered
//! while it thinks. The search keeps its transposition table from one `go` to the next until
//! `newgame` (or a new table size).

use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use crate::lines::{Line, LineBuilder};
use zertz_engine::{Board, Game, GameType, Position, Setup};

use super::eval::WEIGHTS;
use super::eval::WIN_BOUND;
use super::search::{Iteration, SearchParams, SearchResult, Searcher};
use super::{Level, Weights, random_turn};

/// The longest line read, in bytes (a long game's `position … moves …` fits many times over).
pub const MAX_LINE: usize = 1 << 20;

/// What `go` with no limit of its own may spend when the level sets no time either: effectively
/// unbounded (`stop` ends it).
const UNBOUNDED: Duration = Duration::from_secs(24 * 3600);

/// The engine's name and version, as `id name` gives it.
pub const NAME: &str = concat!("zertz-bot ", env!("CARGO_PKG_VERSION"));

/// The settings the engine offers, as `zei` lists them: the level, the table, the seed, the
/// search's parameters, then every weight of the evaluation.
fn option_lines() -> Vec<String> {
    let params = SearchParams::default();
    let mut lines = vec![
        "option name Level type combo default hard var random var easy var medium var hard var master"
            .to_string(),
        "option name Hash type spin default 0 min 0 max 1024".to_string(),
        "option name Seed type spin default 0 min 0 max 18446744073709551615".to_string(),
        format!(
            "option name Corners type spin default {} min 0 max 8",
            params.corners
        ),
        format!(
            "option name QuickCorners type spin default {} min 0 max 8",
            params.quick_corners
        ),
        format!(
            "option name LateQuiet1 type spin default {} min 0 max 5000",
            params.late_quiet_1
        ),
        format!(
            "option name LateQuiet2 type spin default {} min 0 max 5000",
            params.late_quiet_2
        ),
        format!(
            "option name RootMargin type spin default {} min 0 max 5000",
            params.root_margin
        ),
        format!(
            "option name RootSacrifice type spin default {} min 0 max 5000",
            params.root_sacrifice
        ),
        format!(
            "option name LateLoud1 type spin default {} min 0 max 5000",
            params.late_loud_1
        ),
        format!(
            "option name FarRemovals type spin default {} min 0 max 5000",
            params.far_removals
        ),
        format!(
            "option name ShortColours type spin default {} min 0 max 5000",
            params.short_colours
        ),
        format!(
            "option name RootReduction type spin default {} min 0 max 5000",
            params.root_reduction
        ),
        format!(
            "option name EndPool type spin default {} min 0 max 60",
            params.end_pool
        ),
        format!(
            "option name HorizonTempo type spin default {} min 0 max 100",
            params.horizon_tempo
        ),
        format!(
            "option name HorizonTempo1 type spin default {} min 0 max 100",
            params.horizon_tempo_1
        ),
        format!(
            "option name RootFarRemovals type check default {}",
            params.root_far_removals
        ),
        format!(
            "option name EvenHorizon type check default {}",
            params.even_horizon
        ),
        format!(
            "option name WidePass type check default {}",
            params.wide_pass
        ),
        format!(
            "option name QuickFarRemovals type spin default {} min 0 max 61",
            params.quick_far_removals
        ),
        format!(
            "option name NearRemovals type spin default {} min 0 max 2",
            params.near_removals
        ),
        format!(
            "option name StaticMargin1 type spin default {} min 0 max 5000",
            params.static_margin_1
        ),
        format!(
            "option name StaticMargin2 type spin default {} min 0 max 5000",
            params.static_margin_2
        ),
        format!(
            "option name Razor1 type spin default {} min 0 max 5000",
            params.razor_1
        ),
        format!(
            "option name Razor2 type spin default {} min 0 max 5000",
            params.razor_2
        ),
        format!(
            "option name Futility2 type spin default {} min 0 max 5000",
            params.futility_2
        ),
        format!(
            "option name Futility3 type spin default {} min 0 max 5000",
            params.futility_3
        ),
        format!(
            "option name QuietCeiling type check default {}",
            params.quiet_ceiling
        ),
        format!(
            "option name PvFutility type check default {}",
            params.pv_futility
        ),
        format!(
            "option name BoundedLooks type check default {}",
            params.bounded_looks
        ),
        format!(
            "option name NearGoalSacrifices type spin default {} min 0 max 9",
            params.near_goal_sacrifices
        ),
        format!(
            "option name NearGoalChain type check default {}",
            params.near_goal_chain
        ),
        format!(
            "option name IterationShare type spin default {} min 1 max 100",
            params.iteration_share
        ),
        format!(
            "option name Aspiration type spin default {} min 0 max 5000",
            params.aspiration
        ),
    ];
    // The start position's board (37 rings) plays with its own weights; `eval` and `go` use
    // the current board's, with the weights set here in place of theirs.
    let weights = Weights::for_board(Board::Rings37);
    for i in 0..WEIGHTS {
        lines.push(format!(
            "option name {} type spin default {} min -10000 max 10000",
            Weights::name(i),
            weights.get(i)
        ));
    }
    lines
}

/// What the engine waits for: a line from its input, or news from the search thread.
enum Event {
    /// A line of input (or why it was skipped).
    Line(Result<String, String>),
    /// The input has ended.
    End,
    /// The search finished an iteration.
    Info(String),
    /// The search is over: the searcher comes back with the turn to play.
    Done(Box<Searcher>, String),
}

/// The search limits of one `go` command.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Go {
    movetime: Option<Duration>,
    depth: Option<u32>,
    nodes: Option<u64>,
    infinite: bool,
}

/// The engine's state between commands.
struct Session {
    level: Level,
    hash_mib: usize,
    seed: u64,
    /// The weights set by `setoption`, in place of the board's own.
    weights: [Option<i32>; WEIGHTS],
    params: SearchParams,
    game: Game,
    /// The searcher and its table size, while no search holds it.
    searcher: Option<(Box<Searcher>, usize)>,
    /// The cancel flag of the search in progress, if one runs.
    thinking: Option<Arc<AtomicBool>>,
}

/// Runs the protocol over `input` and `output` until `quit` or the end of the input (which
/// lets a running search finish and answer first).
pub fn run<R, W>(input: R, mut output: W) -> io::Result<()>
where
    R: BufRead + Send + 'static,
    W: Write,
{
    let (events, inbox) = mpsc::channel();
    let reader = events.clone();
    std::thread::spawn(move || read_lines(input, &reader));
    let mut session = Session {
        level: Level::Hard,
        hash_mib: 0,
        seed: 0,
        weights: [None; WEIGHTS],
        params: SearchParams::default(),
        game: Game::new(Board::Rings37, GameType::Standard),
        searcher: None,
        thinking: None,
    };
    let mut ended = false;
    let mut quitting = false;
    while let Ok(event) = inbox.recv() {
        match event {
            Event::Line(Ok(line)) => {
                if quitting {
                    continue;
                }
                if session.command(&line, &events, &mut output)? == Flow::Quit {
                    quitting = true;
                    match &session.thinking {
                        Some(flag) => flag.store(true, Ordering::Relaxed),
                        None => break,
                    }
                }
            }
            Event::Line(Err(why)) => writeln!(output, "info string error: {why}")?,
            Event::End => {
                ended = true;
                if session.thinking.is_none() {
                    break;
                }
            }
            Event::Info(line) => writeln!(output, "{line}")?,
            Event::Done(searcher, answer) => {
                session.searcher = Some((searcher, session.table_mib()));
                session.thinking = None;
                writeln!(output, "{answer}")?;
                if ended || quitting {
                    break;
                }
            }
        }
        output.flush()?;
    }
    output.flush()
}

/// Whether the engine goes on after a command.
#[derive(PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

impl Session {
    /// The table size in MiB: the `Hash` option, else the level's own.
    fn table_mib(&self) -> usize {
        if self.hash_mib > 0 {
            self.hash_mib
        } else {
            self.level.limits().table_mib
        }
    }

    /// Carries out one command line.
    fn command(
        &mut self,
        line: &str,
        events: &mpsc::Sender<Event>,
        out: &mut impl Write,
    ) -> io::Result<Flow> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&verb, rest)) = words.split_first() else {
            return Ok(Flow::Continue);
        };
        let busy = self.thinking.is_some();
        match verb {
            "zei" => {
                writeln!(out, "id name {NAME}")?;
                writeln!(out, "id author the zertz-bot developers")?;
                for line in option_lines() {
                    writeln!(out, "{line}")?;
                }
                writeln!(out, "zeiok")?;
            }
            "isready" => writeln!(out, "readyok")?,
            "quit" => return Ok(Flow::Quit),
            "stop" => {
                if let Some(flag) = &self.thinking {
                    flag.store(true, Ordering::Relaxed);
                }
            }
            _ if busy => {
                writeln!(
                    out,
                    "info string error: {verb} while searching (send stop first)"
                )?;
            }
            "setoption" => {
                if let Err(why) = self.set_option(rest) {
                    writeln!(out, "info string error: {why}")?;
                }
            }
            "newgame" => {
                if let Some((searcher, _)) = &mut self.searcher {
                    searcher.clear();
                }
            }
            "position" => match parse_position(rest) {
                Ok(game) => self.game = game,
                Err(why) => writeln!(out, "info string error: {why}")?,
            },
            "go" => match parse_go(rest) {
                Ok(go) => self.go(go, events, out)?,
                Err(why) => writeln!(out, "info string error: {why}")?,
            },
            "show" => {
                writeln!(out, "position {}", self.game.position().to_text())?;
                match self.game.outcome() {
                    Some(outcome) => writeln!(out, "result {outcome}")?,
                    None => writeln!(out, "result ongoing")?,
                }
            }
            "eval" => {
                let position = self.game.position();
                if position.must_capture() || self.game.outcome().is_some() {
                    writeln!(
                        out,
                        "info string error: eval needs a quiet position in play (no capture pending)"
                    )?;
                } else {
                    let weights = self.weights();
                    let eval = super::eval::evaluate(position, &weights);
                    // Each term that counts: its feature and the points it gives.
                    let features = super::eval::features(position, &weights);
                    if !features.wins_now {
                        for i in 0..WEIGHTS {
                            let value = features.values[i];
                            if value != 0 {
                                let points = weights.get(i) as i64 * value as i64
                                    / super::eval::DIVISOR[i] as i64;
                                writeln!(
                                    out,
                                    "info string term {} feature {value} points {points}",
                                    Weights::name(i)
                                )?;
                            }
                        }
                        if features.fixed != 0 {
                            writeln!(out, "info string term fixed points {}", features.fixed)?;
                        }
                    }
                    writeln!(out, "eval {}", score_words(eval.score))?;
                }
            }
            other => writeln!(out, "info string error: unknown command {other:?}")?,
        }
        Ok(Flow::Continue)
    }

    /// `setoption name <name> value <value>`.
    fn set_option(&mut self, words: &[&str]) -> Result<(), String> {
        let (name, value) = match words {
            ["name", name, "value", value] => (*name, *value),
            _ => return Err("setoption takes: name <name> value <value>".into()),
        };
        let number = || -> Result<i64, String> {
            value
                .parse::<i64>()
                .map_err(|_| format!("{name} takes a number, not {value:?}"))
        };
        let flag = || -> Result<bool, String> {
            match value.trim().to_ascii_lowercase().as_str() {
                "true" | "1" => Ok(true),
                "false" | "0" => Ok(false),
                _ => Err(format!("{name} is true or false, not {value:?}")),
            }
        };
        match name.to_ascii_lowercase().as_str() {
            "level" => {
                self.level = value.parse()?;
                // The level's own search parameters; options set after it change them.
                self.params = self.level.limits().params;
            }
            "hash" => {
                self.hash_mib = usize::try_from(number()?)
                    .ok()
                    .filter(|n| *n <= 1024)
                    .ok_or("Hash is from 0 (the level's own) to 1024 MiB")?;
            }
            "seed" => {
                self.seed = value
                    .parse()
                    .map_err(|_| format!("Seed takes a number, not {value:?}"))?;
            }
            "latequiet1" | "latequiet2" | "rootmargin" | "lateloud1" | "farremovals" | "razor1"
            | "razor2" | "staticmargin1" | "staticmargin2" | "futility2" | "futility3"
            | "aspiration" | "rootsacrifice" | "shortcolours" | "rootreduction" => {
                let n = u16::try_from(number()?)
                    .ok()
                    .filter(|n| *n <= 5000)
                    .ok_or_else(|| format!("{name} is from 0 to 5000"))?;
                match name.to_ascii_lowercase().as_str() {
                    "latequiet1" => self.params.late_quiet_1 = n,
                    "latequiet2" => self.params.late_quiet_2 = n,
                    "lateloud1" => self.params.late_loud_1 = n,
                    "farremovals" => self.params.far_removals = n,
                    "shortcolours" => self.params.short_colours = n,
                    "rootreduction" => self.params.root_reduction = n,
                    "razor1" => self.params.razor_1 = n,
                    "razor2" => self.params.razor_2 = n,
                    "staticmargin1" => self.params.static_margin_1 = n,
                    "staticmargin2" => self.params.static_margin_2 = n,
                    "futility2" => self.params.futility_2 = n,
                    "futility3" => self.params.futility_3 = n,
                    "aspiration" => self.params.aspiration = n,
                    "rootsacrifice" => self.params.root_sacrifice = n,
                    _ => self.params.root_margin = n,
                }
            }
            "horizontempo" | "horizontempo1" => {
                let share = u8::try_from(number()?)
                    .ok()
                    .filter(|n| *n <= 100)
                    .ok_or_else(|| format!("{name} is from 0 to 100"))?;
                if name.eq_ignore_ascii_case("horizontempo") {
                    self.params.horizon_tempo = share;
                } else {
                    self.params.horizon_tempo_1 = share;
                }
            }
            "rootfarremovals" => self.params.root_far_removals = flag()?,
            "evenhorizon" => self.params.even_horizon = flag()?,
            "widepass" => self.params.wide_pass = flag()?,
            "quietceiling" => self.params.quiet_ceiling = flag()?,
            "pvfutility" => self.params.pv_futility = flag()?,
            "boundedlooks" => self.params.bounded_looks = flag()?,
            "neargoalsacrifices" => {
                self.params.near_goal_sacrifices = u8::try_from(number()?)
                    .ok()
                    .filter(|n| *n <= 9)
                    .ok_or("NearGoalSacrifices is from 0 to 9 marbles")?;
            }
            "neargoalchain" => self.params.near_goal_chain = flag()?,
            "iterationshare" => {
                self.params.iteration_share = u8::try_from(number()?)
                    .ok()
                    .filter(|n| (1..=100).contains(n))
                    .ok_or("IterationShare is from 1 to 100 (percent of the budget)")?;
            }
            "nearremovals" => {
                self.params.near_removals = u8::try_from(number()?)
                    .ok()
                    .filter(|n| *n <= 2)
                    .ok_or("NearRemovals is from 0 to 2 rings")?;
            }
            "quickfarremovals" => {
                self.params.quick_far_removals = u8::try_from(number()?)
                    .ok()
                    .filter(|n| *n <= 61)
                    .ok_or("QuickFarRemovals is from 0 to 61 rings")?;
            }
            "endpool" => {
                self.params.end_pool = u8::try_from(number()?)
                    .ok()
                    .filter(|n| *n <= 60)
                    .ok_or("EndPool is from 0 to 60")?;
            }
            "corners" | "quickcorners" => {
                let n = u8::try_from(number()?)
                    .ok()
                    .filter(|n| *n <= 8)
                    .ok_or_else(|| format!("{name} is from 0 to 8"))?;
                if name.eq_ignore_ascii_case("corners") {
                    self.params.corners = n;
                } else {
                    self.params.quick_corners = n;
                }
            }
            _ => {
                let i = Weights::index(name).ok_or_else(|| format!("no option named {name:?}"))?;
                let n = i32::try_from(number()?)
                    .ok()
                    .filter(|n| (-10_000..=10_000).contains(n))
                    .ok_or_else(|| format!("{name} is from -10000 to 10000"))?;
                if let Some(slot) = self.weights.get_mut(i) {
                    *slot = Some(n);
                }
            }
        }
        Ok(())
    }

    /// The weights of the current board, with those set by `setoption` in their place.
    fn weights(&self) -> Weights {
        let mut weights = Weights::for_board(self.game.position().board());
        for (i, value) in self.weights.iter().enumerate() {
            if let Some(value) = value {
                weights.set(i, *value);
            }
        }
        weights
    }

    /// Starts a search of the current position on its own thread (or answers at once when
    /// there is nothing to search).
    fn go(&mut self, go: Go, events: &mpsc::Sender<Event>, out: &mut impl Write) -> io::Result<()> {
        let position = *self.game.position();
        if self.game.outcome().is_some() {
            writeln!(out, "info string the game is over")?;
            writeln!(out, "bestmove none")?;
            return Ok(());
        }
        // Each turn of a game draws from its own seed.
        let seed = self
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(self.game.turns().len() as u64);
        if self.level == Level::Random {
            let answer = match random_turn(&position, &mut fastrand::Rng::with_seed(seed)) {
                Some(turn) => format!("bestmove {}", position.format_turn(turn)),
                None => "bestmove none".into(),
            };
            writeln!(out, "{answer}")?;
            return Ok(());
        }
        let mut limits = self.level.limits().with_seed(seed);
        limits.weights = Some(self.weights());
        limits.params = self.params;
        limits.table_mib = self.table_mib();
        if go.movetime.is_some() || go.depth.is_some() || go.nodes.is_some() || go.infinite {
            limits.time = go.movetime.unwrap_or(UNBOUNDED);
        }
        if let Some(depth) = go.depth {
            limits.max_depth = Some(depth);
        }
        if go.infinite {
            limits.max_depth = None;
        }
        limits.max_nodes = go.nodes;
        let cancel = Arc::new(AtomicBool::new(false));
        limits.cancel = Some(Arc::clone(&cancel));
        let mut searcher = match self.searcher.take() {
            Some((searcher, mib)) if mib == limits.table_mib => searcher,
            _ => Box::new(Searcher::new(limits.table_mib)),
        };
        self.thinking = Some(cancel);
        let events = events.clone();
        let history = self.game.positions().to_vec();
        std::thread::spawn(move || {
            let result = searcher.search_reporting(&position, &limits, |iteration| {
                let _ = events.send(Event::Info(info_line(&position, iteration)));
            });
            let answer = match result {
                Some(result) => answer(&position, &history, &result),
                None => "bestmove none".into(),
            };
            let _ = events.send(Event::Done(searcher, answer));
        });
        Ok(())
    }
}

/// The final `info` line and `bestmove`. A turn that repeats the position a third time is
/// named in the info (the search does not track repetition).
fn answer(position: &Position, history: &[Position], result: &SearchResult) -> String {
    let line = info_line(
        position,
        &Iteration {
            depth: result.depth,
            score: result.score,
            nodes: result.nodes,
            elapsed: result.elapsed,
            pv: result.pv.clone(),
        },
    );
    let mut after = *position;
    after.play_unchecked(result.turn);
    let repeats = history.iter().filter(|p| **p == after).count();
    let note = if repeats >= 2 {
        "info string this turn repeats the position a third time: a draw\n"
    } else {
        ""
    };
    format!(
        "{line}\n{note}bestmove {}",
        position.format_turn(result.turn)
    )
}

/// `info depth … score … nodes … nps … time … pv …` for an iteration.
fn info_line(position: &Position, iteration: &Iteration) -> String {
    let ms = iteration.elapsed.as_millis();
    let nps = (iteration.nodes as f64 / iteration.elapsed.as_secs_f64().max(1e-6)) as u64;
    let mut line = format!(
        "info depth {} score {} nodes {} nps {nps} time {ms} pv",
        iteration.depth,
        score_words(iteration.score),
        iteration.nodes
    );
    for turn in position.format_line(&iteration.pv) {
        line.push(' ');
        line.push_str(&turn);
    }
    line
}

/// A score as the protocol writes it: `cp <points>` (a hundred is about a white marble),
/// `win <plies>` or `loss <plies>`.
fn score_words(score: i32) -> String {
    use super::eval::WIN;
    if score > WIN_BOUND {
        format!("win {}", WIN - score)
    } else if score < -WIN_BOUND {
        format!("loss {}", WIN + score)
    } else {
        format!("cp {score}")
    }
}

/// `position start [<board> [<variant>]] [moves …]` or `position text <six fields> [moves …]`.
fn parse_position(words: &[&str]) -> Result<Game, String> {
    let (head, moves) = match words.iter().position(|w| *w == "moves") {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let start = match head {
        ["start", rest @ ..] if rest.len() <= 2 => {
            let board = match rest.first() {
                Some(rings) => rings
                    .parse()
                    .ok()
                    .and_then(Board::from_rings)
                    .ok_or_else(|| format!("{rings:?} is not a board: 37, 40, 43, 44, 48 or 61"))?,
                None => Board::Rings37,
            };
            let game_type: GameType = match rest.get(1) {
                Some(name) => name.parse()?,
                None => GameType::Standard,
            };
            Setup::new(board, game_type)
                .map_err(|e| e.to_string())?
                .position()
        }
        ["text", fields @ ..] => {
            Position::from_text(&fields.join(" ")).map_err(|e| e.to_string())?
        }
        _ => {
            return Err(
                "position takes: start [<board> [<variant>]] [moves …] or text <position> [moves …]"
                    .into(),
            );
        }
    };
    let mut game = Game::from_position(start);
    for (i, turn) in moves.iter().enumerate() {
        game.play_text(turn)
            .map_err(|e| format!("turn {} ({turn}): {e}", i + 1))?;
    }
    Ok(game)
}

/// `go [movetime <ms>] [depth <n>] [nodes <n>] [infinite]`.
fn parse_go(words: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut i = 0;
    while let Some(&word) = words.get(i) {
        let value = || -> Result<u64, String> {
            words
                .get(i + 1)
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("go {word} takes a number"))
        };
        match word {
            "movetime" => go.movetime = Some(Duration::from_millis(value()?.max(1))),
            "depth" => go.depth = Some(u32::try_from(value()?.max(1)).unwrap_or(u32::MAX)),
            "nodes" => go.nodes = Some(value()?.max(1)),
            "infinite" => {
                go.infinite = true;
                i += 1;
                continue;
            }
            other => return Err(format!("go does not know {other:?}")),
        }
        i += 2;
    }
    Ok(go)
}

/// Reads `input` line by line into `events` (lines over [`MAX_LINE`] bytes, or not UTF-8, are
/// reported and skipped), then [`Event::End`].
fn read_lines(mut input: impl BufRead, events: &mpsc::Sender<Event>) {
    while let Ok(Some(line)) = next_line(&mut input) {
        if events.send(Event::Line(line)).is_err() {
            return;
        }
    }
    let _ = events.send(Event::End);
}

/// The next line, without its ending (None at the end of the input).
fn next_line(input: &mut impl BufRead) -> io::Result<Option<Result<String, String>>> {
    let mut line = LineBuilder::new(MAX_LINE);
    loop {
        let available = input.fill_buf()?;
        if available.is_empty() {
            break;
        }
        let (used, ended) = line.feed(available);
        input.consume(used);
        if ended {
            break;
        }
    }
    Ok(match line.finish() {
        Line::End => None,
        Line::Text(text) => Some(Ok(text)),
        Line::TooLong => Some(Err(format!("a line over {MAX_LINE} bytes was skipped"))),
        Line::NotText => Some(Err("a line that is not UTF-8 text was skipped".into())),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(script: &str) -> String {
        let mut out = Vec::new();
        run(io::Cursor::new(script.as_bytes().to_vec()), &mut out).expect("runs");
        String::from_utf8(out).expect("text")
    }

    #[test]
    fn go_parses_every_limit_and_refuses_the_rest() {
        assert_eq!(
            parse_go(&["movetime", "250", "depth", "3", "nodes", "1000"]),
            Ok(Go {
                movetime: Some(Duration::from_millis(250)),
                depth: Some(3),
                nodes: Some(1000),
                infinite: false,
            })
        );
        assert!(parse_go(&["infinite"]).is_ok_and(|go| go.infinite));
        assert!(parse_go(&["depth"]).is_err());
        assert!(parse_go(&["depth", "x"]).is_err());
        assert!(parse_go(&["wtime", "5"]).is_err());
    }

    #[test]
    fn positions_come_from_the_start_or_a_text_with_turns() {
        let game = parse_position(&["start", "48", "standard", "moves", "Bf3-e1"]).expect("ok");
        assert_eq!(game.position().board(), Board::Rings48);
        assert_eq!(game.turns().len(), 1);
        let text = Position::new(Board::Rings61, GameType::Standard).to_text();
        let mut words = vec!["text"];
        words.extend(text.split_whitespace());
        assert_eq!(
            parse_position(&words).map(|g| g.position().board()),
            Ok(Board::Rings61)
        );
        assert!(parse_position(&["start", "48", "blitz"]).is_err());
        assert!(parse_position(&["start", "moves", "Wd4-d4"]).is_err_and(|e| e.contains("turn 1")));
        assert!(parse_position(&["somewhere"]).is_err());
    }

    #[test]
    fn a_session_answers_the_handshake_and_plays_a_turn() {
        let out = session("zei\nisready\nposition start 37 standard moves Wd4-a1\ngo depth 1\n");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.first(), Some(&format!("id name {NAME}").as_str()));
        assert!(lines.contains(&"zeiok"), "{out}");
        assert!(lines.contains(&"readyok"), "{out}");
        assert!(
            lines.iter().any(|l| l.starts_with("info depth 1 score ")),
            "{out}"
        );
        let best = lines
            .last()
            .and_then(|l| l.strip_prefix("bestmove "))
            .expect(&out);
        let mut game = Game::new(Board::Rings37, GameType::Standard);
        game.play_text("Wd4-a1").expect("legal");
        assert!(game.position().parse_turn(best).is_ok(), "{best}");
    }

    #[test]
    fn bad_commands_are_reported_and_the_session_goes_on() {
        let out = session(
            "position start 37 standard moves Wd4-d4\nsetoption name Colour value red\n\
             setoption name Level value genius\ngo wtime 5\nfly\nshow\n",
        );
        assert_eq!(out.matches("info string error: ").count(), 5, "{out}");
        assert!(out.contains("turn 1 (Wd4-d4)"), "{out}");
        // The position is unchanged: still the start.
        let start = Position::new(Board::Rings37, GameType::Standard).to_text();
        assert!(out.contains(&format!("position {start}")), "{out}");
    }

    #[test]
    fn a_finished_game_has_no_best_turn() {
        let end = "2o/oooo/GooooW/1oooooG/4oBo/4oo/3o2W 2/2/7 0/3/1 2/1/1 2 37";
        let out = session(&format!(
            "position text {end} moves Bc2-f3 c1xc3 Wg1-f4\ngo depth 2\n"
        ));
        assert!(out.ends_with("bestmove none\n"), "{out}");
    }

    #[test]
    fn lines_that_are_too_long_or_not_text_are_skipped() {
        let mut input = Vec::new();
        input.extend_from_slice(&vec![b'x'; MAX_LINE + 10]);
        input.extend_from_slice(b"\n\xff\xfe\nisready\n");
        let mut out = Vec::new();
        run(io::Cursor::new(input), &mut out).expect("runs");
        let out = String::from_utf8(out).expect("text");
        assert!(out.contains("over 1048576 bytes"), "{out}");
        assert!(out.contains("not UTF-8"), "{out}");
        assert!(out.ends_with("readyok\n"), "{out}");
    }

    #[test]
    fn each_board_is_evaluated_with_its_own_weights_unless_one_is_set() {
        let tempo = |out: &str| -> Vec<String> {
            out.lines()
                .filter(|l| l.starts_with("info string term Tempo"))
                .map(String::from)
                .collect()
        };
        let (own_37, own_61) = (
            Weights::for_board(Board::Rings37).tempo,
            Weights::for_board(Board::Rings61).tempo,
        );
        assert_ne!(own_37, own_61, "the boards' sets differ in the initiative");
        let out = session("position start\neval\nposition start 61\neval\n");
        assert_eq!(
            tempo(&out),
            [
                format!("info string term Tempo feature 1 points {own_37}"),
                format!("info string term Tempo feature 1 points {own_61}"),
            ],
            "{out}"
        );
        let out = session(
            "setoption name Tempo value 33\nposition start\neval\nposition start 61\neval\n",
        );
        assert_eq!(
            tempo(&out),
            ["info string term Tempo feature 1 points 33"; 2],
            "{out}"
        );
    }

    #[test]
    fn options_set_the_level_the_table_and_the_weights() {
        let out = session(
            "setoption name Level value random\nsetoption name Hash value 2\n\
             setoption name Tempo value 30\nsetoption name Seed value 7\ngo\n",
        );
        assert!(!out.contains("error"), "{out}");
        // The random mover answers without a search.
        assert!(out.starts_with("bestmove "), "{out}");
        assert!(!out.contains("info depth"), "{out}");
    }

    #[test]
    fn the_search_switches_are_check_options() {
        let listed = session("zei\n");
        for (name, default) in [
            ("EvenHorizon", false),
            ("RootFarRemovals", false),
            ("WidePass", false),
            ("QuietCeiling", true),
            ("PvFutility", false),
            ("BoundedLooks", true),
            ("NearGoalChain", false),
        ] {
            assert!(
                listed.contains(&format!("option name {name} type check default {default}")),
                "{listed}"
            );
            for value in ["true", "false", "1", "0"] {
                let out = session(&format!("setoption name {name} value {value}\n"));
                assert!(!out.contains("error"), "{name} {value}: {out}");
            }
            let out = session(&format!("setoption name {name} value maybe\n"));
            assert!(out.contains("error") && out.contains(name), "{out}");
        }
    }

    #[test]
    fn the_margins_are_spin_options_in_points() {
        let listed = session("zei\n");
        for (name, default) in [
            ("StaticMargin1", 120),
            ("StaticMargin2", 300),
            ("Razor1", 0),
            ("Razor2", 0),
            ("Futility2", 0),
            ("Futility3", 100),
            ("Aspiration", 0),
        ] {
            assert!(
                listed.contains(&format!(
                    "option name {name} type spin default {default} min 0 max 5000"
                )),
                "{listed}"
            );
            let out = session(&format!("setoption name {name} value 300\ngo depth 1\n"));
            assert!(!out.contains("error") && out.contains("bestmove"), "{out}");
            let out = session(&format!("setoption name {name} value 5001\n"));
            assert!(out.contains("error") && out.contains(name), "{out}");
        }
    }

    /// Asserts that `zei` lists the spin option `listing` (from its name on), that `name`
    /// takes each of `accepted`, and that each of `refused` is an error naming it.
    fn assert_spin_option(listing: &str, name: &str, accepted: &[&str], refused: &[&str]) {
        let listed = session("zei\n");
        assert!(
            listed.contains(&format!("option name {listing}")),
            "{listed}"
        );
        for value in accepted {
            let out = session(&format!("setoption name {name} value {value}\n"));
            assert!(!out.contains("error"), "{value}: {out}");
        }
        for value in refused {
            let out = session(&format!("setoption name {name} value {value}\n"));
            assert!(out.contains("error") && out.contains(name), "{out}");
        }
    }

    #[test]
    fn quick_far_removals_is_the_largest_board_it_applies_to() {
        assert_spin_option(
            "QuickFarRemovals type spin default 37 min 0 max 61",
            "QuickFarRemovals",
            &["0", "48", "61"],
            &["62", "-1", "all"],
        );
    }

    #[test]
    fn short_colours_is_a_margin_in_points() {
        assert_spin_option(
            "ShortColours type spin default 0 min 0 max 5000",
            "ShortColours",
            &["0", "200", "5000"],
            &["5001", "-1", "wide"],
        );
    }

    #[test]
    fn root_reduction_counts_root_turns() {
        let listing = format!(
            "RootReduction type spin default {} min 0 max 5000",
            crate::search::ROOT_REDUCTION
        );
        assert_spin_option(
            &listing,
            "RootReduction",
            &["0", "8", "5000"],
            &["5001", "-1", "late"],
        );
    }

    #[test]
    fn near_removals_counts_rings_from_the_sacrifice() {
        let listing = format!(
            "NearRemovals type spin default {} min 0 max 2",
            crate::search::NEAR_REMOVALS
        );
        assert_spin_option(
            &listing,
            "NearRemovals",
            &["0", "1", "2"],
            &["3", "-1", "near"],
        );
    }

    #[test]
    fn the_iteration_share_is_a_percentage_of_the_budget() {
        let listing = format!(
            "IterationShare type spin default {} min 1 max 100",
            crate::search::ITERATION_SHARE
        );
        assert_spin_option(
            &listing,
            "IterationShare",
            &["1", "60", "100"],
            &["0", "101", "half"],
        );
    }

    #[test]
    fn a_root_sacrifice_is_held_to_a_bar_in_points() {
        assert_spin_option(
            "RootSacrifice type spin default 0 min 0 max 5000",
            "RootSacrifice",
            &["0", "40", "5000"],
            &["5001", "-1", "some"],
        );
    }

    #[test]
    fn the_first_iterations_initiative_is_a_percentage() {
        let listing = format!(
            "HorizonTempo1 type spin default {} min 0 max 100",
            crate::search::HORIZON_TEMPO_1
        );
        assert_spin_option(
            &listing,
            "HorizonTempo1",
            &["0", "50", "100"],
            &["101", "-1", "none"],
        );
    }

    #[test]
    fn near_goal_sacrifices_counts_marbles_to_a_goal() {
        let listing = format!(
            "NearGoalSacrifices type spin default {} min 0 max 9",
            crate::search::NEAR_GOAL_SACRIFICES
        );
        assert_spin_option(
            &listing,
            "NearGoalSacrifices",
            &["0", "2", "9"],
            &["10", "-1", "near"],
        );
    }

    /// The deepest iteration an answer reports.
    fn deepest(out: &str) -> u32 {
        out.lines()
            .filter_map(|line| line.strip_prefix("info depth "))
            .filter_map(|rest| rest.split(' ').next()?.parse().ok())
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn a_time_limit_alone_keeps_the_levels_depth() {
        // Medium searches two placements, however long it may think; `depth` replaces that.
        let medium = "setoption name Level value medium\nposition start\n";
        let out = session(&format!("{medium}go movetime 60000\n"));
        assert!(out.contains("bestmove "), "{out}");
        assert_eq!(deepest(&out), 2, "{out}");
        let out = session(&format!("{medium}go depth 1\n"));
        assert_eq!(deepest(&out), 1, "{out}");
        // A node limit alone leaves the level's depth too, and the time unbounded.
        let out = session("setoption name Level value easy\nposition start\ngo nodes 100000\n");
        assert_eq!(deepest(&out), 1, "{out}");
    }
}
