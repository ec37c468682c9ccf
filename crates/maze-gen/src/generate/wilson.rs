//! Wilson's algorithm, on any board: loop-erased random walks give a uniform
//! spanning tree (every perfect maze equally likely).
//!
//! From each cell not yet in the maze, walk at random until the maze is hit, then
//! carve the walk with its loops erased. Each cell keeps, in a scratch field of
//! the grower (`grow.rs`), the slot the walk last left it by; replaying those
//! exits from the start is the loop-erased walk.

use floodfill::Topology;
use rand_core::Rng;

use super::grow::Grow;
use crate::maze::VISITED;

impl<T: Topology + Clone, const IN_PASSAGES: bool> Grow<T, IN_PASSAGES> {
    pub(super) fn wilson<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let root = self.random_cell(rng);
        self.mark(root, VISITED);
        for start in 0..self.board().len() {
            if !self.board().is_usable(start) || self.is_visited(start) {
                continue;
            }
            // Each cell keeps the exit the walk last took from it: replaying
            // them erases the loops.
            let mut cur = start;
            while !self.is_visited(cur) {
                let (k, next) = self.random_step(cur, rng);
                self.set_exit(cur, k);
                cur = next;
            }
            let mut cur = start;
            while !self.is_visited(cur) {
                let k = self.exit(cur);
                let next = self.board().slot_target(cur, k);
                self.mark(cur, VISITED);
                self.maze.join_slot(cur, k, next);
                cur = next;
            }
        }
    }
}
