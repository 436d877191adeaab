//! The games the hard level lost to a random mover (37 rings unless said, 0.5 s a turn, issue
//! #13): from each position where the search went wrong, a search to a fixed depth must not
//! choose the turn that was played, nor miss a win it had.
//!
//! In each game the random side's replies were captures it was forced to make: the bot kept
//! handing over marbles while rating its position well. Tests run unoptimised, so the search
//! goes two placements deep (three where a win is to be found).
//!
//! Not yet solved (issue #13 stays open for them): before turn 11 of the first game and turns
//! 10, 14, 16, 18 and 20 of the second, a two-placement search still rates the turn played as
//! high as any other (a tie, so the choice is left to the seed); from turn 11 of the first
//! game the search sees about +3 for `Gc2-b5` and for its alternatives alike, even five
//! placements deep. In the game of seed 481, three placements deep (as hard searches at
//! 0.5 s a turn) the search still chooses a sacrifice to the bouncing marble before turns
//! 12 to 20 (the turn played, or the same ring with another removal), and before turn 20
//! only four placements find the win it had there (`Ge5-f4`, a win in nine plies). In the
//! game of seed 505, hard at its own limits still opens its turns 4, 6 and 8 with the same
//! sacrifices (turns 6 and 8 with a white on the same ring; two placements deep as well for
//! turns 4 and 6); only five placements see the lead lost after the third.
//! In the games of seeds 510 and 511 (stops 96 and 97), four placements deep — as hard
//! searched there — the search still chooses the turns played (or the same ring with another
//! removal) before turns 15 to 21 of the first and turn 16 of the second, where two
//! placements do not, nor five before turns 15 to 19 and 16: a line of the searcher's own
//! sacrifices, each answered by a forced capture, gives the opponent no placement of its own
//! within four; and before turn 13 of the first only five placements find the win in eleven
//! plies it had (`Ge1-c6`).

use std::time::Duration;

use zertz_ai::eval::evaluate;
use zertz_ai::search::forced_result;
use zertz_ai::{Limits, SearchParams, SearchResult, Weights, search};
use zertz_engine::{Board, GameType, Position};

/// Hard went first and lost: +3.7 after `Gc2-b5` (turn 11), −4.9 by turn 19.
const HARD_FIRST: &str = "Be6-g4 Wb2-a4 Wd5-e1 Wd2-c6 Bb3-b1 b2xb4 Bd3-d1 d2xd4xd6 e6xc5xa3 \
    Bc1-e6 Gc2-b5 c1xc3 Wa2-c5 a3xa1 Gb2-c1 b2xd4 Ba2-d2 a1xa3 Gc4-f5 d4xb4 Bc4-d6 b4xd4 \
    Gc4-d5 d4xb4 Gc4-a1 b4xd4 Wd7-e2 Gf4-e5 Bb2-e4 Gc3-c4 Bg2-g3 Gf3-g1 f4xf2 Wc2-f1 c2xa2 \
    d4xb2";

/// Hard went second and lost, two marbles up after turn 6 and handing them back one by one.
const HARD_SECOND: &str = "Gd1-f1 Bg1-c1 Gd6-g3 Bd3-g2 Wd5-e1 d6xd4xd2 d1xd3 Bc3-e2 d3xb3 \
    Bf2-f5 g1xe3 Be4-f3 e3xe5 We4-e6 e5xe3 Bb4-b5 b4xb2 Wb1-a2 b1xb3 Gc4-b1 b3xd5 Gd6-g4 \
    d5xd7 Bd3-d1 e3xc2 Wc3-f2 c2xc4 Wg1-a1 Ge5-c2 Bc6-a3 We3-a4 Gd3-d2 Gb4-b3 b4xd4 e3xc4";

