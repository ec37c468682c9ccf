//! A tour of banmen: one board from every crate, printed to the terminal, each with a
//! line saying what its characters mean.
//!
//! Run with `cargo run --release --example tour`.

use banmen::hexgrid::OffsetGrid;
use banmen_examples::common;

const USAGE: &str = "\
usage: tour

Prints one small board from every crate, each with a caption saying what it shows:
a bubble-shooter hex board before and after its ceiling comes down (hexgrid), the
steps from a corner and a paint bucket (floodfill), where a unit can move
(tactics-range), a SameGame move with its group marked (samegame-board), a maze
with its farthest cell (maze-gen) and FreeCell deal #11982, the one that cannot be
won, with its first moves (freecell-rules). It takes no arguments.";

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
    println!("== hexgrid: a bubble-shooter board, then its ceiling coming down ==");
    println!("R G B Y P: bubble colours, `.` empty. Rows count from 0 at the top and the");
    println!("odd ones (1, 3) sit half a bubble to the right: the OddR layout.");
    let mut board: OffsetGrid<char> = "R G G B Y Y\n R R B B Y .\nG . . B . .\n . . . . . .\n"
        .parse()
        .expect("valid board text");
    println!("{board}");
    board.push_row_top('P');
    println!(
        "A new row of P bubbles came in at the top and every row moved down one. The\n\
         rows that were even are now odd, so the shifted ones are now the even rows\n\
         (0, 2): the layout turned into {:?}, and each bubble keeps its neighbours.\n{board}",
        board.layout()
    );
}

/// FreeCell: Microsoft deal #11982, the famous one that cannot be won.
fn freecell() {
    use banmen::freecell_rules::{Location, Position};
    println!("\n== freecell-rules: Microsoft deal #11982, the one that cannot be won ==");
    println!("Of the original 32000 Windows deals, 11982 is the only one nobody can win;");
    println!("the solver proves it by trying every line of play. The eight cascades as");
    println!("columns, dealt top to bottom (the bottom card of each can move; TH is the");
    println!("ten of hearts):");
    let deal = Position::microsoft_deal(11982).expect("11982 is a Microsoft deal");
    let cascades = deal.rules().cascades();
    println!(
        "{}",
        (1..=cascades)
            .map(|c| format!("{c:>4}"))
            .collect::<String>()
    );
    let depth = (0..cascades)
        .map(|c| deal.cascade_len(c))
        .max()
        .unwrap_or(0);
    for row in 0..depth {
        let line: String = (0..cascades)
            .map(|c| match deal.cascade(c).get(row) {
                Some(card) => format!("{:>4}", card.to_string()),
                None => "    ".to_string(),
            })
            .collect();
        println!("{}", line.trim_end());
    }
    let moves = deal.legal_moves();
    let words: Vec<String> = moves
        .iter()
        .map(|m| {
            let to = match m.to {
                Location::Cascade(c) => format!("onto cascade {}", c + 1),
                Location::FreeCell(_) => "to a free cell".to_string(),
                Location::Foundation(_) => "home".to_string(),
            };
            let from = match m.from {
                Location::Cascade(c) => format!("cascade {}", c + 1),
                Location::FreeCell(i) => format!("free cell {}", char::from(b'a' + i)),
                Location::Foundation(_) => "home".to_string(),
            };
            format!("{m} ({from} {to})")
        })
        .collect();
    println!(
        "Its {} first moves in standard notation (source, then destination; a: a free cell):",
        moves.len()
    );
    for chunk in words.chunks(3) {
        println!("  {}", chunk.join(", "));
    }
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
    if let Some(g) = maze.coord_of(goal) {
        text[2 * g.y + 1][2 * g.x + 1] = 'G';
    }
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
    use banmen::samegame_board::{Board, Cell, Rules};

    println!("\n== samegame-board: a seeded 10x6 board, 3 colours, one move ==");
    println!("digits: tile colours, `.` empty; cells are column,row from the bottom left");
    let mut board = Board::from_seed(10, 6, 3, 2024).expect("a valid size");
    let moves = board.moves();
    let best = *moves
        .iter()
        .max_by_key(|m| m.size)
        .expect("a full board has moves");
    let group = board
        .group_at(best.cell)
        .expect("a move's cell holds a tile");
    println!(
        "{} groups can be removed; the largest ({} tiles of colour {}, at {}) is marked *:",
        moves.len(),
        best.size,
        best.color,
        best.cell
    );
    for y in (0..board.height()).rev() {
        let line: String = (0..board.width())
            .map(|x| {
                let cell = Cell::new(x as u8, y as u8);
                match board.get(cell) {
                    _ if group.contains(cell) => '*',
                    Some(colour) => colour.symbol(),
                    None => '.',
                }
            })
            .collect();
        println!("{line}");
    }
    let removed = board.remove(best.cell).expect("a listed move is legal");
    println!("after removing it, the tiles above fall and empty columns close up:");
    print!("{board}");
    println!(
        "it scored {} under the classic rules ((n-1)^2 for n tiles)",
        removed.points(&Rules::CLASSIC)
    );
}

/// A unit's movement range: forests cost 2, the mountain 9, a budget of 3.
fn tactics() {
    use banmen::tactics_range::{MoveProfile, Movement, Query, SeedView, TacticsMap};
    println!("\n== tactics-range: where a unit can move with 3 movement points ==");
    let map: TacticsMap<_> = "0000000\n0011000\n0000200\n0001000\n0000000\n"
        .parse()
        .expect("a valid map");
    let profile = MoveProfile::from_costs([Some(1), Some(2), Some(9)]).expect("valid costs");
    let start = map.topology().cell_of((3, 2)).expect("on the map");
    println!("The map: . plain (costs 1 to enter), f forest (2), M mountain (9), U the unit:");
    for y in 0..5 {
        let line: String = (0..7)
            .map(|x| {
                let cell = map.topology().cell_of((x, y)).expect("on the map");
                match map.terrain(cell) {
                    _ if cell == start => " U",
                    Some(1) => " f",
                    Some(2) => " M",
                    _ => " .",
                }
            })
            .collect();
        println!("{line}");
    }
    let mut movement = Movement::new();
    let reach = movement
        .reach(&Query::new(&map, &profile), start, 3)
        .expect("a valid query");
    println!("Its range: 0 and up, the movement left on reaching the cell (3 where it");
    println!("stands); a negative number, out of reach, is the cost to enter the cell");
    println!("(-1 plain, -2 forest, -9 mountain):");
    print!("{:#}", SeedView::new(&map, &profile, &reach));
}
