//! Everything drawn once: the colours, the shaded ring and marble sprites of each board's
//! size, and each board's backdrop (wood, labels, every ring, the panel's frames), with the
//! faint ghost of each ring ready to paste where a ring has been removed.
//!
//! Shading is computed in linear light from a light at the upper left: a ring is a slightly
//! flattened torus of ivory plastic, a marble a glossy sphere; both cast a soft shadow down
//! and to the right, kept inside the cell's own disc so neighbours never overlap.

use std::sync::OnceLock;

use image::RgbImage;

use crate::engine::{Board, Cell, GameType, Marble, Player};

use super::font::{Align, draw_text};
use super::layout::{
    IMAGE_SIZE, Layout, MARBLE_RADIUS, PANEL_TOP, RING_INNER, RING_OUTER, board_index,
};
use super::paint::{Colour, Sprite, fill, rounded_rect, smoothstep, to_linear, to_srgb, unit};

/// Text on the wood.
pub(crate) const TEXT: Colour = [248, 238, 218];
/// Secondary text on the wood.
pub(crate) const TEXT_DIM: Colour = [214, 190, 156];
/// The colour of everything that marks the last turn.
pub(crate) const ACCENT: Colour = [255, 199, 44];
/// The colour of the "show options" marks.
pub(crate) const OPTION: Colour = [84, 226, 214];
/// A dark edge under bright marks, so they read on light rings and dark wood alike.
pub(crate) const OUTLINE: Colour = [30, 18, 10];
/// Text on an accent-coloured tag.
pub(crate) const ON_ACCENT: Colour = [48, 30, 8];

/// The ivory of the rings (sRGB).
const RING: Colour = [238, 229, 208];
/// The marbles' colours (sRGB albedo): clearly apart in brightness.
const MARBLE_COLOURS: [Colour; 3] = [[240, 239, 234], [132, 134, 140], [26, 26, 30]];

/// Where the light comes from (x right, y down, z towards the viewer), normalised.
const LIGHT: [f32; 3] = [-0.4537, -0.6048, 0.6547];

/// The size of a marble the last turn captured, drawn where it stood, relative to a marble.
pub(crate) const CAPTURED_SCALE: f32 = 0.68;

/// The radius of a captured marble in its slot on a player's card, in pixels.
pub const SLOT_RADIUS: f32 = 11.0;
/// The pool's marbles.
pub(crate) const POOL_RADIUS: f32 = 17.0;

/// The three cards of the panel: player one, the pool, player two (left, top, right, bottom).
pub(crate) const CARDS: [(f32, f32, f32, f32); 3] = [
    (12.0, PANEL_TOP as f32 + 4.0, 302.0, 792.0),
    (312.0, PANEL_TOP as f32 + 4.0, 488.0, 792.0),
    (498.0, PANEL_TOP as f32 + 4.0, 788.0, 792.0),
];
/// A player's card in the panel (left, top, right, bottom, in pixels): their name, their
/// captures, and a gold frame while it is their turn or once they have won.
pub fn player_card(player: Player) -> (f32, f32, f32, f32) {
    match player {
        Player::One => CARDS[0],
        Player::Two => CARDS[2],
    }
}

/// The corner radius of the panel's cards.
pub(crate) const CARD_RADIUS: f32 = 14.0;
/// The centre of a player card's first capture slot, from the card's left and top.
pub(crate) const SLOT_ORIGIN: (f32, f32) = (28.0, 62.0);
/// The distance between capture slots, along a row and between rows.
pub(crate) const SLOT_STEP: (f32, f32) = (27.0, 32.0);

/// The wood everything lies on (sRGB, 0–1), by pixel row: warm, with a grain that runs
/// across the picture, so that each row is one colour and compresses to almost nothing in the
/// PNG and the GIF.
fn wood(y: f32) -> [f32; 3] {
    let grain =
        (y * 0.051).sin() * 0.55 + (y * 0.0137 + 1.3).sin() * 0.35 + (y * 0.173).sin() * 0.1;
    let shade = 0.95 + 0.05 * grain - 0.06 * (y / IMAGE_SIZE as f32);
    let base = [0.450, 0.302, 0.190];
    base.map(|c| c * shade)
}

