//! The movement search specialised for offset hex boards (`floodfill::HexGrid`, all
//! four layouts): neighbours by index arithmetic from the cell's column and the
//! parity of its shifted line, both carried in the queue entry, so no division and
//! no topology callback per cell.
//!
//! In a row layout a shifted row's diagonal neighbours sit half a cell further
//! right: with `s = 1` on shifted rows, the six neighbours in `hexgrid::Direction`
//! order are `(1, 0), (s, -1), (s - 1, -1), (-1, 0), (s - 1, 1), (s, 1)` as
//! `(dcol, drow)`. A column layout is the same turned a quarter: with `s = 1` on
//! shifted columns they are `(1, s), (1, s - 1), (0, -1), (-1, s - 1), (-1, s),
//! (0, 1)`. The unit test below checks both against hexgrid's own tables.

use floodfill::HexGrid;
use hexgrid::OffsetLayout;

use crate::dial::{Blocking, Dial, relax, settle_buckets};

/// Bit of a row-layout entry's high half holding the row's shift.
const SHIFT_BIT: u32 = 1 << 31;

/// The shape of a hex board as the search needs it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct HexShape {
    cols: usize,
    /// Row layouts shift every other row, column layouts every other column.
    rows_shifted: bool,
    /// The parity (0 or 1) of the shifted rows or columns.
    shifted_parity: usize,
}

impl HexShape {
    /// The shape of `board`, or `None` when its columns do not fit the entry's 31
    /// bits (they always do: `HexGrid` keeps sides within `i32`).
    pub(crate) fn of(board: &HexGrid) -> Option<Self> {
        let (rows_shifted, shifted_parity) = match board.layout() {
            OffsetLayout::OddR => (true, 1),
            OffsetLayout::EvenR => (true, 0),
            OffsetLayout::OddQ => (false, 1),
            OffsetLayout::EvenQ => (false, 0),
        };
        (board.cols() < SHIFT_BIT as usize).then_some(HexShape {
            cols: board.cols(),
            rows_shifted,
            shifted_parity,
        })
    }

    /// Whether the search takes the row-layout loop.
    pub(crate) fn rows_shifted(&self) -> bool {
        self.rows_shifted
    }

    /// The high half of `cell`'s queue entry: its column, and in a row layout the
    /// row's shift in [`SHIFT_BIT`].
    pub(crate) fn aux(&self, cell: usize) -> u32 {
        let col = (cell % self.cols) as u32;
        if self.rows_shifted && (cell / self.cols) & 1 == self.shifted_parity {
            col | SHIFT_BIT
        } else {
            col
        }
    }
}

/// Runs the search on a row-layout board (`OddR`, `EvenR`) with the start already
/// queued; as `square_path::search` otherwise.
pub(crate) fn search_rows<'s>(
    dial: Dial<'s>,
    shape: HexShape,
    order: &mut [u32],
    blocking: impl Blocking,
) -> (usize, Dial<'s>) {
    let Dial {
        state,
        links,
        tails,
        terrain,
        table,
        max_cost,
        mut slot,
        mut idle,
        floor,
        mut current,
        mut done,
        bad,
        mut unknown,
    } = dial;
    let w = shape.cols;
    let len = state.len();
    let terrain = &terrain[..len];
    let order = &mut order[..len];
    let heads = &mut tails.0;
    let mut settled = 0usize;
    settle_buckets!(
        links,
        heads,
        max_cost,
        slot,
        idle,
        floor,
        current,
        done,
        unknown,
        order,
        settled,
        |entry, cell| {
            let aux = (entry >> 32) as u32;
            let x = (aux & !SHIFT_BIT) as usize;
            let s = (aux >> 31) as usize;
            // Off-map entries never occur; the test proves every index below in bounds.
            if cell >= len {
                continue;
            }
            macro_rules! offer {
                ($v:expr, $aux:expr) => {
                    relax!(
                        state, links, heads, terrain, table, slot, floor, current, unknown,
                        blocking, cell, $v, $aux
                    )
                };
            }
            let same = aux & SHIFT_BIT;
            let other = same ^ SHIFT_BIT;
            let up = cell >= w;
            let down = cell + w < len;
            let east = x + 1 < w;
            let west = x > 0;
            // The diagonal columns: `x + s` on the right, `x + s - 1` on the left.
            let diagonal_east = x + s < w;
            let diagonal_west = x + s > 0;
            let (de, dw) = ((x + s) as u32, (x + s).wrapping_sub(1) as u32);
            if east {
                offer!(cell + 1, (x + 1) as u32 | same);
            }
            if up & diagonal_east {
                offer!(cell + s - w, de | other);
            }
            if up & diagonal_west {
                offer!(cell + s - 1 - w, dw | other);
            }
            if west {
                offer!(cell - 1, (x - 1) as u32 | same);
            }
            if down & diagonal_west {
                offer!(cell + w + s - 1, dw | other);
            }
            if down & diagonal_east {
                offer!(cell + w + s, de | other);
            }
        }
    );
    let dial = Dial {
        state,
        links,
        tails,
        terrain,
        table,
        max_cost,
        slot,
        idle,
        floor,
        current,
        done,
        bad,
        unknown,
    };
    (settled.min(len), dial)
}

