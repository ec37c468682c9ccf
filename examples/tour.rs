//! A tour of banmen: one board from every crate, printed to the terminal.
//!
//! Run with `cargo run --release --example tour`.

use banmen::floodfill::Topology;
use banmen::hexgrid::{OffsetCoord, OffsetGrid, OffsetLayout};

fn main() {
    println!("== hexgrid: a bubble-shooter board ==");
    let grid = OffsetGrid::new(6, 3, OffsetLayout::OddR, '.').expect("6x3 is a valid size");
    println!(
        "{} columns x {} rows, layout {:?}",
        grid.cols(),
        grid.rows(),
        grid.layout()
    );
    println!("cell (2, 1) holds {:?}", grid.get(OffsetCoord::new(2, 1)));
    floodfill_part();
}

/// floodfill: a paint bucket and the distance layers of a small walled room.
fn floodfill_part() {
    use banmen::floodfill::{Connectivity, Filler, SquareGrid};

    println!("\n== floodfill: paint bucket and distance layers ==");
    let text = "....#...\
                ..#.#.#.\
                ..#...#.\
                ###.###.";
    let mut cells: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    let grid = SquareGrid::new(8, 4, Connectivity::Four).expect("8x4 is a valid size");
    let mut filler = Filler::new();
    let layers = filler
        .distances(&grid, [0], |c| cells[c] == b'.')
        .expect("cell 0 is on the grid");
    let steps: Vec<String> = (0..grid.len())
        .map(|c| match layers.distance(c) {
            Some(d) => format!("{d:>3}"),
            None => "  #".to_string(),
        })
        .collect();
    for row in steps.chunks(8) {
        println!("{}", row.concat());
    }
    println!("farthest cells from the corner: {:?}", layers.farthest());
    let painted = filler
        .paint(&grid, &mut cells, 0, b'~')
        .expect("the image has one byte per cell");
    println!("paint bucket from the corner changed {painted} cells:");
    for row in cells.chunks(8) {
        println!("{}", String::from_utf8_lossy(row));
    }
}
