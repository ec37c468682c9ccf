//! Algorithms over hexes: field of view and A* shortest paths.

mod fov;
mod path;

pub use fov::Fov;
pub use path::PathFinder;
