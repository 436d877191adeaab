//! Animated replays: one frame per position of a game (the start, then one per turn), all
//! sharing one global palette, each frame after the first carrying only the rectangle that
//! changed, with unchanged pixels inside it transparent (so they compress to almost nothing).
//!
//! The palette is made once, by `color_quant`'s NeuQuant (the quantiser the gif crate itself
//! uses), from a few pictures that hold every colour the renderer draws; an 18-bit lookup table
//! then maps any colour to its nearest entry in one step.
//!
//! Measured (`cargo bench --bench render -- gif_parts`, this project's 2-core machine, 37
//! rings, 40 turns): our earlier hand-written median cut made the palette in 64 ms against
//! NeuQuant's 349 ms (learning from one pixel in ten; both with the sample pictures drawn), but
//! NeuQuant's colours are closer (weighted squared error per pixel 1.42 against 1.90) and the
//! replay smaller (657 KB against 677 KB). The
//! palette is made once per process, off the runtime at start-up ([`super::warm_up`]), so the
//! time does not touch the replay target; the library won and the median cut was removed.
//! The LZW coder is the other way round: see [`lzw`].

use std::borrow::Cow;
use std::sync::OnceLock;

use ::gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::RgbImage;

use crate::engine::{Board, Game, GameType};

use super::RenderError;
use super::layout::IMAGE_SIZE;
use super::lzw;
use super::scene::{BoardView, compose, compose_into};
use crate::i18n::Lang;

/// How long each turn of a replay stays on screen, in milliseconds.
pub const REPLAY_FRAME_MS: u16 = 1200;
/// How long the start position stays on screen, in milliseconds.
const FIRST_FRAME_MS: u16 = 1500;
/// How long the last position stays on screen before the replay starts again.
const LAST_FRAME_MS: u16 = 5000;
/// The palette index that means "unchanged" in frames after the first.
const TRANSPARENT: u8 = 255;

/// The whole of `game` as an animated GIF ([`IMAGE_SIZE`] pixels square): the start position,
/// then one frame per turn with that turn marked, the last with the result; it loops. `names`
/// are the players' names, as in [`BoardView::with_names`]; its words are in `lang`.
pub fn render_gif(
    game: &Game,
    names: [Option<&str>; 2],
    lang: Lang,
) -> Result<Vec<u8>, RenderError> {
    replay(game, names, lang, Palette::get(), Lzw::RunAware)
}

/// Which LZW coder compresses the frames: ours, which codes runs of the transparent index in
/// few steps (see [`lzw`]), or the gif crate's own (weezl), kept for the benchmark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lzw {
    /// [`lzw::encode`], aware of runs of the transparent index.
    RunAware,
    /// `gif::Frame::make_lzw_pre_encoded` (weezl).
    Weezl,
}

impl Lzw {
    /// `indices` as GIF LZW data (the minimum code size, then the codes).
    fn compress(self, indices: &[u8]) -> Vec<u8> {
        match self {
            Lzw::RunAware => lzw::encode(indices, TRANSPARENT),
            Lzw::Weezl => {
                let mut frame = Frame {
                    buffer: Cow::Borrowed(indices),
                    ..Frame::default()
                };
                frame.make_lzw_pre_encoded();
                frame.buffer.into_owned()
            }
        }
    }
}

