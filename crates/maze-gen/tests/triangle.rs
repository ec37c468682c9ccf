//! Mazes on triangle boards: perfect for every algorithm that runs on any board,
//! every cell joined, passages two-way and only between triangles that share a
//! side, braids and masks keep that, statistics match the naive figures, bad
//! sizes are typed errors, and seeded mazes are pinned.

use floodfill::Topology;
use maze_gen::{Algorithm, Maze, MazeBoard, MazeError, TriangleGrid};
use proptest::prelude::*;

use crate::oracle::{
    any_board_algorithms, check_braided, check_every_algorithm, check_masked, check_perfect_stats,
};

/// Whether triangles `a` and `b` of `grid` share a side, from coordinates alone:
/// side by side in a row, or one above the other where the upper one points up (its flat side faces south, onto the lower one's flat side).
fn share_a_side(grid: &TriangleGrid, a: usize, b: usize) -> bool {
    let w = grid.width();
    let (ax, ay, bx, by) = (a % w, a / w, b % w, b / w);
    if ay == by {
        return ax.abs_diff(bx) == 1;
    }
    if ax != bx || ay.abs_diff(by) != 1 {
        return false;
    }
    let upper = ay.min(by);
    TriangleGrid::points_up(ax, upper)
}

/// A triangle board of `w x h`; a strip one triangle wide and three or more
/// tall touches only at corners, so its board is refused as split.
fn board(w: usize, h: usize) -> Option<MazeBoard<TriangleGrid>> {
    match MazeBoard::new(TriangleGrid::new(w, h).unwrap()) {
        Ok(board) => Some(board),
        Err(e) => {
            assert!(w == 1 && h > 2, "{w}x{h}: {e:?}");
            assert!(matches!(e, MazeError::SplitMask { .. }), "{e:?}");
            None
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn triangle_mazes_are_perfect(w in 1usize..10, h in 1usize..8, seed in any::<u64>()) {
        if let Some(board) = board(w, h) {
            let grid = *board.topology();
            check_every_algorithm(&board, seed, |a, b| share_a_side(&grid, a, b), &format!("{w}x{h}"));
        }
    }

    #[test]
    fn braided_triangle_mazes_stay_joined_and_two_way(w in 2usize..10, h in 1usize..8, k in 0usize..64, seed in any::<u64>(), p in 0.0f64..=1.0) {
        let board = board(w, h).unwrap();
        let grid = *board.topology();
        check_braided(&board, k, seed, p, |a, b| share_a_side(&grid, a, b));
    }

    #[test]
    fn masked_triangle_mazes_are_perfect(w in 2usize..9, h in 2usize..7, holes in any::<u64>(), seed in any::<u64>()) {
        let grid = TriangleGrid::new(w, h).unwrap();
        let board = MazeBoard::masked(grid, |c| holes >> (c % 64) & 1 == 0 || c == 0);
        check_masked(board, seed, |a, b| share_a_side(&grid, a, b));
    }

    #[test]
    fn neighbours_are_the_triangles_that_share_a_side(w in 1usize..12, h in 1usize..12) {
        let grid = TriangleGrid::new(w, h).unwrap();
        prop_assert_eq!(grid.len(), w * h);
        for a in 0..grid.len() {
            let mut listed = Vec::new();
            grid.for_each_neighbor(a, |j| listed.push(j));
            let naive: Vec<usize> = (0..grid.len()).filter(|&b| share_a_side(&grid, a, b)).collect();
            // West, east, then across the flat side: in that order the list is
            // sorted only for an up triangle, so compare as sets and check the order.
            let mut sorted = listed.clone();
            sorted.sort_unstable();
            prop_assert_eq!(&sorted, &naive);
            let (x, y) = (a % w, a / w);
            let mut order = Vec::new();
            if x > 0 { order.push(a - 1); }
            if x + 1 < w { order.push(a + 1); }
            match (TriangleGrid::points_up(x, y), y) {
                (true, _) if y + 1 < h => order.push(a + w),
                (false, y) if y > 0 => order.push(a - w),
                _ => {}
            }
            prop_assert_eq!(listed, order);
        }
        let mut none = true;
        grid.for_each_neighbor(grid.len(), |_| none = false);
        grid.for_each_neighbor(usize::MAX, |_| none = false);
        prop_assert!(none);
    }

    #[test]
    fn triangle_statistics_match_an_all_pairs_oracle(w in 1usize..9, h in 1usize..7, k in 0usize..64, seed in any::<u64>()) {
        let algs = any_board_algorithms();
        if let Some(board) = board(w, h) {
            let maze = algs[k % algs.len()].from_rng(&board, &mut maze_gen::rng::from_seed(seed)).unwrap();
            let grid = *maze.board().topology();
            check_perfect_stats(&maze, |a, b| share_a_side(&grid, a, b));
        }
    }
}

#[test]
fn bad_triangle_sizes_are_typed_errors() {
    for (w, h) in [(0, 3), (3, 0), (0, 0)] {
        assert!(matches!(
            TriangleGrid::new(w, h),
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
            TriangleGrid::new(w, h),
            Err(MazeError::MazeTooLarge { .. })
        ));
    }
    assert!(board(1, 3).is_none());
    assert!(TriangleGrid::points_up(usize::MAX, usize::MAX));
    assert!(!TriangleGrid::points_up(usize::MAX, 0));
    assert_eq!(board(1, 2).unwrap().usable_count(), 2);
}

/// FNV-1a over "open or not" for every neighbour of every cell, in topology order.
fn fingerprint(maze: &Maze<TriangleGrid>) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for c in 0..maze.len() {
        maze.board().topology().for_each_neighbor(c, |j| {
            h = (h ^ u64::from(maze.is_open(c, j))).wrapping_mul(0x0100_0000_01b3);
        });
    }
    h
}

#[test]
fn a_seeded_triangle_maze_is_pinned() {
    let board = MazeBoard::new(TriangleGrid::new(6, 3).unwrap()).unwrap();
    let maze = Algorithm::Wilson
        .from_rng(&board, &mut maze_gen::rng::from_seed(7))
        .unwrap();
    let open: Vec<Vec<usize>> = (0..maze.len())
        .map(|c| maze.open_neighbors(c).collect())
        .collect();
    assert_eq!(open, PINNED_OPEN);
}

#[test]
fn every_seeded_triangle_maze_is_unchanged() {
    let board = MazeBoard::new(TriangleGrid::new(12, 7).unwrap()).unwrap();
    let got: Vec<(String, u64)> = any_board_algorithms()
        .into_iter()
        .map(|a| {
            let maze = a
                .from_rng(&board, &mut maze_gen::rng::from_seed(11))
                .unwrap();
            (a.to_string(), fingerprint(&maze))
        })
        .collect();
    let want: Vec<(String, u64)> = PINNED_FINGERPRINTS
        .iter()
        .map(|&(n, f)| (n.to_string(), f))
        .collect();
    assert_eq!(got, want);
}

/// Wilson's maze on a 6 x 3 triangle board, seed 7: each cell's open
/// neighbours in slot order (west, east, across the flat side).
const PINNED_OPEN: &[&[usize]] = &[
    &[1],
    &[0, 2],
    &[1, 3],
    &[2, 4],
    &[3, 5, 10],
    &[4],
    &[7],
    &[6, 8, 13],
    &[7, 9],
    &[8, 15],
    &[11, 4],
    &[10, 17],
    &[13],
    &[12, 14, 7],
    &[13],
    &[16, 9],
    &[15, 17],
    &[16, 11],
];

/// Each any-board algorithm on a 12 x 7 triangle board, seed 11 (the newest-first
/// growing tree is the backtracker, so their figures agree).
const PINNED_FINGERPRINTS: &[(&str, u64)] = &[
    ("dig", 15880740999448346247),
    ("backtracker", 9385873540320558191),
    ("prim", 1263205649965102801),
    ("kruskal", 1889397637180870661),
    ("wilson", 2370384559959689953),
    ("aldous-broder", 7902511543715453053),
    ("hunt-and-kill", 10010931352753213285),
    ("growing-tree-newest", 9385873540320558191),
    ("growing-tree-random", 918531273885256847),
    ("growing-tree-oldest", 3135646669574771533),
    ("growing-tree", 8267453681233993941),
];

#[test]
fn a_masked_triangle_draws_only_the_sides_toward_usable_cells() {
    // Four triangles in a row, the last masked: its east side is not drawn.
    let board = MazeBoard::masked(TriangleGrid::new(4, 1).unwrap(), |c| c != 3).unwrap();
    let maze = Algorithm::Kruskal
        .from_rng(&board, &mut maze_gen::rng::from_seed(1))
        .unwrap();
    assert_eq!(maze.to_string(), "   __\n /    \\\n/__  __\\");
}

#[cfg(feature = "serde")]
#[test]
fn triangle_boards_round_trip_and_load_like_the_constructor() {
    let grid = TriangleGrid::new(5, 3).unwrap();
    let json = serde_json::to_string(&grid).unwrap();
    assert_eq!(serde_json::from_str::<TriangleGrid>(&json).unwrap(), grid);
    let board = MazeBoard::masked(grid, |c| c != 14).unwrap();
    let maze = Algorithm::Prim
        .from_rng(&board, &mut maze_gen::rng::from_seed(2))
        .unwrap();
    let saved = serde_json::to_string(&maze).unwrap();
    assert_eq!(
        serde_json::from_str::<Maze<TriangleGrid>>(&saved).unwrap(),
        maze
    );
    for bad in [
        r#"{"width":0,"height":3}"#,
        r#"{"width":3,"height":0}"#,
        r#"{"width":18446744073709551615,"height":2}"#,
        r#"{"width":32768,"height":32768}"#,
    ] {
        assert!(serde_json::from_str::<TriangleGrid>(bad).is_err(), "{bad}");
    }
    // A strip one triangle wide falls apart at its corners: no board loads from it.
    let split = r#"{"topology":{"width":1,"height":3},"usable":[true,true,true]}"#;
    assert!(serde_json::from_str::<MazeBoard<TriangleGrid>>(split).is_err());
}

#[test]
fn a_seeded_triangle_maze_prints_as_pinned() {
    let board = MazeBoard::new(TriangleGrid::new(6, 3).unwrap()).unwrap();
    let maze = Algorithm::Wilson
        .from_rng(&board, &mut maze_gen::rng::from_seed(7))
        .unwrap();
    assert_eq!(maze.to_string(), PINNED_TEXT);
}

/// The maze of [`PINNED_OPEN`] as text.
const PINNED_TEXT: &str = r"   __  __  __
 /           /
/__  __     /
\       \   \
 \       \   \
 /    \      /
/__  __\ __ /";

#[test]
fn square_grid_only_algorithms_refuse_a_triangle_board() {
    let board = MazeBoard::new(TriangleGrid::new(6, 4).unwrap()).unwrap();
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
