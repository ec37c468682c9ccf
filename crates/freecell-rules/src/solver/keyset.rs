//! The proof search's visited set: open addressing over the keys themselves.
//!
//! Each slot is one key of `W` words (32 or 48 bytes, see
//! [`compact`](super::compact)), compared in full (no hash compaction, so
//! no state is ever wrongly taken as seen), with no per-entry overhead; the
//! all-zero key marks an empty slot. The table doubles at seven eighths
//! full, so it holds between 1.14 and 2.29 key widths per state (37 ..= 73
//! bytes for 32-byte keys), unless the peak of a doubling (old and new
//! table, three times the present one) would pass the room it is given:
//! then it fills on to 31/32 full (33 bytes per 32-byte key), and refuses
//! new keys past that.

use alloc::vec;
use alloc::vec::Vec;

/// The size of a fresh set.
const MIN_SLOTS: usize = 1 << 12;
/// The largest set kept from one search to the next.
const KEPT_SLOTS: usize = 1 << 16;
/// The most a table that may not double is filled, as a fraction: past
/// it linear probing would slow down steeply.
const MAX_FILL: (usize, usize) = (31, 32);

/// What [`KeySet::insert`] did with a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Filed {
    /// The key was not held before and now is.
    New,
    /// The key was held already.
    Seen,
    /// The key was not held and there is no room for it.
    Full,
}

/// A set of keys of `W` words (see the module docs).
#[derive(Debug)]
pub(crate) struct KeySet<const W: usize> {
    slots: Vec<[u64; W]>,
    used: usize,
}

impl<const W: usize> Default for KeySet<W> {
    fn default() -> Self {
        KeySet {
            slots: Vec::new(),
            used: 0,
        }
    }
}

/// Where a key's probe starts in a table of `mask + 1` slots.
#[inline(always)]
fn home<const W: usize>(key: &[u64; W], mask: usize) -> usize {
    let h = key
        .iter()
        .fold(0x243F_6A88_85A3_08D3u64, |h, &w| {
            (h ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29)
        })
        .wrapping_mul(0xBF58_476D_1CE4_E5B9);
    (h >> 32 ^ h) as usize & mask
}

impl<const W: usize> KeySet<W> {
    /// Empties the set; a large one gives its memory back.
    pub(crate) fn clear(&mut self) {
        if self.slots.len() > KEPT_SLOTS {
            self.slots = Vec::new();
        } else {
            self.slots.iter_mut().for_each(|s| *s = [0; W]);
        }
        self.used = 0;
    }

    /// Keys held.
    pub(crate) fn len(&self) -> usize {
        self.used
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.slots.capacity() * core::mem::size_of::<[u64; W]>()
    }

    /// Bytes held at the peak of the next insertion, if it may take the
    /// set to `room` bytes: while it doubles, the old and the new table are
    /// both held.
    pub(crate) fn bytes_within(&self, room: usize) -> usize {
        if self.will_grow(room) {
            self.bytes() * 3
        } else {
            self.bytes()
        }
    }

    /// Whether the next insertion doubles the table: it would pass seven
    /// eighths full and the doubling's peak fits in `room` bytes (or the
    /// table is still empty).
    fn will_grow(&self, room: usize) -> bool {
        (self.used + 1) * 8 > self.slots.len() * 7
            && (self.slots.is_empty() || self.bytes().saturating_mul(3) <= room)
    }

    /// Adds `key` (never all zero), letting the set grow to at most `room`
    /// bytes at its peak. Past seven eighths full a table that may not
    /// double fills on, up to [`MAX_FILL`] of its slots, and past that a
    /// new key is refused: [`Filed::Full`].
    #[inline]
    pub(crate) fn insert(&mut self, key: [u64; W], room: usize) -> Filed {
        debug_assert_ne!(key, [0; W]);
        if self.will_grow(room) {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let full = (self.used + 1) * MAX_FILL.1 > self.slots.len() * MAX_FILL.0;
        let mut i = home(&key, mask);
        loop {
            let slot = &mut self.slots[i];
            if *slot == key {
                return Filed::Seen;
            }
            if *slot == [0; W] {
                if full {
                    return Filed::Full;
                }
                *slot = key;
                self.used += 1;
                return Filed::New;
            }
            i = (i + 1) & mask;
        }
    }

    /// Doubles the table, re-filing every key.
    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(MIN_SLOTS);
        let old = core::mem::replace(&mut self.slots, vec![[0; W]; size]);
        let mask = size - 1;
        for key in old.into_iter().filter(|k| *k != [0; W]) {
            let mut i = home(&key, mask);
            while self.slots[i] != [0; W] {
                i = (i + 1) & mask;
            }
            self.slots[i] = key;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each key is new once, through several doublings.
    #[test]
    fn inserts_each_key_once() {
        let mut set = KeySet::<6>::default();
        for round in 0..2 {
            for i in 1..20_000u64 {
                let key = [i % 977, i / 977, 0, 0, 0, 1];
                let filed = if round == 0 { Filed::New } else { Filed::Seen };
                assert_eq!(set.insert(key, usize::MAX), filed, "{i}");
            }
        }
        assert_eq!(set.len(), 19_999);
        set.clear();
        assert_eq!(set.len(), 0);
        assert_eq!(set.insert([1, 0, 0, 0, 0, 0], usize::MAX), Filed::New);
    }

    /// A set with no room to double fills its table to 31/32, still
    /// telling new keys from seen ones, then refuses new keys.
    #[test]
    fn fills_on_when_it_may_not_double() {
        let mut set = KeySet::<6>::default();
        let key = |i: u64| [i, 0, 0, 0, 0, 1];
        assert_eq!(set.insert(key(0), 0), Filed::New);
        let slots = MIN_SLOTS as u64;
        let room = set.bytes();
        for i in 1..slots * 31 / 32 {
            assert_eq!(set.bytes_within(room), room);
            assert_eq!(set.insert(key(i), room), Filed::New, "{i}");
        }
        assert_eq!(set.bytes(), room);
        assert_eq!(set.len() as u64, slots * 31 / 32);
        assert_eq!(set.insert(key(slots), room), Filed::Full);
        for i in 0..slots * 31 / 32 {
            assert_eq!(set.insert(key(i), room), Filed::Seen, "{i}");
        }
        // Room for the doubling's peak lets it double.
        assert_eq!(set.bytes_within(room * 3), room * 3);
        assert_eq!(set.insert(key(slots), room * 3), Filed::New);
        assert_eq!(set.bytes(), room * 2);
    }
}
