//! The Discord adapter: a serenity gateway bot with poise slash commands, thin over the
//! [`crate::service`]. Commands and buttons turn into service calls; updates turn into a board
//! picture and a short line that mentions whoever must act next.
//!
//! - [`config`]: configuration from the environment (the token is never logged);
//! - [`commands`]: the `/zertz …` slash commands, one module per feature, and their
//!   autocomplete;
//! - [`buttons`]: Accept / Decline and answer buttons, resolved from the database;
//! - [`custom_id`]: what a button carries (survives restarts);
//! - [`localize`]: the commands' names and descriptions in the players' languages;
//! - [`complete`]: the legal choices offered while typing;
//! - [`notices`]: reminders and losses on time, posted from the database;
//! - [`text`]: what the bot says;
//! - [`shards`]: which gateway shards this process runs, and a watch for Discord refusing them;
//! - [`bot`]: building the client and running it until shutdown.

pub mod bot;
pub mod buttons;
// poise's macro turns each command's doc comment into its Discord description and wraps the
// function in an undocumented one of the same name.
#[allow(missing_docs)]
pub mod commands;
pub mod complete;
pub mod config;
pub mod custom_id;
pub mod localize;
pub mod notices;
pub mod shards;
pub mod text;

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::engine::Game;
use crate::i18n::Lang;
use crate::render::{BoardView, RenderError, render_png};
use crate::service::{BotService, GameView, Seat, ServiceError};

pub use bot::run;
pub use config::Config;
pub use shards::{GatewayWatch, Shards};

/// What every command and event handler can reach.
pub struct Data {
    /// The game service.
    pub service: Arc<BotService>,
    /// One web client for every download (uploaded records), sharing its connections.
    pub web: reqwest::Client,
    /// The display name last recorded for each user, so that a name is written to the
    /// database only when it changes.
    pub names_seen: std::sync::Mutex<std::collections::HashMap<u64, String>>,
}

impl Data {
    /// Data for the bot's service.
    pub fn new(service: Arc<BotService>) -> Data {
        Data {
            service,
            web: reqwest::Client::new(),
            names_seen: std::sync::Mutex::default(),
        }
    }

    /// Records the name `user` goes by here (their server nickname, else their Discord display
    /// name, else their user name) when it is new or changed; the pictures show it. A failure
    /// is logged and costs only the name.
    pub async fn note_name(&self, user: &serenity::User, member: Option<&serenity::Member>) {
        let name = member
            .and_then(|m| m.nick.clone())
            .or_else(|| user.global_name.clone())
            .unwrap_or_else(|| user.name.clone());
        let known = self
            .names_seen
            .lock()
            .ok()
            .is_some_and(|seen| seen.get(&user.id.get()) == Some(&name));
        if known {
            return;
        }
        match self.service.note_player(user_id(user.id), &name).await {
            Ok(()) => {
                if let Ok(mut seen) = self.names_seen.lock() {
                    seen.insert(user.id.get(), name);
                }
            }
            Err(e) => tracing::warn!(error = %e, "could not record a player's name"),
        }
    }
}

