//! Boards on user topologies that do what floodfill's `Topology` contract allows:
//! neighbours out of range (ignored), one-way edges (refused at construction with a
//! typed error), more neighbours than declared. Nothing panics, in debug builds
//! too, and every accepted board gives perfect mazes.

use floodfill::{AdjacencyList, FnGraph, Topology};
use maze_gen::{Algorithm, DistanceMap, Maze, MazeBoard, MazeError, MazeStats, fill, rng};
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
fn assert_perfect<T: Topology + Clone>(maze: &Maze<T>, board: &MazeBoard<T>, what: &str) {
    let usable = board.usable_count();
    assert_eq!(maze.passage_count(), usable - 1, "{what}");
    let map = DistanceMap::from_start(maze, board.first_usable()).unwrap();
    assert_eq!(map.reached(), usable, "{what}");
    for c in 0..maze.len() {
        for j in maze.open_neighbors(c) {
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
    let board = MazeBoard::new(graph).unwrap();
    for algorithm in board_algorithms() {
        for seed in 0..20 {
            let maze = algorithm
                .from_rng(&board, &mut rng::from_seed(seed))
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
        MazeBoard::new(cycle.clone()),
        Err(MazeError::OneWay { from: 0, to: 1 })
    ));
    // One way into a masked cell does not matter: no passage goes there.
    let into_masked = AdjacencyList::directed(3, [(0, 1), (1, 0), (1, 2)]).unwrap();
    let board = MazeBoard::masked(into_masked, |c| c != 2).unwrap();
    let maze = Algorithm::Backtracker
        .from_rng(&board, &mut rng::from_seed(1))
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
    for refused in [MazeBoard::new(crowd).err(), MazeBoard::new(twice).err()] {
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
    assert!(MazeBoard::new(outside).is_ok());
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
        match MazeBoard::masked(graph.clone(), |c| mask[c]) {
            Ok(board) => {
                let first = board.first_usable();
                let part = naive_part(&graph, &usable, first);
                prop_assert!((0..len).all(|c| !usable[c] || part[c]));
                for algorithm in board_algorithms() {
                    let maze = algorithm.from_rng(&board, &mut rng::from_seed(seed)).unwrap();
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

/// A topology whose `shape()` claims a grid its neighbours are not.
#[derive(Clone)]
struct Liar<'a, T>(T, floodfill::Shape<'a>);

impl<T: Topology> Topology for Liar<'_, T> {
    fn len(&self) -> usize {
        self.0.len()
    }
    fn for_each_neighbor(&self, cell: usize, f: impl FnMut(usize)) {
        self.0.for_each_neighbor(cell, f);
    }
    fn max_degree(&self) -> usize {
        self.0.max_degree()
    }
    fn shape(&self) -> Option<floodfill::Shape<'_>> {
        Some(self.1)
    }
}

/// Issue 46, item 5: a topology that claims a `Shape` its neighbours do not have
/// (one-way neighbours claiming a 3 x 3 square grid made Prim's algorithm panic in
/// debug builds) is refused; one whose neighbours are the shape's is a board.
#[test]
fn a_topology_whose_shape_lies_is_refused() {
    use floodfill::{Connectivity, HexGrid, Shape, SquareGrid};
    let square = Shape::Square {
        width: 3,
        height: 3,
        diagonal: false,
    };
    let one_way = AdjacencyList::directed(9, (0..8).map(|c| (c, c + 1))).unwrap();
    let grid = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
    let hex = HexGrid::new(3, 3, hexgrid::OffsetLayout::OddR).unwrap();
    let liars = [
        MazeBoard::new(Liar(one_way, square)).err(),
        MazeBoard::new(Liar(grid, hex.shape().unwrap())).err(),
        MazeBoard::new(Liar(hex, square)).err(),
        MazeBoard::new(Liar(
            grid,
            Shape::Square {
                width: 9,
                height: 1,
                diagonal: false,
            },
        ))
        .err(),
    ];
    // The fills and statistics on the lying topologies themselves: no panic.
    let one_way = AdjacencyList::directed(9, (0..8).map(|c| (c, c + 1))).unwrap();
    for lie in [square, hex.shape().unwrap()] {
        let liar = Liar(one_way.clone(), lie);
        let _ = (fill::dead_ends(&liar, &[0]), fill::cul_de_sacs(&liar, &[0]));
        assert_eq!(MazeStats::of(&liar).unwrap().isolated, 9);
    }
    for refused in liars {
        assert!(
            matches!(
                refused,
                Some(MazeError::BadParameter {
                    name: "topology",
                    ..
                })
            ),
            "{refused:?}"
        );
    }
    // Honest claims, and floodfill's own grids, are boards with perfect mazes.
    let honest = MazeBoard::new(Liar(grid, square)).unwrap();
    for board in [
        MazeBoard::new(hex).map(|b| b.topology().len()),
        Ok(honest.len()),
    ] {
        assert_eq!(board.unwrap(), 9);
    }
    for algorithm in board_algorithms() {
        for seed in 0..5 {
            let maze = algorithm
                .from_rng(&honest, &mut rng::from_seed(seed))
                .unwrap();
            assert_perfect(&maze, &honest, &format!("{algorithm} seed {seed}"));
        }
    }
}

/// A square maze reports its passage bytes as `Shape::SideBits`: a board made of a
/// maze is accepted (its shape is its neighbours), the distance map and the
/// statistics read the bytes and answer as over any topology with the same
/// neighbours, and a topology that claims side bits it does not have (wrong
/// bytes, or bytes of the wrong length) is refused as a board and never panics a
/// walk.
#[test]
fn side_bits_are_read_from_the_shape_and_checked() {
    use floodfill::{NeighborsOnly, Shape};
    let maze = Maze::from_seed(Algorithm::Wilson, 7, 5, 3).unwrap();
    let Some(Shape::SideBits { width: 7, sides }) = maze.shape() else {
        panic!("a square maze reports its side bits");
    };
    assert_eq!(sides.len(), 35);
    // The passages as a maze's own board, and the same neighbours unrecognised.
    let board = MazeBoard::new(maze.clone()).unwrap();
    assert_eq!(board.len(), 35);
    let hidden = NeighborsOnly(&maze);
    for start in [0, 17, 34] {
        let fast = DistanceMap::from_start(&maze, start).unwrap();
        let slow = DistanceMap::from_start(&hidden, start).unwrap();
        assert!((0..35).all(|c| fast.distance(c) == slow.distance(c)));
    }
    assert_eq!(
        MazeStats::of(&maze).unwrap(),
        MazeStats::of(&hidden).unwrap()
    );
    // Claims that lie: an open hall's bytes over a maze's neighbours, and bytes
    // that cover fewer cells than the topology has.
    let hall = Maze::open_hall(7, 5).unwrap();
    let Some(Shape::SideBits { sides: open, .. }) = hall.shape() else {
        panic!("an open hall reports its side bits");
    };
    let wrong_bits = Liar(
        maze.clone(),
        Shape::SideBits {
            width: 7,
            sides: open,
        },
    );
    let short = Liar(
        maze.clone(),
        Shape::SideBits {
            width: 7,
            sides: &open[..28],
        },
    );
    for liar in [&wrong_bits, &short] {
        assert!(matches!(
            MazeBoard::new(liar.clone()).err(),
            Some(MazeError::BadParameter {
                name: "topology",
                ..
            })
        ));
        let _ = (fill::dead_ends(liar, &[0]), MazeStats::of(liar));
        let map = DistanceMap::from_start(liar, 0).unwrap();
        let _ = map.path_to(liar, 34).map(Iterator::count);
    }
    // Bytes of the wrong length are no description: the general walk runs.
    let map = DistanceMap::from_start(&short, 0).unwrap();
    let honest = DistanceMap::from_start(&maze, 0).unwrap();
    assert!((0..35).all(|c| map.distance(c) == honest.distance(c)));
}

/// Issue 46, item 6: on a one-way topology the statistics count the passages the
/// fills count (none for a one-way edge), so a one-way path is cells without
/// passages, not a maze in pieces.
#[test]
fn statistics_and_fills_agree_on_one_way_topologies() {
    let path = AdjacencyList::directed(5, (0..4).map(|c| (c, c + 1))).unwrap();
    let ring = AdjacencyList::directed(4, [(0, 1), (1, 2), (2, 3), (3, 0)]).unwrap();
    for graph in [path, ring] {
        let stats = MazeStats::of(&graph).unwrap();
        assert_eq!(stats.isolated, graph.len(), "{stats:?}");
        assert_eq!(stats.dead_ends + stats.corridors + stats.junctions, 0);
        assert_eq!(fill::dead_ends(&graph, &[0]), Vec::<usize>::new());
    }
    // Half one-way: 0-1-2 both ways, 2 -> 3 one way only.
    let mixed = AdjacencyList::directed(4, [(0, 1), (1, 0), (1, 2), (2, 1), (2, 3)]).unwrap();
    let stats = MazeStats::of(&mixed).unwrap();
    assert_eq!(
        (stats.isolated, stats.dead_ends, stats.corridors),
        (1, 2, 1)
    );
    assert_eq!(fill::dead_ends(&mixed, &[0]), [2, 1]);
}

/// Issue 46, item 7: a cell naming itself has no passage to itself: `braid(1.0)`
/// opens none (it opened cells 4 and 5 to themselves with seed 1), `open(c, c)` is
/// refused, and every generator's maze stays perfect.
#[test]
fn no_passage_joins_a_cell_to_itself() {
    // A ring of 8 in which cells 4 and 5 also name themselves.
    let ring = FnGraph::new(
        8,
        |c: usize| {
            let mut n = vec![(c + 1) % 8, (c + 7) % 8];
            if c == 4 || c == 5 {
                n.push(c);
            }
            n
        },
        3,
    );
    let board = MazeBoard::new(ring).unwrap();
    for algorithm in board_algorithms() {
        for seed in 0..10 {
            let mut maze = algorithm
                .from_rng(&board, &mut rng::from_seed(seed))
                .unwrap();
            assert_perfect(&maze, &board, &format!("{algorithm} seed {seed}"));
            maze.braid(1.0, &mut rng::from_seed(seed)).unwrap();
            for c in 0..8 {
                assert!(!maze.is_open(c, c), "{algorithm} seed {seed}: {c}");
                assert!(!maze.open_neighbors(c).any(|j| j == c));
            }
            for c in [2, 4, 5] {
                assert_eq!(
                    maze.open(c, c).err(),
                    Some(MazeError::NotNeighbors { a: c, b: c })
                );
            }
        }
    }
}
