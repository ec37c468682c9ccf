//! A grid whose cells store their open sides as bits (a maze's passages), and the
//! branch-free distance walk over it.

use crate::{FloodError, Shape, StepLayers, Topology};

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

    /// Whether the sides could form a tree: exactly `len - 1` passages, each open
    /// from both of its cells. (A tree also needs to be connected, which only a
    /// walk can tell; see [`StepLayers::compute_sides`].) Branch-free passes over
    /// the bytes, eight at a time, the passage count first (a maze with loops
    /// fails it): a small fraction of a walk's cost. Call only with a closed
    /// border.
    fn could_be_tree(&self) -> bool {
        /// Bit 0 of each of eight bytes.
        const LOW: u64 = 0x0101_0101_0101_0101;
        let (s, w, len) = (self.sides, self.width, self.sides.len());
        let word = |i: usize| u64::from_le_bytes(s[i..i + 8].try_into().unwrap_or([0; 8]));
        // Each passage counted once, by its east or south bit (`len <= 2^30`).
        let mut passages = 0usize;
        let mut i = 0;
        while i + 8 <= len {
            passages += (word(i) & (LOW * 0b0110)).count_ones() as usize;
            i += 8;
        }
        passages += s[i..]
            .iter()
            .map(|&b| (b & 0b0110).count_ones() as usize)
            .sum::<usize>();
        if passages + 1 != len {
            return false;
        }
        // East of a cell against west of the next one (at a row's end both are
        // closed, so rows need no special case), south against north of the cell
        // below: bit 0 of each byte of the xor is a mismatch.
        let mut mismatch = 0u64;
        let mut i = 0;
        while i + 9 <= len {
            mismatch |= (word(i) >> 1) ^ (word(i + 1) >> 3);
            i += 8;
        }
        for c in i..len - 1 {
            mismatch |= u64::from((s[c] >> 1) ^ (s[c + 1] >> 3));
        }
        let mut i = 0;
        while i + w + 8 <= len {
            mismatch |= (word(i) >> 2) ^ word(i + w);
            i += 8;
        }
        for c in i..len - w {
            mismatch |= u64::from((s[c] >> 2) ^ s[c + w]);
        }
        mismatch & LOW == 0
    }

    /// `tree_steps()[bits]`: the children of a cell with open sides `bits`, the
    /// side back to its parent already removed: see [`TreeSteps`].
    fn tree_steps(&self) -> [TreeSteps; 16] {
        let by_side = [self.width.wrapping_neg(), 1, self.width, usize::MAX];
        core::array::from_fn(|bits| {
            let mut t = TreeSteps {
                step: [0; 3],
                tagged: [0; 3],
                count: 0,
            };
            for side in (0..4).filter(|side| bits & (1 << side) != 0).take(3) {
                t.step[t.count] = by_side[side];
                // The child's side that leads back here: the opposite one.
                t.tagged[t.count] = ((side as u32 + 2) % 4) << TAG_SHIFT;
                t.count += 1;
            }
            t
        })
    }
}

/// The queue entries of the tree walk carry, above the cell index, the side of the
/// cell that leads back to the cell it was reached from.
const TAG_SHIFT: u32 = 30;
/// The cell index part of a tree walk queue entry.
const CELL_MASK: u32 = (1 << TAG_SHIFT) - 1;
/// Free queue slots the tree walk keeps beyond the last cell, in units of the three
/// unconditional child writes per cell: it checks for room once per this many cells.
const TREE_CHUNK: usize = 64;

/// A tree walk's table entry for one set of open sides (parent side removed): the
/// steps to the children, in side order (0 past the last), each child's queue tag
/// (its side back to this cell), and the number of children.
#[derive(Clone, Copy)]
struct TreeSteps {
    step: [usize; 3],
    tagged: [u32; 3],
    count: usize,
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

