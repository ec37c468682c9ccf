//! The crate's contract under hostile input: every public call on any value a type can
//! hold returns (a value, `None` or an error) instead of panicking, in debug builds
//! where integer overflow panics; inside the exact domain the wrapping operators agree
//! with 64-bit arithmetic, and the checked forms say when they would not.

use hexgrid::{
    Diagonal, Direction, DoubledCoord, DoubledLayout, FractionalHex, Hex, HexGridError, Layout,
    OffsetCoord, OffsetGrid, OffsetLayout, Orientation, Point, shapes,
};
use proptest::prelude::*;

/// Any `i32`, with the ends of the range and the values around 0 and the domain edge
/// drawn often.
fn coord() -> impl Strategy<Value = i32> {
    prop_oneof![
        Just(i32::MIN),
        Just(i32::MIN + 1),
        Just(i32::MAX),
        Just(i32::MAX - 1),
        Just(0),
        Just(1),
        Just(-1),
        Just(Hex::MAX_COORD),
        Just(-Hex::MAX_COORD),
        any::<i32>(),
    ]
}

fn hex() -> impl Strategy<Value = Hex> {
    (coord(), coord()).prop_map(|(q, r)| Hex::new(q, r))
}

/// A hex inside the exact domain.
fn domain_hex() -> impl Strategy<Value = Hex> {
    let m = Hex::MAX_COORD;
    (-m..=m, -m..=m).prop_filter_map("outside the domain", |(q, r)| Hex::try_new(q, r).ok())
}

/// Any `f64`, with NaN, the infinities, zero, subnormals and the extremes drawn often.
fn float() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(f64::NAN),
        Just(f64::INFINITY),
        Just(f64::NEG_INFINITY),
        Just(0.0),
        Just(-0.0),
        Just(1e-320),
        Just(f64::MIN_POSITIVE),
        Just(f64::MAX),
        Just(f64::MIN),
        Just(1.0),
        any::<f64>(),
        -1e4..1e4f64,
    ]
}

fn size() -> impl Strategy<Value = usize> {
    prop_oneof![
        Just(0usize),
        Just(1),
        Just(2),
        Just(usize::MAX),
        // Past the side limit; `1 << 20` is fine alone but too many cells squared.
        // (A side of exactly 2^29 is fine too, but would allocate 512 MiB here.)
        Just(1 << 20),
        Just((1 << 29) + 1),
        Just(i32::MAX as usize),
        0usize..6,
    ]
}

fn layout() -> impl Strategy<Value = OffsetLayout> {
    prop::sample::select(OffsetLayout::ALL.to_vec())
}

