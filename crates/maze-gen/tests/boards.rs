//! Mazes on every board kind: perfect (connected, usable - 1 passages, nothing
//! touching a masked cell) for every algorithm that runs on any board, over sizes
//! and seeds; bad boards are typed errors; seeded outputs are pinned.

use floodfill::{Connectivity, HexGrid, NeighborsOnly, SquareGrid, Topology};
use hexgrid::OffsetLayout;
use maze_gen::{Algorithm, DistanceMap, Maze, MazeBoard, MazeError, PolarGrid, TorusGrid};
use proptest::prelude::*;

use crate::oracle::{any_board_algorithms, check_braided, check_masked};

/// The perfect-maze invariants, checked against the board by brute force.
fn assert_perfect<T: Topology + Clone>(maze: &Maze<T>, what: &str) {
    let board = maze.board();
    let usable = board.usable_count();
    assert_eq!(maze.passage_count(), usable - 1, "{what}: passages");
    for cell in 0..board.len() {
        let mut opened = 0;
        maze.for_each_neighbor(cell, |j| {
            assert!(
                board.is_usable(cell) && board.is_usable(j),
                "{what}: masked {cell}-{j}"
            );
            assert!(maze.is_open(j, cell), "{what}: one-sided {cell}-{j}");
            let mut adjacent = false;
            board
                .topology()
                .for_each_neighbor(cell, |k| adjacent |= k == j);
            assert!(adjacent, "{what}: {cell}-{j} are not neighbours");
            opened += 1;
        });
        assert_eq!(opened, maze.degree(cell), "{what}");
    }
    let start = (0..board.len()).find(|&c| board.is_usable(c)).unwrap();
    let reach = DistanceMap::from_start(maze, start).unwrap();
    assert_eq!(reach.reached(), usable, "{what}: connected");
}

fn check_all<T: Topology + Clone>(board: &MazeBoard<T>, seed: u64, what: &str) {
    for algorithm in any_board_algorithms() {
        let maze = algorithm
            .from_rng(board, &mut maze_gen::rng::from_seed(seed))
            .unwrap();
        assert_perfect(&maze, &format!("{algorithm} on {what} seed {seed}"));
    }
}

const LAYOUTS: [OffsetLayout; 4] = [
    OffsetLayout::OddR,
    OffsetLayout::EvenR,
    OffsetLayout::OddQ,
    OffsetLayout::EvenQ,
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn hex_mazes_are_perfect(cols in 1usize..9, rows in 1usize..9, layout in 0usize..4, seed in any::<u64>()) {
        check_all(&MazeBoard::hex(cols, rows, LAYOUTS[layout]).unwrap(), seed, "hex");
    }

    #[test]
    fn hexagon_mazes_are_perfect(radius in 0u32..5, layout in 0usize..4, seed in any::<u64>()) {
        let board = MazeBoard::hexagon(radius, LAYOUTS[layout]).unwrap();
        let r = radius as usize;
        prop_assert_eq!(board.usable_count(), 3 * r * r + 3 * r + 1);
        check_all(&board, seed, "hexagon");
    }

    #[test]
    fn polar_mazes_are_perfect(rings in 1usize..8, seed in any::<u64>()) {
        check_all(&MazeBoard::new(PolarGrid::new(rings).unwrap()).unwrap(), seed, "polar");
    }

    #[test]
    fn torus_mazes_are_perfect(w in 1usize..8, h in 1usize..8, seed in any::<u64>()) {
        check_all(&MazeBoard::new(TorusGrid::new(w, h).unwrap()).unwrap(), seed, "torus");
    }

    /// Masks and braids on the polar, torus and hex boards, as on the square one:
    /// every any-board algorithm makes a perfect maze of the usable cells (passages
    /// only between neighbours of the board, none to a masked cell), or the mask is
    /// refused as split; a braid stays joined and two-way.
    #[test]
    fn masks_and_braids_work_on_polar_torus_and_hex_boards(kind in 0usize..3, a in 1usize..7, b in 1usize..7, holes in any::<u64>(), k in 0usize..64, p in 0.0f64..=1.0, seed in any::<u64>()) {
        let usable = |c: usize| holes >> (c % 64) & 1 == 0 || c == 0;
        match kind {
            0 => check_board_kind(PolarGrid::new(a).unwrap(), usable, k, p, seed),
            1 => check_board_kind(TorusGrid::new(a, b).unwrap(), usable, k, p, seed),
            _ => check_board_kind(HexGrid::new(a, b, LAYOUTS[k % 4]).unwrap(), usable, k, p, seed),
        }
    }

    #[test]
    fn backtracker_on_plain_grids_matches_the_general_walk(cols in 1usize..10, rows in 1usize..10, kind in 0usize..5, holes in any::<u64>(), seed in any::<u64>()) {
        // Hex grids in every layout and the square grid, with random holes: the
        // grids' fast path against the same board seen through its neighbours only.
        let mask = |c: usize| holes >> (c % 64) & 1 == 0 || c == 0;
        let fast_and_general = match kind {
            0..=3 => {
                let grid = HexGrid::new(cols, rows, LAYOUTS[kind]).unwrap();
                open_lists(&grid, mask, seed)
            }
            _ => open_lists(&SquareGrid::new(cols, rows, Connectivity::Four).unwrap(), mask, seed),
        };
        if let Some((fast, general)) = fast_and_general {
            prop_assert_eq!(fast, general);
        }
    }

    #[test]
    fn masked_mazes_are_perfect(w in 2usize..8, h in 2usize..8, holes in any::<u64>(), seed in any::<u64>()) {
        // Random holes; keep the board only when the rest stays in one part.
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        match MazeBoard::masked(grid, |c| holes >> (c % 64) & 1 == 0 || c == 0) {
            Ok(board) => check_all(&board, seed, "mask"),
            Err(e) => {
                let expected = matches!(e, MazeError::SplitMask { .. } | MazeError::EmptyMask);
                prop_assert!(expected, "unexpected error {:?}", e);
            }
        }
    }
}

