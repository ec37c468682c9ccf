//! One cascade's share of the measures ([`CascadePart`]), found by a walk
//! down the cascade or updated when a move puts cards on it or takes cards
//! off. Each update is held by the tests to the plain definitions in
//! `definition.rs`.

use crate::Building;
use crate::Position;
use crate::bytes::{nibble_sum, present_bytes};
use crate::play::fits;
use crate::position::NO;

/// Whether `card` lying on `under` (`NO` for nothing) is a break: a place
/// where a card does not build on the card beneath it.
#[inline(always)]
pub(super) fn is_break(building: Building, card: u8, under: u8) -> bool {
    // Both sides every time (`&`, not `&&`): whether a card lies on
    // another is hard to predict, and both are cheap.
    (under != NO) & !fits(building, card, under)
}

/// What one cascade adds to the measures.
///
/// Eleven bytes of fields, padded to twelve (`align(4)`): unpadded, a copy
/// was an 8-byte and an overlapping 4-byte store, and the next read of the
/// last four bytes spanned both stores, so it could not be forwarded from
/// them and waited for the cache (one stall per card put on a cascade when
/// scoring a child, a visible share of the solver's time). Twelve bytes copy as
/// two stores that do not overlap, each read back whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(align(4))]
pub(crate) struct CascadePart {
    /// Cards lying on a card of lower rank somewhere beneath them (each must
    /// move before that card can go home).
    pub(super) over_lower: u8,
    /// Places where a card does not build on the card beneath it.
    pub(super) breaks: u8,
    /// The lowest rank in the cascade (`NO` when empty).
    pub(super) min_rank: u8,
    /// For each suit, the lowest rank (0-based) of that suit in the cascade
    /// (`NO` when none) and how many cards lie above it. Only that card can
    /// be the next card of its foundation, so "cards above the next card of
    /// a foundation" follows from these eight bytes and the foundations.
    pub(super) lowest: [u8; 4],
    pub(super) lowest_depth: [u8; 4],
}

/// Records `card`, `depth` cards from the top, as the lowest card of its
/// suit when it ranks below the lowest so far. `lowest` and `depths` hold
/// the four per-suit bytes of [`CascadePart::lowest`] and
/// [`CascadePart::lowest_depth`] as one word each, so that the loops that
/// call this keep them in registers.
#[inline(always)]
fn note_lowest(lowest: &mut u32, depths: &mut u32, card: u8, depth: u32) {
    let shift = u32::from(card & 3) * 8;
    let rank = u32::from(card >> 2);
    if rank < (*lowest >> shift) & 0xFF {
        *lowest = (*lowest & !(0xFF << shift)) | (rank << shift);
        *depths = (*depths & !(0xFF << shift)) | (depth << shift);
    }
}

impl CascadePart {
    /// The part of an empty cascade.
    pub(super) const EMPTY: CascadePart = CascadePart {
        over_lower: 0,
        breaks: 0,
        min_rank: NO,
        lowest: [NO; 4],
        lowest_depth: [0; 4],
    };

    /// Measures cascade `c` of `p` in one walk down from the exposed card.
    ///
    /// The fields are locals (the per-suit bytes one word each) and the part
    /// is built at the end, for the reason given at [`put`](CascadePart::put).
    #[inline(always)]
    pub(super) fn of(p: &Position, c: usize) -> CascadePart {
        let len = p.len[c];
        let building = p.rules.building();
        let (mut breaks, mut min_rank) = (0u8, NO);
        let mut lowest = u32::from_le_bytes([NO; 4]);
        let mut depths = 0u32;
        // A card is *not* over a lower one when no card beneath it has a
        // lower rank. Walking down, `kept` counts (one nibble per rank) the
        // cards seen so far that no card walked since has undercut: a new
        // card of rank r drops every kept card above r and is kept itself.
        // What is kept at the bottom is exactly the cards not over a lower one.
        let mut kept: u64 = 0;
        let mut card = p.top[c];
        for depth in 0..len {
            let rank = card >> 2;
            note_lowest(&mut lowest, &mut depths, card, depth.into());
            min_rank = min_rank.min(rank);
            let below = p.below[card as usize];
            breaks += u8::from(is_break(building, card, below));
            kept = (kept & KEEP_UP_TO[rank as usize]) + ONE_OF[rank as usize];
            card = below;
        }
        CascadePart {
            over_lower: len - nibble_sum(kept) as u8,
            breaks,
            min_rank,
            lowest: lowest.to_le_bytes(),
            lowest_depth: depths.to_le_bytes(),
        }
    }

