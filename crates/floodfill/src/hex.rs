//! `HexGrid`: a rectangular hex board in one of hexgrid's offset layouts.

use hexgrid::{Hex, OffsetCoord, OffsetGrid, OffsetLayout};

use crate::fastdiv::FastDiv;
use crate::neighbors::Neighbors;
use crate::square::checked_cells;
use crate::{FloodError, Shape, Topology};

/// A `cols x rows` hex board stored row-major (`cell = row * cols + col`) in an
/// [`OffsetLayout`]: the bubble-shooter board. Each cell has up to six neighbours,
/// found from hexgrid's parity tables.
///
/// Build it from an [`OffsetGrid`] with [`HexGrid::of`] so it takes the layout in force
/// now: pushing a ceiling row flips a row layout's parity, and a topology built before
/// the push would pair the wrong cells.
///
/// ```
/// use floodfill::{HexGrid, Topology};
/// use hexgrid::{OffsetCoord, OffsetLayout};
///
/// let board = HexGrid::new(4, 3, OffsetLayout::OddR).unwrap();
/// let c = board.cell_of(board.layout().to_hex(OffsetCoord::new(1, 1))).unwrap();
/// // An inner cell of an odd row: six neighbours.
/// assert_eq!(board.neighbors(c).count(), 6);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "HexGridSpec", into = "HexGridSpec")
)]
pub struct HexGrid {
    cols: usize,
    rows: usize,
    layout: OffsetLayout,
    div: FastDiv,
}

/// The saved form of a [`HexGrid`]; loading validates it like [`HexGrid::new`].
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct HexGridSpec {
    cols: usize,
    rows: usize,
    layout: OffsetLayout,
}

#[cfg(feature = "serde")]
impl TryFrom<HexGridSpec> for HexGrid {
    type Error = FloodError;
    fn try_from(s: HexGridSpec) -> Result<Self, FloodError> {
        HexGrid::new(s.cols, s.rows, s.layout)
    }
}

#[cfg(feature = "serde")]
impl From<HexGrid> for HexGridSpec {
    fn from(g: HexGrid) -> Self {
        HexGridSpec {
            cols: g.cols,
            rows: g.rows,
            layout: g.layout,
        }
    }
}

impl HexGrid {
    /// Cells on the grid, as [`Topology::len`] counts them (no trait import
    /// needed).
    pub fn len(&self) -> usize {
        Topology::len(self)
    }

    /// Whether the grid has no cells.
    pub fn is_empty(&self) -> bool {
        Topology::len(self) == 0
    }

    /// A `cols x rows` board in `layout`.
    ///
    /// # Errors
    /// [`FloodError::EmptyGrid`] if a side is 0; [`FloodError::TooLarge`] if a side
    /// exceeds `i32::MAX` (offset coordinates are `i32`) or the board has more than
    /// [`crate::MAX_CELLS`] cells.
    pub fn new(cols: usize, rows: usize, layout: OffsetLayout) -> Result<Self, FloodError> {
        checked_cells(cols, rows)?;
        if cols > i32::MAX as usize || rows > i32::MAX as usize {
            return Err(FloodError::TooLarge {
                width: cols,
                height: rows,
            });
        }
        Ok(HexGrid {
            cols,
            rows,
            layout,
            div: FastDiv::new(cols as u32),
        })
    }

    /// The topology of `grid` as it stands, with the layout in force now.
    ///
    /// # Errors
    /// [`FloodError::TooLarge`] if the grid has more than [`crate::MAX_CELLS`] cells.
    pub fn of<T>(grid: &OffsetGrid<T>) -> Result<Self, FloodError> {
        HexGrid::new(grid.cols(), grid.rows(), grid.layout())
    }

    /// Whether this topology still matches `grid`: the same size and the layout in
    /// force now. A snapshot from [`HexGrid::of`] goes stale when
    /// [`OffsetGrid::push_row_top`] flips a row layout; check before reusing one.
    ///
    /// ```
    /// use floodfill::HexGrid;
    /// use hexgrid::{OffsetGrid, OffsetLayout};
    /// let mut grid = OffsetGrid::new(4, 3, OffsetLayout::OddR, 0u8).unwrap();
    /// let topology = HexGrid::of(&grid).unwrap();
    /// assert!(topology.matches(&grid));
    /// grid.push_row_top(0);
    /// assert!(!topology.matches(&grid));
    /// assert!(HexGrid::of(&grid).unwrap().matches(&grid));
    /// ```
    #[must_use]
    pub fn matches<T>(&self, grid: &OffsetGrid<T>) -> bool {
        self.cols == grid.cols() && self.rows == grid.rows() && self.layout == grid.layout()
    }

    /// Number of columns.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Number of rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The offset layout.
    #[must_use]
    pub fn layout(&self) -> OffsetLayout {
        self.layout
    }

    /// The cell of `hex`, or `None` off the board. The same as
    /// [`Coords::cell_of`](crate::Coords::cell_of), without the trait import; an
    /// offset coordinate goes in through `cell_of(grid.layout().to_hex(c))`.
    #[must_use]
    pub fn cell_of(&self, hex: Hex) -> Option<usize> {
        self.offset_cell(self.layout.from_hex(hex))
    }

