//! Puzzles through the service: a try from the first turn to the win (a wrong turn refuted
//! and counted, the defence played), the record and its streaks, the daily puzzle, its posts
//! once per server and day across processes, a turn sent twice at once, and a server's
//! finished games searched for its own puzzles.

use crate::support::harness::{Case, Db};

use crate::support::*;
use zertz_bot::ai::puzzles::{Answer, Difficulty, answer};
use zertz_bot::ai::solver::{Budget, prove_win};
use zertz_bot::engine::{GameType, Position, Turn};
use zertz_bot::service::{
    ChallengeOutcome, ChallengeRequest, ChannelId, DAY_MS, GuildId, NOTICE_CLAIM_MS, Opponent,
    PuzzleAsk, PuzzleOutcome, PuzzleView, ServiceError, Starter, TurnInput,
};

/// A legal turn of the player's in `view` that does not win by force within the turns left.
fn a_wrong_turn(view: &PuzzleView) -> Turn {
    view.position
        .legal_turns()
        .into_iter()
        .find(|&t| {
            matches!(
                answer(&view.position, view.turns_left(), t),
                Answer::Refuted { .. }
            )
        })
        .expect("a turn that does not win")
}

/// A winning turn of the player's in `view`.
fn a_winning_turn(position: &Position, own_turns: u32) -> Turn {
    let budget = Budget {
        own_turns,
        ..Budget::default()
    };
    prove_win(position, budget).expect("a win").first
}

async fn a_puzzle_is_solved_turn_by_turn_and_a_wrong_turn_is_refuted(db: Db) {
    let f = fixture(db).await;
    let service = &f.service;
    assert!(matches!(
        service.solve(ALICE, "Wd4-a1").await,
        Err(ServiceError::NoPuzzle)
    ));
    let view = service
        .puzzle(ALICE, None, PuzzleAsk::New(Some(Difficulty::Medium)))
        .await
        .expect("a puzzle");
    assert_eq!(view.puzzle.difficulty, Difficulty::Medium);
    assert_eq!(
        (view.turns_left(), view.mistakes, view.solved),
        (2, 0, false)
    );
    // Asked again, the same open puzzle.
    let again = service
        .puzzle(ALICE, None, PuzzleAsk::Current)
        .await
        .expect("it");
    assert_eq!(again.id, view.id);
    assert_eq!(
        service.puzzle_position(ALICE).await,
        Some(view.puzzle.position)
    );

    // Nonsense and illegal turns change nothing.
    assert!(matches!(
        service.solve(ALICE, "hello").await,
        Err(ServiceError::IllegalTurn(_))
    ));

    // A wrong turn: refuted, counted, the position as before.
    let wrong = a_wrong_turn(&view);
    let wrong_text = view.position.format_turn(wrong);
    let step = service.solve(ALICE, &wrong_text).await.expect("judged");
    assert_eq!(step.turn, wrong_text);
    let PuzzleOutcome::Refuted { reply } = &step.outcome else {
        panic!("refuted: {:?}", step.outcome);
    };
    let reply = reply.as_deref().expect("the refutation is shown");
    let mut refuted = view.position;
    refuted.play_unchecked(wrong);
    refuted.play_unchecked(refuted.parse_turn(reply).expect("a legal reply"));
    let one_turn = Budget {
        own_turns: 1,
        ..Budget::default()
    };
    assert_eq!(
        prove_win(&refuted, one_turn),
        None,
        "no win left after {reply}"
    );
    assert_eq!((step.view.mistakes, step.view.position), (1, view.position));

    // The solution: the bot defends, then the win on the spot ends it.
    let first = view.position.format_turn(view.puzzle.line[0]);
    let step = service.solve(ALICE, &first).await.expect("judged");
    let PuzzleOutcome::Defended { reply } = &step.outcome else {
        panic!("defended: {:?}", step.outcome);
    };
    assert_eq!(step.view.played.len(), 2);
    assert_eq!(step.view.played_notation(), format!("{first} {reply}"));
    assert_eq!(step.view.turns_left(), 1);
    // Kept: a restarted service has the try where it stands.
    service.close().await;
    let service = open(&f.url, &f.clock).await;
    let kept = service
        .puzzle(ALICE, None, PuzzleAsk::Current)
        .await
        .expect("kept");
    assert_eq!((kept.id, &kept.played), (view.id, &step.view.played));
    let win = kept.position.format_turn(a_winning_turn(&kept.position, 1));
    let step = service.solve(ALICE, &win).await.expect("judged");
    assert_eq!(step.outcome, PuzzleOutcome::Solved);
    assert!(step.view.solved);
    let winner = step.view.position.outcome().and_then(|o| o.winner());
    assert_eq!(winner, Some(view.solver()));
    assert!(matches!(
        service.solve(ALICE, &win).await,
        Err(ServiceError::NoPuzzle)
    ));

    // Solved after a mistake: counted, but no streak.
    let record = service.puzzle_record(ALICE).await.expect("a record");
    assert_eq!(
        (record.solved, record.first_try, record.tried, record.streak),
        (1, 0, 1, 0)
    );
    // Bob's record is his own.
    assert_eq!(service.puzzle_record(BOB).await.expect("a record").tried, 0);
}

