//! Recursive division, run with an explicit stack of rectangles.
//!
//! Whole square grid only: [`Algorithm::from_rng`](super::Algorithm::from_rng)
//! hands it the guarded random source and the open hall (every inner wall down).

use alloc::vec;
use rand_core::Rng;

use crate::direction::Direction;
use crate::maze::Maze;
use crate::rng::{below, coin};

/// Start from one open hall and split it with a wall that has one gap, then split
/// each part the same way, until parts are one cell thin. Long straight walls,
/// a boxy look. Rectangles wait on a `Vec`, not on the call stack.
pub(super) fn recursive_division<R: Rng + ?Sized>(maze: &mut Maze, rng: &mut R) {
    let (width, height) = (maze.width(), maze.height());
    let w = width;
    let mut stack = vec![(0usize, 0usize, width, height)];
    while let Some((x, y, rw, rh)) = stack.pop() {
        if rw < 2 || rh < 2 {
            continue;
        }
        let horizontal = if rh != rw { rh > rw } else { coin(rng) };
        if horizontal {
            // A wall under row y + k, with a gap at column x + gap.
            let k = below(rng, (rh - 1) as u32) as usize;
            let gap = below(rng, rw as u32) as usize;
            for i in 0..rw {
                if i != gap {
                    maze.wall_up((y + k) * w + x + i, Direction::South);
                }
            }
            stack.push((x, y, rw, k + 1));
            stack.push((x, y + k + 1, rw, rh - k - 1));
        } else {
            let k = below(rng, (rw - 1) as u32) as usize;
            let gap = below(rng, rh as u32) as usize;
            for j in 0..rh {
                if j != gap {
                    maze.wall_up((y + j) * w + x + k, Direction::East);
                }
            }
            stack.push((x, y, k + 1, rh));
            stack.push((x + k + 1, y, rw - k - 1, rh));
        }
    }
}