    /// This part with `cards` put on top (in that order, the last one
    /// exposed) of a cascade whose exposed card is `under` (`NO` for none).
    ///
    /// The fields are kept in registers through the loop and the four
    /// per-suit bytes handled as one word each: a part updated in memory
    /// byte by byte and then read back wide (to copy it) waited for every
    /// store to reach the cache, once per card.
    #[inline]
    pub(super) fn put(&self, cards: &[u8], mut under: u8, building: Building) -> CascadePart {
        let (mut over_lower, mut breaks, mut min_rank) =
            (self.over_lower, self.breaks, self.min_rank);
        let mut lowest = u32::from_le_bytes(self.lowest);
        let mut depths = u32::from_le_bytes(self.lowest_depth);
        for &card in cards {
            let rank = card >> 2;
            over_lower += u8::from(rank > min_rank);
            min_rank = min_rank.min(rank);
            breaks += u8::from(is_break(building, card, under));
            // Every suit present here (its byte is not `NO`) lies one card
            // deeper; each depth is below 52, so no byte carries.
            depths += present_bytes(lowest);
            note_lowest(&mut lowest, &mut depths, card, 0);
            under = card;
        }
        CascadePart {
            over_lower,
            breaks,
            min_rank,
            lowest: lowest.to_le_bytes(),
            lowest_depth: depths.to_le_bytes(),
        }
    }

    /// Cards above the next card of a foundation, under the foundations `home`.
    #[inline]
    pub(super) fn above_next(&self, home: &[u8; 4]) -> u32 {
        // Four suits at once: the depths of the suits whose foundation waits
        // for their lowest card here, summed by a multiply.
        let depths = u32::from_le_bytes(self.lowest_depth) & self.waiting(home);
        // Each depth is below 52, so the four add up within the top byte.
        depths.wrapping_mul(0x0101_0101) >> 24
    }

    /// A byte of 0xFF for each suit whose foundation, under `home`, waits
    /// for the lowest card of that suit here (0 for the others).
    #[inline(always)]
    fn waiting(&self, home: &[u8; 4]) -> u32 {
        let diff = u32::from_le_bytes(*home) ^ u32::from_le_bytes(self.lowest);
        const LOW7: u32 = 0x7F7F_7F7F;
        let nonzero = (((diff & LOW7) + LOW7) | diff) & !LOW7; // high bit per non-zero byte
        !((nonzero >> 7) * 0xFF)
    }

    /// The part of cascade `c` of `child`, whose cascade `c` was this part's
    /// in `parent` and changed by one move and its auto-moves.
    #[inline(always)]
    pub(super) fn changed(&self, parent: &Position, child: &Position, c: usize) -> CascadePart {
        let (old, new) = (parent.len[c], child.len[c]);
        if new == old + 1 {
            // One card put on top, the commonest change: no list of cards.
            let card = child.top[c];
            let under = child.below[usize::from(card)];
            if under == parent.top[c] {
                return self.put(&[card], under, child.rules.building());
            }
        } else if new > old && new - old <= 13 {
            // Cards put on top (a run of at most 13): add just those.
            let k = (new - old) as usize;
            let mut added = [0u8; 13];
            let mut card = child.top[c];
            for slot in added[..k].iter_mut().rev() {
                *slot = card;
                card = child.below[card as usize];
            }
            if card == parent.top[c] {
                return self.put(&added[..k], card, child.rules.building());
            }
        }
        if new + 1 == old && parent.below[parent.top[c] as usize] == child.top[c] {
            // One card taken off: often settled without a walk.
            if let Some(part) = self.take(parent.top[c], child.top[c], child.rules.building()) {
                return part;
            }
        }
        // Cards taken off (or anything else): walk the cascade.
        CascadePart::of(child, c)
    }

    /// Cards over lower ones, breaks and cards above the next foundation
    /// cards (under `child`'s foundations) in cascade `c` of `child`, whose
    /// cascade `c` was this part's in `parent` and changed by one move and
    /// its auto-moves. Scoring a child needs only these sums, not the
    /// child's whole part, so cards taken off are usually settled without
    /// a walk even where [`changed`](CascadePart::changed) must walk.
    #[inline]
    pub(super) fn sums_in(&self, parent: &Position, child: &Position, c: usize) -> [u32; 3] {
        let (old, new) = (parent.len[c], child.len[c]);
        if new < old
            && old - new <= 13
            && let Some(sums) = self.sums_taken(parent, child, c, old - new)
        {
            return sums;
        }
        self.sums_changed(parent, child, c)
    }

    /// The sums of [`changed`](CascadePart::changed), the part of cascade
    /// `c` of `child` (its cards above the next foundation cards under
    /// `child`'s foundations).
    #[inline]
    pub(super) fn sums_changed(&self, parent: &Position, child: &Position, c: usize) -> [u32; 3] {
        let part = self.changed(parent, child, c);
        [
            part.over_lower.into(),
            part.breaks.into(),
            part.above_next(&child.home),
        ]
    }

