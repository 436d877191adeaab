//! The bot's command-line tools: `bestmove` and `arena`.

use std::process::{Command, Output};

use zertz_bot::engine::{Board, Game, GameType};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_zertz-bot"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn bestmove_prints_the_turn_alone_then_the_search() {
    let moves = "Gd2-d1 Bc6-e6 Gg4-f1 Wd4-a3";
    let output = run(&[
        "bestmove",
        "--moves",
        moves,
        "--time-ms",
        "200",
        "--depth",
        "1",
    ]);
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    let mut game = Game::new(Board::Rings37, GameType::Standard);
    game.play_sequence(moves).unwrap();
    // The first line is a legal turn in canonical notation, and nothing else.
    let turn = game.position().parse_turn(lines[0]).expect("a legal turn");
    assert_eq!(game.position().format_turn(turn), lines[0]);
    for (line, key) in lines[1..].iter().zip(["depth: ", "nodes: ", "nodes/s: "]) {
        assert!(line.starts_with(key), "{text}");
    }
    assert!(text.contains("\nscore: "), "{text}");
    assert!(text.contains(&format!("\npv: {}", lines[0])), "{text}");
}

#[test]
fn bestmove_finds_the_diagram_5_win() {
    let output = run(&[
        "bestmove",
        "--from",
        "2o/oooo/GooooW/1oooooG/4oBo/4oo/3o2W 2/2/7 0/3/1 2/1/1 2 37",
        "--level",
        "medium",
    ]);
    let text = stdout(&output);
    assert!(text.contains("score: win in 3 plies"), "{text}");
    assert!(text.contains("reason: forces a capture"), "{text}");
}

#[test]
fn bestmove_refuses_a_finished_game_and_a_bad_level() {
    let output = run(&[
        "bestmove",
        "--from",
        "2o/oooo/GooooW/1oooooG/4oBo/4oo/3o2W 2/2/7 0/3/1 2/1/1 2 37",
        "--moves",
        "Bc2-f3 c1xc3 Wg1-f4",
    ]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("game is over"));
    let output = run(&["bestmove", "--level", "genius"]);
    assert!(!output.status.success());
}

#[test]
fn arena_plays_both_sides_and_reports_an_interval() {
    let output = run(&[
        "arena",
        "--a",
        "easy",
        "--b",
        "random",
        "--games",
        "2",
        "--board",
        "37",
        "--time-ms",
        "20",
        "--verbose",
    ]);
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    assert!(text.contains("A is player 1"), "{text}");
    assert!(text.contains("A is player 2"), "{text}");
    assert!(text.contains("of 2 games"), "{text}");
    assert!(text.contains("95 % interval"), "{text}");
}
