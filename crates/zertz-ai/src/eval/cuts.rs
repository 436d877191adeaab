//! Isolation: the groups of rings the next placement can cut off and take with their marbles.

use zertz_engine::{Bitboard, Cell, Direction, Marble, Position, Turn};

/// Counts by colour as a plain array.
pub(crate) type Counts = [u8; 3];

/// A way for the next placement to take marbles by isolation.
#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct Cut {
    /// The marbles taken (not counting the placed one).
    pub(crate) gain: Counts,
    /// The placed marble must go on the cut-off group's last vacant ring (and is taken too).
    pub(crate) fill: bool,
    /// No ring would remain: the placer wins with the board used up.
    pub(crate) clears: bool,
    /// The vacant ring the placement must fill ([`NONE`] if the placement goes anywhere).
    pub(crate) at: u8,
    /// The free ring to remove ([`NONE`] if any will do).
    pub(crate) remove: u8,
}

/// No cell: see [`Cut`].
pub(crate) const NONE: u8 = u8::MAX;

/// The most cuts kept (more are ignored; real positions have a handful at most).
const MAX_CUTS: usize = 16;

/// The cuts available to whoever places next.
pub(crate) struct Cuts {
    list: [Cut; MAX_CUTS],
    len: usize,
}

impl Cuts {
    /// No cut.
    pub(crate) const NONE: Cuts = Cuts {
        list: [Cut {
            gain: [0; 3],
            fill: false,
            clears: false,
            at: NONE,
            remove: NONE,
        }; MAX_CUTS],
        len: 0,
    };

    fn push(&mut self, cut: Cut) {
        if let Some(slot) = self.list.get_mut(self.len) {
            *slot = cut;
            self.len += 1;
        }
    }

    /// The cuts found.
    pub(crate) fn as_slice(&self) -> &[Cut] {
        &self.list[..self.len.min(MAX_CUTS)]
    }

    /// Whether a cut is made by filling a ring: the placements [`for_each_fill`] names.
    pub(crate) fn has_fills(&self) -> bool {
        self.as_slice().iter().any(|cut| cut.fill && cut.at != NONE)
    }
}

/// The marbles of each colour on the cells of `set`.
#[inline]
pub(crate) fn marbles_in(pos: &Position, set: Bitboard) -> Counts {
    let mut counts = [0; 3];
    for colour in Marble::ALL {
        counts[colour.index()] = (pos.marbles(colour) & set).count() as u8;
    }
    counts
}

#[inline]
pub(crate) fn add(a: Counts, b: Counts) -> Counts {
    [
        a[0].saturating_add(b[0]),
        a[1].saturating_add(b[1]),
        a[2].saturating_add(b[2]),
    ]
}

#[inline]
pub(crate) fn sub(a: Counts, b: Counts) -> Counts {
    [
        a[0].saturating_sub(b[0]),
        a[1].saturating_sub(b[1]),
        a[2].saturating_sub(b[2]),
    ]
}

/// The cells whose neighbouring rings form two or more separate arcs: removing such a ring
/// may split its group (removing any other never does).
#[inline]
pub(crate) fn multi_arc(rings: Bitboard) -> Bitboard {
    let mut toward = [Bitboard::EMPTY; 6];
    for d in Direction::ALL {
        toward[d.number() as usize] = rings.toward(d);
    }
    let mut once = Bitboard::EMPTY;
    let mut twice = Bitboard::EMPTY;
    for d in 0..6 {
        let start = toward[d] & !toward[(d + 5) % 6];
        twice |= once & start;
        once |= start;
    }
    twice
}

/// The most groups with a single vacant ring that are remembered for combinations.
const MAX_FILLS: usize = 4;

/// Every cut open to the next placement: filling the last vacant ring of a separate group,
/// removing a free ring that cuts off full groups (or groups with one vacant ring, filled by the
/// placement), and the two together in one turn.
pub(crate) fn find_cuts(pos: &Position) -> Cuts {
    let mut cuts = Cuts {
        list: [Cut::default(); MAX_CUTS],
        len: 0,
    };
    let rings = pos.rings();
    let vacant = pos.vacant();
    if vacant.is_empty() {
        return cuts;
    }
    let one_vacant = vacant.is_single();
    if !pos.is_split() && one_vacant {
        cuts.push(Cut {
            gain: pos.marbles_on_board().0,
            fill: true,
            clears: true,
            at: vacant.first().map_or(NONE, |c| c.index()),
            remove: NONE,
        });
        return cuts;
    }
    let mut fills = [Bitboard::EMPTY; MAX_FILLS];
    let mut fill_count = 0;
    if pos.is_split() {
        let mut rest = rings;
        while let Some(cell) = rest.first() {
            let group = Bitboard::flood(Bitboard::from_cell(cell), rings);
            rest &= !group;
            if (group & vacant).is_single() {
                cuts.push(Cut {
                    gain: marbles_in(pos, group),
                    fill: true,
                    clears: false,
                    at: (group & vacant).first().map_or(NONE, |c| c.index()),
                    remove: NONE,
                });
                if let Some(slot) = fills.get_mut(fill_count) {
                    *slot = group;
                    fill_count += 1;
                }
            }
        }
    }
    let candidates = pos.free_rings() & multi_arc(rings);
    for ring in candidates {
        cut_at(
            pos,
            ring,
            vacant,
            one_vacant,
            &fills[..fill_count],
            &mut cuts,
        );
    }
    cuts
}

