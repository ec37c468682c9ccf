//! A grid whose cells store their open sides as bits (a maze's passages), and the
//! branch-free distance walk over it.

use crate::{FloodError, StepLayers, Topology};

/// A row-major grid of `width` columns whose cells list their open sides as bits:
/// [`SideGrid::NORTH`], [`SideGrid::EAST`], [`SideGrid::SOUTH`], [`SideGrid::WEST`]
/// (higher bits are ignored). A cell's neighbours are the cells behind its open sides,
/// so a maze stored as one passage byte per cell is a topology without any copying.
/// A side that leads off the grid is ignored.
///
/// [`StepLayers::compute_sides`] walks it without a neighbour callback and without
/// a branch per side: the fast form of the distance map of a maze.
///
/// ```
/// use floodfill::{SideGrid, StepLayers};
///
/// // Two cells side by side, joined; a third below the first, walled off.
/// let (e, w) = (SideGrid::EAST, SideGrid::WEST);
/// let sides = [e, w, 0, 0];
/// let grid = SideGrid::new(2, &sides).unwrap();
/// let mut steps = StepLayers::new();
/// steps.compute_sides(grid, [0], None).unwrap();
/// assert_eq!(steps.step_map(), [0, 1, u32::MAX, u32::MAX]);
/// ```
#[derive(Debug, Clone, Copy)]
pub struct SideGrid<'a> {
    width: usize,
    sides: &'a [u8],
}

impl<'a> SideGrid<'a> {
    /// The bit of an open north side (towards the previous row).
    pub const NORTH: u8 = 1;
    /// The bit of an open east side (towards the next column).
    pub const EAST: u8 = 2;
    /// The bit of an open south side (towards the next row).
    pub const SOUTH: u8 = 4;
    /// The bit of an open west side (towards the previous column).
    pub const WEST: u8 = 8;

    /// A grid of `width` columns over `sides`, one byte per cell, row by row.
    ///
    /// # Errors
    /// [`FloodError::EmptyGrid`] when `width` is 0 or `sides` is empty;
    /// [`FloodError::SizeMismatch`] when `sides` does not hold whole rows;
    /// [`FloodError::TooManyCells`] beyond [`crate::MAX_CELLS`] cells.
    pub fn new(width: usize, sides: &'a [u8]) -> Result<Self, FloodError> {
        let len = sides.len();
        if width == 0 || len == 0 {
            return Err(FloodError::EmptyGrid {
                width,
                height: len.checked_div(width).unwrap_or(0),
            });
        }
        if !len.is_multiple_of(width) {
            return Err(FloodError::SizeMismatch {
                expected: len.next_multiple_of(width),
                found: len,
            });
        }
        if len > crate::MAX_CELLS {
            return Err(FloodError::TooManyCells { len });
        }
        Ok(SideGrid { width, sides })
    }

    /// Columns.
    #[must_use]
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    #[must_use]
    pub fn height(&self) -> usize {
        self.sides.len() / self.width
    }

    /// The open sides of each cell, row by row.
    #[must_use]
    pub fn sides(&self) -> &'a [u8] {
        self.sides
    }

    /// The open sides of `cell` that lead to a cell of the grid.
    #[inline]
    fn inner_sides(&self, cell: usize) -> u8 {
        let (w, x) = (self.width, cell % self.width);
        let mut bits = self.sides[cell] & 0xf;
        if cell < w {
            bits &= !Self::NORTH;
        }
        if cell + w >= self.sides.len() {
            bits &= !Self::SOUTH;
        }
        if x == 0 {
            bits &= !Self::WEST;
        }
        if x + 1 == w {
            bits &= !Self::EAST;
        }
        bits
    }

    /// `steps[bits][k]`: the step (wrapping) from a cell with side bits `bits` to
    /// its `k`-th open side, 0 (the cell itself) past the last one.
    fn side_steps(&self) -> [[usize; 4]; 16] {
        let by_side = [self.width.wrapping_neg(), 1, self.width, usize::MAX];
        let mut steps = [[0usize; 4]; 16];
        for (bits, row) in steps.iter_mut().enumerate() {
            let open = (0..4).filter(|side| bits & (1 << side) != 0);
            for (slot, side) in row.iter_mut().zip(open) {
                *slot = by_side[side];
            }
        }
        steps
    }

    /// Whether every open side of the border cells stays on the grid: then the
    /// walk needs no per-cell check (inner cells cannot lead off the grid).
    fn border_is_closed(&self) -> bool {
        let (w, len) = (self.width, self.sides.len());
        let row_ok = |row: usize, bit: u8| {
            self.sides[row * w..(row + 1) * w]
                .iter()
                .all(|&b| b & bit == 0)
        };
        let col_ok = |x: usize, bit: u8| (x..len).step_by(w).all(|c| self.sides[c] & bit == 0);
        row_ok(0, Self::NORTH)
            && row_ok(len / w - 1, Self::SOUTH)
            && col_ok(0, Self::WEST)
            && col_ok(w - 1, Self::EAST)
    }
}

