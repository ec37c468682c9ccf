//! Lemire's bounded sample: the one draw every seeded board of the banmen crates
//! uses (SameGame boards, mazes, random FreeCell deals, the examples' games).
//!
//! [`uniform_below`] turns a source of random 32-bit words into a uniform value in
//! `0..n`. The result depends only on the words drawn, never on a library's
//! sampling, so a seed gives the same board on every platform and in every version.
//! It takes the source as a closure, so the crate depends on no random-number
//! library: `uniform_below(n, || rng.next_u32())` with any generator.
//!
//! # Contract
//!
//! - Total: every `n` is accepted (`n == 0` gives 0), and no source makes it panic
//!   or overflow.
//! - **Always returns, even for a source stuck at one word.** Lemire's method
//!   rejects a word with probability below `n / 2^32` and draws again; after
//!   [`MAX_REJECTIONS`] rejections in a row it accepts the last word. A real
//!   generator never gets there (it would take 32 rejections in a row, each less
//!   likely than `n / 2^32`), so seeded results are exactly Lemire's; a broken or
//!   constant source gets a value in range, slightly biased, instead of a loop
//!   that never ends. A source that returns the same word `w` for ever gets
//!   `(w * n) >> 32` from every call: 0 for a source stuck at 0.
//! - An algorithm that draws *until* something happens wraps its source in
//!   [`Unstuck`], the one stuck-source rule of every seeded crate: a source that
//!   repeats one word, or cycles through up to [`MAX_PERIOD`] words, for [`STREAK`]
//!   words is set aside for a fixed PCG stream, so it finishes too; with
//!   [`Unstuck::with_budget`] so is a source drawn more often than the algorithm can
//!   need. A working generator never trips either rule, so seeded results are
//!   unchanged. [`Stuck`] and [`Cycle`] are such sources, for tests.
//! - `no_std`, no allocation.
//!
//! ```
//! use sample::uniform_below;
//!
//! let mut state = 0x9E37_79B9u32;
//! let mut xorshift = || {
//!     state ^= state << 13;
//!     state ^= state >> 17;
//!     state ^= state << 5;
//!     state
//! };
//! let die = uniform_below(6, &mut xorshift) + 1;
//! assert!((1..=6).contains(&die));
//! assert_eq!(uniform_below(6, || 0), 0); // a stuck source still gets an answer
//! ```
#![no_std]

mod stuck;
mod unstuck;

pub use stuck::{Cycle, Stuck};
pub use unstuck::{MAX_PERIOD, STREAK, Unstuck};

/// Rejections in a row after which [`uniform_below`] accepts the word it has: the
/// cap that makes a stuck source terminate (see the crate's contract).
pub const MAX_REJECTIONS: u32 = 32;

/// A uniform value in `0..n` from a source of random 32-bit words, by Lemire's
/// multiply-and-reject method ("Fast Random Integer Generation in an Interval",
/// 2019). `n == 0` gives 0. Always returns: after [`MAX_REJECTIONS`] rejections in a
/// row the last word is accepted, so a source stuck at one word gets a value in
/// range instead of an endless loop.
///
/// ```
/// use sample::uniform_below;
///
/// let mut words = [0x8000_0001u32, 7].into_iter().cycle();
/// assert_eq!(uniform_below(6, || words.next().unwrap()), 3);
/// assert_eq!(uniform_below(6, || 0), 0);
/// ```
// Always inlined: a generator draws in its innermost loop, and as a call the
// few instructions of a draw cost as much again.
#[inline(always)]
pub fn uniform_below(n: u32, mut next_u32: impl FnMut() -> u32) -> u32 {
    let mut m = u64::from(next_u32()) * u64::from(n);
    if (m as u32) < n {
        // Reject the few words that would make some results one more likely.
        let threshold = n.wrapping_neg() % n;
        let mut tries = 0;
        while (m as u32) < threshold && tries < MAX_REJECTIONS {
            m = u64::from(next_u32()) * u64::from(n);
            tries += 1;
        }
    }
    (m >> 32) as u32
}

/// The README's quick start, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
