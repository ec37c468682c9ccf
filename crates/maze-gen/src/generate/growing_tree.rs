//! The growing-tree family: one list of active cells, and a rule for which to grow.

use rand_core::Rng;

use super::Algorithm;
use crate::error::MazeError;
use crate::maze::Maze;

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
    Algorithm::GrowingTree(mode).generate(width, height, rng)
}