/// `topology` masked by `usable`, and braided with share `p`, against the
/// topology's own neighbours.
fn check_board_kind<T: Topology + Clone>(
    topology: T,
    usable: impl Fn(usize) -> bool,
    k: usize,
    p: f64,
    seed: u64,
) {
    let near = |a: usize, b: usize| {
        let mut found = false;
        topology.for_each_neighbor(a, |j| found |= j == b);
        found
    };
    check_masked(MazeBoard::masked(topology.clone(), &usable), seed, near);
    if let Ok(board) = MazeBoard::masked(topology.clone(), &usable) {
        check_braided(&board, k, seed, p, near);
    }
}

/// Each cell's open neighbours, in slot order.
type OpenLists = Vec<Vec<usize>>;

/// Each cell's open neighbours in slot order, for the backtracker's maze on
/// `grid` masked by `usable` and on the same board through `NeighborsOnly`;
/// `None` when the mask splits the board.
fn open_lists<T: Topology + Clone>(
    grid: &T,
    usable: impl Fn(usize) -> bool,
    seed: u64,
) -> Option<(OpenLists, OpenLists)> {
    fn lists<U: Topology + Clone>(board: &MazeBoard<U>, seed: u64) -> OpenLists {
        let maze = Algorithm::Backtracker
            .from_rng(board, &mut maze_gen::rng::from_seed(seed))
            .unwrap();
        (0..maze.len())
            .map(|c| maze.open_neighbors(c).collect())
            .collect()
    }
    let fast = MazeBoard::masked(grid.clone(), &usable).ok()?;
    let general = MazeBoard::masked(NeighborsOnly(grid), &usable).unwrap();
    Some((lists(&fast, seed), lists(&general, seed)))
}

#[test]
fn a_mask_of_every_cell_is_the_whole_board() {
    let grid = SquareGrid::new(4, 3, Connectivity::Four).unwrap();
    let whole = MazeBoard::new(grid).unwrap();
    assert_eq!(MazeBoard::masked(grid, |_| true).unwrap(), whole);
    assert_ne!(MazeBoard::masked(grid, |c| c != 5).unwrap(), whole);
    assert_eq!((whole.len(), whole.usable_count()), (12, 12));
    assert!((0..12).all(|c| whole.is_usable(c)));
    assert!(!whole.is_usable(12) && !whole.is_usable(usize::MAX));
    let square = MazeBoard::square(4, 3).unwrap();
    assert!((0..12).all(|c| square.is_usable(c)) && !square.is_usable(12));
    assert_eq!(square.first_usable(), 0);
}

#[test]
fn text_masks_give_shaped_mazes() {
    // The file the maze example's `--board mask` is shown with.
    let board = MazeBoard::from_mask_text(include_str!("data/heart.txt")).unwrap();
    assert_eq!(board.usable_count(), 24);
    for seed in 0..8 {
        check_all(&board, seed, "heart");
    }
}

