//! Maze generators. Every one takes `&mut impl rand_core::Rng`, draws numbers only
//! through the crate's own sampling (so a seed gives the same maze everywhere), and
//! runs with explicit stacks and lists: no recursion, 4096 × 4096 works.
//!
//! [`Algorithm`] names them all for run-time choice (`"wilson".parse()`).

mod aldous_broder;
mod backtracker;
mod binary_tree;
pub(crate) mod common;
mod dig;
mod division;
mod eller;
pub(crate) mod grow;
mod growing_tree;
pub(crate) mod guard;
mod hunt_and_kill;
mod kruskal;
mod prim;
mod sidewinder;
mod stick_down;
pub(crate) mod union_find;
mod wall_extend;
mod wilson;

use core::fmt;
use core::str::FromStr;

use rand_core::Rng;

pub use aldous_broder::aldous_broder;
pub use backtracker::backtracker;
pub use binary_tree::binary_tree;
pub use dig::{dig, dig_from};
pub use division::recursive_division;
pub use eller::eller;
pub use growing_tree::{GrowingTreeMode, growing_tree};
pub use hunt_and_kill::hunt_and_kill;
pub use kruskal::kruskal;
pub use prim::prim;
pub use sidewinder::sidewinder;
pub use stick_down::stick_down;
pub use wall_extend::wall_extending;
pub use wilson::wilson;

use floodfill::Topology;

use crate::board::Board;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::square::Square;

/// A generation algorithm, chosen at run time.
///
/// Names for [`FromStr`] and [`Display`](fmt::Display) are kebab-case: `dig`
/// (or `dig=N` for a limit of `N` branches), `backtracker`, `prim`, `kruskal`,
/// `wilson`, `aldous-broder`, `eller`, `hunt-and-kill`, `growing-tree-newest`,
/// `growing-tree-random`, `growing-tree-oldest`, `growing-tree` (mixed, 50 % newest;
/// `growing-tree=P` for P % newest), `sidewinder`, `binary-tree`,
/// `recursive-division`, `stick-down`, `wall-extending`.
///
/// ```
/// use maze_gen::{Algorithm, Maze};
///
/// let algorithm: Algorithm = "wilson".parse()?;
/// let maze = Maze::from_seed(algorithm, 8, 5, 42)?;
/// assert_eq!(maze.passage_count(), 8 * 5 - 1);
/// assert_eq!(algorithm.to_string(), "wilson");
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Algorithm {
    /// The seed article's dig method (穴掘り法); `complexity` limits the number of
    /// corridors dug (`None`: dig until the whole grid is a maze). See [`dig`].
    Dig {
        /// Number of corridors (branches) to dig, or `None` for all.
        complexity: Option<u32>,
    },
    /// Recursive backtracker (randomised depth-first search). See [`backtracker`].
    Backtracker,
    /// Randomised Prim. See [`prim`].
    Prim,
    /// Randomised Kruskal over a union-find. See [`kruskal`].
    Kruskal,
    /// Wilson's uniform spanning tree. See [`wilson`].
    Wilson,
    /// Aldous–Broder random walk (uniform, slow). See [`aldous_broder`].
    AldousBroder,
    /// Eller, row by row. See [`eller`].
    Eller,
    /// Hunt-and-kill. See [`hunt_and_kill`].
    HuntAndKill,
    /// Growing tree with a choice rule. See [`growing_tree`].
    GrowingTree(GrowingTreeMode),
    /// Sidewinder. See [`sidewinder`].
    Sidewinder,
    /// Binary tree (north / west). See [`binary_tree`].
    BinaryTree,
    /// Recursive division (explicit stack). See [`recursive_division`].
    RecursiveDivision,
    /// 棒倒し法, stick-down. See [`stick_down`].
    StickDown,
    /// 壁延ばし法, wall-extending. See [`wall_extending`].
    WallExtending,
}

impl Algorithm {
    /// Every algorithm with its default parameters (the dig method digs everything).
    pub const ALL: [Algorithm; 17] = [
        Algorithm::Dig { complexity: None },
        Algorithm::Backtracker,
        Algorithm::Prim,
        Algorithm::Kruskal,
        Algorithm::Wilson,
        Algorithm::AldousBroder,
        Algorithm::Eller,
        Algorithm::HuntAndKill,
        Algorithm::GrowingTree(GrowingTreeMode::Newest),
        Algorithm::GrowingTree(GrowingTreeMode::Random),
        Algorithm::GrowingTree(GrowingTreeMode::Oldest),
        Algorithm::GrowingTree(GrowingTreeMode::Mixed { newest_percent: 50 }),
        Algorithm::Sidewinder,
        Algorithm::BinaryTree,
        Algorithm::RecursiveDivision,
        Algorithm::StickDown,
        Algorithm::WallExtending,
    ];

