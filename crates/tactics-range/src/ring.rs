//! The bucket ring of the searches that may offer a cell more than once (edge costs,
//! several starting cells): `RING` buckets, each a vector of cells, kept between
//! searches for their capacity. The search itself is `ring_search`'s; this file
//! holds only the storage, so that `Search` can own it without the two search files
//! importing each other.

use alloc::vec::Vec;

/// Buckets in the ring: more than the dearest step, a power of two.
pub(crate) const RING: usize = 512;
const _: () = assert!((crate::MAX_COST + crate::MAX_EXTRA) < RING as u32);

/// The bucket ring, kept between searches for its capacity; empty between searches.
#[derive(Debug, Clone, Default)]
pub(crate) struct RingScratch {
    buckets: Vec<Vec<u32>>,
}

impl RingScratch {
    /// Every bucket, empty.
    pub(crate) fn ready(&mut self) -> &mut [Vec<u32>] {
        if self.buckets.len() < RING {
            self.buckets.resize_with(RING, Vec::new);
        }
        &mut self.buckets
    }
}
