//! The crate's contract against a hostile caller: constructors, walks and accessors
//! at `0`, `1`, `MAX` and random values, degenerate graphs and hostile saved data
//! return a value or a typed error, never a panic (run in debug builds, where
//! integer overflow panics), never an abort.

use floodfill::{
    AdjacencyList, Connectivity, DistanceLayers, Filler, FloodError, FnGraph, HexGrid, MAX_CELLS,
    SquareGrid, Topology, line_runs,
};
use hexgrid::{OffsetCoord, OffsetLayout};
use proptest::prelude::*;

/// Sizes a caller might pass: the edges of every range and a few ordinary ones.
fn size() -> impl Strategy<Value = usize> {
    prop_oneof![
        Just(0usize),
        Just(1),
        Just(2),
        Just(usize::MAX),
        Just(usize::MAX - 1),
        Just(u32::MAX as usize),
        Just(u32::MAX as usize + 1),
        Just(MAX_CELLS),
        Just(MAX_CELLS + 1),
        Just(i32::MAX as usize),
        Just(1 << 16),
        1usize..12,
    ]
}

/// Cell, label and distance arguments: in range, just out of range and extreme.
fn index() -> impl Strategy<Value = usize> {
    prop_oneof![
        Just(0usize),
        Just(usize::MAX),
        Just(usize::MAX - 1),
        Just(u32::MAX as usize),
        0usize..200,
    ]
}

/// The errors a grid constructor gives for a bad size.
fn size_error(e: FloodError) -> bool {
    matches!(
        e,
        FloodError::EmptyGrid { .. } | FloodError::TooLarge { .. }
    )
}

fn layout() -> impl Strategy<Value = OffsetLayout> {
    prop::sample::select(OffsetLayout::ALL.to_vec())
}

/// Every query a game makes of a walk's results, with an arbitrary argument.
fn query_everything<T: Topology>(topo: &T, arg: usize, distance: u32) {
    let mut filler = Filler::new();
    let _ = filler
        .fill(topo, arg, |_| true)
        .map(|r| (r.len(), r.contains(arg)));
    let _ = filler
        .fill_from(topo, [0, arg], |c| c % 3 != 0)
        .map(|r| r.cells().count());
    let _ = filler
        .not_reached(topo, [arg], |_| true)
        .map(Iterator::count);
    let mut values = vec![0u8; topo.len()];
    let _ = filler.paint(topo, &mut values, arg, 1);
    let _ = filler.fill_equal(topo, &values, arg).map(|r| r.len());
    if let Ok(c) = filler.components_by_value(topo, &values) {
        let _ = (
            c.label(arg),
            c.size(arg),
            c.size_of_cell(arg),
            c.cells(arg).count(),
        );
        let _ = c.iter().map(Iterator::count).sum::<usize>();
    }
    if let Ok(c) = filler.label_by_value(topo, &values) {
        let _ = (c.label(arg), c.size(arg), c.cells(arg).count());
    }
    for max in [None, Some(0), Some(1), Some(distance), Some(u32::MAX)] {
        if let Ok(d) = filler.distances_within(topo, [0, arg], |_| true, max) {
            check_layers(d, topo, arg, distance);
        }
        let mut owned = DistanceLayers::new();
        if owned.compute(topo, [arg], max).is_ok() {
            check_layers(&owned, topo, arg, distance);
        }
    }
}

