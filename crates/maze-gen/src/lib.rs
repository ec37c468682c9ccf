//! Seeded maze generation for games: the dig method (穴掘り法) and the classic
//! algorithms, braids and rooms, distance maps for placing the goal, enemies and
//! items (the "potential method"), and export to a layered tile map.
//!
//! - [`Maze`]: the one maze type, generic over its board (`Maze` alone is the square
//!   maze, `Maze<Square>`): a passage bit per neighbour of each cell, the same verbs
//!   on every board; on the square grid [`Display`](core::fmt::Display) prints the
//!   `#` tile form, `str::parse` reads it back and [`Maze::box_drawing`] draws `┌──┐`.
//! - [`Algorithm`]: every generator by name (`"wilson".parse()`), and the one way
//!   to run one, [`Algorithm::from_rng`] (any board, any random source), with
//!   [`Maze::from_seed`] as its seeded form for the square grid. [`generate`] holds
//!   each algorithm in the file named after it.
//! - [`Maze::braid`] and [`Maze::add_rooms`]: loops and halls.
//! - [`DistanceMap`]: distance per cell and cells by distance over any `floodfill`
//!   topology (the maze, the tile map), the goal, shortest paths ([`Path`], start
//!   first), placement.
//! - [`TileMap`]: the tile form scaled by a unit, with background and foreground
//!   layers for a top-down view; also a `floodfill` topology.
//! - [`MazeBoard`]: any `floodfill` topology with a mask of usable cells ([`Square`],
//!   hex, a hexagon, text masks, [`PolarGrid`], [`TorusGrid`], any hexgrid map
//!   through `floodfill::HexBoard`), on which [`Algorithm::from_rng`] gives a
//!   `Maze` for the algorithms that need only cells and neighbours (and on the whole
//!   square grid, for all of them).
//! - [`MazeStats`]: dead ends, corridors, junctions, longest path, mean path
//!   length, river factor, exact; [`fill`]: dead-end and cul-de-sac filling.
//! - [`WeaveMaze`]: a square maze whose passages cross under one another.
//!
//! # Contract
//!
//! No call panics, loops forever or overflows the stack, for any argument, in debug
//! or release builds:
//! - Sizes are checked before anything is allocated: a board has 1 to
//!   [`Maze::MAX_SIDE`] cells per side and at most [`Maze::MAX_CELLS`] cells; a tile
//!   map at most [`TileMap::MAX_TILES`] tiles. Outside them: a typed [`MazeError`].
//! - A user topology may name neighbours at or past its `len()`: they are ignored
//!   everywhere (boards, generators, fills, statistics), as floodfill's contract
//!   says. A [`MazeBoard`] refuses a one-way topology ([`MazeError::OneWay`]) and a cell
//!   that names one neighbour twice or more than [`MAX_DEGREE`] of them.
//! - Queries by cell index are total: an index outside the maze is a cell with no
//!   open side and no neighbour ([`Maze::passages`] is `0`, [`Maze::step`] `None`).
//!   Coordinates outside a map give `None` ([`TileMap::index`],
//!   [`TileMap::cell_origin`]); changes to a cell outside give
//!   [`MazeError::OutOfBounds`].
//! - Every generator finishes for every random source, even one that always returns
//!   the same number: a source that repeats one value 32 times in a row, or that has
//!   been drawn from far more often than any generator needs, is set aside and a
//!   fixed PCG stream finishes the maze. A working source is never set aside, so a
//!   seed gives the same maze forever.
//! - Text and saved data are checked exactly like the constructors: a parse error
//!   names the line and column; loading refuses what a constructor would (a maze
//!   with a one-sided passage, a growing-tree percentage above 100). Plain value
//!   types ([`Cell`], [`Room`], [`RoomOptions`]) accept any field values, and every
//!   method on them is exact for all of them.
//! - `Display` of every value the crate accepts parses back with `FromStr` to the
//!   same value (a maze, an [`Algorithm`]).
//! - Statistics and fills mean one thing on every maze: [`MazeStats`] figures are
//!   exact, or `None` on a large maze with loops (its estimates,
//!   [`MazeStats::estimated_diameter`] and
//!   [`MazeStats::estimated_mean_path_length`], carry proven bounds); cells with
//!   no passage are `isolated` and left out; a maze in pieces is a [`MazeError`]. The [`fill`]s fill each piece on its own and never
//!   fill a cell with no passage; a passage is a pair of cells that name each
//!   other, so a neighbour outside the maze or named one way only is ignored.
//!
//! ```
//! use maze_gen::{Algorithm, Maze};
//!
//! let maze = Maze::from_seed(Algorithm::Backtracker, 6, 3, 1)?;
//! assert_eq!(maze.passage_count(), 6 * 3 - 1); // a perfect maze: a spanning tree
//! println!("{maze}"); // the (2w+1) x (2h+1) tile form, walls as '#'
//! # Ok::<(), maze_gen::MazeError>(())
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod blocks;
mod board;
mod braid;
mod direction;
mod distance;
mod error;
pub mod fill;
pub mod generate;
mod levels;
mod levels_text;
mod limits;
mod maze;
#[cfg(feature = "serde")]
mod maze_serde;
mod passages;
mod paths;
mod polar;
mod rect_coords;
pub mod rng;
mod rooms;
mod square;
mod square_maze;
mod stats;
mod text;
mod tiles;
mod topology;
mod torus;
mod triangle;
mod upsilon;
mod walk;
mod weave;

/// The README's quick start, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// The guide's code blocks (`docs/maze-gen.md`), run as doctests so they cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/maze-gen.md")]
struct GuideDoctests;

pub use board::{MAX_DEGREE, MazeBoard};

/// The old name of [`MazeBoard`], kept for one release.
#[deprecated(
    since = "0.1.0",
    note = "renamed `MazeBoard`, so it no longer shares a name with samegame-board's `Board`"
)]
pub type Board<T> = MazeBoard<T>;
pub use direction::Direction;
pub use distance::DistanceMap;
pub use error::MazeError;
#[allow(deprecated)]
pub use floodfill::{DistanceLayers, Path, PathDown};
pub use generate::{Algorithm, GrowingTreeMode};
pub use levels::Levels;
pub use maze::Maze;
pub use paths::{DiameterBounds, Estimate};
pub use polar::PolarGrid;
pub use rooms::{Room, RoomOptions};
pub use square::Square;
pub use square_maze::Cell;
pub use stats::MazeStats;
pub use text::BoxDrawing;
pub use tiles::{TileIds, TileMap};
pub use torus::TorusGrid;
pub use triangle::TriangleGrid;
pub use upsilon::UpsilonGrid;
pub use weave::WeaveMaze;
