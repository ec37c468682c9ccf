//! Randomised Prim's algorithm (the "simplified" maze form: a random frontier cell
//! joins the maze through a random visited neighbour).

use rand_core::Rng;

use super::Algorithm;
use crate::error::MazeError;
use crate::maze::Maze;

/// Many short dead ends radiating from the start: grow the maze one random frontier
/// cell at a time.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::prim(10, 10, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn prim<R: Rng + ?Sized>(width: usize, height: usize, rng: &mut R) -> Result<Maze, MazeError> {
    Algorithm::Prim.generate(width, height, rng)
}
