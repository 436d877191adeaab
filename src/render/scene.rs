//! What a picture shows ([`BoardView`]) and how it is put together from the backdrop, the
//! sprites and a few marks drawn per request.

use image::RgbImage;

use crate::engine::{Cell, Game, Marble, Outcome, Player, Position, Turn};

use super::font::{Align, clean_name, draw_text, text_width};
use super::layout::{Layout, MARBLE_RADIUS, RING_INNER, RING_OUTER};
use super::paint::{Colour, annulus, circle, fill, rounded_rect, segment, triangle};
use super::sprites::{
    ACCENT, Backdrop, CARD_RADIUS, CARDS, ON_ACCENT, OPTION, OUTLINE, POOL_RADIUS, PanelSprites,
    SLOT_RADIUS, SLOT_STEP, TEXT, TEXT_DIM, board_sprites, player_card, slot_centre,
};

/// What to draw: a position, and optionally the turn that led to it, the game's result, the
/// players' names and the "show options" marks.
///
/// ```
/// use zertz_bot::engine::{Board, Game, GameType};
/// use zertz_bot::render::{BoardView, render_png};
/// let mut game = Game::new(Board::Rings37, GameType::Standard);
/// game.play_sequence("Wd4-a1 Bc3-g1").unwrap();
/// let png = render_png(&BoardView::of_game(&game).with_options(true)).unwrap();
/// assert!(png.starts_with(b"\x89PNG"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct BoardView<'a> {
    position: &'a Position,
    last: Option<(&'a Position, Turn)>,
    outcome: Option<Outcome>,
    options: bool,
    names: [Option<&'a str>; 2],
    turn_number: Option<usize>,
}

impl<'a> BoardView<'a> {
    /// A position on its own: no last turn marked, and the result the position itself decides
    /// (a goal reached, the board used up).
    pub fn new(position: &'a Position) -> BoardView<'a> {
        BoardView {
            position,
            last: None,
            outcome: position.outcome(),
            options: false,
            names: [None, None],
            turn_number: None,
        }
    }

    /// A game's current position, with its last turn marked, its turn number and its result
    /// (including draws, which need the game's history).
    pub fn of_game(game: &'a Game) -> BoardView<'a> {
        let index = game.positions().len().saturating_sub(1);
        BoardView::of_game_at(game, index).unwrap_or_else(|| BoardView::new(game.position()))
    }

    /// Position `index` of a game (0 is the start), with the turn that led to it marked; the
    /// game's result on its last position. `None` if the game has no such position.
    pub fn of_game_at(game: &'a Game, index: usize) -> Option<BoardView<'a>> {
        let position = game.positions().get(index)?;
        let mut view = BoardView::new(position).with_turn_number(index);
        if index > 0 {
            let before = game.positions().get(index - 1)?;
            let turn = *game.turns().get(index - 1)?;
            view = view.with_last_turn(before, turn);
        }
        if index + 1 == game.positions().len() {
            view = view.with_outcome(game.outcome());
        }
        Some(view)
    }

    /// Marks `turn`, played from `before`, as the turn that led to this position.
    pub fn with_last_turn(mut self, before: &'a Position, turn: Turn) -> BoardView<'a> {
        self.last = Some((before, turn));
        self
    }

    /// Shows `outcome` as the result (`None`: the game goes on).
    pub fn with_outcome(mut self, outcome: Option<Outcome>) -> BoardView<'a> {
        self.outcome = outcome;
        self
    }

    /// Marks the free rings and the marbles that can jump (when `show` is true).
    pub fn with_options(mut self, show: bool) -> BoardView<'a> {
        self.options = show;
        self
    }

    /// The players' names (Discord names may hold anything: characters the font lacks are
    /// dropped, and a name with nothing readable left shows as "Player 1" or "Player 2").
    pub fn with_names(mut self, one: Option<&'a str>, two: Option<&'a str>) -> BoardView<'a> {
        self.names = [one, two];
        self
    }

    /// The number of turns played to reach this position, shown in the corner.
    pub fn with_turn_number(mut self, number: usize) -> BoardView<'a> {
        self.turn_number = Some(number);
        self
    }

    /// The position drawn.
    pub fn position(&self) -> &'a Position {
        self.position
    }
}