/// The wood of pixel row `y` as sRGB bytes (the review graph lies on the same wood).
pub(crate) fn wood_row(y: f32) -> [u8; 3] {
    wood(y).map(|c| (c.clamp(0.0, 1.0) * 255.0 + 0.5) as u8)
}

/// Lambert + Blinn-Phong shading of a surface with `normal` and sRGB `albedo`, as sRGB.
fn shade(normal: [f32; 3], albedo: [f32; 3], ambient: f32, gloss: f32, shine: f32) -> [f32; 3] {
    let diffuse = dot(normal, LIGHT).max(0.0);
    let half = normalise([LIGHT[0], LIGHT[1], LIGHT[2] + 1.0]);
    let specular = dot(normal, half).max(0.0).powf(shine) * gloss;
    albedo.map(|a| to_srgb(to_linear(a) * (ambient + (1.0 - ambient) * 1.25 * diffuse) + specular))
}

fn dot(a: [f32; 3], b: [f32; 3]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn normalise(v: [f32; 3]) -> [f32; 3] {
    let length = dot(v, v).sqrt().max(1e-6);
    v.map(|c| c / length)
}

/// `top` (straight colour and opacity) laid over `bottom`.
fn over(top: [f32; 4], bottom: [f32; 4]) -> [f32; 4] {
    let a = top[3] + bottom[3] * (1.0 - top[3]);
    if a <= 0.0 {
        return [0.0; 4];
    }
    let mix = |t: f32, b: f32| (t * top[3] + b * bottom[3] * (1.0 - top[3])) / a;
    [
        mix(top[0], bottom[0]),
        mix(top[1], bottom[1]),
        mix(top[2], bottom[2]),
        a,
    ]
}

/// A soft shadow of a disc of radius `radius` shifted by `offset`, as black with opacity.
fn disc_shadow(
    x: f32,
    y: f32,
    radius: f32,
    offset: (f32, f32),
    blur: f32,
    strength: f32,
) -> [f32; 4] {
    let d = ((x - offset.0).powi(2) + (y - offset.1).powi(2)).sqrt() - radius;
    [0.0, 0.0, 0.0, strength * (1.0 - smoothstep(-blur, blur, d))]
}

/// A glossy marble of `radius` pixels in `colour`, with its shadow.
pub(crate) fn marble_sprite(radius: f32, colour: Marble) -> Sprite {
    let albedo = unit(MARBLE_COLOURS[colour.index()]);
    let half = (radius * 1.32).ceil() as i32;
    let offset = (radius * 0.12, radius * 0.2);
    let blur = (radius * 0.16).max(1.0);
    Sprite::render(half, 4, move |x, y| {
        let shadow = disc_shadow(x, y, radius * 0.96, offset, blur, 0.5);
        let r2 = (x * x + y * y) / (radius * radius);
        if r2 >= 1.0 {
            return shadow;
        }
        let nz = (1.0 - r2).sqrt();
        let normal = [x / radius, y / radius, nz];
        let (gloss, shine) = match colour {
            Marble::White => (0.35, 30.0),
            Marble::Grey => (0.45, 40.0),
            Marble::Black => (0.55, 45.0),
        };
        let mut rgb = shade(normal, albedo, 0.32, gloss, shine);
        // Darken towards the silhouette, so a white marble stands apart from an ivory ring.
        let rim = 0.62 + 0.38 * smoothstep(0.0, 0.45, nz);
        // A faint reflection of the warm table along the lower edge.
        let bounce = 0.06 * smoothstep(0.2, 1.0, y / radius) * (1.0 - nz);
        rgb = [
            rgb[0] * rim + bounce * 0.9,
            rgb[1] * rim + bounce * 0.6,
            rgb[2] * rim + bounce * 0.35,
        ];
        over([rgb[0], rgb[1], rgb[2], 1.0], shadow)
    })
}

/// An ivory ring for a board with `spacing` pixels between cells, with its shadow.
fn ring_sprite(spacing: f32) -> Sprite {
    let outer = RING_OUTER * spacing;
    let inner = RING_INNER * spacing;
    let half = (spacing * 0.5).ceil() as i32;
    let centre = (outer + inner) / 2.0;
    let tube = (outer - inner) / 2.0;
    let offset = (spacing * 0.02, spacing * 0.035);
    let blur = (spacing * 0.025).max(1.0);
    let albedo = unit(RING);
    Sprite::render(half, 4, move |x, y| {
        let (sx, sy) = (x - offset.0, y - offset.1);
        let sd = ((sx * sx + sy * sy).sqrt() - centre).abs() - tube;
        let shadow = [0.0, 0.0, 0.0, 0.45 * (1.0 - smoothstep(-blur, blur, sd))];
        let r = (x * x + y * y).sqrt();
        if r < inner || r > outer {
            return shadow;
        }
        // A flat top with rounded edges, like the game's plastic rings: the top takes one
        // colour with a faint sheen, the bevels carry the shading.
        let t = ((r - centre) / tube).clamp(-1.0, 1.0);
        let (ux, uy) = if r > 0.0 { (x / r, y / r) } else { (0.0, 0.0) };
        let bevel = 0.3;
        let s = ((t.abs() - (1.0 - bevel)) / bevel).max(0.0);
        let tilt = s * 1.35 * t.signum();
        let normal = [tilt.sin() * ux, tilt.sin() * uy, tilt.cos()];
        let rgb = shade(normal, albedo, 0.42, 0.22, 18.0);
        over([rgb[0], rgb[1], rgb[2], 1.0], shadow)
    })
}

/// The faint imprint a removed ring leaves: a shallow darker ring with soft edges.
fn ghost_sprite(spacing: f32) -> Sprite {
    let outer = RING_OUTER * spacing;
    let inner = RING_INNER * spacing;
    let half = (spacing * 0.5).ceil() as i32;
    let centre = (outer + inner) / 2.0;
    let tube = (outer - inner) / 2.0;
    Sprite::render(half, 4, move |x, y| {
        let d = ((x * x + y * y).sqrt() - centre).abs() - tube;
        let body = 0.11 * (1.0 - smoothstep(-0.7, 0.7, d));
        let line = 0.16 * (1.0 - smoothstep(0.0, 1.1, d.abs()));
        [0.0, 0.0, 0.0, body + line]
    })
}

/// An empty capture slot in the panel.
fn slot_sprite() -> Sprite {
    let radius = SLOT_RADIUS - 1.5;
    let half = SLOT_RADIUS.ceil() as i32 + 1;
    Sprite::render(half, 4, move |x, y| {
        let d = (x * x + y * y).sqrt() - radius;
        let fill = 0.16 * (1.0 - smoothstep(-0.7, 0.7, d));
        let line = 0.22 * (1.0 - smoothstep(0.3, 1.2, d.abs()));
        [0.0, 0.0, 0.0, fill + line]
    })
}

/// The sprites of one board's size.
#[derive(Debug)]
pub(crate) struct BoardSprites {
    /// A marble of each colour, white first.
    pub marbles: [Sprite; 3],
    /// A smaller marble of each colour, for marbles the last turn captured.
    pub captured: [Sprite; 3],
}

/// The sprites of the panel, the same for every board.
#[derive(Debug)]
pub(crate) struct PanelSprites {
    /// A captured marble of each colour, in its slot.
    pub slot_marbles: [Sprite; 3],
    /// An empty slot.
    pub slot: Sprite,
    /// A pool marble of each colour.
    pub pool_marbles: [Sprite; 3],
}

impl PanelSprites {
    /// The panel's sprites, made once.
    pub fn get() -> &'static PanelSprites {
        static SPRITES: OnceLock<PanelSprites> = OnceLock::new();
        SPRITES.get_or_init(|| PanelSprites {
            slot_marbles: Marble::ALL.map(|m| marble_sprite(SLOT_RADIUS, m)),
            slot: slot_sprite(),
            pool_marbles: Marble::ALL.map(|m| marble_sprite(POOL_RADIUS, m)),
        })
    }
}

