//! The best-first priorities: estimates of the work left (lower is better).
//!
//! # The measures
//!
//! A score ([`Totals::score`]) weighs six measures of a state ([`Weights`]):
//!
//! - **cards left**: cards not on the foundations;
//! - **free cells used**;
//! - **empty cascades** (they count against the score);
//! - **cards over lower ones**: cards with a card of lower rank somewhere
//!   beneath them in their cascade (each must move before that card can go
//!   home);
//! - **breaks**: places in a cascade where a card does not build on the card
//!   beneath it;
//! - **cards above the next cards**: for each foundation, the cards lying
//!   above the card it needs next.
//!
//! Those definitions are written out plainly once, in `definition.rs`, and
//! every fast form below is tested against them.
//!
//! # How they are kept cheaply
//!
//! The last three are sums over cascades, and a move with its auto-moves
//! changes few cascades, each only by taking cards off its top or putting
//! a few on it. So a child is scored from its parent's per-cascade parts
//! ([`CascadePart`], in `part.rs`): a cascade that gained cards adds just
//! those cards to the parent's part, one that lost cards usually settles its
//! sums without a walk, and the others are not looked at. Parts are stored
//! only for expanded states (a state's parts are rebuilt the same way from
//! its parent's when it is expanded), so a stored state that is never
//! expanded costs no measures.

#[cfg(test)]
mod definition;
mod part;

use crate::bytes::nonzero_bytes;
use crate::rules::MAX_CASCADES;
use crate::{Location, Move, Position};
pub(crate) use part::CascadePart;

/// The parts of every cascade of a state.
pub(crate) type Parts = [CascadePart; MAX_CASCADES];

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
    /// The counts of this state.
    counts: Counts,
}

/// The measures of a state that are counts of its places, not sums over
/// its cascades.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Counts {
    cards_left: u32,
    cells_used: u32,
    empty_cascades: u32,
}

impl Counts {
    /// Counts `p` (a word at a time).
    #[inline]
    fn of(p: &Position) -> Counts {
        let used_cells = p.rules.free_cells() - p.empty_free_cells();
        Counts {
            cards_left: 52 - p.cards_home() as u32,
            cells_used: used_cells as u32,
            empty_cascades: p.empty_cascades() as u32,
        }
    }

    /// The counts of `child`, played from `parent` (counted by `self`) by
    /// `mv` with no card going home: the move alone changes them, by the
    /// cell it takes from or fills and the cascade it empties or fills.
    #[inline]
    fn after(self, parent: &Position, child: &Position, mv: Move) -> Counts {
        let mut counts = self;
        match mv.from {
            Location::FreeCell(_) => counts.cells_used -= 1,
            Location::Cascade(a) => {
                counts.empty_cascades += u32::from(child.len[usize::from(a)] == 0);
            }
            Location::Foundation(_) => {}
        }
        match mv.to {
            Location::FreeCell(_) => counts.cells_used += 1,
            Location::Cascade(b) => {
                counts.empty_cascades -= u32::from(parent.len[usize::from(b)] == 0);
            }
            Location::Foundation(_) => {}
        }
        counts
    }
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
    fn with_sums(counts: Counts, over_lower: u32, breaks: u32, above_next: u32) -> Totals {
        Totals {
            cards_left: counts.cards_left,
            cells_used: counts.cells_used,
            empty_cascades: counts.empty_cascades,
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
            counts: Counts::of(p),
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
            counts: Counts::of(child),
        }
    }

    /// The per-cascade parts, to be stored for this state's children.
    pub(crate) fn parts(&self) -> &Parts {
        &self.parts
    }

    /// The totals of the state these measures were taken of.
    pub(crate) fn totals(&self) -> Totals {
        Totals::with_sums(self.counts, self.over_lower, self.breaks, self.above_next)
    }

    /// The totals of `child`, a successor (one move and its auto-moves) of
    /// `parent`, the state these measures were taken of (the general form of
    /// [`child_totals_after`](Features::child_totals_after), which the tests
    /// hold it to).
    #[cfg(test)]
    pub(crate) fn child_totals(&self, parent: &Position, child: &Position) -> Totals {
        let counts = Counts::of(child);
        self.totals_changed(parent, child, changed_cascades(parent, child), counts)
    }

