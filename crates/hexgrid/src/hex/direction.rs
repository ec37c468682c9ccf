//! The six hex directions and the six diagonals, in Red Blob Games' order.

use crate::Hex;

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

    /// The direction at `index % 6` in [`Direction::ALL`] (Red Blob's `hex_direction`).
    #[must_use]
    pub const fn from_index(index: usize) -> Direction {
        Self::ALL[index % 6]
    }

    /// The unit hex of this direction: the neighbour of the origin.
    ///
    /// ```
    /// use hexgrid::{Direction, Hex};
    /// assert_eq!(Direction::NorthWest.hex(), Hex::from_cube(0, -1, 1).unwrap());
    /// ```
    #[must_use]
    pub const fn hex(self) -> Hex {
        let (q, r) = self.axial_delta();
        Hex::new(q, r)
    }

    /// The direction pointing the other way.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        Self::from_index(self as usize + 3)
    }

    /// The next direction counter-clockwise on a y-up screen (index + 1), the same turn
    /// as [`Hex::rotate_left`].
    #[must_use]
    pub const fn rotate_left(self) -> Direction {
        Self::from_index(self as usize + 1)
    }

    /// The next direction clockwise on a y-up screen (index - 1), the same turn as
    /// [`Hex::rotate_right`].
    #[must_use]
    pub const fn rotate_right(self) -> Direction {
        Self::from_index(self as usize + 5)
    }
}

/// One of the six diagonal directions: to the hexes two steps away that share no edge
/// with the start but sit across a corner.
///
/// The order is Red Blob Games' `hex_diagonals`; the names are compass points for
/// pointy-top hexes on a y-down screen (the same convention as [`Direction`]):
///
/// | index | name | axial delta `(q, r)` | cube `(q, r, s)` |
/// |---|---|---|---|
/// | 0 | `EastNorthEast` | `(+2, -1)` | `(2, -1, -1)` |
/// | 1 | `North` | `(+1, -2)` | `(1, -2, 1)` |
/// | 2 | `WestNorthWest` | `(-1, -1)` | `(-1, -1, 2)` |
/// | 3 | `WestSouthWest` | `(-2, +1)` | `(-2, 1, 1)` |
/// | 4 | `South` | `(-1, +2)` | `(-1, 2, -1)` |
/// | 5 | `EastSouthEast` | `(+1, +1)` | `(1, 1, -2)` |
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Diagonal {
    /// `(+2, -1)`.
    EastNorthEast = 0,
    /// `(+1, -2)`.
    North = 1,
    /// `(-1, -1)`.
    WestNorthWest = 2,
    /// `(-2, +1)`.
    WestSouthWest = 3,
    /// `(-1, +2)`.
    South = 4,
    /// `(+1, +1)`.
    EastSouthEast = 5,
}

impl Diagonal {
    /// All six diagonals, in index order.
    pub const ALL: [Diagonal; 6] = [
        Diagonal::EastNorthEast,
        Diagonal::North,
        Diagonal::WestNorthWest,
        Diagonal::WestSouthWest,
        Diagonal::South,
        Diagonal::EastSouthEast,
    ];

    /// Axial `(dq, dr)` deltas, indexed like [`Diagonal::ALL`].
    pub const AXIAL_DELTAS: [(i32, i32); 6] =
        [(2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1)];

    /// The diagonal's index in [`Diagonal::ALL`] (0..6).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The diagonal at `index % 6` in [`Diagonal::ALL`].
    #[must_use]
    pub const fn from_index(index: usize) -> Diagonal {
        Self::ALL[index % 6]
    }

    /// The axial `(dq, dr)` step of this diagonal.
    #[must_use]
    pub const fn axial_delta(self) -> (i32, i32) {
        Self::AXIAL_DELTAS[self as usize]
    }

    /// The hex this diagonal reaches from the origin.
    #[must_use]
    pub const fn hex(self) -> Hex {
        let (q, r) = self.axial_delta();
        Hex::new(q, r)
    }
}

