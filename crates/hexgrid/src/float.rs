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

/// √3, spelled out because `core::f64::consts::SQRT_3` is not stable.
pub(crate) const SQRT_3: f64 = 1.732_050_807_568_877_2;

/// `√x`.
#[cfg(feature = "std")]
#[inline]
pub(crate) fn sqrt(x: f64) -> f64 {
    x.sqrt()
}

/// `√x`.
#[cfg(not(feature = "std"))]
#[inline]
pub(crate) fn sqrt(x: f64) -> f64 {
    libm::sqrt(x)
}

/// The least integer `>= x`.
#[cfg(feature = "std")]
#[inline]
pub(crate) fn ceil(x: f64) -> f64 {
    x.ceil()
}

/// The least integer `>= x`.
#[cfg(not(feature = "std"))]
#[inline]
pub(crate) fn ceil(x: f64) -> f64 {
    libm::ceil(x)
}

/// `x` rounded to the nearest integer, halfway cases away from zero (C's `round`, the
/// rounding Red Blob Games' C++ code uses), saturated to the `i32` range (NaN gives 0),
/// together with how far the rounding moved it, `|rounded - x|`.
///
/// Written by hand because `f64::round` is a library call on baseline x86-64, and this
/// sits on the pixel -> hex hot path, where points land anywhere and a branch on the
/// fraction would be mispredicted half the time. Instead: truncate through `i32` (one
/// instruction plus Rust's saturation), then add -1, 0 or 1 as the fraction is
/// <= -0.5, in between, or >= 0.5 (two compares, no branch). `x - trunc(x)` is exact,
/// so halfway cases are decided exactly.
#[inline]
pub(crate) fn round_i32(x: f64) -> (i32, f64) {
    let t = x as i32;
    let frac = x - f64::from(t);
    let k = i32::from(frac >= 0.5) - i32::from(frac <= -0.5);
    (t.saturating_add(k), abs(frac - f64::from(k)))
}

/// Cube rounding's last step (Red Blob's rule): given the rounded components and how
/// far each moved, recompute the one that moved the most from the other two, so that
/// `q + r + s = 0` again; returns `(q, r)`. Ties keep Red Blob's order: `q` is reset
/// only when its change is strictly the largest, else `r` when its change is strictly
/// larger than `s`'s. Written as two selects, not an if-chain, so it compiles without
/// branches (random points would mispredict them); wrapping, so it cannot panic.
#[inline]
pub(crate) fn cube_round<T: Reset>(rounded: [T; 3], moved: [f64; 3]) -> (T, T) {
    let [qi, ri, si] = rounded;
    let [dq, dr, ds] = moved;
    let reset_q = (dq > dr) & (dq > ds);
    let reset_r = !reset_q & (dr > ds);
    let q = if reset_q { ri.third(si) } else { qi };
    let r = if reset_r { qi.third(si) } else { ri };
    (q, r)
}

/// The integer type cube rounding runs in: `i32` for points (the pixel -> hex hot
/// path, kept in 32 bits so it vectorises).
pub(crate) trait Reset: Copy {
    /// `-self - other`, wrapping.
    fn third(self, other: Self) -> Self;
}

impl Reset for i32 {
    #[inline]
    fn third(self, other: i32) -> i32 {
        self.wrapping_neg().wrapping_sub(other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_matches_c_round() {
        let cases = [
            (0.0, 0),
            (0.49999999999999994, 0),
            (0.5, 1),
            (-0.5, -1),
            (1.5, 2),
            (2.5, 3),
            (-2.5, -3),
            (-0.4, 0),
            (-7.6, -8),
            (1e300, i32::MAX),
            (-1e300, i32::MIN),
            (2_147_483_646.5, i32::MAX),
            (f64::NAN, 0),
            (f64::NEG_INFINITY, i32::MIN),
        ];
        for (x, want) in cases {
            assert_eq!(round_i32(x).0, want, "round({x})");
        }
        assert_eq!(round_i32(-7.6).1, 0.40000000000000036);
        assert_eq!(round_i32(2.5).1, 0.5);
    }
}
