//! A solver: the best move sequence it can find for a board under a rule set, within
//! a budget of time and/or nodes.
//!
//! Two methods, chosen by the caller ([`Method`]):
//!
//! - **Beam search** ([`Method::Beam`], [`Method::BeamWidth`]): all states after `d`
//!   moves are expanded, the children scored by *points so far + the points of the
//!   groups now on the board* (the colour-tabu idea: the groups of the colour with the
//!   most tiles at the start count double, so it is kept together for one large final
//!   group; tiles in no group and colours down to one tile cost points), equal boards
//!   merged by hash, and the best `width` kept. With a budget the width grows run
//!   after run (1, then what the measured speed says still fits, at most 4 times the
//!   last); an interrupted run finishes its best states with greedy playouts.
//! - **Nested Monte-Carlo search** ([`Method::Nested`], level 1 to 3): at each step
//!   every move is tried with a search one level lower (level 0 = a colour-tabu random
//!   playout: uniform among the groups not of the most frequent colour; pairs of that
//!   colour are not tried while other moves exist) and the best
//!   sequence found so far is followed. When the budget runs out the rest of the best
//!   sequence is played without more search. On the 20 standard positions this is
//!   the stronger method (see `docs/samegame-board.md`).
//!
//! Every sequence is replayed through [`Board::remove`] and [`Scoring`] before it is
//! returned, and the replayed score is the one reported ([`Solution::replay`]).
//!
//! **Determinism**: with only a node budget the result depends only on the board, the
//! rules, the method and the seed (also with two threads: each runs its own seed with
//! its own node budget and the better result wins, the first thread on ties). A time
//! budget depends on the machine's speed and load, so the result may differ from run
//! to run.
//!
//! ```
//! use samegame_board::Board;
//! use samegame_board::Rules;
//! use samegame_board::solver::{Budget, Method, SolveConfig, solve};
//!
//! let board = Board::random(8, 8, 3, 5).unwrap();
//! let config = SolveConfig::new(Method::Beam, Budget::nodes(20_000)).seed(1);
//! let solution = solve(&board, &Rules::RESEARCH, &config);
//! // The solution replays to the same score, and the same seed gives the same answer.
//! assert_eq!(solution.score, solution.replay(&board, &Rules::RESEARCH).unwrap());
//! assert_eq!(solution, solve(&board, &Rules::RESEARCH, &config));
//! ```

mod beam;
mod budget;
mod hash;
mod nested;
mod playout;

use std::vec::Vec;

use crate::{Board, Cell, SameGameError, Scoring};

pub use budget::Budget;
use budget::Meter;

/// How the solver searches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Method {
    /// Beam search with the colour-tabu rule and a "points + groups on the board"
    /// evaluation. The width grows within the budget.
    Beam,
    /// Beam search of one fixed width (no widening); the budget still stops it.
    BeamWidth(u32),
    /// Nested Monte-Carlo search of this level (1 to 3; other values are clamped),
    /// restarted with fresh playouts while budget is left.
    Nested {
        /// Nesting level: 1 tries each move with one playout, 2 with a level-1
        /// search, 3 with a level-2 search.
        level: u8,
    },
}

/// What the solver is asked to do: method, budget, seed and threads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolveConfig {
    /// The search method.
    pub method: Method,
    /// When to stop.
    pub budget: Budget,
    /// Seed of the random choices (playouts, tie-breaking).
    pub seed: u64,
    /// Independent searches run side by side on threads (1 or more; 0 means 1).
    /// Thread `i` uses seed `seed + i` and its own copy of the budget.
    pub threads: usize,
}

impl SolveConfig {
    /// One thread, seed 0.
    #[must_use]
    pub const fn new(method: Method, budget: Budget) -> Self {
        SolveConfig {
            method,
            budget,
            seed: 0,
            threads: 1,
        }
    }

    /// The same with another seed.
    #[must_use]
    pub const fn seed(self, seed: u64) -> Self {
        SolveConfig { seed, ..self }
    }

