//! Wrap-around maps: a hexagon whose edges meet (Red Blob's wraparound maps) and
//! rectangular offset boards that wrap in x, y or both. Neighbours, distances and
//! lines go across the seams.

mod hexagon;
mod rect;

pub use hexagon::WrapHexagon;
pub use rect::{Wrap, WrapRect};
