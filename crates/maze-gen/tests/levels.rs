//! Multi-floor boards: perfect mazes for every any-board algorithm, two-way
//! passages, every cell joined (checked by brute force), stairs used.

use floodfill::{Connectivity, HexGrid, SquareGrid, Topology};
use hexgrid::OffsetLayout;
use maze_gen::{Algorithm, DistanceMap, Levels, Maze, MazeBoard, MazeError, PolarGrid, TorusGrid};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn mazes_on_levels_are_perfect(w in 1usize..6, h in 1usize..6, floors in 1usize..4, seed in any::<u64>()) {
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let board = MazeBoard::new(Levels::new(grid, floors).unwrap()).unwrap();
        let len = w * h * floors;
        for algorithm in Algorithm::ALL.into_iter().filter(|a| a.works_on_any_board()) {
            let maze = algorithm.from_rng(&board, &mut maze_gen::rng::from_seed(seed)).unwrap();
            prop_assert_eq!(maze.passage_count(), len - 1);
            for cell in 0..len {
                maze.for_each_neighbor(cell, |j| {
                    assert!(maze.is_open(j, cell), "{algorithm}: one-sided {cell}-{j}");
                    let mut adjacent = false;
                    board.topology().for_each_neighbor(cell, |k| adjacent |= k == j);
                    assert!(adjacent, "{algorithm}: {cell}-{j}");
                });
            }
            let reach = DistanceMap::from_start(&maze, 0).unwrap();
            prop_assert_eq!(reach.reached(), len);
        }
    }
}

#[test]
fn a_torus_dungeon_is_pinned() {
    let board = MazeBoard::new(Levels::new(TorusGrid::new(4, 3).unwrap(), 2).unwrap()).unwrap();
    let maze = Algorithm::Kruskal
        .from_rng(&board, &mut maze_gen::rng::from_seed(1))
        .unwrap();
    assert_eq!(maze.passage_count(), 23);
}

/// Every open passage once, as (lower cell, higher cell), in cell order.
fn passage_list<T: Topology + Clone>(maze: &Maze<T>) -> Vec<(usize, usize)> {
    let mut list = vec![];
    for c in 0..maze.len() {
        maze.for_each_neighbor(c, |j| {
            if j > c {
                list.push((c, j));
            }
        });
    }
    list
}

