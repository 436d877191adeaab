//! The delay test ([`SearchParams::delay_test`](super::SearchParams::delay_test)): a sacrifice
//! that a deeper iteration prefers to the last one's quiet turn, only because it puts an
//! opponent's threat off by a placement.
//!
//! A sacrifice's capture costs no depth, so a sacrifice uses up one of the searcher's
//! placements and pushes the opponent's next placements a step further out: a combination of
//! theirs that fits within the horizon after a quiet turn may not fit after the sacrifice,
//! which then looks better than the quiet turn although it leaves the combination standing
//! and costs a marble besides. With the opponent given the move at once (as the null move
//! gives it), the search tells the two apart: a sacrifice that parries a threat, or makes one
//! of the searcher's own, leaves the opponent worse off after its capture than before it; a
//! delay leaves them as well off, the marble added.

use zertz_engine::{Position, Turn};

use super::root::{RootTurn, hands_over_capture};
use super::{INFINITY, Searcher};
use crate::eval::WIN_BOUND;

impl Searcher {
    /// After the iteration `depth` placements deep, whose best turn (first in `root`) is a
    /// sacrifice scored below `before`, the best turn and score of the iteration before it,
    /// whose turn handed over nothing: whether the sacrifice is a delay, and then the turn of
    /// `before` is put first. Only from [`SearchParams::delay_test`] placements deep, where
    /// the sacrifice's principal variation answers it with one capture and the searcher is to
    /// move after it; the clock stopping either search leaves the order as it was.
    ///
    /// [`SearchParams::delay_test`]: super::SearchParams::delay_test
    pub(super) fn test_delay(
        &mut self,
        position: &Position,
        root: &mut [RootTurn],
        depth: u32,
        before: Option<(Turn, i32)>,
    ) -> bool {
        let Some(k) = self.displaced_quiet(position, root, depth, before) else {
            return false;
        };
        let Some(after) = after_sacrifice(position, &root[0].pv) else {
            return false;
        };
        let Some(now) = self.threat(position, depth) else {
            return false;
        };
        let Some(later) = self.threat(&after, depth) else {
            return false;
        };
        if later < now {
            return false;
        }
        root[..=k].rotate_right(1);
        true
    }

    /// After the iteration `depth` placements deep that the clock stopped, `ranked` its order
    /// (the turns it searched first): where the turn it put first is a sacrifice scored below
    /// `before` as [`Searcher::test_delay`] asks, no time is left to test it, and with
    /// [`SearchParams::delay_partial`] the turn of `before` is put back first — a sacrifice
    /// the test could not clear does not displace the quiet turn.
    ///
    /// [`SearchParams::delay_partial`]: super::SearchParams::delay_partial
    pub(super) fn keep_untested(
        &self,
        position: &Position,
        ranked: &mut [RootTurn],
        depth: u32,
        before: Option<(Turn, i32)>,
    ) -> bool {
        if !self.params.delay_partial {
            return false;
        }
        let Some(k) = self.displaced_quiet(position, ranked, depth, before) else {
            return false;
        };
        ranked[..=k].rotate_right(1);
        true
    }

    /// Where the delay test applies to `root` after an iteration `depth` placements deep:
    /// its best turn (first) an exact sacrifice, short of a forced result, scored below
    /// `before`, the last finished iteration's best turn and score, a turn that handed over
    /// nothing; then that turn's place in `root`.
    fn displaced_quiet(
        &self,
        position: &Position,
        root: &[RootTurn],
        depth: u32,
        before: Option<(Turn, i32)>,
    ) -> Option<usize> {
        let from = u32::from(self.params.delay_test);
        let (quiet, quiet_score) = before?;
        let best = root.first()?;
        if from == 0
            || depth < from
            || !best.exact
            || best.score.abs() >= WIN_BOUND
            || best.score >= quiet_score
            || best.turn == quiet
            || hands_over_capture(position, quiet)
            || !hands_over_capture(position, best.turn)
        {
            return None;
        }
        root.iter().position(|r| r.turn == quiet)
    }

    /// The opponent's value of `position` with the move given to them at once, searched one
    /// placement less than `depth`; None where the clock stopped it.
    fn threat(&mut self, position: &Position, depth: u32) -> Option<i32> {
        let mut passed = *position;
        passed.play_unchecked(Turn::Pass);
        let value = self.negamax(&passed, depth as i32 - 1, -INFINITY, INFINITY, 1, false);
        (!self.stopped).then_some(value)
    }
}

/// The position after a root sacrifice and the single capture its principal variation `pv`
/// answers it with, where the sacrificer is then to move with no capture due; else None.
fn after_sacrifice(position: &Position, pv: &[Turn]) -> Option<Position> {
    let (&sacrifice, &capture) = (pv.first()?, pv.get(1)?);
    if !capture.is_capture() {
        return None;
    }
    let mut after = *position;
    after.play_unchecked(sacrifice);
    after.play_unchecked(capture);
    (after.side_to_move() == position.side_to_move()
        && !after.must_capture()
        && !after.is_finished())
    .then_some(after)
}

#[cfg(test)]
mod tests {
    use zertz_engine::{Board, GameType};

    use super::*;
    use crate::search::SearchParams;

    /// Hard's first turns of game 157 of seed 600 (48 rings, stop 109), lost to a random mover
    /// by a run of its sacrifices (the whole game is in `tests/search/lost_games.rs`).
    const SEED_600: &str = "Bd5-h3 Wb4-f1 Wc7-d8 Bf2-h1 Bh2-a4 Ga5-e1 Bg3-c1 h2xf4 Bd7-e2 c7xe6 \
        Gb6-a1 a5xc7 Bg1-g5 g1xe3";

