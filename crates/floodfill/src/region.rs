//! `Region`: the cells a fill reached; `NotReached`: the passable cells it did not.

use core::iter::FusedIterator;

use crate::bits;

/// The cells reached by a fill.
///
/// A scanline walk (square grids) and the hex row fill claim whole runs of cells and
/// keep them only in the visited set; a breadth-first walk also lists single cells in
/// the order it took them. [`Region::cells`] yields either. Borrowed from the
/// [`crate::Filler`]: copy out what you keep before the next call.
#[derive(Debug, Clone, Copy)]
pub struct Region<'a> {
    /// Cells in the order a breadth-first walk took them.
    cells: &'a [u32],
    /// Cells claimed as whole runs, recorded only in `visited`.
    run_cells: usize,
    visited: &'a [u64],
    /// Cells in the topology (bits beyond are not cells).
    topology_len: usize,
}

impl<'a> Region<'a> {
    pub(crate) fn new(cells: &'a [u32], run_cells: usize, visited: &'a [u64], len: usize) -> Self {
        Region {
            cells,
            run_cells,
            visited,
            topology_len: len,
        }
    }

    /// Number of cells in the region.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len() + self.run_cells
    }

    /// `true` when nothing was reached (for instance the seed was not passable).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether `cell` is in the region: one bit test.
    #[must_use]
    pub fn contains(&self, cell: usize) -> bool {
        cell < self.topology_len && bits::test(self.visited, cell)
    }

    /// The cells, each once: in index order on square grids and on hex boards in a row
    /// layout of up to 64 columns, breadth-first order elsewhere.
    pub fn cells(&self) -> impl Iterator<Item = usize> + 'a {
        // Runs are recorded only in the visited set, which holds every claimed cell.
        let (set, list) = if self.run_cells > 0 {
            (self.visited, &[][..])
        } else {
            (&[][..], self.cells)
        };
        bits::ones(set).chain(list.iter().map(|&c| c as usize))
    }
}

/// Iterator over the cells that satisfy a predicate but were not reached by the fill
/// that made it, in index order. See [`crate::Filler::not_reached`].
#[derive(Debug, Clone)]
pub struct NotReached<'a, P> {
    visited: &'a [u64],
    /// The passable cells as a bitset, when the fill already knows them.
    known: Option<&'a [u64]>,
    len: usize,
    passable: P,
    /// Index of the word being scanned and its unvisited bits still to look at.
    word: usize,
    pending: u64,
}

impl<'a, P: FnMut(usize) -> bool> NotReached<'a, P> {
    pub(crate) fn new(
        visited: &'a [u64],
        known: Option<&'a [u64]>,
        len: usize,
        passable: P,
    ) -> Self {
        let mut it = NotReached {
            visited,
            known,
            len,
            passable,
            word: 0,
            pending: 0,
        };
        it.pending = it.candidates(0).unwrap_or(0);
        it
    }

    /// The bits of word `word` still to look at: unvisited cells (and passable ones,
    /// when known).
    #[inline]
    fn candidates(&self, word: usize) -> Option<u64> {
        let free = !self.visited.get(word)? & valid_mask(word, self.len);
        Some(match self.known {
            Some(known) => free & known[word],
            None => free,
        })
    }
}

/// The bits of word `word` that stand for cells below `len`.
fn valid_mask(word: usize, len: usize) -> u64 {
    let first = word * 64;
    match len.saturating_sub(first) {
        n if n >= 64 => !0,
        n => (1u64 << n) - 1,
    }
}

impl<P: FnMut(usize) -> bool> Iterator for NotReached<'_, P> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        loop {
            // Whole words of visited cells are skipped 64 at a time.
            while self.pending == 0 {
                self.word += 1;
                self.pending = self.candidates(self.word)?;
            }
            let bit = self.pending.trailing_zeros() as usize;
            self.pending &= self.pending - 1;
            let cell = self.word * 64 + bit;
            if self.known.is_some() || (self.passable)(cell) {
                return Some(cell);
            }
        }
    }

    /// When the passable cells are known as a bitset (hex row boards), a popcount per
    /// word instead of yielding the cells one by one.
    fn count(mut self) -> usize {
        if self.known.is_none() {
            let mut n = 0;
            while self.next().is_some() {
                n += 1;
            }
            return n;
        }
        let mut total = self.pending.count_ones() as usize;
        while let Some(w) = self.candidates(self.word + 1) {
            self.word += 1;
            total += w.count_ones() as usize;
        }
        total
    }
}

impl<P: FnMut(usize) -> bool> FusedIterator for NotReached<'_, P> {}
