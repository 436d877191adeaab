//! Ratings per server: rated games between people move Glicko-2 ratings exactly once;
//! casual, bot, analysis and abandoned games do not; leaderboard and profiles read them.

use crate::support::harness::{Case, Db};
use crate::support::{ALICE, BOB, CAROL, fixture};
use zertz_bot::service::rating::{Game, Rating};
use zertz_bot::service::{
    ChallengeOutcome, ChallengeRequest, ChannelId, GameView, GuildId, Opponent, Service, Starter,
};
use zertz_bot::store::DatabaseStore;

pub(crate) const GUILD: GuildId = GuildId(4242);
const OTHER_GUILD: GuildId = GuildId(4343);

/// `first` challenges `second` (first moves first) on `guild`; `second` accepts.
pub(crate) async fn game_between(
    service: &Service<DatabaseStore>,
    channel: ChannelId,
    first: zertz_bot::service::UserId,
    second: zertz_bot::service::UserId,
    guild: Option<GuildId>,
    rated: bool,
) -> GameView {
    let request = ChallengeRequest {
        starter: Starter::Challenger,
        guild,
        rated,
        ..ChallengeRequest::new(channel, first, Opponent::User(second))
    };
    let Ok(ChallengeOutcome::Open(challenge)) = service.challenge(request).await else {
        panic!("the challenge is made");
    };
    assert_eq!(challenge.rated, rated && guild.is_some());
    service
        .accept(challenge.id, second, channel)
        .await
        .expect("accepted")
        .game
}

async fn a_rated_win_moves_both_ratings_once_as_glicko_2_says(db: Db) {
    let f = fixture(db).await;
    let game = game_between(&f.service, ChannelId(1), ALICE, BOB, Some(GUILD), true).await;
    assert!(game.rated);
    f.service
        .resign(ChannelId(1), BOB)
        .await
        .expect("Bob resigns");

    let board = f.service.leaderboard(GUILD, 10).await.expect("leaderboard");
    assert_eq!(board.len(), 2);
    assert_eq!(board[0].user, ALICE);
    assert_eq!(board[1].user, BOB);
    assert_eq!((board[0].wins, board[0].losses), (1, 0));
    assert_eq!((board[1].wins, board[1].losses), (0, 1));
    // Exactly what the Glicko-2 update gives two newcomers.
    let expected = Rating::default().update(&[Game {
        opponent: Rating::default(),
        score: 1.0,
    }]);
    assert!((board[0].rating - expected.rating).abs() < 1e-9);
    assert!((board[0].deviation - expected.deviation).abs() < 1e-9);
    assert!((board[0].rating - 1500.0) - (1500.0 - board[1].rating) < 1e-9);
    assert!(
        board[0].provisional(),
        "one game leaves a rating provisional"
    );

    // Settling again (a retry, a restart) changes nothing.
    assert_eq!(f.service.settle_ratings().await.expect("settle"), 0);
    let again = f.service.leaderboard(GUILD, 10).await.expect("leaderboard");
    assert_eq!(again, board);
    // Ratings belong to the server: another server has none.
    assert!(
        f.service
            .leaderboard(OTHER_GUILD, 10)
            .await
            .expect("leaderboard")
            .is_empty()
    );
}

async fn casual_bot_and_abandoned_games_are_not_rated(db: Db) {
    let f = fixture(db).await;
    game_between(&f.service, ChannelId(1), ALICE, BOB, Some(GUILD), false).await;
    f.service.resign(ChannelId(1), BOB).await.expect("resigns");

    let bot = ChallengeRequest {
        guild: Some(GUILD),
        ..ChallengeRequest::new(
            ChannelId(2),
            ALICE,
            Opponent::Bot(zertz_bot::ai::Level::Random),
        )
    };
    let Ok(ChallengeOutcome::Started(update)) = f.service.challenge(bot).await else {
        panic!("the bot plays at once");
    };
    assert!(!update.game.rated, "bot games are unrated");
    f.service
        .resign(ChannelId(2), ALICE)
        .await
        .expect("resigns");

    let abandoned = game_between(&f.service, ChannelId(3), ALICE, BOB, Some(GUILD), true).await;
    assert!(abandoned.rated);
    let ended = f
        .service
        .end_by_moderator(ChannelId(3))
        .await
        .expect("ended");
    assert!(!ended.game.rated);

    assert!(
        f.service
            .leaderboard(GUILD, 10)
            .await
            .expect("leaderboard")
            .is_empty(),
        "nothing rated"
    );
    // The games still show in the profile, without a rating change.
    let profile = f
        .service
        .profile(GUILD, ALICE, ALICE)
        .await
        .expect("profile");
    assert!(profile.rating.is_none());
    assert_eq!(profile.recent.len(), 3);
    assert!(profile.recent.iter().all(|g| g.rating_change.is_none()));
}

