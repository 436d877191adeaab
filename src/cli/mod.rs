//! The commands of the command line, a module each (the bot itself, the local game, the
//! engine tools on one position, matches, tuning, puzzles, the database's move to
//! PostgreSQL), and the flags' parsers they share.

use anyhow::Result;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

use zertz_bot::ai::Level;
use zertz_bot::engine::{Board, GameType, Setup};

pub(crate) mod bot;
pub(crate) mod local;
pub(crate) mod matches;
pub(crate) mod migrate;
pub(crate) mod position;
pub(crate) mod puzzles;
pub(crate) mod tune;

/// `--board`: one of the six boards, by its number of rings (listed in `--help`).
pub(crate) fn board_parser() -> impl TypedValueParser<Value = Board> {
    PossibleValuesParser::new(Board::ALL.map(|b| PossibleValue::new(b.rings().to_string())))
        .try_map(|rings| {
            rings
                .parse::<u8>()
                .ok()
                .and_then(Board::from_rings)
                .ok_or_else(|| format!("there is no {rings}-ring board"))
        })
}

/// `--variant`: the game type by name.
pub(crate) fn variant_parser() -> impl TypedValueParser<Value = GameType> {
    PossibleValuesParser::new(
        [GameType::Standard, GameType::Blitz].map(|t| PossibleValue::new(t.to_string())),
    )
    .try_map(|name| name.parse::<GameType>())
}

/// `--level` and `--bot`: the bot's levels by name, each with what it is like.
pub(crate) fn level_parser() -> impl TypedValueParser<Value = Level> {
    PossibleValuesParser::new(
        Level::ALL.map(|l| PossibleValue::new(l.name()).help(l.description())),
    )
    .try_map(|name| name.parse::<Level>())
}

/// The board and game type named by `--board` and `--variant`, checked together.
pub(crate) fn board_and_variant(board: Board, game_type: GameType) -> Result<(Board, GameType)> {
    let setup = Setup::new(board, game_type)?;
    Ok((setup.board(), setup.game_type()))
}
