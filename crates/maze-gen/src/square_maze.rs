//! The square maze's own conveniences: sizes, [`Cell`] and [`Direction`] verbs,
//! and the cell-byte access the square grid's generators work through.

use alloc::vec::Vec;

use crate::board::MazeBoard;
use crate::direction::{ALL_SIDES, Direction};
use crate::error::MazeError;
use crate::maze::{Maze, VISITED};
use crate::square::Square;

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

/// The square maze: `width × height` cells addressed by [`Cell`] or by the dense
/// index `y * width + x` (the index the distance maps and `floodfill` topologies
/// use), each storing which of its four sides are open.
///
/// ```
/// use maze_gen::{Cell, Direction, Maze};
///
/// let mut maze = Maze::new(3, 2)?;
/// maze.open_side(Cell::new(0, 0), Direction::East)?;
/// assert!(maze.is_open_side(Cell::new(1, 0), Direction::West));
/// assert!(maze.is_open(0, 1));
/// assert_eq!(maze.passage_count(), 1);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
impl Maze<Square> {
    /// Largest width or height accepted.
    pub const MAX_SIDE: usize = crate::limits::MAX_SIDE;
    /// Largest cell count accepted (64 Mi cells; 4096 × 4096 is a quarter of it).
    pub const MAX_CELLS: usize = crate::limits::MAX_CELLS;

    /// A `width × height` maze with every wall standing (no passages).
    pub fn new(width: usize, height: usize) -> Result<Self, MazeError> {
        Ok(Maze::on(MazeBoard::full_square(Square::new(
            width, height,
        )?)))
    }

    /// A maze with every inner wall removed: one open hall (the start of recursive
    /// division).
    pub fn open_hall(width: usize, height: usize) -> Result<Self, MazeError> {
        let mut maze = Maze::new(width, height)?;
        maze.open_inner_walls();
        Ok(maze)
    }

    /// Opens every inner wall: the open hall that recursive division,
    /// stick-down and wall-extending start from.
    pub(crate) fn open_inner_walls(&mut self) {
        for i in 0..self.len() {
            for dir in Direction::ALL {
                if self.step(i, dir).is_some() {
                    self.set_scratch_free(i, dir.bit());
                }
            }
        }
    }

    /// Cells across.
    #[must_use]
    pub fn width(&self) -> usize {
        self.square().width()
    }

    /// Cells down.
    #[must_use]
    pub fn height(&self) -> usize {
        self.square().height()
    }

    /// Dense index of a cell, or `None` outside the maze.
    #[must_use]
    pub fn cell_of(&self, cell: Cell) -> Option<usize> {
        (cell.x < self.width() && cell.y < self.height()).then(|| cell.y * self.width() + cell.x)
    }

    /// The old name of [`Maze::cell_of`].
    #[deprecated(since = "0.1.0", note = "renamed to `cell_of`")]
    #[must_use]
    pub fn index_of(&self, cell: Cell) -> Option<usize> {
        self.cell_of(cell)
    }

    /// The cell at a dense index, or `None` for an index of `len()` or more: the
    /// inverse of [`Maze::cell_of`].
    #[must_use]
    pub fn coord_of(&self, index: usize) -> Option<Cell> {
        (index < self.len()).then(|| Cell::new(index % self.width(), index / self.width()))
    }

