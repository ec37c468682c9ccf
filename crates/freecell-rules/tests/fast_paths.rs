//! The fast paths against plain definitions: the card-set move generator
//! against every (from, to, count) triple the validating `check` accepts, and
//! apply + undo against the identity, on positions reached by
//! random play under random variants.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use freecell_rules::{Building, Card, Location, Move, MoveList, Position, Rules, Suit};
use proptest::prelude::*;

use crate::common;
use common::strategies::start_strategy;

/// Every legal move by brute force: all places, all counts, kept when the
/// validating `check` accepts them.
fn naive_legal_moves(p: &Position) -> Vec<Move> {
    let r = p.rules();
    common::every_move(r.cascades(), r.free_cells(), 0..=14)
        .into_iter()
        .filter(|&m| p.check(m).is_ok())
        .collect()
}

/// The canonical subset the generator promises: into the lowest empty free
/// cell and the lowest empty cascade only, and never a whole cascade into an
/// empty one.
fn canonical(p: &Position, moves: Vec<Move>) -> Vec<Move> {
    let r = p.rules();
    let first_empty_cell = (0..r.free_cells()).find(|&i| p.free_cell(i).is_none());
    let first_empty_cascade = (0..r.cascades()).find(|&c| p.cascade_len(c) == 0);
    moves
        .into_iter()
        .filter(|m| match m.to {
            Location::FreeCell(i) => Some(i as usize) == first_empty_cell,
            Location::Cascade(b) if p.cascade_len(b as usize) == 0 => {
                let whole = matches!(m.from, Location::Cascade(a)
                    if p.cascade_len(a as usize) == m.count as usize);
                Some(b as usize) == first_empty_cascade && !whole
            }
            _ => true,
        })
        .collect()
}

/// A total order on moves, to compare lists as sets.
fn key(m: &Move) -> (u8, u8, u8, u8, u8) {
    let split = |l: Location| match l {
        Location::Cascade(c) => (0, c),
        Location::FreeCell(i) => (1, i),
        Location::Foundation(s) => (2, s as u8),
    };
    let (a, b) = split(m.from);
    let (c, d) = split(m.to);
    (a, b, c, d, m.count)
}

fn hash_of(p: &Position) -> u64 {
    let mut h = DefaultHasher::new();
    p.hash(&mut h);
    h.finish()
}