    /// [`sums_in`](CascadePart::sums_in) when the move took the top `k`
    /// cards of cascade `c` off, if known without a walk:
    ///
    /// - breaks: those between the cards taken and the card left beneath;
    /// - cards over lower ones: a card taken was one exactly when a card of
    ///   the cascade's lowest rank lay beneath it, which is so for a card
    ///   above that rank when it is the only card taken or when no card of
    ///   that rank is taken (otherwise a walk);
    /// - cards above a foundation's next card: that card stays in the
    ///   cascade, `k` cards less deep, when the lowest card of its suit
    ///   here is not taken; when it is taken and did not go home, no card
    ///   of its suit left here can be next (they all rank higher); when it
    ///   went home, the next one might lie anywhere beneath (a walk).
    #[inline]
    pub(super) fn sums_taken(
        &self,
        parent: &Position,
        child: &Position,
        c: usize,
        k: u8,
    ) -> Option<[u32; 3]> {
        let building = parent.rules.building();
        let mut card = parent.top[c];
        let mut breaks = u32::from(self.breaks);
        let mut over_min = 0; // cards taken ranking above the lowest rank
        let mut gone = 0u32; // suits whose lowest card here is taken, 1 in their byte
        for _ in 0..k {
            let rank = card >> 2;
            let suit = card & 3;
            over_min += u32::from(rank > self.min_rank);
            gone |= u32::from(rank == self.lowest[usize::from(suit)]) << (8 * suit);
            let under = parent.below[usize::from(card)];
            breaks -= u32::from(is_break(building, card, under));
            card = under;
        }
        if card != child.top[c] || (k > 1 && over_min < u32::from(k)) {
            return None;
        }
        // The four suits a byte each, without a branch per suit (which of
        // them is taken or waited for is hard to predict). A taken lowest
        // card went home when its foundation now counts past it: byte by
        // byte 0x80 + home - lowest - 1 keeps its high bit exactly then
        // (both are below 14, so no byte borrows; the other bytes are
        // zeroed and give 0x7F).
        let gone = gone * 0xFF;
        let (lowest, home) = (
            u32::from_le_bytes(self.lowest),
            u32::from_le_bytes(child.home),
        );
        let went_home = ((home & gone) | 0x8080_8080) - (lowest & gone) - 0x0101_0101;
        if went_home & gone & 0x8080_8080 != 0 {
            return None;
        }
        // The suits waited for and not taken: their lowest cards lie `k`
        // cards less deep (beneath the cards taken, so no byte borrows).
        let kept = self.waiting(&child.home) & !gone;
        let depths = u32::from_le_bytes(self.lowest_depth) & kept;
        let above = (depths - (kept & 0x0101_0101) * u32::from(k)).wrapping_mul(0x0101_0101) >> 24;
        Some([u32::from(self.over_lower) - over_min, breaks, above])
    }

    /// This part with its exposed card `card`, lying on `under` (`NO` for
    /// none), taken off, when that is known without a walk: `card` must be
    /// neither the lowest card of its suit in the cascade (the next lowest
    /// would have to be found) nor of the cascade's lowest rank (which might
    /// then rise). A card above the cascade's lowest rank lies on a lower one.
    #[inline]
    pub(super) fn take(mut self, card: u8, under: u8, building: Building) -> Option<CascadePart> {
        let rank = card >> 2;
        let suit = (card & 3) as usize;
        if rank == self.lowest[suit] || rank <= self.min_rank {
            return None;
        }
        self.over_lower -= 1;
        self.breaks -= u8::from(is_break(building, card, under));
        // Every suit present lies one card less deep (a word at a time, as
        // in `put`; no byte borrows: a present suit's card is still here).
        let depths = u32::from_le_bytes(self.lowest_depth);
        self.lowest_depth = (depths - present_bytes(u32::from_le_bytes(self.lowest))).to_le_bytes();
        Some(self)
    }
}

/// `KEEP_UP_TO[r]`: the nibbles of ranks 0 ..= r (see `CascadePart::of`).
const KEEP_UP_TO: [u64; 13] = {
    let mut t = [0; 13];
    let mut r = 0;
    while r < 13 {
        t[r] = (1u64 << (4 * r + 4)) - 1;
        r += 1;
    }
    t
};

/// `ONE_OF[r]`: one card in the nibble of rank r.
const ONE_OF: [u64; 13] = {
    let mut t = [0; 13];
    let mut r = 0;
    while r < 13 {
        t[r] = 1u64 << (4 * r);
        r += 1;
    }
    t
};
