//! A tour of banmen: one board from every crate, printed to the terminal.
//!
//! Run with `cargo run --release --example tour`.

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
}
