//! The two traversal engines every operation shares: a breadth-first walk for any
//! topology and a scanline (span) walk for row-major square grids.
//!
//! Both are loops over an explicit queue or stack, never recursion, so a million-cell
//! corridor costs heap, not call stack. What a walk *does* with a cell (stamp it and
//! record it, paint it, label it) is a [`Visit`].

use alloc::vec::Vec;

use crate::{RowGrid, Topology};

/// What a walk does with cells.
pub(crate) trait Visit {
    /// Whether `cell` should join the walk now (in range, not yet claimed, accepted).
    fn fresh(&mut self, cell: usize) -> bool;
    /// Takes `cell` into the walk: marks it so it is no longer fresh, and records it.
    fn claim(&mut self, cell: usize);
    /// The `i`-th recorded cell; the breadth-first walk uses the record as its queue.
    fn recorded(&self, i: usize) -> Option<usize>;
}

/// Breadth-first walk from the cells recorded at positions `head..` (claimed seeds).
/// The record is the queue, so this needs no buffer of its own.
pub(crate) fn breadth_first<T: Topology + ?Sized, V: Visit>(
    topo: &T,
    visit: &mut V,
    mut head: usize,
) {
    while let Some(cell) = visit.recorded(head) {
        head += 1;
        topo.for_each_neighbor(cell, |n| {
            if visit.fresh(n) {
                visit.claim(n);
            }
        });
    }
}

/// Scanline walk on a row-major grid from the `(x, y)` seeds already on `stack`.
///
/// Each popped seed grows into the widest fresh run of its row, which is claimed at
/// once; the rows above and below are then scanned over the run (one cell wider each
/// side with diagonals) and one seed is pushed per fresh run found there. The stack
/// holds runs, not cells, so it stays small on open areas.
pub(crate) fn scanline<V: Visit>(grid: RowGrid, stack: &mut Vec<(u32, u32)>, visit: &mut V) {
    let (w, h) = (grid.width, grid.height);
    while let Some((x, y)) = stack.pop() {
        let (x, y) = (x as usize, y as usize);
        let row = y * w;
        if !visit.fresh(row + x) {
            continue;
        }
        let mut left = x;
        while left > 0 && visit.fresh(row + left - 1) {
            left -= 1;
        }
        let mut right = x;
        while right + 1 < w && visit.fresh(row + right + 1) {
            right += 1;
        }
        for cell in row + left..=row + right {
            visit.claim(cell);
        }
        let (lo, hi) = if grid.diagonal {
            (left.saturating_sub(1), (right + 1).min(w - 1))
        } else {
            (left, right)
        };
        if y > 0 {
            seed_runs(y - 1, lo, hi, w, stack, visit);
        }
        if y + 1 < h {
            seed_runs(y + 1, lo, hi, w, stack, visit);
        }
    }
}

/// Pushes one seed per run of fresh cells in row `y`, columns `lo..=hi`.
#[inline]
fn seed_runs<V: Visit>(
    y: usize,
    lo: usize,
    hi: usize,
    w: usize,
    stack: &mut Vec<(u32, u32)>,
    visit: &mut V,
) {
    let row = y * w;
    let mut in_run = false;
    for x in lo..=hi {
        if visit.fresh(row + x) {
            if !in_run {
                // Fits in u32: the grid has at most MAX_CELLS cells.
                stack.push((x as u32, y as u32));
                in_run = true;
            }
        } else {
            in_run = false;
        }
    }
}
