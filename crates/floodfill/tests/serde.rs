//! Saved topologies: every saved type survives a JSON round trip, and bad data is
//! refused rather than trusted.
#![cfg(feature = "serde")]

use floodfill::{AdjacencyList, Connectivity, HexGrid, SquareGrid};
use hexgrid::OffsetLayout;

fn round_trip<T>(value: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
}

#[test]
fn topologies_round_trip() {
    let square = SquareGrid::new(7, 5, Connectivity::Eight).unwrap();
    assert_eq!(round_trip(&square), square);
    let hex = HexGrid::new(6, 4, OffsetLayout::EvenQ).unwrap();
    assert_eq!(round_trip(&hex), hex);
    let graph = AdjacencyList::undirected(4, [(0, 1), (1, 2), (2, 0)]).unwrap();
    assert_eq!(round_trip(&graph), graph);
}

#[test]
fn bad_saved_topologies_are_refused() {
    let json = serde_json::to_string(&SquareGrid::new(3, 2, Connectivity::Four).unwrap()).unwrap();
    let empty = json.replacen("3", "0", 1);
    assert_ne!(empty, json);
    assert!(serde_json::from_str::<SquareGrid>(&empty).is_err());
    let dangling = r#"{"len":2,"edges":[[0,5]]}"#;
    assert!(serde_json::from_str::<AdjacencyList>(dangling).is_err());
}
