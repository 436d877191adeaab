//! The search's unit tests: its parts, each against a search without it.

use std::time::Duration;

use zertz_engine::{Board, GameType};

use super::bounce::bounces;
use super::deepening::end_pass;
use super::pruning::{QuietPlacements, Sacrifices, SharedLooks, ShortSacrifices};
use super::quiescence::Fills;
use super::root::{RootTurn, handicapped, hands_over_capture};
use super::*;
use crate::eval::{WIN_BOUND, find_cuts, multi_arc, placement_jumps, quiet_ceiling};

/// A middle-game position on 37 rings, with sacrifices to choose from.
fn middle_game() -> Position {
    let mut pos = Position::new(Board::Rings37, GameType::Standard);
    for text in ["Gd2-d1", "Bc6-e6", "We5-g2", "Bg4-c1"] {
        let turn = pos.parse_turn(text).expect("a legal turn");
        pos.play_unchecked(turn);
    }
    pos
}

/// Root turns of the middle game, scored `scores` in order by a pass numbered `pass`.
fn root_turns(scores: &[(i32, u32)]) -> Vec<RootTurn> {
    let mut turns = Vec::new();
    middle_game().for_each_legal_turn(|turn| turns.push(turn));
    scores
        .iter()
        .zip(turns)
        .map(|(&(score, pass), turn)| RootTurn {
            turn,
            score,
            handicap: 0,
            exact: true,
            pass,
            pv: vec![turn],
        })
        .collect()
}

#[test]
fn a_wide_pass_searches_again_what_the_narrow_one_left_in_the_table() {
    let pos = middle_game();
    let mut s = searcher(SearchParams::default(), Board::Rings37);
    let mut root = root_turns(&[(0, 0); 4000]);
    let mut nodes = Vec::new();
    for (pass, wide) in [(1, false), (2, false), (3, true), (4, true)] {
        let before = s.nodes;
        let finished = if wide {
            s.search_root_wide(&pos, &mut root, 2, pass, 0)
        } else {
            s.search_root(&pos, &mut root, 2, pass, 0)
        };
        assert!(finished);
        assert!(root.iter().all(|r| r.pass == pass));
        nodes.push(s.nodes - before);
    }
    // A narrow pass again is settled by the table; a wide one is not (it searches more
    // than the first narrow pass), until it is done once.
    assert!(nodes[1] * 2 < nodes[0], "{nodes:?}");
    assert!(nodes[2] > nodes[0], "{nodes:?}");
    assert!(nodes[3] * 2 < nodes[2], "{nodes:?}");
}

#[test]
fn a_pass_stopped_early_ranks_the_turns_it_reached_first() {
    let mut done = None;
    // Pass 3 reached two turns before the clock ran out: they come first, best first,
    // and the others' scores (from pass 2) are no longer exact.
    let mut root = root_turns(&[(50, 2), (10, 3), (90, 2), (30, 3)]);
    let (reached_best, reached_other) = (root[3].turn, root[1].turn);
    end_pass(&mut root, 3, false, (2, 1), &mut done);
    let (depth, ranked) = done.take().expect("a result");
    assert_eq!(depth, 1);
    assert_eq!(ranked[0].turn, reached_best);
    assert_eq!(ranked[1].turn, reached_other);
    assert_eq!(ranked[2].score, 90);
    assert!(ranked[0].exact && !ranked[2].exact && !ranked[3].exact);
    // A pass that reached nothing leaves the result of the pass before it.
    let mut root = root_turns(&[(50, 2), (10, 2)]);
    end_pass(&mut root, 3, false, (2, 2), &mut done);
    assert!(done.is_none());
    // A finished pass is the result at its own depth, best first.
    let mut root = root_turns(&[(50, 4), (70, 4), (60, 4)]);
    end_pass(&mut root, 4, true, (2, 2), &mut done);
    let (depth, ranked) = done.expect("a result");
    assert_eq!(depth, 2);
    let scores: Vec<i32> = ranked.iter().map(|r| r.score).collect();
    assert_eq!(scores, [70, 60, 50]);
}

/// A searcher ready to search without a time limit, with `params`.
pub(super) fn searcher(params: SearchParams, board: zertz_engine::Board) -> Searcher {
    let mut searcher = Searcher::new(1);
    searcher.deadline = Instant::now() + Duration::from_secs(60);
    searcher.node_limit = u64::MAX;
    searcher.weights = Weights::for_board(board);
    searcher.params = params;
    searcher
}

#[test]
fn the_opening_share_lasts_the_game_s_first_placements_and_is_off_by_default() {
    let mut game = zertz_engine::Game::new(Board::Rings37, GameType::Standard);
    let params = SearchParams {
        opening_share: 100,
        opening_turns: 2,
        ..SearchParams::default()
    };
    let opening = searcher(params, Board::Rings37);
    let default = searcher(SearchParams::default(), Board::Rings37);
    let mut shares = Vec::new();
    for placed in 0..3 {
        shares.push(opening.share(game.position()));
        assert_eq!(default.share(game.position()), ITERATION_SHARE);
        assert_eq!(game.position().rings().count(), 37 - placed);
        if placed < 2 {
            // With no marble or one on the board, every turn places and removes a ring.
            game.play(game.legal_turns()[0]).expect("a legal turn");
        }
    }
    // The first two placements have the opening's share, the third not.
    assert_eq!(shares, [100, 100, ITERATION_SHARE]);
    // No level searches with it.
    for level in crate::Level::ALL {
        assert_eq!(level.limits().params.opening_turns, 0, "{level}");
    }
}

#[test]
fn a_sacrifice_at_the_horizon_does_not_earn_the_sacrificer_the_initiative() {
    let credited = SearchParams::default();
    let uncredited = crate::Level::Easy.limits().params;
    assert_eq!(credited.horizon_tempo, 100);
    assert_eq!(uncredited.horizon_tempo, 50);
    assert_eq!(crate::Level::Medium.limits().params.horizon_tempo, 50);
    let tempo = Weights::for_board(Board::Rings37).tempo;
    let mut with = searcher(credited, Board::Rings37);
    let mut without = searcher(uncredited, Board::Rings37);
    let (mut sacrifices, mut exact) = (0, 0);
    for pos in crate::eval::tests::random_positions(Board::Rings37, 3) {
        if pos.must_capture() || pos.is_finished() {
            continue;
        }
        pos.for_each_legal_turn(|turn| {
            let mut child = pos;
            child.play_unchecked(turn);
            if turn.is_capture() || !child.must_capture() {
                return;
            }
            // The value of the sacrifice for the sacrificer, one placement from the
            // horizon, with and without the initiative after the capture.
            let credited = -with.negamax(&child, 0, -INFINITY, INFINITY, 1, false);
            let plain = -without.negamax(&child, 0, -INFINITY, INFINITY, 1, false);
            assert!(plain <= credited, "{} after {turn:?}", pos.to_text());
            sacrifices += 1;
            if credited - plain == 2 * tempo * 50 / 100 {
                exact += 1;
            }
        });
    }
    assert!(sacrifices > 100, "{sacrifices} sacrifices");
    // Mostly the capture answers, the sacrificer stands: the initiative's worth apart.
    assert!(exact * 2 > sacrifices, "{exact} of {sacrifices}");
}

