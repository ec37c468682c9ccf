//! The names renamed for the workspace vocabulary still answer as the new ones for one
//! release.
#![allow(deprecated)]

use hexgrid::{Hex, HexMap, HexTopology, OffsetCoord, OffsetGrid, OffsetLayout, WrapHexagon};

fn same_answers(map: &impl HexTopology) {
    for q in -6..=6 {
        for r in -6..=6 {
            let hex = Hex::new(q, r);
            assert_eq!(map.hex_index(hex), map.cell_of(hex));
        }
    }
    for index in 0..map.len() + 3 {
        assert_eq!(map.index_hex(index), map.coord_of(index));
    }
}

#[test]
fn hex_index_and_index_hex_answer_as_cell_of_and_coord_of() {
    same_answers(&HexMap::new(Hex::new(1, -1), 3, ()).unwrap());
    same_answers(&WrapHexagon::new(2).unwrap());
    same_answers(&OffsetGrid::new(4, 3, OffsetLayout::OddQ, ()).unwrap());
}

#[test]
fn offset_grid_index_of_answers_as_cell_of() {
    let grid = OffsetGrid::new(4, 3, OffsetLayout::EvenR, ()).unwrap();
    for row in -2..6 {
        for col in -2..7 {
            let c = OffsetCoord::new(col, row);
            assert_eq!(grid.index_of(c), grid.cell_of(c));
        }
    }
}
