//! The transposition table: every state seen, keyed on its canonical form.
//!
//! Two positions are the same *state* when they differ only in the order of
//! the cascades or of the free cells. The `below` links (each card's card
//! beneath it, or none), the set of free-cell cards and the foundation counts
//! are exactly that: they do not mention which cascade or cell holds what,
//! and they determine the layout up to that order (a card that links to
//! nothing and is neither home nor in a cell is the deepest card of a cascade).
//! So the key needs no sorting and no walk down the cascades.

use alloc::vec;
use alloc::vec::Vec;

use crate::Position;
use crate::position::NO;

/// The free-cell cards as a set (one bit per card), blind to the cells' order.
#[inline]
pub(crate) fn cell_set(p: &Position) -> u64 {
    // An empty cell (`NO` = 255) lands on bit 63, which is no card (cards
    // are below 52), so all eight cells are folded in without a branch and
    // that bit is cleared at the end.
    let set = p
        .cells
        .iter()
        .fold(0u64, |set, &c| set | (1u64 << (c & 63)));
    set & !(1u64 << (NO & 63))
}

/// Whether two positions are the same state (see the module docs).
#[inline]
pub(crate) fn same_state(a: &Position, b: &Position) -> bool {
    // Word by word with no early exit: the states compared nearly always
    // match (their tags did), and a library `memcmp` call costs more than
    // the seven loads.
    let word = |p: &Position, i: usize| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&p.below[i..i + 8]);
        u64::from_le_bytes(w)
    };
    let mut diff = (0..48)
        .step_by(8)
        .fold(0, |d, i| d | (word(a, i) ^ word(b, i)));
    diff |= word(a, 44) ^ word(b, 44);
    diff |= u64::from(u32::from_le_bytes(a.home) ^ u32::from_le_bytes(b.home));
    // The cells are usually in the same order, which needs no sets.
    diff == 0 && (a.cells == b.cells || cell_set(a) == cell_set(b))
}

/// The size of a fresh table.
const MIN_SLOTS: usize = 1 << 12;
/// The largest table kept from one search to the next (128 KiB of slots).
const KEPT_SLOTS: usize = 1 << 14;

/// Open addressing over node numbers; each slot holds `node + 1` (0 = empty)
/// in its low half and the state's tag (see `tag.rs`) in its high half, so
/// most probes are settled without looking at the node.
///
/// A state's first slot is the top `bits` bits of its tag (`slots.len()` is
/// `1 << bits`), so a slot alone says where it belongs in a table of any
/// size: growing re-files the slots without hashing a state again (which
/// would read every stored position, most of them long out of the cache).
/// Within a run of neighbouring slots the tags share their top bits, so the
/// tag still tells states apart by its other `32 − bits` bits.
#[derive(Debug, Default)]
pub(crate) struct StateTable {
    slots: Vec<u64>,
    used: usize,
    /// `slots.len() == 1 << bits` (0 while there are no slots).
    bits: u32,
}

impl StateTable {
    /// Empties the table, keeping its storage.
    ///
    /// `tags` are the tags of every state filed since the last clear. A
    /// table of up to `KEPT_SLOTS` is kept, so that a run of ordinary deals
    /// does not grow it again deal after deal (each doubling re-files every
    /// slot); a sparse one is cleared by emptying the run of slots from
    /// each state's first slot, which costs in proportion to the states
    /// rather than to the table. A table grown past that by a hard deal is
    /// shrunk back to `KEPT_SLOTS` (its memory returned, its slots zeroed).
    pub(crate) fn clear(&mut self, tags: &[u32]) {
        debug_assert_eq!(tags.len(), self.used);
        if self.slots.len() > KEPT_SLOTS {
            // Shrunk to the kept size rather than dropped: the deals after
            // a hard one would otherwise grow it again from the smallest.
            self.slots.truncate(KEPT_SLOTS);
            self.slots.shrink_to_fit();
            self.slots.fill(0);
            self.bits = KEPT_SLOTS.trailing_zeros();
        } else if self.used * 8 < self.slots.len() {
            // Every filed slot lies in the run of filled slots that starts
            // at its state's first slot; emptying a run up to the first
            // empty slot only ever empties a suffix of a run, which holds
            // the slots of every state whose first slot is before it in
            // that run, so each filed slot is emptied by one of the walks.
            let mask = self.slots.len() - 1;
            for &tag in tags {
                let mut i = self.home(u64::from(tag));
                while self.slots[i] != 0 {
                    self.slots[i] = 0;
                    i = (i + 1) & mask;
                }
            }
            debug_assert!(self.slots.iter().all(|&s| s == 0));
        } else {
            self.slots.iter_mut().for_each(|s| *s = 0);
        }
        self.used = 0;
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.slots.len() * core::mem::size_of::<u64>()
    }

    /// Reads the slot where a state with `tag` is looked up first, so that
    /// a later [`insert`](StateTable::insert) finds it in the cache, and
    /// returns the node filed there when its tag matches (the state that
    /// lookup will compare with, which the caller may read early too).
    /// Reading these for all of a state's children, back to back, before
    /// inserting any lets their cache misses overlap instead of waiting one
    /// at a time.
    #[inline]
    pub(crate) fn touch(&self, tag: u32) -> Option<u32> {
        let tag = u64::from(tag);
        let slot = *self.slots.get(self.home(tag))?;
        (slot != 0 && slot >> 32 == tag).then(|| (slot as u32) - 1)
    }

    /// Whether the table has outgrown the faster caches (more than 128 KiB
    /// of slots, which go with more than 8192 stored states, about 900 KiB),
    /// so that reading ahead with [`touch`](StateTable::touch) pays.
    #[inline]
    pub(crate) fn is_large(&self) -> bool {
        self.slots.len() > 1 << 14
    }

