//! Legal-move generation into a reusable buffer.

use crate::play::fits;
use crate::position::NO;
use crate::{Building, Card, Location, Move, MoveList, Position};

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
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        out.clear();
        let nc = self.rules.cascades();
        let nf = self.rules.free_cells();
        let building = self.rules.building();

        // Where each card is exposed: lets a card find the cascades it builds
        // on by looking up the (at most two) cards it fits, instead of trying
        // every cascade.
        let mut exposed_on = [NO; 52];
        let mut first_empty_cascade = NO;
        let mut empty_cascades = 0u32;
        for c in (0..nc).rev() {
            let top = self.top[c];
            if top == NO {
                empty_cascades += 1;
                first_empty_cascade = c as u8;
            } else {
                exposed_on[top as usize] = c as u8;
            }
        }
        let mut first_empty_cell = NO;
        let mut empty_cells = 0u16;
        for i in (0..nf).rev() {
            if self.cells[i] == NO {
                empty_cells += 1;
                first_empty_cell = i as u8;
            }
        }
        let cap_onto_card = (empty_cells + 1) << empty_cascades;
        let cap_into_empty = (empty_cells + 1) << empty_cascades.saturating_sub(1);

        // Foundation moves.
        for i in 0..nf {
            let card = self.cells[i];
            if card != NO && self.goes_home(card) {
                out.push(Move::single(Location::FreeCell(i as u8), home_of(card)));
            }
        }
        for c in 0..nc {
            let card = self.top[c];
            if card != NO && self.goes_home(card) {
                out.push(Move::single(Location::Cascade(c as u8), home_of(card)));
            }
        }

        // Cascade to cascade: walk down the run; the k-th card may go on a
        // cascade exposing a card it fits.
        for a in 0..nc {
            let mut card = self.top[a];
            if card == NO {
                continue;
            }
            let len = self.len[a];
            let from = Location::Cascade(a as u8);
            let mut k: u8 = 1;
            loop {
                if u16::from(k) > cap_onto_card {
                    break; // the capacity onto a card is never below the one into a cascade
                }
                {
                    let (first, second) = destinations(building, card, &exposed_on);
                    if first != NO {
                        out.push(Move::new(from, Location::Cascade(first), k));
                    }
                    if second != NO {
                        out.push(Move::new(from, Location::Cascade(second), k));
                    }
                }
                if first_empty_cascade != NO && u16::from(k) <= cap_into_empty && k < len {
                    // (k == len would move the whole cascade: nothing changes.)
                    out.push(Move::new(from, Location::Cascade(first_empty_cascade), k));
                }
                if k >= len {
                    break;
                }
                let below = self.below[card as usize];
                if !fits(building, card, below) {
                    break;
                }
                card = below;
                k += 1;
            }
        }

        // Free cell to cascade.
        for i in 0..nf {
            let card = self.cells[i];
            if card == NO {
                continue;
            }
            let from = Location::FreeCell(i as u8);
            let (first, second) = destinations(building, card, &exposed_on);
            if first != NO {
                out.push(Move::single(from, Location::Cascade(first)));
            }
            if second != NO {
                out.push(Move::single(from, Location::Cascade(second)));
            }
            if first_empty_cascade != NO {
                out.push(Move::single(from, Location::Cascade(first_empty_cascade)));
            }
        }

        // Cascade to free cell.
        if first_empty_cell != NO {
            for a in 0..nc {
                if self.top[a] != NO {
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
}

/// The cascades (`NO` for none) whose exposed card
/// `card` builds on: the two opposite-colour cards one rank up, or the
/// same-suit one in Baker's Game.
#[inline]
fn destinations(building: Building, card: u8, exposed_on: &[u8; 52]) -> (u8, u8) {
    let up = (card | 3) + 1; // index of the first card one rank up
    if up >= 52 {
        return (NO, NO);
    }
    match building {
        Building::SameSuit => (exposed_on[(up + (card & 3)) as usize], NO),
        // Red (1, 2) goes on black (0, 3) and black on red.
        Building::AlternateColors => {
            let red = Card::from_index_unchecked(card).red_bit() == 1;
            let (s1, s2) = if red { (0, 3) } else { (1, 2) };
            (
                exposed_on[(up + s1) as usize],
                exposed_on[(up + s2) as usize],
            )
        }
    }
}

/// The foundation location of card index `card`.
#[inline]
pub(crate) fn home_of(card: u8) -> Location {
    Location::Foundation(Card::from_index_unchecked(card).suit())
}
