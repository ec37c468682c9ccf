//! Connected-component labelling: every group at once, by a search per component
//! on any topology or by raster passes on square grids.

use crate::components::{Cells, Components, NO_LABEL};
use crate::filler::{check_size, walk};
use crate::label_rows::{RasterOut, count_sizes, label_four, label_raster};
use crate::walk::{Visit, fast_rows};
use crate::{Filler, FloodError, Topology};

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

    /// The grouped labelling just made.
    fn components_view(&self) -> Components<'_> {
        let cells = Cells::Grouped {
            order: &self.cells,
            starts: &self.starts,
        };
        Components::new(&self.labels, cells)
    }
}
impl Filler {
    /// Labels every cell, neighbours joining when their values are equal, and counts
    /// each component's cells, without grouping the cells per component
    /// ([`Components::cells`] then finds them on demand, a scan of the labels). This is the form to use when a game
    /// needs "which group, how big" for every cell: on a 4-connected square grid it is
    /// a raster pass that compares the values directly, several times faster than
    /// [`Filler::components_by_value`]; other topologies go through that and keep
    /// only the labels and sizes.
    ///
    /// ```
    /// use floodfill::{Connectivity, Filler, SquareGrid};
    ///
    /// let grid = SquareGrid::new(3, 2, Connectivity::Four).unwrap();
    /// let colours = *b"rrg\
    ///                  brg";
    /// let mut filler = Filler::new();
    /// let groups = filler.label_by_value(&grid, &colours).unwrap();
    /// assert_eq!(groups.count(), 3);
    /// assert_eq!((groups.size(0), groups.size(1), groups.size(2)), (3, 2, 1));
    /// assert_eq!(groups.size_of_cell(4), Some(3)); // the r below the first row's
    /// assert_eq!(groups.cells(1).collect::<Vec<_>>(), [2, 5]);
    /// ```
    ///
    /// # Errors
    /// [`FloodError::SizeMismatch`] if `values.len() != topo.len()`;
    /// [`FloodError::TooManyCells`] if the topology exceeds [`crate::MAX_CELLS`].
    pub fn label_by_value<T: Topology + ?Sized, V: PartialEq>(
        &mut self,
        topo: &T,
        values: &[V],
    ) -> Result<Components<'_>, FloodError> {
        check_size(topo, values.len())?;
        let len = topo.len();
        if len > crate::MAX_CELLS {
            return Err(FloodError::TooManyCells { len });
        }
        match fast_rows(topo) {
            Some(g) if !g.diagonal => {
                let count = label_four(g.width, values, &mut self.labels, &mut self.parent);
                count_sizes(&mut self.labels, &mut self.parent[..count], &mut self.sizes);
            }
            _ => {
                self.components_by_value(topo, values)?;
                // Component k is cells[starts[k]..starts[k + 1]]; only the sizes
                // are kept, so that `cells` comes in index order as on square grids.
                self.sizes.clear();
                self.sizes
                    .extend(self.starts.windows(2).map(|pair| pair[1] - pair[0]));
            }
        }
        Ok(Components::new(&self.labels, Cells::Counted(&self.sizes)))
    }
}