/// A board's sprites, made once.
pub(crate) fn board_sprites(board: Board) -> &'static BoardSprites {
    static SPRITES: [OnceLock<BoardSprites>; 6] = [const { OnceLock::new() }; 6];
    SPRITES[board_index(board)].get_or_init(|| {
        let radius = MARBLE_RADIUS * Layout::of(board).spacing;
        BoardSprites {
            marbles: Marble::ALL.map(|m| marble_sprite(radius, m)),
            captured: Marble::ALL.map(|m| marble_sprite(radius * CAPTURED_SCALE, m)),
        }
    })
}

/// The pixels of one cell's disc in the ghost picture: rows of `(y, x, RGB bytes)`.
#[derive(Debug, Default)]
struct Patch {
    rows: Vec<(i32, i32, Vec<u8>)>,
}

/// A board's backdrop for one game type: the picture with every ring present and nothing
/// else that changes, plus the ghost of each ring to paste where it has been removed.
#[derive(Debug)]
pub(crate) struct Backdrop {
    /// Wood, labels, every ring, the panel's cards and empty slots.
    pub full: RgbImage,
    /// For each cell index: the cell's disc with a ghost instead of the ring.
    ghosts: Vec<Patch>,
}

impl Backdrop {
    /// The backdrop of `board` for `game_type`, made once.
    pub fn of(board: Board, game_type: GameType) -> &'static Backdrop {
        static BACKDROPS: [OnceLock<Backdrop>; 12] = [const { OnceLock::new() }; 12];
        let index = board_index(board) * 2 + usize::from(game_type == GameType::Blitz);
        BACKDROPS[index].get_or_init(|| Backdrop::make(board, game_type))
    }

    fn make(board: Board, game_type: GameType) -> Backdrop {
        let layout = Layout::of(board);
        let mut base = RgbImage::new(IMAGE_SIZE, IMAGE_SIZE);
        for (y, row) in base.rows_mut().enumerate() {
            let colour = wood(y as f32).map(|c| (c.clamp(0.0, 1.0) * 255.0 + 0.5) as u8);
            for pixel in row {
                pixel.0 = colour;
            }
        }
        draw_panel_frame(&mut base, game_type);
        let label_size = (layout.spacing * 0.3).clamp(17.0, 23.0);
        for label in &layout.labels {
            draw_text(
                &mut base,
                &label.text,
                label.x,
                label.y,
                label_size,
                TEXT_DIM,
                Align::Centre,
            );
        }
        let mut full = base.clone();
        let mut ghost = base;
        let ring = ring_sprite(layout.spacing);
        let imprint = ghost_sprite(layout.spacing);
        for cell in board.cells() {
            if let Some((x, y)) = layout.centre(cell) {
                ring.draw(&mut full, x, y);
                imprint.draw(&mut ghost, x, y);
            }
        }
        let mut ghosts: Vec<Patch> = (0..128).map(|_| Patch::default()).collect();
        let radius = layout.spacing * 0.5;
        for cell in board.cells() {
            let Some((cx, cy)) = layout.centre(cell) else {
                continue;
            };
            if let Some(patch) = ghosts.get_mut(cell.index() as usize) {
                *patch = disc_patch(&ghost, cx, cy, radius);
            }
        }
        Backdrop { full, ghosts }
    }

    /// Pastes the ghost of `cell`'s ring over `img` (a copy of [`Backdrop::full`]).
    pub fn paste_ghost(&self, img: &mut RgbImage, cell: Cell) {
        let Some(patch) = self.ghosts.get(cell.index() as usize) else {
            return;
        };
        let width = img.width() as i32;
        let buf: &mut [u8] = img;
        for (y, x, bytes) in &patch.rows {
            let start = ((y * width + x) * 3) as usize;
            if let Some(target) = buf.get_mut(start..start + bytes.len()) {
                target.copy_from_slice(bytes);
            }
        }
    }
}

