//! Microsoft-compatible numbered deals and seeded random deals.

use rand_core::Rng;

use crate::rules::MAX_CASCADES;
use crate::{FreecellError, Position, Rules};

/// Highest deal number of the original Microsoft range (2^31 − 1).
pub const MICROSOFT_MAX: u64 = (1 << 31) - 1;
/// Highest deal number of FreeCell Pro's extended ranges (2^33 − 1).
pub const EXTENDED_MAX: u64 = (1 << 33) - 1;

/// The Microsoft C runtime's `rand()`, with FreeCell Pro's extensions for deal
/// numbers of 2^31 and above, as Freecell Solver implements them.
///
/// The generator is `state = state × A + C (mod 2^32)`. A deal's 52 draws are
/// one chain of multiplications, so the generator keeps two states — the next
/// draw's and the one after — and steps each by two draws at once
/// (`state × A² + (A·C + C)`): two chains half as long, run side by side.
///
/// A draw is `((state >> 16) & MASK | OR) + ADD`; the constants are those of
/// the deal number's range, fixed at compile time so a draw is two
/// instructions in the main range.
struct MsRand<const MASK: u32, const OR: u32, const ADD: u32> {
    /// The states of the next two draws.
    next: [u32; 2],
}

/// The Microsoft C runtime's multiplier and increment.
const A: u32 = 214_013;
const C: u32 = 2_531_011;
/// Two steps at once: `A × (A × s + C) + C = A² × s + (A × C + C)`.
const A2: u32 = A.wrapping_mul(A);
const C2: u32 = A.wrapping_mul(C).wrapping_add(C);

impl<const MASK: u32, const OR: u32, const ADD: u32> MsRand<MASK, OR, ADD> {
    fn new(seed: u32) -> Self {
        MsRand {
            next: [
                seed.wrapping_mul(A).wrapping_add(C),
                seed.wrapping_mul(A2).wrapping_add(C2),
            ],
        }
    }

    /// The next two draws.
    #[inline]
    fn next_two(&mut self) -> (u32, u32) {
        let [a, b] = self.next;
        self.next = [
            a.wrapping_mul(A2).wrapping_add(C2),
            b.wrapping_mul(A2).wrapping_add(C2),
        ];
        let draw = |state: u32| (((state >> 16) & MASK) | OR) + ADD;
        (draw(a), draw(b))
    }
}

impl Position {
    /// Microsoft FreeCell deal number `deal` (1 ..= 2^33 − 1) on the standard
    /// 8 cascades and 4 free cells.
    ///
    /// 1 ..= 2^31 − 1 are the Microsoft deals (1 ..= 32000 in the original game,
    /// 1 ..= 1000000 later); 2^31 ..= 2^33 − 1 are FreeCell Pro's extended
    /// ranges. Deal #11982 is the famous impossible one.
    ///
    /// ```
    /// use freecell_rules::Position;
    /// let p = Position::microsoft_deal(1).unwrap();
    /// assert!(p.to_string().starts_with("JD KD 2S 4C 3S 6D 6S\n"));
    /// assert!(Position::microsoft_deal(0).is_err());
    /// ```
    pub fn microsoft_deal(deal: u64) -> Result<Position, FreecellError> {
        Position::microsoft_deal_with(deal, Rules::STANDARD)
    }

    /// Deal `deal` dealt onto `rules.cascades()` cascades (card *i* to cascade
    /// *i* mod cascades) with `rules.free_cells()` empty free cells. With the
    /// standard rules this is [`microsoft_deal`](Position::microsoft_deal).
    #[inline]
    pub fn microsoft_deal_with(deal: u64, rules: Rules) -> Result<Position, FreecellError> {
        if deal == 0 || deal > EXTENDED_MAX {
            return Err(FreecellError::DealOutOfRange(deal));
        }
        Ok(deal_in_order(&microsoft_order(deal), rules))
    }

