//! Maze generators, one file each, and [`Algorithm`], which names them for
//! run-time choice (`"wilson".parse()`) and is the one way to run them:
//! [`Algorithm::from_rng`] on any [`MazeBoard`], or [`Maze::from_seed`] for a
//! seeded square maze. Every generator draws numbers only through the crate's
//! own sampling (so a seed gives the same maze everywhere) and runs with
//! explicit stacks and lists: no recursion, 4096 × 4096 works.
//!
//! Where things are:
//! - `mod.rs` (here): [`Algorithm`], its names, and [`Algorithm::from_rng`],
//!   which checks the parameters, guards the random source (`guard.rs`) and
//!   starts the maze once for every generator, then hands it to the one named.
//! - Any board, cells and neighbours only: `dig.rs`, `backtracker.rs` (with its
//!   lattice walk for plain grids), `prim.rs`, `kruskal.rs`, `wilson.rs`,
//!   `aldous_broder.rs`, `hunt_and_kill.rs`, `growing_tree.rs`; all but Kruskal
//!   are `impl Grow` blocks over the growing state of `grow.rs`, Kruskal uses
//!   `union_find.rs`.
//! - The whole square grid only, rows, columns or walls: `eller.rs`,
//!   `sidewinder.rs`, `binary_tree.rs`, `division.rs`, `stick_down.rs`,
//!   `wall_extend.rs`; the last two share the wall segments of `common.rs`.
//! - `names.rs`: the kebab-case names of [`Algorithm`] (`Display`, `FromStr`).
//! - `deprecated.rs`: the free functions of the previous release, which forward
//!   to [`Algorithm::from_rng`].

mod aldous_broder;
mod backtracker;
mod binary_tree;
pub(crate) mod common;
mod deprecated;
mod dig;
mod division;
mod eller;
mod grow;
mod growing_tree;
pub(crate) mod guard;
mod hunt_and_kill;
mod kruskal;
mod names;
mod prim;
mod sidewinder;
mod stick_down;
pub(crate) mod union_find;
mod wall_extend;
mod wilson;

use rand_core::Rng;

#[allow(deprecated)]
pub use deprecated::{aldous_broder, backtracker, binary_tree, dig, eller};
#[allow(deprecated)]
pub use deprecated::{growing_tree, hunt_and_kill, kruskal, prim, recursive_division};
#[allow(deprecated)]
pub use deprecated::{sidewinder, stick_down, wall_extending, wilson};
pub use dig::dig_from;
pub use growing_tree::GrowingTreeMode;

use floodfill::Topology;

use crate::board::MazeBoard;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::square::Square;

/// A generation algorithm, chosen at run time.
///
/// Names for [`FromStr`](core::str::FromStr) and [`Display`](core::fmt::Display) are kebab-case: `dig`
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
    /// The seed article's dig method (穴掘り法): from a random start, dig corridors
    /// into undug cells only, each new one from a random cell dug so far;
    /// `complexity` limits the number of corridors dug (`None`: dig until the
    /// whole board is a maze). [`dig_from`] digs from a cell of your choice.
    Dig {
        /// Number of corridors (branches) to dig, or `None` for all.
        complexity: Option<u32>,
    },
    /// Recursive backtracker (randomised depth-first search): long winding
    /// corridors, few dead ends.
    Backtracker,
    /// Randomised Prim: many short dead ends radiating from the start.
    Prim,
    /// Randomised Kruskal over a union-find: uniformly spread short dead ends.
    Kruskal,
    /// Wilson's loop-erased random walks: a uniform spanning tree (every perfect
    /// maze equally likely).
    Wilson,
    /// Aldous–Broder: one random walk, uniform like Wilson's but slower (the
    /// walk's cover time, many times the cell count in steps).
    AldousBroder,
    /// Eller, row by row with memory proportional to the width (square grid).
    Eller,
    /// Hunt-and-kill: random walks, and a scan for an unvisited cell beside the
    /// maze to start the next one from.
    HuntAndKill,
    /// Growing tree: a list of active cells and a rule for which grows next.
    GrowingTree(GrowingTreeMode),
    /// Sidewinder: runs of east passages, each closed by one passage north; the
    /// top row is one corridor (square grid).
    Sidewinder,
    /// Binary tree: every cell opens north or west; the top row and the left
    /// column are straight corridors (square grid).
    BinaryTree,
    /// Recursive division: an open hall split by walls with one gap each, an
    /// explicit stack of rectangles; long straight walls (square grid).
    RecursiveDivision,
    /// 棒倒し法, stick-down: each inner corner topples one wall segment, row by
    /// row; walls lean down (square grid).
    StickDown,
    /// 壁延ばし法, wall-extending: walls grow from random corners of the open
    /// hall until they meet the standing walls (square grid).
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
    #[deprecated(
        since = "0.1.0",
        note = "use `Algorithm::from_rng` with a board (`MazeBoard::new(Square::new(width, height)?)?`), or `Maze::from_seed`"
    )]
    pub fn generate<R: Rng + ?Sized>(
        self,
        width: usize,
        height: usize,
        rng: &mut R,
    ) -> Result<Maze, MazeError> {
        self.from_rng(&square_board(width, height)?, rng)
    }
}

