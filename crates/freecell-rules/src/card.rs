//! Ranks, suits, colours and the one-byte [`Card`].

use core::fmt;
use core::str::FromStr;

use crate::FreecellError;

/// A card's suit, in Microsoft's deal order: clubs, diamonds, hearts, spades.
///
/// The order matters: the Microsoft deck starts AC AD AH AS 2C …, and the
/// foundations are indexed by `Suit as usize`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Suit {
    /// ♣, black.
    Clubs = 0,
    /// ♦, red.
    Diamonds = 1,
    /// ♥, red.
    Hearts = 2,
    /// ♠, black.
    Spades = 3,
}

impl Suit {
    /// The four suits in Microsoft's order C, D, H, S.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit with index `i & 3` in [`Suit::ALL`].
    #[must_use]
    pub const fn from_index(i: u8) -> Suit {
        Suit::ALL[(i & 3) as usize]
    }

    /// Index 0..4 in Microsoft's order.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Red for diamonds and hearts, black for clubs and spades.
    #[must_use]
    pub const fn color(self) -> Color {
        match self {
            Suit::Diamonds | Suit::Hearts => Color::Red,
            Suit::Clubs | Suit::Spades => Color::Black,
        }
    }

    /// The letter used in board text: `C`, `D`, `H` or `S`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// Parses a suit letter (either case).
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Suit> {
        match c {
            'C' | 'c' => Some(Suit::Clubs),
            'D' | 'd' => Some(Suit::Diamonds),
            'H' | 'h' => Some(Suit::Hearts),
            'S' | 's' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// A suit's colour; FreeCell builds cascades down in alternating colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Color {
    /// Clubs and spades.
    Black,
    /// Diamonds and hearts.
    Red,
}

/// A card's rank, ace (1) to king (13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Rank(u8);

impl Rank {
    /// The ace, rank 1.
    pub const ACE: Rank = Rank(1);
    /// The king, rank 13.
    pub const KING: Rank = Rank(13);

    /// The rank with value `value` (1 = ace … 13 = king), or `None`.
    #[must_use]
    pub const fn new(value: u8) -> Option<Rank> {
        if value >= 1 && value <= 13 {
            Some(Rank(value))
        } else {
            None
        }
    }

    /// The value 1 ..= 13.
    #[must_use]
    pub const fn value(self) -> u8 {
        self.0
    }

    /// The character used in board text: `A 2 … 9 T J Q K`.
    #[must_use]
    pub const fn letter(self) -> char {
        // The array has 14 entries, so every valid rank (1..=13) indexes it.
        [
            '?', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K',
        ][self.0 as usize]
    }

    /// Parses a rank token: `A`, `1`, `2` … `9`, `T`, `10`, `J`, `Q`, `K` (either case).
    #[must_use]
    pub fn from_token(s: &str) -> Option<Rank> {
        let v = match s {
            "10" | "T" | "t" => 10,
            "1" | "A" | "a" => 1,
            "J" | "j" => 11,
            "Q" | "q" => 12,
            "K" | "k" => 13,
            _ => {
                let b = s.as_bytes();
                if b.len() == 1 && (b'2'..=b'9').contains(&b[0]) {
                    b[0] - b'0'
                } else {
                    return None;
                }
            }
        };
        Some(Rank(v))
    }
}

impl TryFrom<u8> for Rank {
    type Error = FreecellError;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Rank::new(value).ok_or(FreecellError::BadRank(value))
    }
}

impl From<Rank> for u8 {
    fn from(r: Rank) -> u8 {
        r.0
    }
}

/// A playing card in one byte: `(rank − 1) × 4 + suit`.
///
/// The byte is the card's index in the Microsoft deck (AC = 0, AD = 1, AH = 2,
/// AS = 3, 2C = 4, … KS = 51), so dealing needs no translation.
///
/// ```
/// use freecell_rules::{Card, Rank, Suit};
/// let c: Card = "TH".parse().unwrap();
/// assert_eq!(c.rank(), Rank::new(10).unwrap());
/// assert_eq!(c.suit(), Suit::Hearts);
/// assert_eq!(c.to_string(), "TH");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Card(u8);

impl Card {
    /// The card of `rank` and `suit`.
    #[must_use]
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card((rank.0 - 1) * 4 + suit as u8)
    }

    /// The card with Microsoft deck index `index` (0 ..= 51), or `None`.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Card> {
        if index < 52 { Some(Card(index)) } else { None }
    }

    /// Builds a card from an index known to be below 52 (internal fast path).
    pub(crate) const fn from_index_unchecked(index: u8) -> Card {
        Card(index)
    }

    /// The Microsoft deck index 0 ..= 51.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The rank.
    #[must_use]
    pub const fn rank(self) -> Rank {
        Rank((self.0 >> 2) + 1)
    }

    /// The suit.
    #[must_use]
    pub const fn suit(self) -> Suit {
        Suit::from_index(self.0)
    }

    /// The colour of the suit.
    #[must_use]
    pub const fn color(self) -> Color {
        self.suit().color()
    }

    /// Whether the suit is red; a bit trick kept for the hot paths
    /// (suit 1 and 2 are red: `(s ^ (s >> 1)) & 1`).
    pub(crate) const fn red_bit(self) -> u8 {
        let s = self.0 & 3;
        (s ^ (s >> 1)) & 1
    }

    /// Every card in deck order AC AD AH AS 2C … KS.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..52u8).map(Card)
    }
}

impl TryFrom<u8> for Card {
    type Error = FreecellError;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Card::from_index(value).ok_or(FreecellError::BadCardIndex(value))
    }
}

impl From<Card> for u8 {
    fn from(c: Card) -> u8 {
        c.0
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().letter(), self.suit().letter())
    }
}

impl FromStr for Card {
    type Err = FreecellError;
    /// Parses `TH`, `10H`, `ah`, … (rank then suit).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_card(s).ok_or(FreecellError::BadCard)
    }
}

/// Parses a card token, `None` when it is not one.
pub(crate) fn parse_card(s: &str) -> Option<Card> {
    let mut chars = s.chars();
    let suit = Suit::from_letter(chars.next_back()?)?;
    let rank = Rank::from_token(chars.as_str())?;
    Some(Card::new(rank, suit))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn index_matches_microsoft_deck_order() {
        let names: alloc::vec::Vec<_> = Card::all().take(6).map(|c| c.to_string()).collect();
        assert_eq!(names, ["AC", "AD", "AH", "AS", "2C", "2D"]);
        assert_eq!(Card::from_index(51).unwrap().to_string(), "KS");
        assert!(Card::from_index(52).is_none());
    }

    #[test]
    fn colours_and_red_bit_agree() {
        for c in Card::all() {
            assert_eq!(c.red_bit() == 1, c.color() == Color::Red, "{c}");
        }
    }

    #[test]
    fn parse_tokens() {
        assert_eq!("10d".parse::<Card>().unwrap().to_string(), "TD");
        assert_eq!("1S".parse::<Card>().unwrap().to_string(), "AS");
        for bad in ["", "H", "1", "0H", "11H", "KX", "TTH", "KHH"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
        for c in Card::all() {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
    }
}
