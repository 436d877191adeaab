//! The panel under the board: each player's card (name, whose turn or the result, captures
//! towards the goals, the goal they are nearest to) and the pool between them. Positions and
//! sizes are in [`super::layout::panel`].

use image::RgbImage;

use crate::engine::{GameType, Goal, Marble, MarbleCounts, Player, Position};
use crate::i18n::{Lang, tr};

use super::font::{Align, clean_name, draw_text, text_width};
use super::layout::panel::*;
use super::paint::{annulus, circle, fill, rounded_rect};
use super::scene::{BoardView, numbered};
use super::sprites::{
    ACCENT, CARD_RADIUS, CARDS, ON_ACCENT, POOL_RADIUS, PanelSprites, SLOT_RADIUS, SLOT_STEP, TEXT,
    TEXT_DIM, player_card, slot_centre,
};

/// A card's corners: left, top, right, bottom.
type Card = (f32, f32, f32, f32);

/// The whole panel: both players' cards and the pool.
pub(super) fn draw_panel(img: &mut RgbImage, view: &BoardView<'_>) {
    let position = view.position();
    let panel = PanelSprites::get();
    for player in [Player::One, Player::Two] {
        let card = player_card(player);
        let status = status(view, player);
        if let Some((_, true)) = status {
            highlight(img, card);
        }
        let mut name_room = card.2 - card.0 - NAME_MARGIN;
        if let Some((label, strong)) = &status {
            name_room -= status_tag(img, card, label, *strong) + TAG_GAP;
        }
        let lang = view.lang();
        draw_name(img, card, player, view.name(player), name_room, lang);
        let captures = position.captures(player);
        draw_captures(img, card, captures, position.game_type(), panel);
        draw_nearest_goal(img, card, captures, position.game_type(), lang);
    }
    draw_pool(img, position, panel, view.lang());
}

/// What a player's tag says, and whether it is strong (gold): to move, the winner, a draw.
fn status(view: &BoardView<'_>, player: Player) -> Option<(String, bool)> {
    let word = |key: &str| tr(view.lang(), key, &[]);
    match view.outcome() {
        None => (view.position().side_to_move() == player).then(|| (word("picture-to-move"), true)),
        Some(outcome) => match outcome.winner() {
            Some(winner) if winner == player => Some((word("picture-wins-tag"), true)),
            Some(_) => None,
            None => Some((word("picture-draw-tag"), false)),
        },
    }
}

/// The gold ring round the card of the player to move, or of the winner.
fn highlight(img: &mut RgbImage, card: Card) {
    let frame = rounded_rect(card.0, card.1, card.2, card.3, CARD_RADIUS);
    let out = HIGHLIGHT_OUTSET;
    fill(
        img,
        (card.0 - out, card.1 - out, card.2 + out, card.3 + out),
        ACCENT,
        1.0,
        move |x, y| frame(x, y).abs() - HIGHLIGHT_HALF,
    );
}

/// The status tag in the card's top-right corner; returns its width.
fn status_tag(img: &mut RgbImage, card: Card, label: &str, strong: bool) -> f32 {
    let (inset, y, size) = TAG;
    let (half, reach) = TAG_HALF;
    let width = text_width(label, size) + TAG_PADDING;
    let right = card.2 - inset;
    let left = right - width;
    let y = card.1 + y;
    let (colour, text) = if strong {
        (ACCENT, ON_ACCENT)
    } else {
        ([96, 72, 52], TEXT)
    };
    fill(
        img,
        (left, y - reach, right, y + reach),
        colour,
        1.0,
        rounded_rect(left, y - half, right, y + half, half),
    );
    draw_text(
        img,
        label,
        (left + right) / 2.0,
        y,
        size,
        text,
        Align::Centre,
    );
    width
}

/// The player's name (cleaned to what the font can draw and fits), or "Player n".
fn draw_name(
    img: &mut RgbImage,
    card: Card,
    player: Player,
    name: Option<&str>,
    room: f32,
    lang: Lang,
) {
    let (inset, y, size) = NAME;
    let name = name
        .and_then(|n| clean_name(n, size, room))
        .unwrap_or_else(|| numbered(player, lang));
    draw_text(
        img,
        &name,
        card.0 + inset,
        card.1 + y,
        size,
        TEXT,
        Align::Left,
    );
}

