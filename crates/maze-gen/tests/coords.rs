//! Every maze-gen board speaks the workspace's cell <-> coordinate pair
//! (floodfill's `Coords`): `(x, y)` on the rectangles, `(floor, coord)` on a
//! levels board; the two directions invert each other and off-board
//! coordinates and cells are `None`.

use floodfill::Coords;
use maze_gen::{Levels, Square, TorusGrid, TriangleGrid, UpsilonGrid};
use proptest::prelude::*;

/// Every cell's coordinate names it back, every coordinate inside names a cell
/// whose coordinate it is, and the first ones outside name none.
fn round_trips<B: Coords<Coord = (usize, usize)>>(board: &B, w: usize, h: usize) {
    assert_eq!(board.len(), w * h);
    for cell in 0..board.len() {
        let (x, y) = board.coord_of(cell).unwrap();
        assert_eq!(cell, y * w + x, "row-major");
        assert_eq!(board.cell_of((x, y)), Some(cell));
    }
    assert_eq!(board.coord_of(board.len()), None);
    assert_eq!(board.coord_of(usize::MAX), None);
    for off in [
        (w, 0),
        (0, h),
        (usize::MAX, 0),
        (0, usize::MAX),
        (usize::MAX, usize::MAX),
    ] {
        assert_eq!(board.cell_of(off), None, "{off:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn rectangles_number_their_cells_row_by_row(w in 1usize..12, h in 1usize..12) {
        round_trips(&Square::new(w, h).unwrap(), w, h);
        round_trips(&TorusGrid::new(w, h).unwrap(), w, h);
        round_trips(&TriangleGrid::new(w, h).unwrap(), w, h);
        round_trips(&UpsilonGrid::new(w, h).unwrap(), w, h);
    }

    #[test]
    fn a_levels_board_is_a_floor_and_the_floor_s_coordinate(w in 1usize..8, h in 1usize..8, floors in 1usize..5) {
        let levels = Levels::new(UpsilonGrid::new(w, h).unwrap(), floors).unwrap();
        for cell in 0..levels.len() {
            let (floor, (x, y)) = levels.coord_of(cell).unwrap();
            prop_assert_eq!(cell, floor * w * h + y * w + x);
            prop_assert_eq!(levels.cell_of((floor, (x, y))), Some(cell));
        }
        prop_assert_eq!(levels.coord_of(levels.len()), None);
        prop_assert_eq!(levels.cell_of((floors, (0, 0))), None);
        prop_assert_eq!(levels.cell_of((0, (w, 0))), None);
    }
}
