//! Standard move notation: `3a`, `a8`, `1h`, `ah`, `58`, `58v3`.
//!
//! - Cascades are digits from `1`; the tenth cascade is `0`.
//! - Free cells are letters from `a`; as `h` means the foundations, the eighth
//!   free cell is `i` (a–g, i).
//! - `h` is the foundation of the moved card's suit.
//! - `vN` after a cascade-to-cascade move gives the number of cards (extended
//!   standard notation, as Freecell Solver's `-snx` writes it). Without it, a
//!   move onto a card carries exactly the cards that fit there, and a move into
//!   an empty cascade carries one card — so a *run* into an empty cascade must
//!   be written with its count: `58v3`.
//! - The count is **hexadecimal**, one digit `1`..`d` (a run holds at most 13
//!   cards): `83vc` moves twelve cards. Writing gives lowercase; reading takes
//!   either case.
//! - A count of two decimal digits from 10 to 13 (`41v11`) is what earlier
//!   versions of this crate wrote in decimal; read as hexadecimal it would mean
//!   17 to 19 cards, more than any run. Such a text is refused with
//!   [`FreecellError::DecimalCount`] (naming the decimal count), so a caller
//!   that knows the text is an old decimal save can rewrite it; it is never
//!   guessed. Counts `1`..`9` read the same in both and are taken as they are.

use core::fmt;
use core::str::FromStr;

use crate::position::NO;
use crate::{FreecellError, IllegalMove, Location, Move, Position, Suit};

/// A place as standard notation names it (the foundation without a suit); the
/// engine's own is [`Location`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum NotationPlace {
    /// Cascade, numbered from 0.
    Cascade(u8),
    /// Free cell, numbered from 0.
    FreeCell(u8),
    /// The foundations (`h`).
    Foundation,
}

/// A move as written in standard notation, before a position gives it meaning
/// (the foundation's suit, and the card count when no `vN` is written).
///
/// ```
/// use freecell_rules::{MoveText, NotationPlace};
/// let m: MoveText = "58v3".parse().unwrap();
/// assert_eq!((m.from, m.to, m.count), (NotationPlace::Cascade(4), NotationPlace::Cascade(7), Some(3)));
/// assert_eq!(m.to_string(), "58v3");
/// assert!("5x".parse::<MoveText>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        try_from = "crate::saved::MoveTextRepr",
        into = "crate::saved::MoveTextRepr"
    )
)]
pub struct MoveText {
    /// Source.
    pub from: NotationPlace,
    /// Destination.
    pub to: NotationPlace,
    /// The `vN` count, if written.
    pub count: Option<u8>,
}

fn place_from_char(c: u8) -> Option<NotationPlace> {
    match c {
        b'1'..=b'9' => Some(NotationPlace::Cascade(c - b'1')),
        b'0' => Some(NotationPlace::Cascade(9)),
        b'a'..=b'g' => Some(NotationPlace::FreeCell(c - b'a')),
        b'i' => Some(NotationPlace::FreeCell(7)),
        b'h' => Some(NotationPlace::Foundation),
        _ => None,
    }
}

/// The digit of cascade `i` (numbered from 0): `1`..`9`, and `0` for the
/// tenth, as on a keyboard row. Numbers past the tenth have no notation of
/// their own and are written as the tenth, never with a panic.
fn cascade_digit(i: u8) -> char {
    char::from(b'0' + (i.min(9) + 1) % 10)
}

/// The letter of free cell `i` (numbered from 0): `a`..`g`, and `i` for the
/// eighth, because `h` means the foundations. Numbers past the eighth are
/// written as the eighth.
fn free_cell_letter(i: u8) -> char {
    char::from(if i < 7 { b'a' + i } else { b'i' })
}

/// The standard-notation digit or letter of a place.
fn place_char(p: NotationPlace) -> char {
    match p {
        NotationPlace::Cascade(i) => cascade_digit(i),
        NotationPlace::FreeCell(i) => free_cell_letter(i),
        NotationPlace::Foundation => 'h',
    }
}

/// The place of a location as notation names it (the foundation without a suit).
fn place_of(l: Location) -> NotationPlace {
    match l {
        Location::Cascade(i) => NotationPlace::Cascade(i),
        Location::FreeCell(i) => NotationPlace::FreeCell(i),
        Location::Foundation(_) => NotationPlace::Foundation,
    }
}

impl FromStr for MoveText {
    type Err = FreecellError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let b = s.as_bytes();
        if b.len() < 2 {
            return Err(FreecellError::BadNotation);
        }
        let from = place_from_char(b[0].to_ascii_lowercase()).ok_or(FreecellError::BadNotation)?;
        let to = place_from_char(b[1].to_ascii_lowercase()).ok_or(FreecellError::BadNotation)?;
        if from == NotationPlace::Foundation || from == to {
            return Err(FreecellError::BadNotation);
        }
        let count = match &s[2..] {
            "" => None,
            rest => {
                let digits = rest
                    .strip_prefix('v')
                    .or_else(|| rest.strip_prefix('V'))
                    .ok_or(FreecellError::BadNotation)?;
                if !matches!(
                    (from, to),
                    (NotationPlace::Cascade(_), NotationPlace::Cascade(_))
                ) {
                    return Err(FreecellError::BadNotation);
                }
                Some(read_count(digits)?)
            }
        };
        Ok(MoveText { from, to, count })
    }
}

