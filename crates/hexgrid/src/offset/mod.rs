//! Offset coordinates: the four "shove every other row (or column)" layouts.

mod doubled;

pub use doubled::{DoubledCoord, DoubledLayout};

use crate::{Direction, Hex};

/// Which rows or columns are shoved by half a cell.
///
/// `OddR`/`EvenR` are for pointy-top hexes stored as rows (the bubble-shooter board:
/// odd, or even, rows shifted right by half a cell); `OddQ`/`EvenQ` are for flat-top
/// hexes stored as columns (odd, or even, columns shifted down).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum OffsetLayout {
    /// Pointy-top rows; odd rows are shifted right by half a cell.
    OddR,
    /// Pointy-top rows; even rows are shifted right by half a cell.
    EvenR,
    /// Flat-top columns; odd columns are shifted down by half a cell.
    OddQ,
    /// Flat-top columns; even columns are shifted down by half a cell.
    EvenQ,
}

/// A cell in offset coordinates: column and row of a rectangular array.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OffsetCoord {
    /// Column, growing to the right.
    pub col: i32,
    /// Row, growing downward.
    pub row: i32,
}

impl OffsetCoord {
    /// An offset coordinate from column and row.
    #[must_use]
    pub const fn new(col: i32, row: i32) -> Self {
        OffsetCoord { col, row }
    }
}

/// `(col, row)` neighbour deltas per layout (index of `OffsetLayout::ALL`), per parity
/// (0 = even line, 1 = odd line), in [`Direction::ALL`] order. Derived from the axial
/// conversion at compile time so the tables cannot drift from it.
const NEIGHBOR_TABLES: [[[(i32, i32); 6]; 2]; 4] = {
    let mut tables = [[[(0, 0); 6]; 2]; 4];
    let mut layout = 0;
    while layout < 4 {
        let mut parity = 0;
        while parity < 2 {
            // A representative cell on an even (0) or odd (1) line.
            let base = OffsetCoord::new(parity, parity);
            let axial = OffsetLayout::ALL[layout].to_hex(base);
            let mut d = 0;
            while d < 6 {
                let n = OffsetLayout::ALL[layout].from_hex(axial.neighbor(Direction::ALL[d]));
                tables[layout][parity as usize][d] = (n.col - base.col, n.row - base.row);
                d += 1;
            }
            parity += 1;
        }
        layout += 1;
    }
    tables
};

impl OffsetLayout {
    /// The four layouts.
    pub const ALL: [OffsetLayout; 4] = [
        OffsetLayout::OddR,
        OffsetLayout::EvenR,
        OffsetLayout::OddQ,
        OffsetLayout::EvenQ,
    ];

    const fn table_index(self) -> usize {
        match self {
            OffsetLayout::OddR => 0,
            OffsetLayout::EvenR => 1,
            OffsetLayout::OddQ => 2,
            OffsetLayout::EvenQ => 3,
        }
    }

    /// `true` for the row layouts (`OddR`, `EvenR`), `false` for the column layouts.
    #[must_use]
    pub const fn is_row_layout(self) -> bool {
        matches!(self, OffsetLayout::OddR | OffsetLayout::EvenR)
    }

    /// The same shape with the other parity shoved: `OddR <-> EvenR`, `OddQ <-> EvenQ`.
    ///
    /// Inserting a row at the top of a row layout shifts every row index by one, so
    /// the board keeps its shape only if its layout flips; [`crate::OffsetGrid`] uses
    /// this to keep neighbours right when a new ceiling row is pushed.
    #[must_use]
    pub const fn flipped(self) -> OffsetLayout {
        match self {
            OffsetLayout::OddR => OffsetLayout::EvenR,
            OffsetLayout::EvenR => OffsetLayout::OddR,
            OffsetLayout::OddQ => OffsetLayout::EvenQ,
            OffsetLayout::EvenQ => OffsetLayout::OddQ,
        }
    }

    /// `1` when the even lines are the shoved ones, else `0`.
    #[inline]
    const fn even_bit(self) -> i32 {
        matches!(self, OffsetLayout::EvenR | OffsetLayout::EvenQ) as i32
    }

