//! Playouts for the searches: the colour-tabu random policy and a greedy finish.

use std::vec::Vec;

use rand_core::Rng;

use super::budget::Meter;
use crate::random::below;
use crate::{Board, Cell, MAX_COLOURS, Move, Scoring};

/// The colour index with the most tiles left (the lowest index on ties), or `None` on
/// an empty board. Keeping it out of play gathers it into one large group at the end.
pub(crate) fn tabu_colour(board: &Board) -> Option<usize> {
    let counts = board.remaining_all();
    let mut best: Option<usize> = None;
    for (k, &c) in counts.iter().enumerate() {
        if c > 0 && best.is_none_or(|b| c > counts[b]) {
            best = Some(k);
        }
    }
    best
}

/// The colour index with the `rank`-th most tiles left (rank 0 is [`tabu_colour`]'s;
/// the lower index first among equal counts), or the most frequent one when fewer
/// than `rank + 1` colours are left; `None` on an empty board.
pub(crate) fn ranked_colour(board: &Board, rank: usize) -> Option<usize> {
    let counts = board.remaining_all();
    let mut order = [0usize; MAX_COLOURS];
    let mut present = 0;
    for (k, &c) in counts.iter().enumerate() {
        if c > 0 && present < MAX_COLOURS {
            order[present] = k;
            present += 1;
        }
    }
    let order = &mut order[..present];
    // Stable: among equal counts the lower index stays first.
    order.sort_by(|&a, &b| counts[b].cmp(&counts[a]));
    order.get(rank).or(order.first()).copied()
}

/// The colour NRPA's thread `thread` keeps for the end: the most frequent one on even
/// threads, and on odd threads the second most frequent one, unless the most frequent
/// colour leads it by at least a tenth of the second's count. When counts are close,
/// either colour may make the larger final group (or clear the board), so two threads
/// search the two plans; when one colour clearly leads, its plan is the better one and
/// every thread searches it.
pub(crate) fn thread_tabu(board: &Board, thread: usize) -> Option<usize> {
    let first = ranked_colour(board, 0)?;
    let second = ranked_colour(board, 1)?;
    let counts = board.remaining_all();
    let clear_lead = u32::from(counts[first]) * 10 >= u32::from(counts[second]) * 11;
    if thread % 2 == 1 && !clear_lead {
        Some(second)
    } else {
        Some(first)
    }
}

/// How many moves of `moves` are not of colour index `tabu`.
#[inline]
fn allowed(moves: &[Move], tabu: Option<usize>) -> usize {
    match tabu {
        Some(t) => moves.iter().filter(|m| m.colour.index() != t).count(),
        None => moves.len(),
    }
}

