//! The generators that need only "cells and their neighbours", on any board.
//!
//! Each follows its square-grid twin in `crate::generate` (same rules, same
//! choices), written over [`Board::usable_neighbours`] instead of the four sides.
//! They draw through the same guard, so they finish for every random source.

use alloc::collections::VecDeque;
use alloc::vec;
use alloc::vec::Vec;

use floodfill::Topology;
use rand_core::Rng;

use super::lattice::Lattice;
use super::{Board, BoardMaze, MAX_DEGREE};
use crate::generate::union_find::UnionFind;
use crate::generate::{Algorithm, GrowingTreeMode};
use crate::rng::{chance, index, shuffle};

/// A maze being grown: the passages and a visited flag per cell.
struct Grow<T> {
    maze: BoardMaze<T>,
    visited: Vec<bool>,
    /// Reused neighbour buffer.
    around: [u32; MAX_DEGREE],
    /// The neighbour slot (topology order) of each cell in `around`.
    slots: [u8; MAX_DEGREE],
}

impl<T: Topology + Clone> Grow<T> {
    fn new(board: &Board<T>) -> Self {
        Grow {
            maze: BoardMaze::new(board.clone()),
            visited: vec![false; board.len()],
            around: [0; MAX_DEGREE],
            slots: [0; MAX_DEGREE],
        }
    }

    fn board(&self) -> &Board<T> {
        self.maze.board()
    }

    /// A uniformly random usable cell.
    fn random_cell<R: Rng + ?Sized>(&self, rng: &mut R) -> usize {
        let k = index(rng, self.board().usable_count());
        (0..self.board().len())
            .filter(|&c| self.board().is_usable(c))
            .nth(k)
            .unwrap_or_else(|| self.board().first_usable())
    }

    /// Usable neighbours of `cell` whose visited flag equals `visited`, into
    /// `self.around`; returns how many.
    fn neighbours(&mut self, cell: usize, visited: bool) -> usize {
        self.scan(cell, visited, usize::MAX)
    }

    /// [`Grow::neighbours`] with each found neighbour's slot in `self.slots`, and
    /// `cell`'s side of the passage to `back` opened on the way.
    ///
    /// The backtracker enters every carved cell next, so it opens a passage from
    /// the near side only and lets this scan open the far side: one topology scan
    /// a step instead of three (the neighbours, then a slot search from each
    /// end). With the branch-free count below, this took a 1000 x 1000 hex maze
    /// from about 3.5x to about 2.9x the time of the square grid's.
    fn scan(&mut self, cell: usize, visited: bool, back: usize) -> usize {
        let mut m = 0;
        let (board, flags) = (self.maze.board(), &self.visited);
        let (around, slots) = (&mut self.around, &mut self.slots);
        let mut back_slot = MAX_DEGREE;
        board.for_each_slot(cell, |k, j, usable| {
            // Every neighbour is written and kept by a count that moves only for a
            // match: no branch on the (random) flags to mispredict.
            around[m] = j as u32;
            slots[m] = k as u8;
            m += usize::from(usable & (flags[j] == visited));
            back_slot = if j == back { k } else { back_slot };
        });
        if back_slot < MAX_DEGREE {
            self.maze.open_slot(cell, back_slot);
        }
        m
    }

    /// One of the first `n` (non-zero) neighbours found; no draw for a single one.
    fn pick<R: Rng + ?Sized>(&self, rng: &mut R, n: usize) -> usize {
        self.around[choose(rng, n)] as usize
    }

    fn carve(&mut self, a: usize, b: usize) {
        self.maze.open(a, b);
        self.visited[b] = true;
    }

    /// Carves from `cur` into random unvisited neighbours until stuck, telling
    /// `stepped` each cell entered.
    fn walk<R: Rng + ?Sized>(
        &mut self,
        mut cur: usize,
        rng: &mut R,
        mut stepped: impl FnMut(usize),
    ) {
        loop {
            let n = self.neighbours(cur, false);
            if n == 0 {
                return;
            }
            let next = self.pick(rng, n);
            self.carve(cur, next);
            stepped(next);
            cur = next;
        }
    }

