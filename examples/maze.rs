//! Generate a maze, then place the start, the goal (the farthest cell), enemies (far
//! enough from the start) and items (far from the start and from each other) with
//! distance maps; optionally print the distance map the way the seed article does.
//!
//! ```text
//! cargo run --release --example maze -- --algorithm wilson --width 20 --height 10 \
//!     --seed 7 --braid 0.3 --rooms 2 --distances
//! ```
//!
//! Algorithms: dig, dig=N, backtracker, prim, kruskal, wilson, aldous-broder, eller,
//! hunt-and-kill, growing-tree[=P], growing-tree-newest, growing-tree-random,
//! growing-tree-oldest, sidewinder, binary-tree, recursive-division, stick-down,
//! wall-extending.

use std::process::ExitCode;

use banmen::maze_gen::{Algorithm, DistanceMap, Maze, RoomOptions, TileIds, TileMap, rng};

struct Args {
    algorithm: Algorithm,
    width: usize,
    height: usize,
    seed: u64,
    braid: f64,
    rooms: usize,
    distances: bool,
}

const USAGE: &str = "usage: maze [--algorithm NAME] [--width N] [--height N] [--seed N] \
[--braid P] [--rooms N] [--distances]";

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        algorithm: Algorithm::Dig { complexity: None },
        width: 16,
        height: 10,
        seed: 1,
        braid: 0.0,
        rooms: 0,
        distances: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--distances" {
            args.distances = true;
            continue;
        }
        if flag == "--help" || flag == "-h" {
            return Err(USAGE.into());
        }
        let value = it.next().ok_or(format!("{flag} needs a value\n{USAGE}"))?;
        let bad = |e: &dyn std::fmt::Display| format!("{flag} {value}: {e}");
        match flag.as_str() {
            "--algorithm" => args.algorithm = value.parse().map_err(|e| bad(&e))?,
            "--width" => args.width = value.parse().map_err(|e| bad(&e))?,
            "--height" => args.height = value.parse().map_err(|e| bad(&e))?,
            "--seed" => args.seed = value.parse().map_err(|e| bad(&e))?,
            "--braid" => args.braid = value.parse().map_err(|e| bad(&e))?,
            "--rooms" => args.rooms = value.parse().map_err(|e| bad(&e))?,
            _ => return Err(format!("unknown flag {flag}\n{USAGE}")),
        }
    }
    Ok(args)
}

fn main() -> ExitCode {
    match parse_args().and_then(|a| run(&a).map_err(|e| e.to_string())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

fn run(a: &Args) -> Result<(), banmen::maze_gen::MazeError> {
    let mut r = rng::seeded(a.seed);
    let mut maze = Maze::generate(a.algorithm, a.width, a.height, &mut r)?;
    maze.braid(a.braid, &mut r)?;
    if a.rooms > 0 {
        let options = RoomOptions {
            count: a.rooms,
            ..RoomOptions::default()
        };
        maze.add_rooms(&options, &mut r)?;
    }

    // Start: the first dug cell (a limited dig leaves rock). Goal: farthest from it.
    let start = (0..maze.len())
        .find(|&c| maze.passages(c) != 0)
        .unwrap_or(0);
    let mut map = DistanceMap::from_start(&maze, start)?;
    let far = map.max_distance().unwrap_or(0);
    let goal = map.farthest()[0] as usize;
    let path_len = map.path_from(&maze, goal).count().saturating_sub(1);
    // Enemies: no closer than a third of the way to the goal, spread over the list.
    let candidates: Vec<usize> = map.at_least(far / 3).collect();
    let enemies: Vec<usize> = (0..3)
        .filter_map(|k| candidates.get(k * candidates.len() / 3 + candidates.len() / 6))
        .copied()
        .filter(|&c| c != goal)
        .collect();
    // Items (a door and its key, a treasure): far from start, goal and each other.
    let items = map.spread_out(&maze, [start, goal], 3, (far / 4).max(1))?;

    println!(
        "{} {}x{} seed {} braid {} rooms {}: {} passages, {} dead ends",
        a.algorithm,
        a.width,
        a.height,
        a.seed,
        a.braid,
        a.rooms,
        maze.passage_count(),
        maze.dead_ends().count()
    );
    println!("S start, G goal ({far} steps, shortest path {path_len}), E enemies, i items\n");
    let mut lines: Vec<Vec<char>> = maze
        .to_string()
        .lines()
        .map(|l| l.chars().collect())
        .collect();
    let mut put = |cell: usize, ch: char| {
        let c = maze.cell_at(cell);
        lines[2 * c.y + 1][2 * c.x + 1] = ch;
    };
    put(start, 'S');
    put(goal, 'G');
    enemies.iter().for_each(|&e| put(e, 'E'));
    items.iter().for_each(|&i| put(i, 'i'));
    for line in &lines {
        println!("{}", line.iter().collect::<String>());
    }

    if a.distances {
        print_distances(&maze, start)?;
    }
    Ok(())
}

/// The seed's debug print on the tile form: `0` for rock, then one character per
/// step counted from `1` at the start, in ASCII order (wrapping after `~`); then the
/// step list, one line per distance.
fn print_distances(maze: &Maze, start: usize) -> Result<(), banmen::maze_gen::MazeError> {
    let tiles = TileMap::from_maze(
        maze,
        1,
        TileIds {
            rock: '#',
            wall: '=',
            floor: '.',
        },
    )?;
    let (sx, sy) = tiles.cell_origin(maze.cell_at(start));
    let steps = DistanceMap::from_start(&tiles, tiles.index(sx, sy))?;
    let glyph = |d: u32| char::from(b'1' + (d % 78) as u8);
    println!("\ndistance map (tile form, start = 1):");
    for y in 0..tiles.height() {
        let line: String = (0..tiles.width())
            .map(|x| match steps.distance(tiles.index(x, y)) {
                Some(d) => glyph(d),
                None => '0',
            })
            .flat_map(|c| [' ', c])
            .collect();
        println!("{line}");
    }
    println!("\nstep list:");
    for (d, layer) in steps.layers().enumerate() {
        let cells: Vec<String> = layer
            .iter()
            .take(12)
            .map(|&t| {
                let t = t as usize;
                format!("({},{})", t % tiles.width(), t / tiles.width())
            })
            .collect();
        let more = if layer.len() > 12 { " ..." } else { "" };
        println!("{d}:\t{}\t{}{more}", glyph(d as u32), cells.join(" "));
    }
    Ok(())
}