/// What the last turn did, found by comparing the positions before and after it.
#[derive(Debug, Default)]
struct Marks {
    /// Where a marble was placed, or where the jumping marble landed.
    arrived: Option<Cell>,
    /// The ring the placement removed.
    removed: Option<Cell>,
    /// The jump's cells: the start, then each landing.
    path: Vec<Cell>,
    /// The marbles jumped over, with their colours.
    jumped: Vec<(Cell, Marble)>,
    /// Rings taken by isolation, with the marble that stood on each.
    isolated: Vec<(Cell, Option<Marble>)>,
    /// Whether the player passed.
    passed: bool,
}

impl Marks {
    fn new(before: &Position, turn: Turn, after: &Position) -> Marks {
        let mut marks = Marks::default();
        let mut mover_colour = None;
        match turn {
            Turn::Place { marble, at, remove } => {
                marks.arrived = Some(at);
                marks.removed = remove;
                mover_colour = Some((at, marble));
            }
            Turn::Capture(path) => {
                marks.path = path.cells().to_vec();
                marks.arrived = Some(path.to());
                for (_, over, _) in path.hops() {
                    if let Some(colour) = before.marble_at(over) {
                        marks.jumped.push((over, colour));
                    }
                }
                if let Some(colour) = before.marble_at(path.from()) {
                    mover_colour = Some((path.to(), colour));
                }
            }
            Turn::Pass => marks.passed = true,
        }
        let mut gone = before.rings() & !after.rings();
        if let Some(removed) = marks.removed {
            gone = gone.without(removed);
        }
        for cell in gone {
            let marble = match mover_colour {
                Some((at, colour)) if at == cell => Some(colour),
                _ if marks.jumped.iter().any(|&(c, _)| c == cell) => None,
                _ if marks.path.first() == Some(&cell) => None,
                _ => before.marble_at(cell),
            };
            marks.isolated.push((cell, marble));
        }
        if marks.arrived.is_some_and(|at| !after.rings().contains(at)) {
            // The marble that arrived was taken with its group: its ring is marked instead.
            marks.arrived = None;
        }
        marks
    }
}

/// Draws the picture of `view`.
pub(crate) fn compose(view: &BoardView<'_>) -> RgbImage {
    let mut img = RgbImage::new(0, 0);
    compose_into(view, &mut img);
    img
}

/// Draws the picture of `view` into `img`, reusing its pixels' memory when it has the size.
pub(crate) fn compose_into(view: &BoardView<'_>, img: &mut RgbImage) {
    let position = view.position;
    let board = position.board();
    let layout = Layout::of(board);
    let backdrop = Backdrop::of(board, position.game_type());
    if img.dimensions() == backdrop.full.dimensions() {
        img.copy_from_slice(backdrop.full.as_raw());
    } else {
        *img = backdrop.full.clone();
    }
    for cell in board.cells() & !position.rings() {
        backdrop.paste_ghost(img, cell);
    }
    let marks = view
        .last
        .map(|(before, turn)| Marks::new(before, turn, position))
        .unwrap_or_default();
    let spacing = layout.spacing;
    let centre = |cell: Cell| {
        layout
            .centre(cell)
            .map(|(x, y)| (x as f32 + 0.5, y as f32 + 0.5))
    };
    let sprites = board_sprites(board);

    // Under the marbles: what left the board, and the jump's path.
    let ring_middle = (RING_OUTER + RING_INNER) / 2.0 * spacing;
    for &(cell, marble) in &marks.isolated {
        if let (Some((x, y)), Some(marble)) = (layout.centre(cell), marble) {
            sprites.captured[marble.index()].draw(img, x, y);
        }
        if let Some(c) = centre(cell) {
            dashed_ring(img, c, ring_middle, spacing * 0.03, ACCENT);
        }
    }
    if let Some(c) = marks.removed.and_then(centre) {
        dashed_ring(img, c, ring_middle, spacing * 0.03, ACCENT);
    }
    for &(cell, marble) in &marks.jumped {
        if let Some((x, y)) = layout.centre(cell) {
            sprites.captured[marble.index()].draw(img, x, y);
        }
    }
    if marks.path.len() >= 2 {
        let points: Vec<(f32, f32)> = marks.path.iter().filter_map(|&c| centre(c)).collect();
        draw_path(img, &points, spacing);
    }

    // The marbles.
    for colour in Marble::ALL {
        let sprite = &sprites.marbles[colour.index()];
        for cell in position.marbles(colour) {
            if let Some((x, y)) = layout.centre(cell) {
                sprite.draw(img, x, y);
            }
        }
    }

    // Over the marbles: the marble that arrived, the captured marbles' crosses, the options.
    let halo = (MARBLE_RADIUS + 0.055) * spacing;
    if let Some(c) = marks.arrived.and_then(centre) {
        ring_mark(img, c, halo, spacing * 0.032, ACCENT);
    }
    for &(cell, _) in &marks.jumped {
        if let Some(c) = centre(cell) {
            cross(img, c, spacing * 0.1, spacing * 0.028, ACCENT);
        }
    }
    if view.options && view.outcome.is_none() {
        // A capture is compulsory when a marble can jump: then only the jumpers are options.
        let jumpers = position.jumpers();
        if jumpers.is_empty() {
            for cell in position.free_rings() {
                if let Some(c) = centre(cell) {
                    let dot = circle(c.0, c.1, spacing * 0.075);
                    fill_outlined(img, dot, c, spacing, OPTION);
                }
            }
        }
        for cell in jumpers {
            if let Some(c) = centre(cell) {
                ring_mark(img, c, halo, spacing * 0.04, OPTION);
            }
        }
    }

    draw_panel(img, view);
    draw_corners(img, view, &marks);
}