/// Hard went second (spending its whole budget: `IterationShare` 100) and lost (seed 224 of
/// stop 42), feeding marble after marble to one random marble that bounced between d7 and f5.
const SEED_224: &str = "Wd5-g4 We4-a2 e4xc5 We6-a1 Bd7-c1 d7xf5 We4-g1 Be6-f1 f5xd7 Be6-f2 \
    d7xf5 Be6-g3 f5xd7 Gd4-f4 e4xc3 Ge6-b5 d7xf5 Wg2-f3 Bd1-c6 Bd5-a3 c5xe4 Gd3-b3 c3xe2 \
    Be6-b2 f5xd7 Ge3-b4 e3xe5 Bf5-c3 f5xd5 Wa4-b1 Gd3-e1 Gc2-e3 Gc4-f5 c4xe5 Bc5-e6 Gd4-c4 \
    d4xd2";

/// Hard went first and lost (seed 307 of stop 50): its eighth turn `Gd6-b4` handed a marble
/// to the random side's marble on c5, and from then on it put a marble on d6 again and again,
/// each taken at once by that marble bouncing between c5 and e6. Played on at 100 ms a turn
/// from before that turn, hard won 10 of 10 against the random side; from after its capture,
/// 1 of 10.
const SEED_307: &str = "Gc3-g1 Bf3-a4 Wf4-f5 f4xf2 Bb3-a3 b3xd3 Wc2-b1 c2xe3 f2xd4 We1-g3 Gc5-d7 \
    Wb3-c1 Bd2-g4 e1xc2 Gd6-b4 c5xe6 Bd6-b5 e6xc5 Gd6-d1 c5xe6 Bd6-d2 e6xc5 We4-g2 d4xf4 Gd6-f3 \
    c5xe6 Wc4-c5 b3xd5 Ba1-c4 Bd3-c6 c2xe3 Ba2-f1 Gb3-c2 Gd3-f2 Ge1-e2 Bd4-d6 Bb2 a1xc3xe4";

/// Hard went second and lost (seed 348 of stop 56): from its ninth turn it filled e1 four
/// turns running, each marble taken by the random side's marble bouncing between d1 and f1.
/// Played on at 0.5 s a turn with a fresh table, hard won 10 of 10 from before its eleventh
/// turn (`Ge1-c6`, the third fill) and 6 of 10 from after the capture that answered it.
const SEED_348: &str = "Bb1-a2 Bc1-b5 c1xa1 Bb2-a3 a1xc3 Bd4-b3 d4xb2 Gc3-a1 b2xd4 Wa4-b4 Bf1-g2 \
    Gd1-e6 Wg3-b1 Bf4-b2 g3xe5 Gf2-d7 f1xf3 Ge1-g4 d1xf1 We1-g1 f1xd1 Ge1-c6 d1xf1 We1-c5 f1xd1 \
    Wc3-f1 c3xe4 f3xd5xf5 Be3-c4 Wc1-d6 Ge1-d5 Gc3-f2 Gd2-e2 d1xd3xf3 Bd4-c2 c3xe4 Be5-g3 e5xe3 \
    f3xd3";

/// Hard went second and lost (seed 481 of stop 90, 0.5 s a turn, no random opening), rating
/// its position about +5 after its double capture on turn 10: on every turn from 12 to 22
/// it put a marble beside the random side's marble on the e file, each taken at once by
/// that marble bouncing between e2, e4 and e6, its principal variation ending each time in
/// the same plan, `Wd1-d2` (a white on d1 isolated and taken).
const SEED_481: &str = "Gg2-b1 We3-g4 Wc4-b5 We5-e1 Ga4-c1 Bd6-c6 d6xf4 We2-c2 e2xe4 \
    f4xd4xb4 a4xc4 Bf3-a1 g2xe4 Ge3-d7 e4xe2 Be3-g1 e2xe4 Be5-g3 e4xe6 Ge5-a2 e6xe4 \
    Be5-f5 e5xe3 Gd3-d2 d3xf3 Wf2-f1 f2xf4 Wd1-g2 Ge6-d3 Gb2-c3 Bd6-f3 e6xc5 Gd6-d4 c5xe6 \
    Bd6-f2 e6xc5 Be5-d6 Be2-e3 Bb3-a4 b3xd5 e5xc4";

