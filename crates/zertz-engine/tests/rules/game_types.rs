//! RULES.md §1, "Game types": the pool each game type starts with, and the captures that win
//! it (standard: 4 white, 5 grey, 6 black or 3 of each; blitz: 3, 4, 5 or 2 of each).

use crate::common::{legal, play, sketch};
use zertz_engine::{Board, Game, GameType, MarbleCounts, Outcome, Player, Position, WinReason};

/// The 37-ring start layout, for position texts that differ from the start only in counts.
const START_37: &str = "oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo";

fn counts(w: u8, g: u8, b: u8) -> MarbleCounts {
    MarbleCounts::new(w, g, b)
}

#[test]
fn standard_pool_is_6_white_8_grey_10_black_on_every_board() {
    assert_eq!(GameType::Standard.pool(), counts(6, 8, 10));
    for board in Board::ALL {
        let start = Position::new(board, GameType::Standard);
        assert_eq!(start.pool(), counts(6, 8, 10), "{board} rings");
        assert_eq!(start.captures(Player::One), MarbleCounts::NONE, "{board}");
        assert_eq!(start.captures(Player::Two), MarbleCounts::NONE, "{board}");
        assert!(
            start.occupied().is_empty(),
            "{board}: no marble on the board"
        );
        assert_eq!(start.game_type(), GameType::Standard);
    }
}

#[test]
fn blitz_pool_is_5_white_7_grey_9_black_on_37_rings() {
    assert_eq!(GameType::Blitz.pool(), counts(5, 7, 9));
    let start = Position::new(Board::Rings37, GameType::Blitz);
    assert_eq!(start.pool(), counts(5, 7, 9));
    assert_eq!(start.board().rings(), 37);
    assert_eq!(start.game_type(), GameType::Blitz);
}

#[test]
fn game_type_names_read_and_write_as_standard_and_blitz() {
    assert_eq!("standard".parse::<GameType>(), Ok(GameType::Standard));
    assert_eq!(" Blitz ".parse::<GameType>(), Ok(GameType::Blitz));
    assert_eq!(GameType::Standard.to_string(), "standard");
    assert_eq!(GameType::Blitz.to_string(), "blitz");
    let error = "speed"
        .parse::<GameType>()
        .expect_err("there is no game type called speed");
    assert!(
        error.contains("speed"),
        "the error names the input: {error}"
    );
}

#[test]
fn standard_goals_are_4_white_or_5_grey_or_6_black_or_3_of_each() {
    let standard = GameType::Standard;
    for winning in [
        counts(4, 0, 0),
        counts(0, 5, 0),
        counts(0, 0, 6),
        counts(3, 3, 3),
        counts(6, 0, 0),
        counts(4, 1, 1),
    ] {
        assert!(standard.goal_reached(winning), "{winning} wins standard");
    }
}

#[test]
fn one_short_of_a_standard_goal_does_not_win() {
    let standard = GameType::Standard;
    for short in [
        counts(3, 0, 0),
        counts(0, 4, 0),
        counts(0, 0, 5),
        counts(2, 3, 3),
        counts(3, 2, 3),
        counts(3, 3, 2),
        // Two colours at three or more, the third below three, none at its own goal.
        counts(3, 4, 2),
        counts(2, 4, 5),
        counts(3, 2, 5),
        MarbleCounts::NONE,
    ] {
        assert!(
            !standard.goal_reached(short),
            "{short} must not win standard"
        );
    }
}

#[test]
fn blitz_goals_are_3_white_or_4_grey_or_5_black_or_2_of_each() {
    let blitz = GameType::Blitz;
    for winning in [
        counts(3, 0, 0),
        counts(0, 4, 0),
        counts(0, 0, 5),
        counts(2, 2, 2),
    ] {
        assert!(blitz.goal_reached(winning), "{winning} wins blitz");
    }
    for short in [
        counts(2, 0, 0),
        counts(0, 3, 0),
        counts(0, 0, 4),
        counts(1, 2, 2),
        counts(2, 1, 2),
        counts(2, 2, 1),
        counts(2, 3, 1),
        counts(1, 3, 4),
    ] {
        assert!(!blitz.goal_reached(short), "{short} must not win blitz");
    }
}

