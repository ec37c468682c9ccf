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
