//! The same-colour edges of a board during a playout.

use crate::MAX_WIDTH;

/// The same-colour edges of a board, colour-blind, one word per column: bit `y` of
/// `vertical[x]` joins tiles `(x, y)` and `(x, y + 1)`, bit `y` of `horizontal[x]`
/// joins `(x, y)` and `(x + 1, y)`. A tile is playable when an edge touches it, so a
/// move recomputes the edges of the columns it changed (a pass over the colours per
/// column) and the playable words come from them in a few operations, instead of a
/// pass over the colours for every column whose neighbourhood changed.
pub(crate) struct Edges {
    pub(crate) vertical: [u64; MAX_WIDTH],
    pub(crate) horizontal: [u64; MAX_WIDTH],
}

impl Edges {
    pub(crate) fn new() -> Self {
        Edges {
            vertical: [0; MAX_WIDTH],
            horizontal: [0; MAX_WIDTH],
        }
    }

    /// Moves the edges of columns `range` `by` places left (columns that emptied
    /// were taken out left of them).
    #[inline]
    pub(crate) fn shift_left(&mut self, range: core::ops::Range<usize>, by: usize) {
        let to = range.start - by;
        self.vertical.copy_within(range.clone(), to);
        self.horizontal.copy_within(range, to);
    }

    /// Column `x`'s tiles that have a neighbour of their colour.
    #[inline]
    pub(crate) fn playable(&self, x: usize) -> u64 {
        let v = self.vertical[x];
        let left = if x > 0 { self.horizontal[x - 1] } else { 0 };
        v | v << 1 | self.horizontal[x] | left
    }
}
