//! Fractional hexes: points between hex centres, and cube rounding back to a hex.

use crate::{Hex, float};

/// A point in cube coordinates with fractional parts, as produced by
/// [`crate::Layout::pixel_to_fractional`] and by interpolating between hexes.
///
/// The three components are kept separately (not `s = -q - r`) so that sums and
/// interpolations behave exactly like Red Blob Games' reference code, whose rounding
/// tests depend on it.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FractionalHex {
    /// Cube `q`.
    pub q: f64,
    /// Cube `r`.
    pub r: f64,
    /// Cube `s`; `q + r + s` is 0 up to rounding error.
    pub s: f64,
}

impl FractionalHex {
    /// A fractional hex from its three cube components.
    #[must_use]
    pub const fn new(q: f64, r: f64, s: f64) -> Self {
        FractionalHex { q, r, s }
    }

    /// A fractional hex from axial `q` and `r` (`s = -q - r`).
    #[must_use]
    pub const fn from_axial(q: f64, r: f64) -> Self {
        FractionalHex { q, r, s: -q - r }
    }

    /// The hex containing this point: cube rounding exactly as Red Blob Games does it.
    ///
    /// Each component is rounded (halfway cases away from zero, C's `round`); the
    /// rounded triple may then break `q + r + s = 0`, so the component that moved the
    /// most is recomputed from the other two. Ties keep Red Blob's order: `q` is reset
    /// only when its change is strictly the largest, else `r` when its change is
    /// strictly larger than `s`'s, else `s`. The result is the hex whose centre is
    /// nearest to the point (a point exactly on an edge goes to one side by that rule).
    ///
    /// Components beyond the `i32` range saturate.
    ///
    /// ```
    /// use hexgrid::{FractionalHex, Hex};
    /// assert_eq!(FractionalHex::new(0.4, 0.3, -0.7).round(), Hex::new(1, 0));
    /// ```
    #[must_use]
    #[inline]
    pub fn round(self) -> Hex {
        // Saturates to the i32 range (NaN to 0) and the reset wraps, so no input,
        // however far out, can panic here.
        let (qi, dq) = float::round_i32(self.q);
        let (ri, dr) = float::round_i32(self.r);
        let (si, ds) = float::round_i32(self.s);
        let (q, r) = float::cube_round([qi, ri, si], [dq, dr, ds]);
        Hex::new(q, r)
    }

    /// Linear interpolation: `self` at `t = 0`, `other` at `t = 1`, componentwise as
    /// `a * (1 - t) + b * t` (Red Blob's `hex_lerp`).
    #[must_use]
    pub fn lerp(self, other: FractionalHex, t: f64) -> FractionalHex {
        let mix = |a: f64, b: f64| a * (1.0 - t) + b * t;
        FractionalHex::new(
            mix(self.q, other.q),
            mix(self.r, other.r),
            mix(self.s, other.s),
        )
    }
}

impl From<Hex> for FractionalHex {
    fn from(h: Hex) -> Self {
        h.to_fractional()
    }
}

impl core::ops::Add for FractionalHex {
    type Output = FractionalHex;
    fn add(self, o: FractionalHex) -> FractionalHex {
        FractionalHex::new(self.q + o.q, self.r + o.r, self.s + o.s)
    }
}

impl core::ops::Mul<f64> for FractionalHex {
    type Output = FractionalHex;
    fn mul(self, k: f64) -> FractionalHex {
        FractionalHex::new(self.q * k, self.r * k, self.s * k)
    }
}
