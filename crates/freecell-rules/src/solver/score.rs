//! The best-first priorities: estimates of the work left (lower is better).
//!
//! Three of the measures are sums over cascades, and a move with its
//! auto-moves changes few cascades, and each only by taking cards off its top
//! or putting a few on it. So a child is scored from its parent's
//! per-cascade parts: a cascade that gained cards is measured by adding just
//! those cards to the parent's part, one that lost cards is walked again, and
//! the others are not looked at. Parts are stored only for expanded states
//! (a state's parts are rebuilt the same way from its parent's when it is
//! expanded), so a stored state that is never expanded costs no measures.

use crate::play::fits;
use crate::position::NO;
use crate::rules::MAX_CASCADES;
use crate::{Location, Move, Position};

/// What one cascade adds to the measures.
///
/// Eleven bytes of fields, padded to twelve (`align(4)`): unpadded, a copy
/// was an 8-byte and an overlapping 4-byte store, and the next read of the
/// last four bytes spanned both stores, so it could not be forwarded from
/// them and waited for the cache (one stall per card put on a cascade when
/// scoring a child; about 5 % of the solver's time). Twelve bytes copy as
/// two stores that do not overlap, each read back whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(align(4))]
pub(crate) struct CascadePart {
    /// Cards lying on a card of lower rank somewhere beneath them (each must
    /// move before that card can go home).
    over_lower: u8,
    /// Places where a card does not build on the card beneath it.
    breaks: u8,
    /// The lowest rank in the cascade (`NO` when empty).
    min_rank: u8,
    /// For each suit, the lowest rank (0-based) of that suit in the cascade
    /// (`NO` when none) and how many cards lie above it. Only that card can
    /// be the next card of its foundation, so "cards above the next card of
    /// a foundation" follows from these eight bytes and the foundations.
    lowest: [u8; 4],
    lowest_depth: [u8; 4],
}

/// The parts of every cascade of a state.
pub(crate) type Parts = [CascadePart; MAX_CASCADES];

