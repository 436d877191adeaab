//! Interaction received → response sent, for turns, through the real bot and the fake Discord
//! of the end-to-end tests (release build, no AI thinking). Target: p99 ≤ 50 ms.
//!
//! `cargo bench --bench discord_latency`

#[path = "../tests/discord/support/mod.rs"]
mod discord_support;

use std::sync::Arc;
use std::time::Duration;

use discord_support::*;
use serde_json::json;
use zertz_bot::engine::{Board, Game, GameType, Player};
use zertz_bot::service::Service;
use zertz_bot::store::DatabaseStore;

fn main() {
    let quick = !std::env::args().any(|a| a == "--bench");
    let games = if quick { 1 } else { 6 };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async move {
        let fake = FakeDiscord::start().await;
        std::fs::create_dir_all("target").ok();
        let dir = tempfile::tempdir_in("target").expect("temporary folder");
        let url = format!("sqlite://{}", dir.path().join("latency.db").display());
        let config = config(&url, &fake.base);
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let store = DatabaseStore::open(&url).await.expect("the bot's database");
        let service = Arc::new(Service::new(store));
        let bot = tokio::spawn(zertz_bot::discord::run(service, config, async move {
            let _ = stopped.await;
        }));
        fake.wait_for(0, |c| c.method == "PUT" && c.path.ends_with("/commands"))
            .await;

        let mut latencies: Vec<Duration> = Vec::new();
        let mut rng = fastrand::Rng::with_seed(7);
        for g in 0..games {
            // Each game in its own channel (a thread in real use).
            let channel = CHANNEL + 1000 + g;
            let (call, _) = fake
                .respond(fake.command_with(
                    ALICE,
                    channel,
                    "challenge",
                    json!([{"name": "opponent", "type": 6, "value": BOB.to_string()},
                           {"name": "first", "type": 4, "value": 1}]),
                    json!({"users": {BOB.to_string(): user_json(BOB)}}),
                    2,
                ))
                .await;
            let accept = call.button_ids()[0].clone();
            let message = message_json(fake.new_id(), channel, "challenge", json!([]), BOT_USER);
            let mark = fake.mark().await;
            fake.respond(fake.button(BOB, channel, &accept, message))
                .await;
            let board = fake
                .wait_for(mark, |c| {
                    c.method == "POST"
                        && c.path.ends_with("/messages")
                        && !c.path.contains("threads")
                })
                .await;
            let thread: u64 = board
                .path
                .trim_start_matches("/api/v10/channels/")
                .trim_end_matches("/messages")
                .parse()
                .expect("thread id");
            let mut game = Game::new(Board::Rings37, GameType::Standard);
            while game.outcome().is_none() {
                let user = match game.position().side_to_move() {
                    Player::One => ALICE,
                    Player::Two => BOB,
                };
                let position = *game.position();
                let turns = game.legal_turns();
                let turn = position.format_turn(turns[rng.usize(..turns.len())]);
                let (call, latency) = fake
                    .respond(fake.command(
                        user,
                        thread,
                        "move",
                        json!([{"name": "turn", "type": 3, "value": turn}]),
                    ))
                    .await;
                assert!(call.content().contains("played"), "{}", call.content());
                latencies.push(latency);
                game.play_text(&turn).expect("legal");
            }
        }
        latencies.sort();
        let at = |p: f64| latencies[((latencies.len() as f64 - 1.0) * p).round() as usize];
        println!(
            "turn latency over {} turns in {games} games: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            latencies.len(),
            at(0.5).as_secs_f64() * 1e3,
            at(0.99).as_secs_f64() * 1e3,
            at(1.0).as_secs_f64() * 1e3
        );
        let _ = stop.send(());
        let _ = bot.await;
    });
}
