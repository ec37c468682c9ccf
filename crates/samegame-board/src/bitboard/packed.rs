//! A grid of up to 16 x 16 cells packed into four words, and its small components
//! found bit-parallel.

use core::ops::{BitAnd, BitOr, Not};

#[cfg(test)]
use super::LANE_TOP;
use super::{LANE_BOTTOM, byte_counts};

/// A set of cells of a grid of up to 16 columns x 16 rows in 256 bits: column `x` is
/// the 16-bit lane `x % 4` of word `x / 4`, bit `y` of the lane being row `y`. So a
/// 15 x 15 board is four words, and moving every cell one step in a direction is a
/// shift and a mask per word (across lanes for left and right, with the lane that
/// crosses a word boundary carried over): the whole board at once.
///
/// Bit order is column-major: iterating the set bits from the lowest visits cells
/// column by column from the left, bottom to top.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct Packed16 {
    /// The four words, lanes as described on the type.
    pub(crate) words: [u64; 4],
}

impl Packed16 {
    /// No cell.
    pub(crate) const EMPTY: Packed16 = Packed16 { words: [0; 4] };

    /// Columns and rows a packed grid holds.
    pub(crate) const SIDE: usize = 16;

    #[cfg(test)]
    /// Packs column words (bit `y` of `columns[x]` is cell `(x, y)`, as the column
    /// bitboards of this module): the low 16 bits of the first 16 columns.
    #[inline]
    #[must_use]
    pub(crate) fn from_columns(columns: &[u64]) -> Self {
        let mut words = [0u64; 4];
        for (x, &c) in columns.iter().take(16).enumerate() {
            words[x >> 2] |= (c & 0xFFFF) << ((x & 3) * 16);
        }
        Packed16 { words }
    }

    #[cfg(test)]
    /// Column `x`'s cells as a column word (0 for `x >= 16`).
    #[inline]
    #[must_use]
    pub(crate) fn column(&self, x: usize) -> u64 {
        if x < 16 {
            (self.words[x >> 2] >> ((x & 3) * 16)) & 0xFFFF
        } else {
            0
        }
    }

    #[cfg(test)]
    /// Every cell moved one row up (`y + 1`); the top row falls off.
    #[inline]
    #[must_use]
    pub(crate) fn shifted_up(self) -> Self {
        self.map(|w| (w << 1) & !LANE_BOTTOM)
    }

    #[cfg(test)]
    /// Every cell moved one row down (`y - 1`); the bottom row falls off.
    #[inline]
    #[must_use]
    pub(crate) fn shifted_down(self) -> Self {
        self.map(|w| (w >> 1) & !LANE_TOP)
    }

    #[cfg(test)]
    /// Every cell moved one column right (`x + 1`); column 15 falls off.
    #[inline]
    #[must_use]
    pub(crate) fn shifted_right(self) -> Self {
        let w = self.words;
        Packed16 {
            words: [
                w[0] << 16,
                (w[1] << 16) | (w[0] >> 48),
                (w[2] << 16) | (w[1] >> 48),
                (w[3] << 16) | (w[2] >> 48),
            ],
        }
    }

    #[cfg(test)]
    /// Every cell moved one column left (`x - 1`); column 0 falls off.
    #[inline]
    #[must_use]
    pub(crate) fn shifted_left(self) -> Self {
        let w = self.words;
        Packed16 {
            words: [
                (w[0] >> 16) | (w[1] << 48),
                (w[1] >> 16) | (w[2] << 48),
                (w[2] >> 16) | (w[3] << 48),
                w[3] >> 16,
            ],
        }
    }

    #[cfg(test)]
    /// `true` when no cell is set.
    #[inline]
    #[must_use]
    pub(crate) fn is_empty(&self) -> bool {
        (self.words[0] | self.words[1] | self.words[2] | self.words[3]) == 0
    }

    /// Number of cells set.
    #[inline]
    #[must_use]
    pub(crate) fn count(&self) -> u32 {
        if cfg!(target_feature = "popcnt") {
            return self.words.iter().map(|w| w.count_ones()).sum();
        }
        // Without a popcount instruction: the per-byte counts of the four words
        // summed (at most 32 per byte), folded into 16-bit lanes (the total, up to
        // 256, does not fit a byte) and added up by one multiply, instead of four
        // full software popcounts.
        let mut bytes = 0u64;
        for &w in &self.words {
            bytes += byte_counts(w);
        }
        let lanes = (bytes & 0x00FF_00FF_00FF_00FF) + ((bytes >> 8) & 0x00FF_00FF_00FF_00FF);
        (lanes.wrapping_mul(LANE_BOTTOM) >> 48) as u32
    }