#[test]
fn the_player_out_of_turn_at_the_horizon_keeps_the_parity_share_of_the_initiative() {
    let with = |parity_tempo| SearchParams {
        parity_tempo,
        ..SearchParams::default()
    };
    // Hard gives it to the other player (from 40 rings on); every other level keeps it all.
    for level in crate::Level::ALL {
        let share = if level == crate::Level::Hard {
            HARD_PARITY_TEMPO
        } else {
            100
        };
        assert_eq!(level.limits().params.parity_tempo, share, "{level}");
        assert_eq!(level.limits().params.parity_tempo_rings, 40, "{level}");
    }
    // The quick hint searches as hard does.
    assert_eq!(Limits::strongest().params.parity_tempo, HARD_PARITY_TEMPO);
    let tempo = Weights::for_board(Board::Rings37).tempo;
    let mut plain = searcher(with(100), Board::Rings37);
    let mut parity = searcher(with(50), Board::Rings37);
    let mut horizon = searcher(
        SearchParams {
            horizon_tempo: 50,
            ..SearchParams::default()
        },
        Board::Rings37,
    );
    let (mut sacrifices, mut quiet, mut exact) = (0, 0, 0);
    for pos in crate::eval::tests::random_positions(Board::Rings37, 3) {
        if pos.must_capture() || pos.is_finished() {
            continue;
        }
        // With no capture along the line, the player to move at the horizon is in turn:
        // they lose nothing (their opponent may, after a fill).
        parity.flips = 0;
        let own = parity.negamax(&pos, 0, -INFINITY, INFINITY, 1, false);
        assert!(own >= plain.negamax(&pos, 0, -INFINITY, INFINITY, 1, false));
        // After one capture they are out of turn.
        parity.flips = 1;
        let out = parity.negamax(&pos, 0, -INFINITY, INFINITY, 1, false);
        let full = plain.negamax(&pos, 0, -INFINITY, INFINITY, 1, false);
        assert!(out <= full, "{}", pos.to_text());
        quiet += 1;
        exact += usize::from(full - out == 2 * tempo * 50 / 100);
        parity.flips = 0;
        // A sacrifice on the last placement, no capture before it: the sacrificer moves out
        // of turn after the capture, as the horizon's own share has it.
        pos.for_each_legal_turn(|turn| {
            let mut child = pos;
            child.play_unchecked(turn);
            if turn.is_capture() || !child.must_capture() {
                return;
            }
            let by_parity = parity.negamax(&child, 0, -INFINITY, INFINITY, 1, false);
            let by_horizon = horizon.negamax(&child, 0, -INFINITY, INFINITY, 1, false);
            assert_eq!(by_parity, by_horizon, "{} after {turn:?}", pos.to_text());
            sacrifices += 1;
        });
    }
    assert!(
        sacrifices > 100 && quiet > 20,
        "{sacrifices} sacrifices, {quiet} positions"
    );
    // Mostly the player out of turn stands: the initiative's worth apart.
    assert!(exact * 2 > quiet, "{exact} of {quiet}");
    assert_eq!(parity.flips, 0);
}

#[test]
fn the_parity_share_applies_from_its_board_size_on() {
    let pos = middle_game();
    let at = |parity_tempo, parity_tempo_rings| {
        let limits = Limits {
            max_depth: Some(3),
            params: SearchParams {
                parity_tempo,
                parity_tempo_rings,
                ..SearchParams::default()
            },
            ..Limits::new(Duration::from_secs(60))
        };
        search(&pos, &limits).map(|r| (r.turn, r.score, r.nodes))
    };
    // The levels' setting, and none of it from 40 rings on, leave the 37-ring search as it
    // was.
    let shipped = at(PARITY_TEMPO, PARITY_TEMPO_RINGS);
    assert_eq!(shipped, at(0, 40));
    assert_eq!(shipped, at(100, 0));
    // From 37 rings on, the lines with a capture judge the other player: another search.
    assert_ne!(shipped.map(|r| r.2), at(0, 37).map(|r| r.2));
}

#[test]
fn the_first_iteration_credits_the_initiative_as_its_own_share_says() {
    let one_placement = |pos: &Position, params: SearchParams| {
        let limits = Limits {
            max_depth: Some(1),
            params,
            ..Limits::new(Duration::from_secs(60))
        };
        search(pos, &limits).map(|r| (r.turn, r.score))
    };
    let share = |horizon_tempo, horizon_tempo_1| SearchParams {
        horizon_tempo,
        horizon_tempo_1,
        ..SearchParams::default()
    };
    let (credited, none_first, none) = (share(100, 100), share(100, 50), share(50, 50));
    // The lower of the two applies: easy's and medium's 50 in every iteration.
    let none_either = share(50, 100);
    let (mut positions, mut changed) = (0, 0);
    for pos in crate::eval::tests::random_positions(Board::Rings37, 2) {
        if pos.must_capture() || pos.is_finished() {
            continue;
        }
        let first = one_placement(&pos, none_first);
        assert_eq!(first, one_placement(&pos, none), "{}", pos.to_text());
        assert_eq!(first, one_placement(&pos, none_either), "{}", pos.to_text());
        changed += usize::from(first != one_placement(&pos, credited));
        positions += 1;
    }
    assert!(positions > 20, "{positions}");
    // Where a sacrifice earned the initiative, the one-placement search chose otherwise.
    assert!(changed > 0, "{changed} of {positions}");
}

#[test]
fn after_a_sacrifice_and_its_capture_the_opponent_places_once_more_at_the_horizon() {
    let pos = middle_game();
    let sacrificer = pos.side_to_move();
    // Below each sacrifice, one placement from the horizon of a two-placement iteration:
    // the positions searched.
    let search = |even_horizon| {
        // Every removal searched, as medium (the level with the even horizon) does.
        let params = SearchParams {
            even_horizon,
            far_removals: 0,
            ..SearchParams::default()
        };
        let mut searcher = searcher(params, Board::Rings37);
        searcher.horizon_side = sacrificer;
        let mut sacrifices = 0;
        pos.for_each_legal_turn(|turn| {
            let mut child = pos;
            child.play_unchecked(turn);
            if turn.is_capture() || !child.must_capture() {
                return;
            }
            searcher.negamax(&child, 1, -INFINITY, INFINITY, 1, false);
            sacrifices += 1;
            assert!(
                !searcher.extended,
                "the extension is undone on the way back"
            );
        });
        (searcher.nodes, sacrifices)
    };
    let ((plain_nodes, plain), (even_nodes, even)) = (search(false), search(true));
    assert!(plain > 20, "{plain} sacrifices");
    // The opponent's extra placement is searched (the values may or may not change).
    assert!(
        even_nodes > plain_nodes + plain_nodes / 2,
        "{even_nodes} against {plain_nodes}"
    );
    assert_eq!(plain, even);
}

#[test]
fn the_even_horizon_holds_from_its_board_size_on() {
    let plain = middle_game_at_depth(SearchParams::default(), 2);
    let even = middle_game_at_depth(
        SearchParams {
            even_horizon: true,
            ..SearchParams::default()
        },
        2,
    );
    assert_ne!(
        plain.nodes, even.nodes,
        "the even horizon changes the search"
    );
    // The middle game is on 37 rings: from 37 on it has the even horizon, from 40 not.
    for (rings, expected) in [(37, &even), (40, &plain), (61, &plain)] {
        let params = SearchParams {
            even_horizon_rings: rings,
            ..SearchParams::default()
        };
        let found = middle_game_at_depth(params, 2);
        assert_eq!(
            (found.nodes, found.turn, found.score),
            (expected.nodes, expected.turn, expected.score),
            "from {rings} rings"
        );
    }
}

#[test]
fn a_sacrifice_and_its_recapture_do_not_leave_the_threatened_player_standing() {
    // Game 194 of `match --board 48 --seed 90`, medium against a random mover: medium
    // (second) stood one grey from its goal with a cut to come, and gave away ten marbles
    // in a row, each line of its two-placement search ending after its own sacrifice, the
    // capture and its recapture — with the opponent to move, judged standing on the
    // threat instead of answering it.
    let mut pos = Position::new(Board::Rings48, GameType::Standard);
    let line = "Gd4-g1 Bc2-h2 Gg4-b1 Be6-a2 Gd3-a4 c2xe3xc4 Wd2-c1 Ge5-c2 e6xe4 Ge2-f1 \
                d2xf2 Bc3-e1 c3xc5 Wc6-c7 c6xc4 Gb3-a3";
    for text in line.split_whitespace() {
        let turn = pos.parse_turn(text).expect("a legal turn");
        pos.play_unchecked(turn);
    }
    let medium = pos.side_to_move().opponent();
    assert!(pos.must_capture(), "medium's last placement is a sacrifice");
    // Medium's value of the line at its horizon (the second placement of an iteration of
    // two: medium is to move in the line's other leaves), with the hand-set weights of then
    // or the board's own.
    let value = |even_horizon, weights| {
        let params = SearchParams {
            even_horizon,
            ..crate::Level::Medium.limits().params
        };
        let mut searcher = searcher(params, Board::Rings48);
        searcher.weights = weights;
        searcher.horizon_side = medium;
        -searcher.negamax(&pos, 0, -INFINITY, INFINITY, 2, false)
    };
    let hand_set = Weights::default();
    let (standing, answered) = (value(false, hand_set), value(true, hand_set));
    assert!(standing > 800, "the threat stood on: {standing}");
    assert!(
        answered < standing - 500,
        "the threat answered: {answered} against {standing}"
    );
    // The threat was the opponent's cut, which the 48-ring weights no longer charge to a
    // player who has yet to place: standing on it, the line is no longer worth as much.
    let own = value(false, Weights::for_board(Board::Rings48));
    assert!(own < standing - 500, "{own} against {standing}");
}

