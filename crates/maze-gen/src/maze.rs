//! The maze: a board and, per cell, which of its neighbours a passage leads to.

use alloc::vec;
use alloc::vec::Vec;

use crate::board::{MAX_DEGREE, MazeBoard};
use crate::direction::ALL_SIDES;
use crate::error::MazeError;
use crate::square::Square;
use floodfill::Topology;

/// Scratch bit the square grid's generators use to mark cells as visited; always
/// clear in a finished maze, so equality and serialisation only see passages.
pub(crate) const VISITED: u8 = 0x80;

/// A maze on a [`MazeBoard`]: for each cell, which of its neighbours (in the
/// topology's neighbour order, its *slots*) an open passage leads to. A passage is
/// always open from both cells and never touches a masked cell.
///
/// The board is the type parameter: `Maze` alone is `Maze<Square>`, the
/// rectangle of square cells whose slots are the four sides (north, east, south,
/// west), with its conveniences ([`Cell`](crate::Cell) and [`Direction`](crate::Direction)
/// verbs, text, rooms, tiles); `Maze<HexGrid>`, `Maze<PolarGrid>`,
/// `Maze<TorusGrid>` or a maze on a topology of your own take the same verbs by
/// cell index: [`Maze::open`], [`Maze::is_open`], [`Maze::close`],
/// [`Maze::open_neighbors`], [`Maze::degree`], [`Maze::braid`].
///
/// A maze is itself a `floodfill` topology whose neighbours are the cells behind
/// open passages, so [`DistanceMap`](crate::DistanceMap), the
/// [statistics](crate::MazeStats) and the [fills](crate::fill) run on every one.
///
/// ```
/// use maze_gen::{Algorithm, MazeBoard, Cell, Direction, Maze};
/// use hexgrid::OffsetLayout;
///
/// let mut square = Maze::new(3, 2)?; // every wall standing
/// square.open(0, 1)?; // cells by index: (0, 0) and (1, 0)
/// assert!(square.is_open_side(Cell::new(1, 0), Direction::West));
///
/// let board = MazeBoard::hex(8, 6, OffsetLayout::OddR)?;
/// let hex = Algorithm::Backtracker.from_rng(&board, &mut maze_gen::rng::from_seed(3))?;
/// assert_eq!(hex.passage_count(), 8 * 6 - 1);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
///
/// With the `serde` feature a maze saves its board and passages (a square maze
/// in its own short form, `width`, `height` and a passage byte per cell);
/// loading refuses a passage open on one side only, to a masked cell or past a
/// cell's neighbours.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Maze<T = Square> {
    board: MazeBoard<T>,
    cells: PassageBits,
}

/// The passage bytes, with the square grid's width when the board is a
/// [`Square`]: what the fast walks over side bits need, which a maze reports as
/// its `Topology::shape` (`Shape::SideBits`, read by
/// [`DistanceMap`](crate::DistanceMap) and [`MazeStats`](crate::MazeStats)).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct PassageBits {
    /// The width of the square grid, or `0` on any other board.
    pub(crate) width: usize,
    pub(crate) bits: Vec<u8>,
}

impl<T: Topology> Maze<T> {
    /// A maze on `board` with every wall standing.
    #[must_use]
    pub fn on(board: MazeBoard<T>) -> Self {
        let width = board.as_square().map_or(0, Square::width);
        let bits = vec![0; board.len()];
        Maze {
            board,
            cells: PassageBits { width, bits },
        }
    }

    /// The board the maze is on.
    #[must_use]
    pub fn board(&self) -> &MazeBoard<T> {
        &self.board
    }