/// Checks the `i32` results against the same formula in 64 bits, wrapped.
fn wrapped(x: i64) -> i32 {
    x as i32
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_hex_operation_is_total(a in hex(), b in hex(), k in coord(), steps in coord()) {
        let (q, r) = (i64::from(a.q), i64::from(a.r));
        prop_assert_eq!(a.s(), wrapped(-q - r));
        prop_assert_eq!(a.checked_s().is_some(), i32::try_from(-q - r).is_ok());
        let _ = (a.cube(), a.length(), a.distance(b), a.in_domain());
        let text = a.to_string();
        prop_assert_eq!(text, format!("({}, {}, {})", a.q, a.r, -q - r));
        let _ = format!("{a:?}");
        prop_assert_eq!(-a, Hex::new(wrapped(-q), wrapped(-r)));
        prop_assert_eq!(a + b, Hex::new(wrapped(q + i64::from(b.q)), wrapped(r + i64::from(b.r))));
        prop_assert_eq!(a - b, Hex::new(wrapped(q - i64::from(b.q)), wrapped(r - i64::from(b.r))));
        let _ = a * k;
        prop_assert_eq!(a.checked_add(b).is_some(), i32::try_from(q + i64::from(b.q)).is_ok() && i32::try_from(r + i64::from(b.r)).is_ok());
        let _ = (a.checked_sub(b), a.checked_neg(), a.checked_mul(k));
        for d in Direction::ALL {
            let n = a.neighbor(d);
            prop_assert_eq!(a.checked_neighbor(d).is_some_and(|c| c == n), a.checked_neighbor(d).is_some());
        }
        for d in Diagonal::ALL {
            let _ = (a.diagonal(d), a.checked_diagonal(d));
        }
        let _ = (a.neighbors().count(), a.diagonals().count());
        let _ = (a.rotate_left(), a.rotate_right(), a.rotate(steps));
        let _ = (a.rotate_left_around(b), a.rotate_right_around(b));
        let _ = (a.reflect_q(), a.reflect_r(), a.reflect_s());
        let _ = (a.range(u32::MAX).take(3).count(), a.ring(u32::MAX).take(3).count());
        let _ = a.spiral(u32::MAX).take(3).count();
        let _ = (a.range(2).count(), a.ring(2).count(), a.spiral(2).count());
    }

    #[test]
    fn inside_the_domain_operations_are_exact(a in domain_hex(), b in domain_hex()) {
        prop_assert_eq!(a.checked_s(), Some(a.s()));
        prop_assert_eq!(a.checked_add(b), Some(a + b));
        prop_assert_eq!(a.checked_sub(b), Some(a - b));
        prop_assert_eq!(a.checked_neg(), Some(-a));
        for d in Direction::ALL {
            prop_assert_eq!(a.checked_neighbor(d), Some(a.neighbor(d)));
        }
        prop_assert!(a.rotate_left().in_domain() && a.reflect_q().in_domain());
        prop_assert_eq!(a.rotate_left().length(), a.length());
        prop_assert_eq!(a.rotate(6), a);
    }

    /// Lines are right between any two hexes, even ends of the `i32` range: one step at
    /// a time, starting at the start and ending at the end.
    #[test]
    fn lines_are_right_for_any_two_hexes(a in hex(), b in hex()) {
        let mut line = a.line_to(b);
        let len = {
            let (dq, dr) = (i64::from(b.q) - i64::from(a.q), i64::from(b.r) - i64::from(a.r));
            dq.unsigned_abs().max(dr.unsigned_abs()).max((dq + dr).unsigned_abs())
        };
        prop_assert_eq!(line.size_hint().1.map(|n| n as u64), usize::try_from(len + 1).ok().map(|n| n as u64));
        let first: Vec<Hex> = line.clone().take(4).collect();
        prop_assert_eq!(first[0], a);
        for w in first.windows(2) {
            prop_assert_eq!(w[0].distance(w[1]), 1, "{:?}", first);
        }
        let last = usize::try_from(len).ok().and_then(|n| line.nth(n));
        if usize::try_from(len).is_ok() {
            prop_assert_eq!(last, Some(b));
            prop_assert_eq!(line.next(), None);
        }
    }

    #[test]
    fn offset_and_doubled_coordinates_are_total(col in coord(), row in coord(), l in layout()) {
        let c = OffsetCoord::new(col, row);
        let h = l.to_hex(c);
        prop_assert_eq!(l.from_hex(h), c);
        for d in Direction::ALL {
            let n = l.neighbor(c, d);
            if let Some(checked) = l.checked_neighbor(c, d) {
                prop_assert_eq!(checked, n);
            }
        }
        for dl in [DoubledLayout::DoubledWidth, DoubledLayout::DoubledHeight] {
            let dc = DoubledCoord::new(col, row);
            let _ = dl.to_hex(dc);
            let _ = dl.from_hex(Hex::new(col, row));
            for d in Direction::ALL {
                let _ = (dl.neighbor(dc, d), dl.checked_neighbor(dc, d));
            }
        }
    }

    #[test]
    fn grids_refuse_bad_sizes_before_allocating(cols in size(), rows in size(), l in layout()) {
        match OffsetGrid::new(cols, rows, l, 0u8) {
            Ok(g) => {
                prop_assert_eq!(g.len(), cols * rows);
                prop_assert!(g.len() <= OffsetGrid::<u8>::MAX_CELLS);
            }
            Err(HexGridError::EmptyGrid { .. }) => prop_assert!(cols == 0 || rows == 0),
            Err(HexGridError::GridTooLarge { .. }) => prop_assert!(
                cols > OffsetGrid::<u8>::MAX_SIDE
                    || rows > OffsetGrid::<u8>::MAX_SIDE
                    || cols.saturating_mul(rows) > OffsetGrid::<u8>::MAX_CELLS
            ),
            Err(e) => prop_assert!(false, "unexpected {e}"),
        }
    }

    #[test]
    fn grid_queries_are_total(col in coord(), row in coord(), index in size(), l in layout()) {
        let mut g = OffsetGrid::new(3, 2, l, 0u8).unwrap();
        let c = OffsetCoord::new(col, row);
        let _ = (g.get(c), g.cell_of(c), g.contains(c), g.coord_of(index), g.row(index));
        let _ = (g.get_hex(Hex::new(col, row)), g.contains_hex(Hex::new(col, row)));
        let _ = (g.set(c, 1), g.set_hex(Hex::new(col, row), 1));
        prop_assert!(g.neighbors(c).all(|n| g.contains(n)));
        let _ = (g.is_shifted_row(index), g.is_shifted_col(index));
    }

    #[test]
    fn pixels_are_total(sx in float(), sy in float(), ox in float(), oy in float(), px in float(), py in float()) {
        for o in [Orientation::Pointy, Orientation::Flat] {
            if let Ok(layout) = Layout::new(o, Point::new(sx, sy), Point::new(ox, oy)) {
                let p = Point::new(px, py);
                let h = layout.pixel_to_hex(p);
                if let Some(checked) = layout.checked_pixel_to_hex(p) {
                    prop_assert_eq!(checked, h);
                    prop_assert!(checked.in_domain());
                }
                let _ = (layout.hex_to_pixel(h), layout.corners(h), layout.y_up());
            }
        }
        let _ = Layout::bubble(sx, Point::new(ox, oy));
        let _ = FractionalHex::new(sx, sy, ox).round();
        let _ = FractionalHex::new(sx, sy, ox).lerp(FractionalHex::new(px, py, oy), sx);
    }

    /// The newer shapes, maps and algorithms, at the extremes: each first hex comes at
    /// once (lazily, O(1) per hex), and nothing panics.
    #[test]
    fn shapes_maps_and_algorithms_are_total(a in hex(), b in hex(), radius in prop_oneof![Just(0u32), Just(1), Just(u32::MAX), any::<u32>()], f in float()) {
        for d in Diagonal::ALL {
            let _ = a.wedge(radius, d).take(3).count();
            let _ = (hexgrid::HexVertex::new(a, d).neighbors(), hexgrid::HexVertex::new(a, d).edges());
        }
        for d in Direction::ALL {
            let _ = (hexgrid::HexEdge::new(a, d).neighbors(), hexgrid::HexEdge::new(a, d).hexes());
        }
        let _ = hexgrid::HexEdge::between(a, b);
        let _ = a.rectiline_to(b, true).take(3).count();
        let _ = (a.euclidean_distance(b), a.euclidean_length());
        let _ = a.circular_range(f).take(3).count();
        let _ = (a.to_lower_res(radius), a.to_higher_res(radius), a.to_local(radius));
        if let Ok(map) = hexgrid::WrapHexagon::new(radius) {
            let _ = (map.wrap(a), map.distance(a, b), map.line(a, b).take(3).count());
            let _ = map.neighbors(a).count();
        }
        let mut fov = hexgrid::Fov::new();
        let _ = fov.compute(a, radius.min(3), |h| h.q % 2 == 0).map(|v| v.visible().count());
        let _ = fov.cone(a, radius, Direction::West, |_| true).map(|v| v.is_visible(b));
        let _ = hexgrid::HexMap::new(a, radius % 64, 0u8).map(|m| m.spiral().count());
        // Small sides only: a valid large one would allocate it.
        let _ = hexgrid::RhombusMap::new(a, (radius % 64) as usize, 2, 0u8).map(|m| m.iter().count());
    }

    #[test]
    fn wrapping_boards_are_total(cols in size(), rows in size(), l in layout(), col in coord(), row in coord()) {
        for wrap in [hexgrid::Wrap::X, hexgrid::Wrap::Y, hexgrid::Wrap::Both] {
            if let Ok(board) = hexgrid::WrapRect::new(cols, rows, l, wrap) {
                let c = OffsetCoord::new(col, row);
                let _ = (board.wrap(c), board.neighbors(c).count(), board.distance(c, OffsetCoord::new(0, 0)));
                let _ = board.line(c, OffsetCoord::new(row, col)).map(|line| line.take(3).count());
            }
        }
    }

    #[test]
    fn board_text_never_panics(text in "[ .a-z0-9\n\r\t]{0,40}") {
        let _ = text.parse::<OffsetGrid<char>>();
        if let Ok(g) = text.parse::<OffsetGrid<u8>>() {
            prop_assert_eq!(g.to_string().parse::<OffsetGrid<u8>>(), Ok(g));
        }
    }
}

