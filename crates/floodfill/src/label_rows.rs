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

use crate::components::NO_LABEL;
use crate::union_find::union;
use crate::walk::RowGrid;

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
pub(crate) fn label_four<V: PartialEq>(
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
pub(crate) fn count_sizes(labels: &mut [u32], parent: &mut [u32], sizes: &mut Vec<u32>) {
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
