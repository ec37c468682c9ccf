//! Algorithms over hexes: line of sight, field of view and A* shortest paths.

mod fov;
mod path;
mod sight;

pub use fov::Fov;
pub use path::PathFinder;
pub use sight::{line_of_sight, line_of_sight_on};