#[test]
fn each_sacrifice_keeps_as_many_removals_as_the_limit_and_every_cut() {
    let pos = middle_game();
    let (loud, splitting) = (placement_jumps(&pos).0, multi_arc(pos.rings()));
    assert!(!loud.is_empty(), "the position has sacrifices");
    for limit in [0u16, 1, 2] {
        let mut sacrifices = Sacrifices::new(loud, splitting, limit);
        let mut kept = [0u16; 3 * 128];
        let mut skipped = 0;
        pos.for_each_legal_turn(|turn| {
            let beyond = sacrifices.beyond_limit(turn);
            let Turn::Place { marble, at, remove } = turn else {
                assert!(!beyond, "only placements are limited");
                return;
            };
            let cut = remove.is_some_and(|r| splitting.contains(r));
            if !loud.contains(at) || cut || limit == 0 {
                assert!(!beyond, "{turn:?} is not a limited sacrifice");
                return;
            }
            let slot = &mut kept[marble.index() * 128 + usize::from(at.index())];
            assert_eq!(beyond, *slot == limit, "{turn:?} after {slot} removals");
            if beyond {
                skipped += 1;
            } else {
                *slot += 1;
            }
        });
        assert_eq!(skipped > 0, limit > 0, "limit {limit} skips some removals");
    }
}

#[test]
fn a_sacrifice_that_fell_short_skips_only_its_far_removals_that_cut_nothing() {
    let pos = middle_game();
    let (loud, splitting) = (placement_jumps(&pos).0, multi_arc(pos.rings()));
    let mut sacrifices = Vec::new();
    pos.for_each_legal_turn(|turn| {
        if let Turn::Place { at, .. } = turn
            && loud.contains(at)
        {
            sacrifices.push(turn);
        }
    });
    let Some(&first) = sacrifices.first() else {
        panic!("the position has sacrifices");
    };
    let Turn::Place { marble, at, .. } = first else {
        panic!("a sacrifice is a placement");
    };
    let around = Bitboard::from_cell(at).neighbours();
    let mut skipped_by_reach = Vec::new();
    for (reach, near) in [
        (0, Bitboard::EMPTY),
        (1, around),
        (2, around | around.neighbours()),
    ] {
        let mut short = ShortSacrifices::new(loud, splitting, 100, reach);
        // Nothing has fallen short yet; a value less than a margin below alpha is not short.
        assert!(sacrifices.iter().all(|&t| !short.skips(t)));
        short.note(first, -50, 0);
        assert!(sacrifices.iter().all(|&t| !short.skips(t)));
        short.note(first, -100, 0);
        let (mut skipped, mut kept) = (0, 0);
        pos.for_each_legal_turn(|turn| {
            let far = match turn {
                Turn::Place {
                    marble: m,
                    at: a,
                    remove: Some(r),
                } => m == marble && a == at && !near.contains(r) && !splitting.contains(r),
                _ => false,
            };
            assert_eq!(short.skips(turn), far, "{reach}: {turn:?}");
            if far {
                skipped += 1;
            } else if let Turn::Place {
                marble: m, at: a, ..
            } = turn
                && (m, a) == (marble, at)
            {
                kept += 1;
            }
        });
        assert!(skipped > 0, "{reach}: {skipped} skipped");
        assert!(reach == 0 || kept > 0, "{reach}: {kept} kept");
        skipped_by_reach.push(skipped);
    }
    // The nearer the reach, the more removals are skipped.
    assert!(
        skipped_by_reach.windows(2).all(|w| w[0] > w[1]),
        "{skipped_by_reach:?}"
    );
    // A quiet placement never falls short.
    let mut quiet = ShortSacrifices::new(loud, splitting, 100, NEAR_REMOVALS);
    pos.for_each_legal_turn(|turn| {
        if matches!(turn, Turn::Place { at, .. } if !loud.contains(at)) {
            quiet.note(turn, -10_000, 0);
        }
    });
    assert_eq!(quiet.short, [Bitboard::EMPTY; 3]);
}

/// A two-placement search of [`middle_game`] with `params` (the end solver off).
#[test]
fn master_searches_within_64_mib() {
    let limits = crate::Level::Master.limits().with_max_nodes(300_000);
    let mut searcher = Searcher::new(limits.table_mib);
    let result = searcher.search(&middle_game(), &limits);
    assert!(result.is_some());
    let bytes = searcher.memory_bytes();
    // Its table takes what it was given; with the rest, 64 MiB at most.
    assert!(bytes >= limits.table_mib << 20, "{bytes}");
    assert!(bytes <= 64 << 20, "{bytes} bytes");
}

fn middle_game_at_depth_2(params: SearchParams) -> SearchResult {
    middle_game_at_depth(params, 2)
}

/// Positions of random games on 37 rings with a placement to make, at least 12 marbles in
/// the pool and a turn that hands over nothing, each with the first such turn.
fn positions_with_a_quiet_turn() -> impl Iterator<Item = (Position, Turn)> {
    crate::eval::tests::random_positions(Board::Rings37, 12)
        .into_iter()
        .filter(|pos| !pos.must_capture() && !pos.is_finished() && pos.pool().total() >= 12)
        .filter_map(|pos| {
            let mut quiet = None;
            pos.for_each_legal_turn(|turn| {
                if quiet.is_none() && !hands_over_capture(&pos, turn) {
                    quiet = Some(turn);
                }
            });
            quiet.map(|turn| (pos, turn))
        })
}

#[test]
fn a_sacrifice_at_the_root_must_be_found_better_by_its_handicap() {
    let at_depth_2 = |pos: &Position, root_sacrifice: u16| {
        let mut limits = Limits::new(Duration::from_secs(60)).with_max_depth(2);
        limits.params = SearchParams {
            end_pool: 0,
            root_sacrifice,
            ..SearchParams::default()
        };
        Searcher::new(4).search(pos, &limits).expect("legal turns")
    };
    let (mut checked, mut switched) = (0, 0);
    for (pos, _) in positions_with_a_quiet_turn() {
        let free = at_depth_2(&pos, 0);
        if !hands_over_capture(&pos, free.turn) || forced_result(free.score).is_some() {
            continue;
        }
        // A sacrifice chosen freely: with a handicap no gain can cover, a turn that hands
        // over nothing is chosen instead, unless every such turn loses by force; a
        // sacrifice still chosen is reported at its searched score, the handicap given
        // back.
        let handicapped = at_depth_2(&pos, 5000);
        if hands_over_capture(&pos, handicapped.turn) {
            assert!(
                (handicapped.score - free.score).abs() < 1000,
                "{}: {} against {}",
                pos.to_text(),
                handicapped.score,
                free.score
            );
        } else {
            switched += 1;
        }
        checked += 1;
        if switched == 3 {
            break;
        }
    }
    assert!(
        switched >= 3,
        "only {switched} of {checked} choices changed"
    );
}

#[test]
fn a_sacrifice_instead_of_the_plan_must_be_found_better_by_the_bar() {
    let limits = |plan_bar: u16| {
        let mut limits = Limits::new(Duration::from_secs(60)).with_max_depth(2);
        limits.params = SearchParams {
            end_pool: 0,
            plan_bar,
            ..SearchParams::default()
        };
        limits
    };
    let (mut checked, mut switched) = (0, 0);
    for (pos, planned) in positions_with_a_quiet_turn() {
        let mut searcher = Searcher::new(4);
        let free = searcher.search(&pos, &limits(5000)).expect("legal turns");
        if !hands_over_capture(&pos, free.turn) || forced_result(free.score).is_some() {
            continue;
        }
        // A plan for another position changes nothing.
        searcher.clear();
        searcher.plan = Some((pos.hash() ^ 1, planned));
        let elsewhere = searcher.search(&pos, &limits(5000)).expect("legal turns");
        assert_eq!(elsewhere.turn, free.turn, "{}", pos.to_text());
        // The plan for this position, with a bar no gain can cover: a turn that hands over
        // nothing, unless every such turn loses by force.
        searcher.clear();
        searcher.plan = Some((pos.hash(), planned));
        let held = searcher.search(&pos, &limits(5000)).expect("legal turns");
        if hands_over_capture(&pos, held.turn) {
            assert!(forced_result(held.score).is_none(), "{}", pos.to_text());
        } else {
            switched += 1;
        }
        // Without a bar the plan is ignored.
        searcher.clear();
        searcher.plan = Some((pos.hash(), planned));
        let unbarred = searcher.search(&pos, &limits(0)).expect("legal turns");
        assert_eq!(unbarred.turn, free.turn, "{}", pos.to_text());
        checked += 1;
        if switched == 3 {
            break;
        }
    }
    assert!(
        switched >= 3,
        "only {switched} of {checked} choices changed"
    );
}

