//! `Colour`: a tile colour, `1..=MAX_COLOURS`.

use core::fmt;

use crate::MAX_COLOURS;

/// A tile colour: `1..=`[`MAX_COLOURS`]. Empty cells have no colour (`Option<Colour>`).
///
/// Colours are numbered from 1 like the seed article's tiles; the research text format
/// numbers them from 0 and its parser adds one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "u8", into = "u8")
)]
pub struct Colour(u8);

impl Colour {
    /// Colour `n`, or `None` unless `1 <= n <= MAX_COLOURS`.
    #[must_use]
    pub const fn new(n: u8) -> Option<Self> {
        if n >= 1 && n as usize <= MAX_COLOURS {
            Some(Colour(n))
        } else {
            None
        }
    }

    /// The colour with 0-based index `i` (`Colour::from_index(0)` is colour 1).
    /// Callers inside the crate guarantee `i < MAX_COLOURS`.
    #[inline]
    pub(crate) const fn from_index(i: usize) -> Self {
        Colour(i as u8 + 1)
    }

    /// The colour number, `1..=MAX_COLOURS`.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The 0-based index, `0..MAX_COLOURS` (`get() - 1`).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }

    /// The symbol of this colour in the board text: `1`..`9`, then `A`..`G`.
    #[must_use]
    pub const fn symbol(self) -> char {
        SYMBOLS[self.index()] as char
    }

    /// The colour a text symbol stands for (`1`..`9`, `A`..`G`), if any.
    #[must_use]
    pub fn from_symbol(c: char) -> Option<Self> {
        let i = SYMBOLS.iter().position(|&s| s as char == c)?;
        Some(Colour::from_index(i))
    }
}

/// Text symbols by colour index.
const SYMBOLS: [u8; MAX_COLOURS] = *b"123456789ABCDEFG";

impl TryFrom<u8> for Colour {
    type Error = crate::SameGameError;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Colour::new(n).ok_or(crate::SameGameError::BadColours {
            colours: n as usize,
        })
    }
}

impl From<Colour> for u8 {
    fn from(c: Colour) -> u8 {
        c.0
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_round_trip() {
        for n in 1..=MAX_COLOURS as u8 {
            let c = Colour::new(n).unwrap();
            assert_eq!(Colour::from_symbol(c.symbol()), Some(c));
        }
        assert_eq!(Colour::new(0), None);
        assert_eq!(Colour::new(MAX_COLOURS as u8 + 1), None);
        assert_eq!(Colour::from_symbol('.'), None);
    }
}
