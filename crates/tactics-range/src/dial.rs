//! The bucket queue (Dial's algorithm) and the relaxation step every movement search
//! shares, written so the inner loop keeps its state in registers: no closures
//! through the topology, no `Option` per step, one compare per failed relaxation.
//!
//! **Every cell is queued at most once.** Entering a cell costs its own terrain,
//! whatever the neighbour it is entered from, and cells are settled cheapest first, so
//! the first neighbour to offer a cell offers it at its final cost: a later offer
//! comes from a cell settled no earlier, at the same cost plus or more. So the queue
//! never holds a stale entry, and its buckets can be linked lists threaded through one
//! array with a slot per cell (a push is three stores, never a reallocation).
//!
//! **Free steps.** A terrain may cost 0: its offer lands in the bucket being drained,
//! at the cost being settled. It joins the end of that bucket's list, and the drain
//! goes on from the tail it started with while the tail moves, so it settles the cell
//! in the same pass, after the cells queued before it (first in, first out within a
//! cost still). The argument above holds for a zero step too, so such a cell is
//! queued once and settled once, and a loop of free steps ends: every cell on it is
//! reached. Only a profile with free terrain takes the longer drain (the searches
//! take it as a `const FREE: bool`); without, the drain is the single pass to the
//! tail it started with.

use crate::profile::WIDE_UNKNOWN;
use crate::{Occupant, Terrain};

/// Bits of a per-cell key that hold the cost; the generation sits above them
/// (see [`Dial`]).
pub(crate) const COST_BITS: u32 = 16;

/// A queue entry: the cell in the low 32 bits (the padded grid search puts its padded
/// index there and the map cell in the high 32 bits, see `square_path`).
pub(crate) type Entry = u64;

/// Bucket heads: `links[b]` holds the first entry of bucket `b` (`b < HEADS`), and
/// `links[HEADS + cell]` the entry queued after `cell` in its bucket (`cell` being the
/// low half of an entry). Also the number of buckets in the ring.
pub(crate) const HEADS: usize = 256;

/// The cell of a queue entry.
#[inline(always)]
pub(crate) fn entry_cell(entry: Entry) -> usize {
    entry as u32 as usize
}

/// The per-cell search state: movement-left key in the low half, parent in the high.
#[inline(always)]
pub(crate) fn cell_state(key: u32, parent: usize) -> u64 {
    u64::from(key) | (parent as u64) << 32
}

/// The tails of the bucket lists: `tails[b]` is the `links` slot of the last entry of
/// bucket `b`, or `b` itself when it is empty (the state between searches).
#[derive(Debug, Clone)]
pub(crate) struct Tails(pub(crate) [usize; HEADS]);

impl Default for Tails {
    fn default() -> Self {
        Tails(core::array::from_fn(|b| b))
    }
}

impl Tails {
    /// Empties every bucket (after a search stopped with entries queued).
    pub(crate) fn clear(&mut self) {
        *self = Tails::default();
    }
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
/// `(slot + k) % HEADS` those `k` more expensive. The ring has `HEADS` buckets, more
/// than the largest step cost, so only a free step (cost 0) lands on the bucket being
/// read (at its end, see the module comment) and the bucket of a push is an add and
/// a mask.
///
/// Keys hold the movement *left* (`generation << COST_BITS | left`), so a bigger key
/// is a better path and a key of an older generation is smaller than any key of
/// this one: one unsigned compare answers "unreached, or reached more expensively".
/// `floor` is the key of "no movement left" in this generation: a cell is reached
/// when its key is at least `floor`, and a step is affordable when the key it would
/// give is (a cost above any budget takes the key below `floor` without wrapping).
pub(crate) struct Dial<'s, D: ?Sized = [u8]> {
    /// Per cell: [`cell_state`] (key and parent together, one store per push).
    pub(crate) state: &'s mut [u64],
    /// The bucket lists: `HEADS` head slots, then one link slot per cell.
    pub(crate) links: &'s mut [Entry],
    pub(crate) tails: &'s mut Tails,
    /// The terrain ids (one slice for the grid searches, any store for the generic one).
    pub(crate) terrain: &'s D,
    /// The profile's search table: terrain id → cost, or a value above any budget.
    pub(crate) table: &'s [u32; 256],
    /// The largest step cost of the profile.
    pub(crate) max_cost: usize,
    pub(crate) slot: usize,
    /// Empty buckets met in a row: `max_cost` of them means nothing is queued.
    pub(crate) idle: usize,
    /// `generation << COST_BITS`: the key of a cell reached with nothing left.
    pub(crate) floor: u32,
    /// `floor | left`: the key of a cell settled now.
    pub(crate) current: u32,
    /// Whether the search is over (every affordable cost settled).
    pub(crate) done: bool,
    /// The first cell met whose terrain the profile does not know (generic search).
    pub(crate) bad: Option<usize>,
    /// Whether a grid search met terrain the profile does not know: it stops, and the
    /// generic search runs instead to tell which cell was met first.
    pub(crate) unknown: bool,
}

