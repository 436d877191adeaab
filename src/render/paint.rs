//! Drawing on an RGB canvas: anti-aliased shapes given by signed distance functions, and
//! sprites made once and blended many times.
//!
//! A shape's coverage of a pixel is `0.5 − d` clamped to 0–1, where `d` is the signed
//! distance (negative inside) from the pixel's centre to the shape's edge: cheap, and smooth
//! enough for edges, rings and lines.

use image::RgbImage;

/// An sRGB colour.
pub(crate) type Colour = [u8; 3];

/// Blends `colour` over the pixel whose red byte is at `i`, with opacity `alpha` (0–1).
#[inline]
pub(crate) fn blend(buf: &mut [u8], i: usize, colour: Colour, alpha: f32) {
    if let Some(px) = buf.get_mut(i..i + 3) {
        for (d, &s) in px.iter_mut().zip(colour.iter()) {
            *d = (*d as f32 + (s as f32 - *d as f32) * alpha + 0.5) as u8;
        }
    }
}

/// Fills the shape `sdf` (signed distance in pixels, negative inside) with `colour` at
/// opacity `alpha`, looking only at pixels in `bounds` (left, top, right, bottom).
pub(crate) fn fill(
    img: &mut RgbImage,
    bounds: (f32, f32, f32, f32),
    colour: Colour,
    alpha: f32,
    sdf: impl Fn(f32, f32) -> f32,
) {
    let (width, height) = (img.width() as i32, img.height() as i32);
    let x0 = (bounds.0.floor() as i32 - 1).max(0);
    let y0 = (bounds.1.floor() as i32 - 1).max(0);
    let x1 = (bounds.2.ceil() as i32 + 1).min(width);
    let y1 = (bounds.3.ceil() as i32 + 1).min(height);
    let buf: &mut [u8] = img;
    for y in y0..y1 {
        for x in x0..x1 {
            let coverage = (0.5 - sdf(x as f32 + 0.5, y as f32 + 0.5)).clamp(0.0, 1.0) * alpha;
            if coverage > 0.0 {
                blend(buf, ((y * width + x) * 3) as usize, colour, coverage);
            }
        }
    }
}

/// The signed distance to a disc.
pub(crate) fn circle(cx: f32, cy: f32, r: f32) -> impl Fn(f32, f32) -> f32 {
    move |x, y| ((x - cx).powi(2) + (y - cy).powi(2)).sqrt() - r
}

/// The signed distance to a circle line of radius `r` and width `2 · half`.
pub(crate) fn annulus(cx: f32, cy: f32, r: f32, half: f32) -> impl Fn(f32, f32) -> f32 {
    move |x, y| (((x - cx).powi(2) + (y - cy).powi(2)).sqrt() - r).abs() - half
}

/// The signed distance to a line from `a` to `b` with round ends, `2 · half` wide.
pub(crate) fn segment(a: (f32, f32), b: (f32, f32), half: f32) -> impl Fn(f32, f32) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length2 = (dx * dx + dy * dy).max(1e-6);
    move |x, y| {
        let t = (((x - a.0) * dx + (y - a.1) * dy) / length2).clamp(0.0, 1.0);
        let (px, py) = (a.0 + t * dx, a.1 + t * dy);
        ((x - px).powi(2) + (y - py).powi(2)).sqrt() - half
    }
}

/// The signed distance to a rectangle with rounded corners of radius `r`.
pub(crate) fn rounded_rect(
    left: f32,
    top: f32,
    right: f32,
    bottom: f32,
    r: f32,
) -> impl Fn(f32, f32) -> f32 {
    let (cx, cy) = ((left + right) / 2.0, (top + bottom) / 2.0);
    let (hx, hy) = ((right - left) / 2.0 - r, (bottom - top) / 2.0 - r);
    move |x, y| {
        let qx = (x - cx).abs() - hx;
        let qy = (y - cy).abs() - hy;
        let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
        outside + qx.max(qy).min(0.0) - r
    }
}

