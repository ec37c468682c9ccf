//! A topology seen only through its neighbours: the optimisation hooks hidden.

use crate::Topology;

/// Wraps a topology so that it reports no [`Topology::shape`]: every algorithm over
/// it takes its general path,
/// through [`Topology::for_each_neighbor`] alone.
///
/// The results are the same either way (that is the hooks' contract), so this is
/// for checking a fast path against the general one in tests, and for measuring
/// what a hook saves.
///
/// ```
/// use floodfill::{Connectivity, DistanceLayers, NeighborsOnly, SquareGrid, Topology};
///
/// let grid = SquareGrid::new(8, 8, Connectivity::Four).unwrap();
/// assert!(grid.shape().is_some() && NeighborsOnly(&grid).shape().is_none());
/// let (mut fast, mut general) = (DistanceLayers::new(), DistanceLayers::new());
/// fast.compute(&grid, [0], None).unwrap();
/// general.compute(&NeighborsOnly(&grid), [0], None).unwrap();
/// assert_eq!(fast.step_map(), general.step_map());
/// ```
#[derive(Debug, Clone, Copy)]
pub struct NeighborsOnly<'a, T: ?Sized>(pub &'a T);

impl<T: Topology + ?Sized> Topology for NeighborsOnly<'_, T> {
    fn len(&self) -> usize {
        self.0.len()
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, f: impl FnMut(usize)) {
        self.0.for_each_neighbor(cell, f);
    }

    fn max_degree(&self) -> usize {
        self.0.max_degree()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Connectivity, HexGrid, SquareGrid};

    #[test]
    fn hides_every_hook_and_keeps_the_neighbours() {
        let square = SquareGrid::new(5, 3, Connectivity::Eight).unwrap();
        let hex = HexGrid::new(6, 4, hexgrid::OffsetLayout::EvenR).unwrap();
        assert!(square.shape().is_some() && NeighborsOnly(&square).shape().is_none());
        assert!(hex.shape().is_some() && NeighborsOnly(&hex).shape().is_none());
        let wrapped = NeighborsOnly(&square);
        assert_eq!((wrapped.len(), wrapped.max_degree()), (15, 8));
        for cell in 0..square.len() {
            let (mut a, mut b) = (alloc::vec::Vec::new(), alloc::vec::Vec::new());
            square.for_each_neighbor(cell, |n| a.push(n));
            wrapped.for_each_neighbor(cell, |n| b.push(n));
            assert_eq!(a, b);
        }
    }
}