    /// Whether the result is always a perfect maze over the whole grid (every cell
    /// reachable, no loops). Only the dig method with a branch limit is not.
    #[must_use]
    pub fn is_perfect(self) -> bool {
        !matches!(
            self,
            Algorithm::Dig {
                complexity: Some(_)
            }
        )
    }

    /// Generates a `width × height` maze with this algorithm.
    pub fn generate<R: Rng + ?Sized>(
        self,
        width: usize,
        height: usize,
        rng: &mut R,
    ) -> Result<Maze, MazeError> {
        match self {
            Algorithm::Eller => eller(width, height, rng),
            Algorithm::Sidewinder => sidewinder(width, height, rng),
            Algorithm::BinaryTree => binary_tree(width, height, rng),
            Algorithm::RecursiveDivision => recursive_division(width, height, rng),
            Algorithm::StickDown => stick_down(width, height, rng),
            Algorithm::WallExtending => wall_extending(width, height, rng),
            _ => self.grow(Maze::new(width, height)?, rng),
        }
    }
}

impl Algorithm {
    /// Whether the algorithm needs only "cells and their neighbours", and so runs on
    /// any [`Board`] through [`Algorithm::generate_on`]: the dig method,
    /// backtracker, Prim, Kruskal, Wilson, Aldous–Broder, hunt-and-kill and the
    /// growing tree. The others (Eller, sidewinder, binary tree, recursive
    /// division, stick-down, wall-extending) think in rows, columns or walls and
    /// stay on the square grid.
    #[must_use]
    pub fn works_on_any_board(self) -> bool {
        !matches!(
            self,
            Algorithm::Eller
                | Algorithm::Sidewinder
                | Algorithm::BinaryTree
                | Algorithm::RecursiveDivision
                | Algorithm::StickDown
                | Algorithm::WallExtending
        )
    }

    /// Generates a maze on any board (hex, polar, torus, masked, or a topology of
    /// your own). Every usable cell is joined (a limited dig excepted), no passage
    /// touches a masked cell. Errors with [`MazeError::SquareGridOnly`] for the
    /// algorithms that [do not](Algorithm::works_on_any_board) work on any board.
    ///
    /// ```
    /// use maze_gen::{Algorithm, Board};
    /// use hexgrid::OffsetLayout;
    ///
    /// let board = Board::hex(10, 8, OffsetLayout::EvenQ)?;
    /// let maze = Algorithm::HuntAndKill.generate_on(&board, &mut maze_gen::rng::seeded(9))?;
    /// assert_eq!(maze.passage_count(), 79);
    /// assert!(Algorithm::Eller.generate_on(&board, &mut maze_gen::rng::seeded(9)).is_err());
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    pub fn generate_on<T, R>(self, board: &Board<T>, rng: &mut R) -> Result<Maze<T>, MazeError>
    where
        T: Topology + Clone,
        R: Rng + ?Sized,
    {
        self.grow(Maze::on(board.clone()), rng)
    }

    /// Grows `maze` (every wall standing) with one of the any-board algorithms.
    fn grow<T, R>(self, maze: Maze<T>, rng: &mut R) -> Result<Maze<T>, MazeError>
    where
        T: Topology + Clone,
        R: Rng + ?Sized,
    {
        if let Algorithm::GrowingTree(mode) = self {
            mode.validate()?;
        }
        let rng = &mut guard::guard(rng, maze.len());
        grow::run(self, maze, rng).ok_or(MazeError::SquareGridOnly(self))
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Algorithm::Dig { complexity: None } => f.write_str("dig"),
            Algorithm::Dig {
                complexity: Some(c),
            } => write!(f, "dig={c}"),
            Algorithm::Backtracker => f.write_str("backtracker"),
            Algorithm::Prim => f.write_str("prim"),
            Algorithm::Kruskal => f.write_str("kruskal"),
            Algorithm::Wilson => f.write_str("wilson"),
            Algorithm::AldousBroder => f.write_str("aldous-broder"),
            Algorithm::Eller => f.write_str("eller"),
            Algorithm::HuntAndKill => f.write_str("hunt-and-kill"),
            Algorithm::GrowingTree(GrowingTreeMode::Newest) => f.write_str("growing-tree-newest"),
            Algorithm::GrowingTree(GrowingTreeMode::Random) => f.write_str("growing-tree-random"),
            Algorithm::GrowingTree(GrowingTreeMode::Oldest) => f.write_str("growing-tree-oldest"),
            Algorithm::GrowingTree(GrowingTreeMode::Mixed { newest_percent: 50 }) => {
                f.write_str("growing-tree")
            }
            Algorithm::GrowingTree(GrowingTreeMode::Mixed { newest_percent }) => {
                write!(f, "growing-tree={newest_percent}")
            }
            Algorithm::Sidewinder => f.write_str("sidewinder"),
            Algorithm::BinaryTree => f.write_str("binary-tree"),
            Algorithm::RecursiveDivision => f.write_str("recursive-division"),
            Algorithm::StickDown => f.write_str("stick-down"),
            Algorithm::WallExtending => f.write_str("wall-extending"),
        }
    }
}

