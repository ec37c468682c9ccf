//! Euclidean distance between hex centres, and the circular range it gives.

use crate::{Hex, float};

impl Hex {
    /// The straight-line distance from the origin's centre to this hex's centre, in
    /// units of the spacing between neighbouring centres (so every neighbour is at 1,
    /// every diagonal at √3): `sqrt(q² + qr + r²)`, computed in 64-bit floats from
    /// exact integers, so right for every pair.
    ///
    /// ```
    /// use hexgrid::Hex;
    /// assert_eq!(Hex::new(0, -1).euclidean_length(), 1.0);
    /// assert!((Hex::new(1, 1).euclidean_length() - 3f64.sqrt()).abs() < 1e-12);
    /// assert_eq!(Hex::new(2, 0).euclidean_distance(Hex::new(-1, 0)), 3.0);
    /// ```
    #[must_use]
    pub fn euclidean_length(self) -> f64 {
        euclid(i64::from(self.q), i64::from(self.r))
    }

    /// The straight-line distance between the centres of `self` and `other`; see
    /// [`Hex::euclidean_length`].
    #[must_use]
    pub fn euclidean_distance(self, other: Hex) -> f64 {
        let dq = i64::from(other.q) - i64::from(self.q);
        let dr = i64::from(other.r) - i64::from(self.r);
        euclid(dq, dr)
    }

    /// Every hex whose centre lies within Euclidean distance `radius` of this one's
    /// (see [`Hex::euclidean_length`]): a disc of hexes, in [`Hex::range`] order. A
    /// negative or NaN radius gives no hex; the iterator is lazy, so a huge radius
    /// costs nothing until walked.
    ///
    /// ```
    /// use hexgrid::Hex;
    /// // Radius 1.5 takes the six neighbours but not the diagonals (at √3).
    /// assert_eq!(Hex::ORIGIN.circular_range(1.5).count(), 7);
    /// assert_eq!(Hex::ORIGIN.circular_range(2.0).count(), 19);
    /// ```
    pub fn circular_range(self, radius: f64) -> impl Iterator<Item = Hex> + Clone {
        // A hex n steps away is at least n·√3/2 away, so the columns q of the disc lie
        // within ±n. `as i64` saturates and maps NaN to 0; a NaN or negative radius
        // gives the empty column range.
        let n = if radius >= 0.0 {
            (float::ceil(radius * 2.0 / float::SQRT_3) as i64).min(i64::from(u32::MAX))
        } else {
            -1
        };
        let center = self;
        (-n..=n).flat_map(move |q| {
            let (lo, hi) = column(q, n, radius);
            (lo..=hi).map(move |r| {
                // Wrapping outside the domain, like every coordinate operation.
                Hex::new(
                    (i64::from(center.q) + q) as i32,
                    (i64::from(center.r) + r) as i32,
                )
            })
        })
    }
}

/// The `r` bounds of column `q` of the disc of `radius` (empty when `lo > hi`), within
/// the hexagon of `n` that holds the disc: the roots of `q² + qr + r² = radius²`, then
/// nudged by the exact test, so that the column holds exactly the hexes
/// [`Hex::euclidean_distance`] puts inside. Each call is O(1), so every hex of the disc
/// comes in O(1).
fn column(q: i64, n: i64, radius: f64) -> (i64, i64) {
    let inside = |r: i64| euclid(q, r) <= radius;
    let (r_min, r_max) = ((-n).max(-q - n), n.min(n - q));
    // A slightly negative discriminant is rounding at the disc's edge: the nudges
    // below decide those columns.
    let disc = (4.0 * radius * radius - 3.0 * (q as f64) * (q as f64)).max(0.0);
    let (mid, half) = (-(q as f64) / 2.0, float::sqrt(disc) / 2.0);
    // `as i64` saturates; the clamps keep every step below inside the hexagon.
    let mut lo = ((mid - half) as i64).clamp(r_min, r_max);
    let mut hi = ((mid + half) as i64).clamp(r_min, r_max);
    while lo > r_min && inside(lo - 1) {
        lo -= 1;
    }
    while lo <= hi && !inside(lo) {
        lo += 1;
    }
    while hi < r_max && inside(hi + 1) {
        hi += 1;
    }
    while hi >= lo && !inside(hi) {
        hi -= 1;
    }
    (lo, hi)
}

fn euclid(dq: i64, dr: i64) -> f64 {
    // In i128: the squares of two 33-bit differences overflow i64.
    let (q, r) = (i128::from(dq), i128::from(dr));
    float::sqrt((q * q + q * r + r * r) as f64)
}
