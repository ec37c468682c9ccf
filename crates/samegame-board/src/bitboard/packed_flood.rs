//! Components of a graph on a [`Packed16`] grid, grown bit-parallel and peeled off
//! one at a time.

use super::{LANE_TOP, Packed16, byte_counts};

impl Packed16 {
    /// The cells of `self` plus every cell joined to one of them by an edge of the
    /// graph `up` / `right` (the encoding of [`super::small_components`]: a bit at
    /// each cell joined to the cell above it / on its right). Edges stay inside the
    /// grid by construction (there is no cell above row 15 or right of column 15), so
    /// no lane masks are needed: a step is about 15 word operations per word.
    ///
    /// Upward the step goes a whole run at once: an addition carries through a
    /// vertical run of `up` edges (the carry stops inside the lane, as bit 15 of an
    /// `up` lane is never set), so tall groups take no more steps than flat ones.
    #[inline]
    #[must_use]
    pub(crate) fn spread(self, up: Packed16, right: Packed16) -> Packed16 {
        let (r, u, rt) = (self.words, up.words, right.words);
        let mut out = [0u64; 4];
        for i in 0..4 {
            // The run above every reached cell with an up edge: the carry of
            // `u + seeds` clears the run's edges from the seed up and sets the bit
            // past them, so `^ u` is the run's cells from the seed to its top (a
            // seed above another in the same run may drop out; it is reached).
            let seeds = r[i] & u[i];
            let above = u[i].wrapping_add(seeds) ^ u[i];
            let below = (r[i] >> 1) & u[i];
            let from_left = (r[i] & rt[i]) << 16
                | if i > 0 {
                    (r[i - 1] & rt[i - 1]) >> 48
                } else {
                    0
                };
            let to_right = if i < 3 { r[i + 1] << 48 } else { 0 };
            let from_right = ((r[i] >> 16) | to_right) & rt[i];
            out[i] = r[i] | above | below | from_left | from_right;
        }
        Packed16 { words: out }
    }

    /// The union of the components (of the graph `up` / `right`, see
    /// [`Packed16::spread`]) that hold a cell of `self`: [`Packed16::spread`] until
    /// nothing changes. Steps: about the component's extent, a vertical run counting
    /// once upward.
    #[must_use]
    pub(crate) fn flood(self, up: Packed16, right: Packed16) -> Packed16 {
        let mut reached = self;
        loop {
            let next = reached.spread(up, right);
            if next == reached {
                return reached;
            }
            reached = next;
        }
    }

    /// The components of the graph `up` / `right` that hold cells of `self`, one at a
    /// time, in the order of their first cells (see [`PackedComponents`]).
    ///
    /// Edges out of the grid (bit 15 of an `up` lane, column 15 of `right`) are
    /// ignored.
    // Always inlined: out of line, the iterator is written through a pointer in
    // pieces (its byte arrays at odd offsets) and the caller copies it back in
    // 16-byte loads that each span several of those stores, so none of them is
    // forwarded and the first group waits for the stores to reach the cache.
    #[must_use]
    #[inline(always)]
    pub(crate) fn components(self, up: Packed16, right: Packed16) -> PackedComponents {
        let mut right = right;
        right.words[3] &= !LANE_3;
        PackedComponents {
            base: 0,
            window: self.words[0],
            left: Bytes::new(self),
            up: Bytes::new(Packed16 {
                words: up.words.map(|w| w & !LANE_TOP),
            }),
            right: BytesFromColumnBefore::new(right),
        }
    }
}

/// Lane 3 (bits 48..64) of a word: the last column of a window.
const LANE_3: u64 = 0xFFFF << 48;

