//! The board picture, checked by decoding the PNG and sampling pixels where the renderer's
//! geometry says things are (never by comparing bytes with a stored file: those change with
//! crate upgrades). Colours are compared with tolerances.

use image::RgbImage;
use zertz_bot::engine::{Board, Cell, Game, GameType, Player};
use zertz_bot::render::{
    BoardView, IMAGE_SIZE, cell_centre, marble_radius, player_card, render_png, ring_radii,
};

type Rgb = [u8; 3];

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png)
        .expect("the PNG decodes")
        .to_rgb8()
}

fn picture(view: &BoardView<'_>) -> RgbImage {
    decode(&render_png(view).expect("the picture encodes"))
}

fn game(board: Board, game_type: GameType, moves: &str) -> Game {
    let mut game = Game::new(board, game_type);
    game.play_sequence(moves).expect("a legal sequence");
    game
}

fn cell(board: Board, name: &str) -> Cell {
    board.parse_cell(name).expect("a cell of the board")
}

fn pixel(img: &RgbImage, x: f32, y: f32) -> Rgb {
    img.get_pixel(x.floor() as u32, y.floor() as u32).0
}

/// The pixel `radius` from the centre of `name`, at `angle` degrees (0 = right, 90 = down).
fn around(img: &RgbImage, board: Board, name: &str, radius: f32, angle: f32) -> Rgb {
    let (x, y) = cell_centre(board, cell(board, name));
    let a = angle.to_radians();
    pixel(img, x + radius * a.cos(), y + radius * a.sin())
}

fn brightness(c: Rgb) -> f32 {
    0.299 * c[0] as f32 + 0.587 * c[1] as f32 + 0.114 * c[2] as f32
}

/// The gold of the last-turn marks.
fn is_gold(c: Rgb) -> bool {
    c[0] > 200 && c[1] > 150 && c[2] < 120 && c[0] as i32 - c[2] as i32 > 120
}

/// The teal of the "show options" marks.
fn is_teal(c: Rgb) -> bool {
    c[1] > 170 && c[2] > 160 && c[0] < 150
}

/// How many of `samples` points on the circle of `radius` round `name` pass `test`.
fn count_on_circle(
    img: &RgbImage,
    board: Board,
    name: &str,
    radius: f32,
    samples: usize,
    test: fn(Rgb) -> bool,
) -> usize {
    (0..samples)
        .filter(|&i| {
            test(around(
                img,
                board,
                name,
                radius,
                i as f32 * 360.0 / samples as f32,
            ))
        })
        .count()
}

/// How many rays from the centre of `name` (out of 36) meet `test` between the marble's edge
/// and the ring's outer edge: a mark drawn round a marble meets it on every ray.
fn rays_with(img: &RgbImage, board: Board, name: &str, test: fn(Rgb) -> bool) -> usize {
    let (from, to) = (marble_radius(board), ring_radii(board).1 + 2.0);
    (0..36)
        .filter(|&i| {
            let angle = i as f32 * 10.0;
            let mut r = from;
            while r <= to {
                if test(around(img, board, name, r, angle)) {
                    return true;
                }
                r += 0.5;
            }
            false
        })
        .count()
}

/// The middle of a ring's band, where a present ring is ivory.
fn ring_middle(board: Board) -> f32 {
    let (inner, outer) = ring_radii(board);
    (inner + outer) / 2.0
}

#[test]
fn every_board_renders_at_the_picture_size_at_the_start_and_in_play() {
    for board in Board::ALL {
        let start = Game::new(board, GameType::Standard);
        let played = game(board, GameType::Standard, "Wd4-a1 Gc3-a2");
        for g in [&start, &played] {
            let png = render_png(&BoardView::of_game(g)).expect("the picture encodes");
            assert!(png.len() <= 300 * 1024, "{board}: {} bytes", png.len());
            let img = decode(&png);
            assert_eq!(
                (img.width(), img.height()),
                (IMAGE_SIZE, IMAGE_SIZE),
                "{board}"
            );
            // Every ring of the start position is ivory in the middle of its band.
            if g.turns().is_empty() {
                for c in board.cells() {
                    let name = board.name(c).to_string();
                    let colour = around(&img, board, &name, ring_middle(board), 200.0);
                    assert!(brightness(colour) > 170.0, "{board} {name}: {colour:?}");
                }
            }
        }
    }
}

