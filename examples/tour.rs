//! A tour of banmen: one board from every crate, printed to the terminal, each with a
//! line saying what its characters mean.
//!
//! Run with `cargo run --release --example tour`.

#[path = "common/mod.rs"]
mod common;

use banmen::floodfill::Topology;
use banmen::hexgrid::OffsetGrid;

const USAGE: &str = "\
usage: tour

Prints one small board from every crate, each with a legend: a bubble-shooter hex
board before and after its ceiling descends (hexgrid), distance layers and a paint
bucket (floodfill), a unit's movement range (tactics-range), a SameGame move
(samegame-board), a maze with its farthest cell (maze-gen) and FreeCell deal #11982
with its legal moves (freecell-rules). It takes no arguments.";

fn main() {
    let mut cli = common::cli::Cli::from_env("tour", USAGE);
    if let Some(arg) = cli.next() {
        cli.unexpected(arg);
    }
    hexgrid_board();
    floodfill_part();
    tactics();
    samegame();
    maze();
    freecell();
}

/// A bubble-shooter board: odd rows shifted half a bubble, then a new ceiling row.
fn hexgrid_board() {
    println!("== hexgrid: a bubble-shooter board ==");
    println!("R G B Y P: bubble colours, `.` empty; odd rows sit half a bubble to the right");
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
    println!("one line per cascade, first card dealt first; TH is the ten of hearts");
    print!("{deal}");
    let moves: Vec<String> = deal.legal_moves().iter().map(|m| m.to_string()).collect();
    println!("{} legal moves: {}", moves.len(), moves.join(" "));
}

/// A dug maze with its goal at the farthest cell from the start.
fn maze() {
    use banmen::maze_gen::{Algorithm, DistanceMap, Maze};

    println!("\n== maze-gen: the dig method, goal at the farthest cell ==");
    println!("# wall, S start, G goal (the cell farthest from the start)");
    let maze = Maze::from_seed(Algorithm::Dig { complexity: None }, 12, 5, 1).expect("valid size");
    let map = DistanceMap::from_start(&maze, 0).expect("cell 0 exists");
    let goal = map.farthest().next().unwrap();
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
    println!("steps from the top-left corner through the open cells; # a wall");
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
    println!(
        "farthest cells from the corner (indices, row by row): {:?}",
        layers.farthest().collect::<Vec<_>>()
    );
    let painted = filler
        .paint(&grid, &mut cells, 0, b'~')
        .expect("the image has one byte per cell");
    println!("a paint bucket from the corner turned {painted} cells into ~:");
    for row in cells.chunks(8) {
        println!("{}", String::from_utf8_lossy(row));
    }
}

/// A seeded SameGame board, its legal moves and the largest group taken.
fn samegame() {
    use banmen::samegame_board::{Board, Rules};

    println!("\n== samegame-board: a seeded 10x6 board, 3 colours ==");
    println!("digits: tile colours, `.` empty; cells are column,row from the bottom left");
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

/// The seed's unit: forests cost 2, mountains 9, budget 3; movement left per cell.
fn tactics() {
    use banmen::tactics_range::{MoveProfile, Movement, Query, SeedView, TacticsMap};
    println!("\n== tactics-range: a unit's movement range (movement left per cell) ==");
    println!("the unit stands on the 3 with 3 movement points; a plain costs 1, the forest");
    println!("2, the mountain 9. 0 and up: movement left after reaching the cell; out of");
    println!("reach, the cell's cost negated: -1 plain, -2 forest, -9 mountain");
    let map: TacticsMap<_> = "0000000\n0011000\n0000200\n0001000\n0000000\n"
        .parse()
        .expect("a valid map");
    let profile = MoveProfile::from_costs([Some(1), Some(2), Some(9)]).expect("valid costs");
    let start = map.topology().cell(3, 2).expect("on the map");
    let mut movement = Movement::new();
    let reach = movement
        .reach(&Query::new(&map, &profile), start, 3)
        .expect("a valid query");
    print!("{:#}", SeedView::new(&map, &profile, &reach));
    println!(
        "(0..3: movement left; -N: out of reach, entering costs N: -1 plain, -2 forest, -9 mountain)"
    );
}