/// A shape filled with `colour` over a soft dark outline.
fn fill_outlined(
    img: &mut RgbImage,
    sdf: impl Fn(f32, f32) -> f32,
    c: (f32, f32),
    reach: f32,
    colour: Colour,
) {
    let bounds = (c.0 - reach, c.1 - reach, c.0 + reach, c.1 + reach);
    fill(img, bounds, OUTLINE, 0.55, |x, y| sdf(x, y) - 1.6);
    fill(img, bounds, colour, 1.0, sdf);
}

/// A solid circle line round a point, over a dark outline.
fn ring_mark(img: &mut RgbImage, c: (f32, f32), radius: f32, half: f32, colour: Colour) {
    let reach = radius + half + 4.0;
    fill_outlined(img, annulus(c.0, c.1, radius, half), c, reach, colour);
}

/// A dashed circle line round a point, over a dark outline.
fn dashed_ring(img: &mut RgbImage, c: (f32, f32), radius: f32, half: f32, colour: Colour) {
    let dashes = 10.0;
    let circumference = std::f32::consts::TAU * radius;
    let gap = circumference / dashes * 0.42;
    let dashed = move |x: f32, y: f32| {
        let line = annulus(c.0, c.1, radius, half)(x, y);
        // Distance along the circle to the middle of the nearest gap, in pixels.
        let angle = (y - c.1).atan2(x - c.0) + std::f32::consts::PI;
        let phase = (angle / std::f32::consts::TAU * dashes).fract();
        let from_gap = (phase - 0.5).abs() * circumference / dashes;
        line.max(gap / 2.0 - from_gap)
    };
    let reach = radius + half + 4.0;
    fill_outlined(img, dashed, c, reach, colour);
}

/// An × centred on a point.
fn cross(img: &mut RgbImage, c: (f32, f32), arm: f32, half: f32, colour: Colour) {
    let a = segment((c.0 - arm, c.1 - arm), (c.0 + arm, c.1 + arm), half);
    let b = segment((c.0 - arm, c.1 + arm), (c.0 + arm, c.1 - arm), half);
    fill_outlined(
        img,
        move |x, y| a(x, y).min(b(x, y)),
        c,
        arm + half + 4.0,
        colour,
    );
}

