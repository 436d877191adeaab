//! Proving forced wins: "to move and win in N turns", against every defence.
//!
//! The solver is exact where it answers: a [`ForcedWin`] is a first turn after which, whatever the
//! defender does, the mover completes a goal (or fills the board) within `own_turns` of their
//! own turns. It looks for the wins players call combinations — the printed rules' diagram 5: a
//! marble given away so that the opponent's capture is compulsory, then a capture or an
//! isolation that completes a goal. So before the last turn it follows only the mover's turns
//! that leave the defender [`Budget::max_defences`] replies or fewer (a compulsory capture
//! usually leaves one or two); a win that needs a quiet first turn against a free defence is
//! not searched for, and "no win found" means only that.
//!
//! Repetition and passes are not considered: every turn of such a line places a marble or
//! captures one, so no position repeats, and a defender with no turn passes like any other reply.

use zertz_engine::{Position, Turn};

/// How far the solver looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most turns of the mover's own (1: a win on the spot).
    pub own_turns: u32,
    /// A defender with more replies than this is not searched through.
    pub max_defences: usize,
    /// Positions looked at before the solver gives up (its answer is then "not proved").
    pub max_nodes: u64,
}

impl Default for Budget {
    /// Wins in up to two turns of one's own, against up to eight replies, within ten million
    /// positions.
    fn default() -> Budget {
        Budget {
            own_turns: 2,
            max_defences: 8,
            max_nodes: 10_000_000,
        }
    }
}

/// A proved win for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForcedWin {
    /// The winning first turn.
    pub first: Turn,
    /// How many turns of their own the mover needs at most, against the best defence.
    pub own_turns: u32,
    /// The main line: the first turn, then the longest defence and the mover's answer, and so
    /// on to the win.
    pub line: Vec<Turn>,
    /// Whether the first turn leaves the defender a compulsory capture (a sacrifice).
    pub forcing: bool,
}

/// The solver's state: its budget and what it has spent.
struct Solver {
    budget: Budget,
    nodes: u64,
}

/// The shortest forced win for the player to move within `budget`, if it finds one.
pub fn prove_win(position: &Position, budget: Budget) -> Option<ForcedWin> {
    let mut solver = Solver { budget, nodes: 0 };
    (1..=budget.own_turns).find_map(|n| {
        let first = solver.win_in(position, n)?;
        Some(solver.forced_win(position, first, n))
    })
}

/// Whether `first` wins by force within `own_turns` turns of the mover's own (a shipped
/// solution, checked again).
pub fn proves(position: &Position, first: Turn, own_turns: u32, budget: Budget) -> bool {
    let mut solver = Solver { budget, nodes: 0 };
    solver.wins_with(position, first, own_turns)
}

/// The defender's reply to `turn` after which the mover has no win within `own_turns` turns
/// of their own counting `turn` (the refutation of a wrong first turn), if the solver finds one
/// within `budget`. None when `turn` wins or the budget ran out first.
pub fn refutation(position: &Position, turn: Turn, own_turns: u32, budget: Budget) -> Option<Turn> {
    if wins_at_once(position, turn) {
        return None;
    }
    let mut after = *position;
    after.play_unchecked(turn);
    if after.is_finished() {
        return None;
    }
    let mut solver = Solver { budget, nodes: 0 };
    for reply in after.legal_turns() {
        let mut next = after;
        next.play_unchecked(reply);
        if next.is_finished() || own_turns <= 1 {
            return Some(reply);
        }
        if solver.win_in(&next, own_turns - 1).is_none() {
            // Either no win, or the budget ran out: only the first is a refutation.
            return (solver.nodes <= budget.max_nodes).then_some(reply);
        }
    }
    None
}

/// The defender's reply in `position` (the defender to move, the mover's turn just played) that
/// holds out longest against a mover who has `own_turns` turns left to win: the reply after
/// which the mover needs the most turns, and the mover's winning answer to it. None when no
/// reply leaves a proved win (the mover's last turn did not win by force).
pub fn longest_defence(position: &Position, own_turns: u32, budget: Budget) -> Option<Defence> {
    let mut solver = Solver { budget, nodes: 0 };
    solver
        .longest_defence(position, own_turns)
        .map(|(needed, reply, _, answer)| Defence {
            reply,
            own_turns: needed,
            answer,
        })
}