    /// The old form of [`Maze::coord_of`]: an `index` of `len()` or more gives a
    /// cell below the last row, which `cell_of` refuses.
    #[deprecated(
        since = "0.1.0",
        note = "renamed to `coord_of`, which answers `None` off the maze"
    )]
    #[must_use]
    pub fn cell_at(&self, index: usize) -> Cell {
        Cell::new(index % self.width(), index / self.width())
    }

    /// Whether the `dir` side of `cell` is an open passage (`false` outside the maze).
    #[must_use]
    pub fn is_open_side(&self, cell: Cell, dir: Direction) -> bool {
        self.cell_of(cell)
            .is_some_and(|i| self.passages(i) & dir.bit() != 0)
    }

    /// Opens the passage on the `dir` side of `cell` (and the matching side of the
    /// neighbour). Errors when the cell is outside or the side is the outer wall.
    pub fn open_side(&mut self, cell: Cell, dir: Direction) -> Result<(), MazeError> {
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
    pub fn close_side(&mut self, cell: Cell, dir: Direction) -> Result<(), MazeError> {
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
        self.square().step(index, dir)
    }

    /// The square grid under the maze.
    fn square(&self) -> &Square {
        self.board().topology()
    }

    /// Dense index of a cell, or the out-of-bounds error.
    fn checked_index(&self, cell: Cell) -> Result<usize, MazeError> {
        self.cell_of(cell).ok_or(MazeError::OutOfBounds {
            x: cell.x,
            y: cell.y,
            width: self.width(),
            height: self.height(),
        })
    }

    fn bytes(&mut self) -> &mut Vec<u8> {
        &mut self.passage_store_mut().bits
    }

    /// ORs `bits` into cell `i`'s byte.
    #[inline]
    fn set_scratch_free(&mut self, i: usize, bits: u8) {
        self.bytes()[i] |= bits;
    }

    /// Opens the passage from `i` towards `dir`; the neighbour must exist.
    #[inline]
    pub(crate) fn carve(&mut self, i: usize, dir: Direction) -> usize {
        let j = self.step(i, dir).expect("carve stays inside the maze");
        self.carve_to(i, j, dir);
        j
    }

    /// Opens the passage between neighbours `i` and `j = step(i, dir)` without
    /// recomputing `j`.
    #[inline]
    pub(crate) fn carve_to(&mut self, i: usize, j: usize, dir: Direction) {
        let cells = self.bytes();
        cells[i] |= dir.bit();
        cells[j] |= dir.opposite().bit();
    }

    /// Closes the passage from `i` towards `dir`; the neighbour must exist.
    #[inline]
    pub(crate) fn wall_up(&mut self, i: usize, dir: Direction) {
        let j = self.step(i, dir).expect("walls stay inside the maze");
        let cells = self.bytes();
        cells[i] &= !dir.bit();
        cells[j] &= !dir.opposite().bit();
    }

    #[inline]
    pub(crate) fn raw(&self, i: usize) -> u8 {
        self.passage_store().bits[i]
    }

    #[inline]
    pub(crate) fn mark(&mut self, i: usize) {
        self.bytes()[i] |= VISITED;
    }

    #[inline]
    pub(crate) fn is_marked(&self, i: usize) -> bool {
        self.raw(i) & VISITED != 0
    }

    /// Row `y`'s cell bytes and, unless `y` is the last row, the next row's: for
    /// row-by-row generators that open passages east and south as they go. The
    /// caller keeps both sides of every passage consistent.
    pub(crate) fn row_and_next_mut(&mut self, y: usize) -> (&mut [u8], Option<&mut [u8]>) {
        let w = self.width();
        let (row, rest) = self.bytes()[y * w..].split_at_mut(w);
        (row, rest.get_mut(..w))
    }

    /// Clears the generators' scratch bits.
    pub(crate) fn clear_marks(&mut self) {
        for c in self.bytes() {
            *c &= ALL_SIDES;
        }
    }

    /// Builds a maze from raw passage bits (already consistent), for the parser.
    pub(crate) fn from_bits(
        width: usize,
        height: usize,
        cells: Vec<u8>,
    ) -> Result<Self, MazeError> {
        let board = MazeBoard::full_square(Square::new(width, height)?);
        Ok(Maze::from_parts(board, cells))
    }
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
        m.open_side(Cell::new(1, 1), Direction::North).unwrap();
        assert!(m.is_open_side(Cell::new(1, 0), Direction::South));
        assert!(m.is_open(1, 4) && m.is_open(4, 1));
        assert_eq!(m.open_neighbors(4).collect::<Vec<_>>(), [1]);
        assert!(m.is_dead_end(1) && m.is_dead_end(4));
        m.close_side(Cell::new(1, 0), Direction::South).unwrap();
        assert_eq!(m.passage_count(), 0);
        assert!(m.open_side(Cell::new(0, 0), Direction::West).is_err());
        assert!(m.open_side(Cell::new(3, 0), Direction::East).is_err());
        // By index: neighbours only.
        assert!(m.open(0, 4).is_err() && m.open(0, 9).is_err());
        m.open(0, 3).unwrap();
        assert!(m.is_open_side(Cell::new(0, 0), Direction::South));
        m.close(3, 0).unwrap();
        assert_eq!(m.passage_count(), 0);
    }

    #[test]
    fn open_hall_has_every_inner_passage() {
        let m = Maze::open_hall(4, 3).unwrap();
        assert_eq!(m.passage_count(), 3 * 3 + 4 * 2);
    }
}
