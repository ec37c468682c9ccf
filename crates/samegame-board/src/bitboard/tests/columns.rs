//! The column-word walks and the packed board against `floodfill`'s general `Filler`.

use alloc::{vec, vec::Vec};

use floodfill::{Connectivity, Filler, SquareGrid};
use proptest::prelude::*;

use super::common::edge_columns;
use crate::bitboard::{
    Packed16, close_gaps, grow4, grow4_window, small_components, with_neighbour,
};

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
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// grow4 gives the 4-connected region the scanline `Filler` gives, on grids up to
    /// the 64 x 64 limit.
    #[test]
    fn grow4_matches_the_filler(
        w in 1usize..=64, h in 1usize..=64, seed in any::<u64>(), open in 3u64..8,
        at in any::<(usize, usize)>(),
    ) {
        let cols = columns(w, h, seed, open);
        let (sx, sy) = (at.0 % w, at.1 % h);
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let mut filler = Filler::new();
        let is_open = |c: usize| cols[c % w] >> (c / w) & 1 != 0;
        let region = filler.fill(&grid, sy * w + sx, is_open).unwrap();
        let mut want = vec![0u64; w];
        for c in region.cells() {
            want[c % w] |= 1 << (c / w);
        }
        let mut got = vec![0u64; w];
        let span = grow4(w, h, |x| cols[x], sx, 1 << sy, &mut got);
        prop_assert_eq!(&got, &want);
        let touched: Vec<usize> = (0..w).filter(|&x| want[x] != 0).collect();
        prop_assert_eq!(span, touched.first().map(|&lo| (lo, *touched.last().unwrap())));
    }

    /// grow4_window gives grow4's region whenever it answers, and answers exactly when
    /// the seed is in the window and its region stays inside the window, on grids of
    /// up to 16 rows (the lane size) and up to 64 columns, windows anywhere around
    /// the seed (also sticking out of the grid).
    #[test]
    fn grow4_window_matches_grow4(
        w in 1usize..=64, h in 1usize..=16, seed in any::<u64>(), open in 3u64..8,
        at in any::<(usize, usize)>(), back in 0usize..5,
    ) {
        let cols = columns(w, h, seed, open);
        let (sx, sy) = (at.0 % w, at.1 % h);
        let first = sx.saturating_sub(back);
        let mut want = vec![0u64; w];
        let span = grow4(w, h, |x| cols[x], sx, 1 << sy, &mut want);
        let got = grow4_window(w, |x| cols[x], first, sx, sy as u32);
        match span {
            None => prop_assert_eq!(got, None),
            _ if sx > first + 3 => prop_assert_eq!(got, None),
            Some((lo, hi)) if lo < first || hi > first + 3 => prop_assert_eq!(got, None),
            Some((lo, hi)) => {
                let region = got.expect("the region fits the window");
                prop_assert_eq!(region.first, first);
                prop_assert_eq!(region.span(), Some((lo, hi)));
                for (i, &word) in want.iter().enumerate() {
                    let lane = if (first..first + 4).contains(&i) { region.column(i - first) } else { 0 };
                    prop_assert_eq!(lane, word, "column {}", i);
                }
                prop_assert_eq!(region.count(), want.iter().map(|w| w.count_ones()).sum::<u32>());
            }
        }
    }

    /// with_neighbour marks exactly the open cells with an open 4-neighbour.
    #[test]
    fn with_neighbour_matches_a_cell_walk(w in 1usize..=20, h in 1usize..=64, seed in any::<u64>()) {
        let cols = columns(w, h, seed, 4);
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let open = |c: usize| cols[c % w] >> (c / w) & 1 != 0;
        for x in 0..w {
            let left = if x > 0 { cols[x - 1] } else { 0 };
            let right = cols.get(x + 1).copied().unwrap_or(0);
            let got = with_neighbour(left, cols[x], right);
            for y in 0..h {
                let c = y * w + x;
                let want = open(c) && grid.neighbors(c).any(open);
                prop_assert_eq!(got >> y & 1 != 0, want, "({}, {})", x, y);
            }
        }
    }

    /// Closing gaps keeps the remaining bits in order.
    #[test]
    fn close_gaps_compresses(word in any::<u64>(), removed in any::<u64>()) {
        let kept: Vec<u64> = (0..64).filter(|y| removed >> y & 1 == 0).map(|y| word >> y & 1).collect();
        let want = kept.iter().enumerate().fold(0u64, |w, (i, b)| w | b << i);
        prop_assert_eq!(close_gaps(word, removed), want);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// small_components sorts the same-value components of a random grid of up to
    /// 16 x 16 cells (some empty) into sizes 2, 3, 4 and larger as the Filler's
    /// labelling does. Few values (some runs with 1 or 2) make every shape of 4 cells
    /// common, and components that reach the grid's last row and column.
    #[test]
    fn small_components_match_the_labelling(
        w in 1usize..=16, h in 1usize..=16, colors in 1u8..6,
        values in prop::collection::vec(0u8..6, 256),
    ) {
        let at = |x: usize, y: usize| values[x * 16 + y] % (colors + 1);
        let (up, right) = edge_columns(w, h, at);
        let got = small_components(Packed16::from_columns(&up), Packed16::from_columns(&right));
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let mut filler = Filler::new();
        let keys: Vec<u8> = (0..w * h).map(|c| at(c % w, c / w)).collect();
        let comps = filler.components_by_key(&grid, |c| Some(keys[c]).filter(|&k| k != 0)).unwrap();
        let mut firsts = [Vec::new(), Vec::new(), Vec::new()];
        let mut larger = Vec::new();
        for cells in comps.iter() {
            let xy: Vec<(usize, usize)> = cells.map(|c| (c % w, c / w)).collect();
            let first = *xy.iter().min().unwrap();
            match xy.len() {
                1 => {}
                n @ 2..=4 => firsts[n - 2].push(first),
                _ => larger.extend(xy),
            }
        }
        for list in &mut firsts {
            list.sort_unstable();
        }
        larger.sort_unstable();
        prop_assert_eq!(got.pairs.cells().collect::<Vec<_>>(), firsts[0].clone());
        prop_assert_eq!(got.triples.cells().collect::<Vec<_>>(), firsts[1].clone());
        prop_assert_eq!(got.quads.cells().collect::<Vec<_>>(), firsts[2].clone());
        prop_assert_eq!(got.larger.cells().collect::<Vec<_>>(), larger);
    }
}