/// The `i`-th move not of colour `tabu` (or the `i`-th move when `tabu` is `None`).
#[inline]
fn nth_allowed(moves: &[Move], tabu: Option<usize>, i: usize) -> Move {
    match tabu {
        Some(t) => *moves
            .iter()
            .filter(|m| m.colour.index() != t)
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
    /// playout starts), a random tabu move only when nothing else is left. Records the
    /// cells in `self.cells` and returns the points plus the end points. Spends one
    /// node per move.
    pub(crate) fn tabu<R: Rng + ?Sized, S: Scoring + ?Sized>(
        &mut self,
        board: &mut Board,
        rules: &S,
        rng: &mut R,
        meter: &mut Meter,
    ) -> i64 {
        self.cells.clear();
        let tabu = tabu_colour(board);
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
            score = score.saturating_add(rules.group_points(m.size as usize, m.colour));
            self.cells.push(m.cell);
            // A listed move is legal: removing it cannot fail.
            let _ = board.remove(m.cell);
            meter.spend(1);
        }
        score.saturating_add(rules.end_points(board.remaining_all()))
    }

    /// Plays `board` to the end greedily: the largest group not of the tabu colour,
    /// then the tabu colour's largest groups. Deterministic; spends no nodes (it is
    /// the cheap finish of an interrupted search). Records the cells in `self.cells`.
    pub(crate) fn greedy<S: Scoring + ?Sized>(&mut self, board: &mut Board, rules: &S) -> i64 {
        self.cells.clear();
        let tabu = tabu_colour(board);
        let mut score = 0i64;
        loop {
            board.moves_into(&mut self.moves);
            let Some(&first) = self.moves.first() else {
                break;
            };
            let rank = |m: &Move| (Some(m.colour.index()) != tabu, m.size);
            let m = self.moves.iter().copied().fold(first, |best, m| {
                if rank(&m) > rank(&best) { m } else { best }
            });
            score = score.saturating_add(rules.group_points(m.size as usize, m.colour));
            self.cells.push(m.cell);
            let _ = board.remove(m.cell);
        }
        score.saturating_add(rules.end_points(board.remaining_all()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_are_ranked_by_tiles_left_lower_index_first_on_ties() {
        // Colour indices 0 and 1 (symbols 1 and 2): 4 tiles each; index 2: 2 tiles.
        let board: Board = "\
33..
1122
1122"
            .parse()
            .unwrap();
        assert_eq!(ranked_colour(&board, 0), Some(0));
        assert_eq!(ranked_colour(&board, 1), Some(1));
        assert_eq!(ranked_colour(&board, 2), Some(2));
        // Fewer colours than the rank: the most frequent one.
        assert_eq!(ranked_colour(&board, 3), Some(0));
        assert_eq!(ranked_colour(&board, usize::MAX), Some(0));
        let empty = Board::empty(3, 3, 2).unwrap();
        assert_eq!(ranked_colour(&empty, 0), None);
        assert_eq!(ranked_colour(&empty, 1), None);
    }

    #[test]
    fn odd_threads_keep_the_second_colour_only_when_the_first_does_not_clearly_lead() {
        // 10 tiles of index 0 against 10 of index 1: no lead, the threads split.
        let close: Board = "11111\n11111\n22222\n22222".parse().unwrap();
        assert_eq!(thread_tabu(&close, 0), Some(0));
        assert_eq!(thread_tabu(&close, 1), Some(1));
        assert_eq!(thread_tabu(&close, 3), Some(1));
        assert_eq!(thread_tabu(&close, 2), Some(0));
        // 11 against 10: a lead of exactly a tenth of the second's count, clear.
        let clear: Board = "11111\n11111\n12222\n22222\n23333".parse().unwrap();
        assert_eq!(ranked_colour(&clear, 0), Some(0));
        assert_eq!(thread_tabu(&clear, 0), Some(0));
        assert_eq!(thread_tabu(&clear, 1), Some(0));
        // The rule against its arithmetic on random boards: odd threads differ from
        // even ones exactly when 10 x first < 11 x second.
        for seed in 0..64 {
            let board = Board::random(7, 6, 1 + (seed % 5) as usize, seed).unwrap();
            let counts = board.remaining_all();
            let (a, b) = (ranked_colour(&board, 0), ranked_colour(&board, 1));
            let close = match (a, b) {
                (Some(a), Some(b)) => 10 * u32::from(counts[a]) < 11 * u32::from(counts[b]),
                _ => false,
            };
            assert_eq!(thread_tabu(&board, 0), a);
            assert_eq!(
                thread_tabu(&board, 1),
                if close { b } else { a },
                "seed {seed}"
            );
        }
        let one_colour: Board = "111\n111".parse().unwrap();
        assert_eq!(thread_tabu(&one_colour, 1), Some(0));
        let empty = Board::empty(3, 3, 2).unwrap();
        assert_eq!(thread_tabu(&empty, 1), None);
    }

    #[test]
    fn rank_zero_is_the_tabu_colour() {
        for seed in 0..32 {
            let board = Board::random(6, 5, 1 + (seed % 6) as usize, seed).unwrap();
            assert_eq!(ranked_colour(&board, 0), tabu_colour(&board));
        }
    }
}