async fn solving_at_the_first_try_builds_a_streak_and_leaving_breaks_it(db: Db) {
    let f = fixture(db).await;
    let service = &f.service;
    let mut numbers = Vec::new();
    for _ in 0..2 {
        let view = service
            .puzzle(ALICE, None, PuzzleAsk::New(Some(Difficulty::Easy)))
            .await
            .expect("an easy puzzle");
        assert_eq!(view.turns_left(), 1);
        numbers.push(view.number);
        let win = view.position.format_turn(a_winning_turn(&view.position, 1));
        let step = service.solve(ALICE, &win).await.expect("judged");
        assert_eq!(step.outcome, PuzzleOutcome::Solved);
    }
    assert_ne!(numbers[0], numbers[1], "a new puzzle is one not tried yet");
    let record = service.puzzle_record(ALICE).await.expect("a record");
    assert_eq!(
        (record.streak, record.best_streak, record.first_try),
        (2, 2, 2)
    );

    // Left untouched for another: not counted. Left after a mistake: the streak breaks.
    let untouched = service
        .puzzle(ALICE, None, PuzzleAsk::New(None))
        .await
        .expect("a puzzle");
    let tried = service
        .puzzle(ALICE, None, PuzzleAsk::New(Some(Difficulty::Medium)))
        .await
        .expect("another");
    assert_ne!(untouched.id, tried.id);
    let record = service.puzzle_record(ALICE).await.expect("a record");
    assert_eq!((record.tried, record.streak), (2, 2));
    let wrong = tried.position.format_turn(a_wrong_turn(&tried));
    service.solve(ALICE, &wrong).await.expect("judged");
    service
        .puzzle(ALICE, None, PuzzleAsk::New(None))
        .await
        .expect("one more");
    let record = service.puzzle_record(ALICE).await.expect("a record");
    assert_eq!(
        (
            record.tried,
            record.solved,
            record.streak,
            record.best_streak
        ),
        (3, 2, 0, 2)
    );
}

async fn the_daily_puzzle_is_one_try_a_day_and_builds_a_daily_streak(db: Db) {
    let f = fixture(db).await;
    let service = &f.service;
    let daily = service
        .puzzle(ALICE, None, PuzzleAsk::Daily)
        .await
        .expect("today's");
    assert_eq!(daily.day, Some(service.today()));
    let bobs = service
        .puzzle(BOB, None, PuzzleAsk::Daily)
        .await
        .expect("today's");
    assert_eq!(bobs.number, daily.number, "the same puzzle for everyone");
    assert_ne!(bobs.id, daily.id, "each their own try");
    // Left for another puzzle, it is opened again where it stood.
    let wrong = daily.position.format_turn(a_wrong_turn(&daily));
    service.solve(ALICE, &wrong).await.expect("judged");
    service
        .puzzle(ALICE, None, PuzzleAsk::New(None))
        .await
        .expect("another");
    let back = service
        .puzzle(ALICE, None, PuzzleAsk::Daily)
        .await
        .expect("again");
    assert_eq!((back.id, back.mistakes), (daily.id, 1));
    let current = service
        .puzzle(ALICE, None, PuzzleAsk::Current)
        .await
        .expect("open");
    assert_eq!(current.id, daily.id);
    // Solved to the end.
    let mut view = back;
    while !view.solved {
        let turn = a_winning_turn(&view.position, view.turns_left());
        let text = view.position.format_turn(turn);
        view = service.solve(ALICE, &text).await.expect("judged").view;
    }
    let record = service.puzzle_record(ALICE).await.expect("a record");
    assert_eq!(record.daily_streak, 1);
    // Asked for again the same day: shown solved, no new try.
    let shown = service
        .puzzle(ALICE, None, PuzzleAsk::Daily)
        .await
        .expect("shown");
    assert_eq!((shown.id, shown.solved), (daily.id, true));

    // The next day brings another; unsolved, the streak still counts yesterday's.
    f.clock.advance(DAY_MS);
    let record = service.puzzle_record(ALICE).await.expect("a record");
    assert_eq!(record.daily_streak, 1);
    let next = service
        .puzzle(ALICE, None, PuzzleAsk::Daily)
        .await
        .expect("tomorrow's");
    assert_eq!(next.day, Some(service.today()));
    assert_ne!(next.id, daily.id);
    // A day missed breaks it.
    f.clock.advance(DAY_MS);
    let record = service.puzzle_record(ALICE).await.expect("a record");
    assert_eq!(record.daily_streak, 0);
}

