//! The best-first priorities: estimates of the work left (lower is better).
//!
//! The measures are sums over cascades, and a move changes few cascades, so a
//! child is measured from its parent's per-cascade parts: only the cascades
//! whose exposed card or length changed are walked again.

use crate::Position;
use crate::play::fits;
use crate::position::NO;
use crate::rules::MAX_CASCADES;

/// What one cascade adds to the measures.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct CascadePart {
    /// Cards lying on a card of lower rank somewhere beneath them (each must
    /// move before that card can go home).
    over_lower: u16,
    /// Places where a card does not build on the card beneath it.
    breaks: u16,
    /// Cards above the next card of a suit's foundation (depends on the
    /// foundations, so a part is reused only while they stay the same).
    above_next: u16,
}

impl CascadePart {
    /// Measures cascade `c` of `p`.
    #[inline]
    fn of(p: &Position, c: usize) -> CascadePart {
        let len = p.len[c] as usize;
        let mut buf = [0u8; 52];
        let mut card = p.top[c];
        for slot in buf[..len].iter_mut() {
            *slot = card;
            card = p.below[card as usize];
        }
        let building = p.rules.building();
        let mut part = CascadePart::default();
        let mut lowest = u8::MAX;
        let mut beneath = NO;
        // From the deepest card up: `lowest` is the lowest rank beneath.
        for (depth, &card) in buf[..len].iter().enumerate().rev() {
            let rank = card >> 2;
            part.over_lower += u16::from(rank > lowest);
            lowest = lowest.min(rank);
            if beneath != NO && !fits(building, card, beneath) {
                part.breaks += 1;
            }
            if p.home[(card & 3) as usize] == rank {
                part.above_next += depth as u16;
            }
            beneath = card;
        }
        part
    }
}

/// A state's measures, kept per cascade so that children can reuse them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Features {
    parts: [CascadePart; MAX_CASCADES],
    /// Cards not yet home.
    cards_left: u32,
    /// Occupied free cells.
    cells_used: u32,
    /// Empty cascades.
    empty_cascades: u32,
}

impl Features {
    /// Measures `p` from scratch.
    pub(crate) fn of(p: &Position) -> Features {
        let mut parts = [CascadePart::default(); MAX_CASCADES];
        for (c, part) in parts.iter_mut().enumerate().take(p.rules.cascades()) {
            *part = CascadePart::of(p, c);
        }
        Features::with_parts(p, parts)
    }

    /// Measures `child`, a successor of `parent` whose measures are `self`.
    pub(crate) fn of_child(&self, parent: &Position, child: &Position) -> Features {
        if parent.home != child.home {
            return Features::of(child);
        }
        let mut parts = self.parts;
        for (c, part) in parts.iter_mut().enumerate().take(child.rules.cascades()) {
            // Same exposed card and length: the cascade did not change (its
            // exposed card cannot have left and come back in one move).
            if parent.top[c] != child.top[c] || parent.len[c] != child.len[c] {
                *part = CascadePart::of(child, c);
            }
        }
        Features::with_parts(child, parts)
    }

    fn with_parts(p: &Position, parts: [CascadePart; MAX_CASCADES]) -> Features {
        let home: u32 = p.home.iter().map(|&h| u32::from(h)).sum();
        let cascades = p.rules.cascades();
        Features {
            parts,
            cards_left: 52 - home,
            cells_used: (p.rules.free_cells() - p.empty_free_cells()) as u32,
            empty_cascades: p.len[..cascades].iter().filter(|&&l| l == 0).count() as u32,
        }
    }

    /// The estimate of this state at `depth` under `w`.
    #[inline]
    pub(crate) fn score(&self, depth: u32, w: &Weights) -> u32 {
        let (mut over, mut breaks, mut above) = (0u32, 0u32, 0u32);
        for part in &self.parts {
            over += u32::from(part.over_lower);
            breaks += u32::from(part.breaks);
            above += u32::from(part.above_next);
        }
        let s = self.cards_left * w[0]
            + over * w[1]
            + above * w[2]
            + self.cells_used * w[3]
            + breaks * w[5]
            + depth * w[6] / 16;
        s.saturating_sub(self.empty_cascades * w[4])
    }
}

/// Weights of one estimate: cards left, cards over lower ones, cards above
/// the next foundation cards, free cells used, empty cascades (subtracted),
/// breaks in the cascades, and the depth in sixteenths of a point.
pub(crate) type Weights = [u32; 7];
