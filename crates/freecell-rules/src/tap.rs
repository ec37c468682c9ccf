//! Tap-to-move: where a tapped card goes, by fixed priority lists.

use crate::generate::home_of;
use crate::position::NO;
use crate::{Card, Location, Move, Position, Suit};

/// Something the player tapped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Tap {
    /// A card in a cascade. `card` counts from the deepest card (0, the first
    /// dealt, drawn highest on screen) to the exposed one (`len − 1`); tapping a
    /// card above the exposed one picks up it and every card on it.
    Cascade {
        /// The cascade, from 0.
        cascade: u8,
        /// The card's index from the deepest card.
        card: u8,
    },
    /// The card in a free cell.
    FreeCell(u8),
    /// A foundation: collect its next card (`Some(suit)`), or any card that can
    /// go home (`None`).
    Foundation(Option<Suit>),
}

impl Position {
    /// The move a tap makes, or `None` when the tapped card(s) have nowhere to go.
    ///
    /// The priority lists, first match wins. "Cascades to the right" means the
    /// nearest cascade to the right of the tapped one, then on to the last,
    /// then wrapping round from the first.
    ///
    /// **A single card** (the exposed card of a cascade):
    /// 1. onto the exposed card of another cascade, searching to the right;
    /// 2. into the first empty free cell;
    /// 3. into an empty cascade, searching to the right;
    /// 4. onto its foundation.
    ///
    /// **A run** (a card with cards on it, all built down in sequence), within
    /// the supermove capacity:
    /// 1. onto the exposed card of another cascade, searching to the right;
    /// 2. into an empty cascade, searching to the right.
    ///
    /// **A free-cell card**:
    /// 1. onto the exposed card of a cascade, searching from the leftmost;
    /// 2. into the first empty cascade from the left;
    /// 3. onto its foundation.
    ///
    /// **A foundation**: collects the next card of that suit from the free cells
    /// (first) or the exposed cascade cards (left to right). With no suit given,
    /// the lowest-ranked card that can go home, free cells before cascades.
    ///
    /// Foundation moves come last in the card lists because a card sent home
    /// never comes back; tapping the foundation is how a player sends one home.
    ///
    /// ```
    /// use freecell_rules::{Location, Position, Tap};
    /// let p = Position::microsoft_deal(1).unwrap();
    /// // 6S is exposed on cascade 1; no red 7 is exposed, so it goes to a free cell.
    /// let m = p.tap_move(Tap::Cascade { cascade: 0, card: 6 }).unwrap();
    /// assert_eq!(m.to, Location::FreeCell(0));
    /// ```
    #[must_use]
    pub fn tap_move(&self, tap: Tap) -> Option<Move> {
        match tap {
            Tap::Cascade { cascade, card } => self.tap_cascade(cascade, card),
            Tap::FreeCell(i) => self.tap_free_cell(i),
            Tap::Foundation(suit) => self.tap_foundation(suit),
        }
    }

    fn tap_cascade(&self, cascade: u8, card: u8) -> Option<Move> {
        let s = cascade as usize;
        let len = self.cascade_len(s);
        if (card as usize) >= len {
            return None;
        }
        let count = (len - card as usize) as u8;
        let from = Location::Cascade(cascade);
        let n = self.rules.cascades();
        let to_the_right = (1..n).map(move |d| ((s + d) % n) as u8);
        let legal = |to: Location| {
            let m = Move::new(from, to, count);
            self.is_legal(m).then_some(m)
        };
        let onto_card = to_the_right
            .clone()
            .filter(|&b| self.len[b as usize] > 0)
            .find_map(|b| legal(Location::Cascade(b)));
        let into_empty = || {
            to_the_right
                .clone()
                .filter(|&b| self.len[b as usize] == 0)
                .find_map(|b| legal(Location::Cascade(b)))
        };
        if count == 1 {
            onto_card
                .or_else(|| self.first_empty_cell().and_then(legal))
                .or_else(into_empty)
                .or_else(|| legal(home_of(self.top[s])))
        } else {
            onto_card.or_else(into_empty)
        }
    }

    fn tap_free_cell(&self, i: u8) -> Option<Move> {
        let card = self.free_cell(i as usize)?;
        let from = Location::FreeCell(i);
        let n = self.rules.cascades() as u8;
        let legal = |to: Location| {
            let m = Move::single(from, to);
            self.is_legal(m).then_some(m)
        };
        (0..n)
            .filter(|&b| self.len[b as usize] > 0)
            .find_map(|b| legal(Location::Cascade(b)))
            .or_else(|| {
                (0..n)
                    .filter(|&b| self.len[b as usize] == 0)
                    .find_map(|b| legal(Location::Cascade(b)))
            })
            .or_else(|| legal(home_of(card.index())))
    }

    fn tap_foundation(&self, suit: Option<Suit>) -> Option<Move> {
        let cells =
            (0..self.rules.free_cells()).map(|i| (Location::FreeCell(i as u8), self.cells[i]));
        let tops = (0..self.rules.cascades()).map(|c| (Location::Cascade(c as u8), self.top[c]));
        let mut best: Option<(u8, Move)> = None;
        for (from, card) in cells.chain(tops) {
            if card == NO || !self.goes_home(card) {
                continue;
            }
            let c = Card::from_index_unchecked(card);
            if suit.is_some_and(|s| s != c.suit()) {
                continue;
            }
            // Strictly lower rank replaces, so ties keep the earlier place.
            if best.is_none_or(|(rank, _)| c.rank().value() < rank) {
                best = Some((c.rank().value(), Move::single(from, home_of(card))));
            }
        }
        best.map(|(_, m)| m)
    }

    fn first_empty_cell(&self) -> Option<Location> {
        self.cells[..self.rules.free_cells()]
            .iter()
            .position(|&c| c == NO)
            .map(|i| Location::FreeCell(i as u8))
    }
}
