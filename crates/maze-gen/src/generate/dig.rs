//! The dig method (穴掘り法) of the seed article, in cell form.
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

use rand_core::Rng;

use super::Algorithm;
use super::grow::Grow;
use super::guard::guard;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::square_maze::Cell;

/// Digs a maze with the seed's method from a random start cell.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::dig(12, 8, None, &mut rng::seeded(7))?;
/// assert_eq!(maze.passage_count(), 12 * 8 - 1);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn dig<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    complexity: Option<u32>,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    Algorithm::Dig { complexity }.generate(width, height, rng)
}

/// Digs from a given start cell into a maze with every wall standing. Cells that
/// already have passages count as dug; only undug cells are entered.
pub fn dig_from<R: Rng + ?Sized>(
    maze: Maze,
    start: Cell,
    complexity: Option<u32>,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    let rng = &mut guard(rng, maze.len());
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
