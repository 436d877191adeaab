//! The replay: a GIF that decodes to one frame per position (the start, then one per turn),
//! whose frames, laid one over the other as a viewer does, end on the same picture as the
//! PNG of the final position (within the palette's tolerance).

use image::RgbImage;
use zertz_bot::engine::{Board, Game, GameType};
use zertz_bot::i18n::Lang;
use zertz_bot::render::{BoardView, IMAGE_SIZE, render_gif, render_image};

fn game(board: Board, game_type: GameType, moves: &str) -> Game {
    let mut game = Game::new(board, game_type);
    game.play_sequence(moves).expect("a legal sequence");
    game
}

/// Every frame of a GIF composed onto the canvas in turn, as a viewer shows them.
fn frames(bytes: &[u8]) -> Vec<RgbImage> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).expect("the GIF header decodes");
    let (width, height) = (decoder.width() as u32, decoder.height() as u32);
    let mut canvas = RgbImage::new(width, height);
    let mut shown = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame decodes") {
        assert!(frame.left as u32 + frame.width as u32 <= width);
        assert!(frame.top as u32 + frame.height as u32 <= height);
        for (i, px) in frame.buffer.chunks_exact(4).enumerate() {
            if px[3] == 0 {
                continue;
            }
            let x = frame.left as u32 + (i as u32 % frame.width as u32);
            let y = frame.top as u32 + (i as u32 / frame.width as u32);
            canvas.put_pixel(x, y, image::Rgb([px[0], px[1], px[2]]));
        }
        shown.push(canvas.clone());
    }
    shown
}

/// The mean and the largest difference of the channels of two pictures.
fn difference(a: &RgbImage, b: &RgbImage) -> (f64, u8) {
    let mut sum = 0u64;
    let mut most = 0u8;
    for (x, y) in a.as_raw().iter().zip(b.as_raw()) {
        let d = x.abs_diff(*y);
        sum += d as u64;
        most = most.max(d);
    }
    (sum as f64 / a.as_raw().len() as f64, most)
}

#[test]
fn a_replay_has_the_start_and_one_frame_per_turn_and_ends_on_the_final_picture() {
    let moves = "Bb5-g2 Gc5-f1 b5xd5 Wa2-e1 Gf4-e6 Bc4-b1 c4xe5xg3 Bf2-c1 Bd6-a4 Wd4-b5";
    let g = game(Board::Rings37, GameType::Standard, moves);
    let bytes = render_gif(&g, [Some("Alice"), None], Lang::En).expect("the replay encodes");
    let shown = frames(&bytes);
    assert_eq!(shown.len(), g.turns().len() + 1);
    for frame in &shown {
        assert_eq!((frame.width(), frame.height()), (IMAGE_SIZE, IMAGE_SIZE));
    }
    for (index, frame) in shown.iter().enumerate() {
        let view = BoardView::of_game_at(&g, index)
            .expect("a position of the game")
            .with_names(Some("Alice"), None);
        let (mean, _) = difference(frame, &render_image(&view));
        assert!(mean < 3.0, "frame {index}: mean difference {mean}");
    }
}

#[test]
fn a_replay_of_a_finished_game_is_the_same_bytes_every_time() {
    let g = game(
        Board::Rings37,
        GameType::Blitz,
        "Be6-f5 Wb5-a3 Wd4-a2 Be2-g1 Wb1-d1 Wb4-d7 b5xb3 Wd6-e1 e6xc5 Ba4-c6 Gg3-f1 Gc4-a1 c4xe3",
    );
    assert!(g.outcome().is_some());
    let first = render_gif(&g, [None, None], Lang::En).expect("encodes");
    assert_eq!(
        render_gif(&g, [None, None], Lang::En).expect("encodes"),
        first
    );
    assert_eq!(frames(&first).len(), g.turns().len() + 1);
    assert!(first.len() < 1024 * 1024, "{} bytes", first.len());
}

#[test]
fn every_board_has_a_replay_even_of_no_turns() {
    for board in Board::ALL {
        let g = Game::new(board, GameType::Standard);
        let bytes = render_gif(&g, [None, None], Lang::En).expect("encodes");
        assert_eq!(frames(&bytes).len(), 1, "{board}");
    }
}
