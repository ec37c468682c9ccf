//! Random playouts: the inner loop of Monte-Carlo search, allocation-free.
//!
//! Two implementations play the same games (same draws, same moves, checked against
//! each other in the tests): [`lanes`] for boards of at most 16 rows (the standard
//! 15 x 15 among them), with a column's colours side by side in 16-bit lanes, and
//! [`planes`] on the board's own planes for taller boards. Both keep the same-colour
//! [`edges`] of every column and the [`tally`] of playable tiles up to date move by
//! move, so a draw never lists the groups.

mod edges;
mod lanes;
mod planes;
mod tally;
#[cfg(test)]
mod tests;

use alloc::vec::Vec;

use rand_core::Rng;

use crate::random::keep_drawn_group;
use crate::{Board, Cell, Color, Scoring};
use tally::ones;

impl Board {
    /// Plays random moves until the game is over and returns the points scored on the
    /// way plus [`Scoring::end_points`]. Each move is drawn **uniformly among the legal
    /// moves** (groups), not among tiles, as in the search literature.
    ///
    /// When `moves` is given, the cell of each move (the tile the draw landed on) is
    /// pushed to it, so the best playout of a search can be replayed. Nothing is
    /// allocated beyond that vector's growth.
    ///
    /// How: a random tile that belongs to some group is drawn and its group grown, then
    /// kept with probability `2 / size` (else drawn again). A group of `s` tiles is then
    /// drawn with probability `s / T * 2 / s = 2 / T` for `T` playable tiles: the same
    /// for every group. This avoids listing all the groups at every step; the table of
    /// playable tiles per column is updated only where a move changed the board.
    ///
    /// Always finishes: a source that repeats one word, or cycles through up to
    /// [`sample::MAX_PERIOD`] words, for 32 words in a row is set aside for a fixed
    /// stream ([`sample::Unstuck`]), so even a constant or alternating source gets a
    /// complete, replayable playout; a working generator's playouts are unchanged.
    ///
    /// ```
    /// use rand_pcg::Pcg32;
    /// use samegame_board::{Board, Rules};
    ///
    /// let start = Board::from_seed(15, 15, 5, 7).unwrap();
    /// let mut board = start.clone();
    /// let mut moves = Vec::new();
    /// let score = board.random_playout(&mut Pcg32::new(1, 1), &Rules::RESEARCH, Some(&mut moves));
    /// assert!(board.is_over());
    /// // Replaying the recorded cells gives the same board and score.
    /// let mut replay = start.clone();
    /// let mut again = 0;
    /// for &cell in &moves {
    ///     again += replay.remove(cell).unwrap().points(&Rules::RESEARCH);
    /// }
    /// again += samegame_board::Scoring::end_points(&Rules::RESEARCH, replay.remaining_all());
    /// assert_eq!((replay, again), (board, score));
    /// ```
    pub fn random_playout<R: Rng + ?Sized, S: Scoring + ?Sized>(
        &mut self,
        rng: &mut R,
        rules: &S,
        moves: Option<&mut Vec<Cell>>,
    ) -> i64 {
        // Lanes close a gap in four colours at once and count a column's bits with
        // two table reads: the way boards of at most 16 rows are played.
        // The playout draws until a drawn group is kept; a source stuck at a word
        // that never keeps one would spin for ever, so it is set aside once stuck
        // (a working generator passes through unchanged).
        let mut rng = sample::Unstuck::new(rng);
        if self.height as usize <= 16 {
            self.playout_lanes(&mut rng, rules, moves)
        } else {
            self.playout_planes(&mut rng, rules, moves)
        }
    }
}

/// The size of the group grown in `region[lo..=hi]` when the draw keeps it (with
/// probability `2 / size`, see [`Board::random_playout`]); otherwise `None`, with
/// `region` cleared for the next draw.
#[inline(always)]
fn keep_or_clear<R: Rng + ?Sized, const SHORT: bool>(
    rng: &mut R,
    region: &mut [u64],
    lo: usize,
    hi: usize,
) -> Option<u32> {
    let size: u32 = region[lo..=hi].iter().map(|&w| ones::<SHORT>(w)).sum();
    if keep_drawn_group(rng, size) {
        return Some(size);
    }
    // A short loop: `fill` would call `memset` for a word or two.
    for word in &mut region[lo..=hi] {
        *word = 0;
    }
    None
}

/// `score` plus the points of the kept group of `size` tiles of colour `k` drawn at
/// `(x, y)`, whose cell goes to `moves` when the playout is recorded.
#[inline(always)]
fn record<S: Scoring + ?Sized>(
    moves: Option<&mut Vec<Cell>>,
    rules: &S,
    score: i64,
    (x, y): (usize, u32),
    k: usize,
    size: u32,
) -> i64 {
    if let Some(m) = moves {
        m.push(Cell::new(x as u8, y as u8));
    }
    score.saturating_add(rules.group_points(size as usize, Color::from_index(k)))
}

/// Column `x`'s tiles with a neighbour of their colour, straight from the definition,
/// given colour `k`'s tiles in column `c` as `column(k, c)` (0 past the last column):
/// what debug builds check the incremental table against after every move.
fn playable_by_definition(colors: usize, x: usize, column: impl Fn(usize, usize) -> u64) -> u64 {
    (0..colors)
        .map(|k| {
            let left = if x > 0 { column(k, x - 1) } else { 0 };
            crate::bitboard::with_neighbour(left, column(k, x), column(k, x + 1))
        })
        .fold(0, |a, b| a | b)
}
