//! Reading the terminal's commands: one line at a time, at most [`MAX_LINE`] bytes kept, and a
//! line that is not text refused without ending the game.

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::ai::lines::LineBuilder;

/// The longest command line kept, in bytes. Longer lines are skipped to their end without
/// being held in memory.
pub const MAX_LINE: usize = 4096;

pub use crate::ai::lines::Line;

/// Reads the next line of `input`, keeping at most [`MAX_LINE`] bytes of it.
pub async fn next_line<R: AsyncBufRead + Unpin>(input: &mut R) -> std::io::Result<Line> {
    let mut line = LineBuilder::new(MAX_LINE);
    loop {
        let available = input.fill_buf().await?;
        if available.is_empty() {
            break;
        }
        let (used, ended) = line.feed(available);
        input.consume(used);
        if ended {
            break;
        }
    }
    Ok(line.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn lines(bytes: &[u8]) -> Vec<Line> {
        let mut input = tokio::io::BufReader::with_capacity(16, bytes);
        let mut out = Vec::new();
        loop {
            match next_line(&mut input).await {
                Ok(Line::End) => return out,
                Ok(line) => out.push(line),
                Err(e) => panic!("reading from memory failed: {e}"),
            }
        }
    }

    #[tokio::test]
    async fn splits_lines_and_drops_line_endings() {
        assert_eq!(
            lines(b"board\r\nWd4-a1\nlast").await,
            vec![
                Line::Text("board".into()),
                Line::Text("Wd4-a1".into()),
                Line::Text("last".into())
            ]
        );
    }

    #[tokio::test]
    async fn refuses_a_line_that_is_not_text_and_goes_on() {
        assert_eq!(
            lines(b"board\n\xff\xfe\nlegal\n").await,
            vec![
                Line::Text("board".into()),
                Line::NotText,
                Line::Text("legal".into())
            ]
        );
    }

    #[tokio::test]
    async fn skips_an_overlong_line_to_its_end() {
        let mut bytes = vec![b'x'; MAX_LINE * 3];
        bytes.extend_from_slice(b"\nboard\n");
        assert_eq!(
            lines(&bytes).await,
            vec![Line::TooLong, Line::Text("board".into())]
        );
        let exact = vec![b'y'; MAX_LINE];
        assert_eq!(lines(&exact).await, vec![Line::Text("y".repeat(MAX_LINE))]);
    }

    #[tokio::test]
    async fn empty_input_ends_at_once() {
        assert_eq!(lines(b"").await, Vec::new());
        assert_eq!(lines(b"\n").await, vec![Line::Text(String::new())]);
    }
}
