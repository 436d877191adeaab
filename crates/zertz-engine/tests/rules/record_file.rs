//! Game record files (`/zertz export` and `/zertz import`): a record with its tags written out
//! and read back exactly, forgiving reading of what players paste, and an error that says why
//! for everything else.
//!
//! Turns in a file are separated by whitespace, so each turn is one whitespace-free token:
//! `w/d4/a1` and `D4×D6` are read, `w d4 a1` is three (bad) turns.

use crate::common::random_game;
use proptest::prelude::*;
use zertz_engine::{
    Board, Game, GameRecord, GameType, Player, Position, RecordFile, RecordFileError, SetupError,
    TurnError,
};

const START_37_TEXT: &str =
    "oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 1 37";

fn parse(text: &str) -> RecordFile {
    RecordFile::parse(text).unwrap_or_else(|e| panic!("{text:?} should read, but: {e}"))
}

fn refused(text: &str) -> RecordFileError {
    match RecordFile::parse(text) {
        Ok(file) => panic!("{text:?} should be refused, but read as {file:?}"),
        Err(error) => error,
    }
}

/// Displays `file`, reads it back and checks that nothing changed; returns the text.
fn round_trip(file: &RecordFile) -> String {
    let text = file.to_string();
    let back = parse(&text);
    assert_eq!(&back, file, "the file read back differs:\n{text}");
    let game = back.game().expect("the record replays");
    assert_eq!(game.turns().len(), file.record.turns.len());
    text
}

fn tagged(record: GameRecord) -> RecordFile {
    RecordFile::new(record)
        .with_tag("Event", "Friday game")
        .with_tag("White", "Ann \"the wall\" O'Neil")
        .with_tag("Black", "C:\\players\\bob")
        .with_tag("Date", "2025.03.14")
}

// ---------------------------------------------------------------------------------------------
// Round trips
// ---------------------------------------------------------------------------------------------

#[test]
fn a_whole_random_game_round_trips_on_every_board() {
    for (i, board) in Board::ALL.into_iter().enumerate() {
        for seed in 0..3 {
            let game = random_game(
                Position::new(board, GameType::Standard),
                seed * 31 + i as u64,
                200,
            );
            assert!(!game.turns().is_empty());
            let mut file = tagged(game.record());
            if let Some(outcome) = game.outcome() {
                let result = match outcome.winner() {
                    Some(Player::One) => "1-0",
                    Some(Player::Two) => "0-1",
                    None => "1/2-1/2",
                };
                file = file.with_tag("Result", result);
            }
            let text = round_trip(&file);
            assert!(text.contains(&format!("[Board \"{board}\"]\n[GameType \"standard\"]\n")));
            assert!(
                !text.contains("[Position"),
                "the usual start is not written"
            );
            let result = file.tag("Result").unwrap_or("*");
            assert!(text.ends_with(&format!("\n{result}\n")), "{text}");
        }
    }
}

#[test]
fn a_blitz_game_round_trips() {
    for seed in 0..4 {
        let game = random_game(Position::new(Board::Rings37, GameType::Blitz), seed, 200);
        let text = round_trip(&tagged(game.record()));
        assert!(text.contains("[GameType \"blitz\"]"));
    }
}

#[test]
fn a_game_from_another_start_round_trips_whoever_moves_first() {
    for (board, opening) in [
        (Board::Rings37, 6),
        (Board::Rings37, 7),
        (Board::Rings48, 9),
        (Board::Rings61, 4),
    ] {
        let start = *random_game(Position::new(board, GameType::Standard), 11, opening).position();
        let game = random_game(start, 12, 200);
        let record = game.record();
        assert_eq!(record.start.as_deref(), Some(start.to_text().as_str()));
        let text = round_trip(&tagged(record));
        assert!(text.contains(&format!("[Position \"{}\"]", start.to_text())));
    }
}

