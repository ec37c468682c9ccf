//! Helpers shared by the bit-grid test files.

use crate::bitboard::Packed16;

/// The same-value edges of a `w x h` grid (at most 16 x 16) given by `at(x, y)` (0 is
/// empty and joins nothing), as column words: `up` has bit `y` of column `x` when
/// `(x, y)` and the cell above it hold the same value, `right` when `(x, y)` and the
/// cell on its right do.
pub(super) fn edge_columns(
    w: usize,
    h: usize,
    at: impl Fn(usize, usize) -> u8,
) -> ([u64; 16], [u64; 16]) {
    let mut up = [0u64; 16];
    let mut right = [0u64; 16];
    for x in 0..w {
        for y in 0..h {
            let v = at(x, y);
            if v != 0 && y + 1 < h && at(x, y + 1) == v {
                up[x] |= 1 << y;
            }
            if v != 0 && x + 1 < w && at(x + 1, y) == v {
                right[x] |= 1 << y;
            }
        }
    }
    (up, right)
}

/// [`edge_columns`] packed: the `up` / `right` encoding of `small_components` and
/// `Packed16::components`.
#[allow(dead_code)] // not every test file packs them
pub(super) fn packed_edges(
    w: usize,
    h: usize,
    at: impl Fn(usize, usize) -> u8,
) -> (Packed16, Packed16) {
    let (up, right) = edge_columns(w, h, at);
    (Packed16::from_columns(&up), Packed16::from_columns(&right))
}
