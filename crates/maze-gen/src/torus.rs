//! Wrap-around (torus) boards: a square grid whose edges join the opposite edges.

use floodfill::Topology;

use crate::error::MazeError;
use crate::limits::validate_size;

/// A `width x height` square grid where leaving the right edge enters the left
/// one and leaving the bottom enters the top: every cell has four neighbours
/// (fewer on a board 1 or 2 cells across, where they would repeat). Cells are
/// row-major, `y * width + x`.
///
/// ```
/// use maze_gen::{Algorithm, MazeBoard, TorusGrid};
///
/// let board = MazeBoard::new(TorusGrid::new(6, 4)?)?;
/// let maze = Algorithm::Kruskal.from_rng(&board, &mut maze_gen::rng::from_seed(1))?;
/// assert_eq!(maze.passage_count(), 23);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "TorusSpec"))]
pub struct TorusGrid {
    width: usize,
    height: usize,
}

impl TorusGrid {
    /// Cells on the torus, as [`Topology::len`] counts them (no trait import
    /// needed).
    pub fn len(&self) -> usize {
        Topology::len(self)
    }

    /// Whether the torus has no cells.
    pub fn is_empty(&self) -> bool {
        Topology::len(self) == 0
    }

    /// A torus of `width x height` cells, within the maze size limits.
    pub fn new(width: usize, height: usize) -> Result<Self, MazeError> {
        validate_size(width, height)?;
        Ok(TorusGrid { width, height })
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
}

/// The saved form of a [`TorusGrid`]; loading checks it like [`TorusGrid::new`].
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct TorusSpec {
    width: usize,
    height: usize,
}

#[cfg(feature = "serde")]
impl TryFrom<TorusSpec> for TorusGrid {
    type Error = MazeError;

    fn try_from(spec: TorusSpec) -> Result<Self, MazeError> {
        TorusGrid::new(spec.width, spec.height)
    }
}

impl Topology for TorusGrid {
    fn len(&self) -> usize {
        self.width * self.height
    }

    /// North, east, south, west, each once (a side of 2 has one neighbour each
    /// way, a side of 1 none).
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        if cell >= self.len() {
            return;
        }
        let (w, h) = (self.width, self.height);
        let (x, y) = (cell % w, cell / w);
        let row = y * w;
        if h > 1 {
            f(((y + h - 1) % h) * w + x);
        }
        if w > 1 {
            f(row + (x + 1) % w);
        }
        if h > 2 {
            f(((y + 1) % h) * w + x);
        }
        if w > 2 {
            f(row + (x + w - 1) % w);
        }
    }

    fn max_degree(&self) -> usize {
        4
    }
}
