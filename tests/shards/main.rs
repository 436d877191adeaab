//! Shards across processes, end to end: the real bot binary started as separate processes
//! against the fake Discord (which routes each server's events to its shard's connection), on
//! one database. Two processes on PostgreSQL share the shards, one is killed with SIGKILL in the
//! middle of a game and restarted; a process whose shards Discord refuses stops with a message.
//!
//! The PostgreSQL cases run on the server of the service suite's harness (`ZERTZ_TEST_POSTGRES`)
//! and are reported as not run, never as passed, where it cannot be reached.

#[path = "../discord/support/mod.rs"]
mod fake;

#[macro_use]
#[path = "../service/support/harness.rs"]
mod harness;

/// Where the harness's `case!` looks for itself (as in the service suite).
mod support {
    pub(crate) use super::harness;
}

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fake::{
    ALICE, BOB, CHANNEL, FakeDiscord, GUILD, challenge_accepted, message_json, play_turns,
    shard_of, user_of,
};
use harness::fresh_postgres_schema;
use serde_json::json;
use zertz_bot::engine::{Board, Game, GameType};

/// A bot process and where its log goes.
struct BotProcess {
    child: Child,
    log: PathBuf,
}

impl BotProcess {
    /// Starts the bot binary against `fake` on the database `url`, running `shards`
    /// (`SHARD_COUNT`, `SHARD_RANGE`; none: the default).
    fn start(fake: &FakeDiscord, url: &str, shards: Option<(&str, &str)>, log: &Path) -> Self {
        let file = std::fs::File::create(log).expect("a log file");
        let mut command = Command::new(env!("CARGO_BIN_EXE_zertz-bot"));
        command
            .env("DISCORD_TOKEN", "fake.bot.token")
            .env("DATABASE_URL", url)
            .env("DEV_GUILD_ID", GUILD.to_string())
            .env("DISCORD_API_BASE", &fake.base)
            .env("RUST_LOG", "info,serenity=warn")
            .env("LOG_FORMAT", "text")
            .env_remove("SHARD_COUNT")
            .env_remove("SHARD_RANGE")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::from(file));
        if let Some((count, range)) = shards {
            command.env("SHARD_COUNT", count).env("SHARD_RANGE", range);
        }
        let child = command.spawn().expect("the bot starts");
        BotProcess {
            child,
            log: log.to_path_buf(),
        }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Waits (up to `patience`) for the process to exit by itself; its exit status.
    async fn exit(&mut self, patience: Duration) -> Option<std::process::ExitStatus> {
        let deadline = Instant::now() + patience;
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        None
    }

