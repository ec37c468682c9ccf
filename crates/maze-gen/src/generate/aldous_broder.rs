//! Aldous–Broder: one long random walk; uniform but slow to finish.

use rand_core::Rng;

use super::guard::Guarded;
use super::wilson::random_step;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::rng::{TwoBits, index};

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
    let rng = &mut Guarded::new(rng, width.saturating_mul(height));
    let mut maze = Maze::new(width, height)?;
    let mut cur = index(rng, maze.len());
    maze.mark(cur);
    let mut left = maze.len() - 1;
    let mut bits = TwoBits::new();
    while left > 0 {
        let (dir, next) = random_step(&maze, cur, &mut bits, rng);
        if !maze.is_marked(next) {
            maze.carve_to(cur, next, dir);
            maze.mark(next);
            left -= 1;
        }
        cur = next;
    }
    maze.clear_marks();
    Ok(maze)
}
