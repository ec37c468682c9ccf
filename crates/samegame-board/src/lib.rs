//! SameGame rules, fast enough to be a solver's inner loop.
//!
//! A [`Board`] holds tiles of colours `1..=N` on a `width x height` grid (up to
//! [`MAX_WIDTH`] x [`MAX_HEIGHT`], [`MAX_COLORS`] colours). Click a tile: its group
//! (the 4-connected tiles of its colour) is removed if it has 2 tiles or more, the
//! tiles above fall and empty columns shift left.
//!
//! - [`Board::group_at`], [`Board::moves_into`] (every legal move at once),
//!   [`Board::remove`], [`Board::is_over`], [`Board::remaining`];
//! - scoring rule sets: [`Rules::CLASSIC`] `(n - 1)^2`, [`Rules::RESEARCH`]
//!   `(n - 2)^2` + 1000 for clearing, [`Rules::with_end_penalty`], a [`Polynomial`],
//!   a closure ([`ScoreFn`]) or your own [`Scoring`];
//! - [`Game`]: score, undo/redo, restart; [`Board::from_seed`]: seeded boards that never
//!   change; [`Board::random_playout`]: uniform random playouts without allocation;
//! - text: `Display`/`FromStr` (top row first, `1`..`9` `A`..`G`, `.` empty) and the
//!   research format of the 20 standard positions ([`parse_research`]);
//! - [`Board::label_groups`]: every group labelled at once through `floodfill`, for
//!   interfaces.
//!
//! Coordinates: a [`Cell`] is `x` = column from the left, `y` = row from the
//! **bottom** (the research convention: gravity pulls towards `y = 0`). A [`TopCell`]
//! counts rows from the top, like the seed article and most screens.
//!
//! # Contract
//!
//! - **Validated input.** Sizes (1..=[`MAX_WIDTH`] x 1..=[`MAX_HEIGHT`]), palettes
//!   (1..=[`MAX_COLORS`]) and texts are checked by the constructors and parsers,
//!   and serde loading runs the same checks; a bad value is a [`SameGameError`].
//! - **No panics.** No public function panics for any input, in debug or release
//!   builds: cells off the board, empty cells and single tiles are errors, and
//!   [`Board::get`] answers `None` outside the board.
//! - **Scores saturate.** Every total (a [`Game`]'s score, a playout's, a solver's
//!   answer) adds each removal's points in the order played, then the end points,
//!   with saturating `i64` arithmetic; a [`Polynomial`] saturates too. Rules whose
//!   values overflow therefore give saturated totals, never a panic, and the solver's
//!   reported score is always its line's replay.
//! - **Everything ends.** Playouts end with the game; the solver stops at its budget,
//!   at a documented default bound when the budget sets none, or at its stop flag
//!   (see [`solver`]).
//!
//! ```
//! use samegame_board::{Board, Game, Rules};
//!
//! let mut game = Game::from_seed(15, 15, 5, 2024, Rules::RESEARCH).unwrap();
//! let mut moves = Vec::new();
//! while !game.is_over() {
//!     // Greedy: always the largest group.
//!     game.board().moves_into(&mut moves);
//!     let best = moves.iter().max_by_key(|m| m.size).unwrap();
//!     game.play(best.cell).unwrap();
//! }
//! assert!(game.final_score() > 0);
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod bitboard;
mod board;
mod cell;
mod color;
mod error;
mod game;
mod group;
mod labels;
mod moves;
mod playout;
mod random;
mod remove;
mod research;
mod scoring;
#[cfg(feature = "std")]
pub mod solver;
mod text;

pub use board::Board;
pub use cell::{Cell, TopCell};
pub use color::Color;
/// The old name of [`Color`].
#[deprecated(since = "0.1.0", note = "renamed to `Color`")]
pub type Colour = Color;
pub use error::SameGameError;
pub use game::{Game, Played};
pub use group::{Group, GroupCells};
pub use moves::Move;
pub use remove::Removed;
pub use research::{STANDARD_POSITIONS, parse_research, standard_positions};
pub use scoring::{Polynomial, Rules, ScoreFn, Scoring};

/// Most columns a board may have (a set of columns is one `u64`).
pub const MAX_WIDTH: usize = bitboard::MAX_SIDE;
/// Most rows a board may have (a column is one `u64` per colour).
pub const MAX_HEIGHT: usize = bitboard::MAX_SIDE;
/// Most colours a board may have (text symbols `1`..`9`, `A`..`G`).
pub const MAX_COLORS: usize = 16;

/// The old name of [`MAX_COLORS`].
#[deprecated(since = "0.1.0", note = "renamed to `MAX_COLORS`")]
pub const MAX_COLOURS: usize = MAX_COLORS;

/// The README's quick start, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// The guide's code blocks (`docs/samegame-board.md`), run as doctests so they cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/samegame-board.md")]
struct GuideDoctests;
