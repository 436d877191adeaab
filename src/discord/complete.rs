//! Autocomplete that offers only legal choices, given what is already filled in: colours
//! still available → vacant cells → rings free after that placement; capture sequences.

use crate::engine::{Marble, Position, Turn};
use crate::i18n::{Lang, tr};
use crate::service::words::{colour_name, sentence};

/// Discord shows at most this many choices.
pub const MAX_CHOICES: usize = 25;

fn matches(choice: &str, partial: &str) -> bool {
    let partial = partial.trim().to_ascii_lowercase();
    choice.to_ascii_lowercase().starts_with(&partial)
}

/// The colours that can be placed now (none while a capture is compulsory), as (label in
/// `lang`, value): `("White (5 in the pool)", "W")`. What is typed may be the colour's letter,
/// its English name or its name in `lang`.
pub fn colours(position: &Position, partial: &str, lang: Lang) -> Vec<(String, String)> {
    if position.must_capture() || position.outcome().is_some() {
        return Vec::new();
    }
    let source = position.placement_source();
    let from = if position.pool().is_empty() {
        "colour-in-captures"
    } else {
        "colour-in-pool"
    };
    source
        .available()
        .map(|m| (m, colour_name(m, lang)))
        .filter(|(m, name)| {
            matches(m.name(), partial)
                || matches(&m.letter().to_string(), partial)
                || matches(name, partial)
        })
        .map(|(m, name)| {
            let label = tr(
                lang,
                from,
                &[
                    ("colour", sentence(&name).into()),
                    ("count", i64::from(source[m]).into()),
                ],
            );
            (label, m.letter().to_string())
        })
        .collect()
}

/// The cells a marble of `colour` (if given) can be placed on.
pub fn cells(position: &Position, colour: Option<&str>, partial: &str) -> Vec<String> {
    let mut cells: Vec<String> = Vec::new();
    let colour = colour
        .and_then(|c| c.trim().chars().next())
        .and_then(Marble::from_letter);
    position.for_each_legal_turn(|turn| {
        if let Turn::Place { marble, at, .. } = turn
            && colour.is_none_or(|c| c == marble)
        {
            let name = position.board().name(at).to_string();
            if matches(&name, partial) && !cells.contains(&name) {
                cells.push(name);
            }
        }
    });
    cells.sort();
    cells.truncate(MAX_CHOICES);
    cells
}

/// The rings that can be removed after placing on `cell` (empty when none is free).
pub fn rings(position: &Position, cell: Option<&str>, partial: &str) -> Vec<String> {
    let Some(at) = cell.and_then(|c| position.board().parse_cell(c.trim())) else {
        return Vec::new();
    };
    let mut rings = Vec::new();
    position.for_each_legal_turn(|turn| {
        if let Turn::Place {
            at: placed,
            remove: Some(ring),
            ..
        } = turn
            && placed == at
        {
            let name = position.board().name(ring).to_string();
            if matches(&name, partial) && !rings.contains(&name) {
                rings.push(name);
            }
        }
    });
    rings.sort();
    rings.truncate(MAX_CHOICES);
    rings
}

/// The legal capture sequences, in notation, that start with what was typed.
pub fn jumps(position: &Position, partial: &str) -> Vec<String> {
    let typed: String = partial
        .to_ascii_lowercase()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| if c == 'x' { ' ' } else { c })
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join("x");
    let mut paths = Vec::new();
    position.for_each_legal_turn(|turn| {
        if turn.is_capture() {
            let text = position.format_turn(turn);
            if text.starts_with(&typed) || matches(&text, partial) {
                paths.push(text);
            }
        }
    });
    paths.sort();
    paths.truncate(MAX_CHOICES);
    paths
}

/// The legal turns, in notation, that start with what was typed (case and spaces ignored):
/// every capture while one is compulsory, else placements as `Wd4-a1`.
pub fn turns(position: &Position, partial: &str) -> Vec<String> {
    let typed: String = partial
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_lowercase();
    let mut texts = Vec::new();
    position.for_each_legal_turn(|turn| {
        let text = position.format_turn(turn);
        if text.to_ascii_lowercase().starts_with(&typed) {
            texts.push(text);
        }
    });
    texts.sort();
    texts.truncate(MAX_CHOICES);
    texts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Board, Game, GameType};

    #[test]
    fn every_offered_placement_is_legal() {
        let mut game = Game::new(Board::Rings37, GameType::Standard);
        game.play_sequence("Wd4-a1 Gc4-g1").expect("legal turns");
        let position = *game.position();
        assert!(
            colours(&position, "", Lang::En).is_empty(),
            "a capture is compulsory"
        );
        let jumps = jumps(&position, "");
        assert!(!jumps.is_empty());
        for jump in &jumps {
            assert!(position.parse_turn(jump).is_ok(), "{jump}");
        }
        let start = Position::new(Board::Rings37, GameType::Standard);
        let offered = colours(&start, "", Lang::En);
        assert_eq!(offered.len(), 3);
        assert_eq!(colours(&start, "gr", Lang::En).len(), 1);
        let cells = cells(&start, Some("W"), "d");
        assert_eq!(cells, ["d1", "d2", "d3", "d4", "d5", "d6", "d7"]);
        let rings = rings(&start, Some("d4"), "");
        assert_eq!(rings.len(), 18);
        for ring in rings {
            assert!(start.parse_turn(&format!("Wd4-{ring}")).is_ok());
        }
        assert!(super::rings(&start, Some("zz"), "").is_empty());
        let offered = turns(&start, "w d4");
        assert_eq!(offered.len(), 18, "every free ring after Wd4");
        assert_eq!(turns(&start, "").len(), MAX_CHOICES);
        assert!(offered.iter().all(|t| t.starts_with("Wd4-")), "{offered:?}");
        assert_eq!(
            turns(&position, ""),
            jumps,
            "a compulsory capture: the jumps"
        );
        assert!(turns(&start, "q").is_empty());
    }
}
