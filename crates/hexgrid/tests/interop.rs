//! The `mint` conversions (feature `mint`): exact round trips for `f64`, exact widening
//! from `f32`, nearest rounding to `f32`, and the same hex through either type.

#![cfg(feature = "mint")]

use hexgrid::{FractionalHex, Hex, Layout, Orientation, Point};
use proptest::prelude::*;

fn any_f64() -> impl Strategy<Value = f64> {
    prop_oneof![
        any::<f64>(),
        Just(f64::NAN),
        Just(f64::INFINITY),
        Just(f64::NEG_INFINITY),
        Just(f64::MAX),
        Just(-0.0),
    ]
}

fn same(a: f64, b: f64) -> bool {
    a.to_bits() == b.to_bits()
}

proptest! {
    #[test]
    fn f64_points_and_vectors_round_trip_exactly(x in any_f64(), y in any_f64()) {
        let p = Point::new(x, y);
        let m: mint::Point2<f64> = p.into();
        let back: Point = m.into();
        prop_assert!(same(back.x, x) && same(back.y, y));
        let v: mint::Vector2<f64> = p.into();
        let back: Point = v.into();
        prop_assert!(same(back.x, x) && same(back.y, y));
    }

    #[test]
    fn f32_widens_exactly_and_narrows_to_the_nearest(x in any::<f32>(), y in any::<f32>()) {
        let p: Point = mint::Point2 { x, y }.into();
        prop_assert!(same(p.x, f64::from(x)) && same(p.y, f64::from(y)));
        let back: mint::Point2<f32> = p.into();
        prop_assert!(back.x.to_bits() == x.to_bits() || (x.is_nan() && back.x.is_nan()));
        let v: Point = mint::Vector2 { x, y }.into();
        let back: mint::Vector2<f32> = v.into();
        prop_assert!(back.y.to_bits() == y.to_bits() || (y.is_nan() && back.y.is_nan()));
    }

    #[test]
    fn a_click_through_mint_finds_the_same_hex(x in -1e4f32..1e4, y in -1e4f32..1e4) {
        let layout = Layout::new(Orientation::Flat, Point::new(7.0, 5.0), Point::new(3.0, -2.0)).unwrap();
        let direct = layout.pixel_to_hex(Point::new(f64::from(x), f64::from(y)));
        prop_assert_eq!(layout.pixel_to_hex(mint::Point2 { x, y }.into()), direct);
    }

    #[test]
    fn fractional_hexes_round_trip_as_cube_vectors(q in any_f64(), r in any_f64(), s in any_f64()) {
        let v: mint::Vector3<f64> = FractionalHex::new(q, r, s).into();
        prop_assert!(same(v.x, q) && same(v.y, r) && same(v.z, s));
        let back: FractionalHex = v.into();
        prop_assert!(same(back.q, q) && same(back.r, r) && same(back.s, s));
    }
}

#[test]
fn narrowing_a_far_point_gives_infinity() {
    let far: mint::Point2<f32> = Point::new(1e300, -1e300).into();
    assert_eq!((far.x, far.y), (f32::INFINITY, f32::NEG_INFINITY));
    let round: Hex = FractionalHex::from(mint::Vector3 {
        x: 0.4,
        y: 0.3,
        z: -0.7,
    })
    .round();
    assert_eq!(round, Hex::new(1, 0));
}
