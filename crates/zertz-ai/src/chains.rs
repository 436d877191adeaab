//! Proving wins by chains of sacrifices: a narrow search apart from the iterations.
//!
//! The combinations of ZÈRTZ (the printed rules' diagram 5) are chains: the player gives a
//! marble away, the opponent's capture is compulsory, and the player gives another, until a
//! capture of their own completes a goal. Each link costs the ordinary search a whole
//! placement of depth, so a chain of three or four sacrifices lies beyond what it reaches on
//! the larger boards in a second, while the chain itself is narrow: the opponent's replies
//! are their captures, one or two of them.
//!
//! [`prove_chain`] follows only such lines. The prover (the player to move) plays captures
//! where a capture is compulsory, and otherwise only placements that hand the defender a
//! capture, in every colour; the defender plays every capture open to them and is followed
//! only while a capture is compulsory for them and they have at most
//! [`ChainBudget::max_defences`] of them. After its first sacrifice the prover stays near the
//! chain: each further sacrifice within three steps of the cells the defender's last capture
//! went through. And it removes, after each sacrifice, a ring within two steps of the marble
//! placed, a ring a jump could land on, or a ring whose removal may cut the board (and so
//! isolate a group), else only the first of the other free rings: the removals far from the
//! chain rarely differ. What it answers is exact, since only the prover's choices are
//! narrowed: after the first turn of a [`ChainWin`], whatever the defender does, the prover
//! completes a goal within its own turns. Wins it does not follow (a quiet placement, an
//! isolation on a free board, a sacrifice far from the chain) are left to the ordinary
//! search, and "nothing proved" means only that.
//!
//! Positions found unprovable within a number of turns are remembered for the rest of the
//! proof (chains transpose: the same sacrifices in another order), and the proof gives up
//! after [`ChainBudget::max_nodes`] turns played.

use std::time::Instant;

use zertz_engine::{Bitboard, Cell, Direction, Player, Position, Turn};

/// How far the chain prover looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChainBudget {
    /// The most turns of the prover's own, the winning capture included.
    pub own_turns: u32,
    /// A defender with more captures to choose from than this is not followed.
    pub max_defences: usize,
    /// Turns played before the prover gives up.
    pub max_nodes: u64,
    /// When the prover gives up, if it has a clock (read every 1024 turns).
    pub deadline: Option<Instant>,
}

/// A win proved by [`prove_chain`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainWin {
    /// The winning first turn.
    pub first: Turn,
    /// The prover's own turns the win takes at most, against every defence.
    pub own_turns: u32,
    /// A line of the win: the first turn, a defence, the prover's answer, and so on.
    pub line: Vec<Turn>,
}

/// What a proof spent and found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainProof {
    /// The shortest win found, if any.
    pub win: Option<ChainWin>,
    /// The turns played.
    pub nodes: u64,
}

/// Slots of the table of unprovable positions (a power of two).
const FAILED_SLOTS: usize = 1 << 14;

/// The chain prover, its tables kept from one proof to the next (256 KiB and a few short
/// lists, made once).
pub struct ChainProver {
    budget: ChainBudget,
    prover: Player,
    nodes: u64,
    /// Out of budget: every answer from then on is "not proved".
    spent: bool,
    /// Positions with no chain win, by hash: the hash and the turns they were searched with.
    failed: Vec<(u64, u32)>,
    /// The turns of each level of the line being searched, kept to spare allocations.
    lists: Vec<Vec<Turn>>,
}

impl Default for ChainProver {
    fn default() -> ChainProver {
        ChainProver::new()
    }
}

/// The shortest win by a chain of sacrifices for the player to move in `position`, within
/// `budget`, and the turns it played looking (a prover made for the one proof).
pub fn prove_chain(position: &Position, budget: ChainBudget) -> ChainProof {
    ChainProver::new().prove(position, budget)
}

