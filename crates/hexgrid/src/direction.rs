//! The six hex directions, in Red Blob Games' order.

/// One of the six directions from a hex to a neighbour.
///
/// The order (and [`Direction::ALL`]) is Red Blob Games' order, starting east and
/// turning counter-clockwise on a y-up screen; the names are for pointy-top hexes on a
/// y-down screen (row `r` grows downward), the usual screen convention:
///
/// | index | name | axial delta `(q, r)` |
/// |---|---|---|
/// | 0 | `East` | `(+1, 0)` |
/// | 1 | `NorthEast` | `(+1, -1)` |
/// | 2 | `NorthWest` | `(0, -1)` |
/// | 3 | `West` | `(-1, 0)` |
/// | 4 | `SouthWest` | `(-1, +1)` |
/// | 5 | `SouthEast` | `(0, +1)` |
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Direction {
    /// `(+1, 0)`.
    East = 0,
    /// `(+1, -1)`.
    NorthEast = 1,
    /// `(0, -1)`.
    NorthWest = 2,
    /// `(-1, 0)`.
    West = 3,
    /// `(-1, +1)`.
    SouthWest = 4,
    /// `(0, +1)`.
    SouthEast = 5,
}

impl Direction {
    /// All six directions, in index order.
    pub const ALL: [Direction; 6] = [
        Direction::East,
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::West,
        Direction::SouthWest,
        Direction::SouthEast,
    ];

    /// Axial `(dq, dr)` deltas, indexed like [`Direction::ALL`].
    pub const AXIAL_DELTAS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

    /// The direction's index in [`Direction::ALL`] (0..6).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The axial `(dq, dr)` step of this direction.
    #[must_use]
    pub const fn axial_delta(self) -> (i32, i32) {
        Self::AXIAL_DELTAS[self as usize]
    }
}
