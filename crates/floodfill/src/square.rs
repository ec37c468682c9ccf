//! `SquareGrid`: a row-major rectangle of square cells, 4- or 8-connected.

use crate::fastdiv::FastDiv;
use crate::neighbors::Neighbors;
use crate::{FloodError, Shape, Topology};

/// Which cells touch on a square grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Connectivity {
    /// Orthogonal neighbours only: up, down, left, right.
    Four,
    /// Orthogonal and diagonal neighbours.
    Eight,
}

/// A `width x height` grid of square cells, stored row-major:
/// `cell = y * width + x`.
///
/// ```
/// use floodfill::{Connectivity, SquareGrid, Topology};
///
/// let grid = SquareGrid::new(4, 3, Connectivity::Four).unwrap();
/// assert_eq!(grid.len(), 12);
/// assert_eq!(grid.cell_of((1, 2)), Some(9));
/// assert_eq!(grid.coord_of(9), Some((1, 2)));
/// let around: Vec<usize> = grid.neighbors(5).collect();
/// assert_eq!(around, [1, 9, 4, 6]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "SquareGridSpec", into = "SquareGridSpec")
)]
pub struct SquareGrid {
    width: usize,
    height: usize,
    connectivity: Connectivity,
    div: FastDiv,
}

/// The saved form of a [`SquareGrid`]; loading validates it like [`SquareGrid::new`].
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct SquareGridSpec {
    width: usize,
    height: usize,
    connectivity: Connectivity,
}

#[cfg(feature = "serde")]
impl TryFrom<SquareGridSpec> for SquareGrid {
    type Error = FloodError;
    fn try_from(s: SquareGridSpec) -> Result<Self, FloodError> {
        SquareGrid::new(s.width, s.height, s.connectivity)
    }
}

#[cfg(feature = "serde")]
impl From<SquareGrid> for SquareGridSpec {
    fn from(g: SquareGrid) -> Self {
        SquareGridSpec {
            width: g.width,
            height: g.height,
            connectivity: g.connectivity,
        }
    }
}

/// Validates a rectangle's sides and returns its cell count.
pub(crate) fn checked_cells(width: usize, height: usize) -> Result<usize, FloodError> {
    if width == 0 || height == 0 {
        return Err(FloodError::EmptyGrid { width, height });
    }
    match width.checked_mul(height) {
        Some(n) if n <= crate::MAX_CELLS => Ok(n),
        _ => Err(FloodError::TooLarge { width, height }),
    }
}

impl SquareGrid {
    /// Cells on the grid, as [`Topology::len`] counts them (no trait import
    /// needed).
    pub fn len(&self) -> usize {
        Topology::len(self)
    }

    /// Whether the grid has no cells.
    pub fn is_empty(&self) -> bool {
        Topology::len(self) == 0
    }

    /// A `width x height` grid.
    ///
    /// # Errors
    /// [`FloodError::EmptyGrid`] if a side is 0; [`FloodError::TooLarge`] if the grid
    /// has more than [`crate::MAX_CELLS`] cells.
    pub fn new(
        width: usize,
        height: usize,
        connectivity: Connectivity,
    ) -> Result<Self, FloodError> {
        checked_cells(width, height)?;
        Ok(SquareGrid {
            width,
            height,
            connectivity,
            // `width <= MAX_CELLS == u32::MAX` was checked above.
            div: FastDiv::new(width as u32),
        })
    }

    /// Cells per row.
    #[must_use]
    pub fn width(&self) -> usize {
        self.width
    }

    /// Number of rows.
    #[must_use]
    pub fn height(&self) -> usize {
        self.height
    }

    /// 4- or 8-connected: whether a move or a sight line may go diagonally.
    #[must_use]
    pub fn connectivity(&self) -> Connectivity {
        self.connectivity
    }

    /// The cell at column `x`, row `y`, or `None` outside the grid. The same as
    /// [`Coords::cell_of`](crate::Coords::cell_of), without the trait import.
    #[must_use]
    pub fn cell_of(&self, (x, y): (usize, usize)) -> Option<usize> {
        (x < self.width && y < self.height).then(|| y * self.width + x)
    }