async fn each_server_gets_its_daily_post_once_a_day_across_processes(db: Db) {
    let f = fixture(db).await;
    let one = &f.service;
    let two = open(&f.url, &f.clock).await;
    assert!(one.daily_posts().await.expect("posts").is_empty());
    one.set_puzzle_channel(GuildId(7), Some((ChannelId(70), "en-US")))
        .await
        .expect("chosen");
    one.set_puzzle_channel(GuildId(8), Some((ChannelId(80), "en-US")))
        .await
        .expect("chosen");
    // Chosen again: the channel changes, nothing more is owed.
    one.set_puzzle_channel(GuildId(8), Some((ChannelId(81), "fr")))
        .await
        .expect("chosen again");
    let mut posts = one.daily_posts().await.expect("posts");
    posts.sort_by_key(|p| p.guild.0);
    let places: Vec<(u64, u64)> = posts.iter().map(|p| (p.guild.0, p.channel.0)).collect();
    assert_eq!(places, [(7, 70), (8, 81)]);
    // Each post speaks its server's language, as last chosen.
    let locales: Vec<&str> = posts.iter().map(|p| p.locale.as_str()).collect();
    assert_eq!(locales, ["en-US", "fr"]);
    assert!(posts.iter().all(|p| p.day == one.today()));
    // Claimed: the other process gets none of them meanwhile.
    assert!(two.daily_posts().await.expect("posts").is_empty());
    one.daily_posted(&posts[0]).await.expect("confirmed");
    // The first process dies with the second post unconfirmed: after the claim, the other
    // process posts it; then nobody does.
    f.clock.advance(NOTICE_CLAIM_MS);
    let taken_over = two.daily_posts().await.expect("posts");
    assert_eq!(taken_over.len(), 1);
    assert_eq!(taken_over[0].guild, GuildId(8));
    two.daily_posted(&taken_over[0]).await.expect("confirmed");
    f.clock.advance(NOTICE_CLAIM_MS);
    assert!(one.daily_posts().await.expect("posts").is_empty());
    assert!(two.daily_posts().await.expect("posts").is_empty());

    // The next day, once more — but not for a server that stopped it.
    one.set_puzzle_channel(GuildId(7), None)
        .await
        .expect("stopped");
    f.clock.advance(DAY_MS);
    let next = two.daily_posts().await.expect("posts");
    assert_eq!(next.len(), 1);
    assert_eq!((next[0].guild, next[0].day), (GuildId(8), two.today()));
}

async fn a_turn_sent_twice_at_once_counts_once(db: Db) {
    let f = fixture(db).await;
    let service = &f.service;
    let view = service
        .puzzle(ALICE, None, PuzzleAsk::New(Some(Difficulty::Medium)))
        .await
        .expect("a puzzle");
    let wrong = view.position.format_turn(a_wrong_turn(&view));
    let (a, b) = tokio::join!(service.solve(ALICE, &wrong), service.solve(ALICE, &wrong));
    let judged = [&a, &b].iter().filter(|r| r.is_ok()).count();
    assert!(judged >= 1, "{a:?} {b:?}");
    for result in [&a, &b] {
        assert!(
            matches!(result, Ok(_) | Err(ServiceError::PositionChanged)),
            "{result:?}"
        );
    }
    let now = service
        .puzzle(ALICE, None, PuzzleAsk::Current)
        .await
        .expect("open");
    assert_eq!(
        now.mistakes as usize, judged,
        "each answer given is counted once"
    );
}

