//! Gravity (`close_gaps`) and `grow4`'s size checks.

use crate::bitboard::{close_gaps, grow4};

#[test]
fn close_gaps_matches_a_naive_compress() {
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    for _ in 0..20_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let word = x;
        let removed = x.rotate_left(11) & x.rotate_left(29);
        let mut expect = 0u64;
        let mut out = 0;
        for y in 0..64 {
            if removed & (1 << y) == 0 {
                expect |= ((word >> y) & 1) << out;
                out += 1;
            }
        }
        assert_eq!(close_gaps(word, removed), expect);
    }
}

#[test]
fn grow4_rejects_bad_sizes() {
    let mut region = [0u64; 2];
    assert_eq!(grow4(3, 3, |_| 1, 0, 1, &mut region), None);
    assert_eq!(grow4(2, 65, |_| 1, 0, 1, &mut region), None);
    assert_eq!(grow4(2, 3, |_| 1, 2, 1, &mut region), None);
    assert_eq!(grow4(2, 3, |_| 0, 0, 1, &mut region), None);
    assert_eq!(grow4(2, 3, |_| 1, 1, 1, &mut region), Some((0, 1)));
    assert_eq!(region, [1, 1]);
}