/// The cuts made by removing the free ring `ring`, alone or with the filling of one of the
/// separate groups `fills`.
fn cut_at(
    pos: &Position,
    ring: Cell,
    vacant: Bitboard,
    one_vacant: bool,
    fills: &[Bitboard],
    cuts: &mut Cuts,
) {
    let rest = pos.rings().without(ring);
    let mut seeds = Bitboard::from_cell(ring).neighbours() & rest;
    // Only the pieces with at most one vacant ring can be taken: the others are given up
    // on as soon as two vacant rings are found in them.
    let mut pieces = [Bitboard::EMPTY; 6];
    let mut count = 0;
    while let Some(seed) = seeds.first() {
        match piece_of(seed, rest, vacant) {
            Piece::Whole(piece) => {
                if piece == rest {
                    // The removal splits nothing.
                    return;
                }
                seeds &= !piece;
                if let Some(slot) = pieces.get_mut(count) {
                    *slot = piece;
                    count += 1;
                }
            }
            Piece::Open(part) => seeds &= !part,
        }
    }
    if count == 0 {
        return;
    }
    let mut taken = Bitboard::EMPTY;
    for &piece in &pieces[..count] {
        if (piece & vacant).is_empty() {
            taken |= piece;
        }
    }
    // The cut made by filling the one vacant ring of `group` (with the full pieces).
    let filling = |group: Bitboard| {
        let all = taken | group;
        Cut {
            gain: marbles_in(pos, all),
            fill: true,
            clears: (rest & !all).is_empty(),
            at: (group & vacant).first().map_or(NONE, |c| c.index()),
            remove: ring.index(),
        }
    };
    // Taking only the full pieces needs a vacant ring elsewhere for the placement.
    if !taken.is_empty() && !one_vacant {
        cuts.push(Cut {
            gain: marbles_in(pos, taken),
            fill: false,
            clears: false,
            at: NONE,
            remove: ring.index(),
        });
        for &group in fills.iter().filter(|g| !g.contains(ring)) {
            cuts.push(filling(group));
        }
    }
    for &piece in &pieces[..count] {
        if (piece & vacant).is_single() {
            cuts.push(filling(piece));
        }
    }
}

/// The piece of rings around a seed, as far as [`piece_of`] grew it.
enum Piece {
    /// The whole piece, with at most one vacant ring.
    Whole(Bitboard),
    /// Part of a piece with two vacant rings or more (so it can be neither taken nor filled).
    Open(Bitboard),
}

/// The piece of `within` that holds `seed`, grown until it is whole or holds two rings of
/// `vacant`.
#[inline]
fn piece_of(seed: Cell, within: Bitboard, vacant: Bitboard) -> Piece {
    let mut piece = Bitboard::from_cell(seed) & within;
    loop {
        let open = piece & vacant;
        if !open.is_empty() && !open.is_single() {
            return Piece::Open(piece);
        }
        let grown = Bitboard(piece.0 | piece.neighbours().0) & within;
        if grown == piece {
            return Piece::Whole(piece);
        }
        piece = grown;
    }
}

