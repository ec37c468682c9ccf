//! The maze itself: a grid of cells with passage bits.

use alloc::vec;
use alloc::vec::Vec;

use crate::direction::{ALL_SIDES, Direction};
use crate::error::MazeError;

/// A cell position: column `x` (0 at the left) and row `y` (0 at the top).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cell {
    /// Column.
    pub x: usize,
    /// Row.
    pub y: usize,
}

impl Cell {
    /// The cell at column `x`, row `y`.
    #[must_use]
    pub const fn new(x: usize, y: usize) -> Self {
        Cell { x, y }
    }
}

impl From<(usize, usize)> for Cell {
    fn from((x, y): (usize, usize)) -> Self {
        Cell { x, y }
    }
}

/// Scratch bit the generators use to mark cells as visited; always clear in a
/// finished maze, so equality and serialisation only see passages.
pub(crate) const VISITED: u8 = 0x80;

/// A rectangular maze of `width × height` cells. Each cell stores which of its four
/// sides are open passages; an open side is always open from both cells.
///
/// Cells are addressed by [`Cell`] or by the dense index `y * width + x` (the index
/// the distance maps and [`floodfill`](https://docs.rs/floodfill) topologies use).
///
/// ```
/// use maze_gen::{Cell, Direction, Maze};
///
/// let mut maze = Maze::new(3, 2)?;
/// maze.open(Cell::new(0, 0), Direction::East)?;
/// assert!(maze.is_open(Cell::new(1, 0), Direction::West));
/// assert_eq!(maze.passage_count(), 1);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RawMaze"))]
pub struct Maze {
    width: usize,
    height: usize,
    cells: Vec<u8>,
}

impl Maze {
    /// Largest width or height accepted.
    pub const MAX_SIDE: usize = 1 << 15;
    /// Largest cell count accepted (64 Mi cells; 4096 × 4096 is a quarter of it).
    pub const MAX_CELLS: usize = 1 << 26;

    /// A maze with every wall standing (no passages).
    pub fn new(width: usize, height: usize) -> Result<Self, MazeError> {
        validate_size(width, height)?;
        Ok(Maze {
            width,
            height,
            cells: vec![0; width * height],
        })
    }

    /// A maze with every inner wall removed: one open hall (the start of recursive
    /// division).
    pub fn open_hall(width: usize, height: usize) -> Result<Self, MazeError> {
        let mut maze = Maze::new(width, height)?;
        for i in 0..maze.cells.len() {
            for dir in Direction::ALL {
                if maze.step(i, dir).is_some() {
                    maze.cells[i] |= dir.bit();
                }
            }
        }
        Ok(maze)
    }

    /// Cells across.
    #[must_use]
    pub fn width(&self) -> usize {
        self.width
    }

    /// Cells down.
    #[must_use]
    pub fn height(&self) -> usize {
        self.height
    }

    /// Number of cells, `width * height`.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always `false`: a maze has at least one cell.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Dense index of a cell, or `None` outside the maze.
    #[must_use]
    pub fn index_of(&self, cell: Cell) -> Option<usize> {
        (cell.x < self.width && cell.y < self.height).then(|| cell.y * self.width + cell.x)
    }

    /// The cell at a dense index: the inverse of [`Maze::index_of`]. An `index` of
    /// `len()` or more gives a cell below the last row, which `index_of` refuses.
    #[must_use]
    pub fn cell_at(&self, index: usize) -> Cell {
        Cell::new(index % self.width, index / self.width)
    }

    /// The passage bits of the cell at `index` ([`Direction::bit`] per open side).
    /// An `index` outside the maze has no open side: `0`.
    #[must_use]
    pub fn passages(&self, index: usize) -> u8 {
        self.cells.get(index).map_or(0, |&b| b & ALL_SIDES)
    }

    /// Whether the `dir` side of `cell` is an open passage (`false` outside the maze).
    #[must_use]
    pub fn is_open(&self, cell: Cell, dir: Direction) -> bool {
        self.index_of(cell)
            .is_some_and(|i| self.cells[i] & dir.bit() != 0)
    }

    /// Opens the passage on the `dir` side of `cell` (and the matching side of the
    /// neighbour). Errors when the cell is outside or the side is the outer wall.
    pub fn open(&mut self, cell: Cell, dir: Direction) -> Result<(), MazeError> {
        let i = self.checked_index(cell)?;
        self.step(i, dir).ok_or(MazeError::BadParameter {
            name: "dir",
            reason: "the outer wall cannot be opened",
        })?;
        self.carve(i, dir);
        Ok(())
    }

    /// Closes the passage on the `dir` side of `cell` (both sides). Closing an outer
    /// wall is a no-op.
    pub fn close(&mut self, cell: Cell, dir: Direction) -> Result<(), MazeError> {
        let i = self.checked_index(cell)?;
        if self.step(i, dir).is_some() {
            self.wall_up(i, dir);
        }
        Ok(())
    }

