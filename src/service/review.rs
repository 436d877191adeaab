//! Game reviews for the adapters: which games may be reviewed, the review itself (searched
//! off the async runtime, a bounded number at once), the reason sentence for the biggest
//! mistakes, and the result kept in the store so that asking again is instant.

use serde::{Deserialize, Serialize};

use crate::ai::review::{Review, review};
use crate::ai::{Limits, hint};
use crate::store::Store;

use super::Service;
use super::error::ServiceError;
use super::view::GameView;

/// How many mistakes a review explains.
pub const EXPLAINED: usize = 3;

/// A mistake explained: the engine's better turn and why, as the hint says it.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Explained {
    /// The turn's number (1 for the first).
    pub number: usize,
    /// The engine's turn instead.
    pub better: String,
    /// Why it is better: "forces two captures, then cuts off a white".
    pub reason: crate::ai::Reason,
}

/// A game reviewed, as kept and shown.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct GameReview {
    /// The turns the review covers (a game against the bot may go on after it).
    pub turns: usize,
    /// Every turn judged.
    pub review: Review,
    /// The biggest mistakes of both players, worst first, explained.
    pub explained: Vec<Explained>,
}

impl<S: Store> Service<S> {
    /// Whether the game of `view` may be reviewed: a finished game, or one against the bot or
    /// analysed alone; never a game two people are still playing.
    pub fn may_review(view: &GameView) -> Result<(), ServiceError> {
        if !view.is_over() && !view.seats.iter().any(|s| s.is_bot()) && !view.is_solo() {
            return Err(ServiceError::ReviewWhilePlaying);
        }
        Ok(())
    }

    /// The review of the game of `view`: kept from an earlier request, or made now (every
    /// position searched within the review's limits, off the async runtime, a bounded number
    /// of reviews at once; `progress(done, total)` after each position). A game still played
    /// between two people is refused: a review would be advice during the game.
    pub async fn review_game(
        &self,
        view: &GameView,
        progress: impl FnMut(usize, usize) + Send + 'static,
    ) -> Result<GameReview, ServiceError> {
        Self::may_review(view)?;
        let turns = view.game.turns().len();
        if let Some(kept) = self.store.stored_review(view.id.0, turns as i64).await? {
            match serde_json::from_str::<GameReview>(&kept) {
                Ok(kept) => return Ok(kept),
                Err(e) => {
                    tracing::warn!(game = %view.id, error = %e, "a kept review is damaged; reviewing again")
                }
            }
        }
        let _turn = self.reviews.acquire().await.map_err(|e| {
            tracing::error!(error = %e, "the review queue is closed");
            ServiceError::Internal(e.to_string())
        })?;
        let game = view.game.clone();
        let limits = self.review_limits.clone();
        let made = tokio::task::spawn_blocking(move || {
            let judged = review(&game, &limits, progress);
            let explained = judged
                .worst(None, EXPLAINED)
                .into_iter()
                .filter_map(|t| {
                    let before = game.positions().get(t.number - 1)?;
                    // The better turn is the review's own judgment's best, as its marks.
                    let hint = hint(before, &limits.for_judging())?;
                    Some(Explained {
                        number: t.number,
                        better: hint.notation,
                        reason: hint.reason,
                    })
                })
                .collect();
            GameReview {
                turns,
                review: judged,
                explained,
            }
        })
        .await
        .map_err(|e| {
            tracing::error!(game = %view.id, error = %e, "a review stopped");
            ServiceError::Internal(e.to_string())
        })?;
        match serde_json::to_string(&made) {
            Ok(json) => {
                if let Err(e) = self
                    .store
                    .save_review(view.id.0, turns as i64, &json, self.now())
                    .await
                {
                    // The review is still given; it is only made again next time.
                    tracing::warn!(game = %view.id, error = %e, "could not keep a review");
                }
            }
            Err(e) => tracing::warn!(game = %view.id, error = %e, "could not encode a review"),
        }
        Ok(made)
    }
}

/// The default limits of a review: 0.6 s a position (a 40-turn game in about 25 s).
pub(super) fn default_limits() -> Limits {
    Limits::new(std::time::Duration::from_millis(600))
}
