//! The crate's error type.

/// What was wrong with the input of a floodfill operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FloodError {
    /// A seed cell index is not below the topology's cell count.
    #[error("seed cell {seed} is out of range: the topology has {len} cells")]
    SeedOutOfRange {
        /// The seed given.
        seed: usize,
        /// Cells in the topology.
        len: usize,
    },
    /// A slice of per-cell values does not have one entry per cell.
    #[error("slice holds {found} values but the topology has {expected} cells")]
    SizeMismatch {
        /// Cells in the topology.
        expected: usize,
        /// Length of the slice given.
        found: usize,
    },
    /// A grid needs at least one column and one row.
    #[error("grid size {width}x{height} is empty: both sides must be at least 1")]
    EmptyGrid {
        /// Columns asked for.
        width: usize,
        /// Rows asked for.
        height: usize,
    },
    /// The grid has more cells than fit in a `u32` cell index (or a side is too long).
    #[error("grid size {width}x{height} is too large: at most {max} cells", max = crate::MAX_CELLS)]
    TooLarge {
        /// Columns asked for.
        width: usize,
        /// Rows asked for.
        height: usize,
    },
    /// A topology has more cells than fit in a `u32` cell index.
    #[error("topology has {len} cells: at most {max} are supported", max = crate::MAX_CELLS)]
    TooManyCells {
        /// Cells in the topology.
        len: usize,
    },
    /// The buffers for a topology of this many cells could not be allocated.
    #[error("cannot allocate the buffers for {cells} cells")]
    OutOfMemory {
        /// Cells asked for.
        cells: usize,
    },
    /// An edge of a user graph names a cell that does not exist.
    #[error("edge {from} -> {to} names a cell out of range: the graph has {len} cells")]
    EdgeOutOfRange {
        /// Source cell of the edge.
        from: usize,
        /// Target cell of the edge.
        to: usize,
        /// Cells in the graph.
        len: usize,
    },
}

/// Grows `v` so that it holds `total` elements without reallocating, or reports
/// [`FloodError::OutOfMemory`] instead of aborting the process.
pub(crate) fn reserve_total<T>(v: &mut alloc::vec::Vec<T>, total: usize) -> Result<(), FloodError> {
    v.try_reserve(total.saturating_sub(v.len()))
        .map_err(|_| FloodError::OutOfMemory { cells: total })
}
