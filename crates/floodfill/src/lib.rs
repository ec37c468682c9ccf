//! Grid topologies and allocation-free traversal for board games.
//!
//! A board is a [`Topology`]: dense cells `0..len` and their neighbours. The crate
//! ships [`SquareGrid`] (4- or 8-connected), [`HexGrid`] (hexgrid's offset layouts,
//! the bubble-shooter board), [`HexBoard`] (any hexgrid map: hexagon, parallelogram,
//! rectangle or wrap-around, in [`Hex`](hexgrid::Hex) coordinates through [`Coords`])
//! and two ways to bring your own graph ([`FnGraph`] for a
//! closure, [`AdjacencyList`] for an edge list). A reusable [`Filler`] then walks any of
//! them without recursion and without allocating per call:
//!
//! - [`Filler::fill`] / [`Filler::fill_from`]: the region reachable from one or many
//!   seeds through passable cells; [`Filler::fill_equal`] for a same-colour group;
//! - [`Filler::not_reached`]: passable cells no seed reaches (floating bubbles);
//! - [`Filler::paint`]: in-place paint bucket;
//! - [`Filler::components`], [`Filler::components_by_value`],
//!   [`Filler::components_by_key`]: every connected component at once;
//!   [`Filler::label_by_value`]: labels and sizes without grouping the cells, the
//!   fast form; all four give [`Components`];
//! - [`Filler::distances`] / [`Filler::distances_within`]: BFS distance per cell and
//!   the cells grouped by distance (the "potential method");
//! - [`DistanceLayers`]: the same layers as an owned type recomputed in place
//!   ([`DistanceLayers::compute`]), the one distance type of the workspace, and
//!   [`DistanceLayers::path_to`]: a shortest [`Path`] to a goal, start first.
//!
//! Square grids take a scanline (span) fast path and hex boards in a row layout of up
//! to 64 columns a bit-parallel one (each chosen through [`Topology::shape`]); every
//! other topology a breadth-first walk. A crate with a faster walk of its own board
//! writes its result into a [`DistanceLayers`] through [`DistanceLayers::record`].
//!
//! # Contract
//!
//! - **Validated**: grid sizes at construction ([`SquareGrid::new`],
//!   [`HexGrid::new`]), edge lists ([`AdjacencyList::undirected`] /
//!   [`AdjacencyList::directed`]), and the same checks again when a grid or a graph
//!   is loaded by serde. Every [`Filler`] and [`DistanceLayers`] call checks its
//!   seeds and per-cell slices and returns a [`FloodError`], never a panic.
//! - **Size limit**: at most [`MAX_CELLS`] cells (2^28), checked before anything is
//!   allocated; buffers are reserved with `try_reserve`, so a failed allocation is
//!   [`FloodError::OutOfMemory`], not an abort.
//! - **Never panic**: every accessor and query, for every argument: a cell, label or
//!   distance out of range gives `None`, an empty slice or an empty iterator
//!   ([`Components::cells`], [`DistanceLayers::layer`], [`AdjacencyList::neighbors`],
//!   [`SquareGrid::xy`], ...). No accessor follows the slice-indexing convention,
//!   so none has a `# Panics` section. A [`Topology`] of your own may panic in its
//!   own `for_each_neighbor`; the walks here call it only with cells below `len()`
//!   and ignore any neighbour index `>= len()`.
//! - **No recursion, no unbounded loop**: every walk is a loop over an explicit
//!   queue or stack and visits each cell at most once per call. [`line_runs`]
//!   takes any `len` (above 64 it means 64) and at most six steps.
//!
//! ```
//! use floodfill::{Connectivity, Filler, SquareGrid};
//!
//! let grid = SquareGrid::new(4, 4, Connectivity::Four).unwrap();
//! let wall = |c: usize| grid.coord_of(c).is_some_and(|(x, _)| x == 2);
//! let mut filler = Filler::new();
//! assert_eq!(filler.fill(&grid, 0, |c| !wall(c)).unwrap().len(), 8);
//! let far = filler.distances(&grid, [0], |c| !wall(c)).unwrap();
//! assert_eq!(far.max_distance(), Some(4));
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod bits;
mod components;
mod coords;
mod distance;
mod distance_layers;
mod error;
mod fastdiv;
mod filler;
mod graph;
mod hex;
mod hex_board;
mod hex_rows;
mod label_rows;
mod labelling;
mod line_runs;
mod neighbors;
mod neighbors_only;
mod path;
mod path_down;
mod record;
mod region;
mod square;
mod topology;
mod union_find;
mod walk;

pub use components::{ComponentCells, ComponentIter, Components, NO_LABEL};
pub use coords::Coords;
pub use distance_layers::DistanceLayers;
pub use error::FloodError;
pub use filler::Filler;
pub use graph::{AdjacencyList, FnGraph};
pub use hex::HexGrid;
pub use hex_board::HexBoard;
pub use line_runs::line_runs;
pub use neighbors::Neighbors;
pub use neighbors_only::NeighborsOnly;
pub use path::Path;
#[allow(deprecated)]
pub use path_down::PathDown;
pub use region::{NotReached, Region};
pub use square::{Connectivity, SquareGrid};
pub use topology::{Shape, Topology};

/// The most cells a topology may have (2^28, a 16384 x 16384 board): cell indices
/// are stored as `u32`, and every per-cell buffer then stays within 1 GiB. Grids
/// and graphs refuse more at construction; every walk refuses a user topology that
/// reports more.
pub const MAX_CELLS: usize = 1 << 28;

/// The README's quick start and the guide's examples, run as doctests so they cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

#[cfg(doctest)]
#[doc = include_str!("../../../docs/floodfill.md")]
struct GuideDoctests;