#[test]
fn a_judgment_holds_no_sacrifice_to_a_plan() {
    let mut limits = crate::Level::Hard.limits();
    limits.params.plan_bar = 400;
    let judging = limits.for_judging();
    assert_eq!(judging.params.plan_bar, 0);
    // The rest of the parameters stay as they were.
    assert_eq!(
        SearchParams {
            plan_bar: 400,
            ..judging.params
        },
        limits.params
    );
}

#[test]
fn a_search_leaves_the_plan_its_line_makes_for_the_next_turn() {
    let pos = middle_game();
    let mut limits = Limits::new(Duration::from_secs(60)).with_max_depth(3);
    limits.params.end_pool = 0;
    let mut searcher = Searcher::new(4);
    let result = searcher.search(&pos, &limits).expect("legal turns");
    let [mine, answer, planned, ..] = result.pv[..] else {
        panic!("a line of three turns: {:?}", result.pv);
    };
    let next = pos
        .play(mine)
        .and_then(|p| p.play(answer))
        .expect("the line is legal");
    if next.side_to_move() == pos.side_to_move() {
        assert_eq!(searcher.plan, Some((next.hash(), planned)));
    } else {
        assert_eq!(searcher.plan, None);
    }
    // A new game forgets it.
    searcher.clear();
    assert_eq!(searcher.plan, None);
}

#[test]
fn a_handicapped_score_is_given_back_when_reported() {
    let turn = middle_game().parse_turn("Bd4-a1").expect("a legal turn");
    for (score, chosen) in [
        (120, 80),
        (-30, -70),
        (WIN - 3, WIN - 3),
        (-WIN + 5, -WIN + 5),
    ] {
        assert_eq!(handicapped(score, 40), chosen);
        let entry = RootTurn {
            turn,
            score: chosen,
            handicap: 40,
            exact: true,
            pass: 1,
            pv: vec![turn],
        };
        assert_eq!(entry.searched_score(), score);
    }
}

/// A search of [`middle_game`] `depth` placements deep with `params` (the end solver off).
fn middle_game_at_depth(params: SearchParams, depth: u32) -> SearchResult {
    let mut limits = Limits::new(Duration::from_secs(60)).with_max_depth(depth);
    limits.params = SearchParams {
        end_pool: 0,
        ..params
    };
    Searcher::new(4)
        .search(&middle_game(), &limits)
        .expect("the position has legal turns")
}

/// Asserts that `skipping` searches [`middle_game`] two placements deep in fewer than nine
/// tenths of the positions `every` does, and still answers a legal turn.
fn skips_positions(every: SearchParams, skipping: SearchParams, what: &str) {
    skips_positions_at(2, every, skipping, what);
}

/// [`skips_positions`] `depth` placements deep; returns the two searches.
fn skips_positions_at(
    depth: u32,
    every: SearchParams,
    skipping: SearchParams,
    what: &str,
) -> (SearchResult, SearchResult) {
    let (every, skipping) = (
        middle_game_at_depth(every, depth),
        middle_game_at_depth(skipping, depth),
    );
    assert!(
        skipping.nodes < every.nodes * 9 / 10,
        "{} positions {what}, {} without",
        skipping.nodes,
        every.nodes
    );
    assert!(middle_game().play(skipping.turn).is_ok(), "a legal turn");
    (every, skipping)
}

#[test]
fn skipping_the_other_colours_of_a_short_sacrifice_searches_fewer_positions() {
    let with = |short_colours| SearchParams {
        short_colours,
        ..SearchParams::default()
    };
    let (every, skipping) = skips_positions_at(3, with(0), with(200), "skipping colours");
    assert_eq!(skipping.turn, every.turn, "the same turn chosen");
}

#[test]
fn reducing_late_root_placements_searches_fewer_positions() {
    let with = |root_reduction| SearchParams {
        root_reduction,
        ..SearchParams::default()
    };
    // Three placements deep (the first depth it acts at): fewer positions, the same turn.
    let (every, reduced) = (
        middle_game_at_depth(with(0), 3),
        middle_game_at_depth(with(8), 3),
    );
    assert!(
        reduced.nodes < every.nodes,
        "{} positions reduced, {} without",
        reduced.nodes,
        every.nodes
    );
    assert_eq!(reduced.turn, every.turn);
    // Two placements deep nothing is reduced.
    assert_eq!(
        middle_game_at_depth_2(with(8)).nodes,
        middle_game_at_depth_2(with(0)).nodes
    );
}

#[test]
fn skipping_far_removals_searches_fewer_positions() {
    let with = |far_removals| SearchParams {
        far_removals,
        ..SearchParams::default()
    };
    skips_positions(with(0), with(FAR_REMOVALS), "skipping far removals");
}

#[test]
fn a_wider_futility_margin_skips_fewer_turns() {
    let with = |futility_2| SearchParams {
        futility_2,
        ..SearchParams::default()
    };
    // Two placements from the horizon only turns whose look falls that far short of alpha
    // are skipped: a margin of two whites searches more positions than none.
    skips_positions_at(3, with(400), with(0), "skipping every look short of alpha");
    assert_eq!(SearchParams::default(), with(FUTILITY[0]));
    assert_eq!(SearchParams::default().futility_3, FUTILITY[1]);
}

#[test]
fn bounded_looks_search_fewer_positions_for_the_same_turn() {
    let with = |bounded_looks| SearchParams {
        bounded_looks,
        ..SearchParams::default()
    };
    let (whole, bounded) = (
        middle_game_at_depth(with(false), 3),
        middle_game_at_depth(with(true), 3),
    );
    // A futile turn's look stops at the first answer that holds it below the floor.
    assert!(
        bounded.nodes < whole.nodes,
        "{} positions bounded, {} whole",
        bounded.nodes,
        whole.nodes
    );
    // The turns above the floor, and their order, are those of whole looks: so is the
    // choice here.
    assert_eq!((bounded.turn, bounded.score), (whole.turn, whole.score));
    assert!(SearchParams::default().bounded_looks);
}

#[test]
fn an_aspiration_window_changes_the_search_from_the_third_iteration() {
    let with = |aspiration| SearchParams {
        aspiration,
        ..SearchParams::default()
    };
    // Two iterations have no score two before theirs: the window is not used.
    let (two, two_window) = (
        middle_game_at_depth(with(0), 2),
        middle_game_at_depth(with(100), 2),
    );
    assert_eq!((two.nodes, two.turn), (two_window.nodes, two_window.turn));
    // From the third on the first root turn is searched within it first: a window a point
    // wide either side of the first iteration's score misses the third's, which is then
    // searched again with the whole window, to the same turn and score.
    let (whole, window) = (
        middle_game_at_depth(with(0), 3),
        middle_game_at_depth(with(1), 3),
    );
    assert!(
        window.nodes > whole.nodes,
        "{} against {}",
        window.nodes,
        whole.nodes
    );
    assert_eq!((window.turn, window.score), (whole.turn, whole.score));
    assert_eq!(SearchParams::default().aspiration, 0);
}

#[test]
fn far_removals_share_the_quick_look_of_the_first() {
    let pos = middle_game();
    let splitting = multi_arc(pos.rings());
    let mut shared = SharedLooks::new(splitting);
    let (mut far, mut near) = (Vec::new(), 0);
    pos.for_each_legal_turn(|turn| {
        let Turn::Place {
            at,
            remove: Some(r),
            ..
        } = turn
        else {
            assert_eq!(shared.slot(turn), None, "{turn:?}");
            return;
        };
        let around = Bitboard::from_cell(at).neighbours();
        let is_far = !(around | around.neighbours()).contains(r) && !splitting.contains(r);
        assert_eq!(shared.slot(turn).is_some(), is_far, "{turn:?}");
        if is_far {
            far.push(turn);
        } else {
            near += 1;
        }
    });
    assert!(
        far.len() > 100 && near > 100,
        "{} far, {near} near",
        far.len()
    );
    // The removals of one marble on one ring share a slot; other marbles or rings do not.
    let slot = |turn| shared.slot(turn).expect("a far removal");
    let same = |a: Turn, b: Turn| match (a, b) {
        (
            Turn::Place {
                marble: m, at: x, ..
            },
            Turn::Place {
                marble: n, at: y, ..
            },
        ) => m == n && x == y,
        _ => false,
    };
    for &turn in &far {
        assert_eq!(slot(turn) == slot(far[0]), same(turn, far[0]), "{turn:?}");
    }
    // The first look is kept, later ones and forced results are not.
    let k = slot(far[0]);
    assert_eq!(shared.look(k), None);
    shared.keep(k, WIN_BOUND + 5);
    assert_eq!(shared.look(k), None, "a forced result is not shared");
    shared.keep(k, -40);
    shared.keep(k, 70);
    assert_eq!(shared.look(k), Some(-40));
}

