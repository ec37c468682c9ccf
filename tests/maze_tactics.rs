//! A maze as a tactics map, in both documented forms: *cells plus walls* (a
//! `TacticsMap` on the maze's board and `EdgeCosts::from_passages`, on square and hex
//! boards, masked hexagons and braided mazes included) and the *tile form*
//! (`TileMap` rows through `TacticsMap::from_rows`). Reach on the first equals a
//! breadth-first search over the maze's passages; on the second a cell at maze
//! distance `d` costs `2d`. Zones of control reach through open sides only, on both
//! forms, against a search written here with that rule.

use std::collections::VecDeque;

use banmen::maze_gen::{Algorithm, Maze, MazeBoard, TileIds, TileMap};
use banmen::tactics_range::{
    EdgeCosts, MAX_BUDGET, MoveProfile, Movement, Occupant, Query, TacticsMap, ZocRule,
};
use floodfill::{Connectivity, SquareGrid, Topology};
use hexgrid::OffsetLayout;

/// Floor and rock as terrain ids: the tile ids of the tile form.
const FLOOR: u8 = 0;
const ROCK: u8 = 1;
const TILES: TileIds<u8> = TileIds {
    rock: ROCK,
    wall: FLOOR,
    floor: FLOOR,
};

/// Breadth-first steps from `start` over `graph` (a neighbour list per cell),
/// never entering `blocked` cells and never leaving a `stops` cell but the start:
/// the movement rules of a unit of cost 1 per step, written out.
fn bfs(graph: &[Vec<usize>], start: usize, blocked: &[bool], stops: &[bool]) -> Vec<Option<u32>> {
    let mut d = vec![None; graph.len()];
    d[start] = Some(0);
    let mut queue = VecDeque::from([start]);
    while let Some(u) = queue.pop_front() {
        if u != start && stops[u] {
            continue;
        }
        for &v in &graph[u] {
            if d[v].is_none() && !blocked[v] {
                d[v] = Some(d[u].unwrap() + 1);
                queue.push_back(v);
            }
        }
    }
    d
}

/// Every cell's neighbours on `topo` (on the map only).
fn neighbours<T: Topology + ?Sized>(topo: &T) -> Vec<Vec<usize>> {
    (0..topo.len())
        .map(|c| {
            let mut out = Vec::new();
            topo.for_each_neighbor(c, |v| {
                if v < topo.len() {
                    out.push(v)
                }
            });
            out
        })
        .collect()
}

/// Cells plus walls on `board` against a BFS over `maze`'s passages: plain, then
/// with an enemy on `enemy` under `StopOnEnter` (its zone reaching its maze
/// neighbours only, never through a wall).
fn check_cells_and_walls<B, M>(board: B, maze: &M, start: usize, enemy: usize)
where
    B: Topology + Clone,
    M: Topology,
{
    let n = board.len();
    let walls = EdgeCosts::from_passages(&board, maze).unwrap();
    let map = TacticsMap::filled(board, FLOOR).unwrap();
    let foot = MoveProfile::uniform(1, 1).unwrap();
    let passages = neighbours(maze);
    let mut movement = Movement::new();
    let plain = Query::new(&map, &foot).edges(&walls);
    let reach = movement.reach(&plain, start, MAX_BUDGET).unwrap();
    let want = bfs(&passages, start, &vec![false; n], &vec![false; n]);
    for (cell, want) in want.iter().enumerate() {
        assert_eq!(reach.cost_to(cell), *want, "cell {}", cell);
    }

    if enemy == start {
        return;
    }
    let mut units = vec![Occupant::Empty; n];
    units[enemy] = Occupant::unit(1);
    let zoc = plain.occupants(&units).zoc(ZocRule::StopOnEnter);
    let reach = movement.reach(&zoc, start, MAX_BUDGET).unwrap();
    let mut blocked = vec![false; n];
    blocked[enemy] = true;
    let mut zone = vec![false; n];
    for &v in &passages[enemy] {
        zone[v] = true;
    }
    let want = bfs(&passages, start, &blocked, &zone);
    for (cell, want) in want.iter().enumerate() {
        assert_eq!(reach.cost_to(cell), *want, "zone case, cell {}", cell);
    }
}

