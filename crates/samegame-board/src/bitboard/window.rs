//! A region grown inside four adjacent short columns held in one word.

use super::LANE_TOP;

/// A set of cells of a column-bitboard grid of at most 16 rows that lies in four
/// adjacent columns: column `first + i` is the 16-bit lane `i` of `cells`. Made by
/// [`grow4_window`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Window4 {
    /// The window's leftmost column.
    pub(crate) first: usize,
    /// Lane `i` (bits `16 * i..16 * i + 16`) holds column `first + i`.
    pub(crate) cells: u64,
}

impl Window4 {
    /// Column `first + i`'s cells as a column word (`i < 4`).
    #[inline]
    #[must_use]
    pub(crate) fn column(&self, i: usize) -> u64 {
        (self.cells >> (16 * (i & 3))) & 0xFFFF
    }

    /// Number of cells.
    #[inline]
    #[must_use]
    pub(crate) fn count(&self) -> u32 {
        self.cells.count_ones()
    }

    /// The leftmost and rightmost columns holding a cell (`None` when empty).
    #[inline]
    #[must_use]
    pub(crate) fn span(&self) -> Option<(usize, usize)> {
        if self.cells == 0 {
            return None;
        }
        let lo = self.cells.trailing_zeros() as usize / 16;
        let hi = (63 - self.cells.leading_zeros() as usize) / 16;
        Some((self.first + lo, self.first + hi))
    }
}

/// Grows the 4-connected region of passable cells around cell (`col`, `row`) of a
/// grid of `width` columns and **at most 16 rows**, as [`super::grow4`] does, but in
/// one word: the four columns `first..first + 4` (which must hold `col`) side by side
/// in 16-bit lanes, each step moving the whole region up a vertical run (a carry),
/// one row down and one column left and right at once, a dozen word operations.
///
/// Returns `None` when the seed is not passable or not in the window, or the region
/// leaves the window (it reaches the window's first or last column next to a passable
/// cell outside); grow it with [`super::grow4`] then. Where to put the window is the
/// caller's guess: on a random SameGame board, one column on one side of the seed
/// and two on the side where it has a neighbour of its colour holds most groups.
///
/// `passable(x)` is called only for `x < width` and must return a word below `1 <<
/// 16` (the column's passable cells).
#[inline]
#[must_use]
pub(crate) fn grow4_window(
    width: usize,
    passable: impl Fn(usize) -> u64,
    first: usize,
    col: usize,
    row: u32,
) -> Option<Window4> {
    if row >= 16 || col >= width || !(first..first + 4).contains(&col) {
        return None;
    }
    let lane = |i: usize| {
        let x = first + i;
        if x < width { passable(x) & 0xFFFF } else { 0 }
    };
    let open = lane(0) | lane(1) << 16 | lane(2) << 32 | lane(3) << 48;
    // Up edges: a cell and the one above it, never out of a lane (bit 15 of a lane is
    // clear), so the carry below and the shift down stay in their lanes.
    let up = open & (open >> 1) & !LANE_TOP;
    let mut r = (1u64 << (16 * (col - first) + row as usize)) & open;
    if r == 0 {
        return None;
    }
    // Cells from which the region would leave the window: the first lane's cells
    // with a passable cell on their left, the last lane's with one on their right.
    let left = if first > 0 {
        passable(first - 1) & 0xFFFF
    } else {
        0
    };
    let right = if first + 4 < width {
        passable(first + 4) & 0xFFFF
    } else {
        0
    };
    let exits = left | right << 48;
    loop {
        if r & exits != 0 {
            return None;
        }
        // The carry of `up + seeds` clears the up edges above each seed and sets the
        // bit past them: `^ up` is the run's cells from the seed to its top.
        let above = up.wrapping_add(r & up) ^ up;
        let next = r | above | ((r >> 1) & up) | ((r << 16 | r >> 16) & open);
        if next == r {
            break;
        }
        r = next;
    }
    Some(Window4 { first, cells: r })
}
