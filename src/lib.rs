//! # banmen
//!
//! `banmen` (盤面, "the board as it stands") gathers pure-logic game libraries: board
//! rules and grid algorithms with no rendering, no engine and no I/O. Each library is
//! its own crate and can be used alone; this umbrella crate re-exports each one as a
//! module, behind a default-on feature of the same name, for games that want several.
//!
//! | module | what it gives a game |
//! |---|---|
//! | [`sample`] | the bounded random draw (Lemire, capped) behind every seeded board |
//! | [`hexgrid`] | hex coordinates, offset layouts, pixel <-> hex, shapes, `OffsetGrid<T>` |
//! | [`floodfill`] | grid topologies, flood fills, paint bucket, components, BFS distance layers |
//! | [`tactics_range`] | movement range with terrain costs, blocking units, zones of control, paths, attack and threat ranges |
//! | [`samegame_board`] | SameGame: bitboard rules, scoring rule sets, seeded boards, undo, text formats |
//! | [`maze_gen`] | seeded mazes (dig method + classics), braids, rooms, distance maps, tile maps |
//! | [`freecell_rules`] | FreeCell: Microsoft deals, moves and supermoves, auto-move, tap-to-move, undo, notation, a solver |
#![no_std]

pub use sample;

#[cfg(feature = "hexgrid")]
pub use hexgrid;

#[cfg(feature = "floodfill")]
pub use floodfill;

#[cfg(feature = "tactics-range")]
pub use tactics_range;

#[cfg(feature = "samegame-board")]
pub use samegame_board;

#[cfg(feature = "maze-gen")]
pub use maze_gen;

#[cfg(feature = "freecell-rules")]
pub use freecell_rules;
