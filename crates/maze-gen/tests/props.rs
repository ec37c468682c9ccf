//! Properties: no panic on arbitrary sizes and parameters, and text round trips.

use crate::oracle;

use floodfill::NeighborsOnly;
use maze_gen::{Algorithm, DistanceMap, Maze, RoomOptions, TileIds, TileMap, rng};
use proptest::prelude::*;

fn algorithm() -> impl Strategy<Value = Algorithm> {
    (0..Algorithm::ALL.len(), proptest::option::of(0u32..40)).prop_map(
        |(k, c)| match Algorithm::ALL[k] {
            Algorithm::Dig { .. } => Algorithm::Dig { complexity: c },
            a => a,
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn text_round_trips(a in algorithm(), w in 1usize..14, h in 1usize..14, seed: u64) {
        let maze = Maze::from_seed(a, w, h, seed).unwrap();
        let text = maze.to_string();
        prop_assert_eq!(text.parse::<Maze>().unwrap(), maze.clone());
        prop_assert_eq!(maze.box_drawing().to_string().lines().count(), 2 * h + 1);
        if a.is_perfect() {
            oracle::assert_perfect(&maze, &a.to_string());
        }
    }

    #[test]
    fn never_panics(
        a in algorithm(),
        w in 0usize..40,
        h in 0usize..40,
        seed: u64,
        p in proptest::num::f64::ANY,
        count in 0usize..8,
        min_side in 0usize..8,
        max_side in 0usize..12,
        unit in 0usize..4,
        d in 0u32..50,
    ) {
        let Ok(mut maze) = Maze::from_seed(a, w, h, seed) else {
            prop_assert!(w == 0 || h == 0);
            return Ok(());
        };
        let mut r = rng::from_seed(seed);
        let braided = maze.braid(p, &mut r);
        prop_assert_eq!(braided.is_ok(), (0.0..=1.0).contains(&p));
        let opts = RoomOptions { count, min_side, max_side, extra_door_percent: 30 };
        let _ = maze.add_rooms(&opts, &mut r);
        let mut map = DistanceMap::new();
        map.compute(&maze, [seed as usize % maze.len()], None).unwrap();
        let _ = map.at_least(d).count();
        let _ = map.spread_out(&maze, [0], count, d).unwrap();
        if let Ok(tiles) = TileMap::from_maze(&maze, unit, TileIds { rock: 0u8, wall: 1, floor: 2 }) {
            let (x, y) = tiles.cell_origin((0, 0).into()).unwrap();
            let _ = DistanceMap::from_start(&tiles, tiles.cell_of((x, y)).unwrap()).unwrap();
        }
        prop_assert_eq!(maze.to_string().parse::<Maze>().unwrap(), maze);
    }

    /// The maze walk equals the general walk on random, braided and room mazes,
    /// from several starts (border cells included) and with random budgets.
    #[test]
    fn maze_walk_matches_the_general_walk(
        a in algorithm(),
        w in 1usize..40,
        h in 1usize..40,
        seed: u64,
        p in 0.0f64..=1.0,
        rooms in any::<bool>(),
        starts in proptest::collection::vec(any::<usize>(), 0..4),
        max in proptest::option::of(0u32..60),
    ) {
        let mut maze = Maze::from_seed(a, w, h, seed).unwrap();
        let mut r = rng::from_seed(seed);
        maze.braid(p, &mut r).unwrap();
        if rooms {
            let _ = maze.add_rooms(&RoomOptions::default(), &mut r);
        }
        let starts: Vec<usize> = starts.into_iter().map(|s| s % maze.len()).collect();
        let (mut general, mut fast) = (DistanceMap::new(), DistanceMap::new());
        general.compute(&NeighborsOnly(&maze), starts.iter().copied(), max).unwrap();
        fast.compute(&maze, starts.iter().copied(), max).unwrap();
        prop_assert_eq!(fast.step_map(), general.step_map());
        prop_assert!(fast.order().eq(general.order()));
        prop_assert!(fast.layers().map(Vec::from_iter).eq(general.layers().map(Vec::<usize>::from_iter)));
    }

    /// On perfect mazes (trees) from one start and without a binding budget,
    /// `compute` over a maze takes the tree walk over passage bytes: it must equal the general walk
    /// and a naive BFS, for every algorithm.
    #[test]
    fn tree_walk_on_perfect_mazes_matches_naive_bfs(
        a in algorithm(),
        w in 1usize..40,
        h in 1usize..40,
        seed: u64,
        start: usize,
        budget in proptest::option::of(0usize..4),
    ) {
        prop_assume!(a.is_perfect());
        let maze = Maze::from_seed(a, w, h, seed).unwrap();
        let start = start % maze.len();
        // No budget, or one at least the cell count (it cannot stop a tree walk).
        let max = budget.map(|k| (maze.len() + k) as u32);
        let (mut general, mut fast) = (DistanceMap::new(), DistanceMap::new());
        general.compute(&NeighborsOnly(&maze), [start], max).unwrap();
        fast.compute(&maze, [start], max).unwrap();
        prop_assert_eq!(fast.step_map(), general.step_map());
        prop_assert!(fast.order().eq(general.order()));
        prop_assert!(fast.layers().map(Vec::from_iter).eq(general.layers().map(Vec::<usize>::from_iter)));
        let oracle = oracle::bfs(&maze, start);
        prop_assert_eq!(fast.reached(), maze.len());
        for (c, want) in oracle.iter().enumerate() {
            prop_assert_eq!(fast.distance(c), *want);
        }
    }

    #[test]
    fn arbitrary_text_never_panics(s in "[# .\nx]{0,60}") {
        if let Ok(maze) = s.parse::<Maze>() {
            prop_assert_eq!(maze.to_string().parse::<Maze>().unwrap(), maze);
        }
    }
}
