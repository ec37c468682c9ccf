//! The size limits every board and maze shares. They live below the boards and the
//! maze type so that both can check a size without importing each other;
//! [`Maze::MAX_SIDE`](crate::Maze::MAX_SIDE) and
//! [`Maze::MAX_CELLS`](crate::Maze::MAX_CELLS) are their public names.

use crate::error::MazeError;

/// Largest width or height accepted.
pub(crate) const MAX_SIDE: usize = 1 << 15;
/// Largest cell count accepted (64 Mi cells; 4096 × 4096 is a quarter of it).
pub(crate) const MAX_CELLS: usize = 1 << 26;

/// Checks a size against the limits.
pub(crate) fn validate_size(width: usize, height: usize) -> Result<(), MazeError> {
    if width == 0 || height == 0 {
        return Err(MazeError::EmptyMaze { width, height });
    }
    if width > MAX_SIDE || height > MAX_SIDE || width.saturating_mul(height) > MAX_CELLS {
        return Err(MazeError::MazeTooLarge {
            width,
            height,
            max_side: MAX_SIDE,
            max_cells: MAX_CELLS,
        });
    }
    Ok(())
}
