//! A state's tag: a 32-bit hash of its canonical key (see `table.rs`) that
//! a move changes by a few terms, so a child's tag is its parent's with
//! those terms swapped instead of a hash of the whole child.
//!
//! The tag is the exclusive or of one pseudo-random word for each card and
//! the card beneath it (`NO` for none), one for each free-cell card and one
//! for each foundation and its count. Those are exactly the parts of the
//! key, each taken as a set, so the tag depends on the state alone and not
//! on the order of cascades or cells or on the moves that led to it.

use crate::position::NO;
use crate::{Location, Move, Position};

/// A pseudo-random word for `x` (the finaliser of MurmurHash3: every input
/// bit moves about half the output bits, so the terms are independent
/// enough for a table's tags).
#[inline(always)]
fn mix(mut x: u32) -> u32 {
    x ^= x >> 16;
    x = x.wrapping_mul(0x85EB_CA6B);
    x ^= x >> 13;
    x = x.wrapping_mul(0xC2B2_AE35);
    x ^ (x >> 16)
}

/// The term of `card` lying on `below` (`NO` for nothing).
#[inline(always)]
fn link(card: u8, below: u8) -> u32 {
    mix(u32::from(card) << 8 | u32::from(below))
}

/// The term of `card` in a free cell.
#[inline(always)]
fn in_cell(card: u8) -> u32 {
    mix(0x1_0000 | u32::from(card))
}

/// The term of foundation `suit` holding `count` cards.
#[inline(always)]
fn home(suit: usize, count: u8) -> u32 {
    mix(0x2_0000 | (suit as u32) << 8 | u32::from(count))
}

/// The tag of `p`, from scratch.
pub(crate) fn tag_of(p: &Position) -> u32 {
    let mut tag = 0;
    for (card, &below) in p.below.iter().enumerate() {
        tag ^= link(card as u8, below);
    }
    for &card in &p.cells {
        if card != NO {
            tag ^= in_cell(card);
        }
    }
    for (suit, &count) in p.home.iter().enumerate() {
        tag ^= home(suit, count);
    }
    tag
}

/// What playing `mv` on `p` changes in `p`'s tag (to be combined with it by
/// exclusive or). `mv` must be legal in `p` (the trusted moves of the
/// search and the auto-moves); it is read before it is played.
#[inline(always)]
pub(crate) fn tag_change(p: &Position, mv: Move) -> u32 {
    // The card that leaves its place, and what that changes there.
    let (card, left) = match mv.from {
        Location::Cascade(a) => {
            let mut card = p.top[usize::from(a)];
            for _ in 1..mv.count {
                card = p.below[usize::from(card)];
            }
            // It leaves what it lay on (and a run keeps the cards above it).
            (card, link(card, p.below[usize::from(card)]))
        }
        Location::FreeCell(i) => {
            let card = p.cells[usize::from(i)];
            (card, in_cell(card) ^ link(card, NO))
        }
        // Cards never leave a foundation in the search.
        Location::Foundation(_) => return 0,
    };
    let arrived = match mv.to {
        Location::Cascade(b) => link(card, p.top[usize::from(b)]),
        Location::FreeCell(_) => link(card, NO) ^ in_cell(card),
        Location::Foundation(_) => {
            let suit = usize::from(card & 3);
            let count = p.home[suit];
            link(card, NO) ^ home(suit, count) ^ home(suit, count + 1)
        }
    };
    left ^ arrived
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AutoMove, MoveList};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Along random lines of play with Raymond's auto-moves, on seeded
        /// deals of every layout and both building rules: the tag kept
        /// move by move equals the tag from scratch, for every legal move
        /// and its auto-moves; and the tag is blind to the order of the
        /// free cells (their cards rotated) as the key is.
        #[test]
        fn the_tag_kept_move_by_move_is_the_tag_from_scratch(
            start in crate::testing::any_seeded_deal(),
            picks in prop::collection::vec(any::<u16>(), 1..120),
        ) {
            let mut p = start;
            AutoMove::Raymond.run(&mut p, |_| {});
            let mut moves = MoveList::new();
            for &pick in &picks {
                let tag = tag_of(&p);
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let mut child = p;
                    let mut kept = tag ^ tag_change(&child, m);
                    child.apply_trusted(m);
                    while let Some(auto) = AutoMove::Raymond.next_move(&child) {
                        kept ^= tag_change(&child, auto);
                        child.apply_trusted(auto);
                    }
                    prop_assert_eq!(kept, tag_of(&child), "{}", m);
                }
                let mut rotated = p;
                let cells = p.rules().free_cells();
                if cells > 1 {
                    rotated.cells[..cells].rotate_left(1);
                }
                prop_assert_eq!(tag_of(&rotated), tag);
                p = crate::testing::child_of(&p, moves[usize::from(pick) % moves.len()]);
            }
        }
    }
}
