//! Wedges, rectilinear lines, Euclidean distance and circular ranges, each against a
//! brute-force oracle written independently of the library code.

use std::collections::HashSet;

use hexgrid::{Diagonal, Direction, Hex, Layout, Orientation, Point};
use proptest::prelude::*;

fn small_hex() -> impl Strategy<Value = Hex> {
    (-50i32..50, -50i32..50).prop_map(|(q, r)| Hex::new(q, r))
}

fn diagonal() -> impl Strategy<Value = Diagonal> {
    prop::sample::select(Diagonal::ALL.to_vec())
}

/// Axial cross product: its sign tells on which side of `u` the vector `v` lies.
fn cross(u: Hex, v: Hex) -> i64 {
    i64::from(u.q) * i64::from(v.r) - i64::from(u.r) * i64::from(v.q)
}

/// The oracle wedge: every hex of the range whose offset from the centre lies between
/// the two edge directions of the diagonal, by the signs of cross products.
fn wedge_oracle(center: Hex, radius: u32, d: Diagonal) -> HashSet<Hex> {
    let a = Direction::from_index(d.index()).hex();
    let b = Direction::from_index(d.index() + 1).hex();
    let turn = cross(a, b).signum();
    center
        .range(radius)
        .filter(|&h| {
            let v = h - center;
            let (s1, s2) = (cross(a, v).signum(), cross(v, b).signum());
            (s1 == 0 || s1 == turn) && (s2 == 0 || s2 == turn)
        })
        .collect()
}

/// A layout whose neighbouring centres are exactly 1 apart.
fn unit_layout() -> Layout {
    let size = 1.0 / 3f64.sqrt();
    Layout::new(
        Orientation::Pointy,
        Point::new(size, size),
        Point::new(0.0, 0.0),
    )
    .unwrap()
}

fn pixel_distance(a: Hex, b: Hex) -> f64 {
    let (pa, pb) = (unit_layout().hex_to_pixel(a), unit_layout().hex_to_pixel(b));
    ((pa.x - pb.x).powi(2) + (pa.y - pb.y).powi(2)).sqrt()
}

#[test]
fn wedges_tile_the_range() {
    // The six wedges cover the range; each hex off the six edge rays is in exactly one.
    let center = Hex::new(2, -3);
    let mut seen = HashSet::new();
    for d in Diagonal::ALL {
        seen.extend(center.wedge(5, d));
    }
    assert_eq!(seen, center.range(5).collect());
    assert_eq!(
        Hex::ORIGIN.wedge(0, Diagonal::North).collect::<Vec<_>>(),
        [Hex::ORIGIN]
    );
}

#[test]
fn euclidean_golden_values() {
    for d in Direction::ALL {
        assert_eq!(d.hex().euclidean_length(), 1.0);
    }
    for d in Diagonal::ALL {
        assert!((d.hex().euclidean_length() - 3f64.sqrt()).abs() < 1e-12);
    }
    assert_eq!(Hex::new(3, 0).euclidean_length(), 3.0);
    assert!((Hex::new(2, 1).euclidean_length() - 7f64.sqrt()).abs() < 1e-12);
    assert_eq!(Hex::ORIGIN.circular_range(-1.0).count(), 0);
    assert_eq!(Hex::ORIGIN.circular_range(f64::NAN).count(), 0);
    assert_eq!(Hex::ORIGIN.circular_range(0.0).count(), 1);
    // The disc of radius √3 adds the six diagonals to the first ring.
    assert_eq!(Hex::ORIGIN.circular_range(3f64.sqrt()).count(), 13);
    let far = Hex::new(i32::MIN, i32::MIN).euclidean_distance(Hex::new(i32::MAX, i32::MAX));
    assert!((far - 3f64.sqrt() * (2f64.powi(32) - 1.0)).abs() < 1.0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn wedges_match_the_cross_product_oracle(c in small_hex(), radius in 0u32..9, d in diagonal()) {
        let w: Vec<Hex> = c.wedge(radius, d).collect();
        let n = radius as usize;
        prop_assert_eq!(w.len(), (n + 1) * (n + 2) / 2);
        prop_assert_eq!(c.wedge(radius, d).size_hint(), (w.len(), Some(w.len())));
        let set: HashSet<Hex> = w.iter().copied().collect();
        prop_assert_eq!(set.len(), w.len());
        prop_assert_eq!(set, wedge_oracle(c, radius, d));
        // Nearest first.
        prop_assert!(w.windows(2).all(|p| c.distance(p[0]) <= c.distance(p[1])));
    }

    #[test]
    fn rectilines_are_two_straight_runs(a in small_hex(), b in small_hex(), clockwise in any::<bool>()) {
        let path: Vec<Hex> = a.rectiline_to(b, clockwise).collect();
        prop_assert_eq!(path.len() as u32, a.distance(b) + 1);
        prop_assert_eq!(path[0], a);
        prop_assert_eq!(*path.last().unwrap(), b);
        let steps: Vec<Hex> = path.windows(2).map(|p| p[1] - p[0]).collect();
        prop_assert!(steps.iter().all(|s| s.length() == 1));
        // One turn at most, between neighbouring directions.
        let turns = steps.windows(2).filter(|s| s[0] != s[1]).count();
        prop_assert!(turns <= 1);
        if let (Some(&first), Some(&last)) = (steps.first(), steps.last()) {
            prop_assert_eq!(first.distance(last) <= 1, true);
            if first != last {
                // Clockwise turns go to the direction one index lower.
                let turn = if clockwise { first.rotate_right() } else { first.rotate_left() };
                prop_assert_eq!(last, turn);
            }
        }
    }

    #[test]
    fn euclidean_distance_matches_pixels(a in small_hex(), b in small_hex()) {
        let d = a.euclidean_distance(b);
        prop_assert!((d - pixel_distance(a, b)).abs() < 1e-9);
        prop_assert!(d >= f64::from(a.distance(b)) * 3f64.sqrt() / 2.0 - 1e-9);
        prop_assert!(d <= f64::from(a.distance(b)) + 1e-9);
    }

    #[test]
    fn circular_range_is_the_disc(c in small_hex(), radius in -1.0f64..9.0) {
        let got: HashSet<Hex> = c.circular_range(radius).collect();
        // A random radius misses the exact distances (square roots of integers), so
        // the pixel distance's rounding error cannot flip a hex.
        let want: HashSet<Hex> = c.range(12).filter(|&h| pixel_distance(c, h) <= radius).collect();
        prop_assert_eq!(got, want);
    }
}