/// The replay of `game` with this palette and LZW coder.
fn replay(
    game: &Game,
    names: [Option<&str>; 2],
    lang: Lang,
    palette: &Palette,
    coder: Lzw,
) -> Result<Vec<u8>, RenderError> {
    let size = IMAGE_SIZE as u16;
    let mut bytes = Vec::with_capacity(256 * 1024);
    {
        let mut encoder =
            Encoder::new(&mut bytes, size, size, &palette.colours).map_err(RenderError::Gif)?;
        encoder
            .set_repeat(Repeat::Infinite)
            .map_err(RenderError::Gif)?;
        let count = game.positions().len();
        // The picture shown so far and its palette indices; the next picture is drawn into a
        // second buffer, and the two swap.
        let mut shown: Option<(RgbImage, Vec<u8>)> = None;
        let mut next = RgbImage::new(0, 0);
        for index in 0..count {
            let Some(view) = BoardView::of_game_at(game, index) else {
                continue;
            };
            compose_into(
                &view.with_names(names[0], names[1]).in_lang(lang),
                &mut next,
            );
            let delay = if index + 1 == count {
                LAST_FRAME_MS
            } else if index == 0 {
                FIRST_FRAME_MS
            } else {
                REPLAY_FRAME_MS
            };
            let frame = match shown.as_mut() {
                None => {
                    let indices = palette.quantise(&next);
                    let frame = Frame {
                        width: size,
                        height: size,
                        buffer: Cow::Owned(coder.compress(&indices)),
                        ..Frame::default()
                    };
                    shown = Some((next.clone(), indices));
                    frame
                }
                Some((before, indices)) => {
                    let frame = delta_frame(palette, coder, before, &next, indices);
                    std::mem::swap(before, &mut next);
                    frame
                }
            };
            let frame = Frame {
                delay: delay / 10,
                dispose: DisposalMethod::Keep,
                ..frame
            };
            encoder
                .write_lzw_pre_encoded_frame(&frame)
                .map_err(RenderError::Gif)?;
        }
    }
    Ok(bytes)
}

/// The frame that turns `before` into `after`: the rectangle that changed, with the pixels
/// that kept their palette index transparent, LZW-encoded. `indices` (the palette indices
/// shown so far) is brought up to date.
fn delta_frame(
    palette: &Palette,
    coder: Lzw,
    before: &RgbImage,
    after: &RgbImage,
    indices: &mut [u8],
) -> Frame<'static> {
    let width = after.width() as usize;
    let old: &[u8] = before.as_raw();
    let new: &[u8] = after.as_raw();
    let row_bytes = width * 3;
    // Each changed pixel's new index, and the rectangle round them.
    let mut changed: Vec<(usize, u8)> = Vec::new();
    let (mut left, mut top, mut right, mut bottom) = (usize::MAX, usize::MAX, 0, 0);
    for (y, (old_row, new_row)) in old
        .chunks_exact(row_bytes)
        .zip(new.chunks_exact(row_bytes))
        .enumerate()
    {
        if old_row == new_row {
            continue;
        }
        // Skip equal stretches 16 pixels at a time, then look at single pixels.
        const CHUNK: usize = 16 * 3;
        for (c, (old_chunk, new_chunk)) in
            old_row.chunks(CHUNK).zip(new_row.chunks(CHUNK)).enumerate()
        {
            if old_chunk == new_chunk {
                continue;
            }
            for (k, (o, n)) in old_chunk
                .chunks_exact(3)
                .zip(new_chunk.chunks_exact(3))
                .enumerate()
            {
                if o == n {
                    continue;
                }
                let x = c * 16 + k;
                let index = palette.index(n[0], n[1], n[2]);
                let at = y * width + x;
                if indices.get(at) == Some(&index) {
                    continue;
                }
                changed.push((at, index));
                left = left.min(x);
                right = right.max(x);
                top = top.min(y);
                bottom = bottom.max(y);
            }
        }
    }
    if changed.is_empty() {
        return Frame {
            width: 1,
            height: 1,
            buffer: Cow::Owned(coder.compress(&[TRANSPARENT])),
            transparent: Some(TRANSPARENT),
            ..Frame::default()
        };
    }
    let (w, h) = (right - left + 1, bottom - top + 1);
    let mut buffer = vec![TRANSPARENT; w * h];
    for &(at, index) in &changed {
        let (x, y) = (at % width, at / width);
        if let Some(slot) = buffer.get_mut((y - top) * w + (x - left)) {
            *slot = index;
        }
        if let Some(slot) = indices.get_mut(at) {
            *slot = index;
        }
    }
    Frame {
        left: left as u16,
        top: top as u16,
        width: w as u16,
        height: h as u16,
        buffer: Cow::Owned(coder.compress(&buffer)),
        transparent: Some(TRANSPARENT),
        ..Frame::default()
    }
}

