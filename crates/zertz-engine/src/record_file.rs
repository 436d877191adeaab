//! Game record files: a [`GameRecord`] with tags, like a chess PGN, for players to download
//! and upload.
//!
//! ```text
//! [Event "Friday game"]
//! [Board "37"]
//! [GameType "standard"]
//!
//! 1. Wd4-a1 Gd5-g1
//! 2. d4xd6
//! *
//! ```
//!
//! Tags come first, one `[Key "value"]` each (`\"` and `\\` escape a quote and a backslash).
//! `Board`, `GameType` and `Position` (the one-line position text, written only when the game
//! did not start from the usual start) describe the record itself; any other tag is kept as it
//! is, in order. The turns follow, two to a numbered line, and the result ends the file: the
//! `Result` tag's value (`1-0`, `0-1`, `1/2-1/2`) or `*`.
//!
//! Reading is forgiving, since players paste and upload whatever they have:
//! - tags in any order and any case, `Variant` for `GameType`, values with or without quotes;
//! - move numbers (`12.`, `12...`, also glued to a turn: `12.Wd4-a1`), results (`1-0`, `0-1`,
//!   `1/2-1/2`, `½-½`, `*`), `{comments}`, `;` comments to the end of the line and Markdown
//!   backticks are skipped;
//! - with no tags, the bare record line of RULES.md §5 (`standard 37 Wd4-a1 …`, where the game
//!   type and the board are each optional), a plain list of turns (37 rings, standard), or a
//!   position text alone (six fields, or a plain five-field ZIP).
//!
//! Turns are separated by whitespace, so each turn must be written without spaces (`Wd4-a1`,
//! `w/d4/a1`, `e5×c5`, not `w d4 a1`); any of the forgiving forms of RULES.md §5 without
//! spaces is read. Every turn is replayed and checked, and stored in canonical notation.
//!
//! ```
//! use zertz_engine::{Board, Game, GameType, RecordFile};
//! let mut game = Game::new(Board::Rings37, GameType::Standard);
//! game.play_sequence("Wd4-a1 Gd5-g1 d4xd6").unwrap();
//! let file = RecordFile::new(game.record()).with_tag("Event", "Friday game");
//! let text = file.to_string();
//! assert!(text.contains("[Event \"Friday game\"]\n[Board \"37\"]\n"));
//! assert!(text.ends_with("\n1. Wd4-a1 Gd5-g1\n2. d4xd6\n*\n"));
//! assert_eq!(RecordFile::parse(&text).unwrap(), file);
//!
//! let pasted = RecordFile::parse("1. w/D4/A1 {opening} gd5-g1 2. D4×D6").unwrap();
//! assert_eq!(pasted.record, game.record());
//! ```

use std::fmt;

use super::error::PositionTextError;
use super::game::{Game, GameRecord, RecordError, SequenceError};
use super::game_type::GameType;
use super::geometry::Board;
use super::position::Position;
use super::setup::{self, SetupError};

/// The longest record file read, in bytes (64 KiB).
const MAX_BYTES: usize = 64 * 1024;

/// The most turns a record file may hold.
const MAX_TURNS: usize = 1000;

/// Result tokens skipped in the turns.
const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

/// A game record with its tags, as exchanged in files.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordFile {
    /// Tags other than those describing the record (board, game type, start position), in
    /// order: event, players, date, result, ….
    pub tags: Vec<(String, String)>,
    /// The game itself.
    pub record: GameRecord,
}

/// Why a text could not be read as a game record.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RecordFileError {
    /// Nothing to read.
    #[error(
        "the record is empty: give the turns (like 1. Wd4-a1 Gd5-g1), a record line (standard 37 Wd4-a1 …) or a position"
    )]
    Empty,
    /// The text is longer than any game record.
    #[error("the record is too long ({bytes} bytes): a record file may have at most 64 KiB")]
    TooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// More turns than a record file may hold.
    #[error("the record has {turns} turns: a record file may have at most 1000")]
    TooManyTurns {
        /// How many turns it has.
        turns: usize,
    },
    /// A tag that cannot be read.
    #[error("cannot read the tag {tag}: {why} (write tags like [Event \"Friday game\"])")]
    BadTag {
        /// The start of the tag as written.
        tag: String,
        /// What is wrong with it.
        why: TagFault,
    },
    /// A tag after the turns.
    #[error(
        "the tag [{key} …] comes after the turns: tags go before the turns, and a record holds one game"
    )]
    TagAfterTurns {
        /// The tag's key.
        key: String,
    },
    /// A `{` comment with no `}`.
    #[error("a comment opened with {{ is never closed with }}")]
    UnclosedComment,
    /// A board that does not exist.
    #[error("{0:?} is not a board: use 37, 40, 43, 44, 48 or 61 rings")]
    UnknownBoard(String),
    /// A game type that does not exist (the word written).
    #[error("unknown game type {0:?}: use standard or blitz")]
    UnknownGameType(String),
    /// A board and game type the rules do not allow together (blitz on 48 rings).
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The start position cannot be read.
    #[error("{0}")]
    Position(PositionTextError),
    /// Two parts of the record disagree (a Board tag and the Position tag, say).
    #[error("{0}: make them agree or leave one out")]
    Conflict(String),
    /// A turn is not legal where it is played.
    #[error("{0}")]
    Turn(SequenceError),
}

