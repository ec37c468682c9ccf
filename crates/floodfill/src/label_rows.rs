//! Component labelling on row-major grids by two raster passes and union-find.
//!
//! A search per component pays a start-up cost per component, which dominates on
//! busy boards (a random five-colour image has a component every cell or two). The
//! classic two-pass labelling (Rosenfeld and Pfaltz, 1966, with the union-find
//! flattening of Wu, Otoo and Suzuki, 2009) looks at each cell once: a cell takes the
//! provisional label of an equal neighbour already scanned (west, north, and with
//! diagonals north-west and north-east), two such labels are united, and a final pass
//! renumbers. Roots always link to the smaller label, so one forward pass flattens
//! the forest and the final labels come out in the order of each component's
//! lowest cell, as the search-based labelling gives.

use alloc::vec::Vec;

use crate::walk::RowGrid;
use crate::components::NO_LABEL;

/// Scratch and output of a raster labelling.
pub(crate) struct RasterOut<'a> {
    /// Per-cell label (final on return), [`NO_LABEL`] for cells left out.
    pub(crate) labels: &'a mut Vec<u32>,
    /// Union-find parents of the provisional labels.
    pub(crate) parent: &'a mut Vec<u32>,
    /// Component `k` is `order[starts[k]..starts[k + 1]]` on return.
    pub(crate) starts: &'a mut Vec<u32>,
    /// Cells grouped by component, each group in index order.
    pub(crate) order: &'a mut Vec<u32>,
}

/// Root of `l`, halving the path on the way. Shared by every labelling pass.
#[inline]
pub(crate) fn find(parent: &mut [u32], mut l: u32) -> u32 {
    while parent[l as usize] != l {
        let up = parent[parent[l as usize] as usize];
        parent[l as usize] = up;
        l = up;
    }
    l
}

/// Joins the trees of `a` and `b`, the larger root pointing at the smaller.
#[inline]
pub(crate) fn union(parent: &mut [u32], a: u32, b: u32) {
    let (ra, rb) = (find(parent, a), find(parent, b));
    if ra < rb {
        parent[rb as usize] = ra;
    } else if rb < ra {
        parent[ra as usize] = rb;
    }
}

/// Labels the components of a `grid.width x grid.height` row grid where neighbours
/// join when `key` gives equal `Some` values.
pub(crate) fn label_raster<K: PartialEq>(
    grid: RowGrid,
    mut key: impl FnMut(usize) -> Option<K>,
    out: RasterOut<'_>,
) {
    let (w, h) = (grid.width, grid.height);
    let len = w * h;
    let RasterOut {
        labels,
        parent,
        starts,
        order,
    } = out;
    labels.clear();
    labels.resize(len, NO_LABEL);
    parent.clear();

    // Pass 1: provisional labels and their unions.
    for y in 0..h {
        let row = y * w;
        let mut west: Option<K> = None;
        for x in 0..w {
            let c = row + x;
            let cur = key(c);
            let Some(k) = cur.as_ref() else {
                west = None;
                continue;
            };
            #[allow(clippy::eq_op)] // deliberate: a NaN key is unequal to itself
            let unequal_to_itself = k != k;
            if unequal_to_itself {
                // In no component, as the search-based labelling does.
                west = None;
                continue;
            }
            let mut label = NO_LABEL;
            let join = |other: usize, label: &mut u32, parent: &mut Vec<u32>| {
                let l = labels[other];
                if *label == NO_LABEL {
                    *label = l;
                } else if l != *label {
                    union(parent, *label, l);
                }
            };
            if x > 0 && west.as_ref() == Some(k) {
                join(c - 1, &mut label, parent);
            }
            if y > 0 {
                if grid.diagonal && x > 0 && key(c - w - 1).as_ref() == Some(k) {
                    join(c - w - 1, &mut label, parent);
                }
                if key(c - w).as_ref() == Some(k) {
                    join(c - w, &mut label, parent);
                }
                if grid.diagonal && x + 1 < w && key(c - w + 1).as_ref() == Some(k) {
                    join(c - w + 1, &mut label, parent);
                }
            }
            if label == NO_LABEL {
                // At most one provisional label per cell: fits in u32.
                label = parent.len() as u32;
                parent.push(label);
            }
            labels[c] = label;
            west = cur;
        }
    }

    // Pass 2: flatten. Parents point at smaller labels, so in increasing order each
    // parent already holds its final number. Roots are numbered by first appearance.
    let mut count = 0u32;
    for l in 0..parent.len() {
        let p = parent[l] as usize;
        parent[l] = if p == l {
            count += 1;
            count - 1
        } else {
            parent[p]
        };
    }

    // Pass 3: final labels and sizes; then group the cells (a counting sort).
    starts.clear();
    starts.resize(count as usize + 1, 0);
    for l in labels.iter_mut() {
        if *l != NO_LABEL {
            *l = parent[*l as usize];
            starts[*l as usize + 1] += 1;
        }
    }
    for k in 0..count as usize {
        starts[k + 1] += starts[k];
    }
    let total = starts[count as usize] as usize;
    order.clear();
    order.resize(total, 0);
    // `parent` now serves as the next free slot of each component.
    parent.clear();
    parent.extend_from_slice(&starts[..count as usize]);
    for (c, &l) in labels.iter().enumerate() {
        if l != NO_LABEL {
            let slot = &mut parent[l as usize];
            order[*slot as usize] = c as u32;
            *slot += 1;
        }
    }
}
