//! What a picture shows ([`BoardView`]) and how it is put together from the backdrop, the
//! sprites and a few marks drawn per request.

use image::RgbImage;

use crate::engine::{
    Cell, DrawReason, Game, GameType, Marble, Outcome, Player, Position, Turn, WinReason,
};
use crate::i18n::{Lang, tr};

use super::font::{Align, clean_name, draw_text};
use super::layout::{LABEL_SIZE, Layout, MARBLE_RADIUS, RING_INNER, RING_OUTER};
use super::paint::{Colour, annulus, circle, fill, segment, triangle};
use super::sprites::{ACCENT, Backdrop, ON_ACCENT, OPTION, OUTLINE, TEXT, TEXT_DIM, board_sprites};

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
    labels: bool,
    lang: Lang,
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
            labels: false,
            lang: Lang::En,
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

    /// The players' names (Discord names may hold anything: Chinese, Japanese and Korean are
    /// drawn from the second font, characters neither font has — emoji, say — are dropped, and
    /// a name with nothing readable left shows as "Player 1" or "Player 2").
    pub fn with_names(mut self, one: Option<&'a str>, two: Option<&'a str>) -> BoardView<'a> {
        self.names = [one, two];
        self
    }

    /// Writes each ring's name (`d4`) inside it (when `show` is true): for players still
    /// learning the coordinates.
    pub fn with_labels(mut self, show: bool) -> BoardView<'a> {
        self.labels = show;
        self
    }

    /// Writes the picture's words (to move, wins, the goals, the turn) in `lang`.
    pub fn in_lang(mut self, lang: Lang) -> BoardView<'a> {
        self.lang = lang;
        self
    }

    /// The language of the picture's words.
    pub(super) fn lang(&self) -> Lang {
        self.lang
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

    /// The result shown, if the game has ended.
    pub(crate) fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// A player's name as given (None: "Player n" is shown).
    pub(crate) fn name(&self, player: Player) -> Option<&'a str> {
        self.names[player.index()]
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
            // Dots, not the dashes of the ring the player chose to remove.
            dotted_ring(img, c, ring_middle, spacing * 0.042, ACCENT);
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

    if view.labels {
        draw_labels(img, position, layout);
    }

    super::panel::draw_panel(img, view);
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

/// Each ring's name inside it: light in an empty ring, and on a marble in the colour that
/// reads on it.
fn draw_labels(img: &mut RgbImage, position: &Position, layout: &Layout) {
    let board = position.board();
    let size = (layout.spacing * LABEL_SIZE).max(10.0);
    for cell in position.rings() {
        let Some((x, y)) = layout.centre(cell) else {
            continue;
        };
        let colour = match position.marble_at(cell) {
            Some(Marble::White) => ON_ACCENT,
            Some(Marble::Grey | Marble::Black) | None => TEXT,
        };
        let name = board.name(cell).to_string();
        draw_text(
            img,
            &name,
            x as f32 + 0.5,
            y as f32 + 0.5,
            size,
            colour,
            Align::Centre,
        );
    }
}

/// Round dots on a circle round a point, over a dark outline: the mark of a ring taken by
/// isolation (with its marble, if it held one).
fn dotted_ring(img: &mut RgbImage, c: (f32, f32), radius: f32, dot: f32, colour: Colour) {
    let dots = 16.0;
    let step = std::f32::consts::TAU / dots;
    let dotted = move |x: f32, y: f32| {
        // The nearest dot's centre: the angle rounded to a whole step.
        let angle = ((y - c.1).atan2(x - c.0) / step).round() * step;
        let (dx, dy) = (c.0 + radius * angle.cos(), c.1 + radius * angle.sin());
        ((x - dx).powi(2) + (y - dy).powi(2)).sqrt() - dot
    };
    let reach = radius + dot + 4.0;
    fill_outlined(img, dotted, c, reach, colour);
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

/// The corners above the board: the turn and its notation on the left, the result or the
/// game type on the right.
fn draw_corners(img: &mut RgbImage, view: &BoardView<'_>, marks: &Marks) {
    let position = view.position;
    let mut y = 26.0;
    if let Some(number) = view.turn_number {
        draw_text(
            img,
            &tr(view.lang, "picture-turn", &[("number", number.into())]),
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
            tr(view.lang, "picture-pass", &[])
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
                        .unwrap_or_else(|| numbered(winner, view.lang));
                    let reason = match reason {
                        WinReason::GoalReached => "end-goal",
                        WinReason::BoardUsedUp => "end-board-used-up",
                    };
                    (
                        tr(view.lang, "picture-wins", &[("player", name.into())]),
                        tr(view.lang, reason, &[]),
                    )
                }
                Outcome::Draw { reason } => {
                    let reason = match reason {
                        DrawReason::Repetition => "end-repetition",
                        DrawReason::DoublePass => "end-double-pass",
                    };
                    (
                        tr(view.lang, "picture-draw", &[]),
                        tr(view.lang, reason, &[]),
                    )
                }
            };
            draw_text(img, &headline, right, 28.0, 28.0, ACCENT, Align::Right);
            draw_text(img, &reason, right, 60.0, 18.0, TEXT, Align::Right);
        }
        None => {
            let board = tr(
                view.lang,
                "picture-rings",
                &[("board", i64::from(position.board().rings()).into())],
            );
            draw_text(img, &board, right, 26.0, 20.0, TEXT_DIM, Align::Right);
            draw_text(
                img,
                &game_type_name(position.game_type(), view.lang),
                right,
                54.0,
                18.0,
                TEXT_DIM,
                Align::Right,
            );
        }
    }
}

/// A game type as the pictures write it in `lang`: `standard`, `blitz` (the service's words
/// have its twin: render does not depend on the service).
pub(super) fn game_type_name(game_type: GameType, lang: Lang) -> String {
    let key = match game_type {
        GameType::Standard => "game-type-standard",
        GameType::Blitz => "game-type-blitz",
    };
    tr(lang, key, &[])
}

/// A player without a name, as the picture writes it: `Player 1`.
pub(super) fn numbered(player: Player, lang: Lang) -> String {
    tr(
        lang,
        "seat-player",
        &[("number", i64::from(player.number()).into())],
    )
}