#[test]
fn the_file_numbers_the_turns_in_pairs_and_ends_with_the_result() {
    let mut game = Game::new(Board::Rings37, GameType::Standard);
    game.play_sequence("Wd4-a1 Gd5-g1 d4xd6").unwrap();
    let file = RecordFile::new(game.record())
        .with_tag("Event", "Friday game")
        .with_tag("result", "1-0");
    assert_eq!(
        file.to_string(),
        "[Event \"Friday game\"]\n[result \"1-0\"]\n[Board \"37\"]\n[GameType \"standard\"]\n\n\
         1. Wd4-a1 Gd5-g1\n2. d4xd6\n1-0\n"
    );
    // A game with no turns yet.
    let empty = RecordFile::new(Game::new(Board::Rings48, GameType::Standard).record());
    assert_eq!(
        empty.to_string(),
        "[Board \"48\"]\n[GameType \"standard\"]\n\n*\n"
    );
    round_trip(&empty);
}

#[test]
fn tags_are_replaced_and_looked_up_in_any_case() {
    let file = RecordFile::new(Game::new(Board::Rings37, GameType::Standard).record())
        .with_tag("Event", "one")
        .with_tag("Site", "Discord")
        .with_tag("EVENT", "two");
    assert_eq!(file.tags.len(), 2);
    assert_eq!(file.tag("event"), Some("two"));
    assert_eq!(file.tags[0].1, "two", "a replaced tag keeps its place");
    assert_eq!(file.tag("Round"), None);
}

#[test]
fn tags_describing_the_record_are_written_once_from_the_record() {
    let record = Game::new(Board::Rings40, GameType::Standard).record();
    let file = RecordFile::new(record.clone())
        .with_tag("Board", "61")
        .with_tag("gametype", "blitz")
        .with_tag("Variant", "blitz")
        .with_tag("Position", START_37_TEXT)
        .with_tag("Result", "a win on time");
    let text = file.to_string();
    assert_eq!(text.matches("Board").count(), 1, "{text}");
    assert!(text.contains("[Board \"40\"]"));
    assert!(!text.to_lowercase().contains("blitz"));
    assert!(!text.contains("[Position"));
    assert!(
        text.ends_with("\n*\n"),
        "a result that is not 1-0, 0-1, 1/2-1/2 is written *"
    );
    let back = parse(&text);
    assert_eq!(back.record, record);
    assert_eq!(back.tag("Result"), Some("a win on time"));
}

#[test]
fn odd_tag_values_round_trip() {
    let record = Game::new(Board::Rings37, GameType::Standard).record();
    for value in [
        "",
        "\"",
        "\\",
        "\\\"",
        "a ] b",
        "[Board \"48\"]",
        "{not a comment}",
        "; not a comment",
        "two\nlines",
        "ÈÎ ½-½ ×",
    ] {
        round_trip(&RecordFile::new(record.clone()).with_tag("Annotator", value));
    }
}

// ---------------------------------------------------------------------------------------------
// Other ways to give a record
// ---------------------------------------------------------------------------------------------

#[test]
fn the_bare_record_line_is_read() {
    for (board, game_type) in [
        (Board::Rings37, GameType::Standard),
        (Board::Rings48, GameType::Standard),
        (Board::Rings61, GameType::Standard),
        (Board::Rings37, GameType::Blitz),
    ] {
        let game = random_game(Position::new(board, game_type), 5, 60);
        let record = game.record();
        let line = record.to_string();
        let file = parse(&line);
        assert_eq!(file.record, record, "{line}");
        assert!(file.tags.is_empty());
    }
}

#[test]
fn the_game_type_and_the_board_of_a_record_line_are_optional() {
    let turns = "Wd4-a1 Gd5-g1 d4xd6";
    let standard_37 = parse(turns).record;
    assert_eq!(
        (standard_37.board, standard_37.game_type),
        (Board::Rings37, GameType::Standard)
    );
    assert_eq!(standard_37.turns, ["Wd4-a1", "Gd5-g1", "d4xd6"]);
    let blitz = parse(&format!("blitz {turns}")).record;
    assert_eq!(
        (blitz.board, blitz.game_type),
        (Board::Rings37, GameType::Blitz)
    );
    let blitz = parse(&format!("Blitz 37 {turns}")).record;
    assert_eq!(blitz.game_type, GameType::Blitz);
    let on_48 = parse("48 Wd4-a1").record;
    assert_eq!(
        (on_48.board, on_48.game_type),
        (Board::Rings48, GameType::Standard)
    );
    let fresh = parse("standard 61").record;
    assert_eq!(
        fresh,
        Game::new(Board::Rings61, GameType::Standard).record()
    );
}

