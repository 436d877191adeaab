//! Button ids that survive restarts: each carries what it acts on (a challenge, a game and
//! the move number it was made for, or the daily puzzle's day) and the action, and is resolved from the database.

use std::fmt;

use crate::service::{ChallengeId, GameId};

/// What a button does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ButtonAction {
    /// Accept a challenge.
    Accept(ChallengeId),
    /// Decline a challenge.
    Decline(ChallengeId),
    /// Cancel one's own challenge.
    Cancel(ChallengeId),
    /// Ask for a rematch of a finished game.
    Rematch(GameId),
    /// Answer a draw offer in a game at a move number.
    Draw {
        /// The game the button belongs to.
        game: GameId,
        /// The move number the offer was made at.
        move_number: u32,
        /// Accept (true) or decline.
        accept: bool,
    },
    /// Answer a takeback request in a game at a move number.
    Takeback {
        /// The game the button belongs to.
        game: GameId,
        /// The move number the request was made at.
        move_number: u32,
        /// Accept (true) or decline.
        accept: bool,
    },
    /// Open the daily puzzle (the button under its post; the day it was posted for).
    Puzzle(i64),
}

impl fmt::Display for ButtonAction {
    /// `z:accept:<challenge>`, `z:draw-yes:<game>:<move>`, …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ButtonAction::Accept(c) => write!(f, "z:accept:{}", c.0),
            ButtonAction::Decline(c) => write!(f, "z:decline:{}", c.0),
            ButtonAction::Cancel(c) => write!(f, "z:cancel:{}", c.0),
            ButtonAction::Rematch(g) => write!(f, "z:rematch:{}", g.0),
            ButtonAction::Puzzle(day) => write!(f, "z:puzzle:{day}"),
            ButtonAction::Draw {
                game,
                move_number,
                accept,
            } => write!(
                f,
                "z:draw-{}:{}:{move_number}",
                if accept { "yes" } else { "no" },
                game.0
            ),
            ButtonAction::Takeback {
                game,
                move_number,
                accept,
            } => write!(
                f,
                "z:takeback-{}:{}:{move_number}",
                if accept { "yes" } else { "no" },
                game.0
            ),
        }
    }
}

impl ButtonAction {
    /// Reads a button id; None for anything that is not one of ours.
    pub fn parse(id: &str) -> Option<ButtonAction> {
        let mut parts = id.split(':');
        if parts.next()? != "z" {
            return None;
        }
        let action = parts.next()?;
        let first: i64 = parts.next()?.parse().ok()?;
        let second: Option<u32> = match parts.next() {
            Some(n) => Some(n.parse().ok()?),
            None => None,
        };
        if parts.next().is_some() {
            return None;
        }
        let game = |accept| second.map(|move_number| (GameId(first), move_number, accept));
        Some(match action {
            "accept" if second.is_none() => ButtonAction::Accept(ChallengeId(first)),
            "decline" if second.is_none() => ButtonAction::Decline(ChallengeId(first)),
            "cancel" if second.is_none() => ButtonAction::Cancel(ChallengeId(first)),
            "rematch" if second.is_none() => ButtonAction::Rematch(GameId(first)),
            "puzzle" if second.is_none() => ButtonAction::Puzzle(first),
            "draw-yes" | "draw-no" => {
                let (game, move_number, accept) = game(action == "draw-yes")?;
                ButtonAction::Draw {
                    game,
                    move_number,
                    accept,
                }
            }
            "takeback-yes" | "takeback-no" => {
                let (game, move_number, accept) = game(action == "takeback-yes")?;
                ButtonAction::Takeback {
                    game,
                    move_number,
                    accept,
                }
            }
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_reads_back_from_its_id() {
        let actions = [
            ButtonAction::Accept(ChallengeId(7)),
            ButtonAction::Decline(ChallengeId(8)),
            ButtonAction::Cancel(ChallengeId(9)),
            ButtonAction::Rematch(GameId(10)),
            ButtonAction::Puzzle(20_417),
            ButtonAction::Draw {
                game: GameId(3),
                move_number: 12,
                accept: true,
            },
            ButtonAction::Takeback {
                game: GameId(4),
                move_number: 0,
                accept: false,
            },
        ];
        for action in actions {
            let id = action.to_string();
            assert!(id.len() <= 100, "Discord allows 100 characters");
            assert_eq!(ButtonAction::parse(&id), Some(action), "{id}");
        }
    }

    #[test]
    fn foreign_or_broken_ids_are_not_ours() {
        for id in [
            "",
            "z",
            "z:accept",
            "z:accept:x",
            "q:accept:1",
            "z:draw-yes:1",
            "z:accept:1:2:3",
            "z:fly:1",
        ] {
            assert_eq!(ButtonAction::parse(id), None, "{id}");
        }
    }
}
