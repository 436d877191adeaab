//! What the engine writes back: `info` lines and the final `bestmove`.

use zertz_engine::Position;

use crate::eval::{WIN, WIN_BOUND};
use crate::search::{Iteration, SearchResult};

/// The final `info` line and `bestmove`. A turn that repeats the position a third time is
/// named in the info (the search does not track repetition).
pub(super) fn answer(position: &Position, history: &[Position], result: &SearchResult) -> String {
    let line = info_line(
        position,
        &Iteration {
            depth: result.depth,
            score: result.score,
            nodes: result.nodes,
            elapsed: result.elapsed,
            pv: result.pv.clone(),
        },
    );
    let mut after = *position;
    after.play_unchecked(result.turn);
    let repeats = history.iter().filter(|p| **p == after).count();
    let note = if repeats >= 2 {
        "info string this turn repeats the position a third time: a draw\n"
    } else {
        ""
    };
    format!(
        "{line}\n{note}bestmove {}",
        position.format_turn(result.turn)
    )
}

/// `info depth … score … nodes … nps … time … pv …` for an iteration.
pub(super) fn info_line(position: &Position, iteration: &Iteration) -> String {
    let ms = iteration.elapsed.as_millis();
    let nps = (iteration.nodes as f64 / iteration.elapsed.as_secs_f64().max(1e-6)) as u64;
    let mut line = format!(
        "info depth {} score {} nodes {} nps {nps} time {ms} pv",
        iteration.depth,
        score_words(iteration.score),
        iteration.nodes
    );
    for turn in position.format_line(&iteration.pv) {
        line.push(' ');
        line.push_str(&turn);
    }
    line
}

/// A score as the protocol writes it: `cp <points>` (a hundred is about a white marble),
/// `win <plies>` or `loss <plies>`.
pub(super) fn score_words(score: i32) -> String {
    if score > WIN_BOUND {
        format!("win {}", WIN - score)
    } else if score < -WIN_BOUND {
        format!("loss {}", WIN + score)
    } else {
        format!("cp {score}")
    }
}
