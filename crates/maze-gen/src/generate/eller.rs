//! Eller's algorithm: one row at a time, with memory proportional to the width.

use alloc::vec;
use rand_core::Rng;

use super::union_find::UnionFind;
use crate::direction::Direction;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::rng::Coins;

/// Row by row: join neighbouring cells of different sets at random, then drop at
/// least one passage down from every set. The last row joins every remaining set.
/// Sets are tracked with a union-find over the columns, rebuilt for each row, so a
/// row costs O(width) whatever the sets look like.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::eller(10, 10, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn eller<R: Rng + ?Sized>(width: usize, height: usize, rng: &mut R) -> Result<Maze, MazeError> {
    let mut maze = Maze::new(width, height)?;
    let w = width;
    // label[x]: the set of the cell in column x of the current row. Labels below w
    // come from the row above (a column number); `w + x` is a fresh singleton.
    let mut label: alloc::vec::Vec<u32> = (0..w as u32).map(|x| x + w as u32).collect();
    // first[l]: first column holding label l in this row (a stamp avoids clearing).
    let mut first = vec![(0u32, u32::MAX); 2 * w];
    let mut last = vec![0u32; w];
    let mut has_down = vec![false; w];
    let mut root = vec![0u32; w];
    let mut sets = UnionFind::new(w);
    let mut coins = Coins::new();
    for y in 0..height {
        let row = y * w;
        let is_last = y + 1 == height;
        sets.reset();
        for (x, &l) in label.iter().enumerate() {
            let l = l as usize;
            if first[l].1 == y as u32 {
                sets.union(first[l].0 as usize, x);
            } else {
                first[l] = (x as u32, y as u32);
            }
        }
        // Horizontal joins; the root of column x is carried along, so each column
        // is looked up once.
        let mut left = sets.find(0);
        for x in 0..w - 1 {
            let right = sets.find(x + 1);
            if left != right && (is_last || coins.flip(rng)) {
                left = sets.union_roots(left, right);
                maze.carve_to(row + x, row + x + 1, Direction::East);
            } else {
                left = right;
            }
        }
        if is_last {
            break;
        }
        for (x, r) in root.iter_mut().enumerate() {
            *r = sets.find(x) as u32;
            last[*r as usize] = x as u32;
            has_down[*r as usize] = false;
        }
        for (x, slot) in label.iter_mut().enumerate() {
            let r = root[x] as usize;
            let down = coins.flip(rng) || (last[r] as usize == x && !has_down[r]);
            if down {
                has_down[r] = true;
                maze.carve_to(row + x, row + x + w, Direction::South);
                *slot = r as u32;
            } else {
                *slot = (w + x) as u32;
            }
        }
    }
    Ok(maze)
}