    /// A uniformly random deal from any RNG, shuffled with our own
    /// Fisher–Yates and the workspace's bounded sample
    /// ([`sample::uniform_below`]) so that a seed gives the same deal on every
    /// platform and every version.
    ///
    /// Always returns, whatever the generator does: a generator stuck at one
    /// word gets a fixed, valid deal (each draw accepts the stuck word after
    /// [`sample::MAX_REJECTIONS`] retries), not an endless loop.
    ///
    /// ```
    /// use freecell_rules::{Position, Rules};
    /// # use sample::Stuck;
    /// // `Stuck(0)` returns the word 0 for ever.
    /// let deal = Position::from_rng(Rules::STANDARD, &mut Stuck(0)); // returns
    /// assert_eq!(deal.cascade_len(0), 7);
    /// ```
    pub fn from_rng<R: Rng + ?Sized>(rules: Rules, rng: &mut R) -> Position {
        let mut deck: [u8; 52] = core::array::from_fn(|i| i as u8);
        for i in (1..52usize).rev() {
            let j = sample::uniform_below(i as u32 + 1, || rng.next_u32()) as usize;
            deck.swap(i, j);
        }
        deal_in_order(&deck, rules)
    }

    /// A random deal from a `u64` seed (PCG `Pcg64Mcg`); the same seed gives
    /// the same deal forever.
    ///
    /// ```
    /// use freecell_rules::{Position, Rules};
    /// let a = Position::from_seed(Rules::STANDARD, 7);
    /// assert_eq!(a, Position::from_seed(Rules::STANDARD, 7));
    /// assert_ne!(a, Position::from_seed(Rules::STANDARD, 8));
    /// ```
    #[must_use]
    pub fn from_seed(rules: Rules, seed: u64) -> Position {
        use rand_core::SeedableRng;
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        Position::from_rng(rules, &mut rng)
    }

    /// The old name of [`Position::from_rng`].
    #[deprecated(since = "0.1.0", note = "renamed to `Position::from_rng`")]
    pub fn random_deal<R: Rng + ?Sized>(rules: Rules, rng: &mut R) -> Position {
        Position::from_rng(rules, rng)
    }

    /// The old name of [`Position::from_seed`].
    #[deprecated(since = "0.1.0", note = "renamed to `Position::from_seed`")]
    #[must_use]
    pub fn seeded_deal(rules: Rules, seed: u64) -> Position {
        Position::from_seed(rules, seed)
    }
}

/// The 52 cards in the order Microsoft's shuffle deals them: each draw
/// `j = rand % left` deals `deck[j]`, which is replaced by `deck[left − 1]`.
/// `deal` must be in range (1 ..= [`EXTENDED_MAX`]).
#[inline]
fn microsoft_order(deal: u64) -> [u8; 52] {
    if deal < (1 << 31) {
        shuffle(MsRand::<0x7fff, 0, 0>::new(deal as u32))
    } else if deal < (1 << 32) {
        shuffle(MsRand::<0x7fff, 0x8000, 0>::new(deal as u32))
    } else {
        // 2^32 ..= 2^33 − 1: the state starts at deal − 2^32.
        shuffle(MsRand::<0xffff, 0, 1>::new((deal - (1 << 32)) as u32))
    }
}

/// Microsoft's shuffle with the draws of `rng` (see [`microsoft_order`]).
#[inline]
fn shuffle<const MASK: u32, const OR: u32, const ADD: u32>(
    mut rng: MsRand<MASK, OR, ADD>,
) -> [u8; 52] {
    // 64 slots so that `j & 63` needs no bounds check (j < 52 always).
    let mut deck: [u8; 64] = core::array::from_fn(|i| i as u8);
    let mut order = [0u8; 52];
    for (i, pair) in order.chunks_exact_mut(2).enumerate() {
        let (first, second) = rng.next_two();
        let left = 52 - 2 * i;
        let j = fast_mod(first, left) & 63;
        pair[0] = deck[j];
        deck[j] = deck[left - 1];
        let j = fast_mod(second, left - 1) & 63;
        pair[1] = deck[j];
        deck[j] = deck[left - 2];
    }
    order
}

