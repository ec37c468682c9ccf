//! Recursive backtracker (randomised depth-first search) with an explicit stack,
//! on any board: walk to a random unvisited neighbour, back up when stuck. Long
//! winding corridors, few dead ends; the stack is a `Vec`, so 4096 × 4096 needs
//! no deep recursion.
//!
//! Two forms, the same draws and the same maze:
//! - on a board whose topology is a plain grid (this crate's square grid,
//!   floodfill's square grid with four neighbours, or a hex grid, found through
//!   `Topology::shape`), a walk over a *lattice*: cells as bytes in a one-cell
//!   frame, neighbours as fixed index offsets. A hex grid's neighbours depend on
//!   the parity of the cell's row (row layouts) or column (column layouts), so
//!   there are two offset tables, and each cell's byte says which one it takes;
//! - on any other board, the grower's walk (`grow.rs`), which reads neighbours
//!   through the board. The lattice exists because the topology's callback (a
//!   division, bounds checks and a closure a neighbour) dominates that walk on a
//!   large grid.

use alloc::vec;
use alloc::vec::Vec;

use floodfill::{Shape, Topology};
use hexgrid::OffsetCoord;
use rand_core::Rng;

use super::Algorithm;
use super::grow::{self, Grow, Match, choose, random_cell};
use crate::board::MazeBoard;
use crate::maze::{Maze, VISITED};
use crate::rng::index;

/// The backtracker's maze on `maze` (every wall standing): the lattice walk on a
/// plain grid, the grower's walk elsewhere.
pub(super) fn backtracker<T: Topology + Clone, R: Rng + ?Sized>(
    mut maze: Maze<T>,
    rng: &mut R,
) -> Maze<T> {
    match Lattice::of(maze.board()) {
        Some(lattice) => {
            let start = random_cell(maze.board(), rng);
            lattice.backtrack(start, rng, &mut maze);
            maze
        }
        None => grow::run(Algorithm::Backtracker, maze, rng),
    }
}

