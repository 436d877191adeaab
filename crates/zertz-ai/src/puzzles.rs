//! Puzzles from real games: positions where the player to move wins by force, proved by the
//! [`solver`](crate::solver), graded, and kept one a line.
//!
//! A line is `<difficulty> <own turns> <position text> | <main line>`, e.g.
//! `medium 2 oooo/…/… 6/8/10 0/0/0 0/0/0 1 37 | Wd4-a1 c3xe5 b2xd4`: the position in the
//! one-line position text, then the winning first turn, the longest defence and the answer, in
//! notation. Grades: *easy* — a win on the spot to see; *medium* — a win in two whose first turn
//! leaves the opponent a compulsory capture (the sacrifice of the printed rules' diagram 5);
//! *hard* — a win in two whose first turn forces nothing.

use std::fmt;
use std::str::FromStr;

use zertz_engine::{Game, Position, Turn};

use crate::solver::{Budget, ForcedWin, longest_defence, prove_win, proves, refutation};

/// How far the solver looks when judging a player's turn in a puzzle: every defence followed
/// (an alternative win leaves the defender as free as it likes), within two million positions.
pub const ANSWER_BUDGET: Budget = Budget {
    own_turns: 2,
    max_defences: usize::MAX,
    max_nodes: 2_000_000,
};

/// What a player's turn in a puzzle comes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// It wins the game: the puzzle is solved.
    Solved,
    /// It keeps a forced win: the defender's longest defence, and the turns of the player's own
    /// still needed after it.
    Defended {
        /// The defender's reply.
        reply: Turn,
        /// The turns the player still needs.
        own_turns: u32,
    },
    /// It does not win by force within the turns left: the defender's reply that shows it, when
    /// the solver found one.
    Refuted {
        /// The refuting reply.
        reply: Option<Turn>,
    },
}

/// Judges `turn` (legal in `position`) by the player to move, who has `own_turns` turns of
/// their own left to win, this one included. Any turn that wins by force within them is right,
/// not only the shipped solution's.
pub fn answer(position: &Position, own_turns: u32, turn: Turn) -> Answer {
    let mut after = *position;
    after.play_unchecked(turn);
    if after.outcome().and_then(|o| o.winner()) == Some(position.side_to_move()) {
        return Answer::Solved;
    }
    let budget = Budget {
        own_turns,
        ..ANSWER_BUDGET
    };
    if own_turns > 1
        && proves(position, turn, own_turns, budget)
        && let Some(defence) = longest_defence(&after, own_turns, budget)
    {
        return Answer::Defended {
            reply: defence.reply,
            own_turns: defence.own_turns,
        };
    }
    Answer::Refuted {
        reply: refutation(position, turn, own_turns, budget),
    }
}

/// How hard a puzzle is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// A win on the spot.
    Easy,
    /// A win in two turns of one's own that starts with a compulsory capture for the opponent.
    Medium,
    /// A win in two turns of one's own that starts with a quiet turn.
    Hard,
}

impl Difficulty {
    /// The grade of a proved win.
    pub fn of(win: &ForcedWin) -> Difficulty {
        match (win.own_turns, win.forcing) {
            (1, _) => Difficulty::Easy,
            (_, true) => Difficulty::Medium,
            (_, false) => Difficulty::Hard,
        }
    }

    /// Its name in puzzle files.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Difficulty {
    type Err = String;

    fn from_str(text: &str) -> Result<Difficulty, String> {
        match text {
            "easy" => Ok(Difficulty::Easy),
            "medium" => Ok(Difficulty::Medium),
            "hard" => Ok(Difficulty::Hard),
            other => Err(format!("unknown difficulty {other:?}")),
        }
    }
}

/// A position to solve, with its proved solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position, the solver to move.
    pub position: Position,
    /// Its grade.
    pub difficulty: Difficulty,
    /// The most turns of the solver's own the win takes.
    pub own_turns: u32,
    /// The winning first turn, the longest defence, and so on to the win.
    pub line: Vec<Turn>,
}

impl Puzzle {
    /// The puzzle of a proved win in `position`.
    pub fn of(position: Position, win: &ForcedWin) -> Puzzle {
        Puzzle {
            position,
            difficulty: Difficulty::of(win),
            own_turns: win.own_turns,
            line: win.line.clone(),
        }
    }

    /// Whether its first turn still wins by force within its turns (a shipped puzzle checked).
    pub fn holds(&self) -> bool {
        let Some(&first) = self.line.first() else {
            return false;
        };
        let budget = Budget {
            own_turns: self.own_turns,
            ..Budget::default()
        };
        proves(&self.position, first, self.own_turns, budget)
    }

    /// Whether some legal turn fails to win: a position where every turn wins (a lone
    /// compulsory capture) asks nothing and is no puzzle.
    pub fn has_wrong_turn(&self) -> bool {
        let position = self.position;
        position.legal_turns().into_iter().any(|turn| {
            matches!(
                answer(&position, self.own_turns, turn),
                Answer::Refuted { .. }
            )
        })
    }

    /// The puzzle as a line of a puzzle file.
    pub fn to_line(&self) -> String {
        format!(
            "{} {} {} | {}",
            self.difficulty,
            self.own_turns,
            self.position.to_text(),
            self.position.format_line(&self.line).join(" ")
        )
    }

