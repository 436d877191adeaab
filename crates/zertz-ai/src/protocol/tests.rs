//! The protocol's tests: sessions played through scripts of commands.

use zertz_engine::Position;

use super::*;

fn session(script: &str) -> String {
    let mut out = Vec::new();
    run(io::Cursor::new(script.as_bytes().to_vec()), &mut out).expect("runs");
    String::from_utf8(out).expect("text")
}

#[test]
fn go_parses_every_limit_and_refuses_the_rest() {
    assert_eq!(
        parse_go(&["movetime", "250", "depth", "3", "nodes", "1000"]),
        Ok(Go {
            movetime: Some(Duration::from_millis(250)),
            depth: Some(3),
            nodes: Some(1000),
            infinite: false,
        })
    );
    assert!(parse_go(&["infinite"]).is_ok_and(|go| go.infinite));
    assert!(parse_go(&["depth"]).is_err());
    assert!(parse_go(&["depth", "x"]).is_err());
    assert!(parse_go(&["wtime", "5"]).is_err());
}

#[test]
fn positions_come_from_the_start_or_a_text_with_turns() {
    let game = parse_position(&["start", "48", "standard", "moves", "Bf3-e1"]).expect("ok");
    assert_eq!(game.position().board(), Board::Rings48);
    assert_eq!(game.turns().len(), 1);
    let text = Position::new(Board::Rings61, GameType::Standard).to_text();
    let mut words = vec!["text"];
    words.extend(text.split_whitespace());
    assert_eq!(
        parse_position(&words).map(|g| g.position().board()),
        Ok(Board::Rings61)
    );
    assert!(parse_position(&["start", "48", "blitz"]).is_err());
    assert!(parse_position(&["start", "moves", "Wd4-d4"]).is_err_and(|e| e.contains("turn 1")));
    assert!(parse_position(&["somewhere"]).is_err());
}

#[test]
fn a_session_answers_the_handshake_and_plays_a_turn() {
    let out = session("zei\nisready\nposition start 37 standard moves Wd4-a1\ngo depth 1\n");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.first(), Some(&format!("id name {NAME}").as_str()));
    assert!(lines.contains(&"zeiok"), "{out}");
    assert!(lines.contains(&"readyok"), "{out}");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 1 score ")),
        "{out}"
    );
    let best = lines
        .last()
        .and_then(|l| l.strip_prefix("bestmove "))
        .expect(&out);
    let mut game = Game::new(Board::Rings37, GameType::Standard);
    game.play_text("Wd4-a1").expect("legal");
    assert!(game.position().parse_turn(best).is_ok(), "{best}");
}

#[test]
fn bad_commands_are_reported_and_the_session_goes_on() {
    let out = session(
        "position start 37 standard moves Wd4-d4\nsetoption name Colour value red\n\
         setoption name Level value genius\ngo wtime 5\nfly\nshow\n",
    );
    assert_eq!(out.matches("info string error: ").count(), 5, "{out}");
    assert!(out.contains("turn 1 (Wd4-d4)"), "{out}");
    // The position is unchanged: still the start.
    let start = Position::new(Board::Rings37, GameType::Standard).to_text();
    assert!(out.contains(&format!("position {start}")), "{out}");
}

#[test]
fn a_finished_game_has_no_best_turn() {
    let end = "2o/oooo/GooooW/1oooooG/4oBo/4oo/3o2W 2/2/7 0/3/1 2/1/1 2 37";
    let out = session(&format!(
        "position text {end} moves Bc2-f3 c1xc3 Wg1-f4\ngo depth 2\n"
    ));
    assert!(out.ends_with("bestmove none\n"), "{out}");
}

#[test]
fn lines_that_are_too_long_or_not_text_are_skipped() {
    let mut input = Vec::new();
    input.extend_from_slice(&vec![b'x'; MAX_LINE + 10]);
    input.extend_from_slice(b"\n\xff\xfe\nisready\n");
    let mut out = Vec::new();
    run(io::Cursor::new(input), &mut out).expect("runs");
    let out = String::from_utf8(out).expect("text");
    assert!(out.contains("over 1048576 bytes"), "{out}");
    assert!(out.contains("not UTF-8"), "{out}");
    assert!(out.ends_with("readyok\n"), "{out}");
}