    /// Converts an axial hex to this offset layout.
    ///
    /// Red Blob's formulas (`col = q + (r - (r & 1)) / 2` for odd-r, `+ (r + (r & 1)) / 2`
    /// for even-r, and transposed for the column layouts), written as `r >> 1` plus the
    /// parity bit for the even layouts: the same values, since the halved number is
    /// always even, but without a signed division and without overflow at the ends of
    /// the `i32` range. The layout is tested with two plain `if`s rather than a `match`:
    /// a loop over many hexes with a run-time layout (as [`crate::OffsetGrid::layout`]
    /// is) then hoists the tests out and vectorises, where a `match` became a jump
    /// table inside the loop.
    #[must_use]
    #[inline]
    pub const fn from_hex(self, hex: Hex) -> OffsetCoord {
        let (q, r) = (hex.q, hex.r);
        if self.is_row_layout() {
            if self.even_bit() == 0 {
                OffsetCoord::new(q.wrapping_add(r >> 1), r)
            } else {
                OffsetCoord::new(q.wrapping_add((r >> 1) + (r & 1)), r)
            }
        } else if self.even_bit() == 0 {
            OffsetCoord::new(q, r.wrapping_add(q >> 1))
        } else {
            OffsetCoord::new(q, r.wrapping_add((q >> 1) + (q & 1)))
        }
    }

    /// Converts an offset coordinate in this layout to an axial hex (the inverse of
    /// [`OffsetLayout::from_hex`], computed the same way).
    #[must_use]
    #[inline]
    pub const fn to_hex(self, c: OffsetCoord) -> Hex {
        let (col, row) = (c.col, c.row);
        if self.is_row_layout() {
            if self.even_bit() == 0 {
                Hex::new(col.wrapping_sub(row >> 1), row)
            } else {
                Hex::new(col.wrapping_sub((row >> 1) + (row & 1)), row)
            }
        } else if self.even_bit() == 0 {
            Hex::new(col, row.wrapping_sub(col >> 1))
        } else {
            Hex::new(col, row.wrapping_sub((col >> 1) + (col & 1)))
        }
    }

    /// The six `(dcol, drow)` neighbour deltas of the cell at `c`, in
    /// [`Direction::ALL`] order. They depend only on the parity of the cell's row (row
    /// layouts) or column (column layouts), so this is a table look-up.
    #[must_use]
    pub const fn neighbor_deltas(self, c: OffsetCoord) -> &'static [(i32, i32); 6] {
        let line = if self.is_row_layout() { c.row } else { c.col };
        &NEIGHBOR_TABLES[self.table_index()][(line & 1) as usize]
    }

    /// The neighbour of `c` one step in `direction`, wrapping at the ends of the `i32`
    /// range (see [`OffsetLayout::checked_neighbor`]).
    #[must_use]
    pub const fn neighbor(self, c: OffsetCoord, direction: Direction) -> OffsetCoord {
        let (dc, dr) = self.neighbor_deltas(c)[direction.index()];
        OffsetCoord::new(c.col.wrapping_add(dc), c.row.wrapping_add(dr))
    }

    /// The neighbour of `c` one step in `direction`, or `None` when it would leave the
    /// `i32` range.
    #[must_use]
    pub const fn checked_neighbor(
        self,
        c: OffsetCoord,
        direction: Direction,
    ) -> Option<OffsetCoord> {
        let (dc, dr) = self.neighbor_deltas(c)[direction.index()];
        match (c.col.checked_add(dc), c.row.checked_add(dr)) {
            (Some(col), Some(row)) => Some(OffsetCoord::new(col, row)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_r_tables_match_red_blob() {
        // Red Blob Games' odd-r neighbour table, in the same direction order.
        let even = [(1, 0), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)];
        let odd = [(1, 0), (1, -1), (0, -1), (-1, 0), (0, 1), (1, 1)];
        assert_eq!(
            *OffsetLayout::OddR.neighbor_deltas(OffsetCoord::new(3, 2)),
            even
        );
        assert_eq!(
            *OffsetLayout::OddR.neighbor_deltas(OffsetCoord::new(3, 5)),
            odd
        );
        // Even-r swaps the two.
        assert_eq!(
            *OffsetLayout::EvenR.neighbor_deltas(OffsetCoord::new(0, 1)),
            even
        );
        assert_eq!(
            *OffsetLayout::EvenR.neighbor_deltas(OffsetCoord::new(0, -2)),
            odd
        );
    }

    #[test]
    fn red_blob_offset_vectors() {
        let h = Hex::new(1, 2);
        assert_eq!(OffsetLayout::EvenQ.from_hex(h), OffsetCoord::new(1, 3));
        assert_eq!(OffsetLayout::OddQ.from_hex(h), OffsetCoord::new(1, 2));
        for layout in OffsetLayout::ALL {
            assert_eq!(layout.to_hex(layout.from_hex(h)), h);
        }
    }
}
