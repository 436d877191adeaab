//! Gateway shards: which of them this process runs (`SHARD_COUNT`, `SHARD_RANGE`), and a watch
//! for Discord refusing them.
//!
//! Discord splits a bot's servers over shards: a server's events arrive on shard
//! `(server id >> 22) % count`, direct messages on shard 0. Several processes may share the
//! work, each running a range of the shards, all on one PostgreSQL database. A game's
//! interactions come to the process of its server's shard; the background work (clocks,
//! notices, lapsed challenges) is shared through the database, where each notice is claimed by
//! one process.
//!
//! When Discord closes a shard for bad settings — 4010 (invalid shard: a number outside the
//! count) or 4011 (sharding required: too many servers for so few shards) — serenity 0.12 logs it
//! and then reconnects for ever. [`GatewayWatch`], a tracing layer installed with the process's
//! logging, sees that log line and lets [`refused`] return, and the bot stops with a message
//! saying which setting to change.

use std::sync::atomic::{AtomicU16, Ordering};

use tokio::sync::Notify;
use tracing::field::{Field, Visit};
use tracing_subscriber::layer::Context;

/// Which of the gateway's shards this process runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shards {
    /// All of them, as many as Discord recommends (the default: one process).
    All,
    /// Shards `first..=last` of `count` in all (the others run in other processes).
    Range {
        /// How many shards the bot has in all processes together.
        count: u32,
        /// The first shard this process runs.
        first: u32,
        /// The last shard this process runs.
        last: u32,
    },
}

impl Shards {
    /// The shards from `SHARD_COUNT` and `SHARD_RANGE` (`2-3`, or one shard `2`): neither set is
    /// [`Shards::All`]; a count alone is all its shards in this process; a range needs a count.
    pub fn from_settings(count: Option<&str>, range: Option<&str>) -> Result<Shards, String> {
        let count = count.map(str::trim).filter(|c| !c.is_empty());
        let range = range.map(str::trim).filter(|r| !r.is_empty());
        let Some(count) = count else {
            return match range {
                None => Ok(Shards::All),
                Some(_) => Err("SHARD_RANGE needs SHARD_COUNT, the number of shards in all".into()),
            };
        };
        let count: u32 = match count.parse() {
            Ok(count) if count >= 1 => count,
            _ => {
                return Err(format!(
                    "SHARD_COUNT {count:?} is not a number of shards (1 or more)"
                ));
            }
        };
        let (first, last) = match range {
            None => (0, count - 1),
            Some(range) => {
                let (first, last) = range.split_once('-').unwrap_or((range, range));
                let number = |text: &str| text.trim().parse::<u32>().ok();
                match (number(first), number(last)) {
                    (Some(first), Some(last)) if first <= last => (first, last),
                    _ => {
                        return Err(format!(
                            "SHARD_RANGE {range:?} is not a range of shards like 0-3 (first-last)"
                        ));
                    }
                }
            }
        };
        if last >= count {
            return Err(format!(
                "SHARD_RANGE {first}-{last} goes past SHARD_COUNT {count}: shards are numbered 0 to {}",
                count - 1
            ));
        }
        Ok(Shards::Range { count, first, last })
    }
}

/// The shard that a server's events arrive on, of `count` shards (Discord's rule).
pub fn shard_of(guild_id: u64, count: u32) -> u32 {
    ((guild_id >> 22) % u64::from(count.max(1))) as u32
}

/// The close code of the shard Discord refused (0: none yet).
static REFUSED: AtomicU16 = AtomicU16::new(0);
/// Wakes [`refused`].
static REFUSAL: Notify = Notify::const_new();

/// Waits until Discord has refused a shard of this process for bad settings; returns the close
/// code (4010 invalid shard, 4011 sharding required). Never returns if it does not happen.
pub async fn refused() -> u16 {
    loop {
        let woken = REFUSAL.notified();
        let code = REFUSED.load(Ordering::SeqCst);
        if code != 0 {
            return code;
        }
        woken.await;
    }
}

