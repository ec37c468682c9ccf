//! The one-dimensional flood fill along a word, the step every bit-parallel fill of
//! a board kept as one word per line is built from.

/// Bits `0..n` set (`n <= 64`).
#[inline]
#[must_use]
pub(crate) const fn low_bits(n: u32) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// The one-dimensional flood fill: the cells of `line` (a row or column of up to 64
/// cells kept as one word, bit `i` being cell `i`) lying in a run of set bits that
/// holds a bit of `seeds`; bits of `seeds` outside `line` are ignored. Games that keep
/// their board as one word per line build their fills on it: a Go or Puyo board's
/// columns, a match-3 row, SameGame's columns. `len` is the number of cells in the
/// line (64 is always correct; a smaller one saves steps when there are several
/// seeds). The result is exact whenever no run of `line` is longer than `len` cells,
/// which holds when `line` has no bit at or above `len`. Any `len` is accepted: one
/// above 64 means 64 (a word holds 64 cells), so the call takes at most six steps.
///
/// Upward the carry of an addition takes a whole run at once; downward a logarithmic
/// occluded fill (shifts by 1, 2, 4, ...) takes `ceil(log2(len))` steps, with a
/// one-instruction path for the usual single seed.
///
/// ```
/// use floodfill::line_runs;
///
/// let line = 0b0111_0110; // runs at bits 1..=2 and 4..=6
/// assert_eq!(line_runs(line, 0b0010_0000, 8), 0b0111_0000);
/// assert_eq!(line_runs(line, 0b0010_0100, 8), line);
/// assert_eq!(line_runs(line, 0b1000_0000, 8), 0);
/// ```
#[inline]
#[must_use]
pub fn line_runs(line: u64, seeds: u64, len: u32) -> u64 {
    let seeds = seeds & line;
    if seeds == 0 {
        return 0;
    }
    // Adding a seed carries through the set bits above it, clearing them and setting the
    // first clear bit; xor shows the flipped bits, `& line` drops that first clear bit.
    // Several seeds in one run only re-set their own bits, hence `| seeds`.
    let up = ((line.wrapping_add(seeds) ^ line) & line) | seeds;
    up | if seeds & seeds.wrapping_sub(1) == 0 {
        run_below_single(line, seeds)
    } else {
        run_below(line, seeds, len)
    }
}

/// The set bits of `line` below the single bit `seed`, down to the first clear bit.
#[inline]
fn run_below_single(line: u64, seed: u64) -> u64 {
    let below = seed.wrapping_sub(1);
    let holes = !line & below;
    // The run reaches down to just above the highest hole under the seed (or bit 0).
    let floor = if holes == 0 {
        1
    } else {
        2u64 << (63 - holes.leading_zeros())
    };
    seed.wrapping_sub(floor) & below
}

/// Occluded fill downwards from every seed through `line` (Kogge-Stone style).
#[inline]
fn run_below(line: u64, seeds: u64, len: u32) -> u64 {
    // Shifts of 64 or more would overflow, and a longer line does not exist.
    let len = len.min(u64::BITS);
    let (mut reached, mut open) = (seeds, line);
    let mut step = 1;
    while step < len {
        reached |= open & (reached >> step);
        open &= open >> step;
        step <<= 1;
    }
    reached
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bit-by-bit reference for `line_runs`.
    fn naive_runs(plane: u64, seeds: u64) -> u64 {
        let mut out = 0;
        for y in 0i32..64 {
            if seeds & plane & (1 << y) == 0 {
                continue;
            }
            let mut z = y;
            while z < 64 && plane & (1 << z) != 0 {
                out |= 1 << z;
                z += 1;
            }
            let mut z = y;
            while z >= 0 && plane & (1 << z) != 0 {
                out |= 1 << z;
                z -= 1;
            }
        }
        out
    }

    #[test]
    fn line_runs_match_a_naive_walk() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let plane = x;
            let seeds = x.rotate_left(23) & x.rotate_left(41) & x.rotate_left(7);
            assert_eq!(line_runs(plane, seeds, 64), naive_runs(plane, seeds));
            let one = seeds & seeds.wrapping_neg();
            assert_eq!(line_runs(plane, one, 64), naive_runs(plane, one));
        }
        assert_eq!(line_runs(u64::MAX, 1 << 63, 64), u64::MAX);
        assert_eq!(line_runs(u64::MAX, 1, 64), u64::MAX);
    }

    #[test]
    fn a_length_past_a_word_is_a_word() {
        // Once a debug-build shift overflow (65) and an endless loop (u32::MAX).
        for len in [64, 65, 127, 128, 1 << 31, u32::MAX] {
            assert_eq!(line_runs(0b101, 0b101, len), 0b101, "{len}");
            assert_eq!(line_runs(u64::MAX, 1 | 1 << 63, len), u64::MAX, "{len}");
        }
    }

    proptest::proptest! {
        #[test]
        fn any_length_matches_the_naive_walk(
            line in proptest::prelude::any::<u64>(),
            seeds in proptest::prelude::any::<u64>(),
            len in proptest::prelude::any::<u32>(),
        ) {
            // The line cut to its first `len` cells, so no run is longer than `len`.
            let line = line & low_bits(len.min(64));
            proptest::prop_assert_eq!(line_runs(line, seeds, len), naive_runs(line, seeds));
            let one = seeds & seeds.wrapping_neg();
            proptest::prop_assert_eq!(line_runs(line, one, len), naive_runs(line, one));
        }

        #[test]
        fn lengths_of_a_word_or_more_need_no_cut(
            line in proptest::prelude::any::<u64>(),
            seeds in proptest::prelude::any::<u64>(),
            len in 64u32..,
        ) {
            proptest::prop_assert_eq!(line_runs(line, seeds, len), naive_runs(line, seeds));
        }
    }
}
