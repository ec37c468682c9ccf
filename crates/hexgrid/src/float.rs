//! The float functions the crate needs beyond `core`: from `std` when it is on, else
//! from `libm`, plus a fast exact `round`.
//!
//! Kept private and tiny so the rest of the crate reads the same with or without `std`.

/// `|x|`. (`f64::abs` reached `core` only recently; this keeps the MSRV honest.)
#[cfg(feature = "std")]
#[inline]
pub(crate) fn abs(x: f64) -> f64 {
    x.abs()
}

/// `|x|`. (`f64::abs` reached `core` only recently; this keeps the MSRV honest.)
#[cfg(not(feature = "std"))]
#[inline]
pub(crate) fn abs(x: f64) -> f64 {
    libm::fabs(x)
}

/// Largest magnitude below which every `f64` may have a fractional part; above it every
/// `f64` is already an integer.
const INTEGRAL_ABOVE: f64 = 4_503_599_627_370_496.0; // 2^52

/// `x` rounded to the nearest integer, halfway cases away from zero (C's `round`, the
/// rounding Red Blob Games' C++ code uses).
///
/// Written by hand because `f64::round` is a library call on baseline x86-64, and this
/// sits on the pixel -> hex hot path, where points land anywhere and a branch on the
/// fraction would be mispredicted half the time. Instead: truncate through `i64` (one
/// instruction), and add `trunc(2 * fraction)`, which is -1, 0 or 1 exactly when the
/// fraction is <= -0.5, in between, or >= 0.5. Every step is exact: `x - trunc(x)` and
/// the doubling lose no bits.
#[inline]
pub(crate) fn round(x: f64) -> f64 {
    if abs(x) >= INTEGRAL_ABOVE || x.is_nan() {
        // Already an integer, an infinity, or NaN.
        return x;
    }
    // |x| < 2^52 fits in i64, so the casts truncate exactly.
    let t = x as i64 as f64;
    t + (2.0 * (x - t)) as i64 as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_matches_c_round() {
        let cases = [
            (0.0, 0.0),
            (0.49999999999999994, 0.0),
            (0.5, 1.0),
            (-0.5, -1.0),
            (1.5, 2.0),
            (2.5, 3.0),
            (-2.5, -3.0),
            (-0.4, 0.0),
            (1e300, 1e300),
            (4_503_599_627_370_495.5, 4_503_599_627_370_496.0),
        ];
        for (x, want) in cases {
            assert_eq!(round(x), want, "round({x})");
        }
        assert!(round(f64::NAN).is_nan());
        assert_eq!(round(f64::INFINITY), f64::INFINITY);
    }
}
