//! `Stuck`: the broken source the stuck-source rules are written for.

use core::convert::Infallible;

use rand_core::TryRng;

/// A random source that returns the same word for ever: `next_u64` gives the word,
/// `next_u32` its low half, and every filled byte its low byte.
///
/// It is the source the crate's contract promises to survive, so a game or a test
/// can check that its own draws finish on it: [`uniform_below`](crate::uniform_below)
/// gives `(w * n) >> 32` for a word `w`, and [`Unstuck`](crate::Unstuck) sets it
/// aside after [`STREAK`](crate::STREAK) draws.
///
/// ```
/// use rand_core::Rng;
/// use sample::{Stuck, uniform_below};
///
/// let mut stuck = Stuck(0x8000_0000);
/// assert_eq!(stuck.next_u64(), 0x8000_0000);
/// assert_eq!(uniform_below(6, || stuck.next_u32()), 3); // (2^31 * 6) >> 32
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stuck(pub u64);

impl TryRng for Stuck {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok(self.0 as u32)
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(self.0)
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        dst.fill(self.0 as u8);
        Ok(())
    }
}

/// A random source that cycles through `N` words for ever (`N` at least 1): the
/// short cycles [`Unstuck`](crate::Unstuck) sets aside, for tests of a game's own
/// draws. `next_u64` gives the next word, `next_u32` its low half, and each 8 filled
/// bytes one word's little-endian bytes.
///
/// ```
/// use rand_core::Rng;
/// use sample::{Cycle, Unstuck};
///
/// let mut alternating = Cycle::new([0, u64::MAX]);
/// assert_eq!([alternating.next_u64(), alternating.next_u64()], [0, u64::MAX]);
/// let mut rng = Unstuck::new(alternating);
/// (0..12 + 32).for_each(|_| drop(rng.next_u32()));
/// assert!(rng.tripped());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cycle<const N: usize> {
    words: [u64; N],
    at: usize,
}

impl<const N: usize> Cycle<N> {
    /// The source that returns `words` in order, then again from the first.
    #[must_use]
    pub const fn new(words: [u64; N]) -> Self {
        Cycle { words, at: 0 }
    }

    fn next_word(&mut self) -> u64 {
        // `N == 0` gives 0 for ever rather than a panic.
        let word = self.words.get(self.at).copied().unwrap_or(0);
        self.at = if self.at + 1 >= N { 0 } else { self.at + 1 };
        word
    }
}

impl<const N: usize> TryRng for Cycle<N> {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok(self.next_word() as u32)
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(self.next_word())
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for chunk in dst.chunks_mut(8) {
            let bytes = self.next_word().to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
        Ok(())
    }
}
