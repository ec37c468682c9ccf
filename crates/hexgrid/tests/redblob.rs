//! Every test from Red Blob Games' reference implementation of hexagonal grids
//! (<https://www.redblobgames.com/grids/hexagons/implementation.html>, the
//! `test_*` functions of the generated code), in the same direction order as theirs,
//! so no index mapping is needed: our `Direction::ALL` and `Diagonal::ALL` are their
//! `hex_directions` and `hex_diagonals`.

use hexgrid::{
    Diagonal, Direction, DoubledCoord, DoubledLayout, FractionalHex, Hex, Layout, OffsetCoord,
    OffsetLayout, Orientation, Point,
};

fn cube(q: i32, r: i32, s: i32) -> Hex {
    Hex::from_cube(q, r, s).expect("test vectors are on the cube plane")
}

#[test]
fn hex_arithmetic() {
    assert_eq!(cube(1, -3, 2) + cube(3, -7, 4), cube(4, -10, 6));
    assert_eq!(cube(1, -3, 2) - cube(3, -7, 4), cube(-2, 4, -2));
}

#[test]
fn hex_direction() {
    assert_eq!(Direction::from_index(2).hex(), cube(0, -1, 1));
}

#[test]
fn hex_neighbor() {
    assert_eq!(
        cube(1, -2, 1).neighbor(Direction::from_index(2)),
        cube(1, -3, 2)
    );
}

#[test]
fn hex_diagonal() {
    assert_eq!(
        cube(1, -2, 1).diagonal(Diagonal::from_index(3)),
        cube(-1, -1, 2)
    );
}

#[test]
fn hex_distance() {
    assert_eq!(cube(3, -7, 4).distance(cube(0, 0, 0)), 7);
}

#[test]
fn hex_rotate_right() {
    assert_eq!(cube(1, -3, 2).rotate_right(), cube(3, -2, -1));
}

#[test]
fn hex_rotate_left() {
    assert_eq!(cube(1, -3, 2).rotate_left(), cube(-2, -1, 3));
}

#[test]
fn hex_round() {
    let a = FractionalHex::new(0.0, 0.0, 0.0);
    let b = FractionalHex::new(1.0, -1.0, 0.0);
    let c = FractionalHex::new(0.0, -1.0, 1.0);
    assert_eq!(
        cube(0, 0, 0)
            .to_fractional()
            .lerp(cube(10, -20, 10).into(), 0.5)
            .round(),
        cube(5, -10, 5)
    );
    assert_eq!(a.lerp(b, 0.499).round(), a.round());
    assert_eq!(a.lerp(b, 0.501).round(), b.round());
    // Each component combined on its own, exactly as the reference test writes it.
    let mix = |wa: f64, wb: f64, wc: f64| {
        FractionalHex::new(
            a.q * wa + b.q * wb + c.q * wc,
            a.r * wa + b.r * wb + c.r * wc,
            a.s * wa + b.s * wb + c.s * wc,
        )
    };
    assert_eq!(mix(0.4, 0.3, 0.3).round(), a.round());
    assert_eq!(mix(0.3, 0.3, 0.4).round(), c.round());
}

#[test]
fn hex_linedraw() {
    let line: Vec<Hex> = cube(0, 0, 0).line_to(cube(1, -5, 4)).collect();
    assert_eq!(
        line,
        [
            cube(0, 0, 0),
            cube(0, -1, 1),
            cube(0, -2, 2),
            cube(1, -3, 2),
            cube(1, -4, 3),
            cube(1, -5, 4),
        ]
    );
}

#[test]
fn layout() {
    let h = cube(3, 4, -7);
    for orientation in [Orientation::Flat, Orientation::Pointy] {
        let layout = Layout::new(orientation, Point::new(10.0, 15.0), Point::new(35.0, 71.0))
            .expect("valid layout");
        assert_eq!(
            layout.pixel_to_hex(layout.hex_to_pixel(h)),
            h,
            "{orientation:?}"
        );
    }
}

#[test]
fn offset_roundtrip() {
    let a = cube(3, 4, -7);
    let b = OffsetCoord::new(1, -3);
    for layout in OffsetLayout::ALL {
        assert_eq!(layout.to_hex(layout.from_hex(a)), a, "{layout:?}");
        assert_eq!(layout.from_hex(layout.to_hex(b)), b, "{layout:?}");
    }
}

#[test]
fn offset_from_cube() {
    assert_eq!(
        OffsetLayout::EvenQ.from_hex(cube(1, 2, -3)),
        OffsetCoord::new(1, 3)
    );
    assert_eq!(
        OffsetLayout::OddQ.from_hex(cube(1, 2, -3)),
        OffsetCoord::new(1, 2)
    );
}

#[test]
fn offset_to_cube() {
    assert_eq!(
        OffsetLayout::EvenQ.to_hex(OffsetCoord::new(1, 3)),
        cube(1, 2, -3)
    );
    assert_eq!(
        OffsetLayout::OddQ.to_hex(OffsetCoord::new(1, 2)),
        cube(1, 2, -3)
    );
}

#[test]
fn doubled_roundtrip() {
    let a = cube(3, 4, -7);
    let b = DoubledCoord::new(1, -3);
    for layout in [DoubledLayout::DoubledHeight, DoubledLayout::DoubledWidth] {
        assert_eq!(layout.to_hex(layout.from_hex(a)), Ok(a), "{layout:?}");
        assert_eq!(
            layout.to_hex(b).map(|h| layout.from_hex(h)),
            Ok(b),
            "{layout:?}"
        );
    }
}

#[test]
fn doubled_from_cube() {
    assert_eq!(
        DoubledLayout::DoubledHeight.from_hex(cube(1, 2, -3)),
        DoubledCoord::new(1, 5)
    );
    assert_eq!(
        DoubledLayout::DoubledWidth.from_hex(cube(1, 2, -3)),
        DoubledCoord::new(4, 2)
    );
}

#[test]
fn doubled_to_cube() {
    assert_eq!(
        DoubledLayout::DoubledHeight.to_hex(DoubledCoord::new(1, 5)),
        Ok(cube(1, 2, -3))
    );
    assert_eq!(
        DoubledLayout::DoubledWidth.to_hex(DoubledCoord::new(4, 2)),
        Ok(cube(1, 2, -3))
    );
}
