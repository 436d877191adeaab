//! zertz-bot: a Discord bot that runs games of ZÈRTZ.
//!
//! The rules and the search are crates of their own, re-exported here under their layer
//! names: [`engine`] (`zertz-engine`, std only) and [`ai`] (`zertz-ai`, on the engine only).
//! The modules of this crate, with the arrows the code really has:
//!
//! ```text
//! discord ──┬──────────────► service ──► store
//! terminal ─┤                   │
//!           ├──► render ─┐      ▼
//!           └────────────┴──► ai, engine
//! ```
//!
//!
//! render draws the engine's positions, and the review graph from ai's review data. discord
//! also uses [`i18n`], which knows no other module.
//!
//! - [`engine`]: the rules — boards, positions, turns and their notation, legal-turn
//!   generation, isolation, results. Pure and fast.
//! - [`ai`]: the bot opponent and hints.
//! - [`render`]: pictures of positions (the adapters call it; the service never draws).
//! - [`store`]: persistence (SQLite through sqlx); it keeps turns and positions as text and
//!   knows no other layer.
//! - [`service`]: the game service — challenges, turns, offers, permissions, clocks,
//!   ratings, records.
//! - [`discord`]: the Discord bot, a thin adapter over the service.
//! - [`terminal`]: the local game in a terminal, through the same service.
//! - [`i18n`]: the players' languages (Fluent message files, English the fallback).
//!
//! `main.rs` and its commands in `src/cli/` (with `clap` and `anyhow`, which this library does
//! not use) open the store, build the service and start Discord or the terminal.
#![warn(missing_docs)]

pub use zertz_ai as ai;
pub mod discord;
pub use zertz_engine as engine;
pub mod i18n;
pub mod render;
pub mod service;
pub mod store;
pub mod terminal;
