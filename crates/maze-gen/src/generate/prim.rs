//! Randomised Prim's algorithm (the "simplified" maze form: a random frontier cell
//! joins the maze through a random visited neighbour).

use alloc::vec::Vec;
use rand_core::Rng;

use super::common::{pick, visited};
use super::guard::Guarded;
use crate::direction::Direction;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::rng::index;

/// Scratch bit: the cell is in the frontier list.
const FRONTIER: u8 = 0x40;

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
    let rng = &mut Guarded::new(rng, width.saturating_mul(height));
    let mut maze = Maze::new(width, height)?;
    let mut frontier: Vec<u32> = Vec::new();
    let start = index(rng, maze.len());
    maze.mark(start);
    add_frontier(&mut maze, start, &mut frontier);
    while !frontier.is_empty() {
        let k = index(rng, frontier.len());
        let cell = frontier.swap_remove(k) as usize;
        let (options, n) = visited(&maze, cell);
        let (into, dir) = pick(rng, &options, n);
        maze.carve_to(cell, into, dir);
        maze.mark(cell);
        add_frontier(&mut maze, cell, &mut frontier);
    }
    maze.clear_marks();
    Ok(maze)
}

fn add_frontier(maze: &mut Maze, cell: usize, frontier: &mut Vec<u32>) {
    for d in Direction::ALL {
        if let Some(j) = maze.step(cell, d)
            && maze.raw(j) & (FRONTIER | crate::maze::VISITED) == 0
        {
            maze.set_scratch(j, FRONTIER);
            frontier.push(j as u32);
        }
    }
}