    /// Reads a line of a puzzle file.
    pub fn from_line(line: &str) -> Result<Puzzle, String> {
        let (head, moves) = line
            .split_once('|')
            .ok_or("a puzzle line is `<difficulty> <turns> <position> | <line>`")?;
        let mut words = head.trim().splitn(3, ' ');
        let difficulty: Difficulty = words.next().unwrap_or_default().parse()?;
        let own_turns: u32 = words
            .next()
            .and_then(|n| n.parse().ok())
            .ok_or("the number of turns is missing")?;
        let position =
            Position::from_text(words.next().unwrap_or_default()).map_err(|e| e.to_string())?;
        let mut current = position;
        let mut line = Vec::new();
        for token in moves.split_whitespace() {
            let turn = current
                .parse_turn(token)
                .map_err(|e| format!("{token}: {e}"))?;
            line.push(turn);
            current.play_unchecked(turn);
        }
        if line.is_empty() {
            return Err("a puzzle needs its solution".into());
        }
        Ok(Puzzle {
            position,
            difficulty,
            own_turns,
            line,
        })
    }
}

/// The puzzles of a puzzle file: a puzzle a line, `#` comments and blank lines skipped.
pub fn read_puzzles(text: &str) -> Result<Vec<Puzzle>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .map(|(i, line)| Puzzle::from_line(line).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

/// The first position of `game` (after `skip` turns) where the player to move wins by force in
/// two turns of their own — the puzzle of that game — or, with none, the first where they win
/// on the spot when `easy` allows it; only positions where some turn fails to win.
pub fn find_in(game: &Game, skip: usize, easy: bool) -> Option<Puzzle> {
    find_in_within(game, skip, easy, Budget::default())
}

/// [`find_in`] with the solver's budget for each position.
pub fn find_in_within(game: &Game, skip: usize, easy: bool, budget: Budget) -> Option<Puzzle> {
    let mut on_the_spot = None;
    for position in game.positions().iter().skip(skip) {
        if position.is_finished() {
            break;
        }
        let Some(win) = prove_win(position, budget) else {
            continue;
        };
        let puzzle = Puzzle::of(*position, &win);
        if !puzzle.has_wrong_turn() {
            continue;
        }
        if win.own_turns >= 2 {
            return Some(puzzle);
        }
        if easy && on_the_spot.is_none() {
            on_the_spot = Some(puzzle);
        }
    }
    on_the_spot
}

#[cfg(test)]
mod tests {
    use super::*;
    use zertz_engine::{Board, GameType};

    #[test]
    fn a_puzzle_line_reads_back_and_its_solution_holds() {
        let mut game = Game::new(Board::Rings37, GameType::Blitz);
        game.play_sequence(
            "Be6-f5 Wb5-a3 Wd4-a2 Be2-g1 Wb1-d1 Wb4-d7 b5xb3 Wd6-e1 e6xc5 Ba4-c6 Gg3-f1 Gc4-a1",
        )
        .expect("legal turns");
        // Three turns before its end the game already held a combination: a grey given away
        // at d6, the compulsory capture, then a double jump to the third white.
        let puzzle = find_in(&game, 0, true).expect("a puzzle in this game");
        assert_eq!(puzzle.difficulty, Difficulty::Medium);
        assert_eq!((puzzle.own_turns, puzzle.line.len()), (2, 3));
        assert!(puzzle.holds());
        let line = puzzle.to_line();
        assert!(line.starts_with("medium 2 "), "{line}");
        assert!(line.ends_with("| Gb2-d6 b2xb4 a4xc4xe3"), "{line}");
        assert_eq!(Puzzle::from_line(&line), Ok(puzzle.clone()));
        // Another first turn does not hold.
        let other = puzzle
            .position
            .legal_turns()
            .into_iter()
            .find(|&t| t != puzzle.line[0])
            .expect("another turn");
        let wrong = Puzzle {
            line: vec![other],
            ..puzzle.clone()
        };
        assert!(!wrong.holds());
        // Played as a puzzle: the solution is answered with the longest defence, then the win
        // ends it; another first turn is refuted by a reply after which no win is left.
        let start = puzzle.position;
        let defended = answer(&start, 2, puzzle.line[0]);
        let Answer::Defended { reply, own_turns } = defended else {
            panic!("the solution is defended: {defended:?}");
        };
        assert_eq!((reply, own_turns), (puzzle.line[1], 1));
        let mut next = start;
        next.play_unchecked(puzzle.line[0]);
        next.play_unchecked(reply);
        assert_eq!(answer(&next, 1, puzzle.line[2]), Answer::Solved);
        let Answer::Refuted {
            reply: Some(refuting),
        } = answer(&start, 2, other)
        else {
            panic!("{other:?} is refuted");
        };
        let mut refuted = start;
        refuted.play_unchecked(other);
        refuted.play_unchecked(refuting);
        let no_win = Budget {
            own_turns: 1,
            ..ANSWER_BUDGET
        };
        assert_eq!(
            prove_win(&refuted, no_win),
            None,
            "no win left after {refuting:?}"
        );
        // At the last turn, only the win on the spot is left.
        let last = find_in(&game, game.turns().len(), true).expect("a win on the spot");
        assert_eq!((last.difficulty, last.own_turns), (Difficulty::Easy, 1));
        // A turn that does not win on the spot in a win in one is refuted.
        let not_winning = last
            .position
            .legal_turns()
            .into_iter()
            .find(|&t| answer(&last.position, 1, t) != Answer::Solved)
            .expect("a turn that does not win");
        assert!(matches!(
            answer(&last.position, 1, not_winning),
            Answer::Refuted { reply: Some(_) }
        ));
        assert_eq!(find_in(&game, game.turns().len(), false), None);
        for bad in ["", "easy 1 | Wd4", "odd 1 x | Wd4", "easy x 1 37 | Wd4"] {
            assert!(Puzzle::from_line(bad).is_err(), "{bad:?}");
        }
    }
}
