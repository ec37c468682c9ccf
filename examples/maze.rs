//! Generate a maze, then place the start, the goal (the farthest cell), enemies (far
//! enough from the start) and items (far from the start and from each other) with
//! distance maps; optionally print the distance map the way the seed article does.
//!
//! ```text
//! cargo run --release --example maze -- --algorithm wilson --width 20 --height 10 \
//!     --seed 7 --braid 0.3 --rooms 2 --distances
//! cargo run --release --example maze -- --board weave --size 20x10 --stats
//! cargo run --release --example maze -- --board levels --size 8x5 --floors 3
//! ```
//!
//! `--help` lists the flags and the algorithms.

use std::process::ExitCode;

use banmen::hexgrid::OffsetLayout;
use banmen::maze_gen::{
    Algorithm, DistanceMap, Levels, Maze, MazeBoard, MazeError, MazeStats, PolarGrid, RoomOptions,
    Square, TileIds, TileMap, TorusGrid, TriangleGrid, UpsilonGrid, WeaveMaze, rng,
};
use banmen_examples::maze::picture::Picture;
use banmen_examples::maze::play;
use banmen_examples::{common, pictures};
use common::cli::{Arg, Cli};
use common::term::Paint;

const USAGE: &str = "\
usage: maze [play] [--algorithm NAME] [--width N] [--height N] [--size WxH]
            [--seed N] [--braid P] [--rooms N] [--distances]
            [--board KIND] [--floors N] [--stats]
            [--svg FILE [--solve] [--cell-size N]]

Prints a maze with S (start), G (goal, the cell farthest from the start), E (enemies)
and i (items), then with --distances the distance from the start of every tile and
the tiles grouped by distance.

`maze play` lets you walk the same maze from S to G (@ is you): arrows or h j k l
take a step, Shift + an arrow or H J K L runs on to the next junction, r starts
again, n makes a new maze (the next seed), q quits; the view follows you on a
maze larger than the window, and the end shows your steps against the shortest
path. When stdin is not a terminal, one command per line: go north|east|south|west
(or n e s w), up, down, left, right, run DIRECTION, restart, new, quit.

  --algorithm NAME  dig (default), dig=N, backtracker, prim, kruskal, wilson,
                    aldous-broder, eller, hunt-and-kill, growing-tree[=P],
                    sidewinder, binary-tree, recursive-division, stick-down,
                    wall-extending
  --width N         cells across, 1 ..= 1024 (default 16)
  --height N        cells down, 1 ..= 1024 (default 10)
  --size WxH        both at once, e.g. 20x10
  --seed N          random seed, 0 ..= 18446744073709551615 (default 1)
  --braid P         share of dead ends opened into loops, 0 ..= 1 (default 0)
  --rooms N         rooms carved into the maze, 0 ..= 100 (default 0)
  --distances       also print the distance map and step list (not with play)
  --board KIND      square (default); hex (width x height hexes, odd-r rows);
                    hexagon (the hexes within height steps of the centre);
                    polar (height rings around a centre cell); torus (width x
                    height, its edges wrap around); triangle (width x
                    height triangles, pointing up and down by turns);
                    delta-triangle (a triangle of triangles, height of them
                    along each edge); delta-hexagon (a hexagon of triangles,
                    height of them along each edge);
                    upsilon (width x height octagons and squares by turns,
                    octagons joined on their diagonals too);
                    levels (--floors square floors of width x height, a
                    stair up or down from any cell; printed floor by floor
                    with the open stairs marked; --svg sets them side by side);
                    mask FILE (a
                    square grid shaped by FILE: '.' a cell, '#' none); weave
                    (a width x height square grid whose passages cross under
                    one another, drawn - and |, dug by the backtracker). Boards
                    other than square take the algorithms up to growing-tree
                    and --braid, not play, --rooms or --distances; weave takes
                    none of them
  --floors N        floors of the levels board, 1 ..= 64 (default 3)
  --stats           also print the maze's statistics (dead ends, corridors,
                    junctions, longest path, mean path, river factor; the
                    crossings of a weave maze)
  --svg FILE        also draw the maze as a picture (SVG) in FILE, S and G
                    marked (and E and i on the square board), a legend under
                    it; scripts/render.sh turns it into a PNG
  --solve           draw the shortest path from S to G in the picture
  --cell-size N     side of a cell in the picture, 1 ..= 100 (default 24, less
                    on mazes over 100 cells across, down to 4)";