fn check_layers<T: Topology>(d: &DistanceLayers, topo: &T, arg: usize, distance: u32) {
    let _ = (
        d.distance(arg),
        d.layer(arg).count(),
        d.farthest().count(),
        d.max_distance(),
    );
    let _ = (d.at_least(distance).count(), d.at_least(u32::MAX).count());
    let _ = (
        d.layers().count(),
        d.reached(),
        d.order().len(),
        d.step_map().len(),
    );
    let _ = d.path_to(topo, arg).map(|p| p.rev().count());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Grid constructors take any size and either build a grid or say why not.
    #[test]
    fn grids_accept_or_refuse_any_size(w in size(), h in size(), l in layout()) {
        for conn in [Connectivity::Four, Connectivity::Eight] {
            match SquareGrid::new(w, h, conn) {
                Ok(g) => prop_assert!(g.len() <= MAX_CELLS && g.len() == w * h),
                Err(e) => prop_assert!(size_error(e), "{:?}", e),
            }
        }
        match HexGrid::new(w, h, l) {
            Ok(g) => prop_assert!(g.len() <= MAX_CELLS),
            Err(e) => prop_assert!(size_error(e), "{:?}", e),
        }
    }

    /// Coordinates and neighbours at every extreme.
    #[test]
    fn coordinates_and_neighbours_never_panic(
        w in 1usize..9, h in 1usize..9, l in layout(), arg in index(),
        col in any::<i32>(), row in any::<i32>(),
    ) {
        let square = SquareGrid::new(w, h, Connectivity::Eight).unwrap();
        let _ = (square.cell_of((arg, arg)), square.cell_of((arg, 0)), square.coord_of(arg), square.neighbors(arg).count());
        let hex = HexGrid::new(w, h, l).unwrap();
        let _ = (hex.cell_of(hex.layout().to_hex(OffsetCoord::new(col, row))), hex.coord_of(arg).map(|h| hex.layout().from_hex(h)), hex.neighbors(arg).count());
        for extreme in [i32::MIN, i32::MAX, -1] {
            prop_assert_eq!(hex.cell_of(hex.layout().to_hex(OffsetCoord::new(extreme, row))), None);
        }
        let _ = line_runs(arg as u64, !0, 64);
    }

    /// Every walk and every accessor of its result, with arguments in and out of
    /// range, on square and hex grids (their fast paths) and on a closure graph
    /// whose neighbours are wild (its general path).
    #[test]
    fn walks_and_results_never_panic(
        w in 1usize..9, h in 1usize..9, l in layout(), arg in index(),
        distance in prop_oneof![Just(0u32), Just(u32::MAX), 0u32..20],
        wild in prop::collection::vec(any::<usize>(), 1..4),
    ) {
        query_everything(&SquareGrid::new(w, h, Connectivity::Four).unwrap(), arg, distance);
        query_everything(&SquareGrid::new(w, h, Connectivity::Eight).unwrap(), arg, distance);
        query_everything(&HexGrid::new(w, h, l).unwrap(), arg, distance);
        let graph = FnGraph::new(w * h, |c: usize| wild.iter().map(move |&n| n ^ c).collect::<Vec<_>>(), 4);
        query_everything(&graph, arg, distance);
    }

    /// Adjacency lists: any length (up to `usize::MAX`) and any edges are built or
    /// refused without allocating what the length asks for; `neighbors` takes any
    /// cell.
    #[test]
    fn adjacency_lists_never_panic_or_abort(
        len in size(), edges in prop::collection::vec((index(), index()), 0..6), arg in index(),
    ) {
        // A real list up to MAX_CELLS would be legal but large: keep legal ones small.
        let len = if len > 1 << 16 && len <= MAX_CELLS { len % 64 } else { len };
        for graph in [
            AdjacencyList::undirected(len, edges.iter().copied()),
            AdjacencyList::directed(len, edges.iter().copied()),
        ] {
            match graph {
                Ok(g) => {
                    let _ = g.neighbors(arg);
                    query_everything(&g, arg, 3);
                }
                Err(e) => prop_assert!(
                    matches!(e, FloodError::TooManyCells { .. } | FloodError::EdgeOutOfRange { .. }),
                    "{:?}",
                    e
                ),
            }
        }
    }
}

