//! A guard around the caller's random source, so that every generator finishes
//! whatever the source returns.
//!
//! Sampling rejects and retries (Lemire's method rejects a few values; a random walk
//! retries a step into the outer wall), so a source that always returns the same
//! number, or cycles through a few, can keep a generator spinning forever. The
//! workspace's one stuck-source rule, [`sample::Unstuck`], sets such a source aside,
//! and its budget ([`sample::Unstuck::with_budget`]) ends a source that varies but
//! never lets a walk finish: more than a generous number of draws per cell, and the
//! numbers come from a fixed PCG stream too. A working source never trips either
//! rule, so seeded mazes are unchanged.

use rand_core::Rng;
use sample::Unstuck;

/// Draws any generator may take on the smallest board.
const BASE_DRAWS: u64 = 1024;

/// Draws per cell on top of the square of the cell count. The square is for the
/// random walks: Aldous–Broder on a one-cell-wide strip of `n` cells needs about
/// `n^2` steps (`n^2 / 32` draws, 32 steps per draw), so the budget leaves it a
/// margin of 32 times its expected need; every other generator needs a few draws
/// per cell.
const DRAWS_PER_CELL: u64 = 64;

/// The caller's source behind the stuck-source rule, with the budget of a generator
/// over so many cells.
pub(crate) type Guarded<'a, R> = Unstuck<&'a mut R>;

/// Guards `source` for a generator over `cells` cells.
pub(crate) fn guard<R: Rng + ?Sized>(source: &mut R, cells: usize) -> Guarded<'_, R> {
    let cells = cells as u64;
    let budget = cells
        .saturating_mul(cells)
        .saturating_add(cells.saturating_mul(DRAWS_PER_CELL))
        .saturating_add(BASE_DRAWS);
    Unstuck::with_budget(source, budget)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::from_seed;

    use sample::Stuck;

    #[test]
    fn a_working_source_passes_through_unchanged() {
        let (mut a, mut b) = (from_seed(5), from_seed(5));
        let mut guarded = guard(&mut a, 1000);
        for _ in 0..10_000 {
            assert_eq!(guarded.next_u32(), b.next_u32());
            assert_eq!(guarded.next_u64(), b.next_u64());
        }
        assert!(!guarded.tripped());
    }

    #[test]
    fn a_stuck_source_is_set_aside() {
        let mut stuck = Stuck(0);
        let mut guarded = guard(&mut stuck, 1);
        let draws: alloc::vec::Vec<u32> = (0..64).map(|_| guarded.next_u32()).collect();
        assert!(guarded.tripped());
        assert!(draws[40..].iter().any(|&d| d != 0));
    }

    #[test]
    fn the_budget_ends_a_varying_hostile_source() {
        let mut a = from_seed(9);
        let mut guarded = guard(&mut a, 0);
        for _ in 0..BASE_DRAWS {
            guarded.next_u32();
        }
        assert!(!guarded.tripped());
        guarded.next_u32();
        assert!(guarded.tripped());
    }
}
