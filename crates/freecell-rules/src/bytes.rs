//! Byte-parallel counts on words (SWAR): the position keeps per-cascade and
//! per-cell bytes and the solver's measures per-suit bytes, and these answer
//! "which bytes" and "how many" for eight (or four) at a time without a loop. The baseline
//! target has no popcount instruction, so sums are gathered by a multiply.

/// 1 in each byte of `x` that is not `NO` (0xFF), 0 in the others.
#[inline]
pub(crate) fn present_bytes(x: u32) -> u32 {
    const LOW7: u32 = 0x7F7F_7F7F;
    let y = !x; // a byte of `y` is zero exactly where `x` is `NO`
    ((((y & LOW7) + LOW7) | y) & !LOW7) >> 7
}

/// The sum of the sixteen 4-bit counts in `x`.
#[inline]
pub(crate) fn nibble_sum(x: u64) -> u32 {
    const LOW: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    let bytes = (x & LOW) + ((x >> 4) & LOW); // each byte ≤ 30
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// How many bytes of `x` are zero.
#[inline]
pub(crate) fn zero_bytes(x: u64) -> u32 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let high = (((x & LOW7) + LOW7) | x) & !LOW7; // high bit per non-zero byte
    // The multiply adds the eight bits up in the top byte (no popcount
    // instruction on the baseline target).
    8 - ((high >> 7).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// One bit per non-zero byte of `x` (bit `i` for byte `i`).
#[inline]
pub(crate) fn nonzero_bytes(x: u64) -> u32 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    // The high bit of a byte ends up set exactly when the byte is non-zero;
    // the multiply gathers the eight high bits into the top byte.
    let high = (((x & LOW7) + LOW7) | x) & !LOW7;
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::NO;

    #[test]
    fn nonzero_and_zero_bytes_match_a_byte_by_byte_count() {
        for x in [
            0u64,
            1,
            0x80,
            0xFF00,
            0x0100_0000_0000_0000,
            u64::MAX,
            0x7F00_0000_0000_0001,
        ] {
            let plain = (0..8)
                .filter(|i| (x >> (8 * i)) & 0xFF != 0)
                .fold(0, |m, i| m | (1 << i));
            assert_eq!(nonzero_bytes(x), plain, "{x:#x}");
            assert_eq!(zero_bytes(x), 8 - plain.count_ones(), "{x:#x}");
        }
    }

    #[test]
    fn nibble_sum_adds_the_sixteen_counts() {
        for x in [0u64, 1, 0xF, u64::MAX, 0x1234_5678_9ABC_DEF0, 0xF0F0] {
            let plain: u32 = (0..16).map(|i| ((x >> (4 * i)) & 0xF) as u32).sum();
            assert_eq!(nibble_sum(x), plain, "{x:#x}");
        }
    }

    /// `present_bytes` against a byte-by-byte test, on words mixing `NO`,
    /// ranks and depths (every byte value in every position).
    #[test]
    fn present_bytes_marks_the_bytes_that_are_not_no() {
        for v in 0..=255u32 {
            for at in 0..4 {
                for fill in [0u32, 0xFF, 0x7F, 0x80, 12] {
                    let mut bytes = [fill as u8; 4];
                    bytes[at] = v as u8;
                    let x = u32::from_le_bytes(bytes);
                    let plain = bytes
                        .iter()
                        .enumerate()
                        .fold(0, |m, (i, &b)| m | (u32::from(b != NO) << (8 * i)));
                    assert_eq!(present_bytes(x), plain, "{x:#x}");
                }
            }
        }
    }
}
