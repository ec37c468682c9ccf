//! Novelty: whether a child makes a fact true that no child of the same
//! estimate has made true before.
//!
//! A move makes one fact true: a card comes to lie on another card (or on
//! an empty cascade), in a free cell, or on its foundation. A child is
//! *novel* when no child generated earlier in the search, with the same
//! score (without its depth term), was reached by a move making the same
//! fact true. Best-first search stalls on a plateau of states that score
//! alike; among those, the novel ones are the ones doing something not
//! tried yet, so a queue of only novel children leaves a plateau where the
//! full queue widens it.

use alloc::vec::Vec;

use crate::position::NO;
use crate::{Location, Move, Position};

/// Facts a move can make true: a card on a card or on nothing (52 × 53),
/// a card in a free cell (52), a card home (52).
const FACTS: usize = 52 * 53 + 52 + 52;

/// The facts already made true, one bit per (score, fact).
#[derive(Debug, Default)]
pub(super) struct Novelty {
    seen: Vec<u64>,
    /// The words of `seen` that are not zero, so that clearing costs in
    /// proportion to the search rather than to the scores it reached.
    touched: Vec<u32>,
}

impl Novelty {
    /// Forgets every fact, keeping the storage.
    pub(super) fn clear(&mut self) {
        for &w in &self.touched {
            self.seen[w as usize] = 0;
        }
        self.touched.clear();
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.seen.capacity() * core::mem::size_of::<u64>()
            + self.touched.capacity() * core::mem::size_of::<u32>()
    }

    /// Whether the child reached from `parent` by `mv` (legal there), whose
    /// score without depth is `score`, is novel; it is recorded either way.
    #[inline]
    pub(super) fn is_novel(&mut self, score: u32, parent: &Position, mv: Move) -> bool {
        let key = score as usize * FACTS + fact(parent, mv);
        let (word, bit) = (key / 64, 1u64 << (key % 64));
        if word >= self.seen.len() {
            self.seen.resize(word + 1, 0);
        }
        let seen = &mut self.seen[word];
        if *seen & bit != 0 {
            return false;
        }
        if *seen == 0 {
            self.touched.push(word as u32);
        }
        *seen |= bit;
        true
    }
}

/// The fact that `mv`, legal in `p`, makes true, numbered below [`FACTS`].
#[inline]
fn fact(p: &Position, mv: Move) -> usize {
    let card = match mv.from {
        Location::Cascade(a) => {
            // The deepest card of the run moved is the one that lands.
            let mut card = p.top[usize::from(a)];
            for _ in 1..mv.count {
                card = p.below[usize::from(card)];
            }
            card
        }
        Location::FreeCell(i) => p.cells[usize::from(i)],
        // Cards never leave a foundation in the search.
        Location::Foundation(_) => 0,
    };
    let card = usize::from(card);
    match mv.to {
        Location::Cascade(b) => {
            let under = p.top[usize::from(b)];
            card * 53 + if under == NO { 52 } else { usize::from(under) }
        }
        Location::FreeCell(_) => 52 * 53 + card,
        Location::Foundation(_) => 52 * 53 + 52 + card,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MoveList;

    /// Along lines of play from many deals, every legal move's fact is the
    /// plain description of where its landing card goes, and two moves
    /// share a number only when they make the same fact true.
    #[test]
    fn facts_name_where_the_card_lands() {
        let mut moves = MoveList::new();
        for n in 1..=60u64 {
            let mut p = Position::microsoft_deal(n).unwrap();
            for ply in 0..60usize {
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let mut child = p;
                    child.apply_trusted(m);
                    // The plain description, from the child.
                    let plain = match m.to {
                        Location::Cascade(b) => {
                            let mut card = child.top[usize::from(b)];
                            for _ in 1..m.count {
                                card = child.below[usize::from(card)];
                            }
                            let under = child.below[usize::from(card)];
                            (0, card, under)
                        }
                        Location::FreeCell(i) => (1, child.cells[usize::from(i)], NO),
                        Location::Foundation(s) => {
                            let count = child.home[s as usize];
                            (2, (count - 1) * 4 + s as u8, NO)
                        }
                    };
                    let f = fact(&p, m);
                    assert!(f < FACTS);
                    let (kind, card, under) = plain;
                    let expected = match kind {
                        0 => {
                            usize::from(card) * 53
                                + if under == NO { 52 } else { usize::from(under) }
                        }
                        1 => 52 * 53 + usize::from(card),
                        _ => 52 * 53 + 52 + usize::from(card),
                    };
                    assert_eq!(f, expected, "deal {n} ply {ply} move {m}");
                }
                p.apply_trusted(moves[(ply * 7 + n as usize) % moves.len()]);
            }
        }
    }

    /// A fact is novel once per score, and again after a clear.
    #[test]
    fn a_fact_is_novel_once_per_score() {
        let p = Position::microsoft_deal(1).unwrap();
        let mut moves = MoveList::new();
        p.legal_moves_into(&mut moves);
        let m = moves[0];
        let mut novelty = Novelty::default();
        for round in 0..2 {
            assert!(novelty.is_novel(300, &p, m), "round {round}");
            assert!(!novelty.is_novel(300, &p, m));
            assert!(novelty.is_novel(7, &p, m));
            assert!(!novelty.is_novel(7, &p, m));
            novelty.clear();
            assert!(novelty.seen.iter().all(|&w| w == 0));
        }
    }
}
