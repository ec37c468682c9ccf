//! `small_components` (one `u16` lane per column) against its earlier formulation on
//! whole-board words, kept here as the oracle, on the edges of random coloured grids.

use crate::bitboard::{Packed16, SmallComponents, small_components};
use alloc::vec::Vec;

use proptest::prelude::*;

use super::common::packed_edges;

/// The earlier `small_components`: degrees from the edge sets, "has a neighbour in
/// this set" as four whole-board shifts, the first cells by one mask.
fn small_components_before(up: Packed16, right: Packed16) -> SmallComponents {
    let (n_up, n_right) = (up, right);
    let n_down = up.shifted_up();
    let n_left = right.shifted_right();
    let vertical = n_up | n_down;
    let horizontal = n_left | n_right;
    let any = vertical | horizontal;
    let two = (n_up & n_down) | (n_left & n_right) | (vertical & horizontal);
    let three = (n_up & n_down & horizontal) | (n_left & n_right & vertical);
    let four = n_up & n_down & n_left & n_right;
    let deg1 = any & !two;
    let deg2 = two & !three;
    let deg3 = three & !four;
    let across = |set: Packed16| {
        (n_up & set.shifted_down())
            | (n_down & set.shifted_up())
            | (n_right & set.shifted_left())
            | (n_left & set.shifted_right())
    };
    let near_deg1 = across(deg1);
    let near_two = across(two);
    let in_pairs = deg1 & near_deg1;
    let centres = deg2 & !near_two;
    let in_triples = centres | across(centres);
    let ends = deg2 & near_deg1;
    let middles = (ends & across(ends)) | (deg3 & !near_two);
    let corner = deg2 & n_up & n_right;
    let squares = corner
        & (deg2 & n_right).shifted_down()
        & (deg2 & n_up).shifted_left()
        & deg2.shifted_down().shifted_left();
    let square_cells = {
        let column = squares | squares.shifted_up();
        column | column.shifted_right()
    };
    let in_quads = middles | across(middles) | square_cells;
    let first = !n_down
        & !n_left
        & !(n_up & n_left.shifted_down())
        & !(n_up & n_up.shifted_down() & n_left.shifted_down().shifted_down());
    SmallComponents {
        pairs: in_pairs & first,
        triples: in_triples & first,
        quads: in_quads & first,
        larger: any & !in_pairs & !in_triples & !in_quads,
    }
}

/// Both formulations on one grid: the same four sets.
fn check(w: usize, h: usize, at: impl Fn(usize, usize) -> u8) -> SmallComponents {
    let (up, right) = packed_edges(w, h, at);
    let got = small_components(up, right);
    assert_eq!(got, small_components_before(up, right));
    got
}

/// A side of 1 to 16, the full 16 one time in three.
fn side() -> impl Strategy<Value = usize> {
    prop_oneof![1 => Just(16usize), 2 => 1usize..=16]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Random grids of 1-16 x 1-16 cells in 1-6 colours, full (as a SameGame board
    /// before its first move) or with holes: the same pairs, triples, quads and
    /// larger cells as the earlier formulation, whatever touches row or column 15.
    #[test]
    fn small_components_match_the_earlier_formulation(
        w in side(), h in side(), colors in 1u8..=6, holes in any::<bool>(),
        values in prop::collection::vec(any::<u8>(), 256),
    ) {
        let at = |x: usize, y: usize| {
            let v = values[x * 16 + y];
            if holes { v % (colors + 1) } else { v % colors + 1 }
        };
        let (up, right) = packed_edges(w, h, at);
        prop_assert_eq!(small_components(up, right), small_components_before(up, right));
    }
}

#[test]
fn one_color_is_one_larger_group() {
    let got = check(16, 16, |_, _| 1);
    assert_eq!(got.larger.count(), 256);
    assert!(got.pairs.is_empty() && got.triples.is_empty() && got.quads.is_empty());
}

#[test]
fn a_checkerboard_has_no_group() {
    let got = check(16, 16, |x, y| 1 + ((x + y) % 2) as u8);
    assert_eq!(got, SmallComponents::default());
}

#[test]
fn squares_tiling_the_board_are_quads() {
    let got = check(16, 16, |x, y| 1 + ((x / 2 + y / 2) % 2) as u8);
    let corners: Vec<(usize, usize)> = (0..16)
        .step_by(2)
        .flat_map(|x| (0..16).step_by(2).map(move |y| (x, y)))
        .collect();
    assert_eq!(got.quads.cells().collect::<Vec<_>>(), corners);
    assert!(got.pairs.is_empty() && got.triples.is_empty() && got.larger.is_empty());
}

#[test]
fn vertical_runs_of_one_to_six_tiles() {
    // Each column cut into runs of n tiles (the last one 16 % n), columns side by
    // side in opposite colours: runs touching row 15, in column 15 too.
    for n in 1..=6 {
        let got = check(16, 16, |x, y| 1 + ((y / n + x) % 2) as u8);
        let mut want = [0u32; 4];
        let sizes = core::iter::repeat_n(n, 16 / n).chain(Some(16 % n));
        for size in sizes {
            match size {
                0 | 1 => {}
                2..=4 => want[size - 2] += 16,
                _ => want[3] += 16 * size as u32,
            }
        }
        let counts = [
            got.pairs.count(),
            got.triples.count(),
            got.quads.count(),
            got.larger.count(),
        ];
        assert_eq!(counts, want, "runs of {n}");
    }
}
