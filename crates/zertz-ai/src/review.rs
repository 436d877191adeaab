//! Game review: "where did it turn, and what should I have played?" Every position of a game
//! is searched once; each turn is then judged by the winning chances it gave away.
//!
//! - **Winning chances.** A score becomes the mover's chance to win by a logistic curve,
//!   `1 / (1 + e^(−score / 180))`: even is 50 %, a position the hint calls "better" (+1.50) is
//!   70 %, "winning" (+4.00) is 90 %; a proved win is 100 %, a proved loss 0 %.
//! - **The loss of a turn** is the mover's chances before it (the engine's best turn) less their
//!   chances after the turn played (the next position's search, from their side), never below
//!   zero; a turn that is the engine's own choice loses nothing.
//! - **Marks**, by that loss: 10 points of chances an inaccuracy `?!`, 20 a mistake `?`, 30 a
//!   blunder `??` — the thresholds chess sites use on the same scale.
//! - **Accuracy** of a player: the mean over their turns of
//!   `103.17 · e^(−0.0435 · loss in points) − 3.17`, clipped to 0–100 — 100 for a turn that
//!   loses nothing, about 64 for a 10-point inaccuracy, 40 for a 20-point mistake.

use zertz_engine::{Game, Player, Position};

use crate::search::{Limits, Searcher, forced_result};

/// How many score points make the winning chances e times as likely (see the module docs).
const CHANCE_SCALE: f64 = 180.0;

/// The smallest losses (in chances, 0–1) of an inaccuracy, a mistake and a blunder.
pub const MARK_THRESHOLDS: [f64; 3] = [0.10, 0.20, 0.30];

/// How bad a turn was.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Mark {
    /// Gave away 10 to 20 points of winning chances: `?!`.
    Inaccuracy,
    /// Gave away 20 to 30 points: `?`.
    Mistake,
    /// Gave away 30 points or more: `??`.
    Blunder,
}

impl Mark {
    /// The mark of a turn that gave away `loss` of the mover's chances (0–1), if any.
    pub fn of_loss(loss: f64) -> Option<Mark> {
        match loss {
            l if l >= MARK_THRESHOLDS[2] => Some(Mark::Blunder),
            l if l >= MARK_THRESHOLDS[1] => Some(Mark::Mistake),
            l if l >= MARK_THRESHOLDS[0] => Some(Mark::Inaccuracy),
            _ => None,
        }
    }

    /// The annotation symbol: `?!`, `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The word for it: `inaccuracy`, `mistake`, `blunder`.
    pub fn word(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// One turn of a reviewed game.
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ReviewedTurn {
    /// The turn's number (1 for the first).
    pub number: usize,
    /// Who played it.
    pub player: Player,
    /// The turn played, in notation.
    pub played: String,
    /// The engine's preferred turn in the position before it, in notation.
    pub best: String,
    /// The score after the turn, from player 1's side (see [`crate::format_score`]).
    pub score_after: i32,
    /// Player 1's winning chances after the turn (0–1).
    pub chances_after: f64,
    /// The chances the mover gave away with it (0–1).
    pub loss: f64,
    /// Its mark, if it gave away enough.
    pub mark: Option<Mark>,
}

/// A whole game reviewed.
#[derive(Clone, PartialEq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Review {
    /// Player 1's winning chances in the starting position (0–1).
    pub start_chances: f64,
    /// Every turn, in order.
    pub turns: Vec<ReviewedTurn>,
}

impl Review {
    /// A player's accuracy, 0–100 (see the module docs); 100 for a player without turns.
    pub fn accuracy(&self, player: Player) -> f64 {
        let scores: Vec<f64> = self
            .turns
            .iter()
            .filter(|t| t.player == player)
            .map(|t| turn_accuracy(t.loss))
            .collect();
        if scores.is_empty() {
            100.0
        } else {
            scores.iter().sum::<f64>() / scores.len() as f64
        }
    }