impl ChainProver {
    /// A prover with empty tables.
    pub fn new() -> ChainProver {
        ChainProver {
            budget: ChainBudget {
                own_turns: 0,
                max_defences: 0,
                max_nodes: 0,
                deadline: None,
            },
            prover: Player::One,
            nodes: 0,
            spent: false,
            failed: vec![(0, 0); FAILED_SLOTS],
            lists: Vec::new(),
        }
    }

    /// The memory the prover holds, in bytes.
    pub fn bytes(&self) -> usize {
        self.failed.capacity() * std::mem::size_of::<(u64, u32)>()
            + self
                .lists
                .iter()
                .map(|list| list.capacity() * std::mem::size_of::<Turn>())
                .sum::<usize>()
            + std::mem::size_of::<ChainProver>()
    }

    /// The shortest win by a chain of sacrifices for the player to move in `position`,
    /// within `budget`, and the turns it played looking.
    pub fn prove(&mut self, position: &Position, budget: ChainBudget) -> ChainProof {
        self.budget = budget;
        self.prover = position.side_to_move();
        self.nodes = 0;
        self.spent = false;
        self.failed.fill((0, 0));
        let win = if position.is_finished() {
            None
        } else {
            (1..=budget.own_turns).find_map(|n| {
                let first = self.win_in(position, n, 0, !Bitboard::EMPTY)?;
                Some(self.line(position, first, n))
            })
        };
        ChainProof {
            win,
            nodes: self.nodes,
        }
    }
}

/// The vacant rings where a marble placed would give a capture (before the ring removed,
/// which can only take captures away): beside a marble it can jump over to a vacant ring,
/// or between a marble and a vacant ring that marble can jump to.
fn sacrifice_rings(position: &Position) -> Bitboard {
    let occupied = position.occupied();
    let vacant = position.vacant();
    let mut rings = Bitboard::EMPTY;
    for d in Direction::ALL {
        let back = d.next().next().next();
        rings |= occupied.toward(d) & vacant.toward(d).toward(d);
        rings |= vacant.toward(d) & occupied.toward(back);
    }
    rings & vacant
}

/// The vacant rings a marble could land on by jumping over another: the removals that take a
/// capture away from the defender.
fn landing_rings(position: &Position) -> Bitboard {
    let occupied = position.occupied();
    let mut rings = Bitboard::EMPTY;
    for d in Direction::ALL {
        rings |= occupied.toward(d) & occupied.toward(d).toward(d);
    }
    rings & position.vacant()
}

/// Whether the prover follows a sacrifice on `at` with `ring` removed: a ring within two
/// steps of `at` or a ring of `landings` (where the removal changes the captures or may cut
/// the board), or else only the first of the other free rings (`free`), for all the
/// removals far from the chain, which rarely differ.
fn removal_followed(at: Cell, ring: Cell, landings: Bitboard, free: Bitboard) -> bool {
    let close = landings | near(Bitboard::from_cell(at));
    close.contains(ring) || (free & !close).without(at).first() == Some(ring)
}

/// The free rings whose removal may cut the board in two (and so isolate a group): those
/// whose neighbouring rings, round the ring, form more than one run.
fn cut_rings(position: &Position) -> Bitboard {
    let rings = position.rings();
    let mut cuts = Bitboard::EMPTY;
    for ring in position.free_rings() {
        let round = rings.neighbour_pattern(ring);
        // A run starts where a neighbour is a ring and the one before it round is not.
        let before = (round << 1 | round >> 5) & 0b11_1111;
        if (round & !before).count_ones() > 1 {
            cuts = cuts.with(ring);
        }
    }
    cuts
}

/// The cells within two steps of `cells`.
fn near(cells: Bitboard) -> Bitboard {
    cells | cells.neighbours() | cells.neighbours().neighbours()
}

/// The cells next to the path of a defender's capture (the marbles it jumped over among
/// them): where the chain goes on.
fn touched(reply: Turn) -> Bitboard {
    match reply {
        Turn::Capture(path) => path
            .cells()
            .iter()
            .fold(Bitboard::EMPTY, |set, &cell| set.with(cell))
            .neighbours(),
        _ => Bitboard::EMPTY,
    }
}

