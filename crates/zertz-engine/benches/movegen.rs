//! Engine speed: perft(2) from the start of the 37-, 48- and 61-ring boards (every leaf turn
//! made; target ≥ 30 M turns/s on 37 rings), legal-turn generation alone, and copy-make.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use zertz_engine::{Board, Game, GameType, Position, perft};

fn perft_2(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft2");
    group.sample_size(20);
    for (board, expected) in [
        (Board::Rings37, 3_277_260u64),
        (Board::Rings48, 7_824_600),
        (Board::Rings61, 17_000_496),
    ] {
        let start = Position::new(board, GameType::Standard);
        assert_eq!(perft(&start, 2), expected);
        group.throughput(Throughput::Elements(expected));
        group.bench_function(format!("{board}_rings"), |b| {
            b.iter(|| perft(black_box(&start), 2))
        });
    }
    group.finish();
}

/// A middle-game position with captures available (reference case of the conformance file).
fn middle_game() -> Position {
    let mut game = Game::new(Board::Rings37, GameType::Standard);
    game.play_sequence(
        "Gc5-g1 Wa1-f1 Bf4-g2 Gf3-a4 f3xf5 Bd1-b5 Bd5-e6 c5xe4 Gb2-d7 a1xc3 Wd6-b4 Gc5-a1 \
         Bc4-c1 c4xc6xe5xe3 Gf2-a2 f2xd4xb2 Ge3-b1 Gd5-g3",
    )
    .expect("legal sequence");
    *game.position()
}

fn generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    for (name, position) in [
        (
            "start_37",
            Position::new(Board::Rings37, GameType::Standard),
        ),
        (
            "start_61",
            Position::new(Board::Rings61, GameType::Standard),
        ),
        ("middle_37", middle_game()),
    ] {
        let mut count = 0u64;
        position.for_each_legal_turn(|_| count += 1);
        group.throughput(Throughput::Elements(count));
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut n = 0u32;
                black_box(&position).for_each_legal_turn(|t| {
                    black_box(t);
                    n += 1;
                });
                n
            })
        });
    }
    group.finish();
}

criterion_group!(benches, perft_2, generation);
criterion_main!(benches);
