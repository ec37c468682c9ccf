//! Every hexgrid map as a floodfill topology (`HexBoard`): fills, components,
//! distance layers and paths against a naive BFS over the map's own hex neighbours, wrap
//! included, and the offset rectangle's fast path against the plain `HexGrid`.

use std::collections::{HashMap, VecDeque};

use floodfill::{Coords, Filler, HexBoard, HexGrid, Shape, Topology};
use hexgrid::{
    Direction, Hex, HexMap, HexTopology, OffsetCoord, OffsetGrid, OffsetLayout, RhombusMap, Wrap,
    WrapHexagon, WrapRect,
};
use proptest::prelude::*;

/// BFS distances in hexes from `seeds` through open hexes, stepping to the map hexes
/// the six plane neighbours stand for (`canonical`), written without the crate.
fn naive<M: HexTopology>(map: &M, seeds: &[Hex], open: impl Fn(Hex) -> bool) -> HashMap<Hex, u32> {
    let mut dist = HashMap::new();
    let mut queue = VecDeque::new();
    for &s in seeds {
        if open(s) && !dist.contains_key(&s) {
            dist.insert(s, 0);
            queue.push_back(s);
        }
    }
    while let Some(h) = queue.pop_front() {
        let d = dist[&h];
        for dir in Direction::ALL {
            let Some(n) = map.canonical(h.neighbor(dir)) else {
                continue;
            };
            if open(n) && !dist.contains_key(&n) {
                dist.insert(n, d + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}

fn check<M: HexTopology>(map: M, walls: &[bool], seeds: &[usize]) -> Result<(), TestCaseError> {
    let board = HexBoard(map);
    let n = board.len();
    let wall = |c: usize| walls[c % walls.len()];
    let open_hex = |h: Hex| !wall(board.cell_of(h).unwrap());
    let seed_cells: Vec<usize> = seeds.iter().map(|s| s % n).collect();
    let seed_hexes: Vec<Hex> = seed_cells
        .iter()
        .map(|&c| board.coord_of(c).unwrap())
        .collect();
    let want = naive(&board.0, &seed_hexes, open_hex);
    let mut filler = Filler::new();
    // Fill: the reached cells are the hexes BFS reaches.
    let region = filler
        .fill_from(&board, seed_cells.iter().copied(), |c| !wall(c))
        .unwrap();
    let mut got: Vec<Hex> = region.cells().map(|c| board.coord_of(c).unwrap()).collect();
    got.sort_unstable();
    let mut reached: Vec<Hex> = want.keys().copied().collect();
    reached.sort_unstable();
    prop_assert_eq!(got, reached);
    // Distance layers: the same distance per hex.
    let layers = filler
        .distances(&board, seed_cells.iter().copied(), |c| !wall(c))
        .unwrap();
    for c in 0..n {
        let h = board.coord_of(c).unwrap();
        prop_assert_eq!(layers.distance(c), want.get(&h).copied(), "{:?}", h);
    }
    // Paths: from a seed to the goal, each step to a map neighbour (across a seam
    // too), distance + 1 hexes; none to a hex BFS does not reach.
    for c in 0..n {
        let h = board.coord_of(c).unwrap();
        let Some(&d) = want.get(&h) else {
            prop_assert!(layers.path_to(&board, c).is_none());
            continue;
        };
        let path = layers.path_to(&board, c).unwrap();
        prop_assert_eq!(path.len() as u32, d + 1);
        let hexes: Vec<Hex> = path.map(|c| board.coord_of(c).unwrap()).collect();
        prop_assert!(seed_hexes.contains(&hexes[0]));
        prop_assert_eq!(hexes.last(), Some(&h));
        for pair in hexes.windows(2) {
            let next = Direction::ALL
                .iter()
                .any(|&dir| board.0.canonical(pair[0].neighbor(dir)) == Some(pair[1]));
            prop_assert!(next, "{:?} -> {:?}", pair[0], pair[1]);
        }
    }
    // Components: two open hexes share a label exactly when BFS from one reaches the
    // other.
    let first = board.coord_of(seed_cells[0]).unwrap();
    let from_first = naive(&board.0, &[first], open_hex);
    let comps = filler.components(&board, |c| !wall(c)).unwrap();
    for c in 0..n {
        let h = board.coord_of(c).unwrap();
        let same = comps.label(c).is_some() && comps.label(c) == comps.label(seed_cells[0]);
        prop_assert_eq!(same, from_first.contains_key(&h), "{:?}", h);
    }
    Ok(())
}

#[test]
fn hexes_and_cells_translate_both_ways() {
    let world = HexBoard(WrapHexagon::new(2).unwrap());
    // A copy of a hex across the seam finds the same cell.
    let c = world.cell_of(Hex::new(2, 0)).unwrap();
    assert_eq!(world.cell_of(Hex::new(2, 0) + Hex::new(5, -2)), Some(c));
    assert_eq!(world.coord_of(c), Some(Hex::new(2, 0)));
    assert_eq!(world.coord_of(world.len()), None);
    let map = HexMap::new(Hex::ORIGIN, 1, 0u8).unwrap();
    let board = HexBoard(&map);
    assert_eq!(board.cell_of(Hex::new(2, 0)), None);
    assert_eq!(board.shape(), None);
    // A unit on the east edge of a wrapping map reaches the west edge in one step.
    let flat = WrapRect::new(8, 6, OffsetLayout::OddR, Wrap::X).unwrap();
    let board = HexBoard(flat);
    let east = board
        .cell_of(OffsetLayout::OddR.to_hex(OffsetCoord::new(7, 3)))
        .unwrap();
    let west = board
        .cell_of(OffsetLayout::OddR.to_hex(OffsetCoord::new(0, 3)))
        .unwrap();
    let mut filler = Filler::new();
    let layers = filler.distances(&board, [east], |_| true).unwrap();
    assert_eq!(layers.distance(west), Some(1));
}

#[test]
fn an_offset_grid_is_the_plain_hex_grid() {
    for layout in OffsetLayout::ALL {
        let grid = OffsetGrid::new(7, 5, layout, ()).unwrap();
        let board = HexBoard(&grid);
        let plain = HexGrid::of(&grid).unwrap();
        assert_eq!(
            board.shape(),
            Some(Shape::Hex {
                cols: 7,
                rows: 5,
                layout
            })
        );
        assert_eq!(board.shape(), plain.shape());
        for c in 0..board.len() {
            let mut a = Vec::new();
            board.for_each_neighbor(c, |n| a.push(n));
            let b: Vec<usize> = plain.neighbors(c).collect();
            assert_eq!(a, b, "{layout:?} cell {c}");
            assert_eq!(board.coord_of(c), plain.coord_of(c));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn walks_match_naive_bfs_on_every_map(
        walls in prop::collection::vec(prop::bool::weighted(0.3), 1..97),
        seeds in prop::collection::vec(0usize..1000, 1..4),
        shape in 0usize..7, layout in 0usize..4,
    ) {
        let layout = OffsetLayout::ALL[layout];
        match shape {
            0 => check(HexMap::new(Hex::new(4, -2), 4, ()).unwrap(), &walls, &seeds)?,
            1 => check(RhombusMap::new(Hex::new(-3, 1), 7, 5, ()).unwrap(), &walls, &seeds)?,
            2 => check(OffsetGrid::new(9, 6, layout, ()).unwrap(), &walls, &seeds)?,
            3 => check(WrapHexagon::new(4).unwrap(), &walls, &seeds)?,
            4 => check(WrapRect::new(8, 6, layout, Wrap::Both).unwrap(), &walls, &seeds)?,
            5 => check(WrapRect::new(8, 6, layout, Wrap::X).unwrap(), &walls, &seeds)?,
            _ => check(WrapRect::new(8, 6, layout, Wrap::Y).unwrap(), &walls, &seeds)?,
        }
    }
}