#[test]
fn a_position_alone_is_a_record_with_no_turns() {
    let start = *random_game(Position::new(Board::Rings37, GameType::Standard), 3, 8).position();
    let text = start.to_text();
    let zip: Vec<&str> = text.split_whitespace().take(5).collect();
    for given in [text.clone(), zip.join(" "), format!("  {text}\n")] {
        let file = parse(&given);
        assert_eq!(
            file.record,
            GameRecord {
                game_type: GameType::Standard,
                board: Board::Rings37,
                start: Some(text.clone()),
                turns: Vec::new(),
            },
            "{given}"
        );
        assert_eq!(file.game().unwrap().position(), &start);
        round_trip(&file);
    }
    // The usual start, given as a plain ZIP, and a 61-ring start.
    let usual = parse("oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 1");
    assert_eq!(usual.record.start.as_deref(), Some(START_37_TEXT));
    let on_61 = Position::new(Board::Rings61, GameType::Standard);
    assert_eq!(parse(&on_61.to_text()).record.board, Board::Rings61);
}

#[test]
fn a_position_tag_sets_the_board_and_the_game_type() {
    let start = *random_game(Position::new(Board::Rings48, GameType::Standard), 9, 5).position();
    let text = start.to_text();
    let zip: Vec<&str> = text.split_whitespace().take(5).collect();
    let file = parse(&format!(
        "[position \"{}\"]\n[Board \"48\"]\n\n{}",
        zip.join(" "),
        random_game(start, 1, 1).record().turns[0]
    ));
    assert_eq!(file.record.board, Board::Rings48);
    assert_eq!(file.record.start.as_deref(), Some(text.as_str()));
    assert_eq!(file.record.turns.len(), 1);
}

// ---------------------------------------------------------------------------------------------
// Forgiving reading
// ---------------------------------------------------------------------------------------------

#[test]
fn pasted_records_are_read_forgivingly() {
    let expected = ["Wd4-a1", "Gd5-g1", "d4xd6"];
    for text in [
        "[event \"Friday\"]\n[BOARD \"37\"]\n[gametype \"Standard\"]\n1. Wd4-a1 Gd5-g1 2. d4xd6 *",
        "[Event \"Friday\"][Board 37]1.w/D4/A1 1...gd5-G1 {forced:} 2.D4×D6 1-0",
        "\u{feff}[Event \"Friday\"]\r\n[Variant \"standard\"]\r\n\r\n1. wd4,a1 gd5/g1\r\n2. d4-d6\r\n1/2-1/2\r\n",
        "```\n[Event \"Friday\"]\n\n1. Wd4-a1 ; the classic\n   Gd5-g1\n2. d4xd6+g ½-½\n```",
        "```text\n[ Event   \"Friday\" ]\n1. Wd4-a1 Gd5-g1\n2. d4xd6\n0-1\n```",
        "[Event \"Friday\"] 1. Wd4-a1 Gd5-g1 2. d4-d6 0-1",
    ] {
        let file = parse(text);
        assert_eq!(file.record.turns, expected, "{text}");
        assert_eq!(
            (file.record.board, file.record.game_type),
            (Board::Rings37, GameType::Standard)
        );
        assert_eq!(file.tag("Event"), Some("Friday"), "{text}");
        assert_eq!(
            file.tags.len(),
            1,
            "record tags are not kept as tags: {text}"
        );
    }
    // Inline code, comments everywhere, turns with claimed captured colours.
    let file = parse("`{start} standard 37 Wd4-a1 {then} Gd5-g1 Wd4xd6+g`");
    assert_eq!(file.record.turns, expected);
}

