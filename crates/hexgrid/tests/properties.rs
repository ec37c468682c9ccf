//! Properties against simple oracles.

use std::collections::HashSet;

use hexgrid::{
    DoubledLayout, FractionalHex, Hex, Layout, OffsetCoord, OffsetGrid, OffsetLayout, Orientation,
    Point,
};
use proptest::prelude::*;

fn hex(limit: i32) -> impl Strategy<Value = Hex> {
    (-limit..=limit, -limit..=limit).prop_map(|(q, r)| Hex::new(q, r))
}

fn offset_layout() -> impl Strategy<Value = OffsetLayout> {
    prop::sample::select(OffsetLayout::ALL.to_vec())
}

/// The brute-force distance: the fewest neighbour steps, by breadth-first search.
fn bfs_distance(a: Hex, b: Hex) -> u32 {
    let mut seen = HashSet::from([a]);
    let mut frontier = vec![a];
    let mut d = 0;
    while !frontier.contains(&b) {
        let mut next = Vec::new();
        for h in frontier {
            for n in h.neighbors() {
                if seen.insert(n) {
                    next.push(n);
                }
            }
        }
        frontier = next;
        d += 1;
    }
    d
}

/// Red Blob's offset formulas, literally (the oracle for our shift-based version).
fn red_blob_from_hex(layout: OffsetLayout, h: Hex) -> OffsetCoord {
    let (q, r) = (i64::from(h.q), i64::from(h.r));
    let (col, row) = match layout {
        OffsetLayout::OddR => (q + (r - (r & 1)) / 2, r),
        OffsetLayout::EvenR => (q + (r + (r & 1)) / 2, r),
        OffsetLayout::OddQ => (q, r + (q - (q & 1)) / 2),
        OffsetLayout::EvenQ => (q, r + (q + (q & 1)) / 2),
    };
    OffsetCoord::new(col as i32, row as i32)
}

