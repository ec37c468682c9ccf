//! The one way to generate, `Algorithm::from_rng`, on the square grid: every
//! algorithm runs on a board of `Square` and gives the seeded maze of
//! `Maze::from_seed`; the square fast paths are found through `Topology::shape`,
//! so a topology that says it is the square grid (truly) takes them and one that
//! says so falsely is refused.

use floodfill::{Connectivity, NeighborsOnly, Shape, SquareGrid, Topology};
use maze_gen::{Algorithm, Maze, MazeBoard, MazeError, Square, rng};
use proptest::prelude::*;

/// A user topology with `Square`'s neighbours that reports a chosen shape.
#[derive(Clone)]
struct Claims<'a, T> {
    inner: T,
    shape: Option<Shape<'a>>,
}

impl<T: Topology> Topology for Claims<'_, T> {
    fn len(&self) -> usize {
        self.inner.len()
    }

    fn for_each_neighbor(&self, cell: usize, f: impl FnMut(usize)) {
        self.inner.for_each_neighbor(cell, f);
    }

    fn max_degree(&self) -> usize {
        self.inner.max_degree()
    }

    fn shape(&self) -> Option<Shape<'_>> {
        self.shape
    }
}

/// Cell `i`'s open sides as a set of neighbour cells, the oracle's view of a maze.
fn open_sets<T: Topology>(maze: &Maze<T>) -> Vec<Vec<usize>> {
    (0..maze.len())
        .map(|c| {
            let mut open: Vec<usize> = maze.open_neighbors(c).collect();
            open.sort_unstable();
            open
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every algorithm on a board of `Square` is the seeded square maze.
    #[test]
    fn a_square_board_gives_the_seeded_maze(
        w in 1usize..12, h in 1usize..12, seed in any::<u64>(), k in 0usize..17,
    ) {
        let algorithm = Algorithm::ALL[k];
        let board = MazeBoard::new(Square::new(w, h).unwrap()).unwrap();
        let maze = algorithm.from_rng(&board, &mut rng::from_seed(seed)).unwrap();
        prop_assert_eq!(maze, Maze::from_seed(algorithm, w, h, seed).unwrap());
    }

    /// A topology that truly is the square grid and says so takes the same
    /// paths as `Square`: the same passages for every algorithm, the square-only
    /// ones included. With its shape hidden it is any board: the square-only
    /// algorithms refuse it, the others give perfect mazes (by other draws for
    /// the random walks, which take two bits a step on the square grid).
    #[test]
    fn a_true_square_claim_is_the_square_grid(
        w in 1usize..10, h in 1usize..10, seed in any::<u64>(), k in 0usize..17,
    ) {
        let algorithm = Algorithm::ALL[k];
        let square = Square::new(w, h).unwrap();
        let claims = Claims { inner: square, shape: square.shape() };
        let board = MazeBoard::new(claims).unwrap();
        let maze = algorithm.from_rng(&board, &mut rng::from_seed(seed)).unwrap();
        let want = Maze::from_seed(algorithm, w, h, seed).unwrap();
        prop_assert_eq!(open_sets(&maze), open_sets(&want));

        let hidden = MazeBoard::new(NeighborsOnly(&square)).unwrap();
        let general = algorithm.from_rng(&hidden, &mut rng::from_seed(seed));
        if algorithm.works_on_any_board() {
            prop_assert_eq!(general.unwrap().passage_count(), w * h - 1);
        } else {
            prop_assert_eq!(general.unwrap_err(), MazeError::SquareGridOnly(algorithm));
        }
    }
}

#[test]
fn a_false_square_claim_is_refused() {
    // floodfill's square grid names the same cells in another order, and only
    // those on the grid: not the four fixed side slots the shape says.
    let grid = SquareGrid::new(4, 3, Connectivity::Four).unwrap();
    let shape = Some(Shape::SquareSides {
        width: 4,
        height: 3,
    });
    let liar = Claims { inner: grid, shape };
    assert!(matches!(
        MazeBoard::new(liar),
        Err(MazeError::BadParameter {
            name: "topology",
            ..
        })
    ));
    // The right order but a size the cells are not.
    let square = Square::new(4, 3).unwrap();
    let shape = Some(Shape::SquareSides {
        width: 3,
        height: 4,
    });
    assert!(
        MazeBoard::new(Claims {
            inner: square,
            shape
        })
        .is_err()
    );
}

#[test]
fn square_only_algorithms_need_the_whole_square_grid() {
    let masked = MazeBoard::masked(Square::new(5, 4).unwrap(), |c| c != 7).unwrap();
    let grid = MazeBoard::square(5, 4).unwrap();
    for algorithm in Algorithm::ALL {
        let on_mask = algorithm.from_rng(&masked, &mut rng::from_seed(3));
        let on_grid = algorithm.from_rng(&grid, &mut rng::from_seed(3));
        if algorithm.works_on_any_board() {
            assert_eq!(on_mask.unwrap().passage_count(), 5 * 4 - 2, "{algorithm}");
            assert_eq!(on_grid.unwrap().passage_count(), 5 * 4 - 1, "{algorithm}");
        } else {
            assert_eq!(on_mask.unwrap_err(), MazeError::SquareGridOnly(algorithm));
            assert_eq!(on_grid.unwrap_err(), MazeError::SquareGridOnly(algorithm));
        }
    }
}