    /// The first slot of a state whose tag is `tag`.
    #[inline]
    fn home(&self, tag: u64) -> usize {
        // `bits` ≤ 32, so the shift is at most 32 and `tag` has 32 bits.
        ((tag << self.bits) >> 32) as usize
    }

    /// Finds `p`, whose tag is `tag`, among `positions`, or records it as
    /// node `node`. Returns `true` when it was new.
    #[inline]
    pub(crate) fn insert<'a>(
        &mut self,
        p: &Position,
        tag: u32,
        node: u32,
        position_of: impl Fn(u32) -> &'a Position,
    ) -> bool {
        if (self.used + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let tag = u64::from(tag);
        let mut i = self.home(tag);
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                self.slots[i] = (tag << 32) | u64::from(node + 1);
                self.used += 1;
                return true;
            }
            if slot >> 32 == tag {
                let other = (slot as u32) - 1;
                if same_state(position_of(other), p) {
                    return false;
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// Doubles the slots and re-files every node, each by its tag.
    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(MIN_SLOTS);
        let old = core::mem::replace(&mut self.slots, vec![0; size]);
        self.bits = size.trailing_zeros();
        let mask = size - 1;
        for slot in old.into_iter().filter(|&s| s != 0) {
            let mut i = self.home(slot >> 32);
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = slot;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MoveList;
    use crate::solver::tag::tag_of;

    /// The positions of fixed pseudo-random walks of up to 80 moves from deals
    /// 1 ..= 150: many distinct states, with repeats among them.
    fn walked_positions() -> alloc::vec::Vec<Position> {
        walked_from(1..=150)
    }

    /// The positions of those walks from each deal in `deals`.
    fn walked_from(deals: core::ops::RangeInclusive<u64>) -> alloc::vec::Vec<Position> {
        let mut positions = alloc::vec::Vec::new();
        let mut moves = MoveList::new();
        for n in deals {
            let mut p = Position::microsoft_deal(n).unwrap();
            for ply in 0..80usize {
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                p.apply_trusted(moves[(ply * 7 + n as usize) % moves.len()]);
                positions.push(p);
            }
        }
        positions
    }

    /// States from random-ish walks over many deals: every one is new the
    /// first time and found again afterwards, across many doublings of the
    /// table (which re-files slots by their tags alone); and the word-wise
    /// comparison agrees with comparing the key fields plainly.
    #[test]
    fn states_are_found_again_after_the_table_grows() {
        let positions = walked_positions();
        let mut table = StateTable::default();
        let mut stored: alloc::vec::Vec<Position> = alloc::vec::Vec::new();
        for p in &positions {
            let seen = stored
                .iter()
                .any(|q| q.below == p.below && q.home == p.home && cell_set(q) == cell_set(p));
            assert_eq!(stored.iter().any(|q| same_state(q, p)), seen);
            let number = stored.len() as u32;
            let new = table.insert(p, tag_of(p), number, |i| &stored[i as usize]);
            assert_eq!(new, !seen);
            if new {
                stored.push(*p);
            }
        }
        assert!(table.slots.len() >= 2 * MIN_SLOTS, "the table grew");
        assert!(!table.is_large());
        let mut found = 0;
        for p in &positions {
            // What `touch` names is a stored state with the same tag, and
            // most states are in their first slot.
            let tag = tag_of(p);
            if let Some(n) = table.touch(tag) {
                assert_eq!(tag_of(&stored[n as usize]), tag);
                found += usize::from(same_state(&stored[n as usize], p));
            }
        }
        assert!(
            found * 2 > positions.len(),
            "{found} of {}",
            positions.len()
        );
        for p in &positions {
            let number = stored.len() as u32;
            assert!(!table.insert(p, tag_of(p), number, |i| &stored[i as usize]));
        }
        let tags: alloc::vec::Vec<u32> = stored.iter().map(tag_of).collect();
        table.clear(&tags);
        assert!(
            table.insert(&positions[0], tag_of(&positions[0]), 0, |i| &stored
                [i as usize])
        );
    }

    /// A table is empty after a clear, whether it was sparse (emptied run
    /// by run from the states' tags), dense (zeroed whole) or grown past the
    /// kept size (shrunk back to it), and files the same states as new again.
    #[test]
    fn a_cleared_table_is_empty() {
        // Enough distinct states to grow the table past the kept size.
        let positions = walked_from(1..=400);
        let mut table = StateTable::default();
        let mut grown = false;
        for count in [10, 300, 6000, 40, positions.len(), 5000] {
            for _round in 0..2 {
                let mut stored: alloc::vec::Vec<Position> = alloc::vec::Vec::new();
                let mut tags = alloc::vec::Vec::new();
                for p in &positions[..count] {
                    let number = stored.len() as u32;
                    if table.insert(p, tag_of(p), number, |i| &stored[i as usize]) {
                        stored.push(*p);
                        tags.push(tag_of(p));
                    }
                }
                let huge = table.slots.len() > KEPT_SLOTS;
                grown |= huge;
                table.clear(&tags);
                if huge {
                    // Shrunk to the kept size, not dropped.
                    assert_eq!(table.slots.len(), KEPT_SLOTS, "{count}");
                }
                assert!(table.slots.len() <= KEPT_SLOTS, "{count}");
                assert!(table.slots.iter().all(|&s| s == 0), "{count}");
                assert_eq!(table.used, 0);
            }
        }
        assert!(grown, "one pass grew the table past the kept size");
        assert!(table.slots.len() > MIN_SLOTS, "the table was kept");
    }
}
