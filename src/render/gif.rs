//! Animated replays: one frame per position of a game (the start, then one per turn), all
//! sharing one global palette, each frame after the first carrying only the rectangle that
//! changed, with unchanged pixels inside it transparent (so they compress to almost nothing).
//!
//! The palette is made once by median cut from a few pictures that hold every colour the
//! renderer draws; a 15-bit lookup table then maps any colour to its nearest entry in one
//! step.

use std::borrow::Cow;
use std::sync::OnceLock;

use ::gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::RgbImage;

use crate::engine::{Board, Game, GameType};

use super::RenderError;
use super::layout::IMAGE_SIZE;
use super::lzw;
use super::scene::{BoardView, compose, compose_into};

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
/// are the players' names, as in [`BoardView::with_names`].
pub fn render_gif(game: &Game, names: [Option<&str>; 2]) -> Result<Vec<u8>, RenderError> {
    let palette = Palette::get();
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
            compose_into(&view.with_names(names[0], names[1]), &mut next);
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
                        buffer: Cow::Owned(lzw::encode(&indices, TRANSPARENT)),
                        ..Frame::default()
                    };
                    shown = Some((next.clone(), indices));
                    frame
                }
                Some((before, indices)) => {
                    let frame = delta_frame(palette, before, &next, indices);
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
            buffer: Cow::Owned(lzw::encode(&[TRANSPARENT], TRANSPARENT)),
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
        buffer: Cow::Owned(lzw::encode(&buffer, TRANSPARENT)),
        transparent: Some(TRANSPARENT),
        ..Frame::default()
    }
}

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
struct Palette {
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

    fn make() -> Palette {
        // Sample pictures that hold every colour the renderer draws: boards at the start and
        // in play, with marks of every kind, options, a finished game.
        let mut histogram = vec![0u32; 1 << (3 * BITS)];
        let mut add = |img: &RgbImage| {
            for p in img.as_raw().chunks_exact(3) {
                if let Some(count) = histogram.get_mut(key(p[0], p[1], p[2])) {
                    *count += 1;
                }
            }
        };
        for game in sample_games() {
            let count = game.positions().len();
            for index in [0, count / 3, count * 2 / 3, count.saturating_sub(1)] {
                if let Some(view) = BoardView::of_game_at(&game, index) {
                    add(&compose(&view.with_options(index % 2 == 1)));
                }
            }
        }
        let entries = median_cut(&histogram, 255);
        let mut colours = Vec::with_capacity(256 * 3);
        for &(r, g, b) in &entries {
            colours.extend_from_slice(&[r, g, b]);
        }
        while colours.len() < 256 * 3 {
            colours.extend_from_slice(&[0, 0, 0]);
        }
        let lookup = nearest_table(&entries);
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

/// Up to `count` colours for a histogram of table keys, by median cut on the counts raised to
/// the power 0.6 (so that small bright details get entries beside large areas of wood).
fn median_cut(histogram: &[u32], count: usize) -> Vec<(u8, u8, u8)> {
    let mut colours: Vec<([i32; 3], f32)> = histogram
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .map(|(k, &n)| (key_colour(k), (n as f32).powf(0.6)))
        .collect();
    let mut boxes: Vec<(usize, usize)> = vec![(0, colours.len())];
    while boxes.len() < count {
        // Split the box with the largest weighted spread along its widest channel.
        let mut best: Option<(usize, usize, f32)> = None;
        for (i, &(start, end)) in boxes.iter().enumerate() {
            if end - start < 2 {
                continue;
            }
            let slice = &colours[start..end];
            let weight: f32 = slice.iter().map(|c| c.1).sum();
            for channel in 0..3 {
                let lo = slice.iter().map(|c| c.0[channel]).min().unwrap_or(0);
                let hi = slice.iter().map(|c| c.0[channel]).max().unwrap_or(0);
                let score = (hi - lo) as f32 * weight.sqrt();
                if hi > lo && best.is_none_or(|b| score > b.2) {
                    best = Some((i, channel, score));
                }
            }
        }
        let Some((i, channel, _)) = best else {
            break;
        };
        let (start, end) = boxes[i];
        let slice = &mut colours[start..end];
        slice.sort_by_key(|c| (c.0[channel], c.0[(channel + 1) % 3], c.0[(channel + 2) % 3]));
        let total: f32 = slice.iter().map(|c| c.1).sum();
        let mut acc = 0.0;
        let mut split = 1;
        for (j, c) in slice.iter().enumerate() {
            acc += c.1;
            if acc >= total / 2.0 {
                split = (j + 1).clamp(1, slice.len() - 1);
                break;
            }
        }
        boxes[i] = (start, start + split);
        boxes.push((start + split, end));
    }
    boxes.sort();
    boxes
        .iter()
        .map(|&(start, end)| {
            let slice = &colours[start..end];
            let weight: f32 = slice.iter().map(|c| c.1).sum::<f32>().max(1e-6);
            let mean = |channel: usize| {
                let sum: f32 = slice.iter().map(|c| c.0[channel] as f32 * c.1).sum();
                (sum / weight).round().clamp(0.0, 255.0) as u8
            };
            (mean(0), mean(1), mean(2))
        })
        .collect()
}
