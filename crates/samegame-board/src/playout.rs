//! Random playouts: the inner loop of Monte-Carlo search, allocation-free.

use alloc::vec::Vec;

use rand_core::Rng;

use crate::bitboard::gaps;
use crate::random::{below, keep_drawn_group};
use crate::{Board, Cell, Colour, MAX_WIDTH, Scoring};

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
    /// ```
    /// use rand_pcg::Pcg32;
    /// use samegame_board::{Board, Rules};
    ///
    /// let start = Board::random(15, 15, 5, 7).unwrap();
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
        // Boards of at most 16 rows (the standard 15 x 15 among them) are played with
        // a column's colours side by side in 16-bit lanes (`playout_lanes.rs`), and
        // count and select bits of a column with two table reads instead of a 64-bit
        // popcount.
        if self.height as usize <= 16 {
            self.playout_lanes(rng, rules, moves)
        } else {
            self.playout_with::<false, R, S>(rng, rules, moves)
        }
    }

    /// [`Board::random_playout`] on the board's planes: the way taller boards are
    /// played. `SHORT` (at most 16 rows, see [`ones`]) is kept to check the lanes
    /// playout against in tests. All give the same game for the same generator.
    pub(crate) fn playout_with<const SHORT: bool, R: Rng + ?Sized, S: Scoring + ?Sized>(
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
            tally.refresh::<SHORT>(&edges, 0, cols - 1, cols);
        }
        let mut score = 0i64;
        while tally.total(self.columns as usize) > 0 {
            let (k, x, y, lo, hi, size) = loop {
                let cols = self.columns as usize;
                let (x, y) = tally.pick::<SHORT>(cols, below(rng, tally.total(cols)));
                let k = self.colour_index_at(x, y);
                let (lo, hi) = self.grow(k, x, 1 << y, &mut region);
                let size: u32 = region[lo..=hi].iter().map(|&w| ones::<SHORT>(w)).sum();
                if keep_drawn_group(rng, size) {
                    break (k, x, y, lo, hi, size);
                }
                // A short loop: `fill` would call `memset` for a word or two.
                for word in &mut region[lo..=hi] {
                    *word = 0;
                }
            };
            if let Some(m) = moves.as_deref_mut() {
                m.push(Cell::new(x as u8, y as u8));
            }
            score = score.saturating_add(rules.group_points(size as usize, Colour::from_index(k)));
            let before = self.columns as usize;
            edges.remove::<SHORT>(self, k, &mut region, lo, hi);
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
            tally.refresh::<SHORT>(&edges, first, last, cols);
            debug_assert!(
                (0..cols).all(|c| tally.playable[c] == self.playable_naive(c))
                    && tally.total(cols) == tally.counts[..cols].iter().sum::<u32>(),
                "the incremental playable table drifted from the board"
            );
        }
        score.saturating_add(rules.end_points(self.remaining_all()))
    }

    /// Column `x`'s tiles with a neighbour of their colour, straight from the
    /// definition: the check for the incremental table in debug builds.
    fn playable_naive(&self, x: usize) -> u64 {
        let at = |k: usize, c: usize| {
            if c < self.columns as usize {
                self.planes[k * self.width as usize + c]
            } else {
                0
            }
        };
        (0..self.colours as usize)
            .map(|k| {
                let left = if x > 0 { at(k, x - 1) } else { 0 };
                crate::bitboard::with_neighbour(left, at(k, x), at(k, x + 1))
            })
            .fold(0, |a, b| a | b)
    }
}

/// The same-colour edges of a board, colour-blind, one word per column: bit `y` of
/// `vertical[x]` joins tiles `(x, y)` and `(x, y + 1)`, bit `y` of `horizontal[x]`
/// joins `(x, y)` and `(x + 1, y)`. A tile is playable when an edge touches it, so a
/// move recomputes the edges of the columns it changed (a pass over the colours per
/// column) and the playable words come from them in a few operations, instead of a
/// pass over the colours for every column whose neighbourhood changed.
pub(crate) struct Edges {
    pub(crate) vertical: [u64; MAX_WIDTH],
    pub(crate) horizontal: [u64; MAX_WIDTH],
}

