//! The growing-tree family: one list of active cells, and a rule for which to grow.

use alloc::collections::VecDeque;
use rand_core::Rng;

use super::common::dig_onward;
use super::guard::Guarded;
use crate::error::MazeError;
use crate::maze::Maze;
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

/// Grows a maze from one random cell. A cell leaves the active list when it has no
/// unvisited neighbour. Taking a random cell out swaps the newest into its slot
/// (O(1) removal); "newest" then means "at the back of the list", as in most fast
/// implementations.
///
/// ```
/// use maze_gen::{generate, rng, GrowingTreeMode};
///
/// let maze = generate::growing_tree(10, 10, GrowingTreeMode::Oldest, &mut rng::seeded(1))?;
/// assert_eq!(maze.passage_count(), 99);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
pub fn growing_tree<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    mode: GrowingTreeMode,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    let rng = &mut Guarded::new(rng, width.saturating_mul(height));
    let mode = mode.validate()?;
    let mut maze = Maze::new(width, height)?;
    let start = index(rng, maze.len());
    maze.mark(start);
    let mut active: VecDeque<u32> = VecDeque::new();
    active.push_back(start as u32);
    let newest_numerator = match mode {
        GrowingTreeMode::Mixed { newest_percent } => (u64::from(newest_percent) << 32) / 100,
        _ => 0,
    };
    while !active.is_empty() {
        let k = match mode {
            GrowingTreeMode::Newest => active.len() - 1,
            GrowingTreeMode::Oldest => 0,
            GrowingTreeMode::Random => index(rng, active.len()),
            GrowingTreeMode::Mixed { .. } => {
                if chance(rng, newest_numerator) {
                    active.len() - 1
                } else {
                    index(rng, active.len())
                }
            }
        };
        let cur = active[k] as usize;
        match dig_onward(&mut maze, rng, cur) {
            Some(next) => active.push_back(next as u32),
            None => {
                active.swap_remove_back(k);
            }
        }
    }
    maze.clear_marks();
    Ok(maze)
}
