//! Hex sides.

use crate::{Diagonal, Direction, Hex, HexVertex};

/// A side between two neighbouring hexes: where a wall, a river or a door goes.
///
/// Named by a hex and the [`Direction`] of the side; [`HexEdge::new`] turns both names
/// of a side into the same value (the `East`, `NorthEast` or `NorthWest` side of one of
/// the two hexes), so equal sides compare equal and hash alike.
///
/// ```
/// use hexgrid::{Direction, Hex, HexEdge};
/// let a = Hex::new(0, 0);
/// let wall = HexEdge::between(a, Hex::new(0, 1)).unwrap();
/// assert_eq!(wall, HexEdge::new(a, Direction::SouthEast));
/// assert_eq!(wall.hexes(), [Hex::new(0, 1), a]);
/// assert_eq!(HexEdge::between(a, Hex::new(2, 0)), None);
/// ```
///
/// Loading (serde) goes through [`HexEdge::new`] as well: a side saved under its
/// other name (`{"hex":{"q":0,"r":0},"direction":"West"}`) loads as the canonical
/// value, equal to `HexEdge::new` of the same side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(from = "EdgeRepr"))]
pub struct HexEdge {
    hex: Hex,
    direction: Direction,
}

/// [`HexEdge`] as saved: any hex and direction, made canonical on load.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(rename = "HexEdge")]
struct EdgeRepr {
    hex: Hex,
    direction: Direction,
}

#[cfg(feature = "serde")]
impl From<EdgeRepr> for HexEdge {
    fn from(r: EdgeRepr) -> Self {
        HexEdge::new(r.hex, r.direction)
    }
}

impl HexEdge {
    /// The side of `hex` facing `direction`, in its canonical form. Wraps outside the
    /// exact domain like every coordinate operation.
    #[must_use]
    pub fn new(hex: Hex, direction: Direction) -> HexEdge {
        if direction.index() < 3 {
            HexEdge { hex, direction }
        } else {
            HexEdge {
                hex: hex.neighbor(direction),
                direction: direction.opposite(),
            }
        }
    }

    /// The side between `a` and `b`, or `None` unless they are neighbours.
    #[must_use]
    pub fn between(a: Hex, b: Hex) -> Option<HexEdge> {
        let step = b.checked_sub(a)?;
        let d = Direction::ALL.into_iter().find(|d| d.hex() == step)?;
        Some(HexEdge::new(a, d))
    }

    /// The hex whose side this is in the canonical form.
    #[must_use]
    pub fn hex(self) -> Hex {
        self.hex
    }

    /// The side's direction from [`HexEdge::hex`]: `East`, `NorthEast` or `NorthWest`.
    #[must_use]
    pub fn direction(self) -> Direction {
        self.direction
    }

    /// The two hexes on either side: [`HexEdge::hex`] and its neighbour.
    #[must_use]
    pub fn hexes(self) -> [Hex; 2] {
        [self.hex, self.hex.neighbor(self.direction)]
    }

    /// The two corners at the ends of this side.
    #[must_use]
    pub fn vertices(self) -> [HexVertex; 2] {
        let i = self.direction.index();
        [
            HexVertex::new(self.hex, Diagonal::from_index(i + 5)),
            HexVertex::new(self.hex, Diagonal::from_index(i)),
        ]
    }

    /// The four sides that share a corner with this one.
    #[must_use]
    pub fn neighbors(self) -> [HexEdge; 4] {
        let mut out = [self; 4];
        let mut n = 0;
        for v in self.vertices() {
            for e in v.edges() {
                if e != self && n < 4 {
                    out[n] = e;
                    n += 1;
                }
            }
        }
        out
    }
}