impl Edges {
    pub(crate) fn new() -> Self {
        Edges {
            vertical: [0; MAX_WIDTH],
            horizontal: [0; MAX_WIDTH],
        }
    }

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
    fn remove<const SHORT: bool>(
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
            let count = ones::<SHORT>(gone) as u8;
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
                let (w, n) = (board.width as usize, board.colours as usize);
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

    /// Moves the edges of columns `range` `by` places left (columns that emptied
    /// were taken out left of them).
    #[inline]
    pub(crate) fn shift_left(&mut self, range: core::ops::Range<usize>, by: usize) {
        let to = range.start - by;
        self.vertical.copy_within(range.clone(), to);
        self.horizontal.copy_within(range, to);
    }

    /// Column `x`'s tiles that have a neighbour of their colour.
    #[inline]
    fn playable(&self, x: usize) -> u64 {
        let v = self.vertical[x];
        let left = if x > 0 { self.horizontal[x - 1] } else { 0 };
        v | v << 1 | self.horizontal[x] | left
    }
}

/// Applies `change` to column `x`'s word of every colour of `board` and returns the
/// column's colour-blind edges from the changed words: vertical (a tile and the one
/// above it) and horizontal (a tile and the one on its right, 0 for the last column).
#[inline(always)]
fn column_edges(board: &mut Board, x: usize, change: impl Fn(u64) -> u64) -> (u64, u64) {
    let (w, n) = (board.width as usize, board.colours as usize);
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

/// The playable tiles of every column (those with a neighbour of their colour), their
/// counts and the running sums of the counts: what a draw needs to turn a number
/// below the total into a tile.
pub(crate) struct Tally {
    pub(crate) playable: [u64; MAX_WIDTH],
    counts: [u32; MAX_WIDTH],
    /// `prefix[c]`: playable tiles in columns `0..c` for `c <= cols`; `u32::MAX` for
    /// every `c > cols`, so a search may read a few entries past the last column.
    prefix: [u32; MAX_WIDTH + 1],
}

impl Tally {
    pub(crate) fn new() -> Self {
        let mut prefix = [u32::MAX; MAX_WIDTH + 1];
        prefix[0] = 0;
        Tally {
            playable: [0; MAX_WIDTH],
            counts: [0; MAX_WIDTH],
            prefix,
        }
    }

    /// Playable tiles on a board of `cols` columns with tiles.
    #[inline]
    pub(crate) fn total(&self, cols: usize) -> u32 {
        self.prefix[cols]
    }

    /// Takes the entries of columns `from..=to` from `edges`, then the running sums
    /// from `from` to the last of the `cols` columns.
    #[inline]
    pub(crate) fn refresh<const SHORT: bool>(
        &mut self,
        edges: &Edges,
        from: usize,
        to: usize,
        cols: usize,
    ) {
        for c in from..=to {
            self.set::<SHORT>(edges, c);
        }
        self.sums(cols);
    }

    /// Takes column `c`'s entry from `edges`.
    #[inline]
    pub(crate) fn set<const SHORT: bool>(&mut self, edges: &Edges, c: usize) {
        self.playable[c] = edges.playable(c);
        self.counts[c] = ones::<SHORT>(self.playable[c]);
    }

    /// Redoes the running sums of the `cols` columns. All of them, not those from the
    /// first changed column: a loop as long as the board is wide (which changes
    /// seldom) ends where the branch predictor expects, one that starts at a random
    /// column does not.
    #[inline]
    pub(crate) fn sums(&mut self, cols: usize) {
        let mut sum = 0;
        for (p, &n) in self.prefix[1..=cols].iter_mut().zip(&self.counts[..cols]) {
            sum += n;
            *p = sum;
        }
    }

    /// Column `x` of the `cols` columns went: the entries right of it move one place
    /// left and the sum past the new last column becomes `u32::MAX`.
    #[inline]
    pub(crate) fn drop_column(&mut self, x: usize, cols: usize) {
        self.playable.copy_within(x + 1..cols, x);
        self.counts.copy_within(x + 1..cols, x);
        self.prefix[cols] = u32::MAX;
    }

    /// `vanished` columns left of column `from` went: the entries of columns
    /// `from..before` move that many places left and the sums past the new last
    /// column become `u32::MAX` (`refresh` then redoes the sums of the moved columns).
    #[inline]
    pub(crate) fn close_up(&mut self, from: usize, before: usize, vanished: usize) {
        if from < before {
            self.playable.copy_within(from..before, from - vanished);
            self.counts.copy_within(from..before, from - vanished);
        }
        self.prefix[before - vanished + 1..=before].fill(u32::MAX);
    }

    /// The `r`-th playable tile (`r` below the total), counting column by column from
    /// the left, bottom to top. The column is the number of running sums at or below
    /// `r`, counted over whole blocks of 8 (a loop of fixed length per board width,
    /// which the compiler turns into vector compares, instead of a walk that stops at
    /// a random column); the row comes from a branch-free broadword select.
    #[inline]
    pub(crate) fn pick<const SHORT: bool>(&self, cols: usize, r: u32) -> (usize, u32) {
        // Entries 1..=8 * blocks: the sums past the last column are u32::MAX.
        let blocks = cols.div_ceil(8).min(MAX_WIDTH / 8);
        let x = self.prefix[1..=8 * blocks]
            .chunks_exact(8)
            .map(|block| block.iter().map(|&p| u32::from(p <= r)).sum::<u32>())
            .sum::<u32>() as usize;
        (x, select_in::<SHORT>(self.playable[x], r - self.prefix[x]))
    }
}

/// The set bits of a column word. `SHORT` when the board has at most 16 rows: the
/// word then fits in 16 bits and two table reads count it, where `count_ones` on
/// baseline x86-64 (no `popcnt` instruction) is a dozen shifts, masks and a multiply.
#[inline(always)]
pub(crate) fn ones<const SHORT: bool>(word: u64) -> u32 {
    if SHORT {
        debug_assert!(word >> 16 == 0, "a short column has at most 16 rows");
        u32::from(ONES_IN_BYTE[word as usize & 0xFF])
            + u32::from(ONES_IN_BYTE[(word >> 8) as usize & 0xFF])
    } else {
        word.count_ones()
    }
}

/// The position of the `r`-th set bit of the column word `word` (`r` below its
/// popcount); `SHORT` as for [`ones`]: the low byte's count says which of the two
/// bytes holds the bit, without a branch.
#[inline(always)]
fn select_in<const SHORT: bool>(word: u64, r: u32) -> u32 {
    if SHORT {
        let in_low = u32::from(ONES_IN_BYTE[word as usize & 0xFF]);
        let high = u32::from(r >= in_low);
        let byte = (word >> (8 * high)) as usize & 0xFF;
        8 * high + u32::from(SELECT_IN_BYTE[byte][(r - in_low * high) as usize & 7])
    } else {
        select(word, r)
    }
}

/// `ONES_IN_BYTE[b]`: the set bits of byte `b`.
const ONES_IN_BYTE: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = (b as u8).count_ones() as u8;
        b += 1;
    }
    table
};

