//! Polar (theta) boards: rings of cells around a centre cell, split outward.

use alloc::vec::Vec;

use floodfill::{Coords, Topology};

use crate::error::MazeError;

/// A polar board: a centre cell (ring 0) and rings of cells around it. Each ring
/// has as many cells as the ring inside it, or twice as many (a cell "splits
/// outward" into two), so cells keep roughly the same width as the rings grow.
/// Cell indices run ring by ring from the centre (0), clockwise in each ring.
///
/// Neighbours of a cell: the cell inward, the cells clockwise and
/// counter-clockwise in its ring, and the one or two cells outward. The centre's
/// neighbours are all of ring 1.
///
/// ```
/// use maze_gen::{Algorithm, MazeBoard, PolarGrid};
///
/// let grid = PolarGrid::new(5)?;           // the centre and 4 rings
/// assert_eq!(grid.ring_counts(), &[1, 6, 12, 24, 24]);
/// let board = MazeBoard::new(grid)?;
/// let maze = Algorithm::Wilson.from_rng(&board, &mut maze_gen::rng::from_seed(4))?;
/// assert_eq!(maze.passage_count(), 66);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "PolarSpec", into = "PolarSpec")
)]
pub struct PolarGrid {
    counts: Vec<usize>,
    /// Index of each ring's first cell, and the total at the end.
    starts: Vec<usize>,
}

/// The saved form of a [`PolarGrid`]: its ring counts, checked on loading like
/// [`PolarGrid::from_counts`].
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct PolarSpec {
    ring_counts: Vec<usize>,
}

#[cfg(feature = "serde")]
impl TryFrom<PolarSpec> for PolarGrid {
    type Error = MazeError;

    fn try_from(spec: PolarSpec) -> Result<Self, MazeError> {
        PolarGrid::from_counts(&spec.ring_counts)
    }
}

#[cfg(feature = "serde")]
impl From<PolarGrid> for PolarSpec {
    fn from(grid: PolarGrid) -> Self {
        PolarSpec {
            ring_counts: grid.counts,
        }
    }
}

/// Cells of ring 1 (the centre's neighbours).
const FIRST_RING: usize = 6;

impl PolarGrid {
    /// Cells on the grid, as [`Topology::len`] counts them (no trait import
    /// needed).
    pub fn len(&self) -> usize {
        Topology::len(self)
    }

    /// Whether the grid has no cells.
    pub fn is_empty(&self) -> bool {
        Topology::len(self) == 0
    }

    /// `rings` rings counting the centre (so `rings == 1` is the centre alone),
    /// each ring doubling its count when its cells would otherwise grow wider than
    /// about one and a half times a ring's depth. Errors for 0 rings
    /// ([`MazeError::EmptyMaze`]) or beyond [`Maze::MAX_CELLS`](crate::Maze::MAX_CELLS) cells.
    pub fn new(rings: usize) -> Result<Self, MazeError> {
        if rings == 0 {
            return Err(MazeError::EmptyMaze {
                width: 0,
                height: 0,
            });
        }
        let mut counts = Vec::new();
        counts.push(1);
        let mut total = 1usize;
        for r in 1..rings {
            let prev = counts[r - 1];
            let count = if r == 1 {
                FIRST_RING
            } else if split_outward(r, prev) {
                prev * 2
            } else {
                prev
            };
            total = total.saturating_add(count);
            if total > crate::limits::MAX_CELLS {
                return Err(too_large(rings));
            }
            counts.push(count);
        }
        PolarGrid::from_counts(&counts)
    }

    /// A board with the given cells per ring, from the centre out. The first ring
    /// is the centre (`1` cell); ring 1 has 1 to 8 cells; each further ring has as
    /// many cells as the ring inside it or twice as many. Errors otherwise, and
    /// for an empty list or a ring of 0 cells.
    pub fn from_counts(counts: &[usize]) -> Result<Self, MazeError> {
        let bad = |reason| MazeError::BadParameter {
            name: "ring counts",
            reason,
        };
        match counts {
            [] => {
                return Err(MazeError::EmptyMaze {
                    width: 0,
                    height: 0,
                });
            }
            [c, ..] if *c != 1 => return Err(bad("the centre ring has exactly 1 cell")),
            [_, c, ..] if *c == 0 || *c > 8 => return Err(bad("ring 1 has 1 to 8 cells")),
            _ => {}
        }
        let mut starts = Vec::with_capacity(counts.len() + 1);
        let mut total = 0usize;
        for (r, &c) in counts.iter().enumerate() {
            if c == 0 {
                return Err(bad("a ring has at least one cell"));
            }
            if r >= 2 && c != counts[r - 1] && Some(c) != counts[r - 1].checked_mul(2) {
                return Err(bad(
                    "a ring has as many cells as the ring inside or twice as many",
                ));
            }
            starts.push(total);
            total = total.saturating_add(c);
            if total > crate::limits::MAX_CELLS {
                return Err(too_large(counts.len()));
            }
        }
        starts.push(total);
        Ok(PolarGrid {
            counts: counts.to_vec(),
            starts,
        })
    }

    /// Cells per ring, from the centre out.
    #[must_use]
    pub fn ring_counts(&self) -> &[usize] {
        &self.counts
    }