#[test]
fn the_same_view_gives_the_same_bytes_and_a_different_view_different_bytes() {
    let g = game(Board::Rings48, GameType::Standard, "Wd4-a1 Ga3-g1 Bf2-a4");
    let view = BoardView::of_game(&g).with_options(true);
    let first = render_png(&view).expect("encodes");
    let second = render_png(&view).expect("encodes");
    assert_eq!(first, second);
    let other = render_png(&BoardView::of_game(&g)).expect("encodes");
    assert_ne!(first, other);
}

#[test]
fn a_marbles_centre_has_its_colour_and_the_three_colours_are_apart_by_brightness() {
    let board = Board::Rings37;
    let g = game(board, GameType::Standard, "Wd4-a1 Ga3-g1 Bf2-a4");
    for view in [BoardView::of_game(&g), BoardView::new(g.position())] {
        let img = picture(&view);
        let centre = |name: &str| {
            let (x, y) = cell_centre(board, cell(board, name));
            pixel(&img, x, y)
        };
        let (white, grey, black) = (centre("d4"), centre("a3"), centre("f2"));
        assert!(brightness(white) > 200.0, "white {white:?}");
        assert!((90.0..170.0).contains(&brightness(grey)), "grey {grey:?}");
        assert!(brightness(black) < 60.0, "black {black:?}");
        // Neutral, not tinted.
        for c in [white, grey, black] {
            assert!(
                c.iter().max().unwrap_or(&0) - c.iter().min().unwrap_or(&0) < 24,
                "{c:?}"
            );
        }
    }
}

#[test]
fn a_removed_ring_shows_the_wood_and_a_present_ring_is_ivory() {
    let board = Board::Rings37;
    // a1 was removed by the first turn; the picture is after the third, so a1 is unmarked.
    let g = game(board, GameType::Standard, "Wd4-a1 Ga3-g1 Bf2-a4");
    let img = picture(&BoardView::of_game(&g));
    let r = ring_middle(board);
    for angle in (0..360).step_by(15) {
        let angle = angle as f32;
        let removed = around(&img, board, "a1", r, angle);
        let present = around(&img, board, "a2", r, angle);
        assert!(brightness(present) > 170.0, "a2 at {angle}: {present:?}");
        assert!(brightness(removed) < 120.0, "a1 at {angle}: {removed:?}");
        // The removed ring's place is the wood of its row, a little darker at most.
        let (_, y) = cell_centre(board, cell(board, "a1"));
        let y = y + r * angle.to_radians().sin();
        let wood = pixel(&img, 2.0, y);
        for channel in 0..3 {
            let diff = wood[channel] as i32 - removed[channel] as i32;
            assert!(
                (-6..=40).contains(&diff),
                "a1 at {angle}: {removed:?} vs wood {wood:?}"
            );
        }
    }
}

#[test]
fn the_last_placement_is_marked_the_placed_marble_and_the_removed_ring() {
    let board = Board::Rings37;
    let g = game(board, GameType::Standard, "Wd4-a1 Ga3-g1");
    let img = picture(&BoardView::of_game(&g));
    // The grey marble just placed on a3 is ringed in gold; the white on d4 from before is not.
    assert_eq!(rays_with(&img, board, "a3", is_gold), 36);
    assert_eq!(rays_with(&img, board, "d4", is_gold), 0);
    // The ring just removed (g1) is circled by gold dashes; a1, removed before, is not.
    assert!(count_on_circle(&img, board, "g1", ring_middle(board), 72, is_gold) > 24);
    assert_eq!(
        count_on_circle(&img, board, "a1", ring_middle(board), 72, is_gold),
        0
    );
    // Without a last turn (a position on its own) nothing is marked.
    let plain = picture(&BoardView::new(g.position()));
    assert_eq!(rays_with(&plain, board, "a3", is_gold), 0);
    assert_eq!(
        count_on_circle(&plain, board, "g1", ring_middle(board), 72, is_gold),
        0
    );
}