/// Which way a step goes, and which way another hex lies.
impl Hex {
    /// The direction of the step from `self` to `other` when they are neighbours in
    /// the plane (`self.neighbor(d) == other`), `None` otherwise (the same hex, or
    /// two or more steps apart). Exact for every pair of `i32` coordinates. A step
    /// across the seam of a wrap-around map is not a plane neighbour: ask with the
    /// unwrapped neighbour (`self.neighbor(d)`) or compare `map.canonical`s.
    ///
    /// ```
    /// use hexgrid::{Direction, Hex};
    /// let here = Hex::new(2, -1);
    /// assert_eq!(here.direction_to(Hex::new(2, 0)), Some(Direction::SouthEast));
    /// assert_eq!(here.direction_to(Hex::new(3, 0)), None); // two steps away
    /// assert_eq!(here.direction_to(here), None);
    /// ```
    #[must_use]
    pub fn direction_to(self, other: Hex) -> Option<Direction> {
        let (dq, dr) = wide_delta(self, other);
        Direction::ALL.into_iter().find(|d| {
            let (q, r) = d.axial_delta();
            (i64::from(q), i64::from(r)) == (dq, dr)
        })
    }

    /// The main direction from `self` towards `other`: the one of the six whose
    /// axis makes the smallest angle with the straight line from the centre of
    /// `self` to the centre of `other` (the same on every layout, pointy or flat:
    /// the angles between hex centres do not depend on it). `None` for the same
    /// hex. A neighbour's main direction is [`Hex::direction_to`]'s.
    ///
    /// **Ties**: a hex lying exactly between two axes is straight along a
    /// [`Diagonal`]; `Diagonal::from_index(i)` lies between `Direction::from_index(i)`
    /// and the next direction, and the answer is `Direction::from_index(i)`, the
    /// one of the two whose [`rotate_left`](Direction::rotate_left) is the other.
    /// The rule turns with the board: rotating both hexes by 60° about any centre
    /// rotates the answer the same way.
    ///
    /// Exact for every pair of `i32` coordinates (integer maths in 64 bits, no
    /// float).
    ///
    /// ```
    /// use hexgrid::{Diagonal, Direction, Hex};
    /// let unit = Hex::ORIGIN;
    /// assert_eq!(unit.main_direction_to(Hex::new(5, -1)), Some(Direction::East));
    /// assert_eq!(unit.main_direction_to(Hex::new(-1, 4)), Some(Direction::SouthEast));
    /// // Exactly between East and NorthEast: the tie goes to East.
    /// assert_eq!(unit.main_direction_to(Diagonal::EastNorthEast.hex() * 3), Some(Direction::East));
    /// assert_eq!(unit.main_direction_to(unit), None);
    /// ```
    #[must_use]
    pub fn main_direction_to(self, other: Hex) -> Option<Direction> {
        let (dq, dr) = wide_delta(self, other);
        if (dq, dr) == (0, 0) {
            return None;
        }
        // The cube view is the plane up to a scale, and the six directions have
        // one length, so the smallest angle is the largest dot product. Each term
        // is below 2^34 in size: no overflow.
        let ds = -dq - dr;
        let dot = Direction::ALL.map(|d| {
            let (q, r) = d.axial_delta();
            let (q, r) = (i64::from(q), i64::from(r));
            dq * q + dr * r + ds * (-q - r)
        });
        let best = dot.iter().copied().max()?;
        // At most two directions tie, and then they are neighbours in turn order:
        // take the one whose predecessor does not tie.
        (0..6)
            .find(|&i| dot[i] == best && dot[(i + 5) % 6] != best)
            .map(Direction::from_index)
    }
}

/// `other - self` in 64 bits: exact for every pair of `i32` coordinates.
fn wide_delta(from: Hex, to: Hex) -> (i64, i64) {
    (
        i64::from(to.q) - i64::from(from.q),
        i64::from(to.r) - i64::from(from.r),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagonal_is_sum_of_the_two_directions_beside_it() {
        for d in Diagonal::ALL {
            let i = d.index();
            let sum = Direction::from_index(i).hex() + Direction::from_index(i + 1).hex();
            assert_eq!(d.hex(), sum, "{d:?}");
        }
    }

    #[test]
    fn turning() {
        for d in Direction::ALL {
            assert_eq!(d.opposite().hex(), -d.hex());
            assert_eq!(d.rotate_left().hex(), d.hex().rotate_left());
            assert_eq!(d.rotate_right().hex(), d.hex().rotate_right());
            assert_eq!(d.rotate_left().rotate_right(), d);
        }
    }
}
