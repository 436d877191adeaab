//! The language of public messages: each server's locale (a direct-message channel's for
//! games played there), noted as people act and read back when the bot posts unasked — its
//! own turns, reminders, losses on time. The service keeps the adapter's name for a locale
//! (Discord's `fr`, `en-US`) and does not interpret it.

use crate::store::Store;

use super::Service;
use super::types::{ChannelId, GuildId};
use super::view::GameView;

/// How long a locale this process wrote is taken as still written: another process may note
/// another in the meantime (the server changed its language), and is corrected after this.
pub const NOTE_AGAIN_MS: i64 = 5 * 60_000;

/// Where a locale applies: a server, or a channel outside any server.
fn scope(guild: Option<GuildId>, channel: ChannelId) -> String {
    match guild {
        Some(guild) => format!("g{guild}"),
        None => format!("c{channel}"),
    }
}

impl<S: Store> Service<S> {
    /// Notes the locale of the server `guild` (or of `channel`, outside servers), as an
    /// interaction there reported it. Written when it differs from what this process noted
    /// last, or that is [`NOTE_AGAIN_MS`] old (another process may have written another since);
    /// a failure is logged, never refused (the words fall back to English).
    pub async fn note_locale(&self, guild: Option<GuildId>, channel: ChannelId, locale: &str) {
        // Discord's locales are a few letters (`fr`, `zh-TW`); anything else is not one.
        if locale.is_empty() || locale.len() > 16 {
            return;
        }
        let scope = scope(guild, channel);
        let now = self.now();
        let known = self
            .noted_locales
            .lock()
            .ok()
            .and_then(|noted| noted.get(&scope).cloned());
        if known.is_some_and(|(known, at)| known == locale && now - at < NOTE_AGAIN_MS) {
            return;
        }
        match self.store.note_locale(&scope, locale, now).await {
            Ok(()) => {
                if let Ok(mut noted) = self.noted_locales.lock() {
                    noted.insert(scope, (locale.to_string(), now));
                }
            }
            Err(e) => tracing::warn!(%scope, error = %e, "could not note a locale"),
        }
    }

    /// The locale the public messages of the game of `view` are written in: its server's (or
    /// its channel's), as last noted; None when none was noted or it cannot be read.
    pub async fn game_locale(&self, view: &GameView) -> Option<String> {
        self.locale_of(view.guild, view.channel).await
    }

    /// The locale noted for the server `guild` (or `channel`, outside servers).
    pub async fn locale_of(&self, guild: Option<GuildId>, channel: ChannelId) -> Option<String> {
        let scope = scope(guild, channel);
        match self.store.locale(&scope).await {
            Ok(found) => found,
            Err(e) => {
                tracing::warn!(%scope, error = %e, "could not read a locale");
                None
            }
        }
    }
}