/// Largest side the example accepts: the maze is printed, so it must fit a screen
/// or a file a person can read.
const MAX_SIDE: usize = 1024;
/// Most floors of the levels board, for the same reason.
const MAX_FLOORS: usize = 64;
/// Floors of the levels board unless `--floors` says.
const DEFAULT_FLOORS: usize = 3;

#[derive(Clone)]
struct Args {
    algorithm: Algorithm,
    width: usize,
    height: usize,
    seed: u64,
    braid: f64,
    rooms: usize,
    distances: bool,
    /// Whether `--algorithm` or `--braid` was given (a weave maze takes neither).
    algorithm_flags: bool,
    board: BoardKind,
    /// `--floors N`: floors of the levels board, if given.
    floors: Option<usize>,
    stats: bool,
    /// `--svg FILE`: where to draw the picture.
    svg: Option<String>,
    /// `--solve`: draw the path in the picture.
    solve: bool,
    /// `--cell-size N`: the picture's cell size.
    cell_size: Option<f64>,
}

/// The board `--board` asks for.
#[derive(Clone, PartialEq)]
enum BoardKind {
    Square,
    Hex,
    Hexagon,
    Polar,
    Torus,
    Triangle,
    DeltaTriangle,
    DeltaHexagon,
    Upsilon,
    Levels,
    Weave,
    Mask(String),
}

impl Default for Args {
    fn default() -> Self {
        Args {
            algorithm: Algorithm::Dig { complexity: None },
            width: 16,
            height: 10,
            seed: 1,
            braid: 0.0,
            rooms: 0,
            distances: false,
            algorithm_flags: false,
            board: BoardKind::Square,
            floors: None,
            stats: false,
            svg: None,
            solve: false,
            cell_size: None,
        }
    }
}

/// Reads one flag into `args`; `false` if the flag is not one of the maze flags.
fn maze_flag(cli: &mut Cli, args: &mut Args, flag: &str) -> bool {
    match flag {
        "--algorithm" => (args.algorithm, args.algorithm_flags) = (cli.parsed(flag), true),
        "--width" => args.width = cli.number(flag, 1..=MAX_SIDE),
        "--height" => args.height = cli.number(flag, 1..=MAX_SIDE),
        "--size" => (args.width, args.height) = size(cli, flag),
        "--seed" => args.seed = cli.number(flag, 0..=u64::MAX),
        "--braid" => (args.braid, args.algorithm_flags) = (cli.number(flag, 0.0..=1.0), true),
        "--rooms" => args.rooms = cli.number(flag, 0..=100),
        "--distances" => args.distances = true,
        "--board" => args.board = board_kind(cli, flag),
        "--floors" => args.floors = Some(cli.number(flag, 1..=MAX_FLOORS)),
        "--stats" => args.stats = true,
        "--svg" => args.svg = Some(cli.value(flag)),
        "--solve" => args.solve = true,
        "--cell-size" => args.cell_size = Some(cli.number(flag, 1.0..=100.0)),
        _ => return false,
    }
    true
}

