//! A maze on any board: passage bits per neighbour slot.

use alloc::vec;
use alloc::vec::Vec;

use floodfill::Topology;

use rand_core::Rng;

use super::{Board, MAX_DEGREE};
use crate::braid::braid_order;
use crate::error::MazeError;
use crate::generate::guard::Guarded;
use crate::rng::index;

/// A maze on a [`Board`]: for each cell, which of its neighbours (in the
/// topology's neighbour order) a passage leads to. An open passage is always open
/// from both cells, and never leads to or from a masked cell.
///
/// It is itself a `floodfill` topology whose neighbours are the cells behind open
/// passages, so [`DistanceMap`](crate::DistanceMap), the
/// [statistics](crate::MazeStats) and the [fillers](crate::fill) run on it.
///
/// ```
/// use maze_gen::{Algorithm, Board, DistanceMap};
/// use floodfill::HexGrid;
/// use hexgrid::OffsetLayout;
///
/// let board = Board::new(HexGrid::new(8, 6, OffsetLayout::OddR).unwrap())?;
/// let maze = Algorithm::Backtracker.generate_on(&board, &mut maze_gen::rng::seeded(3))?;
/// let map = DistanceMap::from_start(&maze, 0)?;
/// assert_eq!(map.reached(), 48);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
///
/// With the `serde` feature a maze saves its board and passages; loading refuses a
/// passage open on one side only, to a masked cell or past a cell's neighbours.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        try_from = "RawBoardMaze<T>",
        bound(
            serialize = "T: serde::Serialize",
            deserialize = "T: Topology + serde::Deserialize<'de>"
        )
    )
)]
pub struct BoardMaze<T> {
    board: Board<T>,
    open: Vec<u8>,
}

impl<T: Topology> BoardMaze<T> {
    /// A maze on `board` with every wall standing.
    #[must_use]
    pub fn new(board: Board<T>) -> Self {
        let open = vec![0; board.len()];
        BoardMaze { board, open }
    }

    /// The board the maze is on.
    #[must_use]
    pub fn board(&self) -> &Board<T> {
        &self.board
    }

    /// Cells of the board (usable or not).
    #[must_use]
    pub fn len(&self) -> usize {
        self.open.len()
    }

    /// Always `false`: a board has a usable cell.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Whether a passage joins cells `a` and `b` (`false` for cells outside or
    /// not neighbours).
    #[must_use]
    pub fn is_open(&self, a: usize, b: usize) -> bool {
        self.slot(a, b)
            .is_some_and(|k| self.open[a] & (1 << k) != 0)
    }

    /// Opens the passage between neighbours `a` and `b`. Returns `false` (and
    /// changes nothing) when they are not neighbours or one is masked.
    pub fn open(&mut self, a: usize, b: usize) -> bool {
        if !self.board.is_usable(a) || !self.board.is_usable(b) {
            return false;
        }
        match (self.slot(a, b), self.slot(b, a)) {
            (Some(ka), Some(kb)) => {
                self.open[a] |= 1 << ka;
                self.open[b] |= 1 << kb;
                true
            }
            _ => false,
        }
    }

    /// Opens `cell`'s side of the passage in neighbour slot `slot` only: the
    /// caller opens the other side before the maze is seen.
    pub(super) fn open_slot(&mut self, cell: usize, slot: usize) {
        self.open[cell] |= 1 << slot;
    }

    /// Sets `cell`'s open slots to `slots` at once: the caller sets the other
    /// side of each passage too.
    pub(super) fn set_slots(&mut self, cell: usize, slots: u8) {
        self.open[cell] = slots;
    }

    /// Closes the passage between `a` and `b`, if there is one.
    pub fn close(&mut self, a: usize, b: usize) {
        if let (Some(ka), Some(kb)) = (self.slot(a, b), self.slot(b, a)) {
            self.open[a] &= !(1 << ka);
            self.open[b] &= !(1 << kb);
        }
    }

    /// Number of open passages out of `cell` (`0` outside the board).
    #[must_use]
    pub fn degree(&self, cell: usize) -> u32 {
        self.open.get(cell).map_or(0, |b| b.count_ones())
    }

    /// Number of open passages, each counted once. A perfect maze has
    /// `board().usable_count() - 1`.
    #[must_use]
    pub fn passage_count(&self) -> usize {
        let ends: usize = self.open.iter().map(|b| b.count_ones() as usize).sum();
        ends / 2
    }

