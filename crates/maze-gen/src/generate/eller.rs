//! Eller's algorithm: one row at a time, with memory proportional to the width.

use alloc::vec;
use alloc::vec::Vec;
use rand_core::Rng;

use crate::direction::Direction;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::rng::Coins;

/// Row by row: join neighbouring cells of different sets at random, then drop at
/// least one passage down from every set. The last row joins every remaining set.
///
/// Each cell carries a set label (below `width`: a set coming down from the row
/// above, named by its first column that dropped; `width + x`: a fresh singleton).
/// The labels themselves are the nodes of a small union-find, reset per row, so a
/// row costs O(width) whatever the sets look like and nothing is hashed.
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
    let mut label: Vec<u32> = (w as u32..2 * w as u32).collect();
    // Per label node: its parent (a root links to itself).
    let mut link = vec![0u32; 2 * w];
    // Per column: the root label of its set after the horizontal joins.
    let mut root = vec![0u32; w];
    // Per root label: its last column in the row, whether the set already drops
    // down, and the label the set carries into the next row.
    let mut last = vec![0u32; 2 * w];
    let mut has_down = vec![false; 2 * w];
    let mut next_label = vec![0u32; 2 * w];
    let mut coins = Coins::new();
    for y in 0..height {
        let row = y * w;
        let is_last = y + 1 == height;
        for &l in &label {
            link[l as usize] = l;
        }
        // Horizontal joins; the root of column x is carried along, so each column
        // is looked up once.
        let mut left = find(&mut link, label[0]);
        for x in 0..w - 1 {
            let right = find(&mut link, label[x + 1]);
            if left != right && (is_last || coins.flip(rng)) {
                link[right as usize] = left;
                maze.carve_to(row + x, row + x + 1, Direction::East);
            } else {
                left = right;
            }
        }
        if is_last {
            break;
        }
        for (x, (r, &l)) in root.iter_mut().zip(&label).enumerate() {
            *r = find(&mut link, l);
            last[*r as usize] = x as u32;
            has_down[*r as usize] = false;
        }
        for (x, (slot, &r)) in label.iter_mut().zip(&root).enumerate() {
            let r = r as usize;
            let down = coins.flip(rng) || (last[r] as usize == x && !has_down[r]);
            if down {
                if !has_down[r] {
                    has_down[r] = true;
                    next_label[r] = x as u32;
                }
                maze.carve_to(row + x, row + x + w, Direction::South);
                *slot = next_label[r];
            } else {
                *slot = (w + x) as u32;
            }
        }
    }
    Ok(maze)
}

/// The root label of `l`'s set, halving the path on the way.
#[inline]
fn find(link: &mut [u32], mut l: u32) -> u32 {
    loop {
        let parent = link[l as usize];
        if parent == l {
            return l;
        }
        let grand = link[parent as usize];
        link[l as usize] = grand;
        l = grand;
    }
}