/// `--board KIND`, and the file after `mask`.
fn board_kind(cli: &mut Cli, flag: &str) -> BoardKind {
    let kinds = [
        ("square", 0),
        ("hex", 1),
        ("polar", 2),
        ("weave", 3),
        ("mask", 4),
        ("hexagon", 5),
        ("torus", 6),
        ("triangle", 7),
        ("levels", 8),
        ("upsilon", 9),
        ("delta-triangle", 10),
        ("delta-hexagon", 11),
    ];
    match cli.choice(flag, &kinds) {
        0 => BoardKind::Square,
        1 => BoardKind::Hex,
        2 => BoardKind::Polar,
        3 => BoardKind::Weave,
        5 => BoardKind::Hexagon,
        6 => BoardKind::Torus,
        7 => BoardKind::Triangle,
        8 => BoardKind::Levels,
        9 => BoardKind::Upsilon,
        10 => BoardKind::DeltaTriangle,
        11 => BoardKind::DeltaHexagon,
        _ => BoardKind::Mask(cli.value(flag)),
    }
}

/// `--size WxH`.
fn size(cli: &mut Cli, flag: &str) -> (usize, usize) {
    let text = cli.value(flag);
    let Some((w, h)) = text.split_once(['x', 'X']) else {
        cli.fail(format!("{flag}: expected WIDTHxHEIGHT, got {text:?}"))
    };
    (
        cli.number_in(flag, w, 1..=MAX_SIDE),
        cli.number_in(flag, h, 1..=MAX_SIDE),
    )
}

/// The flags, and whether to play (`maze play`).
fn parse_args() -> (Args, bool) {
    let mut cli = Cli::from_env("maze", USAGE);
    let mut args = Args::default();
    let mut play = false;
    while let Some(arg) = cli.next() {
        match arg {
            // Before or after the flags.
            Arg::Word(w) if !play && w == "play" => play = true,
            Arg::Flag(flag) if maze_flag(&mut cli, &mut args, &flag) => {}
            other => cli.unexpected(other),
        }
    }
    if play && args.distances {
        cli.fail("--distances is not an option of play")
    }
    if args.board != BoardKind::Square && (play || args.rooms > 0 || args.distances) {
        cli.fail("play, --rooms and --distances need the square board")
    }
    if args.solve && args.svg.is_none() {
        cli.fail("--solve draws the path in the picture: it needs --svg FILE")
    }
    if args.cell_size.is_some() && args.svg.is_none() {
        cli.fail("--cell-size sizes the picture: it needs --svg FILE")
    }
    if play && args.svg.is_some() {
        cli.fail("--svg is not an option of play")
    }
    if args.floors.is_some() && args.board != BoardKind::Levels {
        cli.fail("--floors counts the floors of --board levels")
    }
    if args.board == BoardKind::Weave && args.algorithm_flags {
        cli.fail("a weave maze takes no --algorithm or --braid (it is dug by the backtracker)")
    }
    (args, play)
}