    #[cfg(test)]
    /// The set cells as `(x, y)`, column by column from the left, bottom to top.
    pub(crate) fn cells(self) -> impl Iterator<Item = (usize, usize)> {
        let mut words = self.words;
        let mut i = 0;
        core::iter::from_fn(move || {
            while i < 4 {
                let w = words[i];
                if w != 0 {
                    words[i] &= w - 1;
                    let b = w.trailing_zeros() as usize;
                    return Some((i * 4 + b / 16, b % 16));
                }
                i += 1;
            }
            None
        })
    }

    #[inline]
    fn map(self, f: impl Fn(u64) -> u64) -> Self {
        Packed16 {
            words: self.words.map(f),
        }
    }

    #[inline]
    fn zip(self, other: Self, f: impl Fn(u64, u64) -> u64) -> Self {
        let (a, b) = (self.words, other.words);
        Packed16 {
            words: [f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2]), f(a[3], b[3])],
        }
    }
}

impl BitAnd for Packed16 {
    type Output = Packed16;
    #[inline]
    fn bitand(self, rhs: Packed16) -> Packed16 {
        self.zip(rhs, |a, b| a & b)
    }
}

impl BitOr for Packed16 {
    type Output = Packed16;
    #[inline]
    fn bitor(self, rhs: Packed16) -> Packed16 {
        self.zip(rhs, |a, b| a | b)
    }
}

impl Not for Packed16 {
    type Output = Packed16;
    #[inline]
    fn not(self) -> Packed16 {
        self.map(|w| !w)
    }
}

/// The components of a graph on a [`Packed16`] grid, sorted by size up to four cells
/// bit-parallel. See [`small_components`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct SmallComponents {
    /// The first cell (column-major: lowest cell of the leftmost column) of every
    /// component of exactly 2 cells.
    pub(crate) pairs: Packed16,
    /// The first cell of every component of exactly 3 cells.
    pub(crate) triples: Packed16,
    /// The first cell of every component of exactly 4 cells.
    pub(crate) quads: Packed16,
    /// Every cell of the components of 5 cells or more (grow them to tell them apart).
    pub(crate) larger: Packed16,
}

