//! floodfill's grids count their cells with inherent `len`/`is_empty`, as the
//! workspace's vocabulary promises: no `Topology` import in this file.

use floodfill::{Connectivity, HexGrid, SquareGrid};
use hexgrid::OffsetLayout;

#[test]
fn grids_count_their_cells_without_the_trait() {
    let grid = SquareGrid::new(7, 3, Connectivity::Eight).unwrap();
    assert_eq!((grid.len(), grid.is_empty()), (21, false));
    let hex = HexGrid::new(4, 5, OffsetLayout::OddQ).unwrap();
    assert_eq!((hex.len(), hex.is_empty()), (20, false));
}
