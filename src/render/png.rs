//! Pictures as PNG files: composed in memory, then encoded with fast settings (fast deflate,
//! the Paeth filter), which keeps a picture to a few milliseconds.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

use super::RenderError;
use super::scene::{BoardView, compose};

/// The picture of `view` as PNG bytes ([`IMAGE_SIZE`](super::IMAGE_SIZE) pixels square).
/// The same view always gives the same bytes.
pub fn render_png(view: &BoardView<'_>) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_image(view))
}

/// The picture of `view` as pixels, before encoding.
pub fn render_image(view: &BoardView<'_>) -> RgbImage {
    compose(view)
}

/// Encodes pixels as a PNG with the renderer's fast settings.
pub(crate) fn encode_png(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let mut bytes = Vec::with_capacity(256 * 1024);
    let encoder =
        PngEncoder::new_with_quality(&mut bytes, CompressionType::Fast, FilterType::Paeth);
    encoder
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            ExtendedColorType::Rgb8,
        )
        .map_err(RenderError::Png)?;
    Ok(bytes)
}
