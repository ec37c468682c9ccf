//! Boards on user topologies that do what floodfill's `Topology` contract allows:
//! neighbours out of range (ignored), one-way edges (refused at construction with a
//! typed error), more neighbours than declared. Nothing panics, in debug builds
//! too, and every accepted board gives perfect mazes.

use floodfill::{AdjacencyList, FnGraph, Topology};
use maze_gen::{Algorithm, Board, DistanceMap, Maze, MazeError, MazeStats, fill, rng};
use proptest::prelude::*;

/// Every algorithm that runs on any board.
fn board_algorithms() -> impl Iterator<Item = Algorithm> {
    Algorithm::ALL
        .into_iter()
        .filter(|a| a.works_on_any_board())
}

/// The usable cells a naive walk reaches from `start` over the topology's
/// in-range neighbours: the oracle for "one part".
fn naive_part<T: Topology>(topo: &T, usable: &[bool], start: usize) -> Vec<bool> {
    let mut seen = vec![false; usable.len()];
    let mut stack = vec![start];
    seen[start] = true;
    while let Some(c) = stack.pop() {
        topo.for_each_neighbor(c, |j| {
            if j < usable.len() && usable[j] && !seen[j] {
                seen[j] = true;
                stack.push(j);
            }
        });
    }
    seen
}

/// A maze on `board` is perfect: one passage fewer than usable cells, every usable
/// cell reached from the first, no passage to a masked cell; and the fills and
/// statistics answer without a panic.
fn assert_perfect<T: Topology + Clone>(maze: &Maze<T>, board: &Board<T>, what: &str) {
    let usable = board.usable_count();
    assert_eq!(maze.passage_count(), usable - 1, "{what}");
    let map = DistanceMap::from_start(maze, board.first_usable()).unwrap();
    assert_eq!(map.reached(), usable, "{what}");
    for c in 0..maze.len() {
        for j in maze.open_neighbours(c) {
            assert!(board.is_usable(c) && board.is_usable(j), "{what}: {c}-{j}");
            assert!(maze.is_open(j, c), "{what}: {c}-{j} one way");
        }
    }
    let keep = [board.first_usable()];
    let _ = (fill::dead_ends(maze, &keep), fill::cul_de_sacs(maze, &keep));
    let _ = MazeStats::of(maze);
}

#[test]
fn neighbours_out_of_range_are_ignored() {
    // Cell 2 names 3 and cell 0 names usize::MAX: neither is a cell.
    let graph = FnGraph::new(3, |c: usize| [c + 1, c.wrapping_sub(1)], 2);
    let board = Board::new(graph).unwrap();
    for algorithm in board_algorithms() {
        for seed in 0..20 {
            let maze = algorithm
                .generate_on(&board, &mut rng::seeded(seed))
                .unwrap();
            assert_perfect(&maze, &board, &format!("{algorithm} seed {seed}"));
            assert!(maze.is_open(0, 1) && maze.is_open(1, 2));
            assert!(!maze.is_open(2, 3) && !maze.is_open(0, usize::MAX));
        }
    }
    // The fills on the raw topology ignore them too.
    let raw = FnGraph::new(3, |c: usize| [c + 1, c.wrapping_sub(1)], 2);
    assert_eq!(fill::dead_ends(&raw, &[0]), [2, 1]);
    let _ = fill::cul_de_sacs(&raw, &[0]);
    let _ = MazeStats::of(&raw);
}

#[test]
fn one_way_topologies_are_refused() {
    let cycle = AdjacencyList::directed(3, [(0, 1), (1, 2), (2, 0)]).unwrap();
    assert!(matches!(
        Board::new(cycle.clone()),
        Err(MazeError::OneWay { from: 0, to: 1 })
    ));
    // One way into a masked cell does not matter: no passage goes there.
    let into_masked = AdjacencyList::directed(3, [(0, 1), (1, 0), (1, 2)]).unwrap();
    let board = Board::masked(into_masked, |c| c != 2).unwrap();
    let maze = Algorithm::Backtracker
        .generate_on(&board, &mut rng::seeded(1))
        .unwrap();
    assert_perfect(&maze, &board, "one way into a masked cell");
    // The fills and statistics on the raw directed graph: no panic.
    let _ = (
        fill::dead_ends(&cycle, &[0]),
        fill::cul_de_sacs(&cycle, &[0]),
    );
    let _ = MazeStats::of(&cycle);
}

