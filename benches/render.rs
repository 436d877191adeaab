//! Board pictures: one 800×800 PNG per board, at the start and in the middle of a game with
//! the last turn marked (target ≤ 5 ms and ≤ 300 KB each), and the GIF replay of a 40-turn
//! game (target ≤ 250 ms and ≤ 1 MiB). The sizes are printed once before the timings.
//!
//! `gif_parts` weighs our LZW coder against the gif crate's own (weezl) on the same replay,
//! and times the palette (learnt once per process) with its colour error over a whole game.
//! The findings, and the hand-written median cut that NeuQuant replaced, are in the docs of
//! `src/render/lzw.rs` and `src/render/gif.rs`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use zertz_bot::engine::{Board, Game, GameType, Turn};
use zertz_bot::i18n::Lang;
use zertz_bot::render::compare::{self, Lzw};
use zertz_bot::render::{BoardView, render_gif, render_png};

/// A game of `turns` turns on `board`, each turn picked from the sorted legal turns by a
/// fixed pseudo-random sequence; the first seed whose game lasts that long.
fn game_of(board: Board, turns: usize) -> Game {
    for seed in 1u64.. {
        let mut state = seed;
        let mut game = Game::new(board, GameType::Standard);
        while game.turns().len() < turns && game.outcome().is_none() {
            let position = *game.position();
            let mut legal: Vec<(String, Turn)> = game
                .legal_turns()
                .into_iter()
                .map(|t| (position.format_turn(t), t))
                .collect();
            legal.sort_by(|a, b| a.0.cmp(&b.0));
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let pick = (state % legal.len().max(1) as u64) as usize;
            let Some(&(_, turn)) = legal.get(pick) else {
                break;
            };
            game.play(turn).expect("a listed turn is legal");
        }
        if game.turns().len() == turns {
            return game;
        }
    }
    unreachable!("some seed gives a long enough game")
}

fn png(c: &mut Criterion) {
    let mut group = c.benchmark_group("png");
    group.sample_size(40);
    for board in Board::ALL {
        let start = Game::new(board, GameType::Standard);
        let middle = game_of(board, 16);
        for (name, game) in [("start", &start), ("middle", &middle)] {
            let view = BoardView::of_game(game).with_names(Some("Alice"), Some("Bob"));
            let bytes = render_png(&view).expect("the picture encodes");
            eprintln!("png {board} rings, {name}: {} KB", bytes.len() / 1024);
            group.bench_function(format!("{board}_rings_{name}"), |b| {
                b.iter(|| render_png(black_box(&view)))
            });
        }
    }
    group.finish();
}

fn gif(c: &mut Criterion) {
    let mut group = c.benchmark_group("gif");
    group.sample_size(10);
    let game = game_of(Board::Rings37, 40);
    let bytes = render_gif(&game, [None, None], Lang::En).expect("the replay encodes");
    eprintln!(
        "gif 37 rings, 40 turns: {} KB ({} frames)",
        bytes.len() / 1024,
        game.positions().len()
    );
    group.bench_function("37_rings_40_turns", |b| {
        b.iter(|| render_gif(black_box(&game), [None, None], Lang::En))
    });
    group.finish();
}

fn gif_parts(c: &mut Criterion) {
    let mut group = c.benchmark_group("gif_parts");
    group.sample_size(10);
    let game = game_of(Board::Rings37, 40);
    let palette = compare::palette();
    eprintln!(
        "palette error (weighted squared, per pixel) over a 40-turn game: {:.2}",
        compare::error(&palette, &game)
    );
    for coder in [Lzw::RunAware, Lzw::Weezl] {
        let bytes = compare::replay_with(&game, &palette, coder).expect("the replay encodes");
        eprintln!("replay with {coder:?} LZW: {} KB", bytes.len() / 1024);
        group.bench_function(format!("replay_40_turns_lzw_{coder:?}"), |b| {
            b.iter(|| compare::replay_with(black_box(&game), &palette, coder))
        });
    }
    group.bench_function("palette", |b| b.iter(compare::palette));
    group.finish();
}

criterion_group!(benches, png, gif, gif_parts);
criterion_main!(benches);
