//! Recursive backtracker (randomised depth-first search) with an explicit stack.

use rand_core::Rng;

use super::Algorithm;
use crate::error::MazeError;
use crate::maze::Maze;

/// Long winding corridors, few dead ends: walk to a random unvisited neighbour,
/// back up when stuck. The stack is a `Vec`, so 4096 × 4096 needs no deep recursion.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::backtracker(10, 10, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn backtracker<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    Algorithm::Backtracker.generate(width, height, rng)
}
