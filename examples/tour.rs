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
    freecell();
}

/// FreeCell: Microsoft deal #11982, the famous impossible one, and its first moves.
fn freecell() {
    use banmen::freecell_rules::Position;
    println!("\n== freecell-rules: Microsoft deal #11982 ==");
    let deal = Position::microsoft_deal(11982).expect("11982 is a Microsoft deal");
    print!("{deal}");
    let moves: Vec<String> = deal.legal_moves().iter().map(|m| m.to_string()).collect();
    println!("{} legal moves: {}", moves.len(), moves.join(" "));
}