/// The tile form of a square maze: cost `2d` for a cell at maze distance `d`, and a
/// zone of an enemy on a cell tile covering the open tiles beside it only.
fn check_tiles(maze: &Maze, start: usize, enemy: usize) {
    let tiles = TileMap::from_maze(maze, 1, TILES).unwrap();
    let map = TacticsMap::from_rows(tiles.background_rows(), Connectivity::Four).unwrap();
    let grid = *map.topology();
    let foot = MoveProfile::from_costs([Some(1), None]).unwrap();
    let tile_of = |cell: usize| {
        let at = tiles.cell_origin(maze.coord_of(cell).unwrap()).unwrap();
        grid.cell_of(at).unwrap()
    };
    let n = maze.len();
    let steps = bfs(&neighbours(maze), start, &vec![false; n], &vec![false; n]);
    let mut movement = Movement::new();
    let plain = Query::new(&map, &foot);
    let reach = movement.reach(&plain, tile_of(start), MAX_BUDGET).unwrap();
    for (cell, d) in steps.iter().enumerate() {
        assert_eq!(
            reach.cost_to(tile_of(cell)),
            d.map(|d| 2 * d),
            "cell {}",
            cell
        );
    }
    // Rock is never entered (a cell without passages is rock in the tile form, so
    // a start there is the one rock tile reached).
    for t in reach.reached().skip(1) {
        assert_eq!(map.terrain(t), Some(FLOOR), "tile {t} of\n{map}");
    }

    if enemy == start {
        return;
    }
    let e = tile_of(enemy);
    let mut units = vec![Occupant::Empty; grid.len()];
    units[e] = Occupant::unit(1);
    let zoc = plain.occupants(&units).zoc(ZocRule::StopOnEnter);
    let reach = movement.reach(&zoc, tile_of(start), MAX_BUDGET).unwrap();
    // The open tiles: the tile map's own topology.
    let open = neighbours(&tiles);
    let mut blocked = vec![false; grid.len()];
    blocked[e] = true;
    let mut zone = vec![false; grid.len()];
    for &v in &open[e] {
        zone[v] = true;
    }
    let want = bfs(&open, tile_of(start), &blocked, &zone);
    for (tile, want) in want.iter().enumerate() {
        assert_eq!(reach.cost_to(tile), *want, "zone case, tile {}", tile);
    }
}

/// A small deterministic stream of numbers for the cases (the mazes themselves come
/// from maze-gen's seeds).
fn numbers(seed: u64) -> impl FnMut(usize) -> usize {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    move |below| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % below as u64) as usize
    }
}

#[test]
fn square_mazes_in_both_forms() {
    for seed in 0..400u64 {
        let mut draw = numbers(seed);
        let algorithm = Algorithm::ALL[draw(Algorithm::ALL.len())];
        let (w, h) = (1 + draw(11), 1 + draw(11));
        let mut maze = Maze::from_seed(algorithm, w, h, seed).unwrap();
        // Every other maze braided: loops, so several shortest ways.
        let braid = [0.0, 0.3, 1.0][draw(3)];
        maze.braid(braid, &mut banmen::maze_gen::rng::from_seed(seed))
            .unwrap();
        let (start, enemy) = (draw(maze.len()), draw(maze.len()));
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        check_cells_and_walls(grid, &maze, start, enemy);
        // The maze's own board works as well as floodfill's grid.
        check_cells_and_walls(*maze.board().topology(), &maze, start, enemy);
        check_tiles(&maze, start, enemy);
    }
}

