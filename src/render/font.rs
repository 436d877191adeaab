//! Text on pictures: the bundled fonts (Inter SemiBold, SIL Open Font License, and for the
//! characters it lacks — Chinese, Japanese, Korean — WenQuanYi Micro Hei, Apache License 2.0;
//! see `assets/fonts/`), measuring and drawing through imageproc + ab_glyph, and player names
//! reduced to characters the fonts have.
//!
//! Text is drawn in runs: each character in Inter where Inter has it, else in the fallback,
//! every run on the same baseline.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use image::{Rgb, RgbImage};
use imageproc::drawing::{draw_text_mut, text_size};

use super::paint::Colour;

/// The font, embedded in the binary.
static FONT_BYTES: &[u8] = include_bytes!("../../assets/fonts/Inter-SemiBold.otf");

/// The font for what Inter lacks, embedded in the binary.
static FALLBACK_BYTES: &[u8] = include_bytes!("../../assets/fonts/wqy-microhei.ttc");

/// The height of Inter's capital letters, as a fraction of the font size.
const CAP_HEIGHT: f32 = 0.727;

/// The most characters of a player's name that are considered.
const NAME_CHARS: usize = 40;

/// The bundled font (`None` only if the embedded file were damaged: then pictures have no
/// text rather than no picture).
pub(crate) fn font() -> Option<&'static FontRef<'static>> {
    static FONT: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).ok())
        .as_ref()
}

/// The font for the characters Inter lacks (`None` only if the embedded file were damaged).
fn fallback() -> Option<&'static FontRef<'static>> {
    static FALLBACK: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    FALLBACK
        .get_or_init(|| FontRef::try_from_slice_and_index(FALLBACK_BYTES, 0).ok())
        .as_ref()
}

/// The font that draws `c`: Inter where it has it, else the fallback where that has it.
fn font_for(c: char) -> Option<&'static FontRef<'static>> {
    let main = font()?;
    if main.glyph_id(c).0 != 0 {
        return Some(main);
    }
    match fallback() {
        Some(other) if other.glyph_id(c).0 != 0 => Some(other),
        _ => None,
    }
}

/// Whether a bundled font draws `c`.
fn drawable(c: char) -> bool {
    c == ' ' || font_for(c).is_some()
}

/// `text` cut into runs of one font each (characters no font has go with Inter).
fn runs(text: &str) -> Vec<(&'static FontRef<'static>, &str)> {
    let Some(main) = font() else {
        return Vec::new();
    };
    let mut runs: Vec<(&FontRef, &str)> = Vec::new();
    let mut start = 0;
    let mut current: Option<&FontRef> = None;
    for (at, c) in text.char_indices() {
        // A space stays with the run it is in.
        let wanted = if c == ' ' {
            current.unwrap_or(main)
        } else {
            font_for(c).unwrap_or(main)
        };
        match current {
            Some(font) if std::ptr::eq(font, wanted) => {}
            Some(font) => {
                runs.push((font, &text[start..at]));
                start = at;
                current = Some(wanted);
            }
            None => current = Some(wanted),
        }
    }
    if let Some(font) = current {
        runs.push((font, &text[start..]));
    }
    runs
}

/// Where a piece of text sits relative to the x it is drawn at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Align {
    /// The text starts at x.
    Left,
    /// The text is centred on x.
    Centre,
    /// The text ends at x.
    Right,
}

/// The width of `text` at `size` pixels.
pub(crate) fn text_width(text: &str, size: f32) -> f32 {
    runs(text)
        .iter()
        .map(|(font, run)| text_size(PxScale::from(size), *font, run).0 as f32)
        .sum()
}

/// Draws `text` at `size` pixels in `colour`, its capital letters vertically centred on `y`.
pub(crate) fn draw_text(
    img: &mut RgbImage,
    text: &str,
    x: f32,
    y: f32,
    size: f32,
    colour: Colour,
    align: Align,
) {
    if font().is_none() || text.is_empty() {
        return;
    }
    let scale = PxScale::from(size);
    // Each run measured once: for the alignment and for where the next run starts.
    let runs: Vec<_> = runs(text)
        .into_iter()
        .map(|(font, run)| (font, run, text_size(scale, font, run).0 as f32))
        .collect();
    let width: f32 = runs.iter().map(|(_, _, width)| width).sum();
    let mut left = match align {
        Align::Left => x,
        Align::Centre => x - width / 2.0,
        Align::Right => x - width,
    };
    // Inter's capital letters centred on y: every run sits on that baseline.
    let baseline = y + CAP_HEIGHT * size / 2.0;
    for (font, run, run_width) in runs {
        let top = baseline - font.as_scaled(scale).ascent();
        draw_text_mut(
            img,
            Rgb(colour),
            left.round() as i32,
            top.round() as i32,
            scale,
            font,
            run,
        );
        left += run_width;
    }
}

