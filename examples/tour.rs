//! A tour of banmen: one board from every crate, printed to the terminal.
//!
//! Run with `cargo run --release --example tour`.

use banmen::floodfill::Topology;
use banmen::hexgrid::OffsetGrid;

fn main() {
    hexgrid_board();
    freecell();
    #[cfg(feature = "maze-gen")]
    maze();
    floodfill_part();
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

/// A dug maze with its goal at the farthest cell from the start.
#[cfg(feature = "maze-gen")]
fn maze() {
    use banmen::maze_gen::{Algorithm, DistanceMap, Maze};

    println!("\n== maze-gen: the dig method, goal at the farthest cell ==");
    let maze = Maze::from_seed(Algorithm::Dig { complexity: None }, 12, 5, 1).expect("valid size");
    let map = DistanceMap::from_start(&maze, 0).expect("cell 0 exists");
    let goal = map.farthest()[0] as usize;
    let mut text: Vec<Vec<char>> = maze
        .to_string()
        .lines()
        .map(|l| l.chars().collect())
        .collect();
    text[1][1] = 'S';
    let g = maze.cell_at(goal);
    text[2 * g.y + 1][2 * g.x + 1] = 'G';
    for line in text {
        println!("{}", line.into_iter().collect::<String>());
    }
    println!(
        "goal {} steps from the start",
        map.max_distance().unwrap_or(0)
    );
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
