//! Hints: the best turn, a one-line reason read off the principal variation, and who stands
//! better.

use std::fmt;

use zertz_engine::{MarbleCounts, Player, Position, Turn, count_in_words};

use super::search::{Limits, SearchResult, forced_result, search};

/// Advice for the player to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The turn to play.
    pub turn: Turn,
    /// The turn in canonical notation.
    pub notation: String,
    /// Why, read off the expected continuation (in English: "forces a capture, then cuts off
    /// two whites and wins").
    pub reason: Reason,
    /// Who stands better (in English: "player 1 stands slightly better"); its
    /// [`Standing::leader`] is the player, if either.
    pub standing: Standing,
    /// The expected continuation in canonical notation, starting with the turn (played out
    /// to the end when it is a forced win).
    pub line: Vec<String>,
    /// The turn's search behind it: score (for the player to move, with the weights the
    /// turn was chosen by), depth, nodes, time.
    pub search: SearchResult,
}

/// The best turn for the player to move with its reason, searched within `limits` (use
/// [`Limits::strongest`] for the strongest advice); None when the game is over.
///
/// The turn, its line and its reason come from the search the bot plays with: the board's
/// own weights, unless `limits` names others. The standing is told with
/// [`Weights::for_judging`](crate::Weights::for_judging), whose scores do not swing with the
/// depth: where the turn's search used other weights and proved nothing, the position the
/// turn leads to is searched again with them, for a quarter of the time more
/// ([`JUDGING_SHARE`]).
pub fn hint(position: &Position, limits: &Limits) -> Option<Hint> {
    let result = search(position, limits)?;
    let me = position.side_to_move();
    let standing = standing(me, judged_score(position, &result, limits));
    let pv = complete_line(position, &result.pv, result.score, limits);
    let line = position.format_line(&pv);
    Some(Hint {
        turn: result.turn,
        notation: position.format_turn(result.turn),
        reason: reason(position, &pv, result.score),
        standing,
        line,
        search: result,
    })
}

/// The share of a hint's time (one part in this many) given to judging the standing after
/// its turn, beside the whole time given to choosing the turn.
pub const JUDGING_SHARE: u32 = 4;

/// The score, for the player to move, that the standing after `result`'s turn is told from:
/// the turn's own score where it is proved or was searched with the judging weights; else
/// the score of the position the turn leads to, searched with the judging weights (a quarter
/// of the time, one placement less deep where the depth is limited).
fn judged_score(position: &Position, result: &SearchResult, limits: &Limits) -> i32 {
    let judging = limits.for_judging();
    let own = limits.weights_for(position.board());
    if forced_result(result.score).is_some() || judging.weights == Some(own) {
        return result.score;
    }
    let Ok(after) = position.play(result.turn) else {
        return result.score;
    };
    if after.is_finished() {
        return result.score;
    }
    let short = Limits {
        time: limits.time / JUDGING_SHARE,
        max_depth: limits.max_depth.map(|depth| depth.saturating_sub(1).max(1)),
        max_nodes: limits
            .max_nodes
            .map(|nodes| nodes / u64::from(JUDGING_SHARE)),
        table_mib: limits.table_mib.min(JUDGING_TABLE_MIB),
        ..judging
    };
    match search(&after, &short) {
        Some(reply) => -reply.score,
        None => result.score,
    }
}

/// The table of the standing's search, in MiB at most: a quarter of a hint's time fills no
/// more.
const JUDGING_TABLE_MIB: usize = 16;

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
fn standing(me: Player, score: i32) -> Standing {
    let (leader, size) = if score >= 0 {
        (me, score)
    } else {
        (me.opponent(), -score)
    };
    match forced_result(score) {
        Some(_) => Standing::ForcedWin(leader),
        None if size < 40 => Standing::Even,
        None if size < 150 => Standing::SlightlyBetter(leader),
        None if size < 400 => Standing::Better(leader),
        None => Standing::Winning(leader),
    }
}