#[test]
fn bad_boards_are_typed_errors() {
    let grid = SquareGrid::new(4, 4, Connectivity::Four).unwrap();
    assert_eq!(
        MazeBoard::masked(grid, |_| false).unwrap_err(),
        MazeError::EmptyMask
    );
    // Two parts: the left column and the right two columns.
    let e = MazeBoard::masked(grid, |c| c % 4 != 1).unwrap_err();
    assert_eq!(
        e,
        MazeError::SplitMask {
            parts: 2,
            first_cells: vec![0, 2]
        }
    );
    // A checkerboard: 8 parts, the first 8 named.
    let e = MazeBoard::masked(grid, |c| (c % 4 + c / 4) % 2 == 0).unwrap_err();
    assert!(
        matches!(e, MazeError::SplitMask { parts: 8, ref first_cells } if first_cells.len() == 8)
    );
    assert!(matches!(
        MazeBoard::from_mask_text("##\n##"),
        Err(MazeError::EmptyMask)
    ));
    assert!(matches!(
        MazeBoard::from_mask_text(".#.\n###"),
        Err(MazeError::SplitMask { parts: 2, .. })
    ));
    assert!(matches!(
        MazeBoard::from_mask_text("...\n.x.\n"),
        Err(MazeError::Parse {
            line: 2,
            column: 2,
            ..
        })
    ));
    assert!(matches!(
        MazeBoard::from_mask_text("...\n.."),
        Err(MazeError::Parse {
            line: 2,
            column: 3,
            ..
        })
    ));
    assert!(matches!(
        MazeBoard::from_mask_text(""),
        Err(MazeError::Parse { .. })
    ));
    assert!(PolarGrid::new(0).is_err());
    assert!(PolarGrid::from_counts(&[1, 6, 0]).is_err());
    assert!(matches!(
        MazeBoard::hexagon(u32::MAX, OffsetLayout::OddR),
        Err(MazeError::MazeTooLarge { .. })
    ));
    assert!(matches!(
        MazeBoard::hexagon(1 << 15, OffsetLayout::OddR),
        Err(MazeError::MazeTooLarge { .. })
    ));
    assert!(matches!(
        MazeBoard::hex(0, 3, OffsetLayout::OddR),
        Err(MazeError::EmptyMaze { .. })
    ));
    assert!(matches!(
        MazeBoard::hex(1 << 20, 1 << 20, OffsetLayout::OddR),
        Err(MazeError::MazeTooLarge { .. })
    ));
    assert!(TorusGrid::new(usize::MAX, 2).is_err());
    let board = MazeBoard::hex(3, 3, OffsetLayout::OddR).unwrap();
    for square_only in Algorithm::ALL
        .into_iter()
        .filter(|a| !a.works_on_any_board())
    {
        assert_eq!(
            square_only
                .from_rng(&board, &mut maze_gen::rng::from_seed(1))
                .unwrap_err(),
            MazeError::SquareGridOnly(square_only)
        );
    }
}

#[test]
fn a_square_board_maze_matches_the_square_grid_invariants() {
    let board = MazeBoard::square(9, 7).unwrap();
    check_all(&board, 5, "square");
    let grid = HexGrid::new(3, 3, OffsetLayout::OddR).unwrap();
    let board = MazeBoard::masked(grid, |c| c != 4).unwrap();
    check_all(&board, 5, "hex ring");
}

/// Seeded board mazes stay the same forever (the pictures pin every passage).
#[test]
fn seeded_board_mazes_are_pinned() {
    let hex = MazeBoard::hex(4, 3, OffsetLayout::OddR).unwrap();
    let maze = Algorithm::Backtracker
        .from_rng(&hex, &mut maze_gen::rng::from_seed(7))
        .unwrap();
    assert_eq!(
        maze.to_string(),
        "----------------\n|               |\n----  --  --------\n  |   |   |       |\n--    --------  --\n|   |           |\n----------------"
    );
    let polar = MazeBoard::new(PolarGrid::new(3).unwrap()).unwrap();
    let maze = Algorithm::Wilson
        .from_rng(&polar, &mut maze_gen::rng::from_seed(7))
        .unwrap();
    assert_eq!(
        maze.to_string(),
        "-------------------------------------\n|                                   |\n ----- ----- -----             -----\n|                 |     |           |\n -- --    -- --          --    --\n      |     |        |  |     |\n-------------------------------------"
    );
    let torus = MazeBoard::new(TorusGrid::new(4, 3).unwrap()).unwrap();
    let maze = Algorithm::Kruskal
        .from_rng(&torus, &mut maze_gen::rng::from_seed(7))
        .unwrap();
    assert_eq!(
        maze.to_string(),
        "# # # # #\n    #\n#########\n#   # # #\n### # # #\n# # # # #\n# # # # #"
    );
}

#[test]
fn braided_board_mazes_stay_joined_and_off_the_mask() {
    for seed in 0..6 {
        let board =
            MazeBoard::from_mask_text("#..##..#\n........\n#......#\n##....##\n###..###").unwrap();
        let mut maze = Algorithm::Backtracker
            .from_rng(&board, &mut maze_gen::rng::from_seed(seed))
            .unwrap();
        let before = maze.passage_count();
        let opened = maze
            .braid(1.0, &mut maze_gen::rng::from_seed(seed))
            .unwrap();
        assert_eq!(maze.passage_count(), before + opened);
        for c in 0..maze.len() {
            maze.for_each_neighbor(c, |j| assert!(board.is_usable(c) && board.is_usable(j)));
        }
        let reach = DistanceMap::from_start(&maze, 1).unwrap();
        assert_eq!(reach.reached(), 24);
        assert!(
            maze.braid(f64::NAN, &mut maze_gen::rng::from_seed(seed))
                .is_err()
        );
    }
}
