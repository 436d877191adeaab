//! `zertz-bot local`: the game in the terminal, two people at one keyboard or one against
//! the bot.

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};

use zertz_bot::ai::Level;
use zertz_bot::engine::{Board, GameType};
use zertz_bot::service::{Service, Starter};
use zertz_bot::store::DatabaseStore;
use zertz_bot::terminal;

use super::{board_and_variant, board_parser, level_parser, variant_parser};

/// How to set up a local game.
#[derive(Args)]
pub(crate) struct LocalArgs {
    /// The database file (default: $DATABASE_URL, else sqlite://zertz.db).
    #[arg(long)]
    db: Option<String>,
    /// Number of rings.
    #[arg(long, default_value = "37", value_parser = board_parser())]
    board: Board,
    /// Game type (blitz is played on 37 rings).
    #[arg(long, default_value = "standard", value_parser = variant_parser())]
    variant: GameType,
    /// Play against the bot at this level (`--bot` alone: hard).
    #[arg(long, num_args = 0..=1, default_missing_value = "hard", value_parser = level_parser())]
    bot: Option<Level>,
    /// Who moves first.
    #[arg(long, value_enum, default_value_t = FirstMover::Random)]
    first: FirstMover,
}

/// Who moves first in a local game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
enum FirstMover {
    /// You, the player at the keyboard (or player 1 of two).
    #[value(name = "first", alias = "me")]
    You,
    /// Your opponent (the bot).
    #[value(name = "second", alias = "them", alias = "bot")]
    Opponent,
    /// Drawn by lot.
    Random,
}

/// Plays a local game in the terminal until it ends or the players stop (the game stays saved).
pub(crate) fn local(args: &LocalArgs) -> Result<()> {
    let (board, game_type) = board_and_variant(args.board, args.variant)?;
    let bot = args.bot;
    let starter = match args.first {
        FirstMover::You => Starter::Challenger,
        FirstMover::Opponent => Starter::Opponent,
        FirstMover::Random => Starter::Random,
    };
    let url = database_url(args.db.as_deref());
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let store = DatabaseStore::open(&url).await.with_context(|| {
            format!(
                "opening the database {}",
                zertz_bot::store::without_password(&url)
            )
        })?;
        // Another terminal may play on the same file: read the game afresh for every command.
        let service = Service::new(store).without_cache();
        // The language of the words printed: the user's locale (`LC_ALL`, `LC_MESSAGES`,
        // `LANG`, the first one set, as POSIX reads them).
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
            .unwrap_or_default();
        let setup = terminal::Setup {
            board,
            game_type,
            bot,
            starter,
            lang: zertz_bot::i18n::Lang::from_locale(&locale),
        };
        let stdin = tokio::io::BufReader::new(tokio::io::stdin());
        let mut stdout = std::io::stdout();
        terminal::run(&service, setup, stdin, &mut stdout).await?;
        service.close().await;
        Ok(())
    })
}

/// The database URL: the flag, else `DATABASE_URL`, else the file `zertz.db`.
fn database_url(flag: Option<&str>) -> String {
    match flag {
        Some(url) if url.starts_with("sqlite:") => url.to_string(),
        Some(path) => format!("sqlite://{path}"),
        None => std::env::var("DATABASE_URL").unwrap_or_else(|_| "sqlite://zertz.db".into()),
    }
}
