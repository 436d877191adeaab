//! Building the client and running it until shutdown.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::shards::{self, Shards};
use super::{
    Config, Data, DiscordError, buttons, channel_id, commands, notices, reader_lang, server_locale,
    text,
};
use crate::i18n::{Arg, Lang, tr};
use crate::service::{BotService, GuildId};

/// Why the bot could not run.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    /// The Discord client failed.
    #[error("Discord client error: {0}")]
    Serenity(#[from] serenity::Error),
    /// Discord closed a shard for bad settings (4010, 4011); running on would not help.
    #[error("{}", super::shards::refusal_advice(*.0))]
    ShardRefused(u16),
}

/// How often lapsed challenges are swept.
const EXPIRY_SWEEP: Duration = Duration::from_secs(600);

/// The gateway intents: the bot works through interactions only, so it needs no message
/// content and no member lists — just guilds (for channels and threads).
pub fn intents() -> serenity::GatewayIntents {
    serenity::GatewayIntents::GUILDS
}

/// The HTTP client: to Discord, or through `api_base` (a REST proxy or a fake Discord) with
/// the local rate limiter off (the proxy is ignored otherwise).
pub fn http(config: &Config) -> serenity::Http {
    let builder = serenity::HttpBuilder::new(&config.token);
    match &config.api_base {
        Some(base) => builder
            .proxy(base.as_str())
            .ratelimiter_disabled(true)
            .build(),
        None => builder.build(),
    }
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, DiscordError>,
    event: &serenity::FullEvent,
) -> Result<(), DiscordError> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    {
        let data = framework.user_data;
        data.note_name(&press.user, press.member.as_ref()).await;
        let locale = press.guild_locale.as_deref().unwrap_or(&press.locale);
        data.service
            .note_locale(
                press.guild_id.map(|g| GuildId(g.get())),
                channel_id(press.channel_id),
                locale,
            )
            .await;
        buttons::handle(framework.serenity_context, data, press).await?;
    }
    Ok(())
}

