//! The playout on the board's own planes: the way boards of more than 16 rows are
//! played.

use alloc::vec::Vec;

use rand_core::Rng;

use super::edges::Edges;
use super::tally::Tally;
use super::{keep_or_clear, playable_by_definition, record};
use crate::bitboard::gaps;
use crate::random::below;
use crate::{Board, Cell, MAX_WIDTH, Scoring};

impl Board {
    /// [`Board::random_playout`] on the board's planes (one word per colour and
    /// column): the way boards of more than 16 rows are played.
    pub(crate) fn playout_planes<R: Rng + ?Sized, S: Scoring + ?Sized>(
        &mut self,
        rng: &mut R,
        rules: &S,
        mut moves: Option<&mut Vec<Cell>>,
    ) -> i64 {
        let mut edges = Edges::new();
        let mut tally = Tally::new();
        let mut region = [0u64; MAX_WIDTH];
        let cols = self.columns as usize;
        if cols > 0 {
            edges.fill(self);
            tally.refresh::<false>(&edges, 0, cols - 1, cols);
        }
        let mut score = 0i64;
        while tally.total(self.columns as usize) > 0 {
            let (k, x, y, lo, hi, size) = loop {
                let cols = self.columns as usize;
                let (x, y) = tally.pick::<false>(cols, below(rng, tally.total(cols)));
                let k = self.color_index_at(x, y);
                let (lo, hi) = self.grow(k, x, 1 << y, &mut region);
                if let Some(size) = keep_or_clear::<R, false>(rng, &mut region, lo, hi) {
                    break (k, x, y, lo, hi, size);
                }
            };
            score = record(moves.as_deref_mut(), rules, score, (x, y), k, size);
            let before = self.columns as usize;
            edges.remove(self, k, &mut region, lo, hi);
            let cols = self.columns as usize;
            let vanished = before - cols;
            if vanished > 0 {
                tally.close_up(hi + 2, before, vanished);
            }
            if cols == 0 {
                break;
            }
            // Columns lo..=hi-vanished changed inside, and the edges between lo-1 and
            // lo and after the last changed column changed too: only the columns whose
            // neighbourhood changed need a new entry.
            let first = lo.saturating_sub(1);
            let last = (hi + 1 - vanished).min(cols - 1);
            tally.refresh::<false>(&edges, first, last, cols);
            debug_assert!(
                (0..cols).all(|c| tally.playable[c] == self.playable_naive(c))
                    && tally.sums_agree(cols),
                "the incremental playable table drifted from the board"
            );
        }
        score.saturating_add(rules.end_points(self.remaining_all()))
    }

    /// Column `x`'s tiles with a neighbour of their colour, straight from the
    /// definition: the check for the incremental table in debug builds.
    fn playable_naive(&self, x: usize) -> u64 {
        playable_by_definition(self.colors as usize, x, |k, c| {
            if c < self.columns as usize {
                self.planes[k * self.width as usize + c]
            } else {
                0
            }
        })
    }
}

/// What the planes playout adds to [`Edges`]: taking them from the board's planes,
/// and removing a group from the planes with the edges of the changed columns.
impl Edges {
    /// Computes the edges of every column of `board` (at the start of a playout).
    fn fill(&mut self, board: &mut Board) {
        for x in 0..board.columns as usize {
            (self.vertical[x], self.horizontal[x]) = column_edges(board, x, |word| word);
        }
    }

    /// Removes the tiles of `region` (all of colour index `k`, spanning columns
    /// `lo..=hi`) from `board` as [`Board::remove_region`] does, zeroes `region` again,
    /// and recomputes the edges of the columns that changed in the same pass over the
    /// colours that closes the gaps: a changed column's words are read and written
    /// once, not once for gravity and once more for its edges. Returns how many tiles
    /// were removed.
    #[inline]
    fn remove(
        &mut self,
        board: &mut Board,
        k: usize,
        region: &mut [u64],
        lo: usize,
        hi: usize,
    ) -> usize {
        let mut size = 0;
        // Right to left: when column x is done, the columns right of it are final
        // (its horizontal edges can be taken), and shifting an emptied column out does
        // not move the columns still to do.
        for x in (lo..=hi).rev() {
            let gone = region[x];
            region[x] = 0;
            let count = gone.count_ones() as u8;
            size += count as usize;
            let left = board.heights[x] - count;
            if left == 0 {
                let cols = board.columns as usize;
                board.drop_column(x);
                self.shift_left(x + 1..cols, 1);
                continue;
            }
            board.heights[x] = left;
            let (v, h) = if gone & (gone + (gone & gone.wrapping_neg())) == 0 {
                // One run of removed tiles (the usual case): close it in every colour
                // and take the edges from the closed word straight away.
                let under = (gone & gone.wrapping_neg()) - 1;
                column_edges(board, x, |word| (word & under) | ((word >> count) & !under))
            } else {
                let (w, n) = (board.width as usize, board.colors as usize);
                for gap in gaps(gone) {
                    for word in board.planes[x..n * w].iter_mut().step_by(w) {
                        *word = gap.close(*word);
                    }
                }
                column_edges(board, x, |word| word)
            };
            self.vertical[x] = v;
            self.horizontal[x] = h;
        }
        board.counts[k] -= size as u16;
        // The edges between column lo-1 and its new right neighbour.
        if lo > 0 {
            self.horizontal[lo - 1] = column_edges(board, lo - 1, |word| word).1;
        }
        size
    }
}

/// Applies `change` to column `x`'s word of every colour of `board` and returns the
/// column's colour-blind edges from the changed words: vertical (a tile and the one
/// above it) and horizontal (a tile and the one on its right, 0 for the last column).
#[inline(always)]
fn column_edges(board: &mut Board, x: usize, change: impl Fn(u64) -> u64) -> (u64, u64) {
    let (w, n) = (board.width as usize, board.colors as usize);
    let planes = &mut board.planes[..n * w];
    let (mut v, mut h) = (0, 0);
    // Column x of colour k is word `x + k * w`. Two loops, so that neither carries a
    // mask for the last column, and each loop test covers every read of its body
    // (`i + 1 < len` bounds both `i` and `i + 1`): no bounds checks, few registers.
    let mut i = x;
    if x + 1 < board.columns as usize {
        while i + 1 < planes.len() {
            let here = change(planes[i]);
            planes[i] = here;
            v |= here & (here >> 1);
            h |= here & planes[i + 1];
            i += w;
        }
    } else {
        while i < planes.len() {
            let here = change(planes[i]);
            planes[i] = here;
            v |= here & (here >> 1);
            i += w;
        }
    }
    (v, h)
}