#[test]
fn the_last_jump_is_marked_its_path_and_the_captured_marble() {
    let board = Board::Rings37;
    // b5 jumps over the grey marble on c5 to d5.
    let g = game(board, GameType::Standard, "Bb5-g2 Gc5-f1 b5xd5");
    let img = picture(&BoardView::of_game(&g));
    let at = |name: &str| {
        let (x, y) = cell_centre(board, cell(board, name));
        pixel(&img, x, y)
    };
    // The start of the path (a gold dot), the cross on the captured marble.
    assert!(is_gold(at("b5")), "{:?}", at("b5"));
    assert!(is_gold(at("c5")), "{:?}", at("c5"));
    // The captured marble is still shown, small and grey, beside the cross.
    let spacing = zertz_bot::render::cell_spacing(board);
    let grey = around(&img, board, "c5", spacing * 0.16, 90.0);
    assert!((70.0..180.0).contains(&brightness(grey)), "{grey:?}");
    // The jumping marble is black and ringed in gold where it landed.
    assert!(brightness(at("d5")) < 60.0);
    assert_eq!(rays_with(&img, board, "d5", is_gold), 36);
}

/// How many separate gold stretches the circle of `radius` round `name` crosses (360 samples).
fn gold_runs(img: &RgbImage, board: Board, name: &str, radius: f32) -> usize {
    let gold: Vec<bool> = (0..360)
        .map(|a| is_gold(around(img, board, name, radius, a as f32)))
        .collect();
    (0..360)
        .filter(|&i| gold[i] && !gold[(i + 359) % 360])
        .count()
}

#[test]
fn rings_taken_by_isolation_are_marked_with_their_marbles() {
    let board = Board::Rings37;
    let moves = "Bb5-g2 Gc5-f1 b5xd5 Wa2-e1 Gf4-e6 Bc4-b1 c4xe5xg3 Bf2-c1 Bd6-a4 Wd4-b5 Gf5-e2 \
                 Gd1-d2 Bg4-a3 Gg1-c2 g1xe3xc4 Ga1-f2 Bd5-b4 d5xd7 Wc5-d3 c4xc6 Bf3-g1 g3xe3 \
                 Wf3-b2 e3xg3 Bf3-e3 Gd5-b3";
    let g = game(board, GameType::Standard, moves);
    let before = g.positions()[g.positions().len() - 2];
    let after = g.position();
    for name in ["a1", "a2"] {
        assert!(before.rings().contains(cell(board, name)));
        assert!(
            !after.rings().contains(cell(board, name)),
            "{name} was isolated"
        );
    }
    let img = picture(&BoardView::of_game(&g));
    // Isolation is marked apart from the ring the player removed (b3): many round dots
    // against ten dashes.
    let removed = gold_runs(&img, board, "b3", ring_middle(board));
    assert!((8..=11).contains(&removed), "{removed} dashes");
    for name in ["a1", "a2"] {
        assert!(count_on_circle(&img, board, name, ring_middle(board), 72, is_gold) > 24);
        let dots = gold_runs(&img, board, name, ring_middle(board));
        assert!(dots >= 14, "{name}: {dots} dots");
        // The marble that stood there is drawn, small, in its colour.
        let (x, y) = cell_centre(board, cell(board, name));
        let shown = brightness(pixel(&img, x, y));
        let colour = before
            .marble_at(cell(board, name))
            .expect("a marble stood there");
        match colour {
            zertz_bot::engine::Marble::White => assert!(shown > 190.0, "{name}: {shown}"),
            zertz_bot::engine::Marble::Grey => assert!((80.0..170.0).contains(&shown)),
            zertz_bot::engine::Marble::Black => assert!(shown < 60.0),
        }
    }
}

#[test]
fn show_options_marks_free_rings_or_the_marbles_that_must_jump() {
    let board = Board::Rings37;
    let g = game(board, GameType::Standard, "Wd4-a1");
    let centre_of = |img: &RgbImage, name: &str| {
        let (x, y) = cell_centre(board, cell(board, name));
        pixel(img, x, y)
    };
    let with = picture(&BoardView::of_game(&g).with_options(true));
    let without = picture(&BoardView::of_game(&g));
    // a2 is free (a1 beside it is gone), d3 is not.
    assert!(g.position().free_rings().contains(cell(board, "a2")));
    assert!(
        is_teal(centre_of(&with, "a2")),
        "{:?}",
        centre_of(&with, "a2")
    );
    assert!(!is_teal(centre_of(&with, "d3")));
    assert!(!is_teal(centre_of(&without, "a2")));
    // With a capture compulsory, the marble that can jump is ringed and no ring is dotted.
    let g = game(board, GameType::Standard, "Bd1-g1 Wb2-a3 Bc3-a1");
    assert!(g.position().jumpers().contains(cell(board, "b2")));
    let img = picture(&BoardView::of_game(&g).with_options(true));
    assert_eq!(rays_with(&img, board, "b2", is_teal), 36);
    assert!(!is_teal(centre_of(&img, "a2")));
}