/// Whether `after` is won by `player`.
fn won_by(after: &Position, player: Player) -> bool {
    after.outcome().and_then(|o| o.winner()) == Some(player)
}

impl ChainProver {
    /// Counts a turn played; false once the budget is spent.
    fn spend(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget.max_nodes
            || (self.nodes.is_multiple_of(1024)
                && self
                    .budget
                    .deadline
                    .is_some_and(|end| Instant::now() >= end))
        {
            self.spent = true;
        }
        !self.spent
    }

    /// Whether `position` is known to have no win within `n` turns.
    fn known_failure(&self, position: &Position, n: u32) -> bool {
        let (hash, turns) = self.failed[position.hash() as usize & (FAILED_SLOTS - 1)];
        hash == position.hash() && turns >= n
    }

    /// Remembers that `position` has no win within `n` turns (found with the budget left).
    fn remember_failure(&mut self, position: &Position, n: u32) {
        self.failed[position.hash() as usize & (FAILED_SLOTS - 1)] = (position.hash(), n);
    }

    /// The turns the prover follows in `position` (the prover to move), into a list of
    /// `level` (a list borrowed from the prover's store: give it back with `give_back`).
    fn candidates(
        &mut self,
        position: &Position,
        n: u32,
        level: usize,
        focus: Bitboard,
    ) -> Vec<Turn> {
        let mut turns = std::mem::take(self.lists_at(level));
        turns.clear();
        if position.must_capture() {
            position.for_each_legal_turn(|turn| turns.push(turn));
        } else if n > 1 {
            let rings = sacrifice_rings(position) & focus;
            if !rings.is_empty() {
                let landings = landing_rings(position) | cut_rings(position);
                let free = position.free_rings();
                position.for_each_legal_turn(|turn| {
                    if let Turn::Place { at, remove, .. } = turn
                        && rings.contains(at)
                        && remove.is_none_or(|ring| removal_followed(at, ring, landings, free))
                    {
                        turns.push(turn);
                    }
                });
            }
        }
        turns
    }

    /// Returns the list of `level` to the store, for the next node of that level.
    fn give_back(&mut self, level: usize, turns: Vec<Turn>) {
        self.lists[level] = turns;
    }

    /// A first turn that wins within `n` of the prover's own turns in `position` (the prover
    /// to move, the game not finished), if one is found within the budget.
    fn win_in(
        &mut self,
        position: &Position,
        n: u32,
        level: usize,
        focus: Bitboard,
    ) -> Option<Turn> {
        if self.spent || self.known_failure(position, n) {
            return None;
        }
        let turns = self.candidates(position, n, level, focus);
        let mut found = None;
        for &turn in &turns {
            if !self.spend() {
                break;
            }
            let mut after = *position;
            after.play_unchecked(turn);
            if won_by(&after, self.prover) {
                found = Some(turn);
                break;
            }
            if n > 1 && !after.is_finished() && self.defences_all_lose(&after, n - 1, level + 1) {
                found = Some(turn);
                break;
            }
        }
        self.give_back(level, turns);
        if found.is_none() && !self.spent {
            self.remember_failure(position, n);
        }
        found
    }

    /// Whether every defence in `after` (the defender to move) loses within `n` more turns
    /// of the prover's: only where a capture is compulsory for the defender, with few enough
    /// of them.
    fn defences_all_lose(&mut self, after: &Position, n: u32, level: usize) -> bool {
        if !after.must_capture() {
            return false;
        }
        let mut replies = std::mem::take(self.lists_at(level));
        replies.clear();
        after.for_each_legal_turn(|turn| replies.push(turn));
        let all_lose = !replies.is_empty()
            && replies.len() <= self.budget.max_defences
            && replies.iter().all(|&reply| {
                if !self.spend() {
                    return false;
                }
                let mut next = *after;
                next.play_unchecked(reply);
                if next.is_finished() {
                    return won_by(&next, self.prover);
                }
                self.win_in(&next, n, level + 1, near(touched(reply)))
                    .is_some()
            });
        self.give_back(level, replies);
        all_lose
    }

