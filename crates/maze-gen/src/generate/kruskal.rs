//! Randomised Kruskal's algorithm over a real union-find.

use alloc::vec::Vec;
use rand_core::Rng;

use super::guard::Guarded;
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
    let rng = &mut Guarded::new(rng, width.saturating_mul(height));
    let mut maze = Maze::new(width, height)?;
    let n = maze.len();
    let mut walls = inner_walls(width, height);
    shuffle(rng, &mut walls);
    let mut sets = UnionFind::new(n);
    let mut joined = 0;
    for (k, &wall) in walls.iter().enumerate() {
        if joined + 1 == n {
            break;
        }
        // The walls come in random order, so each one's cells are cache misses in
        // the union-find and the maze. Reading the sets of the wall a few places
        // ahead starts those misses early, overlapping them with this wall's work.
        if let Some(&ahead) = walls.get(k + LOOK_AHEAD) {
            let (cell, other, _) = wall_cells(ahead, width);
            core::hint::black_box(sets.peek(cell) ^ sets.peek(other));
        }
        let (cell, other, dir) = wall_cells(wall, width);
        if sets.union(cell, other) {
            maze.carve_to(cell, other, dir);
            joined += 1;
        }
    }
    Ok(maze)
}

/// How many walls ahead the union loop touches the sets of.
const LOOK_AHEAD: usize = 16;

/// Every inner wall, in cell order: `cell * 2` is the cell's east side, `cell * 2 + 1`
/// its south side (east before south, row by row).
fn inner_walls(width: usize, height: usize) -> Vec<u32> {
    let mut walls = Vec::with_capacity(2 * width * height);
    for y in 0..height {
        let has_south = y + 1 < height;
        for x in 0..width {
            let i = (y * width + x) as u32;
            if x + 1 < width {
                walls.push(i * 2);
            }
            if has_south {
                walls.push(i * 2 + 1);
            }
        }
    }
    walls
}

/// The two cells beside a wall and the side of the first that it is.
#[inline]
fn wall_cells(wall: u32, width: usize) -> (usize, usize, Direction) {
    let cell = (wall / 2) as usize;
    if wall & 1 == 0 {
        (cell, cell + 1, Direction::East)
    } else {
        (cell, cell + width, Direction::South)
    }
}
