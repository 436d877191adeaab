//! The commands' arguments read: `position` and `go`.

use std::time::Duration;

use zertz_engine::{Board, Game, GameType, Position, Setup};

/// The search limits of one `go` command.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct Go {
    pub(super) movetime: Option<Duration>,
    pub(super) depth: Option<u32>,
    pub(super) nodes: Option<u64>,
    pub(super) infinite: bool,
}

/// `position start [<board> [<variant>]] [moves …]` or `position text <six fields> [moves …]`.
pub(super) fn parse_position(words: &[&str]) -> Result<Game, String> {
    let (head, moves) = match words.iter().position(|w| *w == "moves") {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let start = match head {
        ["start", rest @ ..] if rest.len() <= 2 => {
            let board = match rest.first() {
                Some(rings) => rings
                    .parse()
                    .ok()
                    .and_then(Board::from_rings)
                    .ok_or_else(|| format!("{rings:?} is not a board: 37, 40, 43, 44, 48 or 61"))?,
                None => Board::Rings37,
            };
            let game_type: GameType = match rest.get(1) {
                Some(name) => name.parse()?,
                None => GameType::Standard,
            };
            Setup::new(board, game_type)
                .map_err(|e| e.to_string())?
                .position()
        }
        ["text", fields @ ..] => {
            Position::from_text(&fields.join(" ")).map_err(|e| e.to_string())?
        }
        _ => {
            return Err(
                "position takes: start [<board> [<variant>]] [moves …] or text <position> [moves …]"
                    .into(),
            );
        }
    };
    let mut game = Game::from_position(start);
    for (i, turn) in moves.iter().enumerate() {
        game.play_text(turn)
            .map_err(|e| format!("turn {} ({turn}): {e}", i + 1))?;
    }
    Ok(game)
}

/// `go [movetime <ms>] [depth <n>] [nodes <n>] [infinite]`.
pub(super) fn parse_go(words: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut i = 0;
    while let Some(&word) = words.get(i) {
        let value = || -> Result<u64, String> {
            words
                .get(i + 1)
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("go {word} takes a number"))
        };
        match word {
            "movetime" => go.movetime = Some(Duration::from_millis(value()?.max(1))),
            "depth" => go.depth = Some(u32::try_from(value()?.max(1)).unwrap_or(u32::MAX)),
            "nodes" => go.nodes = Some(value()?.max(1)),
            "infinite" => {
                go.infinite = true;
                i += 1;
                continue;
            }
            other => return Err(format!("go does not know {other:?}")),
        }
        i += 2;
    }
    Ok(go)
}
