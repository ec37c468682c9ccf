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
    replay(
        "tactics_map",
        text_round_trip::<tactics_range::TacticsMap<floodfill::SquareGrid>>,
    );
}

#[cfg(feature = "serde")]
#[test]
fn saved_forms_that_once_crashed() {
    use tactics_range::*;
    let checks: &[fn(&[u8])] = &[
        json_round_trip::<AttackRange>,
        json_round_trip::<EdgeCost>,
        json_round_trip::<EdgeCosts>,
        json_round_trip::<HexShape>,
        json_round_trip::<MoveCost>,
        json_round_trip::<MoveProfile>,
        json_round_trip::<Occupant>,
        json_round_trip::<SightRules>,
        json_round_trip::<SquareShape>,
        json_round_trip::<TacticsMap<floodfill::SquareGrid>>,
        json_round_trip::<TacticsMap<floodfill::HexGrid>>,
        json_round_trip::<TurnBudget>,
        json_round_trip::<Viewer>,
        json_round_trip::<ZocRule>,
    ];
    replay("serde_tactics", |data| {
        if let Some((&pick, rest)) = data.split_first() {
            checks[usize::from(pick) % checks.len()](rest);
        }
    });
}
