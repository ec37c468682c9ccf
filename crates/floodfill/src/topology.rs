//! The `Topology` trait: dense cells `0..len` and their neighbours.

/// A board as a graph: cells are the dense indices `0..len()` and each cell has a few
/// neighbours.
///
/// Every algorithm in this crate is written once against this trait, so a square grid,
/// a hex board, a maze whose passages define adjacency, or any user graph all get fills,
/// components and distance maps. Implementations are expected to be cheap to query:
/// [`for_each_neighbor`](Topology::for_each_neighbor) is called once per visited cell
/// and must not allocate.
///
/// # Contract
/// - Cell indices are dense: `0..len()`. Per-cell data lives in a slice of that length.
/// - `for_each_neighbor(cell, f)` calls `f` once per neighbour of `cell` (for
///   `cell < len()`). A neighbour index `>= len()` is ignored by every algorithm here
///   (it never panics), so a closure graph need not filter its output.
/// - Fills and components treat adjacency as given: for undirected results the
///   relation should be symmetric (all the grids here are).
///
/// # Implementing it for your own board
/// ```
/// use floodfill::{Filler, Topology};
///
/// /// A ring of `n` cells: each cell touches the next and the previous one.
/// struct Ring(usize);
///
/// impl Topology for Ring {
///     fn len(&self) -> usize {
///         self.0
///     }
///     fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
///         f((cell + 1) % self.0);
///         f((cell + self.0 - 1) % self.0);
///     }
///     fn max_degree(&self) -> usize {
///         2
///     }
/// }
///
/// let mut filler = Filler::new();
/// // A wall at cell 5 on a ring of 8: going around, cells 0..=4 and 6..=7 stay joined.
/// let region = filler.fill(&Ring(8), 0, |c| c != 5).unwrap();
/// assert_eq!(region.len(), 7);
/// ```
pub trait Topology {
    /// Number of cells; cells are the indices `0..len()`.
    fn len(&self) -> usize;

    /// `true` when the topology has no cell.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Calls `f` with each neighbour of `cell`. Allocates nothing.
    fn for_each_neighbor(&self, cell: usize, f: impl FnMut(usize));

    /// An upper bound on the number of neighbours of any cell (4, 6, 8 for the grids).
    /// Weighted searches use it to size per-cell buffers.
    fn max_degree(&self) -> usize;

    /// Optimisation hook: the topology's [`Shape`] when it is exactly one of the
    /// common board shapes (same cells, same neighbours, in the same order), so that
    /// fills and searches can take a path made for that shape (a scanline walk on
    /// square grids, a bit-parallel one on hex rows, a walk over side bits on a
    /// maze) instead of calling [`Topology::for_each_neighbor`] per cell. Leave the
    /// default `None` unless that is exactly true: the results are the same either
    /// way, only faster.
    fn shape(&self) -> Option<Shape<'_>> {
        None
    }

    /// Deprecated recognition hook, called by nothing in the workspace any more: a
    /// board whose cells a walk of its own can read faster says so through
    /// [`Topology::shape`] (maze-gen's square mazes report [`Shape::SideBits`]).
    #[deprecated(
        since = "0.1.0",
        note = "describe the board through `Topology::shape` (e.g. `Shape::SideBits`); nothing calls `as_any`"
    )]
    fn as_any(&self) -> Option<&dyn core::any::Any> {
        None
    }
}

/// What a topology is, for the fast paths: the common board shapes, described by
/// plain data so that any crate can recognise them (see [`Topology::shape`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Shape<'a> {
    /// A row-major `width x height` grid whose neighbours are the in-bounds
    /// orthogonal cells, in the order north, south, west, east, then (when
    /// `diagonal`) the diagonal ones: a [`crate::SquareGrid`].
    Square {
        /// Cells per row.
        width: usize,
        /// Number of rows.
        height: usize,
        /// `true` for 8-connectivity (diagonals are neighbours), `false` for 4.
        diagonal: bool,
    },
    /// A rectangular hex board of `cols x rows` cells in `layout`, with hexgrid's
    /// neighbours: a [`crate::HexGrid`].
    Hex {
        /// Columns.
        cols: usize,
        /// Rows.
        rows: usize,
        /// The offset layout.
        layout: hexgrid::OffsetLayout,
    },
    /// A row-major `width x height` grid whose cells each name exactly four
    /// neighbours, one per side in the order north, east, south, west, a side on
    /// the outer edge naming `usize::MAX` (no cell): a fixed neighbour slot per
    /// side, as a board that stores one bit per side wants. The cells and their
    /// neighbours are those of [`Shape::Square`] without diagonals; only the order
    /// differs, and floodfill's walks take their general path on it.
    SquareSides {
        /// Cells per row.
        width: usize,
        /// Number of rows.
        height: usize,
    },
    /// A row-major grid `width` cells wide whose cells each keep their open sides
    /// as bits of one byte (north 1, east 2, south 4, west 8; higher bits mean
    /// nothing here), a cell's neighbours being the cells behind its open sides, in
    /// the order north, east, south, west. An open side that leads off the grid
    /// names no cell. A maze stored as side bits (maze-gen's square mazes) reports
    /// it, so a walk made for side bits can read the bytes directly; floodfill's
    /// walks take their general path on it.
    SideBits {
        /// Cells per row.
        width: usize,
        /// The open sides of each cell, row by row: `len()` bytes.
        sides: &'a [u8],
    },
}
