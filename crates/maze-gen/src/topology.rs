//! The maze as a `floodfill` topology: neighbours are the cells behind open passages.

use floodfill::{Shape, Topology};

use crate::maze::Maze;
use crate::walk::SideGrid;

/// A cell's neighbours are the cells its open passages lead to, so every
/// `floodfill` walk (fills, components, distance layers) follows the corridors.
impl<T: Topology> Topology for Maze<T> {
    fn len(&self) -> usize {
        Maze::len(self)
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        let store = self.passage_store();
        if store.width > 0 {
            // Passages never lead off the grid, as `side_neighbors` asks.
            crate::walk::side_neighbors(store.width, self.passages(cell), cell, f);
            return;
        }
        let bits = self.passages(cell);
        if bits == 0 {
            return;
        }
        self.board().for_each_slot(cell, |k, j, _| {
            if bits & (1 << k) != 0 {
                f(j);
            }
        });
    }

    fn max_degree(&self) -> usize {
        self.board().topology().max_degree()
    }

    /// A square maze is its passage bytes read as side bits, so that a
    /// [`DistanceMap`](crate::DistanceMap) over it takes the walk over side bits
    /// and [`MazeStats`](crate::MazeStats) reads them directly.
    fn shape(&self) -> Option<Shape<'_>> {
        let store = self.passage_store();
        (store.width > 0).then_some(Shape::SideBits {
            width: store.width,
            sides: &store.bits,
        })
    }
}

/// The side bits behind a topology that reports them as its shape (a square maze,
/// unless a wrapper such as `floodfill::NeighborsOnly` hides it): the fast paths
/// over side bits start here.
/// Bytes that do not cover the topology's cells are no description of it: the
/// general walk runs.
pub(crate) fn side_bits<T: Topology + ?Sized>(topo: &T) -> Option<SideGrid<'_>> {
    match topo.shape()? {
        Shape::SideBits { width, sides } if sides.len() == topo.len() => {
            SideGrid::new(width, sides).ok()
        }
        _ => None,
    }
}

/// A topology with the neighbours it names out of range left out, as floodfill's
/// `Topology` contract says every walk treats them: the fills and statistics take
/// any user topology through it, so none of them indexes past the cells.
pub(crate) struct InRange<'a, T: ?Sized>(pub(crate) &'a T);

impl<T: Topology + ?Sized> Topology for InRange<'_, T> {
    fn len(&self) -> usize {
        self.0.len()
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        let len = self.0.len();
        self.0.for_each_neighbor(cell, |j| {
            if j < len {
                f(j);
            }
        });
    }

    fn max_degree(&self) -> usize {
        self.0.max_degree()
    }

    fn shape(&self) -> Option<Shape<'_>> {
        self.0.shape()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Algorithm, MazeBoard};
    use floodfill::NeighborsOnly;

    #[test]
    fn a_square_maze_reports_its_side_bits_unless_hidden() {
        let maze = Maze::from_seed(Algorithm::Kruskal, 4, 3, 1).unwrap();
        assert!(side_bits(&maze).is_some_and(|g| g.width == 4));
        assert!(side_bits(&InRange(&maze)).is_some_and(|g| g.width == 4));
        assert!(side_bits(&NeighborsOnly(&maze)).is_none());
        let grid = floodfill::SquareGrid::new(4, 3, floodfill::Connectivity::Four).unwrap();
        assert!(side_bits(&grid).is_none());
        let board = MazeBoard::new(grid).unwrap();
        let on_grid = Algorithm::Kruskal
            .from_rng(&board, &mut crate::rng::from_seed(1))
            .unwrap();
        assert!(side_bits(&on_grid).is_none());
    }
}