#[test]
fn unknown_tags_are_kept_in_order() {
    let file = parse("[Zeta \"1\"]\n[Board \"44\"]\n[Alpha \"2\"]\n[Zeta2 \"3\"]\n*");
    let keys: Vec<&str> = file.tags.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(keys, ["Zeta", "Alpha", "Zeta2"]);
    assert_eq!(file.record.board, Board::Rings44);
}

#[test]
fn turns_with_spaces_inside_are_not_one_turn() {
    // Whitespace separates turns: "w d4 a1" is three tokens, the first of them no turn.
    match refused("w d4 a1") {
        RecordFileError::Turn(e) => {
            assert_eq!((e.number, e.token.as_str()), (1, "w"));
        }
        other => panic!("{other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

#[test]
fn an_illegal_turn_is_named_by_its_number_and_token() {
    let error = refused("[Event \"x\"]\n1. Wd4-a1 Gd5-g1 2. Wc3-g2");
    match &error {
        RecordFileError::Turn(e) => {
            assert_eq!(e.number, 3);
            assert_eq!(e.token, "Wc3-g2");
            assert!(matches!(e.error, TurnError::CaptureCompulsory { .. }));
        }
        other => panic!("{other:?}"),
    }
    let message = error.to_string();
    assert!(
        message.contains("turn 3") && message.contains("Wc3-g2"),
        "{message}"
    );
    assert!(message.contains("compulsory"), "{message}");

    let message = refused("Wd4-a1 Wd4-a2").to_string();
    assert!(
        message.contains("turn 2") && message.contains("occupied"),
        "{message}"
    );
    assert!(matches!(refused("hello world"), RecordFileError::Turn(e) if e.number == 1));
}

#[test]
fn turns_after_the_end_of_the_game_are_refused() {
    let game = random_game(Position::new(Board::Rings37, GameType::Blitz), 2, 400);
    assert!(game.outcome().is_some(), "the random game ends");
    let text = format!("{} pass", game.record());
    match refused(&text) {
        RecordFileError::Turn(e) => {
            assert_eq!(e.number, game.turns().len() + 1);
            assert!(matches!(e.error, TurnError::GameOver { .. }));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn unknown_boards_and_game_types_are_refused() {
    for text in [
        "[Board \"38\"]\n*",
        "[Board \"300\"]",
        "[Board \"big\"]",
        "standard 38 Wd4-a1",
        "99999999999999999999 Wd4-a1",
    ] {
        let error = refused(text);
        assert!(
            matches!(error, RecordFileError::UnknownBoard(_)),
            "{text}: {error:?}"
        );
        assert!(error.to_string().contains("37, 40, 43, 44, 48 or 61"));
    }
    let error = refused("[GameType \"speed\"]");
    assert!(matches!(error, RecordFileError::UnknownGameType(_)));
    assert!(error.to_string().contains("standard or blitz"), "{error}");
    let error = refused("[Board \"48\"]\n[GameType \"blitz\"]");
    assert_eq!(
        error,
        RecordFileError::Setup(SetupError::BlitzBoard(Board::Rings48))
    );
    assert!(error.to_string().contains("37 rings"));
}

#[test]
fn disagreeing_parts_of_a_record_are_refused() {
    for text in [
        format!("[Board \"48\"]\n[Position \"{START_37_TEXT}\"]"),
        format!("[Position \"{START_37_TEXT}\"]\n[Board \"61\"]"),
        format!("[GameType \"blitz\"]\n[Position \"{START_37_TEXT}\"]"),
        "[Board \"48\"]\n[Board \"37\"]".to_string(),
        "[GameType \"standard\"]\n[Variant \"blitz\"]".to_string(),
        "[Board \"48\"]\nstandard 37 Wd4-a1".to_string(),
        format!(
            "[Position \"{START_37_TEXT}\"]\n[Position \"{}\"]",
            Position::new(Board::Rings48, GameType::Standard)
        ),
    ] {
        let error = refused(&text);
        assert!(
            matches!(error, RecordFileError::Conflict(_)),
            "{text}: {error:?}"
        );
        assert!(error.to_string().contains("agree"), "{error}");
    }
    let message = refused(&format!("[Board \"48\"]\n[Position \"{START_37_TEXT}\"]")).to_string();
    assert!(
        message.contains("48") && message.contains("37"),
        "{message}"
    );
    // Agreeing parts are fine.
    parse(&format!(
        "[Board \"37\"]\n[GameType \"standard\"]\n[Position \"{START_37_TEXT}\"]\nstandard 37"
    ));
}

#[test]
fn bad_positions_are_refused_with_the_reason() {
    let bad_tag = refused("[Position \"oooo/ooooo 6/8/10 0/0/0 0/0/0 3 37\"]");
    assert!(
        matches!(bad_tag, RecordFileError::Position(_)),
        "{bad_tag:?}"
    );
    let bad_alone = refused("oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/11 0/0/0 0/0/0 1");
    assert!(
        matches!(bad_alone, RecordFileError::Position(_)),
        "{bad_alone:?}"
    );
    assert!(bad_alone.to_string().contains("marbles"), "{bad_alone}");
}

#[test]
fn empty_records_are_refused() {
    for text in [
        "",
        "   \n\t ",
        "{nothing here}",
        "; a comment",
        "*",
        "```\n```",
        "\u{feff}",
    ] {
        let error = refused(text);
        assert_eq!(error, RecordFileError::Empty, "{text:?}");
        assert!(error.to_string().contains("the record is empty"));
    }
}

#[test]
fn records_that_are_too_long_are_refused() {
    let long = format!("[Event \"{}\"]", "x".repeat(70_000));
    let error = refused(&long);
    assert!(matches!(error, RecordFileError::TooLong { .. }));
    assert!(error.to_string().contains("64 KiB"), "{error}");

    let many = "pass ".repeat(1001);
    let error = refused(&many);
    assert_eq!(error, RecordFileError::TooManyTurns { turns: 1001 });
    assert!(error.to_string().contains("1000"), "{error}");
}

#[test]
fn malformed_files_say_what_is_wrong() {
    for text in ["[Event \"Friday]\n1. Wd4-a1", "[Event\n1. Wd4-a1", "[]"] {
        let error = refused(text);
        assert!(
            matches!(error, RecordFileError::BadTag { .. }),
            "{text:?}: {error:?}"
        );
        assert!(error.to_string().contains("write tags like"), "{error}");
    }
    let error = refused("1. Wd4-a1 *\n\n[Event \"second game\"]\n1. Wd4-a1");
    assert!(matches!(error, RecordFileError::TagAfterTurns { ref key } if key == "Event"));
    assert!(error.to_string().contains("one game"), "{error}");
    assert_eq!(
        refused("1. Wd4-a1 {a comment that never ends"),
        RecordFileError::UnclosedComment
    );
}

// ---------------------------------------------------------------------------------------------
// Any input
// ---------------------------------------------------------------------------------------------

proptest! {
    #[test]
    fn any_text_reads_or_is_refused_without_panicking(text in any::<String>()) {
        let _ = RecordFile::parse(&text);
    }

    #[test]
    fn record_like_text_reads_or_is_refused_without_panicking(
        text in r#"(\[|\]|"|\\|\{|\}|;|`|\.|[0-9]|[a-hwgbx]|[A-H]|-|/|\+|\*|×|½| |\n|Board|Position|pass|standard|blitz|o){0,80}"#
    ) {
        if let Ok(file) = RecordFile::parse(&text) {
            // Whatever reads also writes out and reads back the same.
            prop_assert_eq!(RecordFile::parse(&file.to_string()), Ok(file));
        }
    }

    #[test]
    fn any_tag_value_round_trips(key in "[A-Za-z][A-Za-z0-9_]{0,12}", value in any::<String>()) {
        prop_assume!(!matches!(
            key.to_lowercase().replace('_', "").as_str(),
            "board" | "gametype" | "variant" | "position"
        ));
        let file = RecordFile::new(Game::new(Board::Rings37, GameType::Standard).record())
            .with_tag(&key, value);
        prop_assert_eq!(RecordFile::parse(&file.to_string()), Ok(file));
    }
}