/// The perfect-maze invariants on a masked board, by brute force.
fn assert_perfect_on<T: Topology + Clone>(board: &MazeBoard<T>, seed: u64, what: &str) {
    for algorithm in Algorithm::ALL
        .into_iter()
        .filter(|a| a.works_on_any_board())
    {
        let maze = algorithm
            .from_rng(board, &mut maze_gen::rng::from_seed(seed))
            .unwrap();
        let usable = board.usable_count();
        assert_eq!(maze.passage_count(), usable - 1, "{algorithm} on {what}");
        for cell in 0..board.len() {
            maze.for_each_neighbor(cell, |j| {
                assert!(
                    board.is_usable(cell) && board.is_usable(j),
                    "{what}: masked"
                );
                assert!(maze.is_open(j, cell), "{what}: one-sided {cell}-{j}");
            });
        }
        let start = (0..board.len()).find(|&c| board.is_usable(c)).unwrap();
        let reach = DistanceMap::from_start(&maze, start).unwrap();
        assert_eq!(reach.reached(), usable, "{algorithm} on {what}: joined");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn masked_levels_are_perfect(w in 2usize..6, h in 2usize..6, floors in 1usize..4, holes in any::<u64>(), seed in any::<u64>()) {
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let levels = Levels::new(grid, floors).unwrap();
        match MazeBoard::masked(levels, |c| holes >> (c % 64) & 1 == 0 || c == 0) {
            Ok(board) => assert_perfect_on(&board, seed, "masked levels"),
            Err(e) => {
                let expected = matches!(e, MazeError::SplitMask { .. } | MazeError::EmptyMask);
                prop_assert!(expected, "unexpected error {:?}", e);
            }
        }
    }

    #[test]
    fn hex_and_polar_floors_are_perfect(cols in 1usize..6, rows in 1usize..6, rings in 1usize..5, floors in 1usize..4, seed in any::<u64>()) {
        let hex = Levels::new(HexGrid::new(cols, rows, OffsetLayout::OddR).unwrap(), floors).unwrap();
        assert_perfect_on(&MazeBoard::new(hex).unwrap(), seed, "hex levels");
        let polar = Levels::new(PolarGrid::new(rings).unwrap(), floors).unwrap();
        assert_perfect_on(&MazeBoard::new(polar).unwrap(), seed, "polar levels");
    }

    #[test]
    fn braided_levels_stay_joined_and_off_the_mask(w in 2usize..6, h in 2usize..6, floors in 1usize..4, p in 0.0f64..=1.0, seed in any::<u64>()) {
        let levels = Levels::new(SquareGrid::new(w, h, Connectivity::Four).unwrap(), floors).unwrap();
        // The first floor's corner cell is a hole; the rest stays one part.
        let board = MazeBoard::masked(levels, |c| c != 0).unwrap();
        let mut maze = Algorithm::Backtracker
            .from_rng(&board, &mut maze_gen::rng::from_seed(seed))
            .unwrap();
        let before = maze.passage_count();
        let opened = maze.braid(p, &mut maze_gen::rng::from_seed(seed)).unwrap();
        prop_assert_eq!(maze.passage_count(), before + opened);
        for c in 0..maze.len() {
            maze.for_each_neighbor(c, |j| assert!(board.is_usable(c) && board.is_usable(j)));
        }
        let reach = DistanceMap::from_start(&maze, 1).unwrap();
        prop_assert_eq!(reach.reached(), board.usable_count());
    }

    #[test]
    fn levels_statistics_match_the_all_pairs_oracle(w in 1usize..5, h in 1usize..5, floors in 1usize..4, seed in any::<u64>(), p in 0.0f64..1.0) {
        let levels = Levels::new(SquareGrid::new(w, h, Connectivity::Four).unwrap(), floors).unwrap();
        let board = MazeBoard::new(levels).unwrap();
        let mut maze = Algorithm::Wilson.from_rng(&board, &mut maze_gen::rng::from_seed(seed)).unwrap();
        crate::stats::check(&maze);
        maze.braid(p, &mut maze_gen::rng::from_seed(seed)).unwrap();
        crate::stats::check(&maze);
    }
}

#[test]
fn square_only_algorithms_are_refused_on_levels() {
    let levels = Levels::new(SquareGrid::new(3, 3, Connectivity::Four).unwrap(), 2).unwrap();
    let board = MazeBoard::new(levels).unwrap();
    let refused: Vec<Algorithm> = Algorithm::ALL
        .into_iter()
        .filter(|a| !a.works_on_any_board())
        .collect();
    assert!(!refused.is_empty());
    for square_only in refused {
        assert_eq!(
            square_only
                .from_rng(&board, &mut maze_gen::rng::from_seed(1))
                .unwrap_err(),
            MazeError::SquareGridOnly(square_only)
        );
    }
}

/// A seeded dungeon stays the same forever: every passage pinned.
#[test]
fn a_seeded_dungeon_pins_every_passage() {
    let levels = Levels::new(SquareGrid::new(3, 2, Connectivity::Four).unwrap(), 2).unwrap();
    let board = MazeBoard::new(levels).unwrap();
    let maze = Algorithm::Backtracker
        .from_rng(&board, &mut maze_gen::rng::from_seed(7))
        .unwrap();
    assert_eq!(
        passage_list(&maze),
        [
            (0, 1),
            (1, 2),
            (1, 7),
            (2, 5),
            (3, 4),
            (3, 9),
            (4, 5),
            (6, 9),
            (7, 10),
            (8, 11),
            (10, 11)
        ]
    );
}

/// The text form: each floor in its board's picture, the open stairs listed.
#[test]
fn a_seeded_dungeon_prints_its_floors_and_stairs() {
    let levels = Levels::new(SquareGrid::new(3, 2, Connectivity::Four).unwrap(), 2).unwrap();
    let board = MazeBoard::new(levels).unwrap();
    let maze = Algorithm::Backtracker
        .from_rng(&board, &mut maze_gen::rng::from_seed(7))
        .unwrap();
    assert_eq!(
        maze.to_string(),
        "floor 0:\n#######\n#     #\n##### #\n#     #\n#######\nstairs up: (1, 0) (0, 1)\nfloor 1:\n#######\n# # # #\n# # # #\n# #   #\n#######"
    );
}