    fn shape(&self) -> Option<Shape<'_>> {
        Some(Shape::Sides {
            width: self.width,
            sides: self.sides,
        })
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
    /// A grid that is a tree where it matters (a perfect maze) walked from one
    /// seed with no budget below the cell count takes a faster walk still: every
    /// open side but the one back to the parent leads to a new cell, so nothing is
    /// checked per side and the distances are written after the walk, layer by
    /// layer. One branch-free pass over the bytes decides (every passage open from
    /// both of its cells, exactly `len - 1` of them); should the seed's part still
    /// hold a loop (a grid in several parts), the walk notices it queueing more
    /// than `len` cells and the checked walk starts over. Same result either way.
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
            return self.compute_general(&grid, seeds, max);
        }
        let mut seeds = seeds.into_iter();
        let (first, second) = (seeds.next(), seeds.next());
        let len = grid.sides.len();
        // The tree walk: one seed, no budget that could stop it early (a tree's
        // depth is below `len`), tags that fit above the cell index, and sides
        // that could form a tree.
        if let (Some(seed), None) = (first, second)
            && max.is_none_or(|m| m as usize >= len)
            && len <= CELL_MASK as usize + 1
            && grid.could_be_tree()
        {
            match self.walk_tree(grid, seed) {
                Ok(true) => return Ok(()),
                // The seed's part has a loop: the checked walk below.
                Ok(false) => {}
                Err(e) => {
                    self.clear();
                    return Err(e);
                }
            }
        }
        let result = self.walk_sides(grid, first.into_iter().chain(second).chain(seeds), max);
        if result.is_err() {
            self.clear();
        }
        result
    }

    /// The walk of a tree: a cell reached from its parent has no other reached
    /// neighbour, so every open side but the one back to the parent leads to a new
    /// cell. The queue entries carry that side (above the cell index), so the walk
    /// reads no distance at all: the next queue slot depends only on the side
    /// table. The distances are written after the walk from the layers, as a
    /// stream of stores nothing waits on; written during the walk, those scattered
    /// stores cost as much as the rest of the walk (measured: 13 ms against 7 ms
    /// on a 1000 × 1000 maze).
    ///
    /// `false` when the seed's part of the grid is not a tree. The sides were
    /// checked to be symmetric with `len - 1` passages, but a grid split in several
    /// parts can still hold a loop in one of them; in a loop the walk never stops
    /// (it goes round and round), so it would queue more than `len` cells: that is
    /// the signal, checked once per [`TREE_CHUNK`] cells. In a tree the queue never
    /// holds more than `len`, so a finished walk is exact.
    fn walk_tree(&mut self, grid: SideGrid<'_>, seed: usize) -> Result<bool, FloodError> {
        let len = grid.sides.len();
        if seed >= len {
            return Err(FloodError::SeedOutOfRange { seed, len });
        }
        let (dist, order, starts) = self.buffers_unfilled(len);
        // Each cell writes three child slots (only `count` of them kept), so the
        // queue has spare slots for the last ones and for the loop check's chunks.
        order.resize(len + 3 * TREE_CHUNK, 0);
        order[0] = seed as u32;
        starts.push(1);
        // The seed has no parent: all its open sides lead to children.
        let steps = grid.tree_steps();
        let mut tail = 1;
        let seed_sides = grid.sides[seed] & 0xf;
        for (side, step) in [
            (0, grid.width.wrapping_neg()),
            (1, 1),
            (2, grid.width),
            (3, usize::MAX),
        ] {
            if seed_sides & (1 << side) != 0 {
                let n = seed.wrapping_add(step);
                order[tail] = n as u32 | (((side + 2) % 4) << TAG_SHIFT);
                tail += 1;
            }
        }
        let mut begin = 1;
        while tail > begin {
            let end = tail;
            starts.push(end as u32);
            let mut i = begin;
            while i < end {
                let room = (order.len() - tail) / 3;
                if room < TREE_CHUNK {
                    // More cells queued than the grid holds: a loop.
                    return Ok(false);
                }
                let stop = end.min(i + TREE_CHUNK);
                tail = expand_tree_cells(grid.sides, &steps, order, i..stop, tail);
                i = stop;
            }
            begin = end;
        }
        order.truncate(tail);
        // The distances, written layer by layer once the walk is over: a store
        // stream with nothing waiting on it, instead of scattered stores in the
        // middle of the walk's loads. When the walk reached every cell, every
        // distance is written here, so the array needs no fill beforehand.
        if tail < len {
            dist.fill(Self::UNREACHED);
        }
        for (d, layer) in starts.windows(2).enumerate() {
            for &cell in &order[layer[0] as usize..layer[1] as usize] {
                dist[cell as usize] = d as u32;
            }
        }
        Ok(true)
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

/// Queues the children of the tree walk's cells `order[cells]` (tagged entries)
/// behind `order[tail]`, and strips the cells' tags; returns the new tail. The
/// first two child slots are written whatever the count (a slot past the last
/// child is overwritten later or cut off), so only a crossing's third child costs
/// a branch. Distances are not touched (see `walk_tree`).
#[inline]
fn expand_tree_cells(
    sides: &[u8],
    steps: &[TreeSteps; 16],
    order: &mut [u32],
    cells: core::ops::Range<usize>,
    mut tail: usize,
) -> usize {
    for i in cells {
        let entry = order[i];
        let cell = (entry & CELL_MASK) as usize;
        order[i] = cell as u32;
        let back = 1u8 << (entry >> TAG_SHIFT);
        let t = &steps[usize::from(sides[cell] & 0xf & !back)];
        let slots: &mut [u32; 3] = (&mut order[tail..tail + 3])
            .try_into()
            .unwrap_or_else(|_| unreachable!());
        // Most cells have at most two children: those two without a branch on
        // the random side bits; the rare third (a crossing) behind one.
        slots[0] = cell.wrapping_add(t.step[0]) as u32 | t.tagged[0];
        slots[1] = cell.wrapping_add(t.step[1]) as u32 | t.tagged[1];
        if t.count == 3 {
            slots[2] = cell.wrapping_add(t.step[2]) as u32 | t.tagged[2];
        }
        tail += t.count;
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
        general
            .compute_general(&grid, seeds.iter().copied(), max)
            .unwrap();
        let mut fast = StepLayers::new();
        fast.compute_sides(grid, seeds.iter().copied(), max)
            .unwrap();
        assert_eq!(fast.step_map(), general.step_map());
        assert_eq!(fast.order(), general.order());
        assert!(fast.layers().eq(general.layers()));
        // `compute` over the grid as a topology finds the hook and the same walk.
        let mut hooked = StepLayers::new();
        hooked.compute(&grid, seeds.iter().copied(), max).unwrap();
        assert_eq!(hooked.step_map(), general.step_map());
        assert_eq!(hooked.order(), general.order());
    }

    /// A random spanning tree of the `w × h` grid as side bits: Kruskal over
    /// the grid's edges in the order of `weights` (one per edge, cycled).
    fn spanning_tree(w: usize, h: usize, weights: &[u32]) -> Vec<u8> {
        let len = w * h;
        // (weight, cell, east?) for every edge inside the grid.
        let mut edges = Vec::new();
        for c in 0..len {
            if c % w + 1 < w {
                edges.push((c, true));
            }
            if c + w < len {
                edges.push((c, false));
            }
        }
        let mut keyed: Vec<(u32, usize, bool)> = edges
            .iter()
            .enumerate()
            .map(|(k, &(c, east))| (weights[k % weights.len()].wrapping_add(k as u32), c, east))
            .collect();
        keyed.sort_unstable();
        let mut parent: Vec<usize> = (0..len).collect();
        fn root(parent: &mut [usize], mut c: usize) -> usize {
            while parent[c] != c {
                c = parent[c];
            }
            c
        }
        let mut sides = alloc::vec![0u8; len];
        for (_, c, east) in keyed {
            let n = if east { c + 1 } else { c + w };
            let (a, b) = (root(&mut parent, c), root(&mut parent, n));
            if a != b {
                parent[a] = b;
                open_between(&mut sides, w, c, east);
            }
        }
        sides
    }

    /// Opens the passage east (or south) of `c` on both sides.
    fn open_between(sides: &mut [u8], w: usize, c: usize, east: bool) {
        if east {
            sides[c] |= SideGrid::EAST;
            sides[c + 1] |= SideGrid::WEST;
        } else {
            sides[c] |= SideGrid::SOUTH;
            sides[c + w] |= SideGrid::NORTH;
        }
    }

    /// The tree walk's own answer (`Some(exact)`), then the same comparison
    /// against the general walk as [`assert_same_walks`] through `compute_sides`.
    fn tree_walk(w: usize, sides: &[u8], seed: usize) -> bool {
        let grid = SideGrid::new(w, sides).unwrap();
        let mut tree = StepLayers::new();
        let exact = tree.walk_tree(grid, seed).unwrap();
        let mut general = StepLayers::new();
        general.compute_general(&grid, [seed], None).unwrap();
        if exact {
            assert_eq!(tree.step_map(), general.step_map());
            assert_eq!(tree.order(), general.order());
            assert!(tree.layers().eq(general.layers()));
        }
        assert_same_walks(w, sides, &[seed], None);
        assert_same_walks(w, sides, &[seed], Some(sides.len() as u32));
        exact
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

    #[test]
    fn tree_walk_takes_trees_and_leaves_loops_to_the_checked_walk() {
        let (n, e, s, w) = (
            SideGrid::NORTH,
            SideGrid::EAST,
            SideGrid::SOUTH,
            SideGrid::WEST,
        );
        // A 3 × 2 comb: a tree; the seed in a corner, in the middle, a lone cell.
        let comb = [e | s, e | w | s, w | s, n, n, n];
        let grid = SideGrid::new(3, &comb).unwrap();
        assert!(grid.could_be_tree());
        assert!(tree_walk(3, &comb, 0) && tree_walk(3, &comb, 4));
        assert!(tree_walk(1, &[0], 0));
        // A seed off the grid is an error on this path too, and leaves nothing.
        let mut steps = StepLayers::new();
        steps.compute_sides(grid, [1], None).unwrap();
        assert_eq!(
            steps.compute_sides(grid, [6], None),
            Err(FloodError::SeedOutOfRange { seed: 6, len: 6 })
        );
        assert_eq!((steps.reached(), steps.step_map().len()), (0, 0));
        // Five passages on six cells, but split: a loop of four on the left (a
        // 2 × 2 ring) and a pair on the right. From the ring the tree walk would
        // go round for ever: it gives up and the checked walk answers.
        let split = [e | s, w | s, s, n | e, n | w, n];
        let grid = SideGrid::new(3, &split).unwrap();
        assert!(grid.could_be_tree());
        assert!(!tree_walk(3, &split, 0));
        assert!(tree_walk(3, &split, 2));
        // A one-way passage (east of 0 open, west of 1 closed) is not a tree.
        let one_way = [e, s, 0, n];
        assert!(!SideGrid::new(2, &one_way).unwrap().could_be_tree());
        assert_same_walks(2, &one_way, &[0], None);
        // Too many passages (a ring) or too few (lone cells): not a tree.
        assert!(
            !SideGrid::new(2, &[e | s, w | s, n | e, n | w])
                .unwrap()
                .could_be_tree()
        );
        assert!(!SideGrid::new(2, &[0; 4]).unwrap().could_be_tree());
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

        /// On random spanning trees the tree walk finishes and equals the general
        /// walk, from any seed; budgets and several seeds take the checked walk.
        #[test]
        fn tree_walk_matches_the_general_walk_on_trees(
            w in 1usize..30,
            h in 1usize..30,
            weights in proptest::collection::vec(any::<u32>(), 1..64),
            seed in 0usize..900,
            max in proptest::option::of(0u32..40),
        ) {
            let sides = spanning_tree(w, h, &weights);
            let seed = seed % sides.len();
            prop_assert!(SideGrid::new(w, &sides).unwrap().could_be_tree());
            prop_assert!(tree_walk(w, &sides, seed));
            assert_same_walks(w, &sides, &[seed], max);
            assert_same_walks(w, &sides, &[seed, sides.len() - 1 - seed], max);
        }

        /// The word-at-a-time tree test equals a plain one, on spanning trees
        /// with one side bit toggled (the east-west or north-south agreement, or
        /// the count, breaks) or not, and on random closed-border bytes.
        #[test]
        fn tree_test_matches_a_plain_one(
            w in 1usize..30,
            h in 1usize..30,
            weights in proptest::collection::vec(any::<u32>(), 1..64),
            toggle in proptest::option::of((any::<usize>(), 0u8..4)),
            (rw, random) in sides_strategy(),
        ) {
            let plain = |w: usize, s: &[u8]| {
                let len = s.len();
                let symmetric = (0..len).all(|c| {
                    let east_ok = c % w + 1 == w || (s[c] >> 1 & 1) == (s[c + 1] >> 3 & 1);
                    let south_ok = c + w >= len || (s[c] >> 2 & 1) == (s[c + w] & 1);
                    east_ok && south_ok
                });
                let passages: usize = s.iter().map(|&b| (b & 6).count_ones() as usize).sum();
                symmetric && passages + 1 == len
            };
            let mut sides = spanning_tree(w, h, &weights);
            if let Some((cell, side)) = toggle {
                let c = cell % sides.len();
                sides[c] ^= 1 << side;
            }
            let sides = closed_border(w, &sides);
            prop_assert_eq!(SideGrid::new(w, &sides).unwrap().could_be_tree(), plain(w, &sides));
            let random = closed_border(rw, &random);
            prop_assert_eq!(SideGrid::new(rw, &random).unwrap().could_be_tree(), plain(rw, &random));
        }

        /// A spanning tree with one passage moved: cut one, open another inside a
        /// part. The count is still `len - 1` but one part has a loop; from a seed
        /// in it the tree walk must give up, and `compute_sides` still equals the
        /// general walk from every seed.
        #[test]
        fn moved_passage_loops_fall_back(
            w in 2usize..16,
            h in 2usize..16,
            weights in proptest::collection::vec(any::<u32>(), 1..64),
            cut in any::<usize>(),
            add in any::<usize>(),
        ) {
            let mut sides = spanning_tree(w, h, &weights);
            let len = sides.len();
            // Passages and walls as (cell, east?): east of `c` or south of it.
            let bit = |east: bool| if east { SideGrid::EAST } else { SideGrid::SOUTH };
            let other = |c: usize, east: bool| if east { c + 1 } else { c + w };
            let inner: Vec<(usize, bool)> = (0..len)
                .flat_map(|c| [(c, true), (c, false)])
                .filter(|&(c, east)| if east { c % w + 1 < w } else { c + w < len })
                .collect();
            // Cut one passage.
            let open: Vec<(usize, bool)> =
                inner.iter().copied().filter(|&(c, east)| sides[c] & bit(east) != 0).collect();
            let (a, a_east) = open[cut % open.len()];
            let b = other(a, a_east);
            if a_east {
                sides[a] &= !SideGrid::EAST;
                sides[b] &= !SideGrid::WEST;
            } else {
                sides[a] &= !SideGrid::SOUTH;
                sides[b] &= !SideGrid::NORTH;
            }
            // The two parts, by the general walk from one end of the cut.
            let mut part = StepLayers::new();
            part.compute_general(&SideGrid::new(w, &sides).unwrap(), [a], None).unwrap();
            let same_part =
                |c: usize, n: usize| part.distance(c).is_some() == part.distance(n).is_some();
            // Open a wall between two cells of one part, not the cut passage.
            let closed: Vec<(usize, bool)> = inner
                .iter()
                .copied()
                .filter(|&(c, east)| (c, east) != (a, a_east) && sides[c] & bit(east) == 0)
                .filter(|&(c, east)| same_part(c, other(c, east)))
                .collect();
            prop_assume!(!closed.is_empty());
            let (c, east) = closed[add % closed.len()];
            open_between(&mut sides, w, c, east);
            prop_assert!(SideGrid::new(w, &sides).unwrap().could_be_tree());
            let looped = |s: usize| same_part(s, c);
            for seed in [a, b, 0, len - 1] {
                prop_assert_eq!(tree_walk(w, &sides, seed), !looped(seed));
            }
        }
    }
}
