//! The review graph: player 1's winning chances over a game's turns, in the board picture's
//! family (the same wood, card, ivory, gold and font). The area above the middle line is ivory
//! (player 1 ahead), below it dark (player 2 ahead); marked turns are dots on the line, sized
//! and coloured by how bad they were, and the worst moments are labelled with their turn
//! numbers. It is opaque, so it reads the same on Discord's light and dark themes.

use image::RgbImage;

use super::RenderError;
use super::font::{Align, clean_name, draw_text};
use super::paint::{Colour, circle, fill, rounded_rect, segment};
use super::png::encode_png;
use super::scene::numbered;
use super::sprites::{ACCENT, OUTLINE, TEXT, TEXT_DIM, wood_row};
use crate::ai::review::Mark;
use crate::engine::Player;
use crate::i18n::{Lang, tr};

/// The graph's width and height, in pixels.
pub const REVIEW_SIZE: (u32, u32) = (800, 400);

/// The plot's area inside the picture: left, top, right, bottom.
const PLOT: (f32, f32, f32, f32) = (56.0, 64.0, 776.0, 352.0);

/// Player 1's side of the graph (the rings' ivory) and player 2's (a marble's charcoal).
const ONE: Colour = [238, 229, 208];
const TWO: Colour = [40, 36, 38];

/// The colours of an inaccuracy, a mistake and a blunder.
const MARK_COLOURS: [Colour; 3] = [[240, 214, 96], [245, 150, 52], [226, 72, 56]];

/// How many of the worst turns are labelled with their numbers.
const LABELLED: usize = 3;

/// One turn on the graph.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ChartTurn {
    /// The turn's number (1 for the first).
    pub number: usize,
    /// Player 1's winning chances after it (0–1).
    pub chances: f32,
    /// The chances its player gave away with it (0–1): the worst are labelled.
    pub loss: f32,
    /// Its mark, if it gave away enough.
    pub mark: Option<Mark>,
}

/// What the review graph shows.
#[derive(Clone, PartialEq, Debug)]
pub struct ReviewChart {
    /// The players' names (characters neither font has are dropped; "Player 1/2" when none is
    /// given or nothing readable is left, as on the board).
    pub names: [Option<String>; 2],
    /// Player 1's winning chances at the start (0–1).
    pub start: f32,
    /// Every turn, in order.
    pub turns: Vec<ChartTurn>,
    /// The language of its words.
    pub lang: Lang,
}

impl ReviewChart {
    /// The graph's data for a review: player 1's chances after each turn, the marks, and the
    /// players' names.
    pub fn of(
        review: &crate::ai::review::Review,
        names: [Option<String>; 2],
        lang: Lang,
    ) -> ReviewChart {
        ReviewChart {
            names,
            lang,
            start: review.start_chances as f32,
            turns: review
                .turns
                .iter()
                .map(|t| ChartTurn {
                    number: t.number,
                    chances: t.chances_after as f32,
                    loss: t.loss as f32,
                    mark: t.mark,
                })
                .collect(),
        }
    }
}

/// The review graph of `chart` as PNG bytes ([`REVIEW_SIZE`]).
pub fn render_review(chart: &ReviewChart) -> Result<Vec<u8>, RenderError> {
    encode_png(&review_image(chart))
}

/// Where a point of the line sits: turn `index` (0 the start) of `count`, chances `c`.
fn point(index: usize, count: usize, c: f32) -> (f32, f32) {
    let (left, top, right, bottom) = PLOT;
    let x = left + (right - left) * index as f32 / count.max(1) as f32;
    let y = bottom - (bottom - top) * c.clamp(0.0, 1.0);
    (x, y)
}

