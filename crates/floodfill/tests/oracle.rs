//! Every operation against a naive breadth-first oracle, on random boards of every
//! topology: square 4 and 8, the four hex layouts, adjacency lists and closures.
//!
//! The oracle builds its own adjacency from coordinates (never through `Topology`),
//! so a wrong neighbour table fails here too. Loops run over cell indices on purpose.

#![allow(clippy::needless_range_loop)]

use std::collections::{BTreeSet, VecDeque};

use floodfill::{
    AdjacencyList, Connectivity, DistanceLayers, Filler, FnGraph, HexGrid, SquareGrid, Topology,
};
use hexgrid::{Hex, OffsetCoord, OffsetLayout};
use proptest::prelude::*;

/// Plain adjacency lists, built from first principles.
type Adj = Vec<Vec<usize>>;

fn square_adj(w: usize, h: usize, diagonal: bool) -> Adj {
    let mut adj = vec![Vec::new(); w * h];
    for y in 0..h as i64 {
        for x in 0..w as i64 {
            for dy in -1..=1i64 {
                for dx in -1..=1i64 {
                    let diag = dx != 0 && dy != 0;
                    if (dx, dy) == (0, 0) || (diag && !diagonal) {
                        continue;
                    }
                    let (nx, ny) = (x + dx, y + dy);
                    if nx >= 0 && ny >= 0 && nx < w as i64 && ny < h as i64 {
                        adj[(y * w as i64 + x) as usize].push((ny * w as i64 + nx) as usize);
                    }
                }
            }
        }
    }
    adj
}

/// Hex neighbours by brute force: cells whose axial coordinates are one step apart.
fn hex_adj(cols: usize, rows: usize, layout: OffsetLayout) -> Adj {
    let hexes: Vec<Hex> = (0..cols * rows)
        .map(|c| layout.to_hex(OffsetCoord::new((c % cols) as i32, (c / cols) as i32)))
        .collect();
    hexes
        .iter()
        .map(|a| {
            (0..hexes.len())
                .filter(|&o| {
                    let (dq, dr) = (a.q - hexes[o].q, a.r - hexes[o].r);
                    dq.abs() + dr.abs() + (dq + dr).abs() == 2
                })
                .collect()
        })
        .collect()
}