/// One row of captured marbles per colour, up to its goal; a reached goal glows, marbles
/// beyond it are counted as "+n".
fn draw_captures(
    img: &mut RgbImage,
    card: Card,
    captures: MarbleCounts,
    game_type: GameType,
    panel: &PanelSprites,
) {
    let goal = game_type.goal();
    for (row, colour) in Marble::ALL.into_iter().enumerate() {
        let count = captures[colour] as usize;
        let shown = count.min(goal[colour] as usize);
        if count >= goal[colour] as usize {
            let (x0, y) = slot_centre(card, row, 0);
            let (x1, _) = slot_centre(card, row, shown.saturating_sub(1));
            let (beyond, edge) = GOAL_GLOW;
            let r = SLOT_RADIUS + beyond;
            let (x0, x1, y) = (x0 as f32 + 0.5, x1 as f32 + 0.5, y as f32 + 0.5);
            fill(
                img,
                (x0 - r - edge, y - r - edge, x1 + r + edge, y + r + edge),
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
            let (left, size) = EXTRA;
            let extra = format!("+{}", count - shown);
            draw_text(
                img,
                &extra,
                x as f32 - left,
                y as f32,
                size,
                TEXT,
                Align::Left,
            );
        }
    }
}

/// The goal the player is nearest to, in the column beside the captures: its name ("6 black",
/// "3 of each") and the progress towards it, gold once reached; the slots its next marbles
/// would fill are ringed in gold.
fn draw_nearest_goal(
    img: &mut RgbImage,
    card: Card,
    captures: MarbleCounts,
    game_type: GameType,
    lang: Lang,
) {
    let (left, top, right, _) = card;
    let (goal, lacking) = game_type.nearest_goal(captures);
    let size = game_type.goal_size(goal);
    let (name, done) = match goal {
        Goal::Colour(colour) => (
            tr(
                lang,
                match colour {
                    Marble::White => "picture-goal-white",
                    Marble::Grey => "picture-goal-grey",
                    Marble::Black => "picture-goal-black",
                },
                &[("count", i64::from(size).into())],
            ),
            captures[colour].min(size),
        ),
        Goal::Each => (
            tr(
                lang,
                "picture-goal-each",
                &[("count", i64::from(size).into())],
            ),
            Marble::ALL
                .iter()
                .map(|&m| captures[m])
                .min()
                .unwrap_or(0)
                .min(size),
        ),
    };
    let column = left + SLOT_STEP.0 * 6.0 + EACH_COLUMN;
    let x = (column + right) / 2.0;
    let (label_y, label_size) = EACH_LABEL;
    draw_text(
        img,
        &name,
        x,
        top + label_y,
        label_size,
        TEXT_DIM,
        Align::Centre,
    );
    let colour = if lacking == 0 { ACCENT } else { TEXT };
    let (count_y, count_size) = EACH_COUNT;
    draw_text(
        img,
        &format!("{done}/{size}"),
        x,
        top + count_y,
        count_size,
        colour,
        Align::Centre,
    );
    if lacking > 0 {
        for (row, marble) in Marble::ALL.into_iter().enumerate() {
            let wanted = match goal {
                Goal::Colour(c) => c == marble,
                Goal::Each => captures[marble] < size,
            };
            if wanted {
                ring_next_slot(img, card, row, usize::from(captures[marble]));
            }
        }
    }
}

/// A thin gold ring round the slot a row's next marble would fill.
fn ring_next_slot(img: &mut RgbImage, card: Card, row: usize, index: usize) {
    let (x, y) = slot_centre(card, row, index);
    let (x, y) = (x as f32 + 0.5, y as f32 + 0.5);
    let (radius, half) = NEXT_SLOT_RING;
    let ring = annulus(x, y, SLOT_RADIUS + radius, half);
    let reach = SLOT_RADIUS + radius + half + 2.0;
    fill(
        img,
        (x - reach, y - reach, x + reach, y + reach),
        ACCENT,
        1.0,
        ring,
    );
}

/// The pool in the middle card: each colour's marble (a faint ring when none is left) and
/// count, and a note when the pool is empty.
fn draw_pool(img: &mut RgbImage, position: &Position, panel: &PanelSprites, lang: Lang) {
    let (left, top, right, _) = CARDS[1];
    let pool = position.pool();
    let middle = (left + right) / 2.0;
    let (step, marble_y) = POOL_MARBLES;
    for (i, colour) in Marble::ALL.into_iter().enumerate() {
        let x = middle + (i as f32 - 1.0) * step;
        let y = top + marble_y;
        let count = pool[colour];
        if count > 0 {
            panel.pool_marbles[colour.index()].draw(img, x as i32, y as i32);
        } else {
            let ghost = circle(x + 0.5, y + 0.5, POOL_RADIUS - 1.0);
            let reach = POOL_GHOST_REACH;
            fill(
                img,
                (x - reach, y - reach, x + reach, y + reach),
                [0, 0, 0],
                0.22,
                move |px, py| ghost(px, py).abs() - 0.8,
            );
        }
        let text = if count > 0 { TEXT } else { TEXT_DIM };
        let (count_y, size) = POOL_COUNT;
        draw_text(
            img,
            &count.to_string(),
            x,
            top + count_y,
            size,
            text,
            Align::Centre,
        );
    }
    if pool.is_empty() {
        let (note_y, size) = POOL_NOTE;
        draw_text(
            img,
            &tr(lang, "picture-pool-empty", &[]),
            middle,
            top + note_y,
            size,
            TEXT_DIM,
            Align::Centre,
        );
    }
}
