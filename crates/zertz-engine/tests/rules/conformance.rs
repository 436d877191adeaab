//! Every position of `tests/data/reference.txt` (legal-move lists from an independent engine)
//! must give exactly the listed legal turns, in canonical notation.

use zertz_engine::{Board, Game, GameType};

struct Case {
    board: Board,
    game_type: GameType,
    moves: String,
    legal: Vec<String>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("../data/reference.txt");
    let mut cases = Vec::new();
    let mut lines = text.lines().filter(|l| !l.starts_with('#')).peekable();
    while let Some(line) = lines.next() {
        if line.trim().is_empty() {
            continue;
        }
        let mut board = None;
        let mut game_type = None;
        for field in line.split_whitespace() {
            match field.split_once('=') {
                Some(("board", n)) => board = n.parse().ok().and_then(Board::from_rings),
                Some(("variant", v)) => game_type = v.parse().ok(),
                _ => panic!("unexpected header field {field:?}"),
            }
        }
        let moves = lines.next().expect("moves line");
        let moves = moves.strip_prefix("moves=").expect("moves=").to_string();
        let count: usize = lines
            .next()
            .and_then(|l| l.strip_prefix("legal="))
            .and_then(|n| n.parse().ok())
            .expect("legal=<n>");
        let legal: Vec<String> = (0..count)
            .map(|_| lines.next().expect("a legal turn").to_string())
            .collect();
        cases.push(Case {
            board: board.expect("board"),
            game_type: game_type.expect("variant"),
            moves,
            legal,
        });
    }
    cases
}

#[test]
fn the_file_has_positions_on_every_listed_board() {
    let cases = cases();
    assert_eq!(cases.len(), 100);
    for board in [Board::Rings37, Board::Rings48, Board::Rings61] {
        assert!(cases.iter().any(|c| c.board == board));
    }
}

#[test]
fn every_reference_position_has_exactly_the_listed_legal_turns() {
    for (i, case) in cases().iter().enumerate() {
        let mut game = Game::new(case.board, case.game_type);
        game.play_sequence(&case.moves)
            .unwrap_or_else(|e| panic!("case {i}: {e}"));
        let position = *game.position();
        let mut ours: Vec<String> = game
            .legal_turns()
            .into_iter()
            .map(|t| position.format_turn(t))
            .collect();
        ours.sort();
        if ours != case.legal {
            let missing: Vec<_> = case
                .legal
                .iter()
                .filter(|t| !ours.contains(t))
                .take(5)
                .collect();
            let extra: Vec<_> = ours
                .iter()
                .filter(|t| !case.legal.contains(t))
                .take(5)
                .collect();
            panic!(
                "case {i} ({} {} after {:?}): {} ours vs {} listed; missing {missing:?}, extra {extra:?}",
                case.board,
                case.game_type,
                case.moves,
                ours.len(),
                case.legal.len()
            );
        }
    }
}

#[test]
fn every_listed_turn_reads_back_to_itself() {
    for case in cases().iter().step_by(7) {
        let mut game = Game::new(case.board, case.game_type);
        game.play_sequence(&case.moves).unwrap();
        let position = *game.position();
        for token in &case.legal {
            let turn = position
                .parse_turn(token)
                .unwrap_or_else(|e| panic!("{token}: {e}"));
            assert_eq!(&position.format_turn(turn), token);
        }
    }
}
