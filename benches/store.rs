//! The service on its two databases: a durable SQLite file (WAL, synchronous=FULL, BEGIN
//! IMMEDIATE, one writer committing concurrent turns together) and PostgreSQL (a transaction per
//! turn with the game's row locked). For each: committed turns per second for one game played
//! flat out, and the latency of `play` with 50 games played concurrently (p50 / p99).
//! Targets: ≥ 300 turns/s, p99 ≤ 20 ms on SQLite.
//!
//! `cargo bench --bench store -- load` is the load run of the scale-out: 1,000 games played at
//! once by two bot processes on one PostgreSQL database (this binary started twice), first flat
//! out (capacity), then with players thinking (latency at a steady load), reporting committed
//! turns/s and the p50 / p99 of a turn. Targets: ≥ 1,000 turns/s, p99 ≤ 50 ms.
//!
//! PostgreSQL is `ZERTZ_TEST_POSTGRES` (default `postgres://postgres@127.0.0.1:5432/test`); each
//! run uses a schema of its own and drops it at the end. Without a server, the PostgreSQL
//! figures are reported as not measured.
//!
//! `cargo bench --bench store` (a plain bench binary: latency percentiles need every sample).

use std::sync::Arc;
use std::time::{Duration, Instant};

use sqlx::Connection;
use zertz_bot::engine::{Board, GameType};
use zertz_bot::service::{
    ChallengeOutcome, ChallengeRequest, ChannelId, GameView, Opponent, Service, ServiceError,
    Starter, TurnInput, UserId,
};
use zertz_bot::store::DatabaseStore;

const ALICE: UserId = UserId(1);
const BOB: UserId = UserId(2);

async fn new_game(service: &Service<DatabaseStore>, channel: ChannelId) -> GameView {
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

/// Plays `turns` turns in `channel` (new games as games end), thinking about `think` (0.5 to
/// 1.5 times it) before each; returns each play's latency.
async fn play_turns(
    service: &Service<DatabaseStore>,
    channel: ChannelId,
    turns: usize,
    seed: u64,
    think: Duration,
) -> Vec<Duration> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut view = new_game(service, channel).await;
    let mut latencies = Vec::with_capacity(turns);
    while latencies.len() < turns {
        if !think.is_zero() {
            tokio::time::sleep(think.mul_f64(0.5 + rng.f64())).await;
        }
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

/// The PostgreSQL server of the benchmark.
fn postgres_url() -> String {
    std::env::var("ZERTZ_TEST_POSTGRES")
        .ok()
        .filter(|url| !url.trim().is_empty())
        .unwrap_or_else(|| "postgres://postgres@127.0.0.1:5432/test".to_string())
}

/// A new schema on the server; the URL that uses it. None if the server does not answer.
async fn fresh_schema(name: &str) -> Option<String> {
    let base = postgres_url();
    let mut conn = sqlx::PgConnection::connect(&base).await.ok()?;
    let sql = format!("DROP SCHEMA IF EXISTS {name} CASCADE; CREATE SCHEMA {name}");
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
        .execute(&mut conn)
        .await
        .ok()?;
    let _ = conn.close().await;
    let joiner = if base.contains('?') { '&' } else { '?' };
    Some(format!("{base}{joiner}options[search_path]={name}"))
}

async fn drop_schema(name: &str) {
    if let Ok(mut conn) = sqlx::PgConnection::connect(&postgres_url()).await {
        let sql = format!("DROP SCHEMA IF EXISTS {name} CASCADE");
        let _ = sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
            .execute(&mut conn)
            .await;
        let _ = conn.close().await;
    }
}

/// A fresh database of `kind`: the service on it, and the folder of a SQLite file (removed when
/// dropped). None for PostgreSQL without a server.
async fn open(kind: &str) -> Option<(Arc<Service<DatabaseStore>>, Option<tempfile::TempDir>)> {
    let (url, dir) = match kind {
        "SQLite" => {
            // Under target/ so the file is on the project's disk, not a RAM disk.
            std::fs::create_dir_all("target").ok();
            let dir = tempfile::tempdir_in("target").expect("temporary folder");
            let url = format!("sqlite://{}", dir.path().join("bench.db").display());
            (url, Some(dir))
        }
        _ => (fresh_schema(&bench_schema()).await?, None),
    };
    let store = DatabaseStore::open(&url).await.expect("open the database");
    Some((Arc::new(Service::new(store)), dir))
}

fn bench_schema() -> String {
    format!("zertz_bench_{}", std::process::id())
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e3
}

/// Plays `games` games at once from `first_channel`, `per_game` turns each with `think`
/// between them; every latency.
async fn play_at_once(
    service: &Arc<Service<DatabaseStore>>,
    first_channel: u64,
    games: u64,
    per_game: usize,
    think: Duration,
) -> Vec<Duration> {
    let mut tasks = Vec::new();
    for g in 0..games {
        let service = Arc::clone(service);
        let channel = ChannelId(first_channel + g);
        tasks.push(tokio::spawn(async move {
            play_turns(&service, channel, per_game, first_channel + g, think).await
        }));
    }
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.expect("task"));
    }
    all.sort();
    all
}

