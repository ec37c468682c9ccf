//! # banmen
//!
//! `banmen` (盤面, "the board as it stands") gathers pure-logic game libraries: board
//! rules and grid algorithms with no rendering, no engine and no I/O. Each library is
//! its own crate and can be used alone; this umbrella crate re-exports each one as a
//! module, behind a default-on feature of the same name, for games that want several.
//!
//! | module | what it gives a game |
//! |---|---|
//! | [`hexgrid`] | hex coordinates, offset layouts, pixel <-> hex, shapes, `OffsetGrid<T>` |
//! | [`freecell_rules`] | FreeCell: Microsoft deals, moves and supermoves, auto-move, tap-to-move, undo, notation, a solver |
#![no_std]

#[cfg(feature = "hexgrid")]
pub use hexgrid;

#[cfg(feature = "freecell-rules")]
pub use freecell_rules;