#[test]
fn more_neighbours_than_a_passage_byte_holds_and_repeats_are_refused() {
    // Declares 2 neighbours a cell, names 10 (every cell).
    let crowd = FnGraph::new(10, |_c: usize| 0..10, 2);
    // Names its neighbour twice: one passage bit would not say which.
    let twice = FnGraph::new(2, |c: usize| [1 - c, 1 - c], 2);
    for refused in [Board::new(crowd).err(), Board::new(twice).err()] {
        assert!(matches!(
            refused,
            Some(MazeError::BadParameter {
                name: "topology",
                ..
            })
        ));
    }
    // Out-of-range repeats are no neighbour at all: accepted.
    let outside = FnGraph::new(2, |c: usize| [1 - c, 7, 7], 3);
    assert!(Board::new(outside).is_ok());
}

/// A random graph on `len` cells: each cell names up to 5 cells below 16 (so some
/// out of range, some repeated, some itself).
fn graph() -> impl Strategy<Value = (usize, Vec<Vec<usize>>, Vec<bool>)> {
    (1usize..12).prop_flat_map(|len| {
        (
            Just(len),
            proptest::collection::vec(proptest::collection::vec(0usize..16, 0..6), len),
            proptest::collection::vec(any::<bool>(), 2 * len),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random user graphs (neighbours out of range, one-way edges, repeats, loops
    /// to the cell itself, more neighbours than declared), made two-way or not,
    /// and masks: the board is refused with a typed
    /// error, or every any-board algorithm gives a perfect maze on its usable
    /// cells. Refusals match the oracle: a split is a split, a one-way edge is one.
    #[test]
    fn random_user_graphs_never_panic(
        (len, lists, flags) in graph(),
        symmetric in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let mut lists = lists;
        if symmetric {
            // Make every in-range edge two-way (keeping the out-of-range ones).
            for c in 0..len {
                for j in lists[c].clone() {
                    if j < len && !lists[j].contains(&c) {
                        lists[j].push(c);
                    }
                }
            }
        }
        let usable: Vec<bool> = flags[..len].to_vec();
        let declared = flags[len..].iter().filter(|&&f| f).count().max(1);
        let adjacency = lists.clone();
        let graph = FnGraph::new(len, move |c: usize| adjacency[c].clone(), declared);
        let mask = usable.clone();
        match Board::masked(graph.clone(), |c| mask[c]) {
            Ok(board) => {
                let first = board.first_usable();
                let part = naive_part(&graph, &usable, first);
                prop_assert!((0..len).all(|c| !usable[c] || part[c]));
                for algorithm in board_algorithms() {
                    let maze = algorithm.generate_on(&board, &mut rng::seeded(seed)).unwrap();
                    assert_perfect(&maze, &board, &format!("{algorithm}"));
                }
            }
            Err(MazeError::EmptyMask) => prop_assert!(usable.iter().all(|u| !u)),
            Err(MazeError::SplitMask { first_cells, .. }) => {
                let part = naive_part(&graph, &usable, first_cells[0]);
                prop_assert!((0..len).any(|c| usable[c] && !part[c]));
            }
            Err(MazeError::OneWay { from, to }) => {
                prop_assert!(usable[from] && usable[to]);
                prop_assert!(lists[from].contains(&to) && !lists[to].contains(&from));
            }
            Err(MazeError::BadParameter { name: "topology", .. }) => {
                let repeats = |l: &Vec<usize>| {
                    (0..l.len()).any(|i| l[i] < len && l[..i].contains(&l[i]))
                };
                let bad = |c: usize| usable[c] && (lists[c].len() > 8 || repeats(&lists[c]));
                prop_assert!(declared > 8 || (0..len).any(bad));
            }
            Err(e) => prop_assert!(false, "unexpected error {e}"),
        }
        // The fills and statistics on the raw graph: no panic.
        let keep = [0];
        let _ = (fill::dead_ends(&graph, &keep), fill::cul_de_sacs(&graph, &keep));
        let _ = MazeStats::of(&graph);
    }
}
