//! Randomised Prim's algorithm (the "simplified" maze form: a random frontier cell
//! joins the maze through a random visited neighbour), on any board.
//!
//! Many short dead ends radiating from the start. The frontier is a list of cells
//! beside the maze; a cell's frontier flag is a scratch bit of the grower
//! (`grow.rs`), so no cell enters the list twice.

use alloc::vec::Vec;

use floodfill::Topology;
use rand_core::Rng;

use super::grow::{FRONTIER, Grow, Match, choose};
use crate::maze::VISITED;
use crate::rng::index;

impl<T: Topology + Clone, const IN_PASSAGES: bool> Grow<T, IN_PASSAGES> {
    pub(super) fn prim<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let mut frontier = Vec::new();
        let start = self.random_cell(rng);
        self.mark(start, VISITED);
        self.add_frontier(start, &mut frontier);
        while !frontier.is_empty() {
            let cell = frontier.swap_remove(index(rng, frontier.len())) as usize;
            let n = self.neighbours(cell, Match::VISITED);
            self.join_found(cell, choose(rng, n));
            self.mark(cell, VISITED);
            self.add_frontier(cell, &mut frontier);
        }
    }

    pub(super) fn add_frontier(&mut self, cell: usize, frontier: &mut Vec<u32>) {
        let n = self.neighbours(cell, Match::OUTSIDE_FRONTIER);
        for i in 0..n {
            let j = self.around[i];
            self.mark(j as usize, FRONTIER);
            frontier.push(j);
        }
    }
}
