//! Binary tree: each cell opens north or west.

use rand_core::Rng;

use crate::direction::Direction;
use crate::error::MazeError;
use crate::maze::Maze;

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
    let mut maze = Maze::new(width, height)?;
    // One 64-bit draw gives 64 coin flips.
    let (mut bits, mut left) = (0u64, 0u32);
    for i in 1..maze.len() {
        let (x, y) = (i % width, i / width);
        let dir = if y == 0 {
            Direction::West
        } else if x == 0 {
            Direction::North
        } else {
            if left == 0 {
                bits = rng.next_u64();
                left = 64;
            }
            let north = bits & 1 == 1;
            bits >>= 1;
            left -= 1;
            if north {
                Direction::North
            } else {
                Direction::West
            }
        };
        maze.carve(i, dir);
    }
    Ok(maze)
}