/// What to tell the operator about a refused shard.
pub fn refusal_advice(code: u16) -> &'static str {
    match code {
        4010 => {
            "Discord refused a shard as invalid (close code 4010): SHARD_RANGE must lie within \
             0..SHARD_COUNT, and every process must give the same SHARD_COUNT"
        }
        4011 => {
            "Discord requires more shards (close code 4011, sharding required): raise \
             SHARD_COUNT (and split the ranges again), or leave both unset to let Discord choose"
        }
        _ => "Discord refused a shard",
    }
}

/// The tracing layer that notices serenity's log line for a shard closed with 4010 or 4011.
#[derive(Clone, Copy, Debug, Default)]
pub struct GatewayWatch;

/// Reads an event's message.
struct Message(String);

impl Visit for Message {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if field.name() == "message" {
            self.0 = format!("{value:?}");
        }
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "message" {
            self.0 = value.to_string();
        }
    }
}

/// The close code a serenity log message reports, if it is one of the refusals.
fn refusal_in(message: &str) -> Option<u16> {
    if message.contains("Sent invalid shard data") || message.contains("InvalidShardData") {
        Some(4010)
    } else if message.contains("Shard has too many guilds") || message.contains("OverloadedShard") {
        Some(4011)
    } else {
        None
    }
}

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for GatewayWatch {
    fn on_event(&self, event: &tracing::Event<'_>, _ctx: Context<'_, S>) {
        let metadata = event.metadata();
        if !metadata.target().starts_with("serenity") || *metadata.level() > tracing::Level::WARN {
            return;
        }
        let mut message = Message(String::new());
        event.record(&mut message);
        if let Some(code) = refusal_in(&message.0) {
            REFUSED.store(code, Ordering::SeqCst);
            REFUSAL.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_settings_are_read_and_checked() {
        assert_eq!(Shards::from_settings(None, None), Ok(Shards::All));
        assert_eq!(Shards::from_settings(Some(" "), Some("")), Ok(Shards::All));
        assert_eq!(
            Shards::from_settings(Some("4"), None),
            Ok(Shards::Range {
                count: 4,
                first: 0,
                last: 3
            })
        );
        assert_eq!(
            Shards::from_settings(Some("4"), Some("2-3")),
            Ok(Shards::Range {
                count: 4,
                first: 2,
                last: 3
            })
        );
        assert_eq!(
            Shards::from_settings(Some("4"), Some("1")),
            Ok(Shards::Range {
                count: 4,
                first: 1,
                last: 1
            })
        );
        for (count, range) in [
            (Some("0"), None),
            (Some("x"), None),
            (Some("4"), Some("3-2")),
            (Some("4"), Some("2-4")),
            (Some("4"), Some("a-b")),
            (None, Some("0-1")),
        ] {
            assert!(
                Shards::from_settings(count, range).is_err(),
                "{count:?} {range:?}"
            );
        }
    }

    #[test]
    fn a_servers_shard_follows_discords_rule() {
        // The id's timestamp part (above its low 22 bits) decides, modulo the count.
        let guild = (5 << 22) | 0x3f_ffff;
        assert_eq!(shard_of(guild, 4), 1);
        assert_eq!(shard_of(guild, 5), 0);
        assert_eq!(shard_of(197_038_439_483_310_086, 1000), 770);
        assert_eq!(shard_of(197_038_439_483_310_086, 1), 0);
    }

    #[test]
    fn serenitys_lines_for_refused_shards_are_recognised() {
        assert_eq!(
            refusal_in("[ShardInfo { id: ShardId(3), total: 2 }] Sent invalid shard data."),
            Some(4010)
        );
        assert_eq!(
            refusal_in("Shard handler received err: Gateway(OverloadedShard)"),
            Some(4011)
        );
        assert_eq!(refusal_in("[ShardInfo] Gateway ratelimited."), None);
    }
}
