//! The bot's thinking, off the async runtime, with a deadline that is cancelled when nobody
//! waits for the answer any more (a dropped request, a shutdown).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::ai::{self, Hint, Level, Limits};
use crate::engine::{Position, Turn};

use super::error::ServiceError;

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
        .map_err(|e| ServiceError::BadSetup(format!("the bot failed to think: {e}")))
}

/// The bot's turn at `level` (within the level's time), or None with no legal turn.
pub(super) async fn bot_turn(
    position: Position,
    level: Level,
    seed: u64,
) -> Result<Option<Turn>, ServiceError> {
    off_runtime(move |cancel| match level {
        Level::Random => ai::random_turn(&position, &mut fastrand::Rng::with_seed(seed)),
        _ => ai::search(
            &position,
            &level.limits().with_seed(seed).with_cancel(cancel),
        )
        .map(|result| result.turn),
    })
    .await
}

/// The strongest advice for the player to move, or None when the game is over.
pub(super) async fn hint(position: Position, seed: u64) -> Result<Option<Hint>, ServiceError> {
    off_runtime(move |cancel| {
        ai::hint(
            &position,
            &Limits::strongest().with_seed(seed).with_cancel(cancel),
        )
    })
    .await
}
