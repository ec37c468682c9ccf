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

/// The centroid of triangle `(x, y)` in units of a triangle's side, y down: an
/// up triangle spans `x / 2 ..= x / 2 + 1` along its flat bottom.
fn centroid(x: usize, y: usize) -> (f64, f64) {
    let h = 3f64.sqrt() / 2.0;
    let third = if TriangleGrid::points_up(x, y) {
        2.0
    } else {
        1.0
    } / 3.0;
    (x as f64 / 2.0 + 0.5, (y as f64 + third) * h)
}

/// Whether `p` lies inside the convex polygon `corners` (in order, either way).
fn inside(p: (f64, f64), corners: &[(f64, f64)]) -> bool {
    let sides = corners.iter().zip(corners.iter().cycle().skip(1));
    let cross: Vec<f64> = sides
        .map(|(a, b)| (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0))
        .collect();
    cross.iter().all(|&c| c > 0.0) || cross.iter().all(|&c| c < 0.0)
}

/// The usable triangles of `board` are exactly the `count` unit triangles inside
/// the polygon `corners`: each usable centroid lies inside, and as many as the
/// polygon holds are usable (so no triangle inside is left out).
fn check_outline(board: &MazeBoard<TriangleGrid>, count: usize, corners: &[(f64, f64)]) {
    let grid = board.topology();
    assert_eq!(board.usable_count(), count);
    for c in (0..grid.len()).filter(|&c| board.is_usable(c)) {
        let (x, y) = (c % grid.width(), c / grid.width());
        assert!(inside(centroid(x, y), corners), "({x}, {y}) of {corners:?}");
    }
    let any_inside = (0..grid.len())
        .filter(|&c| inside(centroid(c % grid.width(), c / grid.width()), corners))
        .count();
    assert_eq!(any_inside, count);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// A triangle of side `n` holds `n²` triangles inside its outline, and every
    /// any-board algorithm makes a perfect maze on it (and a braid stays joined).
    #[test]
    fn triangle_outlines_are_exact_and_their_mazes_perfect(n in 1usize..9, seed in any::<u64>(), k in 0usize..64, p in 0.0f64..=1.0) {
        let board = MazeBoard::delta_triangle(n).unwrap();
        let grid = *board.topology();
        let h = 3f64.sqrt() / 2.0;
        let apex = centroid(n.saturating_sub(1).next_multiple_of(2), 0).0;
        let half = n as f64 / 2.0;
        let n_h = n as f64 * h;
        check_outline(&board, n * n, &[(apex, 0.0), (apex + half, n_h), (apex - half, n_h)]);
        check_every_algorithm(&board, seed, |a, b| share_a_side(&grid, a, b), &format!("triangle {n}"));
        check_braided(&board, k, seed, p, |a, b| share_a_side(&grid, a, b));
    }

    /// A hexagon of side `n` holds `6 n²` triangles inside its outline, and every
    /// any-board algorithm makes a perfect maze on it (and a braid stays joined).
    #[test]
    fn hexagon_outlines_are_exact_and_their_mazes_perfect(n in 1usize..7, seed in any::<u64>(), k in 0usize..64, p in 0.0f64..=1.0) {
        let board = MazeBoard::delta_hexagon(n).unwrap();
        let grid = *board.topology();
        let h = 3f64.sqrt() / 2.0;
        // The top edge runs between the apexes of the top row's first and last
        // triangles.
        let top = centroid(n.saturating_sub(1).next_multiple_of(2), 0).0;
        let (w, half, n_h) = (n as f64, n as f64 / 2.0, n as f64 * h);
        let corners = [
            (top, 0.0),
            (top + w, 0.0),
            (top + w + half, n_h),
            (top + w, 2.0 * n_h),
            (top, 2.0 * n_h),
            (top - half, n_h),
        ];
        check_outline(&board, 6 * n * n, &corners);
        check_every_algorithm(&board, seed, |a, b| share_a_side(&grid, a, b), &format!("hexagon {n}"));
        check_braided(&board, k, seed, p, |a, b| share_a_side(&grid, a, b));
    }
}

/// Side 0 is an empty board and a side past the limits too large: typed errors.
#[test]
fn bad_outline_sides_are_typed_errors() {
    for make in [MazeBoard::delta_triangle, MazeBoard::delta_hexagon] {
        assert!(
            matches!(make(0), Err(MazeError::EmptyMaze { .. })),
            "{:?}",
            make(0)
        );
        for side in [usize::MAX, usize::MAX / 2, 1 << 40, 100_000] {
            assert!(
                matches!(make(side), Err(MazeError::MazeTooLarge { .. })),
                "{side}"
            );
        }
    }
}

/// The outlines as they print: a triangle of side 3 and a hexagon of side 2.
#[test]
fn seeded_outlines_print_as_pinned() {
    let triangle = MazeBoard::delta_triangle(3).unwrap();
    let maze = Algorithm::Wilson
        .from_rng(&triangle, &mut maze_gen::rng::from_seed(1))
        .unwrap();
    assert_eq!(
        maze.to_string(),
        concat!(
            "\n",
            "     /\\\n",
            "    /  \\\n",
            "   /   /\\\n",
            "  /   /  \\\n",
            " /        \\\n",
            "/__  __  __\\",
        )
    );
    let hexagon = MazeBoard::delta_hexagon(2).unwrap();
    let maze = Algorithm::Wilson
        .from_rng(&hexagon, &mut maze_gen::rng::from_seed(1))
        .unwrap();
    assert_eq!(
        maze.to_string(),
        concat!(
            "       __  __\n",
            "     /    \\   \\\n",
            "    /    __\\   \\\n",
            "   /   /        \\\n",
            "  /   /__  __    \\\n",
            "  \\      /   /   /\n",
            "   \\    /   /   /\n",
            "    \\          /\n",
            "     \\ __  __ /",
        )
    );
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
