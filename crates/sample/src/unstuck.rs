//! The stuck-source rule for algorithms that draw until something happens.

use core::convert::Infallible;

use rand_core::{Rng, SeedableRng, TryRng};

/// Equal words in a row that mark a source as stuck.
pub const STREAK: u32 = 32;

/// Seed of the stream that replaces a stuck source (xored with the stuck word).
const FALLBACK_SEED: u64 = 0x6d61_7a65_2d67_656e;

/// A random source that is set aside once it is seen to be stuck.
///
/// [`uniform_below`](crate::uniform_below) always returns, but an algorithm that
/// draws *until* something happens (a random playout that keeps a drawn group with
/// probability `2 / size`, a random walk that must reach a tree) can still loop for
/// ever on a source that returns the same word. `Unstuck` passes the source's words
/// through unchanged until it returns the same word [`STREAK`] times in a row; from
/// then on the words come from a fixed PCG stream, so the algorithm finishes with a
/// valid, repeatable result. A working generator never trips it (32 equal 32-bit
/// words in a row have probability 2^-992), so seeded results do not change.
///
/// ```
/// use rand_core::Rng;
/// use sample::{Stuck, Unstuck};
///
/// let mut rng = Unstuck::new(Stuck(0));
/// let words: Vec<u32> = (0..40).map(|_| rng.next_u32()).collect();
/// assert!(words[..32].iter().all(|&w| w == 0));
/// assert!(rng.tripped() && words[32..].iter().any(|&w| w != 0));
/// ```
#[derive(Debug)]
pub struct Unstuck<R> {
    source: R,
    last: u64,
    streak: u32,
    fallback: Option<rand_pcg::Pcg32>,
}

impl<R: Rng> Unstuck<R> {
    /// Watches `source` (pass `&mut rng` to keep using the generator afterwards).
    pub fn new(source: R) -> Self {
        Unstuck {
            source,
            last: 0,
            streak: 0,
            fallback: None,
        }
    }

    /// Whether the source has been set aside as stuck.
    #[must_use]
    pub fn tripped(&self) -> bool {
        self.fallback.is_some()
    }

    /// Counts one word and trips when the source looks stuck.
    #[inline]
    fn watch(&mut self, value: u64) -> u64 {
        if value == self.last {
            self.streak += 1;
        } else {
            self.last = value;
            self.streak = 1;
        }
        if self.streak >= STREAK {
            self.trip(value);
        }
        value
    }

    /// Sets the source aside for the fixed stream. Out of line, as a working
    /// source never gets here: a draw stays small enough to inline.
    #[cold]
    #[inline(never)]
    fn trip(&mut self, value: u64) {
        self.fallback = Some(rand_pcg::Pcg32::seed_from_u64(FALLBACK_SEED ^ value));
    }
}

impl<R: Rng> TryRng for Unstuck<R> {
    type Error = Infallible;

    #[inline]
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        if let Some(rng) = &mut self.fallback {
            return Ok(rng.next_u32());
        }
        let value = self.source.next_u32();
        Ok(self.watch(u64::from(value)) as u32)
    }

    #[inline]
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        if let Some(rng) = &mut self.fallback {
            return Ok(rng.next_u64());
        }
        let value = self.source.next_u64();
        Ok(self.watch(value))
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for chunk in dst.chunks_mut(8) {
            let bytes = self.try_next_u64()?.to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
        Ok(())
    }
}
