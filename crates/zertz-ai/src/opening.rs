//! Opening knowledge: what published analysis has proved about the first turn.
//!
//! On 37 rings in the standard game, a first turn that removes an edge ring other than a
//! corner loses by force: the second player can give away up to six marbles, isolate two
//! whites and empty the board, then do it again (Karina, "How to force a win in Zértz",
//! boardgamestrategy.blogspot.com, July 2010). The bot's first turn there therefore removes a
//! corner ring. (The same analysis finds 13 safe cells for the marble after a corner removal.)
//!
//! Two more rules, not proved, are on for every level since stop 70 (each an engine option,
//! measured together against the sparring robot at 5 s a turn: 182 of 200 games, 91.0 %,
//! where hard without them won 420 of 500; over six seeds, stops 70 to 76, 619 of 700,
//! 88.4 %, against 511 of 600 without, 1.7 standard errors, a gain not shown at 95 % and no
//! loss shown; on one seed the same day, stop 72, 91 of 100 with them and 91 without):
//!
//! - the first player's first marble stands four rings or more from the corner removed
//!   ([`crate::search::SearchParams::first_far`], [`far_enough`]): the analysis finds only
//!   13 of the cells safe there without listing them in words, and hard as the first player
//!   lost 10 of 25 games against the robot with its marble nearer, 3 of 25 farther;
//! - the second player's first turn hands the opponent no capture where it can
//!   ([`crate::search::SearchParams::quiet_reply`], [`asks_quiet_reply`]): hard's sacrificing
//!   answers there lost more often. (The robot's first turns remove edge rings that are not
//!   corners, after which the analysis above has the second player win by force, through
//!   sacrifices; hard does not find that line, and answering quietly lost fewer games.)
//!
//! A third, measured against hard itself, is on for every level since stop 89: the first
//! player's first marble is white or black, not grey
//! ([`crate::search::SearchParams::first_marbles`], [`colour_allowed`]). Hard's search,
//! seeing no capture within its reach on the full board, is left to choose the colour by
//! small differences; at a tenth of a second a turn it chose grey every time, and its first
//! player then won about one game in four against itself, against two in five with white or
//! black (`crate::search::FIRST_MARBLES`).
//!
//! A fourth, also measured against hard itself, is on for every level since stop 93: the
//! first player's first turn is the book's, [`BOOK_TURN`] (a white marble on b5, the corner
//! a1 removed: on the edge, four rings from the corner), or one of its images under the
//! board's twelve symmetries ([`crate::search::SearchParams::first_book`], [`book_turns`]).
//! It applies after the three rules above, which its turns all keep: where engine options set
//! them so that they leave its turns out, it has no say. Of the first turns hard's search
//! plays, it won most often as the first player against itself (`crate::search::FIRST_BOOK`).

use zertz_engine::{Bitboard, Board, Cell, Direction, GameType, Marble, Position, Turn};

/// Whether the book allows `turn` in `position`: every turn but a first turn on the standard
/// 37-ring board that removes a ring with more than three neighbours (not a corner).
pub(crate) fn allowed(position: &Position, turn: &Turn) -> bool {
    if !is_standard_start(position) {
        return true;
    }
    match turn {
        Turn::Place {
            remove: Some(ring), ..
        } => (Bitboard::from_cell(*ring).neighbours() & position.rings()).count() == 3,
        _ => true,
    }
}

/// Whether `position` is the start of the standard game on 37 rings, where the book's rules
/// on the first turn apply.
pub(crate) fn is_standard_start(position: &Position) -> bool {
    position.board() == Board::Rings37
        && position.game_type() == GameType::Standard
        && *position == Position::new(Board::Rings37, GameType::Standard)
}

/// Whether `turn` keeps the first marble at least `rings` rings from the corner it removes:
/// every turn but a first turn on the standard 37-ring board that places nearer (the distance
/// counted on the whole board, the removed ring included).
pub(crate) fn far_enough(position: &Position, turn: &Turn, rings: u8) -> bool {
    if !is_standard_start(position) {
        return true;
    }
    let Turn::Place {
        at,
        remove: Some(ring),
        ..
    } = turn
    else {
        return true;
    };
    // The cells fewer than `rings` steps from the ring removed.
    let cells = position.board().cells();
    let mut near = Bitboard::from_cell(*ring);
    for _ in 1..rings {
        near = (near | near.neighbours()) & cells;
    }
    !near.contains(*at)
}