    /// Cells one open passage away from `cell`, in topology order.
    pub fn open_neighbours(&self, cell: usize) -> impl Iterator<Item = usize> {
        let mut out = [0u32; MAX_DEGREE];
        let mut n = 0;
        self.for_each_neighbor(cell, |j| {
            out[n] = j as u32;
            n += 1;
        });
        out.into_iter().take(n).map(|j| j as usize)
    }

    /// Whether `cell` has exactly one open passage.
    #[must_use]
    pub fn is_dead_end(&self, cell: usize) -> bool {
        self.degree(cell) == 1
    }

    /// Removes a fraction `p` (in `0..=1`) of the dead ends by opening one more
    /// passage from each, as [`Maze::braid`](crate::Maze::braid) does on the
    /// square grid: the dead ends are shuffled, the first `round(p * count)` are
    /// treated, an opening prefers a neighbour that is itself a dead end, and
    /// masked cells are never opened into. Returns how many were opened.
    ///
    /// ```
    /// use maze_gen::{Algorithm, Board};
    /// use hexgrid::OffsetLayout;
    ///
    /// let board = Board::hexagon(4, OffsetLayout::OddR)?;
    /// let mut maze = Algorithm::Kruskal.generate_on(&board, &mut maze_gen::rng::seeded(1))?;
    /// maze.braid(1.0, &mut maze_gen::rng::seeded(1))?;
    /// assert!((0..maze.len()).all(|c| !maze.is_dead_end(c)));
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    pub fn braid<R: Rng + ?Sized>(&mut self, p: f64, rng: &mut R) -> Result<usize, MazeError> {
        let rng = &mut Guarded::new(rng, self.len());
        let dead = (0..self.len()).filter(|&c| self.is_dead_end(c));
        let dead = braid_order(p, dead.map(|c| c as u32).collect(), rng)?;
        let mut opened = 0;
        for &cell in &dead {
            let cell = cell as usize;
            if !self.is_dead_end(cell) {
                continue;
            }
            let mut all = [0u32; MAX_DEGREE];
            let n = self.board.usable_neighbours(cell, &mut all);
            let closed: Vec<usize> = all[..n]
                .iter()
                .map(|&j| j as usize)
                .filter(|&j| !self.is_open(cell, j))
                .collect();
            let dead_too: Vec<usize> = closed
                .iter()
                .copied()
                .filter(|&j| self.is_dead_end(j))
                .collect();
            let options = if dead_too.is_empty() {
                closed
            } else {
                dead_too
            };
            if options.is_empty() {
                continue;
            }
            let j = options[index(rng, options.len())];
            self.open(cell, j);
            opened += 1;
        }
        Ok(opened)
    }

    /// The neighbour slot of `b` among `a`'s neighbours.
    fn slot(&self, a: usize, b: usize) -> Option<usize> {
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
}

/// The saved fields of a [`BoardMaze`], checked before they become one.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(bound(deserialize = "T: Topology + serde::Deserialize<'de>"))]
struct RawBoardMaze<T> {
    board: Board<T>,
    open: Vec<u8>,
}

#[cfg(feature = "serde")]
impl<T: Topology> TryFrom<RawBoardMaze<T>> for BoardMaze<T> {
    type Error = MazeError;

    fn try_from(raw: RawBoardMaze<T>) -> Result<Self, MazeError> {
        let bad = |reason| MazeError::BadParameter {
            name: "open",
            reason,
        };
        if raw.open.len() != raw.board.len() {
            return Err(bad("one passage byte per cell is needed"));
        }
        let mut maze = BoardMaze::new(raw.board);
        let mut pairs = Vec::new();
        for (a, &bits) in raw.open.iter().enumerate() {
            let mut seen = 0u8;
            maze.board.for_each_slot(a, |k, b, _| {
                if bits & (1 << k) != 0 {
                    seen |= 1 << k;
                    // Opened from the lower cell; the higher one must agree.
                    if b > a {
                        pairs.push((a, b));
                    }
                }
            });
            if seen != bits {
                return Err(bad("a passage bit names no neighbour"));
            }
        }
        for (a, b) in pairs {
            maze.open(a, b);
        }
        if maze.open != raw.open {
            return Err(bad(
                "a passage is open on one side only or touches a masked cell",
            ));
        }
        Ok(maze)
    }
}

/// Neighbours are the cells behind open passages.
impl<T: Topology> Topology for BoardMaze<T> {
    fn len(&self) -> usize {
        self.open.len()
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        let Some(&bits) = self.open.get(cell) else {
            return;
        };
        if bits == 0 {
            return;
        }
        self.board.for_each_slot(cell, |k, j, _| {
            if bits & (1 << k) != 0 {
                f(j);
            }
        });
    }

    fn max_degree(&self) -> usize {
        self.board.topology().max_degree()
    }
}
