//! Breadth-first distances with a passability test: the `Filler` entry points of the
//! "potential method" (the step map and step list of maze games).

use crate::{DistanceLayers, Filler, FloodError, Topology};

impl Filler {
    /// Breadth-first distances from `seeds` (all at distance 0) through cells where
    /// `passable` holds: the step map (distance per cell) and the step list (cells
    /// grouped by distance), kept in the filler and borrowed until its next call. A
    /// seed that is not passable is not reached. `passable` is called only with
    /// in-range cells.
    ///
    /// ```
    /// use floodfill::{Connectivity, Filler, SquareGrid};
    ///
    /// let grid = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
    /// let mut filler = Filler::new();
    /// let layers = filler.distances(&grid, [0], |_| true).unwrap();
    /// assert_eq!(layers.distance(8), Some(4));
    /// assert!(layers.layer(1).eq([3, 1]));
    /// assert!(layers.farthest().eq([8]));
    /// ```
    ///
    /// # Errors
    /// [`FloodError::SeedOutOfRange`] for a seed `>= topo.len()`;
    /// [`FloodError::TooManyCells`] if the topology exceeds [`crate::MAX_CELLS`].
    pub fn distances<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        seeds: impl IntoIterator<Item = usize>,
        passable: impl FnMut(usize) -> bool,
    ) -> Result<&DistanceLayers, FloodError> {
        self.distances_within(topo, seeds, passable, None)
    }

    /// As [`Filler::distances`], but stops at `max` steps: cells farther away are left
    /// unreached (a movement or sight range). `Some(0)` reaches the passable seeds only.
    ///
    /// # Errors
    /// As [`Filler::distances`].
    pub fn distances_within<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        seeds: impl IntoIterator<Item = usize>,
        passable: impl FnMut(usize) -> bool,
        max: Option<u32>,
    ) -> Result<&DistanceLayers, FloodError> {
        self.layers.compute_where(topo, seeds, passable, max)?;
        Ok(&self.layers)
    }
}