/// A [`Packed16`] as little-endian bytes after `FRONT` zero bytes and before zeros
/// (`LEN` bytes in all: `FRONT + 38`), so the four columns from any column (and,
/// with two zero bytes in front, from the column before column 0) are one
/// unaligned 8-byte load instead of shifts of two words picked at run time. Sized
/// to the loads (column 15's window ends 6 bytes past the grid) so that the
/// iterator stays within 128 bytes and is moved by a few vector copies.
#[derive(Debug, Clone)]
struct WindowBytes<const FRONT: usize, const LEN: usize>([u8; LEN]);

/// Window bytes of a set.
type Bytes = WindowBytes<0, 38>;
/// Window bytes with the column before column 0 (zero) in front.
type BytesFromColumnBefore = WindowBytes<2, 40>;

impl<const FRONT: usize, const LEN: usize> WindowBytes<FRONT, LEN> {
    #[inline(always)]
    fn new(p: Packed16) -> Self {
        let mut bytes = [0u8; LEN];
        for (i, w) in p.words.iter().enumerate() {
            bytes[FRONT + 8 * i..FRONT + 8 * i + 8].copy_from_slice(&w.to_le_bytes());
        }
        WindowBytes(bytes)
    }

    /// Columns `x..x + 4` (`x <= 15`; past column 15: zero) in the lanes of a word.
    #[inline(always)]
    fn window(&self, x: usize) -> u64 {
        self.at(FRONT + 2 * (x & 15))
    }

    #[inline(always)]
    fn at(&self, byte: usize) -> u64 {
        let mut word = [0u8; 8];
        word.copy_from_slice(&self.0[byte..byte + 8]);
        u64::from_le_bytes(word)
    }

    /// Writes columns `x..x + 4` (`x <= 15`; zero past column 15).
    #[inline]
    fn set_window(&mut self, x: usize, word: u64) {
        let at = FRONT + 2 * (x & 15);
        self.0[at..at + 8].copy_from_slice(&word.to_le_bytes());
    }

    #[inline]
    fn packed(&self) -> Packed16 {
        Packed16 {
            words: core::array::from_fn(|i| self.at(FRONT + 8 * i)),
        }
    }
}

impl BytesFromColumnBefore {
    /// Columns `x - 1..x + 3` (`x <= 15`; column -1: zero).
    #[inline(always)]
    fn window_before(&self, x: usize) -> u64 {
        self.at(2 * (x & 15))
    }
}

/// Iterator over the components of a graph on a [`Packed16`] grid that hold cells of
/// a set, made by [`Packed16::components`], as [`PackedComponent`]s: the set's lowest
/// cell in the component, its size and its cells. When the set is a union of whole
/// components (the usual case), that cell is the component's first cell: its lowest
/// cell in its leftmost column.
///
/// How: each step grows the component of the lowest cell left in the set and takes
/// it out, so components come in the order of their first cells. The component is
/// grown in one word holding the four columns from that cell's (a step of a dozen
/// word operations; the columns are one unaligned load from byte copies of the
/// edges), right first since a first cell is its component's leftmost; in eight
/// columns (two words) when it reaches past those four, and on the whole grid
/// ([`Packed16::flood`]) only past eight. The set's cells left in the four columns
/// are kept in a word too, so the next first cell is usually a trailing-zero count
/// away. No recursion, no allocation.
#[derive(Debug, Clone)]
pub(crate) struct PackedComponents {
    /// The window's first column.
    base: u8,
    /// The set's cells left in columns `base..base + 4` (lane `i`: column `base + i`).
    window: u64,
    /// The set's cells left, exact from column `base + 4` on (the window's columns
    /// are in `window`).
    left: Bytes,
    up: Bytes,
    right: BytesFromColumnBefore,
}

/// One component found by [`PackedComponents`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PackedComponent {
    /// Bit index `16 * x + y` of the lowest cell of the set in the component: the
    /// component's first cell (lowest cell of its leftmost column) when the set holds
    /// whole components.
    pub(crate) first: usize,
    /// Cells in the component.
    pub(crate) size: u32,
    /// The component's cells.
    pub(crate) cells: Packed16,
}

