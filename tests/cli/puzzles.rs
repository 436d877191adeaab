//! Puzzles: every shipped puzzle's solution proved again, and `zertz-bot puzzles generate`
//! writing a file that reads back.

use std::process::Command;

use zertz_bot::ai::puzzles::{Difficulty, read_puzzles};

/// The puzzles the bot ships.
const SHIPPED: &str = include_str!("../../assets/puzzles.txt");

#[test]
fn every_shipped_puzzle_is_proved_again() {
    let puzzles = read_puzzles(SHIPPED).expect("the shipped file reads");
    assert!(
        puzzles.len() >= 20,
        "a set worth shipping: {}",
        puzzles.len()
    );
    for puzzle in &puzzles {
        assert!(puzzle.holds(), "does not hold: {}", puzzle.to_line());
        assert_eq!(
            puzzle.line.len(),
            2 * puzzle.own_turns as usize - 1,
            "a main line to the win: {}",
            puzzle.to_line()
        );
        // The main line ends with the solver's win.
        let mut end = puzzle.position;
        for &turn in &puzzle.line {
            end.play_unchecked(turn);
        }
        let winner = end.outcome().and_then(|o| o.winner());
        assert_eq!(
            winner,
            Some(puzzle.position.side_to_move()),
            "{}",
            puzzle.to_line()
        );
    }
    // A puzzle where every turn wins would be none: each has a turn that is refuted.
    for puzzle in &puzzles {
        assert!(
            puzzle.has_wrong_turn(),
            "every turn wins: {}",
            puzzle.to_line()
        );
    }
    // Grades follow what the solution is.
    for puzzle in &puzzles {
        let forcing = {
            let mut after = puzzle.position;
            after.play_unchecked(puzzle.line[0]);
            after.must_capture()
        };
        let expected = match (puzzle.own_turns, forcing) {
            (1, _) => Difficulty::Easy,
            (_, true) => Difficulty::Medium,
            (_, false) => Difficulty::Hard,
        };
        assert_eq!(puzzle.difficulty, expected, "{}", puzzle.to_line());
    }
}

#[test]
fn generate_writes_puzzles_that_read_back_and_hold() {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("puzzles.txt");
    let output = Command::new(env!("CARGO_BIN_EXE_zertz-bot"))
        .args([
            "puzzles", "generate", "--games", "2", "--nodes", "300", "--seed", "3",
        ])
        .arg("-o")
        .arg(&file)
        .output()
        .expect("the binary runs");
    assert!(output.status.success(), "{output:?}");
    let text = std::fs::read_to_string(&file).expect("the file is written");
    assert!(text.starts_with("# Puzzles from self-play"), "{text}");
    let puzzles = read_puzzles(&text).expect("it reads back");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        said.contains(&format!("{} puzzles from 2 games", puzzles.len())),
        "{said}"
    );
    assert!(puzzles.iter().all(|p| p.holds()));
}