#[test]
fn a_goal_is_one_colour_reaching_its_count_or_every_colour_reaching_the_common_count() {
    // Every possible store of captures, checked against the table of §1.
    for (game_type, single, each) in [
        (GameType::Standard, [4, 5, 6], 3),
        (GameType::Blitz, [3, 4, 5], 2),
    ] {
        let pool = game_type.pool();
        for w in 0..=pool.0[0] {
            for g in 0..=pool.0[1] {
                for b in 0..=pool.0[2] {
                    let expected = w >= single[0]
                        || g >= single[1]
                        || b >= single[2]
                        || (w >= each && g >= each && b >= each);
                    assert_eq!(
                        game_type.goal_reached(counts(w, g, b)),
                        expected,
                        "{game_type} with {w}/{g}/{b}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_position_text_with_a_goal_in_the_captures_is_already_won() {
    // Player 2 moved last (player 1 to move) and holds a goal: player 2 has won.
    for (pool, caps) in [
        ("2/8/10", "4/0/0"),
        ("6/3/10", "0/5/0"),
        ("6/8/4", "0/0/6"),
        ("3/5/7", "3/3/3"),
    ] {
        let text = format!("{START_37} {pool} 0/0/0 {caps} 1 37");
        let position = Position::from_text(&text).expect("a valid position text");
        assert_eq!(
            position.outcome(),
            Some(Outcome::Win {
                winner: Player::Two,
                reason: WinReason::GoalReached
            }),
            "{text}"
        );
        let game = Game::from_position(position);
        assert!(game.outcome().is_some(), "{text}: the game is over");
        assert!(game.legal_turns().is_empty(), "{text}: no turns once won");
    }
}

#[test]
fn captures_count_per_player_never_added_together() {
    // 3 white each: neither player has 4 white, and neither has 3 of each.
    let text = format!("{START_37} 0/8/10 3/0/0 3/0/0 1 37");
    let position = Position::from_text(&text).expect("a valid position text");
    assert_eq!(position.outcome(), None, "{text}");
}

#[test]
fn the_marble_count_of_a_position_text_names_the_game_type() {
    let standard = Position::from_text(&format!("{START_37} 6/8/10 0/0/0 0/0/0 1 37"))
        .expect("24 marbles: standard");
    assert_eq!(standard.game_type(), GameType::Standard);
    let blitz = Position::from_text(&format!("{START_37} 5/7/9 0/0/0 0/0/0 1 37"))
        .expect("21 marbles: blitz");
    assert_eq!(blitz.game_type(), GameType::Blitz);
    assert_eq!(blitz, Position::new(Board::Rings37, GameType::Blitz));
    // 21 marbles but not 5/7/9: the colours must match the game type too.
    assert!(Position::from_text(&format!("{START_37} 6/6/9 0/0/0 0/0/0 1 37")).is_err());
    // Any other total is neither game type.
    assert!(Position::from_text(&format!("{START_37} 6/8/9 0/0/0 0/0/0 1 37")).is_err());
}

#[test]
fn blitz_is_played_on_37_rings_only() {
    let forty_eight = "ooooo/oooooo/ooooooo/oooooooo/1ooooooo/2oooooo/3ooooo/4oooo";
    let error = Position::from_text(&format!("{forty_eight} 5/7/9 0/0/0 0/0/0 1 48"))
        .expect_err("a blitz game on 48 rings");
    assert!(error.to_string().contains("37"), "{error}");
    assert!(Position::from_text(&format!("{forty_eight} 6/8/10 0/0/0 0/0/0 1 48")).is_ok());
}

/// Two white marbles on d4 and d5 of an otherwise empty 37-ring board: the player to move
/// must jump one over the other (d4xd6 or d5xd3), capturing a white marble.
fn two_whites(pool: &str, captures_1: &str) -> Game {
    Game::from_position(sketch(
        Board::Rings37,
        "*",
        "Wd4 Wd5",
        &format!("{pool} {captures_1} 0/0/0 1"),
    ))
}

#[test]
fn capturing_a_fourth_white_wins_standard() {
    let mut game = two_whites("1/8/10", "3/0/0");
    assert_eq!(game.position().game_type(), GameType::Standard);
    assert_eq!(legal(game.position()), ["d4xd6", "d5xd3"]);
    play(&mut game, "d4xd6");
    assert_eq!(game.position().captures(Player::One), counts(4, 0, 0));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Player::One,
            reason: WinReason::GoalReached
        })
    );
}

#[test]
fn capturing_a_third_white_does_not_win_standard() {
    let mut game = two_whites("2/8/10", "2/0/0");
    assert_eq!(game.position().game_type(), GameType::Standard);
    play(&mut game, "d4xd6");
    assert_eq!(game.position().captures(Player::One), counts(3, 0, 0));
    assert_eq!(game.outcome(), None, "3 white is one short in standard");
    assert_eq!(game.position().side_to_move(), Player::Two);
    assert!(!game.legal_turns().is_empty(), "the game goes on");
}

#[test]
fn capturing_a_third_white_wins_blitz() {
    let mut game = two_whites("1/7/9", "2/0/0");
    assert_eq!(game.position().game_type(), GameType::Blitz);
    play(&mut game, "d4xd6");
    assert_eq!(game.position().captures(Player::One), counts(3, 0, 0));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Player::One,
            reason: WinReason::GoalReached
        })
    );
}

#[test]
fn capturing_a_second_white_does_not_win_blitz() {
    let mut game = two_whites("2/7/9", "1/0/0");
    assert_eq!(game.position().game_type(), GameType::Blitz);
    play(&mut game, "d5xd3");
    assert_eq!(game.position().captures(Player::One), counts(2, 0, 0));
    assert_eq!(game.outcome(), None, "2 white is one short in blitz");
}

#[test]
fn three_of_each_colour_wins_standard_and_two_of_each_wins_blitz() {
    // The capture adds the missing white to a store that already has the other colours.
    let mut standard = two_whites("2/5/7", "2/3/3");
    play(&mut standard, "d4xd6");
    assert_eq!(standard.position().captures(Player::One), counts(3, 3, 3));
    assert_eq!(
        standard.outcome().and_then(|o| o.winner()),
        Some(Player::One)
    );

    let mut blitz = two_whites("2/5/7", "1/2/2");
    play(&mut blitz, "d4xd6");
    assert_eq!(blitz.position().captures(Player::One), counts(2, 2, 2));
    assert_eq!(blitz.outcome().and_then(|o| o.winner()), Some(Player::One));
}