#[test]
fn each_board_is_evaluated_with_its_own_weights_unless_one_is_set() {
    let tempo = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|l| l.starts_with("info string term Tempo"))
            .map(String::from)
            .collect()
    };
    let (own_37, own_61) = (
        Weights::for_board(Board::Rings37).tempo,
        Weights::for_board(Board::Rings61).tempo,
    );
    assert_ne!(own_37, own_61, "the boards' sets differ in the initiative");
    let out = session("position start\neval\nposition start 61\neval\n");
    assert_eq!(
        tempo(&out),
        [
            format!("info string term Tempo feature 1 points {own_37}"),
            format!("info string term Tempo feature 1 points {own_61}"),
        ],
        "{out}"
    );
    let out =
        session("setoption name Tempo value 33\nposition start\neval\nposition start 61\neval\n");
    assert_eq!(
        tempo(&out),
        ["info string term Tempo feature 1 points 33"; 2],
        "{out}"
    );
}

#[test]
fn options_set_the_level_the_table_and_the_weights() {
    let out = session(
        "setoption name Level value random\nsetoption name Hash value 2\n\
         setoption name Tempo value 30\nsetoption name Seed value 7\ngo\n",
    );
    assert!(!out.contains("error"), "{out}");
    // The random mover answers without a search.
    assert!(out.starts_with("bestmove "), "{out}");
    assert!(!out.contains("info depth"), "{out}");
}

#[test]
fn the_search_switches_are_check_options() {
    let listed = session("zei\n");
    for (name, default) in [
        ("EvenHorizon", false),
        ("RootFarRemovals", false),
        ("WidePass", false),
        ("QuietReply", true),
        ("FirstBook", true),
        ("QuietCeiling", true),
        ("PvFutility", false),
        ("BoundedLooks", true),
        ("NearGoalChain", false),
        ("DelayPartial", false),
    ] {
        assert!(
            listed.contains(&format!("option name {name} type check default {default}")),
            "{listed}"
        );
        for value in ["true", "false", "1", "0"] {
            let out = session(&format!("setoption name {name} value {value}\n"));
            assert!(!out.contains("error"), "{name} {value}: {out}");
        }
        let out = session(&format!("setoption name {name} value maybe\n"));
        assert!(out.contains("error") && out.contains(name), "{out}");
    }
}

#[test]
fn the_margins_are_spin_options_in_points() {
    let listed = session("zei\n");
    for (name, default) in [
        ("StaticMargin1", 120),
        ("StaticMargin2", 300),
        ("Razor1", 0),
        ("Razor2", 0),
        ("Futility2", 0),
        ("Futility3", 100),
        ("Aspiration", 0),
    ] {
        assert!(
            listed.contains(&format!(
                "option name {name} type spin default {default} min 0 max 5000"
            )),
            "{listed}"
        );
        let out = session(&format!("setoption name {name} value 300\ngo depth 1\n"));
        assert!(!out.contains("error") && out.contains("bestmove"), "{out}");
        let out = session(&format!("setoption name {name} value 5001\n"));
        assert!(out.contains("error") && out.contains(name), "{out}");
    }
}

/// Asserts that `zei` lists the spin option `listing` (from its name on), that `name`
/// takes each of `accepted`, and that each of `refused` is an error naming it.
fn assert_spin_option(listing: &str, name: &str, accepted: &[&str], refused: &[&str]) {
    let listed = session("zei\n");
    assert!(
        listed.contains(&format!("option name {listing}")),
        "{listed}"
    );
    for value in accepted {
        let out = session(&format!("setoption name {name} value {value}\n"));
        assert!(!out.contains("error"), "{value}: {out}");
    }
    for value in refused {
        let out = session(&format!("setoption name {name} value {value}\n"));
        assert!(out.contains("error") && out.contains(name), "{out}");
    }
}

#[test]
fn quick_far_removals_is_the_largest_board_it_applies_to() {
    assert_spin_option(
        "QuickFarRemovals type spin default 37 min 0 max 61",
        "QuickFarRemovals",
        &["0", "48", "61"],
        &["62", "-1", "all"],
    );
}

#[test]
fn short_colours_is_a_margin_in_points() {
    assert_spin_option(
        "ShortColours type spin default 0 min 0 max 5000",
        "ShortColours",
        &["0", "200", "5000"],
        &["5001", "-1", "wide"],
    );
}

#[test]
fn root_reduction_counts_root_turns() {
    let listing = format!(
        "RootReduction type spin default {} min 0 max 5000",
        crate::search::ROOT_REDUCTION
    );
    assert_spin_option(
        &listing,
        "RootReduction",
        &["0", "8", "5000"],
        &["5001", "-1", "late"],
    );
}

#[test]
fn bounce_is_off_or_one_of_two_rules() {
    assert_spin_option(
        "Bounce type spin default 0 min 0 max 2",
        "Bounce",
        &["0", "1", "2"],
        &["3", "-1", "some"],
    );
}

