//! Binary tree: each cell opens north or west.
//!
//! Whole square grid only: [`Algorithm::from_rng`](super::Algorithm::from_rng)
//! hands it the guarded random source and a maze with every wall standing.

use rand_core::Rng;

use crate::direction::Direction;
use crate::maze::Maze;
use crate::rng::Coins;

/// Every cell opens its north or its west side at random (only one is possible on
/// the top row and the left column). Fast and strongly biased: the top row and the
/// left column are straight corridors.
pub(super) fn binary_tree<R: Rng + ?Sized>(maze: &mut Maze, rng: &mut R) {
    let width = maze.width();
    let mut coins = Coins::new();
    for i in 1..maze.len() {
        let (x, y) = (i % width, i / width);
        let dir = if y == 0 {
            Direction::West
        } else if x == 0 {
            Direction::North
        } else {
            if coins.flip(rng) {
                Direction::North
            } else {
                Direction::West
            }
        };
        maze.carve(i, dir);
    }
}
