//! Division by a fixed grid width without a hardware divide.
//!
//! Turning a cell index back into `(x, y)` happens once per visited cell; a 64-bit
//! `div` costs tens of cycles there. Lemire, Kaser and Kurz, "Faster Remainder by
//! Direct Computation" (2019) give exact quotient and remainder for 32-bit numerators
//! from one precomputed 64-bit constant and two multiplications.

/// Exact `n / d` and `n % d` for `n: u32` and a fixed `d >= 1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct FastDiv {
    d: u32,
    /// `ceil(2^64 / d)`, truncated to 64 bits (0 for `d == 1`).
    m: u64,
}

impl FastDiv {
    /// Precomputes the constant for divisor `d` (must be at least 1).
    pub(crate) const fn new(d: u32) -> Self {
        let d = if d == 0 { 1 } else { d };
        FastDiv {
            d,
            m: (u64::MAX / d as u64).wrapping_add(1),
        }
    }

    /// `(n / d, n % d)`.
    #[inline]
    pub(crate) fn divmod(self, n: u32) -> (u32, u32) {
        let low = self.m.wrapping_mul(u64::from(n));
        let rem = ((u128::from(low) * u128::from(self.d)) >> 64) as u32;
        // The quotient is the high half of m * n; for d == 1 the constant wrapped to
        // 0, so that case is answered directly.
        let quot = if self.d == 1 {
            n
        } else {
            ((u128::from(self.m) * u128::from(n)) >> 64) as u32
        };
        (quot, rem)
    }
}

#[cfg(test)]
mod tests {
    use super::FastDiv;
    use proptest::prelude::*;

    #[test]
    fn edges() {
        for d in [1u32, 2, 3, 7, 12, 1024, 4095, u32::MAX] {
            let f = FastDiv::new(d);
            for n in [0u32, 1, d - 1, d, d.wrapping_add(1), u32::MAX - 1, u32::MAX] {
                assert_eq!(f.divmod(n), (n / d, n % d), "{n} / {d}");
            }
        }
    }

    proptest! {
        #[test]
        fn matches_hardware(d in 1u32.., n in any::<u32>()) {
            prop_assert_eq!(FastDiv::new(d).divmod(n), (n / d, n % d));
        }
    }
}
