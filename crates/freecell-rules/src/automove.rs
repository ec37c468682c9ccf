//! Safe auto-move to the foundations.

use crate::generate::home_of;
use crate::{Building, Card, Location, Move, Position};

/// When a card may go home by itself, because no card left in play could
/// still need it as a place to build on.
///
/// Let the card have rank *r*. Under every rule the card must be the next one
/// of its foundation. Then:
///
/// | rule | the card goes home when |
/// |---|---|
/// | `Microsoft` | *r* ≤ 2, or both opposite-colour cards of rank *r* − 1 are home (the rule Microsoft FreeCell uses) |
/// | `Horne` | both opposite-colour foundations hold at least *r* − 1 cards (aces always; a two waits for both opposite-colour aces) |
/// | `Raymond` | the Horne condition, or: both opposite-colour foundations hold at least *r* − 2 cards and the other suit of the same colour at least *r* − 3 |
/// | `None` | never |
///
/// In Baker's Game a card can only ever hold the card of its own suit one rank
/// lower, which is already home, so every rule but `None` moves every card
/// that can go home.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum AutoMove {
    /// Aces and twos always; higher cards when both opposite-colour cards one rank lower are home.
    #[default]
    Microsoft,
    /// Both opposite-colour cards one rank lower are home (strict for twos).
    Horne,
    /// Horne's rule, or opposite colours two lower and the same colour three lower home.
    Raymond,
    /// No auto-moves.
    None,
}

impl AutoMove {
    /// Whether `card` (which must be the next card of its foundation) is safe
    /// to send home under this rule in `position`.
    #[must_use]
    pub fn is_safe(self, position: &Position, card: Card) -> bool {
        if self == AutoMove::None || !position.goes_home(card.index()) {
            return false;
        }
        if position.rules().building() == Building::SameSuit {
            return true;
        }
        let r = card.rank().value();
        let s = card.suit() as usize;
        // Opposite colour: the suits whose red bit differs; same colour other suit.
        let (opp1, opp2, same) = match s {
            0 => (1, 2, 3), // clubs: diamonds, hearts; spades
            1 => (0, 3, 2), // diamonds: clubs, spades; hearts
            2 => (0, 3, 1), // hearts: clubs, spades; diamonds
            _ => (1, 2, 0), // spades: diamonds, hearts; clubs
        };
        let h = &position.home;
        let opposite_home = |n: u8| h[opp1] >= n && h[opp2] >= n;
        match self {
            AutoMove::Microsoft => r <= 2 || opposite_home(r - 1),
            AutoMove::Horne => opposite_home(r - 1),
            AutoMove::Raymond => {
                opposite_home(r - 1) || (opposite_home(r.saturating_sub(2)) && h[same] + 3 >= r)
            }
            AutoMove::None => false,
        }
    }

    /// The first safe foundation move, looking at the free cells then the
    /// cascades from left to right.
    #[must_use]
    pub fn next_move(self, position: &Position) -> Option<Move> {
        if self == AutoMove::None {
            return None;
        }
        // Most places hold no card that is next on its foundation, and which
        // do is hard to predict: the places whose card is (cells from bit 0,
        // cascades from bit 8) are marked without a branch, and the rule is
        // checked for those alone.
        let next = position.next_home_cards();
        let marks = |places: &[u8]| {
            places.iter().enumerate().fold(0u32, |m, (i, &card)| {
                m | (((next >> (card & 63)) & 1) as u32) << i
            })
        };
        let mut places = marks(&position.cells[..position.rules().free_cells()])
            | marks(&position.top[..position.rules().cascades()]) << 8;
        while places != 0 {
            let i = places.trailing_zeros() as u8;
            places &= places - 1;
            let (from, card) = if i < 8 {
                (Location::FreeCell(i), position.cells[usize::from(i)])
            } else {
                (Location::Cascade(i - 8), position.top[usize::from(i - 8)])
            };
            if self.is_safe(position, Card::from_index_unchecked(card)) {
                return Some(Move::single(from, home_of(card)));
            }
        }
        None
    }

    /// Plays safe foundation moves until none is left, calling `played` with
    /// each one; returns how many were played. Each move sends a card home, so
    /// this stops after at most 52 moves.
    pub fn run(self, position: &mut Position, mut played: impl FnMut(Move)) -> usize {
        let mut n = 0;
        while let Some(m) = self.next_move(position) {
            position.apply_trusted(m);
            played(m);
            n += 1;
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::NO;
    use crate::{MoveList, Rules};
    use alloc::vec::Vec;
    use proptest::prelude::*;

    /// The first safe foundation move the plain way: every free cell, then
    /// every cascade, left to right.
    fn plain_next_move(rule: AutoMove, p: &Position) -> Option<Move> {
        let cells = p.cells[..p.rules().free_cells()].iter().enumerate();
        let cells = cells.map(|(i, &c)| (Location::FreeCell(i as u8), c));
        let tops = p.top[..p.rules().cascades()].iter().enumerate();
        let tops = tops.map(|(i, &c)| (Location::Cascade(i as u8), c));
        cells
            .chain(tops)
            .find(|&(_, c)| {
                c != NO && p.goes_home(c) && rule.is_safe(p, Card::from_index_unchecked(c))
            })
            .map(|(from, c)| Move::single(from, home_of(c)))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Along random lines of play (no auto-moves, so cards pile up that
        /// could go home) on seeded deals of every layout and both building
        /// rules, `next_move` finds the plain search's move under every
        /// rule.
        #[test]
        fn next_move_matches_a_plain_search(
            cells in 0usize..=8,
            cascades in 1usize..=10,
            same_suit in any::<bool>(),
            seed in any::<u64>(),
            picks in prop::collection::vec(any::<u16>(), 1..150),
        ) {
            let building = if same_suit { Building::SameSuit } else { Building::AlternateColors };
            let mut p = Position::from_seed(Rules::new(cells, cascades, building).unwrap(), seed);
            let mut moves = MoveList::new();
            for &pick in &picks {
                for rule in [AutoMove::Microsoft, AutoMove::Horne, AutoMove::Raymond, AutoMove::None] {
                    prop_assert_eq!(rule.next_move(&p), plain_next_move(rule, &p));
                }
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                // Favour moves home, so that foundations fill and the
                // rules' thresholds are crossed.
                let home: Vec<Move> = moves.iter().copied().filter(|m| m.is_to_foundation()).collect();
                let m = if pick % 3 == 0 && !home.is_empty() {
                    home[usize::from(pick) % home.len()]
                } else {
                    moves[usize::from(pick) % moves.len()]
                };
                p.apply_trusted(m);
            }
        }
    }
}
