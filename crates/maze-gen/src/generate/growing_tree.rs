//! The growing-tree family, on any board: one list of active cells, and a rule
//! ([`GrowingTreeMode`]) for which one grows next.
//!
//! The maze grows from one random cell. A cell leaves the active list when it
//! has no unvisited neighbour. Taking a random cell out swaps the newest into its
//! slot (O(1) removal); "newest" then means "at the back of the list", as in
//! most fast implementations.

use alloc::collections::VecDeque;

use floodfill::Topology;
use rand_core::Rng;

use super::grow::{Grow, Match, choose};
use crate::error::MazeError;
use crate::maze::VISITED;
use crate::rng::{chance, index};

/// Which active cell the growing tree extends next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RawMode"))]
pub enum GrowingTreeMode {
    /// The most recently added cell: behaves like the backtracker.
    Newest,
    /// A random active cell: behaves like Prim's algorithm.
    Random,
    /// The oldest active cell: long straight corridors from the start.
    Oldest,
    /// The newest cell with probability `newest_percent`/100, else a random one.
    Mixed {
        /// Chance (0..=100) of taking the newest cell. Above 100 is refused
        /// ([`MazeError::BadParameter`]) by the generator and by loading.
        newest_percent: u8,
    },
}

impl GrowingTreeMode {
    /// Checks the mode's parameter: `Mixed` needs `newest_percent <= 100`.
    pub fn validate(self) -> Result<Self, MazeError> {
        match self {
            GrowingTreeMode::Mixed { newest_percent } if newest_percent > 100 => {
                Err(MazeError::BadParameter {
                    name: "newest_percent",
                    reason: "a percentage must be 0..=100",
                })
            }
            mode => Ok(mode),
        }
    }
}

/// The serialised form of a [`GrowingTreeMode`], checked before it becomes one.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
enum RawMode {
    Newest,
    Random,
    Oldest,
    Mixed { newest_percent: u8 },
}

#[cfg(feature = "serde")]
impl TryFrom<RawMode> for GrowingTreeMode {
    type Error = MazeError;

    fn try_from(raw: RawMode) -> Result<Self, MazeError> {
        match raw {
            RawMode::Newest => Ok(GrowingTreeMode::Newest),
            RawMode::Random => Ok(GrowingTreeMode::Random),
            RawMode::Oldest => Ok(GrowingTreeMode::Oldest),
            RawMode::Mixed { newest_percent } => {
                GrowingTreeMode::Mixed { newest_percent }.validate()
            }
        }
    }
}

impl<T: Topology + Clone, const IN_PASSAGES: bool> Grow<T, IN_PASSAGES> {
    pub(super) fn growing_tree<R: Rng + ?Sized>(&mut self, mode: GrowingTreeMode, rng: &mut R) {
        let newest = match mode {
            GrowingTreeMode::Mixed { newest_percent } => (u64::from(newest_percent) << 32) / 100,
            _ => 0,
        };
        let start = self.random_cell(rng);
        self.mark(start, VISITED);
        let mut active = VecDeque::from([start as u32]);
        while !active.is_empty() {
            let k = match mode {
                GrowingTreeMode::Newest => active.len() - 1,
                GrowingTreeMode::Oldest => 0,
                GrowingTreeMode::Random => index(rng, active.len()),
                GrowingTreeMode::Mixed { .. } if chance(rng, newest) => active.len() - 1,
                GrowingTreeMode::Mixed { .. } => index(rng, active.len()),
            };
            let cur = active[k] as usize;
            let n = self.neighbours(cur, Match::UNVISITED);
            if n == 0 {
                active.swap_remove_back(k);
                continue;
            }
            let next = self.carve_found(cur, choose(rng, n));
            active.push_back(next as u32);
        }
    }
}
