//! Bit-parallel fill over a hex board in a row layout, one `u64` per row.

use hexgrid::OffsetLayout;

use crate::line_runs::{line_runs, low_bits};

/// The shape of a hex board in a row layout (`OddR` or `EvenR`) of 1 to 64 columns,
/// kept as one `u64` per row: bit `c` of word `r` is the cell at column `c`, row `r`
/// (rows grow downward, as in hexgrid's offset coordinates).
///
/// A cell's six neighbours are its left and right cells and two cells in each of the
/// rows above and below: in a row shifted right by half a cell, columns `c` and
/// `c + 1` of the next row; in an unshifted row, columns `c - 1` and `c`. So the cells
/// of row `r` touching a set `n` of the next row are `n | n >> 1` (shifted row) or
/// `n | n << 1` (unshifted): one shift and one or per row, for all 64 columns at
/// once. Which parity is shifted is the layout's (`OddR`: odd rows), so build the
/// shape from the layout in force now (a bubble board's ceiling push flips it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct HexRows {
    cols: u32,
    /// Rows whose index has this parity are the ones shifted right.
    shifted_parity: u32,
}

impl HexRows {
    /// The shape of a `cols`-column board in `layout`; `None` for a column layout
    /// (`OddQ` / `EvenQ`) or `cols` outside `1..=64`.
    #[must_use]
    pub(crate) fn new(cols: usize, layout: OffsetLayout) -> Option<Self> {
        let shifted_parity = match layout {
            OffsetLayout::OddR => 1,
            OffsetLayout::EvenR => 0,
            OffsetLayout::OddQ | OffsetLayout::EvenQ => return None,
        };
        (1..=64).contains(&cols).then_some(HexRows {
            cols: cols as u32,
            shifted_parity,
        })
    }

    /// Columns per row.
    #[must_use]
    pub(crate) fn cols(&self) -> usize {
        self.cols as usize
    }

    /// The bits that stand for cells: `0..cols`.
    #[must_use]
    pub(crate) fn column_mask(&self) -> u64 {
        low_bits(self.cols)
    }

    /// `true` when row `row` is shifted right by half a cell.
    #[must_use]
    pub(crate) fn is_shifted(&self, row: usize) -> bool {
        (row as u32 & 1) == self.shifted_parity
    }

    /// The cells of row `row` that touch a cell of `next`, a set in the row above or
    /// below it (bits beyond the board are dropped).
    #[inline]
    #[must_use]
    pub(crate) fn touching(&self, row: usize, next: u64) -> u64 {
        let spread = if self.is_shifted(row) {
            next | next >> 1
        } else {
            next | next << 1
        };
        spread & self.column_mask()
    }

    /// Grows `reached` (the seeds on entry, one word per row) into every cell of
    /// `passable` connected to a seed; seeds outside `passable` are dropped. Rows past
    /// the shorter of the two slices are ignored.
    ///
    /// Each row takes in whole runs at once ([`line_runs`] along the row word) and
    /// then offers what it gained to the rows above and below, through one shift. On
    /// boards of up to 64 rows a one-word set of rows still to offer drives the walk
    /// (each row is visited about once or twice); taller boards sweep down and up the
    /// rows until a sweep changes nothing. No allocation, no recursion.
    pub(crate) fn fill(&self, passable: &[u64], reached: &mut [u64]) {
        let rows = passable.len().min(reached.len());
        let (passable, reached) = (&passable[..rows], &mut reached[..rows]);
        let mask = self.column_mask();
        let mut dirty = 0u64;
        for (r, (out, p)) in reached.iter_mut().zip(passable).enumerate() {
            *out = line_runs(p & mask, *out, self.cols);
            if *out != 0 {
                dirty |= 1 << (r & 63);
            }
        }
        if rows <= 64 {
            self.spread_dirty(passable, reached, dirty);
        } else {
            self.spread_sweeps(passable, reached);
        }
    }

    /// Takes into row `r` the cells of `open` touching `from` (a row next to it);
    /// returns whether the row grew.
    #[inline]
    fn take_in(&self, r: usize, from: u64, passable: &[u64], reached: &mut [u64]) -> bool {
        let open = passable[r] & self.column_mask();
        let new = self.touching(r, from) & open & !reached[r];
        if new == 0 {
            return false;
        }
        reached[r] |= line_runs(open, new, self.cols);
        true
    }

