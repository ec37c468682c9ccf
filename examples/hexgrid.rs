//! Prints a hexagon-shaped map with a line, a ring and a range marked, then a small
//! bubble-shooter board before and after its ceiling descends.
//!
//! Run with `cargo run --example hexgrid [radius]` (radius 2..=20, default 6).

use banmen::hexgrid::{Hex, Layout, OffsetCoord, OffsetGrid, Point};

fn main() {
    let radius = std::env::args()
        .nth(1)
        .and_then(|a| a.parse::<i32>().ok())
        .unwrap_or(6)
        .clamp(2, 20);
    hexagon_map(radius);
    bubble_board();
}

/// The map: pointy-top hexes in rows of axial `r`, each row indented half a cell per
/// step from the middle, so the text is the hexagon itself.
fn hexagon_map(n: i32) {
    let line_from = Hex::new(-n, n / 2);
    let line_to = Hex::new(n, -n / 2 - 1);
    let ring_center = Hex::new(n / 2, -n / 2);
    let range_center = Hex::new(-n / 2, -n / 3);
    let line: Vec<Hex> = line_from.line_to(line_to).collect();
    let mark = |h: Hex| {
        if line.contains(&h) {
            '#'
        } else if h.distance(ring_center) == (n / 3).max(1) as u32 {
            'o'
        } else if h.distance(range_center) <= 1 {
            '+'
        } else {
            '.'
        }
    };
    println!("A hexagon of radius {n}: # line {line_from} -> {line_to},");
    println!("o ring around {ring_center}, + range 1 around {range_center}\n");
    for r in -n..=n {
        let row: Vec<String> = (-n..=n)
            .map(|q| Hex::new(q, r))
            .filter(|h| h.length() <= n as u32)
            .map(|h| mark(h).to_string())
            .collect();
        println!("{}{}", " ".repeat(r.unsigned_abs() as usize), row.join(" "));
    }
    // The ring and range really are iterators over the same hexes we drew.
    let ring = ring_center.ring((n / 3).max(1) as u32).count();
    let range = range_center.range(1).count();
    println!(
        "\n{} hexes in the line, {ring} in the ring, {range} in the range\n",
        line.len()
    );
}

fn bubble_board() {
    let text = "\
R R G G B B Y Y
 R G G B B Y Y .
G B . . R . . .
 . . . . . . . .
. . . . . . . .
";
    let mut board: OffsetGrid<char> = text.parse().expect("the board text is valid");
    println!("A bubble board ({:?}):\n{board}", board.layout());

    // A shot bubble stops at pixel (100, 60) on a board of 32-pixel bubbles.
    let layout = Layout::bubble_board(32.0, board.layout(), Point::new(0.0, 0.0))
        .expect("32 is a valid diameter");
    let cell = layout.pixel_to_offset(board.layout(), Point::new(100.0, 60.0));
    board.set(cell, 'B').expect("the shot lands on the board");
    let touching: String = board
        .neighbors(cell)
        .filter_map(|c| board.get(c))
        .filter(|&&b| b != '.')
        .collect();
    println!(
        "a shot stops at pixel (100, 60): cell (col {}, row {}), touching bubbles {touching}:\n{board}",
        cell.col, cell.row
    );

    let dropped = board.push_row_top('P');
    println!(
        "the ceiling descends ({:?} now; bottom row {:?} drops off):\n{board}",
        board.layout(),
        dropped.iter().collect::<String>()
    );
    debug_assert_eq!(
        board.get(OffsetCoord::new(cell.col, cell.row + 1)),
        Some(&'B')
    );
}
