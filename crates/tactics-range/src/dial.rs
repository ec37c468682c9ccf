//! The bucket queue (Dial's algorithm) and the relaxation step every movement search
//! shares, written so the inner loop keeps its state in registers: no closures
//! through the topology, no `Option` per step, one compare per failed relaxation.

use alloc::vec::Vec;

use crate::Occupant;
use crate::profile::WIDE_UNKNOWN;

/// A queue entry: the cell in the low 32 bits. The square-grid search keeps the
/// cell's column in the high 32 bits, so it never divides to find it.
pub(crate) type Entry = u64;

/// The cell of a queue entry.
#[inline(always)]
pub(crate) fn entry_cell(entry: Entry) -> usize {
    entry as u32 as usize
}

/// Which cells hold a unit the mover cannot enter.
pub(crate) trait Blocking: Copy {
    /// `true` when `cell` (on the map) holds a blocking unit.
    fn blocks(self, cell: usize) -> bool;
}

/// Nobody blocks: no units on the map, or the mover has the pass skill.
#[derive(Clone, Copy)]
pub(crate) struct Open;

impl Blocking for Open {
    #[inline(always)]
    fn blocks(self, _: usize) -> bool {
        false
    }
}

/// Units of other sides than `side` block.
#[derive(Clone, Copy)]
pub(crate) struct Enemies<'a> {
    pub(crate) units: &'a [Occupant],
    pub(crate) side: u8,
}

impl Blocking for Enemies<'_> {
    #[inline(always)]
    fn blocks(self, cell: usize) -> bool {
        matches!(self.units.get(cell), Some(Occupant::Unit { side, .. }) if *side != self.side)
    }
}

/// The state of one search, borrowed from the scratch for its duration.
///
/// Bucket `slot` holds the cells at the cost being settled (`spent`), bucket
/// `(slot + k) % ring` those `k` more expensive. Steps are at most `ring - 1`, so a
/// push never lands on the bucket being read.
///
/// Keys hold the movement *left* (`generation << COST_BITS | left`), so a bigger key
/// is a better path and a key of an older generation is smaller than any key of
/// this one: one unsigned compare answers "unreached, or reached more expensively".
pub(crate) struct Dial<'s> {
    pub(crate) keys: &'s mut [u32],
    pub(crate) parents: &'s mut [u32],
    pub(crate) terrain: &'s [u8],
    /// The profile's search table: terrain id → cost, or a value above any budget.
    pub(crate) table: &'s [u32; 256],
    pub(crate) buckets: &'s mut [Vec<Entry>],
    pub(crate) ring: usize,
    pub(crate) slot: usize,
    /// Entries queued and not yet taken out of their bucket.
    pub(crate) pending: usize,
    /// Movement left at the cost being settled (`budget - spent`).
    pub(crate) left: u32,
    /// `generation << COST_BITS | left`: the key of a cell settled now.
    pub(crate) current: u32,
    /// Whether the search is over (every affordable cost settled).
    pub(crate) done: bool,
    /// The first cell met whose terrain the profile does not know.
    pub(crate) bad: Option<usize>,
}

impl Dial<'_> {
    /// Takes the bucket of the cost being settled out of the ring (to be handed back
    /// with [`Dial::put_back`]), or `None` when the search is over.
    #[inline(always)]
    pub(crate) fn take_bucket(&mut self) -> Option<Vec<Entry>> {
        if self.pending == 0 || self.done {
            // Entries costlier than the budget are never queued, so every bucket is
            // empty here.
            return None;
        }
        let bucket = core::mem::take(&mut self.buckets[self.slot]);
        self.pending -= bucket.len();
        Some(bucket)
    }

    /// Returns the emptied bucket (keeping its capacity) and moves to the next cost.
    #[inline(always)]
    pub(crate) fn put_back(&mut self, mut bucket: Vec<Entry>) {
        bucket.clear();
        self.buckets[self.slot] = bucket;
        self.slot = if self.slot + 1 == self.ring {
            0
        } else {
            self.slot + 1
        };
        if self.left == 0 {
            self.done = true;
        } else {
            self.left -= 1;
            self.current -= 1;
        }
    }

    /// `true` when `cell`, taken out of the current bucket, is settled now: its key
    /// still holds this cost (a stale entry was overtaken by a cheaper one).
    #[inline(always)]
    pub(crate) fn is_current(&self, cell: usize) -> bool {
        self.keys.get(cell) == Some(&self.current)
    }

    /// Offers the step `from -> v` (`v` on the map); `tag` goes into the high half of
    /// `v`'s queue entry.
    #[inline(always)]
    pub(crate) fn offer(&mut self, from: usize, v: usize, tag: u64, blocking: impl Blocking) {
        let cost = self.table[usize::from(self.terrain[v])];
        // Impassable and unknown terrain cost more than any budget: one compare.
        if cost > self.left {
            if cost == WIDE_UNKNOWN {
                self.bad.get_or_insert(v);
            }
            return;
        }
        let key = self.current - cost;
        if self.keys[v] >= key || blocking.blocks(v) {
            return;
        }
        self.keys[v] = key;
        self.parents[v] = from as u32;
        let mut slot = self.slot + cost as usize;
        if slot >= self.ring {
            slot -= self.ring; // a compare instead of a division per push
        }
        self.buckets[slot].push(tag << 32 | v as u64);
        self.pending += 1;
    }
}
