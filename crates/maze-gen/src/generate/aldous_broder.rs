//! Aldous–Broder, on any board: one long random walk that carves into every cell
//! it enters for the first time. A uniform spanning tree, but the walk needs many
//! times the cell count in steps (its cover time); Wilson gives the same
//! distribution faster.

use floodfill::Topology;
use rand_core::Rng;

use super::grow::Grow;
use crate::maze::VISITED;

impl<T: Topology + Clone, const IN_PASSAGES: bool> Grow<T, IN_PASSAGES> {
    pub(super) fn aldous_broder<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let mut cur = self.random_cell(rng);
        self.mark(cur, VISITED);
        let mut left = self.board().usable_count() - 1;
        while left > 0 {
            let (k, next) = self.random_step(cur, rng);
            if !self.is_visited(next) {
                self.maze.join_slot(cur, k, next);
                self.mark(next, VISITED);
                left -= 1;
            }
            cur = next;
        }
    }
}
