//! The bot's command-line tools: `bestmove`, `match` and `engine`.

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
fn match_plays_pairs_of_games_between_engine_processes_and_reports_elo() {
    let output = run(&[
        "match",
        "--a-option",
        "Level=easy",
        "--b-option",
        "Level=random",
        "--games",
        "4",
        "--depth",
        "1",
        "--sprt",
        "0,10",
        "--verbose",
    ]);
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    assert!(
        text.contains("A = zertz-bot Level=easy vs B = zertz-bot Level=random"),
        "{text}"
    );
    assert!(text.contains("A is player 1"), "{text}");
    assert!(text.contains("A is player 2"), "{text}");
    // Every game's record replays to its stated end.
    let mut games = 0;
    for line in text.lines().filter(|l| l.starts_with("game ")) {
        let record = line.rsplit(": ").next().expect("a record");
        let mut words = record.split_whitespace();
        assert_eq!(words.next(), Some("standard"), "{line}");
        assert_eq!(words.next(), Some("37"), "{line}");
        let mut game = Game::new(Board::Rings37, GameType::Standard);
        for turn in words {
            game.play_text(turn).expect("a legal turn");
        }
        assert!(game.outcome().is_some(), "{line}");
        games += 1;
    }
    assert_eq!(games, 4, "{text}");
    assert!(text.contains("of 4 games"), "{text}");
    assert!(text.contains("Elo "), "{text}");
    assert!(text.contains("SPRT(0, 10): LLR "), "{text}");
    assert!(text.contains("0 forfeits"), "{text}");
}

#[test]
fn match_refuses_bad_settings_and_engines_that_cannot_start() {
    for args in [
        &["match", "--sprt", "10,0"][..],
        &["match", "--sprt", "ten"][..],
        &["match", "--a-option", "Level"][..],
        &["match", "--a", "/nonexistent/engine", "--games", "2"][..],
        &["match", "--a-option", "Level=genius", "--games", "2"][..],
    ] {
        let output = run(args);
        assert!(!output.status.success(), "{args:?}");
        assert!(
            String::from_utf8_lossy(&output.stderr).starts_with("error: "),
            "{args:?}: {output:?}"
        );
    }
}

#[test]
fn the_engine_speaks_the_protocol_over_pipes() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_zertz-bot"))
        .arg("engine")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the engine starts");
    let mut input = child.stdin.take().expect("stdin");
    writeln!(
        input,
        "zei\nsetoption name Level value medium\nposition text \
         2o/oooo/GooooW/1oooooG/4oBo/4oo/3o2W 2/2/7 0/3/1 2/1/1 2 37\ngo depth 2"
    )
    .expect("written");
    drop(input);
    let output = child.wait_with_output().expect("the engine ends");
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("zeiok"), "{text}");
    // The printed rules' diagram 5: a sacrifice that wins in three plies.
    assert!(text.contains(" score win 3 "), "{text}");
    // The sacrifice on c2 (a black or a grey both win), removing f3.
    assert!(text.trim_end().ends_with("c2-f3"), "{text}");
    assert!(text.contains("\nbestmove "), "{text}");
}
