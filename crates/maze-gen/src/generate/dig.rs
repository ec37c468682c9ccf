//! The dig method (穴掘り法) of the seed article, in cell form, on any board.
//!
//! The article digs a tile map: from a random start it digs a corridor in random
//! directions, never breaking into another corridor, until it is stuck; then it picks
//! a random already-dug place and digs a new branch from there, `complexity` times.
//! In cell form "never breaking into another corridor" is "only step into undug
//! cells", so every branch extends a tree.
//!
//! `complexity` counts the corridors dug (the first from the start included). The
//! article keeps every dug place as a branch candidate; a candidate with no undug
//! neighbour left is dropped when it is picked (the article meant to do this too,
//! with `delete this.route[start]`) and does not count as a branch. With
//! `complexity = None` digging goes on until no candidate is left, which yields a
//! perfect maze over the whole grid. With a limit, the dug cells form a perfect
//! maze and the undug cells stay solid rock (no open side).

use alloc::vec;

use floodfill::Topology;
use rand_core::Rng;

use super::grow::{Grow, Match};
use crate::error::MazeError;
use crate::maze::{Maze, VISITED};
use crate::rng::index;
use crate::square_maze::Cell;

/// Digs from a given start cell into a maze with every wall standing. Cells that
/// already have passages count as dug; only undug cells are entered.
///
/// ```
/// use maze_gen::{Cell, Maze, generate, rng};
///
/// let maze = generate::dig_from(Maze::new(9, 7)?, Cell::new(4, 3), None, &mut rng::from_seed(2))?;
/// assert_eq!(maze.passage_count(), 9 * 7 - 1);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn dig_from<R: Rng + ?Sized>(
    maze: Maze,
    start: Cell,
    complexity: Option<u32>,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    let rng = &mut super::guard::guard(rng, maze.len());
    let start = maze.cell_of(start).ok_or(MazeError::OutOfBounds {
        x: start.x,
        y: start.y,
        width: maze.width(),
        height: maze.height(),
    })?;
    // A square maze keeps the scratch bits in its passage bytes.
    let mut grow = Grow::<_, true>::resume(maze);
    grow.dig(start, complexity, rng);
    Ok(grow.into_maze())
}

impl<T: Topology + Clone, const IN_PASSAGES: bool> Grow<T, IN_PASSAGES> {
    /// The dig method from `start`: corridors dug from random cells of the route
    /// so far, at most `complexity` of them.
    pub(super) fn dig<R: Rng + ?Sized>(
        &mut self,
        start: usize,
        complexity: Option<u32>,
        rng: &mut R,
    ) {
        self.mark(start, VISITED);
        let mut route = vec![start as u32];
        let mut branches = 0u32;
        while !route.is_empty() && complexity.is_none_or(|c| branches < c) {
            let k = index(rng, route.len());
            let cur = route[k] as usize;
            if self.neighbours(cur, Match::UNVISITED) == 0 {
                route.swap_remove(k);
                continue;
            }
            branches += 1;
            self.walk(cur, rng, |next| route.push(next as u32));
        }
    }
}
