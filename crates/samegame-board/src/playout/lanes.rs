//! The playout of short boards (at most 16 rows, the standard 15 x 15 among them)
//! with the colours of a column side by side in 16-bit lanes, so gravity and the
//! edges take one pass per four colours.

use alloc::vec::Vec;

use rand_core::Rng;

use super::edges::Edges;
use super::tally::{Tally, ones};
use super::{keep_or_clear, playable_by_definition, record};
use crate::bitboard::{LANE_BOTTOM, LANE_TOP, grow4, grow4_window, low_bits};
use crate::random::{below, keep_drawn_group};
use crate::{Board, Cell, MAX_WIDTH, Scoring};

/// The tiles of a short board during a playout, by column: colour `k` of column `x`
/// is the 16-bit lane `k % 4` of word `k / 4` of `cols[x]` (`PER` words per column,
/// colours / 4 rounded up). Closing a gap in a column is a handful of operations per
/// word, for four colours at once, where the board's own planes (one word per colour
/// and column) take them per colour; the board is written back once, at the end.
struct Lanes<const PER: usize> {
    cols: [[u64; PER]; MAX_WIDTH],
}

impl<const PER: usize> Lanes<PER> {
    /// The tiles of `board` (at most 16 rows, at most `4 * PER` colours).
    fn of(board: &Board) -> Self {
        let mut cols = [[0u64; PER]; MAX_WIDTH];
        for k in 0..board.colors as usize {
            for (column, &c) in cols.iter_mut().zip(board.plane(k)) {
                column[k / 4 % PER] |= c << (16 * (k % 4));
            }
        }
        Lanes { cols }
    }

    /// Writes the tiles back into `board`'s planes (columns without tiles are zero).
    fn write_back(&self, board: &mut Board) {
        let (w, n) = (board.width as usize, board.colors as usize);
        for k in 0..n {
            let (j, shift) = (k / 4 % PER, 16 * (k % 4));
            for (plane, column) in board.planes[k * w..k * w + w].iter_mut().zip(&self.cols) {
                *plane = column[j] >> shift & 0xFFFF;
            }
        }
    }

    /// The colour index of the tile known to sit at column `x`, row `y`: the lane
    /// holding bit `y` in the one word that has it, without a branch on which.
    #[inline]
    fn color_at(&self, x: usize, y: u32) -> usize {
        self.cols[x]
            .iter()
            .enumerate()
            .map(|(j, &word)| {
                let lane = (word >> y) & LANE_BOTTOM;
                usize::from(lane != 0) * (4 * j + ((lane.trailing_zeros() as usize / 16) & 3))
            })
            .sum()
    }

    /// Column `x`'s colour-blind edges: vertical (a tile and the one above it) and
    /// horizontal (a tile and the one on its right; zero for the last column, whose
    /// right neighbour is empty).
    #[inline]
    fn edges(&self, x: usize) -> (u64, u64) {
        let (mut v, mut h) = (0, 0);
        let right = self.cols.get(x + 1).copied().unwrap_or([0; PER]);
        for (&word, &next) in self.cols[x].iter().zip(&right) {
            v |= word & (word >> 1) & !LANE_TOP;
            h |= word & next;
        }
        (fold(v), fold(h))
    }

    /// Takes the rows `bottom..bottom + count` out of column `x` (every colour) and
    /// lets the tiles above fall into the gap.
    #[inline]
    fn close(&mut self, x: usize, bottom: u32, count: u32) {
        // Short shifts (bottom + count <= 16): no full-word case to handle.
        let below = (1u64 << bottom) - 1;
        let under = below * LANE_BOTTOM;
        // What stays of a lane once shifted down: its bits below 16 - count (the rest
        // came from the lane above) and at or above the gap.
        let kept = (((1u64 << (16 - count)) - 1) & !below) * LANE_BOTTOM;
        for word in &mut self.cols[x] {
            *word = (*word & under) | ((*word >> count) & kept);
        }
    }

    /// Removes empty column `x` of the `cols` columns with tiles.
    #[inline]
    fn drop_column(&mut self, x: usize, cols: usize) {
        self.cols.copy_within(x + 1..cols, x);
        self.cols[cols - 1] = [0; PER];
    }
}

/// The lanes of `word` or-ed into one 16-bit lane.
#[inline]
fn fold(word: u64) -> u64 {
    let half = word | word >> 32;
    (half | half >> 16) & 0xFFFF
}

impl Board {
    /// [`Board::random_playout`] on a board of at most 16 rows, with the board's
    /// columns held as [`Lanes`] during the game. Same draws, same game.
    pub(crate) fn playout_lanes<R: Rng + ?Sized, S: Scoring + ?Sized>(
        &mut self,
        rng: &mut R,
        rules: &S,
        moves: Option<&mut Vec<Cell>>,
    ) -> i64 {
        // One form per number of words a column takes, so the loops over a column's
        // words have a fixed length.
        match self.colors {
            0..=4 => self.playout_lanes_with::<1, R, S>(rng, rules, moves),
            5..=8 => self.playout_lanes_with::<2, R, S>(rng, rules, moves),
            9..=12 => self.playout_lanes_with::<3, R, S>(rng, rules, moves),
            _ => self.playout_lanes_with::<4, R, S>(rng, rules, moves),
        }
    }