/// Deals `order[i]` to cascade `i mod cascades`, building the linked
/// cascades in one pass with no per-card bookkeeping: card `i` lies on card
/// `i − cascades` (the one dealt to the same cascade just before it), and the
/// last `cascades` cards dealt are the exposed ones.
#[inline]
fn deal_in_order(order: &[u8; 52], rules: Rules) -> Position {
    let n = rules.cascades();
    let mut p = Position::empty(rules);
    for i in n..52 {
        p.below[usize::from(order[i])] = order[i - n];
    }
    // Card 52 − n + j goes to cascade (52 − n + j) mod n = (52 mod n + j) mod n.
    let (per_cascade, extra) = DEAL_SHAPE[n];
    for (j, &card) in order[52 - n..].iter().enumerate() {
        let mut c = extra + j;
        if c >= n {
            c -= n;
        }
        p.top[c] = card;
        p.len[c] = per_cascade + u8::from(c < extra);
    }
    p
}

/// `DEAL_SHAPE[n]` = (52 div n, 52 mod n) for 1 ≤ n ≤ [`MAX_CASCADES`]: the
/// first `52 mod n` cascades get one card more.
const DEAL_SHAPE: [(u8, usize); MAX_CASCADES + 1] = {
    let mut t = [(0u8, 0usize); MAX_CASCADES + 1];
    let mut n = 1;
    while n <= MAX_CASCADES {
        t[n] = ((52 / n) as u8, 52 % n);
        n += 1;
    }
    t
};

/// `FAST_MOD[d]` = ⌈2^32 / d⌉ (wrapping, so 0 for d = 1), Lemire's constant
/// for computing `x % d` with two multiplications instead of a division.
const FAST_MOD: [u32; 53] = {
    let mut t = [0u32; 53];
    let mut d = 1;
    while d < 53 {
        t[d] = (u32::MAX / d as u32).wrapping_add(1);
        d += 1;
    }
    t
};

/// `x % d` for 1 ≤ d ≤ 52 and x ≤ 2^17 (every draw is at most 2^16), by
/// Lemire, Kaser and Kurz, "Faster remainder by direct computation" (2019):
/// the 32 fraction bits of `x / d` times `d`. Exact because 32 ≥ 17 + log2(52).
#[inline]
fn fast_mod(x: u32, d: usize) -> usize {
    let fraction = FAST_MOD[d].wrapping_mul(x);
    ((u64::from(fraction) * d as u64) >> 32) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_mod_matches_the_remainder() {
        // Every draw any range can make (0 ..= 2^16) and a margin above it.
        for d in 1..=52usize {
            for x in 0..=(1u32 << 17) {
                assert_eq!(fast_mod(x, d), (x % d as u32) as usize, "{x} % {d}");
            }
        }
    }

    #[test]
    fn one_pass_dealing_matches_card_by_card_dealing() {
        let mut rng = rand_pcg::Pcg32::new(5, 6);
        for n in 1..=MAX_CASCADES {
            let rules = Rules::new(4, n, crate::Building::AlternateColors).unwrap();
            let mut order: [u8; 52] = core::array::from_fn(|i| i as u8);
            for i in (1..52usize).rev() {
                order.swap(
                    i,
                    sample::uniform_below(i as u32 + 1, || rng.next_u32()) as usize,
                );
            }
            // The plain way: push each card on cascade i mod n.
            let mut expected = Position::empty(rules);
            for (i, &card) in order.iter().enumerate() {
                expected.push(i % n, card);
            }
            assert_eq!(deal_in_order(&order, rules), expected, "{n} cascades");
        }
    }

    #[test]
    fn two_draws_at_once_follow_the_generator() {
        // The Microsoft C runtime's rand(), one draw at a time.
        for deal in [1u64, 617, 11982, (1 << 31) - 1] {
            let mut state = deal as u32;
            let mut rng = MsRand::<0x7fff, 0, 0>::new(deal as u32);
            for _ in 0..26 {
                let mut next = || {
                    state = state.wrapping_mul(214_013).wrapping_add(2_531_011);
                    (state >> 16) & 0x7fff
                };
                let expected = (next(), next());
                assert_eq!(rng.next_two(), expected, "deal {deal}");
            }
        }
    }

    #[test]
    fn out_of_range_deals_are_errors() {
        assert_eq!(
            Position::microsoft_deal(0),
            Err(FreecellError::DealOutOfRange(0))
        );
        assert!(Position::microsoft_deal(EXTENDED_MAX).is_ok());
        assert!(Position::microsoft_deal(EXTENDED_MAX + 1).is_err());
    }
}