#[test]
fn a_run_of_sacrifices_is_unlimited_or_at_most_nine() {
    assert_spin_option(
        "SacrificeRun type spin default 0 min 0 max 9",
        "SacrificeRun",
        &["0", "2", "9"],
        &["10", "-1", "two"],
    );
}

#[test]
fn a_sacrifice_check_is_off_or_a_number_of_points() {
    assert_spin_option(
        "SacrificeCheck type spin default 0 min 0 max 5000",
        "SacrificeCheck",
        &["0", "50", "5000"],
        &["5001", "-1", "much"],
    );
}

#[test]
fn sacrifices_are_reduced_on_boards_up_to_a_size() {
    let listing = format!(
        "ReduceSacrifices type spin default {} min 0 max 61",
        crate::search::REDUCE_SACRIFICES
    );
    assert_spin_option(
        &listing,
        "ReduceSacrifices",
        &["0", "37", "61"],
        &["62", "-1", "late"],
    );
}

#[test]
fn the_even_horizon_can_start_from_a_board_size() {
    assert_spin_option(
        "EvenHorizonRings type spin default 0 min 0 max 61",
        "EvenHorizonRings",
        &["0", "48", "61"],
        &["62", "-1", "large"],
    );
}

#[test]
fn the_parity_share_and_its_board_size_are_bounded() {
    let listing = format!(
        "ParityTempo type spin default {} min 0 max 100",
        crate::search::HARD_PARITY_TEMPO
    );
    assert_spin_option(
        &listing,
        "ParityTempo",
        &["0", "50", "100"],
        &["101", "-1", "none"],
    );
    let listing = format!(
        "ParityTempoRings type spin default {} min 0 max 61",
        crate::search::PARITY_TEMPO_RINGS
    );
    assert_spin_option(
        &listing,
        "ParityTempoRings",
        &["0", "37", "61"],
        &["62", "-1", "large"],
    );
}

#[test]
fn the_delay_test_s_depth_and_its_board_size_are_bounded() {
    let listing = format!(
        "DelayTest type spin default {} min 0 max 9",
        crate::search::HARD_DELAY_TEST
    );
    assert_spin_option(
        &listing,
        "DelayTest",
        &["0", "3", "9"],
        &["10", "-1", "deep"],
    );
    let listing = format!(
        "DelayTestRings type spin default {} min 0 max 61",
        crate::search::DELAY_TEST_RINGS
    );
    assert_spin_option(
        &listing,
        "DelayTestRings",
        &["0", "37", "61"],
        &["62", "-1", "large"],
    );
}

#[test]
fn sacrifices_whole_counts_the_turns_searched_before_the_reduction() {
    let listing = format!(
        "SacrificesWhole type spin default {} min 0 max 99",
        crate::search::SACRIFICES_SEARCHED_WHOLE
    );
    assert_spin_option(
        &listing,
        "SacrificesWhole",
        &["0", "6", "99"],
        &["100", "-1", "many"],
    );
}

#[test]
fn near_removals_counts_rings_from_the_sacrifice() {
    let listing = format!(
        "NearRemovals type spin default {} min 0 max 2",
        crate::search::NEAR_REMOVALS
    );
    assert_spin_option(
        &listing,
        "NearRemovals",
        &["0", "1", "2"],
        &["3", "-1", "near"],
    );
}

#[test]
fn the_iteration_share_is_a_percentage_of_the_budget() {
    let listing = format!(
        "IterationShare type spin default {} min 1 max 100",
        crate::search::ITERATION_SHARE
    );
    assert_spin_option(
        &listing,
        "IterationShare",
        &["1", "60", "100"],
        &["0", "101", "half"],
    );
}

#[test]
fn the_opening_share_and_its_length_are_options() {
    let listing = format!(
        "OpeningShare type spin default {} min 1 max 100",
        crate::search::ITERATION_SHARE
    );
    assert_spin_option(
        &listing,
        "OpeningShare",
        &["1", "70", "100"],
        &["0", "101", "all"],
    );
    assert_spin_option(
        "OpeningTurns type spin default 0 min 0 max 60",
        "OpeningTurns",
        &["0", "8", "60"],
        &["61", "-1", "few"],
    );
}

#[test]
fn a_root_sacrifice_is_held_to_a_bar_in_points() {
    assert_spin_option(
        "RootSacrifice type spin default 0 min 0 max 5000",
        "RootSacrifice",
        &["0", "40", "5000"],
        &["5001", "-1", "some"],
    );
}

#[test]
fn a_sacrifice_instead_of_the_plan_is_held_to_a_bar_in_points() {
    assert_spin_option(
        "PlanBar type spin default 0 min 0 max 5000",
        "PlanBar",
        &["0", "200", "5000"],
        &["5001", "-1", "some"],
    );
}

