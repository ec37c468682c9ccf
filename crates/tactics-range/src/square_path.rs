//! The movement search specialised for row-major grids: square grids (4- or
//! 8-connected, the common tactics map) and, with the steps of `hex_path`, offset
//! hex boards.
//!
//! It tests "already reached" on a padded copy of the keys: a frame of sentinel
//! cells around the map that always look reached, so a neighbour needs no border
//! test (off the map it is a sentinel, and "already reached" refuses it). A queue entry carries
//! the padded index in its low half and the map cell in its high half, so a step is
//! one add of a per-grid constant to the entry, and the entry is what gets queued.
//! A push writes the key to the padded copy and key and parent to the map-indexed
//! state the [`crate::Reach`] reads. The padded keys are `u32`, so the array read
//! on every offer is half the size of the state, and a power of two long, so an
//! offer indexes them with a mask instead of a bounds check (the tail past the
//! padded grid is never read; it costs memory, up to as much again).

use alloc::vec::Vec;

use crate::dial::{Blocking, Dial, HEADS, next_bucket};

/// The key of a sentinel: above every generation's keys, so always "reached".
const SENTINEL: u32 = u32::MAX;

/// The padded state of the last grid shape searched: `(width + 2) x (height + 2)`
/// cells, sentinels on the frame, older-generation keys inside.
#[derive(Debug, Clone, Default)]
pub(crate) struct Padded {
    keys: Vec<u32>,
    width: usize,
    height: usize,
}

impl Padded {
    /// Whether a `width x height` grid fits: padded indices must stay within the
    /// entries' 32 bits, link slots included, and the keys' power-of-two length
    /// within 2^31.
    pub(crate) fn fits(width: usize, height: usize) -> bool {
        let padded = (width + 2).checked_mul(height + 2);
        padded.is_some_and(|n| n <= 1 << 31)
    }

    /// Number of padded cells of a `width x height` grid.
    pub(crate) fn len(width: usize, height: usize) -> usize {
        (width + 2) * (height + 2)
    }

