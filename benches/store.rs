//! The service on a durable SQLite file (WAL, synchronous=FULL, BEGIN IMMEDIATE):
//! committed turns per second for one game played flat out, and the latency of `play` with
//! 50 games played concurrently (p50 / p99). Targets: ≥ 300 turns/s, p99 ≤ 20 ms.
//!
//! `cargo bench --bench store` (a plain bench binary: latency percentiles need every sample).

use std::sync::Arc;
use std::time::{Duration, Instant};

use zertz_bot::engine::{Board, GameType};
use zertz_bot::service::{
    ChallengeOutcome, ChallengeRequest, ChannelId, GameView, Opponent, Service, ServiceError,
    Starter, TurnInput, UserId,
};
use zertz_bot::store::SqliteStore;

const ALICE: UserId = UserId(1);
const BOB: UserId = UserId(2);

async fn new_game(service: &Service<SqliteStore>, channel: ChannelId) -> GameView {
    let request = ChallengeRequest {
        channel,
        challenger: ALICE,
        opponent: Opponent::User(BOB),
        board: Board::Rings37,
        game_type: GameType::Standard,
        starter: Starter::Challenger,
        guild: None,
        turn_limit_ms: None,
        rated: false,
    };
    let Ok(ChallengeOutcome::Open(challenge)) = service.challenge(request).await else {
        panic!("challenge failed");
    };
    service
        .accept(challenge.id, BOB, channel)
        .await
        .expect("accept")
        .game
}

/// Plays `turns` turns in `channel` (new games as games end); returns each play's latency.
async fn play_turns(
    service: &Service<SqliteStore>,
    channel: ChannelId,
    turns: usize,
    seed: u64,
) -> Vec<Duration> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut view = new_game(service, channel).await;
    let mut latencies = Vec::with_capacity(turns);
    while latencies.len() < turns {
        if view.is_over() {
            view = new_game(service, channel).await;
        }
        let player = view.to_move().expect("ongoing");
        let user = view.seat(player).user().expect("a person");
        let legal = view.game.legal_turns();
        let turn = view.position().format_turn(legal[rng.usize(..legal.len())]);
        let started = Instant::now();
        let result = service
            .play(
                channel,
                user,
                TurnInput::Text(turn),
                Some(view.move_number()),
            )
            .await;
        latencies.push(started.elapsed());
        view = match result {
            Ok(update) => update.game,
            Err(ServiceError::PositionChanged) => service.show(channel).await.expect("game"),
            Err(e) => panic!("play failed: {e}"),
        };
    }
    latencies
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

async fn open() -> (tempfile::TempDir, Arc<Service<SqliteStore>>) {
    // Under target/ so the file is on the project's disk, not a RAM disk.
    std::fs::create_dir_all("target").ok();
    let dir = tempfile::tempdir_in("target").expect("temporary folder");
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let store = SqliteStore::open(&url).await.expect("open the database");
    (dir, Arc::new(Service::new(store)))
}

fn main() {
    // `cargo test --benches` runs bench binaries with `--bench` absent; keep that quick.
    let quick = !std::env::args().any(|a| a == "--bench");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async {
        let (_dir, service) = open().await;
        let turns = if quick { 20 } else { 2000 };
        let started = Instant::now();
        let latencies = play_turns(&service, ChannelId(1), turns, 1).await;
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "one game, flat out: {} committed turns in {seconds:.2} s = {:.0} turns/s",
            latencies.len(),
            latencies.len() as f64 / seconds
        );

        let (_dir, service) = open().await;
        let games = 50;
        let per_game = if quick { 2 } else { 60 };
        let started = Instant::now();
        let mut tasks = Vec::new();
        for g in 0..games {
            let service = Arc::clone(&service);
            tasks.push(tokio::spawn(async move {
                play_turns(&service, ChannelId(100 + g), per_game, g).await
            }));
        }
        let mut all = Vec::new();
        for task in tasks {
            all.extend(task.await.expect("task"));
        }
        let seconds = started.elapsed().as_secs_f64();
        all.sort();
        println!(
            "{games} games concurrently: {} turns in {seconds:.2} s = {:.0} turns/s; \
             latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            all.len(),
            all.len() as f64 / seconds,
            percentile(&all, 0.50).as_secs_f64() * 1e3,
            percentile(&all, 0.99).as_secs_f64() * 1e3,
            percentile(&all, 1.0).as_secs_f64() * 1e3,
        );
    });
}