impl Iterator for PackedComponents {
    type Item = PackedComponent;

    // Always inlined: in a caller's loop the window and the component's fields stay
    // in registers.
    #[inline(always)]
    fn next(&mut self) -> Option<PackedComponent> {
        while self.window == 0 {
            if self.base >= 12 {
                return None;
            }
            self.base += 4;
            self.window = self.left.window(usize::from(self.base));
        }
        let t = self.window.trailing_zeros() as usize;
        // Below 256 (the mask tells the compiler so, for the caller's tables).
        let first = (16 * usize::from(self.base) + t) & 255;
        // Move the window to the first cell's column: its lanes past the old
        // window's last column come from `left`, exact there.
        let shift = t & 48;
        let base = first / 16;
        let fresh = self.left.window(base) & !(u64::MAX >> shift);
        let window = (self.window >> shift) | fresh;
        let r = grow_window(t & 15, self.up.window(base), self.right.window(base));
        // An edge from the window's last column to the right, or into its first
        // column from the left (when `first` is not its component's first cell).
        let exits = (self.right.window(base) & LANE_3) | (self.right.window_before(base) & 0xFFFF);
        let (cells, size) = if r & exits == 0 {
            self.window = window & !r;
            (place(r, base), r.count_ones())
        } else {
            let (lo, hi) = self.grow_past_window(base, r, window);
            if lo != 0 {
                // Columns past 15 are zero: `hi` is empty when `base + 4` is past 15.
                let hi_cells = if base < 12 {
                    place(hi, base + 4)
                } else {
                    Packed16::EMPTY
                };
                (place(lo, base) | hi_cells, count_two(lo, hi))
            } else {
                self.grow_on_grid(base, r, window)
            }
        };
        self.base = base as u8;
        Some(PackedComponent { first, size, cells })
    }
}

impl PackedComponents {
    /// The component of `r`, grown in the window at column `base` up to an edge out
    /// of it, grown on in eight columns (two words: columns `base..base + 4` and
    /// `base + 4..base + 8`), taken out of `window` (the set's cells left in the
    /// window) and of `left`. `(0, 0)` when it leaves those eight columns too
    /// (nothing is taken out then).
    #[inline(always)]
    fn grow_past_window(&mut self, base: usize, r: u64, window: u64) -> (u64, u64) {
        let next = base + 4;
        let (u_lo, rt_lo) = (self.up.window(base), self.right.window(base));
        let (u_hi, rt_hi) = if next < 16 {
            (self.up.window(next), self.right.window(next))
        } else {
            (0, 0)
        };
        let up_run = |t: u64, u: u64| t | (u.wrapping_add(t & u) ^ u);
        // `r` is complete inside its window: it only grows on through its edges
        // from lane 3 into the next column.
        let (mut lo, mut hi) = (r, up_run((r & rt_lo) >> 48, u_hi));
        loop {
            // As in `grow_window`, with the edges between the words: lane 3 of `lo`
            // to lane 0 of `hi` and back.
            let to_lo = ((lo >> 16) | (hi << 48)) & rt_lo;
            let to_hi = (lo & rt_lo) >> 48;
            let next_lo = lo | ((lo >> 1) & u_lo) | ((lo & rt_lo) << 16) | to_lo;
            let next_hi = hi | ((hi >> 1) & u_hi) | ((hi & rt_hi) << 16) | ((hi >> 16) & rt_hi);
            let next_hi = next_hi | to_hi;
            if next_lo == lo && next_hi == hi {
                break;
            }
            lo = up_run(next_lo, u_lo);
            hi = up_run(next_hi, u_hi);
        }
        let into = self.right.window_before(base) & 0xFFFF;
        if (hi & rt_hi & LANE_3) | (lo & into) != 0 {
            return (0, 0);
        }
        self.window = window & !lo;
        if next < 16 {
            let rest = self.left.window(next) & !hi;
            self.left.set_window(next, rest);
        }
        (lo, hi)
    }