fn main() -> ExitCode {
    let (args, play) = parse_args();
    // The picture's file is made before anything is printed: a folder that is not
    // there ends the program before the maze scrolls past.
    let file = match args.svg.as_deref().map(pictures::create) {
        Some(None) => return ExitCode::FAILURE,
        Some(Some(file)) => Some(file),
        None => None,
    };
    let result: Result<(), Box<dyn std::error::Error>> = if play {
        play_maze(&args).map_err(Into::into)
    } else if args.board != BoardKind::Square {
        run_on_board(&args, file)
    } else {
        run(&args, file).map_err(Into::into)
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("maze: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The maze the flags ask for.
fn build(a: &Args) -> Result<Maze, MazeError> {
    let mut r = rng::from_seed(a.seed);
    let board = MazeBoard::new(Square::new(a.width, a.height)?)?;
    let mut maze = a.algorithm.from_rng(&board, &mut r)?;
    maze.braid(a.braid, &mut r)?;
    if a.rooms > 0 {
        let options = RoomOptions {
            count: a.rooms,
            ..RoomOptions::default()
        };
        maze.add_rooms(&options, &mut r)?;
    }
    Ok(maze)
}

/// The start (the first dug cell: a limited dig leaves rock), the goal (the cell
/// farthest from it) and the distance map from the start.
fn start_and_goal(maze: &Maze) -> Result<(usize, usize, DistanceMap), MazeError> {
    let start = (0..maze.len())
        .find(|&c| maze.passages(c) != 0)
        .unwrap_or(0);
    let map = DistanceMap::from_start(maze, start)?;
    let goal = map.farthest().next().unwrap();
    Ok((start, goal, map))
}

/// `maze play`: the maze, its start and goal, then the walk; `n` in the game makes
/// the next maze, from the next seed.
fn play_maze(a: &Args) -> Result<(), MazeError> {
    play::play(|k| {
        let seed = a.seed.wrapping_add(k);
        let maze = build(&Args { seed, ..a.clone() })?;
        let (start, goal, mut map) = start_and_goal(&maze)?;
        let shortest = map.distance(goal).unwrap_or(0);
        let (enemies, items) = enemies_and_items(&maze, start, goal, &mut map)?;
        // From here on the map measures the way left to the goal.
        map.compute(&maze, [goal], None)?;
        let title = format!("{} {}x{} seed {seed}", a.algorithm, a.width, a.height);
        Ok(play::Walk {
            maze,
            start,
            goal,
            shortest,
            to_goal: map,
            title,
            enemies,
            items,
        })
    })
}

/// Enemies (no closer than a third of the way to the goal, spread over the list)
/// and items (a door and its key, a treasure: far from the start, the goal and each
/// other), placed with `from_start`, the distance map from the start (which the
/// items' spreading measures from again).
fn enemies_and_items(
    maze: &Maze,
    start: usize,
    goal: usize,
    from_start: &mut DistanceMap,
) -> Result<(Vec<usize>, Vec<usize>), MazeError> {
    let far = from_start.max_distance().unwrap_or(0);
    let candidates: Vec<usize> = from_start.at_least(far / 3).collect();
    let enemies: Vec<usize> = (0..3)
        .filter_map(|k| candidates.get(k * candidates.len() / 3 + candidates.len() / 6))
        .copied()
        .filter(|&c| c != goal)
        .collect();
    let items = from_start.spread_out(maze, [start, goal], 3, (far / 4).max(1))?;
    Ok((enemies, items))
}

fn run(a: &Args, file: Option<std::fs::File>) -> Result<(), MazeError> {
    let maze = build(a)?;
    let (start, goal, mut map) = start_and_goal(&maze)?;
    let far = map.max_distance().unwrap_or(0);
    let path_len = map
        .path_to(&maze, goal)
        .map_or(0, |path| path.len().saturating_sub(1));
    let (enemies, items) = enemies_and_items(&maze, start, goal, &mut map)?;

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
    let mut picture = Picture::new(&maze);
    picture.put(&maze, start, 'S');
    picture.put(&maze, goal, 'G');
    enemies.iter().for_each(|&e| picture.put(&maze, e, 'E'));
    items.iter().for_each(|&i| picture.put(&maze, i, 'i'));
    picture.print(Paint::from_env());
    svg(a, file, || {
        let options = pictures::maze::Options {
            enemies: enemies.clone(),
            items: items.clone(),
            ..picture_options(a)
        };
        pictures::maze::square(&maze, &options)
    });

    if a.distances {
        print_distances(&maze, start)?;
    }
    if a.stats {
        print_stats(&maze)?;
    }
    Ok(())
}

/// A maze on a hex, polar, weave or masked board: the picture, then the statistics.
fn run_on_board(a: &Args, file: Option<std::fs::File>) -> Result<(), Box<dyn std::error::Error>> {
    let mut r = rng::from_seed(a.seed);
    let title = format!("{} seed {} braid {}", a.algorithm, a.seed, a.braid);
    match &a.board {
        BoardKind::Hex => {
            let board = MazeBoard::hex(a.width, a.height, OffsetLayout::OddR)?;
            let mut maze = a.algorithm.from_rng(&board, &mut r)?;
            maze.braid(a.braid, &mut r)?;
            println!("{title}, hex {}x{}\n\n{maze}", a.width, a.height);
            if a.stats {
                print_stats(&maze)?;
            }
            svg(a, file, || pictures::maze::hex(&maze, &picture_options(a)));
        }
        BoardKind::Hexagon => {
            // A radius too large for u32 is one MazeBoard::hexagon refuses.
            let radius = u32::try_from(a.height).unwrap_or(u32::MAX);
            let board = MazeBoard::hexagon(radius, OffsetLayout::OddR)?;
            let mut maze = a.algorithm.from_rng(&board, &mut r)?;
            maze.braid(a.braid, &mut r)?;
            println!("{title}, hexagon of radius {}\n\n{maze}", a.height);
            if a.stats {
                print_stats(&maze)?;
            }
            svg(a, file, || pictures::maze::hex(&maze, &picture_options(a)));
        }
        BoardKind::Torus => {
            let board = MazeBoard::new(TorusGrid::new(a.width, a.height)?)?;
            let mut maze = a.algorithm.from_rng(&board, &mut r)?;
            maze.braid(a.braid, &mut r)?;
            println!("{title}, torus {}x{}\n\n{maze}", a.width, a.height);
            if a.stats {
                print_stats(&maze)?;
            }
            svg(a, file, || {
                pictures::maze::torus(&maze, &picture_options(a))
            });
        }
        BoardKind::Triangle | BoardKind::DeltaTriangle | BoardKind::DeltaHexagon => {
            let (board, shape) = match a.board {
                BoardKind::DeltaTriangle => (
                    MazeBoard::delta_triangle(a.height)?,
                    format!("a triangle of triangles, side {}", a.height),
                ),
                BoardKind::DeltaHexagon => (
                    MazeBoard::delta_hexagon(a.height)?,
                    format!("a hexagon of triangles, side {}", a.height),
                ),
                _ => (
                    MazeBoard::new(TriangleGrid::new(a.width, a.height)?)?,
                    format!("triangle {}x{}", a.width, a.height),
                ),
            };
            let mut maze = a.algorithm.from_rng(&board, &mut r)?;
            maze.braid(a.braid, &mut r)?;
            println!("{title}, {shape}\n\n{maze}");
            if a.stats {
                print_stats(&maze)?;
            }
            svg(a, file, || {
                pictures::maze::triangle(&maze, &picture_options(a))
            });
        }
        BoardKind::Upsilon => {
            let board = MazeBoard::new(UpsilonGrid::new(a.width, a.height)?)?;
            let mut maze = a.algorithm.from_rng(&board, &mut r)?;
            maze.braid(a.braid, &mut r)?;
            println!(
                "{title}, upsilon {}x{}\noctagons and squares by turns, an octagon top left; \
                 \\ and / join octagons\n\n{maze}",
                a.width, a.height
            );
            if a.stats {
                print_stats(&maze)?;
            }
            svg(a, file, || {
                pictures::maze::upsilon(&maze, &picture_options(a))
            });
        }
        BoardKind::Levels => {
            let floors = a.floors.unwrap_or(DEFAULT_FLOORS);
            let floor = Square::new(a.width, a.height)?;
            let board = MazeBoard::new(Levels::new(floor, floors)?)?;
            let mut maze = a.algorithm.from_rng(&board, &mut r)?;
            maze.braid(a.braid, &mut r)?;
            println!("{title}, {floors} floors of {}x{}", a.width, a.height);
            print_levels(&maze)?;
            if a.stats {
                print_stats(&maze)?;
            }
            svg(a, file, || {
                pictures::maze::levels(&maze, &picture_options(a))
            });
        }
        BoardKind::Polar => {
            let board = MazeBoard::new(PolarGrid::new(a.height)?)?;
            let mut maze = a.algorithm.from_rng(&board, &mut r)?;
            maze.braid(a.braid, &mut r)?;
            println!(
                "{title}, polar, {} rings (centre on top)\n\n{maze}",
                a.height
            );
            if a.stats {
                print_stats(&maze)?;
            }
            svg(a, file, || {
                pictures::maze::polar(&maze, &picture_options(a))
            });
        }
        BoardKind::Weave => {
            let weave = WeaveMaze::from_rng(a.width, a.height, &mut r)?;
            println!(
                "backtracker seed {}, weave {}x{}, {} crossings\n\n{weave}",
                a.seed,
                a.width,
                a.height,
                weave.crossings()
            );
            if a.stats {
                print_stats(&weave)?;
                println!("crossings {} (tunnels under a corridor)", weave.crossings());
            }
            svg(a, file, || {
                pictures::maze::weave(&weave, &picture_options(a))
            });
        }
        BoardKind::Mask(mask) => {
            let text = std::fs::read_to_string(mask)
                .map_err(|e| format!("cannot read the mask file {mask}: {e}"))?;
            let board = MazeBoard::from_mask_text(&text)?;
            let mut maze = a.algorithm.from_rng(&board, &mut r)?;
            maze.braid(a.braid, &mut r)?;
            println!("{title}, mask {mask}\n\n{maze}");
            if a.stats {
                print_stats(&maze)?;
            }
            svg(a, file, || {
                pictures::maze::masked(&maze, &picture_options(a))
            });
        }
        BoardKind::Square => unreachable!("the square board takes run()"),
    }
    Ok(())
}

/// A levels maze floor by floor, top floor first, each cell with an open stair
/// marked: `<` up, `>` down, `X` both (a roguelike's stairs).
fn print_levels(maze: &Maze<Levels<Square>>) -> Result<(), MazeError> {
    let levels = maze.board().topology();
    let floor_board = MazeBoard::new(*levels.floor_board())?;
    let (w, h) = (levels.floor_board().width(), levels.floor_board().height());
    let n = w * h;
    for floor in (0..levels.floors()).rev() {
        let base = floor * n;
        // The floor as a maze of its own: the passages between its cells.
        let mut picture = Maze::on(floor_board.clone());
        for c in 0..n {
            for j in maze.open_neighbors(base + c) {
                if (base + c + 1..base + n).contains(&j) {
                    picture.open(c, j - base)?;
                }
            }
        }
        let mut rows: Vec<Vec<char>> = picture
            .to_string()
            .lines()
            .map(|l| l.chars().collect())
            .collect();
        for c in 0..n {
            let up = floor + 1 < levels.floors() && maze.is_open(base + c, base + n + c);
            let down = floor > 0 && maze.is_open(base + c, base - n + c);
            let mark = match (up, down) {
                (true, true) => 'X',
                (true, false) => '<',
                (false, true) => '>',
                (false, false) => continue,
            };
            // A cell (x, y) is drawn at row 2y + 1, column 2x + 1.
            if let Some(spot) = rows
                .get_mut(2 * (c / w) + 1)
                .and_then(|r| r.get_mut(2 * (c % w) + 1))
            {
                *spot = mark;
            }
        }
        println!("\nfloor {}:", floor + 1);
        for row in rows {
            println!("{}", row.into_iter().collect::<String>());
        }
    }
    println!("\n< a stair up, > a stair down, X both");
    Ok(())
}

/// What the flags ask the picture to draw.
fn picture_options(a: &Args) -> pictures::maze::Options {
    pictures::maze::Options {
        solve: a.solve,
        cell_size: a.cell_size,
        ..Default::default()
    }
}

/// `--svg FILE`: draws the picture and writes it into `file` (made before the maze
/// was printed); a write that fails ends the program with an error.
fn svg(a: &Args, file: Option<std::fs::File>, picture: impl FnOnce() -> pictures::svg::Svg) {
    let (Some(path), Some(file)) = (&a.svg, file) else {
        return;
    };
    let board = match &a.board {
        BoardKind::Mask(file) => format!("mask {file}"),
        BoardKind::Square => "square".into(),
        BoardKind::Hex => "hex".into(),
        BoardKind::Hexagon => "hexagon".into(),
        BoardKind::Polar => "polar".into(),
        BoardKind::Torus => "torus".into(),
        BoardKind::Triangle => "triangle".into(),
        BoardKind::DeltaTriangle => "delta-triangle".into(),
        BoardKind::DeltaHexagon => "delta-hexagon".into(),
        BoardKind::Levels => "levels".into(),
        BoardKind::Upsilon => "upsilon".into(),
        BoardKind::Weave => "weave".into(),
    };
    let title = format!("maze on the {board} board, seed {}", a.seed);
    if !pictures::write(file, &picture(), path, &title) {
        std::process::exit(1);
    }
}

/// `--stats`: the maze's statistics.
fn print_stats(maze: &impl banmen::floodfill::Topology) -> Result<(), MazeError> {
    let s = MazeStats::of(maze)?;
    let pct = |x: f64| 100.0 * x;
    println!(
        "\n{} cells: {} dead ends ({:.1}%), {} corridors ({:.1}%), {} junctions ({:.1}%)",
        s.cells,
        s.dead_ends,
        pct(s.dead_end_share()),
        s.corridors,
        pct(s.corridor_share()),
        s.junctions,
        pct(s.junction_share())
    );
    // Exact figures where `MazeStats::of` has them, bounded estimates otherwise.
    let (diameter, (a, b)) = match (s.diameter, s.diameter_ends) {
        (Some(d), Some(ends)) => (d.to_string(), ends),
        _ => {
            let bounds = MazeStats::estimated_diameter(maze, 16)?;
            let range = format!("{}..={}", bounds.at_least, bounds.at_most);
            (range, bounds.ends)
        }
    };
    let mean = match s.mean_path_length {
        Some(m) => format!("{m:.1}"),
        None => {
            let e = MazeStats::estimated_mean_path_length(maze, 16)?;
            format!("{:.1} ± {:.1}", e.value, e.error_bound)
        }
    };
    println!(
        "longest path {diameter} steps (cells {a} and {b}), mean path {mean} steps, river factor {:.2}",
        s.river
    );
    Ok(())
}

/// The seed's debug print on the tile form: `0` for rock, then one character per
/// step counted from `1` at the start, in ASCII order (wrapping after `~`); then the
/// step list, one line per distance.
fn print_distances(maze: &Maze, start: usize) -> Result<(), MazeError> {
    let tiles = TileMap::from_maze(
        maze,
        1,
        TileIds {
            rock: '#',
            wall: '=',
            floor: '.',
        },
    )?;
    let origin = maze
        .coord_of(start)
        .and_then(|cell| tiles.cell_origin(cell));
    let start = origin
        .and_then(|(sx, sy)| tiles.cell_of((sx, sy)))
        .unwrap_or(usize::MAX);
    let steps = DistanceMap::from_start(&tiles, start)?; // refuses an off-map start
    let glyph = |d: u32| char::from(b'1' + (d % 78) as u8);
    println!("\ndistance map (tile form, start = 1):");
    for y in 0..tiles.height() {
        let line: String = (0..tiles.width())
            .map(
                |x| match tiles.cell_of((x, y)).and_then(|i| steps.distance(i)) {
                    Some(d) => glyph(d),
                    None => '0',
                },
            )
            .flat_map(|c| [' ', c])
            .collect();
        println!("{line}");
    }
    println!("\nstep list:");
    for (d, layer) in steps.layers().enumerate() {
        let more = if layer.len() > 12 { " ..." } else { "" };
        let cells: Vec<String> = layer
            .take(12)
            .map(|t| format!("({},{})", t % tiles.width(), t / tiles.width()))
            .collect();
        println!("{d}:\t{}\t{}{more}", glyph(d as u32), cells.join(" "));
    }
    Ok(())
}
