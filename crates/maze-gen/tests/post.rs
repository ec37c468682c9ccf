//! Braids, rooms, distance maps and tile maps against plain oracles.

use crate::oracle;

use floodfill::NeighborsOnly;
use maze_gen::{Algorithm, DistanceMap, Maze, MazeError, RoomOptions, TileIds, TileMap, rng};
use oracle::{assert_connected, bfs};

#[test]
fn braided_mazes_stay_connected_and_lose_dead_ends() {
    for algorithm in Algorithm::ALL {
        for seed in 0..6 {
            let base = Maze::from_seed(algorithm, 17, 11, seed).unwrap();
            let before = base.dead_ends().count();
            for p in [0.0, 0.3, 0.5, 1.0] {
                let mut maze = base.clone();
                let opened = maze.braid(p, &mut rng::from_seed(seed)).unwrap();
                assert_connected(&maze, &format!("{algorithm} braid {p}"));
                assert_eq!(maze.passage_count(), base.passage_count() + opened);
                let after = maze.dead_ends().count();
                assert!(after <= before);
                if p == 0.0 {
                    assert_eq!(maze, base);
                }
                if p == 1.0 {
                    assert_eq!(after, 0, "{algorithm} seed {seed}");
                }
                if p == 0.5 && before >= 10 {
                    // Half were treated; each opening removes one or two dead ends.
                    let treated = (before as f64 * 0.5).round() as usize;
                    assert!(after <= before - treated / 2 && after < before);
                }
            }
        }
    }
}

#[test]
fn braid_refuses_bad_fractions() {
    let mut maze = Maze::from_seed(Algorithm::Prim, 5, 5, 1).unwrap();
    for p in [-0.1, 1.01, f64::NAN, f64::INFINITY] {
        assert!(matches!(
            maze.braid(p, &mut rng::from_seed(1)),
            Err(MazeError::BadFraction { .. })
        ));
    }
}

#[test]
fn rooms_are_open_halls_and_the_maze_stays_connected() {
    for algorithm in [
        Algorithm::Backtracker,
        Algorithm::Kruskal,
        Algorithm::StickDown,
    ] {
        for seed in 0..10 {
            let mut maze = Maze::from_seed(algorithm, 24, 16, seed).unwrap();
            let opts = RoomOptions {
                count: 4,
                min_side: 2,
                max_side: 5,
                extra_door_percent: 0,
            };
            let rooms = maze.add_rooms(&opts, &mut rng::from_seed(seed)).unwrap();
            assert_eq!(rooms.len(), 4);
            assert_connected(&maze, &format!("{algorithm} rooms seed {seed}"));
            for r in &rooms {
                assert!(r.width >= 2 && r.width <= 5 && r.height >= 2 && r.height <= 5);
                for y in r.y..r.y + r.height {
                    for x in r.x..r.x + r.width {
                        let i = y * maze.width() + x;
                        let open_inside = maze
                            .open_neighbors(i)
                            .filter(|&j| r.contains(j % maze.width(), j / maze.width()))
                            .count();
                        let inner = [
                            x > r.x,
                            x + 1 < r.x + r.width,
                            y > r.y,
                            y + 1 < r.y + r.height,
                        ]
                        .iter()
                        .filter(|&&b| b)
                        .count();
                        assert_eq!(open_inside, inner, "hall not fully open");
                    }
                }
                for o in &rooms {
                    if o != r {
                        // At least one cell of gap: rooms never touch or overlap.
                        let apart = r.x + r.width < o.x
                            || o.x + o.width < r.x
                            || r.y + r.height < o.y
                            || o.y + o.height < r.y;
                        assert!(apart, "{r:?} touches {o:?}");
                    }
                }
            }
            // With no extra doors, removing any door splits the maze: doors are minimal.
            let w = maze.width();
            let door = (0..maze.len()).find_map(|i| {
                maze.open_neighbors(i).find_map(|j| {
                    let inside = |c: usize| rooms.iter().any(|r| r.contains(c % w, c / w));
                    (inside(i) != inside(j)).then_some((i, j))
                })
            });
            let (i, j) = door.expect("a room has a door");
            let mut cut = maze.clone();
            let dir = maze_gen::Direction::ALL
                .into_iter()
                .find(|&d| cut.step(i, d) == Some(j))
                .unwrap();
            cut.close_side(cut.coord_of(i).unwrap(), dir).unwrap();
            assert!(bfs(&cut, i)[j].is_none(), "door was not needed");
        }
    }
}