#[test]
fn the_first_iterations_initiative_is_a_percentage() {
    let listing = format!(
        "HorizonTempo1 type spin default {} min 0 max 100",
        crate::search::HORIZON_TEMPO_1
    );
    assert_spin_option(
        &listing,
        "HorizonTempo1",
        &["0", "50", "100"],
        &["101", "-1", "none"],
    );
}

#[test]
fn near_goal_sacrifices_counts_marbles_to_a_goal() {
    let listing = format!(
        "NearGoalSacrifices type spin default {} min 0 max 9",
        crate::search::NEAR_GOAL_SACRIFICES
    );
    assert_spin_option(
        &listing,
        "NearGoalSacrifices",
        &["0", "2", "9"],
        &["10", "-1", "near"],
    );
}

#[test]
fn first_far_counts_rings_from_the_corner() {
    let listing = format!(
        "FirstFar type spin default {} min 0 max 6",
        crate::search::FIRST_FAR
    );
    assert_spin_option(&listing, "FirstFar", &["0", "4", "6"], &["7", "-1", "far"]);
}

#[test]
fn first_near_bounds_the_rings_from_the_corner() {
    assert_spin_option(
        "FirstNear type spin default 6 min 0 max 6",
        "FirstNear",
        &["0", "5", "6"],
        &["7", "-1", "near"],
    );
}

#[test]
fn the_null_move_options_take_their_ranges() {
    assert_spin_option(
        "NullMove type spin default 3 min 0 max 9",
        "NullMove",
        &["0", "3", "9"],
        &["10", "-1", "deep"],
    );
    assert_spin_option(
        "NullReduction type spin default 1 min 0 max 3",
        "NullReduction",
        &["0", "1", "3"],
        &["4", "-1", "less"],
    );
}

#[test]
fn the_verification_options_take_their_ranges() {
    assert_spin_option(
        "VerifyTurns type spin default 0 min 0 max 50",
        "VerifyTurns",
        &["0", "3", "50"],
        &["51", "-1", "some"],
    );
    assert_spin_option(
        "VerifyChain type spin default 3 min 0 max 9",
        "VerifyChain",
        &["0", "2", "9"],
        &["10", "-1", "long"],
    );
    assert_spin_option(
        "VerifyMargin type spin default 100 min 0 max 5000",
        "VerifyMargin",
        &["0", "100", "5000"],
        &["5001", "-1", "wide"],
    );
    assert_spin_option(
        "VerifyTempo type spin default 100 min 0 max 100",
        "VerifyTempo",
        &["0", "50", "100"],
        &["101", "-1", "none"],
    );
}

#[test]
fn first_marble_names_the_colours_the_first_marble_may_be() {
    assert_spin_option(
        "FirstMarble type combo default white-black var any var white var grey var black var white-grey var white-black var grey-black",
        "FirstMarble",
        &["any", "Black", "white-grey"],
        &["red", "3", "white-white"],
    );
    let first = |colours: &str, seed: u32| {
        let out = session(&format!(
            "setoption name FirstMarble value {colours}\nsetoption name Seed value {seed}\nposition start 37 standard\ngo depth 1\n"
        ));
        out.lines()
            .find_map(|line| line.strip_prefix("bestmove "))
            .and_then(|turn| turn.chars().next())
            .unwrap_or_else(|| panic!("no turn: {out}"))
    };
    for seed in 0..3 {
        assert_eq!(first("black", seed), 'B');
        assert_ne!(first("white-grey", seed), 'B');
    }
}

/// The deepest iteration an answer reports.
fn deepest(out: &str) -> u32 {
    out.lines()
        .filter_map(|line| line.strip_prefix("info depth "))
        .filter_map(|rest| rest.split(' ').next()?.parse().ok())
        .max()
        .unwrap_or(0)
}

#[test]
fn a_time_limit_alone_keeps_the_levels_depth() {
    // Medium searches two placements, however long it may think; `depth` replaces that.
    let medium = "setoption name Level value medium\nposition start\n";
    let out = session(&format!("{medium}go movetime 60000\n"));
    assert!(out.contains("bestmove "), "{out}");
    assert_eq!(deepest(&out), 2, "{out}");
    let out = session(&format!("{medium}go depth 1\n"));
    assert_eq!(deepest(&out), 1, "{out}");
    // A node limit alone leaves the level's depth too, and the time unbounded.
    let out = session("setoption name Level value easy\nposition start\ngo nodes 100000\n");
    assert_eq!(deepest(&out), 1, "{out}");
}

