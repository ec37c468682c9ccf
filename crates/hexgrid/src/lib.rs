//! Hex grid coordinates and storage for board games.
//!
//! - [`Hex`]: axial coordinates with the cube view (`s = -q - r`).
//! - [`OffsetLayout`] and [`OffsetCoord`]: the four offset layouts (odd-r, even-r,
//!   odd-q, even-q) and conversion to and from axial.
//! - [`OffsetGrid`]: a rectangular board stored row-major in an offset layout — the
//!   bubble-shooter board.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod direction;
mod error;
mod grid;
mod hex;
mod offset;

pub use direction::Direction;
pub use error::HexGridError;
pub use grid::OffsetGrid;
pub use hex::Hex;
pub use offset::{OffsetCoord, OffsetLayout};
