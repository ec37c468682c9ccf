//! `maze play` scripted through stdin: walking to the goal prints the steps taken and
//! the shortest path the library finds; walls and bad commands get one line.

use crate::common;

use banmen::maze_gen::{Algorithm, Direction, DistanceMap, Maze, MazeStats, WeaveMaze};
use common::{assert_mentions, last_line_starting, played};

/// The maze, start and goal the example builds for these flags (no braid, no rooms).
fn maze(algorithm: Algorithm, w: usize, h: usize, seed: u64) -> (Maze, usize, usize, u32) {
    let maze = Maze::from_seed(algorithm, w, h, seed).unwrap();
    let start = (0..maze.len()).find(|&c| maze.passages(c) != 0).unwrap();
    let map = DistanceMap::from_start(&maze, start).unwrap();
    let goal = map.farthest().next().unwrap();
    (maze, start, goal, map.distance(goal).unwrap())
}

/// The direction from `a` to its neighbour `b`.
fn towards(maze: &Maze, a: usize, b: usize) -> Direction {
    Direction::ALL
        .into_iter()
        .find(|&d| maze.step(a, d) == Some(b))
        .expect("path cells are neighbours")
}

fn word(d: Direction) -> &'static str {
    match d {
        Direction::North => "north",
        Direction::East => "east",
        Direction::South => "south",
        Direction::West => "west",
    }
}

#[test]
fn walking_to_the_goal_counts_steps_against_the_shortest_path() {
    for (algorithm, name, w, h, seed) in [
        (Algorithm::Dig { complexity: None }, "dig", 7, 5, 3),
        (Algorithm::Wilson, "wilson", 9, 6, 11),
        (Algorithm::Kruskal, "kruskal", 4, 4, 1),
    ] {
        let (maze, start, goal, shortest) = maze(algorithm, w, h, seed);
        let from_start = DistanceMap::from_start(&maze, start).unwrap();
        let path: Vec<usize> = from_start.path_to(&maze, goal).unwrap().collect();
        assert_eq!(path.len() as u32, shortest + 1);
        let mut script = String::new();
        // A wall first (no step counted), then one step out and back (two steps).
        let wall = Direction::ALL
            .into_iter()
            .find(|&d| !maze.is_open_side(maze.coord_of(start).unwrap(), d))
            .expect("a start cell of a perfect maze has a wall");
        script += &format!("go {}\n", word(wall));
        let first = towards(&maze, path[0], path[1]);
        script += &format!("go {}\n{}\n", word(first), word(first.opposite()));
        for pair in path.windows(2) {
            script += &format!("go {}\n", word(towards(&maze, pair[0], pair[1])));
        }
        let size = format!("{w}x{h}");
        let seed = seed.to_string();
        let args = [
            "play",
            "--algorithm",
            name,
            "--size",
            &size,
            "--seed",
            &seed,
        ];
        let text = played("maze", &args, &script);
        assert!(
            text.contains(&format!("a wall to the {}", word(wall))),
            "{text}"
        );
        assert_eq!(
            last_line_starting(&text, "goal reached in "),
            format!(
                "goal reached in {} steps; the shortest path is {shortest} steps",
                shortest + 2
            )
        );
    }
}

#[test]
fn bad_commands_get_one_line_and_the_end_of_input_stops_cleanly() {
    let (_, _, _, shortest) = maze(Algorithm::Dig { complexity: None }, 7, 5, 3);
    let script = "fly\ngo\ngo up-ish\ngo north now\n";
    let text = played("maze", &["play", "--size", "7x5", "--seed", "3"], script);
    assert_mentions(
        &text,
        &[
            "unknown command \"fly\"",
            "go: which way?",
            "go: \"up-ish\" is not north, east, south or west",
            "go: unexpected \"now\"",
        ],
    );
    assert!(
        text.ends_with(&format!(
            "stopped after 0 steps, {shortest} steps from the goal (shortest path {shortest})\n"
        )),
        "{text}"
    );
}

/// `--board weave --stats`: the weave maze the library digs for the seed, then its
/// statistics and crossings (the invocation `.ci/run` makes).
#[test]
fn the_weave_board_prints_the_maze_its_statistics_and_crossings() {
    let weave = WeaveMaze::from_seed(12, 8, 3).unwrap();
    let stats = MazeStats::of(&weave).unwrap();
    let args = [
        "--board", "weave", "--width", "12", "--height", "8", "--seed", "3", "--stats",
    ];
    let text = played("maze", &args, "");
    let crossings = weave.crossings();
    assert!(crossings > 0, "the seed gives a maze with a crossing");
    assert!(
        text.starts_with(&format!(
            "backtracker seed 3, weave 12x8, {crossings} crossings\n\n{weave}\n"
        )),
        "{text}"
    );
    assert_mentions(
        &text,
        &[
            &format!("{} cells: {} dead ends", stats.cells, stats.dead_ends),
            &format!("longest path {} steps", stats.diameter.unwrap()),
            &format!("crossings {crossings} (tunnels under a corridor)"),
        ],
    );
}

/// Where a run from `here` towards `dir` stops: on along the corridor (turning with
/// it) until a junction, a dead end or the goal. A naive walk, as a player would.
fn run_end(maze: &Maze, mut here: usize, mut dir: Direction, goal: usize) -> usize {
    loop {
        if !maze.is_open_side(maze.coord_of(here).unwrap(), dir) {
            return here;
        }
        here = maze.step(here, dir).unwrap();
        let ways: Vec<Direction> = Direction::ALL
            .into_iter()
            .filter(|&d| d != dir.opposite() && maze.is_open_side(maze.coord_of(here).unwrap(), d))
            .collect();
        if here == goal || ways.len() != 1 {
            return here;
        }
        dir = ways[0];
    }
}

#[test]
fn runs_reach_the_goal_in_fewer_commands_than_steps() {
    let (maze, start, goal, shortest) = maze(Algorithm::Dig { complexity: None }, 12, 8, 5);
    let from_start = DistanceMap::from_start(&maze, start).unwrap();
    let path: Vec<usize> = from_start.path_to(&maze, goal).unwrap().collect();
    let (mut here, mut script, mut runs) = (start, String::new(), 0);
    while here != goal {
        let i = path
            .iter()
            .position(|&c| c == here)
            .expect("runs stay on the path");
        let dir = towards(&maze, here, path[i + 1]);
        script += &format!("run {}\n", word(dir));
        runs += 1;
        here = run_end(&maze, here, dir, goal);
    }
    assert!(runs < shortest as usize, "{runs} runs for {shortest} steps");
    let text = played("maze", &["play", "--size", "12x8", "--seed", "5"], &script);
    assert_eq!(
        last_line_starting(&text, "goal reached in "),
        format!("goal reached in {shortest} steps; the shortest path is {shortest} steps")
    );
}

#[test]
fn restart_and_new_maze() {
    let (maze, start, _, _) = maze(Algorithm::Dig { complexity: None }, 7, 5, 3);
    let open = Direction::ALL
        .into_iter()
        .find(|&d| maze.is_open_side(maze.coord_of(start).unwrap(), d))
        .unwrap();
    let script = format!("go {}\nrestart\nnew\n", word(open));
    let text = played("maze", &["play", "--size", "7x5", "--seed", "3"], &script);
    assert_mentions(&text, &["back at the start", "a new maze: dig 7x5 seed 4"]);
    assert!(
        last_line_starting(&text, "stopped after ").starts_with("stopped after 0 steps"),
        "{text}"
    );
}
