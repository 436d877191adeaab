//! Reviews through the service: who may have one, and the result kept so that asking again
//! is instant and the same.

use crate::support::harness::{Case, Db};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::support::*;
use zertz_bot::ai::Limits;
use zertz_bot::service::{BotService, ServiceError, TurnInput};

fn at_depth_one() -> Limits {
    let mut limits = Limits::new(Duration::from_secs(3600));
    limits.max_depth = Some(1);
    limits
}

async fn a_game_is_reviewed_once_it_has_ended_and_kept(db: Db) {
    let f = fixture(db).await;
    let service = open(&f.url, &f.clock)
        .await
        .with_review_limits(at_depth_one());
    let view = start_game(&service, CHANNEL).await;
    for turn in ["Wd4-a1", "Gd5-g4"] {
        let user = user_to_move(&service.show(CHANNEL).await.expect("the game"));
        service
            .play(CHANNEL, user, TurnInput::Text(turn.into()), None)
            .await
            .expect("a legal turn");
    }
    let playing = service.show(CHANNEL).await.expect("the game");
    assert!(matches!(
        BotService::may_review(&playing),
        Err(ServiceError::ReviewWhilePlaying)
    ));
    assert!(matches!(
        service.review_game(&playing, |_, _| {}).await,
        Err(ServiceError::ReviewWhilePlaying)
    ));

    let ended = service
        .resign(CHANNEL, user_to_move(&playing))
        .await
        .expect("resigned")
        .game;
    assert_eq!(ended.id, view.id);
    let reports = Arc::new(Mutex::new(0));
    let counter = Arc::clone(&reports);
    let first = service
        .review_game(&ended, move |_, _| {
            if let Ok(mut n) = counter.lock() {
                *n += 1;
            }
        })
        .await
        .expect("reviewed");
    assert_eq!(first.turns, 2);
    assert_eq!(first.review.turns.len(), 2);
    assert_eq!(*reports.lock().expect("count"), 3, "one report a position");
    let gift = &first.review.turns[1];
    assert_eq!(gift.played, "Gd5-g4");
    assert!(gift.mark.is_some(), "{gift:?}");
    assert_eq!(first.explained.first().map(|e| e.number), Some(2));

    // Kept: a second request, even from a restarted service, is the same and searches nothing.
    service.close().await;
    let service = open(&f.url, &f.clock)
        .await
        .with_review_limits(at_depth_one());
    let reports = Arc::new(Mutex::new(0));
    let counter = Arc::clone(&reports);
    let again = service
        .review_game(&ended, move |_, _| {
            if let Ok(mut n) = counter.lock() {
                *n += 1;
            }
        })
        .await
        .expect("reviewed");
    assert_eq!(again, first);
    assert_eq!(*reports.lock().expect("count"), 0, "nothing searched again");
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![case!(a_game_is_reviewed_once_it_has_ended_and_kept)]
}
