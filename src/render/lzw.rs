//! GIF's LZW compression, made fast for the replay's frames, which are mostly long runs of the
//! transparent index (the pixels that did not change).
//!
//! A GIF decoder builds its dictionary from the codes it reads, whatever parse the encoder
//! chose, so the encoder may emit any code whose string matches the input. This one mirrors the
//! decoder's dictionary exactly and parses greedily, except on runs of the transparent index:
//! it keeps the codes of that index repeated 1, 2, 3, … times and emits the longest that fits
//! in one step, so a run of n pixels costs about √(2n) codes and as many steps instead of n
//! dictionary look-ups. The output is what `gif::Encoder::write_lzw_pre_encoded_frame` takes:
//! the minimum code size, then the code stream.
//!
//! Why not the gif crate's own coder (`Frame::make_lzw_pre_encoded`, weezl)? Measured with
//! `cargo bench --bench render -- gif_parts` on this project's 2-core machine, the replay of a
//! 40-turn game takes 62 ms with this coder and 159 ms with weezl, against a target of 250 ms:
//! the library would spend two thirds of the budget on one core, this coder a quarter. Weezl's
//! output is smaller (594 KB against 657 KB, about 5 ms more upload on a 100 Mbit/s link), which
//! does not make up for 97 ms. So this one stays; the benchmark keeps both to re-decide.

/// Bits per pixel index: GIF's minimum code size for a 256-colour palette.
const MIN_CODE_SIZE: u8 = 8;
/// The code that resets the dictionary.
const CLEAR: u16 = 256;
/// The code that ends the data.
const END: u16 = 257;
/// The first code the dictionary assigns.
const FIRST: u16 = 258;
/// One past the largest code (12 bits).
const LIMIT: u16 = 4096;

/// Writes codes of varying width, least significant bit first.
struct Bits {
    out: Vec<u8>,
    acc: u64,
    count: u32,
}

impl Bits {
    #[inline]
    fn put(&mut self, code: u16, width: u32) {
        self.acc |= (code as u64) << self.count;
        self.count += width;
        while self.count >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.count -= 8;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.count > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}

/// `indices` (one palette index per pixel) as GIF LZW data: the minimum code size byte, then
/// the codes. Runs of `run_symbol` are compressed in few steps.
pub(crate) fn encode(indices: &[u8], run_symbol: u8) -> Vec<u8> {
    let mut bits = Bits {
        out: Vec::with_capacity(indices.len() / 8 + 64),
        acc: 0,
        count: 0,
    };
    bits.out.push(MIN_CODE_SIZE);
    // child[code · 256 + symbol]: the code of (code's string + symbol), 0 if none.
    let mut child = vec![0u16; LIMIT as usize * 256];
    let mut next = FIRST;
    let mut width = MIN_CODE_SIZE as u32 + 1;
    let mut previous: Option<u16> = None;
    // runs[k]: the code of run_symbol repeated k times (runs[0] unused).
    let mut runs: Vec<u16> = vec![0, run_symbol as u16];
    bits.put(CLEAR, width);
    let mut i = 0;
    while let Some(&symbol) = indices.get(i) {
        let mut chosen: Option<(u16, usize)> = None;
        if symbol == run_symbol && runs.len() > 2 {
            let longest = runs.len() - 1;
            let available = run_length(&indices[i..], run_symbol, longest);
            if available >= 2 {
                chosen = Some((runs[available], available));
            }
        }
        let (code, length) = chosen.unwrap_or_else(|| {
            let mut code = symbol as u16;
            let mut j = i + 1;
            while let Some(&b) = indices.get(j) {
                let c = child[code as usize * 256 + b as usize];
                if c == 0 {
                    break;
                }
                code = c;
                j += 1;
            }
            (code, j - i)
        });
        bits.put(code, width);
        if let Some(p) = previous {
            // The decoder now adds (previous string + this string's first symbol).
            child[p as usize * 256 + symbol as usize] = next;
            if symbol == run_symbol && runs.last() == Some(&p) {
                runs.push(next);
            }
            next += 1;
            if next == 1 << width && width < 12 {
                width += 1;
            }
        }
        previous = Some(code);
        if next == LIMIT {
            bits.put(CLEAR, width);
            child.fill(0);
            next = FIRST;
            width = MIN_CODE_SIZE as u32 + 1;
            previous = None;
            runs.truncate(2);
        }
        i += length;
    }
    bits.put(END, width);
    bits.finish()
}

/// How many of the first `limit` bytes of `data` are `symbol`, eight at a time.
fn run_length(data: &[u8], symbol: u8, limit: usize) -> usize {
    let data = &data[..limit.min(data.len())];
    let pattern = u64::from_ne_bytes([symbol; 8]);
    let mut count = 0;
    let mut chunks = data.chunks_exact(8);
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        if u64::from_ne_bytes(word) != pattern {
            return count + chunk.iter().take_while(|&&b| b == symbol).count();
        }
        count += 8;
    }
    count
        + chunks
            .remainder()
            .iter()
            .take_while(|&&b| b == symbol)
            .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::Cow;

    /// Decodes one frame of pre-encoded LZW data through the gif crate.
    fn round_trip(indices: &[u8], width: u16) -> Vec<u8> {
        let height = (indices.len() / width as usize) as u16;
        let palette = vec![0u8; 768];
        let mut bytes = Vec::new();
        {
            let mut encoder =
                ::gif::Encoder::new(&mut bytes, width, height, &palette).expect("a GIF header");
            let frame = ::gif::Frame {
                width,
                height,
                buffer: Cow::Owned(encode(indices, 255)),
                ..::gif::Frame::default()
            };
            encoder
                .write_lzw_pre_encoded_frame(&frame)
                .expect("the frame is written");
        }
        let mut options = ::gif::DecodeOptions::new();
        options.set_color_output(::gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(&bytes[..]).expect("the GIF decodes");
        let frame = decoder
            .read_next_frame()
            .expect("the frame decodes")
            .expect("a frame");
        frame.buffer.to_vec()
    }

    #[test]
    fn runs_noise_and_a_full_dictionary_decode_to_what_was_encoded() {
        let mut data = vec![255u8; 200 * 300];
        let mut state = 7u32;
        for (i, b) in data.iter_mut().enumerate() {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
            // Islands of noise and of repeated colours in a sea of the run symbol.
            if (i / 1000) % 3 == 1 {
                *b = (state >> 16) as u8;
            } else if (i / 700) % 5 == 2 {
                *b = 3;
            }
        }
        assert_eq!(round_trip(&data, 200), data);
        let sea = vec![255u8; 640 * 480];
        assert_eq!(round_trip(&sea, 640), sea);
        let encoded = encode(&sea, 255);
        assert!(encoded.len() < 4000, "{} bytes", encoded.len());
    }

    #[test]
    fn run_lengths_stop_at_the_first_other_byte_or_the_limit() {
        let data = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 5];
        assert_eq!(run_length(&data, 5, 100), 10);
        assert_eq!(run_length(&data, 5, 9), 9);
        assert_eq!(run_length(&data, 5, 3), 3);
        assert_eq!(run_length(&data[10..], 5, 100), 0);
        assert_eq!(run_length(&[], 5, 100), 0);
    }

    #[test]
    fn a_single_pixel_and_no_run_symbol_at_all_work() {
        assert_eq!(round_trip(&[7], 1), vec![7]);
        let data: Vec<u8> = (0..50_000u32).map(|i| (i * 7 % 251) as u8).collect();
        assert_eq!(round_trip(&data, 250), data);
    }
}
