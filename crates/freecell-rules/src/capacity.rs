//! Empty free cells, empty cascades and the supermove capacity they give:
//! each counted here once, for the rules, the move generator and the
//! solver's measures alike.

use crate::Position;
use crate::bytes::zero_bytes;
use crate::rules::{MAX_CASCADES, MAX_FREE_CELLS};

impl Position {
    /// Empty free cells.
    ///
    /// ```
    /// use freecell_rules::Position;
    /// let p = Position::microsoft_deal(1).unwrap();
    /// assert_eq!(p.empty_free_cells(), 4);
    /// ```
    #[inline]
    #[must_use]
    pub fn empty_free_cells(&self) -> usize {
        // A cell holds a card (below 52) or `NO` (0xFF), so the empty ones
        // are the zero bytes of the inverted cells, all eight counted at
        // once. Cells past the count are always empty: they are taken off.
        let empty = zero_bytes(!u64::from_le_bytes(self.cells)) as usize;
        empty.saturating_sub(MAX_FREE_CELLS - self.rules.free_cells())
    }

    /// Empty cascades.
    ///
    /// ```
    /// use freecell_rules::Position;
    /// let p = Position::microsoft_deal(1).unwrap();
    /// assert_eq!(p.empty_cascades(), 0);
    /// ```
    #[inline]
    #[must_use]
    pub fn empty_cascades(&self) -> usize {
        // The zero lengths, eight and then two at a time (the two in a word
        // whose other six bytes are zero). Cascades past the count always
        // have length 0: they are taken off with those six.
        let mut low = [0u8; 8];
        low.copy_from_slice(&self.len[..8]);
        let high = u16::from_le_bytes([self.len[8], self.len[9]]);
        let zeros = zero_bytes(u64::from_le_bytes(low)) + zero_bytes(u64::from(high));
        (zeros as usize).saturating_sub(6 + MAX_CASCADES - self.rules.cascades())
    }

    /// How many cards one supermove may carry: (empty free cells + 1) ×
    /// 2^(empty cascades), where an empty destination cascade does not count
    /// itself.
    ///
    /// ```
    /// use freecell_rules::Position;
    /// let p = Position::microsoft_deal(1).unwrap();
    /// assert_eq!(p.supermove_capacity(false), 5); // 4 empty cells, no empty cascade
    /// ```
    #[inline]
    #[must_use]
    pub fn supermove_capacity(&self, to_empty_cascade: bool) -> u16 {
        let doubling = self
            .empty_cascades()
            .saturating_sub(usize::from(to_empty_cascade));
        capacity(self.empty_free_cells(), doubling)
    }
}

/// The supermove capacity with `empty_cells` empty free cells and
/// `doubling` empty cascades besides the destination, for callers that
/// have the counts at hand (see [`Position::supermove_capacity`]).
#[inline]
pub(crate) fn capacity(empty_cells: usize, doubling: usize) -> u16 {
    // At most 9 × 2^10, so u16 is enough.
    (empty_cells as u16 + 1) << doubling
}

#[cfg(test)]
mod tests {
    use crate::{MoveList, Position};
    use proptest::prelude::*;

    /// The counts the plain way: one place at a time through the accessors.
    fn naive(p: &Position) -> (usize, usize) {
        let rules = p.rules();
        let cells = (0..rules.free_cells())
            .filter(|&i| p.free_cell(i).is_none())
            .count();
        let cascades = (0..rules.cascades())
            .filter(|&c| p.cascade(c).is_empty())
            .count();
        (cells, cascades)
    }

    /// The capacity the long way: with `cells` free cells a run of
    /// `cells + 1` moves through them, and each empty cascade doubles what
    /// can be moved (move half into it, the other half over, the first
    /// half back on top).
    fn naive_capacity(cells: usize, cascades: usize) -> u16 {
        let mut carry = cells as u16 + 1;
        for _ in 0..cascades {
            carry *= 2;
        }
        carry
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]
        /// Along random lines of play on seeded deals of every layout and
        /// both building rules, the counts equal the plain counts, the
        /// capacity follows from them, and the rules accept a run move
        /// exactly up to the capacity.
        #[test]
        fn counts_and_capacity_match_the_plain_count(
            start in crate::testing::any_seeded_deal(),
            picks in prop::collection::vec(any::<u16>(), 0..80),
        ) {
            let mut p = start;
            let mut moves = MoveList::new();
            for pick in picks {
                let (cells, cascades) = naive(&p);
                prop_assert_eq!(p.empty_free_cells(), cells);
                prop_assert_eq!(p.empty_cascades(), cascades);
                // The solver's measures also count the cards home once, here.
                let home: usize = crate::Suit::ALL.iter().map(|&s| usize::from(p.foundation(s))).sum();
                prop_assert_eq!(p.cards_home(), home);
                prop_assert_eq!(p.supermove_capacity(false), naive_capacity(cells, cascades));
                prop_assert_eq!(
                    p.supermove_capacity(true),
                    naive_capacity(cells, cascades.saturating_sub(1))
                );
                p.legal_moves_into(&mut moves);
                for &m in moves.iter().filter(|m| m.count > 1) {
                    let to = match m.to {
                        crate::Location::Cascade(b) => usize::from(b),
                        _ => unreachable!("runs go to cascades"),
                    };
                    let cap = naive_capacity(cells, cascades - usize::from(p.cascade(to).is_empty()));
                    prop_assert!(u16::from(m.count) <= cap, "{} over {}", m, cap);
                }
                if moves.is_empty() {
                    break;
                }
                p.apply_trusted(moves[usize::from(pick) % moves.len()]);
            }
        }
    }
}