/// The pixels of `img` within `radius` of the centre pixel `(cx, cy)`.
fn disc_patch(img: &RgbImage, cx: i32, cy: i32, radius: f32) -> Patch {
    let (width, height) = (img.width() as i32, img.height() as i32);
    let reach = radius.ceil() as i32;
    let mut rows = Vec::new();
    for dy in -reach..=reach {
        let y = cy + dy;
        if y < 0 || y >= height {
            continue;
        }
        let fy = dy as f32;
        let span = (radius * radius - fy * fy).max(0.0).sqrt();
        let x0 = (cx - span.floor() as i32).max(0);
        let x1 = (cx + span.floor() as i32 + 1).min(width);
        if x0 >= x1 || span <= 0.0 {
            continue;
        }
        let raw: &[u8] = img;
        let start = ((y * width + x0) * 3) as usize;
        let end = ((y * width + x1) * 3) as usize;
        rows.push((y, x0, raw[start..end].to_vec()));
    }
    Patch { rows }
}

/// The panel's cards and each player's empty capture slots.
fn draw_panel_frame(img: &mut RgbImage, game_type: GameType) {
    for &(left, top, right, bottom) in &CARDS {
        let bounds = (left - 2.0, top - 2.0, right + 2.0, bottom + 4.0);
        // A soft drop shadow, the card itself (a darker inlay), and a light top edge.
        fill(
            img,
            bounds,
            [0, 0, 0],
            0.18,
            rounded_rect(
                left + 1.0,
                top + 3.0,
                right + 1.0,
                bottom + 3.0,
                CARD_RADIUS,
            ),
        );
        fill(
            img,
            bounds,
            [22, 12, 6],
            0.42,
            rounded_rect(left, top, right, bottom, CARD_RADIUS),
        );
        fill(img, bounds, [255, 236, 205], 0.10, |x, y| {
            let d = rounded_rect(left, top, right, bottom, CARD_RADIUS)(x, y);
            d.abs() - 0.6
        });
    }
    let slot = &PanelSprites::get().slot;
    let goal = game_type.goal();
    for card in [player_card(Player::One), player_card(Player::Two)] {
        for (row, colour) in Marble::ALL.into_iter().enumerate() {
            for i in 0..goal[colour] {
                let (x, y) = slot_centre(card, row, i as usize);
                slot.draw(img, x, y);
            }
        }
    }
    let pool = CARDS[1];
    draw_text(
        img,
        "Pool",
        (pool.0 + pool.2) / 2.0,
        pool.1 + 24.0,
        19.0,
        TEXT_DIM,
        Align::Centre,
    );
}

/// The centre of a capture slot on a player's card (pixels): the `index`-th marble of
/// `colour`'s row.
pub fn capture_slot(player: Player, colour: Marble, index: usize) -> (f32, f32) {
    let (x, y) = slot_centre(player_card(player), colour.index(), index);
    (x as f32 + 0.5, y as f32 + 0.5)
}

/// The centre pixel of capture slot `index` in row `row` (white, grey, black) of `card`.
pub(crate) fn slot_centre(card: (f32, f32, f32, f32), row: usize, index: usize) -> (i32, i32) {
    (
        (card.0 + SLOT_ORIGIN.0 + SLOT_STEP.0 * index as f32) as i32,
        (card.1 + SLOT_ORIGIN.1 + SLOT_STEP.1 * row as f32) as i32,
    )
}
