//! The generators that need only "cells and their neighbours", written once for
//! every board: the dig method, backtracker, Prim, Kruskal, Wilson,
//! Aldous–Broder, hunt-and-kill and the growing tree.
//!
//! They read the board through [`Board::for_each_slot`], which takes the square
//! grid's four sides without the neighbour callback; the backtracker runs on a
//! framed byte lattice when the board is a plain grid (square or hex). On the
//! square grid a seed gives the very mazes the golden tests pin.
//!
//! A cell's scratch state (visited, in Prim's frontier, the exit of Wilson's
//! walk) is one byte. On the square grid it is the passage byte itself, above
//! the four side bits, so the random reads of a large maze touch one array;
//! other boards may use all eight passage bits and keep a byte array of their
//! own.

use alloc::collections::VecDeque;
use alloc::vec;
use alloc::vec::Vec;

use floodfill::Topology;
use rand_core::Rng;

use super::union_find::UnionFind;
use super::{Algorithm, GrowingTreeMode};
use crate::board::lattice::Lattice;
use crate::board::{Board, MAX_DEGREE};
use crate::direction::ALL_SIDES;
use crate::maze::{Maze, VISITED};
use crate::rng::{TwoBits, chance, index, shuffle};
use crate::square::Square;

/// Cells per block of the hunt's "unvisited cells left" counters.
const HUNT_BLOCK: usize = 256;

/// Scratch bit: the cell is in Prim's frontier list.
const FRONTIER: u8 = 0x40;
/// Scratch bits: the slot by which Wilson's walk last left the cell. Prim's
/// frontier flag and these never meet (a slot of the square grid is below 4, so
/// its exit leaves the frontier bit clear there too).
const EXIT: u8 = 0x70;
const EXIT_SHIFT: u32 = 4;

/// Which neighbours a scan keeps: those whose scratch byte, masked, equals a value.
#[derive(Clone, Copy)]
struct Match {
    mask: u8,
    value: u8,
}

impl Match {
    /// Not yet in the maze.
    const UNVISITED: Match = Match {
        mask: VISITED,
        value: 0,
    };
    /// Already in the maze.
    const VISITED: Match = Match {
        mask: VISITED,
        value: VISITED,
    };
    /// Neither in the maze nor in Prim's frontier yet.
    const OUTSIDE_FRONTIER: Match = Match {
        mask: VISITED | FRONTIER,
        value: 0,
    };

    #[inline(always)]
    fn keeps(self, scratch: u8) -> bool {
        scratch & self.mask == self.value
    }
}

/// A maze being grown: the passages and a scratch byte per cell.
///
/// `IN_PASSAGES`: the scratch bytes are the passage bytes (the square grid).
/// It is fixed when the grower is made, so the hot loops do not choose per cell.
pub(crate) struct Grow<T, const IN_PASSAGES: bool> {
    maze: Maze<T>,
    /// The scratch bytes when they are not the passage bytes, else empty.
    own: Vec<u8>,
    /// Reused neighbour buffer.
    around: [u32; MAX_DEGREE],
    /// The neighbour slot (topology order) of each cell in `around`.
    slots: [u8; MAX_DEGREE],
    /// Random bits for the square grid's steps (two a step).
    two_bits: TwoBits,
}

impl<T: Topology + Clone, const IN_PASSAGES: bool> Grow<T, IN_PASSAGES> {
    /// Grows `maze`, which has every wall standing; its board must be the
    /// square grid when `IN_PASSAGES`.
    pub(crate) fn new(maze: Maze<T>) -> Self {
        debug_assert_eq!(IN_PASSAGES, maze.board().as_square().is_some());
        let own = if IN_PASSAGES {
            Vec::new()
        } else {
            vec![0; maze.len()]
        };
        Grow {
            maze,
            own,
            around: [0; MAX_DEGREE],
            slots: [0; MAX_DEGREE],
            two_bits: TwoBits::new(),
        }
    }

    /// Grows `maze` further: cells that already have a passage count as visited.
    pub(crate) fn resume(maze: Maze<T>) -> Self {
        let mut grow = Grow::new(maze);
        for c in 0..grow.maze.len() {
            if grow.maze.degree(c) > 0 {
                grow.mark(c, VISITED);
            }
        }
        grow
    }

    /// The grown maze, its passage bytes cleared of scratch bits.
    pub(crate) fn into_maze(mut self) -> Maze<T> {
        if IN_PASSAGES {
            for b in &mut self.maze.passage_store_mut().bits {
                *b &= ALL_SIDES;
            }
        }
        self.maze
    }

    /// Every cell's scratch byte.
    #[inline(always)]
    fn scratch(&self) -> &[u8] {
        if IN_PASSAGES {
            &self.maze.passage_store().bits
        } else {
            &self.own
        }
    }