/// Hard went second and lost (seed 505 of stop 94, hard's own limits, no random opening):
/// its turns 4, 6 and 8 each left the random side a single capture, the search rating each
/// about +100 four placements deep; five placements deep (about 30 s here) the position
/// after the third, `Gb3-d1`, and its capture is −104 at best for hard, and from turn 10 on
/// its sacrifices were each taken the same way.
const SEED_505: &str = "Bg1-c1 Gc4-g2 Ge3-a2 Bf1-b1 g1xe1 Gd1-c2 d1xf1 Gb3-d1 b3xd5 Bg1-g3 \
    g1xe1 Bf1-g4 e1xg1 Wa1-b2 Ga4-f5 Bd3-e1 d3xf3 Wd6-d7 d6xd4 Bb5-a3 a4xc6 Wb5-b3 c6xa4 \
    Bd5-b4 d5xd3 Bb5-f4 a4xc6 Wa4-b5 We6-f1 Wc4-c3 Ge4-e2 f3xd5 c4xe5";

/// Hard went first and lost (seed 510 of stop 96, hard's own limits, no random opening):
/// before turn 13 a search five placements deep finds a win in eleven plies (`Ge1-c6`); hard,
/// four deep, played `We1-g1`, and then put a marble on d2 four turns running (turns 15 to
/// 21), each taken at once by the random side's marble bouncing between c2 and e1.
const SEED_510: &str = "Wb5-a1 Bg2-f5 Wg1-d7 g1xg3 Bf4-a2 g3xe5 Gc5-b2 b5xd5 e5xc4 Bc2-b1 \
    We2-c1 Bd6-d1 We1-g1 e1xe3 Bd2-a3 c2xe1 Bd2-a4 e1xc2 Gd2-b4 c2xe1 Gd2-g3 e1xc2 Bd3-e6 \
    d3xf3 Gf2-g4 f2xf4 Gd4-e1 c4xe3 Bd2-e5 Bg2-f1 Wc5-c6 Wc3-f2 c2xc4 c5xc3";

/// Hard went second and lost (seed 511 of stop 97, 0.5 s a turn, no random opening): before
/// turn 16 a search five placements deep rates `Bd4-e6` +217; hard, four deep, played the
/// sacrifice `Wd7-d5` (+78 to it), five deep −88 a turn later, and from then on handed over a
/// marble nearly every turn, twice refilling the ring the random marble had just jumped over.
const SEED_511: &str = "Gf1-f5 We4-e1 Ba3-g4 Bb3-f4 a3xc3 Be3-e5 e4xe2 f1xd3xb3 Bb5-e4 Ga4-f3 \
    a4xc6 Ga2-g1 a2xc4 Wc5-a4 c5xc3 Wd7-d5 d7xb5 Bc6-d6 b5xd7 Wd4-g3 d4xb2 Gc2-a2 b2xd2 Bc2-b5 \
    d2xb2 Wb1-c6 b1xb3 We6-g2 Bc1-f1 Ba1-c5 Gd1-a3 d1xb1 a1xc1";

/// Hard went first and lost (seed 516 of stop 97, 1 s a turn, no random opening): from its
/// second turn on nearly every placement it made handed the random side a capture (eleven in
/// all), its score at 1 s falling from +349 before turn 7 to −493 before turn 19.
const SEED_516: &str = "We1-a1 Wa2-d7 Be2-e6 e1xe3 Wg1-b1 Bf4-f1 Ge5-e1 e5xg3 Bb2-e2 a2xc2 \
    Wg2-f2 g2xg4 Gd3-f5 d3xf3 Gg2-g3 g2xe4 Wb2-e5 b2xd2 Bf4-b2 f4xd4 Ge3-f4 e3xc4 Bd4-a2 d4xb4 \
    Bc5-b3 b4xd6 Wg2-f3 Gc4-c3 Gb5-a4 Gd4-e4 c4xe3 Gc4-d1 Ba3-c1 Bd3-c2 d2xd4xb4 a3xc5";