/// Runs the search on a column-layout board (`OddQ`, `EvenQ`) with the start
/// already queued; as `square_path::search` otherwise.
pub(crate) fn search_cols<'s>(
    dial: Dial<'s>,
    shape: HexShape,
    order: &mut [u32],
    blocking: impl Blocking,
) -> (usize, Dial<'s>) {
    let Dial {
        state,
        links,
        tails,
        terrain,
        table,
        max_cost,
        mut slot,
        mut idle,
        floor,
        mut current,
        mut done,
        bad,
        mut unknown,
    } = dial;
    let w = shape.cols;
    let flip = shape.shifted_parity ^ 1;
    let len = state.len();
    let terrain = &terrain[..len];
    let order = &mut order[..len];
    let heads = &mut tails.0;
    let mut settled = 0usize;
    settle_buckets!(
        links,
        heads,
        max_cost,
        slot,
        idle,
        floor,
        current,
        done,
        unknown,
        order,
        settled,
        |entry, cell| {
            let x = (entry >> 32) as usize;
            // Off-map entries never occur; the test proves every index below in bounds.
            if cell >= len {
                continue;
            }
            macro_rules! offer {
                ($v:expr, $aux:expr) => {
                    relax!(
                        state,
                        links,
                        heads,
                        terrain,
                        table,
                        slot,
                        floor,
                        current,
                        unknown,
                        blocking,
                        cell,
                        $v,
                        $aux as u32
                    )
                };
            }
            // `s == 1` on shifted columns: their east and west neighbours sit half a
            // cell lower.
            let shifted = (x ^ flip) & 1 == 1;
            let sw = if shifted { w } else { 0 };
            let up = cell >= w;
            let down = cell + w < len;
            let east = x + 1 < w;
            let west = x > 0;
            // The lower of the two side neighbours needs a row below unless the
            // column is not shifted, the upper one a row above unless it is.
            let low_ok = !shifted | down;
            let high_ok = shifted | up;
            if east & low_ok {
                offer!(cell + 1 + sw, x + 1);
            }
            if east & high_ok {
                offer!(cell + 1 + sw - w, x + 1);
            }
            if up {
                offer!(cell - w, x);
            }
            if west & high_ok {
                offer!(cell + sw - 1 - w, x - 1);
            }
            if west & low_ok {
                offer!(cell - 1 + sw, x - 1);
            }
            if down {
                offer!(cell + w, x);
            }
        }
    );
    let dial = Dial {
        state,
        links,
        tails,
        terrain,
        table,
        max_cost,
        slot,
        idle,
        floor,
        current,
        done,
        bad,
        unknown,
    };
    (settled.min(len), dial)
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
            let shape = HexShape::of(&board).unwrap();
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