    fn backtracker<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let start = self.random_cell(rng);
        if let Some(lattice) = Lattice::of(self.board()) {
            lattice.backtrack(start, rng, &mut self.maze);
            return;
        }
        self.visited[start] = true;
        let mut stack = vec![start as u32];
        while let Some(&top) = stack.last() {
            let cur = top as usize;
            // The cell below on the stack is the one `cur` was entered from.
            let back = stack
                .len()
                .checked_sub(2)
                .map_or(usize::MAX, |i| stack[i] as usize);
            let n = self.scan(cur, false, back);
            if n == 0 {
                stack.pop();
                continue;
            }
            let k = choose(rng, n);
            let next = self.around[k] as usize;
            // The far side opens when `next`, now on top, is scanned.
            self.maze.open_slot(cur, usize::from(self.slots[k]));
            self.visited[next] = true;
            stack.push(next as u32);
        }
    }

    fn growing_tree<R: Rng + ?Sized>(&mut self, mode: GrowingTreeMode, rng: &mut R) {
        let newest = match mode {
            GrowingTreeMode::Mixed { newest_percent } => (u64::from(newest_percent) << 32) / 100,
            _ => 0,
        };
        let start = self.random_cell(rng);
        self.visited[start] = true;
        let mut active = VecDeque::from([start as u32]);
        while !active.is_empty() {
            let k = match mode {
                GrowingTreeMode::Newest => active.len() - 1,
                GrowingTreeMode::Oldest => 0,
                GrowingTreeMode::Random => index(rng, active.len()),
                GrowingTreeMode::Mixed { .. } if chance(rng, newest) => active.len() - 1,
                GrowingTreeMode::Mixed { .. } => index(rng, active.len()),
            };
            let cur = active[k] as usize;
            let n = self.neighbours(cur, false);
            if n == 0 {
                active.swap_remove_back(k);
                continue;
            }
            let next = self.pick(rng, n);
            self.carve(cur, next);
            active.push_back(next as u32);
        }
    }

    fn prim<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let mut in_frontier = vec![false; self.board().len()];
        let mut frontier = Vec::new();
        let start = self.random_cell(rng);
        self.visited[start] = true;
        self.add_frontier(start, &mut in_frontier, &mut frontier);
        while !frontier.is_empty() {
            let cell = frontier.swap_remove(index(rng, frontier.len())) as usize;
            let n = self.neighbours(cell, true);
            let into = self.pick(rng, n);
            self.carve(into, cell);
            self.add_frontier(cell, &mut in_frontier, &mut frontier);
        }
    }

    fn add_frontier(&mut self, cell: usize, in_frontier: &mut [bool], frontier: &mut Vec<u32>) {
        let n = self.neighbours(cell, false);
        for &j in &self.around[..n] {
            if !in_frontier[j as usize] {
                in_frontier[j as usize] = true;
                frontier.push(j);
            }
        }
    }

    fn kruskal<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let len = self.board().len();
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut all = [0u32; MAX_DEGREE];
        for a in (0..len).filter(|&c| self.board().is_usable(c)) {
            let n = self.board().usable_neighbours(a, &mut all);
            edges.extend(
                all[..n]
                    .iter()
                    .filter(|&&b| b as usize > a)
                    .map(|&b| (a as u32, b)),
            );
        }
        shuffle(rng, &mut edges);
        let mut sets = UnionFind::new(len);
        for (a, b) in edges {
            if sets.union(a as usize, b as usize) {
                self.maze.open(a as usize, b as usize);
            }
        }
    }

    /// A random usable neighbour of `cell` (every usable cell has one unless it is
    /// the only one, which the callers rule out).
    fn random_step<R: Rng + ?Sized>(&mut self, cell: usize, rng: &mut R) -> usize {
        let mut all = [0u32; MAX_DEGREE];
        let n = self.board().usable_neighbours(cell, &mut all);
        all[index(rng, n)] as usize
    }

    fn aldous_broder<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let mut cur = self.random_cell(rng);
        self.visited[cur] = true;
        let mut left = self.board().usable_count() - 1;
        while left > 0 {
            let next = self.random_step(cur, rng);
            if !self.visited[next] {
                self.carve(cur, next);
                left -= 1;
            }
            cur = next;
        }
    }

    fn wilson<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let root = self.random_cell(rng);
        self.visited[root] = true;
        // The exit each walk last took from a cell: replaying them erases loops.
        let mut exit = vec![0u32; self.board().len()];
        for start in 0..self.board().len() {
            if !self.board().is_usable(start) || self.visited[start] {
                continue;
            }
            let mut cur = start;
            while !self.visited[cur] {
                let next = self.random_step(cur, rng);
                exit[cur] = next as u32;
                cur = next;
            }
            let mut cur = start;
            while !self.visited[cur] {
                let next = exit[cur] as usize;
                self.visited[cur] = true;
                self.maze.open(cur, next);
                cur = next;
            }
        }
    }

    fn hunt_and_kill<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let mut cur = self.random_cell(rng);
        self.visited[cur] = true;
        // Cells before `hunt` are all visited or masked.
        let mut hunt = 0;
        loop {
            self.walk(cur, rng, |_| {});
            while hunt < self.board().len() && (self.visited[hunt] || !self.board().is_usable(hunt))
            {
                hunt += 1;
            }
            let found = (hunt..self.board().len()).find(|&c| {
                self.board().is_usable(c) && !self.visited[c] && self.neighbours(c, true) > 0
            });
            let Some(cell) = found else { break };
            let n = self.neighbours(cell, true);
            let into = self.pick(rng, n);
            self.visited[cell] = true;
            self.maze.open(cell, into);
            cur = cell;
        }
    }

    fn dig<R: Rng + ?Sized>(&mut self, complexity: Option<u32>, rng: &mut R) {
        let start = self.random_cell(rng);
        self.visited[start] = true;
        let mut route = vec![start as u32];
        let mut branches = 0u32;
        while !route.is_empty() && complexity.is_none_or(|c| branches < c) {
            let k = index(rng, route.len());
            let cur = route[k] as usize;
            if self.neighbours(cur, false) == 0 {
                route.swap_remove(k);
                continue;
            }
            branches += 1;
            self.walk(cur, rng, |next| route.push(next as u32));
        }
    }
}

/// A position below `n` (non-zero); no draw when there is one choice.
fn choose<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    if n == 1 { 0 } else { index(rng, n) }
}

/// Runs `algorithm` on `board`; `None` for the algorithms that need the square grid.
pub(crate) fn generate_on<T: Topology + Clone, R: Rng + ?Sized>(
    algorithm: Algorithm,
    board: &Board<T>,
    rng: &mut R,
) -> Option<BoardMaze<T>> {
    let mut grow = Grow::new(board);
    match algorithm {
        Algorithm::Dig { complexity } => grow.dig(complexity, rng),
        Algorithm::Backtracker => grow.backtracker(rng),
        Algorithm::Prim => grow.prim(rng),
        Algorithm::Kruskal => grow.kruskal(rng),
        Algorithm::Wilson => grow.wilson(rng),
        Algorithm::AldousBroder => grow.aldous_broder(rng),
        Algorithm::HuntAndKill => grow.hunt_and_kill(rng),
        Algorithm::GrowingTree(mode) => grow.growing_tree(mode, rng),
        _ => return None,
    }
    Some(grow.maze)
}
