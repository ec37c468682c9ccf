//! A maze on any board: passage bits per neighbour slot.

use alloc::vec;
use alloc::vec::Vec;

use floodfill::Topology;

use super::{Board, MAX_DEGREE};

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
#[derive(Debug, Clone, PartialEq, Eq)]
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

    /// The neighbour slot of `b` among `a`'s neighbours.
    fn slot(&self, a: usize, b: usize) -> Option<usize> {
        if a >= self.len() || b >= self.len() {
            return None;
        }
        let (mut k, mut found) = (0, None);
        self.board.topology().for_each_neighbor(a, |j| {
            if j == b && found.is_none() {
                found = Some(k);
            }
            k += 1;
        });
        found.filter(|&k| k < MAX_DEGREE)
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
        let mut k = 0;
        self.board.topology().for_each_neighbor(cell, |j| {
            if k < MAX_DEGREE && bits & (1 << k) != 0 {
                f(j);
            }
            k += 1;
        });
    }

    fn max_degree(&self) -> usize {
        self.board.topology().max_degree()
    }
}
