//! Bit-parallel walks over small grids stored as one `u64` per line.
//!
//! Two layouts, both at most 64 cells along a line:
//!
//! - **Column bitboards** (square, 4-connected): one word per column, bit `y` of word
//!   `x` being the cell in column `x`, row `y`. [`grow4`] grows a region a whole
//!   vertical run at a time, [`with_neighbour`] gives the cells with a neighbour in a
//!   set, [`close_gaps`] / [`gaps`] take cells out of a column and close the gap
//!   (gravity). A SameGame board (`samegame-board`) is built on these.
//! - **Hex rows** ([`HexRows`]): one word per row of a hexgrid row layout
//!   (`OddR` / `EvenR`), bit `c` being column `c`. [`HexRows::fill`] spreads from the
//!   seeds through whole horizontal runs and into the rows above and below with a
//!   shift chosen by the row's parity. [`crate::Filler`] takes this path by itself for
//!   a [`crate::HexGrid`] in a row layout of up to 64 columns; call it directly when
//!   the board is kept as row masks (a bubble shooter's occupancy).
//!
//! - **Packed 16 x 16** ([`Packed16`]): a whole grid of up to 16 x 16 cells in four
//!   words (16-bit lanes, one per column), moved a step in any direction with a shift
//!   per word; [`small_components`] sorts the components of a grid graph into pairs,
//!   triples, quads and larger ones without walking them (SameGame move listing);
//!   [`Packed16::flood`] grows components by whole-grid shifts until nothing changes
//!   and [`Packed16::components`] peels them off one at a time, first cell first.
//!
//! - **Four short columns in a word** ([`Window4`]): [`grow4_window`] grows a region
//!   of a grid of at most 16 rows inside four columns around its seed, a step
//!   of a dozen word operations for the whole window (SameGame playouts).
//!
//! The run fill [`vertical_runs`] works along any word, so the first two layouts
//! share it.
//!
//! These are the small-board fast paths of this crate: the general
//! [`crate::Filler`] walks any topology cell by cell, a few times too slowly for a
//! solver's inner loop on a 15 x 15 board. Nothing here allocates or recurses; the
//! functions read their input through closures or slices so any storage works (one
//! plane, one plane among several interleaved ones).

mod hex_rows;
mod packed;
mod packed_flood;
mod window;

pub use hex_rows::HexRows;
pub use packed::{Packed16, SmallComponents, small_components};
pub use packed_flood::{PackedComponent, PackedComponents};
pub use window::{Window4, grow4_window};

/// Columns and rows a column bitboard can hold.
pub const MAX_SIDE: usize = 64;

/// Bits `0..n` set (`n <= 64`).
#[inline]
#[must_use]
pub const fn low_bits(n: u32) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// The cells of `plane` lying in a vertical run (a maximal stretch of set bits) that
/// holds a bit of `seeds`. Bits of `seeds` outside `plane` are ignored.
///
/// Upward the carry of an addition does the whole run at once; downward a logarithmic
/// occluded fill (shifts by 1, 2, 4, ...) takes `ceil(log2(height))` steps, with a
/// one-instruction path for the usual single seed.
///
/// ```
/// use floodfill::bitgrid::vertical_runs;
///
/// let plane = 0b0111_0110; // runs at bits 1..=2 and 4..=6
/// assert_eq!(vertical_runs(plane, 0b0010_0000, 8), 0b0111_0000);
/// assert_eq!(vertical_runs(plane, 0b0010_0100, 8), plane);
/// assert_eq!(vertical_runs(plane, 0b1000_0000, 8), 0);
/// ```
#[inline]
#[must_use]
pub fn vertical_runs(plane: u64, seeds: u64, height: u32) -> u64 {
    let seeds = seeds & plane;
    if seeds == 0 {
        return 0;
    }
    // Adding a seed carries through the set bits above it, clearing them and setting the
    // first clear bit; xor shows the flipped bits, `& plane` drops that first clear bit.
    // Several seeds in one run only re-set their own bits, hence `| seeds`.
    let up = ((plane.wrapping_add(seeds) ^ plane) & plane) | seeds;
    up | if seeds & seeds.wrapping_sub(1) == 0 {
        run_below_single(plane, seeds)
    } else {
        run_below(plane, seeds, height)
    }
}

/// The set bits of `plane` below the single bit `seed`, down to the first clear bit.
#[inline]
fn run_below_single(plane: u64, seed: u64) -> u64 {
    let below = seed.wrapping_sub(1);
    let holes = !plane & below;
    // The run reaches down to just above the highest hole under the seed (or bit 0).
    let floor = if holes == 0 {
        1
    } else {
        2u64 << (63 - holes.leading_zeros())
    };
    seed.wrapping_sub(floor) & below
}

