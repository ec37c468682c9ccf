//! The distance walk of a grid of side bits that is a tree (a perfect maze): every
//! open side but the one back to the parent leads to a new cell, so nothing is
//! checked per side.

use floodfill::{DistanceLayers, FloodError};

use super::side_grid::SideGrid;

/// The queue entries of the tree walk carry, above the cell index, the side of the
/// cell that leads back to the cell it was reached from.
const TAG_SHIFT: u32 = 30;
/// The cell index part of a tree walk queue entry.
pub(crate) const CELL_MASK: u32 = (1 << TAG_SHIFT) - 1;
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

impl SideGrid<'_> {
    /// Whether the sides could form a tree: exactly `len - 1` passages, each open
    /// from both of its cells. (A tree also needs to be connected, which only a
    /// walk can tell; see [`SideWalks::compute_sides`](super::SideWalks::compute_sides).) Branch-free passes over
    /// the bytes, eight at a time, the passage count first (a maze with loops
    /// fails it): a small fraction of a walk's cost. Call only with a closed
    /// border.
    pub(crate) fn could_be_tree(&self) -> bool {
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

/// The walk of a tree: a cell reached from its parent has no other reached
/// neighbour, so every open side but the one back to the parent leads to a new
/// cell. The queue entries carry that side (above the cell index), so the walk
/// reads no distance at all: the next queue slot depends only on the side table.
/// The distances are written after the walk from the layers, as a stream of
/// stores nothing waits on; written during the walk, those scattered stores would
/// cost as much as the rest of the walk.
///
/// `false` when the seed's part of the grid is not a tree (the layers are then
/// empty). The sides were checked to be symmetric with `len - 1` passages, but a
/// grid split in several parts can still hold a loop in one of them; in a loop the
/// walk never stops (it goes round and round), so it would queue more than `len`
/// cells: that is the signal, checked once per [`TREE_CHUNK`] cells. In a tree the
/// queue never holds more than `len`, so a finished walk is exact.
pub(crate) fn walk_tree(
    layers: &mut DistanceLayers,
    grid: SideGrid<'_>,
    seed: usize,
) -> Result<bool, FloodError> {
    let len = grid.sides.len();
    layers.record(len, move |dist, order, starts| {
        if seed >= len {
            return Err(FloodError::SeedOutOfRange { seed, len });
        }
        // Each cell writes three child slots (only `count` of them kept), so the
        // queue has spare slots for the last ones and for the loop check's chunks.
        order.resize(len + 3 * TREE_CHUNK, 0);
        order[0] = seed as u32;
        starts.push(1);
        let Some(tail) = expand_tree(grid, seed, order, starts) else {
            // More cells queued than the grid holds: a loop. Nothing reached.
            order.clear();
            starts.truncate(1);
            return Ok(false);
        };
        order.truncate(tail);
        // The distances, written layer by layer once the walk is over: a store
        // stream with nothing waiting on it, instead of scattered stores in the
        // middle of the walk's loads. When the walk reached every cell, every
        // distance is written here, so the array needs no fill beforehand.
        if tail < len {
            dist.fill(DistanceLayers::UNREACHED);
        }
        for (d, layer) in starts.windows(2).enumerate() {
            for &cell in &order[layer[0] as usize..layer[1] as usize] {
                dist[cell as usize] = d as u32;
            }
        }
        Ok(true)
    })
}

/// The tree walk's queue from `seed` (already at `order[0]`, its layer's end
/// pushed): the layers are queued and their ends pushed to `starts`; returns the
/// queue's length, or `None` on a loop.
fn expand_tree(
    grid: SideGrid<'_>,
    seed: usize,
    order: &mut [u32],
    starts: &mut alloc::vec::Vec<u32>,
) -> Option<usize> {
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
                return None;
            }
            let stop = end.min(i + TREE_CHUNK);
            tail = expand_tree_cells(grid.sides, &steps, order, i..stop, tail);
            i = stop;
        }
        begin = end;
    }
    Some(tail)
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
