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