    /// Makes the padded state ready for a `width x height` grid: rebuilt (once per
    /// shape) when the shape changed or after [`Padded::forget`].
    pub(crate) fn prepare(&mut self, width: usize, height: usize) -> &mut [u32] {
        if (self.width, self.height) != (width, height) || self.keys.is_empty() {
            let pw = width + 2;
            self.keys.clear();
            // A power of two long, so the search indexes with a mask, not a bounds
            // check; the cells past the padded grid are never read.
            self.keys
                .resize(Self::len(width, height).next_power_of_two(), 0);
            for (i, key) in self.keys.iter_mut().enumerate() {
                let (x, y) = (i % pw, i / pw);
                if x == 0 || x == pw - 1 || y == 0 || y > height {
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

/// How to find a cell's neighbours on a padded grid: from a queue entry (padded
/// index in the low half, map cell in the high half), the entries of its
/// neighbours, in the topology's `for_each_neighbor` order (so costs, parents and
/// ties are exactly those of the generic search). Off the map they land on the
/// sentinel frame.
pub(crate) trait Steps: Copy {
    /// A fixed-size array of entries, so the offers unroll.
    type Entries: AsRef<[u64]>;
    /// The neighbours' entries of the cell of `entry`.
    fn entries(self, entry: u64) -> Self::Entries;
}

/// One column right, in both halves of an entry.
pub(crate) const COLUMN: u64 = 1 | 1 << 32;

/// One row down, in both halves of an entry, on a grid `width` wide.
pub(crate) fn row_down(width: usize) -> u64 {
    (width + 2) as u64 | (width as u64) << 32
}

/// A 4-connected square grid: up, down, left, right (`SquareGrid`'s order).
#[derive(Clone, Copy)]
pub(crate) struct Square4 {
    pub(crate) down: u64,
}

impl Steps for Square4 {
    type Entries = [u64; 4];
    #[inline(always)]
    fn entries(self, e: u64) -> [u64; 4] {
        [
            e.wrapping_sub(self.down),
            e.wrapping_add(self.down),
            e.wrapping_sub(COLUMN),
            e.wrapping_add(COLUMN),
        ]
    }
}

/// An 8-connected square grid: as [`Square4`], then up-left, up-right, down-left,
/// down-right (`SquareGrid`'s order).
#[derive(Clone, Copy)]
pub(crate) struct Square8 {
    pub(crate) down: u64,
}

impl Steps for Square8 {
    type Entries = [u64; 8];
    #[inline(always)]
    fn entries(self, e: u64) -> [u64; 8] {
        let [up, below, left, right] = Square4 { down: self.down }.entries(e);
        [
            up,
            below,
            left,
            right,
            up.wrapping_sub(COLUMN),
            up.wrapping_add(COLUMN),
            below.wrapping_sub(COLUMN),
            below.wrapping_add(COLUMN),
        ]
    }
}

/// Runs the search from `start` on a `width`-wide grid whose neighbours `steps`
/// gives, writing the cells in the order they are settled to `order[..n]` (`order`
/// has room for every cell) and returning `n` and the search state (for its
/// `unknown` flag). `padded` is [`Padded::prepare`]'s array and `dial.links` has a
/// slot per padded cell.
///
/// The loop keeps what a failed relaxation needs in plain locals (terrain, cost
/// table, keys, the current key): behind a struct or a reference the optimiser
/// spilled them and reloaded them after every store, which made each relaxation
/// much dearer.
///
/// `FREE`: whether the profile has a terrain of cost 0, whose steps land in the
/// bucket being drained. Only then does the drain look past the tail it started
/// with, so a table without free terrain runs the plain single pass.
pub(crate) fn search<'s, const FREE: bool>(
    dial: Dial<'s>,
    padded: &mut [u32],
    width: usize,
    start: usize,
    order: &mut [u32],
    blocking: impl Blocking,
    steps: impl Steps,
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
    // Same length as `state`: a terrain look-up proves the state index in bounds.
    let terrain = &terrain[..len];
    let (w, pw) = (width, width + 2);
    let heads = &mut tails.0;
    // `padded` is a power of two long: `p & mask` is in bounds without a check
    // (and is `p` itself, every entry being on the padded grid).
    let mask = padded.len().wrapping_sub(1);
    let padded = &mut padded[..mask.wrapping_add(1)];
    let first_entry = (start + pw + 1 + 2 * (start / w)) as u64 | (start as u64) << 32;
    if let Some(key) = padded.get_mut(first_entry as u32 as usize) {
        *key = current;
    }
    links[slot] = first_entry;
    heads[slot] = HEADS + first_entry as u32 as usize;
    let mut settled = 0usize;
    while !done {
        let mut at = slot;
        let first = settled;
        // With free terrain (`FREE`), a step of cost 0 queues onto this bucket's end
        // while it is drained: drain to the tail, then on from there while the tail
        // moved. Without, the loop runs once: the old single pass, same code.
        loop {
            let tail = heads[slot % HEADS];
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
                for &e in steps.entries(entry).as_ref() {
                    let p = e as u32 as usize;
                    if padded[p & mask] < floor {
                        let v = (e >> 32) as usize;
                        let cost = table[usize::from(terrain[v])];
                        // Above any budget (impassable, unknown) takes the key below the
                        // floor.
                        let key = current - cost;
                        if key >= floor {
                            if !blocking.blocks(v) {
                                padded[p & mask] = key;
                                state[v] = u64::from(key) | (cell as u64) << 32;
                                let tail = &mut heads[(slot + cost as usize) % HEADS];
                                links[*tail] = e;
                                *tail = HEADS + p;
                            }
                        } else {
                            unknown |= cost == crate::profile::WIDE_UNKNOWN;
                        }
                    }
                }
            }
            if !FREE || heads[slot % HEADS] == at {
                break;
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