    /// [`child_totals`](Features::child_totals) for the child that `mv`
    /// and its auto-moves lead to. When no card went home there were no
    /// auto-moves, and the cascades that changed are the move's own: its
    /// source lost the cards moved and its destination gained them, which
    /// the move says without comparing the cascades (a loop over changed
    /// cascades, and a test of which way each changed, would branch in
    /// ways that are hard to predict).
    #[inline]
    pub(crate) fn child_totals_after(
        &self,
        parent: &Position,
        child: &Position,
        mv: Move,
    ) -> Totals {
        if parent.home != child.home {
            let changed = changed_cascades(parent, child);
            return self.totals_changed(parent, child, changed, Counts::of(child));
        }
        let (mut over_lower, mut breaks, mut above) =
            (self.over_lower, self.breaks, self.above_next);
        let mut replace = |c: u8, [o, b, a]: [u32; 3]| {
            let old = &self.parts[usize::from(c)];
            over_lower = over_lower + o - u32::from(old.over_lower);
            breaks = breaks + b - u32::from(old.breaks);
            above = above + a - old.above_next(&child.home);
        };
        if let Location::Cascade(a) = mv.from {
            let old = &self.parts[usize::from(a)];
            let sums = old.sums_taken(parent, child, a.into(), mv.count);
            replace(
                a,
                sums.unwrap_or_else(|| old.sums_changed(parent, child, a.into())),
            );
        }
        if let Location::Cascade(b) = mv.to {
            let old = &self.parts[usize::from(b)];
            replace(b, old.sums_changed(parent, child, b.into()));
        }
        Totals::with_sums(
            self.counts.after(parent, child, mv),
            over_lower,
            breaks,
            above,
        )
    }

    /// The totals of `child` when its cascades in `changed` (one bit each)
    /// are the ones that differ from `parent`'s.
    #[inline]
    fn totals_changed(
        &self,
        parent: &Position,
        child: &Position,
        changed: u32,
        counts: Counts,
    ) -> Totals {
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
        Totals::with_sums(counts, over_lower, breaks, above)
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

    fn sums(t: &Totals) -> (u32, u32, u32) {
        (t.over_lower, t.breaks, t.above_next)
    }

    /// Every child of the states along a few lines of play from many deals,
    /// under both building rules: the measures found from the parent's
    /// parts equal the definitions and a fresh measure, and so do the
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
                assert_eq!(
                    sums(&f.totals()),
                    definition::cascade_sums(&p),
                    "deal {n} ply {ply}"
                );
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let child = crate::testing::child_of(&p, m);
                    let t = f.child_totals(&p, &child);
                    assert_eq!(
                        f.child_totals_after(&p, &child, m),
                        t,
                        "deal {n} ply {ply} move {m}"
                    );
                    assert_eq!(
                        sums(&t),
                        definition::cascade_sums(&child),
                        "deal {n} ply {ply} move {m}"
                    );
                    let fresh = Features::of(&child);
                    assert_eq!(t, fresh.totals(), "deal {n} ply {ply} move {m}");
                    let rebuilt = Features::of_child(f.parts(), &p, &child, t.sums());
                    assert_eq!(
                        rebuilt.parts(),
                        fresh.parts(),
                        "deal {n} ply {ply} move {m}"
                    );
                    assert_eq!(rebuilt.totals(), t, "deal {n} ply {ply} move {m}");
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
                    let t = Features::of(&p).totals();
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
    }

    /// A cascade replaced outright (not one move away) is walked in full.
    #[test]
    fn unrelated_cascades_are_measured_in_full() {
        let a = Position::microsoft_deal(5).unwrap();
        let b = Position::microsoft_deal(6).unwrap();
        let f = Features::of(&a);
        assert_eq!(sums(&f.child_totals(&a, &b)), definition::cascade_sums(&b));
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
            start in crate::testing::any_seeded_deal(),
            picks in proptest::collection::vec(proptest::prelude::any::<u16>(), 1..60),
        ) {
            let mut p = start;
            crate::AutoMove::Raymond.run(&mut p, |_| {});
            let mut f = Features::of(&p);
            let mut moves = crate::MoveList::new();
            for &pick in &picks {
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let child = crate::testing::child_of(&p, m);
                    let t = f.child_totals_after(&p, &child, m);
                    proptest::prop_assert_eq!(t, Features::of(&child).totals(), "{}", m);
                    proptest::prop_assert_eq!(sums(&t), definition::cascade_sums(&child), "{}", m);
                }
                let m = moves[usize::from(pick) % moves.len()];
                let mut next = p;
                next.apply_trusted(m);
                crate::AutoMove::Raymond.run(&mut next, |_| {});
                let sums = f.child_totals_after(&p, &next, m).sums();
                f = Features::of_child(f.parts(), &p, &next, sums);
                let fresh = Features::of(&next);
                proptest::prop_assert_eq!(f.parts(), fresh.parts());
                proptest::prop_assert_eq!(f.totals(), fresh.totals());
                p = next;
            }
        }
    }
}