impl Algorithm {
    /// Whether the algorithm needs only "cells and their neighbours", and so runs on
    /// any [`MazeBoard`] through [`Algorithm::from_rng`]: the dig method,
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

    /// Generates a maze with this algorithm on `board`: the one way to run a
    /// generator. Every usable cell is joined (a limited dig excepted), no
    /// passage touches a masked cell. The algorithms that [work on any
    /// board](Algorithm::works_on_any_board) take any board (hex, polar, torus,
    /// masked, or a topology of your own); the others need the whole square grid
    /// (a board of [`Square`], as every `Maze` is on) and error with
    /// [`MazeError::SquareGridOnly`] on any other board. For a seeded square maze,
    /// [`Maze::from_seed`] is shorter.
    ///
    /// ```
    /// use maze_gen::{Algorithm, MazeBoard, Square};
    /// use hexgrid::OffsetLayout;
    ///
    /// let board = MazeBoard::hex(10, 8, OffsetLayout::EvenQ)?;
    /// let maze = Algorithm::HuntAndKill.from_rng(&board, &mut maze_gen::rng::from_seed(9))?;
    /// assert_eq!(maze.passage_count(), 79);
    /// assert!(Algorithm::Eller.from_rng(&board, &mut maze_gen::rng::from_seed(9)).is_err());
    ///
    /// let square = MazeBoard::new(Square::new(10, 8)?)?;
    /// let maze = Algorithm::Eller.from_rng(&square, &mut maze_gen::rng::from_seed(9))?;
    /// assert_eq!(maze.passage_count(), 79);
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    // The workspace's seeded-value shape is `from_rng(.., rng)`; here the
    // algorithm is the receiver, which clippy's `from_*` convention does not expect.
    #[allow(clippy::wrong_self_convention)]
    pub fn from_rng<T, R>(self, board: &MazeBoard<T>, rng: &mut R) -> Result<Maze<T>, MazeError>
    where
        T: Topology + Clone,
        R: Rng + ?Sized,
    {
        if let Algorithm::GrowingTree(mode) = self {
            mode.validate()?;
        }
        // The prologue of every generator, written once: the guarded source and
        // the maze with every wall standing.
        let rng = &mut guard::guard(rng, board.len());
        let mut maze = Maze::on(board.clone());
        match self {
            Algorithm::Backtracker => Ok(backtracker::backtracker(maze, rng)),
            Algorithm::Kruskal => {
                kruskal::kruskal(&mut maze, rng);
                Ok(maze)
            }
            Algorithm::Dig { .. }
            | Algorithm::Prim
            | Algorithm::Wilson
            | Algorithm::AldousBroder
            | Algorithm::HuntAndKill
            | Algorithm::GrowingTree(_) => Ok(grow::run(self, maze, rng)),
            Algorithm::Eller
            | Algorithm::Sidewinder
            | Algorithm::BinaryTree
            | Algorithm::RecursiveDivision
            | Algorithm::StickDown
            | Algorithm::WallExtending => self.on_square(maze, rng),
        }
    }

