//! Multi-floor (3D) boards: floors of any 2D board joined by stairs up and down.

use floodfill::Topology;

use crate::error::MazeError;

/// `floors` copies of a 2D board `B` stacked into a multi-floor dungeon. Cell
/// `floor * B::len() + c` is cell `c` of `B` on that floor; its neighbours are
/// `B`'s neighbours on the same floor, then the same cell one floor down and one
/// floor up (stairs), as the last two slots.
///
/// ```
/// use maze_gen::{Algorithm, MazeBoard, Levels, TorusGrid};
///
/// let board = MazeBoard::new(Levels::new(TorusGrid::new(4, 3)?, 2)?)?;
/// let maze = Algorithm::Kruskal.from_rng(&board, &mut maze_gen::rng::from_seed(1))?;
/// assert_eq!(maze.passage_count(), 23);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Levels<B> {
    floor: B,
    floors: usize,
    floor_len: usize,
}

impl<B: Topology> Levels<B> {
    /// Cells on the board, as [`Topology::len`] counts them (no trait import
    /// needed).
    pub fn len(&self) -> usize {
        Topology::len(self)
    }

    /// Whether the board has no cells.
    pub fn is_empty(&self) -> bool {
        Topology::len(self) == 0
    }

    /// `floors` floors of `floor`; refused when there are no floors or the
    /// cell count would not fit a `usize`.
    pub fn new(floor: B, floors: usize) -> Result<Self, MazeError> {
        if floors == 0 {
            return Err(MazeError::BadParameter {
                name: "floors",
                reason: "a levels board needs at least one floor",
            });
        }
        let floor_len = floor.len();
        if floor_len.checked_mul(floors).is_none() {
            return Err(MazeError::BadParameter {
                name: "floors",
                reason: "floors times cells per floor overflows usize",
            });
        }
        Ok(Levels {
            floor,
            floors,
            floor_len,
        })
    }

    /// The 2D board each floor copies.
    #[must_use]
    pub fn floor_board(&self) -> &B {
        &self.floor
    }

    /// How many floors.
    #[must_use]
    pub fn floors(&self) -> usize {
        self.floors
    }

    /// The (floor, cell on that floor) coordinates of `cell`.
    #[must_use]
    pub fn coords(&self, cell: usize) -> Option<(usize, usize)> {
        (cell < self.len() && self.floor_len > 0)
            .then(|| (cell / self.floor_len, cell % self.floor_len))
    }

    /// The cell at `floor`, `inner`, when both are on the board.
    #[must_use]
    pub fn cell(&self, floor: usize, inner: usize) -> Option<usize> {
        (floor < self.floors && inner < self.floor_len).then(|| floor * self.floor_len + inner)
    }
}

impl<B: Topology> Topology for Levels<B> {
    fn len(&self) -> usize {
        self.floor_len * self.floors
    }

    /// Same-floor neighbours first, then down, then up.
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        let Some((floor, inner)) = self.coords(cell) else {
            return;
        };
        let base = floor * self.floor_len;
        let n = self.floor_len;
        self.floor.for_each_neighbor(inner, |j| {
            if j < n {
                f(base + j);
            }
        });
        if floor > 0 {
            f(cell - n);
        }
        if floor + 1 < self.floors {
            f(cell + n);
        }
    }

    fn max_degree(&self) -> usize {
        self.floor.max_degree() + 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::TorusGrid;

    #[test]
    fn stairs_join_the_same_cell_on_next_floors() {
        let l = Levels::new(TorusGrid::new(3, 3).unwrap(), 3).unwrap();
        let mut n = alloc::vec::Vec::new();
        l.for_each_neighbor(9 + 4, |j| n.push(j));
        assert_eq!(n, [9 + 1, 9 + 5, 9 + 7, 9 + 3, 4, 18 + 4]);
        assert_eq!(l.coords(13), Some((1, 4)));
        assert_eq!(l.cell(1, 4), Some(13));
        assert_eq!(l.cell(3, 0), None);
    }

    #[test]
    fn bad_sizes_are_errors() {
        let t = TorusGrid::new(3, 3).unwrap();
        assert!(Levels::new(t, 0).is_err());
        assert!(Levels::new(t, usize::MAX).is_err());
    }
}
