//! Doubled coordinates: offset-like `(col, row)` where one axis steps by two, so every
//! neighbour delta is the same on every line.

use crate::{Direction, Hex, HexGridError};

/// Which axis is doubled.
///
/// Red Blob Games calls these "doubled-r" ([`DoubledLayout::DoubledWidth`], pointy-top
/// rows) and "doubled-q" ([`DoubledLayout::DoubledHeight`], flat-top columns).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DoubledLayout {
    /// Pointy-top rows; `col = 2q + r`, `row = r` (Red Blob's "doubled-r").
    DoubledWidth,
    /// Flat-top columns; `col = q`, `row = 2r + q` (Red Blob's "doubled-q").
    DoubledHeight,
}

/// A cell in doubled coordinates; `col + row` is even for a hex.
///
/// Like [`Hex`], any pair can be held (the fields are public); an odd sum is refused
/// where it matters, by [`DoubledLayout::to_hex`]. Neighbours wrap at the ends of the
/// `i32` range (see [`DoubledLayout::checked_neighbor`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DoubledCoord {
    /// Column.
    pub col: i32,
    /// Row.
    pub row: i32,
}

impl DoubledCoord {
    /// A doubled coordinate from column and row (not checked; see
    /// [`DoubledLayout::to_hex`]).
    #[must_use]
    pub const fn new(col: i32, row: i32) -> Self {
        DoubledCoord { col, row }
    }
}

impl DoubledLayout {
    /// Converts an axial hex to doubled coordinates.
    ///
    /// ```
    /// use hexgrid::{DoubledCoord, DoubledLayout, Hex};
    /// let h = Hex::new(1, 2);
    /// assert_eq!(DoubledLayout::DoubledHeight.from_hex(h), DoubledCoord::new(1, 5));
    /// assert_eq!(DoubledLayout::DoubledWidth.from_hex(h), DoubledCoord::new(4, 2));
    /// assert_eq!(DoubledLayout::DoubledWidth.to_hex(DoubledCoord::new(4, 2)), Ok(h));
    /// ```
    #[must_use]
    pub const fn from_hex(self, hex: Hex) -> DoubledCoord {
        match self {
            DoubledLayout::DoubledWidth => {
                DoubledCoord::new(hex.q.wrapping_mul(2).wrapping_add(hex.r), hex.r)
            }
            DoubledLayout::DoubledHeight => {
                DoubledCoord::new(hex.q, hex.r.wrapping_mul(2).wrapping_add(hex.q))
            }
        }
    }

    /// Converts doubled coordinates back to an axial hex.
    ///
    /// # Errors
    /// [`HexGridError::NotDoubled`] when `col + row` is odd: no hex has that
    /// coordinate.
    pub const fn to_hex(self, c: DoubledCoord) -> Result<Hex, HexGridError> {
        if (c.col ^ c.row) & 1 != 0 {
            return Err(HexGridError::NotDoubled {
                col: c.col,
                row: c.row,
            });
        }
        // col - row (or row - col) is even, so the halving is exact; computed in i64 so
        // the difference cannot overflow.
        Ok(match self {
            DoubledLayout::DoubledWidth => {
                Hex::new(((c.col as i64 - c.row as i64) / 2) as i32, c.row)
            }
            DoubledLayout::DoubledHeight => {
                Hex::new(c.col, ((c.row as i64 - c.col as i64) / 2) as i32)
            }
        })
    }

    /// The six `(dcol, drow)` neighbour deltas, in [`Direction::ALL`] order; unlike
    /// offset layouts they are the same for every cell.
    #[must_use]
    pub const fn neighbor_deltas(self) -> [(i32, i32); 6] {
        let mut out = [(0, 0); 6];
        let mut i = 0;
        while i < 6 {
            let d = self.from_hex(Direction::ALL[i].hex());
            out[i] = (d.col, d.row);
            i += 1;
        }
        out
    }

    /// The neighbour of `c` one step in `direction`, wrapping at the ends of the `i32`
    /// range (see [`DoubledLayout::checked_neighbor`]).
    #[must_use]
    pub const fn neighbor(self, c: DoubledCoord, direction: Direction) -> DoubledCoord {
        let (dc, dr) = self.neighbor_deltas()[direction.index()];
        DoubledCoord::new(c.col.wrapping_add(dc), c.row.wrapping_add(dr))
    }

    /// The neighbour of `c` one step in `direction`, or `None` when it would leave the
    /// `i32` range.
    #[must_use]
    pub const fn checked_neighbor(
        self,
        c: DoubledCoord,
        direction: Direction,
    ) -> Option<DoubledCoord> {
        let (dc, dr) = self.neighbor_deltas()[direction.index()];
        match (c.col.checked_add(dc), c.row.checked_add(dr)) {
            (Some(col), Some(row)) => Some(DoubledCoord::new(col, row)),
            _ => None,
        }
    }
}
