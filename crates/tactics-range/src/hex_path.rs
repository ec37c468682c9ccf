//! The neighbour steps of the padded grid search (`square_path`) on offset hex
//! boards (`floodfill::HexGrid`, all four layouts): a cell's neighbours by entry
//! arithmetic, from the parity of its row or column, which the entry gives without
//! a division (see [`HexShape::shifted`]).
//!
//! In a row layout a shifted row's diagonal neighbours sit half a cell further
//! right: with `s = 1` on shifted rows, the six neighbours in `hexgrid::Direction`
//! order are `(1, 0), (s, -1), (s - 1, -1), (-1, 0), (s - 1, 1), (s, 1)` as
//! `(dcol, drow)`. A column layout is the same turned a quarter: with `s = 1` on
//! shifted columns they are `(1, s), (1, s - 1), (0, -1), (-1, s - 1), (-1, s),
//! (0, 1)`. The unit test below checks both against hexgrid's own tables.

use floodfill::HexGrid;
use hexgrid::OffsetLayout;

use crate::square_path::{Steps, row_and_column};

/// The shape of a hex board as the search needs it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct HexShape {
    cols: usize,
    /// Row layouts shift every other row, column layouts every other column.
    rows_shifted: bool,
    /// The parity (0 or 1) of the shifted rows or columns.
    shifted_parity: usize,
    /// One row down in both halves of an entry.
    down: u64,
}

impl HexShape {
    /// The shape of `board`.
    pub(crate) fn of(board: &HexGrid) -> Self {
        let (rows_shifted, shifted_parity) = match board.layout() {
            OffsetLayout::OddR => (true, 1),
            OffsetLayout::EvenR => (true, 0),
            OffsetLayout::OddQ => (false, 1),
            OffsetLayout::EvenQ => (false, 0),
        };
        HexShape {
            cols: board.cols(),
            rows_shifted,
            shifted_parity,
            down: row_and_column(board.cols()).0,
        }
    }

    /// Whether the board shifts rows (else columns).
    pub(crate) fn rows_shifted(&self) -> bool {
        self.rows_shifted
    }

    /// Whether the line (row or column) of the cell of `entry` is shifted. The
    /// padded index `p` and the cell `u` of a cell at `(x, y)` differ by
    /// `2y + cols + 3`, which gives the row; the column is then `u - y * cols`.
    #[inline(always)]
    fn shifted(self, entry: u64) -> bool {
        let (p, u) = (entry as u32 as usize, (entry >> 32) as usize);
        let row = p.wrapping_sub(u).wrapping_sub(self.cols + 3) >> 1;
        let line = if self.rows_shifted {
            row
        } else {
            u.wrapping_sub(row.wrapping_mul(self.cols))
        };
        line & 1 == self.shifted_parity
    }
}

/// A row-layout board (`OddR`, `EvenR`).
#[derive(Clone, Copy)]
pub(crate) struct HexRowSteps(pub(crate) HexShape);

impl Steps for HexRowSteps {
    type Entries = [u64; 6];
    #[inline(always)]
    fn entries(self, e: u64) -> [u64; 6] {
        let (down, right) = (self.0.down, 1 | 1 << 32);
        // Shifted rows reach their diagonal neighbours one column further right.
        let s = if self.0.shifted(e) { right } else { 0 };
        let (up, below) = (
            e.wrapping_sub(down).wrapping_add(s),
            e.wrapping_add(down).wrapping_add(s),
        );
        [
            e.wrapping_add(right),
            up,
            up.wrapping_sub(right),
            e.wrapping_sub(right),
            below.wrapping_sub(right),
            below,
        ]
    }
}

/// A column-layout board (`OddQ`, `EvenQ`).
#[derive(Clone, Copy)]
pub(crate) struct HexColumnSteps(pub(crate) HexShape);

impl Steps for HexColumnSteps {
    type Entries = [u64; 6];
    #[inline(always)]
    fn entries(self, e: u64) -> [u64; 6] {
        let (down, right) = (self.0.down, 1 | 1 << 32);
        // Shifted columns reach their side neighbours one row further down.
        let s = if self.0.shifted(e) { down } else { 0 };
        let (east, west) = (
            e.wrapping_add(right).wrapping_add(s),
            e.wrapping_sub(right).wrapping_add(s),
        );
        [
            east,
            east.wrapping_sub(down),
            e.wrapping_sub(down),
            west.wrapping_sub(down),
            west,
            e.wrapping_add(down),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexgrid::OffsetCoord;

    /// The formulas in the module comment, against hexgrid's neighbour tables.
    #[test]
    fn neighbour_formulas_match_hexgrid() {
        for layout in OffsetLayout::ALL {
            let board = HexGrid::new(4, 4, layout).unwrap();
            let shape = HexShape::of(&board);
            for parity in 0..2 {
                let c = OffsetCoord::new(parity, parity);
                let line_shifted = parity as usize == shape.shifted_parity;
                let s = i32::from(line_shifted);
                let want = if shape.rows_shifted {
                    [(1, 0), (s, -1), (s - 1, -1), (-1, 0), (s - 1, 1), (s, 1)]
                } else {
                    [(1, s), (1, s - 1), (0, -1), (-1, s - 1), (-1, s), (0, 1)]
                };
                assert_eq!(*layout.neighbor_deltas(c), want, "{layout:?} {parity}");
            }
        }
    }
}