/// Occluded fill downwards from every seed through `plane` (Kogge-Stone style).
#[inline]
fn run_below(plane: u64, seeds: u64, height: u32) -> u64 {
    let (mut reached, mut open) = (seeds, plane);
    let mut step = 1;
    while step < height {
        reached |= open & (reached >> step);
        open &= open >> step;
        step <<= 1;
    }
    reached
}

/// The cells of column `x` that have a 4-neighbour in the set, given the column's
/// word and those of its left and right neighbours (0 beyond the grid).
#[inline]
#[must_use]
pub const fn with_neighbour(left: u64, column: u64, right: u64) -> u64 {
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
///
/// ```
/// use floodfill::bitgrid::grow4;
///
/// // 3 columns: an L of cells (0,0),(0,1),(1,0) plus a separate (2,2).
/// let grid = [0b011u64, 0b001, 0b100];
/// let mut region = [0u64; 3];
/// let span = grow4(3, 3, |x| grid[x], 0, 0b001, &mut region);
/// assert_eq!(span, Some((0, 1)));
/// assert_eq!(region, [0b011, 0b001, 0]);
/// ```
#[inline]
pub fn grow4(
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
    let start = vertical_runs(passable(col), seeds, h);
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
                region[d] |= vertical_runs(open, touched, h);
                dirty |= 1 << d;
                lo = lo.min(d);
            }
        }
        if c + 1 < width {
            let d = c + 1;
            let open = passable(d);
            let touched = here & open & !region[d];
            if touched != 0 {
                region[d] |= vertical_runs(open, touched, h);
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
///
/// ```
/// use floodfill::bitgrid::close_gaps;
///
/// assert_eq!(close_gaps(0b1010_0101, 0b0001_1000), 0b10_1101);
/// assert_eq!(close_gaps(0b0101_1010, 0b0001_1000), 0b01_0010);
/// ```
#[inline]
#[must_use]
pub fn close_gaps(word: u64, removed: u64) -> u64 {
    gaps(removed).fold(word, |w, gap| gap.close(w))
}

/// One run of removed bits, `bottom..=top`, as [`gaps`] lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gap {
    top: u32,
    bottom: u32,
}

impl Gap {
    /// `word` with this run taken out and the bits above it moved down.
    #[inline]
    #[must_use]
    pub fn close(self, word: u64) -> u64 {
        // `>> top >> 1` is a shift by top + 1 that stays defined when top is 63.
        (word & low_bits(self.bottom)) | ((word >> self.top >> 1) << self.bottom)
    }
}

/// The runs of set bits of `removed`, highest first: closing them in this order keeps
/// the positions of the runs still to close valid. Work the runs out once per column,
/// then [`Gap::close`] every plane of the column.
#[inline]
pub fn gaps(removed: u64) -> impl Iterator<Item = Gap> {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Bit-by-bit reference for `vertical_runs`.
    fn naive_runs(plane: u64, seeds: u64) -> u64 {
        let mut out = 0;
        for y in 0i32..64 {
            if seeds & plane & (1 << y) == 0 {
                continue;
            }
            let mut z = y;
            while z < 64 && plane & (1 << z) != 0 {
                out |= 1 << z;
                z += 1;
            }
            let mut z = y;
            while z >= 0 && plane & (1 << z) != 0 {
                out |= 1 << z;
                z -= 1;
            }
        }
        out
    }

    #[test]
    fn vertical_runs_match_a_naive_walk() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let plane = x;
            let seeds = x.rotate_left(23) & x.rotate_left(41) & x.rotate_left(7);
            assert_eq!(vertical_runs(plane, seeds, 64), naive_runs(plane, seeds));
            let one = seeds & seeds.wrapping_neg();
            assert_eq!(vertical_runs(plane, one, 64), naive_runs(plane, one));
        }
        assert_eq!(vertical_runs(u64::MAX, 1 << 63, 64), u64::MAX);
        assert_eq!(vertical_runs(u64::MAX, 1, 64), u64::MAX);
    }

    #[test]
    fn close_gaps_matches_a_naive_compress() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let word = x;
            let removed = x.rotate_left(11) & x.rotate_left(29);
            let mut expect = 0u64;
            let mut out = 0;
            for y in 0..64 {
                if removed & (1 << y) == 0 {
                    expect |= ((word >> y) & 1) << out;
                    out += 1;
                }
            }
            assert_eq!(close_gaps(word, removed), expect);
        }
    }

    #[test]
    fn grow4_rejects_bad_sizes() {
        let mut region = [0u64; 2];
        assert_eq!(grow4(3, 3, |_| 1, 0, 1, &mut region), None);
        assert_eq!(grow4(2, 65, |_| 1, 0, 1, &mut region), None);
        assert_eq!(grow4(2, 3, |_| 1, 2, 1, &mut region), None);
        assert_eq!(grow4(2, 3, |_| 0, 0, 1, &mut region), None);
        assert_eq!(grow4(2, 3, |_| 1, 1, 1, &mut region), Some((0, 1)));
        assert_eq!(region, [1, 1]);
    }
}
