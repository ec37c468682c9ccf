//! Resolutions and wrap-around maps against brute force: chunk membership by search
//! over nearby chunk centres, wrapped distances by breadth-first search on the wrapped
//! neighbour graph.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;

use hexgrid::{
    Direction, Hex, HexGridError, OffsetCoord, OffsetLayout, Wrap, WrapHexagon, WrapRect,
};
use proptest::prelude::*;

/// Breadth-first distances from `start` over any neighbour function.
fn bfs<T: Copy + Eq + Hash, I: Iterator<Item = T>>(
    start: T,
    neighbors: impl Fn(T) -> I,
) -> HashMap<T, u32> {
    let mut dist = HashMap::from([(start, 0)]);
    let mut queue = VecDeque::from([start]);
    while let Some(c) = queue.pop_front() {
        let d = dist[&c];
        for n in neighbors(c) {
            dist.entry(n).or_insert_with(|| {
                queue.push_back(n);
                d + 1
            });
        }
    }
    dist
}

#[test]
fn mirror_centres_wrap_to_the_origin() {
    // Red Blob's wraparound maps: a radius-N map's copies sit at (2N+1, -N) and its
    // five turns.
    for n in 0..6u32 {
        let map = WrapHexagon::new(n).unwrap();
        let mirror = Hex::new(2 * n as i32 + 1, -(n as i32));
        for k in 0..6 {
            assert_eq!(map.wrap(mirror.rotate(k)), Hex::ORIGIN, "n {n}, turn {k}");
            assert_eq!(mirror.rotate(k).to_lower_res(n).length(), 1);
        }
    }
    assert!(matches!(
        WrapHexagon::new(u32::MAX),
        Err(HexGridError::RadiusTooLarge { .. })
    ));
}

#[test]
fn resolution_is_total_at_the_extremes() {
    for h in [
        Hex::new(i32::MIN, i32::MIN),
        Hex::new(i32::MAX, i32::MIN),
        Hex::new(i32::MAX, 0),
    ] {
        for n in [0, 1, 7, u32::MAX] {
            let local = h.to_local(n);
            let _ = h.to_lower_res(n).to_higher_res(n);
            if n <= i32::MAX as u32 {
                assert!(local.length() <= n, "{h} {n}");
            }
        }
    }
    assert_eq!(Hex::new(5, -9).to_lower_res(0), Hex::new(5, -9));
}