/// NeuQuant learns from one pixel in this many: 1 (every pixel) takes eight times as long for
/// no better colours on our pictures (error 1.45 against 1.42).
const NEUQUANT_SAMPLING: i32 = 10;

/// Bits per channel of the table from colours to palette entries.
const BITS: u32 = 6;
/// How much of each channel the table drops.
const SHIFT: u32 = 8 - BITS;

/// The table key of a colour.
#[inline]
fn key(r: u8, g: u8, b: u8) -> usize {
    ((r as usize >> SHIFT) << (2 * BITS)) | ((g as usize >> SHIFT) << BITS) | (b as usize >> SHIFT)
}

/// The colour in the middle of a table key's cell, as channel values.
fn key_colour(key: usize) -> [i32; 3] {
    let mask = (1 << BITS) - 1;
    let half = 1 << SHIFT >> 1;
    [
        ((key >> (2 * BITS)) & mask) as i32,
        ((key >> BITS) & mask) as i32,
        (key & mask) as i32,
    ]
    .map(|v| (v << SHIFT) + half)
}

/// The replays' shared palette: 255 colours and a transparent entry, and the table from
/// colours (6 bits per channel) to the nearest entry.
pub struct Palette {
    /// RGB triples, 256 entries.
    colours: Vec<u8>,
    /// For each table key, the index of the nearest entry.
    lookup: Vec<u8>,
}

impl Palette {
    fn get() -> &'static Palette {
        static PALETTE: OnceLock<Palette> = OnceLock::new();
        PALETTE.get_or_init(Palette::make)
    }

    /// The index of the entry nearest to a colour.
    #[inline]
    fn index(&self, r: u8, g: u8, b: u8) -> u8 {
        self.lookup.get(key(r, g, b)).copied().unwrap_or(0)
    }

    /// A whole picture as palette indices.
    fn quantise(&self, img: &RgbImage) -> Vec<u8> {
        img.as_raw()
            .chunks_exact(3)
            .map(|p| self.index(p[0], p[1], p[2]))
            .collect()
    }

    /// The palette NeuQuant learns from [`sample_pictures`].
    fn make() -> Palette {
        let rgba: Vec<u8> = sample_pictures()
            .iter()
            .flat_map(|img| img.as_raw().chunks_exact(3))
            .flat_map(|p| [p[0], p[1], p[2], u8::MAX])
            .collect();
        let entries: Vec<(u8, u8, u8)> = color_quant::NeuQuant::new(NEUQUANT_SAMPLING, 255, &rgba)
            .color_map_rgb()
            .chunks_exact(3)
            .map(|c| (c[0], c[1], c[2]))
            .collect();
        Palette::of(&entries)
    }

    /// The palette of these colours (255 at most; the last entry is the transparent one).
    fn of(entries: &[(u8, u8, u8)]) -> Palette {
        let entries = &entries[..entries.len().min(255)];
        let mut colours = Vec::with_capacity(256 * 3);
        for &(r, g, b) in entries {
            colours.extend_from_slice(&[r, g, b]);
        }
        while colours.len() < 256 * 3 {
            colours.extend_from_slice(&[0, 0, 0]);
        }
        let lookup = nearest_table(entries);
        Palette { colours, lookup }
    }
}

/// For every table key, the index of the nearest of `entries` (channels weighted 3 : 4 : 2,
/// roughly as the eye weighs them). The entries are searched outward in order of red, and the
/// search stops once red alone is farther than the best found.
fn nearest_table(entries: &[(u8, u8, u8)]) -> Vec<u8> {
    let mut by_red: Vec<(i32, i32, i32, u8)> = entries
        .iter()
        .enumerate()
        .map(|(i, &(r, g, b))| (r as i32, g as i32, b as i32, i as u8))
        .collect();
    by_red.sort();
    (0..1usize << (3 * BITS))
        .map(|k| {
            let [r, g, b] = key_colour(k);
            let start = by_red.partition_point(|e| e.0 < r);
            let mut best = (i32::MAX, 0u8);
            let distance = |e: &(i32, i32, i32, u8)| {
                let (dr, dg, db) = (r - e.0, g - e.1, b - e.2);
                3 * dr * dr + 4 * dg * dg + 2 * db * db
            };
            for e in by_red[start..].iter() {
                if 3 * (e.0 - r).pow(2) >= best.0 {
                    break;
                }
                let d = distance(e);
                if d < best.0 {
                    best = (d, e.3);
                }
            }
            for e in by_red[..start].iter().rev() {
                if 3 * (e.0 - r).pow(2) >= best.0 {
                    break;
                }
                let d = distance(e);
                if d < best.0 {
                    best = (d, e.3);
                }
            }
            best.1
        })
        .collect()
}

