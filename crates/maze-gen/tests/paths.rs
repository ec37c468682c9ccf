//! Paths start first, distance maps with a passable predicate, and mazes on hexgrid
//! maps: each against a plain breadth-first walk over the board's neighbours and
//! `Maze::is_open` (not the crate's walks).

use std::collections::VecDeque;

use floodfill::{Coords, HexBoard, HexGrid, Topology};
use hexgrid::{Hex, HexMap, OffsetCoord, OffsetGrid, OffsetLayout};
use maze_gen::{Algorithm, DistanceMap, Maze, MazeBoard, PolarGrid};
use proptest::prelude::*;

/// The algorithms that run on any board.
fn any_board(k: usize) -> Algorithm {
    let all: Vec<Algorithm> = Algorithm::ALL
        .into_iter()
        .filter(|a| a.works_on_any_board())
        .collect();
    all[k % all.len()]
}

/// Distances from `sources` through open passages into cells where `passable`
/// holds: neighbours from the board's topology, passages by `is_open`.
fn oracle<T: Topology>(
    maze: &Maze<T>,
    sources: &[usize],
    passable: impl Fn(usize) -> bool,
) -> Vec<Option<u32>> {
    let mut dist = vec![None; maze.len()];
    let mut queue = VecDeque::new();
    for &s in sources {
        if dist[s].is_none() && passable(s) {
            dist[s] = Some(0);
            queue.push_back(s);
        }
    }
    while let Some(c) = queue.pop_front() {
        let mut next = Vec::new();
        maze.board().topology().for_each_neighbor(c, |n| {
            if n < maze.len() && maze.is_open(c, n) {
                next.push(n);
            }
        });
        for n in next {
            if dist[n].is_none() && passable(n) {
                dist[n] = Some(dist[c].unwrap() + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}

/// A maze on `board` by the `k`-th any-board algorithm, braided by `braid` so
/// that some cells have several shortest paths.
fn maze_on<T: Topology + Clone>(board: &MazeBoard<T>, k: usize, seed: u64, braid: f64) -> Maze<T> {
    let mut rng = maze_gen::rng::from_seed(seed);
    let mut maze = any_board(k).from_rng(board, &mut rng).unwrap();
    maze.braid(braid, &mut rng).unwrap();
    maze
}

/// Every path from `path_to` against the oracle: starts at a source, ends at the
/// goal, `distance + 1` cells each joined to the next and passable; `None` for
/// exactly the cells the oracle does not reach.
fn check_paths<T: Topology>(
    maze: &Maze<T>,
    map: &DistanceMap,
    sources: &[usize],
    want: &[Option<u32>],
    passable: impl Fn(usize) -> bool,
) {
    for goal in 0..maze.len() {
        assert_eq!(map.distance(goal), want[goal], "distance of {goal}");
        let Some(path) = map.path_to(maze, goal) else {
            assert_eq!(want[goal], None, "no path to the reached {goal}");
            continue;
        };
        let d = want[goal].expect("a path to a cell the oracle does not reach");
        assert_eq!(path.len() as u32, d + 1, "length of the path to {goal}");
        let cells: Vec<usize> = path.collect();
        assert_eq!(cells.len() as u32, d + 1);
        assert!(
            sources.contains(&cells[0]),
            "path to {goal} starts off the sources"
        );
        assert_eq!(cells.last(), Some(&goal));
        for (i, &c) in cells.iter().enumerate() {
            assert_eq!(want[c], Some(i as u32), "step {i} of the path to {goal}");
            assert!(passable(c));
        }
        for step in cells.windows(2) {
            assert!(maze.is_open(step[0], step[1]), "{step:?} not joined");
        }
        let back: Vec<usize> = map.path_to(maze, goal).unwrap().rev().collect();
        assert!(back.iter().rev().eq(cells.iter()));
    }
    assert!(map.path_to(maze, maze.len()).is_none());
    assert!(map.path_to(maze, usize::MAX).is_none());
}

/// Paths from one source and from several, every cell passable.
fn check_open<T: Topology>(maze: &Maze<T>, first: usize, second: usize) {
    let map = DistanceMap::from_start(maze, first).unwrap();
    check_paths(
        maze,
        &map,
        &[first],
        &oracle(maze, &[first], |_| true),
        |_| true,
    );
    let both = [first, second];
    let mut map = DistanceMap::new();
    map.compute(maze, both, None).unwrap();
    check_paths(maze, &map, &both, &oracle(maze, &both, |_| true), |_| true);
}

/// `compute_where` and its paths against the oracle with the cells of `blocked`
/// not passable.
fn check_blocked<T: Topology>(maze: &Maze<T>, sources: &[usize], blocked: &[bool]) {
    let passable = |c: usize| !blocked[c % blocked.len()];
    let want = oracle(maze, sources, passable);
    let mut map = DistanceMap::new();
    map.compute_where(maze, sources.iter().copied(), passable, None)
        .unwrap();
    assert_eq!(map.reached(), want.iter().flatten().count());
    for (d, layer) in map.layers().enumerate() {
        for c in layer {
            assert_eq!(want[c], Some(d as u32));
        }
    }
    check_paths(maze, &map, sources, &want, passable);
    // Every cell passable: the same map as `compute`.
    let mut all = DistanceMap::new();
    all.compute(maze, sources.iter().copied(), None).unwrap();
    map.compute_where(maze, sources.iter().copied(), |_| true, None)
        .unwrap();
    assert_eq!(map.step_map(), all.step_map());
    assert!(map.order().eq(all.order()));
}

/// `spread_out_where` against the oracle: each pick passable, as far from the
/// cells so far as any passable cell is, and at least `min_apart` away.
fn check_spread<T: Topology>(maze: &Maze<T>, avoid: usize, blocked: &[bool], min_apart: u32) {
    let passable = |c: usize| !blocked[c % blocked.len()];
    let mut map = DistanceMap::new();
    let picks = map
        .spread_out_where(maze, [avoid], passable, 4, min_apart)
        .unwrap();
    let mut sources = vec![avoid];
    for &p in &picks {
        let dist = oracle(maze, &sources, passable);
        let far = dist.iter().flatten().max().copied();
        assert!(passable(p));
        assert_eq!(dist[p], far, "pick {p} is not a farthest cell");
        assert!(far.unwrap() >= min_apart.max(1));
        sources.push(p);
    }
    if picks.len() < 4 {
        let far = oracle(maze, &sources, passable).into_iter().flatten().max();
        assert!(far.is_none_or(|d| d < min_apart.max(1)), "stopped early");
    }
}

/// A hexagon of `radius` on a hexgrid map.
fn hexagon_map(radius: u32) -> MazeBoard<HexBoard<HexMap<()>>> {
    MazeBoard::new(HexBoard(HexMap::new(Hex::ORIGIN, radius, ()).unwrap())).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn square_paths_start_at_the_source(w in 1usize..12, h in 1usize..12, k in 0usize..17,
        seed in any::<u64>(), braid in 0.0f64..1.0, a in any::<usize>(), b in any::<usize>()) {
        let mut maze = Maze::from_seed(Algorithm::ALL[k], w, h, seed).unwrap();
        maze.braid(braid, &mut maze_gen::rng::from_seed(seed)).unwrap();
        check_open(&maze, a % maze.len(), b % maze.len());
    }

    #[test]
    fn hex_paths_start_at_the_source(cols in 1usize..10, rows in 1usize..10, layout in 0usize..4,
        k in 0usize..11, seed in any::<u64>(), braid in 0.0f64..1.0, a in any::<usize>(), b in any::<usize>()) {
        let board = MazeBoard::hex(cols, rows, OffsetLayout::ALL[layout]).unwrap();
        let maze = maze_on(&board, k, seed, braid);
        check_open(&maze, a % maze.len(), b % maze.len());
    }

    #[test]
    fn polar_paths_start_at_the_source(rings in 1usize..6, k in 0usize..11, seed in any::<u64>(),
        braid in 0.0f64..1.0, a in any::<usize>(), b in any::<usize>()) {
        let board = MazeBoard::new(PolarGrid::new(rings).unwrap()).unwrap();
        let maze = maze_on(&board, k, seed, braid);
        check_open(&maze, a % maze.len(), b % maze.len());
    }

    #[test]
    fn hex_map_paths_start_at_the_source(radius in 0u32..5, k in 0usize..11, seed in any::<u64>(),
        braid in 0.0f64..1.0, a in any::<usize>(), b in any::<usize>()) {
        let maze = maze_on(&hexagon_map(radius), k, seed, braid);
        check_open(&maze, a % maze.len(), b % maze.len());
    }

    #[test]
    fn blocked_cells_are_not_entered(w in 1usize..10, h in 1usize..10, k in 0usize..11,
        seed in any::<u64>(), braid in 0.0f64..1.0,
        blocked in proptest::collection::vec(proptest::bool::weighted(0.25), 1..64),
        sources in proptest::collection::vec(any::<usize>(), 0..4),
        radius in 0u32..4, rings in 1usize..5) {
        let square = Maze::from_seed(Algorithm::ALL[k], w, h, seed).unwrap();
        let pick = |len: usize| sources.iter().map(|s| s % len).collect::<Vec<_>>();
        check_blocked(&square, &pick(square.len()), &blocked);
        let hex = maze_on(&MazeBoard::hex(w, h, OffsetLayout::OddQ).unwrap(), k, seed, braid);
        check_blocked(&hex, &pick(hex.len()), &blocked);
        let polar = maze_on(&MazeBoard::new(PolarGrid::new(rings).unwrap()).unwrap(), k, seed, braid);
        check_blocked(&polar, &pick(polar.len()), &blocked);
        let map = maze_on(&hexagon_map(radius), k, seed, braid);
        check_blocked(&map, &pick(map.len()), &blocked);
    }

    #[test]
    fn spread_out_where_picks_passable_farthest_cells(w in 1usize..10, h in 1usize..10,
        k in 0usize..11, seed in any::<u64>(), braid in 0.0f64..1.0,
        blocked in proptest::collection::vec(proptest::bool::weighted(0.2), 1..64),
        avoid in any::<usize>(), min_apart in 0u32..8) {
        let hex = maze_on(&MazeBoard::hex(w, h, OffsetLayout::EvenR).unwrap(), k, seed, braid);
        check_spread(&hex, avoid % hex.len(), &blocked, min_apart);
        let square = Maze::from_seed(Algorithm::ALL[k], w, h, seed).unwrap();
        check_spread(&square, avoid % square.len(), &blocked, min_apart);
    }

    /// A maze on an offset rectangle of hexgrid prints as the same maze on
    /// floodfill's `HexGrid` of that size and layout.
    #[test]
    fn offset_grid_mazes_print_as_hex_grid_mazes(cols in 1usize..9, rows in 1usize..9,
        layout in 0usize..4, k in 0usize..11, seed in any::<u64>(), braid in 0.0f64..1.0) {
        let layout = OffsetLayout::ALL[layout];
        let board = MazeBoard::new(HexBoard(OffsetGrid::new(cols, rows, layout, ()).unwrap())).unwrap();
        let maze = maze_on(&board, k, seed, braid);
        let mut same = Maze::on(MazeBoard::new(HexGrid::new(cols, rows, layout).unwrap()).unwrap());
        for a in 0..maze.len() {
            for b in maze.open_neighbors(a) {
                same.open(a, b).unwrap();
            }
        }
        prop_assert_eq!(maze.to_string(), same.to_string());
    }

    /// A maze on a hexagon `HexMap` prints as the same maze on `MazeBoard::hexagon`
    /// (whose centre row is not shifted in the layout chosen): the two boards
    /// are one shape, numbered differently.
    #[test]
    fn hexagon_maps_print_as_hexagon_boards(radius in 0u32..6, k in 0usize..11,
        seed in any::<u64>(), braid in 0.0f64..1.0) {
        let layout = if radius % 2 == 0 { OffsetLayout::OddR } else { OffsetLayout::EvenR };
        let maze = maze_on(&hexagon_map(radius), k, seed, braid);
        let board = MazeBoard::hexagon(radius, layout).unwrap();
        let side = 2 * radius as usize + 1;
        let centre = layout.to_hex(OffsetCoord::new(radius as i32, radius as i32));
        let map = maze.board().topology();
        // The map cell of each board cell (masked ones have none).
        let of = |cell: usize| {
            let h = layout.to_hex(OffsetCoord::new((cell % side) as i32, (cell / side) as i32));
            map.cell_of(Hex::new(h.q - centre.q, h.r - centre.r))
        };
        let mut same = Maze::on(board);
        for a in 0..same.len() {
            for b in 0..same.len() {
                if let (Some(x), Some(y)) = (of(a), of(b)) && maze.is_open(x, y) {
                    same.open(a, b).unwrap();
                }
            }
        }
        prop_assert_eq!(same.passage_count(), maze.passage_count());
        prop_assert_eq!(maze.to_string(), same.to_string());
    }
}

#[test]
fn a_small_hexagon_map_maze_is_pinned() {
    let board = hexagon_map(2);
    let maze = Algorithm::Backtracker
        .from_rng(&board, &mut maze_gen::rng::from_seed(1))
        .unwrap();
    assert_eq!(maze.passage_count(), 18);
    // Rows of equal `r` from r = -2 (top) to 2, each half a hex on from the one
    // above; `|` and `-` are walls, the outer ring included.
    let want = [
        "    ------------",
        "    |   |       |",
        "  --    ------  --",
        "  |   |       |   |",
        "------------  --  --",
        "|   |       |       |",
        "--      --------  --",
        "  |   |   |       |",
        "  --  --  --  ----",
        "    |   |       |",
        "    ------------",
    ];
    assert_eq!(maze.to_string(), want.join("\n"));
}

#[test]
fn a_rhombus_map_prints_unless_its_rows_are_mostly_blank() {
    use hexgrid::RhombusMap;
    let mut rng = maze_gen::rng::from_seed(2);
    // One row of 40 hexes: one line of bricks, walls above and below all along.
    let row = MazeBoard::new(HexBoard(RhombusMap::new(Hex::ORIGIN, 40, 1, ()).unwrap())).unwrap();
    let maze = Algorithm::Wilson.from_rng(&row, &mut rng).unwrap();
    let text = maze.to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        (lines[0], lines[2]),
        ("-".repeat(160).as_str(), "-".repeat(160).as_str())
    );
    assert_eq!(lines[1], format!("|{}|", " ".repeat(159)));
    // One column of 3000 hexes runs diagonally across 1500 bricks a row: the
    // picture would be mostly blank, so a note stands in for it.
    let column =
        MazeBoard::new(HexBoard(RhombusMap::new(Hex::ORIGIN, 1, 3000, ()).unwrap())).unwrap();
    let maze = Algorithm::Backtracker.from_rng(&column, &mut rng).unwrap();
    assert_eq!(
        maze.to_string(),
        "(a hex maze of 3000 cells, too spread out to draw)"
    );
    // 1 x 2000 still fits the allowance and prints its 2000 rows.
    let column =
        MazeBoard::new(HexBoard(RhombusMap::new(Hex::ORIGIN, 1, 2000, ()).unwrap())).unwrap();
    let maze = Algorithm::Backtracker.from_rng(&column, &mut rng).unwrap();
    assert_eq!(maze.to_string().lines().count(), 2 * 2000 + 1);
}