    /// Number of cells of the board (usable or not; indices are `0..len()`).
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.bits.len()
    }

    /// Always `false`: a board has at least one usable cell.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cells.bits.is_empty()
    }

    /// The open slots of `cell`: bit `k` for an open passage to its `k`-th
    /// neighbour in topology order (on the square grid, [`Direction::bit`](crate::Direction::bit)
    /// per open side). A cell outside the maze has none: `0`.
    #[must_use]
    pub fn passages(&self, cell: usize) -> u8 {
        let mask = if self.cells.width > 0 {
            ALL_SIDES
        } else {
            u8::MAX
        };
        self.cells.bits.get(cell).map_or(0, |&b| b & mask)
    }

    /// Whether a passage joins cells `a` and `b` (`false` for cells outside the
    /// maze or not neighbours).
    #[must_use]
    pub fn is_open(&self, a: usize, b: usize) -> bool {
        self.slot(a, b)
            .is_some_and(|k| self.passages(a) & (1 << k) != 0)
    }

    /// Opens the passage between neighbours `a` and `b` (from both sides).
    ///
    /// Errors: [`MazeError::NotNeighbors`] when either cell is outside the
    /// board or masked, or they are not neighbours.
    pub fn open(&mut self, a: usize, b: usize) -> Result<(), MazeError> {
        let (ka, kb) = self.slots_between(a, b)?;
        self.cells.bits[a] |= 1 << ka;
        self.cells.bits[b] |= 1 << kb;
        Ok(())
    }

    /// Closes the passage between neighbours `a` and `b` (closing a wall is a
    /// no-op). Errors as [`Maze::open`].
    pub fn close(&mut self, a: usize, b: usize) -> Result<(), MazeError> {
        let (ka, kb) = self.slots_between(a, b)?;
        self.cells.bits[a] &= !(1 << ka);
        self.cells.bits[b] &= !(1 << kb);
        Ok(())
    }

    /// Number of open passages out of `cell` (`0` outside the maze).
    #[must_use]
    pub fn degree(&self, cell: usize) -> u32 {
        self.passages(cell).count_ones()
    }

    /// Whether `cell` has exactly one open passage (`false` outside the maze).
    #[must_use]
    pub fn is_dead_end(&self, cell: usize) -> bool {
        self.degree(cell) == 1
    }

    /// Every dead end (a cell with exactly one open passage), in index order.
    pub fn dead_ends(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.len()).filter(|&c| self.is_dead_end(c))
    }

    /// Number of open passages, each counted once. A perfect maze has
    /// `board().usable_count() - 1`.
    #[must_use]
    pub fn passage_count(&self) -> usize {
        let mask = if self.cells.width > 0 {
            ALL_SIDES
        } else {
            u8::MAX
        };
        let ends: usize = self
            .cells
            .bits
            .iter()
            .map(|&b| (b & mask).count_ones() as usize)
            .sum();
        ends / 2
    }

    /// Cells one open passage away from `cell`, in topology order (none for a
    /// cell outside the maze).
    pub fn open_neighbors(&self, cell: usize) -> impl Iterator<Item = usize> + use<T> {
        let mut out = [0u32; MAX_DEGREE];
        let mut n = 0;
        self.for_each_neighbor(cell, |j| {
            out[n] = j as u32;
            n += 1;
        });
        out.into_iter().take(n).map(|j| j as usize)
    }

    /// The old name of [`Maze::open_neighbors`].
    #[deprecated(since = "0.1.0", note = "renamed to `open_neighbors`")]
    pub fn open_neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + use<T> {
        self.open_neighbors(cell)
    }

    /// Cell indices in order, paired with their [`Maze::passages`] bits.
    pub fn iter(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        (0..self.len()).map(|c| (c, self.passages(c)))
    }

    /// The slots of a passage between `a` and `b` from each end, when both are
    /// usable neighbours.
    fn slots_between(&self, a: usize, b: usize) -> Result<(usize, usize), MazeError> {
        let usable = self.board.is_usable(a) && self.board.is_usable(b);
        match (self.slot(a, b), self.slot(b, a)) {
            (Some(ka), Some(kb)) if usable => Ok((ka, kb)),
            _ => Err(MazeError::NotNeighbors { a, b }),
        }
    }

    /// Opens `cell`'s side of the passage in slot `slot` only: the caller opens
    /// the other side before the maze is seen.
    #[inline]
    pub(crate) fn open_slot(&mut self, cell: usize, slot: usize) {
        self.cells.bits[cell] |= 1 << slot;
    }

    /// Sets `cell`'s open slots at once: the caller sets the other side of each
    /// passage too.
    #[inline]
    pub(crate) fn set_slots(&mut self, cell: usize, slots: u8) {
        self.cells.bits[cell] = slots;
    }

    /// Opens the passage from `a` through its slot `k` to the usable neighbour
    /// `b` behind it, from both sides. On the square grid the slot back is the
    /// opposite side; elsewhere it is looked up.
    #[inline(always)]
    pub(crate) fn join_slot(&mut self, a: usize, k: usize, b: usize) {
        let back = if self.cells.width > 0 {
            Some((k + 2) & 3)
        } else {
            self.slot(b, a)
        };
        if let Some(back) = back {
            self.cells.bits[a] |= 1 << k;
            self.cells.bits[b] |= 1 << back;
        }
    }

    /// The slot of `b` among `a`'s neighbours.
    pub(crate) fn slot(&self, a: usize, b: usize) -> Option<usize> {
        if a >= self.len() || b >= self.len() {
            return None;
        }
        let mut found = None;
        self.board.for_each_slot(a, |k, j, _| {
            if j == b && found.is_none() {
                found = Some(k);
            }
        });
        found
    }

    /// The passage bytes and, on the square grid, its width.
    pub(crate) fn passage_store(&self) -> &PassageBits {
        &self.cells
    }

    /// The passage bytes, mutable, for the square grid's own generators.
    pub(crate) fn passage_store_mut(&mut self) -> &mut PassageBits {
        &mut self.cells
    }

    /// Builds a maze from passage bytes the caller has checked.
    pub(crate) fn from_parts(board: MazeBoard<T>, bits: Vec<u8>) -> Self {
        let width = board.as_square().map_or(0, Square::width);
        Maze {
            board,
            cells: PassageBits { width, bits },
        }
    }

    /// The board and the passage bytes, for [`Maze::from_parts`] on another
    /// board of the same slots.
    pub(crate) fn into_parts(self) -> (MazeBoard<T>, Vec<u8>) {
        (self.board, self.cells.bits)
    }

    /// Checks passage bytes as a loaded maze must be: one byte per cell, each bit
    /// a neighbour, every passage open from both usable ends.
    #[cfg(feature = "serde")]
    pub(crate) fn checked(board: MazeBoard<T>, bits: Vec<u8>) -> Result<Self, MazeError> {
        let bad = |reason| MazeError::BadParameter {
            name: "open",
            reason,
        };
        if bits.len() != board.len() {
            return Err(bad("one passage byte per cell is needed"));
        }
        let mut maze = Maze::on(board);
        let mut pairs = Vec::new();
        for (a, &slots) in bits.iter().enumerate() {
            let mut seen = 0u8;
            maze.board.for_each_slot(a, |k, b, _| {
                if slots & (1 << k) != 0 {
                    seen |= 1 << k;
                    // Opened from the lower cell; the higher one must agree.
                    if b > a {
                        pairs.push((a, b));
                    }
                }
            });
            if seen != slots {
                return Err(bad("a passage bit names no neighbour"));
            }
        }
        for (a, b) in pairs {
            // Both are neighbours; a masked end shows in the comparison below.
            let _ = maze.open(a, b);
        }
        if maze.cells.bits != bits {
            return Err(bad(
                "a passage is open on one side only or touches a masked cell",
            ));
        }
        Ok(maze)
    }
}
