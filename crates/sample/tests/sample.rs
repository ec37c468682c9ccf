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

mod unstuck {
    use proptest::prelude::*;
    use rand_core::{Rng, SeedableRng};
    use sample::{Cycle, MAX_PERIOD, STREAK, Stuck, Unstuck};

    /// Draws after which any cycle of up to `MAX_PERIOD` words has tripped the rule:
    /// twelve to fill the window of earlier words, then the streak.
    const TRIPPED_BY: usize = 12 + STREAK as usize;

    /// Issue 46, item 8: a source cycling through two, three or four words is set
    /// aside as a constant one is (the rule once caught only a repeated word).
    #[test]
    fn short_cycles_are_set_aside() {
        let check =
            |mut rng: Unstuck<&mut dyn rand_core::TryRng<Error = core::convert::Infallible>>| {
                for _ in 0..TRIPPED_BY {
                    rng.next_u64();
                }
                assert!(rng.tripped());
            };
        check(Unstuck::new(&mut Stuck(7)));
        check(Unstuck::new(&mut Cycle::new([0, u64::MAX])));
        check(Unstuck::new(&mut Cycle::new([1, 2, 3])));
        check(Unstuck::new(&mut Cycle::new([5, 5, 9, 1])));
        assert_eq!(MAX_PERIOD, 4);
    }

    #[test]
    fn a_constant_source_trips_after_exactly_the_streak() {
        for word in [0, 1, u64::MAX] {
            let mut rng = Unstuck::new(Stuck(word));
            for _ in 0..STREAK - 1 {
                assert_eq!(rng.next_u64(), word);
            }
            assert!(!rng.tripped());
            rng.next_u64();
            assert!(rng.tripped());
        }
    }

    #[test]
    fn a_working_generator_passes_through_unchanged() {
        let (mut a, mut b) = (
            rand_pcg::Pcg32::seed_from_u64(3),
            rand_pcg::Pcg32::seed_from_u64(3),
        );
        let mut rng = Unstuck::new(&mut a);
        for _ in 0..200_000 {
            assert_eq!(rng.next_u32(), b.next_u32());
            assert_eq!(rng.next_u64(), b.next_u64());
        }
        assert!(!rng.tripped());
    }

    #[test]
    fn the_budget_sets_any_source_aside() {
        let (mut a, mut b) = (
            rand_pcg::Pcg32::seed_from_u64(4),
            rand_pcg::Pcg32::seed_from_u64(4),
        );
        let mut rng = Unstuck::with_budget(&mut a, 10);
        for _ in 0..10 {
            assert_eq!(rng.next_u32(), b.next_u32());
        }
        assert!(!rng.tripped());
        let after: Vec<u32> = (0..4).map(|_| rng.next_u32()).collect();
        assert!(rng.tripped());
        // The same stream whatever the source was.
        let mut other = Unstuck::with_budget(Stuck(0), 0);
        assert_eq!(after, (0..4).map(|_| other.next_u32()).collect::<Vec<_>>());
    }

    proptest! {
        /// Any cycle of up to `MAX_PERIOD` words, drawn as 32- or 64-bit words, is
        /// set aside within `TRIPPED_BY` draws, its words passed unchanged until then.
        #[test]
        fn every_short_cycle_trips(words in prop::collection::vec(any::<u64>(), 1..=4), wide in any::<bool>()) {
            let mut plain = words.iter().copied().cycle();
            let mut source = words.iter().copied().cycle();
            let mut rng = Unstuck::new(rand_core::UnwrapErr(FromIter(&mut source)));
            for _ in 0..TRIPPED_BY {
                if rng.tripped() {
                    break;
                }
                let want = plain.next().unwrap();
                if wide {
                    prop_assert_eq!(rng.next_u64(), want);
                } else {
                    prop_assert_eq!(u64::from(rng.next_u32()), want & 0xffff_ffff);
                }
            }
            prop_assert!(rng.tripped());
        }
    }

    /// A source of the words of an iterator.
    struct FromIter<'a, I>(&'a mut I);

    impl<I: Iterator<Item = u64>> rand_core::TryRng for FromIter<'_, I> {
        type Error = core::convert::Infallible;
        fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
            Ok(self.0.next().unwrap_or(0) as u32)
        }
        fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
            Ok(self.0.next().unwrap_or(0))
        }
        fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
            dst.fill(0);
            Ok(())
        }
    }
}
