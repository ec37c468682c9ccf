//! Freecell Solver's board text: `Display` and `FromStr` for [`Position`].
//!
//! ```text
//! Foundations: H-0 C-A D-0 S-0
//! Freecells: 8H - - -
//! JD KD 2S 4C 3S 6D 6S
//! :
//! …
//! ```
//!
//! - `Foundations:` (optional) lists `suit-rank` entries; a missing suit or
//!   rank `0` means an empty foundation. Written only when a card is home.
//! - `Freecells:` (optional; `FC:` also read) lists one token per free cell,
//!   a card or `-`. The number of tokens sets the number of free cells; without
//!   the line a position has 4 empty free cells. Written when the free cells are
//!   not exactly 4 empty ones.
//! - Then one line per cascade, its cards from the deepest (dealt first) to
//!   the exposed one, `T` for ten (`10` is read too). A line may start with
//!   `:` (Freecell Solver's own output does); an empty cascade is written `:`.
//!   Blank lines are skipped.

use core::fmt;
use core::str::FromStr;

use crate::card::parse_card;
use crate::position::{NO, note_card};
use crate::rules::{MAX_CASCADES, MAX_FREE_CELLS};
use crate::{BoardProblem, Building, Card, FreecellError, Position, Rank, Rules, Suit};

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.home != [0; 4] {
            f.write_str("Foundations:")?;
            // Freecell Solver's order: hearts, clubs, diamonds, spades.
            for suit in [Suit::Hearts, Suit::Clubs, Suit::Diamonds, Suit::Spades] {
                match self.foundation_top(suit) {
                    Some(card) => write!(f, " {}-{}", suit.letter(), card.rank().letter())?,
                    None => write!(f, " {}-0", suit.letter())?,
                }
            }
            f.write_str("\n")?;
        }
        let nf = self.rules.free_cells();
        if nf != 4 || self.empty_free_cells() != 4 {
            f.write_str("Freecells:")?;
            for i in 0..nf {
                match self.free_cell(i) {
                    Some(card) => write!(f, " {card}")?,
                    None => f.write_str(" -")?,
                }
            }
            f.write_str("\n")?;
        }
        for c in 0..self.rules.cascades() {
            let cards = self.cascade(c);
            if cards.is_empty() {
                f.write_str(":")?;
            }
            for (i, card) in cards.iter().enumerate() {
                if i > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{card}")?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = FreecellError;

    /// Reads Freecell Solver's board text (see the [module docs](crate::text));
    /// the position gets the standard alternate-colour building rule (use
    /// [`Position::with_building`] for Baker's Game).
    ///
    /// ```
    /// use freecell_rules::Position;
    /// let p = Position::microsoft_deal(617).unwrap();
    /// let text = p.to_string();
    /// assert_eq!(text.parse::<Position>().unwrap(), p);
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_board(s, Building::AlternateColors)
    }
}