#[test]
fn odd_wraps_across_shoved_lines_are_refused() {
    assert!(matches!(
        WrapRect::new(4, 5, OffsetLayout::OddR, Wrap::Y),
        Err(HexGridError::OddWrap { len: 5, .. })
    ));
    assert!(WrapRect::new(4, 5, OffsetLayout::OddR, Wrap::X).is_ok());
    assert!(WrapRect::new(5, 4, OffsetLayout::EvenQ, Wrap::Both).is_err());
    assert!(WrapRect::new(0, 4, OffsetLayout::EvenQ, Wrap::Y).is_err());
    assert!(WrapRect::new(1 << 20, 1 << 20, OffsetLayout::EvenQ, Wrap::Y).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn chunks_tile_the_plane(q in -2000i32..2000, r in -2000i32..2000, n in 0u32..30) {
        let h = Hex::new(q, r);
        let parent = h.to_lower_res(n);
        let center = parent.to_higher_res(n);
        prop_assert!(h.distance(center) <= n);
        prop_assert_eq!(h.to_local(n), h - center);
        prop_assert_eq!(center.to_lower_res(n), parent);
        // No other chunk centre nearby holds it: the chunk is unique.
        for other in parent.range(2) {
            if other != parent {
                prop_assert!(h.distance(other.to_higher_res(n)) > n);
            }
        }
        // Coarse neighbours are touching chunks: their centres 2n+1 apart.
        prop_assert_eq!(parent.neighbor(Direction::East).to_higher_res(n).distance(center), 2 * n + 1);
    }

    #[test]
    fn wrapped_hexagons_match_bfs(n in 0u32..6, a in (-12i32..12, -12i32..12)) {
        let map = WrapHexagon::new(n).unwrap();
        let a = Hex::new(a.0, a.1);
        let start = map.wrap(a);
        prop_assert!(map.contains(start));
        let dist = bfs(start, |h| map.neighbors(h));
        prop_assert_eq!(dist.len(), map.len());
        for b in map.hexes() {
            prop_assert_eq!(map.distance(a, b), dist[&b]);
            let line: Vec<Hex> = map.line(a, b).collect();
            prop_assert_eq!(line.len() as u32, dist[&b] + 1);
            prop_assert_eq!(line[0], start);
            prop_assert_eq!(*line.last().unwrap(), b);
            prop_assert!(line.windows(2).all(|w| map.distance(w[0], w[1]) == 1));
        }
    }

    #[test]
    fn wrapped_rectangles_match_bfs(
        cols in 1usize..8,
        rows in 1usize..8,
        layout in prop::sample::select(OffsetLayout::ALL.to_vec()),
        wrap in prop::sample::select(vec![Wrap::X, Wrap::Y, Wrap::Both]),
        start in (0i32..8, 0i32..8),
    ) {
        let Ok(board) = WrapRect::new(cols, rows, layout, wrap) else {
            return Ok(());
        };
        let a = OffsetCoord::new(start.0 % cols as i32, start.1 % rows as i32);
        let dist = bfs(a, |c| board.neighbors(c).collect::<Vec<_>>().into_iter());
        for row in 0..rows as i32 {
            for col in 0..cols as i32 {
                let b = OffsetCoord::new(col, row);
                prop_assert_eq!(board.distance(a, b), Some(dist[&b]), "to {:?}", b);
                prop_assert!(board.neighbors(b).all(|n| board.neighbors(n).any(|m| m == b)));
                let line: Vec<OffsetCoord> = board.line(a, b).unwrap().collect();
                prop_assert_eq!((line[0], *line.last().unwrap()), (a, b));
                if wrap == Wrap::Both {
                    prop_assert_eq!(line.len() as u32, dist[&b] + 1);
                    prop_assert!(line.windows(2).all(|w| board.distance(w[0], w[1]) == Some(1)));
                } else {
                    // Hexes just off a side that does not wrap are skipped.
                    prop_assert!(line.len() as u32 <= dist[&b] + 1);
                    prop_assert!(line.windows(2).all(|w| board.distance(w[0], w[1]) <= Some(2)));
                }
            }
        }
        // Off a side that does not wrap there is no cell.
        let outside = OffsetCoord::new(-1, -1);
        prop_assert_eq!(board.wrap(outside).is_some(), wrap == Wrap::Both);
    }
}

/// The copies of `to` nearest to `from`, by brute force: every hex of the plane within
/// `reach` that stands for the same map hex, at the least distance found.
fn brute_nearest<M: hexgrid::HexTopology>(
    map: &M,
    from: Hex,
    to: Hex,
    reach: u32,
) -> (u32, Vec<Hex>) {
    let target = map.cell_of(to);
    let mut best = (u32::MAX, Vec::new());
    for h in from.range(reach).filter(|&h| map.cell_of(h) == target) {
        let d = from.distance(h);
        if d < best.0 {
            best = (d, vec![h]);
        } else if d == best.0 {
            best.1.push(h);
        }
    }
    best.1.sort();
    best
}

proptest! {
    /// `for_each_nearest_copy` gives exactly the nearest copies, each once, at
    /// `hex_distance`, on every wrap map (and the ring-walk default agrees).
    #[test]
    fn nearest_copies_are_brute_force(
        cols in 1usize..8,
        rows in 1usize..8,
        layout in prop::sample::select(OffsetLayout::ALL.to_vec()),
        wrap in prop::sample::select(vec![Wrap::X, Wrap::Y, Wrap::Both]),
        radius in 0u32..4,
        a in 0usize..64,
        b in 0usize..64,
    ) {
        use hexgrid::HexTopology;
        /// The same map with the trait's default (the ring walk).
        struct Ring<M>(M);
        impl<M: HexTopology> HexTopology for Ring<M> {
            fn len(&self) -> usize { self.0.len() }
            fn cell_of(&self, hex: Hex) -> Option<usize> { self.0.cell_of(hex) }
            fn coord_of(&self, index: usize) -> Option<Hex> { self.0.coord_of(index) }
            fn hex_distance(&self, a: Hex, b: Hex) -> u32 { self.0.hex_distance(a, b) }
        }
        fn check<M: HexTopology>(map: &M, a: usize, b: usize) -> Result<(), TestCaseError> {
            let n = map.len();
            let (from, to) = (map.coord_of(a % n).unwrap(), map.coord_of(b % n).unwrap());
            let (d, want) = brute_nearest(map, from, to, n as u32);
            prop_assert_eq!(map.hex_distance(from, to), d);
            for got in [
                { let mut v = Vec::new(); map.for_each_nearest_copy(from, to, |c| v.push(c)); v },
                { let mut v = Vec::new(); Ring(map).for_each_nearest_copy(from, to, |c| v.push(c)); v },
            ] {
                let mut sorted = got.clone();
                sorted.sort();
                prop_assert_eq!(&sorted, &want, "{:?} -> {:?}", from, to);
            }
            Ok(())
        }
        if let Ok(board) = WrapRect::new(cols, rows, layout, wrap) {
            check(&board, a, b)?;
        }
        check(&WrapHexagon::new(radius).unwrap(), a, b)?;
    }
}
