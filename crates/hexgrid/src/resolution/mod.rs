//! Resolutions: the plane tiled by hexagonal chunks of a radius, each chunk a hex of a
//! coarser grid (hexx's "resolutions", after Sander Evers' hexagon tiling of a
//! hexagonal grid).
//!
//! Chunks of radius `n` hold `3n(n + 1) + 1` hexes and tile the plane without gaps.
//! The chunk whose coarse coordinate is `(a, b)` is centred on
//! `a * (2n + 1, -n) + b * (n, n + 1)` (Red Blob's mirror centre of a radius-`n` map and
//! its turn by 60 degrees), so coarse neighbours are neighbouring chunks.

use crate::Hex;

/// `3n(n + 1) + 1` and `3n + 2`, the two constants of the tiling.
fn area_and_shift(radius: u32) -> (i128, i128) {
    let n = i128::from(radius);
    (3 * n * (n + 1) + 1, 3 * n + 2)
}

impl Hex {
    /// The chunk (a hex of the coarser grid) holding `self` when the plane is tiled by
    /// hexagons of `radius`: the parent at the lower resolution. Radius 0 gives `self`.
    /// Exact for every hex (the arithmetic is in 128 bits).
    ///
    /// ```
    /// use hexgrid::Hex;
    /// let h = Hex::new(23, 45);
    /// let parent = h.to_lower_res(5);
    /// assert!(h.distance(parent.to_higher_res(5)) <= 5);
    /// assert_eq!(Hex::new(2, -2).to_lower_res(2), Hex::ORIGIN);
    /// assert_eq!(Hex::new(3, -2).to_lower_res(2), Hex::new(1, 0));
    /// ```
    #[must_use]
    pub fn to_lower_res(self, radius: u32) -> Hex {
        let (a, b) = parent(self, radius);
        // |parent| <= |self|, so it fits i32.
        Hex::new(a as i32, b as i32)
    }

    /// The centre, in this finer grid, of the chunk `self` names in the grid of chunks
    /// of `radius`: the inverse of [`Hex::to_lower_res`] for chunk centres. Wraps
    /// outside the `i32` range like every coordinate operation.
    #[must_use]
    pub fn to_higher_res(self, radius: u32) -> Hex {
        let (q, r) = center(i128::from(self.q), i128::from(self.r), radius);
        Hex::new(q as i32, r as i32)
    }

    /// `self` relative to the centre of its chunk of `radius`: a hex within `radius`
    /// of the origin, exact for every hex when `radius <= i32::MAX` (a larger offset
    /// wraps). This is also the wrap-around of a
    /// hexagon-shaped map of that radius (see [`crate::WrapHexagon`]).
    ///
    /// ```
    /// use hexgrid::Hex;
    /// // Leaving a radius-2 map on the east side brings you back on the west side.
    /// assert_eq!(Hex::new(3, 0).to_local(2), Hex::new(-2, 2));
    /// ```
    #[must_use]
    pub fn to_local(self, radius: u32) -> Hex {
        let (a, b) = parent(self, radius);
        let (cq, cr) = center(a, b, radius);
        // Within `radius` of the origin, and within `|self|` too (the origin's chunk
        // is no farther than the hex's own), so it fits i32.
        Hex::new(
            (i128::from(self.q) - cq) as i32,
            (i128::from(self.r) - cr) as i32,
        )
    }
}

/// The coarse coordinate of the chunk holding `h` (Evers' formula: project onto the
/// three axes of the coarse grid, then round that fractional cube by floors, all
/// exact integer divisions).
fn parent(h: Hex, radius: u32) -> (i128, i128) {
    let (area, shift) = area_and_shift(radius);
    let (q, r) = (i128::from(h.q), i128::from(h.r));
    let s = -q - r;
    let x = (r + shift * q).div_euclid(area);
    let y = (s + shift * r).div_euclid(area);
    let z = (q + shift * s).div_euclid(area);
    ((1 + x - y).div_euclid(3), (1 + y - z).div_euclid(3))
}

/// The fine centre of coarse chunk `(a, b)`.
fn center(a: i128, b: i128, radius: u32) -> (i128, i128) {
    let n = i128::from(radius);
    (a * (2 * n + 1) + b * n, -a * n + b * (n + 1))
}
