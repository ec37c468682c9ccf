//! The neighbour steps of the padded grid search (`square_path`) on offset hex
//! boards (`floodfill::HexGrid`, all four layouts): a cell's neighbours by entry
//! arithmetic, from the parity of its row or column, which the entry gives without
//! a division (see [`HexRowSteps::parity`]).
//!
//! The neighbour offsets are hexgrid's own ([`OffsetLayout::neighbor_deltas`], in
//! `hexgrid::Direction` order, as `floodfill::HexGrid` offers them), read at compile
//! time for each layout: `HexSteps<L>` is one search per layout whose offsets are
//! constants, so a step is an add and the parity costs one multiply shared by all
//! six (an offset table read at run time made hex searches about a quarter slower).

use floodfill::HexGrid;
use hexgrid::{OffsetCoord, OffsetLayout};

use crate::square_path::{COLUMN, Steps, row_down};

/// A hex board as the bit-parallel search steps it: its layout, width and one row down
/// (not the area shape [`crate::HexShape`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct HexRowSteps {
    layout: OffsetLayout,
    cols: usize,
    /// One row down in both halves of an entry.
    down: u64,
}

impl HexRowSteps {
    /// The shape of `board`.
    pub(crate) fn of(board: &HexGrid) -> Self {
        HexRowSteps {
            layout: board.layout(),
            cols: board.cols(),
            down: row_down(board.cols()),
        }
    }

    /// The board's layout: which `HexSteps` to search with.
    pub(crate) fn layout(&self) -> OffsetLayout {
        self.layout
    }

    /// The parity of the row (row layouts) or column (column layouts) of the cell of
    /// `entry`. The padded index `p` and the cell `u` of a cell at `(x, y)` differ by
    /// `2y + cols + 3`, which gives the row; the column is then `u - y * cols`.
    #[inline(always)]
    fn parity(self, entry: u64, rows: bool) -> u64 {
        let (p, u) = (entry as u32 as usize, (entry >> 32) as usize);
        let row = p.wrapping_sub(u).wrapping_sub(self.cols + 3) >> 1;
        let line = if rows {
            row
        } else {
            u.wrapping_sub(row.wrapping_mul(self.cols))
        };
        (line & 1) as u64
    }
}

/// The steps of a hex board in layout `OffsetLayout::ALL[L]`.
#[derive(Clone, Copy)]
pub(crate) struct HexSteps<const L: usize>(pub(crate) HexRowSteps);

impl<const L: usize> HexSteps<L> {
    const LAYOUT: OffsetLayout = OffsetLayout::ALL[L];
    /// hexgrid's `(dcol, drow)` offsets for cells of even and of odd row (or column).
    const DELTAS: [[(i32, i32); 6]; 2] = [
        *Self::LAYOUT.neighbor_deltas(OffsetCoord::new(0, 0)),
        *Self::LAYOUT.neighbor_deltas(OffsetCoord::new(1, 1)),
    ];
}

/// The entry offset of `(dcol, drow)`, as two's complement so adding it is the same
/// wrapping step as subtracting its size.
#[inline(always)]
fn offset((dcol, drow): (i32, i32), down: u64) -> u64 {
    (i64::from(drow) as u64)
        .wrapping_mul(down)
        .wrapping_add((i64::from(dcol) as u64).wrapping_mul(COLUMN))
}

impl<const L: usize> Steps for HexSteps<L> {
    type Entries = [u64; 6];
    #[inline(always)]
    fn entries(self, e: u64) -> [u64; 6] {
        let down = self.0.down;
        let odd = self.0.parity(e, Self::LAYOUT.is_row_layout());
        core::array::from_fn(|i| {
            let even = offset(Self::DELTAS[0][i], down);
            let shift = offset(Self::DELTAS[1][i], down).wrapping_sub(even);
            e.wrapping_add(even).wrapping_add(odd.wrapping_mul(shift))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;
    use floodfill::Topology;

    /// The entry steps land on the cells floodfill's `HexGrid` lists, in its order.
    #[test]
    fn steps_match_the_board() {
        for layout in OffsetLayout::ALL {
            let board = HexGrid::new(5, 4, layout).unwrap();
            let shape = HexRowSteps::of(&board);
            let w = board.cols();
            for cell in 0..board.len() {
                let p = cell + w + 3 + 2 * (cell / w);
                let entry = p as u64 | (cell as u64) << 32;
                let entries = match layout {
                    OffsetLayout::OddR => HexSteps::<0>(shape).entries(entry),
                    OffsetLayout::EvenR => HexSteps::<1>(shape).entries(entry),
                    OffsetLayout::OddQ => HexSteps::<2>(shape).entries(entry),
                    OffsetLayout::EvenQ => HexSteps::<3>(shape).entries(entry),
                };
                assert_eq!(
                    OffsetLayout::ALL,
                    [
                        OffsetLayout::OddR,
                        OffsetLayout::EvenR,
                        OffsetLayout::OddQ,
                        OffsetLayout::EvenQ
                    ]
                );
                let on_map: Vec<usize> = entries
                    .iter()
                    .map(|&e| ((e >> 32) as u32 as usize, e as u32 as usize))
                    .filter(|&(_, p)| {
                        let (x, y) = (p % (w + 2), p / (w + 2));
                        (1..=w).contains(&x) && (1..=board.rows()).contains(&y)
                    })
                    .map(|(c, _)| c)
                    .collect();
                let mut want = Vec::new();
                board.for_each_neighbor(cell, |n| want.push(n));
                assert_eq!(on_map, want, "{layout:?} cell {cell}");
            }
        }
    }
}
