//! `zertz-bot bot`: the Discord bot with its logging, until Ctrl-C or SIGTERM.

use std::sync::Arc;

use anyhow::{Context, Result, bail};

use zertz_bot::service::Service;
use zertz_bot::store::DatabaseStore;

/// Sends the bot's log to stderr: coloured only on a terminal, and one JSON object a line
/// with `LOG_FORMAT=json` (for log collectors).
fn init_logging() -> Result<()> {
    use tracing_subscriber::prelude::*;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| "info,serenity=warn,poise=warn".into());
    // Sees serenity's warnings whatever RUST_LOG says: a shard Discord refused stops the bot.
    let watch = zertz_bot::discord::GatewayWatch.with_filter(
        tracing_subscriber::filter::Targets::new().with_target("serenity", tracing::Level::WARN),
    );
    let logs = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    let registry = tracing_subscriber::registry().with(watch);
    let format = std::env::var("LOG_FORMAT").unwrap_or_default();
    match format.trim().to_ascii_lowercase().as_str() {
        "" | "text" => registry
            .with(
                logs.with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
                    .with_filter(filter),
            )
            .init(),
        "json" => registry.with(logs.json().with_filter(filter)).init(),
        other => bail!("LOG_FORMAT is text (the default) or json, not {other:?}"),
    }
    Ok(())
}

/// Runs the Discord bot until Ctrl-C or SIGTERM.
pub(crate) fn run_bot() -> Result<()> {
    init_logging()?;
    let config = zertz_bot::discord::Config::from_env()
        .context("the bot needs DISCORD_TOKEN (see README); without it, try `zertz-bot local`")?;
    let runtime = tokio::runtime::Runtime::new()?;
    let ran = runtime.block_on(async {
        tracing::info!(?config, "starting the bot");
        let store = DatabaseStore::open(&config.database_url)
            .await
            .context("opening the database")?;
        let service = Arc::new(Service::new(store));
        let ran = zertz_bot::discord::run(
            Arc::clone(&service),
            config,
            zertz_bot::discord::bot::shutdown_signal(),
        )
        .await;
        service.close().await;
        Ok(ran?)
    });
    // A shard Discord refused leaves serenity's runner spinning on its closed connection
    // without ever yielding: waiting for it would never end.
    runtime.shutdown_timeout(std::time::Duration::from_secs(5));
    ran
}
