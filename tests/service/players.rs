//! The names players go by: recorded as the adapters see them, read back per seat for the
//! board pictures, and never more than text.

use crate::support::harness::{Case, Db};
use crate::support::*;
use zertz_bot::ai::Level;
use zertz_bot::engine::{Board, GameType};
use zertz_bot::service::locales::NOTE_AGAIN_MS;
use zertz_bot::service::{
    ChallengeOutcome, ChallengeRequest, ChannelId, GuildId, Opponent, Starter,
};

async fn names_are_recorded_updated_and_read_back_by_seat(db: Db) {
    let f = fixture(db).await;
    let view = start_game(&f.service, CHANNEL).await;
    // Nobody named yet: the pictures say "Player 1/2".
    assert_eq!(
        f.service.player_names(&view).await.expect("read"),
        [None, None]
    );

    f.service.note_player(ALICE, "Alice").await.expect("noted");
    f.service
        .note_player(BOB, "  Bob\u{7}\n ")
        .await
        .expect("noted");
    f.service.note_player(CAROL, "Carol").await.expect("noted");
    let names = f.service.player_names(&view).await.expect("read");
    assert_eq!(names, [Some("Alice".to_string()), Some("Bob".to_string())]);

    // A new name replaces the old; a blank one changes nothing; a very long one is cut.
    f.service.note_player(ALICE, "Ally").await.expect("noted");
    f.service.note_player(BOB, " \t ").await.expect("ignored");
    let names = f.service.player_names(&view).await.expect("read");
    assert_eq!(names, [Some("Ally".to_string()), Some("Bob".to_string())]);
    let long = "x".repeat(500);
    f.service.note_player(BOB, &long).await.expect("noted");
    let names = f.service.player_names(&view).await.expect("read");
    assert_eq!(names[1].as_deref(), Some(&long[..64]));

    // Kept across a restart.
    f.service.close().await;
    let service = open(&f.url, &f.clock).await;
    let view = service.show(CHANNEL).await.expect("the game");
    let names = service.player_names(&view).await.expect("read");
    assert_eq!(names[0].as_deref(), Some("Ally"));
    assert_eq!(names[1].as_deref(), Some(&long[..64]));
}

async fn the_bot_has_no_recorded_name(db: Db) {
    let f = fixture(db).await;
    f.service.note_player(ALICE, "Alice").await.expect("noted");
    let request = ChallengeRequest {
        channel: ChannelId(77),
        challenger: ALICE,
        opponent: Opponent::Bot(Level::Easy),
        board: Board::Rings37,
        game_type: GameType::Standard,
        starter: Starter::Challenger,
        guild: None,
        turn_limit_ms: None,
        rated: false,
    };
    let Ok(ChallengeOutcome::Started(update)) = f.service.challenge(request).await else {
        panic!("a game against the bot starts at once");
    };
    let names = f.service.player_names(&update.game).await.expect("read");
    assert_eq!(names, [Some("Alice".to_string()), None]);
}

async fn the_board_labels_wish_is_kept_per_player(db: Db) {
    let f = fixture(db).await;
    let view = start_game(&f.service, CHANNEL).await;
    assert!(
        !f.service.board_labels(ALICE).await.expect("read"),
        "off by default"
    );
    // A wish from someone never seen: kept, without making up a name for them.
    f.service.set_board_labels(ALICE, true).await.expect("set");
    assert!(f.service.board_labels(ALICE).await.expect("read"));
    assert!(!f.service.board_labels(BOB).await.expect("read"));
    assert_eq!(
        f.service.player_names(&view).await.expect("read"),
        [None, None]
    );
    // Noting the name keeps the wish; the wish can be taken back.
    f.service.note_player(ALICE, "Alice").await.expect("noted");
    assert!(f.service.board_labels(ALICE).await.expect("read"));
    f.service.set_board_labels(ALICE, false).await.expect("set");
    assert!(!f.service.board_labels(ALICE).await.expect("read"));
    let names = f.service.player_names(&view).await.expect("read");
    assert_eq!(names[0].as_deref(), Some("Alice"));
}

/// This file's tests, for the suite's harness.
/// The language of a place: noted as people act there, per server (or per channel outside
/// servers), replaced when it changes, kept across a restart and shared by every process.
async fn a_places_locale_is_noted_and_read_back_for_its_games(db: Db) {
    let f = fixture(db).await;
    let view = start_game(&f.service, CHANNEL).await;
    assert_eq!(view.guild, None);
    // Nothing noted yet: the adapter falls back to its default.
    assert_eq!(f.service.game_locale(&view).await, None);

    // Outside servers, the channel's; a blank locale is no locale.
    f.service.note_locale(None, CHANNEL, "").await;
    assert_eq!(f.service.game_locale(&view).await, None);
    f.service.note_locale(None, CHANNEL, "fr").await;
    assert_eq!(f.service.game_locale(&view).await.as_deref(), Some("fr"));
    // Another channel's, or a server's, are not this game's.
    f.service.note_locale(None, ChannelId(999), "ja").await;
    f.service.note_locale(Some(GuildId(7)), CHANNEL, "hu").await;
    assert_eq!(f.service.game_locale(&view).await.as_deref(), Some("fr"));
    assert_eq!(
        f.service
            .locale_of(Some(GuildId(7)), ChannelId(1))
            .await
            .as_deref(),
        Some("hu"),
        "a server's locale holds in all its channels"
    );

    // A change replaces it, and another process on the same database reads it.
    let other = open(&f.url, &f.clock).await;
    other.note_locale(None, CHANNEL, "nl").await;
    assert_eq!(f.service.game_locale(&view).await.as_deref(), Some("nl"));
    // The first process, which wrote "fr" itself, sees "fr" again at once: it does not write
    // what it wrote a moment ago, but does once that is a while ago.
    f.service.note_locale(None, CHANNEL, "fr").await;
    assert_eq!(other.game_locale(&view).await.as_deref(), Some("nl"));
    f.clock.advance(NOTE_AGAIN_MS);
    f.service.note_locale(None, CHANNEL, "fr").await;
    assert_eq!(other.game_locale(&view).await.as_deref(), Some("fr"));
    other.close().await;

    // Kept across a restart.
    f.service.close().await;
    let service = open(&f.url, &f.clock).await;
    assert_eq!(service.game_locale(&view).await.as_deref(), Some("fr"));
}

pub fn cases() -> Vec<Case> {
    vec![
        case!(a_places_locale_is_noted_and_read_back_for_its_games),
        case!(names_are_recorded_updated_and_read_back_by_seat),
        case!(the_bot_has_no_recorded_name),
        case!(the_board_labels_wish_is_kept_per_player),
    ]
}