impl<'s, D: ?Sized> Dial<'s, D> {
    /// A dial over the search's buffers with nothing queued, settling the keys
    /// from `current` down to `floor` (see the fields).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        state: &'s mut [u64],
        links: &'s mut [Entry],
        tails: &'s mut Tails,
        terrain: &'s D,
        table: &'s [u32; 256],
        max_cost: usize,
        floor: u32,
        current: u32,
    ) -> Self {
        Dial {
            state,
            links,
            tails,
            terrain,
            table,
            max_cost,
            slot: 0,
            idle: 0,
            floor,
            current,
            done: false,
            bad: None,
            unknown: false,
        }
    }
}

impl<D: Terrain + ?Sized> Dial<'_, D> {
    /// Queues the start (at cost 0, first).
    pub(crate) fn push_start(&mut self, start: usize) {
        self.links[self.slot] = start as u64;
        self.tails.0[self.slot] = HEADS + start;
    }

    /// Whether there is a bucket to settle.
    #[inline(always)]
    pub(crate) fn running(&self) -> bool {
        !self.done
    }

    /// Empties the bucket just settled (`taken` entries) and moves to the next cost.
    #[inline(always)]
    pub(crate) fn next_bucket(&mut self, taken: usize) {
        next_bucket(
            &mut self.tails.0,
            self.max_cost,
            &mut self.slot,
            &mut self.idle,
            self.floor,
            &mut self.current,
            &mut self.done,
            self.bad.is_some(),
            taken,
        );
    }

    /// Offers the step `from -> v` (`v` on the map).
    #[inline(always)]
    pub(crate) fn offer(&mut self, from: usize, v: usize, blocking: impl Blocking) {
        let cost = self.table[usize::from(self.terrain.id(v))];
        // Impassable and unknown terrain cost more than any budget: one compare.
        if cost > self.current - self.floor {
            if cost == WIDE_UNKNOWN {
                self.bad.get_or_insert(v);
            }
            return;
        }
        let key = self.current - cost;
        if self.state[v] as u32 >= key || blocking.blocks(v) {
            return;
        }
        // Queued at most once (see the module comment): the lists depend on it.
        debug_assert!((self.state[v] as u32) < self.floor);
        self.state[v] = cell_state(key, from);
        let tail = &mut self.tails.0[(self.slot + cost as usize) % HEADS];
        self.links[*tail] = v as u64;
        *tail = HEADS + v;
    }
}

/// Moves the search from the bucket just settled (`taken` entries, free steps queued
/// while it was drained included) to the next cost: empties it, and ends the search
/// when nothing is left to afford, an unknown terrain was met, or `max_cost` buckets
/// in a row were empty (with `max_cost` 0, after the first: every step is free).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(crate) fn next_bucket(
    heads: &mut [usize; HEADS],
    max_cost: usize,
    slot: &mut usize,
    idle: &mut usize,
    floor: u32,
    current: &mut u32,
    done: &mut bool,
    stop: bool,
    taken: usize,
) {
    heads[*slot % HEADS] = *slot;
    *slot = (*slot + 1) % HEADS;
    *idle = if taken == 0 { *idle + 1 } else { 0 };
    // Pushes land at most `max_cost` buckets ahead of the one they are made from
    // (a free step in that one itself, drained before this call).
    if *current == floor || stop || *idle >= max_cost {
        *done = true;
    } else {
        *current -= 1;
    }
}
