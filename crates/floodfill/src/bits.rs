//! A visited set as a bitset over the cells `0..len`.
//!
//! One bit per cell keeps the set of a million-cell board in 128 KiB, inside the
//! cache, and lets a scanline claim a whole run with a few word writes. Clearing it
//! for the next walk writes `len / 64` words: 4 words for a 240-cell bubble board.

/// Whether bit `cell` is set (false beyond the slice).
#[inline]
pub(crate) fn test(bits: &[u64], cell: usize) -> bool {
    bits.get(cell >> 6)
        .is_some_and(|w| w & (1u64 << (cell & 63)) != 0)
}

/// Sets bit `cell`.
#[inline]
pub(crate) fn set(bits: &mut [u64], cell: usize) {
    bits[cell >> 6] |= 1u64 << (cell & 63);
}

/// Sets the bits `start..end`.
#[inline]
pub(crate) fn set_range(bits: &mut [u64], start: usize, end: usize) {
    if start >= end {
        return;
    }
    let (first, last) = (start >> 6, (end - 1) >> 6);
    let head = !0u64 << (start & 63);
    let tail = !0u64 >> (63 - ((end - 1) & 63));
    if first == last {
        bits[first] |= head & tail;
    } else {
        bits[first] |= head;
        bits[first + 1..last].fill(!0);
        bits[last] |= tail;
    }
}

/// The set bits, in increasing order.
pub(crate) fn ones(bits: &[u64]) -> impl Iterator<Item = usize> + '_ {
    bits.iter().enumerate().flat_map(|(i, &word)| {
        let mut rest = word;
        core::iter::from_fn(move || {
            (rest != 0).then(|| {
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                i * 64 + bit
            })
        })
    })
}

/// Words needed for `len` bits.
#[inline]
pub(crate) fn words(len: usize) -> usize {
    len.div_ceil(64)
}

/// Ors the low `n` bits of `word` (`n <= 64`, higher bits clear) into the bits
/// `at..at + n`.
#[inline]
pub(crate) fn or_word(bits: &mut [u64], at: usize, word: u64, n: usize) {
    let (i, s) = (at >> 6, at & 63);
    bits[i] |= word << s;
    // With s == 0 the word fits in bits[i]: s + n <= 64.
    if s + n > 64 {
        bits[i + 1] |= word >> (64 - s);
    }
}

/// The bits `at..at + n` (`1 <= n <= 64`) as the low `n` bits of a word; bits past the
/// slice read as 0.
#[inline]
pub(crate) fn read_word(bits: &[u64], at: usize, n: usize) -> u64 {
    let (i, s) = (at >> 6, at & 63);
    let mut w = bits.get(i).copied().unwrap_or(0) >> s;
    if s + n > 64 {
        w |= bits.get(i + 1).copied().unwrap_or(0) << (64 - s);
    }
    if n < 64 { w & ((1u64 << n) - 1) } else { w }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn set_range_sets_exactly_the_range(a in 0usize..300, b in 0usize..300) {
            let (start, end) = (a.min(b), a.max(b));
            let mut bits = [0u64; 5];
            set_range(&mut bits, start, end);
            for c in 0..320 {
                prop_assert_eq!(test(&bits, c), (start..end).contains(&c));
            }
            prop_assert!(ones(&bits).eq(start..end));
        }
    }
}