impl<T: Topology + Clone, const IN_PASSAGES: bool> Grow<T, IN_PASSAGES> {
    /// The walk on any board, through the board's neighbour scan.
    pub(super) fn backtracker<R: Rng + ?Sized>(&mut self, rng: &mut R) {
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
}

/// Most neighbours a lattice cell has (a hex).
const MAX_LINKS: usize = 6;
/// The cell takes the second offset table.
const ODD: u8 = 1 << 6;
/// Visited, masked or frame: never entered.
const BLOCKED: u8 = 1 << 7;
/// The passage bits, one per neighbour direction.
const LINKS: u8 = (1 << MAX_LINKS) - 1;

/// A framed byte per cell: the passages dug (bit `d` for direction `d`, in the
/// topology's neighbour order), [`ODD`] and [`BLOCKED`].
struct Lattice {
    cols: usize,
    rows: usize,
    stride: usize,
    degree: usize,
    /// Whether a cell's kind follows its row's parity (else its column's).
    by_row: bool,
    /// Whether a cell's slots are its directions even on the edge (this crate's
    /// square grid names the outer wall), else they skip the directions off the
    /// board.
    fixed_slots: bool,
    /// `(dcol, drow)` of each direction, per kind.
    deltas: [[(i32, i32); MAX_LINKS]; 2],
    /// The same as offsets in the framed array.
    offsets: [[isize; MAX_LINKS]; 2],
    /// The direction back from the neighbour in direction `d`, per kind.
    back: [[u8; MAX_LINKS]; 2],
    cells: Vec<u8>,
}

impl Lattice {
    /// The lattice of `board`, or `None` when its topology is not a plain grid (or
    /// is so thin that the frame would outweigh the cells).
    fn of<T: Topology>(board: &MazeBoard<T>) -> Option<Self> {
        let mut fixed_slots = false;
        let shape = match board.as_square() {
            Some(square) => {
                fixed_slots = true;
                Shape::Square {
                    width: square.width(),
                    height: square.height(),
                    diagonal: false,
                }
            }
            None => board.topology().shape()?,
        };
        let (cols, rows, by_row, deltas, degree) = match shape {
            Shape::Square {
                width,
                height,
                diagonal: false,
            } => {
                // floodfill's square order: north, south, west, east; this
                // crate's square grid: north, east, south, west.
                let d = if fixed_slots {
                    [(0, -1), (1, 0), (0, 1), (-1, 0), (0, 0), (0, 0)]
                } else {
                    [(0, -1), (0, 1), (-1, 0), (1, 0), (0, 0), (0, 0)]
                };
                (width, height, true, [d, d], 4)
            }
            Shape::Hex { cols, rows, layout } => {
                let kind = |n| *layout.neighbor_deltas(OffsetCoord::new(n, n));
                (cols, rows, layout.is_row_layout(), [kind(0), kind(1)], 6)
            }
            _ => return None,
        };
        let stride = cols.checked_add(2)?;
        let framed = stride.checked_mul(rows.checked_add(2)?)?;
        if framed > 3 * board.len() || cols.checked_mul(rows) != Some(board.len()) {
            return None;
        }
        let mut lattice = Lattice {
            cols,
            rows,
            stride,
            degree,
            by_row,
            fixed_slots,
            deltas,
            offsets: deltas.map(|k| k.map(|(dc, dr)| dr as isize * stride as isize + dc as isize)),
            back: [[0; MAX_LINKS]; 2],
            cells: vec![0; framed],
        };
        // Every direction of a grid has its opposite; those past the degree are unused.
        lattice.back = [0, 1]
            .map(|kind| core::array::from_fn(|d| lattice.back_direction(kind, d).unwrap_or(0)));
        // A square grid's cells are all of one kind: a whole one is zeros inside
        // its frame.
        let full = board.is_full();
        let plain = full && deltas[0] == deltas[1];
        for (r, line) in lattice.cells.chunks_exact_mut(stride).enumerate() {
            if r == 0 || r == rows + 1 {
                line.fill(BLOCKED);
                continue;
            }
            line[0] = BLOCKED;
            line[stride - 1] = BLOCKED;
            if plain {
                continue;
            }
            let row = r - 1;
            for (col, cell) in line[1..=cols].iter_mut().enumerate() {
                let odd = if by_row { row & 1 } else { col & 1 };
                *cell = match (full || board.is_usable(row * cols + col), odd) {
                    (false, _) => BLOCKED,
                    (true, 1) => ODD,
                    _ => 0,
                };
            }
        }
        Some(lattice)
    }

    /// The direction from the neighbour towards `d` (of a cell of `kind`) back to
    /// the cell: the one whose delta is the opposite, in the neighbour's table.
    fn back_direction(&self, kind: usize, d: usize) -> Option<u8> {
        let (dc, dr) = self.deltas[kind][d];
        let step = if self.by_row { dr } else { dc };
        let far = kind ^ (step & 1) as usize;
        let back = self.deltas[far][..self.degree]
            .iter()
            .position(|&delta| delta == (-dc, -dr))?;
        Some(back as u8)
    }

    /// Digs the backtracker's maze from `start` (a usable cell) into `maze`, which
    /// has every wall standing.
    fn backtrack<T: Topology, R: Rng + ?Sized>(
        mut self,
        start: usize,
        rng: &mut R,
        maze: &mut Maze<T>,
    ) {
        let first = (start / self.cols + 1) * self.stride + start % self.cols + 1;
        match self.degree {
            _ if self.fixed_slots => self.walk_square(first, rng),
            4 => self.walk::<4, R>(first, rng),
            _ => self.walk::<6, R>(first, rng),
        }
        self.write_into(maze);
    }

    /// The walk itself, with `N` neighbours a cell so the scan unrolls.
    fn walk<const N: usize, R: Rng + ?Sized>(&mut self, first: usize, rng: &mut R) {
        self.cells[first] |= BLOCKED;
        let mut stack = vec![first as u32];
        while let Some(&top) = stack.last() {
            let p = top as usize;
            let kind = usize::from(self.cells[p] & ODD != 0);
            let offsets = &self.offsets[kind];
            let mut open = 0u8;
            for (d, &offset) in offsets[..N].iter().enumerate() {
                let free = self.cells[p.wrapping_add_signed(offset)] & BLOCKED == 0;
                open |= u8::from(free) << d;
            }
            if open == 0 {
                stack.pop();
                continue;
            }
            // The same draw as the general walk: among the free neighbours in
            // topology order, none for a single one.
            let n = open.count_ones() as usize;
            let k = if n == 1 { 0 } else { index(rng, n) };
            let d = usize::from(NTH_SET_BIT[usize::from(open)][k]);
            let q = p.wrapping_add_signed(offsets[d]);
            self.cells[p] |= 1 << d;
            self.cells[q] |= BLOCKED | 1 << self.back[kind][d];
            stack.push(q as u32);
        }
    }

