//! Aldous–Broder: one long random walk; uniform but slow to finish.

use rand_core::Rng;

use super::Algorithm;
use crate::error::MazeError;
use crate::maze::Maze;

/// A uniform spanning tree by a single random walk that carves into every cell it
/// enters for the first time. Expect many times the cell count in steps (the walk's
/// cover time); Wilson gives the same distribution faster.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::aldous_broder(8, 8, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 63);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn aldous_broder<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    Algorithm::AldousBroder.generate(width, height, rng)
}