/// The review graph as pixels.
pub fn review_image(chart: &ReviewChart) -> RgbImage {
    let (width, height) = REVIEW_SIZE;
    let mut img = RgbImage::new(width, height);
    for (y, row) in img.rows_mut().enumerate() {
        let colour = wood_row(y as f32);
        for pixel in row {
            pixel.0 = colour;
        }
    }
    let (left, top, right, bottom) = PLOT;
    let card = (left - 12.0, top - 12.0, right + 12.0, bottom + 12.0);
    fill(
        &mut img,
        (card.0 - 2.0, card.1 - 2.0, card.2 + 2.0, card.3 + 2.0),
        [22, 12, 6],
        0.42,
        rounded_rect(card.0, card.1, card.2, card.3, 14.0),
    );

    let count = chart.turns.len();
    let mut points = vec![point(0, count, chart.start)];
    points.extend(
        chart
            .turns
            .iter()
            .enumerate()
            .map(|(i, t)| point(i + 1, count, t.chances)),
    );
    shade_area(&mut img, &points);

    // The middle line (even chances) and a tick every five turns.
    let middle = (top + bottom) / 2.0;
    fill(
        &mut img,
        (left, middle - 2.0, right, middle + 2.0),
        TEXT_DIM,
        0.6,
        segment((left, middle), (right, middle), 0.6),
    );
    for number in (5..=count).step_by(5) {
        let (x, _) = point(number, count, 0.0);
        draw_text(
            &mut img,
            &number.to_string(),
            x,
            bottom + 24.0,
            13.0,
            TEXT_DIM,
            Align::Centre,
        );
    }

    // The line itself, over a dark edge.
    for pair in points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let bounds = (
            a.0.min(b.0) - 4.0,
            a.1.min(b.1) - 4.0,
            a.0.max(b.0) + 4.0,
            a.1.max(b.1) + 4.0,
        );
        fill(&mut img, bounds, OUTLINE, 0.7, segment(a, b, 2.2));
        fill(&mut img, bounds, ACCENT, 1.0, segment(a, b, 1.2));
    }

    // The marked turns, and the worst mistakes and blunders labelled (the turns the review's
    // text explains, when they are mistakes).
    let mut worst: Vec<(usize, &ChartTurn, Mark)> = Vec::new();
    for (i, turn) in chart.turns.iter().enumerate() {
        let Some(mark) = turn.mark else {
            continue;
        };
        let (x, y) = points[i + 1];
        let severity = mark as usize;
        dot(
            &mut img,
            (x, y),
            4.5 + severity as f32 * 1.5,
            OUTLINE,
            MARK_COLOURS[severity],
        );
        if mark >= Mark::Mistake {
            worst.push((i, turn, mark));
        }
    }
    worst.sort_by(|a, b| b.1.loss.total_cmp(&a.1.loss));
    worst.truncate(LABELLED);
    for (i, turn, mark) in worst {
        let (x, y) = points[i + 1];
        let label = format!("{}{}", turn.number, mark.symbol());
        // Away from the middle line (above a point in the upper half, below one in the lower),
        // unless the plot's edge leaves no room there.
        let upper = y < (top + bottom) / 2.0;
        let ly = match (upper, y - 24.0 >= top + 8.0, y + 24.0 <= bottom - 8.0) {
            (true, true, _) | (false, true, false) => y - 24.0,
            _ => y + 24.0,
        };
        draw_text(&mut img, &label, x, ly, 14.0, TEXT, Align::Centre);
    }

    // The names, by their sides of the graph.
    let name = |i: usize| {
        chart.names[i]
            .as_deref()
            .and_then(|n| clean_name(n, 17.0, 300.0))
            .unwrap_or_else(|| numbered(if i == 0 { Player::One } else { Player::Two }, chart.lang))
    };
    dot(&mut img, (26.0, 22.0), 6.0, OUTLINE, ONE);
    draw_text(&mut img, &name(0), 40.0, 22.0, 17.0, TEXT, Align::Left);
    dot(&mut img, (770.0, 22.0), 6.0, TEXT_DIM, TWO);
    draw_text(&mut img, &name(1), 756.0, 22.0, 17.0, TEXT, Align::Right);
    draw_text(
        &mut img,
        &tr(chart.lang, "picture-winning-chances", &[]),
        400.0,
        22.0,
        13.0,
        TEXT_DIM,
        Align::Centre,
    );
    img
}

/// A round dot of `radius` in `colour` with a thin `edge` round it.
fn dot(img: &mut RgbImage, (x, y): (f32, f32), radius: f32, edge: Colour, colour: Colour) {
    let reach = radius + 3.0;
    let bounds = (x - reach, y - reach, x + reach, y + reach);
    fill(img, bounds, edge, 0.8, circle(x, y, radius + 1.2));
    fill(img, bounds, colour, 1.0, circle(x, y, radius));
}

/// Fills between the line and the middle: ivory where player 1 is ahead, charcoal where
/// player 2 is.
fn shade_area(img: &mut RgbImage, points: &[(f32, f32)]) {
    let (left, top, right, bottom) = PLOT;
    let middle = (top + bottom) / 2.0;
    for x in left.ceil() as u32..=right.floor() as u32 {
        let fx = x as f32;
        let Some(pair) = points.windows(2).find(|p| fx >= p[0].0 && fx <= p[1].0) else {
            continue;
        };
        let (a, b) = (pair[0], pair[1]);
        let t = if b.0 > a.0 {
            (fx - a.0) / (b.0 - a.0)
        } else {
            0.0
        };
        let y_line = a.1 + (b.1 - a.1) * t;
        let (from, to, colour) = if y_line < middle {
            (y_line, middle, ONE)
        } else {
            (middle, y_line, TWO)
        };
        for y in from.round() as u32..to.round() as u32 {
            if let Some(pixel) = img.get_pixel_mut_checked(x, y) {
                for (c, &target) in pixel.0.iter_mut().zip(&colour) {
                    *c = ((*c as f32) * 0.25 + target as f32 * 0.75).round() as u8;
                }
            }
        }
    }
}
