//! The playable tiles of a board during a playout, and how a draw finds the tile
//! of a random rank among them.

use crate::MAX_WIDTH;

use super::edges::Edges;

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

    /// Whether the running sum over the `cols` columns is the sum of their counts:
    /// the check of the incremental updates in debug builds.
    pub(crate) fn sums_agree(&self, cols: usize) -> bool {
        self.total(cols) == self.counts[..cols].iter().sum::<u32>()
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
pub(crate) fn select_in<const SHORT: bool>(word: u64, r: u32) -> u32 {
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
    use alloc::vec::Vec;

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
}