    /// SIGKILL: no shutdown, nothing flushed.
    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Waits until the fake has a connection for each of `shards`.
async fn connected(fake: &FakeDiscord, shards: &[u32], bots: &[&BotProcess]) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let now = fake.connected_shards().await;
        if shards.iter().all(|s| now.contains(s)) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "shards {shards:?} never connected (have {now:?}); logs:\n{}",
            bots.iter()
                .map(|b| b.log())
                .collect::<Vec<_>>()
                .join("\n---\n")
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until `count` processes have registered their commands (each does once it is ready).
async fn registered(fake: &FakeDiscord, count: usize) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let done = fake
            .calls()
            .await
            .iter()
            .filter(|c| c.method == "PUT" && c.path.ends_with("/commands"))
            .count();
        if done >= count {
            return;
        }
        assert!(Instant::now() < deadline, "{done} of {count} registered");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A server whose events arrive on the other shard of two than [`GUILD`]'s.
fn guild_on_the_other_shard() -> u64 {
    let other = GUILD + (1 << 22);
    assert_ne!(shard_of(other, 2), shard_of(GUILD, 2));
    other
}

async fn two_processes_share_the_shards_and_survive_a_kill() {
    let url = fresh_postgres_schema().await;
    let dir = tempfile::tempdir().expect("a folder for the logs");
    let fake = FakeDiscord::start_sharded(2, 1).await;
    let home = shard_of(GUILD, 2);
    let other_guild = guild_on_the_other_shard();
    let away = shard_of(other_guild, 2);
    // One process per shard, on one database.
    let range = |shard: u32| shard.to_string();
    let first = BotProcess::start(
        &fake,
        &url,
        Some(("2", &range(home))),
        &dir.path().join("a"),
    );
    let mut second = BotProcess::start(
        &fake,
        &url,
        Some(("2", &range(away))),
        &dir.path().join("b"),
    );
    connected(&fake, &[0, 1], &[&first, &second]).await;
    registered(&fake, 2).await;

    // A game in each server, each served by the process of its server's shard.
    fake.set_guild(GUILD);
    let (home_thread, _, _) = challenge_accepted(&fake, vec![]).await;
    let mut home_game = Game::new(Board::Rings37, GameType::Standard);
    play_turns(&fake, home_thread, &mut home_game, user_of, 2).await;

    fake.set_guild(other_guild);
    let (away_thread, away_challenge, _) = challenge_accepted(&fake, vec![]).await;
    let mut away_game = Game::new(Board::Rings37, GameType::Standard);
    play_turns(&fake, away_thread, &mut away_game, user_of, 3).await;

    // The process of the second server dies between two turns; every turn it acknowledged is
    // in the database.
    second.kill();
    let turns: i64 = {
        let pool = sqlx::PgPool::connect(&url).await.expect("the database");
        let count = sqlx::query_scalar(
            "SELECT COUNT(*) FROM game_events e JOIN games g ON g.id = e.game_id \
             WHERE g.channel_id = $1",
        )
        .bind(away_thread.to_string())
        .fetch_one(&pool)
        .await
        .expect("the count");
        pool.close().await;
        count
    };
    assert_eq!(turns, 3, "every acknowledged turn was committed");

    // The other server plays on meanwhile.
    fake.set_guild(GUILD);
    play_turns(&fake, home_thread, &mut home_game, user_of, 1).await;

    // Restarted, the second process takes its shard back and its game goes on from the
    // committed turns.
    let second = BotProcess::start(
        &fake,
        &url,
        Some(("2", &range(away))),
        &dir.path().join("c"),
    );
    connected(&fake, &[away], &[&first, &second]).await;
    registered(&fake, 3).await;
    fake.set_guild(other_guild);
    play_turns(&fake, away_thread, &mut away_game, user_of, 1).await;

    // A button from before the kill (the accepted challenge's Accept) is answered, privately.
    let accept = away_challenge.button_ids()[0].clone();
    let message = message_json(
        fake.new_id(),
        CHANNEL,
        &away_challenge.content(),
        json!([{"type": 1, "components": [{"type": 2, "style": 1, "label": "Accept", "custom_id": accept}]}]),
        fake::BOT_USER,
    );
    let (stale, _) = fake
        .respond(fake.button(BOB, CHANNEL, &accept, message))
        .await;
    assert!(stale.ephemeral(), "{stale:?}");
    assert!(!stale.content().is_empty(), "{stale:?}");

    // Nothing was posted twice: every message the bots sent has its own nonce.
    let nonces: Vec<String> = fake
        .calls()
        .await
        .iter()
        .filter_map(|c| c.message()["nonce"].as_str().map(String::from))
        .collect();
    let mut unique = nonces.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), nonces.len(), "{nonces:?}");
    // Both boards are where their players left them.
    for (guild, thread, game) in [
        (GUILD, home_thread, &home_game),
        (other_guild, away_thread, &away_game),
    ] {
        fake.set_guild(guild);
        let (board, _) = fake
            .respond(fake.command(ALICE, thread, "board", json!([])))
            .await;
        let expected = format!("after {} turns", game.turns().len());
        assert!(
            board.content().contains(&expected),
            "{} / {expected}",
            board.content()
        );
    }
}

async fn a_shard_discord_refuses_stops_the_bot_with_a_message() {
    let dir = tempfile::tempdir().expect("a folder");
    let url = format!("sqlite://{}", dir.path().join("bot.db").display());
    // Discord wants two shards; the bot is told to run one.
    let fake = FakeDiscord::start_sharded(2, 2).await;
    let mut bot = BotProcess::start(&fake, &url, Some(("1", "0")), &dir.path().join("log"));
    let status = bot.exit(Duration::from_secs(60)).await;
    let log = bot.log();
    let status = status.unwrap_or_else(|| panic!("the bot kept running; log:\n{log}"));
    assert!(!status.success(), "it exits non-zero: {status:?}\n{log}");
    assert!(log.contains("4011"), "it says why:\n{log}");
    assert!(log.contains("SHARD_COUNT"), "and what to change:\n{log}");
}

async fn one_process_serves_servers_on_every_shard() {
    let dir = tempfile::tempdir().expect("a folder");
    let url = format!("sqlite://{}", dir.path().join("bot.db").display());
    let fake = FakeDiscord::start_sharded(2, 2).await;
    // No settings: as many shards as Discord recommends, all here.
    let bot = BotProcess::start(&fake, &url, None, &dir.path().join("log"));
    connected(&fake, &[0, 1], &[&bot]).await;
    registered(&fake, 1).await;
    for guild in [GUILD, guild_on_the_other_shard()] {
        fake.set_guild(guild);
        let (call, _) = fake
            .respond(fake.command(ALICE, CHANNEL, "rules", json!([])))
            .await;
        assert_eq!(call.kind(), Some(4), "{call:?}");
    }
}

fn main() -> std::process::ExitCode {
    support::harness::main(vec![
        case!(postgres_only two_processes_share_the_shards_and_survive_a_kill),
        case!(sqlite_only a_shard_discord_refuses_stops_the_bot_with_a_message),
        case!(sqlite_only one_process_serves_servers_on_every_shard),
    ])
}
