//! Mazes on upsilon boards (octagons and squares): perfect for every algorithm
//! that runs on any board, every cell joined, passages two-way and only between
//! cells that touch, braids and masks keep that, statistics match the naive
//! figures, bad sizes are typed errors, and seeded mazes are pinned.

use floodfill::Topology;
use maze_gen::{Algorithm, MazeBoard, MazeError, UpsilonGrid};
use proptest::prelude::*;

use crate::oracle::{
    any_board_algorithms, check_braided, check_every_algorithm, check_masked, check_perfect_stats,
};

/// Whether cells `a` and `b` of `grid` touch, from coordinates alone: side by
/// side in a row or a column, or diagonal where both are octagons.
fn touch(grid: &UpsilonGrid, a: usize, b: usize) -> bool {
    let w = grid.width();
    let (ax, ay, bx, by) = (a % w, a / w, b % w, b / w);
    match (ax.abs_diff(bx), ay.abs_diff(by)) {
        (1, 0) | (0, 1) => true,
        (1, 1) => UpsilonGrid::is_octagon(ax, ay) && UpsilonGrid::is_octagon(bx, by),
        _ => false,
    }
}

fn board(w: usize, h: usize) -> MazeBoard<UpsilonGrid> {
    MazeBoard::new(UpsilonGrid::new(w, h).unwrap()).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn upsilon_mazes_are_perfect(w in 1usize..10, h in 1usize..8, seed in any::<u64>()) {
        let board = board(w, h);
        let grid = *board.topology();
        check_every_algorithm(&board, seed, |a, b| touch(&grid, a, b), &format!("{w}x{h}"));
    }

    #[test]
    fn braided_upsilon_mazes_stay_joined_and_two_way(w in 2usize..10, h in 1usize..8, k in 0usize..64, seed in any::<u64>(), p in 0.0f64..=1.0) {
        let board = board(w, h);
        let grid = *board.topology();
        check_braided(&board, k, seed, p, |a, b| touch(&grid, a, b));
    }

    #[test]
    fn masked_upsilon_mazes_are_perfect(w in 2usize..9, h in 2usize..7, holes in any::<u64>(), seed in any::<u64>()) {
        let grid = UpsilonGrid::new(w, h).unwrap();
        let board = MazeBoard::masked(grid, |c| holes >> (c % 64) & 1 == 0 || c == 0);
        check_masked(board, seed, |a, b| touch(&grid, a, b));
    }

    #[test]
    fn neighbours_are_the_cells_that_touch_in_the_documented_order(w in 1usize..12, h in 1usize..12) {
        let grid = UpsilonGrid::new(w, h).unwrap();
        prop_assert_eq!(grid.len(), w * h);
        for a in 0..grid.len() {
            let mut listed = Vec::new();
            grid.for_each_neighbor(a, |j| listed.push(j));
            let mut sorted = listed.clone();
            sorted.sort_unstable();
            let naive: Vec<usize> = (0..grid.len()).filter(|&b| touch(&grid, a, b)).collect();
            prop_assert_eq!(&sorted, &naive);
            // North, east, south, west, then north-east, south-east, south-west,
            // north-west, as (dx, dy) steps.
            let (x, y) = (a % w, a / w);
            let steps: [(isize, isize); 8] = [(0, -1), (1, 0), (0, 1), (-1, 0), (1, -1), (1, 1), (-1, 1), (-1, -1)];
            let order: Vec<usize> = steps
                .iter()
                .filter_map(|&(dx, dy)| {
                    let (nx, ny) = (x.checked_add_signed(dx)?, y.checked_add_signed(dy)?);
                    (nx < w && ny < h).then_some(ny * w + nx)
                })
                .filter(|&b| touch(&grid, a, b))
                .collect();
            prop_assert_eq!(listed, order);
        }
        let mut none = true;
        grid.for_each_neighbor(grid.len(), |_| none = false);
        grid.for_each_neighbor(usize::MAX, |_| none = false);
        prop_assert!(none);
    }

    #[test]
    fn upsilon_statistics_match_an_all_pairs_oracle(w in 1usize..9, h in 1usize..7, k in 0usize..64, seed in any::<u64>()) {
        let algs = any_board_algorithms();
        let maze = algs[k % algs.len()].from_rng(&board(w, h), &mut maze_gen::rng::from_seed(seed)).unwrap();
        let grid = *maze.board().topology();
        check_perfect_stats(&maze, |a, b| touch(&grid, a, b));
    }
}

#[test]
fn bad_upsilon_sizes_are_typed_errors() {
    for (w, h) in [(0, 3), (3, 0), (0, 0)] {
        assert!(matches!(
            UpsilonGrid::new(w, h),
            Err(MazeError::EmptyMaze { .. })
        ));
    }
    for (w, h) in [
        (usize::MAX, 2),
        (2, usize::MAX),
        (usize::MAX, usize::MAX),
        (1 << 14, 1 << 14),
    ] {
        assert!(matches!(
            UpsilonGrid::new(w, h),
            Err(MazeError::MazeTooLarge { .. })
        ));
    }
    assert!(UpsilonGrid::is_octagon(usize::MAX, usize::MAX));
    assert!(!UpsilonGrid::is_octagon(usize::MAX, 0));
    // A strip one cell wide is octagons and squares by turns, joined at their sides.
    assert_eq!(board(1, 5).usable_count(), 5);
}

