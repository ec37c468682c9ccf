//! `OffsetGrid<T>`: a rectangular hex board stored row-major in an offset layout.

use alloc::vec::Vec;

use crate::{HexGridError, OffsetCoord, OffsetLayout};

/// A `cols x rows` board of hexes in an offset layout, stored row-major
/// (`index = row * cols + col`).
///
/// This is the bubble-shooter board: with [`OffsetLayout::OddR`] every odd row is
/// shifted right by half a cell.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OffsetGrid<T> {
    cols: usize,
    rows: usize,
    layout: OffsetLayout,
    cells: Vec<T>,
}

impl<T: Clone> OffsetGrid<T> {
    /// A `cols x rows` grid in `layout` with every cell set to `fill`.
    ///
    /// # Errors
    /// [`HexGridError::EmptyGrid`] if a side is 0, [`HexGridError::GridTooLarge`] if a
    /// side exceeds `i32::MAX` or the cell count overflows `usize`.
    pub fn new(
        cols: usize,
        rows: usize,
        layout: OffsetLayout,
        fill: T,
    ) -> Result<Self, HexGridError> {
        let len = checked_len(cols, rows)?;
        Ok(OffsetGrid {
            cols,
            rows,
            layout,
            cells: alloc::vec![fill; len],
        })
    }
}

/// Validates a grid size and returns its cell count.
fn checked_len(cols: usize, rows: usize) -> Result<usize, HexGridError> {
    if cols == 0 || rows == 0 {
        return Err(HexGridError::EmptyGrid { cols, rows });
    }
    let too_large = HexGridError::GridTooLarge { cols, rows };
    if cols > i32::MAX as usize || rows > i32::MAX as usize {
        return Err(too_large);
    }
    cols.checked_mul(rows).ok_or(too_large)
}

impl<T> OffsetGrid<T> {
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

    /// The layout in force now. For row layouts it flips each time a row is pushed at
    /// the top, so that every cell keeps its neighbours.
    #[must_use]
    pub fn layout(&self) -> OffsetLayout {
        self.layout
    }

    /// The cells, row-major.
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        &self.cells
    }

    /// The row-major index of `c`, or `None` when it lies outside the grid.
    #[must_use]
    pub fn index_of(&self, c: OffsetCoord) -> Option<usize> {
        let (col, row) = (usize::try_from(c.col).ok()?, usize::try_from(c.row).ok()?);
        (col < self.cols && row < self.rows).then(|| row * self.cols + col)
    }

    /// The cell at `c`, or `None` when it lies outside the grid.
    #[must_use]
    pub fn get(&self, c: OffsetCoord) -> Option<&T> {
        self.index_of(c).map(|i| &self.cells[i])
    }
}