/// A jump's path: a line through the cells with a dot at the start and an arrowhead at the
/// end, drawn under the marbles.
fn draw_path(img: &mut RgbImage, points: &[(f32, f32)], spacing: f32) {
    let half = spacing * 0.04;
    let Some((&end, rest)) = points.split_last() else {
        return;
    };
    let Some(&before_end) = rest.last() else {
        return;
    };
    // Stop the line short of the last cell's centre, where the arrowhead goes.
    let (dx, dy) = (end.0 - before_end.0, end.1 - before_end.1);
    let length = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (ux, uy) = (dx / length, dy / length);
    let tip_distance = MARBLE_RADIUS * spacing + spacing * 0.02;
    let tip = (end.0 - ux * tip_distance, end.1 - uy * tip_distance);
    let head = spacing * 0.2;
    let base = (tip.0 - ux * head, tip.1 - uy * head);
    let wing = (-uy * head * 0.62, ux * head * 0.62);
    let arrow = triangle([
        tip,
        (base.0 + wing.0, base.1 + wing.1),
        (base.0 - wing.0, base.1 - wing.1),
    ]);
    let mut line_points: Vec<(f32, f32)> = rest.to_vec();
    line_points.push((base.0 + ux * 2.0, base.1 + uy * 2.0));
    let segments: Vec<_> = line_points
        .windows(2)
        .map(|w| segment(w[0], w[1], half))
        .collect();
    let start = line_points[0];
    let dot = circle(start.0, start.1, spacing * 0.09);
    let shape = |x: f32, y: f32| {
        let mut d = arrow(x, y).min(dot(x, y));
        for s in &segments {
            d = d.min(s(x, y));
        }
        d
    };
    let (mut left, mut top, mut right, mut bottom) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for &(x, y) in points {
        left = left.min(x);
        top = top.min(y);
        right = right.max(x);
        bottom = bottom.max(y);
    }
    let reach = spacing * 0.25;
    let bounds = (left - reach, top - reach, right + reach, bottom + reach);
    fill(img, bounds, OUTLINE, 0.55, |x, y| shape(x, y) - 1.6);
    fill(img, bounds, ACCENT, 1.0, shape);
}

/// The panel: each player's captures towards the goals, the pool, whose turn it is.
fn draw_panel(img: &mut RgbImage, view: &BoardView<'_>) {
    let position = view.position;
    let game_type = position.game_type();
    let panel = PanelSprites::get();
    let goal = game_type.goal();
    for player in [Player::One, Player::Two] {
        let card = player_card(player);
        let (left, top, right, _) = card;
        let captures = position.captures(player);
        // Status: to move, winner, or draw.
        let status = match view.outcome {
            None => (position.side_to_move() == player).then_some(("to move", true)),
            Some(outcome) => match outcome.winner() {
                Some(winner) if winner == player => Some(("★ wins", true)),
                Some(_) => None,
                None => Some(("draw", false)),
            },
        };
        if let Some((_, true)) = status {
            let frame = rounded_rect(card.0, card.1, card.2, card.3, CARD_RADIUS);
            fill(
                img,
                (card.0 - 3.0, card.1 - 3.0, card.2 + 3.0, card.3 + 3.0),
                ACCENT,
                1.0,
                move |x, y| frame(x, y).abs() - 1.5,
            );
        }
        let mut name_room = right - left - 28.0;
        if let Some((label, strong)) = status {
            let size = 17.0;
            let width = text_width(label, size) + 18.0;
            let (tag_right, tag_y) = (right - 12.0, top + 24.0);
            let (tag_left, colour, text) = if strong {
                (tag_right - width, ACCENT, ON_ACCENT)
            } else {
                (tag_right - width, [96, 72, 52], TEXT)
            };
            fill(
                img,
                (tag_left, tag_y - 14.0, tag_right, tag_y + 14.0),
                colour,
                1.0,
                rounded_rect(tag_left, tag_y - 12.0, tag_right, tag_y + 12.0, 12.0),
            );
            draw_text(
                img,
                label,
                (tag_left + tag_right) / 2.0,
                tag_y,
                size,
                text,
                Align::Centre,
            );
            name_room -= width + 8.0;
        }
        let name_size = 23.0;
        let fallback = format!("Player {}", player.number());
        let name = view.names[player.index()]
            .and_then(|n| clean_name(n, name_size, name_room))
            .unwrap_or(fallback);
        draw_text(
            img,
            &name,
            left + 16.0,
            top + 24.0,
            name_size,
            TEXT,
            Align::Left,
        );

        for (row, colour) in Marble::ALL.into_iter().enumerate() {
            let count = captures[colour] as usize;
            let shown = count.min(goal[colour] as usize);
            if count >= goal[colour] as usize {
                // A goal reached: the row glows.
                let (x0, y) = slot_centre(card, row, 0);
                let (x1, _) = slot_centre(card, row, shown.saturating_sub(1));
                let r = SLOT_RADIUS + 3.5;
                let (x0, x1, y) = (x0 as f32 + 0.5, x1 as f32 + 0.5, y as f32 + 0.5);
                fill(
                    img,
                    (x0 - r - 2.0, y - r - 2.0, x1 + r + 2.0, y + r + 2.0),
                    ACCENT,
                    0.9,
                    rounded_rect(x0 - r, y - r, x1 + r, y + r, r),
                );
            }
            for i in 0..shown {
                let (x, y) = slot_centre(card, row, i);
                panel.slot_marbles[colour.index()].draw(img, x, y);
            }
            if count > shown {
                let (x, y) = slot_centre(card, row, shown);
                let extra = format!("+{}", count - shown);
                draw_text(
                    img,
                    &extra,
                    x as f32 - 8.0,
                    y as f32,
                    17.0,
                    TEXT,
                    Align::Left,
                );
            }
        }
        // Progress towards "some of each colour".
        let each = game_type.goal_each();
        let least = Marble::ALL
            .iter()
            .map(|&m| captures[m])
            .min()
            .unwrap_or(0)
            .min(each);
        let column = left + SLOT_STEP.0 * 6.0 + 44.0;
        let x = (column + right) / 2.0;
        draw_text(
            img,
            &format!("{each} of each"),
            x,
            top + 62.0,
            15.0,
            TEXT_DIM,
            Align::Centre,
        );
        let colour = if least >= each { ACCENT } else { TEXT };
        draw_text(
            img,
            &format!("{least}/{each}"),
            x,
            top + 98.0,
            30.0,
            colour,
            Align::Centre,
        );
    }

    // The pool.
    let (left, top, right, _) = CARDS[1];
    let pool = position.pool();
    let middle = (left + right) / 2.0;
    for (i, colour) in Marble::ALL.into_iter().enumerate() {
        let x = middle + (i as f32 - 1.0) * 52.0;
        let y = top + 66.0;
        let count = pool[colour];
        if count > 0 {
            panel.pool_marbles[colour.index()].draw(img, x as i32, y as i32);
        } else {
            let ghost = circle(x + 0.5, y + 0.5, POOL_RADIUS - 1.0);
            fill(
                img,
                (x - 20.0, y - 20.0, x + 20.0, y + 20.0),
                [0, 0, 0],
                0.22,
                move |px, py| ghost(px, py).abs() - 0.8,
            );
        }
        let text = if count > 0 { TEXT } else { TEXT_DIM };
        draw_text(
            img,
            &count.to_string(),
            x,
            top + 116.0,
            24.0,
            text,
            Align::Centre,
        );
    }
    if pool.is_empty() {
        draw_text(
            img,
            "empty: play from captures",
            middle,
            top + 140.0,
            12.5,
            TEXT_DIM,
            Align::Centre,
        );
    }
}

