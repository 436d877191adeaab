use super::*;
use zertz_engine::{Board, Marble, Player};

/// The position after `turns` from the 37-ring start.
fn after(turns: &str) -> Position {
    let mut pos = Position::new(Board::Rings37, GameType::Standard);
    for token in turns.split_whitespace() {
        let turn = pos.parse_turn(token).expect("a legal turn");
        pos.play_unchecked(turn);
    }
    pos
}

fn cell(name: &str) -> Cell {
    Board::Rings37.parse_cell(name).expect("a cell")
}

/// `depth` placement turns, no time limit, always the best turn.
fn limits(depth: u32) -> RivalLimits {
    RivalLimits {
        depth,
        time: Duration::from_secs(600),
        opening_choice: 1,
        ..RivalLimits::default()
    }
}

#[test]
fn the_marbles_needed_fall_as_marbles_are_taken_and_nearer_goals_count_more() {
    let standard = GameType::Standard;
    let none = marbles_needed(standard, MarbleCounts::new(0, 0, 0));
    // Four whites away (plus one), less the small fractions of every goal's distance.
    let fractions =
        MIN_WEIGHT[4] + NEED_WEIGHT[4] + NEED_WEIGHT[5] + NEED_WEIGHT[6] + NEED_WEIGHT[9];
    assert!((none - (5.0 - fractions)).abs() < 1e-9, "{none}");
    let one_white = marbles_needed(standard, MarbleCounts::new(1, 0, 0));
    let one_black = marbles_needed(standard, MarbleCounts::new(0, 0, 1));
    assert!(one_white < none && one_black < none);
    // A white brings its goal nearer than a black brings its own: it counts more.
    assert!(one_white < one_black);
    // Three whites: one from the white goal.
    let three_whites = marbles_needed(standard, MarbleCounts::new(3, 0, 0));
    assert!((1.0..2.0).contains(&three_whites), "{three_whites}");
    // Three of each is a goal.
    assert_eq!(marbles_needed(standard, MarbleCounts::new(3, 3, 3)), -100.0);
    assert_eq!(marbles_needed(standard, MarbleCounts::new(4, 0, 0)), -100.0);
    // Blitz goals are a marble nearer.
    let blitz = marbles_needed(GameType::Blitz, MarbleCounts::new(0, 0, 0));
    assert!(blitz < none && blitz > none - 1.5, "{blitz}");
}

#[test]
fn a_position_is_worth_the_opponents_need_less_the_movers() {
    let start = Position::new(Board::Rings37, GameType::Standard);
    // Even material: only the tiny board term remains.
    assert!(evaluate(&start).abs() < 0.01);
    // Player 1 takes a white (d4's marble jumped): player 2, to move, stands worse.
    let pos = Position::from_text(
        "oooo/ooooo/oooooo/oBWoooo/1oooooo/2ooooo/3oooo 2/8/9 3/0/0 0/0/0 2 37",
    )
    .expect("a position");
    assert_eq!(pos.side_to_move(), Player::Two);
    let standard = GameType::Standard;
    let expected = marbles_needed(standard, pos.captures(Player::One))
        - marbles_needed(standard, pos.captures(Player::Two));
    assert!((evaluate(&pos) - expected).abs() < 0.01);
    assert!(evaluate(&pos) < -3.0);
}

#[test]
fn the_forcing_rings_are_those_where_a_marble_jumps_or_is_jumped_at_once() {
    // At the start no placement forces anything: every placement is considered.
    assert_eq!(
        forcing_rings(&Position::new(Board::Rings37, GameType::Standard)),
        None
    );
    // One marble on d4, a ring gone from the edge: the six rings around d4 force a capture.
    let pos = after("Wd4-a1");
    let forcing = forcing_rings(&pos).expect("forcing rings");
    let around: Bitboard = Direction::ALL
        .iter()
        .map(|&d| cell("d4").step(d))
        .fold(Bitboard::EMPTY, Bitboard::with);
    assert_eq!(forcing, around);
    assert!(!jumpless_cells(&pos).contains(cell("d5")));
    assert!(jumpless_cells(&pos).contains(cell("d7")));
    assert!(!cut_off_when_placed(&pos, cell("d7")));
}

#[test]
fn a_group_that_a_removal_can_cut_off_opens_every_placement() {
    // An island of two rings, a white on a1 and a vacant a2 (a3, b1, b2 and b3 gone): a2 is
    // free, and removing it cuts a1 off.
    let pos =
        Position::from_text("Wo1o/3oo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 5/8/10 0/0/0 0/0/0 1 37")
            .expect("a position");
    let free = pos.free_rings();
    assert!(free.contains(cell("a2")));
    assert!(!keeps_a_vacant_ring(&pos, cell("a1"), Some(cell("a2"))));
    assert!(keeps_a_vacant_ring(&pos, cell("a1"), None));
    assert!(can_be_cut_off(&pos, cell("a1"), free));
    // A marble put on a2 would be cut off at once with a1's.
    assert!(cut_off_when_placed(&pos, cell("a2")));
    assert_eq!(forcing_rings(&pos), None);
    // Elsewhere on the board nothing can be cut off.
    assert!(!can_be_cut_off(&pos, cell("d4"), free));
}

#[test]
fn it_takes_the_capture_that_wins() {
    // Player 1 holds three whites; d2's black can take d3's white (the fourth, a win) or d3's
    // white can take d2's black.
    let pos = Position::from_text(
        "oooo/ooooo/oooooo/oBWoooo/1oooooo/2ooooo/3oooo 2/8/9 3/0/0 0/0/0 1 37",
    )
    .expect("a position");
    assert!(pos.must_capture());
    let result = rival_turn(&pos, &limits(1), |_| {}).expect("a turn");
    let mut after = pos;
    after.play_unchecked(result.turn);
    assert_eq!(after.captures(Player::One).0[Marble::White.index()], 4);
    assert!(result.score > RIVAL_WIN_BOUND);
}

