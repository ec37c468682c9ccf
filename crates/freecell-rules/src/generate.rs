//! Legal-move generation into a reusable buffer.

use crate::play::FIT_TARGETS;
use crate::position::NO;
use crate::{Card, Location, Move, MoveList, Position};

impl Position {
    /// Fills `out` with the canonical legal moves of the position (clearing it first).
    ///
    /// *Canonical* means: moves that differ only in *which* empty free cell or
    /// *which* empty cascade receives the cards are generated once, to the
    /// lowest-numbered one, and moving a whole cascade into an empty cascade
    /// (which changes nothing) is left out. Every generated move passes
    /// [`check`](Position::check). Order: foundation moves (free cells, then
    /// cascades), cascade to cascade, free cell to cascade, cascade to free cell.
    ///
    /// Nothing is allocated; reuse one [`MoveList`] across calls.
    ///
    /// ```
    /// use freecell_rules::{MoveList, Position};
    /// let p = Position::microsoft_deal(1).unwrap();
    /// let mut moves = MoveList::new();
    /// p.legal_moves_into(&mut moves);
    /// assert!(moves.iter().all(|&m| p.is_legal(m)));
    /// assert!(moves.iter().any(|m| m.to_string() == "1a"));
    /// ```
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        let out = list;
        let nc = self.rules.cascades();
        let nf = self.rules.free_cells();
        let building = self.rules.building();
        let tops = &self.top[..nc];
        let cells = &self.cells[..nf];

        // One pass over the exposed cards: the set of them as bits, where
        // each one lies, and the empty cascades. `NO & 63` is bit 63, never a
        // card, so empty cascades need no branch here.
        let mut exposed = 0u64;
        let mut exposed_on = [0u8; 64];
        let mut empty_cascades = 0u32;
        let mut first_empty_cascade = NO;
        for (c, &top) in tops.iter().enumerate().rev() {
            exposed |= bit(top);
            exposed_on[usize::from(top & 63)] = c as u8;
            if top == NO {
                empty_cascades += 1;
                first_empty_cascade = c as u8;
            }
        }
        exposed &= CARDS;
        let mut in_cells = 0u64;
        let mut empty_cells = 0u16;
        let mut first_empty_cell = NO;
        for (i, &card) in cells.iter().enumerate().rev() {
            in_cells |= bit(card);
            if card == NO {
                empty_cells += 1;
                first_empty_cell = i as u8;
            }
        }
        let cap_onto_card = (empty_cells + 1) << empty_cascades;
        let cap_into_empty = (empty_cells + 1) << empty_cascades.saturating_sub(1);

        // Foundation moves, skipped at once when no exposed card is next home.
        let next_home = self.next_home_cards();
        if (exposed | in_cells) & next_home != 0 {
            for (i, &card) in cells.iter().enumerate() {
                if bit(card) & next_home != 0 {
                    out.push(Move::single(Location::FreeCell(i as u8), home_of(card)));
                }
            }
            for (c, &card) in tops.iter().enumerate() {
                if bit(card) & next_home != 0 {
                    out.push(Move::single(Location::Cascade(c as u8), home_of(card)));
                }
            }
        }

        // Cascade to cascade: walk down the movable run; the k-th card may go
        // on a cascade exposing a card it fits, or into an empty cascade.
        let targets_of = &FIT_TARGETS[building as usize];
        for (a, &top) in tops.iter().enumerate() {
            if top == NO {
                continue;
            }
            let len = self.len[a];
            let from = Location::Cascade(a as u8);
            // The capacity onto a card is never below the one into a cascade.
            let limit = u16::from(len).min(cap_onto_card) as u8;
            // The longest run that may go into an empty cascade; moving the
            // whole cascade (k == len) changes nothing, so it is left out.
            let into_empty = if first_empty_cascade == NO {
                0
            } else {
                u16::from(len - 1).min(cap_into_empty) as u8
            };
            let mut card = top;
            let mut k: u8 = 1;
            loop {
                let targets = targets_of[usize::from(card & 63)];
                let mut onto = targets & exposed;
                while onto != 0 {
                    let c = exposed_on[onto.trailing_zeros() as usize];
                    out.push(Move::new(from, Location::Cascade(c), k));
                    onto &= onto - 1;
                }
                if k <= into_empty {
                    out.push(Move::new(from, Location::Cascade(first_empty_cascade), k));
                }
                if k >= limit {
                    break;
                }
                let below = self.below[usize::from(card)];
                if bit(below) & targets == 0 {
                    break; // the run ends here
                }
                card = below;
                k += 1;
            }
        }

        // Free cell to cascade.
        for (i, &card) in cells.iter().enumerate() {
            if card == NO {
                continue;
            }
            let from = Location::FreeCell(i as u8);
            let mut onto = targets_of[usize::from(card & 63)] & exposed;
            while onto != 0 {
                let c = exposed_on[onto.trailing_zeros() as usize];
                out.push(Move::single(from, Location::Cascade(c)));
                onto &= onto - 1;
            }
            if first_empty_cascade != NO {
                out.push(Move::single(from, Location::Cascade(first_empty_cascade)));
            }
        }

        // Cascade to free cell.
        if first_empty_cell != NO {
            for (a, &top) in tops.iter().enumerate() {
                if top != NO {
                    out.push(Move::single(
                        Location::Cascade(a as u8),
                        Location::FreeCell(first_empty_cell),
                    ));
                }
            }
        }
    }

    /// The canonical legal moves in a fresh list (see [`legal_moves_into`](Position::legal_moves_into)).
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut out = MoveList::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// Whether card index `card` is the next card of its foundation.
    #[inline]
    pub(crate) fn goes_home(&self, card: u8) -> bool {
        self.home[(card & 3) as usize] == card >> 2
    }

    /// The next card of each foundation as a card set (a full foundation
    /// adds bit 52 + suit, which is no card).
    #[inline]
    fn next_home_cards(&self) -> u64 {
        let [c, d, h, s] = self.home;
        (1 << (c * 4)) | (1 << (d * 4 + 1)) | (1 << (h * 4 + 2)) | (1 << (s * 4 + 3))
    }
}

/// The 52 cards as a set: bit `i` is the card with index `i`.
const CARDS: u64 = (1 << 52) - 1;

/// The set bit of card index `card`; `NO` maps to bit 63, which is no card.
#[inline]
fn bit(card: u8) -> u64 {
    1 << (card & 63)
}

/// The foundation location of card index `card`.
#[inline]
pub(crate) fn home_of(card: u8) -> Location {
    Location::Foundation(Card::from_index_unchecked(card).suit())
}
