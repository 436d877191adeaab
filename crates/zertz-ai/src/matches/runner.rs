//! Playing a match: pairs of games from random openings, each engine starting once in a pair,
//! on several workers at once, until the games are played or the SPRT decides.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use zertz_engine::{Board, Game, GameType, Outcome, Player};

use super::client::{Answer, Engine, EngineError, EngineSpec};
use super::stats::{Sprt, Tally, Verdict};

/// What to play.
#[derive(Clone, Debug)]
pub struct MatchSpec {
    /// Engine A (results are from its side), then engine B.
    pub engines: [EngineSpec; 2],
    /// Pairs of games at most (each opening is played twice, colours swapped).
    pub pairs: u32,
    /// The board every game is played on.
    pub board: Board,
    /// Standard or blitz.
    pub game_type: GameType,
    /// The limits given with every `go` (e.g. `movetime 100`; empty: the engines' levels).
    pub go: String,
    /// An engine that has not answered this long after `go` loses the game.
    pub deadline: Duration,
    /// Random turns played before the engines take over.
    pub opening_turns: u32,
    /// Seeds the openings and the engines' `Seed`.
    pub seed: u64,
    /// Games played at once (each worker runs its own two engines).
    pub concurrency: usize,
    /// Stop as soon as this test decides.
    pub sprt: Option<Sprt>,
    /// A game still running after this many turns is a draw.
    pub max_turns: usize,
}

/// What one engine spent in a game (or a match).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Spent {
    /// Turns it chose.
    pub turns: u32,
    /// Time from `go` to `bestmove`, in all.
    pub total: Duration,
    /// The longest single turn.
    pub longest: Duration,
    /// The depths reached, added up.
    pub depth_sum: u64,
    /// Nodes searched.
    pub nodes: u64,
    /// Games lost by a crash, a timeout or an illegal turn.
    pub forfeits: u32,
}

impl Spent {
    fn record(&mut self, answer: &Answer) {
        self.turns += 1;
        self.total += answer.elapsed;
        self.longest = self.longest.max(answer.elapsed);
        self.depth_sum += answer.depth as u64;
        self.nodes += answer.nodes;
    }

    fn add(&mut self, other: &Spent) {
        self.turns += other.turns;
        self.total += other.total;
        self.longest = self.longest.max(other.longest);
        self.depth_sum += other.depth_sum;
        self.nodes += other.nodes;
        self.forfeits += other.forfeits;
    }

    /// The mean time of a turn.
    pub fn mean(&self) -> Duration {
        self.total / self.turns.max(1)
    }

    /// The mean depth reached.
    pub fn mean_depth(&self) -> f64 {
        self.depth_sum as f64 / self.turns.max(1) as f64
    }

    /// Nodes per second while thinking.
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.total.as_secs_f64().max(1e-9)
    }
}

/// One finished game.
#[derive(Clone, Debug)]
pub struct GameReport {
    /// The pair it belongs to, from 0.
    pub pair: u32,
    /// Engine A played player one.
    pub a_first: bool,
    /// A's score: 1, ½ or 0.
    pub score: f64,
    /// How it ended, in words.
    pub ending: String,
    /// The whole game as a record (opening included).
    pub record: String,
    /// What A spent, then B.
    pub spent: [Spent; 2],
}

/// A whole match.
#[derive(Clone, Debug, Default)]
pub struct MatchReport {
    /// Games, pairs and scores.
    pub tally: Tally,
    /// What A spent, then B.
    pub spent: [Spent; 2],
    /// The SPRT's verdict when the match ended (Open if it ended on the pair count).
    pub verdict: Option<Verdict>,
    /// What stopped the match before its games were played, if anything did.
    pub failure: Option<EngineError>,
}