/// Hard went first and lost on 48 rings (seed 556 of stop 104, game 393, 0.5 s a turn, no
/// random opening): from turn 13 on it handed over a marble nearly every turn, with a5 left
/// alone and vacant from turn 14 (a marble for whoever fills it), and the random side's
/// marble bounced between a1 and a3 over the a2 it kept refilling.
const SEED_556: &str = "Gc3-e1 Be5-g1 Gc1-f1 Wa5-d1 Wg4-c7 Wd8-b6 Ge6-e7 e6xe4 Ba4-c6 a5xa3 \
    Bd7-a4 d8xd6 Ga2-b5 a3xa1 Ge6-c5 d6xf6 Gh3-d8 h3xf5 f6xf4xd4xb2 a1xc3 Bb1-d7 c1xa1 Ba2-b4 \
    a1xa3 Ga2-b1 a3xa1 Gc2-c4 c3xc1 Wa5-a3 Wh1-h2 Wg4-e6 Bf2-d6 Bf6-d5 Bg2-b3 g2xe2 Bh3-d2 \
    h3xf5 f6xf4";

/// The position before turn `index` (from 0) of `game` on 37 rings, and the turn played there.
fn before(game: &str, index: usize) -> (Position, String) {
    before_on(Board::Rings37, game, index)
}

/// [`before`] on the board `board`.
fn before_on(board: Board, game: &str, index: usize) -> (Position, String) {
    let turns: Vec<&str> = game.split_whitespace().collect();
    let position = Position::new(board, GameType::Standard);
    (
        after_turns(position, &turns[..index]),
        turns[index].to_string(),
    )
}

/// `position` after the turns `turns`, each legal where it is played.
fn after_turns(mut position: Position, turns: &[&str]) -> Position {
    for text in turns {
        let turn = position.parse_turn(text).expect("the turns are legal");
        position = position.play(turn).expect("the turns are legal");
    }
    position
}

/// A search of `depth` placements with a generous clock (depth, not time, ends it).
fn to_depth(position: &Position, depth: u32) -> SearchResult {
    to_depth_with(position, depth, SearchParams::default())
}

/// [`to_depth`] with the search parameters `params`.
fn to_depth_with(position: &Position, depth: u32, params: SearchParams) -> SearchResult {
    to_depth_weighted(position, depth, params, None)
}

/// [`to_depth_with`] with the evaluation's weights `weights` (None: the board's own).
fn to_depth_weighted(
    position: &Position,
    depth: u32,
    params: SearchParams,
    weights: Option<Weights>,
) -> SearchResult {
    let mut limits = Limits::new(Duration::from_secs(600))
        .with_max_depth(depth)
        .with_table_mib(4);
    limits.params = params;
    limits.weights = weights;
    search(position, &limits).expect("the position has legal turns")
}

/// Asserts that a search of two placements from before turn `index` rates the turn played
/// strictly below the turn it chooses (a tie would leave the choice to chance).
fn avoids(game: &str, index: usize) {
    avoids_with(Board::Rings37, game, index, SearchParams::default(), None);
}

/// [`avoids`] on the board `board`, searching with `params` and `weights` (None: the
/// board's own); the search's result.
fn avoids_with(
    board: Board,
    game: &str,
    index: usize,
    params: SearchParams,
    weights: Option<Weights>,
) -> SearchResult {
    let (position, played) = before_on(board, game, index);
    let result = to_depth_weighted(&position, 2, params, weights);
    let chosen = position.format_turn(result.turn);
    assert_ne!(chosen, played, "turn {} ({played}) chosen again", index + 1);
    let turn = position
        .parse_turn(&played)
        .expect("the game's turns are legal");
    let after = position.play(turn).expect("the game's turns are legal");
    // The opponent's reply searched one placement less deep: the played turn's value.
    let reply = to_depth_weighted(&after, 1, params, weights);
    let value = -reply.score;
    assert!(
        value < result.score,
        "turn {} ({played}) rated {value}, not below {chosen} at {}",
        index + 1,
        result.score
    );
    result
}

#[test]
fn hard_first_does_not_walk_on_into_the_captures() {
    avoids(HARD_FIRST, 14);
    avoids(HARD_FIRST, 18);
    avoids(HARD_FIRST, 22);
}

#[test]
fn hard_second_does_not_hand_over_the_last_lead() {
    avoids(HARD_SECOND, 21);
}