#[test]
fn sharing_quick_looks_searches_fewer_positions() {
    let with = |quick_far_removals| SearchParams {
        quick_far_removals,
        ..SearchParams::default()
    };
    let (every, _) = skips_positions_at(3, with(0), with(37), "sharing the quick looks");
    // Two placements deep no node is far enough from the horizon to look: nothing changes.
    assert_eq!(
        middle_game_at_depth_2(with(37)).nodes,
        middle_game_at_depth_2(with(0)).nodes
    );
    // Nor on a board larger than the one given.
    assert_eq!(middle_game_at_depth(with(36), 3).nodes, every.nodes);
}

#[test]
fn a_position_found_in_the_evaluation_cache_still_fills_its_cuts() {
    let mut mattered = 0;
    for pos in crate::eval::tests::random_positions(Board::Rings37, 40) {
        if pos.must_capture() || pos.is_finished() || !find_cuts(&pos).has_fills() {
            continue;
        }
        let mut s = searcher(SearchParams::default(), Board::Rings37);
        // First seen: the cuts come with the evaluation; then from the cache, without.
        let (eval, fills) = s.evaluate(&pos, false);
        assert!(matches!(fills, Fills::Found), "{}", pos.to_text());
        let (again, fills) = s.evaluate(&pos, false);
        assert!(matches!(fills, Fills::Unfound), "{}", pos.to_text());
        assert_eq!(again.score, eval.score);
        // The quiescence search, the evaluation now cached, plays the fills as a fresh
        // searcher does.
        let cached = s.qsearch(&pos, -INFINITY, INFINITY, 1, 0);
        let mut fresh = searcher(SearchParams::default(), Board::Rings37);
        assert_eq!(
            fresh.qsearch(&pos, -INFINITY, INFINITY, 1, 0),
            cached,
            "{}",
            pos.to_text()
        );
        mattered += usize::from(cached > eval.score);
    }
    assert!(mattered > 0, "some fill beats standing on the evaluation");
}

/// In random positions of `board`, each quiet placement the quiet ceiling (by `s`'s
/// evaluation) holds: the position, the ceiling and the placement.
fn held_by_ceiling(s: &mut Searcher, board: Board) -> Vec<(Position, i32, Turn)> {
    let mut held = Vec::new();
    for pos in crate::eval::tests::random_positions(board, 12) {
        if pos.must_capture() || pos.is_finished() {
            continue;
        }
        let (eval, _) = s.evaluate(&pos, false);
        let Some(ceiling) = quiet_ceiling(&pos, &s.weights, eval.score) else {
            continue;
        };
        let quiet = QuietPlacements::of(&pos, ceiling);
        pos.for_each_legal_turn(|turn| {
            if quiet.holds(&turn) {
                held.push((pos, ceiling, turn));
            }
        });
    }
    held
}

#[test]
fn no_quiet_placement_looks_better_than_its_ceiling() {
    let mut checked = 0;
    // 37 and 48 rings with their own weights (no opponent's cut counted), and 48 with the
    // hand-set ones (which count it, so the ceiling has room for it).
    let boards = [
        (Board::Rings37, Weights::for_board(Board::Rings37)),
        (Board::Rings48, Weights::for_board(Board::Rings48)),
        (Board::Rings48, Weights::default()),
    ];
    for (board, weights) in boards {
        let mut s = searcher(SearchParams::default(), board);
        s.weights = weights;
        for (pos, ceiling, turn) in held_by_ceiling(&mut s, board) {
            let mut child = pos;
            child.play_unchecked(turn);
            assert!(!child.must_capture(), "{turn:?} in {}", pos.to_text());
            let look = -s.qsearch(&child, -INFINITY, INFINITY, 1, 0);
            assert!(
                look <= ceiling,
                "{turn:?}: {look} above {ceiling} in {}",
                pos.to_text()
            );
            checked += 1;
        }
    }
    assert!(checked > 1_000, "{checked}");
}

#[test]
fn an_answer_out_of_turn_stays_within_the_ceiling_and_its_share() {
    let (mut checked, mut above) = (0, 0);
    for board in [Board::Rings37, Board::Rings48] {
        let params = SearchParams {
            parity_tempo: 0,
            ..SearchParams::default()
        };
        let mut s = searcher(params, board);
        // One capture along the line: the answer to a quiet placement is out of turn.
        s.flips = 1;
        let bonus = s.out_of_turn_answer();
        assert_eq!(bonus, 2 * s.weights.tempo);
        for (pos, ceiling, turn) in held_by_ceiling(&mut s, board) {
            let mut child = pos;
            child.play_unchecked(turn);
            let look = -s.negamax(&child, 0, -INFINITY, INFINITY, 1, false);
            assert!(
                look <= ceiling + bonus,
                "{turn:?}: {look} above {ceiling} and {bonus} in {}",
                pos.to_text()
            );
            above += usize::from(look > ceiling);
            checked += 1;
        }
    }
    assert!(checked > 1_000, "{checked}");
    // The share is needed: without it the ceiling would not hold.
    assert!(above > 0, "{above} of {checked}");
}

#[test]
fn quiet_placements_below_alpha_are_settled_without_a_look() {
    let with = |quiet_ceiling| SearchParams {
        quiet_ceiling,
        ..SearchParams::default()
    };
    // Three placements deep the quick looks of the quiet placements go: fewer positions.
    let (every, skipping) = skips_positions_at(
        3,
        with(false),
        with(true),
        "settling quiet placements by the ceiling",
    );
    // The pruned placements would all have failed low: the same turn, the same score, at
    // either depth (two placements deep only the frontier's few quiet ones go).
    assert_eq!((skipping.turn, skipping.score), (every.turn, every.score));
    let (every, skipping) = (
        middle_game_at_depth_2(with(false)),
        middle_game_at_depth_2(with(true)),
    );
    assert_eq!((skipping.turn, skipping.score), (every.turn, every.score));
    // Not where the quiescence search may make the opponent sacrifice.
    let cornered = |quiet_ceiling| SearchParams {
        corners: 2,
        ..with(quiet_ceiling)
    };
    assert_eq!(
        middle_game_at_depth_2(cornered(true)).nodes,
        middle_game_at_depth_2(cornered(false)).nodes
    );
}

#[test]
fn the_principal_variation_skips_futile_turns_when_asked() {
    let with = |pv_futility| SearchParams {
        pv_futility,
        ..SearchParams::default()
    };
    let (every, skipping) =
        skips_positions_at(3, with(false), with(true), "skipping futile PV turns");
    assert_eq!(skipping.turn, every.turn);
    // Two placements deep no node but the root's is far enough from the horizon to look.
    assert_eq!(
        middle_game_at_depth_2(with(true)).nodes,
        middle_game_at_depth_2(with(false)).nodes
    );
}

#[test]
fn razoring_searches_fewer_positions() {
    let with = |razor_1, razor_2| SearchParams {
        razor_1,
        razor_2,
        ..SearchParams::default()
    };
    skips_positions(with(0, 0), with(100, 100), "razoring");
    // Off by default.
    assert_eq!(SearchParams::default(), with(0, 0));
}

