//! Connected-component labelling: every group at once.

use core::iter::FusedIterator;

use crate::filler::{check_size, walk};
use crate::label_rows::{RasterOut, label_raster};
use crate::walk::{Visit, fast_rows};
use crate::{Filler, FloodError, Topology};

/// The label of a cell that belongs to no component.
pub const NO_LABEL: u32 = u32::MAX;

/// Labels cells of one component: fresh means unlabelled with the component's key.
struct Labeler<'a, K, F> {
    labels: &'a mut [u32],
    label: u32,
    key: &'a mut F,
    want: K,
    out: &'a mut alloc::vec::Vec<u32>,
}

impl<K: PartialEq, F: FnMut(usize) -> Option<K>> Visit for Labeler<'_, K, F> {
    #[inline]
    fn fresh(&mut self, cell: usize) -> bool {
        self.labels.get(cell) == Some(&NO_LABEL)
            && matches!((self.key)(cell), Some(k) if k == self.want)
    }

    #[inline]
    fn claim(&mut self, cell: usize) {
        self.labels[cell] = self.label;
        self.out.push(cell as u32);
    }

    #[inline]
    fn recorded(&self, i: usize) -> Option<usize> {
        self.out.get(i).map(|&c| c as usize)
    }

    #[inline]
    fn claim_run(&mut self, start: usize, end: usize) {
        self.labels[start..end].fill(self.label);
        self.out.extend(start as u32..end as u32);
    }
}

impl Filler {
    /// Labels the connected components of the cells where `passable` holds.
    ///
    /// # Errors
    /// [`FloodError::TooManyCells`] if the topology exceeds [`crate::MAX_CELLS`].
    pub fn components<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        mut passable: impl FnMut(usize) -> bool,
    ) -> Result<Components<'_>, FloodError> {
        self.components_by_key(topo, |c| passable(c).then_some(()))
    }

    /// Labels every cell: neighbours join when their values are equal. On a SameGame
    /// board this lists every group at once.
    ///
    /// ```
    /// use floodfill::{Connectivity, Filler, SquareGrid};
    ///
    /// let grid = SquareGrid::new(3, 2, Connectivity::Four).unwrap();
    /// let colours = *b"rrg\
    ///                  brg";
    /// let mut filler = Filler::new();
    /// let groups = filler.components_by_value(&grid, &colours).unwrap();
    /// assert_eq!(groups.count(), 3);
    /// assert_eq!(groups.size_of_cell(0), Some(3)); // r r / . r
    /// let sizes: Vec<usize> = groups.iter().map(|g| g.len()).collect();
    /// assert_eq!(sizes, [3, 2, 1]);
    /// ```
    ///
    /// # Errors
    /// [`FloodError::SizeMismatch`] if `values.len() != topo.len()`.
    pub fn components_by_value<T: Topology + ?Sized, V: PartialEq>(
        &mut self,
        topo: &T,
        values: &[V],
    ) -> Result<Components<'_>, FloodError> {
        check_size(topo, values.len())?;
        self.components_by_key(topo, |c| values.get(c))
    }

    /// The general form: cells whose `key` is `None` are left out (empty squares);
    /// neighbours join when their keys are equal. Keys must compare as an equivalence
    /// (equal values stay equal), which every `Eq` type does; a cell whose key is not
    /// equal to itself (a NaN) is left out.
    ///
    /// # Errors
    /// [`FloodError::TooManyCells`] if the topology exceeds [`crate::MAX_CELLS`].
    pub fn components_by_key<T: Topology + ?Sized, K: PartialEq>(
        &mut self,
        topo: &T,
        mut key: impl FnMut(usize) -> Option<K>,
    ) -> Result<Components<'_>, FloodError> {
        let len = topo.len();
        self.begin(len)?;
        self.labels.clear();
        self.labels.resize(len, NO_LABEL);
        self.starts.clear();
        self.starts.push(0);
        if let Some(grid) = fast_rows(topo) {
            // Row grids: two raster passes, no per-component start-up cost.
            let out = RasterOut {
                labels: &mut self.labels,
                parent: &mut self.parent,
                starts: &mut self.starts,
                order: &mut self.cells,
            };
            label_raster(grid, key, out);
            return Ok(self.components_view());
        }
        for cell in 0..len {
            if self.labels[cell] != NO_LABEL {
                continue;
            }
            let Some(want) = key(cell) else { continue };
            let head = self.cells.len();
            let mut labeler = Labeler {
                labels: &mut self.labels,
                // At most one component per cell, so the count fits in u32.
                label: (self.starts.len() - 1) as u32,
                key: &mut key,
                want,
                out: &mut self.cells,
            };
            walk(topo, [cell], &mut labeler, &mut self.stacks, head)?;
            // A key unequal to itself (NaN) claims nothing: no empty component.
            if self.cells.len() > head {
                self.starts.push(self.cells.len() as u32);
            }
        }
        Ok(self.components_view())
    }

    fn components_view(&self) -> Components<'_> {
        Components {
            labels: &self.labels,
            order: &self.cells,
            starts: &self.starts,
        }
    }
}
/// The result of a labelling: a label per cell and the cells of each component,
/// stored contiguously (component `k` is `cells(k)`). Labels run `0..count()` in the
/// order of each component's lowest cell. Within a component the cells come in index
/// order on square grids and in breadth-first order on other topologies.
#[derive(Debug, Clone, Copy)]
pub struct Components<'a> {
    labels: &'a [u32],
    order: &'a [u32],
    starts: &'a [u32],
}

