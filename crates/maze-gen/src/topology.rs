//! The maze as a `floodfill` topology: neighbours are the cells behind open passages.

use core::any::Any;

use floodfill::Topology;

use crate::maze::{Maze, PassageBits};

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

    /// A square maze makes its passage bytes known, so that a
    /// [`DistanceMap`](crate::DistanceMap) over it takes the walk over side bits
    /// and [`MazeStats`](crate::MazeStats) reads them directly.
    fn as_any(&self) -> Option<&dyn Any> {
        let store = self.passage_store();
        (store.width > 0).then_some(store as &dyn Any)
    }
}

/// The square maze's passage bytes behind a topology, when it is one (not hidden
/// by a wrapper such as `floodfill::NeighborsOnly`): the fast paths over side
/// bits start here.
pub(crate) fn square_passages<T: Topology + ?Sized>(topo: &T) -> Option<&PassageBits> {
    topo.as_any()?.downcast_ref::<PassageBits>()
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

    fn as_any(&self) -> Option<&dyn Any> {
        self.0.as_any()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Algorithm, MazeBoard};
    use floodfill::NeighborsOnly;

    #[test]
    fn a_square_maze_is_found_behind_a_topology_unless_hidden() {
        let maze = Maze::from_seed(Algorithm::Kruskal, 4, 3, 1).unwrap();
        assert!(square_passages(&maze).is_some_and(|p| p.width == 4));
        assert!(square_passages(&NeighborsOnly(&maze)).is_none());
        let grid = floodfill::SquareGrid::new(4, 3, floodfill::Connectivity::Four).unwrap();
        assert!(square_passages(&grid).is_none());
        let board = MazeBoard::new(grid).unwrap();
        let on_grid = Algorithm::Kruskal
            .from_rng(&board, &mut crate::rng::from_seed(1))
            .unwrap();
        assert!(square_passages(&on_grid).is_none());
    }
}