#[test]
fn the_margins_decide_which_quiet_positions_go_unsearched() {
    let pos = middle_game();
    assert!(!pos.must_capture() && !pos.is_finished());
    let razors = SearchParams {
        razor_1: 300,
        razor_2: 300,
        ..SearchParams::default()
    };
    assert_eq!(
        SearchParams::default(),
        SearchParams {
            static_margin_1: STATIC_MARGIN[0],
            static_margin_2: STATIC_MARGIN[1],
            razor_1: 0,
            razor_2: 0,
            ..razors
        }
    );
    for depth in [1, 2] {
        let mut plain = searcher(SearchParams::default(), Board::Rings37);
        let eval = plain.evaluate(&pos, false).0.score;
        // Far above beta: the evaluation less the margin, at once (reverse futility).
        let margin = i32::from(STATIC_MARGIN[depth as usize - 1]);
        let beta = eval - margin - 10;
        assert_eq!(
            plain.negamax(&pos, depth, beta - 1, beta, 1, false),
            eval - margin
        );
        assert_eq!(plain.nodes, 1, "depth {depth}");
        // Far below alpha: searched, unless razoring lets the quiescence search answer.
        let alpha = eval + 400;
        plain.nodes = 0;
        plain.negamax(&pos, depth, alpha, alpha + 1, 1, false);
        let mut razoring = searcher(razors, Board::Rings37);
        let value = razoring.negamax(&pos, depth, alpha, alpha + 1, 1, false);
        assert!(value <= alpha, "depth {depth}: {value} above {alpha}");
        assert!(
            razoring.nodes * 10 < plain.nodes,
            "depth {depth}: {} positions razoring, {} without",
            razoring.nodes,
            plain.nodes
        );
    }
}

#[test]
fn skipping_far_removals_at_the_root_searches_fewer_positions() {
    let with = |root_far_removals| SearchParams {
        root_far_removals,
        ..SearchParams::default()
    };
    skips_positions(with(false), with(true), "skipping them at the root too");
}

#[test]
fn limiting_the_removals_of_sacrifices_searches_fewer_positions() {
    let pos = middle_game();
    let at_depth = |late_loud_1| {
        middle_game_at_depth_2(SearchParams {
            late_loud_1,
            ..SearchParams::default()
        })
    };
    let (every, limited) = (at_depth(0), at_depth(1));
    assert!(
        limited.nodes * 2 < every.nodes,
        "{} positions with one removal a sacrifice, {} with all",
        limited.nodes,
        every.nodes
    );
    assert!(pos.play(limited.turn).is_ok(), "a legal turn");
}

#[test]
fn a_quiet_reply_hands_nothing_over_on_the_second_players_first_turn() {
    let at_depth_2 = |pos: &Position, quiet_reply: bool| {
        let mut limits = Limits::new(Duration::from_secs(60)).with_max_depth(2);
        limits.params = SearchParams {
            quiet_reply,
            ..SearchParams::default()
        };
        Searcher::new(4).search(pos, &limits).expect("legal turns")
    };
    let start = Position::new(Board::Rings37, GameType::Standard);
    let mut sacrifices = 0;
    // Two first turns of the sparring robot's after which hard answered with a sacrifice and
    // lost (stop 68), and two corner removals.
    for first in ["Gf4-g2", "Gd2-b1", "Wd4-a1", "Bc3-g4"] {
        let pos = start
            .play(start.parse_turn(first).expect("legal"))
            .expect("plays");
        let free = at_depth_2(&pos, false);
        sacrifices += usize::from(hands_over_capture(&pos, free.turn));
        let quiet = at_depth_2(&pos, true);
        assert!(
            !hands_over_capture(&pos, quiet.turn),
            "after {first}: {}",
            pos.format_turn(quiet.turn)
        );
    }
    assert!(sacrifices > 0, "no answer was a sacrifice without the rule");
}

/// The turn a search one placement deep with `params` and `seed` chooses on the empty
/// standard 37-ring board, where the opening book's rules act.
fn first_turn_with(params: SearchParams, seed: u64) -> Turn {
    let start = Position::new(Board::Rings37, GameType::Standard);
    let mut limits = Limits::new(Duration::from_secs(60)).with_max_depth(1);
    limits.seed = seed;
    limits.params = params;
    Searcher::new(4)
        .search(&start, &limits)
        .expect("the start has legal turns")
        .turn
}

#[test]
fn a_far_first_marble_keeps_its_distance_from_the_corner_removed() {
    let start = Position::new(Board::Rings37, GameType::Standard);
    let first_turn = |first_far: u8, seed: u64| {
        let params = SearchParams {
            first_far,
            first_book: false,
            ..SearchParams::default()
        };
        first_turn_with(params, seed)
    };
    let mut anywhere = 0;
    for seed in 0..4 {
        // Six rings: only the cells of the far side's edge, across from the corner.
        let far = first_turn(6, seed);
        assert!(
            crate::opening::far_enough(&start, &far, 6),
            "{}",
            start.format_turn(far)
        );
        anywhere += usize::from(!crate::opening::far_enough(&start, &first_turn(0, seed), 6));
    }
    assert!(
        anywhere > 0,
        "without the rule no first marble stood nearer"
    );
}

#[test]
fn the_first_marble_is_white_or_black_at_every_level() {
    let start = Position::new(Board::Rings37, GameType::Standard);
    let first_marble = |first_marbles: u8, seed: u64| {
        let params = SearchParams {
            first_marbles,
            first_book: false,
            ..SearchParams::default()
        };
        match first_turn_with(params, seed) {
            Turn::Place { marble, .. } => marble,
            other => panic!("not a placement: {}", start.format_turn(other)),
        }
    };
    let mut grey = 0;
    for seed in 0..4 {
        let marble = first_marble(SearchParams::default().first_marbles, seed);
        assert_ne!(marble, zertz_engine::Marble::Grey, "seed {seed}");
        grey += usize::from(first_marble(ALL_COLOURS, seed) == zertz_engine::Marble::Grey);
    }
    assert!(grey > 0, "without the rule no first marble was grey");
    for level in [
        crate::Level::Easy,
        crate::Level::Medium,
        crate::Level::Hard,
        crate::Level::Master,
    ] {
        assert_eq!(
            level.limits().params.first_marbles,
            FIRST_MARBLES,
            "{level}"
        );
    }
}

#[test]
fn a_near_first_marble_stays_within_its_bound_of_the_corner_removed() {
    let start = Position::new(Board::Rings37, GameType::Standard);
    for seed in 0..4 {
        // With the far bound of four rings, a band of exactly four.
        let params = SearchParams {
            first_near: 4,
            first_book: false,
            ..SearchParams::default()
        };
        let turn = first_turn_with(params, seed);
        assert!(
            crate::opening::near_enough(&start, &turn, 4)
                && crate::opening::far_enough(&start, &turn, 4),
            "{}",
            start.format_turn(turn)
        );
    }
}

#[test]
fn the_book_keeps_the_first_turn_to_the_book_turn_and_its_images() {
    let start = Position::new(Board::Rings37, GameType::Standard);
    let book = crate::opening::book_turns(&start);
    let first_turns = |first_book: bool| {
        let params = SearchParams {
            first_book,
            ..SearchParams::default()
        };
        let mut played: Vec<String> = Vec::new();
        let mut outside = 0;
        for seed in 0..6 {
            let turn = first_turn_with(params, seed);
            outside += usize::from(!book.contains(&turn));
            played.push(start.format_turn(turn).to_string());
        }
        played.sort();
        played.dedup();
        (played, outside)
    };
    let (played, outside) = first_turns(true);
    assert_eq!(outside, 0, "{played:?}");
    assert!(
        played.len() > 1,
        "the seeds choose among the images: {played:?}"
    );
    let (played, outside) = first_turns(false);
    assert!(
        outside > 0,
        "without the book the search plays others: {played:?}"
    );
    // On at every level.
    for level in crate::Level::ALL {
        assert!(level.limits().params.first_book, "{level}");
    }
}

#[test]
fn a_share_of_the_budget_that_runs_out_leaves_the_search_going_unless_cancelled() {
    let pos = middle_game();
    let mut searcher = searcher(SearchParams::default(), Board::Rings37);
    let cancel = Arc::new(AtomicBool::new(false));
    searcher.cancel = Some(Arc::clone(&cancel));
    let (deadline, limit) = (searcher.deadline, searcher.node_limit);
    // A share already over: the part stops at its first look at the clock.
    let past = Instant::now();
    let (value, stopped) = searcher.within_share(past, 1, |s| {
        let value = s.negamax(&pos, 3, -INFINITY, INFINITY, 0, false);
        (value, s.stopped)
    });
    assert!(stopped && value == 0, "the part stopped");
    assert!(
        !searcher.stopped,
        "only the share ran out: the search goes on"
    );
    assert_eq!((searcher.deadline, searcher.node_limit), (deadline, limit));
    // Cancelled during the part: the search stays stopped, noticed at once.
    searcher.within_share(deadline, limit, |_| cancel.store(true, Ordering::Relaxed));
    assert!(searcher.stopped);
    // The search's own node limit reached within the part: stopped too.
    cancel.store(false, Ordering::Relaxed);
    searcher.stopped = false;
    searcher.node_limit = searcher.nodes + 1;
    searcher.within_share(deadline, u64::MAX, |s| {
        s.negamax(&pos, 3, -INFINITY, INFINITY, 0, false)
    });
    assert!(searcher.stopped);
}

