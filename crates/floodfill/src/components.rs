//! `Components`: the result of a labelling, one type for both labellers.

use core::iter::FusedIterator;

/// The label of a cell that belongs to no component.
pub const NO_LABEL: u32 = u32::MAX;

/// The result of a labelling ([`crate::Filler::components`],
/// [`components_by_value`](crate::Filler::components_by_value),
/// [`components_by_key`](crate::Filler::components_by_key),
/// [`label_by_value`](crate::Filler::label_by_value)): a label per cell and each
/// component's size, and the cells of each component. Labels run `0..count()` in the
/// order of each component's lowest cell, whichever labeller made them: the groups
/// of a SameGame board, the territories of a Go position, the rooms of a dungeon.
///
/// The search-based labellings group the cells of every component as they go, so
/// [`Components::cells`] is a slice walk; [`label_by_value`](crate::Filler::label_by_value)
/// does not, and `cells` then scans the labels (up to
/// `len` steps per call). Within a component the cells come in index order on square
/// grids and in breadth-first order on other topologies.
#[derive(Debug, Clone, Copy)]
pub struct Components<'a> {
    labels: &'a [u32],
    cells: Cells<'a>,
}

/// What a labelling kept besides the labels.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Cells<'a> {
    /// The cells grouped by component: component `k` is
    /// `order[starts[k]..starts[k + 1]]`.
    Grouped {
        /// The cells, component by component.
        order: &'a [u32],
        /// Where each component starts in `order`, one entry more than components.
        starts: &'a [u32],
    },
    /// Only the size of each component.
    Counted(&'a [u32]),
}

impl<'a> Components<'a> {
    pub(crate) fn new(labels: &'a [u32], cells: Cells<'a>) -> Self {
        Components { labels, cells }
    }

    /// Number of components.
    #[must_use]
    pub fn count(&self) -> usize {
        match self.cells {
            Cells::Grouped { starts, .. } => starts.len().saturating_sub(1),
            Cells::Counted(sizes) => sizes.len(),
        }
    }

    /// The component of `cell`, or `None` if it belongs to none (left out by the
    /// predicate or key, a value unequal to itself such as a NaN, or out of range).
    #[must_use]
    pub fn label(&self, cell: usize) -> Option<usize> {
        match self.labels.get(cell) {
            Some(&l) if l != NO_LABEL => Some(l as usize),
            _ => None,
        }
    }

    /// The label of every cell ([`NO_LABEL`] for cells in no component): what a
    /// renderer shades each cell by.
    #[must_use]
    pub fn labels(&self) -> &'a [u32] {
        self.labels
    }

    /// Number of cells in component `label` (0 when there is no such component).
    #[must_use]
    pub fn size(&self, label: usize) -> usize {
        match self.cells {
            Cells::Grouped { starts, .. } => match (starts.get(label), label.checked_add(1)) {
                (Some(&a), Some(next)) => starts.get(next).map_or(0, |&b| (b - a) as usize),
                _ => 0,
            },
            Cells::Counted(sizes) => sizes.get(label).map_or(0, |&s| s as usize),
        }
    }

    /// Size of the component holding `cell`, if any: "how big is the group I
    /// clicked".
    #[must_use]
    pub fn size_of_cell(&self, cell: usize) -> Option<usize> {
        self.label(cell).map(|l| self.size(l))
    }

    /// The cells of component `label` (none when there is no such component).
    #[must_use]
    pub fn cells(&self, label: usize) -> ComponentCells<'a> {
        let size = self.size(label);
        let grouped = match self.cells {
            Cells::Grouped { order, starts } => starts.get(label).and_then(|&start| {
                let start = start as usize;
                order.get(start..start.checked_add(size)?)
            }),
            Cells::Counted(_) => None,
        };
        ComponentCells {
            labels: self.labels,
            label: u32::try_from(label).unwrap_or(NO_LABEL),
            grouped,
            next: 0,
            left: size,
        }
    }

    /// Every component's cells, by label.
    #[must_use]
    pub fn iter(&self) -> ComponentIter<'a> {
        ComponentIter {
            components: *self,
            next: 0,
        }
    }
}

impl<'a> IntoIterator for Components<'a> {
    type Item = ComponentCells<'a>;
    type IntoIter = ComponentIter<'a>;
    fn into_iter(self) -> ComponentIter<'a> {
        self.iter()
    }
}

/// Iterator over the components of a [`Components`], each as its cells.
#[derive(Debug, Clone)]
pub struct ComponentIter<'a> {
    components: Components<'a>,
    next: usize,
}

impl<'a> Iterator for ComponentIter<'a> {
    type Item = ComponentCells<'a>;

    fn next(&mut self) -> Option<ComponentCells<'a>> {
        (self.next < self.components.count()).then(|| {
            self.next += 1;
            self.components.cells(self.next - 1)
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.components.count().saturating_sub(self.next);
        (n, Some(n))
    }
}

impl ExactSizeIterator for ComponentIter<'_> {}
impl FusedIterator for ComponentIter<'_> {}

/// Iterator over the cells of one component of a [`Components`]: the tiles a move
/// removes, the stones a capture takes.
#[derive(Debug, Clone)]
pub struct ComponentCells<'a> {
    labels: &'a [u32],
    label: u32,
    /// The component's cells when the labelling grouped them.
    grouped: Option<&'a [u32]>,
    /// Next position: in `grouped`, or the next cell to scan in `labels`.
    next: usize,
    left: usize,
}

impl Iterator for ComponentCells<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.left == 0 {
            return None;
        }
        let cell = match self.grouped {
            Some(cells) => *cells.get(self.next)? as usize,
            None => {
                let rest = self.labels.get(self.next..)?;
                self.next + rest.iter().position(|&l| l == self.label)?
            }
        };
        self.next = match self.grouped {
            Some(_) => self.next + 1,
            None => cell + 1,
        };
        self.left -= 1;
        Some(cell)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for ComponentCells<'_> {}
impl FusedIterator for ComponentCells<'_> {}
