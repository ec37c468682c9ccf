//! Sidewinder: runs of east passages, each closed by one passage north.

use rand_core::Rng;

use super::guard::guard;
use crate::direction::Direction;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::rng::{Coins, below};

/// Row by row: extend a run eastwards at random; when it ends, open one random
/// cell of the run northwards. The top row is a single corridor.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::sidewinder(10, 10, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn sidewinder<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    let rng = &mut guard(rng, width.saturating_mul(height));
    let mut maze = Maze::new(width, height)?;
    for x in 0..width - 1 {
        maze.carve_to(x, x + 1, Direction::East);
    }
    let mut coins = Coins::new();
    for y in 1..height {
        let row = y * width;
        let mut run_start = 0;
        for x in 0..width {
            let i = row + x;
            if x + 1 < width && coins.flip(rng) {
                maze.carve_to(i, i + 1, Direction::East);
            } else {
                let len = (x - run_start + 1) as u32;
                let up = row + run_start + below(rng, len) as usize;
                maze.carve_to(up, up - width, Direction::North);
                run_start = x + 1;
            }
        }
    }
    Ok(maze)
}