/// The signed distance (exact inside, close enough outside) to a triangle.
pub(crate) fn triangle(points: [(f32, f32); 3]) -> impl Fn(f32, f32) -> f32 {
    // Order the corners so that each edge's outward normal is (−dy, dx) of its direction.
    let [a, b, c] = points;
    let cross = (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0);
    let points = if cross > 0.0 { [a, c, b] } else { [a, b, c] };
    let mut edges = [(0.0f32, 0.0f32, 0.0f32); 3];
    for (i, edge) in edges.iter_mut().enumerate() {
        let p = points[i];
        let q = points[(i + 1) % 3];
        let (nx, ny) = (q.1 - p.1, p.0 - q.0);
        let length = (nx * nx + ny * ny).sqrt().max(1e-6);
        *edge = (-nx / length, -ny / length, (nx * p.0 + ny * p.1) / length);
    }
    move |x, y| {
        edges
            .iter()
            .map(|&(nx, ny, offset)| nx * x + ny * y + offset)
            .fold(f32::MIN, f32::max)
    }
}

/// A small picture with opacity, made once (with supersampling) and blended onto canvases
/// many times: a ring, a marble, a marker.
#[derive(Debug)]
pub(crate) struct Sprite {
    /// The sprite is `2 · half + 1` pixels square, its centre pixel at `(half, half)`.
    half: i32,
    /// Premultiplied RGBA, row by row.
    data: Vec<[u8; 4]>,
    /// For each row, the first and one past the last pixel that is not fully transparent.
    spans: Vec<(u16, u16)>,
}

impl Sprite {
    /// Renders a sprite `2 · half + 1` pixels square. `shade` gives the colour (sRGB, 0–1,
    /// not premultiplied) and opacity at a point relative to the centre pixel's centre;
    /// `samples`² points per pixel are averaged.
    pub fn render(half: i32, samples: usize, shade: impl Fn(f32, f32) -> [f32; 4]) -> Sprite {
        let size = (2 * half + 1) as usize;
        let samples = samples.max(1);
        let weight = 1.0 / (samples * samples) as f32;
        let mut data = Vec::with_capacity(size * size);
        let mut spans = Vec::with_capacity(size);
        for py in 0..size {
            let mut first = size;
            let mut last = 0;
            for px in 0..size {
                let mut sum = [0.0f32; 4];
                for sy in 0..samples {
                    for sx in 0..samples {
                        let x = px as f32 - half as f32 + (sx as f32 + 0.5) / samples as f32 - 0.5;
                        let y = py as f32 - half as f32 + (sy as f32 + 0.5) / samples as f32 - 0.5;
                        let [r, g, b, a] = shade(x, y);
                        let a = a.clamp(0.0, 1.0);
                        sum[0] += r.clamp(0.0, 1.0) * a;
                        sum[1] += g.clamp(0.0, 1.0) * a;
                        sum[2] += b.clamp(0.0, 1.0) * a;
                        sum[3] += a;
                    }
                }
                let pixel = sum.map(|v| (v * weight * 255.0 + 0.5).clamp(0.0, 255.0) as u8);
                if pixel[3] > 0 {
                    first = first.min(px);
                    last = px + 1;
                }
                data.push(pixel);
            }
            spans.push((first.min(last) as u16, last as u16));
        }
        Sprite { half, data, spans }
    }

    /// Blends the sprite onto `img` with its centre pixel on `(cx, cy)`.
    pub fn draw(&self, img: &mut RgbImage, cx: i32, cy: i32) {
        self.draw_faded(img, cx, cy, 255);
    }

