//! Sidewinder: runs of east passages, each closed by one passage north.
//!
//! Whole square grid only: [`Algorithm::from_rng`](super::Algorithm::from_rng)
//! hands it the guarded random source and a maze with every wall standing.

use rand_core::Rng;

use crate::direction::Direction;
use crate::maze::Maze;
use crate::rng::{Coins, below};

/// Row by row: extend a run eastwards at random; when it ends, open one random
/// cell of the run northwards. The top row is a single corridor.
pub(super) fn sidewinder<R: Rng + ?Sized>(maze: &mut Maze, rng: &mut R) {
    let (width, height) = (maze.width(), maze.height());
    for x in 0..width - 1 {
        maze.carve_to(x, x + 1, Direction::East);
    }
    let mut coins = Coins::new();
    for y in 1..height {
        let row = y * width;
        let mut run_start = 0;
        for x in 0..width {
            let i = row + x;
            if x + 1 < width && coins.flip(rng) {
                maze.carve_to(i, i + 1, Direction::East);
            } else {
                let len = (x - run_start + 1) as u32;
                let up = row + run_start + below(rng, len) as usize;
                maze.carve_to(up, up - width, Direction::North);
                run_start = x + 1;
            }
        }
    }
}