/// Pictures that hold every colour the renderer draws: boards at the start and in play, with
/// marks of every kind, options, a finished game.
fn sample_pictures() -> Vec<RgbImage> {
    let mut samples = Vec::new();
    for game in sample_games() {
        let count = game.positions().len();
        for index in [0, count / 3, count * 2 / 3, count.saturating_sub(1)] {
            if let Some(view) = BoardView::of_game_at(&game, index) {
                samples.push(compose(&view.with_options(index % 2 == 1)));
            }
        }
    }
    samples
}

/// Games whose pictures show every colour: a blitz game played to its end on 37 rings (the
/// first legal turn each time), and a few turns on 61 rings.
fn sample_games() -> Vec<Game> {
    let mut games = Vec::new();
    for (board, game_type, limit) in [
        (Board::Rings37, GameType::Blitz, 200),
        (Board::Rings61, GameType::Standard, 12),
    ] {
        let mut game = Game::new(board, game_type);
        for _ in 0..limit {
            let position = *game.position();
            let mut turns: Vec<(String, _)> = game
                .legal_turns()
                .into_iter()
                .map(|t| (position.format_turn(t), t))
                .collect();
            turns.sort_by(|a, b| a.0.cmp(&b.0));
            let Some(&(_, turn)) = turns.first() else {
                break;
            };
            if game.play(turn).is_err() {
                break;
            }
        }
        games.push(game);
    }
    games
}

/// The replay's parts with their alternatives, for the render benchmark (`benches/render.rs`),
/// whose results decided what [`render_gif`] uses.
#[doc(hidden)]
pub mod compare {
    use image::RgbImage;

    pub use super::{Lzw, Palette};
    use super::{RenderError, replay};
    use crate::engine::Game;
    use crate::render::scene::{BoardView, compose};

    /// The replays' palette, made from scratch (what the first replay of a process pays, unless
    /// [`crate::render::warm_up`] ran).
    pub fn palette() -> Palette {
        Palette::make()
    }

    /// A palette of these colours (another quantiser's), with the same nearest-colour table.
    pub fn palette_of(entries: &[(u8, u8, u8)]) -> Palette {
        Palette::of(entries)
    }

    /// The pictures the palette is made from.
    pub fn sample_pictures() -> Vec<RgbImage> {
        super::sample_pictures()
    }

    /// The replay of `game` with this palette and LZW coder.
    pub fn replay_with(game: &Game, palette: &Palette, coder: Lzw) -> Result<Vec<u8>, RenderError> {
        replay(game, [None, None], crate::i18n::Lang::En, palette, coder)
    }

    /// The mean squared error per pixel of `palette` over every position of `game` as a
    /// picture, channels weighted 3 : 4 : 2 as the palette's nearest-colour table weighs them.
    pub fn error(palette: &Palette, game: &Game) -> f64 {
        let (mut sum, mut count) = (0f64, 0u64);
        for index in 0..game.positions().len() {
            if let Some(view) = BoardView::of_game_at(game, index) {
                for p in compose(&view).as_raw().chunks_exact(3) {
                    let i = usize::from(palette.index(p[0], p[1], p[2])) * 3;
                    let Some(c) = palette.colours.get(i..i + 3) else {
                        continue;
                    };
                    let d = |k: usize| f64::from(p[k]) - f64::from(c[k]);
                    sum += (3.0 * d(0).powi(2) + 4.0 * d(1).powi(2) + 2.0 * d(2).powi(2)) / 9.0;
                    count += 1;
                }
            }
        }
        sum / count.max(1) as f64
    }
}
