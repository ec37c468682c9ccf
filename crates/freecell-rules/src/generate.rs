//! Legal-move generation into a reusable buffer.

use crate::play::fits;
use crate::position::NO;
use crate::rules::MAX_CASCADES;
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
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        out.clear();
        let nc = self.rules.cascades();
        let nf = self.rules.free_cells();
        let building = self.rules.building();

        // Per-cascade facts gathered once: run length from the top.
        let mut run = [0u8; MAX_CASCADES];
        let mut first_empty_cascade = NO;
        let mut empty_cascades = 0u32;
        for c in 0..nc {
            if self.len[c] == 0 {
                empty_cascades += 1;
                if first_empty_cascade == NO {
                    first_empty_cascade = c as u8;
                }
            } else {
                run[c] = self.run_length(c, 13);
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

        // Cascade to cascade.
        for a in 0..nc {
            let top = self.top[a];
            if top == NO {
                continue;
            }
            let run_a = run[a];
            let top_rank = top >> 2;
            for b in 0..nc {
                let onto = self.top[b];
                if b == a || onto == NO {
                    continue;
                }
                // The run's card that goes on `onto` is the one ranked just
                // below it; how deep it sits follows from the ranks alone.
                let onto_rank = onto >> 2;
                if onto_rank <= top_rank {
                    continue;
                }
                let k = onto_rank - top_rank;
                if k > run_a || u16::from(k) > cap_onto_card {
                    continue;
                }
                let deep = if k == 1 {
                    top
                } else {
                    self.card_at_depth(a, k - 1)
                };
                if fits(building, deep, onto) {
                    out.push(Move::new(
                        Location::Cascade(a as u8),
                        Location::Cascade(b as u8),
                        k,
                    ));
                }
            }
            if first_empty_cascade != NO {
                let most = u16::from(run_a).min(cap_into_empty) as u8;
                for k in 1..=most {
                    if k == self.len[a] {
                        break; // the whole cascade: moving it changes nothing
                    }
                    out.push(Move::new(
                        Location::Cascade(a as u8),
                        Location::Cascade(first_empty_cascade),
                        k,
                    ));
                }
            }
        }

        // Free cell to cascade.
        for i in 0..nf {
            let card = self.cells[i];
            if card == NO {
                continue;
            }
            for b in 0..nc {
                let onto = self.top[b];
                if onto != NO && fits(building, card, onto) {
                    out.push(Move::single(
                        Location::FreeCell(i as u8),
                        Location::Cascade(b as u8),
                    ));
                }
            }
            if first_empty_cascade != NO {
                out.push(Move::single(
                    Location::FreeCell(i as u8),
                    Location::Cascade(first_empty_cascade),
                ));
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

/// The foundation location of card index `card`.
#[inline]
pub(crate) fn home_of(card: u8) -> Location {
    Location::Foundation(Card::from_index_unchecked(card).suit())
}