/// Twelve turns of a blitz game after which player one wins on the spot; before, player one
/// had a combination: a grey given away at d6, the compulsory capture, then a double jump to
/// the third white.
const COMBINATION: &str = "Be6-f5 Wb5-a3 Wd4-a2 Be2-g1 Wb1-d1 Wb4-d7 b5xb3 Wd6-e1 e6xc5 \
                           Ba4-c6 Gg3-f1 Gc4-a1";

async fn a_servers_finished_games_become_its_puzzles(db: Db) {
    let f = fixture(db).await;
    let service = &f.service;
    let guild = GuildId(31);
    let request = ChallengeRequest {
        game_type: GameType::Blitz,
        guild: Some(guild),
        starter: Starter::Challenger,
        ..ChallengeRequest::new(CHANNEL, ALICE, Opponent::User(BOB))
    };
    let Ok(ChallengeOutcome::Open(challenge)) = service.challenge(request).await else {
        panic!("the challenge is made");
    };
    service
        .accept(challenge.id, BOB, CHANNEL)
        .await
        .expect("accepted");
    for turn in COMBINATION.split_whitespace() {
        let view = service.show(CHANNEL).await.expect("the game");
        service
            .play(
                CHANNEL,
                user_to_move(&view),
                TurnInput::Text(turn.into()),
                None,
            )
            .await
            .expect("a legal turn");
    }
    // Player one wins on the spot.
    let view = service.show(CHANNEL).await.expect("the game");
    let win = view
        .position()
        .format_turn(a_winning_turn(view.position(), 1));
    service
        .play(CHANNEL, user_to_move(&view), TurnInput::Text(win), None)
        .await
        .expect("the win");
    let ended = service.latest(CHANNEL).await.expect("the game");
    assert!(ended.is_over());
    // Not searched yet: nothing to give from it.
    assert!(matches!(
        service
            .puzzle(CAROL, Some(guild), PuzzleAsk::FromGame(ended.id))
            .await,
        Err(ServiceError::NoPuzzleInGame(_))
    ));
    // The clock's tick searches it, once.
    service.tick().await.expect("a tick");
    assert_eq!(service.find_game_puzzles().await.expect("searched"), 0);

    // Carol's next puzzle on that server is the one from its game: a position of it, with the
    // combination as its solution.
    let view = service
        .puzzle(CAROL, Some(guild), PuzzleAsk::New(None))
        .await
        .expect("a puzzle");
    assert_eq!(view.game, Some(ended.id));
    assert_eq!(view.puzzle.difficulty, Difficulty::Medium);
    assert!(ended.game.positions().contains(&view.puzzle.position));
    assert_eq!(view.played_notation(), "");
    let first = view.position.format_turn(view.puzzle.line[0]);
    assert_eq!(first, "Gb2-d6");
    // Asked for by its game: the same try. Then the set's puzzles, elsewhere only those.
    let same = service
        .puzzle(CAROL, Some(guild), PuzzleAsk::FromGame(ended.id))
        .await
        .expect("the game's puzzle");
    assert_eq!(same.id, view.id);
    let next = service
        .puzzle(CAROL, Some(guild), PuzzleAsk::New(None))
        .await
        .expect("another");
    assert_eq!(next.game, None, "tried: the set's puzzles follow");
    assert!(matches!(
        service
            .puzzle(CAROL, Some(GuildId(32)), PuzzleAsk::FromGame(ended.id))
            .await,
        Err(ServiceError::NoPuzzleInGame(_))
    ));
    let elsewhere = service
        .puzzle(BOB, None, PuzzleAsk::New(None))
        .await
        .expect("a puzzle");
    assert_eq!(elsewhere.game, None);
}

/// This file's tests, for the suite's harness.
pub fn cases() -> Vec<Case> {
    vec![
        case!(a_puzzle_is_solved_turn_by_turn_and_a_wrong_turn_is_refuted),
        case!(solving_at_the_first_try_builds_a_streak_and_leaving_breaks_it),
        case!(the_daily_puzzle_is_one_try_a_day_and_builds_a_daily_streak),
        case!(each_server_gets_its_daily_post_once_a_day_across_processes),
        case!(a_turn_sent_twice_at_once_counts_once),
        case!(a_servers_finished_games_become_its_puzzles),
    ]
}
