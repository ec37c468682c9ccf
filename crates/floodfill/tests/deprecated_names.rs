//! The names renamed for the workspace vocabulary still answer as the new ones for one
//! release.
#![allow(deprecated)]

use floodfill::{Connectivity, HexGrid, SquareGrid};
use hexgrid::{OffsetCoord, OffsetLayout};

#[test]
fn square_grid_cell_and_xy_answer_as_cell_of_and_coord_of() {
    let grid = SquareGrid::new(5, 3, Connectivity::Eight).unwrap();
    for y in 0..5 {
        for x in 0..7 {
            assert_eq!(grid.cell(x, y), grid.cell_of((x, y)));
        }
    }
    for cell in 0..grid.len() + 3 {
        assert_eq!(grid.xy(cell), grid.coord_of(cell));
    }
}

#[test]
fn hex_grid_cell_and_coord_answer_as_cell_of_and_coord_of() {
    for layout in [
        OffsetLayout::OddR,
        OffsetLayout::EvenR,
        OffsetLayout::OddQ,
        OffsetLayout::EvenQ,
    ] {
        let grid = HexGrid::new(4, 5, layout).unwrap();
        for row in -2..7 {
            for col in -2..6 {
                let c = OffsetCoord::new(col, row);
                assert_eq!(grid.cell(c), grid.cell_of(layout.to_hex(c)));
            }
        }
        for cell in 0..grid.len() + 3 {
            assert_eq!(
                grid.coord(cell),
                grid.coord_of(cell).map(|h| layout.from_hex(h))
            );
        }
    }
}

#[test]
fn path_from_is_path_to_reversed() {
    use floodfill::{DistanceLayers, PathDown};
    let grid = SquareGrid::new(6, 4, Connectivity::Eight).unwrap();
    let mut steps = DistanceLayers::new();
    steps.compute(&grid, [0, 17], Some(3)).unwrap();
    for goal in 0..grid.len() + 2 {
        let old: PathDown<'_, '_, SquareGrid> = steps.path_from(&grid, goal);
        let old: Vec<usize> = old.collect();
        let new: Vec<usize> = steps
            .path_to(&grid, goal)
            .into_iter()
            .flatten()
            .rev()
            .collect();
        assert_eq!(old, new, "goal {goal}");
        assert_eq!(old.is_empty(), steps.distance(goal).is_none());
    }
}
