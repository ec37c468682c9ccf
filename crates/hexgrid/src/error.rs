//! The crate's error type.

/// What went wrong in a hexgrid operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum HexGridError {
    /// A grid needs at least one column and one row.
    #[error("grid size {cols}x{rows} is empty: both sides must be at least 1")]
    EmptyGrid {
        /// Columns asked for.
        cols: usize,
        /// Rows asked for.
        rows: usize,
    },
    /// `cols * rows` does not fit in memory indices, or a side exceeds `i32::MAX`.
    #[error("grid size {cols}x{rows} is too large")]
    GridTooLarge {
        /// Columns asked for.
        cols: usize,
        /// Rows asked for.
        rows: usize,
    },
    /// A coordinate lies outside the grid.
    #[error("cell (col {col}, row {row}) is outside the {cols}x{rows} grid")]
    OutOfBounds {
        /// Column of the coordinate.
        col: i32,
        /// Row of the coordinate.
        row: i32,
        /// Columns in the grid.
        cols: usize,
        /// Rows in the grid.
        rows: usize,
    },
}