/// The defects a hostile caller found, each pinned.
#[test]
fn reported_edges_hold() {
    let graph = AdjacencyList::undirected(3, [(0, 1)]).unwrap();
    assert!(graph.neighbors(usize::MAX).is_empty());
    assert!(graph.neighbors(3).is_empty());
    assert_eq!(
        AdjacencyList::directed(u32::MAX as usize, []),
        Err(FloodError::TooManyCells {
            len: u32::MAX as usize
        })
    );
    let grid = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
    let mut filler = Filler::new();
    let layers = filler
        .distances_within(&grid, [4], |_| true, Some(0))
        .unwrap();
    assert_eq!((layers.reached(), layers.max_distance()), (1, Some(0)));
    assert_eq!(layers.layer(usize::MAX).len(), 0);
    let comps = filler.components(&grid, |_| true).unwrap();
    assert_eq!(comps.cells(usize::MAX).count(), 0);
    assert_eq!(comps.size(usize::MAX), 0);
    // A user topology claiming more cells than the limit is refused, not walked.
    let huge = FnGraph::new(usize::MAX, |_| [0usize; 0], 0);
    assert!(matches!(
        filler.fill(&huge, 0, |_| true),
        Err(FloodError::TooManyCells { .. })
    ));
    let mut owned = DistanceLayers::new();
    assert!(owned.compute(&huge, [0], None).is_err());
    assert_eq!(owned.reached(), 0);
    let _ = Filler::with_capacity(usize::MAX);
}

/// Saved data from an untrusted source: loading validates exactly like the
/// constructors, and a tiny document cannot make the process allocate gigabytes.
#[cfg(feature = "serde")]
#[test]
fn hostile_saved_data_is_refused() {
    let refused = [
        r#"{"len":4294967295,"edges":[]}"#,
        r#"{"len":18446744073709551615,"edges":[]}"#,
        r#"{"len":268435457,"edges":[]}"#,
        r#"{"len":2,"edges":[[0,2]]}"#,
        r#"{"len":2,"edges":[[4294967295,0]]}"#,
        r#"{"len":-1,"edges":[]}"#,
    ];
    for json in refused {
        assert!(
            serde_json::from_str::<AdjacencyList>(json).is_err(),
            "{json}"
        );
    }
    let grids = [
        r#"{"width":0,"height":3,"connectivity":"Four"}"#,
        r#"{"width":18446744073709551615,"height":2,"connectivity":"Four"}"#,
        r#"{"width":65536,"height":65536,"connectivity":"Eight"}"#,
        r#"{"width":3,"height":3,"connectivity":"Six"}"#,
    ];
    for json in grids {
        assert!(serde_json::from_str::<SquareGrid>(json).is_err(), "{json}");
    }
    let hexes = [
        r#"{"cols":0,"rows":3,"layout":"OddR"}"#,
        r#"{"cols":4294967296,"rows":1,"layout":"OddR"}"#,
        r#"{"cols":3,"rows":3,"layout":"Sideways"}"#,
    ];
    for json in hexes {
        assert!(serde_json::from_str::<HexGrid>(json).is_err(), "{json}");
    }
    // Loading validates like the constructor: what loads is usable.
    let ok: AdjacencyList = serde_json::from_str(r#"{"len":3,"edges":[[0,1],[2,2]]}"#).unwrap();
    assert_eq!(ok.neighbors(usize::MAX), [] as [u32; 0]);
}

/// A topology whose `shape()` is whatever it is told.
struct Liar<'a, T>(T, floodfill::Shape<'a>);
impl<T: Topology> Topology for Liar<'_, T> {
    fn len(&self) -> usize {
        self.0.len()
    }
    fn for_each_neighbor(&self, c: usize, f: impl FnMut(usize)) {
        self.0.for_each_neighbor(c, f)
    }
    fn max_degree(&self) -> usize {
        self.0.max_degree()
    }
    fn shape(&self) -> Option<floodfill::Shape<'_>> {
        Some(self.1)
    }
}

