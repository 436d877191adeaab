//! zertz-bot: a Discord bot that runs games of ZÈRTZ.
//!
//! The modules, with dependencies pointing one way
//! (discord → service → store/render/ai → engine):
//!
//! - [`engine`]: the rules — boards, positions, turns and their notation, legal-turn
//!   generation, isolation, results. Pure and fast.
#![warn(missing_docs)]

pub mod engine;
pub mod render;