/// Naive BFS: distance from the nearest passable seed, through passable cells.
fn oracle(adj: &Adj, seeds: &[usize], passable: impl Fn(usize) -> bool) -> Vec<Option<u32>> {
    let mut dist = vec![None; adj.len()];
    let mut queue = VecDeque::new();
    for &s in seeds {
        if passable(s) && dist[s].is_none() {
            dist[s] = Some(0);
            queue.push_back(s);
        }
    }
    while let Some(c) = queue.pop_front() {
        let d = dist[c].unwrap();
        for &n in &adj[c] {
            if passable(n) && dist[n].is_none() {
                dist[n] = Some(d + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}

fn reached(dist: &[Option<u32>]) -> BTreeSet<usize> {
    (0..dist.len()).filter(|&c| dist[c].is_some()).collect()
}

/// A random board: cell values 0..colours (value 0 is a wall for the predicate tests).
#[derive(Debug, Clone)]
struct Board {
    values: Vec<u8>,
    seeds: Vec<usize>,
}

fn board(len: usize) -> impl Strategy<Value = Board> {
    (
        prop::collection::vec(0u8..4, len),
        prop::collection::vec(0..len, 1..4),
    )
        .prop_map(|(values, seeds)| Board { values, seeds })
}

/// Every check, on one topology with its oracle adjacency.
fn check<T: Topology>(topo: &T, adj: &Adj, b: &Board) -> Result<(), TestCaseError> {
    let len = topo.len();
    prop_assert_eq!(len, adj.len());
    let open = |c: usize| b.values[c] != 0;
    let mut filler = Filler::new();

    // Fill from many seeds and from one.
    let want = reached(&oracle(adj, &b.seeds, open));
    let region = filler
        .fill_from(topo, b.seeds.iter().copied(), open)
        .unwrap();
    let got: BTreeSet<usize> = region.cells().collect();
    prop_assert_eq!(got.len(), region.len(), "no cell twice");
    prop_assert_eq!(&got, &want);
    for c in 0..len {
        prop_assert_eq!(region.contains(c), want.contains(&c));
    }
    let one = reached(&oracle(adj, &b.seeds[..1], open));
    let got: BTreeSet<usize> = filler
        .fill(topo, b.seeds[0], open)
        .unwrap()
        .cells()
        .collect();
    prop_assert_eq!(got, one);

    // Not reached = passable minus reached.
    let floating: BTreeSet<usize> = filler
        .not_reached(topo, b.seeds.iter().copied(), open)
        .unwrap()
        .collect();
    let expect: BTreeSet<usize> = (0..len)
        .filter(|&c| open(c) && !want.contains(&c))
        .collect();
    prop_assert_eq!(floating, expect);

    // Same-value group and paint bucket agree with each other and with the oracle.
    let seed = b.seeds[0];
    let same = |c: usize| b.values[c] == b.values[seed];
    let group = reached(&oracle(adj, &[seed], same));
    let got: BTreeSet<usize> = filler
        .fill_equal(topo, &b.values, seed)
        .unwrap()
        .cells()
        .collect();
    prop_assert_eq!(&got, &group);
    let mut painted = b.values.clone();
    let changed = filler.paint(topo, &mut painted, seed, 9).unwrap();
    prop_assert_eq!(changed, group.len());
    for c in 0..len {
        let expect = if group.contains(&c) { 9 } else { b.values[c] };
        prop_assert_eq!(painted[c], expect);
    }
    prop_assert_eq!(filler.paint(topo, &mut painted, seed, 9).unwrap(), 0);

    // Components by predicate: a partition of the open cells into oracle regions.
    let comps = filler.components(topo, open).unwrap();
    let mut seen = BTreeSet::new();
    for (label, cells) in comps.iter().enumerate() {
        let cells: Vec<usize> = cells.collect();
        let first = cells[0];
        let region = reached(&oracle(adj, &[first], open));
        let got: BTreeSet<usize> = cells.iter().copied().collect();
        prop_assert_eq!(&got, &region);
        prop_assert_eq!(comps.size(label), region.len());
        for &c in &got {
            prop_assert_eq!(comps.label(c), Some(label));
            prop_assert!(seen.insert(c), "cell {} in two components", c);
        }
    }
    let open_cells: BTreeSet<usize> = (0..len).filter(|&c| open(c)).collect();
    prop_assert_eq!(&seen, &open_cells);
    for c in 0..len {
        prop_assert_eq!(comps.label(c).is_some(), open(c));
    }

    // Components by value: every cell labelled, each group an oracle same-value region.
    let comps = filler.components_by_value(topo, &b.values).unwrap();
    let mut total = 0;
    for cells in comps.iter() {
        let cells: Vec<usize> = cells.collect();
        let first = cells[0];
        let v = b.values[first];
        let region = reached(&oracle(adj, &[first], |c| b.values[c] == v));
        let got: BTreeSet<usize> = cells.iter().copied().collect();
        prop_assert_eq!(got, region);
        total += cells.len();
    }
    prop_assert_eq!(total, len);
    let want_labels = comps.labels().to_vec();
    let want_sizes: Vec<u32> = comps.iter().map(|c| c.len() as u32).collect();
    let want_cells: Vec<Vec<usize>> = comps
        .iter()
        .map(|c| {
            let mut v: Vec<usize> = c.collect();
            v.sort_unstable();
            v
        })
        .collect();

    // Label-only labelling: the same labels and sizes, cells on demand.
    let labels = filler.label_by_value(topo, &b.values).unwrap();
    prop_assert_eq!(labels.labels(), &want_labels[..]);
    let sizes: Vec<u32> = (0..labels.count()).map(|k| labels.size(k) as u32).collect();
    prop_assert_eq!(&sizes, &want_sizes);
    for (k, cells) in want_cells.iter().enumerate() {
        prop_assert_eq!(&labels.cells(k).collect::<Vec<_>>(), cells);
    }

    // Distances, layers and paths.
    let want = oracle(adj, &b.seeds, open);
    let layers = filler
        .distances(topo, b.seeds.iter().copied(), open)
        .unwrap();
    for c in 0..len {
        prop_assert_eq!(layers.distance(c), want[c]);
    }
    let step_map: Vec<Option<u32>> = layers
        .step_map()
        .iter()
        .map(|&d| (d != DistanceLayers::UNREACHED).then_some(d))
        .collect();
    prop_assert_eq!(step_map, want.clone());
    let mut count = 0;
    for (d, layer) in layers.layers().enumerate() {
        prop_assert!(layer.len() > 0);
        count += layer.len();
        for c in layer {
            prop_assert_eq!(want[c], Some(d as u32));
        }
    }
    prop_assert_eq!(count, reached(&want).len());
    prop_assert_eq!(layers.max_distance(), want.iter().flatten().max().copied());
    // A path to every cell: none where the oracle reaches nothing; otherwise from
    // a seed to the goal, one oracle edge per step, distance + 1 cells, and the
    // same cells backwards.
    for goal in 0..len + 2 {
        let Some(d) = want.get(goal).copied().flatten() else {
            prop_assert!(layers.path_to(topo, goal).is_none());
            continue;
        };
        let path = layers.path_to(topo, goal).unwrap();
        prop_assert_eq!(path.len() as u32, d + 1);
        let back: Vec<usize> = path.clone().rev().collect();
        let cells: Vec<usize> = path.collect();
        prop_assert!(b.seeds.contains(&cells[0]));
        prop_assert_eq!(cells.last(), Some(&goal));
        for pair in cells.windows(2) {
            prop_assert!(adj[pair[0]].contains(&pair[1]));
        }
        prop_assert!(cells.iter().eq(back.iter().rev()));
    }

    // Bounded distances: the oracle cut at the bound.
    for max in 0..3u32 {
        let layers = filler
            .distances_within(topo, b.seeds.iter().copied(), open, Some(max))
            .unwrap();
        for c in 0..len {
            prop_assert_eq!(layers.distance(c), want[c].filter(|&d| d <= max));
        }
    }
    Ok(())
}

/// Square grids promise their regions' cells in index order.
fn index_order(g: &SquareGrid, b: &Board) -> Result<(), TestCaseError> {
    let cells: Vec<usize> = Filler::new()
        .fill_from(g, b.seeds.iter().copied(), |c| b.values[c] != 0)
        .unwrap()
        .cells()
        .collect();
    prop_assert!(cells.windows(2).all(|p| p[0] < p[1]), "{:?}", cells);
    Ok(())
}

fn sized_board() -> impl Strategy<Value = (usize, usize, Board)> {
    (1usize..12, 1usize..12).prop_flat_map(|(w, h)| (Just(w), Just(h), board(w * h)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn square_four((w, h, b) in sized_board()) {
        let g = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        check(&g, &square_adj(w, h, false), &b)?;
        index_order(&g, &b)?;
    }

    #[test]
    fn square_eight((w, h, b) in sized_board()) {
        let g = SquareGrid::new(w, h, Connectivity::Eight).unwrap();
        check(&g, &square_adj(w, h, true), &b)?;
        index_order(&g, &b)?;
    }

    #[test]
    fn hex_layouts((w, h, b) in sized_board(), layout in 0usize..4) {
        let layout = OffsetLayout::ALL[layout];
        let g = HexGrid::new(w, h, layout).unwrap();
        check(&g, &hex_adj(w, h, layout), &b)?;
    }

    #[test]
    fn user_graphs(
        (len, b, edges) in (1usize..40).prop_flat_map(|n| {
            (Just(n), board(n), prop::collection::vec((0..n, 0..n), 0..60))
        })
    ) {
        let mut adj: Adj = vec![Vec::new(); len];
        for &(a, c) in &edges {
            adj[a].push(c);
            adj[c].push(a);
        }
        let list = AdjacencyList::undirected(len, edges.iter().copied()).unwrap();
        check(&list, &adj, &b)?;
        // The same graph through a closure, with an out-of-range neighbour thrown in:
        // it must be ignored, not panic.
        let closure = FnGraph::new(len, |c: usize| adj[c].iter().copied().chain([usize::MAX, len]), 64);
        check(&closure, &adj, &b)?;
    }

    /// One filler reused across topologies of different sizes gives the same answers
    /// as a fresh one (the generation stamps never leak between calls).
    #[test]
    fn reuse_across_sizes(sizes in prop::collection::vec((1usize..20, 1usize..20, 0u64..1000), 1..6)) {
        let mut shared = Filler::new();
        for (w, h, salt) in sizes {
            let g = SquareGrid::new(w, h, Connectivity::Four).unwrap();
            let open = |c: usize| !(c as u64 * 2654435761 + salt).is_multiple_of(5);
            let a: Vec<usize> = shared.fill(&g, 0, open).unwrap().cells().collect();
            let b: Vec<usize> = Filler::new().fill(&g, 0, open).unwrap().cells().collect();
            prop_assert_eq!(a, b);
        }
    }
}