/// The reason for the first turn of `pv`: what the mover's turns do while the opponent's
/// answers are forced captures, and how it ends if the line ends the game.
fn reason(position: &Position, pv: &[Turn], score: i32) -> Reason {
    let me = position.side_to_move();
    let mut steps: Vec<Step> = Vec::new();
    let mut wins = false;
    let mut walk = *position;
    let mut i = 0;
    while i < pv.len() && steps.len() < 4 && walk.side_to_move() == me {
        let turn = pv[i];
        let gained = walk.captured_by(turn);
        let action = match turn {
            Turn::Capture(_) if i == 0 && walk.legal_turns().len() == 1 => {
                Some(Action::CompulsoryCapture(gained))
            }
            Turn::Capture(_) => Some(Action::Takes(gained)),
            Turn::Place { .. } if !gained.is_empty() => Some(Action::CutsOff(gained)),
            Turn::Place { .. } => None,
            Turn::Pass => Some(Action::Passes),
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
            Some(last) if action.is_none() && last.action.is_none() && forced > 0 => {
                last.forced += forced;
            }
            _ => steps.push(Step { action, forced }),
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
    steps.retain(|step| step.action.is_some() || step.forced > 0);
    let otherwise = match forced_result(score) {
        Some(true) => Quiet::LeadsToWin,
        Some(false) => Quiet::HoldsOut,
        None if position.must_capture() => Quiet::BestCapture,
        None => Quiet::GivesNothing,
    };
    Reason {
        steps,
        wins,
        lost: forced_result(score) == Some(false),
        otherwise,
    }
}

/// Who stands better after the hint's search, from either player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Standing {
    /// This player has a forced win.
    ForcedWin(Player),
    /// Neither side stands better to speak of.
    Even,
    /// This player stands slightly better.
    SlightlyBetter(Player),
    /// This player stands better.
    Better(Player),
    /// This player is winning.
    Winning(Player),
}

impl Standing {
    /// The player who stands better, if either does.
    pub fn leader(self) -> Option<Player> {
        match self {
            Standing::Even => None,
            Standing::ForcedWin(p)
            | Standing::SlightlyBetter(p)
            | Standing::Better(p)
            | Standing::Winning(p) => Some(p),
        }
    }
}

impl fmt::Display for Standing {
    /// In English: "player 1 stands slightly better", "the position is about even".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Standing::ForcedWin(p) => write!(f, "{p} has a forced win"),
            Standing::Even => f.write_str("the position is about even"),
            Standing::SlightlyBetter(p) => write!(f, "{p} stands slightly better"),
            Standing::Better(p) => write!(f, "{p} stands better"),
            Standing::Winning(p) => write!(f, "{p} is winning"),
        }
    }
}

/// What one of the mover's turns in the expected line does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Action {
    /// The turn is the only capture there is: these marbles must be taken.
    CompulsoryCapture(MarbleCounts),
    /// The turn captures these marbles (one capture among others).
    Takes(MarbleCounts),
    /// The placement cuts off a group and takes these marbles.
    CutsOff(MarbleCounts),
    /// The mover has no marble to place and passes.
    Passes,
}

/// One turn of the mover in the reason: what it does (None: a placement that only forces),
/// and how many captures of the opponent it forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    /// What the turn does itself, if anything.
    pub action: Option<Action>,
    /// The opponent's compulsory captures that follow it.
    pub forced: u32,
}

/// What a quiet line is, when the mover's turns do nothing to name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Quiet {
    /// A quiet turn that leads to a forced win.
    LeadsToWin,
    /// Every turn loses; this one holds out longest.
    HoldsOut,
    /// The best of the compulsory captures.
    BestCapture,
    /// A quiet placement that gives nothing away.
    GivesNothing,
}

/// Why the hint's turn is good, read off the expected line: the mover's steps while the
/// opponent's answers are forced, and how it ends. Adapters word it in the reader's language;
/// its `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Reason {
    /// The mover's steps, each with something to name (at most four).
    pub steps: Vec<Step>,
    /// Whether the line ends in the mover's win.
    pub wins: bool,
    /// Whether the mover loses by force whatever they do.
    pub lost: bool,
    /// What to say when there are no steps and no win.
    pub otherwise: Quiet,
}

impl fmt::Display for Reason {
    /// In English: "forces a capture, then cuts off two whites and wins".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let steps: Vec<String> = self
            .steps
            .iter()
            .map(step_text)
            .filter(|t| !t.is_empty())
            .collect();
        let mut text = steps.join(", then ");
        if self.wins {
            text = if text.is_empty() {
                "wins at once".into()
            } else {
                format!("{text} and wins")
            };
        }
        if text.is_empty() {
            text = match self.otherwise {
                Quiet::LeadsToWin => "a quiet turn that leads to a forced win",
                Quiet::HoldsOut => "every turn loses; this one holds out longest",
                Quiet::BestCapture => "the best of the compulsory captures",
                Quiet::GivesNothing => "a quiet placement that gives nothing away",
            }
            .into();
        } else if self.lost {
            text.push_str(" (every turn loses; this one holds out longest)");
        }
        f.write_str(&text)
    }
}

/// One step in English.
fn step_text(step: &Step) -> String {
    let what = match step.action {
        None => String::new(),
        Some(Action::CompulsoryCapture(m)) => {
            format!("the capture of {} is compulsory", m.in_words())
        }
        Some(Action::Takes(m)) => format!("takes {}", m.in_words()),
        Some(Action::CutsOff(m)) => format!("cuts off {}", m.in_words()),
        Some(Action::Passes) => "passes (no marble to place)".into(),
    };
    match (what.is_empty(), step.forced) {
        (true, 0) => String::new(),
        (true, n) => format!("forces {}", captures(n)),
        (false, 0) => what,
        (false, n) => format!("{what} and forces {}", captures(n)),
    }
}

/// "a capture", "two captures".
fn captures(n: u32) -> String {
    if n == 1 {
        "a capture".into()
    } else {
        format!("{} captures", count_in_words(n))
    }
}
