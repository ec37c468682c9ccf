//! Boards of any shape: a `floodfill` topology and a mask of usable cells.
//!
//! The generators that need only "cells and their neighbours" run on a [`MazeBoard`]
//! ([`Algorithm::from_rng`](crate::Algorithm::from_rng)); the result is a
//! [`Maze`](crate::Maze) on that board. Boards come from floodfill's grids (square, hex in hexgrid's
//! offset layouts), from this crate's [`PolarGrid`](crate::PolarGrid) and
//! [`TorusGrid`](crate::TorusGrid), or from any user topology.

mod shapes;
mod text;

use alloc::vec;
use alloc::vec::Vec;

use floodfill::{Connectivity, Filler, HexGrid, Shape, SquareGrid, Topology};

use crate::error::MazeError;

use crate::square::Square;
use crate::walk::SideGrid;

/// Most neighbours a board cell may have: a maze stores one passage bit per
/// neighbour in a byte.
pub const MAX_DEGREE: usize = 8;

/// A topology with a mask of usable cells, checked once so that every generator
/// can rely on it: at least one usable cell, the usable cells connected to each
/// other, at most [`Maze::MAX_CELLS`](crate::Maze::MAX_CELLS) cells and [`MAX_DEGREE`] neighbours a cell,
/// and two-way neighbours between usable cells.
///
/// A neighbour index `>= len()` that the topology names is ignored everywhere, as
/// `floodfill`'s `Topology` contract says: it is no cell, so no passage leads
/// there (it still takes its place in the cell's neighbour order, which numbers
/// the passage bits a [`Maze`](crate::Maze) saves).
///
/// ```
/// use maze_gen::{Algorithm, MazeBoard};
/// use floodfill::{Connectivity, SquareGrid};
///
/// // A ring-shaped board: the centre of a 5 x 5 square is masked out.
/// let grid = SquareGrid::new(5, 5, Connectivity::Four).unwrap();
/// let board = MazeBoard::masked(grid, |c| c != 12)?;
/// let maze = Algorithm::Wilson.from_rng(&board, &mut maze_gen::rng::from_seed(1))?;
/// assert_eq!(maze.passage_count(), 24 - 1);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
///
/// With the `serde` feature a board saves its topology and mask; loading checks
/// them exactly like [`MazeBoard::masked`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        try_from = "RawBoard<T>",
        bound(deserialize = "T: Topology + serde::Deserialize<'de>")
    )
)]
pub struct MazeBoard<T> {
    topology: T,
    /// The usable flag of each cell; empty when every cell is usable, so a
    /// whole board keeps no list that the generators would sweep through the
    /// cache beside the maze.
    usable: Vec<bool>,
    len: usize,
    usable_count: usize,
    /// The topology when it is this crate's [`Square`]: its slots are the four
    /// sides, which the fast paths read without the neighbour callback.
    square: Option<Square>,
}

/// The saved fields of a [`MazeBoard`], checked before they become one.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RawBoard<T> {
    topology: T,
    usable: Vec<bool>,
}

/// Saves the topology and the usable flag of every cell, a whole board's too.
#[cfg(feature = "serde")]
impl<T: Topology + serde::Serialize> serde::Serialize for MazeBoard<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;

        struct Mask<'a, T>(&'a MazeBoard<T>);
        impl<T: Topology> serde::Serialize for Mask<'_, T> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_seq((0..self.0.len()).map(|c| self.0.is_usable(c)))
            }
        }

        let mut form = serializer.serialize_struct("Board", 2)?;
        form.serialize_field("topology", &self.topology)?;
        form.serialize_field("usable", &Mask(self))?;
        form.end()
    }
}

#[cfg(feature = "serde")]
impl<T: Topology> TryFrom<RawBoard<T>> for MazeBoard<T> {
    type Error = MazeError;

    fn try_from(raw: RawBoard<T>) -> Result<Self, MazeError> {
        if raw.usable.len() != raw.topology.len() {
            return Err(MazeError::BadParameter {
                name: "usable",
                reason: "one mask entry per cell of the topology is needed",
            });
        }
        let usable = raw.usable;
        MazeBoard::masked(raw.topology, |c| usable[c])
    }
}

impl<T: Topology> MazeBoard<T> {
    /// Every cell of `topology` usable.
    pub fn new(topology: T) -> Result<Self, MazeError> {
        MazeBoard::masked(topology, |_| true)
    }