    /// The walk for up to 64 rows: `dirty` holds the rows that grew and have not yet
    /// offered their cells to their neighbours.
    fn spread_dirty(&self, passable: &[u64], reached: &mut [u64], mut dirty: u64) {
        let rows = reached.len();
        while dirty != 0 {
            let r = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            let here = reached[r];
            if r > 0 && self.take_in(r - 1, here, passable, reached) {
                dirty |= 1 << (r - 1);
            }
            if r + 1 < rows && self.take_in(r + 1, here, passable, reached) {
                dirty |= 1 << (r + 1);
            }
        }
    }

    /// The walk for any number of rows: sweeps down and up in turn.
    fn spread_sweeps(&self, passable: &[u64], reached: &mut [u64]) {
        let rows = reached.len();
        let mut first = true;
        let mut down = true;
        loop {
            let mut changed = false;
            for i in 1..rows {
                // Row `r` takes in what `from` (the row before it in this sweep) holds.
                let (r, from) = if down {
                    (i, i - 1)
                } else {
                    (rows - 1 - i, rows - i)
                };
                changed |= self.take_in(r, reached[from], passable, reached);
            }
            // A sweep that changes nothing proves the constraints of its direction;
            // the previous sweep (the other direction) left its own in force.
            if !changed && !first {
                return;
            }
            first = false;
            down = !down;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Filler, HexGrid};
    use alloc::vec;
    use alloc::vec::Vec;

    /// Packs a row-major flag slice into row words.
    fn pack(cols: usize, flags: &[bool]) -> Vec<u64> {
        flags
            .chunks(cols)
            .map(|row| {
                row.iter()
                    .enumerate()
                    .fold(0u64, |w, (c, &f)| w | (u64::from(f) << c))
            })
            .collect()
    }

    #[test]
    fn matches_the_general_filler_on_every_layout_and_seed() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut filler = Filler::new();
        for round in 0..400 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let cols = 1 + (x % 64) as usize;
            let rows = 1 + (x >> 8) as usize % 9;
            let layout = if round % 2 == 0 {
                OffsetLayout::OddR
            } else {
                OffsetLayout::EvenR
            };
            let mut open = Vec::new();
            for i in 0..cols * rows {
                open.push((x.rotate_left(i as u32 % 64) ^ (i as u64 * 0x5851)) % 7 < 4);
            }
            let seed = (x >> 20) as usize % (cols * rows);
            let grid = HexGrid::new(cols, rows, layout).unwrap();
            // The general breadth-first walk, through a topology with no fast path.
            let graph = crate::FnGraph::new(cols * rows, |c| grid.neighbors(c), 6);
            let want: Vec<bool> = {
                let region = filler.fill(&graph, seed, |c| open[c]).unwrap();
                (0..cols * rows).map(|c| region.contains(c)).collect()
            };
            let shape = HexRows::new(cols, layout).unwrap();
            let passable = pack(cols, &open);
            let mut reached = vec![0u64; rows];
            reached[seed / cols] = 1 << (seed % cols);
            shape.fill(&passable, &mut reached);
            assert_eq!(reached, pack(cols, &want), "{cols}x{rows} {layout:?}");
        }
    }

    #[test]
    fn column_layouts_and_bad_widths_have_no_shape() {
        assert!(HexRows::new(5, OffsetLayout::OddQ).is_none());
        assert!(HexRows::new(0, OffsetLayout::OddR).is_none());
        assert!(HexRows::new(65, OffsetLayout::EvenR).is_none());
        let full = HexRows::new(64, OffsetLayout::EvenR).unwrap();
        assert_eq!(full.column_mask(), u64::MAX);
        // EvenR: row 0 is shifted right, row 1 is not.
        assert_eq!(full.touching(0, 1 << 63), 1 << 63 | 1 << 62);
        assert_eq!(full.touching(1, 1 << 63), 1 << 63);
        assert_eq!(full.touching(1, 1), 0b11);
    }
}
