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
    over_lower: u8,
    /// Places where a card does not build on the card beneath it.
    breaks: u8,
    /// Cards above the next card of a suit's foundation (depends on the
    /// foundations: refreshed from `lowest` when they change).
    above_next: u8,
    /// For each suit, the lowest rank (0-based) of that suit in the cascade
    /// (`NO` when none) and how many cards lie above it. Only that card can
    /// be the next card of its foundation, so `above_next` follows from
    /// these eight bytes without walking the cascade again.
    lowest: [u8; 4],
    lowest_depth: [u8; 4],
}

impl CascadePart {
    /// Measures cascade `c` of `p`.
    #[inline]
    fn of(p: &Position, c: usize) -> CascadePart {
        let len = p.len[c] as usize;
        let building = p.rules.building();
        let mut part = CascadePart {
            lowest: [NO; 4],
            ..CascadePart::default()
        };
        // Down from the exposed card: breaks, and each suit's lowest card
        // with its depth; the ranks are kept for the pass back up.
        let mut ranks = [0u8; 52];
        let mut card = p.top[c];
        for (depth, slot) in ranks[..len].iter_mut().enumerate() {
            let rank = card >> 2;
            let suit = (card & 3) as usize;
            *slot = rank;
            if rank < part.lowest[suit] {
                part.lowest[suit] = rank;
                part.lowest_depth[suit] = depth as u8;
            }
            let below = p.below[card as usize];
            if below != NO && !fits(building, card, below) {
                part.breaks += 1;
            }
            card = below;
        }
        // Up from the deepest card: `lowest` is the lowest rank beneath.
        let mut lowest = u8::MAX;
        for &rank in ranks[..len].iter().rev() {
            part.over_lower += u8::from(rank > lowest);
            lowest = lowest.min(rank);
        }
        part.refresh(&p.home);
        part
    }

    /// Recomputes `above_next` for the foundations `home`.
    #[inline]
    fn refresh(&mut self, home: &[u8; 4]) {
        let mut above = 0;
        for ((&h, &lowest), &depth) in home.iter().zip(&self.lowest).zip(&self.lowest_depth) {
            if h == lowest {
                above += depth;
            }
        }
        self.above_next = above;
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
    /// Sums of the parts.
    over_lower: u32,
    breaks: u32,
    above_next: u32,
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
        let home_changed = parent.home != child.home;
        let mut parts = self.parts;
        for (c, part) in parts.iter_mut().enumerate().take(child.rules.cascades()) {
            // Same exposed card and length: the cascade did not change (its
            // exposed card cannot have left and come back in one move).
            if parent.top[c] != child.top[c] || parent.len[c] != child.len[c] {
                *part = CascadePart::of(child, c);
            } else if home_changed {
                part.refresh(&child.home);
            }
        }
        Features::with_parts(child, parts)
    }

    fn with_parts(p: &Position, parts: [CascadePart; MAX_CASCADES]) -> Features {
        let home: u32 = p.home.iter().map(|&h| u32::from(h)).sum();
        let (mut over_lower, mut breaks, mut above_next) = (0u32, 0u32, 0u32);
        for part in &parts {
            over_lower += u32::from(part.over_lower);
            breaks += u32::from(part.breaks);
            above_next += u32::from(part.above_next);
        }
        Features {
            parts,
            cards_left: 52 - home,
            cells_used: (p.rules.free_cells() - p.empty_free_cells()) as u32,
            empty_cascades: p.empty_cascades() as u32,
            over_lower,
            breaks,
            above_next,
        }
    }

    /// The estimate of this state at `depth` under `w`.
    #[inline]
    pub(crate) fn score(&self, depth: u32, w: &Weights) -> u32 {
        let s = self.cards_left * w[0]
            + self.over_lower * w[1]
            + self.above_next * w[2]
            + self.cells_used * w[3]
            + self.breaks * w[5]
            + depth * w[6] / 16;
        s.saturating_sub(self.empty_cascades * w[4])
    }
}

/// Weights of one estimate: cards left, cards over lower ones, cards above
/// the next foundation cards, free cells used, empty cascades (subtracted),
/// breaks in the cascades, and the depth in sixteenths of a point.
pub(crate) type Weights = [u32; 7];