    /// The component of `r` (grown in the window at column `base`), grown on the
    /// whole grid, taken out of `window` and `left` as in
    /// [`PackedComponents::grow_past_window`], with its size.
    #[cold]
    #[inline(never)]
    fn grow_on_grid(&mut self, base: usize, r: u64, window: u64) -> (Packed16, u32) {
        let all = place(r, base).flood(self.up.packed(), self.right.packed());
        let left = self.left.packed() & !all;
        self.left = Bytes::new(left);
        self.window = window & !window_of(&all, base);
        (all, all.count())
    }
}

/// The component of the cell in row `row` of lane 0 in the window of the graph `u`
/// / `rt` (edges up / right, lanes as columns), ignoring the edges out of the
/// window.
///
/// Lanes never leak: bit 15 of an `up` lane and column 15 of `right` are never set,
/// and what a shift moves past lane 0 or lane 3 falls off the word (the caller
/// checks the window's edges).
#[inline(always)]
fn grow_window(row: usize, u: u64, rt: u64) -> u64 {
    // The cells above each cell of `t` up its vertical run: the carry of `u + seeds`
    // clears the run's edges from the seed up and sets the bit past them, so `^ u`
    // is the run's cells from the seed to its top.
    let up_run = |t: u64| t | (u.wrapping_add(t & u) ^ u);
    // The first cell is the lowest of its component's leftmost column, so the
    // component mostly lies up and to the right of it: its run, every cell of that
    // as far right as the edges go (up to three columns: `pair` joins a cell to the
    // cell two columns on), one row down from those, and the runs above all that.
    // This covers most components of 5 to 8 cells, so the loop below usually
    // only confirms.
    let pair = rt & (rt >> 16);
    // For one cell the carry needs no mask: with no edge up it just sets the
    // cell's own bit.
    let mut r = u.wrapping_add(1 << row) ^ u;
    r |= (r & rt) << 16;
    r |= (r & pair) << 32;
    r = up_run(r | ((r >> 1) & u));
    loop {
        // `r` holds the runs above its cells; a step down, right or left that
        // reaches nothing new means the component is complete.
        let next = r | ((r >> 1) & u) | ((r & rt) << 16) | ((r >> 16) & rt);
        if next == r {
            return r;
        }
        r = up_run(next);
    }
}

/// The cells of `a` and `b`: a software popcount of each word up to its byte
/// counts (at most 8 each), one multiply for both.
#[inline]
fn count_two(a: u64, b: u64) -> u32 {
    if cfg!(target_feature = "popcnt") {
        return a.count_ones() + b.count_ones();
    }
    ((byte_counts(a) + byte_counts(b)).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// Window `r` (lane `i`: column `x + i`, `x <= 15`; lanes past column 15 dropped)
/// as a whole-grid set. Built in registers (a match, not stores at an index), so
/// a caller that does not read the cells pays nothing for them.
#[inline(always)]
fn place(r: u64, x: usize) -> Packed16 {
    let s = 16 * (x % 4);
    let lo = r << s;
    // `>> 1 >> (63 - s)`: a shift by 64 - s that stays defined when s is 0.
    let hi = r >> 1 >> (63 - s);
    let words = match x / 4 {
        0 => [lo, hi, 0, 0],
        1 => [0, lo, hi, 0],
        2 => [0, 0, lo, hi],
        _ => [0, 0, 0, lo],
    };
    Packed16 { words }
}

/// Columns `x..x + 4` of `p` in the lanes of a word (past column 15: zero).
#[inline]
fn window_of(p: &Packed16, x: usize) -> u64 {
    let (i, s) = ((x / 4) & 3, 16 * (x % 4));
    let lo = p.words[i] >> s;
    let hi = p.words.get(i + 1).map_or(0, |&w| w << 1 << (63 - s));
    lo | hi
}

impl core::iter::FusedIterator for PackedComponents {}
