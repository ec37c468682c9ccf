//! The names renamed for the workspace vocabulary still answer as the new ones for one
//! release.
#![allow(deprecated)]

use maze_gen::{Algorithm, Cell, Maze, PolarGrid, TileIds, TileMap};

#[test]
fn maze_index_of_answers_as_cell_of() {
    let maze = Maze::new(4, 3).unwrap();
    for y in 0..5 {
        for x in 0..6 {
            let cell = Cell::new(x, y);
            assert_eq!(maze.index_of(cell), maze.cell_of(cell));
        }
    }
}

#[test]
fn tile_map_index_answers_as_cell_of() {
    let maze = Maze::from_seed(Algorithm::Backtracker, 4, 3, 1).unwrap();
    let map = TileMap::from_maze(
        &maze,
        2,
        TileIds {
            rock: 1u16,
            wall: 2,
            floor: 0,
        },
    )
    .unwrap();
    for y in 0..map.height() + 2 {
        for x in 0..map.width() + 2 {
            assert_eq!(map.index(x, y), map.cell_of((x, y)));
        }
    }
}

#[test]
fn polar_grid_cell_answers_as_cell_of() {
    let grid = PolarGrid::new(4).unwrap();
    for ring in 0..grid.rings() + 1 {
        for k in 0..40 {
            assert_eq!(grid.cell(ring, k), grid.cell_of((ring, k)));
        }
    }
}

#[test]
fn open_neighbours_answers_as_open_neighbors() {
    let maze = Maze::from_seed(Algorithm::Backtracker, 5, 4, 7).unwrap();
    for cell in 0..maze.len() + 2 {
        assert!(maze.open_neighbours(cell).eq(maze.open_neighbors(cell)));
    }
}

#[test]
fn polar_grid_ring_of_answers_as_coord_of() {
    let grid = PolarGrid::new(5).unwrap();
    for cell in 0..grid.ring_counts().iter().sum::<usize>() + 3 {
        assert_eq!(grid.ring_of(cell), grid.coord_of(cell));
    }
}

#[test]
fn maze_cell_at_answers_as_coord_of_on_the_maze() {
    let maze = Maze::new(4, 3).unwrap();
    for index in 0..maze.len() {
        assert_eq!(Some(maze.cell_at(index)), maze.coord_of(index));
    }
    // Off the maze the old form gave a cell below the last row; the new one none.
    assert_eq!(maze.cell_at(12), Cell::new(0, 3));
    assert_eq!(maze.coord_of(12), None);
}

#[test]
fn distance_map_path_from_is_path_to_reversed() {
    let maze = Maze::from_seed(Algorithm::Wilson, 7, 5, 3).unwrap();
    let map = maze_gen::DistanceMap::from_start(&maze, 0).unwrap();
    for goal in 0..maze.len() + 2 {
        let old: Vec<usize> = map.path_from(&maze, goal).collect();
        let new: Vec<usize> = map
            .path_to(&maze, goal)
            .into_iter()
            .flatten()
            .rev()
            .collect();
        assert_eq!(old, new);
    }
}

#[test]
fn the_old_ways_to_generate_give_the_seeded_mazes() {
    use maze_gen::{GrowingTreeMode, generate, rng};

    type Old = fn(usize, usize, &mut rng::SeedRng) -> Result<Maze, maze_gen::MazeError>;
    let old: [(Algorithm, Old); 12] = [
        (Algorithm::Backtracker, generate::backtracker),
        (Algorithm::Prim, generate::prim),
        (Algorithm::Kruskal, generate::kruskal),
        (Algorithm::Wilson, generate::wilson),
        (Algorithm::AldousBroder, generate::aldous_broder),
        (Algorithm::HuntAndKill, generate::hunt_and_kill),
        (Algorithm::Eller, generate::eller),
        (Algorithm::Sidewinder, generate::sidewinder),
        (Algorithm::BinaryTree, generate::binary_tree),
        (Algorithm::RecursiveDivision, generate::recursive_division),
        (Algorithm::StickDown, generate::stick_down),
        (Algorithm::WallExtending, generate::wall_extending),
    ];
    for (w, h, seed) in [(1, 1, 0), (7, 5, 1), (12, 9, 42)] {
        for (algorithm, make) in old {
            let want = Maze::from_seed(algorithm, w, h, seed).unwrap();
            assert_eq!(make(w, h, &mut rng::seeded(seed)).unwrap(), want);
        }
        for algorithm in Algorithm::ALL {
            let want = Maze::from_seed(algorithm, w, h, seed).unwrap();
            let by_method = algorithm.generate(w, h, &mut rng::seeded(seed)).unwrap();
            let by_maze = Maze::generate(algorithm, w, h, &mut rng::seeded(seed)).unwrap();
            assert_eq!(by_method, want);
            assert_eq!(by_maze, want);
        }
        for complexity in [None, Some(0), Some(3)] {
            let want = Maze::from_seed(Algorithm::Dig { complexity }, w, h, seed).unwrap();
            let dug = generate::dig(w, h, complexity, &mut rng::seeded(seed)).unwrap();
            assert_eq!(dug, want);
        }
        let mode = GrowingTreeMode::Mixed { newest_percent: 30 };
        let want = Maze::from_seed(Algorithm::GrowingTree(mode), w, h, seed).unwrap();
        let grown = generate::growing_tree(w, h, mode, &mut rng::seeded(seed)).unwrap();
        assert_eq!(grown, want);
    }
    // The size checks are the same too.
    assert_eq!(
        generate::eller(0, 3, &mut rng::seeded(1)).unwrap_err(),
        Maze::from_seed(Algorithm::Eller, 0, 3, 1).unwrap_err()
    );
}

#[test]
fn generate_on_and_seeded_answer_as_from_rng_and_from_seed() {
    let board = maze_gen::MazeBoard::new(maze_gen::Square::new(6, 5).unwrap()).unwrap();
    for a in Algorithm::ALL {
        let old = a
            .generate_on(&board, &mut maze_gen::rng::seeded(7))
            .unwrap();
        let new = a
            .from_rng(&board, &mut maze_gen::rng::from_seed(7))
            .unwrap();
        assert_eq!(old, new, "{a}");
    }
}

#[test]
fn board_is_maze_board() {
    let old: maze_gen::Board<_> = maze_gen::Board::square(5, 4).unwrap();
    let new = maze_gen::MazeBoard::square(5, 4).unwrap();
    assert_eq!(old, new);
    assert_eq!(
        Algorithm::Wilson.from_rng(&old, &mut maze_gen::rng::from_seed(3)),
        Algorithm::Wilson.from_rng(&new, &mut maze_gen::rng::from_seed(3))
    );
}

#[test]
#[allow(deprecated)]
fn weave_generate_is_from_rng() {
    use maze_gen::{WeaveMaze, rng};
    for seed in 0..8 {
        let old = WeaveMaze::generate(9, 6, &mut rng::from_seed(seed)).unwrap();
        let new = WeaveMaze::from_rng(9, 6, &mut rng::from_seed(seed)).unwrap();
        assert_eq!(old, new, "seed {seed}");
        assert_eq!(
            new,
            WeaveMaze::from_seed(9, 6, seed).unwrap(),
            "seed {seed}"
        );
    }
}