/// Whether `turn` keeps the first marble at most `rings` rings from the corner it removes:
/// every turn but a first turn on the standard 37-ring board that places farther (counted as
/// [`far_enough`] counts).
pub(crate) fn near_enough(position: &Position, turn: &Turn, rings: u8) -> bool {
    match turn {
        Turn::Place {
            remove: Some(_), ..
        } if is_standard_start(position) => !far_enough(position, turn, rings.saturating_add(1)),
        _ => true,
    }
}

/// Whether `turn` places a first marble of one of `colours` (a set of colour bits: white 1,
/// grey 2, black 4, as [`Marble::index`] numbers them): every turn but a first turn on the
/// standard 37-ring board that places another colour.
pub(crate) fn colour_allowed(position: &Position, turn: &Turn, colours: u8) -> bool {
    match turn {
        Turn::Place { marble, .. } if is_standard_start(position) => {
            colours & colour_bit(*marble) != 0
        }
        _ => true,
    }
}

/// The bit of `marble` in a set of colours.
pub(crate) const fn colour_bit(marble: Marble) -> u8 {
    1 << marble.index()
}

/// The book's first turn on the standard 37-ring board ([`book_turns`]): a white marble on
/// the edge four rings from the corner removed, the first turn with which hard's first player
/// won most often against itself at a tenth of a second a turn (stop 93).
pub(crate) const BOOK_TURN: &str = "Wb5-a1";

/// The book's first turn and its images under the board's twelve symmetries (six turns of the
/// board, each with or without a reflection) at the start of the standard game on 37 rings;
/// elsewhere none (no rule). See [`crate::search::SearchParams::first_book`].
pub(crate) fn book_turns(position: &Position) -> Vec<Turn> {
    let mut turns = Vec::new();
    if !is_standard_start(position) {
        return turns;
    }
    let board = position.board();
    let (Ok(book), Some(centre)) = (position.parse_turn(BOOK_TURN), board.parse_cell("d4")) else {
        return turns;
    };
    let Turn::Place {
        marble,
        at,
        remove: Some(ring),
    } = book
    else {
        return turns;
    };
    let (Some(to_at), Some(to_ring)) = (path(board, centre, at), path(board, centre, ring)) else {
        return turns;
    };
    for mirrored in [false, true] {
        for turned in 0..6 {
            let image = |steps: &[Direction]| {
                let mut cell = centre;
                for &step in steps {
                    let number = if mirrored {
                        (6 - step.number()) % 6
                    } else {
                        step.number()
                    };
                    cell = cell.step(Direction::ALL[usize::from((number + turned) % 6)]);
                }
                board.has(cell).then_some(cell)
            };
            if let (Some(at), Some(ring)) = (image(&to_at), image(&to_ring)) {
                let turn = Turn::Place {
                    marble,
                    at,
                    remove: Some(ring),
                };
                if !turns.contains(&turn) && position.check(turn).is_ok() {
                    turns.push(turn);
                }
            }
        }
    }
    turns
}

/// The steps of a shortest way from `from` to `to` over the cells of `board`, or None.
fn path(board: Board, from: Cell, to: Cell) -> Option<Vec<Direction>> {
    // Breadth first from `from`, each cell reached with the step that reached it.
    let mut reached: [Option<(Cell, Direction)>; 128] = [None; 128];
    let mut frontier = vec![from];
    let mut seen = Bitboard::from_cell(from);
    while !frontier.is_empty() && !seen.contains(to) {
        let mut next = Vec::new();
        for cell in frontier {
            for dir in Direction::ALL {
                let neighbour = cell.step(dir);
                if board.has(neighbour) && !seen.contains(neighbour) {
                    seen = seen.with(neighbour);
                    reached[usize::from(neighbour.index())] = Some((cell, dir));
                    next.push(neighbour);
                }
            }
        }
        frontier = next;
    }
    let mut steps = Vec::new();
    let mut cell = to;
    while cell != from {
        let (before, dir) = reached[usize::from(cell.index())]?;
        steps.push(dir);
        cell = before;
    }
    steps.reverse();
    Some(steps)
}