/// The longest run: a count above it cannot be a legal move, and is not written.
const MAX_COUNT: u8 = 13;

/// Reads the digits after `v`: one hexadecimal digit `1 ..= d`. Two decimal
/// digits from 10 to 13 are an old decimal count ([`FreecellError::DecimalCount`]);
/// anything else is not a count.
fn read_count(digits: &str) -> Result<u8, FreecellError> {
    let hex = match digits.as_bytes() {
        [d] => char::from(*d).to_digit(16),
        [b'1', b'0'..=b'3'] => {
            let cards = digits.parse().map_err(|_| FreecellError::BadNotation)?;
            return Err(FreecellError::DecimalCount { cards });
        }
        _ => None,
    };
    match hex {
        Some(n @ 1..) if n <= u32::from(MAX_COUNT) => Ok(n as u8),
        _ => Err(FreecellError::BadNotation),
    }
}

/// Writes a count as notation does: `v` and one lowercase hexadecimal digit.
fn write_count(f: &mut fmt::Formatter<'_>, n: u8) -> fmt::Result {
    write!(f, "v{n:x}")
}

/// A move is written as its notation: where from, where to (`h` for any
/// foundation), and `vN` when it moves more than one card.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = MoveText {
            from: place_of(self.from),
            to: place_of(self.to),
            count: (self.count != 1).then_some(self.count),
        };
        fmt::Display::fmt(&text, f)
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", place_char(self.from), place_char(self.to))?;
        if let Some(n) = self.count {
            write_count(f, n)?;
        }
        Ok(())
    }
}

impl Position {
    /// Gives `text` its meaning here: the foundation's suit comes from the moved
    /// card, and a missing count from the rule in the [module docs](crate::notation).
    /// The result is not checked; pass it to [`check`](Position::check) or
    /// [`apply`](Position::apply).
    #[must_use]
    pub fn resolve(&self, text: MoveText) -> Move {
        let loc = |p: NotationPlace, card: u8| match p {
            NotationPlace::Cascade(i) => Location::Cascade(i),
            NotationPlace::FreeCell(i) => Location::FreeCell(i),
            NotationPlace::Foundation => Location::Foundation(if card == NO {
                Suit::Clubs
            } else {
                Suit::from_index(card)
            }),
        };
        let source_card = match text.from {
            NotationPlace::Cascade(i) => self.top(i as usize).map_or(NO, |c| c.index()),
            NotationPlace::FreeCell(i) => self.free_cell(i as usize).map_or(NO, |c| c.index()),
            NotationPlace::Foundation => NO,
        };
        let count = match (text.count, text.from, text.to) {
            (Some(n), _, _) => n,
            (None, NotationPlace::Cascade(a), NotationPlace::Cascade(b)) => {
                self.fitting_count(a as usize, b as usize)
            }
            _ => 1,
        };
        Move::new(
            loc(text.from, source_card),
            loc(text.to, source_card),
            count,
        )
    }

    /// Cards that fit from cascade `a` onto the exposed card of `b` (1 when `b`
    /// is empty or nothing fits, so that `check` reports the real reason).
    fn fitting_count(&self, a: usize, b: usize) -> u8 {
        match (self.top(a), self.top(b)) {
            (Some(top), Some(onto)) if onto.rank() > top.rank() => {
                let k = onto.rank().value() - top.rank().value();
                if k as usize <= self.cascade_len(a) {
                    k
                } else {
                    1
                }
            }
            _ => 1,
        }
    }

    /// Reads one move in standard notation and resolves it against this position.
    ///
    /// ```
    /// use freecell_rules::Position;
    /// let p = Position::microsoft_deal(1).unwrap();
    /// let m = p.parse_move("1a").unwrap();
    /// assert!(p.is_legal(m));
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, FreecellError> {
        Ok(self.resolve(text.parse()?))
    }

    /// The shortest notation that [`resolve`](Position::resolve) turns back into
    /// `mv` here: `vN` only when the count is not implied.
    #[must_use]
    pub fn notation(&self, mv: Move) -> MoveText {
        let mut text = MoveText {
            from: place_of(mv.from),
            to: place_of(mv.to),
            count: None,
        };
        if self.resolve(text) != mv {
            text.count = Some(mv.count);
        }
        text
    }

    /// Plays moves written in standard notation, in order, without auto-moves.
    ///
    /// Stops at the first move that cannot be read or is illegal and reports
    /// its 0-based index; the position is then the one before that move.
    ///
    /// ```
    /// use freecell_rules::{FreecellError, Position};
    /// let mut p = Position::microsoft_deal(1).unwrap();
    /// let err = p.replay(["1a", "1b", "2h"]).unwrap_err();
    /// assert!(matches!(err, FreecellError::IllegalAt { index: 2, .. }));
    /// assert!(p.free_cell(1).is_some());
    /// ```
    pub fn replay<I, S>(&mut self, moves: I) -> Result<(), FreecellError>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        for (index, token) in moves.into_iter().enumerate() {
            let text: MoveText = token.as_ref().parse().map_err(|e| match e {
                FreecellError::DecimalCount { cards } => {
                    FreecellError::DecimalCountAt { index, cards }
                }
                _ => FreecellError::BadNotationAt { index },
            })?;
            let mv = self.resolve(text);
            self.apply(mv)
                .map_err(|reason: IllegalMove| FreecellError::IllegalAt { index, mv, reason })?;
        }
        Ok(())
    }
}