#[test]
fn hex_mazes_as_cells_and_walls() {
    let mut tried = 0;
    for seed in 0..400u64 {
        let mut draw = numbers(seed);
        let algorithm = Algorithm::ALL[draw(Algorithm::ALL.len())];
        let layout = OffsetLayout::ALL[draw(4)];
        let board = if draw(2) == 0 {
            MazeBoard::hexagon(draw(5) as u32, layout).unwrap()
        } else {
            MazeBoard::hex(1 + draw(9), 1 + draw(9), layout).unwrap()
        };
        // Some algorithms are for square grids only.
        let Ok(maze) = algorithm.from_rng(&board, &mut banmen::maze_gen::rng::from_seed(seed))
        else {
            continue;
        };
        tried += 1;
        let (start, enemy) = (draw(maze.len()), draw(maze.len()));
        check_cells_and_walls(*maze.board().topology(), &maze, start, enemy);
    }
    assert!(tried > 80, "only {tried} hex mazes");
}

/// The rule in one picture, on both forms: an enemy across a wall does not stop a
/// unit; the same enemy behind an open side does.
#[test]
fn a_zone_does_not_reach_through_a_wall() {
    // A 3x2 maze: a corridor along the top row, then down to (2, 1) and back west to
    // (0, 1); (1, 0) and (1, 1) are neighbours on the board but a wall parts them.
    let mut maze = Maze::new(3, 2).unwrap();
    for (a, b) in [(0, 1), (1, 2), (2, 5), (5, 4), (4, 3)] {
        maze.open(a, b).unwrap();
    }
    let grid = SquareGrid::new(3, 2, Connectivity::Four).unwrap();
    let walls = EdgeCosts::from_passages(&grid, &maze).unwrap();
    let map = TacticsMap::filled(grid, FLOOR).unwrap();
    let foot = MoveProfile::uniform(1, 1).unwrap();
    let mut units = vec![Occupant::Empty; 6];
    units[4] = Occupant::unit(1); // the enemy on (1, 1)
    let q = Query::new(&map, &foot)
        .edges(&walls)
        .occupants(&units)
        .zoc(ZocRule::StopOnEnter);
    let reach = Movement::new().reach(&q, 0, 9).unwrap();
    // (1, 0) is beside the enemy on the board, but behind a wall: the unit walks on.
    assert_eq!(reach.cost_to(2), Some(2));
    // (2, 1) is joined to the enemy's cell: entering it ends the move.
    assert_eq!(reach.cost_to(5), Some(3));
    assert_eq!(reach.cost_to(3), None);

    // The tile form: the enemy on (1, 1)'s tile; the tile between (1, 0) and (1, 1)
    // is rock, so the top corridor is free and the tile east of the enemy (the
    // passage to (2, 1)) is in its zone.
    let tiles = TileMap::from_maze(&maze, 1, TILES).unwrap();
    let map = TacticsMap::from_rows(tiles.background_rows(), Connectivity::Four).unwrap();
    assert_eq!(
        map.to_string(),
        "1111111\n1000001\n1111101\n1000001\n1111111\n"
    );
    let foot = MoveProfile::from_costs([Some(1), None]).unwrap();
    let mut units = vec![Occupant::Empty; map.len()];
    units[map.topology().cell_of((3, 3)).unwrap()] = Occupant::unit(1);
    let q = Query::new(&map, &foot)
        .occupants(&units)
        .zoc(ZocRule::StopOnEnter);
    let reach = Movement::new().reach(&q, (1, 1), 99).unwrap();
    let on = reach.on(&map);
    assert_eq!(on.cost_to((3, 1)), Some(2)); // above the enemy, behind rock
    assert_eq!(on.cost_to((5, 3)), Some(6)); // walked on past it
    assert_eq!(on.cost_to((4, 3)), Some(7)); // beside it: the move ends here
    assert_eq!(on.cost_to((2, 3)), None);
}
