//! Search speed: fixed-depth searches of a few fixed positions, reported in nodes per second
//! (criterion's "elements"). A node is a position the search visits: every turn made in the
//! tree and every quiet position evaluated.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use zertz_ai::{Limits, Searcher};
use zertz_engine::{Board, Game, GameType, Position};

/// A middle game on 37 rings (from a self-play game between the hard and medium levels).
fn middle_game() -> Position {
    let mut game = Game::new(Board::Rings37, GameType::Standard);
    game.play_sequence("Gd2-d1 Bc6-e6 Gg4-f1 Wd4-a3 Bd6-a2 c6xe5 We1-g2 e1xc2")
        .expect("legal sequence");
    *game.position()
}

/// Later in the same game: fewer rings, captures in the air.
fn late_game() -> Position {
    let mut game = Game::new(Board::Rings37, GameType::Standard);
    game.play_sequence(
        "Gd2-d1 Bc6-e6 Gg4-f1 Wd4-a3 Bd6-a2 c6xe5 We1-g2 e1xc2 Wd6-c6 d6xf4 g4xe4xc3xc1",
    )
    .expect("legal sequence");
    *game.position()
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    for (name, position, depth) in [
        (
            "start_37_depth_3",
            Position::new(Board::Rings37, GameType::Standard),
            3,
        ),
        ("middle_37_depth_3", middle_game(), 3),
        ("late_37_depth_3", late_game(), 3),
        (
            "start_61_depth_3",
            Position::new(Board::Rings61, GameType::Standard),
            3,
        ),
    ] {
        let limits = Limits::new(Duration::from_secs(600))
            .with_max_depth(depth)
            .with_table_mib(16);
        let run = || {
            let mut searcher = Searcher::new(limits.table_mib);
            searcher
                .search(black_box(&position), &limits)
                .expect("a legal turn")
        };
        let nodes = run().nodes;
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| b.iter(run));
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
