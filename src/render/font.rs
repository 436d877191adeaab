//! Text on pictures: the bundled font (Inter SemiBold, SIL Open Font License, see
//! `assets/fonts/`), measuring and drawing through imageproc + ab_glyph, and player names
//! reduced to characters the font has.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use image::{Rgb, RgbImage};
use imageproc::drawing::{draw_text_mut, text_size};

use super::paint::Colour;

/// The font, embedded in the binary.
static FONT_BYTES: &[u8] = include_bytes!("../../assets/fonts/Inter-SemiBold.otf");

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
    match font() {
        Some(font) if !text.is_empty() => text_size(PxScale::from(size), font, text).0 as f32,
        _ => 0.0,
    }
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
    let Some(font) = font() else {
        return;
    };
    if text.is_empty() {
        return;
    }
    let scale = PxScale::from(size);
    let width = text_width(text, size);
    let left = match align {
        Align::Left => x,
        Align::Centre => x - width / 2.0,
        Align::Right => x - width,
    };
    let ascent = font.as_scaled(scale).ascent();
    let top = y + CAP_HEIGHT * size / 2.0 - ascent;
    draw_text_mut(
        img,
        Rgb(colour),
        left.round() as i32,
        top.round() as i32,
        scale,
        font,
        text,
    );
}

/// A player's name as the picture can show it: only characters the font has (emoji, scripts
/// it lacks and control characters are dropped), spaces collapsed, shortened with `…` to fit
/// `max_width` pixels at `size`. `None` when nothing readable is left.
pub(crate) fn clean_name(name: &str, size: f32, max_width: f32) -> Option<String> {
    let font = font()?;
    let mut cleaned = String::new();
    let mut space = false;
    for c in name.chars().take(NAME_CHARS * 4) {
        if c.is_whitespace() {
            space = !cleaned.is_empty();
            continue;
        }
        if c.is_control() || font.glyph_id(c).0 == 0 {
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
        // Emoji only, or a script the font lacks: nothing readable.
        assert_eq!(clean_name("🐉🔥", 24.0, 500.0), None);
        assert_eq!(clean_name("日本語", 24.0, 500.0), None);
        assert_eq!(clean_name("\u{202e}\u{200d}", 24.0, 500.0), None);
    }

    #[test]
    fn long_names_are_shortened_to_fit() {
        let name = clean_name("Bartholomew the Magnificent Marble Master", 24.0, 150.0)
            .expect("a readable name");
        assert!(name.ends_with('…'));
        assert!(text_width(&name, 24.0) <= 150.0);
    }
}