    /// The walk on this crate's square grid: the four sides north, east, south,
    /// west at fixed offsets, the same for every cell, each side's way back the
    /// opposite one. The same draws as [`Lattice::walk`].
    fn walk_square<R: Rng + ?Sized>(&mut self, first: usize, rng: &mut R) {
        let s = self.stride;
        // The side taken is random: a step looked up, not branched on.
        let steps = [s.wrapping_neg(), 1, s, usize::MAX];
        let c = self.cells.as_mut_slice();
        c[first] |= BLOCKED;
        let mut stack = vec![first as u32];
        while let Some(&top) = stack.last() {
            let p = top as usize;
            let free = |q: usize| u8::from(c[q] & BLOCKED == 0);
            let open = free(p - s) | free(p + 1) << 1 | free(p + s) << 2 | free(p - 1) << 3;
            if open == 0 {
                stack.pop();
                continue;
            }
            let n = open.count_ones() as usize;
            let k = if n == 1 { 0 } else { index(rng, n) };
            let d = NTH_SET_BIT[usize::from(open)][k];
            let q = p.wrapping_add(steps[usize::from(d & 3)]);
            c[p] |= 1 << d;
            c[q] |= BLOCKED | 1 << ((d + 2) & 3);
            stack.push(q as u32);
        }
    }

    /// Copies the passages into `maze`, as neighbour slots: on the board's edge a
    /// cell's slots skip the directions that leave the board.
    fn write_into<T: Topology>(&self, maze: &mut Maze<T>) {
        if self.fixed_slots {
            let bits = &mut maze.passage_store_mut().bits;
            for (row, out) in bits.chunks_exact_mut(self.cols).enumerate() {
                let inner = &self.cells[(row + 1) * self.stride + 1..][..self.cols];
                for (o, &c) in out.iter_mut().zip(inner) {
                    *o = c & LINKS;
                }
            }
            return;
        }
        for row in 0..self.rows {
            for col in 0..self.cols {
                let links = self.cells[(row + 1) * self.stride + col + 1] & LINKS;
                let edge = row == 0 || col == 0 || row + 1 == self.rows || col + 1 == self.cols;
                let edge = edge && !self.fixed_slots;
                let slots = if edge {
                    self.edge_slots(col, row, links)
                } else {
                    links
                };
                maze.set_slots(row * self.cols + col, slots);
            }
        }
    }

    /// `links` of the edge cell `(col, row)` renumbered over its neighbours on the
    /// board.
    fn edge_slots(&self, col: usize, row: usize, links: u8) -> u8 {
        let odd = if self.by_row { row & 1 } else { col & 1 };
        let (mut slots, mut k) = (0u8, 0);
        for (d, &(dc, dr)) in self.deltas[odd][..self.degree].iter().enumerate() {
            // A step off the board wraps to a huge column or row.
            let c = col.wrapping_add_signed(dc as isize);
            let r = row.wrapping_add_signed(dr as isize);
            if c < self.cols && r < self.rows {
                slots |= ((links >> d) & 1) << k;
                k += 1;
            }
        }
        slots
    }
}

/// `NTH_SET_BIT[mask][k]`: the index of the `k`-th lowest set bit of a mask of up
/// to six options (the `k`-th free neighbour in topology order), so a choice costs
/// one table load.
const NTH_SET_BIT: [[u8; 6]; 64] = {
    let mut table = [[0u8; 6]; 64];
    let mut mask = 0;
    while mask < 64 {
        let (mut bit, mut k) = (0, 0);
        while bit < 6 {
            if mask & (1 << bit) != 0 {
                table[mask][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        mask += 1;
    }
    table
};