/// The documented order of the generator, written plainly on the public
/// accessors (the walk-every-run-card generator of before the run table):
/// foundation moves (free cells, then cascades), then per source cascade and
/// per run length k the cascades exposing a card the k-th card fits on (by
/// card index) and then the first empty cascade, then free cell to cascade
/// (same order), then every cascade into the first empty free cell.
fn reference_order(p: &Position) -> Vec<Move> {
    let r = p.rules();
    let (nc, nf) = (r.cascades(), r.free_cells());
    let first_empty_cell = (0..nf).find(|&i| p.free_cell(i).is_none());
    let first_empty_cascade = (0..nc).find(|&c| p.cascade_len(c) == 0);
    let next_home = |c: Card| p.foundation(c.suit()) + 1 == c.rank().value();
    // Exposed cards by card index, with their cascade.
    let mut exposed: Vec<(Card, usize)> =
        (0..nc).filter_map(|c| p.top(c).map(|t| (t, c))).collect();
    exposed.sort_by_key(|&(t, _)| t.index());
    let mut out = Vec::new();
    for i in 0..nf {
        if let Some(c) = p.free_cell(i).filter(|&c| next_home(c)) {
            out.push(Move::single(
                Location::FreeCell(i as u8),
                Location::Foundation(c.suit()),
            ));
        }
    }
    for a in 0..nc {
        if let Some(c) = p.top(a).filter(|&c| next_home(c)) {
            out.push(Move::single(
                Location::Cascade(a as u8),
                Location::Foundation(c.suit()),
            ));
        }
    }
    let onto_card = p.supermove_capacity(false) as usize;
    let into_empty = p.supermove_capacity(true) as usize;
    for a in 0..nc {
        let cards = p.cascade(a);
        let len = cards.len();
        for k in 1..=len.min(onto_card) {
            let card = cards[len - k];
            if k > 1 && !p.fits_on(cards[len - k + 1], card) {
                break;
            }
            for &(t, c) in &exposed {
                if p.fits_on(card, t) {
                    out.push(Move::new(
                        Location::Cascade(a as u8),
                        Location::Cascade(c as u8),
                        k as u8,
                    ));
                }
            }
            if let Some(e) = first_empty_cascade.filter(|_| k < len && k <= into_empty) {
                out.push(Move::new(
                    Location::Cascade(a as u8),
                    Location::Cascade(e as u8),
                    k as u8,
                ));
            }
        }
    }
    for i in 0..nf {
        let Some(card) = p.free_cell(i) else { continue };
        for &(t, c) in &exposed {
            if p.fits_on(card, t) {
                out.push(Move::single(
                    Location::FreeCell(i as u8),
                    Location::Cascade(c as u8),
                ));
            }
        }
        if let Some(e) = first_empty_cascade {
            out.push(Move::single(
                Location::FreeCell(i as u8),
                Location::Cascade(e as u8),
            ));
        }
    }
    if let Some(f) = first_empty_cell {
        for a in (0..nc).filter(|&a| p.cascade_len(a) > 0) {
            out.push(Move::single(
                Location::Cascade(a as u8),
                Location::FreeCell(f as u8),
            ));
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// The generator gives exactly the canonical legal moves, each once, on
    /// every position of a random game (long enough to empty cascades and
    /// fill cells, with foundation moves preferred now and then so that
    /// games reach their later stages).
    #[test]
    fn generated_moves_are_the_canonical_legal_moves(
        start in start_strategy(1_000_000),
        choices in proptest::collection::vec(any::<u16>(), 1..120),
    ) {
        let mut p = start;
        let mut list = MoveList::new();
        for choice in choices {
            p.legal_moves_into(&mut list);
            let mut generated: Vec<Move> = list.to_vec();
            generated.sort_by_key(key);
            let before = generated.len();
            generated.dedup();
            prop_assert_eq!(generated.len(), before, "a move was generated twice\n{}", p);
            // The exact order the solver relies on.
            prop_assert_eq!(list.to_vec(), reference_order(&p), "\n{}", p);
            let mut expected = canonical(&p, naive_legal_moves(&p));
            expected.sort_by_key(key);
            prop_assert_eq!(&generated, &expected, "\n{}", p);

            if list.is_empty() {
                break;
            }
            let home = list.iter().copied().find(|m| m.is_to_foundation());
            let m = match home {
                Some(m) if choice % 3 == 0 => m,
                _ => list[choice as usize % list.len()],
            };
            p.apply(m).unwrap();
        }
    }

    /// Apply, then undo, gives back the very same position (equal, and equal
    /// hashes) for every generated move.
    #[test]
    fn apply_then_undo_is_the_identity(
        start in start_strategy(1_000_000),
        choices in proptest::collection::vec(any::<u16>(), 1..80),
    ) {
        let mut p = start;
        let mut list = MoveList::new();
        for choice in choices {
            p.legal_moves_into(&mut list);
            for &m in list.iter() {
                let mut q = p;
                q.apply(m).unwrap();
                q.undo(m).unwrap();
                prop_assert_eq!(q, p, "{}", m);
                prop_assert_eq!(hash_of(&q), hash_of(&p));
                prop_assert_eq!(q.empty_free_cells(), p.empty_free_cells());
                prop_assert_eq!(q.empty_cascades(), p.empty_cascades());
            }
            if list.is_empty() {
                break;
            }
            p.apply(list[choice as usize % list.len()]).unwrap();
        }
    }
}

/// Cascade `a`'s top `k` cards moved onto cascade `b`, the plain way: the
/// position rebuilt from its parts with the two cascades changed.
fn run_moved(p: &Position, a: usize, b: usize, k: usize) -> Position {
    let r = p.rules();
    let mut cascades: Vec<Vec<Card>> = (0..r.cascades()).map(|c| p.cascade(c).to_vec()).collect();
    let cut = cascades[a].len() - k;
    let run = cascades[a].split_off(cut);
    cascades[b].extend(run);
    let columns: Vec<&[Card]> = cascades.iter().map(Vec::as_slice).collect();
    let cells: Vec<Option<Card>> = (0..r.free_cells()).map(|i| p.free_cell(i)).collect();
    let home = Suit::ALL.map(|s| p.foundation(s));
    Position::from_parts(&columns, &cells, home, r.building()).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// The validating apply's fast path for run moves agrees with `check` on
    /// every (cascade, cascade, count) triple, legal or not, including runs
    /// over the free cells' capacity and into empty cascades: an accepted
    /// move lands where moving the cards by hand lands, a refused one changes
    /// nothing and gives `check`'s reason.
    #[test]
    fn validated_apply_agrees_with_check_on_every_run_move(
        start in start_strategy(1_000_000),
        choices in proptest::collection::vec(any::<u16>(), 1..60),
    ) {
        let mut p = start;
        let mut list = MoveList::new();
        let nc = p.rules().cascades() as u8;
        for choice in choices {
            for a in 0..=nc {
                for b in 0..=nc {
                    for count in 0..=14u8 {
                        let m = Move::new(Location::Cascade(a), Location::Cascade(b), count);
                        let mut q = p;
                        let got = q.apply(m);
                        prop_assert_eq!(got, p.check(m), "{}\n{}", m, p);
                        if got.is_ok() {
                            let expected = run_moved(&p, a.into(), b.into(), count.into());
                            prop_assert_eq!(q, expected, "{}", m);
                        } else {
                            prop_assert_eq!(q, p, "{}", m);
                        }
                    }
                }
            }
            p.legal_moves_into(&mut list);
            if list.is_empty() {
                break;
            }
            p.apply(list[choice as usize % list.len()]).unwrap();
        }
    }
}

/// Counts of empty places straight from the accessors, against the fast ones.
#[test]
fn empty_place_counts_match_the_accessors() {
    for seed in 0..200u64 {
        let rules = Rules::new(
            (seed % 9) as usize,
            1 + (seed % 10) as usize,
            Building::AlternateColors,
        )
        .unwrap();
        let mut p = Position::from_seed(rules, seed);
        for step in 0..60u64 {
            let cells = (0..rules.free_cells())
                .filter(|&i| p.free_cell(i).is_none())
                .count();
            let cascades = (0..rules.cascades())
                .filter(|&c| p.cascade_len(c) == 0)
                .count();
            assert_eq!(p.empty_free_cells(), cells);
            assert_eq!(p.empty_cascades(), cascades);
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p.apply(moves[((seed * 31 + step * 7) as usize) % moves.len()])
                .unwrap();
        }
    }
}