    /// The grid neighbour of cell `index` in direction `dir`, wall or not; `None`
    /// at the outer wall and for an `index` outside the maze.
    #[inline]
    #[must_use]
    pub fn step(&self, index: usize, dir: Direction) -> Option<usize> {
        if index >= self.cells.len() {
            return None;
        }
        // index < len <= MAX_CELLS, so `index + w` cannot overflow.
        let (w, x) = (self.width, index % self.width);
        match dir {
            Direction::North => index.checked_sub(w),
            Direction::South => Some(index + w).filter(|&j| j < self.cells.len()),
            Direction::East => (x + 1 < w).then_some(index + 1),
            Direction::West => (x > 0).then(|| index - 1),
        }
    }

    /// Cells reachable from `index` in one step through an open passage (none for
    /// an `index` outside the maze).
    pub fn open_neighbours(&self, index: usize) -> impl Iterator<Item = usize> + '_ {
        let bits = self.passages(index);
        Direction::ALL.into_iter().filter_map(move |d| {
            if bits & d.bit() != 0 {
                self.step(index, d)
            } else {
                None
            }
        })
    }

    /// Number of open sides of the cell at `index` (`0` outside the maze).
    #[must_use]
    pub fn degree(&self, index: usize) -> u32 {
        self.passages(index).count_ones()
    }

    /// Whether the cell at `index` has exactly one open side (`false` outside the
    /// maze).
    #[must_use]
    pub fn is_dead_end(&self, index: usize) -> bool {
        self.degree(index) == 1
    }

    /// Indices of every dead end (cells with exactly one open side), in index order.
    pub fn dead_ends(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.cells.len()).filter(|&i| self.is_dead_end(i))
    }

    /// Number of open passages (each counted once). A perfect maze has `len() - 1`.
    #[must_use]
    pub fn passage_count(&self) -> usize {
        let both = Direction::East.bit() | Direction::South.bit();
        self.cells
            .iter()
            .map(|&b| (b & both).count_ones() as usize)
            .sum()
    }

    /// Cell indices in row-major order, paired with their passage bits.
    pub fn iter(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.cells.iter().map(|&b| b & ALL_SIDES).enumerate()
    }

    /// Dense index of a cell, or the out-of-bounds error.
    fn checked_index(&self, cell: Cell) -> Result<usize, MazeError> {
        self.index_of(cell).ok_or(MazeError::OutOfBounds {
            x: cell.x,
            y: cell.y,
            width: self.width,
            height: self.height,
        })
    }

    /// Opens the passage from `i` towards `dir`; the neighbour must exist.
    #[inline]
    pub(crate) fn carve(&mut self, i: usize, dir: Direction) -> usize {
        let j = self.step(i, dir).expect("carve stays inside the maze");
        self.cells[i] |= dir.bit();
        self.cells[j] |= dir.opposite().bit();
        j
    }

    /// Opens the passage between neighbours `i` and `j = step(i, dir)` without
    /// recomputing `j`.
    #[inline]
    pub(crate) fn carve_to(&mut self, i: usize, j: usize, dir: Direction) {
        self.cells[i] |= dir.bit();
        self.cells[j] |= dir.opposite().bit();
    }

    /// Closes the passage from `i` towards `dir`; the neighbour must exist.
    #[inline]
    pub(crate) fn wall_up(&mut self, i: usize, dir: Direction) {
        let j = self.step(i, dir).expect("walls stay inside the maze");
        self.cells[i] &= !dir.bit();
        self.cells[j] &= !dir.opposite().bit();
    }

    /// The passage bytes, row by row (a finished maze has no scratch bits).
    pub(crate) fn passage_bytes(&self) -> &[u8] {
        &self.cells
    }

    #[inline]
    pub(crate) fn raw(&self, i: usize) -> u8 {
        self.cells[i]
    }

    #[inline]
    pub(crate) fn mark(&mut self, i: usize) {
        self.cells[i] |= VISITED;
    }

    /// Sets generator scratch bits (above the four passage bits).
    #[inline]
    pub(crate) fn set_scratch(&mut self, i: usize, bits: u8) {
        self.cells[i] |= bits & !ALL_SIDES;
    }

    /// Replaces the scratch bits chosen by `mask` (above the passage bits).
    #[inline]
    pub(crate) fn put_scratch(&mut self, i: usize, mask: u8, bits: u8) {
        let mask = mask & !ALL_SIDES;
        self.cells[i] = (self.cells[i] & !mask) | (bits & mask);
    }

    #[inline]
    pub(crate) fn is_marked(&self, i: usize) -> bool {
        self.cells[i] & VISITED != 0
    }

    /// Replaces row `y`'s passage bits with `bits` (one byte per cell, scratch bits
    /// dropped): generators that work in a buffer of their own write it back here.
    /// The bytes must be consistent (a passage open on both sides).
    pub(crate) fn set_row(&mut self, y: usize, bits: &[u8]) {
        let row = &mut self.cells[y * self.width..(y + 1) * self.width];
        for (cell, &b) in row.iter_mut().zip(bits) {
            *cell = b & ALL_SIDES;
        }
    }

    /// Row `y`'s cell bytes and, unless `y` is the last row, the next row's: for
    /// row-by-row generators that open passages east and south as they go. The
    /// caller keeps both sides of every passage consistent.
    pub(crate) fn row_and_next_mut(&mut self, y: usize) -> (&mut [u8], Option<&mut [u8]>) {
        let w = self.width;
        let (row, rest) = self.cells[y * w..].split_at_mut(w);
        (row, rest.get_mut(..w))
    }
    /// Clears the generators' scratch bits.
    pub(crate) fn clear_marks(&mut self) {
        for c in &mut self.cells {
            *c &= ALL_SIDES;
        }
    }

    /// Builds a maze from raw passage bits (already consistent), for the parser.
    pub(crate) fn from_bits(width: usize, height: usize, cells: Vec<u8>) -> Self {
        Maze {
            width,
            height,
            cells,
        }
    }
}