/// A defence found by [`longest_defence`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Defence {
    /// The defender's reply.
    pub reply: Turn,
    /// The turns the mover still needs after it.
    pub own_turns: u32,
    /// A winning answer of the mover's to it.
    pub answer: Turn,
}

impl Solver {
    /// The reply after which the mover needs the most turns (fewer than `left`), with that
    /// number, the position after it and the mover's winning answer.
    fn longest_defence(
        &mut self,
        current: &Position,
        left: u32,
    ) -> Option<(u32, Turn, Position, Turn)> {
        let mut longest: Option<(u32, Turn, Position, Turn)> = None;
        for reply in current.legal_turns() {
            let mut next = *current;
            next.play_unchecked(reply);
            if next.is_finished() {
                continue;
            }
            let Some((needed, answer)) =
                (1..left).find_map(|k| self.win_in(&next, k).map(|t| (k, t)))
            else {
                continue;
            };
            if longest.as_ref().is_none_or(|(most, ..)| needed > *most) {
                longest = Some((needed, reply, next, answer));
            }
        }
        longest
    }

    fn spend(&mut self) -> bool {
        self.nodes += 1;
        self.nodes <= self.budget.max_nodes
    }

    /// A first turn that wins within `n` own turns, if there is one.
    fn win_in(&mut self, position: &Position, n: u32) -> Option<Turn> {
        let turns = position.legal_turns();
        // A win on the spot first: the cheapest proof.
        for &turn in &turns {
            if !self.spend() {
                return None;
            }
            if wins_at_once(position, turn) {
                return Some(turn);
            }
        }
        if n <= 1 {
            return None;
        }
        turns
            .into_iter()
            .find(|&turn| self.defences_all_lose(position, turn, n))
    }

    /// Whether `first` wins within `n` own turns.
    fn wins_with(&mut self, position: &Position, first: Turn, n: u32) -> bool {
        if wins_at_once(position, first) {
            return true;
        }
        n > 1 && self.defences_all_lose(position, first, n)
    }

    /// Whether, after the mover's `turn`, every reply loses within `n - 1` more own turns.
    fn defences_all_lose(&mut self, position: &Position, turn: Turn, n: u32) -> bool {
        let mut after = *position;
        after.play_unchecked(turn);
        if after.is_finished() {
            // Finished without the mover winning (checked before): no win this way.
            return false;
        }
        // Without a capture the defender may place on every vacant ring: too free to follow
        // whenever there are more of those than the budget allows (known before generating).
        let placements_at_least = after.vacant().count() as usize;
        if !after.must_capture() && placements_at_least > self.budget.max_defences {
            return false;
        }
        let replies = after.legal_turns();
        if replies.is_empty() || replies.len() > self.budget.max_defences {
            return false;
        }
        replies.into_iter().all(|reply| {
            let mut next = after;
            next.play_unchecked(reply);
            !next.is_finished() && self.win_in(&next, n - 1).is_some()
        })
    }

    /// The proof as a main line: at each defence the reply that holds out longest.
    fn forced_win(&mut self, position: &Position, first: Turn, n: u32) -> ForcedWin {
        let mut after = *position;
        after.play_unchecked(first);
        let forcing = !after.is_finished() && after.must_capture();
        let mut line = vec![first];
        let mut current = after;
        let mut left = n;
        while !current.is_finished() && left > 1 {
            // The reply after which the mover needs the most turns.
            let Some((needed, reply, next, answer)) = self.longest_defence(&current, left) else {
                break;
            };
            line.push(reply);
            line.push(answer);
            current = next;
            current.play_unchecked(answer);
            left = needed;
        }
        ForcedWin {
            first,
            own_turns: n,
            line,
            forcing,
        }
    }
}

/// Whether `turn` ends the game at once with the mover winning.
fn wins_at_once(position: &Position, turn: Turn) -> bool {
    let mover = position.side_to_move();
    let mut after = *position;
    after.play_unchecked(turn);
    after.outcome().and_then(|o| o.winner()) == Some(mover)
}

