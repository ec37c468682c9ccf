//! The neighbour steps of the padded grid search (`square_path`) on offset hex
//! boards (`floodfill::HexGrid`, all four layouts): a cell's neighbours by entry
//! arithmetic, from the parity of its row or column, which the entry gives without
//! a division (see [`HexShape::shifted`]).
//!
//! The neighbour offsets are hexgrid's own ([`OffsetLayout::neighbor_deltas`], in
//! `hexgrid::Direction` order, as `floodfill::HexGrid` offers them): turned once per
//! board into entry offsets for each parity, so a step is one add of a table entry.

use floodfill::HexGrid;
use hexgrid::{OffsetCoord, OffsetLayout};

use crate::square_path::{Steps, row_and_column};

/// The shape of a hex board as the search needs it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct HexShape {
    cols: usize,
    /// Row layouts shift every other row, column layouts every other column.
    rows_shifted: bool,
    /// Per parity of the cell's row (row layouts) or column (column layouts), the
    /// entry offsets of its six neighbours.
    steps: [[u64; 6]; 2],
}

impl HexShape {
    /// The shape of `board`.
    pub(crate) fn of(board: &HexGrid) -> Self {
        let layout = board.layout();
        let (down, right) = row_and_column(board.cols());
        // Offsets as two's complement, so adding one is the same wrapping step as
        // subtracting its size.
        let offset = |(dcol, drow): (i32, i32)| {
            (i64::from(drow) as u64)
                .wrapping_mul(down)
                .wrapping_add((i64::from(dcol) as u64).wrapping_mul(right))
        };
        let steps = [0, 1].map(|parity| {
            layout
                .neighbor_deltas(OffsetCoord::new(parity, parity))
                .map(offset)
        });
        HexShape {
            cols: board.cols(),
            rows_shifted: layout.is_row_layout(),
            steps,
        }
    }

    /// The parity of the line (row or column) of the cell of `entry`. The padded
    /// index `p` and the cell `u` of a cell at `(x, y)` differ by `2y + cols + 3`,
    /// which gives the row; the column is then `u - y * cols`.
    #[inline(always)]
    fn parity(self, entry: u64) -> usize {
        let (p, u) = (entry as u32 as usize, (entry >> 32) as usize);
        let row = p.wrapping_sub(u).wrapping_sub(self.cols + 3) >> 1;
        let line = if self.rows_shifted {
            row
        } else {
            u.wrapping_sub(row.wrapping_mul(self.cols))
        };
        line & 1
    }
}

/// The steps of a hex board in any offset layout.
#[derive(Clone, Copy)]
pub(crate) struct HexSteps(pub(crate) HexShape);

impl Steps for HexSteps {
    type Entries = [u64; 6];
    #[inline(always)]
    fn entries(self, e: u64) -> [u64; 6] {
        self.0.steps[self.0.parity(e)].map(|d| e.wrapping_add(d))
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
            let steps = HexSteps(HexShape::of(&board));
            let w = board.cols();
            for cell in 0..board.len() {
                let p = cell + w + 3 + 2 * (cell / w);
                let entry = p as u64 | (cell as u64) << 32;
                let on_map: Vec<usize> = steps
                    .entries(entry)
                    .iter()
                    .map(|&e| (e >> 32) as u32 as usize)
                    .zip(steps.entries(entry).iter().map(|&e| e as u32 as usize))
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
