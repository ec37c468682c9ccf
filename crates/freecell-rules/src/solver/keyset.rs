//! The proof search's visited set: open addressing over the keys themselves.
//!
//! Each slot is one 48-byte [`Key`], compared in full (no hash compaction,
//! so no state is ever wrongly taken as seen), with no per-entry overhead;
//! the all-zero key marks an empty slot. The table doubles at seven eighths
//! full, so it holds between 55 and 110 bytes per state.

use alloc::vec;
use alloc::vec::Vec;

use super::compact::{KEY_WORDS, Key};

/// The size of a fresh set.
const MIN_SLOTS: usize = 1 << 12;
/// The largest set kept from one search to the next.
const KEPT_SLOTS: usize = 1 << 16;

/// A set of keys (see the module docs).
#[derive(Debug, Default)]
pub(crate) struct KeySet {
    slots: Vec<Key>,
    used: usize,
}

/// Where a key's probe starts in a table of `mask + 1` slots.
#[inline(always)]
fn home(key: &Key, mask: usize) -> usize {
    let h = key
        .iter()
        .fold(0x243F_6A88_85A3_08D3u64, |h, &w| {
            (h ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29)
        })
        .wrapping_mul(0xBF58_476D_1CE4_E5B9);
    (h >> 32 ^ h) as usize & mask
}

impl KeySet {
    /// Empties the set; a large one gives its memory back.
    pub(crate) fn clear(&mut self) {
        if self.slots.len() > KEPT_SLOTS {
            self.slots = Vec::new();
        } else {
            self.slots.iter_mut().for_each(|s| *s = [0; KEY_WORDS]);
        }
        self.used = 0;
    }

    /// Keys held.
    pub(crate) fn len(&self) -> usize {
        self.used
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.slots.capacity() * core::mem::size_of::<Key>()
    }

    /// Bytes held at the peak of the next `extra` insertions: while it
    /// doubles, the old and the new table are both held.
    pub(crate) fn bytes_within(&self, extra: usize) -> usize {
        if self.needs_growth(extra) {
            self.bytes() * 3
        } else {
            self.bytes()
        }
    }

    /// Whether `extra` more keys would pass seven eighths full.
    fn needs_growth(&self, extra: usize) -> bool {
        (self.used + extra) * 8 > self.slots.len() * 7
    }

    /// Adds `key` (never all zero); whether it was new.
    #[inline]
    pub(crate) fn insert(&mut self, key: Key) -> bool {
        debug_assert_ne!(key, [0; KEY_WORDS]);
        if self.needs_growth(1) {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = home(&key, mask);
        loop {
            let slot = &mut self.slots[i];
            if *slot == key {
                return false;
            }
            if *slot == [0; KEY_WORDS] {
                *slot = key;
                self.used += 1;
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    /// Doubles the table, re-filing every key.
    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(MIN_SLOTS);
        let old = core::mem::replace(&mut self.slots, vec![[0; KEY_WORDS]; size]);
        let mask = size - 1;
        for key in old.into_iter().filter(|k| *k != [0; KEY_WORDS]) {
            let mut i = home(&key, mask);
            while self.slots[i] != [0; KEY_WORDS] {
                i = (i + 1) & mask;
            }
            self.slots[i] = key;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against a sorted list: each key is new once, through several doublings.
    #[test]
    fn inserts_each_key_once() {
        let mut set = KeySet::default();
        for round in 0..2 {
            for i in 1..20_000u64 {
                let key = [i % 977, i / 977, 0, 0, 0, 1];
                assert_eq!(set.insert(key), round == 0, "{i}");
            }
        }
        assert_eq!(set.len(), 19_999);
        set.clear();
        assert_eq!(set.len(), 0);
        assert!(set.insert([1, 0, 0, 0, 0, 0]));
    }
}
