//! Pictures of the boards as SVG, written by the examples themselves: the libraries
//! stay free of rendering. `svg` is the writer, `hexes` places hexes with hexgrid's
//! `Layout`, and one module per example draws its boards.
//!
//! Each drawing gives every part a class and the cells it belongs to (`data-cell`,
//! `data-a`, `data-b`), so a test can read the picture back and check it against the
//! board.
//!
//! An example includes this module with `#[path = "pictures/mod.rs"] mod pictures;`.

// Each example draws only its own boards; what one leaves unused is not dead code.
#![allow(dead_code)]

pub mod hexes;
#[cfg(feature = "hexgrid")]
pub mod hexmap;
#[cfg(all(feature = "maze-gen", feature = "floodfill", feature = "hexgrid"))]
pub mod maze;
pub mod svg;
#[cfg(feature = "tactics-range")]
pub mod tactics;

// The hex types come from the umbrella when it has them, else through tactics-range.
#[cfg(feature = "hexgrid")]
use banmen::hexgrid;
#[cfg(not(feature = "hexgrid"))]
use banmen::tactics_range::hexgrid;

/// Writes `svg` to `path`, or says on stderr why it could not.
pub fn save(svg: &svg::Svg, path: &str, title: &str) -> bool {
    match svg.save(path, title) {
        Ok(()) => true,
        Err(e) => {
            eprintln!("cannot write {path}: {e}");
            false
        }
    }
}