    /// Generates a maze with this algorithm on `board`.
    #[deprecated(since = "0.1.0", note = "use `Algorithm::from_rng`")]
    pub fn generate_on<T, R>(self, board: &MazeBoard<T>, rng: &mut R) -> Result<Maze<T>, MazeError>
    where
        T: Topology + Clone,
        R: Rng + ?Sized,
    {
        self.from_rng(board, rng)
    }

    /// Runs a square-grid-only algorithm on `maze` (every wall standing), whose
    /// board must be the whole square grid.
    fn on_square<T: Topology, R: Rng + ?Sized>(
        self,
        maze: Maze<T>,
        rng: &mut R,
    ) -> Result<Maze<T>, MazeError> {
        let board = maze.board();
        let Some(&square) = board.as_square().filter(|_| board.is_full()) else {
            return Err(MazeError::SquareGridOnly(self));
        };
        // The passage bytes of a maze on a `Square` are its side bits, so the
        // generators work on them as a `Maze` (on `Square`) and hand them back.
        let (board, bits) = maze.into_parts();
        let mut grid = Maze::from_parts(MazeBoard::full_square(square), bits);
        match self {
            Algorithm::Eller => eller::eller(&mut grid, rng),
            Algorithm::Sidewinder => sidewinder::sidewinder(&mut grid, rng),
            Algorithm::BinaryTree => binary_tree::binary_tree(&mut grid, rng),
            Algorithm::RecursiveDivision => {
                grid.open_inner_walls();
                division::recursive_division(&mut grid, rng);
            }
            Algorithm::StickDown => {
                grid.open_inner_walls();
                stick_down::stick_down(&mut grid, rng);
            }
            Algorithm::WallExtending => {
                grid.open_inner_walls();
                wall_extend::wall_extending(&mut grid, rng);
            }
            _ => return Err(MazeError::SquareGridOnly(self)),
        }
        Ok(Maze::from_parts(board, grid.into_parts().1))
    }
}

/// The whole `width × height` square grid, as a board.
fn square_board(width: usize, height: usize) -> Result<MazeBoard<Square>, MazeError> {
    Ok(MazeBoard::full_square(Square::new(width, height)?))
}

impl Maze<Square> {
    /// Generates a maze with `algorithm` and the caller's RNG.
    #[deprecated(
        since = "0.1.0",
        note = "use `Algorithm::from_rng` with a board (`MazeBoard::new(Square::new(width, height)?)?`), or `Maze::from_seed`"
    )]
    pub fn generate<R: Rng + ?Sized>(
        algorithm: Algorithm,
        width: usize,
        height: usize,
        rng: &mut R,
    ) -> Result<Maze, MazeError> {
        algorithm.from_rng(&square_board(width, height)?, rng)
    }

    /// Generates a `width × height` maze with `algorithm` from a `u64` seed
    /// (PCG-32, see [`crate::rng::from_seed`]); the same seed gives the same maze
    /// forever. The seeded convenience of [`Algorithm::from_rng`], which
    /// takes any board and any random source.
    ///
    /// ```
    /// use maze_gen::{Algorithm, Maze};
    ///
    /// let maze = Maze::from_seed(Algorithm::Prim, 10, 10, 1)?;
    /// assert_eq!(maze.passage_count(), 99);
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    pub fn from_seed(
        algorithm: Algorithm,
        width: usize,
        height: usize,
        seed: u64,
    ) -> Result<Maze, MazeError> {
        algorithm.from_rng(
            &square_board(width, height)?,
            &mut crate::rng::from_seed(seed),
        )
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
            let generated = Maze::from_seed(a, 2, 2, 1);
            // A mode the generator accepts prints as a name that parses back.
            assert_eq!(generated.is_ok(), p <= 100, "{p}");
            assert_eq!(
                a.to_string().parse::<Algorithm>().ok(),
                (p <= 100).then_some(a)
            );
        }
    }
}