/// Both databases: one game flat out, then 50 at once.
async fn compare(quick: bool) {
    for kind in ["SQLite", "PostgreSQL"] {
        let Some((service, _dir)) = open(kind).await else {
            println!("{kind}: NOT MEASURED — no server at {}", postgres_url());
            continue;
        };
        let turns = if quick { 20 } else { 2000 };
        let started = Instant::now();
        let latencies = play_turns(&service, ChannelId(1), turns, 1, Duration::ZERO).await;
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "{kind}, one game flat out: {} committed turns in {seconds:.2} s = {:.0} turns/s",
            latencies.len(),
            latencies.len() as f64 / seconds
        );
        let games = 50;
        let per_game = if quick { 2 } else { 60 };
        let started = Instant::now();
        let all = play_at_once(&service, 100, games, per_game, Duration::ZERO).await;
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "{kind}, {games} games at once: {} turns in {seconds:.2} s = {:.0} turns/s; \
             latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            all.len(),
            all.len() as f64 / seconds,
            ms(percentile(&all, 0.50)),
            ms(percentile(&all, 0.99)),
            ms(percentile(&all, 1.0)),
        );
        service.close().await;
        if kind == "PostgreSQL" {
            drop_schema(&bench_schema()).await;
        }
    }
}

/// The games each process of the load run plays, and the turns of each.
const LOAD_GAMES_PER_PROCESS: u64 = 500;
const LOAD_TURNS_PER_GAME: usize = 10;

/// The load run: two processes on one fresh schema, first flat out (the capacity: every
/// player answers at once), then with players thinking two seconds on average (1,000 games
/// offering about 500 turns/s: the latency players see at that load).
fn load() {
    for think_ms in [0, 2000] {
        load_phase(think_ms);
    }
}

/// One phase of the load run; prints its figures.
fn load_phase(think_ms: u64) {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let schema = bench_schema();
    let Some(url) = runtime.block_on(fresh_schema(&schema)) else {
        println!(
            "load run NOT MEASURED — no PostgreSQL server at {}",
            postgres_url()
        );
        return;
    };
    // The schema is made before the processes start, so both time only their turns.
    runtime.block_on(async {
        let store = DatabaseStore::open(&url).await.expect("the schema");
        zertz_bot::store::Store::close(&store).await;
    });
    let exe = std::env::current_exe().expect("this benchmark's path");
    let started = Instant::now();
    let children: Vec<_> = (0..2u64)
        .map(|p| {
            let setting = format!("{url} {} {think_ms}", 1_000_000 * (p + 1));
            std::process::Command::new(&exe)
                .env("ZERTZ_BENCH_LOAD_CHILD", setting)
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("a load process")
        })
        .collect();
    let mut all = Vec::new();
    for child in children {
        let output = child.wait_with_output().expect("the load process ends");
        let text = String::from_utf8_lossy(&output.stdout);
        all.extend(
            text.split_whitespace()
                .filter_map(|us| us.parse::<u64>().ok())
                .map(Duration::from_micros),
        );
    }
    let seconds = started.elapsed().as_secs_f64();
    all.sort();
    let expected = 2 * LOAD_GAMES_PER_PROCESS as usize * LOAD_TURNS_PER_GAME;
    assert_eq!(all.len(), expected, "every turn was played and timed");
    let how = if think_ms == 0 {
        "flat out".to_string()
    } else {
        format!("players thinking {think_ms} ms on average")
    };
    println!(
        "load run, 2 processes × {LOAD_GAMES_PER_PROCESS} games at once on PostgreSQL, {how}: \
         {} committed turns in {seconds:.2} s = {:.0} turns/s; per turn p50 {:.1} ms, p99 \
         {:.1} ms, max {:.1} ms",
        all.len(),
        all.len() as f64 / seconds,
        ms(percentile(&all, 0.50)),
        ms(percentile(&all, 0.99)),
        ms(percentile(&all, 1.0)),
    );
    runtime.block_on(drop_schema(&schema));
}

/// One process of the load run: its games, each turn's latency in µs on stdout.
fn load_child(setting: &str) {
    let mut parts = setting.rsplitn(3, ' ');
    let think_ms: u64 = parts
        .next()
        .and_then(|t| t.parse().ok())
        .expect("think time");
    let first: u64 = parts
        .next()
        .and_then(|f| f.parse().ok())
        .expect("first channel");
    let url = parts.next().expect("a database URL");
    let think = Duration::from_millis(think_ms);
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let latencies = runtime.block_on(async {
        let store = DatabaseStore::open(url).await.expect("the database");
        let service = Arc::new(Service::new(store));
        let games = LOAD_GAMES_PER_PROCESS;
        let all = play_at_once(&service, first, games, LOAD_TURNS_PER_GAME, think).await;
        service.close().await;
        all
    });
    let text: Vec<String> = latencies
        .iter()
        .map(|d| d.as_micros().to_string())
        .collect();
    println!("{}", text.join(" "));
}

fn main() {
    if let Ok(setting) = std::env::var("ZERTZ_BENCH_LOAD_CHILD") {
        load_child(&setting);
        return;
    }
    if std::env::args().any(|a| a == "load") {
        load();
        return;
    }
    // `cargo test --benches` runs bench binaries with `--bench` absent; keep that quick.
    let quick = !std::env::args().any(|a| a == "--bench");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(compare(quick));
}
