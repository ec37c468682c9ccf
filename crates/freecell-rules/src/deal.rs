//! Microsoft-compatible numbered deals and seeded random deals.

use rand_core::Rng;

use crate::{FreecellError, Position, Rules};

/// Highest deal number of the original Microsoft range (2^31 − 1).
pub const MICROSOFT_MAX: u64 = (1 << 31) - 1;
/// Highest deal number of FreeCell Pro's extended ranges (2^33 − 1).
pub const EXTENDED_MAX: u64 = (1 << 33) - 1;

/// The Microsoft C runtime's `rand()`, with FreeCell Pro's extensions for deal
/// numbers of 2^31 and above, as Freecell Solver implements them.
struct MsRand {
    state: u32,
    /// The draw is `((state >> 16) & mask | or) + add`; the three constants
    /// pick the formula of the deal number's range without a branch per draw.
    mask: u32,
    or: u32,
    add: u32,
}

impl MsRand {
    fn new(deal: u64) -> MsRand {
        if deal < (1 << 31) {
            MsRand {
                state: deal as u32,
                mask: 0x7fff,
                or: 0,
                add: 0,
            }
        } else if deal < (1 << 32) {
            MsRand {
                state: deal as u32,
                mask: 0x7fff,
                or: 0x8000,
                add: 0,
            }
        } else {
            // 2^32 ..= 2^33 − 1: the state starts at deal − 2^32.
            MsRand {
                state: (deal - (1 << 32)) as u32,
                mask: 0xffff,
                or: 0,
                add: 1,
            }
        }
    }

    #[inline]
    fn next(&mut self) -> u32 {
        self.state = self.state.wrapping_mul(214_013).wrapping_add(2_531_011);
        (((self.state >> 16) & self.mask) | self.or) + self.add
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
    pub fn microsoft_deal_with(deal: u64, rules: Rules) -> Result<Position, FreecellError> {
        if deal == 0 || deal > EXTENDED_MAX {
            return Err(FreecellError::DealOutOfRange(deal));
        }
        let mut rng = MsRand::new(deal);
        let mut deck: [u8; 52] = core::array::from_fn(|i| i as u8);
        let mut p = Position::empty(rules);
        let n = rules.cascades();
        let mut c = 0;
        // Deal straight into the linked cascades: card i goes on cascade i mod n.
        for left in (1..=52usize).rev() {
            let j = fast_mod(rng.next(), left) as usize;
            let card = deck[j];
            deck[j] = deck[left - 1];
            p.below[card as usize] = p.top[c];
            p.top[c] = card;
            c += 1;
            if c == n {
                c = 0;
            }
        }
        for (c, len) in p.len[..n].iter_mut().enumerate() {
            *len = (52 / n + usize::from(c < 52 % n)) as u8;
        }
        Ok(p)
    }

    /// A uniformly random deal from any RNG, shuffled with our own
    /// Fisher–Yates and Lemire sampling so that a seed gives the same deal on
    /// every platform and every version.
    pub fn random_deal<R: Rng + ?Sized>(rules: Rules, rng: &mut R) -> Position {
        let mut deck: [u8; 52] = core::array::from_fn(|i| i as u8);
        for i in (1..52usize).rev() {
            let j = bounded(rng, i as u32 + 1) as usize;
            deck.swap(i, j);
        }
        deal_in_order(&deck, rules)
    }

    /// A random deal from a `u64` seed (PCG `Pcg64Mcg`); the same seed gives
    /// the same deal forever.
    ///
    /// ```
    /// use freecell_rules::{Position, Rules};
    /// let a = Position::seeded_deal(Rules::STANDARD, 7);
    /// assert_eq!(a, Position::seeded_deal(Rules::STANDARD, 7));
    /// assert_ne!(a, Position::seeded_deal(Rules::STANDARD, 8));
    /// ```
    #[must_use]
    pub fn seeded_deal(rules: Rules, seed: u64) -> Position {
        use rand_core::SeedableRng;
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        Position::random_deal(rules, &mut rng)
    }
}

/// Deals `order[i]` to cascade `i mod cascades`.
fn deal_in_order(order: &[u8; 52], rules: Rules) -> Position {
    let mut p = Position::empty(rules);
    let n = rules.cascades();
    let mut c = 0;
    for &card in order {
        p.push(c, card);
        c += 1;
        if c == n {
            c = 0;
        }
    }
    p
}

/// `FAST_MOD[d]` = ⌊(2^64 − 1) / d⌋ + 1 (wrapping), Lemire's constant for
/// computing `x % d` with two multiplications instead of a division.
const FAST_MOD: [u64; 53] = {
    let mut t = [0u64; 53];
    let mut d = 1;
    while d < 53 {
        t[d] = (u64::MAX / d as u64).wrapping_add(1);
        d += 1;
    }
    t
};

/// `x % d` for 1 ≤ d ≤ 52, exact for every `u32` x (Lemire, Kaser and Kurz,
/// "Faster remainder by direct computation", 2019).
#[inline]
fn fast_mod(x: u32, d: usize) -> u32 {
    let low = FAST_MOD[d].wrapping_mul(u64::from(x));
    ((u128::from(low) * d as u128) >> 64) as u32
}

/// A uniform integer in `0..n` (n ≥ 1) by Lemire's multiply-and-reject method.
fn bounded<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    let mut m = u64::from(rng.next_u32()) * u64::from(n);
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = u64::from(rng.next_u32()) * u64::from(n);
        }
    }
    (m >> 32) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_stays_in_range_and_hits_every_value() {
        let mut rng = rand_pcg::Pcg32::new(1, 2);
        let mut hit = [false; 7];
        for _ in 0..1000 {
            let v = bounded(&mut rng, 7);
            hit[v as usize] = true;
        }
        assert!(hit.iter().all(|&h| h));
    }

    #[test]
    fn fast_mod_matches_the_remainder() {
        let mut rng = rand_pcg::Pcg32::new(3, 4);
        for d in 1..=52usize {
            for x in [
                0,
                1,
                51,
                52,
                0x7fff,
                0x8000,
                0xffff,
                0x1_0000,
                u32::MAX,
                u32::MAX - 1,
            ] {
                assert_eq!(fast_mod(x, d), x % d as u32, "{x} % {d}");
            }
            for _ in 0..200 {
                let x = rng.next_u32();
                assert_eq!(fast_mod(x, d), x % d as u32, "{x} % {d}");
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