/// What is wrong with a tag that cannot be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum TagFault {
    /// `[` followed by no name.
    #[error("it has no name")]
    NoName,
    /// A quoted value with no closing quote.
    #[error("the value has no closing quote")]
    NoClosingQuote,
    /// Something other than `]` after a quoted value.
    #[error("the value must be followed by ]")]
    NoBracketAfterValue,
    /// No `]` on the tag's line.
    #[error("it is never closed with ]")]
    NotClosed,
    /// A name with no value.
    #[error("it has no value")]
    NoValue,
}

impl RecordFile {
    /// A record file with no tags yet.
    pub fn new(record: GameRecord) -> RecordFile {
        RecordFile {
            tags: Vec::new(),
            record,
        }
    }

    /// Adds a tag, or replaces the value of a tag with the same key (in any case). Board,
    /// game type and start position come from the record and are never written as tags.
    pub fn with_tag(mut self, key: &str, value: impl Into<String>) -> RecordFile {
        let value = value.into();
        match self
            .tags
            .iter_mut()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
        {
            Some(tag) => *tag = (key.to_string(), value),
            None => self.tags.push((key.to_string(), value)),
        }
        self
    }

    /// The value of a tag, by its key in any case.
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    }

    /// Reads a record file, a bare record line, a list of turns or a position text, replaying
    /// and checking every turn. Any text at all gives a record or an error that says why not.
    ///
    /// ```
    /// use zertz_engine::RecordFile;
    /// let text = "[Rings \"37\"]\n[Player1 \"Alice\"]\n\n1. Wd4-a1 Gd5-g4 *\n";
    /// let file = RecordFile::parse(text).unwrap();
    /// assert_eq!(file.tag("Player1"), Some("Alice"));
    /// assert_eq!(file.record.turns, ["Wd4-a1", "Gd5-g4"]);
    /// assert_eq!(file.game().unwrap().turns().len(), 2);
    /// ```
    pub fn parse(text: &str) -> Result<RecordFile, RecordFileError> {
        if text.len() > MAX_BYTES {
            return Err(RecordFileError::TooLong { bytes: text.len() });
        }
        let text = text.trim_start_matches('\u{feff}');
        let (raw_tags, words) = scan(text)?;
        if raw_tags.is_empty() {
            if words.is_empty() {
                return Err(RecordFileError::Empty);
            }
            if let Some(file) = position_alone(&words)? {
                return Ok(file);
            }
        }

        let mut setup = StartTags::default();
        let mut tags = Vec::new();
        for (key, value) in raw_tags {
            match normal_key(&key).as_str() {
                "board" => setup.board(read_board(&value)?, "the Board tag")?,
                "gametype" => setup.game_type(read_game_type(&value)?, "the GameType tag")?,
                "variant" => setup.game_type(read_game_type(&value)?, "the Variant tag")?,
                "position" => {
                    let position =
                        Position::from_text(&value).map_err(RecordFileError::Position)?;
                    setup.position(position)?;
                }
                _ => tags.push((key, value)),
            }
        }

        let mut turns = Vec::new();
        let mut preamble = true;
        for &word in &words {
            if RESULTS.contains(&word) {
                continue;
            }
            let word = strip_move_number(word);
            if word.is_empty() {
                continue;
            }
            if preamble {
                if let Ok(game_type) = word.parse::<GameType>() {
                    setup.game_type(game_type, "the record line")?;
                    continue;
                }
                if word.bytes().all(|b| b.is_ascii_digit()) {
                    setup.board(read_board(word)?, "the record line")?;
                    continue;
                }
                preamble = false;
            }
            turns.push(word);
        }
        if turns.len() > MAX_TURNS {
            return Err(RecordFileError::TooManyTurns { turns: turns.len() });
        }
        if tags.is_empty() && turns.is_empty() && setup.is_empty() {
            return Err(RecordFileError::Empty);
        }

        let start = setup.start()?;
        let mut game = Game::from_position(start);
        for (index, &token) in turns.iter().enumerate() {
            game.play_text(token).map_err(|error| {
                RecordFileError::Turn(SequenceError {
                    number: index + 1,
                    token: token.to_string(),
                    error,
                })
            })?;
        }
        Ok(RecordFile {
            tags,
            record: GameRecord {
                game_type: start.game_type(),
                board: start.board(),
                start: setup.position.map(|p| p.to_text()),
                turns: game.record().turns,
            },
        })
    }

    /// Replays the record, checking every turn.
    pub fn game(&self) -> Result<Game, RecordError> {
        Game::from_record(&self.record)
    }
}

