//! 棒倒し法 (stick-down, bar-toppling), in cell form.
//!
//! Whole square grid only: [`Algorithm::from_rng`](super::Algorithm::from_rng)
//! hands it the guarded random source and the open hall (every inner wall down).

use rand_core::Rng;

use super::common::{close_segment, segment_is_wall};
use crate::direction::Direction;
use crate::maze::Maze;
use crate::rng::below;

/// The classic Japanese stick-down method. In tile form the maze starts with the
/// outer wall and a pillar on every other tile; each pillar topples a stick into one
/// neighbouring gap. In cell form a pillar is an inner corner (where four cells
/// meet) and a stick is one wall segment from it. The standard rules:
///
/// - pillars are toppled row by row, top to bottom, left to right;
/// - only the top row of pillars may topple up; every row may topple down, left
///   or right;
/// - a stick may not land where a wall already is (the left neighbour may have
///   toppled right).
///
/// Under these rules every pillar adds exactly one wall and no wall ring can close
/// (a ring would need a pillar below the top row to topple up), so the result is a
/// perfect maze; the tests check it. It is strongly biased (walls lean down).
pub(super) fn stick_down<R: Rng + ?Sized>(maze: &mut Maze, rng: &mut R) {
    let (width, height) = (maze.width(), maze.height());
    for py in 1..height {
        for px in 1..width {
            let mut options = [Direction::North; 4];
            let mut n = 0;
            let candidates: &[Direction] = if py == 1 {
                &Direction::ALL
            } else {
                &[Direction::East, Direction::South, Direction::West]
            };
            for &d in candidates {
                if !segment_is_wall(maze, px, py, d) {
                    options[n] = d;
                    n += 1;
                }
            }
            // A fresh corner always has down and right free, so n >= 2.
            let dir = options[below(rng, n as u32) as usize];
            close_segment(maze, px, py, dir);
        }
    }
}
