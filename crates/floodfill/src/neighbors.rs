//! `Neighbors`: a small inline list of neighbour cells, as an iterator.

/// The neighbours of one grid cell (at most 8), yielded in the grid's order.
/// Built on the stack: asking for neighbours allocates nothing.
#[derive(Debug, Clone, Default)]
pub struct Neighbors {
    cells: [u32; 8],
    len: u8,
    next: u8,
}

impl Neighbors {
    /// Appends a cell; the grids here never have more than 8 neighbours.
    pub(crate) fn push(&mut self, cell: usize) {
        if let Some(slot) = self.cells.get_mut(usize::from(self.len)) {
            *slot = cell as u32;
            self.len += 1;
        }
    }
}

impl Iterator for Neighbors {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        (self.next < self.len).then(|| {
            self.next += 1;
            self.cells[usize::from(self.next - 1)] as usize
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = usize::from(self.len - self.next);
        (n, Some(n))
    }
}

impl ExactSizeIterator for Neighbors {}