#[cfg(test)]
mod tests {
    use super::*;
    use zertz_engine::{Board, Game, GameType};

    /// Player one's last turn of this blitz game captures a third white.
    const BLITZ_WIN: &str = "Be6-f5 Wb5-a3 Wd4-a2 Be2-g1 Wb1-d1 Wb4-d7 b5xb3 Wd6-e1 e6xc5 \
                             Ba4-c6 Gg3-f1 Gc4-a1";

    fn position_after(turns: &str, game_type: GameType) -> Position {
        let mut game = Game::new(Board::Rings37, game_type);
        game.play_sequence(turns).expect("legal turns");
        *game.position()
    }

    #[test]
    fn a_win_on_the_spot_is_found_and_is_one_turn() {
        let position = position_after(BLITZ_WIN, GameType::Blitz);
        let win = prove_win(&position, Budget::default()).expect("a win in one");
        assert_eq!(win.own_turns, 1);
        assert_eq!(win.line, vec![win.first]);
        assert!(wins_at_once(&position, win.first));
        assert!(proves(&position, win.first, 1, Budget::default()));
        // One turn earlier the other player is to move, and has no such win.
        let mut earlier = Game::new(Board::Rings37, GameType::Blitz);
        let turns: Vec<&str> = BLITZ_WIN.split_whitespace().collect();
        earlier
            .play_sequence(&turns[..turns.len() - 1].join(" "))
            .expect("legal turns");
        let one_turn = Budget {
            own_turns: 1,
            ..Budget::default()
        };
        assert_eq!(prove_win(earlier.position(), one_turn), None);
    }

    #[test]
    fn nothing_is_proved_from_the_start_or_past_the_budget() {
        let start = Position::new(Board::Rings37, GameType::Standard);
        assert_eq!(prove_win(&start, Budget::default()), None);
        let position = position_after(BLITZ_WIN, GameType::Blitz);
        let starved = Budget {
            max_nodes: 0,
            ..Budget::default()
        };
        assert_eq!(
            prove_win(&position, starved),
            None,
            "gave up, proved nothing"
        );
    }

    /// Checks a win in two the slow way: every reply to `first` leaves a win on the spot.
    fn checked_by_brute_force(position: &Position, first: Turn) -> bool {
        if wins_at_once(position, first) {
            return true;
        }
        let mut after = *position;
        after.play_unchecked(first);
        let replies = after.legal_turns();
        !after.is_finished()
            && !replies.is_empty()
            && replies.into_iter().all(|reply| {
                let mut next = after;
                next.play_unchecked(reply);
                !next.is_finished()
                    && next
                        .legal_turns()
                        .into_iter()
                        .any(|answer| wins_at_once(&next, answer))
            })
    }

    #[test]
    fn every_win_found_in_random_games_holds_against_every_defence() {
        let mut rng = fastrand::Rng::with_seed(7);
        let (mut found, mut in_two) = (0, 0);
        for _ in 0..12 {
            let mut position = Position::new(Board::Rings37, GameType::Blitz);
            let mut played = 0;
            while !position.is_finished() {
                // The opening has no wins to find; the solver's time goes to the rest.
                let win = (played >= 6)
                    .then(|| prove_win(&position, Budget::default()))
                    .flatten();
                if let Some(win) = win {
                    found += 1;
                    assert!(checked_by_brute_force(&position, win.first), "{win:?}");
                    assert!(win.line.len() == 1 || win.line.len() == 3, "{win:?}");
                    if win.own_turns == 2 {
                        in_two += 1;
                        // The main line ends in the mover's win.
                        let mut end = position;
                        for &turn in &win.line {
                            end.play_unchecked(turn);
                        }
                        let winner = end.outcome().and_then(|o| o.winner());
                        assert_eq!(winner, Some(position.side_to_move()), "{win:?}");
                    }
                }
                let turns = position.legal_turns();
                position.play_unchecked(turns[rng.usize(..turns.len())]);
                played += 1;
            }
        }
        assert!(
            found > 10,
            "random blitz games give the solver work: {found}"
        );
        assert!(in_two > 0, "wins in two among them: {in_two} of {found}");
    }
}