impl CascadePart {
    /// The part of an empty cascade.
    const EMPTY: CascadePart = CascadePart {
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
    fn of(p: &Position, c: usize) -> CascadePart {
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
            let shift = u32::from(card & 3) * 8;
            if u32::from(rank) < (lowest >> shift) & 0xFF {
                lowest = (lowest & !(0xFF << shift)) | (u32::from(rank) << shift);
                depths = (depths & !(0xFF << shift)) | (u32::from(depth) << shift);
            }
            min_rank = min_rank.min(rank);
            let below = p.below[card as usize];
            if below != NO && !fits(building, card, below) {
                breaks += 1;
            }
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
    fn put(&self, cards: &[u8], mut under: u8, building: crate::Building) -> CascadePart {
        let (mut over_lower, mut breaks, mut min_rank) =
            (self.over_lower, self.breaks, self.min_rank);
        let mut lowest = u32::from_le_bytes(self.lowest);
        let mut depths = u32::from_le_bytes(self.lowest_depth);
        for &card in cards {
            let rank = card >> 2;
            let shift = u32::from(card & 3) * 8;
            over_lower += u8::from(rank > min_rank);
            min_rank = min_rank.min(rank);
            if under != NO && !fits(building, card, under) {
                breaks += 1;
            }
            // Every suit present here (its byte is not `NO`) lies one card
            // deeper; each depth is below 52, so no byte carries.
            depths += present_bytes(lowest);
            if u32::from(rank) < (lowest >> shift) & 0xFF {
                lowest = (lowest & !(0xFF << shift)) | (u32::from(rank) << shift);
                depths &= !(0xFF << shift);
            }
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
    fn above_next(&self, home: &[u8; 4]) -> u32 {
        // Four suits at once: a byte of `same` is 0xFF where the foundation
        // waits for that suit's lowest card here, and the matching depths
        // are summed by a multiply.
        let diff = u32::from_le_bytes(*home) ^ u32::from_le_bytes(self.lowest);
        const LOW7: u32 = 0x7F7F_7F7F;
        let nonzero = (((diff & LOW7) + LOW7) | diff) & !LOW7; // high bit per non-zero byte
        let same = !((nonzero >> 7) * 0xFF);
        let depths = u32::from_le_bytes(self.lowest_depth) & same;
        // Each depth is below 52, so the four add up within the top byte.
        depths.wrapping_mul(0x0101_0101) >> 24
    }

    /// The part of cascade `c` of `child`, whose cascade `c` was this part's
    /// in `parent` and changed by one move and its auto-moves.
    #[inline]
    fn changed(&self, parent: &Position, child: &Position, c: usize) -> CascadePart {
        let (old, new) = (parent.len[c], child.len[c]);
        if new > old && new - old <= 13 {
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
    fn sums_in(&self, parent: &Position, child: &Position, c: usize) -> [u32; 3] {
        let (old, new) = (parent.len[c], child.len[c]);
        if new < old
            && old - new <= 13
            && let Some(sums) = self.sums_taken(parent, child, c, old - new)
        {
            return sums;
        }
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
    fn sums_taken(&self, parent: &Position, child: &Position, c: usize, k: u8) -> Option<[u32; 3]> {
        let building = parent.rules.building();
        let mut card = parent.top[c];
        let mut breaks = u32::from(self.breaks);
        let mut over_min = 0; // cards taken ranking above the lowest rank
        let mut gone = 0u32; // suits whose lowest card here is taken, one bit each
        for _ in 0..k {
            let rank = card >> 2;
            let suit = card & 3;
            over_min += u32::from(rank > self.min_rank);
            gone |= u32::from(rank == self.lowest[usize::from(suit)]) << suit;
            let under = parent.below[usize::from(card)];
            if under != NO && !fits(building, card, under) {
                breaks -= 1;
            }
            card = under;
        }
        if card != child.top[c] || (k > 1 && over_min < u32::from(k)) {
            return None;
        }
        let mut above = 0;
        for suit in 0..4 {
            let (lowest, home) = (self.lowest[suit], child.home[suit]);
            if gone & (1 << suit) != 0 {
                if lowest < home {
                    return None;
                }
            } else if lowest == home {
                above += u32::from(self.lowest_depth[suit] - k);
            }
        }
        Some([u32::from(self.over_lower) - over_min, breaks, above])
    }

    /// This part with its exposed card `card`, lying on `under` (`NO` for
    /// none), taken off, when that is known without a walk: `card` must be
    /// neither the lowest card of its suit in the cascade (the next lowest
    /// would have to be found) nor of the cascade's lowest rank (which might
    /// then rise). A card above the cascade's lowest rank lies on a lower one.
    #[inline]
    fn take(mut self, card: u8, under: u8, building: crate::Building) -> Option<CascadePart> {
        let rank = card >> 2;
        let suit = (card & 3) as usize;
        if rank == self.lowest[suit] || rank <= self.min_rank {
            return None;
        }
        self.over_lower -= 1;
        if under != NO && !fits(building, card, under) {
            self.breaks -= 1;
        }
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

/// 1 in each byte of `x` that is not `NO` (0xFF), 0 in the others.
#[inline]
fn present_bytes(x: u32) -> u32 {
    const LOW7: u32 = 0x7F7F_7F7F;
    let y = !x; // a byte of `y` is zero exactly where `x` is `NO`
    ((((y & LOW7) + LOW7) | y) & !LOW7) >> 7
}

/// The sum of the sixteen 4-bit counts in `x`.
#[inline]
fn nibble_sum(x: u64) -> u32 {
    const LOW: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    let bytes = (x & LOW) + ((x >> 4) & LOW); // each byte ≤ 30
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// The cascades that differ between `parent` and its successor `child`, one
/// bit each: a cascade with the same exposed card and length did not change
/// (its exposed card cannot have left and come back in one move). Compared
/// eight cascades at a time; cascades past the count are empty in both.
#[inline]
fn changed_cascades(parent: &Position, child: &Position) -> u32 {
    let word = |a: &[u8]| {
        let mut bytes = [0u8; 8];
        bytes[..a.len()].copy_from_slice(a);
        u64::from_le_bytes(bytes)
    };
    let mut mask = 0;
    for (i, range) in [(0, 0..8), (8, 8..MAX_CASCADES)] {
        let x = (word(&parent.top[range.clone()]) ^ word(&child.top[range.clone()]))
            | (word(&parent.len[range.clone()]) ^ word(&child.len[range]));
        mask |= nonzero_bytes(x) << i;
    }
    mask
}

/// How many bytes of `x` are zero.
#[inline]
fn zero_bytes(x: u64) -> u32 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let high = (((x & LOW7) + LOW7) | x) & !LOW7; // high bit per non-zero byte
    // The multiply adds the eight bits up in the top byte (no popcount
    // instruction on the baseline target).
    8 - ((high >> 7).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// One bit per non-zero byte of `x` (bit `i` for byte `i`).
#[inline]
fn nonzero_bytes(x: u64) -> u32 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    // The high bit of a byte ends up set exactly when the byte is non-zero;
    // the multiply gathers the eight high bits into the top byte.
    let high = (((x & LOW7) + LOW7) | x) & !LOW7;
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// The cascades set in `mask`, lowest first.
#[inline]
fn cascades_in(mut mask: u32) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        (mask != 0).then(|| {
            let c = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            c
        })
    })
}

/// The measures of a state being expanded, per cascade and summed.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Features {
    parts: Parts,
    /// Sums of the parts (`above_next` under this state's foundations).
    over_lower: u32,
    breaks: u32,
    above_next: u32,
}

/// Cards over lower ones, breaks and cards above the next foundation
/// cards of a state, summed over its cascades.
pub(crate) type Sums = [u8; 3];

/// The measures a score is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Totals {
    cards_left: u32,
    cells_used: u32,
    empty_cascades: u32,
    over_lower: u32,
    breaks: u32,
    above_next: u32,
}

impl Totals {
    fn with_sums(p: &Position, over_lower: u32, breaks: u32, above_next: u32) -> Totals {
        // Counted a word at a time. The child was written byte by byte a
        // while ago (it has been copied since), so the wide loads do not
        // wait on those stores.
        let cells = u64::from_le_bytes(p.cells);
        let mut len_lo = [0u8; 8];
        len_lo.copy_from_slice(&p.len[..8]);
        let len_lo = u64::from_le_bytes(len_lo);
        let len_hi = u64::from(u16::from_le_bytes([p.len[8], p.len[9]]));
        // Cells and cascades past the counts are always empty, so the
        // count of empty ones is taken over all of them and corrected.
        let all_cells = crate::rules::MAX_FREE_CELLS as u32;
        let used_cells = all_cells - zero_bytes(!cells);
        let past_cascades = (MAX_CASCADES - p.rules.cascades()) as u32;
        let empty_cascades = zero_bytes(len_lo) + zero_bytes(len_hi) - 6 - past_cascades;
        let home = u32::from_le_bytes(p.home);
        Totals {
            cards_left: 52 - (home.wrapping_mul(0x0101_0101) >> 24),
            cells_used: used_cells,
            empty_cascades,
            over_lower,
            breaks,
            above_next,
        }
    }

    /// The three sums over the cascades, to be kept with a stored state
    /// for [`Features::of_child`]. Each fits a byte: at most 52 cards lie
    /// over lower ones or on a break, and the four next cards of the
    /// foundations have at most 51 + 50 + 49 + 48 cards above them.
    pub(crate) fn sums(&self) -> Sums {
        [self.over_lower, self.breaks, self.above_next].map(|x| x as u8)
    }

    /// The estimate of this state at `depth` under `w`: each measure times
    /// its weight, the empty cascades taken off (not below 0).
    #[inline]
    pub(crate) fn score(&self, depth: u32, w: &Weights) -> u32 {
        let s = self.cards_left * w.cards_left
            + self.over_lower * w.over_lower
            + self.above_next * w.above_next
            + self.cells_used * w.cells_used
            + self.breaks * w.breaks
            + depth * w.depth_sixteenths / 16;
        s.saturating_sub(self.empty_cascades * w.empty_cascades)
    }
}

impl Features {
    /// Measures `p` from scratch.
    pub(crate) fn of(p: &Position) -> Features {
        let mut parts = [CascadePart::EMPTY; MAX_CASCADES];
        for (c, part) in parts.iter_mut().enumerate().take(p.rules.cascades()) {
            *part = CascadePart::of(p, c);
        }
        Features::with_parts(p, parts)
    }

    /// The measures of `p` from its parts.
    fn with_parts(p: &Position, parts: Parts) -> Features {
        let (mut over_lower, mut breaks, mut above_next) = (0, 0, 0);
        for part in &parts[..p.rules.cascades()] {
            over_lower += u32::from(part.over_lower);
            breaks += u32::from(part.breaks);
            above_next += part.above_next(&p.home);
        }
        Features {
            parts,
            over_lower,
            breaks,
            above_next,
        }
    }

    /// The measures of `child`, a successor of `parent` whose parts are
    /// `parent_parts`, with the sums `sums` of `child` (from its
    /// [`Totals::sums`], kept when it was scored: summing the parts again
    /// would cost more than finding the changed ones).
    pub(crate) fn of_child(
        parent_parts: &Parts,
        parent: &Position,
        child: &Position,
        sums: Sums,
    ) -> Features {
        let mut parts = *parent_parts;
        for c in cascades_in(changed_cascades(parent, child)) {
            parts[c] = parts[c].changed(parent, child, c);
        }
        Features {
            parts,
            over_lower: sums[0].into(),
            breaks: sums[1].into(),
            above_next: sums[2].into(),
        }
    }

    /// The per-cascade parts, to be stored for this state's children.
    pub(crate) fn parts(&self) -> &Parts {
        &self.parts
    }

    /// The totals of `p`, the state these measures were taken of.
    pub(crate) fn totals(&self, p: &Position) -> Totals {
        Totals::with_sums(p, self.over_lower, self.breaks, self.above_next)
    }

    /// The totals of `child`, a successor (one move and its auto-moves) of
    /// `parent`, the state these measures were taken of (the general form of
    /// [`child_totals_after`](Features::child_totals_after), which the tests
    /// hold it to).
    #[cfg(test)]
    pub(crate) fn child_totals(&self, parent: &Position, child: &Position) -> Totals {
        self.totals_changed(parent, child, changed_cascades(parent, child))
    }

    /// [`child_totals`](Features::child_totals) for the child that `mv`
    /// and its auto-moves lead to. When no card went home there were no
    /// auto-moves, and the cascades that changed are the move's own.
    #[inline]
    pub(crate) fn child_totals_after(
        &self,
        parent: &Position,
        child: &Position,
        mv: Move,
    ) -> Totals {
        let changed = if parent.home == child.home {
            let bit = |l: Location| match l {
                Location::Cascade(c) => 1 << c,
                _ => 0,
            };
            bit(mv.from) | bit(mv.to)
        } else {
            changed_cascades(parent, child)
        };
        self.totals_changed(parent, child, changed)
    }

    /// The totals of `child` when its cascades in `changed` (one bit each)
    /// are the ones that differ from `parent`'s.
    #[inline]
    fn totals_changed(&self, parent: &Position, child: &Position, changed: u32) -> Totals {
        let (mut over_lower, mut breaks) = (self.over_lower, self.breaks);
        let same_home = parent.home == child.home;
        let mut above = if same_home {
            // Only the changed cascades change the sum.
            self.above_next
        } else {
            // A card went home: the unchanged cascades are summed again
            // under the new foundations, and the changed ones added below.
            // All ten parts are summed without a branch (a part past the
            // cascades is empty and adds nothing).
            let mut sum = 0;
            for (c, part) in self.parts.iter().enumerate() {
                let above = part.above_next(&child.home);
                sum += if changed & (1 << c) == 0 { above } else { 0 };
            }
            sum
        };
        let mut left = changed;
        while left != 0 {
            let c = left.trailing_zeros() as usize;
            left &= left - 1;
            let old = &self.parts[c];
            let [o, b, a] = old.sums_in(parent, child, c);
            over_lower = over_lower + o - u32::from(old.over_lower);
            breaks = breaks + b - u32::from(old.breaks);
            above += a;
            if same_home {
                above -= old.above_next(&child.home);
            }
        }
        Totals::with_sums(child, over_lower, breaks, above)
    }
}

/// The weight of each measure in one estimate's score (see
/// [`Totals::score`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Weights {
    /// Per card not yet home.
    pub(crate) cards_left: u32,
    /// Per card lying over a lower one.
    pub(crate) over_lower: u32,
    /// Per card above the next card of a foundation.
    pub(crate) above_next: u32,
    /// Per free cell in use.
    pub(crate) cells_used: u32,
    /// Per empty cascade, subtracted.
    pub(crate) empty_cascades: u32,
    /// Per place where a card does not build on the card beneath it.
    pub(crate) breaks: u32,
    /// Per move played from the root, in sixteenths of a point.
    pub(crate) depth_sixteenths: u32,
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::vec;
    use alloc::vec::Vec;

    /// The measures of `p`, counted the plain way from each cascade's
    /// cards listed deepest first.
    fn naive(p: &Position) -> (u32, u32, u32) {
        let building = p.rules.building();
        let (mut over, mut breaks, mut above) = (0, 0, 0);
        for c in 0..p.rules.cascades() {
            let cards: Vec<u8> = p.cascade(c).iter().map(|k| k.index()).collect();
            for (i, &card) in cards.iter().enumerate() {
                if cards[..i].iter().any(|&d| d >> 2 < card >> 2) {
                    over += 1;
                }
                if i > 0 && !fits(building, card, cards[i - 1]) {
                    breaks += 1;
                }
                if p.goes_home(card) {
                    above += (cards.len() - 1 - i) as u32;
                }
            }
        }
        (over, breaks, above)
    }

    fn sums(t: &Totals) -> (u32, u32, u32) {
        (t.over_lower, t.breaks, t.above_next)
    }

    /// Every child of the states along a few lines of play from many deals,
    /// under both building rules: the measures found from the parent's
    /// parts equal the plain count and a fresh measure, and so do the
    /// parts rebuilt for the child.
    #[test]
    fn child_measures_agree_with_the_plain_count() {
        let mut moves = crate::MoveList::new();
        for n in 1..=150u64 {
            let mut p = Position::microsoft_deal(n).unwrap();
            if n % 3 == 0 {
                p = p.with_building(crate::Building::SameSuit);
            }
            let mut f = Features::of(&p);
            for ply in 0..40 {
                assert_eq!(sums(&f.totals(&p)), naive(&p), "deal {n} ply {ply}");
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let mut child = p;
                    child.apply_trusted(m);
                    crate::AutoMove::Raymond.run(&mut child, |_| {});
                    let t = f.child_totals(&p, &child);
                    assert_eq!(
                        f.child_totals_after(&p, &child, m),
                        t,
                        "deal {n} ply {ply} move {m}"
                    );
                    assert_eq!(sums(&t), naive(&child), "deal {n} ply {ply} move {m}");
                    let fresh = Features::of(&child);
                    assert_eq!(t, fresh.totals(&child), "deal {n} ply {ply} move {m}");
                    let rebuilt = Features::of_child(f.parts(), &p, &child, t.sums());
                    assert_eq!(
                        rebuilt.parts(),
                        fresh.parts(),
                        "deal {n} ply {ply} move {m}"
                    );
                    assert_eq!(rebuilt.totals(&child), t, "deal {n} ply {ply} move {m}");
                }
                let pick = moves[(n as usize * 7 + ply * 3) % moves.len()];
                let mut next = p;
                next.apply_trusted(pick);
                crate::AutoMove::Raymond.run(&mut next, |_| {});
                let sums = f.child_totals(&p, &next).sums();
                f = Features::of_child(f.parts(), &p, &next, sums);
                p = next;
            }
        }
    }

    /// The counts taken as bit masks agree with the position's own counts
    /// for every number of free cells and cascades, along lines of play
    /// that fill cells and empty cascades.
    #[test]
    fn counts_agree_with_the_position() {
        let deck: Vec<crate::Card> = crate::Card::all().collect();
        let mut moves = crate::MoveList::new();
        for cells in 0..=8usize {
            for cascades in 1..=10usize {
                // Two cards in cells when there is room, the rest dealt out.
                let parked = cells.min(2);
                let mut free: Vec<Option<crate::Card>> = vec![None; cells];
                for (slot, &card) in free.iter_mut().zip(&deck[..parked]) {
                    *slot = Some(card);
                }
                let rest = &deck[parked..];
                let size = rest.len().div_ceil(cascades);
                let columns: Vec<&[crate::Card]> = rest.chunks(size).collect();
                let mut columns = columns;
                columns.resize(cascades, &[]);
                let mut p =
                    Position::from_parts(&columns, &free, [0; 4], crate::Building::AlternateColors)
                        .unwrap();
                for ply in 0..30 {
                    let t = Features::of(&p).totals(&p);
                    let what = format!("{cells} cells, {cascades} cascades, ply {ply}");
                    assert_eq!(t.cards_left as usize, 52 - p.cards_home(), "{what}");
                    assert_eq!(
                        t.cells_used as usize,
                        cells - p.empty_free_cells(),
                        "{what}"
                    );
                    assert_eq!(t.empty_cascades as usize, p.empty_cascades(), "{what}");
                    p.legal_moves_into(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    p.apply_trusted(moves[(ply * 5 + cascades) % moves.len()]);
                }
            }
        }
    }

    #[test]
    fn changed_cascades_match_a_plain_compare() {
        let a = Position::microsoft_deal(5).unwrap();
        for n in 1..=300u64 {
            let mut b = Position::microsoft_deal(n).unwrap();
            // Make some cascades equal to `a`'s, in a pattern that varies.
            for c in 0..8 {
                if (n >> c) & 1 == 1 {
                    b.top[c] = a.top[c];
                    b.len[c] = a.len[c];
                }
            }
            let plain = (0..MAX_CASCADES)
                .filter(|&c| a.top[c] != b.top[c] || a.len[c] != b.len[c])
                .fold(0, |m, c| m | (1 << c));
            assert_eq!(changed_cascades(&a, &b), plain, "deal {n}");
            assert_eq!(cascades_in(plain).fold(0, |m, c| m | (1 << c)), plain);
        }
        for x in [
            0u64,
            1,
            0x80,
            0xFF00,
            0x0100_0000_0000_0000,
            u64::MAX,
            0x7F00_0000_0000_0001,
        ] {
            let plain = (0..8)
                .filter(|i| (x >> (8 * i)) & 0xFF != 0)
                .fold(0, |m, i| m | (1 << i));
            assert_eq!(nonzero_bytes(x), plain, "{x:#x}");
        }
    }

    /// `present_bytes` against a byte-by-byte test, on words mixing `NO`,
    /// ranks and depths (every byte value in every position).
    #[test]
    fn present_bytes_marks_the_bytes_that_are_not_no() {
        for v in 0..=255u32 {
            for at in 0..4 {
                for fill in [0u32, 0xFF, 0x7F, 0x80, 12] {
                    let mut bytes = [fill as u8; 4];
                    bytes[at] = v as u8;
                    let x = u32::from_le_bytes(bytes);
                    let plain = bytes
                        .iter()
                        .enumerate()
                        .fold(0, |m, (i, &b)| m | (u32::from(b != NO) << (8 * i)));
                    assert_eq!(present_bytes(x), plain, "{x:#x}");
                }
            }
        }
    }

    /// A cascade replaced outright (not one move away) is walked in full.
    #[test]
    fn unrelated_cascades_are_measured_in_full() {
        let a = Position::microsoft_deal(5).unwrap();
        let b = Position::microsoft_deal(6).unwrap();
        let f = Features::of(&a);
        assert_eq!(sums(&f.child_totals(&a, &b)), naive(&b));
        let sums = f.child_totals(&a, &b).sums();
        assert_eq!(
            Features::of_child(f.parts(), &a, &b, sums).parts(),
            Features::of(&b).parts()
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
        /// On seeded deals of every layout (0 ..= 8 free cells, 1 ..= 10
        /// cascades, both building rules) and random lines of play with
        /// Raymond's auto-moves: every child's totals found from its move
        /// and the parent's measures equal a fresh measure and the plain
        /// count, and the measures rebuilt for the state played equal a
        /// fresh measure.
        #[test]
        fn child_totals_agree_on_every_layout(
            cells in 0usize..=8,
            cascades in 1usize..=10,
            same_suit in proptest::prelude::any::<bool>(),
            seed in proptest::prelude::any::<u64>(),
            picks in proptest::collection::vec(proptest::prelude::any::<u16>(), 1..60),
        ) {
            let building = if same_suit {
                crate::Building::SameSuit
            } else {
                crate::Building::AlternateColors
            };
            let rules = crate::Rules::new(cells, cascades, building).unwrap();
            let mut p = Position::seeded_deal(rules, seed);
            crate::AutoMove::Raymond.run(&mut p, |_| {});
            let mut f = Features::of(&p);
            let mut moves = crate::MoveList::new();
            for &pick in &picks {
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let mut child = p;
                    child.apply_trusted(m);
                    crate::AutoMove::Raymond.run(&mut child, |_| {});
                    let t = f.child_totals_after(&p, &child, m);
                    proptest::prop_assert_eq!(t, Features::of(&child).totals(&child), "{}", m);
                    proptest::prop_assert_eq!(sums(&t), naive(&child), "{}", m);
                }
                let m = moves[usize::from(pick) % moves.len()];
                let mut next = p;
                next.apply_trusted(m);
                crate::AutoMove::Raymond.run(&mut next, |_| {});
                let sums = f.child_totals_after(&p, &next, m).sums();
                f = Features::of_child(f.parts(), &p, &next, sums);
                let fresh = Features::of(&next);
                proptest::prop_assert_eq!(f.parts(), fresh.parts());
                proptest::prop_assert_eq!(f.totals(&next), fresh.totals(&next));
                p = next;
            }
        }
    }
}
