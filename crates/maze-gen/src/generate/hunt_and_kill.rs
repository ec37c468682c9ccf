//! Hunt-and-kill, on any board: random walks, and a scan for the next place to
//! start one.
//!
//! Like the backtracker but without a stack: when the walk is stuck, scan the
//! cells in index order (the rows from the top on a grid) for an unvisited cell
//! beside the maze and start again from there. Blocks of cells with no unvisited
//! cell left are skipped, so the scan stays near linear.

use alloc::vec;
use alloc::vec::Vec;

use floodfill::Topology;
use rand_core::Rng;

use super::grow::{Grow, Match, choose};
use crate::maze::VISITED;

/// Cells per block of the hunt's "unvisited cells left" counters.
const HUNT_BLOCK: usize = 256;

impl<T: Topology + Clone, const IN_PASSAGES: bool> Grow<T, IN_PASSAGES> {
    pub(super) fn hunt_and_kill<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let len = self.board().len();
        // Unvisited usable cells per block of cells: the hunt skips whole blocks.
        let mut left: Vec<u32> = vec![0; len.div_ceil(HUNT_BLOCK)];
        for c in (0..len).filter(|&c| self.board().is_usable(c)) {
            left[c / HUNT_BLOCK] += 1;
        }
        let mut cur = self.random_cell(rng);
        self.mark(cur, VISITED);
        left[cur / HUNT_BLOCK] -= 1;
        let mut first_block = 0;
        loop {
            self.walk(cur, rng, |next| left[next / HUNT_BLOCK] -= 1);
            while first_block < left.len() && left[first_block] == 0 {
                first_block += 1;
            }
            let Some(cell) = self.hunt(&left, first_block) else {
                break;
            };
            let n = self.neighbours(cell, Match::VISITED);
            self.join_found(cell, choose(rng, n));
            self.mark(cell, VISITED);
            left[cell / HUNT_BLOCK] -= 1;
            cur = cell;
        }
    }

    /// The first unvisited usable cell (in index order) next to a visited one.
    pub(super) fn hunt(&mut self, left: &[u32], first_block: usize) -> Option<usize> {
        let len = self.board().len();
        for block in (first_block..left.len()).filter(|&b| left[b] > 0) {
            let cells = block * HUNT_BLOCK..((block + 1) * HUNT_BLOCK).min(len);
            for c in cells {
                if self.board().is_usable(c)
                    && !self.is_visited(c)
                    && self.neighbours(c, Match::VISITED) > 0
                {
                    return Some(c);
                }
            }
        }
        None
    }
}