/// Every 4-cell shape (all 19 fixed tetrominoes) placed at every position of a
/// 16 x 16 grid, alone and next to a cell of its colour (which makes it a 5):
/// small_components finds each as one quad with the right first cell, or as larger.
#[test]
fn small_components_knows_every_tetromino_everywhere() {
    let shapes: [[(usize, usize); 4]; 19] = [
        [(0, 0), (0, 1), (0, 2), (0, 3)],
        [(0, 0), (1, 0), (2, 0), (3, 0)],
        [(0, 0), (1, 0), (0, 1), (1, 1)],
        [(0, 0), (0, 1), (0, 2), (1, 0)],
        [(0, 0), (0, 1), (0, 2), (1, 2)],
        [(1, 0), (1, 1), (1, 2), (0, 0)],
        [(1, 0), (1, 1), (1, 2), (0, 2)],
        [(0, 0), (1, 0), (2, 0), (0, 1)],
        [(0, 0), (1, 0), (2, 0), (2, 1)],
        [(0, 1), (1, 1), (2, 1), (0, 0)],
        [(0, 1), (1, 1), (2, 1), (2, 0)],
        [(0, 0), (1, 0), (2, 0), (1, 1)],
        [(0, 1), (1, 1), (2, 1), (1, 0)],
        [(0, 0), (0, 1), (0, 2), (1, 1)],
        [(1, 0), (1, 1), (1, 2), (0, 1)],
        [(0, 0), (1, 0), (1, 1), (2, 1)],
        [(0, 1), (1, 1), (1, 0), (2, 0)],
        [(0, 0), (0, 1), (1, 1), (1, 2)],
        [(1, 0), (1, 1), (0, 1), (0, 2)],
    ];
    for shape in shapes {
        for ox in 0..14 {
            for oy in 0..14 {
                let cells: Vec<(usize, usize)> =
                    shape.iter().map(|&(x, y)| (x + ox, y + oy)).collect();
                if cells.iter().any(|&(x, y)| x >= 16 || y >= 16) {
                    continue;
                }
                let first = *cells.iter().min().unwrap();
                let in_shape = |x: usize, y: usize| cells.contains(&(x, y));
                let (up, right) = edge_columns(16, 16, |x, y| u8::from(in_shape(x, y)));
                let got =
                    small_components(Packed16::from_columns(&up), Packed16::from_columns(&right));
                assert_eq!(got.quads.cells().collect::<Vec<_>>(), [first], "{cells:?}");
                assert!(got.pairs.is_empty() && got.triples.is_empty() && got.larger.is_empty());
                // One more cell of the colour above the shape's top-right cell: a 5.
                let top = *cells.iter().max_by_key(|&&(x, y)| (y, x)).unwrap();
                if top.1 + 1 < 16 {
                    let extra = (top.0, top.1 + 1);
                    let five = |x: usize, y: usize| in_shape(x, y) || (x, y) == extra;
                    let (up, right) = edge_columns(16, 16, |x, y| u8::from(five(x, y)));
                    let got = small_components(
                        Packed16::from_columns(&up),
                        Packed16::from_columns(&right),
                    );
                    assert!(got.quads.is_empty(), "{cells:?} + {extra:?}");
                    assert_eq!(got.larger.count(), 5);
                }
            }
        }
    }
}

