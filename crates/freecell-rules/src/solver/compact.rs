//! The proof search's state key: exact, canonical and 48 bytes.
//!
//! The key is a stream of 6-bit symbols: the free-cell cards in ascending
//! order, a separator, then each non-empty cascade from its exposed card
//! down, each followed by a separator, the cascades ordered by their
//! deepest card (two cascades never share one), then a separator for each
//! empty cascade. Foundations are not written: a card missing from the
//! stream is home. Cards are 0 ..= 51, the separator is 63, so the stream
//! reads back unambiguously: it is blind to the order of cascades and of
//! free cells and to nothing else. At most 52 cards and 1 + 10 separators
//! make 63 symbols, 378 bits, which fit in six words; the unused bits stay
//! zero. Every key holds a separator, so the all-zero key names no state
//! and marks an empty slot in [`KeySet`](super::keyset::KeySet).

use crate::Position;
use crate::position::NO;
use crate::rules::{MAX_CASCADES, MAX_FREE_CELLS};

/// Words in a key.
pub(crate) const KEY_WORDS: usize = 6;

/// An exact canonical state key (see the module docs).
pub(crate) type Key = [u64; KEY_WORDS];

/// The separator symbol: no card (cards are 0 ..= 51).
const SEPARATOR: u8 = 63;

/// Appends 6-bit symbols to a key.
struct Writer {
    key: Key,
    bit: usize,
}

impl Writer {
    #[inline(always)]
    fn put(&mut self, symbol: u8) {
        let (word, shift) = (self.bit / 64, self.bit % 64);
        let value = u64::from(symbol & 63);
        self.key[word] |= value << shift;
        if shift > 58 {
            self.key[word + 1] |= value >> (64 - shift);
        }
        self.bit += 6;
    }
}

/// The key of `p` (see the module docs).
#[inline]
pub(crate) fn key_of(p: &Position) -> Key {
    let mut w = Writer {
        key: [0; KEY_WORDS],
        bit: 0,
    };
    let mut cells = [NO; MAX_FREE_CELLS];
    let free = p.rules.free_cells();
    cells[..free].copy_from_slice(&p.cells[..free]);
    cells[..free].sort_unstable();
    // `NO` sorts last, so the cards come first.
    for &c in cells[..free].iter().take_while(|&&c| c != NO) {
        w.put(c);
    }
    w.put(SEPARATOR);
    // Each cascade by its deepest card; an empty one (`NO`) sorts last.
    let n = p.rules.cascades();
    let mut order = [(NO, 0u8); MAX_CASCADES];
    for (c, slot) in order[..n].iter_mut().enumerate() {
        let mut card = p.top[c];
        for _ in 1..p.len[c] {
            card = p.below[card as usize];
        }
        *slot = (card, c as u8);
    }
    order[..n].sort_unstable();
    for &(_, c) in &order[..n] {
        let mut card = p.top[c as usize];
        for _ in 0..p.len[c as usize] {
            w.put(card);
            card = p.below[card as usize];
        }
        w.put(SEPARATOR);
    }
    w.key
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::table::same_state;
    use crate::{AutoMove, MoveList};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Along random lines of play, two positions have the same key exactly
        /// when they are the same state by the best-first search's test.
        #[test]
        fn keys_match_exactly_the_same_states(
            start in crate::testing::any_seeded_deal(),
            picks in prop::collection::vec(any::<u16>(), 1..80),
        ) {
            let mut seen: alloc::vec::Vec<Position> = alloc::vec::Vec::new();
            let mut p = start;
            AutoMove::Raymond.run(&mut p, |_| {});
            let mut moves = MoveList::new();
            for &pick in &picks {
                seen.push(p);
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                p.apply_trusted(moves[usize::from(pick) % moves.len()]);
            }
            for a in &seen {
                for b in &seen {
                    prop_assert_eq!(key_of(a) == key_of(b), same_state(a, b));
                }
            }
        }
    }
}