    /// The cells of `topology` for which `usable` returns `true`.
    ///
    /// Errors: [`MazeError::EmptyMask`] when no cell is usable,
    /// [`MazeError::SplitMask`] (naming one cell of each part) when the usable
    /// cells fall into parts no passage could join, [`MazeError::MazeTooLarge`]
    /// over the cell limit, [`MazeError::BadParameter`] when a cell has (or the
    /// topology declares) more than [`MAX_DEGREE`] neighbours,
    /// [`MazeError::OneWay`] when a usable cell names a usable neighbour that
    /// does not name it back (a directed graph). A split mask is refused rather
    /// than bridged: only the caller knows where a bridge belongs.
    pub fn masked(topology: T, mut usable: impl FnMut(usize) -> bool) -> Result<Self, MazeError> {
        let len = topology.len();
        if len > crate::limits::MAX_CELLS {
            return Err(MazeError::MazeTooLarge {
                width: len,
                height: 1,
                max_side: crate::limits::MAX_CELLS,
                max_cells: crate::limits::MAX_CELLS,
            });
        }
        if topology.max_degree() > MAX_DEGREE {
            return Err(MazeError::BadParameter {
                name: "topology",
                reason: "a board cell may have at most 8 neighbours",
            });
        }
        let mut usable: Vec<bool> = (0..len).map(&mut usable).collect();
        let usable_count = usable.iter().filter(|&&u| u).count();
        if usable_count == 0 {
            return Err(MazeError::EmptyMask);
        }
        // Every shape claim is checked against the neighbours named (a square
        // grid names each side once, both ways); the square fast paths then read
        // the sides from the shape, never from the topology.
        check_neighbours(&topology, &usable)?;
        let square = match topology.shape() {
            Some(Shape::SquareSides { width, height }) => Square::new(width, height).ok(),
            _ => None,
        };
        if square.is_none() || usable_count < len {
            check_connected(&topology, &usable, usable_count)?;
        }
        if usable_count == len {
            usable = Vec::new();
        }
        Ok(MazeBoard {
            topology,
            usable,
            len,
            usable_count,
            square,
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
        self.len
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
        match self.usable.get(cell) {
            Some(&usable) => usable,
            None => self.usable.is_empty() && cell < self.len,
        }
    }

    /// Calls `f(slot, neighbour, usable)` for each neighbour of `cell` that is a
    /// cell of the board, with its slot (its place in the topology's neighbour
    /// order, below [`MAX_DEGREE`]) and whether it is usable: the one way this
    /// crate reads a board's topology, so a neighbour out of range, or the cell
    /// itself (no passage joins a cell to itself), is skipped everywhere (one
    /// bounds check a neighbour, which also reads the mask).
    #[inline]
    pub(crate) fn for_each_slot(&self, cell: usize, mut f: impl FnMut(usize, usize, bool)) {
        if let Some(square) = &self.square {
            let full = self.is_full();
            for (k, side) in square.sides(cell).into_iter().enumerate() {
                if let Some(j) = side {
                    f(k, j, full || self.usable[j]);
                }
            }
            return;
        }
        let mut k = 0;
        self.topology.for_each_neighbor(cell, |j| {
            if j < self.len && j != cell && k < MAX_DEGREE {
                f(k, j, self.is_usable(j));
            }
            k += 1;
        });
    }

    /// Calls `f(cell, slot)` once for each pair of usable neighbours, from the
    /// lower cell, in cell order and then slot order. The whole square grid
    /// lists its east and south sides row by row without the neighbour scan.
    pub(crate) fn for_each_edge(&self, mut f: impl FnMut(usize, usize)) {
        if let Some(square) = self.square.filter(|_| self.is_full()) {
            let (w, h) = (square.width(), square.height());
            for y in 0..h {
                for x in 0..w {
                    let cell = y * w + x;
                    if x + 1 < w {
                        f(cell, 1);
                    }
                    if y + 1 < h {
                        f(cell, 2);
                    }
                }
            }
            return;
        }
        for a in (0..self.len()).filter(|&c| self.is_usable(c)) {
            self.for_each_slot(a, |k, b, usable| {
                if usable && b > a {
                    f(a, k);
                }
            });
        }
    }

    /// The neighbour of `cell` in slot `k`, which must be a cell of the board.
    #[inline]
    pub(crate) fn slot_target(&self, cell: usize, k: usize) -> usize {
        if let Some(square) = &self.square {
            // The slot names a cell, so the step stays on the grid. A table of
            // steps, not a branch per side: Kruskal's edges come in random order,
            // and a branch on their slot would be mispredicted.
            let w = square.width();
            let steps = [w.wrapping_neg(), 1, w, usize::MAX];
            return cell.wrapping_add(steps[k & 3]);
        }
        let mut found = usize::MAX;
        self.for_each_slot(cell, |slot, j, _| {
            if slot == k {
                found = j;
            }
        });
        found
    }

    /// The square grid under the board, when it is one (the square fast paths).
    #[inline]
    pub(crate) fn as_square(&self) -> Option<&Square> {
        self.square.as_ref()
    }

    /// Whether every cell is usable.
    #[inline]
    pub(crate) fn is_full(&self) -> bool {
        self.usable.is_empty()
    }

    /// The lowest usable cell (a start for walks over the maze).
    #[must_use]
    pub fn first_usable(&self) -> usize {
        self.usable.iter().position(|&u| u).unwrap_or(0)
    }
}

impl MazeBoard<Square> {
    /// Every cell of a square grid usable: such a board is valid by
    /// construction, so nothing is checked.
    pub(crate) fn full_square(square: Square) -> MazeBoard<Square> {
        let len = square.width() * square.height();
        MazeBoard {
            topology: square,
            usable: Vec::new(),
            len,
            usable_count: len,
            square: Some(square),
        }
    }
}

/// Refuses a usable cell with more than [`MAX_DEGREE`] neighbours (slots) or one
/// neighbour named twice (a passage bit per neighbour, so each must be one), and
/// a usable cell that names a usable neighbour which does not name it back.
/// A topology that reports a [`Topology::shape`] passes when its neighbours are
/// that shape's (floodfill's grids, which pass by construction), and is refused
/// when they are not: the shape's fast paths would walk neighbours it does not
/// have. Any other topology is checked cell by cell.
fn check_neighbours<T: Topology>(topology: &T, usable: &[bool]) -> Result<(), MazeError> {
    if let Some(shape) = topology.shape() {
        return if is_shape(topology, shape) {
            Ok(())
        } else {
            Err(MazeError::BadParameter {
                name: "topology",
                reason: "its shape() does not describe its neighbours",
            })
        };
    }
    let bad = MazeError::BadParameter {
        name: "topology",
        reason: "a board cell may have at most 8 neighbours, each named once",
    };
    // Each usable cell's usable neighbours, read once (a topology's callback may
    // be dear), then every pair looked up in these short lists.
    let len = usable.len();
    let mut starts = Vec::with_capacity(len + 1);
    let mut targets: Vec<u32> = Vec::new();
    for c in 0..len {
        starts.push(targets.len());
        if !usable[c] {
            continue;
        }
        let (from, mut slots) = (targets.len(), 0usize);
        topology.for_each_neighbor(c, |j| {
            slots += 1;
            if usable.get(j) == Some(&true) && slots <= MAX_DEGREE {
                targets.push(j as u32);
            }
        });
        let mine = &targets[from..];
        let repeat = (1..mine.len()).any(|i| mine[..i].contains(&mine[i]));
        if slots > MAX_DEGREE || repeat {
            return Err(bad);
        }
    }
    starts.push(targets.len());
    let list = |c: usize| &targets[starts[c]..starts[c + 1]];
    for c in 0..len {
        if let Some(&to) = list(c)
            .iter()
            .find(|&&j| !list(j as usize).contains(&(c as u32)))
        {
            return Err(MazeError::OneWay {
                from: c,
                to: to as usize,
            });
        }
    }
    Ok(())
}

/// Whether `topology` is exactly `shape`: the same cells, and each cell's
/// neighbours those of floodfill's grid of that shape, in the same order.
fn is_shape<T: Topology>(topology: &T, shape: Shape<'_>) -> bool {
    match shape {
        Shape::Square {
            width,
            height,
            diagonal,
        } => {
            let connectivity = if diagonal {
                Connectivity::Eight
            } else {
                Connectivity::Four
            };
            SquareGrid::new(width, height, connectivity)
                .is_ok_and(|g| same_neighbours(topology, &g))
        }
        Shape::Hex { cols, rows, layout } => {
            HexGrid::new(cols, rows, layout).is_ok_and(|g| same_neighbours(topology, &g))
        }
        Shape::SquareSides { width, height } => {
            Square::new(width, height).is_ok_and(|g| same_neighbours(topology, &g))
        }
        Shape::SideBits { width, sides } => {
            SideGrid::new(width, sides).is_ok_and(|g| same_neighbours(topology, &g))
        }
        _ => false,
    }
}

/// Whether `a` and `b` have the same cells and name the same neighbours, in order.
fn same_neighbours<A: Topology, B: Topology>(a: &A, b: &B) -> bool {
    if a.len() != b.len() {
        return false;
    }
    (0..a.len()).all(|c| {
        let mut want = [0usize; MAX_DEGREE];
        let mut n = 0;
        b.for_each_neighbor(c, |j| {
            if let Some(w) = want.get_mut(n) {
                *w = j;
            }
            n += 1;
        });
        let (mut k, mut same) = (0, n <= MAX_DEGREE);
        a.for_each_neighbor(c, |j| {
            same &= want.get(k) == Some(&j) && k < n;
            k += 1;
        });
        same && k == n
    })
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
