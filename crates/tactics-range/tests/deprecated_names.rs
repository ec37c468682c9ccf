//! The names renamed for the workspace vocabulary still answer as the new ones for one
//! release.
#![allow(deprecated)]

use floodfill::{Connectivity, HexGrid, SquareGrid};
use hexgrid::{Hex, OffsetLayout};
use tactics_range::Place;

#[test]
fn place_cell_on_and_place_of_answer_as_cell_of_and_coord_of() {
    let square = SquareGrid::new(4, 3, Connectivity::Four).unwrap();
    let hex = HexGrid::new(4, 3, OffsetLayout::OddR).unwrap();
    for cell in 0..20usize {
        assert_eq!(cell.cell_on(&square), cell.cell_of(&square));
        assert_eq!(
            <usize as Place<SquareGrid>>::place_of(cell, &square),
            <usize as Place<SquareGrid>>::coord_of(cell, &square)
        );
        assert_eq!(
            <(usize, usize)>::place_of(cell, &square),
            <(usize, usize)>::coord_of(cell, &square)
        );
        assert_eq!(Hex::place_of(cell, &hex), Hex::coord_of(cell, &hex));
    }
    for y in 0..5 {
        for x in 0..6 {
            assert_eq!((x, y).cell_on(&square), (x, y).cell_of(&square));
        }
    }
    for q in -4..6 {
        for r in -4..6 {
            let h = Hex::new(q, r);
            assert_eq!(h.cell_on(&hex), h.cell_of(&hex));
        }
    }
}
