//! Grid topologies and allocation-free traversal for board games.
//!
//! A board is a [`Topology`]: dense cells `0..len` and their neighbours. The crate
//! ships [`SquareGrid`] (4- or 8-connected), [`HexGrid`] (hexgrid's offset layouts,
//! the bubble-shooter board) and two ways to bring your own graph ([`FnGraph`] for a
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
//! - [`StepLayers`]: the same distance layers in owned, reusable buffers by a leaner
//!   walk, for callers that recompute them often over all-passable cells (mazes);
//!   [`StepLayers::compute_sides`] walks a [`SideGrid`] (open sides as bits per
//!   cell, a maze's passages) without a branch per side.
//!
//! Square grids take a scanline (span) fast path, hex boards in a row layout of up to
//! 64 columns a bit-parallel one; every other topology a breadth-first
//! walk. Cell indices are stored as `u32`, so a topology has at most [`MAX_CELLS`]
//! cells.
//!
//! ```
//! use floodfill::{Connectivity, Filler, SquareGrid};
//!
//! let grid = SquareGrid::new(4, 4, Connectivity::Four).unwrap();
//! let wall = |c: usize| grid.xy(c).is_some_and(|(x, _)| x == 2);
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
mod distance;
mod distance_layers;
mod error;
mod fastdiv;
mod filler;
mod graph;
mod hex;
mod hex_rows;
mod label_rows;
mod labelling;
mod line_runs;
mod neighbors;
mod neighbors_only;
mod path_down;
mod region;
mod side_grid;
mod side_walk;
mod square;
mod topology;
mod tree_walk;
mod union_find;
mod walk;

pub use components::{ComponentCells, ComponentIter, Components, NO_LABEL};
pub use distance_layers::DistanceLayers;
pub use error::FloodError;
pub use filler::Filler;
pub use graph::{AdjacencyList, FnGraph};
pub use hex::HexGrid;
pub use line_runs::line_runs;
pub use neighbors::Neighbors;
pub use neighbors_only::NeighborsOnly;
pub use path_down::PathDown;
pub use region::{NotReached, Region};
pub use side_grid::side_neighbors;
pub use square::{Connectivity, SquareGrid};
pub use topology::{Shape, Topology};

/// The most cells a topology may have: cell indices are stored as `u32`.
pub const MAX_CELLS: usize = u32::MAX as usize;

/// The README's quick start and the guide's examples, run as doctests so they cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

#[cfg(doctest)]
#[doc = include_str!("../../../docs/floodfill.md")]
struct GuideDoctests;
