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
    samegame();
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