#[test]
fn a_verification_extends_the_searchers_own_chains_only_when_asked() {
    let pos = middle_game();
    let mover = pos.side_to_move();
    for own in [false, true] {
        let params = SearchParams {
            verify_own: own,
            ..SearchParams::default()
        };
        let mut searcher = searcher(params, Board::Rings37);
        assert!(!searcher.rescues_chains(&pos), "no verification under way");
        searcher.chain_left = 1;
        searcher.verified_against = Some(mover);
        assert!(searcher.rescues_chains(&pos), "the opponent's chains");
        searcher.verified_against = Some(mover.opponent());
        assert_eq!(
            searcher.rescues_chains(&pos),
            own,
            "the searcher's own chains"
        );
        searcher.chain_left = 0;
        assert!(
            !searcher.rescues_chains(&pos),
            "no extension left on the line"
        );
    }
}

#[test]
fn a_null_move_settles_a_position_far_above_beta_with_fewer_positions() {
    let with = |null_move| SearchParams {
        null_move,
        ..SearchParams::default()
    };
    // From three placements to go by default, one placement shorter than the node's own.
    assert_eq!(SearchParams::default(), with(NULL_MOVE));
    assert_eq!((NULL_MOVE, SearchParams::default().null_reduction), (3, 1));
    let pos = middle_game();
    let eval = searcher(with(0), Board::Rings37).evaluate(&pos, true).0;
    assert!(!eval.cornered && !eval.wins_now);
    // Far enough above beta that even the opponent given the move cannot bring it down.
    let beta = eval.score - 600;
    let search = |null_move| {
        let mut s = searcher(with(null_move), Board::Rings37);
        let value = s.negamax(&pos, 3, beta - 1, beta, 1, false);
        (value, s.nodes)
    };
    let (plain, plain_nodes) = search(0);
    let (null, null_nodes) = search(3);
    assert!(
        plain >= beta && null >= beta,
        "{plain} and {null} against {beta}"
    );
    assert!(
        null_nodes * 3 < plain_nodes * 2,
        "{null_nodes} positions with the null move, {plain_nodes} without"
    );
    // From four placements to go, a node three from the horizon searches as without it.
    assert_eq!(search(4).1, plain_nodes);
    // Not in the principal variation.
    let mut pv = searcher(with(3), Board::Rings37);
    pv.negamax(&pos, 3, beta - 1, beta + 1, 1, false);
    let mut pv_plain = searcher(with(0), Board::Rings37);
    pv_plain.negamax(&pos, 3, beta - 1, beta + 1, 1, false);
    assert_eq!(pv.nodes, pv_plain.nodes);
}

#[test]
fn no_null_move_where_passing_could_be_best() {
    let with = |null_move| SearchParams {
        null_move,
        ..SearchParams::default()
    };
    // Searched three placements deep with beta far below the evaluation, exactly as without
    // the null move.
    let unchanged = |pos: &Position, eval: i32| {
        let beta = eval - 600;
        let nodes = |null_move| {
            let mut s = searcher(with(null_move), Board::Rings37);
            s.negamax(pos, 3, beta - 1, beta, 1, false);
            s.nodes
        };
        assert_eq!(nodes(3), nodes(0), "{}", pos.to_text());
    };
    // Positions of random games with fewer than five marbles in the pool, or fewer than
    // three vacant rings, or a split board.
    let mut checked = 0;
    for pos in crate::eval::tests::random_positions(Board::Rings37, 40) {
        if pos.must_capture() || pos.is_finished() {
            continue;
        }
        let eval = searcher(with(0), Board::Rings37).evaluate(&pos, true).0;
        let late = !crate::eval::open_play(&pos);
        if !late || eval.wins_now {
            continue;
        }
        unchanged(&pos, eval.score);
        checked += 1;
        if checked == 20 {
            break;
        }
    }
    assert_eq!(checked, 20, "{checked} positions checked");
    // A mover with no safe placement and a full pool (too rare in random games to be drawn:
    // none in 300), built by hand: eleven rings in one piece, 16 marbles in the pool, and
    // three vacant rings — d4 and e3 side by side between the marbles of c4 and f2, so that
    // a marble on either is jumped onto the other, which no removal can take away (both are
    // surrounded by rings), and d6, from which a marble jumps d5 onto d4.
    let cornered = Position::from_text("//2WB/2GoWo/2BoG/3WB/ 3/6/7 0/0/0 0/0/0 1 37")
        .expect("a valid position");
    let eval = searcher(with(0), Board::Rings37)
        .evaluate(&cornered, true)
        .0;
    assert!(crate::eval::open_play(&cornered) && !cornered.must_capture());
    assert!(eval.cornered && !eval.wins_now, "{eval:?}");
    unchanged(&cornered, eval.score);
}

/// The game hard (first) lost to the random mover at 0.5 s, up to the random side's first
/// capture, `b2xb4` over b3, and the position after it, with that capture.
fn after_first_capture() -> (Position, Turn) {
    let mut pos = Position::new(Board::Rings37, GameType::Standard);
    let mut last = None;
    for text in ["Be6-g4", "Wb2-a4", "Wd5-e1", "Wd2-c6", "Bb3-b1", "b2xb4"] {
        let turn = pos.parse_turn(text).expect("a legal turn");
        pos.play_unchecked(turn);
        last = Some(turn);
    }
    (pos, last.expect("six turns"))
}

#[test]
fn a_placement_refilling_the_ring_just_jumped_over_is_left_out_as_the_rule_says() {
    let (pos, capture) = after_first_capture();
    assert!(!pos.must_capture());
    // The placements on b3, where the b4 marble can jump back: each hands over a capture.
    let mut refills = Vec::new();
    pos.for_each_legal_turn(|turn| {
        if matches!(turn, Turn::Place { .. } if pos.format_turn(turn).contains("b3-")) {
            refills.push(turn);
        }
    });
    assert!(!refills.is_empty(), "b3 is vacant");
    let rings_for = |bounce, searching| {
        let mut searcher = searcher(
            SearchParams {
                bounce,
                ..SearchParams::default()
            },
            Board::Rings37,
        );
        searcher.searching = searching;
        searcher.note_turn(&pos, &capture, 1);
        searcher.bounce_rings(&pos, 1)
    };
    let mover = pos.side_to_move();
    // Off, nothing is left out; rule 1 leaves out b3 for either player; rule 2 only for the
    // searching player.
    assert!(rings_for(0, mover).is_empty());
    for (bounce, searching) in [(1, mover), (1, mover.opponent()), (2, mover)] {
        let rings = rings_for(bounce, searching);
        assert_eq!(rings.count(), 1, "rule {bounce}");
        assert!(refills.iter().all(|turn| bounces(&pos, rings, turn)));
        let mut left = 0;
        pos.for_each_legal_turn(|turn| left += usize::from(!bounces(&pos, rings, &turn)));
        assert!(left > 0 && left < pos.legal_turns().len(), "rule {bounce}");
    }
    assert!(rings_for(2, mover.opponent()).is_empty());
    // Noted at another ply, or for another position, nothing is left out.
    let mut searcher = searcher(
        SearchParams {
            bounce: 1,
            ..SearchParams::default()
        },
        Board::Rings37,
    );
    searcher.note_turn(&pos, &capture, 2);
    assert!(searcher.bounce_rings(&pos, 1).is_empty());
    assert!(searcher.bounce_rings(&middle_game(), 2).is_empty());
}