#[test]
fn rooms_that_cannot_fit_are_errors() {
    let mut maze = Maze::from_seed(Algorithm::Prim, 6, 6, 1).unwrap();
    let before = maze.clone();
    let big = RoomOptions {
        count: 1,
        min_side: 7,
        max_side: 8,
        extra_door_percent: 0,
    };
    assert!(matches!(
        maze.add_rooms(&big, &mut rng::from_seed(1)),
        Err(MazeError::RoomsDoNotFit { .. })
    ));
    let many = RoomOptions {
        count: 20,
        min_side: 2,
        max_side: 2,
        extra_door_percent: 0,
    };
    assert!(matches!(
        maze.add_rooms(&many, &mut rng::from_seed(1)),
        Err(MazeError::RoomsDoNotFit { .. })
    ));
    let bad = RoomOptions {
        count: 1,
        min_side: 0,
        max_side: 2,
        extra_door_percent: 0,
    };
    assert!(maze.add_rooms(&bad, &mut rng::from_seed(1)).is_err());
    assert_eq!(maze, before);
}

/// The distance map equals the naive BFS on perfect, braided and room mazes.
#[test]
fn distance_map_matches_naive_bfs() {
    let mut map = DistanceMap::new();
    for algorithm in Algorithm::ALL {
        for seed in 0..4 {
            let mut maze = Maze::from_seed(algorithm, 19, 13, seed).unwrap();
            if seed % 2 == 1 {
                maze.braid(0.6, &mut rng::from_seed(seed)).unwrap();
            }
            if seed == 2 {
                maze.add_rooms(&RoomOptions::default(), &mut rng::from_seed(seed))
                    .unwrap();
            }
            let start = (seed as usize * 37) % maze.len();
            // The maze walk and the general topology walk give the same map.
            let mut general = DistanceMap::new();
            general
                .compute(&NeighborsOnly(&maze), [start], None)
                .unwrap();
            map.compute(&maze, [start], None).unwrap();
            assert_eq!(map.step_map(), general.step_map());
            assert!(map.order().eq(general.order()));
            assert!(
                map.layers()
                    .map(Vec::from_iter)
                    .eq(general.layers().map(Vec::<usize>::from_iter))
            );
            let oracle = bfs(&maze, start);
            for (c, want) in oracle.iter().enumerate() {
                assert_eq!(map.distance(c), *want, "{algorithm} seed {seed} cell {c}");
            }
            // Layers group cells by distance, in order.
            for (d, mut layer) in map.layers().enumerate() {
                assert!(layer.all(|c| oracle[c] == Some(d as u32)));
            }
            let far = map.max_distance().unwrap();
            assert_eq!(Some(far), oracle.iter().flatten().copied().max());
            // Shortest path to the goal: valid steps, reported length.
            let goal = map.farthest().next().unwrap();
            let path: Vec<usize> = map.path_to(&maze, goal).unwrap().collect();
            assert_eq!(path.len() as u32, far + 1);
            assert_eq!(path[0], start);
            assert_eq!(*path.last().unwrap(), goal);
            for pair in path.windows(2) {
                assert!(maze.open_neighbors(pair[0]).any(|n| n == pair[1]));
            }
            // Cells at distance >= d.
            let d = far / 2;
            let mut got: Vec<usize> = map.at_least(d).collect();
            got.sort_unstable();
            let want: Vec<usize> = (0..maze.len())
                .filter(|&c| oracle[c].is_some_and(|x| x >= d))
                .collect();
            assert_eq!(got, want);
        }
    }
}

#[test]
fn multi_source_and_limited_distances() {
    let maze = Maze::from_seed(Algorithm::Kruskal, 15, 15, 8).unwrap();
    let (a, b) = (0, maze.len() - 1);
    let mut map = DistanceMap::new();
    let mut fast = DistanceMap::new();
    map.compute(&NeighborsOnly(&maze), [a, b], Some(5)).unwrap();
    fast.compute(&maze, [a, b], Some(5)).unwrap();
    let (da, db) = (bfs(&maze, a), bfs(&maze, b));
    for c in 0..maze.len() {
        let nearest = da[c].unwrap().min(db[c].unwrap());
        assert_eq!(map.distance(c), (nearest <= 5).then_some(nearest));
        assert_eq!(fast.distance(c), (nearest <= 5).then_some(nearest));
    }
    assert!(
        map.compute(&NeighborsOnly(&maze), [maze.len()], None)
            .is_err()
    );
    assert!(fast.compute(&maze, [maze.len()], None).is_err());
    assert_eq!((fast.reached(), fast.max_distance()), (0, None));
    // Budget 0 keeps the starts only; no starts reach nothing.
    fast.compute(&maze, [b, a, b], Some(0)).unwrap();
    assert!(fast.order().eq([b, a]));
    fast.compute(&maze, [], None).unwrap();
    assert_eq!(fast.reached(), 0);
    let one = Maze::new(1, 1).unwrap();
    let single = DistanceMap::from_start(&one, 0).unwrap();
    assert_eq!(single.step_map(), [0]);
}

