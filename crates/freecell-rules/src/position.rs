//! The [`Position`]: cascades, free cells and foundations in about 90 bytes.

use core::ops::Deref;

use crate::rules::{MAX_CASCADES, MAX_FREE_CELLS};
use crate::{Card, FreecellError, Location, Rules, Suit};

/// Marks "no card" in the byte arrays.
pub(crate) const NO: u8 = 0xFF;

/// A FreeCell position: the cards on the cascades, in the free cells and on the
/// foundations, and the [`Rules`] it is played under.
///
/// Cascades are linked lists threaded through one 52-byte array: each card
/// stores the card beneath it. A cascade is then its exposed (top) card plus a
/// length, a run move relinks one card whatever its length, and the whole
/// position is about 90 bytes with no heap. Every card not in a cascade links
/// to nothing, so two equal layouts are equal bytes (`==` and `Hash` work).
///
/// Cascade cards are listed *deepest first* (the order they were dealt, as in
/// Freecell Solver's board text); the last card listed is the exposed one.
///
/// ```
/// use freecell_rules::{Position, Suit};
/// let p = Position::microsoft_deal(1).unwrap();
/// assert_eq!(p.cascade(0).to_vec().len(), 7);
/// assert_eq!(p.top(0).unwrap().to_string(), "6S");
/// assert_eq!(p.foundation(Suit::Hearts), 0);
/// assert!(!p.is_won());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// `below[card]`: the card under `card` in its cascade, or `NO`.
    pub(crate) below: [u8; 52],
    /// The exposed card of each cascade, or `NO` when empty.
    pub(crate) top: [u8; MAX_CASCADES],
    /// Cards in each cascade.
    pub(crate) len: [u8; MAX_CASCADES],
    /// Free cells: a card or `NO`.
    pub(crate) cells: [u8; MAX_FREE_CELLS],
    /// Cards on each suit's foundation (0 ..= 13), indexed by `Suit`.
    pub(crate) home: [u8; 4],
    pub(crate) rules: Rules,
}

impl core::fmt::Debug for Position {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Position({:?})\n{}", self.rules, self)
    }
}

/// The cards of one cascade, deepest first (the exposed card is last).
/// Dereferences to `[Card]`.
#[derive(Clone, Copy)]
pub struct CascadeCards {
    cards: [Card; 52],
    len: usize,
}

impl Deref for CascadeCards {
    type Target = [Card];
    fn deref(&self) -> &[Card] {
        &self.cards[..self.len]
    }
}

impl core::fmt::Debug for CascadeCards {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Position {
    /// A position with no cards anywhere (not valid until 52 cards are placed).
    pub(crate) const fn empty(rules: Rules) -> Position {
        Position {
            below: [NO; 52],
            top: [NO; MAX_CASCADES],
            len: [0; MAX_CASCADES],
            cells: [NO; MAX_FREE_CELLS],
            home: [0; 4],
            rules,
        }
    }

    /// Builds a position from its parts and checks that every card is there once.
    ///
    /// `cascades` lists each cascade deepest card first; its length sets the
    /// number of cascades (1 ..= 10). `free_cells` sets the number of free cells
    /// (0 ..= 8). `foundations[suit]` is how many cards of that suit are home.
    ///
    /// ```
    /// use freecell_rules::{Building, Card, Position};
    /// let deck: Vec<Card> = Card::all().collect();
    /// let cascades: Vec<&[Card]> = deck.chunks(13).collect();
    /// let p = Position::from_parts(&cascades, &[None; 4], [0; 4], Building::AlternateColors).unwrap();
    /// assert_eq!(p.rules().cascades(), 4);
    /// assert!(Position::from_parts(&cascades[..3], &[None; 4], [0; 4], Building::AlternateColors).is_err());
    /// ```
    pub fn from_parts(
        cascades: &[&[Card]],
        free_cells: &[Option<Card>],
        foundations: [u8; 4],
        building: crate::Building,
    ) -> Result<Position, FreecellError> {
        let rules = Rules::new(free_cells.len(), cascades.len(), building)?;
        let mut p = Position::empty(rules);
        for (i, &h) in foundations.iter().enumerate() {
            if h > 13 {
                return Err(FreecellError::BadRank(h));
            }
            p.home[i] = h;
        }
        // Duplicates are caught before they are linked, so no chain is ever damaged.
        let mut seen = 0u64;
        for (c, cards) in cascades.iter().enumerate() {
            for &card in cards.iter() {
                note_card(&mut seen, card)?;
                p.push(c, card.index());
            }
        }
        for (i, cell) in free_cells.iter().enumerate() {
            if let Some(card) = cell {
                note_card(&mut seen, *card)?;
            }
            p.cells[i] = cell.map_or(NO, Card::index);
        }
        p.check_cards()?;
        Ok(p)
    }

