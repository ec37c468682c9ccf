//! Hex corners.

use crate::{Diagonal, Direction, Hex, HexEdge};

/// A corner where three hexes meet.
///
/// Named by a hex and the [`Diagonal`] its corner points to; [`HexVertex::new`] turns
/// any of the three names of a corner into the same value (the corner towards
/// `EastNorthEast` or `North` of one of the three hexes), so equal corners compare
/// equal and hash alike.
///
/// ```
/// use hexgrid::{Diagonal, Direction, Hex, HexVertex};
/// let h = Hex::new(2, -1);
/// let v = HexVertex::new(h, Diagonal::WestNorthWest);
/// // The same corner, named from the hex to the west.
/// assert_eq!(v, HexVertex::new(h.neighbor(Direction::West), Diagonal::EastNorthEast));
/// assert!(v.hexes().contains(&h));
/// assert_eq!(v.neighbors().len(), 3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HexVertex {
    hex: Hex,
    /// `false`: the corner towards `EastNorthEast`; `true`: towards `North`.
    north: bool,
}

impl HexVertex {
    /// The corner of `hex` pointing towards `diagonal` (between the two directions
    /// beside it), in its canonical form. Wraps outside the exact domain like every
    /// coordinate operation.
    #[must_use]
    pub fn new(hex: Hex, diagonal: Diagonal) -> HexVertex {
        // Corners 2..=5 are corner 0 or 1 of a neighbour (worked out from the three
        // hexes that share each corner).
        let (owner, north) = match diagonal {
            Diagonal::EastNorthEast => (hex, false),
            Diagonal::North => (hex, true),
            Diagonal::WestNorthWest => (hex.neighbor(Direction::West), false),
            Diagonal::WestSouthWest => (hex.neighbor(Direction::SouthWest), true),
            Diagonal::South => (hex.neighbor(Direction::SouthWest), false),
            Diagonal::EastSouthEast => (hex.neighbor(Direction::SouthEast), true),
        };
        HexVertex { hex: owner, north }
    }

    /// The hex whose corner this is in the canonical form.
    #[must_use]
    pub fn hex(self) -> Hex {
        self.hex
    }

    /// The diagonal the corner points to from [`HexVertex::hex`]: `EastNorthEast` or
    /// `North`.
    #[must_use]
    pub fn diagonal(self) -> Diagonal {
        if self.north {
            Diagonal::North
        } else {
            Diagonal::EastNorthEast
        }
    }

    /// The two directions beside the canonical corner.
    fn sides(self) -> (Direction, Direction) {
        let i = self.diagonal().index();
        (Direction::from_index(i), Direction::from_index(i + 1))
    }

    /// The three hexes that share this corner.
    #[must_use]
    pub fn hexes(self) -> [Hex; 3] {
        let (a, b) = self.sides();
        [self.hex, self.hex.neighbor(a), self.hex.neighbor(b)]
    }

    /// The three edges that meet at this corner (the sides between its three hexes).
    #[must_use]
    pub fn edges(self) -> [HexEdge; 3] {
        let (a, b) = self.sides();
        // From the hex across `a`, the hex across `b` lies one direction further on.
        let c = Direction::from_index(b.index() + 1);
        [
            HexEdge::new(self.hex, a),
            HexEdge::new(self.hex, b),
            HexEdge::new(self.hex.neighbor(a), c),
        ]
    }

    /// The three corners one edge away.
    #[must_use]
    pub fn neighbors(self) -> [HexVertex; 3] {
        self.edges().map(|e| {
            let [x, y] = e.vertices();
            if x == self { y } else { x }
        })
    }
}