/// Parses board text with the given building rule.
pub(crate) fn parse_board(s: &str, building: Building) -> Result<Position, FreecellError> {
    let mut p = Position::empty(Rules::STANDARD.with_building(building));
    let mut seen = 0u64;
    let mut free_cells: Option<usize> = None;
    let mut foundations_seen = false;
    let mut cascades = 0usize;
    // Where the board ends: the last line with text, just past its end.
    let mut end = (1, 1);
    for (line_index, raw) in s.lines().enumerate() {
        let line_no = line_index + 1;
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        end = (line_no, raw.trim_end().chars().count() + 1);
        let at = |rest: &str, offset: usize, problem| FreecellError::Board {
            line: line_no,
            column: column_of(raw, rest, offset),
            problem,
        };
        if let Some(rest) = strip_header(line, &["Foundations:"]) {
            if foundations_seen || cascades > 0 {
                return Err(at(line, 0, BoardProblem::MisplacedHeader));
            }
            foundations_seen = true;
            let mut given = 0u8;
            for (offset, entry) in tokens(rest) {
                let (suit, value) =
                    parse_foundation(entry).ok_or(at(rest, offset, BoardProblem::BadFoundation))?;
                if given & (1 << suit.index()) != 0 {
                    return Err(at(rest, offset, BoardProblem::RepeatedSuit(suit)));
                }
                given |= 1 << suit.index();
                p.home[suit.index()] = value;
                // The foundation holds its cards: a second sighting is named.
                for rank in 0..value {
                    let card = Card::from_index_unchecked(rank * 4 + suit as u8);
                    note_card(&mut seen, card)
                        .map_err(|_| at(rest, offset, BoardProblem::DuplicateCard(card)))?;
                }
            }
            continue;
        }
        if let Some(rest) = strip_header(line, &["Freecells:", "FC:"]) {
            if free_cells.is_some() || cascades > 0 {
                return Err(at(line, 0, BoardProblem::MisplacedHeader));
            }
            let mut n = 0;
            for (offset, token) in tokens(rest) {
                if n == MAX_FREE_CELLS {
                    return Err(at(rest, offset, BoardProblem::TooManyFreeCells));
                }
                if token != "-" {
                    let card = parse_card(token).ok_or(at(rest, offset, BoardProblem::NotACard))?;
                    note_card(&mut seen, card)
                        .map_err(|_| at(rest, offset, BoardProblem::DuplicateCard(card)))?;
                    p.cells[n] = card.index();
                }
                n += 1;
            }
            free_cells = Some(n);
            continue;
        }
        if cascades == MAX_CASCADES {
            return Err(at(line, 0, BoardProblem::TooManyCascades));
        }
        let body = line.strip_prefix(':').unwrap_or(line);
        for (offset, token) in tokens(body) {
            let card = parse_card(token).ok_or(at(body, offset, BoardProblem::NotACard))?;
            note_card(&mut seen, card)
                .map_err(|_| at(body, offset, BoardProblem::DuplicateCard(card)))?;
            p.push(cascades, card.index());
        }
        cascades += 1;
    }
    let at_end = |problem| FreecellError::Board {
        line: end.0,
        column: end.1,
        problem,
    };
    if cascades == 0 {
        return Err(at_end(BoardProblem::NoCascade));
    }
    if let Some(missing) = (0..52u8).find(|&i| seen & (1u64 << i) == 0) {
        let card = Card::from_index_unchecked(missing);
        return Err(at_end(BoardProblem::MissingCard(card)));
    }
    p.rules = Rules::new(free_cells.unwrap_or(4), cascades, building)?;
    // Free cells beyond the count stay NO, so equal layouts stay equal bytes.
    debug_assert!(p.cells[p.rules.free_cells()..].iter().all(|&c| c == NO));
    p.check_cards()?;
    Ok(p)
}

/// The 1-based column (in characters) of byte `offset` of `part`, a slice
/// of the line `raw`.
fn column_of(raw: &str, part: &str, offset: usize) -> usize {
    let start = (part.as_ptr() as usize).saturating_sub(raw.as_ptr() as usize) + offset;
    raw.get(..start).map_or(0, |before| before.chars().count()) + 1
}

/// The whitespace-separated tokens of `text` with their byte offsets.
fn tokens(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut offset = 0;
    core::iter::from_fn(move || {
        let rest = &text[offset..];
        let start = rest.find(|c: char| !c.is_whitespace())?;
        let token = &rest[start..];
        let len = token.find(char::is_whitespace).unwrap_or(token.len());
        let at = offset + start;
        offset = at + len;
        Some((at, &token[..len]))
    })
}

fn strip_header<'a>(line: &'a str, names: &[&str]) -> Option<&'a str> {
    names.iter().find_map(|name| {
        let head = line.get(..name.len())?;
        head.eq_ignore_ascii_case(name).then(|| &line[name.len()..])
    })
}

/// A `Foundations:` entry, `S-R`: the suit and how many of its cards are home.
fn parse_foundation(entry: &str) -> Option<(Suit, u8)> {
    let (suit, rank) = entry.split_once('-')?;
    let mut suit_chars = suit.chars();
    let suit = match (suit_chars.next(), suit_chars.next()) {
        (Some(c), None) => Suit::from_letter(c)?,
        _ => return None,
    };
    let value = if rank == "0" {
        0
    } else {
        Rank::from_token(rank)?.value()
    };
    Some((suit, value))
}

impl Position {
    /// Reads board text under a given building rule (Baker's Game positions).
    pub fn parse_with(text: &str, building: Building) -> Result<Position, FreecellError> {
        parse_board(text, building)
    }
}
