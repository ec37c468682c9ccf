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
        // A hex n steps away is at least n·√3/2 away, so the disc lies inside this
        // hexagonal range. `as u32` saturates and maps NaN to 0.
        let steps = if radius >= 0.0 {
            float::ceil(radius * 2.0 / float::SQRT_3) as u32
        } else {
            0
        };
        let in_disc = radius >= 0.0;
        self.range(steps)
            .filter(move |&h| in_disc && self.euclidean_distance(h) <= radius)
    }
}

fn euclid(dq: i64, dr: i64) -> f64 {
    // In i128: the squares of two 33-bit differences overflow i64.
    let (q, r) = (i128::from(dq), i128::from(dr));
    float::sqrt((q * q + q * r + r * r) as f64)
}
