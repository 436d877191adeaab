//! Configuration from the environment.

use std::fmt;
use std::num::NonZeroU64;

use super::shards::Shards;

/// How the bot runs.
#[derive(Clone)]
pub struct Config {
    /// The bot token (`DISCORD_TOKEN`); never printed.
    pub token: String,
    /// The database (`DATABASE_URL`, default `sqlite://zertz.db`).
    pub database_url: String,
    /// A server to register the commands in at once (`DEV_GUILD_ID`); otherwise they are
    /// registered globally (which can take a while to appear).
    pub dev_guild: Option<NonZeroU64>,
    /// Another base URL for REST calls and gateway discovery (`DISCORD_API_BASE`), e.g. a
    /// shared REST proxy, or a fake Discord in tests.
    pub api_base: Option<String>,
    /// The gateway shards this process runs (`SHARD_COUNT`, `SHARD_RANGE`; default all).
    pub shards: Shards,
}

/// Why the configuration is unusable.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// No token.
    #[error("DISCORD_TOKEN is not set")]
    NoToken,
    /// A value that does not parse.
    #[error("{name} is not valid: {why}")]
    Invalid {
        /// The environment variable's name.
        name: &'static str,
        /// What is wrong.
        why: String,
    },
}

impl Config {
    /// Reads the configuration through `get` (the environment in production).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let token = get("DISCORD_TOKEN")
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .ok_or(ConfigError::NoToken)?;
        let dev_guild = match get("DEV_GUILD_ID").filter(|v| !v.trim().is_empty()) {
            Some(v) => Some(
                v.trim()
                    .parse::<NonZeroU64>()
                    .map_err(|_| ConfigError::Invalid {
                        name: "DEV_GUILD_ID",
                        why: format!("{v:?} is not a server id (a number other than 0)"),
                    })?,
            ),
            None => None,
        };
        let api_base = get("DISCORD_API_BASE")
            .map(|v| v.trim().trim_end_matches('/').to_string())
            .filter(|v| !v.is_empty());
        if let Some(base) = &api_base
            && !(base.starts_with("http://") || base.starts_with("https://"))
        {
            return Err(ConfigError::Invalid {
                name: "DISCORD_API_BASE",
                why: format!("{base:?} must start with http:// or https://"),
            });
        }
        let shards =
            Shards::from_settings(get("SHARD_COUNT").as_deref(), get("SHARD_RANGE").as_deref())
                .map_err(|why| ConfigError::Invalid {
                    name: "SHARD_COUNT/SHARD_RANGE",
                    why,
                })?;
        Ok(Config {
            token,
            database_url: get("DATABASE_URL")
                .filter(|v| !v.trim().is_empty())
                .unwrap_or_else(|| "sqlite://zertz.db".into()),
            dev_guild,
            api_base,
            shards,
        })
    }

    /// Reads the configuration from the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|name| std::env::var(name).ok())
    }
}

impl fmt::Debug for Config {
    /// Everything but the token and the database's password.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field(
                "database_url",
                &crate::service::without_password(&self.database_url),
            )
            .field("dev_guild", &self.dev_guild)
            .field("api_base", &self.api_base)
            .field("shards", &self.shards)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lookup(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| {
            pairs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        }
    }

    #[test]
    fn the_token_is_required_and_never_shown() {
        assert!(matches!(
            Config::from_lookup(lookup(&[])),
            Err(ConfigError::NoToken)
        ));
        let config = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "secret.token.value")]))
            .expect("config");
        assert_eq!(config.database_url, "sqlite://zertz.db");
        assert!(!format!("{config:?}").contains("secret"));
        let with_password = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("DATABASE_URL", "postgres://bot:hunter2@db/zertz"),
        ]))
        .expect("config");
        assert!(!format!("{with_password:?}").contains("hunter2"));
    }

    #[test]
    fn optional_settings_are_checked() {
        let config = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("DEV_GUILD_ID", "123"),
            ("DISCORD_API_BASE", "http://127.0.0.1:9000/"),
            ("DATABASE_URL", "sqlite://other.db"),
        ]))
        .expect("config");
        assert_eq!(config.dev_guild.map(NonZeroU64::get), Some(123));
        assert_eq!(config.api_base.as_deref(), Some("http://127.0.0.1:9000"));
        assert_eq!(config.database_url, "sqlite://other.db");
        assert_eq!(config.shards, Shards::All);
        let sharded = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("SHARD_COUNT", "4"),
            ("SHARD_RANGE", "2-3"),
        ]))
        .expect("config");
        assert_eq!(
            sharded.shards,
            Shards::Range {
                count: 4,
                first: 2,
                last: 3
            }
        );
        assert!(
            Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t"), ("SHARD_RANGE", "0-1")])).is_err()
        );
        assert!(
            Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t"), ("DEV_GUILD_ID", "x")])).is_err()
        );
        // Server ids are never 0 (serenity's GuildId::new(0) would panic).
        for zero in ["0", " 0 ", "00"] {
            let refused =
                Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t"), ("DEV_GUILD_ID", zero)]));
            assert!(
                matches!(
                    refused,
                    Err(ConfigError::Invalid {
                        name: "DEV_GUILD_ID",
                        ..
                    })
                ),
                "{zero:?}"
            );
        }
        assert!(
            Config::from_lookup(lookup(&[
                ("DISCORD_TOKEN", "t"),
                ("DISCORD_API_BASE", "ftp://x")
            ]))
            .is_err()
        );
    }
}
