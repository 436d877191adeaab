//! zertz-bot: a Discord bot that runs games of ZÈRTZ.
//!
//! The modules, with dependencies pointing one way
//! (discord → service → store/render/ai → engine):
//!
//! - [`engine`]: the rules — boards, positions, turns and their notation, legal-turn
//!   generation, isolation, results. Pure and fast.
//! - [`ai`]: the bot opponent and hints.
//! - [`render`]: pictures of positions.
//! - [`store`]: persistence (SQLite through sqlx).
//! - [`service`]: the game service — challenges, turns, offers, permissions, concurrency.
//! - [`discord`]: the Discord bot, a thin adapter over the service.
//! - [`terminal`]: the local game in a terminal, through the same service.
#![warn(missing_docs)]

pub use zertz_ai as ai;
pub mod discord;
pub use zertz_engine as engine;
pub mod render;
pub mod service;
pub mod store;
pub mod terminal;
