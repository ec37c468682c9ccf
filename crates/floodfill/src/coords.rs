//! The `Coords` trait: the coordinates a game talks in, for a topology's cells.

use crate::{HexGrid, SquareGrid, Topology};
use hexgrid::Hex;

/// A topology whose cells have the coordinates a game uses: `(x, y)` on a
/// [`SquareGrid`], a [`Hex`] on hex boards ([`HexGrid`], and [`crate::HexBoard`] over
/// any hexgrid map, wrap-around maps included, where any copy of a hex across a seam
/// finds the cell and `coord_of` gives the canonical hex).
///
/// Every result that names cells can then be read in the game's own terms, while the
/// dense `usize` index stays available for per-cell arrays.
///
/// ```
/// use floodfill::{Connectivity, Coords, SquareGrid};
/// let grid = SquareGrid::new(4, 3, Connectivity::Four)?;
/// let cell = grid.cell_of((2, 1)).unwrap();
/// assert_eq!(grid.coord_of(cell), Some((2, 1)));
/// assert_eq!(grid.cell_of((4, 0)), None);
/// # Ok::<(), floodfill::FloodError>(())
/// ```
pub trait Coords: Topology {
    /// The coordinate of one cell.
    type Coord: Copy + Eq + core::fmt::Debug;

    /// The cell at `coord`, or `None` when `coord` is off the board.
    fn cell_of(&self, coord: Self::Coord) -> Option<usize>;

    /// The coordinate of `cell`, or `None` when `cell >= len()`.
    fn coord_of(&self, cell: usize) -> Option<Self::Coord>;
}

impl Coords for SquareGrid {
    type Coord = (usize, usize);

    fn cell_of(&self, xy: (usize, usize)) -> Option<usize> {
        SquareGrid::cell_of(self, xy)
    }

    fn coord_of(&self, cell: usize) -> Option<(usize, usize)> {
        SquareGrid::coord_of(self, cell)
    }
}

impl Coords for HexGrid {
    type Coord = Hex;

    fn cell_of(&self, hex: Hex) -> Option<usize> {
        HexGrid::cell_of(self, hex)
    }

    fn coord_of(&self, cell: usize) -> Option<Hex> {
        HexGrid::coord_of(self, cell)
    }
}
