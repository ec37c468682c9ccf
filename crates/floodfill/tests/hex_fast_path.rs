//! The bit-parallel fill the `Filler` takes on hex boards in a row layout, against the
//! general breadth-first walk.

use floodfill::{Filler, FnGraph, HexGrid};
use hexgrid::OffsetLayout;
use proptest::prelude::*;

/// A `w x h` grid of random open cells (about `open` in 8 open), as column words.
fn columns(w: usize, h: usize, seed: u64, open: u64) -> Vec<u64> {
    let mut x = seed | 1;
    (0..w)
        .map(|_| {
            (0..h).fold(0u64, |word, y| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                word | (u64::from(x % 8 < open) << y)
            })
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// The Filler's bit-parallel path on hex boards in a row layout give the region the
    /// general breadth-first walk gives, for both row layouts and many seeds.
    #[test]
    fn hex_rows_match_the_breadth_first_walk(
        cols in 1usize..=64, rows in 1usize..=80, seed in any::<u64>(), odd in any::<bool>(),
        seeds in prop::collection::vec(any::<usize>(), 1..5),
    ) {
        let layout = if odd { OffsetLayout::OddR } else { OffsetLayout::EvenR };
        let open_rows = columns(rows, cols, seed, 5); // one word per row here
        let len = cols * rows;
        let open = |c: usize| open_rows[c / cols] >> (c % cols) & 1 != 0;
        let seeds: Vec<usize> = seeds.iter().map(|s| s % len).collect();
        let grid = HexGrid::new(cols, rows, layout).unwrap();
        // FnGraph has no fast path: the general walk is the reference.
        let general = FnGraph::new(len, |c| grid.neighbors(c), 6);
        let mut filler = Filler::new();
        let want: Vec<bool> = {
            let r = filler.fill_from(&general, seeds.iter().copied(), open).unwrap();
            (0..len).map(|c| r.contains(c)).collect()
        };
        let fast = filler.fill_from(&grid, seeds.iter().copied(), open).unwrap();
        prop_assert_eq!(fast.len(), want.iter().filter(|&&b| b).count());
        let mut cells: Vec<usize> = fast.cells().collect();
        cells.sort_unstable();
        prop_assert_eq!(cells, (0..len).filter(|&c| want[c]).collect::<Vec<_>>());
        let floating: Vec<usize> = filler.not_reached(&grid, seeds.iter().copied(), open).unwrap().collect();
        prop_assert_eq!(&floating, &(0..len).filter(|&c| open(c) && !want[c]).collect::<Vec<_>>());
        let mut rest = filler.not_reached(&grid, seeds.iter().copied(), open).unwrap();
        let skip = floating.len() / 2;
        for _ in 0..skip {
            rest.next();
        }
        prop_assert_eq!(rest.count(), floating.len() - skip);
    }
}

#[test]
fn hex_fast_path_checks_seeds() {
    let grid = HexGrid::new(12, 20, OffsetLayout::OddR).unwrap();
    let mut filler = Filler::new();
    assert!(filler.fill(&grid, 240, |_| true).is_err());
    assert_eq!(filler.fill(&grid, 239, |_| true).unwrap().len(), 240);
    // A column layout has no row shape and takes the general walk.
    let cols = HexGrid::new(12, 20, OffsetLayout::OddQ).unwrap();
    assert_eq!(filler.fill(&cols, 0, |_| true).unwrap().len(), 240);
}