/// The serialised fields of a [`Maze`], checked before they become one: a saved
/// game must not be able to smuggle in a one-sided passage or a short cell array.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RawMaze {
    width: usize,
    height: usize,
    cells: Vec<u8>,
}

#[cfg(feature = "serde")]
impl TryFrom<RawMaze> for Maze {
    type Error = MazeError;

    fn try_from(raw: RawMaze) -> Result<Self, MazeError> {
        validate_size(raw.width, raw.height)?;
        let bad = |reason| MazeError::BadParameter {
            name: "cells",
            reason,
        };
        if raw.cells.len() != raw.width * raw.height {
            return Err(bad("one passage byte per cell is needed"));
        }
        let maze = Maze::from_bits(raw.width, raw.height, raw.cells);
        for i in 0..maze.len() {
            let bits = maze.cells[i];
            if bits & !ALL_SIDES != 0 {
                return Err(bad("unknown bits in a cell"));
            }
            for d in Direction::ALL {
                if bits & d.bit() == 0 {
                    continue;
                }
                match maze.step(i, d) {
                    Some(j) if maze.cells[j] & d.opposite().bit() != 0 => {}
                    Some(_) => return Err(bad("a passage is open on one side only")),
                    None => return Err(bad("a passage leads through the outer wall")),
                }
            }
        }
        Ok(maze)
    }
}

/// Checks a size against the limits.
pub(crate) fn validate_size(width: usize, height: usize) -> Result<(), MazeError> {
    if width == 0 || height == 0 {
        return Err(MazeError::EmptyMaze { width, height });
    }
    if width > Maze::MAX_SIDE
        || height > Maze::MAX_SIDE
        || width.saturating_mul(height) > Maze::MAX_CELLS
    {
        return Err(MazeError::MazeTooLarge {
            width,
            height,
            max_side: Maze::MAX_SIDE,
            max_cells: Maze::MAX_CELLS,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_validated() {
        assert!(matches!(Maze::new(0, 3), Err(MazeError::EmptyMaze { .. })));
        assert!(matches!(
            Maze::new(Maze::MAX_SIDE + 1, 1),
            Err(MazeError::MazeTooLarge { .. })
        ));
        assert!(matches!(
            Maze::new(Maze::MAX_SIDE, Maze::MAX_SIDE),
            Err(MazeError::MazeTooLarge { .. })
        ));
        assert!(Maze::new(1, 1).is_ok());
    }

    #[test]
    fn passages_are_kept_on_both_sides() {
        let mut m = Maze::new(3, 3).unwrap();
        m.open(Cell::new(1, 1), Direction::North).unwrap();
        assert!(m.is_open(Cell::new(1, 0), Direction::South));
        assert_eq!(m.open_neighbours(4).collect::<Vec<_>>(), [1]);
        assert!(m.is_dead_end(1) && m.is_dead_end(4));
        m.close(Cell::new(1, 0), Direction::South).unwrap();
        assert_eq!(m.passage_count(), 0);
        assert!(m.open(Cell::new(0, 0), Direction::West).is_err());
        assert!(m.open(Cell::new(3, 0), Direction::East).is_err());
    }

    #[cfg(feature = "serde")]
    #[test]
    fn deserialised_mazes_are_checked() {
        let raw = |width, height, cells: &[u8]| RawMaze {
            width,
            height,
            cells: cells.to_vec(),
        };
        let east = Direction::East.bit();
        let west = Direction::West.bit();
        assert!(Maze::try_from(raw(2, 1, &[east, west])).is_ok());
        assert!(Maze::try_from(raw(2, 1, &[east, 0])).is_err());
        assert!(Maze::try_from(raw(2, 1, &[west, east])).is_err());
        assert!(Maze::try_from(raw(2, 1, &[0])).is_err());
        assert!(Maze::try_from(raw(0, 1, &[])).is_err());
        assert!(Maze::try_from(raw(1, 1, &[0x80])).is_err());
    }

    #[test]
    fn open_hall_has_every_inner_passage() {
        let m = Maze::open_hall(4, 3).unwrap();
        assert_eq!(m.passage_count(), 3 * 3 + 4 * 2);
    }
}
