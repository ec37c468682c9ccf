//! The proof search's state keys: exact and canonical, 32 or 48 bytes.
//!
//! Both keys are blind to the order of cascades and of free cells and to
//! nothing else: two positions get the same key exactly when they are the
//! same state. Foundations are not written: a card missing from a key is
//! home. Neither key is ever all zero, which marks an empty slot in
//! [`KeySet`](super::keyset::KeySet).
//!
//! The short key ([`RootCascades::key_of`], four words) is relative to the
//! root of the search, and exact for every position reachable from it: a
//! card put on a non-empty cascade always builds on the card under it, so
//! every cascade is empty, or the longest prefix of one of the root's
//! cascades (which one, how many cards) followed by a built chain, or one
//! base card (put on an empty cascade) followed by a built chain. A chain
//! card is one rank below the card under it, in the other colour under
//! [`Building::AlternateColors`] (one bit: which of the two suits) or in
//! the same suit under [`Building::SameSuit`] (no bits). Each cascade is a
//! 24-bit code, the codes are sorted, and the free-cell cards follow,
//! sorted; it fits for at most eight cascades of at most eight cards each
//! at the root ([`RootCascades::new`] says whether).
//!
//! The long key ([`long_key`], six words) is absolute and fits every
//! layout: a stream of 6-bit symbols, the free-cell cards in ascending
//! order, a separator, then each non-empty cascade from its exposed card
//! down, each followed by a separator, the cascades ordered by their
//! deepest card (two cascades never share one), then a separator for each
//! empty cascade. Cards are 0 ..= 51, the separator is 63, so the stream
//! reads back unambiguously. At most 52 cards and 1 + 10 separators make
//! 63 symbols, 378 bits, which fit in six words; the unused bits stay
//! zero, and every key holds a separator.

use crate::position::NO;
use crate::rules::{MAX_CASCADES, MAX_FREE_CELLS};
use crate::{Building, Position};

/// The absolute state key (see the module docs).
pub(crate) type LongKey = [u64; 6];

/// The state key relative to the root (see the module docs).
pub(crate) type ShortKey = [u64; 4];

/// Most cascades, and most cards in a root cascade, a short key fits.
const SHORT_MOST: usize = 8;

/// Bits of one cascade's code in a short key.
const CODE_BITS: usize = 24;

/// Bits of one free cell (its card + 1, or 0) in a short key.
const CELL_BITS: usize = 6;

// Eight codes fill three words; the free cells and a marker bit the fourth.
const _: () = assert!(SHORT_MOST * CODE_BITS == 192 && MAX_FREE_CELLS * CELL_BITS < 64);

/// The root's cascades, which a short key is relative to.
#[derive(Debug, Clone)]
pub(crate) struct RootCascades {
    /// `place[card]`: the root cascade holding `card` times eight plus its
    /// depth from the bottom, or `NO`.
    place: [u8; 52],
    /// Each root cascade's cards, deepest first.
    cards: [[u8; SHORT_MOST]; SHORT_MOST],
    /// Cards in each root cascade.
    len: [u8; SHORT_MOST],
    building: Building,
    free_cells: usize,
}

impl RootCascades {
    /// The short key's reference for searches from `root`, or `None` when
    /// its layout does not fit a short key (see the module docs).
    pub(crate) fn new(root: &Position) -> Option<RootCascades> {
        let n = root.rules.cascades();
        if n > SHORT_MOST || root.len[..n].iter().any(|&l| usize::from(l) > SHORT_MOST) {
            return None;
        }
        let mut r = RootCascades {
            place: [NO; 52],
            cards: [[NO; SHORT_MOST]; SHORT_MOST],
            len: [0; SHORT_MOST],
            building: root.rules.building(),
            free_cells: root.rules.free_cells(),
        };
        for c in 0..n {
            let len = usize::from(root.len[c]);
            r.len[c] = len as u8;
            let mut card = root.top[c];
            for depth in (0..len).rev() {
                r.cards[c][depth] = card;
                r.place[usize::from(card)] = (c * SHORT_MOST + depth) as u8;
                card = root.below[usize::from(card)];
            }
        }
        Some(r)
    }