impl<'a> Components<'a> {
    /// Number of components.
    #[must_use]
    pub fn count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The component of `cell`, or `None` if it belongs to none (left out by the
    /// predicate or key, or out of range).
    #[must_use]
    pub fn label(&self, cell: usize) -> Option<usize> {
        match self.labels.get(cell) {
            Some(&l) if l != NO_LABEL => Some(l as usize),
            _ => None,
        }
    }

    /// The label of every cell ([`NO_LABEL`] for cells in no component).
    #[must_use]
    pub fn labels(&self) -> &'a [u32] {
        self.labels
    }

    /// The cells of component `label` (empty when there is no such component).
    #[must_use]
    pub fn cells(&self, label: usize) -> &'a [u32] {
        match (self.starts.get(label), self.starts.get(label + 1)) {
            (Some(&a), Some(&b)) => &self.order[a as usize..b as usize],
            _ => &[],
        }
    }

    /// Number of cells in component `label` (0 when there is no such component).
    #[must_use]
    pub fn size(&self, label: usize) -> usize {
        self.cells(label).len()
    }

    /// Size of the component holding `cell`, if any.
    #[must_use]
    pub fn size_of_cell(&self, cell: usize) -> Option<usize> {
        self.label(cell).map(|l| self.size(l))
    }

    /// Every component's cells, by label.
    pub fn iter(&self) -> ComponentIter<'a> {
        ComponentIter {
            order: self.order,
            starts: self.starts,
            next: 0,
        }
    }
}

impl<'a> IntoIterator for Components<'a> {
    type Item = &'a [u32];
    type IntoIter = ComponentIter<'a>;
    fn into_iter(self) -> ComponentIter<'a> {
        self.iter()
    }
}

/// Iterator over the components of a [`Components`], each as a slice of cells.
#[derive(Debug, Clone)]
pub struct ComponentIter<'a> {
    order: &'a [u32],
    starts: &'a [u32],
    next: usize,
}

impl<'a> Iterator for ComponentIter<'a> {
    type Item = &'a [u32];

    fn next(&mut self) -> Option<&'a [u32]> {
        let (&a, &b) = (self.starts.get(self.next)?, self.starts.get(self.next + 1)?);
        self.next += 1;
        Some(&self.order[a as usize..b as usize])
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.starts.len().saturating_sub(self.next + 1);
        (n, Some(n))
    }
}

impl ExactSizeIterator for ComponentIter<'_> {}
impl FusedIterator for ComponentIter<'_> {}