    /// [`Board::playout_lanes`] with `PER` words per column.
    fn playout_lanes_with<const PER: usize, R: Rng + ?Sized, S: Scoring + ?Sized>(
        &mut self,
        rng: &mut R,
        rules: &S,
        mut moves: Option<&mut Vec<Cell>>,
    ) -> i64 {
        debug_assert!(self.height <= 16, "lanes hold 16 rows");
        debug_assert!(self.colors as usize <= 4 * PER);
        let mut lanes = Lanes::<PER>::of(self);
        let mut edges = Edges::new();
        let mut tally = Tally::new();
        // Three words of slack: a group grown in a window writes all four lanes.
        let mut region = [0u64; MAX_WIDTH + 3];
        let height = self.height as usize;
        let cols = self.columns as usize;
        for x in 0..cols {
            (edges.vertical[x], edges.horizontal[x]) = lanes.edges(x);
        }
        if cols > 0 {
            tally.refresh::<true>(&edges, 0, cols - 1, cols);
        }
        let mut score = 0i64;
        while tally.total(self.columns as usize) > 0 {
            let (k, x, y, lo, hi, size) = loop {
                let cols = self.columns as usize;
                let (x, y) = tally.pick::<true>(cols, below(rng, tally.total(cols)));
                let k = lanes.color_at(x, y);
                let (j, shift) = (k / 4 % PER, 16 * (k % 4));
                let plane = |c: usize| lanes.cols[c][j] >> shift & 0xFFFF;
                // Most groups lie in four columns around the drawn tile: grown there in
                // one word, written out only when kept. Two columns on the side where
                // the tile has a neighbour of its colour (when on one side only), one
                // on the other; the horizontal edges say where.
                let left_edge = if x > 0 { edges.horizontal[x - 1] } else { 0 };
                let leans_left = (left_edge & !edges.horizontal[x]) >> y & 1;
                let first = x.saturating_sub(1 + leans_left as usize);
                if let Some(window) = grow4_window(cols, plane, first, x, y) {
                    let size = window.count();
                    if keep_drawn_group(rng, size) {
                        let (lo, hi) = window.span().unwrap_or((x, x));
                        for (i, word) in region[window.first..window.first + 4]
                            .iter_mut()
                            .enumerate()
                        {
                            *word = window.column(i);
                        }
                        break (k, x, y, lo, hi, size);
                    }
                    continue;
                }
                let (lo, hi) = grow4(cols, height, plane, x, 1 << y, &mut region).unwrap_or((x, x));
                if let Some(size) = keep_or_clear::<R, true>(rng, &mut region, lo, hi) {
                    break (k, x, y, lo, hi, size);
                }
            };
            score = record(moves.as_deref_mut(), rules, score, (x, y), k, size);
            self.remove_lanes(&mut lanes, &mut edges, &mut tally, &mut region, lo, hi);
            self.counts[k] -= size as u16;
            let cols = self.columns as usize;
            tally.sums(cols);
            debug_assert!(
                (0..cols).all(|c| tally.playable[c] == playable_naive(&lanes, self, c)),
                "the incremental playable table drifted from the board"
            );
        }
        lanes.write_back(self);
        score.saturating_add(rules.end_points(self.remaining_all()))
    }

    /// Removes the tiles of `region` (spanning columns `lo..=hi`) from `lanes`,
    /// updates the heights and columns, zeroes `region` again and recomputes the
    /// edges and the playable entries (not the running sums) of the changed columns:
    /// right to left, so a column's right neighbour is final when its edges are
    /// taken, and dropping an emptied column does not move the columns still to do.
    #[inline]
    fn remove_lanes<const PER: usize>(
        &mut self,
        lanes: &mut Lanes<PER>,
        edges: &mut Edges,
        tally: &mut Tally,
        region: &mut [u64],
        lo: usize,
        hi: usize,
    ) {
        for x in (lo..=hi).rev() {
            let gone = region[x];
            region[x] = 0;
            let count = ones::<true>(gone);
            let cols = self.columns as usize;
            let left = u32::from(self.heights[x]) - count;
            if left == 0 {
                lanes.drop_column(x, cols);
                self.heights.copy_within(x + 1..cols, x);
                self.heights[cols - 1] = 0;
                self.columns -= 1;
                edges.shift_left(x + 1..cols, 1);
                tally.drop_column(x, cols);
                continue;
            }
            self.heights[x] = left as u8;
            if gone & (gone + (gone & gone.wrapping_neg())) == 0 {
                // One run of removed tiles (the usual case).
                lanes.close(x, gone.trailing_zeros(), count);
            } else {
                // Highest run first, so the rows of the runs below stay put.
                let mut rest = gone;
                while rest != 0 {
                    let top = 63 - rest.leading_zeros();
                    let holes = !rest & low_bits(top);
                    let bottom = if holes == 0 {
                        0
                    } else {
                        64 - holes.leading_zeros()
                    };
                    lanes.close(x, bottom, top + 1 - bottom);
                    rest &= low_bits(bottom);
                }
            }
            (edges.vertical[x], edges.horizontal[x]) = lanes.edges(x);
            // The column on the right is final on both sides now: its playable
            // tiles are taken in this loop, not in a second one over the span.
            if x + 1 < self.columns as usize {
                tally.set::<true>(edges, x + 1);
            }
        }
        // Column lo - 1's edges on its right and the entries of lo - 1 and lo. When
        // lo is 0 this redoes column 0 (or an empty column's entry, which no sum
        // reads): harmless, and no branch on where the group was.
        let before = lo.saturating_sub(1);
        edges.horizontal[before] = lanes.edges(before).1;
        tally.set::<true>(edges, before);
        tally.set::<true>(edges, lo);
    }
}

/// Column `x`'s playable tiles by the definition, read from `lanes`.
fn playable_naive<const PER: usize>(lanes: &Lanes<PER>, board: &Board, x: usize) -> u64 {
    let cols = board.columns as usize;
    playable_by_definition(board.colors as usize, x, |k, c| {
        if c < cols {
            lanes.cols[c][k / 4 % PER] >> (16 * (k % 4)) & 0xFFFF
        } else {
            0
        }
    })
}