    /// The list store's slot of `level`, made where missing.
    fn lists_at(&mut self, level: usize) -> &mut Vec<Turn> {
        while self.lists.len() <= level {
            self.lists.push(Vec::new());
        }
        &mut self.lists[level]
    }

    /// A line of the proved win `first` within `n` turns: at each defence its first reply,
    /// then the prover's winning answer.
    fn line(&mut self, position: &Position, first: Turn, n: u32) -> ChainWin {
        let mut line = vec![first];
        let mut current = *position;
        current.play_unchecked(first);
        let mut left = n;
        while !current.is_finished() && left > 1 {
            let Some(reply) = current.legal_turns().into_iter().next() else {
                break;
            };
            current.play_unchecked(reply);
            line.push(reply);
            if current.is_finished() {
                break;
            }
            left -= 1;
            // The proof's table already holds the failures on the way: this is quick.
            let focus = near(touched(reply));
            let Some(answer) = (1..=left).find_map(|k| self.win_in(&current, k, 0, focus)) else {
                break;
            };
            current.play_unchecked(answer);
            line.push(answer);
        }
        ChainWin {
            first,
            own_turns: n,
            line,
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::solver::{Budget, proves};
    use zertz_engine::{Board, Game, GameType};

    /// Sixteen turns of a game of hard against itself on 48 rings (100 ms a turn, stop 112):
    /// the player to move has a chain win, `Ge4-g2 f3xd5 Gb5-f2 a4xc6 d7xb5`, whose second
    /// sacrifice removes a ring far from the chain (f2).
    pub(crate) const CHAIN_48: &str = "Bg2-e7 Bf3-h3 g2xe4 Wg3-e1 Bc3-h1 Wd6-d1 Wd4-h2 \
        d4xb2 Gc3-a1 b2xd4xf4 g3xe5xc6 Wf3-h4 Wa4-c7 Wg1-f1 Bb5-e2 b5xd7";

    fn position_after(board: Board, turns: &str) -> Position {
        let mut game = Game::new(board, GameType::Standard);
        game.play_sequence(turns).expect("legal turns");
        *game.position()
    }

    fn budget(own_turns: u32) -> ChainBudget {
        ChainBudget {
            own_turns,
            max_defences: 3,
            max_nodes: 1_000_000,
            deadline: None,
        }
    }

    /// Every defence checked, nothing narrowed: the independent solver's word.
    fn confirmed(position: &Position, win: &ChainWin) -> bool {
        let wide = Budget {
            own_turns: win.own_turns,
            max_defences: 64,
            max_nodes: 50_000_000,
        };
        proves(position, win.first, win.own_turns, wide)
    }

    #[test]
    fn a_chain_of_two_sacrifices_is_proved_and_the_solver_agrees() {
        let position = position_after(Board::Rings48, CHAIN_48);
        let proof = prove_chain(&position, budget(4));
        let win = proof.win.expect("a chain win");
        assert_eq!(win.own_turns, 3);
        // Both sacrifices and the defender's forced captures, then the winning capture.
        assert_eq!(win.line.len(), 5);
        assert!(win.line[1].is_capture() && win.line[3].is_capture() && win.line[4].is_capture());
        assert!(confirmed(&position, &win));
        // The line is played out to the prover's goal.
        let mut end = position;
        for &turn in &win.line {
            assert!(end.check(turn).is_ok(), "{}", end.format_turn(turn));
            end.play_unchecked(turn);
        }
        assert_eq!(
            end.outcome().and_then(|o| o.winner()),
            Some(position.side_to_move())
        );
        // Two turns of its own are not enough there.
        assert_eq!(prove_chain(&position, budget(2)).win, None);
    }

    #[test]
    fn every_chain_win_of_a_game_is_confirmed_by_the_solver() {
        let turns: Vec<&str> = CHAIN_48.split_whitespace().collect();
        let mut game = Game::new(Board::Rings48, GameType::Standard);
        for turn in turns {
            let position = *game.position();
            if let Some(win) = prove_chain(&position, budget(3)).win {
                assert!(
                    confirmed(&position, &win),
                    "{}",
                    position.format_turn(win.first)
                );
            }
            game.play_text(turn).expect("a legal turn");
        }
        let position = *game.position();
        let win = prove_chain(&position, budget(3))
            .win
            .expect("the last position's win");
        assert!(confirmed(&position, &win));
    }

    #[test]
    fn nothing_is_proved_from_the_start_or_past_the_budget() {
        let start = Position::new(Board::Rings48, GameType::Standard);
        let proof = prove_chain(&start, budget(4));
        assert_eq!(proof.win, None);
        // With no capture to hand over, the start has no sacrifice to follow.
        assert!(proof.nodes == 0, "{}", proof.nodes);
        let position = position_after(Board::Rings48, CHAIN_48);
        let starved = ChainBudget {
            max_nodes: 100,
            ..budget(4)
        };
        let proof = prove_chain(&position, starved);
        assert_eq!(proof.win, None);
        // (Each level of the line counts one more turn on its way back.)
        assert!(proof.nodes <= 110, "{}", proof.nodes);
        // A clock already run out stops it at its first reading.
        let late = ChainBudget {
            deadline: Some(Instant::now()),
            ..budget(4)
        };
        let proof = prove_chain(&position, late);
        assert_eq!(proof.win, None);
        assert!(proof.nodes <= 1040, "{}", proof.nodes);
    }

    #[test]
    fn a_prover_used_again_answers_as_a_new_one() {
        let position = position_after(Board::Rings48, CHAIN_48);
        let mut prover = ChainProver::new();
        let first = prover.prove(&position, budget(4));
        let start = Position::new(Board::Rings48, GameType::Standard);
        assert_eq!(prover.prove(&start, budget(4)).win, None);
        assert_eq!(prover.prove(&position, budget(4)), first);
        assert_eq!(prove_chain(&position, budget(4)), first);
    }

    /// A game hard lost to a random mover on 48 rings (seed 600 of stop 109, game 157).
    const SEED_600: &str = "Bd5-h3 Wb4-f1 Wc7-d8 Bf2-h1 Bh2-a4 Ga5-e1 Bg3-c1 h2xf4 Bd7-e2 \
        c7xe6 Gb6-a1 a5xc7 Bg1-g5 g1xe3 Gb6-d2 c7xa5 Wb6-d3 a5xc7 Bb6-g1 c7xa5 Gb6-f2 a5xc7 \
        Gb6-f6 c7xa5 Bb6-h4 a5xc7 Wb6-d1 c7xa5 Gc6-b6 Ge7-c7 e7xe5xg3 Wb1-e7 Ge6-h2 Ba3-c2 \
        a3xc5xe4 e3xe5";

    #[test]
    fn every_removal_that_isolates_a_group_is_a_cut_ring() {
        let mut game = Game::new(Board::Rings48, GameType::Standard);
        let mut isolations = 0;
        for token in SEED_600
            .split_whitespace()
            .chain(CHAIN_48.split_whitespace())
        {
            if token == "Bg2-e7" {
                game = Game::new(Board::Rings48, GameType::Standard);
            }
            let position = *game.position();
            let rings = position.rings();
            let whole = rings
                .first()
                .is_some_and(|ring| Bitboard::flood(Bitboard::from_cell(ring), rings) == rings);
            let cuts = cut_rings(&position);
            position.for_each_legal_turn(|turn| {
                if let Turn::Place {
                    remove: Some(ring), ..
                } = turn
                {
                    let mut after = position;
                    after.play_unchecked(turn);
                    if whole && after.rings().count() + 1 < rings.count() {
                        isolations += 1;
                        assert!(cuts.contains(ring), "{}", position.format_turn(turn));
                    }
                }
            });
            game.play_text(token).expect("a legal turn");
        }
        assert!(isolations > 0);
    }
}
