//! Checks shared by the fuzz targets: text and saved forms must load without a
//! panic, and whatever loads must write out and load back as the same value.

use core::fmt::Display;
use core::str::FromStr;

/// `text` through `FromStr`; a value that loads must print and read back equal.
pub fn text_round_trip<T>(data: &[u8])
where
    T: FromStr + Display + PartialEq + core::fmt::Debug,
{
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    if let Ok(value) = text.parse::<T>() {
        let written = value.to_string();
        match written.parse::<T>() {
            Ok(back) => assert_eq!(back, value, "{written}"),
            Err(_) => panic!("{written:?} (written from {text:?}) does not read back"),
        }
    }
}

/// `data` through `serde_json`; a value that loads must save and load back equal.
pub fn json_round_trip<T>(data: &[u8])
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + core::fmt::Debug,
{
    if let Ok(value) = serde_json::from_slice::<T>(data) {
        let saved = serde_json::to_string(&value).expect("a loaded value saves");
        let back: T = serde_json::from_str(&saved).expect("a saved value loads");
        assert_eq!(back, value, "{saved}");
    }
}

/// Picks one of the listed types by the first byte and loads the rest as JSON.
#[macro_export]
macro_rules! json_targets {
    ($data:expr; $($ty:ty),+ $(,)?) => {{
        let data: &[u8] = $data;
        if let Some((&pick, rest)) = data.split_first() {
            let checks: &[fn(&[u8])] = &[$($crate::json_round_trip::<$ty>),+];
            checks[usize::from(pick) % checks.len()](rest);
        }
    }};
}

/// Feeds `data` to a game's line-mode reader as the games read a line: UTF-8 (a line
/// that is not ends the input before any reader sees it), split at whitespace, with
/// the empty line too. A problem is printed as one line of its own, so it must be one.
pub fn line_reader<A>(data: &[u8], read: impl Fn(&[&str]) -> Result<A, String>) {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    if let Err(problem) = read(&words) {
        assert!(!problem.is_empty(), "no problem told for {text:?}");
        assert!(!problem.contains('\n'), "{problem:?} is more than one line");
    }
}
