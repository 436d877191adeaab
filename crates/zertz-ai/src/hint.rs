//! Hints: the best turn, a one-line reason read off the principal variation, and who stands
//! better.

use zertz_engine::{Player, Position, Turn, count_in_words};

use super::search::{Limits, SearchResult, forced_result, search};

/// Advice for the player to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The turn to play.
    pub turn: Turn,
    /// The turn in canonical notation.
    pub notation: String,
    /// Why, in one line read off the expected continuation, e.g. "forces a capture, then cuts
    /// off two whites and wins".
    pub reason: String,
    /// Who stands better, in words, e.g. "player 1 stands slightly better".
    pub standing: String,
    /// The player who stands better, if either does.
    pub better: Option<Player>,
    /// The expected continuation in canonical notation, starting with the turn (played out
    /// to the end when it is a forced win).
    pub line: Vec<String>,
    /// The search behind it: score (for the player to move), depth, nodes, time.
    pub search: SearchResult,
}

/// The best turn for the player to move with its reason, searched within `limits` (use
/// [`Limits::strongest`] for the strongest advice); None when the game is over.
pub fn hint(position: &Position, limits: &Limits) -> Option<Hint> {
    let result = search(position, limits)?;
    let me = position.side_to_move();
    let (standing, better) = standing(me, result.score);
    let pv = complete_line(position, &result.pv, result.score, limits);
    let line = position.format_line(&pv);
    Some(Hint {
        turn: result.turn,
        notation: position.format_turn(result.turn),
        reason: reason(position, &pv, result.score),
        standing,
        better,
        line,
        search: result,
    })
}

/// A forced win's line, played out to the end: the search stops where the evaluation sees
/// the win (an isolation that reaches a goal), so the last turns are found by short searches.
fn complete_line(position: &Position, pv: &[Turn], score: i32, limits: &Limits) -> Vec<Turn> {
    let mut line = pv.to_vec();
    if forced_result(score).is_none() {
        return line;
    }
    let mut end = *position;
    for &turn in pv {
        match end.play(turn) {
            Ok(next) => end = next,
            Err(_) => return line,
        }
    }
    let short = Limits {
        max_depth: Some(1),
        time: limits.time.min(std::time::Duration::from_millis(200)),
        table_mib: 1,
        margin: 0,
        ..limits.clone()
    };
    for _ in 0..8 {
        if end.is_finished() {
            break;
        }
        let Some(more) = search(&end, &short) else {
            break;
        };
        if more.pv.is_empty() {
            break;
        }
        for &turn in &more.pv {
            match end.play(turn) {
                Ok(next) => end = next,
                Err(_) => return line,
            }
            line.push(turn);
        }
    }
    line
}

/// Who stands better, for a score of the player to move `me`.
fn standing(me: Player, score: i32) -> (String, Option<Player>) {
    let (leader, size) = if score >= 0 {
        (me, score)
    } else {
        (me.opponent(), -score)
    };
    match forced_result(score) {
        Some(_) => (format!("{leader} has a forced win"), Some(leader)),
        None if size < 40 => ("the position is about even".into(), None),
        None if size < 150 => (format!("{leader} stands slightly better"), Some(leader)),
        None if size < 400 => (format!("{leader} stands better"), Some(leader)),
        None => (format!("{leader} is winning"), Some(leader)),
    }
}

/// One turn of the mover in the reason: what it does, and how many captures it forced.
struct Step {
    what: String,
    forced: u32,
}

impl Step {
    fn text(&self) -> String {
        match (self.what.is_empty(), self.forced) {
            (true, 0) => String::new(),
            (true, n) => format!("forces {}", captures(n)),
            (false, 0) => self.what.clone(),
            (false, n) => format!("{} and forces {}", self.what, captures(n)),
        }
    }
}

/// The reason for the first turn of `pv`: what the mover's turns do while the opponent's
/// answers are forced captures, and how it ends if the line ends the game.
fn reason(position: &Position, pv: &[Turn], score: i32) -> String {
    let me = position.side_to_move();
    let mut steps: Vec<Step> = Vec::new();
    let mut wins = false;
    let mut walk = *position;
    let mut i = 0;
    while i < pv.len() && steps.len() < 4 && walk.side_to_move() == me {
        let turn = pv[i];
        let gained = walk.captured_by(turn);
        let what = match turn {
            Turn::Capture(_) if i == 0 && walk.legal_turns().len() == 1 => {
                format!("the capture of {} is compulsory", gained.in_words())
            }
            Turn::Capture(_) => format!("takes {}", gained.in_words()),
            Turn::Place { .. } if !gained.is_empty() => format!("cuts off {}", gained.in_words()),
            Turn::Place { .. } => String::new(),
            Turn::Pass => "passes (no marble to place)".into(),
        };
        let Ok(mut next) = walk.play(turn) else { break };
        i += 1;
        // The captures that follow are compulsory: count the opponent's.
        let mut forced = 0;
        while i < pv.len() && next.outcome().is_none() && next.must_capture() {
            if next.side_to_move() != me {
                forced += 1;
            }
            let Ok(after) = next.play(pv[i]) else { break };
            next = after;
            i += 1;
        }
        // Pure forcing turns in a row read as one: "forces two captures".
        match steps.last_mut() {
            Some(last) if what.is_empty() && last.what.is_empty() && forced > 0 => {
                last.forced += forced;
            }
            _ => steps.push(Step { what, forced }),
        }
        if let Some(outcome) = next.outcome() {
            wins = outcome.winner() == Some(me);
            break;
        }
        if forced == 0 {
            break;
        }
        walk = next;
    }
    let parts: Vec<String> = steps
        .iter()
        .map(Step::text)
        .filter(|t| !t.is_empty())
        .collect();
    let mut text = parts.join(", then ");
    if wins {
        text = if text.is_empty() {
            "wins at once".into()
        } else {
            format!("{text} and wins")
        };
    }
    if text.is_empty() {
        text = match forced_result(score) {
            Some(true) => "a quiet turn that leads to a forced win".into(),
            Some(false) => "every turn loses; this one holds out longest".into(),
            None if position.must_capture() => "the best of the compulsory captures".into(),
            None => "a quiet placement that gives nothing away".into(),
        };
    } else if forced_result(score) == Some(false) {
        text.push_str(" (every turn loses; this one holds out longest)");
    }
    text
}

/// "a capture", "two captures".
fn captures(n: u32) -> String {
    if n == 1 {
        "a capture".into()
    } else {
        format!("{} captures", count_in_words(n))
    }
}
