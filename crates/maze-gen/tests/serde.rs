//! Saved mazes: every saved type survives a JSON round trip, and bad data is refused
//! rather than trusted.
#![cfg(feature = "serde")]

use maze_gen::{Algorithm, Maze, RoomOptions, TileIds, TileMap};

fn round_trip<T>(value: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
}

#[test]
fn mazes_and_options_round_trip() {
    let maze = Maze::from_seed(Algorithm::Wilson, 9, 7, 5).unwrap();
    assert_eq!(round_trip(&maze), maze);
    assert_eq!(round_trip(&Algorithm::Wilson), Algorithm::Wilson);
    let rooms = RoomOptions::default();
    assert_eq!(round_trip(&rooms), rooms);
    let ids = TileIds {
        rock: 0u16,
        wall: 1,
        floor: 2,
    };
    assert_eq!(round_trip(&ids), ids);
    let tiles = TileMap::from_maze(&maze, 2, ids).unwrap();
    let json = serde_json::to_value(&tiles).unwrap();
    assert_eq!(json["width"], tiles.width());
}

#[test]
fn bad_saved_mazes_are_refused() {
    let maze = Maze::from_seed(Algorithm::Backtracker, 4, 3, 1).unwrap();
    let json = serde_json::to_value(&maze).unwrap();
    let edit = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut value = json.clone();
        change(&mut value);
        serde_json::from_value::<Maze>(value)
    };
    assert!(edit(&|_| ()).is_ok());
    assert!(edit(&|v| v["width"] = 5.into()).is_err());
    assert!(edit(&|v| v["width"] = 0.into()).is_err());
    // A passage open on one side only, or through the outer wall, is not a maze.
    assert!(edit(&|v| v["cells"][0] = 0xff.into()).is_err());
}
