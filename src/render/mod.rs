//! Pictures of positions. For now: the text board of the terminal and the CLI.

pub mod text;
