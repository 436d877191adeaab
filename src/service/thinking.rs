//! The bot's thinking, off the async runtime, with a deadline that is cancelled when nobody
//! waits for the answer any more (a dropped request, a shutdown).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use crate::ai::{self, Hint, Level, Limits, Searcher};
use crate::engine::{Position, Turn};

use super::error::ServiceError;
use super::types::GameId;

/// Sets the flag when dropped: the search it was given to stops at its next check.
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Runs `think` on a blocking thread with a fresh cancel flag, cancelling it if the returned
/// future is dropped before it finishes.
async fn off_runtime<T: Send + 'static>(
    think: impl FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
) -> Result<T, ServiceError> {
    let flag = Arc::new(AtomicBool::new(false));
    let _guard = CancelOnDrop(Arc::clone(&flag));
    tokio::task::spawn_blocking(move || think(flag))
        .await
        .map_err(|e| ServiceError::Internal(format!("the bot failed to think: {e}")))
}

/// How many games keep their bot's search (and its table) between turns; the least recently
/// used is forgotten first. A game's bot then starts each turn knowing what it worked out on
/// the last one.
const MINDS: usize = 4;

/// The searchers of the bot's latest games, by game: each keeps its transposition table from
/// one turn to the next.
#[derive(Default)]
pub(super) struct Minds {
    /// Most recently used last.
    held: Mutex<Vec<(GameId, Level, Box<Searcher>)>>,
}

impl Minds {
    /// The searcher of `game` at `level`, or a new one.
    fn take(&self, game: GameId, level: Level) -> Box<Searcher> {
        let mut held = self
            .held
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        match held.iter().position(|(g, l, _)| *g == game && *l == level) {
            Some(i) => held.remove(i).2,
            None => Box::new(Searcher::new(level.limits().table_mib)),
        }
    }

    /// Keeps `searcher` for `game`'s next turn, forgetting the least recently used beyond
    /// [`MINDS`].
    fn put(&self, game: GameId, level: Level, searcher: Box<Searcher>) {
        let mut held = self
            .held
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        held.retain(|(g, _, _)| *g != game);
        held.push((game, level, searcher));
        if held.len() > MINDS {
            held.remove(0);
        }
    }

    /// How many games are remembered.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.held.lock().map(|h| h.len()).unwrap_or(0)
    }
}

/// The bot's turn in `game` at `level` (within the level's time), or None with no legal turn.
pub(super) async fn bot_turn(
    minds: &Arc<Minds>,
    game: GameId,
    position: Position,
    level: Level,
    seed: u64,
) -> Result<Option<Turn>, ServiceError> {
    if level == Level::Random {
        return Ok(ai::random_turn(
            &position,
            &mut fastrand::Rng::with_seed(seed),
        ));
    }
    let mut searcher = minds.take(game, level);
    let (turn, searcher) = off_runtime(move |cancel| {
        let limits = level.limits().with_seed(seed).with_cancel(cancel);
        let turn = searcher
            .search(&position, &limits)
            .map(|result| result.turn);
        (turn, searcher)
    })
    .await?;
    minds.put(game, level, searcher);
    Ok(turn)
}

/// How hard a hint thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintDepth {
    /// A couple of seconds ([`Limits::strongest`]).
    Quick,
    /// The master level's ten seconds and bigger table.
    Deep,
}

/// The strongest advice for the player to move, or None when the game is over.
pub(super) async fn hint(
    position: Position,
    seed: u64,
    depth: HintDepth,
) -> Result<Option<Hint>, ServiceError> {
    off_runtime(move |cancel| {
        let limits = match depth {
            HintDepth::Quick => Limits::strongest(),
            HintDepth::Deep => Level::Master.limits(),
        };
        ai::hint(&position, &limits.with_seed(seed).with_cancel(cancel))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Board, GameType};

    #[test]
    fn the_latest_games_keep_their_searchers() {
        let minds = Minds::default();
        for id in 0..6 {
            let searcher = minds.take(GameId(id), Level::Easy);
            minds.put(GameId(id), Level::Easy, searcher);
        }
        assert_eq!(minds.len(), MINDS);
        // Game 1 was forgotten, game 5 is held; taking it leaves the others.
        let _ = minds.take(GameId(1), Level::Easy);
        assert_eq!(minds.len(), MINDS);
        let _ = minds.take(GameId(5), Level::Easy);
        assert_eq!(minds.len(), MINDS - 1);
    }

    #[tokio::test]
    async fn the_bot_plays_a_legal_turn_with_a_kept_searcher() {
        let minds = Arc::new(Minds::default());
        let position = Position::new(Board::Rings37, GameType::Blitz);
        for level in [Level::Random, Level::Easy] {
            let turn = bot_turn(&minds, GameId(7), position, level, 3)
                .await
                .expect("thinks")
                .expect("a turn");
            assert!(position.legal_turns().contains(&turn));
        }
        assert_eq!(minds.len(), 1, "the random mover keeps no searcher");
    }
}
