//! Our own sampling on top of any `rand_core::Rng`, so a seed gives the same maze on
//! every platform and in every future version (no dependence on `rand`'s
//! distributions).

use rand_core::{Rng, SeedableRng};

/// The generator behind every `from_seed(u64)` convenience: PCG-32 seeded through
/// `SeedableRng::seed_from_u64`, which is fixed by `rand_core`'s documentation.
pub type SeedRng = rand_pcg::Pcg32;

/// The RNG a `from_seed(u64)` convenience uses.
#[must_use]
pub fn from_seed(seed: u64) -> SeedRng {
    SeedRng::seed_from_u64(seed)
}

/// The RNG a `from_seed(u64)` convenience uses.
#[deprecated(since = "0.1.0", note = "use `rng::from_seed`")]
#[must_use]
pub fn seeded(seed: u64) -> SeedRng {
    from_seed(seed)
}

/// A uniform integer in `0..n` by Lemire's method ([`sample::uniform_below`]).
/// `n` must be non-zero (callers only pass lengths of non-empty lists).
#[inline]
pub(crate) fn below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    debug_assert!(n > 0);
    sample::uniform_below(n, || rng.next_u32())
}

/// A uniform index in `0..len` for a non-empty list of at most `u32::MAX` items.
#[inline]
pub(crate) fn index<R: Rng + ?Sized>(rng: &mut R, len: usize) -> usize {
    below(rng, len as u32) as usize
}

/// `true` with probability `numerator / 2^32`.
#[inline]
pub(crate) fn chance<R: Rng + ?Sized>(rng: &mut R, numerator: u64) -> bool {
    u64::from(rng.next_u32()) < numerator
}

/// A fair coin.
#[inline]
pub(crate) fn coin<R: Rng + ?Sized>(rng: &mut R) -> bool {
    rng.next_u32() & 1 == 1
}

/// Fair coins, 64 from each `next_u64` (lowest bit first): the row-by-row
/// generators flip one or two per cell, and a draw per flip would dominate them.
pub(crate) struct Coins {
    bits: u64,
    left: u32,
}

impl Coins {
    pub(crate) fn new() -> Self {
        Coins { bits: 0, left: 0 }
    }

    #[inline]
    pub(crate) fn flip<R: Rng + ?Sized>(&mut self, rng: &mut R) -> bool {
        if self.left == 0 {
            self.bits = rng.next_u64();
            self.left = 64;
        }
        let heads = self.bits & 1 == 1;
        self.bits >>= 1;
        self.left -= 1;
        heads
    }
}

/// Fisher–Yates shuffle with [`below`].
pub(crate) fn shuffle<T, R: Rng + ?Sized>(rng: &mut R, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

/// Hands out two random bits at a time from one `next_u64`, for the random walks
/// (Wilson, Aldous–Broder) that pick one of four directions per step: a fresh 32-bit
/// draw per step would cost most of the walk's time.
pub(crate) struct TwoBits {
    bits: u64,
    left: u32,
}

impl TwoBits {
    pub(crate) fn new() -> Self {
        TwoBits { bits: 0, left: 0 }
    }

    #[inline]
    pub(crate) fn next<R: Rng + ?Sized>(&mut self, rng: &mut R) -> usize {
        if self.left == 0 {
            self.bits = rng.next_u64();
            self.left = 32;
        }
        let v = (self.bits & 3) as usize;
        self.bits >>= 2;
        self.left -= 1;
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_in_range_and_hits_every_value() {
        let mut rng = from_seed(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[below(&mut rng, 7) as usize] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800 && c < 1200), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = from_seed(2);
        let mut v: alloc::vec::Vec<u32> = (0..100).collect();
        shuffle(&mut rng, &mut v);
        let mut sorted = v.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..100).collect::<alloc::vec::Vec<_>>());
        assert_ne!(v, sorted);
    }
}
