//! Every maze-gen board counts its cells with inherent `len`/`is_empty`, as the
//! workspace's vocabulary promises: no `Topology` import in this file.

use floodfill::{Connectivity, SquareGrid};
use maze_gen::{Levels, PolarGrid, Square, TorusGrid, TriangleGrid};

#[test]
fn every_board_counts_its_cells_without_the_trait() {
    let square = Square::new(5, 3).unwrap();
    assert_eq!((square.len(), square.is_empty()), (15, false));
    let torus = TorusGrid::new(4, 3).unwrap();
    assert_eq!((torus.len(), torus.is_empty()), (12, false));
    let triangle = TriangleGrid::new(6, 2).unwrap();
    assert_eq!((triangle.len(), triangle.is_empty()), (12, false));
    let polar = PolarGrid::from_counts(&[1, 6, 12]).unwrap();
    assert_eq!((polar.len(), polar.is_empty()), (19, false));
    let grid = SquareGrid::new(3, 2, Connectivity::Four).unwrap();
    let levels = Levels::new(grid, 4).unwrap();
    assert_eq!((levels.len(), levels.is_empty()), (24, false));
}
