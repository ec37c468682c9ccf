//! The modules behind the umbrella's examples (`examples/*.rs`), as one small package
//! so that an example reads like any program: `use banmen_examples::common::cli::Cli`.
//!
//! - [`common`]: what every example shares: the command line, the terminal (raw keys
//!   on the alternate screen, restored on every exit path), the screen fitted to the
//!   window, the input loop that reads keys or one command per line, and the checks of
//!   a typed command's words.
//! - [`pictures`]: the SVG writer and one drawing per example that draws (`--svg`).
//! - One module per game, each with its rules or session, its play mode (`play.rs`)
//!   and its line reader (`line.rs`, the commands of a game played through stdin):
//!   [`bubble`], [`freecell`], [`maze`], [`samegame`].
//!
//! Each example is a single file in `examples/` holding its command line and its text
//! output; `cargo run --release --example NAME` builds it with this package, which the
//! umbrella takes as a dev-dependency. The umbrella's tests import the same modules
//! (`tests/examples_input.rs` drives the line readers, `tests/bubble_shooter_*.rs` the
//! bubble shooter's rules).

pub mod bubble;
pub mod common;
pub mod freecell;
pub mod maze;
pub mod pictures;
pub mod samegame;
