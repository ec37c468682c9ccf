//! Recursive backtracker (randomised depth-first search) with an explicit stack.

use alloc::vec;
use rand_core::Rng;

use super::common::{pick, unvisited};
use crate::error::MazeError;
use crate::maze::Maze;
use crate::rng::index;

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
    let mut maze = Maze::new(width, height)?;
    let start = index(rng, maze.len());
    maze.mark(start);
    let mut stack = vec![start as u32];
    while let Some(&top) = stack.last() {
        let cur = top as usize;
        let (options, n) = unvisited(&maze, cur);
        if n == 0 {
            stack.pop();
            continue;
        }
        let (next, dir) = pick(rng, &options, n);
        maze.carve_to(cur, next, dir);
        maze.mark(next);
        stack.push(next as u32);
    }
    maze.clear_marks();
    Ok(maze)
}