impl fmt::Display for RecordFile {
    /// The file text: the tags, a blank line, the numbered turns and the result.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (key, value) in &self.tags {
            if !describes_record(key) {
                write_tag(f, key, value)?;
            }
        }
        write_tag(f, "Board", &self.record.board.to_string())?;
        write_tag(f, "GameType", self.record.game_type.name())?;
        if let Some(start) = &self.record.start {
            write_tag(f, "Position", start)?;
        }
        writeln!(f)?;
        for (index, pair) in self.record.turns.chunks(2).enumerate() {
            writeln!(f, "{}. {}", index + 1, pair.join(" "))?;
        }
        let result = match self.tag("Result").map(str::trim) {
            Some(result @ ("1-0" | "0-1" | "1/2-1/2")) => result,
            Some("½-½") => "1/2-1/2",
            _ => "*",
        };
        writeln!(f, "{result}")
    }
}

/// A tag key in lowercase without spaces, `_` or `-`: `Game_Type` → `gametype`.
fn normal_key(key: &str) -> String {
    key.chars()
        .filter(|&c| !(c.is_whitespace() || matches!(c, '_' | '-')))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether a tag key names something the record itself holds (board, game type, start).
fn describes_record(key: &str) -> bool {
    matches!(
        normal_key(key).as_str(),
        "board" | "gametype" | "variant" | "position"
    )
}

/// Writes `[Key "value"]` and a line break, the key made readable and the value escaped.
fn write_tag(f: &mut fmt::Formatter<'_>, key: &str, value: &str) -> fmt::Result {
    f.write_str("[")?;
    if key.is_empty() {
        f.write_str("_")?;
    }
    for c in key.chars() {
        let bad = c.is_whitespace() || matches!(c, '"' | ']');
        write!(f, "{}", if bad { '_' } else { c })?;
    }
    f.write_str(" \"")?;
    for c in value.chars() {
        if matches!(c, '"' | '\\') {
            f.write_str("\\")?;
        }
        write!(f, "{c}")?;
    }
    f.write_str("\"]\n")
}

/// What the tags and the record line say about the start, checked for agreement.
#[derive(Default)]
struct StartTags {
    board: Option<(Board, &'static str)>,
    game_type: Option<(GameType, &'static str)>,
    position: Option<Position>,
}

impl StartTags {
    fn is_empty(&self) -> bool {
        self.board.is_none() && self.game_type.is_none() && self.position.is_none()
    }

    fn board(&mut self, board: Board, source: &'static str) -> Result<(), RecordFileError> {
        match self.board {
            Some((first, first_source)) if first != board => Err(RecordFileError::Conflict(
                format!("{first_source} says {first} rings but {source} says {board} rings"),
            )),
            Some(_) => Ok(()),
            None => {
                self.board = Some((board, source));
                Ok(())
            }
        }
    }

    fn game_type(
        &mut self,
        game_type: GameType,
        source: &'static str,
    ) -> Result<(), RecordFileError> {
        match self.game_type {
            Some((first, first_source)) if first != game_type => Err(RecordFileError::Conflict(
                format!("{first_source} says {first} but {source} says {game_type}"),
            )),
            Some(_) => Ok(()),
            None => {
                self.game_type = Some((game_type, source));
                Ok(())
            }
        }
    }

    fn position(&mut self, position: Position) -> Result<(), RecordFileError> {
        if self.position.is_some_and(|first| first != position) {
            return Err(RecordFileError::Conflict(
                "two Position tags give different positions".into(),
            ));
        }
        self.position = Some(position);
        Ok(())
    }

    /// The start position: the Position tag's, or the usual start of the board and game type
    /// (37 rings, standard, where not given).
    fn start(&self) -> Result<Position, RecordFileError> {
        if let Some(position) = self.position {
            if let Some((board, source)) = self.board
                && board != position.board()
            {
                return Err(RecordFileError::Conflict(format!(
                    "{source} says {board} rings but the Position tag is on {} rings",
                    position.board()
                )));
            }
            if let Some((game_type, source)) = self.game_type
                && game_type != position.game_type()
            {
                return Err(RecordFileError::Conflict(format!(
                    "{source} says {game_type} but the Position tag is a {} position",
                    position.game_type()
                )));
            }
            return Ok(position);
        }
        let board = self.board.map_or(Board::Rings37, |(b, _)| b);
        let game_type = self.game_type.map_or(GameType::Standard, |(g, _)| g);
        Ok(setup::Setup::new(board, game_type)?.position())
    }
}

/// Reads a board: its ring count, optionally followed by "rings".
fn read_board(value: &str) -> Result<Board, RecordFileError> {
    let trimmed = value.trim();
    let digits = trimmed.trim_end_matches(|c: char| !c.is_ascii_digit());
    let suffix = trimmed[digits.len()..].trim().trim_start_matches('-');
    let suffix_ok = suffix.is_empty()
        || suffix.eq_ignore_ascii_case("ring")
        || suffix.eq_ignore_ascii_case("rings");
    digits
        .parse::<u8>()
        .ok()
        .filter(|_| suffix_ok)
        .and_then(Board::from_rings)
        .ok_or_else(|| RecordFileError::UnknownBoard(trimmed.to_string()))
}

fn read_game_type(value: &str) -> Result<GameType, RecordFileError> {
    value
        .parse()
        .map_err(|_| RecordFileError::UnknownGameType(value.trim().to_ascii_lowercase()))
}

/// `12.Wd4-a1` → `Wd4-a1`, `12...` → ``; anything else unchanged.
fn strip_move_number(word: &str) -> &str {
    let after_digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
    if after_digits.len() == word.len() {
        return word;
    }
    let after_dots = after_digits.trim_start_matches(['.', '…']);
    if after_dots.len() == after_digits.len() {
        word
    } else {
        after_dots
    }
}

/// With no tags: the words as a position text, if they are one. Words that look like a
/// position (a layout with several `/`) but are not a valid one give the position's error.
fn position_alone(words: &[&str]) -> Result<Option<RecordFile>, RecordFileError> {
    if !(5..=6).contains(&words.len()) {
        return Ok(None);
    }
    match Position::from_text(&words.join(" ")) {
        Ok(position) => Ok(Some(RecordFile::new(GameRecord {
            game_type: position.game_type(),
            board: position.board(),
            start: Some(position.to_text()),
            turns: Vec::new(),
        }))),
        Err(_) if words[0].matches('/').count() < 3 => Ok(None),
        Err(error) => Err(RecordFileError::Position(error)),
    }
}

/// A tag as read: key and unescaped value.
type RawTag = (String, String);

/// Splits the text into tags and words, leaving out comments and Markdown backticks.
fn scan(text: &str) -> Result<(Vec<RawTag>, Vec<&str>), RecordFileError> {
    let mut tags = Vec::new();
    let mut words: Vec<&str> = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some(&(at, c)) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
        } else if c == '{' {
            let end = text[at..]
                .find('}')
                .ok_or(RecordFileError::UnclosedComment)?;
            skip_to(&mut chars, at + end + 1);
        } else if c == ';' {
            let end = text[at..].find('\n').map_or(text.len(), |n| at + n);
            skip_to(&mut chars, end);
        } else if c == '`' {
            let ticks = text[at..].len() - text[at..].trim_start_matches('`').len();
            let mut end = at + ticks;
            if ticks >= 3 {
                // An opening fence may name a language: ```text
                let rest = &text[end..];
                let line = rest.find('\n').map_or(rest, |n| &rest[..n]);
                if line.trim().chars().all(|c| c.is_ascii_alphabetic()) {
                    end += line.len();
                }
            }
            skip_to(&mut chars, end);
        } else if c == '[' {
            let (tag, end) = read_tag(text, at)?;
            if !words.is_empty() {
                return Err(RecordFileError::TagAfterTurns { key: tag.0 });
            }
            tags.push(tag);
            skip_to(&mut chars, end);
        } else {
            let rest = &text[at..];
            let len = rest
                .find(|c: char| c.is_whitespace() || matches!(c, '{' | '`'))
                .unwrap_or(rest.len());
            words.push(&rest[..len]);
            skip_to(&mut chars, at + len);
        }
    }
    Ok((tags, words))
}

fn skip_to(chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>, end: usize) {
    while chars.next_if(|&(at, _)| at < end).is_some() {}
}

/// Reads the tag starting with `[` at `start`; returns it and the byte just after its `]`.
fn read_tag(text: &str, start: usize) -> Result<(RawTag, usize), RecordFileError> {
    let bad = |why| {
        let shown: String = text[start..]
            .chars()
            .take_while(|&c| c != '\n')
            .take(40)
            .collect();
        RecordFileError::BadTag { tag: shown, why }
    };
    let body = &text[start + 1..];
    let after_space = body.trim_start();
    let key_len = after_space
        .find(|c: char| c.is_whitespace() || matches!(c, '"' | ']'))
        .unwrap_or(after_space.len());
    let key = &after_space[..key_len];
    if key.is_empty() {
        return Err(bad(TagFault::NoName));
    }
    let rest = after_space[key_len..].trim_start();
    let rest_at = text.len() - rest.len();
    if let Some(quoted) = rest.strip_prefix('"') {
        let mut value = String::new();
        let mut chars = quoted.char_indices();
        let close = loop {
            match chars.next() {
                None => return Err(bad(TagFault::NoClosingQuote)),
                Some((i, '"')) => break i,
                Some((_, '\\')) => match chars.next() {
                    Some((_, c @ ('"' | '\\'))) => value.push(c),
                    Some((_, c)) => {
                        value.push('\\');
                        value.push(c);
                    }
                    None => return Err(bad(TagFault::NoClosingQuote)),
                },
                Some((_, c)) => value.push(c),
            }
        };
        let after = &quoted[close + 1..];
        let after_value = after.trim_start();
        if !after_value.starts_with(']') {
            return Err(bad(TagFault::NoBracketAfterValue));
        }
        let end = text.len() - after_value.len() + 1;
        Ok(((key.to_string(), value), end))
    } else {
        let close = rest.find(']').ok_or_else(|| bad(TagFault::NotClosed))?;
        let value = rest[..close].trim();
        if value.contains('\n') {
            return Err(bad(TagFault::NotClosed));
        }
        if value.is_empty() {
            return Err(bad(TagFault::NoValue));
        }
        Ok(((key.to_string(), value.to_string()), rest_at + close + 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_numbers_are_stripped_only_with_their_dots() {
        assert_eq!(strip_move_number("12."), "");
        assert_eq!(strip_move_number("12..."), "");
        assert_eq!(strip_move_number("3…"), "");
        assert_eq!(strip_move_number("1.Wd4-a1"), "Wd4-a1");
        assert_eq!(strip_move_number("37"), "37");
        assert_eq!(strip_move_number("Wd4-a1"), "Wd4-a1");
    }

    #[test]
    fn boards_read_with_or_without_rings() {
        assert_eq!(read_board(" 48 "), Ok(Board::Rings48));
        assert_eq!(read_board("61 rings"), Ok(Board::Rings61));
        assert_eq!(read_board("40-ring"), Ok(Board::Rings40));
        assert!(read_board("38").is_err());
        assert!(read_board("4800").is_err());
        assert!(read_board("37 marbles").is_err());
        assert!(read_board("").is_err());
    }

    #[test]
    fn tags_are_read_with_escapes_and_without_quotes() {
        let (tags, words) =
            scan("[Event \"a \\\"b\\\" \\\\ c ] d\"]\n[ board 48 ]\n1. Wd4-a1").unwrap();
        assert_eq!(
            tags,
            [
                ("Event".to_string(), "a \"b\" \\ c ] d".to_string()),
                ("board".to_string(), "48".to_string())
            ]
        );
        assert_eq!(words, ["1.", "Wd4-a1"]);
    }

    #[test]
    fn comments_and_fences_are_skipped() {
        let (_, words) = scan("```text\n1. Wd4-a1 {a nice move}} ; rest\nGd5-g1`\n```").unwrap();
        assert_eq!(words, ["1.", "Wd4-a1", "}", "Gd5-g1"]);
        let (_, words) = scan("`standard 37 Wd4-a1`").unwrap();
        assert_eq!(words, ["standard", "37", "Wd4-a1"]);
    }

    #[test]
    fn bad_tags_say_what_is_wrong() {
        for text in ["[Event \"x]", "[]", "[Event", "[Event \"x\" y]", "[Event ]"] {
            assert!(
                matches!(scan(text), Err(RecordFileError::BadTag { .. })),
                "{text}"
            );
        }
        assert_eq!(scan("{ never"), Err(RecordFileError::UnclosedComment));
    }
}
