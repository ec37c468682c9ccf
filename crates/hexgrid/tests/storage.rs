//! Dense stores against their shapes: every hex has one index, indices are dense and
//! ordered as documented, and hexes outside have none.

use hexgrid::{Hex, HexGridError, HexMap, HexStore, OffsetGrid, OffsetLayout, RhombusMap, shapes};
use proptest::prelude::*;

/// The store's contract, checked against the list of hexes it should hold, in order.
fn check_store<S: HexStore>(store: &S, expected: &[Hex], outside: impl Iterator<Item = Hex>) {
    assert_eq!(store.len(), expected.len());
    for (i, &h) in expected.iter().enumerate() {
        assert_eq!(store.cell_of(h), Some(i), "{h}");
        assert_eq!(store.coord_of(i), Some(h));
        assert!(store.get_hex(h).is_some());
    }
    assert_eq!(store.coord_of(expected.len()), None);
    assert_eq!(store.coord_of(usize::MAX), None);
    for h in outside {
        assert_eq!(store.cell_of(h), None, "{h}");
    }
    for extreme in [Hex::new(i32::MIN, i32::MAX), Hex::new(i32::MAX, i32::MAX)] {
        assert!(!store.contains_hex(extreme));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn hexagon_maps_index_their_range_in_row_order(q in -100i32..100, r in -100i32..100, n in 0u32..9) {
        let c = Hex::new(q, r);
        let map = HexMap::from_fn(c, n, |h| h).unwrap();
        let mut rows: Vec<Hex> = c.range(n).collect();
        rows.sort_by_key(|h| (h.r, h.q));
        check_store(&map, &rows, c.ring(n + 1));
        prop_assert_eq!(map.as_slice(), &rows[..]);
        let spiral: Vec<Hex> = map.spiral().map(|(h, &v)| { assert_eq!(h, v); h }).collect();
        prop_assert_eq!(spiral, c.spiral(n).collect::<Vec<_>>());
        prop_assert!(map.iter().all(|(h, &v)| h == v));
    }

    #[test]
    fn rhombus_maps_index_their_parallelogram(q in -100i32..100, r in -100i32..100, cols in 1usize..7, rows in 1usize..7) {
        let o = Hex::new(q, r);
        let map = RhombusMap::from_fn(o, cols, rows, |h| h).unwrap();
        let mut hexes: Vec<Hex> = shapes::parallelogram(q..=q + cols as i32 - 1, r..=r + rows as i32 - 1).collect();
        hexes.sort_by_key(|h| (h.r, h.q));
        let outside = o.range(9).filter(|h| !hexes.contains(h)).collect::<Vec<_>>();
        check_store(&map, &hexes, outside.into_iter());
        prop_assert!(map.iter().all(|(h, &v)| h == v));
    }

    #[test]
    fn offset_grids_are_stores(cols in 1usize..7, rows in 1usize..7, layout in prop::sample::select(OffsetLayout::ALL.to_vec())) {
        let grid = OffsetGrid::new(cols, rows, layout, 0u8).unwrap();
        let hexes: Vec<Hex> = shapes::rectangle(cols as u32, rows as u32, layout).collect();
        let outside = Hex::ORIGIN.range(12).filter(|h| !hexes.contains(h)).collect::<Vec<_>>();
        check_store(&grid, &hexes, outside.into_iter());
    }
}

#[test]
fn stores_refuse_what_they_cannot_hold() {
    assert!(matches!(
        HexMap::new(Hex::ORIGIN, u32::MAX, 0u8),
        Err(HexGridError::RadiusTooLarge { .. })
    ));
    assert!(matches!(
        HexMap::new(Hex::ORIGIN, 18_919, 0u8),
        Err(HexGridError::RadiusTooLarge { .. })
    ));
    assert!(matches!(
        HexMap::new(Hex::new(Hex::MAX_COORD, 0), 1, 0u8),
        Err(HexGridError::OutOfDomain { .. })
    ));
    assert!(matches!(
        HexMap::from_vec(Hex::ORIGIN, 1, vec![0u8; 6]),
        Err(HexGridError::LengthMismatch {
            expected: 7,
            got: 6
        })
    ));
    assert!(RhombusMap::new(Hex::ORIGIN, 0, 3, 0u8).is_err());
    assert!(RhombusMap::new(Hex::ORIGIN, 1 << 20, 1 << 20, 0u8).is_err());
    assert!(RhombusMap::new(Hex::new(i32::MAX, 0), 1, 1, 0u8).is_err());
}
