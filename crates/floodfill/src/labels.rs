//! Label-only component labelling: a label and a size per component, cells on demand.
//!
//! [`crate::Filler::components_by_value`] also groups the cells of every component
//! (a counting sort over the whole board), which a game that only asks "which group
//! is this cell in, and how big is it" does not need. This is the labelling alone,
//! with a raster pass specialised to a value slice on 4-connected square grids.

use core::iter::FusedIterator;

use alloc::vec::Vec;

use crate::components::NO_LABEL;
use crate::filler::check_size;
use crate::label_rows::union;
use crate::walk::fast_rows;
use crate::{Filler, FloodError, Topology};

/// The result of [`Filler::label_by_value`]: a label per cell and each component's
/// size. Labels run `0..count()` in the order of each component's lowest cell, as
/// [`crate::Components`] numbers them.
#[derive(Debug, Clone, Copy)]
pub struct Labels<'a> {
    labels: &'a [u32],
    sizes: &'a [u32],
}

impl<'a> Labels<'a> {
    /// Number of components.
    #[must_use]
    pub fn count(&self) -> usize {
        self.sizes.len()
    }

    /// The component of `cell` (`None` out of range, or for a value unequal to itself
    /// such as a NaN).
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

    /// Number of cells in component `label` (0 when there is no such component).
    #[must_use]
    pub fn size(&self, label: usize) -> usize {
        self.sizes.get(label).map_or(0, |&s| s as usize)
    }

    /// The size of every component, by label.
    #[must_use]
    pub fn sizes(&self) -> &'a [u32] {
        self.sizes
    }

    /// Size of the component holding `cell`, if any.
    #[must_use]
    pub fn size_of_cell(&self, cell: usize) -> Option<usize> {
        self.label(cell).map(|l| self.size(l))
    }

    /// The cells of component `label`, in index order, found on demand: a scan of the
    /// labels that stops at the component's last cell, so up to `len` steps per call.
    /// To walk every component's cells, [`Filler::components_by_value`] groups them
    /// all in one pass instead.
    pub fn cells(&self, label: usize) -> LabelCells<'a> {
        LabelCells {
            labels: self.labels,
            label: u32::try_from(label).unwrap_or(NO_LABEL),
            next: 0,
            left: self.size(label),
        }
    }
}

/// Iterator over the cells of one component of a [`Labels`].
#[derive(Debug, Clone)]
pub struct LabelCells<'a> {
    labels: &'a [u32],
    label: u32,
    next: usize,
    left: usize,
}

impl Iterator for LabelCells<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.left == 0 {
            return None;
        }
        let at = self.labels[self.next..]
            .iter()
            .position(|&l| l == self.label)?;
        let cell = self.next + at;
        self.next = cell + 1;
        self.left -= 1;
        Some(cell)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for LabelCells<'_> {}
impl FusedIterator for LabelCells<'_> {}

impl Filler {
    /// Labels every cell, neighbours joining when their values are equal, and counts
    /// each component's cells, without grouping the cells per component (see
    /// [`Labels::cells`] for them on demand). This is the form to use when a game
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
    /// assert_eq!(groups.sizes(), [3, 2, 1]);
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
    ) -> Result<Labels<'_>, FloodError> {
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
                // Component k is cells[starts[k]..starts[k + 1]].
                self.sizes.clear();
                self.sizes
                    .extend(self.starts.windows(2).map(|pair| pair[1] - pair[0]));
            }
        }
        Ok(Labels {
            labels: &self.labels,
            sizes: &self.sizes,
        })
    }
}

/// First pass of a two-pass labelling of a row-major, 4-connected `width`-wide grid:
/// provisional labels in `labels`, their union-find forest in `parent[..count]`;
/// returns `count`.
///
/// A cell equal to its north neighbour takes the north label, else one equal to its
/// west neighbour the west label, else a fresh one; the choice is made with selects,
/// not branches, because on a busy board (random colours) equality is a coin toss a
/// branch predictor cannot learn. A fresh label's slot is written at every cell and
/// the count moves on only when the label is used, so `parent` needs no growth check.
/// The north and west labels are joined only when both are equal to the cell, differ,
/// and the west cell is not already tied to the north one through the north-west
/// cell (west, north-west and north all equal): the rare case, so that branch is
/// predicted well (the decision tree of Wu, Otoo and Suzuki, 2009, cut down to
/// 4-connectivity). A value unequal to itself (NaN) gets [`NO_LABEL`].
fn label_four<V: PartialEq>(
    width: usize,
    values: &[V],
    labels: &mut Vec<u32>,
    parent: &mut Vec<u32>,
) -> usize {
    let len = values.len();
    labels.clear();
    labels.resize(len, NO_LABEL);
    // At most one provisional label per cell; the slots are written before they are
    // read, so a reused buffer needs no clearing.
    if parent.len() < len {
        parent.resize(len, 0);
    }
    let parent = &mut parent[..len];
    let mut next = 0usize;
    #[allow(clippy::eq_op)] // deliberate: a NaN is unequal to itself
    let valid = |v: &V| v == v;
    let mut rows = values.chunks_exact(width).enumerate();
    let Some((_, top)) = rows.next() else {
        return 0;
    };
    for x in 0..width {
        if !valid(&top[x]) {
            continue;
        }
        let join_west = x > 0 && top[x] == top[x - 1];
        parent[next] = next as u32;
        labels[x] = if join_west {
            labels[x - 1]
        } else {
            next as u32
        };
        next += usize::from(!join_west);
    }
    for (y, row) in rows {
        let base = y * width;
        let above = &values[base - width..base];
        let (done, here) = labels.split_at_mut(base);
        let north = &done[base - width..];
        let here = &mut here[..width];
        if valid(&row[0]) {
            let join_north = row[0] == above[0];
            parent[next] = next as u32;
            here[0] = if join_north { north[0] } else { next as u32 };
            next += usize::from(!join_north);
        }
        for x in 1..width {
            let v = &row[x];
            if !valid(v) {
                continue;
            }
            let (join_north, join_west) = (*v == above[x], *v == row[x - 1]);
            let (n, w) = (north[x], here[x - 1]);
            // `&`, not `&&`: one rarely taken branch instead of a coin toss on north.
            if (join_north & join_west) && n != w && row[x - 1] != above[x - 1] {
                union(parent, n, w);
            }
            parent[next] = next as u32;
            let other = if join_west { w } else { next as u32 };
            here[x] = if join_north { n } else { other };
            next += usize::from(!join_north && !join_west);
        }
    }
    next
}

/// Second pass: final labels numbered by first appearance, and the size of each.
fn count_sizes(labels: &mut [u32], parent: &mut [u32], sizes: &mut Vec<u32>) {
    // Parents point at smaller labels, so in increasing order each parent already
    // holds its final number.
    // Whether a label is a root is as unpredictable as the board, so it is a select.
    let mut count = 0u32;
    for l in 0..parent.len() {
        let p = parent[l] as usize;
        let root = p == l;
        let inherited = parent[p];
        parent[l] = if root { count } else { inherited };
        count += u32::from(root);
    }
    sizes.clear();
    sizes.resize(count as usize, 0);
    for l in labels.iter_mut() {
        if *l != NO_LABEL {
            *l = parent[*l as usize];
            sizes[*l as usize] += 1;
        }
    }
}
