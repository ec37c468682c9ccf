//! The movement search specialised for row-major square grids (4- or 8-connected),
//! the common tactics map: neighbours by index arithmetic, the column carried in the
//! queue entry (no division per cell), bounds proven once per settled cell.

use floodfill::RowGrid;

use crate::dial::{Blocking, Dial, relax, settle_buckets};

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
    let w = grid.width;
    let len = state.len();
    let terrain = &terrain[..len];
    let order = &mut order[..len];
    let heads = &mut tails.0;
    let mut settled = 0usize;
    settle_buckets!(
        links,
        heads,
        max_cost,
        slot,
        idle,
        floor,
        current,
        done,
        unknown,
        order,
        settled,
        |entry, cell| {
            let x = (entry >> 32) as usize;
            // Off-map entries never occur; the test proves every index below in bounds.
            if cell >= len {
                continue;
            }
            macro_rules! offer {
                ($v:expr, $vx:expr) => {
                    relax!(
                        state, links, heads, terrain, table, slot, floor, current, unknown,
                        blocking, cell, $v, $vx as u32
                    )
                };
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
    );
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

/// The high half of the queue entry of `cell` on a grid `width` wide: its column.
pub(crate) fn aux(cell: usize, width: usize) -> u32 {
    (cell % width) as u32
}
