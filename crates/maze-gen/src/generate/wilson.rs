//! Wilson's algorithm: loop-erased random walks give a uniform spanning tree.

use rand_core::Rng;

use super::Algorithm;
use crate::error::MazeError;
use crate::maze::Maze;

/// A uniform spanning tree (every perfect maze equally likely): from each cell not
/// yet in the maze, walk at random until the maze is hit, then carve the walk with
/// its loops erased.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::wilson(10, 10, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn wilson<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    Algorithm::Wilson.generate(width, height, rng)
}