#[test]
fn a_run_of_sacrifices_stops_where_the_rule_says() {
    // `Bb3-b1` hands the random side `b2xb4`: one sacrifice, answered by its capture alone.
    let mut root = Position::new(Board::Rings37, GameType::Standard);
    for text in ["Be6-g4", "Wb2-a4", "Wd5-e1", "Wd2-c6"] {
        let turn = root.parse_turn(text).expect("a legal turn");
        root.play_unchecked(turn);
    }
    let sacrifice = root.parse_turn("Bb3-b1").expect("a legal turn");
    let mut offered = root;
    offered.play_unchecked(sacrifice);
    assert!(offered.must_capture());
    let (answered, capture) = after_first_capture();
    let rings_for = |sacrifice_run| {
        let mut searcher = searcher(
            SearchParams {
                sacrifice_run,
                ..SearchParams::default()
            },
            Board::Rings37,
        );
        searcher.note_run(&root, &offered, &sacrifice, 1);
        searcher.note_run(&offered, &answered, &capture, 2);
        (searcher.run_rings(&answered, 2), searcher)
    };
    // Off, or a run of two allowed, nothing is left out.
    assert!(rings_for(0).0.is_empty());
    assert!(rings_for(2).0.is_empty());
    // A run of one: every placement that hands over a capture is left out, the others not.
    let (rings, mut searcher) = rings_for(1);
    assert_eq!(rings, answered.vacant());
    let (mut left_out, mut kept) = (0, 0);
    answered.for_each_legal_turn(|turn| {
        let sacrifice = hands_over_capture(&answered, turn);
        assert_eq!(bounces(&answered, rings, &turn), sacrifice);
        if sacrifice {
            left_out += 1;
        } else {
            kept += 1;
        }
    });
    assert!(left_out > 0 && kept > 0, "{left_out} left out, {kept} kept");
    // Noted for another position, or after a placement that hands over nothing, no run.
    assert!(searcher.run_rings(&root, 2).is_empty());
    let quiet = answered
        .legal_turns()
        .into_iter()
        .find(|turn| !hands_over_capture(&answered, *turn))
        .expect("a quiet placement");
    let mut after_quiet = answered;
    after_quiet.play_unchecked(quiet);
    searcher.note_run(&answered, &after_quiet, &quiet, 3);
    assert!(searcher.run_rings(&after_quiet, 3).is_empty());
}

#[test]
fn a_sacrifice_past_the_share_is_checked_one_placement_deeper() {
    // With no share of the budget left for a new iteration (0 %), the search stops after its
    // first, one placement deep, unless that left a sacrifice best and the check is on.
    let search_with = |position: &Position, sacrifice_check, iteration_share, depth| {
        let mut limits = Limits::new(Duration::from_secs(600))
            .with_max_depth(depth)
            .with_table_mib(4);
        limits.params = SearchParams {
            sacrifice_check,
            iteration_share,
            opening_share: iteration_share,
            ..SearchParams::default()
        };
        search(position, &limits).expect("the position has legal turns")
    };
    let game = "We1-a1 Wa2-d7 Be2-e6 e1xe3 Wg1-b1 Bf4-f1 Ge5-e1 e5xg3 Bb2-e2 a2xc2 Wg2-f2 \
        g2xg4 Gd3-f5 d3xf3 Gg2-g3 g2xe4 Wb2-e5 b2xd2 Bf4-b2 f4xd4";
    let mut position = Position::new(Board::Rings37, GameType::Standard);
    let (mut stood, mut fell, mut quiet) = (0, 0, 0);
    for text in game.split_whitespace() {
        if !position.must_capture() {
            let off = search_with(&position, 0, 0, 3);
            assert_eq!(off.depth, 1);
            let stands = search_with(&position, 5000, 0, 3);
            if hands_over_capture(&position, off.turn) {
                // A bar no score can miss: the sacrifice stands after its own deeper search.
                stood += 1;
                assert_eq!((stands.turn, stands.depth), (off.turn, 1));
                assert!(stands.nodes > off.nodes);
                // A bar of one point: where the sacrifice falls the deeper iteration goes on
                // (here to its end, with no clock) and chooses as a search that deep.
                let strict = search_with(&position, 1, 0, 3);
                if strict.depth == 2 {
                    fell += 1;
                    let deeper = search_with(&position, 0, 100, 2);
                    assert_eq!((strict.turn, strict.score), (deeper.turn, deeper.score));
                } else {
                    assert_eq!((strict.turn, strict.depth), (off.turn, 1));
                }
            } else {
                // Nothing to check: the same search as without the check.
                quiet += 1;
                assert_eq!((stands.turn, stands.nodes), (off.turn, off.nodes));
            }
        }
        let turn = position
            .parse_turn(text)
            .expect("the game's turns are legal");
        position.play_unchecked(turn);
    }
    assert!(
        stood > 0 && fell > 0 && quiet > 0,
        "{stood} stood, {fell} fell, {quiet} quiet"
    );
}

#[test]
fn late_sacrifices_are_searched_a_placement_shallower_first_where_asked() {
    // Four placements deep, most turns of the nodes three from the horizon hand over a
    // capture: searched whole without the reduction, a placement shallower first with it
    // (on 37 rings, as shipped).
    let with = |reduce_sacrifices, depth| {
        middle_game_at_depth(
            SearchParams {
                reduce_sacrifices,
                ..SearchParams::default()
            },
            depth,
        )
    };
    assert_eq!(SearchParams::default().reduce_sacrifices, 37);
    let (whole, reduced) = (with(0, 4), with(37, 4));
    assert!(
        reduced.nodes * 10 < whole.nodes * 9,
        "{} against {}",
        reduced.nodes,
        whole.nodes
    );
    assert!(middle_game().legal_turns().contains(&reduced.turn));
    // Not on a board larger than the bound.
    let larger = with(36, 4);
    assert_eq!((larger.turn, larger.nodes), (whole.turn, whole.nodes));
    // Three placements deep no node is three from the horizon: the same search.
    let (off, on) = (with(0, 3), with(37, 3));
    assert_eq!((off.turn, off.nodes), (on.turn, on.nodes));
}

#[test]
fn sacrifices_are_reduced_from_the_turn_asked() {
    // Four placements deep, sacrifices reduced from a node's second turn instead of its
    // seventh: fewer positions; from its hundredth, as good as never (nodes have fewer turns
    // searched whole than that before a cut-off or their end, mostly).
    let with = |sacrifices_whole| {
        middle_game_at_depth(
            SearchParams {
                sacrifices_whole,
                ..SearchParams::default()
            },
            4,
        )
    };
    assert_eq!(SearchParams::default().sacrifices_whole, 6);
    let (early, shipped, late) = (with(1), with(6), with(99));
    assert!(
        early.nodes < shipped.nodes && shipped.nodes < late.nodes,
        "{} {} {}",
        early.nodes,
        shipped.nodes,
        late.nodes
    );
    assert!(middle_game().legal_turns().contains(&early.turn));
}

/// The limits of a search of `chain_turns` chain proof, deterministic: a node limit long
/// before the clock.
fn chain_limits(chain_turns: u8) -> Limits {
    Limits {
        max_nodes: Some(2_000_000),
        params: SearchParams {
            chain_turns,
            ..SearchParams::default()
        },
        ..Limits::new(Duration::from_secs(60))
    }
}

#[test]
fn a_chain_win_is_proved_before_the_iterations_and_played() {
    let mut game = zertz_engine::Game::new(Board::Rings48, GameType::Standard);
    game.play_sequence(crate::chains::tests::CHAIN_48)
        .expect("legal turns");
    let position = *game.position();
    let mut reported = Vec::new();
    let proved = Searcher::new(4)
        .search_reporting(&position, &chain_limits(4), |iteration| {
            reported.push(iteration.pv.clone())
        })
        .expect("a turn");
    // No iteration ran: the proof is the result, a win in at most five plies.
    assert_eq!(proved.nodes, 0);
    assert!(proved.score >= WIN - 5, "{}", proved.score);
    assert_eq!(proved.pv.first(), Some(&proved.turn));
    assert_eq!(reported, vec![proved.pv.clone()]);
    let mut end = position;
    for &turn in &proved.pv {
        assert!(end.check(turn).is_ok());
        end.play_unchecked(turn);
    }
    assert_eq!(
        end.outcome().and_then(|o| o.winner()),
        Some(position.side_to_move())
    );
    // Off, or with a depth limit, the iterations search as before.
    let plain = search(&position, &chain_limits(0)).expect("a turn");
    assert!(plain.nodes > 0);
    let limited = Limits {
        max_depth: Some(1),
        ..chain_limits(4)
    };
    assert!(search(&position, &limited).expect("a turn").nodes > 0);
}

#[test]
fn the_chain_prover_counts_in_the_searchers_memory() {
    let mut searcher = Searcher::new(1);
    let position = Position::new(Board::Rings48, GameType::Standard);
    let before = searcher.memory_bytes();
    searcher.search(&position, &chain_limits(4));
    let after = searcher.memory_bytes();
    assert!(after >= before + 256 * 1024, "{before} then {after}");
}