    /// `(x, y)` of `cell`, or `None` when `cell >= len()`. The same as
    /// [`Coords::coord_of`](crate::Coords::coord_of), without the trait import.
    #[must_use]
    pub fn coord_of(&self, cell: usize) -> Option<(usize, usize)> {
        (cell < self.len()).then(|| self.split(cell))
    }

    /// The cell at column `x`, row `y`: the old name of [`SquareGrid::cell_of`].
    #[deprecated(since = "0.1.0", note = "renamed to `cell_of((x, y))`")]
    #[must_use]
    pub fn cell(&self, x: usize, y: usize) -> Option<usize> {
        self.cell_of((x, y))
    }

    /// `(x, y)` of `cell`: the old name of [`SquareGrid::coord_of`].
    #[deprecated(since = "0.1.0", note = "renamed to `coord_of`")]
    #[must_use]
    pub fn xy(&self, cell: usize) -> Option<(usize, usize)> {
        self.coord_of(cell)
    }

    /// `(x, y)` of an in-range cell.
    #[inline]
    fn split(&self, cell: usize) -> (usize, usize) {
        let (y, x) = self.div.divmod(cell as u32);
        (x as usize, y as usize)
    }

    /// The neighbours of `cell` as an iterator: up, down, left, right, then (with
    /// 8-connectivity) up-left, up-right, down-left, down-right; cells off the grid are
    /// skipped. Empty when `cell >= len()`.
    pub fn neighbors(&self, cell: usize) -> Neighbors {
        let mut out = Neighbors::default();
        if cell < self.len() {
            self.for_each_neighbor(cell, |n| out.push(n));
        }
        out
    }
}

impl Topology for SquareGrid {
    #[inline]
    fn len(&self) -> usize {
        self.width * self.height
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        let (x, y) = self.split(cell);
        let w = self.width;
        let (up, down) = (y > 0, y + 1 < self.height);
        let (left, right) = (x > 0, x + 1 < w);
        if up {
            f(cell - w);
        }
        if down {
            f(cell + w);
        }
        if left {
            f(cell - 1);
        }
        if right {
            f(cell + 1);
        }
        if self.connectivity == Connectivity::Eight {
            if up && left {
                f(cell - w - 1);
            }
            if up && right {
                f(cell - w + 1);
            }
            if down && left {
                f(cell + w - 1);
            }
            if down && right {
                f(cell + w + 1);
            }
        }
    }

    fn max_degree(&self) -> usize {
        match self.connectivity {
            Connectivity::Four => 4,
            Connectivity::Eight => 8,
        }
    }

    fn shape(&self) -> Option<Shape<'_>> {
        Some(Shape::Square {
            width: self.width,
            height: self.height,
            diagonal: self.connectivity == Connectivity::Eight,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[test]
    fn corner_and_middle_neighbours() {
        let g = SquareGrid::new(3, 3, Connectivity::Eight).unwrap();
        let corner: Vec<usize> = g.neighbors(0).collect();
        assert_eq!(corner, [3, 1, 4]);
        assert_eq!(g.neighbors(4).count(), 8);
        let g4 = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
        assert_eq!(g4.neighbors(4).count(), 4);
        assert_eq!(g4.neighbors(9).count(), 0);
    }

    #[test]
    fn one_wide_grids() {
        let col = SquareGrid::new(1, 5, Connectivity::Eight).unwrap();
        let n: Vec<usize> = col.neighbors(2).collect();
        assert_eq!(n, [1, 3]);
        let row = SquareGrid::new(5, 1, Connectivity::Four).unwrap();
        let n: Vec<usize> = row.neighbors(4).collect();
        assert_eq!(n, [3]);
    }

    #[test]
    fn bad_sizes() {
        assert_eq!(
            SquareGrid::new(0, 3, Connectivity::Four),
            Err(FloodError::EmptyGrid {
                width: 0,
                height: 3
            })
        );
        assert!(matches!(
            SquareGrid::new(usize::MAX, 2, Connectivity::Four),
            Err(FloodError::TooLarge { .. })
        ));
        assert!(matches!(
            SquareGrid::new(1 << 16, 1 << 16, Connectivity::Four),
            Err(FloodError::TooLarge { .. })
        ));
    }
}
