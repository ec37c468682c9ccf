//! A grid whose cells store their open sides as bits: a square maze's passage bytes
//! as a topology of their own, for the walks over them.

use floodfill::{FloodError, Topology};

/// The side bit of an open north side (towards the previous row).
pub(crate) const NORTH: u8 = 1;
/// The side bit of an open east side (towards the next column).
pub(crate) const EAST: u8 = 2;
/// The side bit of an open south side (towards the next row).
pub(crate) const SOUTH: u8 = 4;
/// The side bit of an open west side (towards the previous column).
pub(crate) const WEST: u8 = 8;

/// A row-major grid of `width` columns whose cells list their open sides as bits
/// (north 1, east 2, south 4, west 8, as [`Direction`](crate::Direction) numbers
/// them; higher bits are ignored). A side that leads off the grid is ignored.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SideGrid<'a> {
    /// Columns.
    pub(crate) width: usize,
    /// The open sides of each cell, row by row.
    pub(crate) sides: &'a [u8],
}

impl<'a> SideGrid<'a> {
    /// A grid of `width` columns over `sides`, one byte per cell, row by row.
    ///
    /// # Errors
    /// [`FloodError::EmptyGrid`] when `width` is 0 or `sides` is empty;
    /// [`FloodError::SizeMismatch`] when `sides` does not hold whole rows;
    /// [`FloodError::TooManyCells`] beyond [`floodfill::MAX_CELLS`] cells.
    pub(crate) fn new(width: usize, sides: &'a [u8]) -> Result<Self, FloodError> {
        let len = sides.len();
        if width == 0 || len == 0 {
            return Err(FloodError::EmptyGrid {
                width,
                height: len.checked_div(width).unwrap_or(0),
            });
        }
        if !len.is_multiple_of(width) {
            return Err(FloodError::SizeMismatch {
                expected: len.next_multiple_of(width),
                found: len,
            });
        }
        if len > floodfill::MAX_CELLS {
            return Err(FloodError::TooManyCells { len });
        }
        Ok(SideGrid { width, sides })
    }

    /// The open sides of `cell` that lead to a cell of the grid.
    #[inline]
    pub(crate) fn inner_sides(&self, cell: usize) -> u8 {
        let (w, x) = (self.width, cell % self.width);
        let mut bits = self.sides[cell] & 0xf;
        if cell < w {
            bits &= !NORTH;
        }
        if cell + w >= self.sides.len() {
            bits &= !SOUTH;
        }
        if x == 0 {
            bits &= !WEST;
        }
        if x + 1 == w {
            bits &= !EAST;
        }
        bits
    }

    /// Whether every open side of the border cells stays on the grid: then the
    /// walk needs no per-cell check (inner cells cannot lead off the grid).
    pub(crate) fn border_is_closed(&self) -> bool {
        let (w, len) = (self.width, self.sides.len());
        let row_ok = |row: usize, bit: u8| {
            self.sides[row * w..(row + 1) * w]
                .iter()
                .all(|&b| b & bit == 0)
        };
        let col_ok = |x: usize, bit: u8| (x..len).step_by(w).all(|c| self.sides[c] & bit == 0);
        row_ok(0, NORTH) && row_ok(len / w - 1, SOUTH) && col_ok(0, WEST) && col_ok(w - 1, EAST)
    }
}

impl Topology for SideGrid<'_> {
    fn len(&self) -> usize {
        self.sides.len()
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, f: impl FnMut(usize)) {
        if cell < self.sides.len() {
            side_neighbors(self.width, self.inner_sides(cell), cell, f);
        }
    }

    fn max_degree(&self) -> usize {
        4
    }
}

/// Calls `f` with the cells behind the open sides `sides` of `cell` on a row-major
/// grid `width` columns wide, in the order north, east, south, west: the
/// neighbours of a maze stored as side bits, for [`Topology::for_each_neighbor`]
/// of [`Maze`](crate::Maze) and [`SideGrid`]. The sides must
/// stay on the grid: an open north or west side at the border gives an index out of
/// range (which every walk ignores), an open east or west side at a row's end the
/// neighbouring row's cell.
#[inline]
pub(crate) fn side_neighbors(width: usize, sides: u8, cell: usize, mut f: impl FnMut(usize)) {
    if sides & NORTH != 0 {
        f(cell.wrapping_sub(width));
    }
    if sides & EAST != 0 {
        f(cell.wrapping_add(1));
    }
    if sides & SOUTH != 0 {
        f(cell.wrapping_add(width));
    }
    if sides & WEST != 0 {
        f(cell.wrapping_sub(1));
    }
}