#[test]
fn the_player_to_move_and_the_winner_have_a_gold_frame_and_the_result_is_written() {
    let top_edge = |img: &RgbImage, player: Player| {
        let (left, top, right, _) = player_card(player);
        pixel(img, (left + right) / 2.0, top)
    };
    let gold_in_top_right = |img: &RgbImage| {
        let mut count = 0;
        for y in 10..50 {
            for x in 560..795 {
                count += usize::from(is_gold(img.get_pixel(x, y).0));
            }
        }
        count
    };
    let start = Game::new(Board::Rings37, GameType::Standard);
    let img = picture(&BoardView::of_game(&start));
    assert!(is_gold(top_edge(&img, Player::One)));
    assert!(!is_gold(top_edge(&img, Player::Two)));
    assert_eq!(gold_in_top_right(&img), 0);

    // A blitz game that player one wins by capturing three white marbles.
    let finished = game(
        Board::Rings37,
        GameType::Blitz,
        "Be6-f5 Wb5-a3 Wd4-a2 Be2-g1 Wb1-d1 Wb4-d7 b5xb3 Wd6-e1 e6xc5 Ba4-c6 Gg3-f1 Gc4-a1 c4xe3",
    );
    assert!(finished.outcome().is_some(), "the game is over");
    let img = picture(&BoardView::of_game(&finished));
    let winner = finished
        .outcome()
        .and_then(|o| o.winner())
        .expect("a winner");
    assert!(is_gold(top_edge(&img, winner)));
    assert!(!is_gold(top_edge(&img, winner.opponent())));
    assert!(gold_in_top_right(&img) > 100);
}

#[test]
fn names_the_font_cannot_draw_are_never_drawn_as_garbage() {
    let g = game(Board::Rings37, GameType::Standard, "Wd4-a1");
    let plain = render_png(&BoardView::of_game(&g)).expect("encodes");
    // Nothing readable: the same picture as with no names ("Player 1", "Player 2").
    let unreadable = BoardView::of_game(&g).with_names(Some("🐉🔥"), Some("\u{200d}\u{202e}"));
    assert_eq!(render_png(&unreadable).expect("encodes"), plain);
    // A readable part is kept (and the picture differs), Japanese and Korean names included
    // (drawn from the second font), within the picture's size target.
    let named = BoardView::of_game(&g).with_names(Some("Zoë 🐉"), None);
    assert_ne!(render_png(&named).expect("encodes"), plain);
    let japanese = BoardView::of_game(&g).with_names(Some("山田太郎"), Some("김민준"));
    let png = render_png(&japanese).expect("encodes");
    assert_ne!(png, plain);
    assert!(png.len() <= 300 * 1024, "{} bytes", png.len());
}

#[test]
fn a_draw_frames_nobody_and_a_pass_is_written_in_gold() {
    use zertz_bot::engine::{DrawReason, Outcome, Turn};
    let gold_in = |img: &RgbImage, (x0, y0, x1, y1): (u32, u32, u32, u32)| {
        let mut count = 0;
        for y in y0..y1 {
            for x in x0..x1 {
                count += usize::from(is_gold(img.get_pixel(x, y).0));
            }
        }
        count
    };
    let g = game(Board::Rings37, GameType::Standard, "Wd4-a1 Ga3-g1");
    let before = g.positions()[1];
    let mut after = before;
    after.play_unchecked(Turn::Pass);
    let view = BoardView::new(&after)
        .with_last_turn(&before, Turn::Pass)
        .with_outcome(Some(Outcome::Draw {
            reason: DrawReason::DoublePass,
        }));
    let img = picture(&view);
    for player in [Player::One, Player::Two] {
        let (left, top, right, _) = player_card(player);
        assert!(!is_gold(pixel(&img, (left + right) / 2.0, top)));
    }
    // "pass" in the top-left corner, "Draw" in the top-right one.
    assert!(gold_in(&img, (10, 10, 200, 80)) > 30);
    assert!(gold_in(&img, (560, 10, 795, 50)) > 30);
}

