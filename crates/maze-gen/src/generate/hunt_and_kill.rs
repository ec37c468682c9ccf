//! Hunt-and-kill: random walks, and a scan for the next place to start one.

use rand_core::Rng;

use super::Algorithm;
use crate::error::MazeError;
use crate::maze::Maze;

/// Like the backtracker but without a stack: when the walk is stuck, scan the rows
/// from the top for an unvisited cell beside the maze and start again from there.
/// Rows with no unvisited cell left are skipped, so the scan stays near linear.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::hunt_and_kill(10, 10, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn hunt_and_kill<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    Algorithm::HuntAndKill.generate(width, height, rng)
}
