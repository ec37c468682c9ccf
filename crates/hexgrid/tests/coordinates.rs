//! Fixed-value vectors of our own: odd-r / even-r (Red Blob's tests only round-trip
//! them), the bubble-shooter article's neighbour tables, doubled neighbours, rings,
//! ranges, spirals, reflections and shapes.

use std::collections::HashSet;

use hexgrid::{
    Direction, DoubledCoord, DoubledLayout, Hex, HexGridError, OffsetCoord, OffsetLayout, shapes,
};

/// `(q, r)` -> odd-r `(col, row)` and even-r `(col, row)`, worked by hand from the
/// picture: odd-r shoves odd rows right, even-r shoves even rows right; negative rows
/// keep the pattern (row -1 is odd).
type Pair = (i32, i32);

const ROW_VECTORS: [(Pair, Pair, Pair); 8] = [
    ((0, 0), (0, 0), (0, 0)),
    ((0, 1), (0, 1), (1, 1)),
    ((-1, 2), (0, 2), (0, 2)),
    ((2, 3), (3, 3), (4, 3)),
    ((1, -1), (0, -1), (1, -1)),
    ((3, -2), (2, -2), (2, -2)),
    ((-3, 5), (-1, 5), (0, 5)),
    ((4, -3), (2, -3), (3, -3)),
];

#[test]
fn odd_r_and_even_r_fixed_vectors() {
    for ((q, r), odd, even) in ROW_VECTORS {
        let h = Hex::new(q, r);
        let odd = OffsetCoord::new(odd.0, odd.1);
        let even = OffsetCoord::new(even.0, even.1);
        assert_eq!(OffsetLayout::OddR.from_hex(h), odd, "odd-r of {h}");
        assert_eq!(OffsetLayout::EvenR.from_hex(h), even, "even-r of {h}");
        assert_eq!(OffsetLayout::OddR.to_hex(odd), h);
        assert_eq!(OffsetLayout::EvenR.to_hex(even), h);
    }
}

#[test]
fn odd_q_and_even_q_transpose_the_row_layouts() {
    // Swapping q and r (reflect across s) turns rows into columns.
    for ((q, r), odd, even) in ROW_VECTORS {
        let h = Hex::new(r, q);
        assert_eq!(
            OffsetLayout::OddQ.from_hex(h),
            OffsetCoord::new(odd.1, odd.0)
        );
        assert_eq!(
            OffsetLayout::EvenQ.from_hex(h),
            OffsetCoord::new(even.1, even.0)
        );
    }
}

#[test]
fn bubble_article_neighbor_tables() {
    // The article's tables (odd rows shifted right, i.e. odd-r), in its own order.
    let even_row = [(-1, 0), (-1, -1), (0, -1), (1, 0), (0, 1), (-1, 1)];
    let odd_row = [(-1, 0), (0, -1), (1, -1), (1, 0), (1, 1), (0, 1)];
    let set = |deltas: &[(i32, i32)]| deltas.iter().copied().collect::<HashSet<_>>();
    for row in [0, 2, 10] {
        let ours = OffsetLayout::OddR.neighbor_deltas(OffsetCoord::new(3, row));
        assert_eq!(set(ours), set(&even_row));
    }
    for row in [1, 3, 11] {
        let ours = OffsetLayout::OddR.neighbor_deltas(OffsetCoord::new(3, row));
        assert_eq!(set(ours), set(&odd_row));
    }
}

#[test]
fn bubble_article_offset_to_cube() {
    // offsetToCube: x = col - (row - row % 2) / 2, z = row (for rows >= 0).
    for row in 0..6 {
        for col in -3..6 {
            let x = col - (row - row % 2) / 2;
            assert_eq!(
                OffsetLayout::OddR.to_hex(OffsetCoord::new(col, row)),
                Hex::new(x, row)
            );
        }
    }
}

#[test]
fn doubled_neighbors_and_bad_coordinates() {
    assert_eq!(
        DoubledLayout::DoubledWidth.neighbor_deltas(),
        [(2, 0), (1, -1), (-1, -1), (-2, 0), (-1, 1), (1, 1)]
    );
    assert_eq!(
        DoubledLayout::DoubledHeight.neighbor_deltas(),
        [(1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1), (0, 2)]
    );
    assert_eq!(
        DoubledLayout::DoubledWidth.to_hex(DoubledCoord::new(1, 0)),
        Err(HexGridError::NotDoubled { col: 1, row: 0 })
    );
    let c = DoubledCoord::new(3, 1);
    assert_eq!(
        DoubledLayout::DoubledWidth.neighbor(c, Direction::West),
        DoubledCoord::new(1, 1)
    );
}

#[test]
fn from_cube_checks_the_plane() {
    assert_eq!(Hex::from_cube(1, 1, -2), Ok(Hex::new(1, 1)));
    assert_eq!(
        Hex::from_cube(1, 1, 1),
        Err(HexGridError::NotOnCubePlane { q: 1, r: 1, s: 1 })
    );
}

