//! What every example shares: the command line (usage, `-h`/`--help`, one problem
//! line and exit code 2 for bad arguments), and for the games that can be played, the
//! terminal (raw keys with a restore guard, key decoding, the colour policy) and the
//! input loop that reads either raw keys or one command per line.
//!
//! A directory under `examples/` is not an example target; each example includes this
//! module with `#[path = "common/mod.rs"] mod common;`.

// Each example uses only part of this module; what one leaves unused is not dead code.
#![allow(dead_code)]

pub mod cli;
pub mod input;
pub mod term;
