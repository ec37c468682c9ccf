//! What every example shares: the command line (usage, `-h`/`--help`, one problem
//! line and exit code 2 for bad arguments), and for the games that can be played, the
//! terminal (crossterm: raw keys on the alternate screen, restored on every exit
//! path, key decoding, the colour policy), the screen fitted to the window, and the
//! input loop that reads either keys or one command per line, and the checks of a
//! typed command's words (plain `std`, for the games' line readers).
//!
//! A directory under `examples/` is not an example target; each example includes this
//! module with `#[path = "common/mod.rs"] mod common;`.

// Each example uses only part of this module; what one leaves unused is not dead code.
#![allow(dead_code)]

pub mod cli;
pub mod input;
pub mod screen;
pub mod term;
pub mod words;
