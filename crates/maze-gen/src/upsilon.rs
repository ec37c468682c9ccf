//! Upsilon boards: octagons and squares in a checkerboard (the 4.8.8 tiling).

use alloc::vec;
use core::fmt;

use floodfill::Topology;

use crate::error::MazeError;
use crate::limits::validate_size;
use crate::maze::Maze;

/// A `width x height` checkerboard of octagons and small squares. Cell `(x, y)`
/// is `y * width + x` and is an octagon when `x + y` is even, a square
/// otherwise. A square touches the octagons north, east, south and west of it;
/// an octagon touches those four squares and the four octagons on its
/// diagonals. Neighbours come north, east, south, west, then (octagons only)
/// north-east, south-east, south-west, north-west, each only when it is on the
/// board.
///
/// ```
/// use maze_gen::{Algorithm, MazeBoard, UpsilonGrid};
///
/// let board = MazeBoard::new(UpsilonGrid::new(5, 4)?)?;
/// let maze = Algorithm::Wilson.from_rng(&board, &mut maze_gen::rng::from_seed(1))?;
/// assert_eq!(maze.passage_count(), 19);
/// assert!(UpsilonGrid::is_octagon(0, 0) && !UpsilonGrid::is_octagon(1, 0));
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "UpsilonSpec"))]
pub struct UpsilonGrid {
    width: usize,
    height: usize,
}

impl UpsilonGrid {
    /// A checkerboard of `width x height` cells, within the maze size limits.
    pub fn new(width: usize, height: usize) -> Result<Self, MazeError> {
        validate_size(width, height)?;
        Ok(UpsilonGrid { width, height })
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

    /// Cells on the board, as [`Topology::len`] counts them (no trait import
    /// needed).
    pub fn len(&self) -> usize {
        Topology::len(self)
    }

    /// Whether the board has no cells.
    pub fn is_empty(&self) -> bool {
        Topology::len(self) == 0
    }

    /// Whether the cell at `(x, y)` is an octagon (a square otherwise).
    #[must_use]
    pub fn is_octagon(x: usize, y: usize) -> bool {
        // The parity of x + y, without the sum: no overflow at any coordinates.
        (x ^ y) & 1 == 0
    }
}

/// The saved form of an [`UpsilonGrid`]; loading checks it like [`UpsilonGrid::new`].
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct UpsilonSpec {
    width: usize,
    height: usize,
}

#[cfg(feature = "serde")]
impl TryFrom<UpsilonSpec> for UpsilonGrid {
    type Error = MazeError;

    fn try_from(spec: UpsilonSpec) -> Result<Self, MazeError> {
        UpsilonGrid::new(spec.width, spec.height)
    }
}

impl Topology for UpsilonGrid {
    fn len(&self) -> usize {
        self.width * self.height
    }

    /// North, east, south, west, then for an octagon north-east, south-east,
    /// south-west, north-west.
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        if cell >= Topology::len(self) {
            return;
        }
        let w = self.width;
        let (x, y) = (cell % w, cell / w);
        let (north, south) = (y > 0, y + 1 < self.height);
        let (west, east) = (x > 0, x + 1 < w);
        if north {
            f(cell - w);
        }
        if east {
            f(cell + 1);
        }
        if south {
            f(cell + w);
        }
        if west {
            f(cell - 1);
        }
        if !Self::is_octagon(x, y) {
            return;
        }
        if north && east {
            f(cell - w + 1);
        }
        if south && east {
            f(cell + w + 1);
        }
        if south && west {
            f(cell + w - 1);
        }
        if north && west {
            f(cell - w - 1);
        }
    }

    fn max_degree(&self) -> usize {
        8
    }
}

/// The maze in text, on the square maze's raster: cell `(x, y)` is the blank at
/// line `2y + 1`, column `2x + 1` (the top-left cell is an octagon), `#` is
/// rock, a blank between two cells an open side, and the corner between four
/// cells shows `\` or `/` where the two octagons on that diagonal are joined.
/// Masked cells are rock.
///
/// ```
/// use maze_gen::{Algorithm, MazeBoard, UpsilonGrid};
///
/// let board = MazeBoard::new(UpsilonGrid::new(3, 2)?)?;
/// let maze = Algorithm::Backtracker.from_rng(&board, &mut maze_gen::rng::from_seed(2))?;
/// println!("{maze}");
/// assert_eq!(maze.to_string().lines().count(), 5);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
impl fmt::Display for Maze<UpsilonGrid> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let grid = *self.board().topology();
        let (w, h) = (grid.width(), grid.height());
        let cols = 2 * w + 1;
        let mut raster = vec![b'#'; cols * (2 * h + 1)];
        let at = |x: usize, y: usize| y * cols + x;
        for y in 0..h {
            for x in 0..w {
                let cell = y * w + x;
                if self.board().is_usable(cell) {
                    raster[at(2 * x + 1, 2 * y + 1)] = b' ';
                }
                if x + 1 < w && self.is_open(cell, cell + 1) {
                    raster[at(2 * x + 2, 2 * y + 1)] = b' ';
                }
                if y + 1 < h && self.is_open(cell, cell + w) {
                    raster[at(2 * x + 1, 2 * y + 2)] = b' ';
                }
                if x + 1 < w && y + 1 < h {
                    let corner = &mut raster[at(2 * x + 2, 2 * y + 2)];
                    if self.is_open(cell, cell + w + 1) {
                        *corner = b'\\';
                    } else if self.is_open(cell + 1, cell + w) {
                        *corner = b'/';
                    }
                }
            }
        }
        for (i, line) in raster.chunks(cols).enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            // Every byte written above is ASCII.
            f.write_str(core::str::from_utf8(line).map_err(|_| fmt::Error)?)?;
        }
        Ok(())
    }
}
