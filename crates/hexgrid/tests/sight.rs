//! The one line-of-sight rule: against a brute-force oracle, symmetric, and computed
//! alike by `line_of_sight`, `Hex::line_to` and `Fov`, on random walls.

use std::collections::HashSet;

use hexgrid::{Fov, Hex, line_of_sight};
use proptest::prelude::*;

use crate::oracle;

/// Walls: each hex within `radius + 2` of `center` blocks when its hash bit says so,
/// about `density` in 256 of them.
fn walls(center: Hex, radius: u32, seed: u64, density: u64) -> HashSet<Hex> {
    center
        .range(radius + 2)
        .filter(|h| {
            let x = (h.q as i64 as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
                ^ (h.r as i64 as u64).wrapping_mul(0xc2b2_ae3d_27d4_eb4f)
                ^ seed;
            (x.wrapping_mul(0x1656_67b1_9e37_79f9) >> 56) < density
        })
        .collect()
}

#[test]
fn the_reported_asymmetry_is_gone() {
    // One wall at (-2, 0): the origin and (-6, -2) now agree.
    let wall = |h: Hex| h == Hex::new(-2, 0);
    let (a, b) = (Hex::ORIGIN, Hex::new(-6, -2));
    assert_eq!(line_of_sight(a, b, wall), line_of_sight(b, a, wall));
    let mut fov = Fov::new();
    let there = fov.compute(b, 6, wall).unwrap().is_visible(a);
    let here = fov.compute(a, 6, wall).unwrap().is_visible(b);
    assert_eq!(here, there);
    // Every line within 10 of the origin reads the same backwards.
    for h in Hex::ORIGIN.range(10) {
        let mut back: Vec<Hex> = h.line_to(Hex::ORIGIN).collect();
        back.reverse();
        assert_eq!(Hex::ORIGIN.line_to(h).collect::<Vec<_>>(), back, "{h:?}");
    }
}

#[test]
fn ties_pass_when_either_side_is_clear() {
    // Along the diagonal (2, -1) the line meets the edge of (1, -1) and (1, 0).
    let (a, b) = (Hex::new(1, -1), Hex::new(1, 0));
    let target = Hex::new(2, -1);
    assert!(line_of_sight(Hex::ORIGIN, target, |h| h == a));
    assert!(line_of_sight(Hex::ORIGIN, target, |h| h == b));
    assert!(!line_of_sight(Hex::ORIGIN, target, |h| h == a || h == b));
    // Twice as far: two ties and the hex between them.
    let far = Hex::new(4, -2);
    let zigzag = [Hex::new(1, 0), Hex::new(3, -2)];
    assert!(line_of_sight(Hex::ORIGIN, far, |h| zigzag.contains(&h)));
    assert!(!line_of_sight(Hex::ORIGIN, far, |h| h == Hex::new(2, -1)));
    // A line that crosses an edge at its middle: (0, 0) to (4, -1) meets the edge of
    // (2, -1) and (2, 0) halfway.
    let far = Hex::new(4, -1);
    assert!(line_of_sight(Hex::ORIGIN, far, |h| h == Hex::new(2, -1)));
    assert!(line_of_sight(Hex::ORIGIN, far, |h| h == Hex::new(2, 0)));
    assert!(!line_of_sight(Hex::ORIGIN, far, |h| h == Hex::new(2, -1)
        || h == Hex::new(2, 0)));
    // The ends never block, and a hex sees itself.
    assert!(line_of_sight(Hex::ORIGIN, Hex::ORIGIN, |_| true));
    assert!(line_of_sight(Hex::ORIGIN, Hex::new(1, 0), |_| true));
    assert!(!line_of_sight(Hex::ORIGIN, Hex::new(2, 0), |_| true));
}

#[test]
fn extreme_hexes_do_not_panic() {
    let (a, b) = (Hex::new(i32::MIN, i32::MAX), Hex::new(i32::MAX, i32::MIN));
    // Blocked at the first step, so the long line is not walked to the end.
    assert!(!line_of_sight(a, b, |_| true));
    assert!(!line_of_sight(b, a, |_| true));
    let mut line = a.line_to(b);
    let steps = a.distance(b) as usize;
    assert_eq!(line.next(), Some(a));
    assert_eq!(line.nth(steps - 1), Some(b));
    assert_eq!(line.next(), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn matches_the_oracle_and_is_symmetric(
        q in -40i32..40, r in -40i32..40, dq in -12i32..=12, dr in -12i32..=12,
        seed: u64, density in 0u64..160,
    ) {
        let a = Hex::new(q, r);
        let b = Hex::new(q + dq, r + dr);
        let walls = walls(a, a.distance(b), seed, density);
        let blocks = |h: Hex| walls.contains(&h);
        let want = oracle::sees(a, b, blocks);
        prop_assert_eq!(line_of_sight(a, b, blocks), want);
        prop_assert_eq!(line_of_sight(b, a, blocks), want);
        // The drawn line is one of the lines the rule considers, and reads the same
        // backwards.
        let line: Vec<Hex> = a.line_to(b).collect();
        for (i, h) in line.iter().enumerate() {
            prop_assert!(oracle::nearest(a, b, i as i64).contains(h));
        }
        let mut back: Vec<Hex> = b.line_to(a).collect();
        back.reverse();
        prop_assert_eq!(line, back);
    }

    #[test]
    fn fov_is_the_same_rule(
        q in -40i32..40, r in -40i32..40, radius in 0u32..13,
        seed: u64, density in 0u64..160,
    ) {
        let c = Hex::new(q, r);
        let walls = walls(c, radius, seed, density);
        let blocks = |h: Hex| walls.contains(&h);
        let mut fov = Fov::new();
        fov.compute(c, radius, blocks).unwrap();
        let seen: HashSet<Hex> = fov.visible().collect();
        for h in c.range(radius) {
            let want = line_of_sight(c, h, blocks);
            prop_assert_eq!(fov.is_visible(h), want, "{:?}", h);
            prop_assert_eq!(seen.contains(&h), want);
            // Symmetric: h sees the centre exactly when the centre sees h.
            prop_assert_eq!(line_of_sight(h, c, blocks), want);
        }
        prop_assert!(c.ring(radius + 1).all(|h| !fov.is_visible(h)));
    }
}

/// Issue 46, item 4: a field of view on a map at the edge of the domain is an
/// answer, the one rule's: the plane past the edge holds no map hex, so it blocks.
#[test]
fn fields_of_view_on_maps_at_the_domain_edge_follow_the_one_rule() {
    use hexgrid::{HexMap, HexTopology, RhombusMap};
    let m = Hex::MAX_COORD;
    let hexagon = HexMap::new(Hex::new(m - 3, 0), 3, ()).unwrap();
    let corner = RhombusMap::new(Hex::new(-m, 0), 6, 5, ()).unwrap();
    let top = RhombusMap::new(Hex::new(0, -m), 1, 1, ()).unwrap();
    fn check<M: HexTopology>(map: &M, wall: &HashSet<Hex>) {
        let mut fov = Fov::new();
        for i in 0..map.len() {
            let c = map.coord_of(i).unwrap();
            let blocks = |h: Hex| !map.contains_hex(h) || wall.contains(&h);
            for radius in [0, 1, 4, 9] {
                fov.compute_on(map, c, radius, |h| wall.contains(&h))
                    .unwrap();
                let want: HashSet<Hex> = (0..map.len())
                    .map(|j| map.coord_of(j).unwrap())
                    .filter(|&h| c.distance(h) <= radius && line_of_sight(c, h, blocks))
                    .collect();
                assert_eq!(
                    fov.visible().collect::<HashSet<_>>(),
                    want,
                    "{c:?} {radius}"
                );
            }
        }
    }
    for seed in 0..4 {
        let wall = |c: Hex| walls(c, 12, seed, 60);
        check(&hexagon, &wall(Hex::new(m - 3, 0)));
        check(&corner, &wall(Hex::new(-m + 3, 2)));
        check(&top, &HashSet::new());
    }
}

/// Past the line tree (radius 65 and more) on maps larger than the range, a field of
/// view on a map is the same rule hex by hex: `line_of_sight_on` for every map hex
/// within the radius, on a bounded hexagon and on a wrap hexagon whose far copies lie
/// outside the range; and the plane rule itself on the bounded map.
#[test]
fn fields_of_view_past_the_line_tree_are_the_rule_hex_by_hex() {
    use hexgrid::{HexMap, HexTopology, WrapHexagon, line_of_sight_on};
    fn check<M: HexTopology>(map: &M, center: Hex, radius: u32, wall: &HashSet<Hex>) {
        let mut fov = Fov::new();
        let blocks = |h: Hex| wall.contains(&h);
        fov.compute_on(map, center, radius, blocks).unwrap();
        let got: HashSet<Hex> = fov.visible().collect();
        let mut want = HashSet::new();
        for h in center.range(radius) {
            let Some(c) = map.canonical(h) else { continue };
            if map.hex_distance(center, c) <= radius
                && line_of_sight_on(map, center, c, blocks).unwrap()
            {
                want.insert(c);
            }
        }
        assert_eq!(got, want, "{center:?} {radius}");
        assert!(got.len() > 1000, "a real view: {}", got.len());
    }
    let bounded = HexMap::new(Hex::ORIGIN, 80, ()).unwrap();
    let world = WrapHexagon::new(100).unwrap();
    for seed in 0..2 {
        let wall = walls(Hex::ORIGIN, 90, seed, 12);
        check(&bounded, Hex::new(5, -3), 65, &wall);
        check(&bounded, Hex::new(-70, 10), 70, &wall);
        check(
            &world,
            Hex::new(90, 0),
            66,
            &walls(Hex::new(90, 0), 70, seed, 12),
        );
        // The plane rule on the bounded map: a hex off it blocks.
        let c = Hex::new(5, -3);
        let mut fov = Fov::new();
        fov.compute_on(&bounded, c, 65, |h| wall.contains(&h))
            .unwrap();
        for h in c.range(65).filter(|h| bounded.contains_hex(*h)).step_by(7) {
            let plane = line_of_sight(c, h, |x| !bounded.contains_hex(x) || wall.contains(&x));
            assert_eq!(fov.is_visible(h), plane, "{h:?}");
        }
    }
}
