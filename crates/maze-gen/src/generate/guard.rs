//! A guard around the caller's random source, so that every generator finishes
//! whatever the source returns.
//!
//! Sampling rejects and retries (Lemire's method rejects a few values; a random walk
//! retries a step into the outer wall), so a source that always returns the same
//! number can keep a generator spinning forever. The workspace's one stuck-source
//! rule, [`sample::Unstuck`], sets such a source aside after [`sample::STREAK`]
//! equal words. A source that varies but never lets a walk finish (one that cycles
//! through a few values) is not stuck by that rule, so the guard adds a budget: more
//! than a generous number of draws per cell, and the numbers come from a fixed PCG
//! stream too. A working source never trips either rule, so seeded mazes are
//! unchanged.

use core::convert::Infallible;

use rand_core::{Rng, SeedableRng, TryRng};
use sample::Unstuck;

use crate::rng::SeedRng;

/// Draws any generator may take on the smallest board.
const BASE_DRAWS: u64 = 1024;

/// Draws per cell on top of the square of the cell count. The square is for the
/// random walks: Aldous–Broder on a one-cell-wide strip of `n` cells needs about
/// `n^2` steps (`n^2 / 32` draws, 32 steps per draw), so the budget leaves it a
/// margin of 32 times its expected need; every other generator needs a few draws
/// per cell.
const DRAWS_PER_CELL: u64 = 64;

/// Seed of the stream that replaces a source past its budget.
const FALLBACK_SEED: u64 = 0x6d61_7a65_2d67_656e;

/// The caller's source behind the stuck-source rule, set aside once it has been
/// drawn from more often than any generator needs.
pub(crate) struct Guarded<'a, R: ?Sized> {
    source: Unstuck<&'a mut R>,
    left: u64,
    fallback: Option<SeedRng>,
}

impl<'a, R: Rng + ?Sized> Guarded<'a, R> {
    /// Guards `source` for a generator over `cells` cells.
    pub(crate) fn new(source: &'a mut R, cells: usize) -> Self {
        let cells = cells as u64;
        let budget = cells
            .saturating_mul(cells)
            .saturating_add(cells.saturating_mul(DRAWS_PER_CELL))
            .saturating_add(BASE_DRAWS);
        Guarded {
            source: Unstuck::new(source),
            left: budget,
            fallback: None,
        }
    }

    /// Whether the caller's source has been set aside.
    #[cfg(test)]
    pub(crate) fn tripped(&self) -> bool {
        self.left == 0 || self.source.tripped()
    }

    /// The fixed stream that replaces a source past its budget. Out of line, as
    /// a working source never gets here: the draw that checks the budget stays
    /// small enough to inline into the samplers.
    #[cold]
    #[inline(never)]
    fn fallback(&mut self) -> &mut SeedRng {
        self.fallback
            .get_or_insert_with(|| SeedRng::seed_from_u64(FALLBACK_SEED))
    }
}

impl<R: Rng + ?Sized> TryRng for Guarded<'_, R> {
    type Error = Infallible;

    #[inline]
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        if self.left == 0 {
            return Ok(self.fallback().next_u32());
        }
        self.left -= 1;
        Ok(self.source.next_u32())
    }

    #[inline]
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        if self.left == 0 {
            return Ok(self.fallback().next_u64());
        }
        self.left -= 1;
        Ok(self.source.next_u64())
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for chunk in dst.chunks_mut(8) {
            let bytes = self.try_next_u64()?.to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::seeded;

    use sample::Stuck;

    #[test]
    fn a_working_source_passes_through_unchanged() {
        let (mut a, mut b) = (seeded(5), seeded(5));
        let mut guarded = Guarded::new(&mut a, 1000);
        for _ in 0..10_000 {
            assert_eq!(guarded.next_u32(), b.next_u32());
            assert_eq!(guarded.next_u64(), b.next_u64());
        }
        assert!(!guarded.tripped());
    }

    #[test]
    fn a_stuck_source_is_set_aside() {
        let mut stuck = Stuck(0);
        let mut guarded = Guarded::new(&mut stuck, 1);
        let draws: alloc::vec::Vec<u32> = (0..64).map(|_| guarded.next_u32()).collect();
        assert!(guarded.tripped());
        assert!(draws[40..].iter().any(|&d| d != 0));
    }

    #[test]
    fn the_budget_ends_a_varying_hostile_source() {
        let mut a = seeded(9);
        let mut guarded = Guarded::new(&mut a, 0);
        guarded.left = 3;
        for _ in 0..3 {
            guarded.next_u32();
        }
        assert!(guarded.tripped());
    }
}
