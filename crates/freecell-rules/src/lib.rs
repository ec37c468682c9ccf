//! FreeCell rules for games and solvers: Microsoft-compatible deals, legal
//! moves with supermoves, safe auto-move, tap-to-move, undo/redo, Freecell
//! Solver's board text and standard move notation.
//!
//! - [`Card`], [`Rank`], [`Suit`], [`Color`]: one-byte cards in Microsoft's order.
//! - [`Position`]: cascades, free cells, foundations in ~90 bytes, with
//!   [`Position::microsoft_deal`] (deals 1 ..= 2^33 − 1), [`Position::from_seed`],
//!   [`check`](Position::check) / [`apply`](Position::apply) /
//!   [`undo`](Position::undo), [`legal_moves_into`](Position::legal_moves_into)
//!   (no allocation), [`supermove_capacity`](Position::supermove_capacity),
//!   [`tap_move`](Position::tap_move), board text via `Display` / `FromStr`.
//! - [`Rules`]: 0 ..= 8 free cells, 1 ..= 10 cascades, FreeCell or Baker's Game.
//! - [`Move`], [`Location`], [`MoveText`]: moves and standard notation
//!   ([`notation`] module docs).
//! - [`AutoMove`]: the Microsoft, Horne and Raymond safe auto-move rules.
//! - [`solver`]: a best-first solver that returns a complete move list, proves
//!   a deal impossible by exhausting its states, or gives up within a budget.
//! - [`Game`]: history with undo/redo, where one undo takes back a move and its
//!   auto-moves together.
//!
//! # Contract
//!
//! - **Validated input.** Constructors, parsers and serde loading check
//!   their input and return [`FreecellError`]: layouts (0 ..= 8 free cells,
//!   1 ..= 10 cascades), every card exactly once, deal numbers
//!   (1 ..= 2^33 − 1), notation. Board text errors name the line and column
//!   ([`FreecellError::Board`]); refused saved data names the field
//!   ([`FreecellError::BadSavedValue`]). Loading checks exactly what the
//!   constructors check (a saved [`Game`]'s history must lead to its position).
//! - **Never a panic.** No public function panics for any value of its
//!   arguments, in debug builds too: indices out of range give `None`, 0, an
//!   empty list or an error; illegal moves give [`IllegalMove`] and change
//!   nothing; `Display` writes every value. `tests/no_panic.rs` checks this.
//! - **Positions stay whole.** Every public way to change a [`Position`]
//!   checks the move, so the 52 cards always add up.
//! - **Limits.** Every search ends: the [`solver`] stops at its
//!   [`Budget`](solver::Budget) (`max_nodes` states, `max_bytes`, `max_time` with
//!   `std`) and can report its progress for a progress bar. The crate starts no
//!   threads.
//!
//! ```
//! use freecell_rules::{AutoMove, Game, Position};
//! let deal = Position::microsoft_deal(11982).unwrap();
//! print!("{deal}"); // Freecell Solver's board format
//! let mut game = Game::new(deal, AutoMove::Microsoft);
//! game.play_notation("1a").unwrap();
//! game.undo().unwrap();
//! assert_eq!(*game.position(), deal);
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod automove;
mod bytes;
mod capacity;
mod card;
mod deal;
mod error;
mod game;
mod generate;
mod moves;
pub mod notation;
mod play;
mod position;
mod rules;
#[cfg(feature = "serde")]
mod saved;
pub mod solver;
mod tap;
#[cfg(test)]
mod testing;
pub mod text;

pub use automove::AutoMove;
pub use card::{Card, Color, Rank, Suit};
pub use deal::{EXTENDED_MAX, MICROSOFT_MAX};
pub use error::{BoardProblem, FreecellError, IllegalMove};
pub use game::{Game, Step};
pub use moves::{Location, MAX_MOVES, Move, MoveList};
pub use notation::{MoveText, NotationPlace};
/// The old name of [`NotationPlace`] (tactics-range's `Place` is a trait).
#[deprecated(since = "0.1.0", note = "renamed to `NotationPlace`")]
pub type Place = NotationPlace;
pub use position::{CascadeCards, Position};
pub use rules::{Building, MAX_CASCADES, MAX_FREE_CELLS, Rules};
pub use tap::Tap;

/// The README's quick start, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// The guide's code blocks (`docs/freecell-rules.md`), run as doctests so they cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/freecell-rules.md")]
pub struct GuideDoctests;
