//! The words of a typed command: numbers checked against their range, no words past
//! the ones a command takes. Plain `std`, so the line readers of the games (and the
//! fuzz targets that feed them any text) can use it without the terminal.

use std::fmt::Display;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// The command word of a line; empty for an empty line, so a problem about one can
/// still be told and nothing indexes past the end.
pub fn command<'a>(words: &[&'a str]) -> &'a str {
    words.first().copied().unwrap_or_default()
}

/// Word `i` of a command line as a number in `range`, named `what` in the problem.
pub fn number_word<T: FromStr + PartialOrd + Display>(
    words: &[&str],
    i: usize,
    what: &str,
    range: RangeInclusive<T>,
) -> Result<T, String> {
    let what = format!("{} {what}", command(words));
    let word = words.get(i).ok_or_else(|| format!("{what}: missing"))?;
    parse_number(&what, word, &range)
}

/// Refuses words after the ones a command takes.
pub fn no_more(words: &[&str], takes: usize) -> Result<(), String> {
    match words.get(takes + 1) {
        Some(extra) => Err(format!("{}: unexpected {extra:?}", command(words))),
        None => Ok(()),
    }
}

/// `text` as a number in `range`, or the problem in one line naming `what`. Floats
/// that are NaN fall outside every range, so they are refused too.
pub fn parse_number<T: FromStr + PartialOrd + Display>(
    what: &str,
    text: &str,
    range: &RangeInclusive<T>,
) -> Result<T, String> {
    let expected = || {
        format!(
            "{what}: expected a number in {} ..= {}, got {text:?}",
            range.start(),
            range.end()
        )
    };
    let value: T = text.trim().parse().map_err(|_| expected())?;
    if range.contains(&value) {
        Ok(value)
    } else {
        Err(expected())
    }
}