    /// Number of rings, the centre included.
    #[must_use]
    pub fn rings(&self) -> usize {
        self.counts.len()
    }

    /// The ring and position (clockwise from angle 0) of `cell`, `(ring, k)`, or
    /// `None` outside: the inverse of [`PolarGrid::cell_of`], and the board's
    /// [`floodfill::Coords`] pair.
    #[must_use]
    pub fn coord_of(&self, cell: usize) -> Option<(usize, usize)> {
        if cell >= self.len() {
            return None;
        }
        let ring = self.starts.partition_point(|&s| s <= cell) - 1;
        Some((ring, cell - self.starts[ring]))
    }

    /// The old name of [`PolarGrid::coord_of`].
    #[deprecated(since = "0.1.0", note = "renamed to `coord_of`")]
    #[must_use]
    pub fn ring_of(&self, cell: usize) -> Option<(usize, usize)> {
        self.coord_of(cell)
    }

    /// The cell at position `k` of ring `ring`, or `None` outside: the inverse of
    /// [`PolarGrid::coord_of`].
    #[must_use]
    pub fn cell_of(&self, (ring, k): (usize, usize)) -> Option<usize> {
        (ring < self.rings() && k < self.counts[ring]).then(|| self.starts[ring] + k)
    }

    /// The old name of [`PolarGrid::cell_of`].
    #[deprecated(since = "0.1.0", note = "renamed to `cell_of((ring, k))`")]
    #[must_use]
    pub fn cell(&self, ring: usize, k: usize) -> Option<usize> {
        self.cell_of((ring, k))
    }
}

/// Whether ring `r` should double the `prev` cells of the ring inside it: a cell of
/// ring `r` spans `2 pi r / prev` ring depths; split when that passes 1.5. In
/// integers: `2 pi r > 1.5 prev`, with pi as 355/113.
fn split_outward(r: usize, prev: usize) -> bool {
    (r as u128) * 2 * 355 * 2 > (prev as u128) * 3 * 113
}

fn too_large(rings: usize) -> MazeError {
    MazeError::MazeTooLarge {
        width: rings,
        height: 1,
        max_side: crate::limits::MAX_SIDE,
        max_cells: crate::limits::MAX_CELLS,
    }
}

/// Cells as `(ring, k)`: ring from the centre (0) out, `k` clockwise from angle 0.
impl Coords for PolarGrid {
    type Coord = (usize, usize);

    fn cell_of(&self, coord: (usize, usize)) -> Option<usize> {
        PolarGrid::cell_of(self, coord)
    }

    fn coord_of(&self, cell: usize) -> Option<(usize, usize)> {
        PolarGrid::coord_of(self, cell)
    }
}

impl Topology for PolarGrid {
    fn len(&self) -> usize {
        self.starts[self.counts.len()]
    }

    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        let Some((ring, k)) = self.coord_of(cell) else {
            return;
        };
        let n = self.counts[ring];
        if ring > 0 {
            // Inward: ring 1 joins the centre; further out, a split pair shares
            // its parent.
            let inner = self.counts[ring - 1];
            f(self.starts[ring - 1] + if ring == 1 { 0 } else { k * inner / n });
            if n > 1 {
                f(self.starts[ring] + (k + 1) % n);
            }
            if n > 2 {
                f(self.starts[ring] + (k + n - 1) % n);
            }
        }
        if ring + 1 < self.rings() {
            let outer = self.counts[ring + 1];
            if ring == 0 {
                (0..outer).for_each(|j| f(self.starts[1] + j));
            } else {
                let ratio = outer / n;
                (0..ratio).for_each(|j| f(self.starts[ring + 1] + k * ratio + j));
            }
        }
    }

    fn max_degree(&self) -> usize {
        let centre = self.counts.get(1).copied().unwrap_or(0);
        centre.max(5)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    #[test]
    fn neighbours_are_symmetric_and_distinct() {
        for grid in [
            PolarGrid::new(1).unwrap(),
            PolarGrid::new(9).unwrap(),
            PolarGrid::from_counts(&[1, 1, 2, 2, 4]).unwrap(),
            PolarGrid::from_counts(&[1, 2, 2]).unwrap(),
            PolarGrid::from_counts(&[1, 3, 6, 6, 12]).unwrap(),
        ] {
            for c in 0..grid.len() {
                let mut around = vec![];
                grid.for_each_neighbor(c, |j| around.push(j));
                assert!(around.len() <= grid.max_degree());
                for &j in &around {
                    assert_ne!(j, c);
                    assert_eq!(around.iter().filter(|&&x| x == j).count(), 1);
                    let mut back = vec![];
                    grid.for_each_neighbor(j, |x| back.push(x));
                    assert!(back.contains(&c), "{c} -> {j} in {:?}", grid.counts);
                }
            }
        }
    }

    #[test]
    fn bad_counts_are_refused() {
        assert!(PolarGrid::new(0).is_err());
        assert!(PolarGrid::new(usize::MAX).is_err());
        for counts in [
            &[][..],
            &[2, 4],
            &[1, 0],
            &[1, 6, 0],
            &[1, 6, 18],
            &[1, 9],
            &[1, 6, 3],
        ] {
            assert!(PolarGrid::from_counts(counts).is_err(), "{counts:?}");
        }
        assert_eq!(PolarGrid::new(1).unwrap().len(), 1);
    }
}