    /// The same with `threads` independent searches (each its own seed and budget).
    #[must_use]
    pub const fn threads(self, threads: usize) -> Self {
        SolveConfig { threads, ..self }
    }
}

/// A solution: the moves (each a cell of the removed group, as on the board before
/// that move) and the score under the rules, end bonus or penalty included.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Solution {
    /// The moves in order; the board is over after the last one.
    pub moves: Vec<Cell>,
    /// The final score, as the replay computed it.
    pub score: i64,
    /// Search nodes spent (board states made, summed over threads).
    pub nodes: u64,
}

impl Solution {
    /// Replays the moves on `board` under `rules` and returns the final score (points
    /// of every removal plus [`Scoring::end_points`]).
    ///
    /// # Errors
    /// The error of [`Board::remove`] for an illegal move, or
    /// [`SameGameError::NotOver`] if moves are still possible after the last one.
    pub fn replay<S: Scoring + ?Sized>(
        &self,
        board: &Board,
        rules: &S,
    ) -> Result<i64, SameGameError> {
        replay(board, rules, &self.moves)
    }
}

/// Replays `moves` on a copy of `board`; the final score if the game is over after.
fn replay<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    moves: &[Cell],
) -> Result<i64, SameGameError> {
    let mut b = board.clone();
    let mut score = 0i64;
    for &cell in moves {
        score = score.saturating_add(b.remove(cell)?.points(rules));
    }
    if !b.is_over() {
        return Err(SameGameError::NotOver { moves: moves.len() });
    }
    Ok(score.saturating_add(rules.end_points(b.remaining_all())))
}

/// The best sequence found for `board` under `rules` within `config`'s budget.
///
/// The sequence always ends the game (a board without moves gives an empty
/// sequence) and has been replayed: `solution.score` is the replay's score.
///
/// # Panics
/// Only if the search itself were wrong (a sequence that does not replay to the
/// score the search computed); that is a bug, never a property of the input.
#[must_use]
pub fn solve<S: Scoring + Sync + ?Sized>(
    board: &Board,
    rules: &S,
    config: &SolveConfig,
) -> Solution {
    let threads = config.threads.max(1);
    let run = |i: usize| {
        let seed = config.seed.wrapping_add(i as u64);
        let mut meter = Meter::new(config.budget);
        let (moves, score) = search(board, rules, config.method, seed, &mut meter);
        (moves, score, meter.nodes())
    };
    let results: Vec<(Vec<Cell>, i64, u64)> = if threads == 1 {
        std::vec![run(0)]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (1..threads).map(|i| scope.spawn(move || run(i))).collect();
            let mut all = std::vec![run(0)];
            // A panicking worker is a bug; surface it.
            all.extend(
                handles
                    .into_iter()
                    .map(|h| h.join().expect("solver thread")),
            );
            all
        })
    };
    let nodes = results.iter().map(|r| r.2).sum();
    // The best score; the first thread on ties, so the pick is deterministic.
    let mut best: Option<(Vec<Cell>, i64)> = None;
    for (moves, score, _) in results {
        if best.as_ref().is_none_or(|b| score > b.1) {
            best = Some((moves, score));
        }
    }
    let (moves, claimed) = best.unwrap_or_default();
    let score = replay(board, rules, &moves).expect("the solver returned an illegal sequence");
    assert_eq!(score, claimed, "the solver's score differs from the replay");
    Solution {
        moves,
        score,
        nodes,
    }
}

/// One search on one thread.
fn search<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    method: Method,
    seed: u64,
    meter: &mut Meter,
) -> (Vec<Cell>, i64) {
    match method {
        Method::Beam => beam::widening(board, rules, seed, meter),
        Method::BeamWidth(width) => beam::fixed(board, rules, width.max(1) as usize, seed, meter),
        Method::Nested { level } => nested::repeated(board, rules, level.clamp(1, 3), seed, meter),
    }
}
