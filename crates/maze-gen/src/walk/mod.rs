//! The walks over a square maze's passage bytes: its neighbours, and distance
//! layers by a walk made for side bits (a tree walk on a perfect maze). Private to
//! the crate; [`DistanceMap`](crate::DistanceMap) and the statistics reach them
//! through [`Maze`](crate::Maze).

mod side_grid;
mod side_walk;
mod tree_walk;

pub(crate) use side_grid::{SideGrid, side_neighbors};

use floodfill::FloodError;

/// The distance walks over side bits, written into a `floodfill::DistanceLayers`
/// through `DistanceLayers::record`.
pub(crate) trait SideWalks {
    /// As `DistanceLayers::compute` over `grid`, with the same result, faster.
    fn compute_sides(
        &mut self,
        grid: SideGrid<'_>,
        seeds: impl IntoIterator<Item = usize>,
        max: Option<u32>,
    ) -> Result<(), FloodError>;

    /// The checked walk over side bits (any seeds, any budget).
    fn walk_sides(
        &mut self,
        grid: SideGrid<'_>,
        seeds: impl IntoIterator<Item = usize>,
        max: Option<u32>,
    ) -> Result<(), FloodError>;
}
