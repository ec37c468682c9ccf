//! Triangle ("delta") boards: rows of alternating up- and down-pointing triangles.

use alloc::string::String;
use alloc::vec;
use core::fmt;

use floodfill::Topology;

use crate::error::MazeError;
use crate::limits::validate_size;
use crate::maze::Maze;

/// A `width x height` rectangle of triangles. Cell `(x, y)` is `y * width + x`
/// and points up when `x + y` is even (its flat side faces south), down
/// otherwise (its flat side faces north). Neighbours come west, east, then the
/// one across the flat side, each only when it is on the board. A strip one
/// triangle wide and three or more tall touches only at corners, so
/// `MazeBoard::new` refuses it as split.
///
/// ```
/// use maze_gen::{Algorithm, MazeBoard, TriangleGrid};
///
/// let board = MazeBoard::new(TriangleGrid::new(6, 4)?)?;
/// let maze = Algorithm::Kruskal.from_rng(&board, &mut maze_gen::rng::from_seed(1))?;
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
    /// Cells on the grid, as [`Topology::len`] counts them (no trait import
    /// needed).
    pub fn len(&self) -> usize {
        Topology::len(self)
    }

    /// Whether the grid has no cells.
    pub fn is_empty(&self) -> bool {
        Topology::len(self) == 0
    }

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

/// The maze in text, two lines per row of triangles and each side drawn once:
/// `/` and `\\` for the slanted sides, `__` for a flat side, a blank where the
/// side is open. Cell `(x, y)` spans columns `2x ..= 2x + 3` and lines `2y ..=
/// 2y + 2`; a masked cell's sides are drawn only toward usable cells.
///
/// ```
/// use maze_gen::{Algorithm, MazeBoard, TriangleGrid};
///
/// let board = MazeBoard::new(TriangleGrid::new(4, 2)?)?;
/// let maze = Algorithm::Backtracker.from_rng(&board, &mut maze_gen::rng::from_seed(3))?;
/// let text = maze.to_string();
/// assert_eq!(text.lines().count(), 5);
/// assert!(text.lines().next().unwrap().contains("__"));
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
impl fmt::Display for Maze<TriangleGrid> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = self.board();
        let g = board.topology();
        let (w, h) = (g.width, g.height);
        let mut rows = vec![vec![' '; 2 * w + 2]; 2 * h + 1];
        let mut put = |col: usize, line: usize, ch: char| rows[line][col] = ch;
        for a in (0..g.len()).filter(|&a| board.is_usable(a)) {
            let (x, y) = (a % w, a / w);
            let (col, line) = (2 * x, 2 * y);
            let up = TriangleGrid::points_up(x, y);
            // A side is blank only where it opens onto a usable neighbour; an
            // inner closed side is drawn from both cells, at the same places.
            let closed =
                |b: Option<usize>| !b.is_some_and(|b| board.is_usable(b) && self.is_open(a, b));
            let west = x.checked_sub(1).map(|_| a - 1);
            let east = (x + 1 < w).then(|| a + 1);
            let flat = if up {
                (y + 1 < h).then(|| a + w)
            } else {
                y.checked_sub(1).map(|_| a - w)
            };
            let (west_ch, east_ch) = if up { ('/', '\\') } else { ('\\', '/') };
            // Up: point on top, flat side below; down: flat side above, point below.
            let (west_at, east_at) = if up {
                (
                    [(col + 1, line + 1), (col, line + 2)],
                    [(col + 2, line + 1), (col + 3, line + 2)],
                )
            } else {
                (
                    [(col, line + 1), (col + 1, line + 2)],
                    [(col + 3, line + 1), (col + 2, line + 2)],
                )
            };
            if closed(west) {
                west_at.into_iter().for_each(|(c, l)| put(c, l, west_ch));
            }
            if closed(east) {
                east_at.into_iter().for_each(|(c, l)| put(c, l, east_ch));
            }
            if closed(flat) {
                let l = if up { line + 2 } else { line };
                put(col + 1, l, '_');
                put(col + 2, l, '_');
            }
        }
        for (i, row) in rows.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            let text: String = row.iter().collect();
            f.write_str(text.trim_end())?;
        }
        Ok(())
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