async fn a_profile_shows_rating_record_recent_games_and_head_to_head(db: Db) {
    let f = fixture(db).await;
    // Alice beats Bob twice, draws with him once; Carol beats Alice.
    for (i, _) in [0, 1].iter().enumerate() {
        let channel = ChannelId(10 + i as u64);
        game_between(&f.service, channel, ALICE, BOB, Some(GUILD), true).await;
        f.service.resign(channel, BOB).await.expect("resigns");
    }
    game_between(&f.service, ChannelId(20), BOB, ALICE, Some(GUILD), true).await;
    f.service
        .offer_draw(ChannelId(20), BOB)
        .await
        .expect("offer");
    f.service
        .answer_draw(ChannelId(20), ALICE, true, None)
        .await
        .expect("agreed");
    game_between(&f.service, ChannelId(30), CAROL, ALICE, Some(GUILD), true).await;
    f.service
        .resign(ChannelId(30), ALICE)
        .await
        .expect("resigns");

    let alice = f.service.profile(GUILD, ALICE, BOB).await.expect("profile");
    let rating = alice.rating.expect("Alice is rated");
    assert_eq!((rating.wins, rating.draws, rating.losses), (2, 1, 1));
    assert_eq!(rating.games(), 4);
    assert_eq!(alice.recent.len(), 4);
    assert_eq!(
        alice.recent[0].opponent,
        zertz_bot::service::Seat::User(CAROL),
        "newest first"
    );
    assert_eq!(alice.recent[0].score, 0.0);
    assert!(alice.recent[0].rating_change.expect("rated") < 0.0);
    assert!(alice.recent[3].rating_change.expect("rated") > 0.0);
    let h2h = alice.head_to_head.expect("Bob asked");
    assert_eq!((h2h.wins, h2h.draws, h2h.losses), (2, 1, 0));

    let own = f
        .service
        .profile(GUILD, ALICE, ALICE)
        .await
        .expect("profile");
    assert!(own.head_to_head.is_none());

    let board = f.service.leaderboard(GUILD, 10).await.expect("leaderboard");
    let ranks: Vec<usize> = board.iter().map(|e| e.rank).collect();
    assert_eq!(ranks, vec![1, 2, 3]);
    assert!(board.windows(2).all(|w| w[0].rating >= w[1].rating));
    assert_eq!(board.iter().map(|e| e.games()).sum::<i64>(), 8);
}

async fn ratings_survive_a_restart_and_a_long_break_widens_the_deviation(db: Db) {
    let f = fixture(db).await;
    game_between(&f.service, ChannelId(1), ALICE, BOB, Some(GUILD), true).await;
    f.service.resign(ChannelId(1), BOB).await.expect("resigns");
    let before = f.service.leaderboard(GUILD, 10).await.expect("leaderboard");
    f.service.close().await;

    let service = crate::support::open(&f.url, &f.clock).await;
    assert_eq!(
        service.leaderboard(GUILD, 10).await.expect("leaderboard"),
        before
    );
    // Half a year later Alice and Bob play again: the break makes their ratings less sure
    // than the same game played the next day would leave them.
    f.clock.advance(26 * 7 * 24 * 60 * 60 * 1000);
    game_between(&service, ChannelId(2), ALICE, BOB, Some(GUILD), true).await;
    service.resign(ChannelId(2), BOB).await.expect("resigns");
    let after = service.leaderboard(GUILD, 10).await.expect("leaderboard");
    let stored = |r: &zertz_bot::service::LadderEntry| Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: 0.06,
    };
    let no_break = stored(&before[0]).update(&[Game {
        opponent: stored(&before[1]),
        score: 1.0,
    }]);
    assert_eq!(after[0].user, ALICE);
    assert!(after[0].rating > before[0].rating);
    assert!(
        after[0].deviation > no_break.deviation + 1.0,
        "after a break: {:.1}, without one: {:.1}",
        after[0].deviation,
        no_break.deviation
    );
    service.close().await;
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![
        case!(a_rated_win_moves_both_ratings_once_as_glicko_2_says),
        case!(casual_bot_and_abandoned_games_are_not_rated),
        case!(a_profile_shows_rating_record_recent_games_and_head_to_head),
        case!(ratings_survive_a_restart_and_a_long_break_widens_the_deviation),
    ]
}
