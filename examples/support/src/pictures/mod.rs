//! Pictures of the boards as SVG, written by the examples themselves: the libraries
//! stay free of rendering. `svg` is the writer, `hexes` places hexes with hexgrid's
//! `Layout`, and one module per example draws its boards.
//!
//! Each drawing gives every part a class and the cells it belongs to (`data-cell`,
//! `data-a`, `data-b`), so a test can read the picture back and check it against the
//! board.

pub mod hexes;
pub mod hexmap;
pub mod maze;
pub mod svg;
pub mod tactics;

use banmen::hexgrid;

/// Makes (or empties) the file at `path` for a picture drawn later, or says on
/// stderr why it cannot: a program calls this before it prints anything, so a
/// mistyped folder stops it at once.
pub fn create(path: &str) -> Option<std::fs::File> {
    match std::fs::File::create(path) {
        Ok(file) => Some(file),
        Err(e) => {
            eprintln!("cannot write {path}: {e}");
            None
        }
    }
}

/// Writes `svg` into `file` (made by [`create`] for `path`), or says on stderr why
/// it could not.
pub fn write(mut file: std::fs::File, svg: &svg::Svg, path: &str, title: &str) -> bool {
    use std::io::Write as _;
    match file.write_all(svg.finish(title).as_bytes()) {
        Ok(()) => true,
        Err(e) => {
            eprintln!("cannot write {path}: {e}");
            false
        }
    }
}