/// Wilson's maze on a 5 x 3 upsilon board, seed 7: each cell's open neighbours
/// in slot order.
#[test]
fn a_seeded_upsilon_maze_is_pinned() {
    let maze = Algorithm::Wilson
        .from_rng(&board(5, 3), &mut maze_gen::rng::from_seed(7))
        .unwrap();
    let open: Vec<Vec<usize>> = (0..maze.len())
        .map(|c| maze.open_neighbors(c).collect())
        .collect();
    assert_eq!(open, PINNED_OPEN);
}

const PINNED_OPEN: &[&[usize]] = &[
    &[1, 5],
    &[6, 0],
    &[3, 6],
    &[4, 2],
    &[9, 3],
    &[0, 10],
    &[1, 7, 2],
    &[6],
    &[9, 13, 12],
    &[4, 8],
    &[5, 11],
    &[10],
    &[8],
    &[8, 14],
    &[13],
];

#[cfg(feature = "serde")]
#[test]
fn upsilon_boards_round_trip_and_load_like_the_constructor() {
    let grid = UpsilonGrid::new(5, 3).unwrap();
    let json = serde_json::to_string(&grid).unwrap();
    assert_eq!(serde_json::from_str::<UpsilonGrid>(&json).unwrap(), grid);
    let board = MazeBoard::masked(grid, |c| c != 14).unwrap();
    let maze = Algorithm::Prim
        .from_rng(&board, &mut maze_gen::rng::from_seed(2))
        .unwrap();
    let saved = serde_json::to_string(&maze).unwrap();
    assert_eq!(
        serde_json::from_str::<maze_gen::Maze<UpsilonGrid>>(&saved).unwrap(),
        maze
    );
    for bad in [
        r#"{"width":0,"height":3}"#,
        r#"{"width":3,"height":0}"#,
        r#"{"width":18446744073709551615,"height":2}"#,
        r#"{"width":32768,"height":32768}"#,
    ] {
        assert!(serde_json::from_str::<UpsilonGrid>(bad).is_err(), "{bad}");
    }
}

#[test]
fn square_grid_only_algorithms_refuse_an_upsilon_board() {
    let board = board(6, 4);
    for algorithm in Algorithm::ALL
        .into_iter()
        .filter(|a| !a.works_on_any_board())
    {
        let got = algorithm.from_rng(&board, &mut maze_gen::rng::from_seed(1));
        assert!(
            matches!(got, Err(MazeError::SquareGridOnly { .. })),
            "{algorithm}: {got:?}"
        );
    }
}

#[test]
fn a_seeded_upsilon_maze_prints_as_pinned() {
    let maze = Algorithm::Wilson
        .from_rng(&board(5, 3), &mut maze_gen::rng::from_seed(7))
        .unwrap();
    assert_eq!(maze.to_string(), PINNED_TEXT);
}

/// The maze of [`PINNED_OPEN`] as text: 2-6 joined through the corner south-west
/// of cell 2, 8-12 through the corner south-west of cell 8.
const PINNED_TEXT: &str = "\
###########
#   #     #
# # /#### #
# #   #   #
# ####/ ###
#   # #   #
###########";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// The text shows exactly the open passages: a blank between side
    /// neighbours, a slash in the corner between diagonal octagons.
    #[test]
    fn the_text_shows_every_passage_and_only_those(w in 1usize..9, h in 1usize..7, holes in any::<u64>(), seed in any::<u64>()) {
        let Ok(board) = MazeBoard::masked(UpsilonGrid::new(w, h).unwrap(), |c| holes >> (c % 64) & 1 == 0 || c == 0) else {
            return Ok(());
        };
        let maze = Algorithm::Prim.from_rng(&board, &mut maze_gen::rng::from_seed(seed)).unwrap();
        let text = maze.to_string();
        let rows: Vec<&[u8]> = text.lines().map(str::as_bytes).collect();
        prop_assert_eq!(rows.len(), 2 * h + 1);
        for y in 0..h {
            for x in 0..w {
                let c = y * w + x;
                let usable = board.is_usable(c);
                prop_assert_eq!(rows[2 * y + 1][2 * x + 1] == b' ', usable);
                if x + 1 < w {
                    prop_assert_eq!(rows[2 * y + 1][2 * x + 2] == b' ', maze.is_open(c, c + 1));
                }
                if y + 1 < h {
                    prop_assert_eq!(rows[2 * y + 2][2 * x + 1] == b' ', maze.is_open(c, c + w));
                }
                if x + 1 < w && y + 1 < h {
                    let corner = rows[2 * y + 2][2 * x + 2];
                    let expected = if maze.is_open(c, c + w + 1) {
                        b'\\'
                    } else if maze.is_open(c + 1, c + w) {
                        b'/'
                    } else {
                        b'#'
                    };
                    prop_assert_eq!(corner, expected);
                }
            }
        }
    }
}
