//! A tour of banmen: one board from every crate, printed to the terminal.
//!
//! Run with `cargo run --release --example tour`.

use banmen::hexgrid::OffsetGrid;

fn main() {
    hexgrid_board();
    freecell();
}

/// A bubble-shooter board: odd rows shifted half a bubble, then a new ceiling row.
fn hexgrid_board() {
    println!("== hexgrid: a bubble-shooter board ==");
    let mut board: OffsetGrid<char> = "R G G B Y Y\n R R B B Y .\nG . . B . .\n . . . . . .\n"
        .parse()
        .expect("valid board text");
    println!("{board}");
    board.push_row_top('P');
    println!(
        "after the ceiling descends ({:?}):\n{board}",
        board.layout()
    );
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
