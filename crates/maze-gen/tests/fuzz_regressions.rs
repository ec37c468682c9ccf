//! Inputs that once crashed a fuzz target (`scripts/fuzz.sh` saves them in
//! `tests/data/fuzz-regressions/TARGET-HASH`), replayed through the same checks:
//! loading must not panic, and what loads must write out and load back equal.

use std::fmt::{Debug, Display};
use std::str::FromStr;

fn text_round_trip<T: FromStr + Display + PartialEq + Debug>(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(value) = text.parse::<T>() {
        let written = value.to_string();
        assert_eq!(written.parse::<T>().ok(), Some(value), "{written:?}");
    }
}

#[cfg(feature = "serde")]
fn json_round_trip<T>(data: &[u8])
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + Debug,
{
    if let Ok(value) = serde_json::from_slice::<T>(data) {
        let saved = serde_json::to_string(&value).unwrap();
        assert_eq!(serde_json::from_str::<T>(&saved).unwrap(), value, "{saved}");
    }
}

/// Runs `check` on every saved input whose name starts with `target-`.
fn replay(target: &str, check: impl Fn(&[u8])) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/fuzz-regressions");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with(&format!("{target}-")) {
            check(&std::fs::read(&path).unwrap());
        }
    }
}

#[test]
fn text_inputs_that_once_crashed() {
    replay("maze_text", text_round_trip::<maze_gen::Maze>);
    replay("weave_text", text_round_trip::<maze_gen::WeaveMaze>);
    replay("maze_algorithm", text_round_trip::<maze_gen::Algorithm>);
    replay("maze_mask", |data| {
        if let Ok(text) = std::str::from_utf8(data) {
            let _ = maze_gen::Board::from_mask_text(text);
        }
    });
}

#[cfg(feature = "serde")]
#[test]
fn saved_forms_that_once_crashed() {
    use floodfill::{HexGrid, SquareGrid};
    use maze_gen::*;
    let checks: &[fn(&[u8])] = &[
        json_round_trip::<Algorithm>,
        json_round_trip::<Board<SquareGrid>>,
        json_round_trip::<BoardMaze<SquareGrid>>,
        json_round_trip::<BoardMaze<HexGrid>>,
        json_round_trip::<Cell>,
        json_round_trip::<Direction>,
        json_round_trip::<GrowingTreeMode>,
        json_round_trip::<Maze>,
        json_round_trip::<PolarGrid>,
        json_round_trip::<Room>,
        json_round_trip::<RoomOptions>,
        json_round_trip::<TileIds<u16>>,
        json_round_trip::<TorusGrid>,
        json_round_trip::<WeaveMaze>,
    ];
    replay("serde_maze", |data| {
        if let Some((&pick, rest)) = data.split_first() {
            checks[usize::from(pick) % checks.len()](rest);
        }
    });
}
