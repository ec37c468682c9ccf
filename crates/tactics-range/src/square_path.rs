//! The movement search specialised for row-major square grids (4- or 8-connected),
//! the common tactics map.
//!
//! It runs on a padded copy of the per-cell state: a frame of sentinel cells around
//! the map that always look reached, so a neighbour needs no border test (off the
//! map it is a sentinel, and "already reached" refuses it). A queue entry carries
//! the padded index in its low half and the map cell in its high half, so a step is
//! one add of a per-grid constant to the entry, and the entry is what gets queued.
//! A settled cell's key and parent are copied to the map-indexed state the
//! [`crate::Reach`] reads.

use alloc::vec::Vec;

use floodfill::RowGrid;

use crate::dial::{Blocking, Dial, HEADS, next_bucket};

/// The key of a sentinel: above every generation's keys, so always "reached".
const SENTINEL: u64 = u32::MAX as u64;

/// The padded state of the last grid shape searched: `(width + 2) x (height + 2)`
/// cells, sentinels on the frame, older-generation keys inside.
#[derive(Debug, Clone, Default)]
pub(crate) struct Padded {
    keys: Vec<u64>,
    width: usize,
    height: usize,
}

impl Padded {
    /// Whether a `width x height` grid fits: padded indices must stay within the
    /// entries' 32 bits, link slots included.
    pub(crate) fn fits(width: usize, height: usize) -> bool {
        let padded = (width + 2).checked_mul(height + 2);
        padded.is_some_and(|n| n <= u32::MAX as usize - HEADS)
    }

    /// Number of padded cells of a `width x height` grid.
    pub(crate) fn len(width: usize, height: usize) -> usize {
        (width + 2) * (height + 2)
    }

    /// Makes the padded state ready for a `width x height` grid: rebuilt (once per
    /// shape) when the shape changed or after [`Padded::forget`].
    pub(crate) fn prepare(&mut self, width: usize, height: usize) -> &mut [u64] {
        if (self.width, self.height) != (width, height) || self.keys.is_empty() {
            let pw = width + 2;
            self.keys.clear();
            self.keys.resize(Self::len(width, height), 0);
            for (i, key) in self.keys.iter_mut().enumerate() {
                let (x, y) = (i % pw, i / pw);
                if x == 0 || x == pw - 1 || y == 0 || y == height + 1 {
                    *key = SENTINEL;
                }
            }
            self.width = width;
            self.height = height;
        }
        &mut self.keys
    }

    /// Drops the keys (the generations wrapped: old keys could look current).
    pub(crate) fn forget(&mut self) {
        self.keys.clear();
    }
}

/// Runs the search from `start`, writing the cells in the order they are settled
/// to `order[..n]` (`order` has room for every cell) and returning `n` and the
/// search state (for its `unknown` flag). `padded` is [`Padded::prepare`]'s array
/// and `dial.links` has a slot per padded cell.
///
/// Neighbours are offered in `SquareGrid`'s order (up, down, left, right, then
/// up-left, up-right, down-left, down-right), so costs, parents and ties are exactly
/// those of the generic search.
///
/// The loop keeps what a failed relaxation needs in plain locals (terrain, cost
/// table, keys, the current key): behind a struct or a reference the optimiser
/// spilled them and reloaded them after every store, and a relaxation cost about
/// twice as many instructions (callgrind).
pub(crate) fn search<'s, const DIAGONAL: bool>(
    dial: Dial<'s>,
    padded: &mut [u64],
    grid: RowGrid,
    start: usize,
    order: &mut [u32],
    blocking: impl Blocking,
) -> (usize, Dial<'s>) {
    let Dial {
        state,
        links,
        tails,
        terrain,
        table,
        max_cost,
        mut slot,
        mut idle,
        floor,
        mut current,
        mut done,
        bad,
        mut unknown,
    } = dial;
    let len = state.len();
    let w = grid.width;
    let pw = w + 2;
    // One row down and one column right, in both halves of an entry.
    let down = pw as u64 | (w as u64) << 32;
    let right = 1 | 1 << 32;
    let heads = &mut tails.0;
    let first_entry = (start + pw + 1 + 2 * (start / w)) as u64 | (start as u64) << 32;
    if let Some(key) = padded.get_mut(first_entry as u32 as usize) {
        *key = u64::from(current) | (start as u64) << 32;
    }
    links[slot] = first_entry;
    heads[slot] = HEADS + first_entry as u32 as usize;
    let mut settled = 0usize;
    while !done {
        let tail = heads[slot % HEADS];
        let mut at = slot;
        let first = settled;
        while at != tail {
            let entry = links[at];
            let p = entry as u32 as usize;
            at = HEADS + p;
            let cell = (entry >> 32) as usize;
            // Each cell is queued once (see `dial`), so `order` has room.
            if let Some(o) = order.get_mut(settled) {
                *o = cell as u32;
            }
            settled += 1;
            if let (Some(to), Some(&from)) = (state.get_mut(cell), padded.get(p)) {
                *to = from;
            }
            // Offers the neighbour whose entry is `$e`.
            macro_rules! offer {
                ($e:expr) => {{
                    let e: u64 = $e;
                    let p = e as u32 as usize;
                    if (padded[p] as u32) < floor {
                        let v = (e >> 32) as usize;
                        let cost = table[usize::from(terrain[v])];
                        // Above any budget (impassable, unknown) takes the key below
                        // the floor.
                        let key = current - cost;
                        if key >= floor {
                            if !blocking.blocks(v) {
                                padded[p] = u64::from(key) | (cell as u64) << 32;
                                let tail = &mut heads[(slot + cost as usize) % HEADS];
                                links[*tail] = e;
                                *tail = HEADS + p;
                            }
                        } else {
                            unknown |= cost == crate::profile::WIDE_UNKNOWN;
                        }
                    }
                }};
            }
            offer!(entry.wrapping_sub(down));
            offer!(entry.wrapping_add(down));
            offer!(entry.wrapping_sub(right));
            offer!(entry.wrapping_add(right));
            if DIAGONAL {
                offer!(entry.wrapping_sub(down).wrapping_sub(right));
                offer!(entry.wrapping_sub(down).wrapping_add(right));
                offer!(entry.wrapping_add(down).wrapping_sub(right));
                offer!(entry.wrapping_add(down).wrapping_add(right));
            }
        }
        next_bucket(
            heads,
            max_cost,
            &mut slot,
            &mut idle,
            floor,
            &mut current,
            &mut done,
            unknown,
            settled - first,
        );
    }
    let dial = Dial {
        state,
        links,
        tails,
        terrain,
        table,
        max_cost,
        slot,
        idle,
        floor,
        current,
        done,
        bad,
        unknown,
    };
    (settled.min(len), dial)
}
