//! Boards of any shape: a `floodfill` topology and a mask of usable cells.
//!
//! The generators that need only "cells and their neighbours" run on a [`Board`]
//! ([`Algorithm::generate_on`](crate::Algorithm::generate_on)); the result is a
//! [`BoardMaze`]. Boards come from floodfill's grids (square, hex in hexgrid's
//! offset layouts), from this crate's [`PolarGrid`](crate::PolarGrid) and
//! [`TorusGrid`](crate::TorusGrid), or from any user topology.

mod generate;
mod lattice;
mod maze;
mod shapes;
mod text;

use alloc::vec;
use alloc::vec::Vec;

use floodfill::{Filler, Topology};

use crate::error::MazeError;
use crate::maze::Maze;

pub(crate) use generate::generate_on;
pub use maze::BoardMaze;

/// Most neighbours a board cell may have: a maze stores one passage bit per
/// neighbour in a byte.
pub const MAX_DEGREE: usize = 8;

/// A topology with a mask of usable cells, checked once so that every generator
/// can rely on it: at least one usable cell, the usable cells connected to each
/// other, at most [`Maze::MAX_CELLS`] cells and [`MAX_DEGREE`] neighbours a cell.
///
/// ```
/// use maze_gen::{Algorithm, Board};
/// use floodfill::{Connectivity, SquareGrid};
///
/// // A ring-shaped board: the centre of a 5 x 5 square is masked out.
/// let grid = SquareGrid::new(5, 5, Connectivity::Four).unwrap();
/// let board = Board::masked(grid, |c| c != 12)?;
/// let maze = Algorithm::Wilson.generate_on(&board, &mut maze_gen::rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 24 - 1);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
///
/// With the `serde` feature a board saves its topology and mask; loading checks
/// them exactly like [`Board::masked`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        try_from = "RawBoard<T>",
        bound(
            serialize = "T: serde::Serialize",
            deserialize = "T: Topology + serde::Deserialize<'de>"
        )
    )
)]
pub struct Board<T> {
    topology: T,
    usable: Vec<bool>,
    #[cfg_attr(feature = "serde", serde(skip_serializing))]
    usable_count: usize,
}

/// The saved fields of a [`Board`], checked before they become one.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RawBoard<T> {
    topology: T,
    usable: Vec<bool>,
}

#[cfg(feature = "serde")]
impl<T: Topology> TryFrom<RawBoard<T>> for Board<T> {
    type Error = MazeError;

    fn try_from(raw: RawBoard<T>) -> Result<Self, MazeError> {
        if raw.usable.len() != raw.topology.len() {
            return Err(MazeError::BadParameter {
                name: "usable",
                reason: "one mask entry per cell of the topology is needed",
            });
        }
        let usable = raw.usable;
        Board::masked(raw.topology, |c| usable[c])
    }
}

impl<T: Topology> Board<T> {
    /// Every cell of `topology` usable.
    pub fn new(topology: T) -> Result<Self, MazeError> {
        Board::masked(topology, |_| true)
    }

    /// The cells of `topology` for which `usable` returns `true`.
    ///
    /// Errors: [`MazeError::EmptyMask`] when no cell is usable,
    /// [`MazeError::SplitMask`] (naming one cell of each part) when the usable
    /// cells fall into parts no passage could join, [`MazeError::MazeTooLarge`]
    /// over the cell limit, [`MazeError::BadParameter`] when a cell has more than
    /// [`MAX_DEGREE`] neighbours. A split mask is refused rather than bridged:
    /// only the caller knows where a bridge belongs.
    pub fn masked(topology: T, mut usable: impl FnMut(usize) -> bool) -> Result<Self, MazeError> {
        let len = topology.len();
        if len > Maze::MAX_CELLS {
            return Err(MazeError::MazeTooLarge {
                width: len,
                height: 1,
                max_side: Maze::MAX_CELLS,
                max_cells: Maze::MAX_CELLS,
            });
        }
        if topology.max_degree() > MAX_DEGREE {
            return Err(MazeError::BadParameter {
                name: "topology",
                reason: "a board cell may have at most 8 neighbours",
            });
        }
        let usable: Vec<bool> = (0..len).map(&mut usable).collect();
        let usable_count = usable.iter().filter(|&&u| u).count();
        if usable_count == 0 {
            return Err(MazeError::EmptyMask);
        }
        check_connected(&topology, &usable, usable_count)?;
        Ok(Board {
            topology,
            usable,
            usable_count,
        })
    }

    /// The topology underneath.
    #[must_use]
    pub fn topology(&self) -> &T {
        &self.topology
    }

    /// Cells of the topology, usable or not (indices are `0..len()`).
    #[must_use]
    pub fn len(&self) -> usize {
        self.usable.len()
    }

    /// Always `false`: a board has at least one usable cell.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Number of usable cells.
    #[must_use]
    pub fn usable_count(&self) -> usize {
        self.usable_count
    }

    /// Whether `cell` is usable (`false` outside the board).
    #[must_use]
    pub fn is_usable(&self, cell: usize) -> bool {
        self.usable.get(cell).copied().unwrap_or(false)
    }

    /// Whether `cell`, a cell of the topology, is usable (no bounds fallback: a
    /// neighbour the topology names is always in range).
    #[inline]
    pub(crate) fn usable_at(&self, cell: usize) -> bool {
        self.usable[cell]
    }

    /// The lowest usable cell (a start for walks over the maze).
    #[must_use]
    pub fn first_usable(&self) -> usize {
        self.usable.iter().position(|&u| u).unwrap_or(0)
    }

    /// The usable neighbours of `cell` in topology order, into `out`; returns how
    /// many.
    #[inline]
    pub(crate) fn usable_neighbours(&self, cell: usize, out: &mut [u32; MAX_DEGREE]) -> usize {
        let mut n = 0;
        self.topology.for_each_neighbor(cell, |j| {
            if n < MAX_DEGREE && self.usable[j] {
                out[n] = j as u32;
                n += 1;
            }
        });
        n
    }
}

/// Parts a split-mask error names by one cell each.
const NAMED_PARTS: usize = 8;

/// Refuses a mask whose usable cells are not all joined, naming one cell per part.
fn check_connected<T: Topology>(
    topology: &T,
    usable: &[bool],
    usable_count: usize,
) -> Result<(), MazeError> {
    let mut filler = Filler::new();
    let mut seen = vec![false; usable.len()];
    let (mut parts, mut first_cells) = (0, Vec::new());
    let mut covered = 0;
    for start in 0..usable.len() {
        if !usable[start] || seen[start] {
            continue;
        }
        let region = filler.fill(topology, start, |c| usable[c])?;
        for c in region.cells() {
            seen[c] = true;
        }
        covered += region.len();
        parts += 1;
        if first_cells.len() < NAMED_PARTS {
            first_cells.push(start);
        }
        if covered == usable_count && parts == 1 {
            return Ok(());
        }
    }
    if parts > 1 {
        return Err(MazeError::SplitMask { parts, first_cells });
    }
    Ok(())
}