#[test]
fn its_turns_are_legal_and_its_first_keeps_off_the_outer_rings() {
    let start = Position::new(Board::Rings37, GameType::Standard);
    let mut iterations = 0;
    let result = rival_turn(&start, &limits(1), |_| iterations += 1).expect("a turn");
    assert_eq!((result.depth, iterations), (1, 1));
    assert!(start.legal_turns().contains(&result.turn));
    let Turn::Place { at, .. } = result.turn else {
        panic!("a placement at the start");
    };
    assert!(!outer_rings(&start).contains(at));
    // Later turns, two placements deep.
    let pos = after("Wd4-a1 Bc3-g1 d4xb2");
    let result = rival_turn(&pos, &limits(2), |_| {}).expect("a turn");
    assert_eq!(result.depth, 2);
    assert!(pos.legal_turns().contains(&result.turn));
    assert!(result.nodes > 0);
}

#[test]
fn a_cancelled_search_still_answers_with_a_legal_turn() {
    let pos = after("Wd4-a1 Bc3-g1 d4xb2");
    let cancel = Arc::new(AtomicBool::new(true));
    let result = rival_turn(
        &pos,
        &RivalLimits {
            depth: RIVAL_DEPTH,
            time: Duration::from_secs(600),
            cancel: Some(cancel),
            ..RivalLimits::default()
        },
        |_| {},
    )
    .expect("a turn");
    assert!(pos.legal_turns().contains(&result.turn));
    assert!(result.depth < RIVAL_DEPTH);
    // A finished game has no turn.
    let won = Position::from_text(
        "oooo/ooooo/oooooo/oBooooo/1oooooo/2ooooo/3oooo 2/8/9 4/0/0 0/0/0 2 37",
    )
    .expect("a position");
    assert!(won.is_finished());
    assert!(rival_turn(&won, &limits(3), |_| {}).is_none());
}

#[test]
fn its_first_two_turns_of_a_game_are_drawn_among_its_best() {
    let start = Position::new(Board::Rings37, GameType::Standard);
    let drawing = |pos: &Position, seed: u64| {
        let limits = RivalLimits {
            opening_choice: RIVAL_OPENING_CHOICE,
            seed,
            ..limits(1)
        };
        rival_turn(pos, &limits, |_| {}).expect("a turn").turn
    };
    let outer = outer_rings(&start);
    let firsts: Vec<Turn> = (0..8).map(|seed| drawing(&start, seed)).collect();
    for turn in &firsts {
        assert!(start.legal_turns().contains(turn));
        let Turn::Place { at, .. } = *turn else {
            panic!("a placement at the start");
        };
        assert!(
            !outer.contains(at),
            "the first turn keeps off the outer rings"
        );
    }
    assert!(
        firsts.iter().any(|turn| *turn != firsts[0]),
        "eight seeds draw more than one first turn: {firsts:?}"
    );
    // The same seed draws the same turn; with a choice of one, every seed plays the best.
    assert_eq!(drawing(&start, 3), firsts[3]);
    let best = rival_turn(&start, &limits(1), |_| {}).expect("a turn").turn;
    for seed in 0..4 {
        let limits = RivalLimits { seed, ..limits(1) };
        assert_eq!(
            rival_turn(&start, &limits, |_| {}).expect("a turn").turn,
            best
        );
    }
    // The second turn of the game is drawn too.
    let second = after("Wd4-a1");
    let seconds: Vec<Turn> = (0..8).map(|seed| drawing(&second, seed)).collect();
    assert!(
        seconds
            .iter()
            .all(|turn| second.legal_turns().contains(turn))
    );
    assert!(
        seconds.iter().any(|turn| *turn != seconds[0]),
        "{seconds:?}"
    );
    // From the third turn on the seed changes nothing.
    let third = after("Wd4-a1 Bc3-g1");
    let thirds: Vec<Turn> = (0..4).map(|seed| drawing(&third, seed)).collect();
    assert!(thirds.iter().all(|turn| *turn == thirds[0]), "{thirds:?}");
}

#[test]
fn a_turn_found_lost_is_not_drawn_and_a_win_is_played() {
    let start = Position::new(Board::Rings37, GameType::Standard);
    let turns = start.legal_turns();
    let ranked = |scores: &[f64]| -> Vec<(Turn, f64)> {
        turns.iter().copied().zip(scores.iter().copied()).collect()
    };
    let lost = -RIVAL_WIN_BOUND - 5.0;
    // Two turns not lost among the best three: only they are drawn.
    let some_lost = ranked(&[0.5, 0.2, lost, lost]);
    for seed in 0..16 {
        let (turn, score) = drawn(&some_lost, 3, seed).expect("a draw");
        assert!(score > lost && (turn == turns[0] || turn == turns[1]));
    }
    // One turn not lost: it is played, nothing drawn.
    assert!(drawn(&ranked(&[0.5, lost, lost]), 3, 1).is_none());
    // Every turn lost: drawn among them all the same.
    assert!(drawn(&ranked(&[lost, lost, lost]), 3, 1).is_some());
    // A win found: played, nothing drawn; a choice of one draws nothing.
    assert!(drawn(&ranked(&[RIVAL_WIN_BOUND + 5.0, 0.0]), 3, 1).is_none());
    assert!(drawn(&ranked(&[0.5, 0.2]), 1, 1).is_none());
    assert!(drawn(&[], 3, 1).is_none());
}