    #[inline(always)]
    fn scratch_mut(&mut self) -> &mut [u8] {
        if IN_PASSAGES {
            &mut self.maze.passage_store_mut().bits
        } else {
            &mut self.own
        }
    }

    #[inline(always)]
    fn is_visited(&self, cell: usize) -> bool {
        self.scratch()[cell] & VISITED != 0
    }

    /// Sets the scratch `bits` (a flag) of `cell`.
    #[inline(always)]
    fn mark(&mut self, cell: usize, bits: u8) {
        self.scratch_mut()[cell] |= bits;
    }

    /// The slot Wilson's walk last left `cell` by.
    #[inline(always)]
    fn exit(&self, cell: usize) -> usize {
        usize::from((self.scratch()[cell] & EXIT) >> EXIT_SHIFT)
    }

    #[inline(always)]
    fn set_exit(&mut self, cell: usize, slot: usize) {
        let byte = &mut self.scratch_mut()[cell];
        *byte = (*byte & !EXIT) | (slot as u8) << EXIT_SHIFT;
    }

    fn board(&self) -> &Board<T> {
        self.maze.board()
    }

    /// A uniformly random usable cell.
    fn random_cell<R: Rng + ?Sized>(&self, rng: &mut R) -> usize {
        random_cell(self.board(), rng)
    }

    /// Usable neighbours of `cell` that `want` keeps, into `self.around`;
    /// returns how many.
    fn neighbours(&mut self, cell: usize, want: Match) -> usize {
        self.scan(cell, want, usize::MAX)
    }

    /// [`Grow::neighbours`] with each found neighbour's slot in `self.slots`, and
    /// `cell`'s side of the passage to `back` opened on the way.
    ///
    /// The backtracker enters every carved cell next, so it opens a passage from
    /// the near side only and lets this scan open the far side: one topology scan
    /// a step instead of three (the neighbours, then a slot search from each end).
    // Always inlined, with the square scan, so that a caller without a cell to
    // open back to drops that search; the scan of any other board stays out of
    // line, where its neighbour callback inlines.
    #[inline(always)]
    fn scan(&mut self, cell: usize, want: Match, back: usize) -> usize {
        if let Some(square) = self.maze.board().as_square()
            && self.maze.board().is_full()
        {
            return self.scan_square(*square, cell, want, back);
        }
        self.scan_any(cell, want, back)
    }

    /// [`Grow::scan`] on any board, through the neighbour callback.
    #[inline]
    fn scan_any(&mut self, cell: usize, want: Match, back: usize) -> usize {
        let mut m = 0;
        let board = self.maze.board();
        let flags = if IN_PASSAGES {
            &self.maze.passage_store().bits
        } else {
            &self.own
        };
        let (around, slots) = (&mut self.around, &mut self.slots);
        let mut back_slot = MAX_DEGREE;
        board.for_each_slot(cell, |k, j, usable| {
            // Every neighbour is written and kept by a count that moves only for a
            // match: no branch on the (random) flags to mispredict.
            around[m] = j as u32;
            slots[m] = k as u8;
            m += usize::from(usable & want.keeps(flags[j]));
            back_slot = if j == back { k } else { back_slot };
        });
        if back_slot < MAX_DEGREE {
            self.maze.open_slot(cell, back_slot);
        }
        m
    }

    /// [`Grow::scan`] on the whole square grid: the four sides, all usable.
    #[inline(always)]
    fn scan_square(&mut self, square: Square, cell: usize, want: Match, back: usize) -> usize {
        let (w, x) = (square.width(), cell % square.width());
        // Each side in slot order with whether it is on the grid (`cell` is).
        let sides = [
            (cell.wrapping_sub(w), cell >= w),
            (cell + 1, x + 1 < w),
            (cell + w, cell + w < square.len()),
            (cell.wrapping_sub(1), x > 0),
        ];
        // On the square grid the scratch bytes are the passage bytes.
        let bits = &self.maze.passage_store().bits;
        let mut m = 0;
        let mut back_slot = MAX_DEGREE;
        for (k, (j, on)) in sides.into_iter().enumerate() {
            if on {
                self.around[m] = j as u32;
                self.slots[m] = k as u8;
                m += usize::from(want.keeps(bits[j]));
                back_slot = if j == back { k } else { back_slot };
            }
        }
        if back_slot < MAX_DEGREE {
            self.maze.open_slot(cell, back_slot);
        }
        m
    }

