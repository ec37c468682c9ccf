//! The maze as a `floodfill` topology: neighbours are the cells behind open sides.

use core::any::Any;

use floodfill::Topology;

use crate::maze::Maze;

/// Cells are the dense indices `y * width + x`; a cell's neighbours are the cells
/// its open passages lead to, so every `floodfill` walk (fills, components, distance
/// layers) follows the corridors.
impl Topology for Maze {
    fn len(&self) -> usize {
        Maze::len(self)
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, f: impl FnMut(usize)) {
        // Passages never lead off the grid, as `side_neighbors` asks.
        crate::walk::side_neighbors(self.width(), self.passages(cell), cell, f);
    }

    fn max_degree(&self) -> usize {
        4
    }

    /// A maze makes itself known, so that a [`DistanceMap`](crate::DistanceMap)
    /// over it takes the walk over its passage bytes and [`MazeStats`](crate::MazeStats)
    /// reads them directly.
    fn as_any(&self) -> Option<&dyn Any> {
        Some(self)
    }
}

/// The square maze behind a topology, when it is one (not hidden by a wrapper such
/// as `floodfill::NeighborsOnly`): the fast paths over passage bytes start here.
pub(crate) fn square_maze<T: Topology + ?Sized>(topo: &T) -> Option<&Maze> {
    topo.as_any()?.downcast_ref::<Maze>()
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
    use crate::Algorithm;
    use floodfill::NeighborsOnly;

    #[test]
    fn a_maze_is_found_behind_a_topology_unless_hidden() {
        let maze = Maze::from_seed(Algorithm::Kruskal, 4, 3, 1).unwrap();
        assert!(square_maze(&maze).is_some_and(|m| core::ptr::eq(m, &maze)));
        assert!(square_maze(&NeighborsOnly(&maze)).is_none());
        let grid = floodfill::SquareGrid::new(4, 3, floodfill::Connectivity::Four).unwrap();
        assert!(square_maze(&grid).is_none());
    }
}
