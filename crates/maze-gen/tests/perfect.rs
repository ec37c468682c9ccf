//! Every perfect-maze algorithm, many seeds and sizes: `w*h - 1` passages and every
//! cell reachable (together: a spanning tree, so no loops).

use crate::oracle;

use maze_gen::{Algorithm, Maze, MazeBoard, MazeError, Square, generate, rng};
use oracle::{assert_perfect, bfs};

const SIZES: [(usize, usize); 9] = [
    (1, 1),
    (1, 9),
    (9, 1),
    (2, 2),
    (3, 5),
    (8, 8),
    (13, 7),
    (31, 17),
    (40, 40),
];

#[test]
fn every_algorithm_makes_perfect_mazes() {
    for algorithm in Algorithm::ALL {
        for (w, h) in SIZES {
            for seed in 0..12 {
                let maze = Maze::from_seed(algorithm, w, h, seed).unwrap();
                assert_eq!((maze.width(), maze.height()), (w, h));
                assert_perfect(&maze, &format!("{algorithm} {w}x{h} seed {seed}"));
            }
        }
    }
}

#[test]
fn seeds_reproduce_and_differ() {
    for algorithm in Algorithm::ALL {
        let a = Maze::from_seed(algorithm, 12, 12, 5).unwrap();
        assert_eq!(
            a,
            Maze::from_seed(algorithm, 12, 12, 5).unwrap(),
            "{algorithm}"
        );
        assert_ne!(
            a,
            Maze::from_seed(algorithm, 12, 12, 6).unwrap(),
            "{algorithm}"
        );
    }
}

/// The dig method with a branch limit on the whole `width × height` grid.
fn dig(
    width: usize,
    height: usize,
    complexity: Option<u32>,
    rng: &mut impl rand_core::Rng,
) -> Result<Maze, MazeError> {
    Algorithm::Dig { complexity }.from_rng(&MazeBoard::new(Square::new(width, height)?)?, rng)
}

#[test]
fn limited_dig_leaves_a_tree_of_dug_cells_in_solid_rock() {
    for seed in 0..20 {
        for complexity in [0, 1, 3, 10] {
            let mut r = rng::from_seed(seed);
            let maze = dig(15, 11, Some(complexity), &mut r).unwrap();
            let dug: Vec<usize> = (0..maze.len()).filter(|&i| maze.passages(i) != 0).collect();
            if complexity == 0 {
                assert!(dug.is_empty());
                continue;
            }
            // A tree: dug - 1 passages, all dug cells connected.
            assert_eq!(
                maze.passage_count() + 1,
                dug.len(),
                "seed {seed} c {complexity}"
            );
            let dist = bfs(&maze, dug[0]);
            assert!(dug.iter().all(|&i| dist[i].is_some()));
        }
    }
    // More branches dig more of the grid.
    let few = dig(30, 30, Some(2), &mut rng::from_seed(1)).unwrap();
    let many = dig(30, 30, Some(60), &mut rng::from_seed(1)).unwrap();
    assert!(many.passage_count() > few.passage_count());
}

#[test]
fn dig_from_starts_where_asked() {
    let maze = generate::dig_from(
        Maze::new(9, 9).unwrap(),
        maze_gen::Cell::new(4, 4),
        Some(1),
        &mut rng::from_seed(3),
    )
    .unwrap();
    assert!(maze.passages(4 * 9 + 4) != 0);
    assert!(
        generate::dig_from(
            Maze::new(9, 9).unwrap(),
            maze_gen::Cell::new(9, 0),
            None,
            &mut rng::from_seed(3)
        )
        .is_err()
    );
}

#[test]
fn bad_sizes_are_errors() {
    for algorithm in Algorithm::ALL {
        assert!(Maze::from_seed(algorithm, 0, 5, 1).is_err());
        assert!(Maze::from_seed(algorithm, 5, 0, 1).is_err());
        assert!(Maze::from_seed(algorithm, 1 << 20, 2, 1).is_err());
        assert!(Maze::from_seed(algorithm, 1 << 14, 1 << 14, 1).is_err());
    }
}

/// The issue asks for 4096 x 4096: explicit stacks, no recursion. The backtracker
/// has the deepest stack (a path through most of the cells), the best test of it.
#[test]
fn huge_mazes_generate() {
    for algorithm in [Algorithm::Backtracker, Algorithm::RecursiveDivision] {
        let maze = Maze::from_seed(algorithm, 4096, 4096, 9).unwrap();
        assert_eq!(maze.passage_count(), 4096 * 4096 - 1, "{algorithm}");
    }
}