    /// The position before turn `index` (from 0) of the game above.
    fn before(index: usize) -> Position {
        let mut position = Position::new(Board::Rings48, GameType::Standard);
        for text in SEED_600.split_whitespace().take(index) {
            let turn = position
                .parse_turn(text)
                .expect("the game's turns are legal");
            position.play_unchecked(turn);
        }
        position
    }

    /// A searcher on 48 rings with the delay test from `from` placements deep.
    fn searcher(from: u8) -> Searcher {
        let params = SearchParams {
            delay_test: from,
            ..SearchParams::default()
        };
        crate::search::tests::searcher(params, Board::Rings48)
    }

    /// A root turn of `position` with the score `score` and the line `pv` (its first turn).
    fn root_turn(position: &Position, pv: &[&str], score: i32) -> RootTurn {
        let mut line = Vec::new();
        let mut at = *position;
        for text in pv {
            let turn = at.parse_turn(text).expect("the line is legal");
            at.play_unchecked(turn);
            line.push(turn);
        }
        RootTurn {
            turn: line[0],
            score,
            handicap: 0,
            exact: true,
            pass: 1,
            pv: line,
        }
    }

    /// Before hard's turn 11 (`Gb6-a1` played) the plan `Wd1-d2` is best two placements deep
    /// (+43), and three deep the sacrifice `Gb6-d2` (−37): after the plan the opponent has a
    /// combination of two sacrifices (`Bg2-f6 f2xh2 Wd4-d3 d4xd6 e6xc5xa3`), which the
    /// sacrifice only puts off. Given the move at once, the opponent stands better after the
    /// sacrifice and its capture than before it, so the plan goes first.
    fn the_delay() -> (Position, Vec<RootTurn>, Turn) {
        let position = before(10);
        let sacrifice = root_turn(&position, &["Gb6-d2", "a5xc7", "Wd1-a1", "Wb1-a3"], -37);
        let plan = root_turn(&position, &["Wd1-d2"], -211);
        let quiet = plan.turn;
        (position, vec![sacrifice, plan], quiet)
    }

    #[test]
    fn a_sacrifice_that_only_puts_a_threat_off_gives_way_to_the_quiet_turn() {
        let (position, mut root, quiet) = the_delay();
        let sacrifice = root[0].turn;
        let mut s = searcher(2);
        // The threats searched one placement deep: the opponent's more than a marble better
        // after the sacrifice than before it (279 and 359 points when this was written).
        let now = s.threat(&position, 2).expect("no clock stops it");
        let after = after_sacrifice(&position, &root[0].pv).expect("one capture answers it");
        let later = s.threat(&after, 2).expect("no clock stops it");
        assert!(later > now, "{later} against {now}");
        assert!(s.test_delay(&position, &mut root, 2, Some((quiet, 43))));
        assert_eq!(root[0].turn, quiet);
        assert_eq!(root[1].turn, sacrifice);
    }

    #[test]
    fn the_delay_test_acts_only_where_a_deeper_iteration_turned_to_a_worse_sacrifice() {
        let (position, root, quiet) = the_delay();
        let untouched = |from: u8, depth: u32, before: Option<(Turn, i32)>| {
            let mut turns = root.clone();
            let acted = searcher(from).test_delay(&position, &mut turns, depth, before);
            !acted && turns[0].turn == root[0].turn
        };
        // Off, or an iteration shallower than the test's.
        assert!(untouched(0, 2, Some((quiet, 43))));
        assert!(untouched(3, 2, Some((quiet, 43))));
        // No iteration before it, or one whose best scored no higher than the sacrifice.
        assert!(untouched(2, 2, None));
        assert!(untouched(2, 2, Some((quiet, -37))));
        // The iteration before chose a sacrifice too.
        let other = root_turn(&position, &["Gb6-a1"], 0).turn;
        assert!(untouched(2, 2, Some((other, 43))));
        // A line of the sacrifice without the capture that answers it.
        let mut turns = root.clone();
        turns[0].pv.truncate(1);
        assert!(!searcher(2).test_delay(&position, &mut turns, 2, Some((quiet, 43))));
    }

    #[test]
    fn an_iteration_cut_short_keeps_the_quiet_turn_over_an_untested_sacrifice() {
        let (position, root, quiet) = the_delay();
        let sacrifice = root[0].turn;
        let keeps = |partial: bool, before: Option<(Turn, i32)>| {
            let mut s = searcher(2);
            s.params.delay_partial = partial;
            let mut turns = root.clone();
            let acted = s.keep_untested(&position, &mut turns, 2, before);
            (acted, turns[0].turn)
        };
        // No search is needed: the quiet turn goes back first at once.
        assert_eq!(keeps(true, Some((quiet, 43))), (true, quiet));
        // Off, or where the delay test would not look at the sacrifice either.
        assert_eq!(keeps(false, Some((quiet, 43))), (false, sacrifice));
        assert_eq!(keeps(true, Some((quiet, -37))), (false, sacrifice));
        assert_eq!(keeps(true, None), (false, sacrifice));
        let mut s = searcher(3);
        s.params.delay_partial = true;
        let mut turns = root.clone();
        assert!(!s.keep_untested(&position, &mut turns, 2, Some((quiet, 43))));
    }

    #[test]
    fn a_sacrifice_answered_by_a_capture_that_hands_one_back_is_not_tested() {
        // Before hard's turn 13 three placements choose `Wd4-f6`, whose capture `d4xd6` lets
        // hard jump two marbles at once: the searcher is not to move quietly after it.
        let position = before(12);
        let pv = ["Wd4-f6", "d4xd6", "e6xc5xa3"];
        let line = root_turn(&position, &pv, -146).pv;
        assert!(after_sacrifice(&position, &line).is_none());
    }
}
