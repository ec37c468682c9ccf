//! Corners and sides against geometry: a corner is the point where its three hexes'
//! centres are all one hex size away, a side the midpoint of its two hexes' centres.

use std::collections::HashSet;

use hexgrid::{Diagonal, Direction, Hex, HexEdge, HexVertex, Layout, Orientation, Point};
use proptest::prelude::*;

fn layout() -> Layout {
    Layout::new(
        Orientation::Pointy,
        Point::new(1.0, 1.0),
        Point::new(0.0, 0.0),
    )
    .unwrap()
}

/// The pixel of a corner: the centroid of its three hexes' centres.
fn vertex_point(v: HexVertex) -> (f64, f64) {
    let ps = v.hexes().map(|h| layout().hex_to_pixel(h));
    let x = ps.iter().map(|p| p.x).sum::<f64>() / 3.0;
    let y = ps.iter().map(|p| p.y).sum::<f64>() / 3.0;
    (x, y)
}

fn key((x, y): (f64, f64)) -> (i64, i64) {
    ((x * 1e6).round() as i64, (y * 1e6).round() as i64)
}

fn hex() -> impl Strategy<Value = Hex> {
    (-1000i32..1000, -1000i32..1000).prop_map(|(q, r)| Hex::new(q, r))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn corners_are_the_points_where_three_hexes_meet(h in hex()) {
        let corners: Vec<Point> = layout().corners(h).to_vec();
        let vertices = h.vertices();
        let points: HashSet<(i64, i64)> = vertices.iter().map(|&v| key(vertex_point(v))).collect();
        let expected: HashSet<(i64, i64)> = corners.iter().map(|p| key((p.x, p.y))).collect();
        // Six different corners, exactly the polygon's.
        prop_assert_eq!(&points, &expected);
        for (i, v) in vertices.into_iter().enumerate() {
            prop_assert!(v.hexes().contains(&h));
            let d = Diagonal::from_index(i);
            prop_assert_eq!(v, HexVertex::new(h, d));
            // Each of the three hexes names the corner among its own six.
            for other in v.hexes() {
                prop_assert_eq!(other.vertices().iter().filter(|&&w| w == v).count(), 1);
            }
            let (p, ns) = (vertex_point(v), v.neighbors());
            for n in ns {
                // Neighbouring corners are one side length apart and share an edge.
                let q = vertex_point(n);
                prop_assert!(((p.0 - q.0).hypot(p.1 - q.1) - 1.0).abs() < 1e-9);
                prop_assert!(n.neighbors().contains(&v));
                prop_assert!(v.edges().iter().any(|e| e.vertices().contains(&n)));
            }
            prop_assert_eq!(ns.iter().collect::<HashSet<_>>().len(), 3);
        }
    }

    #[test]
    fn sides_lie_between_two_hexes(h in hex()) {
        for (i, e) in h.edges().into_iter().enumerate() {
            let d = Direction::from_index(i);
            let n = h.neighbor(d);
            prop_assert_eq!(e, HexEdge::new(n, d.opposite()));
            prop_assert_eq!(HexEdge::between(h, n), Some(e));
            prop_assert_eq!(e.hexes().into_iter().collect::<HashSet<_>>(), HashSet::from([h, n]));
            // Its two corners are the corners the two hexes share.
            let shared: HashSet<HexVertex> = h.vertices().into_iter().filter(|v| n.vertices().contains(v)).collect();
            prop_assert_eq!(e.vertices().into_iter().collect::<HashSet<_>>(), shared);
            let ns = e.neighbors();
            prop_assert_eq!(ns.iter().collect::<HashSet<_>>().len(), 4);
            for m in ns {
                prop_assert!(m.neighbors().contains(&e));
                prop_assert!(m.vertices().iter().any(|v| e.vertices().contains(v)));
            }
        }
        prop_assert_eq!(HexEdge::between(h, h), None);
        prop_assert_eq!(HexEdge::between(Hex::new(i32::MIN, 0), Hex::new(i32::MAX, 0)), None);
    }
}