    /// The `count` biggest marked turns of a player (None: of both), worst first.
    pub fn worst(&self, player: Option<Player>, count: usize) -> Vec<&ReviewedTurn> {
        let mut marked: Vec<&ReviewedTurn> = self
            .turns
            .iter()
            .filter(|t| player.is_none_or(|p| t.player == p) && t.mark.is_some())
            .collect();
        marked.sort_by(|a, b| b.loss.total_cmp(&a.loss));
        marked.truncate(count);
        marked
    }
}

/// The accuracy of one turn that gave away `loss` of the chances (0–1).
fn turn_accuracy(loss: f64) -> f64 {
    (103.1668 * (-0.04354 * loss * 100.0).exp() - 3.1669).clamp(0.0, 100.0)
}

/// The mover's winning chances (0–1) for a score from their side.
pub fn chances(score: i32) -> f64 {
    match forced_result(score) {
        Some(true) => 1.0,
        Some(false) => 0.0,
        None => 1.0 / (1.0 + (-(score as f64) / CHANCE_SCALE).exp()),
    }
}

/// What the search says of one position: the side to move's score and their best turn.
struct Judged {
    score: i32,
    best: Option<String>,
}

/// Judges a position: its result if the game is over there, else a search within `limits`.
fn judge(searcher: &mut Searcher, position: &Position, limits: &Limits) -> Judged {
    let mover = position.side_to_move();
    if let Some(outcome) = position.outcome() {
        let score = match outcome.winner() {
            Some(winner) if winner == mover => crate::eval::WIN,
            Some(_) => -crate::eval::WIN,
            None => 0,
        };
        return Judged { score, best: None };
    }
    match searcher.search(position, limits) {
        Some(result) => Judged {
            score: result.score,
            best: Some(position.format_turn(result.turn)),
        },
        None => Judged {
            score: 0,
            best: None,
        },
    }
}

/// Reviews `game`: every position searched within `limits` (one table kept throughout), then
/// each turn judged. `progress(done, total)` is called after each position.
pub fn review(game: &Game, limits: &Limits, mut progress: impl FnMut(usize, usize)) -> Review {
    // Judged with weights whose scores do not swing with the depth.
    let limits = &limits.for_judging();
    let positions = game.positions();
    let mut searcher = Searcher::new(limits.table_mib);
    let mut judged = Vec::with_capacity(positions.len());
    for (i, position) in positions.iter().enumerate() {
        judged.push(judge(&mut searcher, position, limits));
        progress(i + 1, positions.len());
    }
    let one_side = |position: &Position, score: i32| match position.side_to_move() {
        Player::One => score,
        Player::Two => -score,
    };
    let start_chances = match (positions.first(), judged.first()) {
        (Some(p), Some(j)) => chances(one_side(p, j.score)),
        _ => 0.5,
    };
    let mut turns = Vec::with_capacity(game.turns().len());
    for (i, &turn) in game.turns().iter().enumerate() {
        let (Some(before), Some(after)) = (positions.get(i), positions.get(i + 1)) else {
            break;
        };
        let (Some(now), Some(next)) = (judged.get(i), judged.get(i + 1)) else {
            break;
        };
        let mover = before.side_to_move();
        let played = before.format_turn(turn);
        let best = now.best.clone().unwrap_or_else(|| played.clone());
        // The next position's score is its own mover's; seen from this turn's mover:
        let after_for_mover = if after.side_to_move() == mover {
            next.score
        } else {
            -next.score
        };
        let loss = if best == played {
            0.0
        } else {
            (chances(now.score) - chances(after_for_mover)).max(0.0)
        };
        let score_after = one_side(after, next.score);
        turns.push(ReviewedTurn {
            number: i + 1,
            player: mover,
            played,
            best,
            score_after,
            chances_after: chances(score_after),
            loss,
            mark: Mark::of_loss(loss),
        });
    }
    Review {
        start_chances,
        turns,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_follow_the_documented_curve() {
        assert!((chances(0) - 0.5).abs() < 1e-9);
        assert!((chances(150) - 0.697).abs() < 0.01);
        assert!((chances(400) - 0.902).abs() < 0.01);
        assert!((chances(-400) - 0.098).abs() < 0.01);
        assert_eq!(chances(crate::eval::WIN - 3), 1.0);
        assert_eq!(chances(-crate::eval::WIN + 3), 0.0);
    }

    #[test]
    fn marks_and_accuracy_follow_the_thresholds() {
        assert_eq!(Mark::of_loss(0.09), None);
        assert_eq!(Mark::of_loss(0.10), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_loss(0.25), Some(Mark::Mistake));
        assert_eq!(Mark::of_loss(0.60), Some(Mark::Blunder));
        assert!((turn_accuracy(0.0) - 100.0).abs() < 0.01);
        assert!((turn_accuracy(0.10) - 64.0).abs() < 1.0);
        assert!((turn_accuracy(0.20) - 40.0).abs() < 1.0);
        assert_eq!(turn_accuracy(1.0), 0.0);
    }
}
