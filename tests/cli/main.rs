//! The `zertz-bot` binary as people and programs run it: the command-line tools, the engine
//! protocol, starting the bot with bad settings, the terminal game and the puzzles.

mod bot;
mod commands;
mod engine_protocol;
mod puzzles;
mod terminal;