/// Red Blob's `hex_round`, literally, with the standard library's rounding.
fn red_blob_round(f: FractionalHex) -> Hex {
    let (mut q, mut r, s) = (f.q.round(), f.r.round(), f.s.round());
    let (dq, dr, ds) = ((q - f.q).abs(), (r - f.r).abs(), (s - f.s).abs());
    if dq > dr && dq > ds {
        q = -r - s;
    } else if dr > ds {
        r = -q - s;
    }
    Hex::new(q as i32, r as i32)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn axial_offset_doubled_round_trips(h in hex(1 << 20), layout in offset_layout()) {
        let c = layout.from_hex(h);
        prop_assert_eq!(layout.to_hex(c), h);
        for doubled in [DoubledLayout::DoubledWidth, DoubledLayout::DoubledHeight] {
            let d = doubled.from_hex(layout.to_hex(c));
            prop_assert_eq!(doubled.to_hex(d).map(|h| layout.from_hex(h)), Ok(c));
        }
    }

    #[test]
    fn offset_matches_red_blob_formulas(h in hex(1 << 29), layout in offset_layout()) {
        prop_assert_eq!(layout.from_hex(h), red_blob_from_hex(layout, h));
    }

    #[test]
    fn round_matches_red_blob(q in -1e6f64..1e6, r in -1e6f64..1e6, eps in -1e-3f64..1e-3, halves in any::<bool>()) {
        // Half the cases sit on exact halves, where the tie-breaking shows.
        let (q, r) = if halves { ((q * 2.0).round() / 2.0, (r * 2.0).round() / 2.0) } else { (q, r) };
        let f = FractionalHex::new(q, r, -q - r + eps);
        prop_assert_eq!(f.round(), red_blob_round(f));
    }

    #[test]
    fn offset_round_trip_from_offset(col in -1000..1000i32, row in -1000..1000i32, layout in offset_layout()) {
        let c = OffsetCoord::new(col, row);
        prop_assert_eq!(layout.from_hex(layout.to_hex(c)), c);
        // The tables agree with axial neighbours.
        let h = layout.to_hex(c);
        for (d, n) in hexgrid::Direction::ALL.iter().zip(h.neighbors()) {
            prop_assert_eq!(layout.neighbor(c, *d), layout.from_hex(n));
        }
    }

    #[test]
    fn hex_pixel_hex(
        h in hex(10_000),
        pointy in any::<bool>(),
        y_up in any::<bool>(),
        sx in 0.5f64..100.0, sy in 0.5f64..100.0,
        ox in -1e4f64..1e4, oy in -1e4f64..1e4,
    ) {
        let orientation = if pointy { Orientation::Pointy } else { Orientation::Flat };
        let mut layout = Layout::new(orientation, Point::new(sx, sy), Point::new(ox, oy)).unwrap();
        if y_up {
            layout = layout.y_up();
        }
        prop_assert_eq!(layout.pixel_to_hex(layout.hex_to_pixel(h)), h);
        // Every corner, pulled slightly towards the centre, is still in the hex.
        let c = layout.hex_to_pixel(h);
        for p in layout.corners(h) {
            let inside = Point::new(c.x + (p.x - c.x) * 0.99, c.y + (p.y - c.y) * 0.99);
            prop_assert_eq!(layout.pixel_to_hex(inside), h);
        }
    }

    #[test]
    fn bubble_snaps_to_nearest_centre(x in -500.0f64..500.0, y in -500.0f64..500.0, d in 4.0f64..64.0) {
        let layout = Layout::bubble(d, Point::new(0.0, 0.0)).unwrap();
        let got = layout.pixel_to_hex(Point::new(x, y));
        let dist = |h: Hex| {
            let c = layout.hex_to_pixel(h);
            ((c.x - x).powi(2) + (c.y - y).powi(2)).sqrt()
        };
        let mine = dist(got);
        for other in got.range(2) {
            prop_assert!(mine <= dist(other) + 1e-9, "{got:?} vs {other:?}");
        }
    }

    #[test]
    fn six_rotations_are_identity(h in hex(1 << 20), c in hex(1 << 20)) {
        let mut l = h;
        let mut r = h;
        let mut la = h;
        for _ in 0..6 {
            l = l.rotate_left();
            r = r.rotate_right();
            la = la.rotate_left_around(c);
        }
        prop_assert_eq!(l, h);
        prop_assert_eq!(r, h);
        prop_assert_eq!(la, h);
        prop_assert_eq!(h.rotate_left().rotate_right(), h);
        prop_assert_eq!(h.rotate_left().distance(Hex::ORIGIN), h.distance(Hex::ORIGIN));
        prop_assert_eq!(h.reflect_q().reflect_q(), h);
        prop_assert_eq!(h.reflect_r().reflect_r(), h);
        prop_assert_eq!(h.reflect_s().reflect_s(), h);
    }

    #[test]
    fn distance_is_a_metric(a in hex(1 << 20), b in hex(1 << 20), c in hex(1 << 20)) {
        prop_assert_eq!(a.distance(b), b.distance(a));
        prop_assert_eq!(a.distance(a), 0);
        prop_assert!(a.distance(c) <= a.distance(b) + b.distance(c));
        prop_assert_eq!(a.distance(b), (a - b).length());
    }

    #[test]
    fn distance_matches_bfs(a in hex(4), b in hex(4)) {
        prop_assert_eq!(a.distance(b), bfs_distance(a, b));
    }

    #[test]
    fn ring_and_range_sizes(center in hex(1000), n in 0u32..25) {
        let ring: Vec<Hex> = center.ring(n).collect();
        prop_assert_eq!(ring.len() as u32, if n == 0 { 1 } else { 6 * n });
        prop_assert!(ring.iter().all(|h| center.distance(*h) == n));
        prop_assert_eq!(ring.iter().collect::<HashSet<_>>().len(), ring.len());
        // Consecutive ring hexes are neighbours, and the ring closes.
        if n > 0 {
            for i in 0..ring.len() {
                prop_assert_eq!(ring[i].distance(ring[(i + 1) % ring.len()]), 1);
            }
        }
        let range: HashSet<Hex> = center.range(n).collect();
        prop_assert_eq!(range.len() as u32, 3 * n * (n + 1) + 1);
        prop_assert!(range.iter().all(|h| center.distance(*h) <= n));
        prop_assert_eq!(center.spiral(n).collect::<HashSet<_>>(), range);
    }

    #[test]
    fn lines_are_connected(a in hex(50), b in hex(50)) {
        let line: Vec<Hex> = a.line_to(b).collect();
        prop_assert_eq!(line.len() as u32, a.distance(b) + 1);
        prop_assert_eq!(line[0], a);
        prop_assert_eq!(line[line.len() - 1], b);
        for w in line.windows(2) {
            prop_assert_eq!(w[0].distance(w[1]), 1);
        }
    }

    #[test]
    fn grid_neighbours_are_the_in_bounds_axial_neighbours(
        cols in 1usize..9, rows in 1usize..9, layout in offset_layout(), pushes in 0usize..3,
    ) {
        let mut g = OffsetGrid::new(cols, rows, layout, 0u8).unwrap();
        for round in 0..=pushes {
            if round > 0 {
                g.push_row_top(0);
            }
            for (c, _) in g.iter() {
                let ours: Vec<OffsetCoord> = g.neighbors(c).collect();
                let oracle: Vec<OffsetCoord> = g
                    .to_hex(c)
                    .neighbors()
                    .map(|h| g.from_hex(h))
                    .filter(|n| g.contains(*n))
                    .collect();
                prop_assert_eq!(ours, oracle);
            }
        }
    }

    #[test]
    fn text_round_trips(cols in 1usize..8, rows in 1usize..8, odd in any::<bool>(), seed in any::<u64>()) {
        let layout = if odd { OffsetLayout::OddR } else { OffsetLayout::EvenR };
        let cells = (0..cols * rows)
            .map(|i| b"RGB.Y"[(seed.rotate_left(i as u32 * 7) % 5) as usize] as char)
            .collect();
        let g = OffsetGrid::from_vec(cols, rows, layout, cells).unwrap();
        prop_assert_eq!(g.to_string().parse::<OffsetGrid<char>>().unwrap(), g);
    }

    #[test]
    fn parsing_never_panics(text in "[ .RG\n]{0,40}") {
        let _ = text.parse::<OffsetGrid<char>>();
    }
}

