//! Wilson's algorithm: loop-erased random walks give a uniform spanning tree.

use rand_core::Rng;

use super::guard::Guarded;
use crate::direction::Direction;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::rng::{TwoBits, index};

/// Scratch bits 4..=5 of a cell: the direction the current walk last left it by.
/// Overwriting it on revisits is what erases the loops.
const WALK_SHIFT: u8 = 4;
const WALK_MASK: u8 = 0b11 << WALK_SHIFT;

/// A uniform spanning tree (every perfect maze equally likely): from each cell not
/// yet in the maze, walk at random until the maze is hit, then carve the walk with
/// its loops erased.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::wilson(10, 10, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn wilson<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    let rng = &mut Guarded::new(rng, width.saturating_mul(height));
    let mut maze = Maze::new(width, height)?;
    let root = index(rng, maze.len());
    maze.mark(root);
    let mut bits = TwoBits::new();
    for start in 0..maze.len() {
        if maze.is_marked(start) {
            continue;
        }
        // Walk until the tree is hit, remembering the last exit of each cell.
        let mut cur = start;
        while !maze.is_marked(cur) {
            let (dir, next) = random_step(&maze, cur, &mut bits, rng);
            maze.put_scratch(cur, WALK_MASK, (dir as u8) << WALK_SHIFT);
            cur = next;
        }
        // Replay the remembered exits: that is the walk without its loops.
        let mut cur = start;
        while !maze.is_marked(cur) {
            let dir = Direction::from_index(usize::from((maze.raw(cur) & WALK_MASK) >> WALK_SHIFT));
            let next = maze.carve(cur, dir);
            maze.mark(cur);
            cur = next;
        }
    }
    maze.clear_marks();
    Ok(maze)
}

/// One uniformly random step to a grid neighbour (rejecting sides off the grid).
#[inline]
pub(crate) fn random_step<R: Rng + ?Sized>(
    maze: &Maze,
    cur: usize,
    bits: &mut TwoBits,
    rng: &mut R,
) -> (Direction, usize) {
    loop {
        let dir = Direction::from_index(bits.next(rng));
        if let Some(next) = maze.step(cur, dir) {
            return (dir, next);
        }
    }
}
