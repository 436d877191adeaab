//! Properties over random playouts on every board and game type: marbles are conserved, rings
//! never come back, the incremental hash equals the recomputed one, every generated turn reads
//! back from its notation, and every game ends with a result.

use proptest::prelude::*;
use zertz_engine::{Bitboard, Board, Game, GameType, Marble, Player, Position, Turn};

fn variants() -> Vec<(Board, GameType)> {
    let mut all: Vec<_> = Board::ALL
        .iter()
        .map(|&b| (b, GameType::Standard))
        .collect();
    all.push((Board::Rings37, GameType::Blitz));
    all
}

fn marbles_in_all(position: &Position) -> u32 {
    let on_board: u32 = Marble::ALL
        .iter()
        .map(|&m| position.marbles(m).count())
        .sum();
    on_board
        + position.pool().total()
        + position.captures(Player::One).total()
        + position.captures(Player::Two).total()
}

/// Checks every property along one random game; returns the number of turns played.
fn random_game(board: Board, game_type: GameType, seed: u64) -> usize {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::new(board, game_type);
    let total = game_type.marbles();
    for _ in 0..2000 {
        if game.outcome().is_some() {
            break;
        }
        let position = *game.position();
        let turns = game.legal_turns();
        assert!(!turns.is_empty(), "an unfinished game always has a turn");
        // parse(format(t)) = t, for all turns or a sample of large lists.
        let step = (turns.len() / 60).max(1);
        for &turn in turns.iter().step_by(step) {
            let text = position.format_turn(turn);
            let back = position
                .parse_turn(&text)
                .unwrap_or_else(|e| panic!("{text} does not read back: {e}"));
            assert_eq!(back, turn, "{text}");
        }
        let turn = turns[rng.usize(..turns.len())];
        game.play(turn).expect("a generated turn is legal");
        let next = *game.position();
        assert_eq!(marbles_in_all(&next), total, "marbles are conserved");
        assert!(
            (next.rings() & !position.rings()).is_empty(),
            "rings never come back"
        );
        assert_eq!(next.hash(), next.compute_hash(), "incremental hash");
        if let Turn::Place {
            remove: Some(r), ..
        } = turn
        {
            assert!(!next.rings().contains(r), "the removed ring is gone");
        }
        // Isolation leaves no group without a vacant ring, and the rings are in pieces
        // exactly when the position says so.
        let rings = next.rings();
        let mut rest = rings;
        let mut groups = 0;
        while let Some(cell) = rest.first() {
            let group = Bitboard::flood(Bitboard::from_cell(cell), rings);
            rest &= !group;
            groups += 1;
            assert!(!(group & next.vacant()).is_empty(), "a full group is taken");
        }
        assert_eq!(next.is_split(), groups > 1, "split after {turn:?}");
        for colour in Marble::ALL {
            let counted = next.marbles(colour).count() as u8;
            assert_eq!(
                next.marbles_on_board()[colour],
                counted,
                "{colour} on the board"
            );
        }
        let text = next.to_text();
        let read = Position::from_text(&text).expect("position text reads back");
        assert_eq!(read, next, "position text round trip: {text}");
    }
    assert!(game.outcome().is_some(), "every game ends with a result");
    game.turns().len()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, .. ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant_and_end(seed in any::<u64>()) {
        for (board, game_type) in variants() {
            let turns = random_game(board, game_type, seed);
            prop_assert!(turns > 0);
        }
    }

    #[test]
    fn arbitrary_text_never_panics_the_turn_parser(text in any::<String>(), seed in any::<u64>()) {
        let position = position_after_random_turns(seed);
        if let Ok(turn) = position.parse_turn(&text) {
            prop_assert!(position.check(turn).is_ok());
        }
    }

    #[test]
    fn notation_like_text_parses_only_to_legal_turns(
        text in "[wgbWGBa-iA-I0-9x× +,/-]{0,16}",
        seed in any::<u64>(),
    ) {
        let position = position_after_random_turns(seed);
        if let Ok(turn) = position.parse_turn(&text) {
            prop_assert!(position.check(turn).is_ok());
            let canonical = position.format_turn(turn);
            prop_assert_eq!(position.parse_turn(&canonical), Ok(turn));
        }
    }

    #[test]
    fn arbitrary_text_never_panics_the_position_reader(text in any::<String>()) {
        let _ = Position::from_text(&text);
    }

    #[test]
    fn mutated_position_texts_are_read_or_rejected_cleanly(
        seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
        with in "[oWGB0-9/ 12]",
    ) {
        let text = position_after_random_turns(seed).to_text();
        let mut chars: Vec<char> = text.chars().collect();
        let i = at.index(chars.len());
        chars[i] = with.chars().next().unwrap_or('o');
        let mutated: String = chars.into_iter().collect();
        if let Ok(position) = Position::from_text(&mutated) {
            prop_assert_eq!(Position::from_text(&position.to_text()), Ok(position));
            prop_assert_eq!(position.hash(), position.compute_hash());
        }
    }
}

/// A position somewhere in a random game on a board chosen by the seed.
fn position_after_random_turns(seed: u64) -> Position {
    let mut rng = fastrand::Rng::with_seed(seed);
    let variants = variants();
    let (board, game_type) = variants[rng.usize(..variants.len())];
    let mut game = Game::new(board, game_type);
    let length = rng.usize(..40);
    for _ in 0..length {
        let turns = game.legal_turns();
        if turns.is_empty() {
            break;
        }
        let turn = turns[rng.usize(..turns.len())];
        game.play(turn).expect("generated turns are legal");
    }
    *game.position()
}
