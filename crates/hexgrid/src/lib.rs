//! Hex grid coordinates and storage for board games, following Red Blob Games' guide
//! to hexagonal grids.
//!
//! - [`Hex`]: axial coordinates with the cube view (`s = -q - r`), arithmetic,
//!   distance, neighbours, [`Direction`]s and [`Diagonal`]s, rotation, reflection,
//!   lines, ranges, rings and spirals (iterators, no allocation).
//! - [`FractionalHex`]: points between centres; cube rounding and lerp.
//! - [`OffsetLayout`] / [`OffsetCoord`] (odd-r, even-r, odd-q, even-q) and
//!   [`DoubledLayout`] / [`DoubledCoord`]: the array-friendly coordinate systems.
//! - [`Layout`]: hex <-> pixel for pointy or flat hexes, y-down or y-up, and the
//!   bubble-shooter board ([`Layout::bubble`]).
//! - [`shapes`]: hexagon, parallelogram, triangle and rectangle maps as iterators.
//! - [`OffsetGrid`]: a rectangular board stored row-major in an offset layout — the
//!   bubble-shooter board, with a ceiling that descends ([`OffsetGrid::push_row_top`]).
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
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod direction;
mod doubled;
mod error;
mod float;
mod fractional;
mod grid;
mod hex;
mod iter;
mod layout;
mod offset;
pub mod shapes;

pub use direction::{Diagonal, Direction};
pub use doubled::{DoubledCoord, DoubledLayout};
pub use error::HexGridError;
pub use fractional::FractionalHex;
pub use grid::{DisplayWith, GridNeighbors, OffsetGrid};
pub use hex::Hex;
pub use iter::{HexLine, HexRange, Ring, Spiral};
pub use layout::{Layout, Orientation, Point};
pub use offset::{OffsetCoord, OffsetLayout};

/// The README's quick start, run as a doctest so it cannot rot.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
