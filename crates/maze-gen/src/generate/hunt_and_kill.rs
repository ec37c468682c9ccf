//! Hunt-and-kill: random walks, and a scan for the next place to start one.

use alloc::vec;
use rand_core::Rng;

use super::common::{dig_onward, pick, visited};
use super::guard::Guarded;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::rng::index;

/// Like the backtracker but without a stack: when the walk is stuck, scan the rows
/// from the top for an unvisited cell beside the maze and start again from there.
/// Rows with no unvisited cell left are skipped, so the scan stays near linear.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::hunt_and_kill(10, 10, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn hunt_and_kill<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    let rng = &mut Guarded::new(rng, width.saturating_mul(height));
    let mut maze = Maze::new(width, height)?;
    let mut unvisited_in_row = vec![width as u32; height];
    let mut cur = index(rng, maze.len());
    maze.mark(cur);
    unvisited_in_row[cur / width] -= 1;
    let mut hunt_row = 0;
    loop {
        // Kill: walk while there is somewhere new to go.
        while let Some(next) = dig_onward(&mut maze, rng, cur) {
            unvisited_in_row[next / width] -= 1;
            cur = next;
        }
        // Hunt: the first unvisited cell (row-major) that touches the maze.
        while hunt_row < height && unvisited_in_row[hunt_row] == 0 {
            hunt_row += 1;
        }
        let mut found = None;
        'scan: for (y, &left) in unvisited_in_row.iter().enumerate().skip(hunt_row) {
            if left == 0 {
                continue;
            }
            for i in y * width..(y + 1) * width {
                if !maze.is_marked(i) {
                    let (options, n) = visited(&maze, i);
                    if n > 0 {
                        found = Some((i, options, n));
                        break 'scan;
                    }
                }
            }
        }
        let Some((cell, options, n)) = found else {
            break;
        };
        let (into, dir) = pick(rng, &options, n);
        maze.carve_to(cell, into, dir);
        maze.mark(cell);
        unvisited_in_row[cell / width] -= 1;
        cur = cell;
    }
    maze.clear_marks();
    Ok(maze)
}