mod pixel_to_hex_saturation {
    use hexgrid::{Hex, Layout, Orientation, Point};
    use proptest::prelude::*;

    fn layouts() -> [Layout; 3] {
        [
            Layout::bubble(32.0, Point::new(0.0, 0.0)).unwrap(),
            Layout::new(
                Orientation::Pointy,
                Point::new(10.0, 7.0),
                Point::new(3.0, -2.0),
            )
            .unwrap(),
            Layout::new(
                Orientation::Flat,
                Point::new(1.0, 1.0),
                Point::new(0.0, 0.0),
            )
            .unwrap(),
        ]
    }

    #[test]
    fn the_reported_far_point_keeps_both_signs() {
        let layout = Layout::bubble(32.0, Point::new(0.0, 0.0)).unwrap();
        let h = layout.pixel_to_hex(Point::new(-1e12, 3e11));
        let f = layout.pixel_to_fractional(Point::new(-1e12, 3e11));
        assert!(h.in_domain(), "{h:?}");
        assert!(h.q < -(Hex::MAX_COORD / 2), "{h:?} for {f:?}");
        assert_eq!(
            (h.r > 0, h.s() > 0),
            (f.r > 0.0, f.s > 0.0),
            "{h:?} for {f:?}"
        );
    }

    #[test]
    fn non_finite_points_give_a_hex_in_the_domain() {
        for layout in layouts() {
            for x in [
                f64::NAN,
                f64::INFINITY,
                f64::NEG_INFINITY,
                0.0,
                1e308,
                -1e308,
            ] {
                for y in [
                    f64::NAN,
                    f64::INFINITY,
                    f64::NEG_INFINITY,
                    0.0,
                    1e308,
                    -1e308,
                ] {
                    assert!(layout.pixel_to_hex(Point::new(x, y)).in_domain(), "{x} {y}");
                }
            }
        }
    }

    proptest! {
        #[test]
        fn far_points_saturate_along_their_direction(
            angle in 0.0f64..std::f64::consts::TAU,
            exponent in 10.0f64..300.0,
            which in 0usize..3,
        ) {
            let layout = layouts()[which];
            let radius = 10f64.powf(exponent);
            let p = Point::new(radius * angle.cos(), radius * angle.sin());
            let h = layout.pixel_to_hex(p);
            prop_assert!(h.in_domain());
            // Out of the domain: on its rim, each coordinate of the sign of the
            // fractional one wherever that one is not small next to the others.
            let f = layout.pixel_to_fractional(p);
            let far = f.q.abs().max(f.r.abs()).max(f.s.abs());
            if far > f64::from(Hex::MAX_COORD) {
                prop_assert!(h.length() >= Hex::MAX_COORD as u32 - 2, "{:?}", h);
                for (got, want) in [(h.q, f.q), (h.r, f.r), (h.s(), f.s)] {
                    if want.abs() > far * 1e-6 {
                        prop_assert_eq!(got > 0, want > 0.0, "{:?} for {:?}", h, f);
                    }
                }
                // Farther out on the same line: the same hex.
                let q = Point::new(p.x * 1e3, p.y * 1e3);
                if q.x.is_finite() && q.y.is_finite() && exponent < 290.0 {
                    let h2 = layout.pixel_to_hex(q);
                    prop_assert!((h2 - h).length() <= 1, "{:?} {:?}", h, h2);
                }
            }
        }

        #[test]
        fn points_inside_the_domain_are_unchanged(
            x in -1e9f64..1e9, y in -1e9f64..1e9, which in 0usize..3,
        ) {
            let layout = layouts()[which];
            let p = Point::new(x, y);
            prop_assert_eq!(Some(layout.pixel_to_hex(p)), layout.checked_pixel_to_hex(p));
        }
    }
}

proptest! {
    /// `Ord` is the documented order, `q` then `r`, and agrees with `Eq`, so a
    /// `BTreeMap<Hex, _>` holds each hex once and iterates in that order.
    #[test]
    fn hexes_order_by_q_then_r(pairs in proptest::collection::vec((any::<i32>(), any::<i32>()), 1..40)) {
        let hexes: Vec<Hex> = pairs.iter().map(|&(q, r)| Hex { q, r }).collect();
        for a in &hexes {
            for b in &hexes {
                prop_assert_eq!(a.cmp(b), (a.q, a.r).cmp(&(b.q, b.r)));
                prop_assert_eq!(a.cmp(b) == std::cmp::Ordering::Equal, a == b);
            }
        }
        let map: std::collections::BTreeMap<Hex, usize> =
            hexes.iter().enumerate().map(|(i, &h)| (h, i)).collect();
        let mut sorted = pairs.clone();
        sorted.sort();
        sorted.dedup();
        let keys: Vec<(i32, i32)> = map.keys().map(|h| (h.q, h.r)).collect();
        prop_assert_eq!(keys, sorted);
    }
}
