//! The free functions of the previous release, one per algorithm, kept one
//! release: each forwards to [`Algorithm::from_rng`] on the whole square grid,
//! so a seed gives the same maze as before. The algorithms themselves are in the
//! files named after them.
#![allow(deprecated)]

use rand_core::Rng;

use super::{Algorithm, GrowingTreeMode, square_board};
use crate::error::MazeError;
use crate::maze::Maze;

/// A `width × height` maze by `algorithm` with the caller's random source.
fn square<R: Rng + ?Sized>(
    algorithm: Algorithm,
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    algorithm.from_rng(&square_board(width, height)?, rng)
}

/// [`Algorithm::Backtracker`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::Backtracker.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn backtracker<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::Backtracker, width, height, rng)
}

/// [`Algorithm::Prim`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::Prim.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn prim<R: Rng + ?Sized>(width: usize, height: usize, rng: &mut R) -> Result<Maze, MazeError> {
    square(Algorithm::Prim, width, height, rng)
}

/// [`Algorithm::Kruskal`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::Kruskal.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn kruskal<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::Kruskal, width, height, rng)
}

/// [`Algorithm::Wilson`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::Wilson.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn wilson<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::Wilson, width, height, rng)
}

/// [`Algorithm::AldousBroder`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::AldousBroder.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn aldous_broder<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::AldousBroder, width, height, rng)
}

/// [`Algorithm::HuntAndKill`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::HuntAndKill.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn hunt_and_kill<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::HuntAndKill, width, height, rng)
}

/// [`Algorithm::Eller`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::Eller.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn eller<R: Rng + ?Sized>(width: usize, height: usize, rng: &mut R) -> Result<Maze, MazeError> {
    square(Algorithm::Eller, width, height, rng)
}

/// [`Algorithm::Sidewinder`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::Sidewinder.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn sidewinder<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::Sidewinder, width, height, rng)
}

/// [`Algorithm::BinaryTree`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::BinaryTree.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn binary_tree<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::BinaryTree, width, height, rng)
}

/// [`Algorithm::RecursiveDivision`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::RecursiveDivision.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn recursive_division<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::RecursiveDivision, width, height, rng)
}

/// [`Algorithm::StickDown`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::StickDown.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn stick_down<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::StickDown, width, height, rng)
}

/// [`Algorithm::WallExtending`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::WallExtending.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn wall_extending<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::WallExtending, width, height, rng)
}

/// [`Algorithm::Dig`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::Dig { complexity }.from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn dig<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    complexity: Option<u32>,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::Dig { complexity }, width, height, rng)
}

/// [`Algorithm::GrowingTree`] on the square grid.
#[deprecated(
    since = "0.1.0",
    note = "use `Algorithm::GrowingTree(mode).from_rng(&board, rng)` or `Maze::from_seed`"
)]
pub fn growing_tree<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    mode: GrowingTreeMode,
    rng: &mut R,
) -> Result<Maze, MazeError> {
    square(Algorithm::GrowingTree(mode), width, height, rng)
}
