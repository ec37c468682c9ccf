//! Every map as a `HexTopology`: dense indices, canonical hexes, neighbours across the
//! seams, and field of view on wrap maps against brute force over the plane's copies.

use std::collections::HashSet;

use hexgrid::{
    Direction, Fov, Hex, HexGridError, HexMap, HexTopology, OffsetGrid, OffsetLayout, RhombusMap,
    Wrap, WrapHexagon, WrapRect,
};
use proptest::prelude::*;

use crate::oracle;

/// The trait's contract on one map.
fn check_topology<M: HexTopology>(map: &M) {
    for i in 0..map.len() {
        let h = map.coord_of(i).unwrap();
        assert_eq!(map.cell_of(h), Some(i));
        assert_eq!(map.canonical(h), Some(h));
        // Neighbours: the map hexes the six plane neighbours stand for, in order.
        let mut got = Vec::new();
        map.for_each_neighbor(i, |j| got.push(j));
        let want: Vec<usize> = Direction::ALL
            .iter()
            .filter_map(|&d| map.cell_of(h.neighbor(d)))
            .collect();
        assert_eq!(got, want);
        for &j in &got {
            let n = map.coord_of(j).unwrap();
            assert!(map.hex_distance(h, n) <= 1);
        }
    }
    assert_eq!(map.coord_of(map.len()), None);
    let mut none = Vec::new();
    map.for_each_neighbor(map.len(), |j| none.push(j));
    assert!(none.is_empty());
}

#[test]
fn every_map_keeps_the_contract() {
    check_topology(&HexMap::new(Hex::new(3, -1), 3, ()).unwrap());
    check_topology(&RhombusMap::new(Hex::new(-2, 5), 4, 3, ()).unwrap());
    for layout in OffsetLayout::ALL {
        check_topology(&OffsetGrid::new(5, 4, layout, ()).unwrap());
        for wrap in [Wrap::X, Wrap::Y, Wrap::Both] {
            check_topology(&WrapRect::new(6, 4, layout, wrap).unwrap());
        }
    }
    for r in 0..4 {
        check_topology(&WrapHexagon::new(r).unwrap());
    }
    // Only the rectangle that does not wrap is an offset rectangle for the fast paths.
    let grid = OffsetGrid::new(5, 4, OffsetLayout::OddR, ()).unwrap();
    assert_eq!(grid.offset_rect(), Some((5, 4, OffsetLayout::OddR)));
    let torus = WrapRect::new(6, 4, OffsetLayout::OddR, Wrap::Both).unwrap();
    assert_eq!(torus.offset_rect(), None);
}

#[test]
fn the_east_edge_touches_the_west_edge() {
    let world = WrapRect::new(8, 6, OffsetLayout::OddR, Wrap::X).unwrap();
    let east = world.cell_of(OffsetLayout::OddR.to_hex(hexgrid::OffsetCoord::new(7, 2)));
    let west = world.cell_of(OffsetLayout::OddR.to_hex(hexgrid::OffsetCoord::new(0, 2)));
    let mut next = Vec::new();
    world.for_each_neighbor(east.unwrap(), |j| next.push(j));
    assert!(next.contains(&west.unwrap()));
    let mut finder = hexgrid::PathFinder::new();
    let (a, b) = (
        world.coord_of(east.unwrap()).unwrap(),
        world.coord_of(west.unwrap()).unwrap(),
    );
    assert_eq!(finder.find(&world, a, b, |_, _| Some(1)), Some(1));
    // A hexagon of 37 hexes: the field of view holds each map hex once.
    let hexagon = WrapHexagon::new(3).unwrap();
    let mut fov = Fov::new();
    fov.compute_on(&hexagon, Hex::ORIGIN, 6, |_| false).unwrap();
    assert_eq!(fov.visible().count(), 37);
    let off = HexMap::new(Hex::ORIGIN, 1, ()).unwrap();
    assert!(matches!(
        fov.compute_on(&off, Hex::new(5, 0), 1, |_| false),
        Err(HexGridError::HexNotOnMap { q: 5, r: 0 })
    ));
}

