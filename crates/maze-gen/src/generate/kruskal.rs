//! Randomised Kruskal's algorithm over a real union-find.

use rand_core::Rng;

use super::Algorithm;
use crate::error::MazeError;
use crate::maze::Maze;

/// Uniformly spread short dead ends: walls in random order, each removed when it
/// separates two different sets of cells.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::kruskal(10, 10, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn kruskal<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    Algorithm::Kruskal.generate(width, height, rng)
}