/// Sorts the components of a grid graph by size without walking them: `up` has a bit
/// at each cell joined to the cell above it, `right` at each cell joined to the cell
/// on its right (for same-colour groups: cells whose upper / right neighbour has the
/// same colour). Components of 2, 3 and 4 cells are found from the cells' degrees
/// (1, 2, 3, 4: a few word operations), so only components of 5 cells or more are
/// left to grow (on a random 5-colour 15 x 15 SameGame board about 9 groups in 10
/// have at most 4 tiles). Cells with no edge (components of one) are in none of the
/// sets. A fixed number of word operations, however many components there are.
///
/// A component of 2 is an edge between two cells of degree 1; a component of 3 is a
/// cell of degree 2 whose two neighbours have degree 1 (the grid has no triangles).
///
/// A component of 4 cells is a path, a T or a 2 x 2 square (the grid has no
/// triangles):
/// - a **path** has two joined cells of degree 2 each with a neighbour of degree 1
///   (in a longer path the cell next to an end has a degree-2 neighbour without one);
/// - a **T** has a cell of degree 3 whose neighbours all have degree 1;
/// - a **square** is a 2 x 2 block of degree-2 cells joined around.
///
/// The first cell of a component of at most 4 cells is the cell with no edge down or
/// left and no way into the column on its left through the one or two cells above
/// it (the only ways a component this small can reach a column further left).
///
/// The work is done on the 16 columns side by side, one `u16` per column (bit `y` =
/// row `y`): moving a set a row is a shift of each column. Four passes over the
/// columns (degrees; edges to cells of degree 1; the cells that hold a small
/// component together; the four sets) do the same few operations on every column,
/// which the compiler turns into 128-bit vector code, eight columns at a time (SSE2
/// on x86-64), where the same steps on the four packed words would shift across
/// lanes and words and hold 16 words of registers per set. A pass reads its sets at the column's own index only: the column on
/// the left is carried over from the loop's previous step, the one on the right is
/// read from a copy of the set moved one column (made by a loop from the right).
/// Reading entry `x - 1` or `x + 1` of a set the pass before has just written would
/// be a vector load two bytes off the stores, which the processor cannot forward
/// from them: it waits until they reach the cache, three times a call.
#[must_use]
// Open to inlining across crates: in a caller the edges need not be stored for the
// call and read back in vectors the stores do not match, nor the sets returned
// through memory.
#[inline]
pub(crate) fn small_components(up: Packed16, right: Packed16) -> SmallComponents {
    let (u, r) = (Columns::of(up), Columns::of(right));
    // Each cell's degree from its four edges (down: the cell below's up edge; left:
    // the left column's right edge), added in two bits per direction pair; the left
    // edges are kept for the later passes.
    let mut deg1 = Columns::EMPTY;
    let mut deg2 = Columns::EMPTY;
    let mut deg3 = Columns::EMPTY;
    let mut left = Columns::EMPTY;
    let mut l = 0;
    for x in Columns::RANGE {
        let (u, d, r) = (u.0[x], u.0[x] << 1, r.0[x]);
        left.0[x] = l;
        let (s1, c1) = (u ^ d, u & d);
        let (s2, c2) = (r ^ l, r & l);
        let odd = s1 ^ s2;
        let carry = c1 | c2;
        deg1.0[x] = odd & !carry;
        deg3.0[x] = odd & carry;
        deg2.0[x] = (s1 & s2) | ((c1 ^ c2) & !odd);
        l = r;
    }
    let edges = Edges {
        up: u,
        right: r,
        left,
    };
    // Each cell's edges to cells of degree 1 (a: up, b: down, c: right, e: left),
    // and whether it has an edge to a cell of degree 2 or more.
    let [deg1_after, deg2_after] = Columns::after([&deg1, &deg2]);
    let mut in_pairs = Columns::EMPTY;
    let mut centres = Columns::EMPTY;
    let mut ends = Columns::EMPTY;
    let mut t_centres = Columns::EMPTY;
    let mut one_before = 0;
    for x in Columns::RANGE {
        let (u, d, r, l) = edges.at(x);
        let one = deg1.0[x];
        let a = u & (one >> 1);
        let b = (u & one) << 1;
        let c = r & deg1_after.0[x];
        let e = l & one_before;
        let near_one = a | b | c | e;
        let near_more = (u ^ a) | (d ^ b) | (r ^ c) | (l ^ e);
        in_pairs.0[x] = one & near_one;
        centres.0[x] = deg2.0[x] & !near_more;
        ends.0[x] = deg2.0[x] & near_one;
        t_centres.0[x] = deg3.0[x] & !near_more;
        one_before = one;
    }
    // Cells whose neighbours make the whole component: the centres of triples and
    // Ts, the two middle cells of paths of 4, and the lower cells of squares.
    let [ends_after, centres_after] = Columns::after([&ends, &centres]);
    let mut anchors = Columns::EMPTY;
    let mut end_before = 0;
    for x in Columns::RANGE {
        let (u, d, r, l) = edges.at(x);
        let end = ends.0[x];
        let across = joined((u, d, r, l), end, ends_after.0[x], end_before);
        let middles = end & across;
        let flat2 = deg2.0[x] & deg2_after.0[x];
        let corners = flat2 & u & r & ((flat2 & r) >> 1);
        anchors.0[x] = centres.0[x] | middles | t_centres.0[x] | corners | (corners << 1);
        end_before = end;
    }
    // The four sets: a cell is in a small component when it is an anchor, joined to
    // one, or in a pair.
    let [anchors_after] = Columns::after([&anchors]);
    let mut pairs = Columns::EMPTY;
    let mut triples = Columns::EMPTY;
    let mut quads = Columns::EMPTY;
    let mut larger = Columns::EMPTY;
    let mut anchor_before = 0;
    for x in Columns::RANGE {
        let (u, d, r, l) = edges.at(x);
        let anchor = anchors.0[x];
        let across = joined((u, d, r, l), anchor, anchors_after.0[x], anchor_before);
        anchor_before = anchor;
        let small = in_pairs.0[x] | anchor | across;
        let down_left = d | l;
        let first = !(down_left | (u & ((l >> 1) | ((u >> 1) & (l >> 2)))));
        let centre = centres.0[x];
        let t = first & (centre | (u & (centre >> 1)) | (r & centres_after.0[x]));
        pairs.0[x] = first & in_pairs.0[x];
        triples.0[x] = t;
        quads.0[x] = first & small & !(in_pairs.0[x] | t);
        larger.0[x] = (down_left | u | r) & !small;
    }
    SmallComponents {
        pairs: pairs.packed(),
        triples: triples.packed(),
        quads: quads.packed(),
        larger: larger.packed(),
    }
}

/// A [`Packed16`] as its 16 columns, one `u16` each (bit `y` = row `y`), column `x`
/// at index `x`: a loop over the columns does the same to every lane (which the
/// compiler does 8 columns at a time in SSE2 registers).
#[derive(Clone, Copy)]
struct Columns([u16; 16]);