#[test]
fn each_panel_points_at_the_goal_its_player_is_nearest_to() {
    use zertz_bot::engine::{Marble, Position};
    use zertz_bot::render::{CAPTURE_SLOT_RADIUS, capture_slot};
    // Player one is one black from six; player two has captured nothing (white is nearest).
    let position = Position::from_text(
        "oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 4/6/5 2/2/5 0/0/0 1 37",
    )
    .expect("a position");
    let img = picture(&BoardView::new(&position));
    let ring_gold = |player: Player, colour: Marble, index: usize| {
        let (x, y) = capture_slot(player, colour, index);
        let r = CAPTURE_SLOT_RADIUS + 2.5;
        (0..24)
            .filter(|i| {
                let a = (*i as f32 * 15.0).to_radians();
                is_gold(pixel(&img, x + r * a.cos(), y + r * a.sin()))
            })
            .count()
    };
    // The slot the sixth black would fill is ringed; no other slot of player one is.
    assert!(ring_gold(Player::One, Marble::Black, 5) > 16);
    assert_eq!(ring_gold(Player::One, Marble::White, 2), 0);
    assert_eq!(ring_gold(Player::One, Marble::Grey, 2), 0);
    // Player two: the first white slot.
    assert!(ring_gold(Player::Two, Marble::White, 0) > 16);
    assert_eq!(ring_gold(Player::Two, Marble::Black, 0), 0);
}

/// How many light (text-coloured) pixels lie in the hole of the ring `name`, within a fifth of
/// the ring spacing of its centre (the ring itself starts farther out).
fn light_pixels_in_hole(img: &RgbImage, board: Board, name: &str) -> usize {
    let (x, y) = cell_centre(board, cell(board, name));
    let reach = zertz_bot::render::cell_spacing(board) * 0.2;
    let r = reach as i32;
    let mut count = 0;
    for dy in -r..=r {
        for dx in -r..=r {
            let inside = (dx * dx + dy * dy) as f32 <= reach * reach;
            if inside && brightness(pixel(img, x + dx as f32, y + dy as f32)) > 200.0 {
                count += 1;
            }
        }
    }
    count
}

#[test]
fn labels_write_each_rings_name_inside_it() {
    for board in [Board::Rings37, Board::Rings61] {
        let g = Game::new(board, GameType::Standard);
        let plain = picture(&BoardView::of_game(&g));
        let labelled = picture(&BoardView::of_game(&g).with_labels(true));
        for name in ["a1", "d4", "c2"] {
            assert_eq!(light_pixels_in_hole(&plain, board, name), 0, "{name}");
            assert!(
                light_pixels_in_hole(&labelled, board, name) > 15,
                "{board} rings, {name}"
            );
        }
    }
}

/// The pixels of the player cards (names, "to move", goals) and of the top corners (turn,
/// board size, type) of a picture.
fn words_of(img: &RgbImage) -> Vec<Rgb> {
    let mut pixels = Vec::new();
    for player in [Player::One, Player::Two] {
        let (left, top, right, bottom) = player_card(player);
        for y in top as u32..bottom as u32 {
            for x in left as u32..right as u32 {
                pixels.push(img.get_pixel(x, y).0);
            }
        }
    }
    for y in 0..80 {
        for x in (0..IMAGE_SIZE).filter(|&x| !(200..600).contains(&x)) {
            pixels.push(img.get_pixel(x, y).0);
        }
    }
    pixels
}

#[test]
fn the_pictures_words_are_in_the_language_asked_for() {
    use zertz_bot::i18n::Lang;
    let g = game(Board::Rings37, GameType::Standard, "Wd4-a1 Gd5-g4");
    let english = picture(&BoardView::of_game(&g));
    // Drawn twice the same: the comparison below sees the words, not noise.
    assert_eq!(
        words_of(&english),
        words_of(&picture(&BoardView::of_game(&g)))
    );
    let mut seen = vec![words_of(&english)];
    for lang in [Lang::Fr, Lang::Nl, Lang::Hu, Lang::Ja] {
        let view = BoardView::of_game(&g).in_lang(lang);
        let words = words_of(&picture(&view));
        assert!(
            !seen.contains(&words),
            "{lang:?}: the same words as another language"
        );
        seen.push(words);
    }
    // English is the default.
    assert_eq!(
        words_of(&picture(&BoardView::of_game(&g).in_lang(Lang::En))),
        seen[0]
    );
}
