//! Progress: each improvement of the best line, from whichever thread found it.

use std::sync::Mutex;
use std::time::{Duration, Instant};
use std::vec::Vec;

use super::replay;
use crate::{Board, Cell, Scoring};

/// How a search is going: a better line than any reported before, with when it was
/// found, handed to the callback of [`super::solve_with_progress`]. The same fields
/// as freecell-rules' `solver::Progress`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Progress {
    /// The line's score, as its replay through the rules computes it.
    pub score: i64,
    /// The moves (cells as on the board before each move); the game is over after.
    pub moves: Vec<Cell>,
    /// Time since the solver started.
    pub elapsed: Duration,
    /// Nodes the finding thread had spent by then.
    pub nodes: u64,
}

/// Where a search offers the lines it finds (one per solve, shared by its threads).
pub(crate) trait Report: Sync {
    /// `moves` is a finished line that beats the offering thread's best so far.
    fn offer(&self, moves: &[Cell], nodes: u64);
}

/// The shared best score and the caller's callback.
pub(crate) struct Reporter<'a, S: ?Sized, F> {
    board: &'a Board,
    rules: &'a S,
    start: Instant,
    /// Best replayed score reported so far, and the callback (one lock for both, so
    /// reports arrive in increasing order).
    state: Mutex<(Option<i64>, F)>,
}

impl<'a, S: Scoring + Sync + ?Sized, F: FnMut(&Progress) + Send> Reporter<'a, S, F> {
    pub(crate) fn new(board: &'a Board, rules: &'a S, start: Instant, callback: F) -> Self {
        Reporter {
            board,
            rules,
            start,
            state: Mutex::new((None, callback)),
        }
    }
}

impl<S: Scoring + Sync + ?Sized, F: FnMut(&Progress) + Send> Report for Reporter<'_, S, F> {
    fn offer(&self, moves: &[Cell], nodes: u64) {
        // Replayed, so that a reported score is always the rules' score of the line.
        let Ok(score) = replay(self.board, self.rules, moves) else {
            return;
        };
        // A callback that panicked poisoned the lock; its reports stop, the search goes on.
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        if state.0.is_some_and(|best| score <= best) {
            return;
        }
        state.0 = Some(score);
        let progress = Progress {
            score,
            moves: moves.to_vec(),
            elapsed: self.start.elapsed(),
            nodes,
        };
        (state.1)(&progress);
    }
}
