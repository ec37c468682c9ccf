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
    use freecell_rules::{Card, MoveText, Position, Rank};
    replay("freecell_board", text_round_trip::<Position>);
    replay("freecell_move", |data| {
        text_round_trip::<MoveText>(data);
        if let Ok(text) = std::str::from_utf8(data) {
            let p = Position::microsoft_deal(1).unwrap();
            if let Ok(mv) = p.parse_move(text) {
                let _ = p.check(mv);
            }
        }
    });
    replay("freecell_card", |data| {
        text_round_trip::<Card>(data);
        if let Ok(text) = std::str::from_utf8(data) {
            let _ = Rank::from_token(text);
        }
    });
}

#[cfg(feature = "serde")]
#[test]
fn saved_forms_that_once_crashed() {
    use freecell_rules::*;
    let checks: &[fn(&[u8])] = &[
        json_round_trip::<AutoMove>,
        json_round_trip::<Building>,
        json_round_trip::<Card>,
        json_round_trip::<Color>,
        json_round_trip::<Game>,
        json_round_trip::<IllegalMove>,
        json_round_trip::<Location>,
        json_round_trip::<Move>,
        json_round_trip::<MoveText>,
        json_round_trip::<Place>,
        json_round_trip::<Position>,
        json_round_trip::<Rank>,
        json_round_trip::<Rules>,
        json_round_trip::<Step>,
        json_round_trip::<Suit>,
        json_round_trip::<Tap>,
    ];
    replay("serde_freecell", |data| {
        if let Some((&pick, rest)) = data.split_first() {
            checks[usize::from(pick) % checks.len()](rest);
        }
    });
}