    /// The hex of `cell`, or `None` when `cell >= len()`. The same as
    /// [`Coords::coord_of`](crate::Coords::coord_of), without the trait import; its
    /// offset coordinate is `grid.layout().from_hex(hex)`.
    #[must_use]
    pub fn coord_of(&self, cell: usize) -> Option<Hex> {
        self.offset_coord(cell).map(|c| self.layout.to_hex(c))
    }

    /// The cell at the offset coordinate `c`, or `None` outside the board.
    #[deprecated(
        since = "0.1.0",
        note = "renamed to `cell_of`, which takes a `Hex`: `cell_of(grid.layout().to_hex(c))`"
    )]
    #[must_use]
    pub fn cell(&self, c: OffsetCoord) -> Option<usize> {
        self.offset_cell(c)
    }

    /// The offset coordinate of `cell`, or `None` when `cell >= len()`.
    #[deprecated(
        since = "0.1.0",
        note = "renamed to `coord_of`, which gives a `Hex`: `grid.layout().from_hex(hex)`"
    )]
    #[must_use]
    pub fn coord(&self, cell: usize) -> Option<OffsetCoord> {
        self.offset_coord(cell)
    }

    #[inline]
    fn offset_cell(&self, c: OffsetCoord) -> Option<usize> {
        let (col, row) = (usize::try_from(c.col).ok()?, usize::try_from(c.row).ok()?);
        (col < self.cols && row < self.rows).then(|| row * self.cols + col)
    }

    #[inline]
    fn offset_coord(&self, cell: usize) -> Option<OffsetCoord> {
        (cell < self.len()).then(|| self.split(cell))
    }

    #[inline]
    fn split(&self, cell: usize) -> OffsetCoord {
        let (row, col) = self.div.divmod(cell as u32);
        // Both fit in i32: the sides were checked at construction.
        OffsetCoord::new(col as i32, row as i32)
    }

    /// The neighbours of `cell` in [`hexgrid::Direction::ALL`] order, skipping those
    /// off the board. Empty when `cell >= len()`.
    pub fn neighbors(&self, cell: usize) -> Neighbors {
        let mut out = Neighbors::default();
        if cell < self.len() {
            self.for_each_neighbor(cell, |n| out.push(n));
        }
        out
    }
}

impl Topology for HexGrid {
    #[inline]
    fn len(&self) -> usize {
        self.cols * self.rows
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        let c = self.split(cell);
        for &(dc, dr) in self.layout.neighbor_deltas(c) {
            let (col, row) = (c.col + dc, c.row + dr);
            // A negative side wraps to a huge usize, so one compare per axis suffices.
            let (col, row) = (col as usize, row as usize);
            if col < self.cols && row < self.rows {
                f(row * self.cols + col);
            }
        }
    }

    fn max_degree(&self) -> usize {
        6
    }

    /// Row layouts of up to 64 columns fill bit-parallel, a row mask at a time.
    fn shape(&self) -> Option<Shape<'_>> {
        Some(Shape::Hex {
            cols: self.cols,
            rows: self.rows,
            layout: self.layout,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;
    use hexgrid::Hex;

    #[test]
    fn reports_itself_as_a_hex_grid() {
        for layout in OffsetLayout::ALL {
            let board = HexGrid::new(5, 3, layout).unwrap();
            assert_eq!(
                board.shape(),
                Some(Shape::Hex {
                    cols: 5,
                    rows: 3,
                    layout
                })
            );
        }
    }

    #[test]
    fn neighbours_are_unit_hex_distance_apart() {
        for layout in OffsetLayout::ALL {
            let g = HexGrid::new(5, 4, layout).unwrap();
            for cell in 0..g.len() {
                let a = layout.to_hex(g.coord_of(cell).map(|h| g.layout().from_hex(h)).unwrap());
                let got: Vec<usize> = g.neighbors(cell).collect();
                let want: Vec<usize> = (0..g.len())
                    .filter(|&o| {
                        let b: Hex =
                            layout.to_hex(g.coord_of(o).map(|h| g.layout().from_hex(h)).unwrap());
                        let (dq, dr) = (a.q - b.q, a.r - b.r);
                        (dq.abs() + dr.abs() + (dq + dr).abs()) == 2
                    })
                    .collect();
                let mut sorted = got.clone();
                sorted.sort_unstable();
                assert_eq!(sorted, want, "{layout:?} cell {cell}");
            }
        }
    }

    #[test]
    fn follows_the_grid_layout_after_a_flip() {
        let grid = OffsetGrid::new(3, 2, OffsetLayout::EvenR, 0u8).unwrap();
        let topo = HexGrid::of(&grid).unwrap();
        assert_eq!(topo.layout(), OffsetLayout::EvenR);
        assert_eq!((topo.cols(), topo.rows()), (3, 2));
    }

    #[test]
    fn bad_sizes() {
        assert!(matches!(
            HexGrid::new(0, 1, OffsetLayout::OddR),
            Err(FloodError::EmptyGrid { .. })
        ));
        assert!(matches!(
            HexGrid::new(1 << 31, 1, OffsetLayout::OddR),
            Err(FloodError::TooLarge { .. })
        ));
    }
}
