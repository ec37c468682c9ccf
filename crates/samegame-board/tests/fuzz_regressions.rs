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
    replay("samegame_board", text_round_trip::<samegame_board::Board>);
    replay("samegame_research", |data| {
        if let Ok(text) = std::str::from_utf8(data) {
            let _ = samegame_board::parse_research(text);
            let _ = samegame_board::Board::from_research(text);
        }
    });
}

#[cfg(feature = "serde")]
#[test]
fn saved_forms_that_once_crashed() {
    use samegame_board::*;
    let checks: &[fn(&[u8])] = &[
        json_round_trip::<Board>,
        json_round_trip::<Cell>,
        json_round_trip::<Colour>,
        json_round_trip::<Game<Rules>>,
        json_round_trip::<Move>,
        json_round_trip::<Played>,
        json_round_trip::<Polynomial>,
        json_round_trip::<Removed>,
        json_round_trip::<Rules>,
        json_round_trip::<TopCell>,
    ];
    replay("serde_samegame", |data| {
        if let Some((&pick, rest)) = data.split_first() {
            checks[usize::from(pick) % checks.len()](rest);
        }
    });
}