/// A component as `Packed16::components` reports it: first cell, size, cells.
type Found = (usize, u32, Vec<(usize, usize)>);

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Packed16::components peels the same-value components of a random grid of up to
    /// 16 x 16 cells (some empty; few values, so components are often wide and leave
    /// the four-column window) as the Filler's labelling finds them: first cells,
    /// sizes and cells, in the order of the first cells. Packed16::flood from any set
    /// of seeds gives the union of their components.
    #[test]
    fn packed_components_match_the_labelling(
        w in 1usize..=16, h in 1usize..=16, colors in 1u8..4,
        values in prop::collection::vec(0u8..4, 256),
        seeds in prop::collection::vec(0usize..256, 0..4),
    ) {
        let at = |x: usize, y: usize| values[x * 16 + y] % (colors + 1);
        let (mut up, mut right, mut cells) = ([0u64; 16], [0u64; 16], [0u64; 16]);
        for x in 0..w {
            for y in 0..h {
                let v = at(x, y);
                if v == 0 {
                    continue;
                }
                cells[x] |= 1 << y;
                if y + 1 < h && at(x, y + 1) == v {
                    up[x] |= 1 << y;
                }
                if x + 1 < w && at(x + 1, y) == v {
                    right[x] |= 1 << y;
                }
            }
        }
        let (up, right) = (Packed16::from_columns(&up), Packed16::from_columns(&right));
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let mut filler = Filler::new();
        let keys: Vec<u8> = (0..w * h).map(|c| at(c % w, c / w)).collect();
        let comps = filler.components_by_key(&grid, |c| Some(keys[c]).filter(|&k| k != 0)).unwrap();
        // Reference components as sorted (x, y) lists, ordered by first cell.
        let mut want: Vec<Vec<(usize, usize)>> = comps
            .iter()
            .map(|cells| {
                let mut xy: Vec<(usize, usize)> = cells.map(|c| (c % w, c / w)).collect();
                xy.sort_unstable();
                xy
            })
            .collect();
        want.sort_unstable();
        let got: Vec<Found> = Packed16::from_columns(&cells)
            .components(up, right)
            .map(|c| (c.first, c.size, c.cells.cells().collect()))
            .collect();
        prop_assert_eq!(got.len(), want.len());
        for ((first, size, cells), want) in got.iter().zip(&want) {
            prop_assert_eq!(*first, 16 * want[0].0 + want[0].1);
            prop_assert_eq!(*size as usize, want.len());
            prop_assert_eq!(cells, want);
        }
        // Flood from seed cells (empty ones join nothing but themselves).
        let mut seed_set = Packed16::EMPTY;
        for &s in &seeds {
            seed_set.words[s / 64] |= 1 << (s % 64);
        }
        let flooded: Vec<(usize, usize)> = seed_set.flood(up, right).cells().collect();
        let mut expect: Vec<(usize, usize)> = seeds.iter().map(|&s| (s / 16, s % 16)).collect();
        for comp in &want {
            if comp.iter().any(|&(x, y)| seeds.contains(&(16 * x + y))) {
                expect.extend(comp.iter().copied());
            }
        }
        expect.sort_unstable();
        expect.dedup();
        prop_assert_eq!(flooded, expect);
    }
}

#[test]
fn packed_components_leave_the_window() {
    // One snake over the whole 16 x 16 grid: even rows full, joined at alternate
    // ends; every start window is left on both sides. And a set that holds only the
    // right end of a row: the component is found whole from a cell that is not first.
    let mut up = [0u64; 16];
    let mut right = [0u64; 16];
    for x in 0..16 {
        for y in (0..16).step_by(2) {
            if x < 15 {
                right[x] |= 1 << y;
            }
            let joins_up = (y % 4 == 0 && x == 15) || (y % 4 == 2 && x == 0);
            if joins_up && y < 14 {
                up[x] |= 1 << y | 1 << (y + 1);
            }
        }
    }
    let (up, right) = (Packed16::from_columns(&up), Packed16::from_columns(&right));
    let all: Vec<_> = Packed16::from_columns(&[0x5555; 16])
        .components(up, right)
        .collect();
    assert_eq!(all.len(), 1);
    assert_eq!((all[0].first, all[0].size), (0, 8 * 16 + 7));
    let tail = Packed16::from_columns(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0b100]);
    let found: Vec<_> = tail.components(up, right).collect();
    assert_eq!(found.len(), 1);
    assert_eq!((found[0].first, found[0].size), (16 * 15 + 2, 8 * 16 + 7));
}
