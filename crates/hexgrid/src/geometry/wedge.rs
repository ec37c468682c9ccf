//! Wedges: the hexes of a range inside one 60-degree sector.

use crate::{Diagonal, Direction, Hex, hex::iter::hint};

impl Hex {
    /// The hexes within `radius` steps of `self` that lie in the 60-degree sector
    /// around `diagonal`: between the two [`Direction`]s beside it (`Direction::ALL[i]`
    /// and `Direction::ALL[i + 1]` for `diagonal.index() == i`), both edges included.
    /// That is `self + a * dir_i + b * dir_(i+1)` for every `a, b >= 0` with
    /// `a + b <= radius`: a triangle of `(radius + 1)(radius + 2) / 2` hexes, nearest
    /// first (ring by ring, each ring's edge from `dir_i` towards `dir_(i+1)`).
    ///
    /// The six wedges of a centre cover its range; neighbouring wedges share their
    /// edge rays.
    ///
    /// ```
    /// use hexgrid::{Diagonal, Hex};
    /// let w: Vec<Hex> = Hex::ORIGIN.wedge(1, Diagonal::EastNorthEast).collect();
    /// assert_eq!(w, [Hex::new(0, 0), Hex::new(1, 0), Hex::new(1, -1)]);
    /// assert_eq!(Hex::ORIGIN.wedge(4, Diagonal::South).count(), 15);
    /// ```
    pub fn wedge(self, radius: u32, diagonal: Diagonal) -> Wedge {
        let i = diagonal.index();
        Wedge {
            center: self,
            a: Direction::ALL[i].axial_delta(),
            b: Direction::ALL[(i + 1) % 6].axial_delta(),
            ring: 0,
            along: 0,
            radius,
        }
    }
}

/// The hexes of a 60-degree sector of a range; see [`Hex::wedge`].
#[derive(Debug, Clone)]
pub struct Wedge {
    center: Hex,
    a: (i32, i32),
    b: (i32, i32),
    /// Current ring (distance from the centre).
    ring: u64,
    /// Steps along `b` on the current ring (`0..=ring`).
    along: u64,
    radius: u32,
}

impl Iterator for Wedge {
    type Item = Hex;
    fn next(&mut self) -> Option<Hex> {
        if self.ring > u64::from(self.radius) {
            return None;
        }
        let (k, j) = (self.ring as i64, self.along as i64);
        let dq = i64::from(self.a.0) * (k - j) + i64::from(self.b.0) * j;
        let dr = i64::from(self.a.1) * (k - j) + i64::from(self.b.1) * j;
        // Wrapping outside the domain, like every coordinate operation.
        let out = Hex::new(
            (i64::from(self.center.q) + dq) as i32,
            (i64::from(self.center.r) + dr) as i32,
        );
        if self.along == self.ring {
            self.ring += 1;
            self.along = 0;
        } else {
            self.along += 1;
        }
        Some(out)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = u128::from(self.radius);
        let k = u128::from(self.ring);
        // Hexes on rings `0..k` plus those already taken from ring `k`.
        let done = k * (k + 1) / 2 + u128::from(self.along);
        hint(((n + 1) * (n + 2) / 2).saturating_sub(done))
    }
}

impl core::iter::FusedIterator for Wedge {}