    /// Blends the sprite onto `img` with its centre on `(cx, cy)` at `opacity` (0–255).
    pub fn draw_faded(&self, img: &mut RgbImage, cx: i32, cy: i32, opacity: u8) {
        let (width, height) = (img.width() as i32, img.height() as i32);
        let size = 2 * self.half + 1;
        let opacity = opacity as u32;
        let buf: &mut [u8] = img;
        for sy in 0..size {
            let y = cy - self.half + sy;
            if y < 0 || y >= height {
                continue;
            }
            let (first, last) = self.spans[sy as usize];
            let x_first = (cx - self.half + first as i32).max(0);
            let x_last = (cx - self.half + last as i32).min(width);
            if x_first >= x_last {
                continue;
            }
            let row = &self.data[(sy * size) as usize..((sy + 1) * size) as usize];
            let source = &row[(x_first - (cx - self.half)) as usize..];
            let start = ((y * width + x_first) * 3) as usize;
            let end = ((y * width + x_last) * 3) as usize;
            for (dst, src) in buf[start..end].chunks_exact_mut(3).zip(source) {
                let [r, g, b, a] = if opacity == 255 {
                    *src
                } else {
                    src.map(|v| ((v as u32 * opacity + 127) / 255) as u8)
                };
                if a == 0 {
                    continue;
                }
                let keep = 255 - a as u32;
                dst[0] = (r as u32 + (dst[0] as u32 * keep + 127) / 255).min(255) as u8;
                dst[1] = (g as u32 + (dst[1] as u32 * keep + 127) / 255).min(255) as u8;
                dst[2] = (b as u32 + (dst[2] as u32 * keep + 127) / 255).min(255) as u8;
            }
        }
    }
}

/// `t` eased from 0 at `edge0` to 1 at `edge1`.
#[inline]
pub(crate) fn smoothstep(edge0: f32, edge1: f32, t: f32) -> f32 {
    let x = ((t - edge0) / (edge1 - edge0)).clamp(0.0, 1.0);
    x * x * (3.0 - 2.0 * x)
}

/// An sRGB component (0–1) in linear light.
#[inline]
pub(crate) fn to_linear(v: f32) -> f32 {
    v.max(0.0).powf(2.2)
}

/// A linear-light component as sRGB (0–1).
#[inline]
pub(crate) fn to_srgb(v: f32) -> f32 {
    v.clamp(0.0, 1.0).powf(1.0 / 2.2)
}

/// An sRGB colour as 0–1 components.
pub(crate) fn unit(colour: Colour) -> [f32; 3] {
    colour.map(|v| v as f32 / 255.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_filled_disc_covers_its_centre_and_not_its_outside() {
        let mut img = RgbImage::new(40, 40);
        fill(
            &mut img,
            (5.0, 5.0, 35.0, 35.0),
            [255, 0, 0],
            1.0,
            circle(20.0, 20.0, 10.0),
        );
        assert_eq!(img.get_pixel(20, 20).0, [255, 0, 0]);
        assert_eq!(img.get_pixel(2, 2).0, [0, 0, 0]);
        // The edge is anti-aliased: some pixel is partly covered.
        assert!((0..40).any(|x| {
            let r = img.get_pixel(x, 20).0[0];
            r > 0 && r < 255
        }));
    }

    #[test]
    fn a_sprite_blends_with_its_opacity_and_clips_at_the_edges() {
        let sprite = Sprite::render(3, 2, |x, y| {
            if x * x + y * y <= 4.0 {
                [1.0, 1.0, 1.0, 1.0]
            } else {
                [0.0, 0.0, 0.0, 0.0]
            }
        });
        let mut img = RgbImage::new(10, 10);
        sprite.draw(&mut img, 0, 0);
        assert_eq!(img.get_pixel(0, 0).0, [255, 255, 255]);
        assert_eq!(img.get_pixel(9, 9).0, [0, 0, 0]);
        sprite.draw_faded(&mut img, 6, 6, 128);
        let v = img.get_pixel(6, 6).0[0];
        assert!((120..=136).contains(&v), "{v}");
    }

    #[test]
    fn a_triangle_contains_its_centroid_whichever_way_it_turns() {
        for points in [
            [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0)],
            [(0.0, 0.0), (0.0, 10.0), (10.0, 0.0)],
        ] {
            let sdf = triangle(points);
            assert!(sdf(3.0, 3.0) < 0.0);
            assert!(sdf(9.0, 9.0) > 0.0);
        }
    }
}
