//! Multi-floor boards: perfect mazes for every any-board algorithm, two-way
//! passages, every cell joined (checked by brute force), stairs used.

use floodfill::{Connectivity, SquareGrid, Topology};
use maze_gen::{Algorithm, Board, DistanceMap, Levels, TorusGrid};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn mazes_on_levels_are_perfect(w in 1usize..6, h in 1usize..6, floors in 1usize..4, seed in any::<u64>()) {
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let board = Board::new(Levels::new(grid, floors).unwrap()).unwrap();
        let len = w * h * floors;
        for algorithm in Algorithm::ALL.into_iter().filter(|a| a.works_on_any_board()) {
            let maze = algorithm.generate_on(&board, &mut maze_gen::rng::seeded(seed)).unwrap();
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
    let board = Board::new(Levels::new(TorusGrid::new(4, 3).unwrap(), 2).unwrap()).unwrap();
    let maze = Algorithm::Kruskal
        .generate_on(&board, &mut maze_gen::rng::seeded(1))
        .unwrap();
    assert_eq!(maze.passage_count(), 23);
}