/// The map hexes seen from `center`: those whose nearest distance over all their
/// copies is within `radius` and with a copy at that distance that the oracle's rule
/// sees, walls and hexes off the map blocking.
///
/// This oracle once counted any copy within the radius; that let a field of view
/// show, on a wrap map with a radius past the map's, a hex whose nearest copy (the
/// one `line_of_sight` and targeting look at) is hidden. The rule is now the nearest
/// copies only (see `Fov::compute_on`), and the oracle finds them by brute force:
/// every copy within the map's size (the nearest copy of a hex on a connected map
/// is fewer steps away than the map has hexes).
fn brute_fov<M: HexTopology>(
    map: &M,
    center: Hex,
    radius: u32,
    walls: &HashSet<Hex>,
) -> HashSet<Hex> {
    let blocks = |h: Hex| map.canonical(h).is_none_or(|c| walls.contains(&c));
    let mut nearest: std::collections::HashMap<Hex, (u32, bool)> = Default::default();
    for p in center.range(map.len() as u32) {
        let Some(c) = map.canonical(p) else { continue };
        let d = center.distance(p);
        let e = nearest.entry(c).or_insert((u32::MAX, false));
        if d < e.0 {
            *e = (d, false);
        }
        if d == e.0 {
            e.1 |= oracle::sees(center, p, blocks);
        }
    }
    nearest
        .into_iter()
        .filter(|&(_, (d, seen))| d <= radius && seen)
        .map(|(c, _)| c)
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn fov_on_maps_matches_brute_force_and_is_symmetric(
        picks in prop::collection::vec(0usize..64, 0..16),
        at in 0usize..64, other in 0usize..64, radius in 0u32..8, shape in 0usize..4,
    ) {
        let hexagon = WrapHexagon::new(3).unwrap();
        let torus = WrapRect::new(6, 4, OffsetLayout::EvenR, Wrap::Both).unwrap();
        let cylinder = WrapRect::new(6, 5, OffsetLayout::OddQ, Wrap::X).unwrap();
        let bounded = HexMap::new(Hex::new(1, 1), 3, ()).unwrap();
        macro_rules! check {
            ($map:expr) => {{
                let map = $map;
                let n = map.len();
                let walls: HashSet<Hex> = picks.iter().map(|&i| map.coord_of(i % n).unwrap()).collect();
                let (a, b) = (map.coord_of(at % n).unwrap(), map.coord_of(other % n).unwrap());
                let mut fov = Fov::new();
                fov.compute_on(map, a, radius, |h| walls.contains(&h)).unwrap();
                let got: HashSet<Hex> = fov.visible().collect();
                prop_assert_eq!(got.len(), fov.visible().count(), "each hex once");
                prop_assert_eq!(&got, &brute_fov(map, a, radius, &walls));
                for i in 0..n {
                    let h = map.coord_of(i).unwrap();
                    prop_assert_eq!(fov.is_visible(h), got.contains(&h));
                }
                // Symmetric: b sees a exactly when a sees b.
                let a_sees_b = fov.is_visible(b);
                fov.compute_on(map, b, radius, |h| walls.contains(&h)).unwrap();
                prop_assert_eq!(fov.is_visible(a), a_sees_b);
            }};
        }
        match shape {
            0 => check!(&hexagon),
            1 => check!(&torus),
            2 => check!(&cylinder),
            _ => check!(&bounded),
        }
    }
}

/// Issue 46, item 3: a parallelogram is refused exactly when one of its hexes leaves
/// the domain, near every edge of it (the two cases first).
#[test]
fn parallelograms_at_the_domain_edge_are_refused_only_when_a_hex_leaves_it() {
    let m = Hex::MAX_COORD;
    let near = RhombusMap::new(
        Hex {
            q: -1_073_741_818,
            r: 1_073_741_814,
        },
        4,
        2,
        (),
    )
    .unwrap();
    check_topology(&near);
    let single = RhombusMap::new(Hex::new(0, -m), 1, 1, 0u8).unwrap();
    assert_eq!(single.len(), 1);
    let edge = [-m, -m + 3, -5, 0, 4, m - 3, m];
    for &q in &edge {
        for &r in &edge {
            let origin = Hex { q, r };
            for cols in 1..5 {
                for rows in 1..5 {
                    let all_inside = (0..cols as i64).all(|a| {
                        (0..rows as i64).all(|b| {
                            let (q, r) = (i64::from(q) + a, i64::from(r) + b);
                            let lim = i64::from(m);
                            q.abs() <= lim && r.abs() <= lim && (q + r).abs() <= lim
                        })
                    });
                    let got = RhombusMap::new(origin, cols, rows, ());
                    assert_eq!(got.is_ok(), all_inside, "{origin:?} {cols}x{rows}");
                    if let Ok(map) = got {
                        check_topology(&map);
                    } else {
                        assert_eq!(got.unwrap_err(), HexGridError::OutOfDomain { q, r });
                    }
                }
            }
        }
    }
}
