//! Recursive backtracker (randomised depth-first search) with an explicit stack.

use alloc::vec;
use alloc::vec::Vec;
use rand_core::Rng;

use super::guard::Guarded;
use crate::error::MazeError;
use crate::maze::{Maze, VISITED};
use crate::rng::{below, index};

/// Long winding corridors, few dead ends: walk to a random unvisited neighbour,
/// back up when stuck. The stack is a `Vec`, so 4096 × 4096 needs no deep recursion.
///
/// ```
/// use maze_gen::{generate, rng};
///
/// let maze = generate::backtracker(10, 10, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn backtracker<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    let rng = &mut Guarded::new(rng, width.saturating_mul(height));
    let mut maze = Maze::new(width, height)?;
    let start = index(rng, maze.len());
    let mut grid = Padded::new(width, height);
    let first = grid.padded(start);
    grid.cells[first] = VISITED;
    let mut stack: Vec<u32> = vec![first as u32];
    while let Some(&top) = stack.last() {
        let cur = top as usize;
        let open = grid.unvisited(cur);
        if open == 0 {
            stack.pop();
            continue;
        }
        // The same draw as choosing among the unvisited neighbours listed in
        // N, E, S, W order: no draw for a single choice, else one `below(n)`.
        let n = open.count_ones();
        let k = if n == 1 { 0 } else { below(rng, n) };
        let dir = NTH_SET_BIT[open as usize][k as usize];
        stack.push(grid.carve(cur, dir) as u32);
    }
    grid.copy_into(&mut maze);
    Ok(maze)
}

/// `NTH_SET_BIT[mask][k]`: the index of the `k`-th lowest set bit of a mask of up
/// to six options (here the `k`-th option in N, E, S, W order; a hex cell's six on
/// the board lattice), so a choice costs one table load.
pub(crate) const NTH_SET_BIT: [[u8; 6]; 64] = {
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

/// The maze's passage bytes with a one-cell frame of sentinel cells around them, so
/// the walk needs no bounds checks or column arithmetic: a cell is visited when its
/// byte is non-zero (it has a passage, or is the start or the frame).
struct Padded {
    width: usize,
    stride: usize,
    cells: Vec<u8>,
}

impl Padded {
    fn new(width: usize, height: usize) -> Self {
        let stride = width + 2;
        let mut cells = vec![0u8; stride * (height + 2)];
        cells[..stride].fill(VISITED);
        let last = stride * (height + 1);
        cells[last..].fill(VISITED);
        for row in cells.chunks_exact_mut(stride) {
            row[0] = VISITED;
            row[stride - 1] = VISITED;
        }
        Padded {
            width,
            stride,
            cells,
        }
    }

    /// Padded index of the maze cell `i`.
    fn padded(&self, i: usize) -> usize {
        let (y, x) = (i / self.width, i % self.width);
        (y + 1) * self.stride + x + 1
    }

    /// Steps to the neighbour in direction `d` (N, E, S, W).
    #[inline]
    fn neighbour(&self, p: usize, d: u8) -> usize {
        match d {
            0 => p - self.stride,
            1 => p + 1,
            2 => p + self.stride,
            _ => p - 1,
        }
    }

    /// Bit `d` set for each unvisited neighbour of `p` in direction `d`.
    #[inline]
    fn unvisited(&self, p: usize) -> u8 {
        let c = &self.cells;
        u8::from(c[p - self.stride] == 0)
            | u8::from(c[p + 1] == 0) << 1
            | u8::from(c[p + self.stride] == 0) << 2
            | u8::from(c[p - 1] == 0) << 3
    }

    /// Opens the passage from `p` towards `d` and returns the neighbour.
    #[inline]
    fn carve(&mut self, p: usize, d: u8) -> usize {
        let q = self.neighbour(p, d);
        self.cells[p] |= 1 << d;
        self.cells[q] |= 1 << ((d + 2) & 3);
        q
    }

    /// Writes the passages (without the scratch bit) into the maze, row by row.
    fn copy_into(&self, maze: &mut Maze) {
        for (y, row) in self.cells.chunks_exact(self.stride).skip(1).enumerate() {
            if y == maze.height() {
                break;
            }
            maze.set_row(y, &row[1..=self.width]);
        }
    }
}
