//! Axial hex coordinates with the cube view.

use crate::Direction;

/// A hex in axial coordinates `(q, r)`; the cube view adds `s = -q - r`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Hex {
    /// Axial column (cube `q`).
    pub q: i32,
    /// Axial row (cube `r`).
    pub r: i32,
}

impl Hex {
    /// The origin `(0, 0, 0)`.
    pub const ORIGIN: Hex = Hex { q: 0, r: 0 };

    /// A hex from axial `q` and `r`.
    #[must_use]
    pub const fn new(q: i32, r: i32) -> Self {
        Hex { q, r }
    }

    /// The third cube coordinate, `s = -q - r`.
    #[must_use]
    pub const fn s(self) -> i32 {
        -self.q - self.r
    }

    /// The neighbour one step in `direction`.
    #[must_use]
    pub const fn neighbor(self, direction: Direction) -> Hex {
        let (dq, dr) = direction.axial_delta();
        Hex::new(self.q + dq, self.r + dr)
    }
}
