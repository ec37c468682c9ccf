//! Binary tree: each cell opens north or west.

use rand_core::Rng;

use super::guard::guard;
use crate::direction::Direction;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::rng::Coins;

/// Every cell opens its north or its west side at random (only one is possible on
/// the top row and the left column). Fast and strongly biased: the top row and the
/// left column are straight corridors.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::binary_tree(10, 10, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn binary_tree<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    let rng = &mut guard(rng, width.saturating_mul(height));
    let mut maze = Maze::new(width, height)?;
    let mut coins = Coins::new();
    for i in 1..maze.len() {
        let (x, y) = (i % width, i / width);
        let dir = if y == 0 {
            Direction::West
        } else if x == 0 {
            Direction::North
        } else {
            if coins.flip(rng) {
                Direction::North
            } else {
                Direction::West
            }
        };
        maze.carve(i, dir);
    }
    Ok(maze)
}
