//! A tour of banmen: one board from every crate, printed to the terminal.
//!
//! Run with `cargo run --release --example tour`.

use banmen::hexgrid::OffsetGrid;

fn main() {
    hexgrid_board();
    freecell();
    samegame();
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

/// A seeded SameGame board, its legal moves and the largest group taken.
#[cfg(feature = "samegame-board")]
fn samegame() {
    use banmen::samegame_board::{Board, Rules};

    println!("\n== samegame-board: a seeded 10x6 board, 3 colours ==");
    let mut board = Board::random(10, 6, 3, 2024).expect("a valid size");
    print!("{board}");
    let moves = board.moves();
    let best = moves
        .iter()
        .max_by_key(|m| m.size)
        .expect("a full board has moves");
    println!(
        "{} legal moves; the largest group ({} tiles of colour {}) at {}:",
        moves.len(),
        best.size,
        best.colour,
        best.cell
    );
    let removed = board.remove(best.cell).expect("a listed move is legal");
    print!("{board}");
    println!(
        "scored {} under the classic rules",
        removed.points(&Rules::CLASSIC)
    );
}

#[cfg(not(feature = "samegame-board"))]
fn samegame() {}