impl Columns {
    const EMPTY: Columns = Columns([0; 16]);

    /// The indices of the 16 columns.
    const RANGE: core::ops::Range<usize> = 0..16;

    /// The columns of a packed grid (its four words hold them in order, lowest first).
    /// Through little-endian bytes: on a little-endian target the words and the
    /// columns are the same bytes, so this is a copy; on any other it is still right.
    #[inline(always)]
    fn of(p: Packed16) -> Self {
        let mut bytes = [0u8; 32];
        for (chunk, w) in bytes.chunks_exact_mut(8).zip(p.words) {
            chunk.copy_from_slice(&w.to_le_bytes());
        }
        Columns(core::array::from_fn(|x| {
            u16::from_le_bytes([bytes[2 * x], bytes[2 * x + 1]])
        }))
    }

    /// Each set moved one column left: entry `x` of the result is entry `x + 1`
    /// of the set (0 for column 15).
    #[inline(always)]
    fn after<const N: usize>(sets: [&Columns; N]) -> [Columns; N] {
        let mut out = [Columns::EMPTY; N];
        let mut next = [0u16; N];
        for x in Columns::RANGE.rev() {
            for ((out, next), set) in out.iter_mut().zip(&mut next).zip(sets) {
                out.0[x] = *next;
                *next = set.0[x];
            }
        }
        out
    }

    /// Back to the packed words.
    #[inline(always)]
    fn packed(&self) -> Packed16 {
        let mut bytes = [0u8; 32];
        for (chunk, c) in bytes.chunks_exact_mut(2).zip(self.0) {
            chunk.copy_from_slice(&c.to_le_bytes());
        }
        let mut words = [0u64; 4];
        for (w, chunk) in words.iter_mut().zip(bytes.chunks_exact(8)) {
            let mut b = [0u8; 8];
            b.copy_from_slice(chunk);
            *w = u64::from_le_bytes(b);
        }
        Packed16 { words }
    }
}

/// A grid graph's edges by column, each direction read at the column's own index.
struct Edges {
    up: Columns,
    right: Columns,
    left: Columns,
}

impl Edges {
    /// Column `x`'s edges up, down, right and left.
    #[inline(always)]
    fn at(&self, x: usize) -> (u16, u16, u16, u16) {
        let u = self.up.0[x];
        (u, u << 1, self.right.0[x], self.left.0[x])
    }
}

/// The cells of a column joined to a cell of a set, given the column's edges (up,
/// down, right, left) and the set's cells in the column, the column after it and
/// the column before it.
#[inline(always)]
fn joined((u, d, r, l): (u16, u16, u16, u16), here: u16, after: u16, before: u16) -> u16 {
    (u & (here >> 1)) | (d & (here << 1)) | (r & after) | (l & before)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_stay_in_their_lanes() {
        let all = Packed16 { words: [!0; 4] };
        assert_eq!(all.shifted_up().column(3), 0xFFFE);
        assert_eq!(all.shifted_down().column(4), 0x7FFF);
        assert_eq!(all.shifted_right().column(0), 0);
        assert_eq!(all.shifted_right().column(4), 0xFFFF);
        assert_eq!(all.shifted_left().column(15), 0);
        assert_eq!(all.shifted_left().column(3), 0xFFFF);
        let one = Packed16::from_columns(&[0, 0, 0, 0b100]);
        assert_eq!(one.shifted_right().column(4), 0b100);
        assert_eq!(one.shifted_right().shifted_left(), one);
        assert_eq!(Packed16::from_columns(&[1; 20]).count(), 16);
        // All 256 cells: the total does not fit the byte sums.
        assert_eq!(all.count(), 256);
        assert_eq!(Packed16::from_columns(&[0x7FFF; 16]).count(), 240);
    }

    #[test]
    fn after_moves_every_set_one_column_left() {
        let a = Columns(core::array::from_fn(|x| 1 + x as u16));
        let b = Columns(core::array::from_fn(|x| 0xF000 | x as u16));
        let [a_after, b_after] = Columns::after([&a, &b]);
        for x in 0..15 {
            assert_eq!((a_after.0[x], b_after.0[x]), (a.0[x + 1], b.0[x + 1]));
        }
        assert_eq!((a_after.0[15], b_after.0[15]), (0, 0));
    }

    #[test]
    fn columns_round_trip() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..100 {
            let words = [0; 4].map(|_: u64| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x
            });
            let p = Packed16 { words };
            let c = Columns::of(p);
            for col in 0..16 {
                assert_eq!(u64::from(c.0[col]), p.column(col));
            }
            assert_eq!(c.packed(), p);
        }
    }
}
