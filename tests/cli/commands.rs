//! The command line as people and our checks use it: `legal`, `perft`, `show`.

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

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A finished game: the first turn of the sorted legal list, every time, until the end.
fn finished_game() -> Game {
    let mut game = Game::new(Board::Rings37, GameType::Blitz);
    while game.outcome().is_none() {
        let position = *game.position();
        let mut turns: Vec<String> = game
            .legal_turns()
            .into_iter()
            .map(|t| position.format_turn(t))
            .collect();
        turns.sort();
        game.play_text(&turns[0]).expect("a listed turn is legal");
    }
    game
}

#[test]
fn legal_prints_every_turn_sorted_one_per_line_and_nothing_else() {
    let output = run(&["legal", "--board", "37"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1944);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted, "sorted by byte order");
    assert!(lines.contains(&"Wd4-a1"));
}

#[test]
fn legal_follows_moves_on_other_boards_and_variants() {
    let output = run(&["legal", "--board", "48", "--moves", "Bf3-e1 Be7-g1 Gf4-a3"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output).lines().count(), 2);
    let output = run(&[
        "legal",
        "--board",
        "37",
        "--variant",
        "blitz",
        "--moves",
        "Gb1-g1 Bd1-e1",
    ]);
    assert!(output.status.success());
    assert_eq!(stdout(&output).lines().count(), 1344);
}

#[test]
fn an_illegal_turn_in_moves_fails_naming_the_turn_and_the_reason() {
    let output = run(&["legal", "--moves", "Wd4-a1 Wd4-a2"]);
    assert!(!output.status.success());
    assert!(stdout(&output).is_empty());
    let message = stderr(&output);
    assert!(message.contains("Wd4-a2"), "{message}");
    assert!(message.contains("occupied"), "{message}");
}

#[test]
fn a_finished_game_lists_no_turns_and_show_gives_the_winner() {
    let game = finished_game();
    let record = game.record();
    let moves = record.turns.join(" ");
    let output = run(&["legal", "--variant", "blitz", "--moves", &moves]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "");
    let output = run(&["show", "--variant", "blitz", "--moves", &moves]);
    let text = stdout(&output);
    let last = text.lines().last().unwrap_or_default();
    let outcome = game.outcome().expect("finished");
    assert_eq!(last, format!("result: {outcome}"));
    assert!(last.starts_with("result: player "), "{last}");
}

#[test]
fn show_ends_with_the_result_line_and_shows_pool_and_side() {
    let output = run(&["show", "--board", "61", "--moves", "Ge7-a5 Wi5-i3"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert_eq!(text.lines().last(), Some("result: ongoing"));
    assert!(text.contains("W 5  G 7  B 10"), "{text}");
    assert!(text.contains("to move: player 1"), "{text}");
}

#[test]
fn perft_prints_each_depth() {
    let output = run(&["perft", "--board", "37", "--depth", "1"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.starts_with("depth 1: 1944 turns"), "{text}");
    assert!(text.contains("turns/s"), "{text}");
}

#[test]
fn bad_arguments_are_refused_with_a_message() {
    let output = run(&["legal", "--board", "39"]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("39"));
    let output = run(&["legal", "--board", "48", "--variant", "blitz"]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("blitz"));
}

/// Runs the binary with its stdout on a pipe whose reader is already gone.
fn run_into_closed_pipe(args: &[&str], dir: &std::path::Path) -> Output {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    Command::new(env!("CARGO_BIN_EXE_zertz-bot"))
        .args(args)
        .current_dir(dir)
        .stdout(writer)
        .stderr(std::process::Stdio::piped())
        .output()
        .expect("the binary runs")
}

#[test]
fn a_closed_stdout_ends_every_tool_quietly() {
    let dir = tempfile::tempdir().expect("a folder");
    let commands: [&[&str]; 7] = [
        &["legal"],
        &["perft", "--depth", "1"],
        &["show", "--moves", "Wd4-a1"],
        &["bestmove", "--depth", "1"],
        &["bestmove", "--level", "random"],
        &[
            "match",
            "--a-option",
            "Level=random",
            "--b-option",
            "Level=random",
            "--games",
            "2",
        ],
        &["render", "-o", "board.png"],
    ];
    for args in commands {
        let output = run_into_closed_pipe(args, dir.path());
        let err = stderr(&output);
        assert!(
            output.status.success() && err.is_empty(),
            "{args:?}: {:?}\n{err}",
            output.status
        );
    }
    // A real error still says so.
    let output = run_into_closed_pipe(&["show", "--moves", "Wd4-d4"], dir.path());
    assert!(!output.status.success());
    assert!(stderr(&output).contains("Wd4-d4"), "{}", stderr(&output));
}

#[test]
fn a_flag_that_conflicts_with_from_is_an_error_and_impossible_positions_are_refused() {
    let start48 = zertz_bot::engine::Position::new(Board::Rings48, GameType::Standard).to_text();
    let output = run(&["show", "--from", &start48, "--board", "37"]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("--board 37 conflicts"),
        "{}",
        stderr(&output)
    );
    let output = run(&["legal", "--from", &start48, "--variant", "blitz"]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("--variant blitz conflicts"),
        "{}",
        stderr(&output)
    );
    // Flags that agree are fine.
    let output = run(&[
        "show",
        "--from",
        &start48,
        "--board",
        "48",
        "--variant",
        "standard",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    // Both players past their goals.
    let output = run(&["show", "--from", "oo 0/0/0 3/3/3 3/5/7 2 37"]);
    assert!(!output.status.success());
    assert!(stderr(&output).contains("goal"), "{}", stderr(&output));
}

#[test]
fn review_prints_a_line_a_turn_the_accuracies_and_writes_the_graph() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let graph = dir.path().join("graph.png");
    let output = run(&[
        "review",
        "--moves",
        "Wd4-a1 Gd5-g4 d4xd6",
        "--depth",
        "1",
        "--player1",
        "Alice",
        "-o",
        graph.to_str().expect("a UTF-8 path"),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("  1. Wd4-a1"), "{text}");
    assert!(lines[1].starts_with("  2. Gd5-g4"), "{text}");
    assert!(
        lines[1].contains('?') && lines[1].contains("engine:"),
        "{text}"
    );
    assert!(text.contains("Alice: accuracy "), "{text}");
    assert!(text.contains("Player 2: accuracy "), "{text}");
    let png = std::fs::read(&graph).expect("the graph was written");
    assert!(png.starts_with(b"\x89PNG"));
}
