//! One engine process driven over the engine protocol (docs/engine-protocol.md): start it,
//! set its options, give it a position and wait, with a deadline, for its turn.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How to start an engine and set it up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    /// The name the reports use.
    pub name: String,
    /// The program to start (a path, or a name on PATH).
    pub program: String,
    /// Its arguments (for zertz-bot: `engine`).
    pub args: Vec<String>,
    /// `setoption` pairs sent after the handshake.
    pub options: Vec<(String, String)>,
}

/// Why an engine could not give a turn.
#[derive(Clone, Debug, thiserror::Error, PartialEq, Eq)]
pub enum EngineError {
    /// The process could not be started.
    #[error("{name} cannot start: {why}")]
    Start {
        /// The engine's name in the match (A or B).
        name: String,
        /// What the system said.
        why: String,
    },
    /// The process closed its output (it ended or crashed).
    #[error("{0} has stopped")]
    Gone(String),
    /// No answer within the deadline.
    #[error("{name} gave no answer within {ms} ms")]
    Timeout {
        /// The engine's name in the match.
        name: String,
        /// How long it was given, in milliseconds.
        ms: u128,
    },
    /// The engine refused a command (`info string error: …`).
    #[error("{name} refused a command: {why}")]
    Refused {
        /// The engine's name in the match.
        name: String,
        /// What it said, or what went wrong.
        why: String,
    },
}

/// What the engine said about its last search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    /// The turn, as the engine wrote it (`none` when it saw the game as over).
    pub turn: String,
    /// The depth of its last `info` line.
    pub depth: u32,
    /// The nodes of its last `info` line.
    pub nodes: u64,
    /// The score words of its last `info` line (`cp 25`, `win 3`), if it gave one.
    pub score: Option<String>,
    /// The time from `go` to `bestmove`, as seen from here.
    pub elapsed: Duration,
}

/// A running engine.
pub struct Engine {
    spec: EngineSpec,
    child: Child,
    input: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Engine {
    /// Starts the engine, shakes hands and sets its options.
    pub fn start(spec: &EngineSpec) -> Result<Engine, EngineError> {
        let start_error = |why: String| EngineError::Start {
            name: spec.name.clone(),
            why,
        };
        let mut child = Command::new(&spec.program)
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| start_error(format!("{}: {e}", spec.program)))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(start_error("no pipes to the process".into()));
        };
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            spec: spec.clone(),
            child,
            input,
            lines,
        };
        engine.send("zei")?;
        engine.wait_for("zeiok", Duration::from_secs(10))?;
        for (name, value) in &spec.options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.ready()?;
        Ok(engine)
    }

    /// The engine's name.
    pub fn name(&self) -> &str {
        &self.spec.name
    }

    /// Sends one command line.
    pub fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|_| EngineError::Gone(self.spec.name.clone()))
    }

    /// Waits for `readyok`, failing on any refusal before it.
    pub fn ready(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        self.wait_for("readyok", Duration::from_secs(10))
    }

    /// Reads lines until one equals `wanted`.
    fn wait_for(&mut self, wanted: &str, within: Duration) -> Result<(), EngineError> {
        let deadline = Instant::now() + within;
        loop {
            let line = self.next_line(deadline, within)?;
            if line == wanted {
                return Ok(());
            }
            self.check_refusal(&line)?;
        }
    }

    fn check_refusal(&self, line: &str) -> Result<(), EngineError> {
        match line.strip_prefix("info string error: ") {
            Some(why) => Err(EngineError::Refused {
                name: self.spec.name.clone(),
                why: why.to_string(),
            }),
            None => Ok(()),
        }
    }

    fn next_line(&self, deadline: Instant, within: Duration) -> Result<String, EngineError> {
        let left = deadline.saturating_duration_since(Instant::now());
        self.lines.recv_timeout(left).map_err(|e| match e {
            mpsc::RecvTimeoutError::Timeout => EngineError::Timeout {
                name: self.spec.name.clone(),
                ms: within.as_millis(),
            },
            mpsc::RecvTimeoutError::Disconnected => EngineError::Gone(self.spec.name.clone()),
        })
    }

    /// Sends `position` and `go <go>`, and waits up to `within` for the turn.
    pub fn think(
        &mut self,
        position: &str,
        go: &str,
        within: Duration,
    ) -> Result<Answer, EngineError> {
        self.send(position)?;
        let started = Instant::now();
        self.send(format!("go {go}").trim_end())?;
        let deadline = started + within;
        let mut answer = Answer::default();
        loop {
            let line = self.next_line(deadline, within)?;
            self.check_refusal(&line)?;
            if let Some(turn) = line.strip_prefix("bestmove ") {
                answer.turn = turn.trim().to_string();
                answer.elapsed = started.elapsed();
                return Ok(answer);
            }
            if let Some(info) = line.strip_prefix("info ") {
                read_info(info, &mut answer);
            }
        }
    }

    /// Asks the engine to quit, and makes sure it has.
    pub fn quit(mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Takes depth, nodes and score from an `info` line's words.
fn read_info(info: &str, answer: &mut Answer) {
    let words: Vec<&str> = info.split_whitespace().collect();
    let mut i = 0;
    while i + 1 < words.len() {
        match words[i] {
            "depth" => answer.depth = words[i + 1].parse().unwrap_or(answer.depth),
            "nodes" => answer.nodes = words[i + 1].parse().unwrap_or(answer.nodes),
            "score" if i + 2 < words.len() => {
                answer.score = Some(format!("{} {}", words[i + 1], words[i + 2]));
                i += 1;
            }
            "pv" | "string" => break,
            _ => {}
        }
        i += 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_give_depth_nodes_and_score() {
        let mut answer = Answer::default();
        read_info(
            "depth 4 score cp -25 nodes 1234 nps 99 time 5 pv Wd4-a1 e5xc5",
            &mut answer,
        );
        assert_eq!(answer.depth, 4);
        assert_eq!(answer.nodes, 1234);
        assert_eq!(answer.score.as_deref(), Some("cp -25"));
        read_info("string depth 9", &mut answer);
        assert_eq!(answer.depth, 4);
    }

    #[test]
    fn a_program_that_does_not_exist_cannot_start() {
        let spec = EngineSpec {
            name: "ghost".into(),
            program: "/nonexistent/engine".into(),
            args: Vec::new(),
            options: Vec::new(),
        };
        assert!(matches!(
            Engine::start(&spec),
            Err(EngineError::Start { .. })
        ));
    }
}
