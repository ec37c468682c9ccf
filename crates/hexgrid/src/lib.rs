//! Hex grid coordinates, maps and algorithms for board games, following Red Blob Games'
//! guide to hexagonal grids.
//!
//! - [`Hex`]: axial coordinates with the cube view (`s = -q - r`), arithmetic,
//!   distance, neighbours, [`Direction`]s and [`Diagonal`]s, rotation, reflection,
//!   lines ([`Hex::line_to`], exact), ranges, rings, spirals, wedges and rectilinear
//!   lines (iterators, no allocation); chunks at coarser resolutions
//!   ([`Hex::to_lower_res`]); corners and sides ([`HexVertex`], [`HexEdge`]).
//! - [`FractionalHex`]: points between centres; cube rounding and lerp.
//! - [`OffsetLayout`] / [`OffsetCoord`] (odd-r, even-r, odd-q, even-q) and
//!   [`DoubledLayout`] / [`DoubledCoord`]: the array-friendly coordinate systems.
//! - [`Layout`]: hex <-> pixel for pointy or flat hexes, y-down or y-up, and the
//!   bubble-shooter board ([`Layout::bubble_board`]).
//! - [`shapes`]: hexagon, parallelogram, triangle and rectangle maps as iterators.
//! - Maps: [`HexMap`] (a hexagon), [`RhombusMap`] (a parallelogram) and
//!   [`OffsetGrid`] (a rectangle in an offset layout: the bubble-shooter board, with a
//!   ceiling that descends, [`OffsetGrid::push_row_top`]) store one value per hex;
//!   [`WrapHexagon`] and [`WrapRect`] are wrap-around maps whose edges meet.
//! - [`HexTopology`]: the one trait every map implements (dense indices, canonical
//!   hexes, neighbours across seams); [`HexStore`] adds the values. Algorithms take
//!   it, and floodfill's `HexBoard` turns any map into a floodfill topology (fills,
//!   components, distance layers, and the crates built on them).
//! - [`line_of_sight`]: the workspace's one visibility rule, symmetric (A sees B
//!   exactly when B sees A), with ties on hex edges passing when either side is
//!   clear; [`Fov`] computes it for a whole range or cone, on the plane or on any map
//!   ([`Fov::compute_on`], [`line_of_sight_on`]: across wrap seams to the nearest
//!   copy, at any radius or distance).
//! - [`PathFinder`]: cheapest paths on any map, wrap seams included, with any `u32`
//!   step costs (0 included): Dijkstra, or A* when steps have a known minimum.
//!
//! ```
//! use hexgrid::{Hex, Layout, OffsetGrid, OffsetLayout, Point};
//!
//! // A shot bubble at pixel (75, 40) on a board of 32-pixel bubbles.
//! let layout = Layout::bubble_board(32.0, OffsetLayout::OddR, Point::new(0.0, 0.0))?;
//! let cell = layout.pixel_to_offset(OffsetLayout::OddR, Point::new(75.0, 40.0));
//! let mut board = OffsetGrid::new(8, 10, OffsetLayout::OddR, '.')?;
//! board.set(cell, 'R')?;
//! assert_eq!(board.neighbors(cell).count(), 6);
//! assert_eq!(Hex::new(0, 0).range(2).count(), 19);
//! # Ok::<(), hexgrid::HexGridError>(())
//! ```
//!
//! # Contract
//!
//! - **Nothing panics** on any value a type can hold: no public function, operator,
//!   `Display`, `Debug` or serde call, in debug or release builds. Bad input is a
//!   [`HexGridError`] (with the line and column for board text) or a `None`.
//! - **Coordinates** ([`Hex`], [`OffsetCoord`], [`DoubledCoord`]) hold any `i32` pair,
//!   and serde loads any pair, as their `new` does. Results are exact inside the
//!   *domain*: `q`, `r` and `s` within `±`[`Hex::MAX_COORD`] (`2^30 - 1`). Outside it
//!   the arithmetic wraps around the `i32` range; the `checked_*` forms
//!   ([`Hex::checked_add`], [`Hex::checked_neighbor`], [`OffsetLayout::checked_neighbor`],
//!   ...) return `None` instead, and [`Hex::try_new`] refuses a hex outside the domain.
//!   Distances, lengths, lines and `Display` are exact for every pair.
//! - **Sizes** are validated before anything is allocated: a grid has at most
//!   [`OffsetGrid::MAX_SIDE`] (`2^29`) cells a side and [`OffsetGrid::MAX_CELLS`]
//!   (`2^30`) cells, and a failed allocation is [`HexGridError::AllocationFailed`].
//!   Loading a grid with serde runs the same checks as its constructor.
//! - **Layouts** need a finite, normal size whose pixel matrices are finite;
//!   [`Layout::pixel_to_hex`] saturates points outside the domain along the line
//!   from the origin (every coordinate keeps its sign; the result is in the domain)
//!   and [`Layout::checked_pixel_to_hex`] returns `None` there.
//! - **Numbers**: every radius, range and distance is a `u32`, and so is every step
//!   cost and path total; the maxima are documented and checked
//!   ([`Fov::MAX_RADIUS`], [`WrapHexagon::MAX_RADIUS`], a [`HexMap`]'s cell limit), and
//!   a path total never overflows (a path that would pass `u32::MAX` is not taken).
//! - **Sides and corners** load through serde in their canonical form, as
//!   [`HexEdge::new`] and [`HexVertex::new`] make them: a side saved under its other
//!   name loads equal to the constructor's value.
//! - **Iterators** over shapes, rings and lines are lazy: a huge radius costs nothing
//!   until it is walked, and each step is O(1).
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod algorithms;
mod corners;
mod error;
mod float;
mod geometry;
mod hex;
#[cfg(feature = "mint")]
mod interop;
mod layout;
mod offset;
mod resolution;
pub mod shapes;
mod storage;
mod wrap;

pub use algorithms::{Fov, PathFinder, line_of_sight, line_of_sight_on};
pub use corners::{HexEdge, HexVertex};
pub use error::HexGridError;
pub use geometry::{Rectiline, Wedge};
pub use hex::{Diagonal, Direction, FractionalHex, Hex, HexLine, HexRange, Ring, Spiral};
pub use layout::{Layout, Orientation, Point};
pub use offset::{DoubledCoord, DoubledLayout, OffsetCoord, OffsetLayout};
pub use storage::{
    DisplayWith, GridNeighbors, HexMap, HexStore, HexTopology, OffsetGrid, RhombusMap,
};
pub use wrap::{Wrap, WrapHexagon, WrapRect};

/// The README's quick start, run as a doctest so it cannot rot.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The guide's code blocks (`docs/hexgrid.md`), run as doctests so they cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/hexgrid.md")]
pub struct GuideDoctests;
