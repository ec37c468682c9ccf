//! `uniform_below` against a naive oracle: the same Lemire rule written as a plain
//! loop without the cap, and counts of draws for stuck sources.

use proptest::prelude::*;
use sample::{MAX_REJECTIONS, uniform_below};

/// Lemire's method as published, without the cap: draws until a word is accepted.
/// Returns the value and the number of words drawn.
fn lemire_uncapped(n: u32, words: &[u32]) -> Option<(u32, usize)> {
    let threshold = if n == 0 { 0 } else { n.wrapping_neg() % n };
    for (i, &w) in words.iter().enumerate() {
        let m = u64::from(w) * u64::from(n);
        if (m as u32) >= threshold {
            return Some(((m >> 32) as u32, i + 1));
        }
    }
    None
}

#[test]
fn a_stuck_source_gets_an_answer_after_the_cap() {
    for n in [0, 1, 2, 3, 6, 7, 52, 1000, u32::MAX / 2 + 2, u32::MAX] {
        for word in [0, 1, 7, 0x8000_0000, u32::MAX] {
            let mut drawn = 0u32;
            let v = uniform_below(n, || {
                drawn += 1;
                word
            });
            assert_eq!(
                v,
                ((u64::from(word) * u64::from(n)) >> 32) as u32,
                "n {n} word {word}"
            );
            assert!(v < n.max(1));
            assert!(
                drawn <= MAX_REJECTIONS + 1,
                "n {n} word {word}: {drawn} draws"
            );
        }
    }
    // A source stuck at 0 is rejected for every n > 1 (0 < threshold): it draws the
    // full cap and gets 0.
    let mut drawn = 0;
    assert_eq!(
        uniform_below(7, || {
            drawn += 1;
            0
        }),
        0
    );
    assert_eq!(drawn, MAX_REJECTIONS + 1);
}

#[test]
fn covers_the_range_evenly() {
    let mut x = 0x9E37_79B9u32;
    let mut seen = [0u32; 7];
    for _ in 0..7000 {
        let v = uniform_below(7, || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        });
        seen[v as usize] += 1;
    }
    assert!(seen.iter().all(|&c| c > 800 && c < 1200), "{seen:?}");
}

proptest! {
    #[test]
    fn equals_lemire_while_under_the_cap(n in any::<u32>(), words in proptest::collection::vec(any::<u32>(), 1..40)) {
        let mut it = words.iter().copied().cycle();
        let mut drawn = 0usize;
        let v = uniform_below(n, || { drawn += 1; it.next().unwrap() });
        prop_assert!(v < n.max(1));
        match lemire_uncapped(n, &words) {
            Some((expected, used)) if used <= MAX_REJECTIONS as usize + 1 => {
                prop_assert_eq!(v, expected);
                prop_assert_eq!(drawn, used);
            }
            _ => prop_assert!(drawn <= MAX_REJECTIONS as usize + 1),
        }
    }
}