impl FromStr for Algorithm {
    type Err = MazeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let unknown = || MazeError::UnknownAlgorithm(s.into());
        let (name, arg) = match s.split_once('=') {
            Some((name, arg)) => (name, Some(arg.parse::<u32>().map_err(|_| unknown())?)),
            None => (s, None),
        };
        let algorithm = match (name, arg) {
            ("dig", complexity) => Algorithm::Dig { complexity },
            ("growing-tree", p) => {
                let p = p.unwrap_or(50);
                if p > 100 {
                    return Err(unknown());
                }
                Algorithm::GrowingTree(GrowingTreeMode::Mixed {
                    newest_percent: p as u8,
                })
            }
            (_, Some(_)) => return Err(unknown()),
            ("backtracker" | "recursive-backtracker", None) => Algorithm::Backtracker,
            ("prim", None) => Algorithm::Prim,
            ("kruskal", None) => Algorithm::Kruskal,
            ("wilson", None) => Algorithm::Wilson,
            ("aldous-broder", None) => Algorithm::AldousBroder,
            ("eller", None) => Algorithm::Eller,
            ("hunt-and-kill", None) => Algorithm::HuntAndKill,
            ("growing-tree-newest", None) => Algorithm::GrowingTree(GrowingTreeMode::Newest),
            ("growing-tree-random", None) => Algorithm::GrowingTree(GrowingTreeMode::Random),
            ("growing-tree-oldest", None) => Algorithm::GrowingTree(GrowingTreeMode::Oldest),
            ("sidewinder", None) => Algorithm::Sidewinder,
            ("binary-tree", None) => Algorithm::BinaryTree,
            ("recursive-division", None) => Algorithm::RecursiveDivision,
            ("stick-down", None) => Algorithm::StickDown,
            ("wall-extending", None) => Algorithm::WallExtending,
            _ => return Err(unknown()),
        };
        Ok(algorithm)
    }
}

impl Maze<Square> {
    /// Generates a maze with `algorithm` and the caller's RNG.
    pub fn generate<R: Rng + ?Sized>(
        algorithm: Algorithm,
        width: usize,
        height: usize,
        rng: &mut R,
    ) -> Result<Maze, MazeError> {
        algorithm.generate(width, height, rng)
    }

    /// Generates a maze with `algorithm` from a `u64` seed (PCG-32, see
    /// [`crate::rng::seeded`]); the same seed gives the same maze forever.
    pub fn from_seed(
        algorithm: Algorithm,
        width: usize,
        height: usize,
        seed: u64,
    ) -> Result<Maze, MazeError> {
        algorithm.generate(width, height, &mut crate::rng::seeded(seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn names_round_trip() {
        for a in Algorithm::ALL {
            assert_eq!(a.to_string().parse::<Algorithm>().unwrap(), a);
        }
        for s in ["dig=12", "growing-tree=75", "growing-tree=0"] {
            assert_eq!(s.parse::<Algorithm>().unwrap().to_string(), s);
        }
        for bad in ["", "wilson=3", "dig=x", "growing-tree=101", "Wilson"] {
            assert!(bad.parse::<Algorithm>().is_err(), "{bad}");
        }
        for p in 0..=255u8 {
            let a = Algorithm::GrowingTree(GrowingTreeMode::Mixed { newest_percent: p });
            let generated = a.generate(2, 2, &mut crate::rng::seeded(1));
            // A mode the generator accepts prints as a name that parses back.
            assert_eq!(generated.is_ok(), p <= 100, "{p}");
            assert_eq!(
                a.to_string().parse::<Algorithm>().ok(),
                (p <= 100).then_some(a)
            );
        }
    }
}
