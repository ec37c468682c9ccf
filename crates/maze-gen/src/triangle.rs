//! Triangle ("delta") boards: rows of alternating up- and down-pointing triangles.

use floodfill::Topology;

use crate::error::MazeError;
use crate::limits::validate_size;

/// A `width x height` rectangle of triangles. Cell `(x, y)` is `y * width + x`
/// and points up when `x + y` is even (its flat side faces south), down
/// otherwise (its flat side faces north). Neighbours come west, east, then the
/// one across the flat side, each only when it is on the board. A strip one
/// triangle wide and three or more tall touches only at corners, so
/// `Board::new` refuses it as split.
///
/// ```
/// use maze_gen::{Algorithm, Board, TriangleGrid};
///
/// let board = Board::new(TriangleGrid::new(6, 4)?)?;
/// let maze = Algorithm::Kruskal.generate_on(&board, &mut maze_gen::rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 23);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "TriangleSpec"))]
pub struct TriangleGrid {
    width: usize,
    height: usize,
}

impl TriangleGrid {
    /// A rectangle of `width x height` triangles, within the maze size limits.
    pub fn new(width: usize, height: usize) -> Result<Self, MazeError> {
        validate_size(width, height)?;
        Ok(TriangleGrid { width, height })
    }

    /// Triangles across.
    #[must_use]
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows down.
    #[must_use]
    pub fn height(&self) -> usize {
        self.height
    }

    /// Whether the triangle at `(x, y)` points up.
    #[must_use]
    pub fn points_up(x: usize, y: usize) -> bool {
        // The parity of x + y, without the sum: no overflow at any coordinates.
        (x ^ y) & 1 == 0
    }
}

/// The saved form of a [`TriangleGrid`]; loading checks it like [`TriangleGrid::new`].
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct TriangleSpec {
    width: usize,
    height: usize,
}

#[cfg(feature = "serde")]
impl TryFrom<TriangleSpec> for TriangleGrid {
    type Error = MazeError;

    fn try_from(spec: TriangleSpec) -> Result<Self, MazeError> {
        TriangleGrid::new(spec.width, spec.height)
    }
}

impl Topology for TriangleGrid {
    fn len(&self) -> usize {
        self.width * self.height
    }

    /// West, east, then across the flat side (south for an up triangle, north
    /// for a down one).
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        if cell >= self.len() {
            return;
        }
        let w = self.width;
        let (x, y) = (cell % w, cell / w);
        if x > 0 {
            f(cell - 1);
        }
        if x + 1 < w {
            f(cell + 1);
        }
        if Self::points_up(x, y) {
            if y + 1 < self.height {
                f(cell + w);
            }
        } else if y > 0 {
            f(cell - w);
        }
    }

    fn max_degree(&self) -> usize {
        3
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_two_way_and_at_most_three() {
        let g = TriangleGrid::new(5, 4).unwrap();
        for c in 0..g.len() {
            let mut n = alloc::vec::Vec::new();
            g.for_each_neighbor(c, |j| n.push(j));
            assert!(n.len() <= 3);
            for j in n {
                let mut back = false;
                g.for_each_neighbor(j, |k| back |= k == c);
                assert!(back, "{c} -> {j} one-way");
            }
        }
    }
}
