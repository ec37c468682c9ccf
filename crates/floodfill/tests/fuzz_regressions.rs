//! Inputs that once crashed a fuzz target (`scripts/fuzz.sh` saves them in
//! `tests/data/fuzz-regressions/TARGET-HASH`), replayed through the same checks:
//! loading must not panic, and what loads must write out and load back equal.
#![cfg(feature = "serde")]

use std::fmt::Debug;

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
fn saved_forms_that_once_crashed() {
    use floodfill::*;
    let checks: &[fn(&[u8])] = &[
        json_round_trip::<AdjacencyList>,
        json_round_trip::<Connectivity>,
        json_round_trip::<HexGrid>,
        json_round_trip::<SquareGrid>,
    ];
    replay("serde_floodfill", |data| {
        if let Some((&pick, rest)) = data.split_first() {
            checks[usize::from(pick) % checks.len()](rest);
        }
    });
}
