//! The rules of `RULES.md`, one module per section, then the checks that span them: the
//! conformance positions of an independent engine, perft, properties over random playouts and
//! record files. One test binary, so `cargo test -p zertz-engine` links once.

mod common;

/// §4, the end of the game.
mod end;
/// §1, game types.
mod game_types;
/// §2, geometry and cell names.
mod geometry;
/// §5, notation.
mod notation;
/// §3, a turn.
mod turn;

mod conformance;
mod perft;
mod properties;
mod record_file;