/// Failures of the adapter itself (the player sees a friendly message; the log has the detail).
#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    /// A Discord API call failed (boxed: serenity's error is large, and every command returns
    /// this type).
    #[error("Discord API error: {0}")]
    Serenity(Box<serenity::Error>),
    /// The picture could not be drawn.
    #[error("{0}")]
    Render(#[from] RenderError),
    /// The service refused or failed.
    #[error("{0}")]
    Service(#[from] ServiceError),
    /// The adapter refused what the player asked (an unknown colour or level, a missing file),
    /// in the words the player is told.
    #[error("{0}")]
    Refused(String),
    /// A background task failed.
    #[error("a background task failed: {0}")]
    Task(String),
    /// An id read from the database or the environment that Discord cannot have (0: the
    /// terminal's channel, a damaged row).
    #[error("{what} {id} is not a Discord id")]
    NotADiscordId {
        /// What it was meant to name.
        what: &'static str,
        /// The id as read.
        id: u64,
    },
}

impl From<serenity::Error> for DiscordError {
    fn from(error: serenity::Error) -> DiscordError {
        DiscordError::Serenity(Box::new(error))
    }
}

/// The Discord channel of a game's channel id; 0 (the terminal's games, which can share the
/// database file) is an error for that game only, never a panic.
pub(crate) fn discord_channel(channel: crate::service::ChannelId) -> Option<serenity::ChannelId> {
    std::num::NonZeroU64::new(channel.0).map(serenity::ChannelId::from)
}

/// The error for a channel id that Discord cannot have.
pub(crate) fn not_a_channel(channel: crate::service::ChannelId) -> DiscordError {
    DiscordError::NotADiscordId {
        what: "channel",
        id: channel.0,
    }
}

/// The Discord user of a stored user id, if it can be one.
pub(crate) fn discord_user(user: u64) -> Option<serenity::UserId> {
    std::num::NonZeroU64::new(user).map(serenity::UserId::from)
}

/// The poise context of our commands.
pub type Context<'a> = poise::Context<'a, Data, DiscordError>;

/// The bot's name on the pictures.
const BOT_NAME: &str = "ZÈRTZ bot";

/// The names shown on a game's pictures: the Discord names its people were last seen by
/// (the renderer replaces characters its font lacks), the bot named; a person never seen, or
/// names that cannot be read, leave "Player n" (names are a nicety: the picture still goes out).
pub(crate) async fn picture_names(service: &BotService, view: &GameView) -> [Option<String>; 2] {
    let known = match service.player_names(view).await {
        Ok(known) => known,
        Err(e) => {
            tracing::warn!(error = %e, game = %view.id, "could not read the players' names");
            [None, None]
        }
    };
    let name = |i: usize| match view.seats[i] {
        Seat::Bot(_) => Some(BOT_NAME.to_string()),
        Seat::User(_) => known[i].clone(),
    };
    [name(0), name(1)]
}

/// Whether `user` wants the cell names in the rings of their boards; a preference that cannot
/// be read draws the plain board.
pub(crate) async fn labels_wanted(service: &BotService, user: crate::service::UserId) -> bool {
    service.board_labels(user).await.unwrap_or_else(|e| {
        tracing::warn!(error = %e, "could not read a player's board preference");
        false
    })
}

/// Draws the game's current position (last turn marked, result shown, the players named) off
/// the async runtime. `labels` writes the cell names in the rings; None follows the wish of
/// the person to move, who is the one looking for a cell. Its words are in `lang`.
pub async fn board_png(
    service: &BotService,
    view: &GameView,
    labels: Option<bool>,
    lang: Lang,
) -> Result<Vec<u8>, DiscordError> {
    let labels = match (labels, view.to_move().and_then(|p| view.seat(p).user())) {
        (Some(labels), _) => labels,
        (None, Some(mover)) => labels_wanted(service, mover).await,
        (None, None) => false,
    };
    let game: Game = view.game.clone();
    let names = picture_names(service, view).await;
    tokio::task::spawn_blocking(move || {
        let view = BoardView::of_game(&game)
            .with_names(names[0].as_deref(), names[1].as_deref())
            .with_labels(labels)
            .in_lang(lang);
        render_png(&view)
    })
    .await
    .map_err(|e| DiscordError::Task(e.to_string()))?
    .map_err(DiscordError::from)
}

/// The language of the one who gave a command (their Discord locale): private answers speak it.
pub(crate) fn reader_lang(ctx: &Context<'_>) -> Lang {
    Lang::from_locale(ctx.locale().unwrap_or_default())
}

/// The server's locale as Discord names it (`fr`, `en-US`): public messages speak it. Outside
/// a server, the reader's.
pub(crate) fn server_locale(ctx: &Context<'_>) -> String {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .guild_locale
            .clone()
            .unwrap_or_else(|| app.interaction.locale.clone()),
        poise::Context::Prefix(_) => String::new(),
    }
}

/// The language of the public messages where a command was given: the server's (outside
/// servers, the reader's).
pub(crate) fn public_lang(ctx: &Context<'_>) -> Lang {
    Lang::from_locale(&server_locale(ctx))
}

/// The language of a game's public messages the bot posts unasked (its turns, reminders):
/// its server's, as last noted; English when none was.
pub(crate) async fn game_lang(service: &BotService, view: &GameView) -> Lang {
    service
        .game_locale(view)
        .await
        .map_or(Lang::En, |locale| Lang::from_locale(&locale))
}

/// A Discord id as the service's user id.
pub fn user_id(id: serenity::UserId) -> crate::service::UserId {
    crate::service::UserId(id.get())
}

/// A Discord channel (or thread) id as the service's channel id.
pub fn channel_id(id: serenity::ChannelId) -> crate::service::ChannelId {
    crate::service::ChannelId(id.get())
}
