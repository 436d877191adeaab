//! Lines of input with a cap on their length, assembled from whatever a buffered reader holds:
//! one piece of logic for the terminal (async) and the engine protocol (blocking). A line
//! over the cap is skipped to its end without being held in memory; one that is not UTF-8 is
//! refused; neither ends the input.

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// A line of text, without its line ending (`\n`, or `\r\n`).
    Text(String),
    /// A line longer than the cap (skipped).
    TooLong,
    /// A line that is not valid UTF-8 (skipped).
    NotText,
    /// The input has ended.
    End,
}

/// A line being assembled: feed it the reader's buffer until it says the line ended (or the
/// buffer comes back empty), then [`LineBuilder::finish`].
pub struct LineBuilder {
    max: usize,
    kept: Vec<u8>,
    too_long: bool,
    read_any: bool,
}

impl LineBuilder {
    /// A new line of at most `max` bytes.
    pub fn new(max: usize) -> LineBuilder {
        LineBuilder {
            max,
            kept: Vec::new(),
            too_long: false,
            read_any: false,
        }
    }

    /// Takes bytes from the start of `available` (the reader's buffer, not empty): how many
    /// were used (to `consume`), and whether the line has ended.
    pub fn feed(&mut self, available: &[u8]) -> (usize, bool) {
        self.read_any = true;
        let (chunk, used) = match available.iter().position(|&b| b == b'\n') {
            Some(end) => (&available[..end], end + 1),
            None => (available, available.len()),
        };
        if !self.too_long {
            if self.kept.len() + chunk.len() > self.max {
                self.too_long = true;
                self.kept = Vec::new();
            } else {
                self.kept.extend_from_slice(chunk);
            }
        }
        (used, used > chunk.len())
    }

    /// The line fed so far ([`Line::End`] if nothing was).
    pub fn finish(mut self) -> Line {
        if !self.read_any {
            return Line::End;
        }
        if self.too_long {
            return Line::TooLong;
        }
        if self.kept.last() == Some(&b'\r') {
            self.kept.pop();
        }
        match String::from_utf8(self.kept) {
            Ok(text) => Line::Text(text),
            Err(_) => Line::NotText,
        }
    }
}