    /// Checks that each of the 52 cards is in exactly one place (the cascades,
    /// free cells and foundations together).
    pub(crate) fn check_cards(&self) -> Result<(), FreecellError> {
        let mut seen: u64 = 0;
        let mut mark = |card: u8| -> Result<(), FreecellError> {
            if card >= 52 {
                // A damaged chain; cannot come from the public constructors.
                return Err(FreecellError::BadCardIndex(card));
            }
            let bit = 1u64 << card;
            if seen & bit != 0 {
                return Err(FreecellError::DuplicateCard(Card::from_index_unchecked(
                    card,
                )));
            }
            seen |= bit;
            Ok(())
        };
        for s in 0..4u8 {
            for r in 0..self.home[s as usize] {
                mark(r * 4 + s)?;
            }
        }
        for &c in &self.cells[..self.rules.free_cells()] {
            if c != NO {
                mark(c)?;
            }
        }
        for c in 0..self.rules.cascades() {
            // Walk by length, not to a terminator, so a damaged chain cannot loop.
            let mut card = self.top[c];
            for _ in 0..self.len[c] {
                mark(card)?;
                card = self.below[card as usize];
            }
        }
        match (0..52u8).find(|&i| seen & (1u64 << i) == 0) {
            Some(missing) => Err(FreecellError::MissingCard(Card::from_index_unchecked(
                missing,
            ))),
            None => Ok(()),
        }
    }

    /// The rules the position is played under.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The same layout under another building rule (e.g. Baker's Game).
    #[must_use]
    pub const fn with_building(mut self, building: crate::Building) -> Position {
        self.rules = self.rules.with_building(building);
        self
    }

    /// Cards in cascade `c` (0 for a cascade that does not exist).
    #[must_use]
    pub fn cascade_len(&self, c: usize) -> usize {
        if c < self.rules.cascades() {
            self.len[c] as usize
        } else {
            0
        }
    }

    /// The exposed card of cascade `c`.
    #[must_use]
    pub fn top(&self, c: usize) -> Option<Card> {
        if c < self.rules.cascades() {
            Card::from_index(self.top[c])
        } else {
            None
        }
    }

    /// The cards of cascade `c`, deepest first (empty for a cascade that does not exist).
    #[must_use]
    pub fn cascade(&self, c: usize) -> CascadeCards {
        let mut out = CascadeCards {
            cards: [Card::from_index_unchecked(0); 52],
            len: self.cascade_len(c),
        };
        if out.len > 0 {
            let mut card = self.top[c];
            for slot in out.cards[..out.len].iter_mut().rev() {
                *slot = Card::from_index_unchecked(card);
                card = self.below[card as usize];
            }
        }
        out
    }

    /// The card in free cell `i`.
    #[must_use]
    pub fn free_cell(&self, i: usize) -> Option<Card> {
        if i < self.rules.free_cells() {
            Card::from_index(self.cells[i])
        } else {
            None
        }
    }

    /// How many cards of `suit` are on its foundation (0 ..= 13).
    #[must_use]
    pub const fn foundation(&self, suit: Suit) -> u8 {
        self.home[suit as usize]
    }

    /// The highest card on `suit`'s foundation.
    #[must_use]
    pub fn foundation_top(&self, suit: Suit) -> Option<Card> {
        let h = self.home[suit as usize];
        if h == 0 {
            None
        } else {
            Card::from_index((h - 1) * 4 + suit as u8)
        }
    }

    /// Cards on the foundations (52 when won).
    #[must_use]
    pub fn cards_home(&self) -> usize {
        // The four counts (each at most 13) added by one multiply into the top byte.
        (u32::from_le_bytes(self.home).wrapping_mul(0x0101_0101) >> 24) as usize
    }

    /// Whether every card is home.
    #[must_use]
    pub fn is_won(&self) -> bool {
        self.home == [13; 4]
    }

    /// Where `card` is.
    #[must_use]
    pub fn locate(&self, card: Card) -> Location {
        let suit = card.suit();
        if card.rank().value() <= self.home[suit as usize] {
            return Location::Foundation(suit);
        }
        if let Some(i) = self.cells[..self.rules.free_cells()]
            .iter()
            .position(|&c| c == card.index())
        {
            return Location::FreeCell(i as u8);
        }
        for c in 0..self.rules.cascades() {
            let mut x = self.top[c];
            for _ in 0..self.len[c] {
                if x == card.index() {
                    return Location::Cascade(c as u8);
                }
                x = self.below[x as usize];
            }
        }
        // Unreachable for a valid position: all 52 cards are placed.
        Location::Foundation(suit)
    }

    /// Puts `card` on cascade `c` (caller guarantees `c` is valid and `card` is free).
    #[inline]
    pub(crate) fn push(&mut self, c: usize, card: u8) {
        self.below[card as usize] = self.top[c];
        self.top[c] = card;
        self.len[c] += 1;
    }

    /// Takes the exposed card of cascade `c` (caller guarantees it is non-empty).
    #[inline]
    pub(crate) fn pop(&mut self, c: usize) -> u8 {
        let t = self.top[c];
        self.top[c] = self.below[t as usize];
        self.below[t as usize] = NO;
        self.len[c] -= 1;
        t
    }

    /// Moves the top `k` cards of cascade `a` onto cascade `b`, keeping their
    /// order (caller guarantees `1 <= k <= len[a]` and `a != b`).
    #[inline]
    pub(crate) fn transfer(&mut self, a: usize, b: usize, k: u8) {
        let first = self.top[a];
        let mut deep = first;
        for _ in 1..k {
            deep = self.below[deep as usize];
        }
        self.top[a] = self.below[deep as usize];
        self.below[deep as usize] = self.top[b];
        self.top[b] = first;
        self.len[a] -= k;
        self.len[b] += k;
    }
}

/// Records `card` in the `seen` set, failing on a second sighting.
pub(crate) fn note_card(seen: &mut u64, card: Card) -> Result<(), FreecellError> {
    let bit = 1u64 << card.index();
    if *seen & bit != 0 {
        return Err(FreecellError::DuplicateCard(card));
    }
    *seen |= bit;
    Ok(())
}