/// Records the name the author of a command goes by (their member nickname where the
/// interaction carries it), and the language of the place (for the bot's unasked posts).
async fn note_author(ctx: crate::discord::Context<'_>) {
    let member = match ctx {
        poise::Context::Application(app) => app.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    ctx.data().note_name(ctx.author(), member).await;
    ctx.data()
        .service
        .note_locale(
            ctx.guild_id().map(|g| GuildId(g.get())),
            channel_id(ctx.channel_id()),
            &server_locale(&ctx),
        )
        .await;
}

/// The message a player is told when the bot itself failed (the detail goes to the log). It
/// does not claim that nothing changed: a turn may have been saved before its picture failed.
pub const INTERNAL_FAILURE: &str = "internal-failure";

/// The one place errors are answered: a refusal privately, in the service's or the adapter's
/// words; an internal failure logged once and answered with [`INTERNAL_FAILURE`].
async fn on_error(error: poise::FrameworkError<'_, Data, DiscordError>) {
    let (ctx, message) = match error {
        poise::FrameworkError::Command { error, ctx, .. }
        | poise::FrameworkError::CommandCheckFailed {
            error: Some(error),
            ctx,
            ..
        } => (
            ctx,
            answer_to(&error, &ctx.command().qualified_name, reader_lang(&ctx)),
        ),
        poise::FrameworkError::GuildOnly { ctx, .. } => (
            ctx,
            tr(
                reader_lang(&ctx),
                "server-only",
                &[(
                    "command",
                    Arg::from(ctx.command().qualified_name.to_string()),
                )],
            ),
        ),
        poise::FrameworkError::EventHandler { error, .. } => {
            tracing::error!(%error, "event handler failed");
            return;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
            return;
        }
    };
    if let Err(e) = commands::reply::tell(ctx, message).await {
        tracing::warn!(error = %e, "could not answer a refused command");
    }
}

/// The private answer to an error of `command`, in the reader's `lang` (internal failures
/// logged here, once).
fn answer_to(error: &DiscordError, command: &str, lang: Lang) -> String {
    match error {
        DiscordError::Service(refusal) => text::refusal(refusal, lang),
        DiscordError::Refused(why) => why.clone(),
        internal => {
            tracing::error!(command, error = %internal, "command failed");
            tr(lang, INTERNAL_FAILURE, &[])
        }
    }
}

/// Runs the bot on `service` until `shutdown` completes (or the gateway gives up). The caller
/// opened the store and closes it afterwards.
pub async fn run(
    service: Arc<BotService>,
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), BotError> {
    tracing::info!("connecting to Discord");
    // Draw the sprites and backdrops now rather than on the first player's turn.
    let warm = tokio::task::spawn_blocking(crate::render::warm_up);
    let dev_guild = config.dev_guild;
    let setup_service = Arc::clone(&service);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            on_error: |error| Box::pin(on_error(error)),
            // Before each command, so that its own picture already names whoever gave it.
            pre_command: |ctx| Box::pin(note_author(ctx)),
            // Nobody is pinged unless an answer names whom (the player who acts next).
            allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match dev_guild {
                    Some(guild) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            commands,
                            serenity::GuildId::from(guild),
                        )
                        .await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                tracing::info!(user = %ready.user.name, "connected and commands registered");
                Ok(Data::new(setup_service))
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http(&config), intents())
        .framework(framework)
        .await?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown.await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    let sweeper = Arc::clone(&service);
    let sweep = tokio::spawn(async move {
        let mut every = tokio::time::interval(EXPIRY_SWEEP);
        loop {
            every.tick().await;
            if let Err(e) = sweeper.expire_challenges().await {
                tracing::warn!(error = %e, "could not expire challenges");
            }
        }
    });
    // The clocks of correspondence games: reminders and losses on time, from the database
    // (the first tick runs at once, so whatever fell due while the bot was down goes out).
    let ticker_service = Arc::clone(&service);
    let ticker_http = Arc::clone(&client.http);
    let ticker = tokio::spawn(async move {
        let mut every = tokio::time::interval(notices::TICK);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            match notices::deliver(&ticker_http, &ticker_service).await {
                Ok(0) => {}
                Ok(posted) => tracing::info!(posted, "clock notices posted"),
                Err(e) => tracing::warn!(error = %e, "could not look at the clocks"),
            }
            match notices::deliver_daily(&ticker_http, &ticker_service).await {
                Ok(0) => {}
                Ok(posted) => tracing::info!(posted, "daily puzzles posted"),
                Err(e) => tracing::warn!(error = %e, "could not post the daily puzzles"),
            }
            // A turn of the bot's lost to a restart (it thinks up to ten seconds) is played now.
            match ticker_service.stalled_bot_games().await {
                Ok(channels) => {
                    for channel in channels {
                        tracing::info!(%channel, "the bot takes up its turn");
                        commands::bot_replies(
                            Arc::clone(&ticker_http),
                            Arc::clone(&ticker_service),
                            channel,
                        );
                    }
                }
                Err(e) => tracing::warn!(error = %e, "could not look for the bot's turns"),
            }
        }
    });
    let shard_manager = client.shard_manager.clone();
    let result = tokio::select! {
        ran = start(&mut client, config.shards) => ran.map_err(BotError::from),
        code = shards::refused() => {
            tracing::error!(code, "{}", shards::refusal_advice(code));
            shard_manager.shutdown_all().await;
            Err(BotError::ShardRefused(code))
        }
    };
    sweep.abort();
    ticker.abort();
    let _ = warm.await;
    result
}

/// Starts this process's shards and runs them until shutdown.
async fn start(client: &mut serenity::Client, which: Shards) -> Result<(), serenity::Error> {
    match which {
        Shards::All => client.start_autosharded().await,
        Shards::Range { count, first, last } => {
            tracing::info!(
                count,
                first,
                last,
                "starting shards {first} to {last} of {count}"
            );
            // serenity's range runs through its end (it starts `start..=end`).
            client.start_shard_range(first..last, count).await
        }
    }
}

/// Completes on Ctrl-C or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::warn!(error = %e, "cannot listen for Ctrl-C");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::ServiceError;

    #[test]
    fn refusals_are_worded_for_the_player_and_internal_failures_say_nothing_of_their_cause() {
        let not_a_player = DiscordError::Service(ServiceError::NotAPlayer);
        let refusal = answer_to(&not_a_player, "resign", Lang::En);
        assert_eq!(refusal, "You are not playing in this game.");
        // In the player's language, with that language's full stop.
        let in_japanese = answer_to(&not_a_player, "resign", Lang::Ja);
        assert_eq!(in_japanese, "あなたはこの対局のプレイヤーではありません。");
        let own = answer_to(
            &DiscordError::Refused("Pick a colour.".into()),
            "place",
            Lang::En,
        );
        assert_eq!(own, "Pick a colour.");
        let internal = answer_to(
            &DiscordError::Task("the renderer panicked".into()),
            "board",
            Lang::En,
        );
        assert_eq!(
            internal,
            "Something went wrong on my side; `/zertz board` shows where the game stands."
        );
        assert!(!internal.contains("panicked"));
        let in_french = answer_to(
            &DiscordError::Task("the renderer panicked".into()),
            "board",
            Lang::Fr,
        );
        assert_ne!(in_french, internal);
        assert!(!in_french.contains("panicked"));
    }
}