impl Topology for SideGrid<'_> {
    fn len(&self) -> usize {
        self.sides.len()
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        let bits = self.inner_sides(cell);
        if bits & Self::NORTH != 0 {
            f(cell - self.width);
        }
        if bits & Self::EAST != 0 {
            f(cell + 1);
        }
        if bits & Self::SOUTH != 0 {
            f(cell + self.width);
        }
        if bits & Self::WEST != 0 {
            f(cell - 1);
        }
    }

    fn max_degree(&self) -> usize {
        4
    }
}

impl StepLayers {
    /// As [`compute`](StepLayers::compute) over `grid`, with the same result, by a
    /// walk made for side bits: a table gives the steps to a cell's open sides, and
    /// the first two (most maze cells have one or two) are handled without a branch
    /// (a missing side points back at the cell itself, which is always already
    /// reached, so its "fresh" test fails); a branch per side on the random side
    /// bits would be mispredicted about half the time.
    ///
    /// A grid with open sides leading off its border takes the general walk.
    ///
    /// # Errors
    /// [`FloodError::SeedOutOfRange`] for a seed outside the grid. After an error
    /// the layers are empty (nothing reached).
    pub fn compute_sides(
        &mut self,
        grid: SideGrid<'_>,
        seeds: impl IntoIterator<Item = usize>,
        max: Option<u32>,
    ) -> Result<(), FloodError> {
        if !grid.border_is_closed() {
            return self.compute(&grid, seeds, max);
        }
        let result = self.walk_sides(grid, seeds, max);
        if result.is_err() {
            self.clear();
        }
        result
    }

    fn walk_sides(
        &mut self,
        grid: SideGrid<'_>,
        seeds: impl IntoIterator<Item = usize>,
        max: Option<u32>,
    ) -> Result<(), FloodError> {
        let len = grid.sides.len();
        let (dist, order, starts) = self.buffers(len);
        // The queue is written by index with an unconditional store per side, so it
        // needs a spare slot beyond the last cell; it is cut back at the end. Old
        // contents are overwritten before they are read, so only growth is filled.
        order.resize(len + 1, 0);
        let mut tail = 0;
        for seed in seeds {
            let slot = dist
                .get_mut(seed)
                .ok_or(FloodError::SeedOutOfRange { seed, len })?;
            if *slot == Self::UNREACHED {
                *slot = 0;
                order[tail] = seed as u32;
                tail += 1;
            }
        }
        let steps = grid.side_steps();
        let (mut begin, mut d) = (0usize, 0u32);
        while tail > begin {
            let end = tail;
            starts.push(end as u32);
            if max == Some(d) {
                break;
            }
            let next = d + 1;
            tail = expand_layer(grid, &steps, dist, order, begin..end, tail, next);
            begin = end;
            d = next;
        }
        order.truncate(tail);
        Ok(())
    }
}

/// Queues the unreached neighbours of the cells `order[layer]` behind `order[tail]`
/// at distance `next`; returns the new tail. Works on slices, not `Vec`s, so the
/// compiler keeps their pointers and lengths in registers across the stores.
#[inline]
fn expand_layer(
    grid: SideGrid<'_>,
    steps: &[[usize; 4]; 16],
    dist: &mut [u32],
    order: &mut [u32],
    layer: core::ops::Range<usize>,
    mut tail: usize,
    next: u32,
) -> usize {
    let sides = grid.sides;
    for i in layer {
        let cell = order[i] as usize;
        let step = steps[usize::from(sides[cell] & 0xf)];
        // Most maze cells have one or two open sides: those two are handled without
        // a branch on the random side bits; the rarer third and fourth with one.
        tail = visit(dist, order, cell.wrapping_add(step[0]), tail, next);
        tail = visit(dist, order, cell.wrapping_add(step[1]), tail, next);
        if step[2] != 0 {
            tail = visit(dist, order, cell.wrapping_add(step[2]), tail, next);
            tail = visit(dist, order, cell.wrapping_add(step[3]), tail, next);
        }
    }
    tail
}