/// Calls `f` with the placements that fill a ring and take a cut-off group (each colour the
/// mover can place), as found by [`super::evaluate_with_cuts`]. Each must still be checked for
/// legality: where any free ring will do, the first one is named. A fill that takes no marble
/// but the placed one (a cut-off group of vacant rings alone), unless it clears the board, is
/// named in `empty_colours` colours: 0, none; 1, `colour` alone (none if None); 2 or more,
/// every colour.
pub(crate) fn for_each_fill(
    pos: &Position,
    cuts: &Cuts,
    empty_colours: u8,
    colour: Option<Marble>,
    mut f: impl FnMut(Turn),
) {
    let source = pos.placement_source();
    for cut in cuts.as_slice() {
        if !cut.fill || cut.at == NONE {
            continue;
        }
        let empty = !cut.clears && cut.gain == [0; 3];
        let at = Cell::from_index(cut.at);
        let remove = if cut.remove == NONE {
            pos.free_rings().without(at).first()
        } else {
            Some(Cell::from_index(cut.remove))
        };
        if empty && empty_colours < 2 {
            if let Some(marble) = colour.filter(|_| empty_colours == 1) {
                f(Turn::Place { marble, at, remove });
            }
            continue;
        }
        for marble in source.available() {
            f(Turn::Place { marble, at, remove });
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::eval::tests::random_positions;
    use zertz_engine::{Board, Game, GameType};

    /// Game 393 of seed 556 (48 rings, hard against a random mover) before its turn 17: a5
    /// stands alone and vacant, a marble for whoever fills it.
    pub(crate) const LONE_A5: &str =
        "Woo1o/oooo/GoGo/1ooooooo/2ooGoo/3ooooW/4ooWo/4oooo 3/3/7 0/0/0 0/2/3 1 48";

    #[test]
    fn an_empty_fill_is_named_in_as_many_colours_as_asked() {
        let pos = Position::from_text(LONE_A5).expect("a legal position");
        let a5 = Board::Rings48.parse_cell("a5").expect("a ring of 48");
        let cuts = find_cuts(&pos);
        let on_a5 = |empty_colours, colour| {
            let mut count = 0;
            for_each_fill(&pos, &cuts, empty_colours, colour, |turn| {
                if matches!(turn, Turn::Place { at, .. } if at == a5) {
                    count += 1;
                }
            });
            count
        };
        // Fills of a5 that also cut off marbles (with a removal) count in every colour.
        let taking = on_a5(0, Some(Marble::White));
        assert_eq!(on_a5(3, None), taking + 3);
        assert_eq!(on_a5(1, Some(Marble::Grey)), taking + 1);
        assert_eq!(on_a5(1, None), taking);
    }

    #[test]
    fn a_piece_is_grown_whole_unless_it_holds_two_vacant_rings() {
        let (mut whole, mut open) = (0, 0);
        for pos in random_positions(Board::Rings37, 40) {
            let vacant = pos.vacant();
            for ring in pos.free_rings() {
                let rest = pos.rings().without(ring);
                for seed in Bitboard::from_cell(ring).neighbours() & rest {
                    let piece = Bitboard::flood(Bitboard::from_cell(seed), rest);
                    match piece_of(seed, rest, vacant) {
                        Piece::Whole(grown) => {
                            assert_eq!(grown, piece, "{}", pos.to_text());
                            assert!((piece & vacant).count() <= 1, "{}", pos.to_text());
                            whole += 1;
                        }
                        Piece::Open(part) => {
                            assert_eq!(part & !piece, Bitboard::EMPTY, "{}", pos.to_text());
                            assert!((part & vacant).count() >= 2, "{}", pos.to_text());
                            open += 1;
                        }
                    }
                }
            }
        }
        assert!(whole > 20 && open > 20, "{whole} whole, {open} open");
    }

    #[test]
    fn every_cut_found_can_be_made_and_every_isolation_is_found() {
        let mut checked = 0;
        for board in [Board::Rings37, Board::Rings48] {
            for pos in random_positions(board, 40) {
                if pos.must_capture() || pos.placement_source().is_empty() {
                    continue;
                }
                let mut made: Vec<Counts> = Vec::new();
                pos.for_each_legal_turn(|turn| {
                    let gained = pos.captured_by(turn).0;
                    if gained != [0; 3] {
                        made.push(gained);
                    }
                });
                let source = pos.placement_source();
                let cuts = find_cuts(&pos);
                for cut in cuts.as_slice() {
                    let ok = if cut.fill {
                        source.available().any(|m| {
                            let mut want = cut.gain;
                            want[m.index()] += 1;
                            made.contains(&want)
                        })
                    } else {
                        made.iter().any(|g| (0..3).all(|k| g[k] >= cut.gain[k]))
                    };
                    assert!(ok, "{cut:?} cannot be made in {}", pos.to_text());
                    checked += 1;
                }
                // The biggest isolation (by marbles) is among the cuts.
                if let Some(most) = made.iter().map(|g| g.iter().sum::<u8>()).max() {
                    let claimed = cuts
                        .as_slice()
                        .iter()
                        .map(|c| c.gain.iter().sum::<u8>() + c.fill as u8)
                        .max()
                        .unwrap_or(0);
                    assert!(claimed >= most, "{most} missed in {}", pos.to_text());
                }
            }
        }
        assert!(checked > 50, "{checked}");
    }

    #[test]
    fn multi_arc_matches_a_ring_between_two_removed_rings() {
        // On the full board no ring splits anything.
        let rings = Board::Rings37.cells();
        assert!((multi_arc(rings) & rings).is_empty());
        let mut game = Game::new(Board::Rings37, GameType::Standard);
        game.play_sequence("Wd4-a1 Gd5-a3").unwrap();
        // a2 now has neighbours b2, b3 on one side only (a1 and a3 gone): one arc.
        let a2 = Board::Rings37.parse_cell("a2").unwrap();
        assert!(!multi_arc(game.position().rings()).contains(a2));
    }
}
