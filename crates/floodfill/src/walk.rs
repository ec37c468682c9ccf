//! The two traversal engines every operation shares: a breadth-first walk for any
//! topology and a scanline (span) walk for row-major square grids.
//!
//! Both are loops over an explicit queue or stack, never recursion, so a million-cell
//! corridor costs heap, not call stack. What a walk *does* with a cell (stamp it and
//! record it, paint it, label it) is a [`Visit`].

use alloc::vec::Vec;

use crate::{Shape, Topology};

/// A row-major `width x height` square grid, the shape the scanline walk takes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RowGrid {
    /// Cells per row.
    pub(crate) width: usize,
    /// Number of rows.
    pub(crate) height: usize,
    /// `true` for 8-connectivity.
    pub(crate) diagonal: bool,
}

/// What a walk does with cells.
pub(crate) trait Visit {
    /// Whether `cell` should join the walk now (in range, not yet claimed, accepted).
    fn fresh(&mut self, cell: usize) -> bool;
    /// Takes `cell` into the walk: marks it so it is no longer fresh, and records it.
    fn claim(&mut self, cell: usize);
    /// The `i`-th recorded cell; the breadth-first walk uses the record as its queue.
    fn recorded(&self, i: usize) -> Option<usize>;
    /// Claims the run of cells `start..end` (all fresh) at once. Visitors override it
    /// with slice fills, which beat a claim per cell on long runs.
    #[inline]
    fn claim_run(&mut self, start: usize, end: usize) {
        for cell in start..end {
            self.claim(cell);
        }
    }
    /// The first cell of `start..end` that is not fresh, or `end`.
    #[inline]
    fn run_end(&mut self, start: usize, end: usize) -> usize {
        (start..end).find(|&c| !self.fresh(c)).unwrap_or(end)
    }
    /// The first cell of the fresh stretch of `low..end` that reaches up to `end`
    /// (`end` itself when `end - 1` is not fresh).
    #[inline]
    fn run_start(&mut self, low: usize, end: usize) -> usize {
        (low..end)
            .rev()
            .find(|&c| !self.fresh(c))
            .map_or(low, |c| c + 1)
    }
    /// The first fresh cell of `start..end`, or `end`.
    #[inline]
    fn next_fresh(&mut self, start: usize, end: usize) -> usize {
        (start..end).find(|&c| self.fresh(c)).unwrap_or(end)
    }
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

/// A pending span job: look for fresh runs in row `y`, columns `x1..=x2`, coming
/// from row `y - dy` (so `dy`, +1 or -1, is the direction of travel).
#[derive(Debug, Clone, Copy)]
struct Span {
    y: u32,
    x1: u32,
    x2: u32,
    /// An `i8`, so that with `whole` a job still takes 16 bytes: a larger job slows
    /// the open board's fill, whose work is mostly pushing and popping jobs.
    dy: i8,
    /// `x1..=x2` is a whole run of row `y - dy`, so the cells of that row just
    /// outside it (columns `x1 - 1` and `x2 + 1`) are walls, claimed or off the row.
    whole: bool,
}

/// Scanline walk on a row-major grid from the `(x, y)` seeds already on `stack`.
///
/// 4-connected grids use Heckbert's span fill (Graphics Gems, 1990; the "span
/// filling" of Smith 1979): each job scans one row over its parent's extent, claims
/// every fresh run it meets as a whole, and pushes jobs for the next row in the same
/// direction and for the overhangs back toward the parent row, so a cell is tested
/// about once. 8-connected grids use the plain scanline that rescans both neighbour
/// rows one cell wider each side. Either way the stack holds runs, not cells.
pub(crate) fn scanline<V: Visit>(grid: RowGrid, stacks: &mut Stacks, visit: &mut V) {
    if grid.diagonal {
        scanline_eight(grid, &mut stacks.seeds, visit);
    } else {
        stacks.jobs.clear();
        for (x, y) in stacks.seeds.drain(..) {
            // The span jobs assume their seed is fresh: a blocked seed would otherwise
            // leak into the row above it.
            if !visit.fresh(y as usize * grid.width + x as usize) {
                continue;
            }
            stacks.jobs.push(Span {
                y,
                x1: x,
                x2: x,
                dy: 1,
                whole: false,
            });
            push_span(&mut stacks.jobs, grid, y, -1, x, x, false);
            span_fill(grid, &mut stacks.jobs, visit);
        }
    }
}

/// The scanline walks' stacks, kept between calls.
#[derive(Debug, Clone, Default)]
pub(crate) struct Stacks {
    /// Seeds `(x, y)` waiting to start a walk (the 8-connected walk's run stack too).
    pub(crate) seeds: Vec<(u32, u32)>,
    /// Heckbert span jobs.
    jobs: Vec<Span>,
}

/// The row grid of `topo` if the scanline walk may use it: its size must agree with
/// `len` and its sides fit the walk's `i32` coordinates; otherwise the breadth-first
/// walk runs.
pub(crate) fn fast_rows<T: Topology + ?Sized>(topo: &T) -> Option<RowGrid> {
    let len = topo.len();
    let Some(Shape::Square {
        width,
        height,
        diagonal,
    }) = topo.shape()
    else {
        return None;
    };
    Some(RowGrid {
        width,
        height,
        diagonal,
    })
    .filter(|g| {
        g.width > 0
            && g.width.checked_mul(g.height) == Some(len)
            && g.width <= i32::MAX as usize
            && g.height <= i32::MAX as usize
    })
}

/// Heckbert's span fill over the jobs on `jobs`.
fn span_fill<V: Visit>(grid: RowGrid, jobs: &mut Vec<Span>, visit: &mut V) {
    let w = grid.width;
    while let Some(Span {
        y,
        x1,
        x2,
        dy,
        whole,
    }) = jobs.pop()
    {
        let row = y as usize * w;
        let (x1, x2) = (x1 as usize, x2 as usize);
        // The parent row's cells known not to be fresh: the overhangs skip them.
        let known = u32::from(whole);
        let mut x = visit.next_fresh(row + x1, row + x2 + 1) - row;
        while x <= x2 {
            // A run found at the job's left edge may reach further left.
            let start = if x == x1 {
                visit.run_start(row, row + x) - row
            } else {
                x
            };
            let end = visit.run_end(row + x + 1, row + w) - row;
            visit.claim_run(row + start, row + end);
            // Columns fit in u32: the grid has at most MAX_CELLS cells.
            let (start, last) = (start as u32, end as u32 - 1);
            // The overhangs past the parent's extent, back toward the parent row.
            // Leaving out the parent row's known cells drops the one-cell overhangs
            // that would find nothing, and the mispredicted branches they cost.
            if start + known < x1 as u32 {
                push_span(jobs, grid, y, -dy, start, x1 as u32 - 1 - known, false);
            }
            if last > x2 as u32 + known {
                push_span(jobs, grid, y, -dy, x2 as u32 + 1 + known, last, false);
            }
            // Pushed last, so taken next: the walk keeps its direction of travel,
            // which keeps the rows it touches in cache.
            push_span(jobs, grid, y, dy, start, last, true);
            // `end` is not fresh: the next run starts past it.
            x = visit.next_fresh(row + (end + 1).min(x2 + 1), row + x2 + 1) - row;
        }
    }
}

/// Pushes the job for row `y + dy`, columns `x1..=x2`, if that row exists.
#[inline]
fn push_span(jobs: &mut Vec<Span>, grid: RowGrid, y: u32, dy: i8, x1: u32, x2: u32, whole: bool) {
    // Row -1 wraps to u32::MAX, past any grid.
    let y = y.wrapping_add_signed(dy.into());
    if (y as usize) < grid.height {
        jobs.push(Span {
            y,
            x1,
            x2,
            dy,
            whole,
        });
    }
}

/// The plain scanline for 8-connected grids.
fn scanline_eight<V: Visit>(grid: RowGrid, stack: &mut Vec<(u32, u32)>, visit: &mut V) {
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
        visit.claim_run(row + left, row + right + 1);
        let (lo, hi) = (left.saturating_sub(1), (right + 1).min(w - 1));
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