/// The position of the `r`-th set bit of `word` (`r` below its popcount): byte counts
/// and their running sums in a few word operations, a compare of every byte with `r`
/// at once to find the byte, then a table for the bit within the byte.
#[inline]
fn select(word: u64, r: u32) -> u32 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let s = crate::bitboard::byte_counts(word);
    // Byte i: set bits in bytes 0..=i (at most 64, so no byte overflows into the next).
    let running = s.wrapping_mul(ONES);
    // High bit of byte i set when running_i <= r: the bytes wholly before the target.
    let done = (((u64::from(r & 0x7F) * ONES) | HIGH) - running) & HIGH;
    // At most 7 for r below the popcount; the min keeps any r from shifting too far.
    let byte = (((done >> 7).wrapping_mul(ONES) >> 56) as u32).min(7);
    let before = ((running << 8) >> (8 * byte)) as u32 & 0xFF;
    let bits = (word >> (8 * byte)) as usize & 0xFF;
    8 * byte + u32::from(SELECT_IN_BYTE[bits][(r - before) as usize & 7])
}

/// `SELECT_IN_BYTE[b][r]`: the position of the `r`-th set bit of byte `b`.
const SELECT_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[0u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let (mut bit, mut seen) = (0, 0);
        while bit < 8 {
            if b >> bit & 1 == 1 {
                table[b][seen] = bit as u8;
                seen += 1;
            }
            bit += 1;
        }
        b += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn select_finds_every_set_bit() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            for word in [x, x & x.rotate_left(7), !0, 1 << 63, x | 1 << 63] {
                let bits: Vec<u32> = (0..64).filter(|b| word >> b & 1 == 1).collect();
                for (r, &b) in bits.iter().enumerate() {
                    assert_eq!(select(word, r as u32), b, "{word:#x} {r}");
                }
            }
        }
    }

    #[test]
    fn short_counts_and_selects_match_the_general_ones() {
        for word in 0..=u64::from(u16::MAX) {
            let n = word.count_ones();
            assert_eq!(ones::<true>(word), n);
            assert_eq!(ones::<false>(word), n);
            for r in 0..n {
                assert_eq!(select_in::<true>(word, r), select(word, r), "{word:#x} {r}");
            }
        }
    }

    #[test]
    fn short_and_general_playouts_play_the_same_games() {
        use crate::Rules;
        use rand_pcg::Pcg32;
        // Three ways to play the same game: the planes with general counts, the planes
        // with short counts, and the short boards' lanes (grown in a window when the
        // group fits it). Every height up to the short limit, widths to 20, 1 to 16
        // colours (1 to 4 words a column in lanes); then the widest boards (windows
        // at the last columns) and few colours (groups wider than a window).
        let small = (0..400u64).map(|seed| {
            let s = seed as usize;
            (1 + s % 20, 1 + s % 16, 1 + s * 7 % 16, seed)
        });
        let wide = [
            (64, 16, 5, 1),
            (64, 16, 2, 2),
            (63, 15, 3, 3),
            (62, 8, 1, 4),
            (64, 1, 2, 5),
            (61, 16, 16, 6),
            (64, 16, 9, 7),
        ];
        for (w, h, n, seed) in small.chain(wide) {
            let start = Board::random(w, h, n, seed).unwrap();
            let (mut a, mut b) = (start.clone(), start.clone());
            let (mut ma, mut mb) = (Vec::new(), Vec::new());
            let rules = Rules::RESEARCH.with_end_penalty();
            let sa = a.playout_with::<true, _, _>(&mut Pcg32::new(seed, 1), &rules, Some(&mut ma));
            let sb = b.playout_with::<false, _, _>(&mut Pcg32::new(seed, 1), &rules, Some(&mut mb));
            assert_eq!((sa, &ma, &a), (sb, &mb, &b), "{w} x {h}, seed {seed}");
            let (mut c, mut mc) = (start.clone(), Vec::new());
            let sc = c.playout_lanes(&mut Pcg32::new(seed, 1), &rules, Some(&mut mc));
            assert_eq!((sc, mc, c), (sb, mb, b), "lanes: {w} x {h}, seed {seed}");
        }
    }

    #[test]
    fn pick_counts_column_by_column() {
        let mut tally = Tally::new();
        tally.playable[..3].copy_from_slice(&[0b101, 0, 0b110]);
        tally.counts[..3].copy_from_slice(&[2, 0, 2]);
        for c in 0..3 {
            tally.prefix[c + 1] = tally.prefix[c] + tally.counts[c];
        }
        assert_eq!(tally.total(3), 4);
        let got: Vec<(usize, u32)> = (0..4).map(|r| tally.pick::<false>(3, r)).collect();
        assert_eq!(got, [(0, 0), (0, 2), (2, 1), (2, 2)]);
    }

    #[test]
    fn pick_walks_every_playable_tile_in_order_at_every_width() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for cols in 1..=MAX_WIDTH {
            let mut tally = Tally::new();
            for c in 0..cols {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                // Some columns without playable tiles, some full.
                tally.playable[c] = match c % 5 {
                    0 => 0,
                    1 => !0,
                    _ => x & x.rotate_left(11),
                };
                tally.counts[c] = tally.playable[c].count_ones();
                tally.prefix[c + 1] = tally.prefix[c] + tally.counts[c];
            }
            let expected: Vec<(usize, u32)> = (0..cols)
                .flat_map(|c| {
                    let word = tally.playable[c];
                    (0..64)
                        .filter(move |b| word >> b & 1 == 1)
                        .map(move |b| (c, b))
                })
                .collect();
            let got: Vec<(usize, u32)> = (0..tally.total(cols))
                .map(|r| tally.pick::<false>(cols, r))
                .collect();
            assert_eq!(got, expected, "{cols} columns");
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(96))]

        /// The lanes playout of a short board plays the general playout's game (same
        /// moves, score and final board) on random boards of every width to 64, every
        /// height to the 16-row limit and 1 to 16 colours, under rules with and
        /// without the end penalty.
        #[test]
        fn lanes_playouts_play_the_general_game(
            w in 1usize..=64, h in 1usize..=16, n in 1usize..=16,
            board_seed in proptest::prelude::any::<u64>(),
            rng_seed in proptest::prelude::any::<u64>(),
            penalty in proptest::prelude::any::<bool>(),
        ) {
            use crate::Rules;
            use rand_pcg::Pcg32;
            let rules = if penalty { Rules::RESEARCH.with_end_penalty() } else { Rules::CLASSIC };
            let start = Board::random(w, h, n, board_seed).unwrap();
            let (mut lanes, mut general) = (start.clone(), start);
            let (mut ml, mut mg) = (Vec::new(), Vec::new());
            let sl = lanes.playout_lanes(&mut Pcg32::new(rng_seed, 2), &rules, Some(&mut ml));
            let sg = general.playout_with::<false, _, _>(&mut Pcg32::new(rng_seed, 2), &rules, Some(&mut mg));
            proptest::prop_assert_eq!((sl, ml, lanes), (sg, mg, general));
        }
    }
}