#[test]
fn regressions_from_the_hostile_caller_report() {
    // The line across the whole i32 range starts with a single step.
    let a = Hex::new(i32::MIN, i32::MIN);
    let b = Hex::new(i32::MAX, i32::MAX);
    let mut line = a.line_to(b);
    let (first, second) = (line.next().unwrap(), line.next().unwrap());
    assert_eq!(first, a);
    assert_eq!(first.distance(second), 1);
    // The triangle stays in q >= 0 and its first hexes come at once.
    assert!(
        shapes::triangle(u32::MAX)
            .take(1000)
            .all(|h| h.q >= 0 && h.r >= 0)
    );
    // A layout too small for its inverse to be finite is refused.
    let tiny = Point::new(1e-320, 1e-320);
    assert_eq!(
        Layout::new(Orientation::Pointy, tiny, Point::new(0.0, 0.0)),
        Err(HexGridError::BadLayout)
    );
    // A 1 TiB board is refused before allocating.
    assert!(matches!(
        OffsetGrid::new(1 << 20, 1 << 20, OffsetLayout::OddR, 0u8),
        Err(HexGridError::GridTooLarge { .. })
    ));
    let g = OffsetGrid::new(2, 2, OffsetLayout::OddR, 0u8).unwrap();
    assert_eq!(g.row(usize::MAX), None);
    assert_eq!(g.row(usize::MAX / 2), None);
    // Display at the ends of the range is exact.
    assert_eq!(a.to_string(), "(-2147483648, -2147483648, 4294967296)");
}

