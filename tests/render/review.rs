//! The review graph: decoded and sampled where its geometry puts things.

use zertz_bot::ai::review::Mark;
use zertz_bot::i18n::Lang;
use zertz_bot::render::{ChartTurn, REVIEW_SIZE, ReviewChart, render_review};

fn turn(number: usize, chances: f32, loss: f32, mark: Option<Mark>) -> ChartTurn {
    ChartTurn {
        number,
        chances,
        loss,
        mark,
    }
}

#[test]
fn the_graph_shows_who_is_ahead_and_marks_the_blunder() {
    // Player 1 ahead for a while, then a blunder at turn 4 hands the game to player 2.
    let chart = ReviewChart {
        names: [Some("Alice".into()), Some("Bob 🎲".into())],
        start: 0.5,
        turns: vec![
            turn(1, 0.8, 0.0, None),
            turn(2, 0.8, 0.0, None),
            turn(3, 0.8, 0.0, None),
            turn(4, 0.1, 0.7, Some(Mark::Blunder)),
            turn(5, 0.1, 0.0, None),
            turn(6, 0.1, 0.0, None),
        ],
        lang: Lang::En,
    };
    let png = render_review(&chart).expect("the graph encodes");
    let img = image::load_from_memory(&png).expect("decodes").to_rgb8();
    assert_eq!(img.dimensions(), REVIEW_SIZE);
    let brightness = |x: u32, y: u32| {
        let p = img.get_pixel(x, y).0;
        0.299 * p[0] as f32 + 0.587 * p[1] as f32 + 0.114 * p[2] as f32
    };
    // The plot runs from x 56 to 776 over six turns, chances from y 352 (0) to 64 (1); the
    // middle is y 208. Between turns 2 and 3, player 1 is ahead: light above the middle.
    let x_ahead = 56 + (776 - 56) * 5 / 12;
    assert!(
        brightness(x_ahead, 180) > 150.0,
        "ivory where player 1 is ahead"
    );
    // Between turns 5 and 6, player 2 is ahead: dark below the middle.
    let x_behind = 56 + (776 - 56) * 11 / 12;
    assert!(
        brightness(x_behind, 240) < 80.0,
        "charcoal where player 2 is ahead"
    );
    // The blunder's dot, red, where turn 4's chances are.
    let (x, y) = (56 + (776 - 56) * 4 / 6, (352.0 - 288.0 * 0.1) as u32);
    let p = img.get_pixel(x, y).0;
    assert!(p[0] > 180 && p[1] < 120 && p[2] < 100, "{p:?}");
}
