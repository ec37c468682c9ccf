//! Playouts for the searches: the colour-tabu random policy and a greedy finish.

use std::vec::Vec;

use rand_core::Rng;

use super::budget::Meter;
use super::exact;
use crate::random::below;
use crate::{Board, Cell, Move, Scoring};

/// The colour index with the most tiles left (the lowest index on ties), or `None` on
/// an empty board. Keeping it out of play gathers it into one large group at the end.
pub(crate) fn tabu_color(board: &Board) -> Option<usize> {
    let counts = board.remaining_all();
    let mut best: Option<usize> = None;
    for (k, &c) in counts.iter().enumerate() {
        if c > 0 && best.is_none_or(|b| c > counts[b]) {
            best = Some(k);
        }
    }
    best
}

/// The colour a playout from `board` keeps for the end: the most frequent one
/// ([`tabu_color`]) when the search keeps a colour (`keep`), else none.
pub(crate) fn kept_color(board: &Board, keep: bool) -> Option<usize> {
    if keep { tabu_color(board) } else { None }
}

/// Whether searches from `root` keep a colour for the end: not on a small board (at
/// most [`exact::MAX_TILES`] tiles), where a cleared board is worth more than any
/// final group and keeping a colour often makes the clear unreachable.
pub(crate) fn keeps_color(root: &Board) -> bool {
    root.tiles() > exact::MAX_TILES
}

/// How many moves of `moves` are not of colour index `tabu`.
#[inline]
fn allowed(moves: &[Move], tabu: Option<usize>) -> usize {
    match tabu {
        Some(t) => moves.iter().filter(|m| m.color.index() != t).count(),
        None => moves.len(),
    }
}

/// The `i`-th move not of colour `tabu` (or the `i`-th move when `tabu` is `None`).
#[inline]
fn nth_allowed(moves: &[Move], tabu: Option<usize>, i: usize) -> Move {
    match tabu {
        Some(t) => *moves
            .iter()
            .filter(|m| m.color.index() != t)
            .nth(i)
            .unwrap_or(&moves[0]),
        None => moves[i],
    }
}

/// Reusable buffers for playouts: nothing is allocated once they have grown.
#[derive(Debug, Default)]
pub(crate) struct Playout {
    moves: Vec<Move>,
    /// The cells of the last playout.
    pub(crate) cells: Vec<Cell>,
}

impl Playout {
    /// Plays `board` to the end with the colour-tabu policy: a uniformly random move
    /// among the groups not of the tabu colour (the most frequent colour when the
    /// playout starts; no colour unless `keep`), a random tabu move only when
    /// nothing else is left. Records the cells in `self.cells` and returns the
    /// points plus the end points. Spends one node per move.
    pub(crate) fn tabu<R: Rng + ?Sized, S: Scoring + ?Sized>(
        &mut self,
        board: &mut Board,
        rules: &S,
        keep: bool,
        rng: &mut R,
        meter: &mut Meter,
    ) -> i64 {
        self.cells.clear();
        let tabu = kept_color(board, keep);
        let mut score = 0i64;
        loop {
            board.moves_into(&mut self.moves);
            if self.moves.is_empty() {
                break;
            }
            let free = allowed(&self.moves, tabu);
            let m = if free > 0 {
                nth_allowed(&self.moves, tabu, below(rng, free as u32) as usize)
            } else {
                self.moves[below(rng, self.moves.len() as u32) as usize]
            };
            score = score.saturating_add(rules.group_points(m.size as usize, m.color));
            self.cells.push(m.cell);
            // A listed move is legal: removing it cannot fail.
            let _ = board.remove(m.cell);
            meter.spend(1);
        }
        score.saturating_add(rules.end_points(board.remaining_all()))
    }

    /// Plays `board` to the end greedily: the largest group (the first listed among
    /// equals) not of the tabu colour (the most frequent colour when it starts; no
    /// colour unless `keep`), then the tabu colour's largest groups. Deterministic;
    /// spends no nodes (it is the cheap finish of an interrupted search). Records
    /// the cells in `self.cells`.
    pub(crate) fn greedy<S: Scoring + ?Sized>(
        &mut self,
        board: &mut Board,
        rules: &S,
        keep: bool,
    ) -> i64 {
        self.cells.clear();
        let tabu = kept_color(board, keep);
        let mut score = 0i64;
        loop {
            board.moves_into(&mut self.moves);
            let Some(&first) = self.moves.first() else {
                break;
            };
            let rank = |m: &Move| (Some(m.color.index()) != tabu, m.size);
            let m = self.moves.iter().copied().fold(first, |best, m| {
                if rank(&m) > rank(&best) { m } else { best }
            });
            score = score.saturating_add(rules.group_points(m.size as usize, m.color));
            self.cells.push(m.cell);
            let _ = board.remove(m.cell);
        }
        score.saturating_add(rules.end_points(board.remaining_all()))
    }
}