    /// The code of cascade `c` of `p`: 0 when empty; else the chain's
    /// length (4 bits, at most 12) above its suit bits (12 bits, the first
    /// chain card lowest), under either bit 23 with the root cascade (3
    /// bits) and the prefix's length less one (3 bits), or bit 22 with the
    /// base card (6 bits).
    fn code(&self, p: &Position, c: usize) -> u32 {
        let len = usize::from(p.len[c]);
        if len == 0 {
            return 0;
        }
        let mut cards = [NO; 52];
        let mut card = p.top[c];
        for slot in cards[..len].iter_mut().rev() {
            *slot = card;
            card = p.below[usize::from(card)];
        }
        let cards = &cards[..len];
        let place = self.place[usize::from(cards[0])];
        let (head, start) = if place != NO && usize::from(place) % SHORT_MOST == 0 {
            let r = usize::from(place) / SHORT_MOST;
            let root = &self.cards[r][..usize::from(self.len[r])];
            let k = cards.iter().zip(root).take_while(|(a, b)| a == b).count();
            (1 << 23 | (r as u32) << 20 | (k as u32 - 1) << 17, k)
        } else {
            (1 << 22 | u32::from(cards[0]) << 16, 1)
        };
        let chain = &cards[start..];
        debug_assert!(chain.len() <= 12);
        debug_assert!(
            cards[start - 1..]
                .windows(2)
                .all(|w| crate::play::fits(self.building, w[1], w[0])),
            "not reachable from the root"
        );
        let bits = match self.building {
            // The two suits of a colour are one of 0, 3 and one of 1, 2:
            // the suit's high bit tells them apart.
            Building::AlternateColors => chain
                .iter()
                .enumerate()
                .fold(0, |b, (i, &card)| b | u32::from(card >> 1 & 1) << i),
            Building::SameSuit => 0,
        };
        head | (chain.len() as u32) << 12 | bits
    }

    /// The short key of `p`, a position reachable from the root (see the
    /// module docs).
    #[inline]
    pub(crate) fn key_of(&self, p: &Position) -> ShortKey {
        let mut codes = [0u32; SHORT_MOST];
        for (c, code) in codes[..p.rules.cascades()].iter_mut().enumerate() {
            *code = self.code(p, c);
        }
        codes.sort_unstable();
        let mut key = [0u64; 4];
        for (i, &code) in codes.iter().enumerate() {
            let (word, shift) = (i * CODE_BITS / 64, i * CODE_BITS % 64);
            key[word] |= u64::from(code) << shift;
            if shift + CODE_BITS > 64 {
                key[word + 1] |= u64::from(code) >> (64 - shift);
            }
        }
        let mut cells = [0u8; MAX_FREE_CELLS];
        for (slot, &card) in cells.iter_mut().zip(&p.cells[..self.free_cells]) {
            *slot = if card == NO { 0 } else { card + 1 };
        }
        cells.sort_unstable();
        for (i, &cell) in cells.iter().enumerate() {
            key[3] |= u64::from(cell) << (i * CELL_BITS);
        }
        key[3] |= 1 << 63;
        key
    }
}

/// The separator symbol: no card (cards are 0 ..= 51).
const SEPARATOR: u8 = 63;