/// A topology that claims a `Shape` (of any size, zero and overflowing ones
/// included) its neighbours are not: every walk answers without a panic, in debug
/// builds too (the fast paths take a shape only when it has the topology's cells).
#[test]
fn lying_shapes_never_panic() {
    use floodfill::Shape;
    let shapes = [
        Shape::Square {
            width: 100,
            height: 100,
            diagonal: false,
        },
        Shape::Square {
            width: 1,
            height: 1,
            diagonal: true,
        },
        Shape::Square {
            width: 9,
            height: 1,
            diagonal: false,
        },
        Shape::Square {
            width: 0,
            height: 5,
            diagonal: false,
        },
        Shape::Square {
            width: usize::MAX,
            height: 2,
            diagonal: false,
        },
        Shape::Hex {
            cols: 100,
            rows: 100,
            layout: OffsetLayout::OddR,
        },
        Shape::Hex {
            cols: 1,
            rows: 1,
            layout: OffsetLayout::EvenQ,
        },
        Shape::Hex {
            cols: 9,
            rows: 1,
            layout: OffsetLayout::EvenQ,
        },
        Shape::Hex {
            cols: 3,
            rows: 3,
            layout: OffsetLayout::OddQ,
        },
        Shape::SquareSides {
            width: 3,
            height: 3,
        },
        Shape::SquareSides {
            width: usize::MAX,
            height: 2,
        },
        Shape::SideBits {
            width: 3,
            sides: &[0xff; 9],
        },
        Shape::SideBits {
            width: 0,
            sides: &[],
        },
        Shape::SideBits {
            width: usize::MAX,
            sides: &[0x0f; 2],
        },
    ];
    for shape in shapes {
        for topo in [
            AdjacencyList::directed(9, (0..8).map(|c| (c, c + 1))).unwrap(),
            AdjacencyList::undirected(9, (0..8).map(|c| (c, c + 1))).unwrap(),
        ] {
            let t = Liar(topo, shape);
            let mut f = Filler::new();
            let _ = f.fill(&t, 0, |_| true).map(|r| r.len());
            let _ = f.fill(&t, 8, |c| c != 3).map(|r| r.len());
            let _ = f.distances(&t, [0], |_| true).map(|l| l.reached());
            let _ = f
                .distances_within(&t, [4], |_| true, Some(2))
                .map(|l| l.reached());
            let _ = f.components(&t, |c| c % 3 != 0).map(|c| c.count());
            let _ = f
                .components_by_value(&t, &[1, 1, 2, 2, 1, 1, 2, 2, 1])
                .map(|c| c.count());
            let mut g = vec![0u8; 9];
            let _ = f.paint(&t, &mut g, 0, 1);
            let _ = DistanceLayers::new().compute(&t, [0], None);
        }
    }
}

/// Issue 46, item 2: a wrap hexagon whose cell count passes `MAX_CELLS` (up to
/// 8.6 * 10^17 hexes) is refused by every walk with a typed error, nothing allocated.
#[test]
fn a_huge_wrap_hexagon_is_refused_by_every_walk() {
    use floodfill::HexBoard;
    use hexgrid::WrapHexagon;
    for radius in [9_459, 1 << 20, WrapHexagon::MAX_RADIUS] {
        let board = HexBoard(WrapHexagon::new(radius).unwrap());
        let len = board.len();
        assert!(len > MAX_CELLS);
        let refused = FloodError::TooManyCells { len };
        let mut f = Filler::new();
        assert_eq!(f.fill(&board, 0, |_| true).err(), Some(refused));
        assert_eq!(f.distances(&board, [0], |_| true).err(), Some(refused));
        assert_eq!(
            f.distances_within(&board, [0], |_| true, Some(2)).err(),
            Some(refused)
        );
        assert_eq!(f.components(&board, |_| true).err(), Some(refused));
        assert_eq!(
            DistanceLayers::new().compute(&board, [0], Some(1)).err(),
            Some(refused)
        );
    }
}