/// The corners above the board: the turn and its notation on the left, the result or the
/// game type on the right.
fn draw_corners(img: &mut RgbImage, view: &BoardView<'_>, marks: &Marks) {
    let position = view.position;
    let mut y = 26.0;
    if let Some(number) = view.turn_number {
        draw_text(
            img,
            &format!("Turn {number}"),
            18.0,
            y,
            20.0,
            TEXT_DIM,
            Align::Left,
        );
        y += 32.0;
    }
    if let Some((before, turn)) = view.last {
        let text = if marks.passed {
            "pass".to_string()
        } else {
            before.format_turn(turn)
        };
        draw_text(img, &text, 18.0, y, 26.0, ACCENT, Align::Left);
    }
    let right = 782.0;
    match view.outcome {
        Some(outcome) => {
            let (headline, reason) = match outcome {
                Outcome::Win { winner, reason } => {
                    let name = view.names[winner.index()]
                        .and_then(|n| clean_name(n, 28.0, 260.0))
                        .unwrap_or_else(|| format!("Player {}", winner.number()));
                    (format!("{name} wins"), reason.to_string())
                }
                Outcome::Draw { reason } => ("Draw".to_string(), reason.to_string()),
            };
            draw_text(img, &headline, right, 28.0, 28.0, ACCENT, Align::Right);
            draw_text(img, &reason, right, 60.0, 18.0, TEXT, Align::Right);
        }
        None => {
            let board = format!("{} rings", position.board().rings());
            draw_text(img, &board, right, 26.0, 20.0, TEXT_DIM, Align::Right);
            draw_text(
                img,
                position.game_type().name(),
                right,
                54.0,
                18.0,
                TEXT_DIM,
                Align::Right,
            );
        }
    }
}