/// Appends 6-bit symbols to a key.
struct Writer {
    key: LongKey,
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

/// The long key of `p` (see the module docs).
#[inline]
pub(crate) fn long_key(p: &Position) -> LongKey {
    let mut w = Writer {
        key: [0; 6],
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
    use crate::{AutoMove, MoveList, Rules};
    use alloc::vec::Vec;
    use proptest::prelude::*;

    /// `start` after its auto-moves, then the positions along a random line
    /// of play from it, chosen by `picks`.
    fn line_from(start: Position, picks: &[u16]) -> Vec<Position> {
        let mut seen = Vec::new();
        let mut p = start;
        AutoMove::Raymond.run(&mut p, |_| {});
        let mut moves = MoveList::new();
        for &pick in picks {
            seen.push(p);
            p.legal_moves_into(&mut moves);
            if moves.is_empty() {
                break;
            }
            p.apply_trusted(moves[usize::from(pick) % moves.len()]);
            if pick % 3 == 0 {
                AutoMove::Raymond.run(&mut p, |_| {});
            }
        }
        seen.push(p);
        seen
    }

    /// The cascades (deepest first, sorted) and free-cell cards (sorted)
    /// of a position.
    fn contents(p: &Position) -> (Vec<Vec<u8>>, Vec<u8>) {
        let mut cascades: Vec<Vec<u8>> = (0..p.rules.cascades())
            .map(|c| p.cascade(c).iter().map(|card| card.index()).collect())
            .collect();
        cascades.sort();
        let mut cells: Vec<u8> = p.cells[..p.rules.free_cells()]
            .iter()
            .copied()
            .filter(|&c| c != NO)
            .collect();
        cells.sort_unstable();
        (cascades, cells)
    }

    /// Reads a short key back into what [`contents`] gives: the strongest
    /// check that the code is unique.
    fn decode(root: &RootCascades, key: &ShortKey, cascades: usize) -> (Vec<Vec<u8>>, Vec<u8>) {
        let mut out = Vec::new();
        // Codes past the layout's cascades are empty ones, sorted in.
        for i in 0..SHORT_MOST {
            let (word, shift) = (i * CODE_BITS / 64, i * CODE_BITS % 64);
            let mut bits = key[word] >> shift;
            if shift + CODE_BITS > 64 {
                bits |= key[word + 1] << (64 - shift);
            }
            let code = (bits & ((1 << CODE_BITS) - 1)) as u32;
            let mut cards = Vec::new();
            if code == 0 {
                out.push(cards);
                continue;
            }
            if code & 1 << 23 != 0 {
                let r = (code >> 20 & 7) as usize;
                let k = (code >> 17 & 7) as usize + 1;
                cards.extend_from_slice(&root.cards[r][..k]);
            } else {
                cards.push((code >> 16 & 63) as u8);
            }
            for j in 0..(code >> 12 & 15) {
                let under = *cards.last().unwrap();
                let bit = (code >> j & 1) as u8;
                let card = match root.building {
                    Building::SameSuit => under - 4,
                    // Under a black card (suit 0 or 3) the red ones, 1 or 2,
                    // and under a red one the black ones, 0 or 3.
                    Building::AlternateColors => {
                        let black = matches!(under & 3, 0 | 3);
                        let suit = match (black, bit) {
                            (true, b) => 1 + b,
                            (false, 0) => 0,
                            (false, _) => 3,
                        };
                        (under & !3) - 4 + suit
                    }
                };
                cards.push(card);
            }
            out.push(cards);
        }
        out.sort();
        out.drain(..SHORT_MOST - cascades);
        let cells = (0..MAX_FREE_CELLS)
            .map(|i| (key[3] >> (i * CELL_BITS) & 63) as u8)
            .filter(|&c| c != 0)
            .map(|c| c - 1)
            .collect();
        assert_eq!(key[3] >> 63, 1);
        (out, cells)
    }

    /// Checks both keys along one line: each matches exactly the same
    /// states, and the short key (where the layout fits) decodes back.
    fn check_line(line: &[Position]) -> Result<(), TestCaseError> {
        let root = RootCascades::new(&line[0]);
        for a in line {
            if let Some(root) = &root {
                let key = root.key_of(a);
                prop_assert_eq!(decode(root, &key, a.rules.cascades()), contents(a));
            }
            for b in line {
                let same = same_state(a, b);
                prop_assert_eq!(long_key(a) == long_key(b), same);
                if let Some(root) = &root {
                    prop_assert_eq!(root.key_of(a) == root.key_of(b), same);
                }
            }
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Along random lines of play from any layout, two positions have the
        /// same key exactly when they are the same state by the best-first
        /// search's test.
        #[test]
        fn keys_match_exactly_the_same_states(
            start in crate::testing::any_seeded_deal(),
            picks in prop::collection::vec(any::<u16>(), 1..80),
        ) {
            check_line(&line_from(start, &picks))?;
        }

        /// The same on the layouts proofs are run on: eight cascades, four or
        /// five free cells, Microsoft deals (the five-free-cell ones among
        /// them), where the short key is the one used.
        #[test]
        fn short_keys_match_exactly_the_same_states_on_eight_cascades(
            deal in prop_oneof![
                Just(14_720_822u64), Just(647_519_280), Just(3_015_622_123),
                Just(5_705_339_228), Just(7_273_316_239), Just(7_573_544_118),
                Just(219_837_216), 1u64..1_000_000,
            ],
            cells in 4usize..=5,
            same_suit in any::<bool>(),
            picks in prop::collection::vec(any::<u16>(), 1..120),
        ) {
            let building = if same_suit { Building::SameSuit } else { Building::AlternateColors };
            let rules = Rules::new(cells, 8, building).unwrap();
            let start = Position::microsoft_deal_with(deal, rules).unwrap();
            prop_assert!(RootCascades::new(&start).is_some());
            check_line(&line_from(start, &picks))?;
        }
    }
}