/// A player's name as the picture can show it: only characters the fonts have (emoji, scripts
/// neither has and control characters are dropped), spaces collapsed, shortened with `…` to fit
/// `max_width` pixels at `size`. `None` when nothing readable is left.
pub(crate) fn clean_name(name: &str, size: f32, max_width: f32) -> Option<String> {
    font()?;
    let mut cleaned = String::new();
    let mut space = false;
    for c in name.chars().take(NAME_CHARS * 4) {
        if c.is_whitespace() {
            space = !cleaned.is_empty();
            continue;
        }
        if c.is_control() || !drawable(c) {
            continue;
        }
        if space {
            cleaned.push(' ');
            space = false;
        }
        cleaned.push(c);
        if cleaned.chars().count() >= NAME_CHARS {
            break;
        }
    }
    if !cleaned.chars().any(char::is_alphanumeric) {
        return None;
    }
    if text_width(&cleaned, size) <= max_width {
        return Some(cleaned);
    }
    let mut chars: Vec<char> = cleaned.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if text_width(&candidate, size) <= max_width {
            return Some(candidate);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_font_loads_and_has_the_characters_we_draw() {
        let font = font().expect("the embedded font parses");
        for c in "abcdefghi0123456789 Player wins draw to move of each Pool Turn … ★ → ×".chars()
        {
            assert_ne!(font.glyph_id(c).0, 0, "{c:?}");
        }
    }

    #[test]
    fn names_keep_what_the_font_has_and_drop_the_rest() {
        assert_eq!(clean_name("Zoë", 24.0, 500.0).as_deref(), Some("Zoë"));
        assert_eq!(
            clean_name("🐉 Dragon 🐉", 24.0, 500.0).as_deref(),
            Some("Dragon")
        );
        assert_eq!(
            clean_name("  a \n\t b ", 24.0, 500.0).as_deref(),
            Some("a b")
        );
        // Emoji only: nothing readable.
        assert_eq!(clean_name("🐉🔥", 24.0, 500.0), None);
        // Chinese, Japanese and Korean come from the second font.
        assert_eq!(clean_name("日本語", 24.0, 500.0).as_deref(), Some("日本語"));
        assert_eq!(
            clean_name("Zoë 山田 한글 🐉", 24.0, 500.0).as_deref(),
            Some("Zoë 山田 한글")
        );
        assert_eq!(clean_name("\u{202e}\u{200d}", 24.0, 500.0), None);
    }

    #[test]
    fn text_in_two_fonts_is_measured_and_drawn_on_one_line() {
        let fallback = fallback().expect("the embedded fallback font parses");
        for c in "日本語かなカナ한글中文".chars() {
            assert_ne!(fallback.glyph_id(c).0, 0, "{c:?}");
        }
        let mixed = "Ann 山田";
        let parts = runs(mixed);
        assert_eq!(parts.len(), 2, "Inter, then the fallback");
        assert_eq!(parts[0].1, "Ann ");
        assert_eq!(parts[1].1, "山田");
        let width = text_width(mixed, 24.0);
        assert!(width > text_width("Ann ", 24.0) + 30.0, "{width}");

        // Drawn: ink where each run is, all of it within a line's height around y.
        let mut img = RgbImage::from_pixel(200, 60, Rgb([0, 0, 0]));
        draw_text(
            &mut img,
            mixed,
            10.0,
            30.0,
            24.0,
            [255, 255, 255],
            Align::Left,
        );
        let inked = |x0: u32, x1: u32| {
            (x0..x1)
                .flat_map(|x| (0..60).map(move |y| (x, y)))
                .filter(|&(x, y)| img.get_pixel(x, y).0[0] > 128)
                .collect::<Vec<_>>()
        };
        let latin_end = 10 + text_width("Ann ", 24.0) as u32;
        let latin = inked(10, latin_end);
        let cjk = inked(latin_end, 10 + width as u32 + 1);
        assert!(
            latin.len() > 40 && cjk.len() > 40,
            "{} {}",
            latin.len(),
            cjk.len()
        );
        for &(_, y) in latin.iter().chain(&cjk) {
            assert!((12..=48).contains(&y), "ink at y = {y}");
        }
        // Nothing beyond the measured width.
        assert!(inked(10 + width as u32 + 2, 200).is_empty());
    }

    #[test]
    fn long_names_are_shortened_to_fit() {
        let name = clean_name("Bartholomew the Magnificent Marble Master", 24.0, 150.0)
            .expect("a readable name");
        assert!(name.ends_with('…'));
        assert!(text_width(&name, 24.0) <= 150.0);
    }
}
