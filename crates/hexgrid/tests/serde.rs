//! Saved boards and coordinates: every saved type survives a JSON round trip, and
//! bad data is refused rather than trusted.
#![cfg(feature = "serde")]

use hexgrid::{Direction, Hex, Layout, OffsetCoord, OffsetGrid, OffsetLayout, Point};

fn round_trip<T>(value: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
}

#[test]
fn coordinates_and_layouts_round_trip() {
    let hex = Hex::new(3, -7);
    assert_eq!(round_trip(&hex), hex);
    let offset = OffsetCoord::new(-2, 5);
    assert_eq!(round_trip(&offset), offset);
    assert_eq!(round_trip(&Direction::ALL), Direction::ALL);
    let layout = Layout::bubble(32.0, Point::new(16.0, 16.0)).unwrap();
    assert_eq!(round_trip(&layout), layout);
}

#[test]
fn grids_round_trip_with_their_parity() {
    let mut board = OffsetGrid::new(4, 3, OffsetLayout::OddR, '.').unwrap();
    board.set(OffsetCoord::new(1, 1), 'R').unwrap();
    board.push_row_top('B');
    let back = round_trip(&board);
    assert_eq!(back, board);
    assert_eq!(back.layout(), OffsetLayout::EvenR);
}

#[test]
fn bad_saved_grids_are_refused() {
    let short = r#"{"cols":2,"rows":2,"layout":"OddR","cells":[1,2,3]}"#;
    assert!(serde_json::from_str::<OffsetGrid<u8>>(short).is_err());
    let empty = r#"{"cols":0,"rows":2,"layout":"OddR","cells":[]}"#;
    assert!(serde_json::from_str::<OffsetGrid<u8>>(empty).is_err());
    let good = r#"{"cols":2,"rows":1,"layout":"OddR","cells":[1,2]}"#;
    assert!(serde_json::from_str::<OffsetGrid<u8>>(good).is_ok());
}

/// Hostile documents: whatever loads can be used without a panic (coordinates accept
/// every pair, as their constructors do, and every operation on them is total), and
/// what a constructor refuses, loading refuses too.
#[test]
fn hostile_documents_load_safely_or_not_at_all() {
    let extreme = r#"{"q":-2147483648,"r":-2147483648}"#;
    let h: Hex = serde_json::from_str(extreme).unwrap();
    let _ = (
        h.s(),
        h.cube(),
        -h,
        h + h,
        h - h,
        h.rotate_left(),
        h.to_string(),
    );
    assert!(h.neighbors().count() == 6 && !h.in_domain());
    let c: OffsetCoord = serde_json::from_str(r#"{"col":2147483647,"row":2147483647}"#).unwrap();
    for layout in OffsetLayout::ALL {
        assert_eq!(layout.from_hex(layout.to_hex(c)), c);
        let _ = Direction::ALL.map(|d| layout.neighbor(c, d));
    }
    let d: hexgrid::DoubledCoord =
        serde_json::from_str(r#"{"col":2147483647,"row":-2147483648}"#).unwrap();
    assert!(hexgrid::DoubledLayout::DoubledWidth.to_hex(d).is_err());
    // Sizes past the limits are refused before any cell is allocated.
    let huge = r#"{"cols":1048576,"rows":1048576,"layout":"OddR","cells":[]}"#;
    assert!(matches!(
        serde_json::from_str::<OffsetGrid<u8>>(huge),
        Err(e) if e.to_string().contains("too large")
    ));
    let wide = r#"{"cols":18446744073709551615,"rows":1,"layout":"EvenQ","cells":[]}"#;
    assert!(serde_json::from_str::<OffsetGrid<u8>>(wide).is_err());
    // Layouts: the same checks as `Layout::new`.
    for size in ["1e-320", "0.0", "1e308"] {
        let doc = format!(
            r#"{{"orientation":"Pointy","size":{{"x":{size},"y":1.0}},"origin":{{"x":0.0,"y":0.0}},"y_up":false}}"#
        );
        let loaded = serde_json::from_str::<Layout>(&doc);
        let built = Layout::new(
            hexgrid::Orientation::Pointy,
            Point::new(size.parse().unwrap(), 1.0),
            Point::new(0.0, 0.0),
        );
        assert_eq!(loaded.is_ok(), built.is_ok(), "size {size}");
    }
}

#[test]
fn stores_and_wrapping_maps_load_like_their_constructors() {
    use hexgrid::{HexMap, RhombusMap, Wrap, WrapHexagon, WrapRect};
    let map = HexMap::new(Hex::new(2, -1), 2, 7u8).unwrap();
    assert_eq!(round_trip(&map), map);
    let rhombus = RhombusMap::new(Hex::new(-3, 0), 3, 2, 'x').unwrap();
    assert_eq!(round_trip(&rhombus), rhombus);
    let wrap = WrapHexagon::new(4).unwrap();
    assert_eq!(round_trip(&wrap), wrap);
    let torus = WrapRect::new(6, 4, OffsetLayout::OddR, Wrap::Both).unwrap();
    assert_eq!(round_trip(&torus), torus);
    for bad in [
        r#"{"center":{"q":0,"r":0},"radius":1,"cells":[1,2]}"#,
        r#"{"center":{"q":0,"r":0},"radius":4294967295,"cells":[]}"#,
        r#"{"center":{"q":2147483647,"r":0},"radius":0,"cells":[1]}"#,
    ] {
        assert!(serde_json::from_str::<HexMap<u8>>(bad).is_err(), "{bad}");
    }
    let odd = r#"{"cols":4,"rows":3,"layout":"OddR","wrap":"Y"}"#;
    assert!(serde_json::from_str::<WrapRect>(odd).is_err());
    assert!(serde_json::from_str::<WrapHexagon>(r#"{"radius":4294967295}"#).is_err());
    let short = r#"{"origin":{"q":0,"r":0},"cols":2,"rows":2,"cells":[1]}"#;
    assert!(serde_json::from_str::<RhombusMap<u8>>(short).is_err());
}

#[test]
fn sides_load_in_the_canonical_form_like_the_constructor() {
    use hexgrid::{Diagonal, HexEdge, HexVertex};
    let west: HexEdge =
        serde_json::from_str(r#"{"hex":{"q":0,"r":0},"direction":"West"}"#).unwrap();
    assert_eq!(west, HexEdge::new(Hex::new(0, 0), Direction::West));
    assert_eq!(west.direction(), Direction::East);
    // Every name of every side of a few hexes loads equal to the constructor's value
    // and saves in the canonical form.
    for h in [Hex::new(0, 0), Hex::new(3, -7), Hex::new(-2, 5)] {
        for d in Direction::ALL {
            let doc = format!(
                r#"{{"hex":{},"direction":{}}}"#,
                serde_json::to_string(&h).unwrap(),
                serde_json::to_string(&d).unwrap()
            );
            let loaded: HexEdge = serde_json::from_str(&doc).unwrap();
            assert_eq!(loaded, HexEdge::new(h, d), "{doc}");
            assert_eq!(round_trip(&loaded), loaded);
        }
        // Corners are saved as a hex and a flag, every value of which is canonical.
        for diagonal in Diagonal::ALL {
            let v = HexVertex::new(h, diagonal);
            assert_eq!(round_trip(&v), v);
        }
    }
}