#[test]
fn spread_out_spots_are_pairwise_far() {
    for seed in 0..8 {
        let mut maze = Maze::from_seed(Algorithm::Wilson, 20, 20, seed).unwrap();
        maze.braid(0.5, &mut rng::from_seed(seed)).unwrap();
        let mut map = DistanceMap::new();
        let min = 12;
        let spots = map.spread_out(&maze, [0], 4, min).unwrap();
        assert!(!spots.is_empty());
        let mut all = vec![0];
        all.extend(&spots);
        for (k, &p) in all.iter().enumerate() {
            let d = bfs(&maze, p);
            for &q in &all[k + 1..] {
                assert!(d[q].unwrap() >= min, "seed {seed}: {p} and {q} too close");
            }
        }
    }
    let maze = Maze::from_seed(Algorithm::Prim, 3, 3, 1).unwrap();
    let mut map = DistanceMap::new();
    assert!(map.spread_out(&maze, [0], 5, 100).unwrap().is_empty());
    assert!(map.spread_out(&maze, [], 5, 1).is_err());
}

#[test]
fn tile_map_distances_are_twice_the_maze_distances() {
    for seed in 0..4 {
        let mut maze = Maze::from_seed(Algorithm::HuntAndKill, 9, 7, seed).unwrap();
        maze.braid(0.5, &mut rng::from_seed(seed)).unwrap();
        let map = TileMap::from_maze(
            &maze,
            1,
            TileIds {
                rock: 1u8,
                wall: 2,
                floor: 0,
            },
        )
        .unwrap();
        let (sx, sy) = map.cell_origin((0, 0).into()).unwrap();
        let tiles = DistanceMap::from_start(&map, map.cell_of((sx, sy)).unwrap()).unwrap();
        let cells = DistanceMap::from_start(&maze, 0).unwrap();
        for c in 0..maze.len() {
            let (x, y) = map.cell_origin(maze.coord_of(c).unwrap()).unwrap();
            assert_eq!(
                tiles.distance(map.cell_of((x, y)).unwrap()),
                cells.distance(c).map(|d| 2 * d)
            );
        }
        // Scaled by 3: the same reachability, walls stay walls.
        let big = TileMap::from_maze(
            &maze,
            3,
            TileIds {
                rock: 1u8,
                wall: 2,
                floor: 0,
            },
        )
        .unwrap();
        let (bx, by) = big.cell_origin((0, 0).into()).unwrap();
        let reach = DistanceMap::from_start(&big, big.cell_of((bx, by)).unwrap()).unwrap();
        let open = big.solid_rows().flatten().filter(|s| !**s).count();
        assert_eq!(reach.reached(), open);
    }
}

/// `len - 1` passages but not a tree: a ring of four on the left and a pair on
/// the right (built by hand). From the ring the maze walk's tree walk gives up and
/// the checked walk answers; from the pair the tree walk is exact. Both equal the
/// naive BFS.
#[test]
fn split_maze_with_a_loop_matches_naive_bfs() {
    use maze_gen::{Cell, Direction};
    let mut maze = Maze::new(3, 2).unwrap();
    maze.open_side(Cell::new(0, 0), Direction::East).unwrap();
    maze.open_side(Cell::new(0, 0), Direction::South).unwrap();
    maze.open_side(Cell::new(1, 0), Direction::South).unwrap();
    maze.open_side(Cell::new(0, 1), Direction::East).unwrap();
    maze.open_side(Cell::new(2, 0), Direction::South).unwrap();
    assert_eq!(maze.passage_count(), maze.len() - 1);
    let mut map = DistanceMap::new();
    for start in 0..maze.len() {
        map.compute(&maze, [start], None).unwrap();
        let oracle = bfs(&maze, start);
        for (c, want) in oracle.iter().enumerate() {
            assert_eq!(map.distance(c), *want, "start {start} cell {c}");
        }
        let mut general = DistanceMap::new();
        general
            .compute(&NeighborsOnly(&maze), [start], None)
            .unwrap();
        assert!(map.order().eq(general.order()));
    }
}