#[test]
fn hard_does_not_feed_the_bouncing_marble() {
    for index in [14, 16, 18, 20] {
        avoids(SEED_307, index);
    }
    for index in [21, 23] {
        avoids(SEED_348, index);
    }
}

/// In the game of seed 481, a two-placement search (as the tests run) plays the plan
/// itself, `Wd1-d2`, before turns 14 to 24 and rates each sacrifice played below it.
#[test]
fn hard_does_not_feed_the_marble_on_the_e_file() {
    for index in [13, 15, 17, 19, 21, 23] {
        avoids(SEED_481, index);
    }
}

/// In the game of seed 505, a two-placement search rates below its own choice the third
/// sacrifice (`Gb3-d1`, turn 8), those of turns 10 and 12 (where it prefers the quiet
/// `Wa1-b2`), and those of turns 16, 20 and 22. Turns 4 and 6 (`Bf1-b1`,
/// `Gd1-c2`) it still plays, or ties with the same ring in another colour: issue #13.
#[test]
fn hard_does_not_run_on_handing_over_marbles() {
    for index in [7, 9, 11, 15, 19, 21] {
        avoids(SEED_505, index);
    }
}

/// In the game of seed 510, a two-placement search rates each of the four refills of d2
/// (turns 15, 17, 19 and 21) below its own choice, and the sacrifice after them (turn 23).
/// Four placements deep, as hard searched there at its own limits, it still chooses a refill
/// of d2 before turns 15 to 21; five deep, before turns 15 to 19 it does not (issue #13).
#[test]
fn hard_does_not_refill_the_ring_the_marble_bounces_over() {
    for index in [14, 16, 18, 20, 22] {
        avoids(SEED_510, index);
    }
}

/// In the game of seed 511, a two-placement search rates below its own choice the first
/// sacrifice (`Wd7-d5`, turn 16) and those of turns 20 and 22. The refill of turn 18 it
/// still plays, as five placements do by then (issue #13).
#[test]
fn hard_does_not_open_the_bouncing_marble_s_run() {
    for index in [15, 19, 21] {
        avoids(SEED_511, index);
    }
}

/// In the game of seed 516, a two-placement search rates below its own choice the
/// sacrifices of turns 7, 13, 15, 17, 19 and 23; turn 21 (`Ge3-f4`) it rates as high as its
/// own choice, `Bc4-f4` (−569; by turn 23 the loss is forced).
#[test]
fn hard_does_not_hand_over_a_marble_every_turn() {
    for index in [6, 12, 14, 16, 18, 22] {
        avoids(SEED_516, index);
    }
}

/// Before turn 15 of the first game, a two-placement search chooses `Wd7-d6`, which master,
/// given 10 s, rates −192 for hard: the random side's marbles then go on a run of placements
/// each leaving hard a single capture. Searched again with the opponent's chains of
/// sacrifices extended (`SearchParams::verify_turns`, an engine option off on every level),
/// it falls by more than the margin, and another turn is chosen. Which one shows why the
/// option is off: here the game's own `Gb2-c1`, the turn hard lost with (at hard's own limits,
/// with the table of its earlier iterations, `Bb2-c1`, which master rates +113). This test
/// holds the mechanism, not the choice.
#[test]
fn the_verification_turns_away_from_a_chain_of_sacrifices() {
    let (position, _) = before(HARD_FIRST, 14);
    let plain = to_depth(&position, 2);
    assert_eq!(position.format_turn(plain.turn), "Wd7-d6");
    let verifying = SearchParams {
        verify_turns: 3,
        ..SearchParams::default()
    };
    let verified = to_depth_with(&position, 2, verifying);
    assert_ne!(verified.turn, plain.turn);
    assert!(
        verified.score < plain.score,
        "{} not below {}",
        verified.score,
        plain.score
    );
    // With no chain to extend, the verification finds what the search found.
    let no_chains = SearchParams {
        verify_chain: 0,
        ..verifying
    };
    assert_eq!(to_depth_with(&position, 2, no_chains).turn, plain.turn);
}

