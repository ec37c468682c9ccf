//! `Packed16::components` (the one-word window growth and its whole-grid fallback)
//! against a brute-force breadth-first labelling of coloured grids.

use alloc::collections::VecDeque;
use alloc::vec::Vec;

use crate::bitboard::{Packed16, small_components};
use proptest::prelude::*;

use super::common::packed_edges;

/// A coloured grid of up to 16 x 16 cells: `color[x][y]`, 0 for an empty cell.
type Colors = [[u8; 16]; 16];

/// Components as (first cell's bit index, size, cells column by column).
type Found = Vec<(usize, u32, Vec<(usize, usize)>)>;

/// The same-colour edges of `colors` in the `components` encoding: a bit at each
/// cell joined to the cell above it / on its right (inside `w x h`).
fn edges(colors: &Colors, w: usize, h: usize) -> (Packed16, Packed16) {
    packed_edges(w, h, |x, y| colors[x][y])
}

/// The component of `(x, y)` by a breadth-first walk over same-colour neighbours.
fn bfs(colors: &Colors, w: usize, h: usize, x: usize, y: usize) -> Vec<(usize, usize)> {
    let c = colors[x][y];
    let mut seen = [[false; 16]; 16];
    let mut queue = VecDeque::from([(x, y)]);
    seen[x][y] = true;
    let mut cells = Vec::new();
    while let Some((x, y)) = queue.pop_front() {
        cells.push((x, y));
        if c == 0 {
            continue; // an empty cell is joined to nothing
        }
        let near = [
            (x.wrapping_sub(1), y),
            (x + 1, y),
            (x, y.wrapping_sub(1)),
            (x, y + 1),
        ];
        for (nx, ny) in near {
            if nx < w && ny < h && !seen[nx][ny] && colors[nx][ny] == c {
                seen[nx][ny] = true;
                queue.push_back((nx, ny));
            }
        }
    }
    cells.sort_unstable();
    cells
}

/// What `set.components(..)` must give: repeatedly the lowest cell left in the set
/// (column-major), its component's size and cells, the component taken out.
fn expected(colors: &Colors, w: usize, h: usize, set: Packed16) -> Found {
    let mut left: Vec<(usize, usize)> = set.cells().collect();
    let mut out = Vec::new();
    while let Some(&(x, y)) = left.first() {
        let comp = bfs(colors, w, h, x, y);
        left.retain(|c| !comp.contains(c));
        out.push((16 * x + y, comp.len() as u32, comp));
    }
    out
}

fn found(set: Packed16, up: Packed16, right: Packed16) -> Found {
    set.components(up, right)
        .map(|c| (c.first, c.size, c.cells.cells().collect()))
        .collect()
}

