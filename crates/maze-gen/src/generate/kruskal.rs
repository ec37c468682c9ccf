//! Randomised Kruskal's algorithm over a real union-find.

use alloc::vec::Vec;
use rand_core::Rng;

use super::union_find::UnionFind;
use crate::direction::Direction;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::rng::shuffle;

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
    let mut maze = Maze::new(width, height)?;
    let n = maze.len();
    // An inner wall is `cell * 2` (its east side) or `cell * 2 + 1` (its south side).
    let mut walls: Vec<u32> = Vec::with_capacity(2 * n);
    for i in 0..n {
        if maze.step(i, Direction::East).is_some() {
            walls.push((i * 2) as u32);
        }
        if maze.step(i, Direction::South).is_some() {
            walls.push((i * 2 + 1) as u32);
        }
    }
    shuffle(rng, &mut walls);
    let mut sets = UnionFind::new(n);
    let mut joined = 0;
    for wall in walls {
        if joined + 1 == n {
            break;
        }
        let cell = (wall / 2) as usize;
        let dir = if wall & 1 == 0 {
            Direction::East
        } else {
            Direction::South
        };
        let other = if wall & 1 == 0 {
            cell + 1
        } else {
            cell + width
        };
        if sets.union(cell, other) {
            maze.carve_to(cell, other, dir);
            joined += 1;
        }
    }
    Ok(maze)
}
