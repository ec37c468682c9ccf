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

    /// Optimisation hook: `Some` when this topology is exactly a row-major rectangular
    /// grid whose neighbours are the in-bounds orthogonal cells (and the diagonal ones
    /// when [`RowGrid::diagonal`] is set). Fills then use a scanline (span) walk instead
    /// of a cell-by-cell one. Leave the default `None` unless that is exactly true.
    fn row_grid(&self) -> Option<RowGrid> {
        None
    }

    /// Optimisation hook: `Some` when this topology is exactly a row-major hex board in
    /// a row layout of [`crate::bitgrid::HexRows::cols`] columns (`len() / cols` rows),
    /// with hexgrid's neighbours. Fills then run bit-parallel over row masks
    /// ([`crate::bitgrid::HexRows::fill`]). [`crate::HexGrid`] reports it for row layouts
    /// of up to 64 columns; leave the default `None` unless that is exactly true.
    fn hex_rows(&self) -> Option<crate::bitgrid::HexRows> {
        None
    }

    /// Optimisation hook: `Some(board)` when this topology is exactly `board`, a
    /// [`crate::HexGrid`] in any of the four offset layouts: same cells, same
    /// neighbours, in the same order. Weighted searches then find neighbours by index
    /// arithmetic from per-parity offsets instead of through
    /// [`Topology::for_each_neighbor`]. Leave the default `None` unless that is
    /// exactly true.
    fn hex_grid(&self) -> Option<crate::HexGrid> {
        None
    }

    /// Optimisation hook: `Some(grid)` when this topology is exactly `grid`, a
    /// [`crate::SideGrid`] (open sides as bits per cell, a maze's passages): same
    /// cells, same neighbours, in the same order (north, east, south, west).
    /// Breadth-first distances ([`crate::StepLayers::compute`]) then take the
    /// branch-free walk over the side bits ([`crate::StepLayers::compute_sides`])
    /// instead of calling [`Topology::for_each_neighbor`] per cell. Leave the
    /// default `None` unless that is exactly true.
    fn side_grid(&self) -> Option<crate::SideGrid<'_>> {
        None
    }
}

/// The shape a [`Topology::row_grid`] reports: a row-major `width x height` grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RowGrid {
    /// Cells per row.
    pub width: usize,
    /// Number of rows.
    pub height: usize,
    /// `true` for 8-connectivity (diagonals are neighbours), `false` for 4.
    pub diagonal: bool,
}

/// A topology whose cells have coordinates: the mapping both ways.
///
/// Grids implement it with `(x, y)` ([`crate::SquareGrid`]) or
/// [`hexgrid::OffsetCoord`] ([`crate::HexGrid`]), so code written over a topology can
/// still talk to the player in coordinates.
pub trait CellCoords: Topology {
    /// The coordinate type.
    type Coord;

    /// The cell at `coord`, or `None` when it lies outside.
    fn cell_at(&self, coord: Self::Coord) -> Option<usize>;

    /// The coordinate of `cell`, or `None` when `cell >= len()`.
    fn coord_of(&self, cell: usize) -> Option<Self::Coord>;
}
