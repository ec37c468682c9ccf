//! `Region`: the cells a fill reached; `NotReached`: the passable cells it did not.

use core::iter::FusedIterator;

/// The cells reached by a fill, in the order the walk took them.
///
/// Borrowed from the [`crate::Filler`]; copy out what you keep before the next call.
#[derive(Debug, Clone, Copy)]
pub struct Region<'a> {
    cells: &'a [u32],
    stamps: &'a [u32],
    generation: u32,
}

impl<'a> Region<'a> {
    pub(crate) fn new(cells: &'a [u32], stamps: &'a [u32], generation: u32) -> Self {
        Region {
            cells,
            stamps,
            generation,
        }
    }

    /// Number of cells in the region.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// `true` when nothing was reached (for instance the seed was not passable).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Whether `cell` is in the region: one array read.
    #[must_use]
    pub fn contains(&self, cell: usize) -> bool {
        self.stamps.get(cell) == Some(&self.generation)
    }

    /// The cells as indices.
    pub fn cells(&self) -> impl ExactSizeIterator<Item = usize> + 'a {
        self.cells.iter().map(|&c| c as usize)
    }

    /// The cells as the compact `u32` indices stored.
    #[must_use]
    pub fn as_slice(&self) -> &'a [u32] {
        self.cells
    }
}

/// Iterator over the cells that satisfy a predicate but were not reached by the fill
/// that made it, in index order. See [`crate::Filler::not_reached`].
#[derive(Debug, Clone)]
pub struct NotReached<'a, P> {
    stamps: &'a [u32],
    generation: u32,
    passable: P,
    next: usize,
}

impl<'a, P: FnMut(usize) -> bool> NotReached<'a, P> {
    pub(crate) fn new(stamps: &'a [u32], generation: u32, passable: P) -> Self {
        NotReached {
            stamps,
            generation,
            passable,
            next: 0,
        }
    }
}

impl<P: FnMut(usize) -> bool> Iterator for NotReached<'_, P> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        while let Some(&stamp) = self.stamps.get(self.next) {
            let cell = self.next;
            self.next += 1;
            if stamp != self.generation && (self.passable)(cell) {
                return Some(cell);
            }
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (0, Some(self.stamps.len() - self.next))
    }
}

impl<P: FnMut(usize) -> bool> FusedIterator for NotReached<'_, P> {}
