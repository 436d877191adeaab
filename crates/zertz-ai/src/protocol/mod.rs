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
//!
//! The parts: this file runs the session (the command loop, `go` on the search's thread, the
//! input read line by line); `options.rs` the settings `zei` lists and `setoption` applies;
//! `parse.rs` the arguments of `position` and `go`; `answers.rs` the `info` and `bestmove`
//! lines written back.

use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use zertz_engine::{Board, Game, GameType, Position};

use crate::eval::WEIGHTS;
use crate::lines::{Line, LineBuilder};
use crate::rival::{
    self, RIVAL_DEPTH, RIVAL_OPENING_CHOICE, RIVAL_TIME, RivalLimits, RivalResult, rival_turn,
};
use crate::search::{SearchParams, Searcher};
use crate::{Level, Weights, random_turn};
use answers::{answer, info_line, score_words};
use options::option_lines;
use parse::{Go, parse_go, parse_position};

mod answers;
mod options;
mod parse;

/// The longest line read, in bytes (a long game's `position … moves …` fits many times over).
pub const MAX_LINE: usize = 1 << 20;

/// What `go` with no limit of its own may spend when the level sets no time either: effectively
/// unbounded (`stop` ends it).
const UNBOUNDED: Duration = Duration::from_secs(24 * 3600);

/// The engine's name and version, as `id name` gives it.
pub const NAME: &str = concat!("zertz-bot ", env!("CARGO_PKG_VERSION"));

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
    /// The sparring robot's search is over, with the turn to play.
    Answered(String),
}

/// The engine's state between commands.
struct Session {
    level: Level,
    /// Whether `go` runs the BoardSpace-style sparring robot instead of the level's search.
    boardspace: bool,
    /// The sparring robot's time a turn where `go` sets none.
    robot_time: Duration,
    /// How many of its best turns the sparring robot draws the game's first turn from.
    robot_choice: u32,
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
        boardspace: false,
        robot_time: RIVAL_TIME,
        robot_choice: RIVAL_OPENING_CHOICE,
        hash_mib: 0,
        seed: 0,
        weights: [None; WEIGHTS],
        params: Level::Hard.limits().params,
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
            Event::Answered(answer) => {
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
        if self.boardspace {
            self.go_rival(go, seed, events);
            return Ok(());
        }
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

impl Session {
    /// Starts the BoardSpace-style sparring robot on its own thread: `go depth` sets its
    /// placement turns (else three), `go movetime` its time (else the `RobotTime` option,
    /// BoardSpace's 30 s unless set); `go nodes` is not offered by it and `go infinite` lifts
    /// the time cap. `seed` draws its first turns of a game (`RobotChoice`).
    fn go_rival(&mut self, go: Go, seed: u64, events: &mpsc::Sender<Event>) {
        let cancel = Arc::new(AtomicBool::new(false));
        let limits = RivalLimits {
            depth: go.depth.unwrap_or(RIVAL_DEPTH),
            time: match (go.movetime, go.infinite) {
                (Some(time), _) => time,
                (None, true) => UNBOUNDED,
                (None, false) => self.robot_time,
            },
            cancel: Some(Arc::clone(&cancel)),
            opening_choice: self.robot_choice,
            seed,
        };
        self.thinking = Some(cancel);
        let events = events.clone();
        let position = *self.game.position();
        std::thread::spawn(move || {
            let result = rival_turn(&position, &limits, |found| {
                let _ = events.send(Event::Info(rival_info(&position, found)));
            });
            let answer = match result {
                Some(found) => format!(
                    "{}\nbestmove {}",
                    rival_info(&position, &found),
                    position.format_turn(found.turn)
                ),
                None => "bestmove none".into(),
            };
            let _ = events.send(Event::Answered(answer));
        });
    }
}

/// The `info` line of a sparring robot's search (its score in hundredths of a marble).
fn rival_info(position: &Position, found: &RivalResult) -> String {
    let ms = found.elapsed.as_millis();
    let nps = (found.nodes as f64 / found.elapsed.as_secs_f64().max(1e-6)) as u64;
    format!(
        "info depth {} score {} nodes {} nps {nps} time {ms} pv {}",
        found.depth,
        rival::score_words(found.score),
        found.nodes,
        position.format_turn(found.turn)
    )
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
mod tests;
