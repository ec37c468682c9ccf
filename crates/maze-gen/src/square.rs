//! The square grid a [`Maze`](crate::Maze) is on by default: four sides a cell, one
//! fixed neighbour slot per side.

use floodfill::{Shape, Topology};

use crate::direction::Direction;
use crate::error::MazeError;
use crate::limits::validate_size;

/// A `width x height` grid of square cells, indexed `y * width + x`, whose
/// neighbours are named in the order north, east, south, west: slot `d` of a cell
/// is always the side [`Direction::ALL`]`[d]`, and a side on the outer wall names
/// the index `usize::MAX` (no cell, so never a passage). A maze on it therefore
/// stores a cell's passages as [`Direction::bit`]s.
///
/// It is the board of the default [`Maze`](crate::Maze) (`Maze` is
/// `Maze<Square>`); `floodfill::SquareGrid` is a board too, with floodfill's own
/// neighbour order (north, south, west, east) and so with other seeded mazes.
///
/// ```
/// use maze_gen::{Algorithm, Maze, Square};
/// use floodfill::Topology;
///
/// let square = Square::new(3, 2)?;
/// let mut around = Vec::new();
/// square.for_each_neighbor(1, |j| around.push(j));
/// assert_eq!(around, [usize::MAX, 2, 4, 0]); // north is the outer wall
/// let maze = Maze::from_seed(Algorithm::Prim, 3, 2, 1)?;
/// assert_eq!(maze.board().topology(), &square);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "SquareSpec"))]
pub struct Square {
    width: usize,
    height: usize,
}

impl Square {
    /// Cells on the grid, as [`Topology::len`] counts them (no trait import
    /// needed).
    pub fn len(&self) -> usize {
        Topology::len(self)
    }

    /// Whether the grid has no cells.
    pub fn is_empty(&self) -> bool {
        Topology::len(self) == 0
    }

    /// The `width x height` grid; both sides `1..=`[`Maze::MAX_SIDE`](crate::Maze::MAX_SIDE),
    /// at most [`Maze::MAX_CELLS`](crate::Maze::MAX_CELLS) cells.
    pub fn new(width: usize, height: usize) -> Result<Self, MazeError> {
        validate_size(width, height)?;
        Ok(Square { width, height })
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

    /// The neighbour of cell `index` towards `dir`; `None` at the outer wall and
    /// for an `index` outside the grid.
    #[inline]
    #[must_use]
    pub fn step(&self, index: usize, dir: Direction) -> Option<usize> {
        self.sides(index)[dir as usize]
    }

    /// The neighbours of cell `index` in slot order (north, east, south, west),
    /// `None` at the outer wall; all `None` outside the grid. One division a call.
    #[inline]
    pub(crate) fn sides(&self, index: usize) -> [Option<usize>; 4] {
        let len = self.width * self.height;
        if index >= len {
            return [None; 4];
        }
        // index < len <= MAX_CELLS, so `index + w` cannot overflow.
        let (w, x) = (self.width, index % self.width);
        [
            index.checked_sub(w),
            (x + 1 < w).then_some(index + 1),
            Some(index + w).filter(|&j| j < len),
            (x > 0).then(|| index - 1),
        ]
    }
}

/// The saved fields of a [`Square`], checked before they become one.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct SquareSpec {
    width: usize,
    height: usize,
}

#[cfg(feature = "serde")]
impl TryFrom<SquareSpec> for Square {
    type Error = MazeError;

    fn try_from(spec: SquareSpec) -> Result<Self, MazeError> {
        Square::new(spec.width, spec.height)
    }
}

impl Topology for Square {
    fn len(&self) -> usize {
        self.width * self.height
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        if cell >= self.len() {
            return;
        }
        for side in self.sides(cell) {
            f(side.unwrap_or(usize::MAX));
        }
    }

    fn max_degree(&self) -> usize {
        4
    }

    /// Four fixed side slots: a [`MazeBoard`](crate::MazeBoard) on it takes the square
    /// fast paths (the generators' side scans, the backtracker's lattice, the
    /// short saved form).
    fn shape(&self) -> Option<Shape<'_>> {
        Some(Shape::SquareSides {
            width: self.width,
            height: self.height,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[test]
    fn slots_are_the_four_sides_in_order() {
        let s = Square::new(3, 3).unwrap();
        let mut around = Vec::new();
        s.for_each_neighbor(4, |j| around.push(j));
        assert_eq!(around, [1, 5, 7, 3]);
        around.clear();
        s.for_each_neighbor(8, |j| around.push(j));
        assert_eq!(around, [5, usize::MAX, usize::MAX, 7]);
        around.clear();
        s.for_each_neighbor(9, |j| around.push(j));
        assert!(around.is_empty());
        assert!(Square::new(0, 1).is_err());
    }
}
