//! The movement search specialised for row-major square grids (4- or 8-connected),
//! the common tactics map: neighbours by index arithmetic, the column carried in the
//! queue entry (no division per cell), bounds proven once per settled cell.

use floodfill::RowGrid;

use crate::dial::{Blocking, Dial, Entry, entry_cell};
use crate::profile::WIDE_UNKNOWN;

/// Runs the search with the start already queued, writing the cells in the order
/// they are settled to `order[..n]` (`order` has room for every cell) and returning
/// `n` and the search state (for its `bad` cell).
///
/// Neighbours are offered in `SquareGrid`'s order (up, down, left, right, then
/// up-left, up-right, down-left, down-right), so costs, parents and ties are exactly
/// those of the generic search.
///
/// The loop keeps what a failed relaxation needs in plain locals (terrain, cost
/// table, keys, the current key and the movement left): behind a struct or a
/// reference the optimiser spilled them and reloaded them after every store, and a
/// relaxation cost about twice as many instructions (callgrind).
pub(crate) fn search<'s, const DIAGONAL: bool>(
    dial: Dial<'s>,
    grid: RowGrid,
    order: &mut [u32],
    blocking: impl Blocking,
) -> (usize, Dial<'s>) {
    let Dial {
        keys,
        parents,
        terrain,
        table,
        buckets,
        ring,
        mut slot,
        mut pending,
        mut left,
        mut current,
        mut done,
        mut bad,
    } = dial;
    let w = grid.width;
    let len = keys.len();
    let terrain = &terrain[..len];
    let parents = &mut parents[..len];
    let order = &mut order[..len];
    let mut settled = 0usize;
    while pending > 0 && !done {
        let mut bucket = core::mem::take(&mut buckets[slot]);
        pending -= bucket.len();
        for &entry in &bucket {
            let cell = entry_cell(entry);
            // Off-map entries never occur; the test proves every index below in bounds.
            if cell >= len || keys[cell] != current {
                continue; // a cheaper entry for this cell was settled earlier
            }
            if let Some(at) = order.get_mut(settled) {
                *at = cell as u32;
            }
            settled += 1;
            let x = (entry >> 32) as usize;
            // Offers the step `cell -> v`, `v`'s column being `vx`.
            macro_rules! offer {
                ($v:expr, $vx:expr) => {{
                    let v: usize = $v;
                    let cost = table[usize::from(terrain[v])];
                    // Impassable and unknown terrain cost more than any budget.
                    if cost > left {
                        if cost == WIDE_UNKNOWN {
                            bad.get_or_insert(v);
                        }
                    } else {
                        let key = current - cost;
                        if keys[v] < key && !blocking.blocks(v) {
                            keys[v] = key;
                            parents[v] = cell as u32;
                            let mut to = slot + cost as usize;
                            if to >= ring {
                                to -= ring; // a compare instead of a division per push
                            }
                            buckets[to].push(($vx as u64) << 32 | v as u64);
                            pending += 1;
                        }
                    }
                }};
            }
            let up = cell >= w;
            let down = cell + w < len;
            let left_side = x > 0;
            let right_side = x + 1 < w && cell + 1 < len;
            if up {
                offer!(cell - w, x);
            }
            if down {
                offer!(cell + w, x);
            }
            if left_side {
                offer!(cell - 1, x - 1);
            }
            if right_side {
                offer!(cell + 1, x + 1);
            }
            if DIAGONAL {
                if up && left_side {
                    offer!(cell - w - 1, x - 1);
                }
                if up && right_side {
                    offer!(cell - w + 1, x + 1);
                }
                if down && left_side {
                    offer!(cell + w - 1, x - 1);
                }
                if down && right_side && cell + w + 1 < len {
                    offer!(cell + w + 1, x + 1);
                }
            }
        }
        bucket.clear();
        buckets[slot] = bucket;
        slot = if slot + 1 == ring { 0 } else { slot + 1 };
        if left == 0 || bad.is_some() {
            done = true;
        } else {
            left -= 1;
            current -= 1;
        }
    }
    let dial = Dial {
        keys,
        parents,
        terrain,
        table,
        buckets,
        ring,
        slot,
        pending,
        left,
        current,
        done,
        bad,
    };
    (settled.min(len), dial)
}

/// The queue entry of `cell` on a grid `width` wide.
pub(crate) fn entry(cell: usize, width: usize) -> Entry {
    ((cell % width) as u64) << 32 | cell as u64
}
