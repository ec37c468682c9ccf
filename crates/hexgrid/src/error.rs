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
    /// Cube coordinates must satisfy `q + r + s = 0`.
    #[error("cube coordinates ({q}, {r}, {s}) do not sum to 0")]
    NotOnCubePlane {
        /// Cube `q`.
        q: i32,
        /// Cube `r`.
        r: i32,
        /// Cube `s`.
        s: i32,
    },
    /// A hex outside the domain where every operation is exact (see [`crate::Hex`]).
    #[error("hex (q {q}, r {r}) is outside the domain: q, r and s must lie within ±(2^30 - 1)")]
    OutOfDomain {
        /// Axial `q`.
        q: i32,
        /// Axial `r`.
        r: i32,
    },
    /// Doubled coordinates must have an even `col + row`.
    #[error("doubled coordinate (col {col}, row {row}) is not a hex: col + row must be even")]
    NotDoubled {
        /// Column.
        col: i32,
        /// Row.
        row: i32,
    },
    /// A hex lies outside the grid.
    #[error("hex (q {q}, r {r}) is outside the {cols}x{rows} grid")]
    HexOutOfBounds {
        /// Axial `q`.
        q: i32,
        /// Axial `r`.
        r: i32,
        /// Columns in the grid.
        cols: usize,
        /// Rows in the grid.
        rows: usize,
    },
    /// A board text could not be parsed.
    #[error("board text, line {line}, column {column}: {reason}")]
    Parse {
        /// 1-based line number in the text.
        line: usize,
        /// 1-based column (in characters) where the problem starts.
        column: usize,
        /// What was wrong.
        reason: &'static str,
    },
    /// A layout's hex size (or a bubble diameter) must be finite and normal (neither
    /// zero nor subnormal), its pixel matrices finite, and its origin finite.
    #[error("layout size must be finite and normal (not zero or subnormal), and the origin finite")]
    BadLayout,
    /// A radius past a map's limit.
    #[error("radius {radius} is too large: the limit is {max}")]
    RadiusTooLarge {
        /// Radius asked for.
        radius: u32,
        /// The largest radius allowed.
        max: u32,
    },
    /// A wrapping axis across the shoved lines of an offset layout needs an even
    /// length, or the seam would join two lines of the same parity.
    #[error("a board wrapping across its shoved {axis} needs an even number of them, not {len}")]
    OddWrap {
        /// `"rows"` or `"columns"`.
        axis: &'static str,
        /// The odd length.
        len: usize,
    },
    /// Memory for a grid could not be reserved.
    #[error("could not allocate {cells} cells")]
    AllocationFailed {
        /// Cells asked for.
        cells: usize,
    },
    /// A cell vector's length does not match `cols * rows`.
    #[error("expected {expected} cells for the grid, got {got}")]
    LengthMismatch {
        /// `cols * rows`.
        expected: usize,
        /// Cells given.
        got: usize,
    },
    /// A hex that stands for no hex of the map it was used with (off a bounded map, or
    /// off a side of a wrap map that does not wrap).
    #[error("hex (q {q}, r {r}) is not on the map")]
    HexNotOnMap {
        /// Axial `q`.
        q: i32,
        /// Axial `r`.
        r: i32,
    },
}