/// Queues `n` at `order[tail]` and gives it distance `next` when it is unreached;
/// returns the new tail. Without a branch: the queue slot is written either way
/// (and only kept when fresh), and a stale cell gets its own distance back.
#[inline(always)]
fn visit(dist: &mut [u32], order: &mut [u32], n: usize, tail: usize, next: u32) -> usize {
    let old = dist[n];
    let fresh = old == StepLayers::UNREACHED;
    dist[n] = if fresh { next } else { old };
    order[tail] = n as u32;
    tail + usize::from(fresh)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;
    use proptest::prelude::*;

    /// Random side bits on a `w × h` grid, some of them leading off the border.
    fn sides_strategy() -> impl Strategy<Value = (usize, Vec<u8>)> {
        (1usize..24, 1usize..24)
            .prop_flat_map(|(w, h)| (Just(w), proptest::collection::vec(any::<u8>(), w * h)))
    }

    /// Keeps only the sides that stay on the grid (what a maze always has).
    fn closed_border(w: usize, sides: &[u8]) -> Vec<u8> {
        let grid = SideGrid::new(w, sides).unwrap();
        (0..sides.len()).map(|c| grid.inner_sides(c)).collect()
    }

    fn assert_same_walks(w: usize, sides: &[u8], seeds: &[usize], max: Option<u32>) {
        let grid = SideGrid::new(w, sides).unwrap();
        let mut general = StepLayers::new();
        general.compute(&grid, seeds.iter().copied(), max).unwrap();
        let mut fast = StepLayers::new();
        fast.compute_sides(grid, seeds.iter().copied(), max)
            .unwrap();
        assert_eq!(fast.step_map(), general.step_map());
        assert_eq!(fast.order(), general.order());
        assert!(fast.layers().eq(general.layers()));
    }

    #[test]
    fn sizes_are_checked() {
        assert!(matches!(
            SideGrid::new(0, &[0]),
            Err(FloodError::EmptyGrid { .. })
        ));
        assert!(matches!(
            SideGrid::new(3, &[]),
            Err(FloodError::EmptyGrid { .. })
        ));
        assert!(matches!(
            SideGrid::new(2, &[0, 0, 0]),
            Err(FloodError::SizeMismatch {
                expected: 4,
                found: 3
            })
        ));
        let grid = SideGrid::new(2, &[0; 6]).unwrap();
        assert_eq!((grid.width(), grid.height(), grid.len()), (2, 3, 6));
    }

    #[test]
    fn sides_off_the_grid_are_ignored() {
        // One cell open on every side: nothing to reach but itself.
        let mut steps = StepLayers::new();
        steps
            .compute_sides(SideGrid::new(1, &[0xff]).unwrap(), [0], None)
            .unwrap();
        assert_eq!(steps.order(), [0]);
        // East of the last column must not wrap to the next row.
        let sides = [SideGrid::EAST, 0, 0, 0];
        steps
            .compute_sides(SideGrid::new(1, &sides).unwrap(), [0], None)
            .unwrap();
        assert_eq!(steps.reached(), 1);
    }

    #[test]
    fn every_cell_reached_fills_the_queue_exactly() {
        // A 3 × 2 hall: every inner side open; the queue's spare slot is cut off.
        let (n, e, s, w) = (
            SideGrid::NORTH,
            SideGrid::EAST,
            SideGrid::SOUTH,
            SideGrid::WEST,
        );
        let sides = [e | s, e | s | w, s | w, n | e, n | e | w, n | w];
        let mut steps = StepLayers::new();
        steps
            .compute_sides(SideGrid::new(3, &sides).unwrap(), [0, 5, 0], None)
            .unwrap();
        assert_eq!(steps.order(), [0, 5, 1, 3, 2, 4]);
        assert_eq!(steps.step_map(), [0, 1, 1, 1, 1, 0]);
        assert_same_walks(3, &sides, &[4], Some(1));
        assert_same_walks(3, &sides, &[], None);
        assert_eq!(
            steps.compute_sides(SideGrid::new(3, &sides).unwrap(), [6], None),
            Err(FloodError::SeedOutOfRange { seed: 6, len: 6 })
        );
        assert_eq!((steps.reached(), steps.step_map().len()), (0, 0));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// The branch-free walk equals the general walk over the same grid, with
        /// and without sides leading off the border, from random seeds and budgets.
        #[test]
        fn fast_walk_matches_the_general_walk(
            (w, sides) in sides_strategy(),
            seeds in proptest::collection::vec(0usize..600, 0..4),
            max in proptest::option::of(0u32..20),
        ) {
            let seeds: Vec<usize> = seeds.into_iter().map(|s| s % sides.len()).collect();
            assert_same_walks(w, &sides, &seeds, max);
            assert_same_walks(w, &closed_border(w, &sides), &seeds, max);
        }
    }
}