/// A store written by a caller that answers indices past its length.
struct LyingStore(Vec<u8>);

impl hexgrid::HexTopology for LyingStore {
    fn len(&self) -> usize {
        self.0.len()
    }
    fn cell_of(&self, hex: Hex) -> Option<usize> {
        Some(if hex.q > 0 {
            usize::MAX
        } else {
            hex.r.unsigned_abs() as usize
        })
    }
    fn coord_of(&self, index: usize) -> Option<Hex> {
        Some(Hex::new(0, index as i32))
    }
}

impl hexgrid::HexStore for LyingStore {
    type Cell = u8;
    fn as_slice(&self) -> &[u8] {
        &self.0
    }
    fn as_mut_slice(&mut self) -> &mut [u8] {
        &mut self.0
    }
}

#[test]
fn path_finding_survives_an_inconsistent_store() {
    let store = LyingStore(vec![0; 4]);
    let mut finder = hexgrid::PathFinder::new();
    let _ = finder.find(&store, Hex::ORIGIN, Hex::new(0, 3), |_, _| Some(1));
    assert_eq!(
        finder.find(&store, Hex::ORIGIN, Hex::new(1, 0), |_, _| Some(1)),
        None
    );
    assert_eq!(hexgrid::HexStore::get_hex(&store, Hex::new(1, 0)), None);
    let goals = [Hex::new(0, 3), Hex::new(1, 0), Hex::new(-5, 2)];
    let _ = finder.find_nearest(&store, Hex::ORIGIN, goals, |_, _| Some(1));
    assert!(finder.path().len() <= 4);
}