/// A random grid: sizes biased to the full 16 x 16 (where groups touch column 15
/// and row 15), 1-6 colours, some grids without empty cells (one-colour grids are
/// then one component over the whole grid, far wider than the four-column window).
fn grid() -> impl Strategy<Value = (usize, usize, Colors)> {
    let side = prop_oneof![Just(16usize), 1usize..=16];
    (
        side.clone(),
        side,
        1u8..=6,
        0u32..4,
        prop::collection::vec(any::<u32>(), 256),
    )
        .prop_map(|(w, h, colors, holes, noise)| {
            let mut grid = [[0u8; 16]; 16];
            for x in 0..w {
                for y in 0..h {
                    let n = noise[16 * x + y];
                    // About `holes` in 16 cells empty.
                    grid[x][y] = if n % 16 < holes {
                        0
                    } else {
                        1 + (n / 16 % u32::from(colors)) as u8
                    };
                }
            }
            (w, h, grid)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Every tile, the tiles of the groups of 5 or more (the SameGame listing's
    /// set), and a random subset of the tiles (components then start at cells that
    /// are not their first, and may reach left of the window): components, first
    /// cells, sizes and cells in order, as the breadth-first walk finds them.
    #[test]
    fn components_match_a_breadth_first_labelling(
        (w, h, colors) in grid(),
        subset in prop::collection::vec(any::<u64>(), 4),
    ) {
        let (up, right) = edges(&colors, w, h);
        let mut tiles = [0u64; 16];
        for (x, column) in colors.iter().enumerate().take(w) {
            for (y, &c) in column.iter().enumerate().take(h) {
                if c != 0 {
                    tiles[x] |= 1 << y;
                }
            }
        }
        let tiles = Packed16::from_columns(&tiles);
        let larger = small_components(up, right).larger;
        let some = tiles & Packed16 { words: [subset[0], subset[1], subset[2], subset[3]] };
        for set in [tiles, larger, some] {
            prop_assert_eq!(found(set, up, right), expected(&colors, w, h, set));
        }
    }
}

/// The components of the graph `up` / `right` holding cells of `set`, by a
/// breadth-first walk over the edges (edges out of the grid ignored), in the order
/// `components` gives them.
fn expected_by_edges(up: &[u64; 4], right: &[u64; 4], set: Packed16) -> Found {
    let bit = |p: &[u64; 4], x: usize, y: usize| p[x / 4] >> (16 * (x % 4) + y) & 1 != 0;
    let mut left: Vec<(usize, usize)> = set.cells().collect();
    let mut out = Vec::new();
    while let Some(&(x, y)) = left.first() {
        let mut seen = [[false; 16]; 16];
        seen[x][y] = true;
        let mut queue = VecDeque::from([(x, y)]);
        let mut comp = Vec::new();
        while let Some((x, y)) = queue.pop_front() {
            comp.push((x, y));
            let mut near = Vec::new();
            if y < 15 && bit(up, x, y) {
                near.push((x, y + 1));
            }
            if y > 0 && bit(up, x, y - 1) {
                near.push((x, y - 1));
            }
            if x < 15 && bit(right, x, y) {
                near.push((x + 1, y));
            }
            if x > 0 && bit(right, x - 1, y) {
                near.push((x - 1, y));
            }
            for (nx, ny) in near {
                if !seen[nx][ny] {
                    seen[nx][ny] = true;
                    queue.push_back((nx, ny));
                }
            }
        }
        comp.sort_unstable();
        left.retain(|c| !comp.contains(c));
        out.push((16 * x + y, comp.len() as u32, comp));
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any edge sets (not only same-colour ones: a 2 x 2 block may miss an edge),
    /// dense or sparse, with stray bits out of the grid (row 15 up, column 15
    /// right), which are ignored; the set is every cell or a random subset.
    #[test]
    fn components_match_a_walk_over_any_edges(
        up in prop::collection::vec(any::<u64>(), 4),
        right in prop::collection::vec(any::<u64>(), 4),
        thin in prop::collection::vec(any::<u64>(), 4),
        subset in prop::collection::vec(any::<u64>(), 4),
        dense in any::<bool>(),
    ) {
        // Dense: about 3 edges in 4 (long components); else about 1 in 2.
        let edges = |w: &[u64], k: usize| {
            let e = w[k];
            if dense { e | thin[k] } else { e }
        };
        let up: [u64; 4] = core::array::from_fn(|k| edges(&up, k));
        let right: [u64; 4] = core::array::from_fn(|k| edges(&right, k));
        let (p_up, p_right) = (Packed16 { words: up }, Packed16 { words: right });
        let all = Packed16 { words: [!0; 4] };
        let some = Packed16 { words: [subset[0], subset[1], subset[2], subset[3]] };
        for set in [all, some] {
            prop_assert_eq!(found(set, p_up, p_right), expected_by_edges(&up, &right, set));
        }
    }
}

/// Hand-made boards at the window's and the grid's edges.
#[test]
fn components_at_the_edges() {
    let check = |colors: &Colors| {
        let (up, right) = edges(colors, 16, 16);
        let all = Packed16 { words: [!0; 4] };
        assert_eq!(found(all, up, right), expected(colors, 16, 16, all));
    };
    // One colour everywhere: one component of 256 cells.
    let one = [[1u8; 16]; 16];
    let (up, right) = edges(&one, 16, 16);
    let all = found(Packed16 { words: [!0; 4] }, up, right);
    assert_eq!((all.len(), all[0].0, all[0].1), (1, 0, 256));
    check(&one);
    // Rows of one colour each, every row a component 16 columns wide.
    let mut rows = [[0u8; 16]; 16];
    for (x, column) in rows.iter_mut().enumerate() {
        for (y, c) in column.iter_mut().enumerate() {
            *c = 1 + (y % 2) as u8 + 2 * u8::from(x == 15 && y == 15);
        }
    }
    check(&rows);
    // Columns of alternating colours: each column one 16-cell component reaching
    // row 15, the last ones in columns 12-15 (window past the grid).
    let mut cols = [[0u8; 16]; 16];
    for (x, column) in cols.iter_mut().enumerate() {
        *column = [1 + (x % 2) as u8; 16];
    }
    check(&cols);
    // A group whose first cell is in each column, and which runs from it four
    // columns right (one past the window) along row 15, then down column x + 4.
    for x in 0..12 {
        let mut g = [[2u8; 16]; 16];
        for (i, column) in g.iter_mut().enumerate() {
            for (y, c) in column.iter_mut().enumerate() {
                *c = 2 + ((i + y) % 2) as u8;
            }
        }
        for column in &mut g[x..=x + 4] {
            column[15] = 1;
        }
        for c in &mut g[x + 4] {
            *c = 1;
        }
        check(&g);
    }
}