#[test]
fn the_boardspace_robot_answers_go_with_a_legal_turn_and_can_be_switched_off() {
    let out = session(
        "setoption name Robot value boardspace\nposition start 37 standard moves Wd4-a1 Bc3-g1 d4xb2\ngo depth 2\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info depth 2 score cp ")),
        "{out}"
    );
    let best = lines
        .last()
        .and_then(|l| l.strip_prefix("bestmove "))
        .expect("a bestmove line");
    let game = parse_position(&["start", "moves", "Wd4-a1", "Bc3-g1", "d4xb2", best]);
    assert!(game.is_ok(), "{best} is legal: {out}");
    // It plays in place of the level, even of the random mover.
    let out = session(
        "setoption name Level value random\nsetoption name Robot value boardspace\nposition start 37 standard moves Wd4-a1 Bc3-g1 d4xb2\ngo depth 1\n",
    );
    assert!(
        out.lines().any(|l| l.starts_with("info depth 1 score cp ")),
        "{out}"
    );
    // Its search is stopped like the level's.
    let out = session("setoption name Robot value boardspace\ngo infinite depth 8\nstop\n");
    assert!(
        out.lines()
            .last()
            .is_some_and(|l| l.starts_with("bestmove ")),
        "{out}"
    );
    // Its own time where `go` gives none.
    let out = session(
        "setoption name Robot value boardspace\nsetoption name RobotTime value 1\ngo depth 8\n",
    );
    assert!(
        out.lines()
            .last()
            .is_some_and(|l| l.starts_with("bestmove ")),
        "{out}"
    );
    assert!(!out.contains("info depth 8"), "{out}");
    // A value it does not know is refused, and the level's search goes on.
    let out = session(
        "setoption name RobotTime value 0\nsetoption name Robot value chess\nposition start 37 standard\ngo depth 1\n",
    );
    assert!(out.contains("RobotTime is from 1 to 3600000 ms"), "{out}");
    assert!(out.contains("Robot is zertz-bot or boardspace"), "{out}");
    assert!(
        out.lines().any(|l| l.starts_with("info depth 1 score ")),
        "{out}"
    );
    let out = session(
        "setoption name Robot value boardspace\nsetoption name Robot value zertz-bot\nposition start 37 standard moves Wd4-a1\ngo depth 1\n",
    );
    assert!(
        out.lines().any(|l| l.starts_with("info depth 1 score ")),
        "{out}"
    );
}

#[test]
fn the_robots_first_turn_is_drawn_by_the_seed_unless_its_choice_is_one() {
    let out = session("zei\n");
    assert!(
        out.contains("option name RobotChoice type spin default 32 min 1 max 1000"),
        "{out}"
    );
    let first_turn = |options: &str, seed: u64| {
        let out = session(&format!(
            "setoption name Robot value boardspace\n{options}setoption name Seed value {seed}\nposition start 37 standard\ngo depth 1\n"
        ));
        let best = out
            .lines()
            .last()
            .and_then(|l| l.strip_prefix("bestmove "))
            .expect("a bestmove line")
            .to_string();
        assert!(
            parse_position(&["start", "moves", best.as_str()]).is_ok(),
            "{out}"
        );
        best
    };
    let drawn: Vec<String> = (1..=6).map(|seed| first_turn("", seed)).collect();
    assert!(drawn.iter().any(|t| *t != drawn[0]), "{drawn:?}");
    let best: Vec<String> = (1..=3)
        .map(|seed| first_turn("setoption name RobotChoice value 1\n", seed))
        .collect();
    assert!(best.iter().all(|t| *t == best[0]), "{best:?}");
    let out = session("setoption name RobotChoice value 0\n");
    assert!(
        out.contains("RobotChoice is from 1 (always the best turn) to 1000"),
        "{out}"
    );
}

#[test]
fn empty_fills_counts_the_colours_a_lone_group_is_filled_in() {
    let listing = format!(
        "EmptyFills type spin default {} min 0 max 3",
        crate::search::EMPTY_FILLS
    );
    assert_spin_option(
        &listing,
        "EmptyFills",
        &["0", "1", "3"],
        &["4", "-1", "all"],
    );
}

#[test]
fn the_chain_proof_takes_its_turns_and_its_share() {
    assert_spin_option(
        "ChainTurns type spin default 0 min 0 max 6",
        "ChainTurns",
        &["0", "4", "6"],
        &["7", "-1", "four"],
    );
    assert_spin_option(
        "ChainShare type spin default 5 min 0 max 100",
        "ChainShare",
        &["0", "5", "100"],
        &["101", "-1", "half"],
    );
}
