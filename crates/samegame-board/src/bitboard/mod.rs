//! The bitboards behind SameGame's fast paths: a column is one `u64` per colour.
//!
//! - **Column words** (this file): one word per column, bit `y` of word `x` being
//!   the cell in column `x`, row `y`. [`grow4`] grows a group a whole vertical run
//!   at a time, [`with_neighbour`] gives the cells with a neighbour in a set,
//!   [`gaps`] lists the runs a removal takes out of a column so that every plane of
//!   the column closes them the same way (gravity).
//! - **Packed 16 x 16** ([`Packed16`], `packed.rs`): a whole board of up to 16 x 16
//!   cells in four words (16-bit lanes, one per column), moved a step in any
//!   direction with a shift per word; [`small_components`] sorts the groups into
//!   pairs, triples, quads and larger ones without walking them (the move listing),
//!   and `packed_flood.rs` peels the larger ones off one at a time.
//! - **Four short columns in a word** ([`Window4`], `window.rs`): [`grow4_window`]
//!   grows a group of a board of at most 16 rows inside four columns around its
//!   seed, a dozen word operations per step for the whole window (playouts).
//!
//! `floodfill`'s general `Filler` walks any board cell by cell, a few times too
//! slowly for a solver's inner loop on a 15 x 15 board; nothing here allocates or
//! recurses.

mod packed;
mod packed_flood;
#[cfg(test)]
mod tests;
mod window;

use floodfill::line_runs;

#[cfg(test)]
pub(crate) use packed::SmallComponents;
pub(crate) use packed::{Packed16, small_components};
pub(crate) use window::grow4_window;

/// Bit 0 of every 16-bit lane of a packed word (the bottom row of each column).
pub(crate) const LANE_BOTTOM: u64 = 0x0001_0001_0001_0001;
/// Bit 15 of every 16-bit lane of a packed word (the top row of each column).
pub(crate) const LANE_TOP: u64 = 0x8000_8000_8000_8000;

/// The number of set bits of each byte of `w`, in that byte (0 to 8): the first
/// steps of a software popcount, shared by every count that adds several words
/// before one final multiply (baseline x86-64 has no `popcnt` instruction).
#[inline]
pub(crate) const fn byte_counts(w: u64) -> u64 {
    let s = w - ((w >> 1) & 0x5555_5555_5555_5555);
    let s = (s & 0x3333_3333_3333_3333) + ((s >> 2) & 0x3333_3333_3333_3333);
    (s + (s >> 4)) & 0x0F0F_0F0F_0F0F_0F0F
}

/// Columns and rows a column bitboard can hold.
pub(crate) const MAX_SIDE: usize = 64;

/// Bits `0..n` set (`n <= 64`).
#[inline]
#[must_use]
pub(crate) const fn low_bits(n: u32) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// The cells of column `x` that have a 4-neighbour in the set, given the column's
/// word and those of its left and right neighbours (0 beyond the grid).
#[inline]
#[must_use]
pub(crate) const fn with_neighbour(left: u64, column: u64, right: u64) -> u64 {
    column & ((column << 1) | (column >> 1) | left | right)
}

/// Grows the 4-connected region of passable cells that holds the `seeds` bits of
/// column `col`, on a grid of `width` columns and `height` rows.
///
/// `passable(x)` returns column `x`'s passable cells (called only for `x < width`).
/// `region` must be all zero over `0..width` on entry; on return it holds the region,
/// one word per column. The result is the inclusive range of columns the region
/// touches, or `None` when nothing was grown (no seed is passable) or the sizes are
/// out of range (`width > 64`, `height > 64`, `col >= width`, `region` shorter than
/// `width`); `region` is then left untouched.
///
/// The walk keeps a one-word set of columns whose region grew and still has to be
/// offered to its neighbours, so it needs no stack and no recursion; each step widens a
/// neighbour by whole vertical runs.
#[inline]
pub(crate) fn grow4(
    width: usize,
    height: usize,
    passable: impl Fn(usize) -> u64,
    col: usize,
    seeds: u64,
    region: &mut [u64],
) -> Option<(usize, usize)> {
    if width > MAX_SIDE || height > MAX_SIDE || col >= width || region.len() < width {
        return None;
    }
    let h = height as u32;
    let start = line_runs(passable(col), seeds, h);
    if start == 0 {
        return None;
    }
    region[col] = start;
    // Most groups are one vertical run: settle those without the walk below.
    let left = if col > 0 { passable(col - 1) } else { 0 };
    let right = if col + 1 < width {
        passable(col + 1)
    } else {
        0
    };
    if start & (left | right) == 0 {
        return Some((col, col));
    }
    let (mut lo, mut hi) = (col, col);
    // Columns whose region grew since they last offered it to their neighbours.
    let mut dirty: u64 = 1 << col;
    while dirty != 0 {
        let c = dirty.trailing_zeros() as usize;
        dirty &= dirty - 1;
        let here = region[c];
        if c > 0 {
            let d = c - 1;
            let open = passable(d);
            let touched = here & open & !region[d];
            if touched != 0 {
                region[d] |= line_runs(open, touched, h);
                dirty |= 1 << d;
                lo = lo.min(d);
            }
        }
        if c + 1 < width {
            let d = c + 1;
            let open = passable(d);
            let touched = here & open & !region[d];
            if touched != 0 {
                region[d] |= line_runs(open, touched, h);
                dirty |= 1 << d;
                hi = hi.max(d);
            }
        }
    }
    Some((lo, hi))
}

/// `word` with the bits at `removed` taken out and the bits above each removed run
/// moved down into the gap, keeping their order (a software `pext` by `!removed`).
/// This is gravity for one column: apply it to every plane of the column.
#[inline]
#[must_use]
#[cfg(test)]
pub(crate) fn close_gaps(word: u64, removed: u64) -> u64 {
    gaps(removed).fold(word, |w, gap| gap.close(w))
}

/// One run of removed bits, `bottom..=top`, as [`gaps`] lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Gap {
    top: u32,
    bottom: u32,
}

impl Gap {
    /// `word` with this run taken out and the bits above it moved down.
    #[inline]
    #[must_use]
    pub(crate) fn close(self, word: u64) -> u64 {
        // `>> top >> 1` is a shift by top + 1 that stays defined when top is 63.
        (word & low_bits(self.bottom)) | ((word >> self.top >> 1) << self.bottom)
    }
}

/// The runs of set bits of `removed`, highest first: closing them in this order keeps
/// the positions of the runs still to close valid. Work the runs out once per column,
/// then [`Gap::close`] every plane of the column.
#[inline]
pub(crate) fn gaps(removed: u64) -> impl Iterator<Item = Gap> {
    let mut rest = removed;
    core::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let top = 63 - rest.leading_zeros();
        let holes_below = !rest & low_bits(top);
        let bottom = if holes_below == 0 {
            0
        } else {
            64 - holes_below.leading_zeros()
        };
        rest &= low_bits(bottom);
        Some(Gap { top, bottom })
    })
}
