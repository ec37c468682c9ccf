//! The wall segments of the square grid between inner corners (where four cells
//! meet), which stick-down and wall-extending think in: closing one, and asking
//! whether one stands.

use crate::direction::Direction;
use crate::maze::Maze;

/// Closes the wall segment that starts at lattice point `(px, py)` (a corner between
/// cells; `0..=width`, `0..=height`) and runs one step towards `dir`. The point must
/// be an inner corner (`1..width`, `1..height`), so both cells beside the segment
/// exist. Used by stick-down and wall-extending, which think in corners and walls.
pub(crate) fn close_segment(maze: &mut Maze, px: usize, py: usize, dir: Direction) {
    let w = maze.width();
    let (cell, side) = match dir {
        // A vertical segment between cells (px-1, row) and (px, row).
        Direction::North => ((py - 1) * w + px - 1, Direction::East),
        Direction::South => (py * w + px - 1, Direction::East),
        // A horizontal segment between cells (col, py-1) and (col, py).
        Direction::West => ((py - 1) * w + px - 1, Direction::South),
        Direction::East => ((py - 1) * w + px, Direction::South),
    };
    maze.wall_up(cell, side);
}

/// Whether the segment from inner corner `(px, py)` towards `dir` is a wall.
pub(crate) fn segment_is_wall(maze: &Maze, px: usize, py: usize, dir: Direction) -> bool {
    let w = maze.width();
    let (cell, side) = match dir {
        Direction::North => ((py - 1) * w + px - 1, Direction::East),
        Direction::South => (py * w + px - 1, Direction::East),
        Direction::West => ((py - 1) * w + px - 1, Direction::South),
        Direction::East => ((py - 1) * w + px, Direction::South),
    };
    maze.passages(cell) & side.bit() == 0
}
