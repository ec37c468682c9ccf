//! `Color`: a tile colour, `1..=MAX_COLORS`.

use core::fmt;

use crate::MAX_COLORS;

/// A tile colour: `1..=`[`MAX_COLORS`]. Empty cells have no colour (`Option<Color>`).
///
/// Colours are numbered from 1 like the seed article's tiles; the research text format
/// numbers them from 0 and its parser adds one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "u8", into = "u8")
)]
pub struct Color(u8);

impl Color {
    /// Colour `n`, or `None` unless `1 <= n <= MAX_COLORS`.
    #[must_use]
    pub const fn new(n: u8) -> Option<Self> {
        if n >= 1 && n as usize <= MAX_COLORS {
            Some(Color(n))
        } else {
            None
        }
    }

    /// The colour with 0-based index `i` (`Color::from_index(0)` is colour 1).
    /// Callers inside the crate guarantee `i < MAX_COLORS`.
    #[inline]
    pub(crate) const fn from_index(i: usize) -> Self {
        Color(i as u8 + 1)
    }

    /// The colour number, `1..=MAX_COLORS`.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The 0-based index, `0..MAX_COLORS` (`get() - 1`).
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
        Some(Color::from_index(i))
    }
}

/// Text symbols by colour index.
const SYMBOLS: [u8; MAX_COLORS] = *b"123456789ABCDEFG";

impl TryFrom<u8> for Color {
    type Error = crate::SameGameError;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Color::new(n).ok_or(crate::SameGameError::BadColors { colors: n as usize })
    }
}

impl From<Color> for u8 {
    fn from(c: Color) -> u8 {
        c.0
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_round_trip() {
        for n in 1..=MAX_COLORS as u8 {
            let c = Color::new(n).unwrap();
            assert_eq!(Color::from_symbol(c.symbol()), Some(c));
        }
        assert_eq!(Color::new(0), None);
        assert_eq!(Color::new(MAX_COLORS as u8 + 1), None);
        assert_eq!(Color::from_symbol('.'), None);
    }
}
