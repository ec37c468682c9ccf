//! The growing state that the any-board generators share: a maze being grown,
//! a scratch byte per cell, and the neighbour scans and steps they are built
//! from. Each generator's own loop is in the file named after it (`dig.rs`,
//! `backtracker.rs`, `prim.rs`, `wilson.rs`, `aldous_broder.rs`,
//! `hunt_and_kill.rs`, `growing_tree.rs`) as an `impl Grow` block; Kruskal keeps
//! no state per cell and does without it.
//!
//! Everything reads the board through [`MazeBoard::for_each_slot`], except on the
//! whole square grid, whose four sides the scans and steps take directly. On the
//! square grid a seed gives the very mazes the golden tests pin.
//!
//! A cell's scratch state (visited, in Prim's frontier, the exit of Wilson's
//! walk) is one byte. On the square grid it is the passage byte itself, above
//! the four side bits, so the random reads of a large maze touch one array;
//! other boards may use all eight passage bits and keep a byte array of their
//! own.

use alloc::vec;
use alloc::vec::Vec;

use floodfill::Topology;
use rand_core::Rng;

use super::Algorithm;
use crate::board::{MAX_DEGREE, MazeBoard};
use crate::direction::ALL_SIDES;
use crate::maze::{Maze, VISITED};
use crate::rng::{TwoBits, index};
use crate::square::Square;

/// Scratch bit: the cell is in Prim's frontier list.
pub(super) const FRONTIER: u8 = 0x40;
/// Scratch bits: the slot by which Wilson's walk last left the cell. Prim's
/// frontier flag and these never meet (a slot of the square grid is below 4, so
/// its exit leaves the frontier bit clear there too).
const EXIT: u8 = 0x70;
const EXIT_SHIFT: u32 = 4;

/// Which neighbours a scan keeps: those whose scratch byte, masked, equals a value.
#[derive(Clone, Copy)]
pub(super) struct Match {
    mask: u8,
    value: u8,
}

impl Match {
    /// Not yet in the maze.
    pub(super) const UNVISITED: Match = Match {
        mask: VISITED,
        value: 0,
    };
    /// Already in the maze.
    pub(super) const VISITED: Match = Match {
        mask: VISITED,
        value: VISITED,
    };
    /// Neither in the maze nor in Prim's frontier yet.
    pub(super) const OUTSIDE_FRONTIER: Match = Match {
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
    pub(super) maze: Maze<T>,
    /// The scratch bytes when they are not the passage bytes, else empty.
    own: Vec<u8>,
    /// Reused neighbour buffer.
    pub(super) around: [u32; MAX_DEGREE],
    /// The neighbour slot (topology order) of each cell in `around`.
    pub(super) slots: [u8; MAX_DEGREE],
    /// Random bits for the square grid's steps (two a step).
    two_bits: TwoBits,
}

impl<T: Topology + Clone, const IN_PASSAGES: bool> Grow<T, IN_PASSAGES> {
    /// Grows `maze`, which has every wall standing; its board must be the
    /// square grid when `IN_PASSAGES`.
    pub(super) fn new(maze: Maze<T>) -> Self {
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
    pub(super) fn is_visited(&self, cell: usize) -> bool {
        self.scratch()[cell] & VISITED != 0
    }

    /// Sets the scratch `bits` (a flag) of `cell`.
    #[inline(always)]
    pub(super) fn mark(&mut self, cell: usize, bits: u8) {
        self.scratch_mut()[cell] |= bits;
    }

    /// The slot Wilson's walk last left `cell` by.
    #[inline(always)]
    pub(super) fn exit(&self, cell: usize) -> usize {
        usize::from((self.scratch()[cell] & EXIT) >> EXIT_SHIFT)
    }

    #[inline(always)]
    pub(super) fn set_exit(&mut self, cell: usize, slot: usize) {
        let byte = &mut self.scratch_mut()[cell];
        *byte = (*byte & !EXIT) | (slot as u8) << EXIT_SHIFT;
    }

    #[inline]
    pub(super) fn board(&self) -> &MazeBoard<T> {
        self.maze.board()
    }

    /// A uniformly random usable cell.
    pub(super) fn random_cell<R: Rng + ?Sized>(&self, rng: &mut R) -> usize {
        random_cell(self.board(), rng)
    }

    /// Usable neighbours of `cell` that `want` keeps, into `self.around`;
    /// returns how many.
    #[inline]
    pub(super) fn neighbours(&mut self, cell: usize, want: Match) -> usize {
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
    pub(super) fn scan(&mut self, cell: usize, want: Match, back: usize) -> usize {
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
    pub(super) fn join_found(&mut self, cell: usize, i: usize) -> usize {
        let next = self.around[i] as usize;
        self.maze.join_slot(cell, usize::from(self.slots[i]), next);
        next
    }

    /// Carves from `cur` into the `i`-th neighbour found by the last scan and
    /// marks it visited.
    #[inline]
    pub(super) fn carve_found(&mut self, cur: usize, i: usize) -> usize {
        let next = self.join_found(cur, i);
        self.mark(next, VISITED);
        next
    }

    /// Carves from `cur` into random unvisited neighbours until stuck, telling
    /// `stepped` each cell entered.
    #[inline]
    pub(super) fn walk<R: Rng + ?Sized>(
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
}

impl<T: Topology + Clone, const IN_PASSAGES: bool> Grow<T, IN_PASSAGES> {
    /// A uniformly random usable neighbour of `cell` and its slot (every usable
    /// cell has one unless it is the only one, which the callers rule out). On
    /// the square grid a side is two random bits, drawn again when it leads off
    /// the grid or to a masked cell.
    // Always inlined: the random walks are this step in a loop, and out of line
    // its draws cannot inline either.
    #[inline(always)]
    pub(super) fn random_step<R: Rng + ?Sized>(
        &mut self,
        cell: usize,
        rng: &mut R,
    ) -> (usize, usize) {
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
}

/// A uniformly random usable cell of `board`.
pub(super) fn random_cell<T: Topology, R: Rng + ?Sized>(
    board: &MazeBoard<T>,
    rng: &mut R,
) -> usize {
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
#[inline]
pub(super) fn choose<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    if n == 1 { 0 } else { index(rng, n) }
}

/// Runs `algorithm`, one of the grower's (the dig method from a random cell,
/// backtracker, Prim, Wilson, Aldous–Broder, hunt-and-kill, growing tree), on
/// `maze`, which has every wall standing. Any other algorithm has no loop here
/// and leaves the maze as it is ([`Algorithm::from_rng`] never sends one).
pub(super) fn run<T: Topology + Clone, R: Rng + ?Sized>(
    algorithm: Algorithm,
    maze: Maze<T>,
    rng: &mut R,
) -> Maze<T> {
    if maze.board().as_square().is_some() {
        run_on(Grow::<T, true>::new(maze), algorithm, rng)
    } else {
        run_on(Grow::<T, false>::new(maze), algorithm, rng)
    }
}

fn run_on<T: Topology + Clone, const IN_PASSAGES: bool, R: Rng + ?Sized>(
    mut grow: Grow<T, IN_PASSAGES>,
    algorithm: Algorithm,
    rng: &mut R,
) -> Maze<T> {
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
        _ => {}
    }
    grow.into_maze()
}