/// Before turn 20 of the game of seed 224, hard (two whites captured, two short of the goal of
/// four) had a win in seven turns: `Bd5-b2 c5xe4 Gd2-c5 d1xd3xb3 Gd4-b4 e4xc3xa3 …`, two
/// sacrifices each answered by the only capture there is, then its own captures to the goal. It
/// played `Bd5-a3` and lost. With two placements to go, the quick look of the second sacrifice
/// stands on the position after its capture, below alpha, and skipped it as futile; near a goal
/// such sacrifices are now searched (`SearchParams::near_goal_sacrifices`), and three
/// placements find the win.
#[test]
fn hard_finds_the_win_its_futile_sacrifices_hid() {
    let (position, played) = before(SEED_224, 19);
    assert_eq!(played, "Bd5-a3");
    let found = to_depth(&position, 3);
    assert_eq!(
        forced_result(found.score),
        Some(true),
        "score {}",
        found.score
    );
    assert_ne!(position.format_turn(found.turn), played);
    let skipping = SearchParams {
        near_goal_sacrifices: 0,
        ..SearchParams::default()
    };
    let missed = to_depth_with(&position, 3, skipping);
    assert_eq!(forced_result(missed.score), None, "score {}", missed.score);
}

/// The same win with the near-goal sacrifices searched narrowly
/// (`SearchParams::near_goal_chain`: after the rescued sacrifice and its capture, only the
/// sacrificer's placements that may hand over a capture or split a group, each with one
/// removal): the chain of sacrifices is still found — though not for fewer positions here
/// (1,042,067 against 554,295, where on the depth-3 bench it searches half as many).
#[test]
fn a_narrow_near_goal_search_still_finds_the_win() {
    let (position, played) = before(SEED_224, 19);
    let narrow = to_depth_with(
        &position,
        3,
        SearchParams {
            near_goal_chain: true,
            ..SearchParams::default()
        },
    );
    assert_eq!(
        forced_result(narrow.score),
        Some(true),
        "score {}",
        narrow.score
    );
    assert_ne!(position.format_turn(narrow.turn), played);
}

/// In game 393 of seed 556 (48 rings, the hand-set weights), before turn 17 a two-placement
/// search chooses the sacrifice played, `Gh3-d8`, with a5 standing alone and vacant: the
/// quiescence search lets whoever moves at a leaf fill it, in each colour. Filled in the one
/// colour whose capture adds most (`SearchParams::empty_fills` 1, an engine option not
/// adopted: no gain shown in matches, and no fewer games lost to chance) the search turns
/// away from the sacrifice and rates it below its choice. The mechanism, not a cure: issue #13
/// stays open for these games.
#[test]
fn one_colour_fills_turn_away_from_the_sacrifice_beside_the_lone_ring() {
    let (position, played) = before_on(Board::Rings48, SEED_556, 16);
    assert_eq!(played, "Gh3-d8");
    let one_colour = SearchParams {
        empty_fills: 1,
        ..SearchParams::default()
    };
    // The hand-set weights this game was played with (with the 48-ring weights of stop 106,
    // which count no opponent's cut, one colour's search chooses `Gh3-d8` as well).
    let hand_set = Some(Weights::default());
    let one = avoids_with(Board::Rings48, SEED_556, 16, one_colour, hand_set);
    let every = to_depth_weighted(&position, 2, SearchParams::default(), hand_set);
    assert_ne!(one.turn, every.turn);
}

/// Hard went second and lost on 48 rings (seed 569 of stop 106: two placements a turn, no
/// random opening), with the hand-set weights of then: from turn 16 it handed over a marble
/// on every turn, each run of sacrifices rated +300 to +477 and each falling a little further.
const SEED_569: &str = "Wh1-a5 Bd1-f6 Bg4-d8 Wd7-b1 Gg2-h2 h1xf3 Bg3-a2 g4xg2xe4 Gg1-b6 \
    Bf1-h1 g1xe1 d1xf1 Ba1-b5 Bb2-c1 a1xc3 Gb3-a3 b3xd3 We2-b3 e2xc3 Gc4-c2 c3xc5 Bc7-d2 \
    c7xe6 Bd4-h3 d4xf4 Ge2-c7 f1xd3 Bd6-a1 d6xb4 Bc3-e7 c3xe2 Gf2-h4 e2xg2 Wd1-e1 Wg5-c6 \
    Wd4-a4 Gg1-g3 Gf1-g4 Gd6-d7 e6xc5 b4xd6";

