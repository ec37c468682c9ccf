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
    tactics();
}

/// The seed's unit: forests cost 2, mountains 9, budget 3; movement left per cell.
fn tactics() {
    use banmen::tactics_range::{MoveProfile, Query, RangeSearch, SeedView, TacticsMap};
    println!("\n== tactics-range: a unit's movement range (movement left per cell) ==");
    let map: TacticsMap<_> = "0000000\n0011000\n0000200\n0001000\n0000000\n"
        .parse()
        .expect("a valid map");
    let profile = MoveProfile::from_costs([Some(1), Some(2), Some(9)]).expect("valid costs");
    let start = map.topology().cell(3, 2).expect("on the map");
    let mut search = RangeSearch::new();
    let reach = search
        .reachable(&Query::new(&map, &profile), start, 3)
        .expect("a valid query");
    print!("{:#}", SeedView::new(&map, &profile, &reach));
}