    /// Opens the passage from `cell` to the `i`-th neighbour found by the last
    /// scan and returns that neighbour.
    #[inline]
    fn join_found(&mut self, cell: usize, i: usize) -> usize {
        let next = self.around[i] as usize;
        self.maze.join_slot(cell, usize::from(self.slots[i]), next);
        next
    }

    /// Carves from `cur` into the `i`-th neighbour found by the last scan and
    /// marks it visited.
    fn carve_found(&mut self, cur: usize, i: usize) -> usize {
        let next = self.join_found(cur, i);
        self.mark(next, VISITED);
        next
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
            let n = self.neighbours(cur, Match::UNVISITED);
            if n == 0 {
                return;
            }
            let next = self.carve_found(cur, choose(rng, n));
            stepped(next);
            cur = next;
        }
    }

    fn backtracker<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let start = self.random_cell(rng);
        self.mark(start, VISITED);
        let mut stack = vec![start as u32];
        while let Some(&top) = stack.last() {
            let cur = top as usize;
            // The cell below on the stack is the one `cur` was entered from.
            let back = stack
                .len()
                .checked_sub(2)
                .map_or(usize::MAX, |i| stack[i] as usize);
            let n = self.scan(cur, Match::UNVISITED, back);
            if n == 0 {
                stack.pop();
                continue;
            }
            let k = choose(rng, n);
            let next = self.around[k] as usize;
            // The far side opens when `next`, now on top, is scanned.
            self.maze.open_slot(cur, usize::from(self.slots[k]));
            self.mark(next, VISITED);
            stack.push(next as u32);
        }
    }

    fn growing_tree<R: Rng + ?Sized>(&mut self, mode: GrowingTreeMode, rng: &mut R) {
        let newest = match mode {
            GrowingTreeMode::Mixed { newest_percent } => (u64::from(newest_percent) << 32) / 100,
            _ => 0,
        };
        let start = self.random_cell(rng);
        self.mark(start, VISITED);
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
            let n = self.neighbours(cur, Match::UNVISITED);
            if n == 0 {
                active.swap_remove_back(k);
                continue;
            }
            let next = self.carve_found(cur, choose(rng, n));
            active.push_back(next as u32);
        }
    }

    fn prim<R: Rng + ?Sized>(&mut self, rng: &mut R) {
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

    fn add_frontier(&mut self, cell: usize, frontier: &mut Vec<u32>) {
        let n = self.neighbours(cell, Match::OUTSIDE_FRONTIER);
        for i in 0..n {
            let j = self.around[i];
            self.mark(j as usize, FRONTIER);
            frontier.push(j);
        }
    }

    /// A uniformly random usable neighbour of `cell` and its slot (every usable
    /// cell has one unless it is the only one, which the callers rule out). On
    /// the square grid a side is two random bits, drawn again when it leads off
    /// the grid or to a masked cell.
    // Always inlined: the random walks are this step in a loop, and out of line
    // its draws cannot inline either.
    #[inline(always)]
    fn random_step<R: Rng + ?Sized>(&mut self, cell: usize, rng: &mut R) -> (usize, usize) {
        let board = self.maze.board();
        if let Some(square) = board.as_square() {
            let full = board.is_full();
            // The four sides at once, then the drawn one read from them: a branch
            // on the (random) side would be mispredicted.
            let sides = square.sides(cell);
            loop {
                let k = self.two_bits.next(rng);
                if let Some(j) = sides[k & 3].filter(|&j| full || board.is_usable(j)) {
                    return (k, j);
                }
            }
        }
        let mut n = 0;
        let (around, slots) = (&mut self.around, &mut self.slots);
        self.maze.board().for_each_slot(cell, |k, j, usable| {
            if usable {
                around[n] = j as u32;
                slots[n] = k as u8;
                n += 1;
            }
        });
        let i = index(rng, n);
        (usize::from(self.slots[i]), self.around[i] as usize)
    }

    fn aldous_broder<R: Rng + ?Sized>(&mut self, rng: &mut R) {
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

    fn wilson<R: Rng + ?Sized>(&mut self, rng: &mut R) {
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

    fn hunt_and_kill<R: Rng + ?Sized>(&mut self, rng: &mut R) {
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
    fn hunt(&mut self, left: &[u32], first_block: usize) -> Option<usize> {
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

    /// The dig method from `start`: corridors dug from random cells of the route
    /// so far, at most `complexity` of them.
    pub(crate) fn dig<R: Rng + ?Sized>(
        &mut self,
        start: usize,
        complexity: Option<u32>,
        rng: &mut R,
    ) {
        self.mark(start, VISITED);
        let mut route = vec![start as u32];
        let mut branches = 0u32;
        while !route.is_empty() && complexity.is_none_or(|c| branches < c) {
            let k = index(rng, route.len());
            let cur = route[k] as usize;
            if self.neighbours(cur, Match::UNVISITED) == 0 {
                route.swap_remove(k);
                continue;
            }
            branches += 1;
            self.walk(cur, rng, |next| route.push(next as u32));
        }
    }
}

/// Randomised Kruskal into `maze` (every wall standing): it keeps no scratch
/// state per cell, only the edges and the union-find.
fn kruskal<T: Topology, R: Rng + ?Sized>(maze: &mut Maze<T>, rng: &mut R) {
    let len = maze.board().len();
    // An edge is its lower cell and that cell's slot towards the other,
    // packed as `cell * 8 + slot` (cells are below 2^26, slots below 8).
    // At most half the slots, each edge being two of them.
    let most = len * maze.board().topology().max_degree().min(MAX_DEGREE) / 2;
    let mut edges: Vec<u32> = Vec::with_capacity(most);
    maze.board()
        .for_each_edge(|a, k| edges.push((a * MAX_DEGREE + k) as u32));
    shuffle(rng, &mut edges);
    let ends = |board: &Board<T>, edge: u32| {
        let (a, k) = (edge as usize / MAX_DEGREE, edge as usize % MAX_DEGREE);
        (a, k, board.slot_target(a, k))
    };
    let mut sets = UnionFind::new(len);
    let mut joined = 0;
    for (i, &edge) in edges.iter().enumerate() {
        if joined + 1 == maze.board().usable_count() {
            break;
        }
        // The edges come in random order, so each one's cells are cache misses
        // in the union-find and the maze. Reading the sets of the edge a few
        // places ahead starts those misses early, overlapping them with this
        // edge's work.
        if let Some(&ahead) = edges.get(i + LOOK_AHEAD) {
            let (c, _, d) = ends(maze.board(), ahead);
            core::hint::black_box(sets.peek(c) ^ sets.peek(d));
        }
        let (a, k, b) = ends(maze.board(), edge);
        if sets.union(a, b) {
            maze.join_slot(a, k, b);
            joined += 1;
        }
    }
}

/// How many edges ahead Kruskal's union loop touches the sets of.
const LOOK_AHEAD: usize = 16;

/// A uniformly random usable cell of `board`.
fn random_cell<T: Topology, R: Rng + ?Sized>(board: &Board<T>, rng: &mut R) -> usize {
    let k = index(rng, board.usable_count());
    if board.is_full() {
        return k;
    }
    (0..board.len())
        .filter(|&c| board.is_usable(c))
        .nth(k)
        .unwrap_or_else(|| board.first_usable())
}

/// A position below `n` (non-zero); no draw when there is one choice.
fn choose<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    if n == 1 { 0 } else { index(rng, n) }
}

/// Runs `algorithm` on `maze`, which has every wall standing; `None` for the
/// algorithms that need the square grid.
pub(crate) fn run<T: Topology + Clone, R: Rng + ?Sized>(
    algorithm: Algorithm,
    maze: Maze<T>,
    rng: &mut R,
) -> Option<Maze<T>> {
    // The backtracker on a plain grid walks its own byte lattice, and Kruskal
    // keeps no state per cell: neither needs the grower's scratch bytes.
    let mut maze = maze;
    if algorithm == Algorithm::Backtracker
        && let Some(lattice) = Lattice::of(maze.board())
    {
        let start = random_cell(maze.board(), rng);
        lattice.backtrack(start, rng, &mut maze);
        return Some(maze);
    }
    if algorithm == Algorithm::Kruskal {
        kruskal(&mut maze, rng);
        return Some(maze);
    }
    if maze.board().as_square().is_some() {
        grow(Grow::<T, true>::new(maze), algorithm, rng)
    } else {
        grow(Grow::<T, false>::new(maze), algorithm, rng)
    }
}

/// Runs one of the grower's algorithms with `grow`.
fn grow<T: Topology + Clone, const IN_PASSAGES: bool, R: Rng + ?Sized>(
    mut grow: Grow<T, IN_PASSAGES>,
    algorithm: Algorithm,
    rng: &mut R,
) -> Option<Maze<T>> {
    match algorithm {
        Algorithm::Dig { complexity } => {
            let start = grow.random_cell(rng);
            grow.dig(start, complexity, rng);
        }
        Algorithm::Backtracker => grow.backtracker(rng),
        Algorithm::Prim => grow.prim(rng),
        Algorithm::Wilson => grow.wilson(rng),
        Algorithm::AldousBroder => grow.aldous_broder(rng),
        Algorithm::HuntAndKill => grow.hunt_and_kill(rng),
        Algorithm::GrowingTree(mode) => grow.growing_tree(mode, rng),
        _ => return None,
    }
    Some(grow.into_maze())
}