/// Before turn 16 of the game of seed 569 the hand-set weights' two-placement search chose
/// the sacrifice played, `Gb3-a3`, for its line `Gb3-a3 b3xd3 Wc3-b3`, whose captures
/// (`c3xe2 f1xd3`) leave the random side to move without having placed since the run began.
/// Those weights charged that side half of hard's possible cut there, which its one
/// placement parries. The 48-ring weights count the opponent's cut at nothing: there they
/// judge that side within 100 points of what its placement makes of it, and the search
/// chooses another turn.
#[test]
fn the_end_of_a_run_of_sacrifices_is_not_charged_for_a_cut_one_placement_parries() {
    let (position, played) = before_on(Board::Rings48, SEED_569, 15);
    assert_eq!(played, "Gb3-a3");
    let end = after_turns(position, &["Gb3-a3", "b3xd3", "Wc3-b3", "c3xe2", "f1xd3"]);
    assert!(!end.must_capture());
    let board = Weights::for_board(Board::Rings48);
    let charged = evaluate(&end, &Weights::default()).score;
    let judged = evaluate(&end, &board).score;
    let placed = to_depth(&end, 1).score;
    assert!(judged - charged >= 150, "{charged} against {judged}");
    assert!(
        (placed - judged).abs() < 100,
        "{judged}, after a placement {placed}"
    );
    // The hand-set weights choose the sacrifice; the board's own do not.
    let hand_set = Some(Weights::default());
    let before = to_depth_weighted(&position, 2, SearchParams::default(), hand_set);
    assert_eq!(position.format_turn(before.turn), played);
    let now = to_depth(&position, 2);
    assert_ne!(position.format_turn(now.turn), played);
}

/// Hard went first and lost on 48 rings (seed 600 of stop 109, game 157, at its own limits:
/// 1.5 s a turn, no random opening). From its fourth turn on, its search three placements
/// deep chose runs of sacrifices (before turn 7 `Bg3-d1 h2xf4 We2-d2 e2xg2 Wf5-f6`, +168, for
/// a chain it never played), the random side's replies from turn 8 on were forced captures,
/// and from turn 15 it refilled b6 seven times, one random marble bouncing between a5 and c7.
const SEED_600: &str = "Bd5-h3 Wb4-f1 Wc7-d8 Bf2-h1 Bh2-a4 Ga5-e1 Bg3-c1 h2xf4 Bd7-e2 c7xe6 \
    Gb6-a1 a5xc7 Bg1-g5 g1xe3 Gb6-d2 c7xa5 Wb6-d3 a5xc7 Bb6-g1 c7xa5 Gb6-f2 a5xc7 Gb6-f6 \
    c7xa5 Bb6-h4 a5xc7 Wb6-d1 c7xa5 Gc6-b6 Ge7-c7 e7xe5xg3 Wb1-e7 Ge6-h2 Ba3-c2 a3xc5xe4 \
    e3xe5";

/// In the game of seed 600, a two-placement search rates below its own choice each of hard's
/// sacrifices of turns 7 to 15 (the first of the run to the first refill of b6): before turn
/// 7 it chooses another turn (+25; the engine, with a larger table, `Wc2-e7`, of the same
/// score), before turn 9 the same ring in grey, and from turn 11 the quiet `Wd1-d2`. Three
/// placements deep, as hard searched at its own limits, it still chooses a sacrifice before
/// each of them, its score falling from +168 to −278 (issue #13).
#[test]
fn hard_does_not_open_a_run_of_sacrifices_on_48_rings() {
    for index in [6, 8, 10, 12, 14] {
        // Hard's own parameters: on 48 rings the player out of turn at the horizon has no
        // initiative (`HARD_PARITY_TEMPO`).
        avoids_with(
            Board::Rings48,
            SEED_600,
            index,
            zertz_ai::Level::Hard.limits().params,
            None,
        );
    }
}