/// Whether `position` is the second player's first turn on the standard 37-ring board (one
/// marble placed, one ring removed), where [`crate::search::SearchParams::quiet_reply`]
/// keeps only the placements that hand the opponent no capture.
pub(crate) fn asks_quiet_reply(position: &Position) -> bool {
    position.board() == Board::Rings37
        && position.game_type() == GameType::Standard
        && position.rings().count() == 36
        && position.vacant().count() == 35
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_turn_on_37_rings_removes_a_corner() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        let mut removals = Vec::new();
        start.for_each_legal_turn(|turn| {
            if allowed(&start, &turn)
                && let Turn::Place {
                    remove: Some(ring), ..
                } = turn
            {
                removals.push(start.board().name(ring).to_string());
            }
        });
        removals.sort();
        removals.dedup();
        assert_eq!(removals, ["a1", "a4", "d1", "d7", "g1", "g4"]);
        // Other boards, blitz and later turns are free.
        let blitz = Position::new(Board::Rings37, GameType::Blitz);
        let edge = blitz.parse_turn("Wd4-a2").expect("legal");
        assert!(allowed(&blitz, &edge));
        let later = start
            .play(start.parse_turn("Wd4-a1").expect("legal"))
            .expect("plays");
        let edge = later.parse_turn("Gc3-a2").expect("legal");
        assert!(allowed(&later, &edge));
    }

    #[test]
    fn a_far_first_marble_stands_that_many_rings_from_the_corner_removed() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        let turn = |text: &str| start.parse_turn(text).expect("legal");
        // From a1: b2 is one ring away, d4 three, e4 four, g4 six.
        assert!(!far_enough(&start, &turn("Wb2-a1"), 2));
        assert!(far_enough(&start, &turn("Wb2-a1"), 1));
        assert!(!far_enough(&start, &turn("Gd4-a1"), 4));
        assert!(far_enough(&start, &turn("Gd4-a1"), 3));
        assert!(far_enough(&start, &turn("Ge4-a1"), 4));
        assert!(!far_enough(&start, &turn("Ge4-a1"), 5));
        assert!(far_enough(&start, &turn("Bg4-a1"), 6));
        // The cells at least four rings from a corner: 21 of the 36 left.
        let mut far = Vec::new();
        start.for_each_legal_turn(|t| {
            if let Turn::Place {
                at,
                remove: Some(ring),
                ..
            } = t
                && start.board().name(ring).to_string() == "a1"
                && far_enough(&start, &t, 4)
            {
                far.push(at);
            }
        });
        far.sort_by_key(|c| c.index());
        far.dedup();
        assert_eq!(far.len(), 21);
        // Later turns, blitz and other boards are free.
        let later = start.play(turn("Wd4-a1")).expect("plays");
        assert!(far_enough(
            &later,
            &later.parse_turn("Gb1-a2").expect("legal"),
            6
        ));
        let blitz = Position::new(Board::Rings37, GameType::Blitz);
        assert!(far_enough(
            &blitz,
            &blitz.parse_turn("Wb2-a1").expect("legal"),
            6
        ));
    }

    #[test]
    fn a_near_first_marble_stands_at_most_that_many_rings_from_the_corner_removed() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        let turn = |text: &str| start.parse_turn(text).expect("legal");
        // From a1: e4 is four rings away, f4 five, g4 six.
        assert!(near_enough(&start, &turn("Ge4-a1"), 5));
        assert!(near_enough(&start, &turn("Gf4-a1"), 5));
        assert!(!near_enough(&start, &turn("Gg4-a1"), 5));
        assert!(near_enough(&start, &turn("Gg4-a1"), 6));
        assert!(!near_enough(&start, &turn("Ge4-a1"), 3));
        // Later turns and blitz are free.
        let later = start.play(turn("Wg4-a1")).expect("plays");
        assert!(near_enough(
            &later,
            &later.parse_turn("Gg1-a2").expect("legal"),
            1
        ));
        let blitz = Position::new(Board::Rings37, GameType::Blitz);
        assert!(near_enough(
            &blitz,
            &blitz.parse_turn("Wg4-a1").expect("legal"),
            1
        ));
    }

    #[test]
    fn a_first_marble_keeps_to_the_colours_allowed() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        let turn = |pos: &Position, text: &str| pos.parse_turn(text).expect("legal");
        let not_black = colour_bit(Marble::White) | colour_bit(Marble::Grey);
        assert!(colour_allowed(&start, &turn(&start, "We4-a1"), not_black));
        assert!(colour_allowed(&start, &turn(&start, "Ge4-a1"), not_black));
        assert!(!colour_allowed(&start, &turn(&start, "Be4-a1"), not_black));
        let black = colour_bit(Marble::Black);
        assert!(colour_allowed(&start, &turn(&start, "Be4-a1"), black));
        assert!(!colour_allowed(&start, &turn(&start, "We4-a1"), black));
        // Later turns and blitz are free.
        let later = start.play(turn(&start, "We4-a1")).expect("plays");
        assert!(colour_allowed(&later, &turn(&later, "Wb1-a2"), black));
        let blitz = Position::new(Board::Rings37, GameType::Blitz);
        assert!(colour_allowed(&blitz, &turn(&blitz, "We4-a1"), black));
    }

    #[test]
    fn the_book_turn_has_twelve_images_each_a_white_on_the_edge_four_rings_from_a_corner() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        let board = start.board();
        let turns = book_turns(&start);
        let mut names: Vec<String> = turns
            .iter()
            .map(|turn| turn.display(board).to_string())
            .collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 12, "{names:?}");
        // The book's turn and its reflection in the line through a1 and the centre.
        assert!(names.contains(&"Wb5-a1".to_string()), "{names:?}");
        assert!(names.contains(&"We1-a1".to_string()), "{names:?}");
        let on_edge =
            |cell: Cell| (Bitboard::from_cell(cell).neighbours() & board.cells()).count() < 6;
        for turn in &turns {
            let Turn::Place {
                marble,
                at,
                remove: Some(ring),
            } = *turn
            else {
                panic!("a placement: {turn:?}");
            };
            assert_eq!(marble, Marble::White);
            assert!(allowed(&start, turn), "a corner removed: {turn:?}");
            assert!(far_enough(&start, turn, 4) && near_enough(&start, turn, 4));
            assert!(on_edge(at), "on the edge: {turn:?}");
            assert!(on_edge(ring));
        }
        // Each corner removed twice (the two cells four rings away on the edge).
        let mut corners: Vec<_> = turns
            .iter()
            .filter_map(|turn| match turn {
                Turn::Place { remove, .. } => *remove,
                _ => None,
            })
            .collect();
        corners.sort_by_key(|c| c.index());
        corners.dedup();
        assert_eq!(corners.len(), 6);
        // Later turns, blitz and other boards have no book.
        let later = start
            .play(start.parse_turn("Wb5-a1").expect("legal"))
            .expect("plays");
        assert!(book_turns(&later).is_empty());
        assert!(book_turns(&Position::new(Board::Rings37, GameType::Blitz)).is_empty());
        assert!(book_turns(&Position::new(Board::Rings48, GameType::Standard)).is_empty());
    }

    #[test]
    fn only_the_second_players_first_turn_on_37_rings_asks_a_quiet_reply() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        assert!(!asks_quiet_reply(&start));
        let play = |pos: &Position, text: &str| {
            pos.play(pos.parse_turn(text).expect("legal"))
                .expect("plays")
        };
        let answer = play(&start, "Gf4-g2");
        assert!(asks_quiet_reply(&answer));
        assert!(!asks_quiet_reply(&play(&answer, "Bd4-a1")));
        let blitz = Position::new(Board::Rings37, GameType::Blitz);
        assert!(!asks_quiet_reply(&play(&blitz, "Gf4-g2")));
        let larger = Position::new(Board::Rings48, GameType::Standard);
        let mut first = None;
        larger.for_each_legal_turn(|turn| {
            first.get_or_insert(turn);
        });
        let turn = first.expect("a first turn");
        assert!(!asks_quiet_reply(&larger.play(turn).expect("plays")));
    }
}