/// Plays the match, calling `on_game` for every finished game (with the tally so far, pairs
/// complete only). Stops early when the SPRT decides.
pub fn play_match(
    spec: &MatchSpec,
    mut on_game: impl FnMut(&GameReport, &Tally),
) -> Result<MatchReport, EngineError> {
    let next_pair = Arc::new(AtomicU32::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let (sender, inbox) = mpsc::channel::<Result<[GameReport; 2], EngineError>>();
    let workers = spec.concurrency.clamp(1, spec.pairs.max(1) as usize);
    let mut handles = Vec::new();
    for _ in 0..workers {
        let spec = spec.clone();
        let next_pair = Arc::clone(&next_pair);
        let stop = Arc::clone(&stop);
        let sender = sender.clone();
        handles.push(std::thread::spawn(move || {
            worker(&spec, &next_pair, &stop, &sender);
        }));
    }
    drop(sender);
    let mut report = MatchReport {
        verdict: spec.sprt.map(|_| Verdict::Open),
        ..MatchReport::default()
    };
    let mut failure = None;
    for message in inbox {
        match message {
            Ok(games) => {
                report.tally.add_pair(games[0].score, games[1].score);
                for game in &games {
                    for side in 0..2 {
                        report.spent[side].add(&game.spent[side]);
                    }
                    on_game(game, &report.tally);
                }
                // The first decision stands; the games still running when it came are counted
                // but do not reopen it.
                if let Some(sprt) = &spec.sprt
                    && report.verdict == Some(Verdict::Open)
                {
                    let verdict = sprt.verdict(&report.tally);
                    report.verdict = Some(verdict);
                    if verdict != Verdict::Open {
                        stop.store(true, Ordering::Relaxed);
                    }
                }
            }
            Err(error) => {
                stop.store(true, Ordering::Relaxed);
                failure.get_or_insert(error);
            }
        }
    }
    for handle in handles {
        let _ = handle.join();
    }
    match failure {
        Some(error) if report.tally.games() == 0 => Err(error),
        failure => {
            report.failure = failure;
            Ok(report)
        }
    }
}

/// Plays pairs until none is left or the match stops. An engine that fails to start ends the
/// worker; one that fails during a game loses it and is started again.
fn worker(
    spec: &MatchSpec,
    next_pair: &AtomicU32,
    stop: &AtomicBool,
    results: &mpsc::Sender<Result<[GameReport; 2], EngineError>>,
) {
    let mut engines: [Option<Engine>; 2] = [None, None];
    while !stop.load(Ordering::Relaxed) {
        let pair = next_pair.fetch_add(1, Ordering::Relaxed);
        if pair >= spec.pairs {
            break;
        }
        let opening = opening(spec, pair);
        let mut games = Vec::with_capacity(2);
        for a_first in [true, false] {
            for (slot, engine_spec) in engines.iter_mut().zip(&spec.engines) {
                if slot.is_none() {
                    match Engine::start(engine_spec) {
                        Ok(engine) => *slot = Some(engine),
                        Err(error) => {
                            let _ = results.send(Err(error));
                            return;
                        }
                    }
                }
            }
            let seed = game_seed(spec.seed, pair, a_first);
            games.push(play_game(spec, &mut engines, &opening, pair, a_first, seed));
        }
        if let Ok(games) = <[GameReport; 2]>::try_from(games)
            && results.send(Ok(games)).is_err()
        {
            break;
        }
    }
    for engine in engines.into_iter().flatten() {
        engine.quit();
    }
}

/// The engines' `Seed` for a game of `pair`: the match seed mixed into a key of its own, its
/// low bits then told apart by the pair and the colours. (The match seed's bits used to be
/// flipped by the pair number directly, so that seeds differing only in low bits, such as 264
/// and 266, played the same games in another order.)
fn game_seed(seed: u64, pair: u32, a_first: bool) -> u64 {
    let key = fastrand::Rng::with_seed(seed).u64(..);
    key ^ (u64::from(pair) << 1 | u64::from(a_first))
}

/// The opening of `pair`: random turns from the start, drawn from the seed, that leave the
/// game going.
fn opening(spec: &MatchSpec, pair: u32) -> Game {
    let mut rng = fastrand::Rng::with_seed(spec.seed.wrapping_mul(1_000_003) + pair as u64);
    let start = Game::new(spec.board, spec.game_type);
    for _ in 0..100 {
        let mut game = start.clone();
        for _ in 0..spec.opening_turns {
            let turns = game.legal_turns();
            if turns.is_empty() {
                break;
            }
            if game.play(turns[rng.usize(..turns.len())]).is_err() {
                break;
            }
        }
        if game.outcome().is_none() {
            return game;
        }
    }
    start
}

/// Plays one game from `opening`, A as player one when `a_first`.
fn play_game(
    spec: &MatchSpec,
    engines: &mut [Option<Engine>; 2],
    opening: &Game,
    pair: u32,
    a_first: bool,
    seed: u64,
) -> GameReport {
    let mut game = opening.clone();
    let mut spent = [Spent::default(); 2];
    for engine in engines.iter_mut().flatten() {
        let ready = engine
            .send("newgame")
            .and_then(|()| engine.send(&format!("setoption name Seed value {seed}")));
        if ready.is_err() {
            // Found out again at its first turn.
            continue;
        }
    }
    let side_of = |player: Player| -> usize {
        match (player == Player::One, a_first) {
            (true, true) | (false, false) => 0,
            _ => 1,
        }
    };
    let start = format!(
        "position start {} {}",
        spec.board.rings(),
        spec.game_type.name()
    );
    let mut forfeit: Option<(usize, String)> = None;
    while game.outcome().is_none() && game.turns().len() < spec.max_turns {
        let side = side_of(game.position().side_to_move());
        let Some(engine) = engines[side].as_mut() else {
            forfeit = Some((side, "the engine is not running".into()));
            break;
        };
        let position = if game.turns().is_empty() {
            start.clone()
        } else {
            format!("{start} moves {}", game.record().turns.join(" "))
        };
        let answer = match engine.think(&position, &spec.go, spec.deadline) {
            Ok(answer) => answer,
            Err(error) => {
                engines[side] = None;
                forfeit = Some((side, error.to_string()));
                break;
            }
        };
        spent[side].record(&answer);
        if let Err(error) = game.play_text(&answer.turn) {
            forfeit = Some((
                side,
                format!(
                    "{} played {:?}: {error}",
                    spec.engines[side].name, answer.turn
                ),
            ));
            break;
        }
    }
    let (score, ending) = match (forfeit, game.outcome()) {
        (Some((side, why)), _) => {
            spent[side].forfeits += 1;
            (if side == 0 { 0.0 } else { 1.0 }, format!("forfeit: {why}"))
        }
        (None, Some(outcome)) => {
            let score = match outcome {
                Outcome::Win { winner, .. } => {
                    if side_of(winner) == 0 {
                        1.0
                    } else {
                        0.0
                    }
                }
                Outcome::Draw { .. } => 0.5,
            };
            (score, outcome.to_string())
        }
        (None, None) => (0.5, format!("draw after {} turns", spec.max_turns)),
    };
    GameReport {
        pair,
        a_first,
        score,
        ending,
        record: game.record().to_string(),
        spent,
    }
}

#[cfg(test)]
mod tests {
    use super::game_seed;
    use std::collections::HashSet;

    /// Every engine seed of a match of `pairs` pairs played with `seed`.
    fn seeds(seed: u64, pairs: u32) -> HashSet<u64> {
        (0..pairs)
            .flat_map(|pair| [true, false].map(|a_first| game_seed(seed, pair, a_first)))
            .collect()
    }

    #[test]
    fn each_game_of_a_match_has_its_own_seed() {
        assert_eq!(seeds(264, 2000).len(), 4000);
    }

    #[test]
    fn nearby_match_seeds_play_other_games() {
        for (a, b) in [(264, 266), (264, 265), (0, 1), (7, 7 ^ 1024)] {
            let shared = seeds(a, 2000).intersection(&seeds(b, 2000)).count();
            assert_eq!(shared, 0, "seeds {a} and {b} share {shared} games");
        }
    }
}