#[test]
fn ring_order_and_values() {
    let ring: Vec<Hex> = Hex::ORIGIN.ring(1).collect();
    // Starts at SouthWest, walks East first, then counter-clockwise.
    assert_eq!(
        ring,
        [
            Hex::new(-1, 1),
            Hex::new(0, 1),
            Hex::new(1, 0),
            Hex::new(1, -1),
            Hex::new(0, -1),
            Hex::new(-1, 0),
        ]
    );
    assert_eq!(Hex::new(5, 5).ring(0).collect::<Vec<_>>(), [Hex::new(5, 5)]);
    let ring2: Vec<Hex> = Hex::ORIGIN.ring(2).collect();
    assert_eq!(ring2.len(), 12);
    assert_eq!(ring2[0], Hex::new(-2, 2));
    assert_eq!(ring2[1], Hex::new(-1, 2));
    assert_eq!(ring2[11], Hex::new(-2, 1));
}

#[test]
fn range_and_spiral_hold_the_same_hexes() {
    let center = Hex::new(-4, 7);
    let range: HashSet<Hex> = center.range(3).collect();
    let spiral: Vec<Hex> = center.spiral(3).collect();
    assert_eq!(range.len(), 37);
    assert_eq!(spiral.len(), 37);
    assert_eq!(spiral.iter().copied().collect::<HashSet<_>>(), range);
    // Spiral order is by distance.
    assert!(
        spiral
            .windows(2)
            .all(|w| center.distance(w[0]) <= center.distance(w[1]))
    );
    assert_eq!(center.range(3).size_hint(), (37, Some(37)));
    assert_eq!(center.range(0).collect::<Vec<_>>(), [center]);
    // Red Blob's loop order: q ascending, then r ascending.
    let first: Vec<Hex> = Hex::ORIGIN.range(1).take(3).collect();
    assert_eq!(first, [Hex::new(-1, 0), Hex::new(-1, 1), Hex::new(0, -1)]);
}

#[test]
fn reflections_and_rotations_around_a_center() {
    let h = Hex::from_cube(1, -3, 2).unwrap();
    assert_eq!(h.reflect_q().cube(), [1, 2, -3]);
    assert_eq!(h.reflect_r().cube(), [2, -3, 1]);
    assert_eq!(h.reflect_s().cube(), [-3, 1, 2]);
    let c = Hex::new(10, -4);
    assert_eq!((c + h).rotate_left_around(c), c + h.rotate_left());
    assert_eq!((c + h).rotate_right_around(c), c + h.rotate_right());
    assert_eq!(h.rotate(2), h.rotate_left().rotate_left());
    assert_eq!(h.rotate(-1), h.rotate_right());
}

#[test]
fn arithmetic_operators() {
    let mut h = Hex::new(2, -1);
    assert_eq!(h * 3, Hex::new(6, -3));
    assert_eq!(-h, Hex::new(-2, 1));
    h += Hex::new(1, 1);
    assert_eq!(h, Hex::new(3, 0));
    h -= Hex::new(3, 0);
    assert_eq!(h, Hex::ORIGIN);
    assert_eq!(Hex::new(1, -3).to_string(), "(1, -3, 2)");
    assert_eq!(
        Hex::new(i32::MIN, i32::MAX).distance(Hex::new(i32::MAX, i32::MIN)),
        u32::MAX
    );
}

#[test]
fn lines_have_distance_plus_one_connected_hexes() {
    let a = Hex::new(-3, 2);
    let b = Hex::new(4, -6);
    let line: Vec<Hex> = a.line_to(b).collect();
    assert_eq!(line.len() as u32, a.distance(b) + 1);
    assert_eq!(line[0], a);
    assert_eq!(*line.last().unwrap(), b);
    assert!(line.windows(2).all(|w| w[0].distance(w[1]) == 1));
    assert_eq!(a.line_to(a).collect::<Vec<_>>(), [a]);
}

#[test]
fn shapes() {
    let tri: Vec<Hex> = shapes::triangle(2).collect();
    assert_eq!(tri.len(), 6);
    assert!(tri.iter().all(|h| h.q >= 0 && h.r >= 0 && h.q + h.r <= 2));
    let para: HashSet<Hex> = shapes::parallelogram(-1..=1, 2..=3).collect();
    assert_eq!(para.len(), 6);
    assert!(para.contains(&Hex::new(-1, 3)));
    let (lo, hi) = (1, 0);
    assert_eq!(shapes::parallelogram(lo..=hi, 0..=3).count(), 0);
    assert_eq!(shapes::hexagon(Hex::ORIGIN, 4).count(), 61);
    for layout in OffsetLayout::ALL {
        let rect: Vec<Hex> = shapes::rectangle(5, 4, layout).collect();
        assert_eq!(rect.len(), 20);
        for (i, h) in rect.iter().enumerate() {
            let c = layout.from_hex(*h);
            assert_eq!((c.col, c.row), ((i % 5) as i32, (i / 5) as i32));
        }
    }
}

#[test]
fn iterators_at_the_edge_of_the_i32_range_do_not_panic() {
    let edge = Hex::new(i32::MAX, i32::MIN);
    assert_eq!(edge.ring(3).count(), 18);
    assert_eq!(edge.range(2).count(), 19);
    assert_eq!(edge.spiral(1).count(), 7);
    assert_eq!(Hex::ORIGIN.range(u32::MAX).take(3).count(), 3);
    assert_eq!(Hex::ORIGIN.ring(u32::MAX).take(3).count(), 3);
    assert_eq!(
        Hex::ORIGIN.line_to(Hex::new(5, 0)).size_hint(),
        (6, Some(6))
    );
    let f = hexgrid::FractionalHex::new(f64::NAN, f64::INFINITY, -1e300);
    let _ = f.round();
}
