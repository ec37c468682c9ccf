//! A hexagon-shaped map whose opposite edges are glued together.

use crate::{
    Direction, Hex, HexGridError, HexLine, HexTopology,
    storage::{hexagon_index, hexagon_offset},
};

/// A hexagon of `radius` around the origin whose edges wrap: walking off one side
/// brings you back on the opposite side, as on Red Blob Games' wraparound maps.
///
/// The plane is tiled by copies of the map ([`Hex::to_lower_res`]); any hex stands for
/// the map hex at the same place in its copy ([`WrapHexagon::wrap`]), so every map hex
/// has six neighbours and the distance between two hexes is the shortest over all
/// copies.
///
/// ```
/// use hexgrid::{Hex, WrapHexagon};
/// let map = WrapHexagon::new(3)?;
/// assert_eq!(map.len(), 37);
/// // East of the east corner is the far west of the map.
/// assert_eq!(map.wrap(Hex::new(4, 0)), Hex::new(-3, 3));
/// assert_eq!(map.distance(Hex::new(3, 0), Hex::new(-3, 3)), 1);
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "WrapHexagonSpec")
)]
pub struct WrapHexagon {
    radius: u32,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct WrapHexagonSpec {
    radius: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<WrapHexagonSpec> for WrapHexagon {
    type Error = HexGridError;
    fn try_from(spec: WrapHexagonSpec) -> Result<Self, HexGridError> {
        WrapHexagon::new(spec.radius)
    }
}

impl WrapHexagon {
    /// The largest radius, [`Hex::MAX_COORD`] halved: two map hexes then add without
    /// leaving the exact domain. The map holds no per-hex storage, so its cell count
    /// may pass what a per-cell walk can hold (8.6 * 10^17 hexes at this radius):
    /// floodfill's walks and the crates built on them refuse more than
    /// `floodfill::MAX_CELLS` cells with a typed error, and [`crate::PathFinder`]
    /// keeps only the hexes it looks at.
    pub const MAX_RADIUS: u32 = (Hex::MAX_COORD / 2) as u32;

    /// A wrapping hexagon of `radius` around the origin.
    ///
    /// # Errors
    /// [`HexGridError::RadiusTooLarge`] past [`WrapHexagon::MAX_RADIUS`].
    pub const fn new(radius: u32) -> Result<Self, HexGridError> {
        if radius > Self::MAX_RADIUS {
            return Err(HexGridError::RadiusTooLarge {
                radius,
                max: Self::MAX_RADIUS,
            });
        }
        Ok(WrapHexagon { radius })
    }

    /// The radius.
    #[must_use]
    pub const fn radius(&self) -> u32 {
        self.radius
    }

    /// The number of hexes, `3r(r + 1) + 1` (`usize::MAX` where that does not fit,
    /// on a 32-bit target).
    #[must_use]
    pub const fn len(&self) -> usize {
        // At most 8.6 * 10^17: exact in u64.
        let r = self.radius as u64;
        let n = 3 * r * (r + 1) + 1;
        if n > usize::MAX as u64 {
            usize::MAX
        } else {
            n as usize
        }
    }

    /// Always `false`: the map holds at least its centre.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        false
    }

    /// `true` when `hex` is a map hex (within the radius of the origin).
    #[must_use]
    pub const fn contains(&self, hex: Hex) -> bool {
        hex.length() <= self.radius
    }

    /// The map hex that `hex` stands for.
    #[must_use]
    pub fn wrap(&self, hex: Hex) -> Hex {
        hex.to_local(self.radius)
    }

    /// The neighbour of `hex` in `direction`, across the seam if need be.
    #[must_use]
    pub fn neighbor(&self, hex: Hex, direction: Direction) -> Hex {
        self.wrap(self.wrap(hex).neighbor(direction))
    }

    /// The six neighbours of `hex` on the map, in [`Direction::ALL`] order (on a map
    /// of radius 0 all six are the centre itself).
    pub fn neighbors(&self, hex: Hex) -> core::array::IntoIter<Hex, 6> {
        let h = self.wrap(hex);
        Direction::ALL.map(|d| self.wrap(h.neighbor(d))).into_iter()
    }

    /// The shortest step from `a` to `b` across any seam: the offset to the nearest
    /// copy of `b`.
    #[must_use]
    pub fn offset(&self, a: Hex, b: Hex) -> Hex {
        // Both wrapped lie within MAX_RADIUS, so the difference is exact.
        (self.wrap(b) - self.wrap(a)).to_local(self.radius)
    }

    /// The number of steps of a shortest path from `a` to `b` on the map.
    #[must_use]
    pub fn distance(&self, a: Hex, b: Hex) -> u32 {
        self.offset(a, b).length()
    }

    /// A line from `a` to `b` along a shortest way across the seams: `distance + 1` map
    /// hexes, each one step (on the map) from the last.
    pub fn line(&self, a: Hex, b: Hex) -> impl Iterator<Item = Hex> + Clone + '_ {
        let start = self.wrap(a);
        let line: HexLine = start.line_to(start + self.offset(a, b));
        line.map(move |h| self.wrap(h))
    }

    /// Every map hex, in [`Hex::range`] order.
    pub fn hexes(&self) -> crate::HexRange {
        Hex::ORIGIN.range(self.radius)
    }
}

/// Indices in row order (by `r`, then `q`), as a [`crate::HexMap`] of the same radius
/// around the origin; every hex of the plane has one (that of the map hex it stands
/// for), and neighbours cross the seams.
impl HexTopology for WrapHexagon {
    fn len(&self) -> usize {
        WrapHexagon::len(self)
    }

    fn cell_of(&self, hex: Hex) -> Option<usize> {
        let h = self.wrap(hex);
        hexagon_index(self.radius, i64::from(h.q), i64::from(h.r))
    }

    fn coord_of(&self, index: usize) -> Option<Hex> {
        // Map hexes lie within MAX_RADIUS of the origin, so the offsets fit i32.
        (index < self.len()).then(|| {
            let (q, r) = hexagon_offset(self.radius, index);
            Hex::new(q as i32, r as i32)
        })
    }

    fn hex_distance(&self, a: Hex, b: Hex) -> u32 {
        self.distance(a, b)
    }

    fn canonical(&self, hex: Hex) -> Option<Hex> {
        Some(self.wrap(hex))
    }

    /// One copy: the copies of a hex are at least `2 * radius + 1` steps apart, so at
    /// most one lies within `radius` of `from`, and [`WrapHexagon::offset`] finds it.
    fn for_each_nearest_copy(&self, from: Hex, to: Hex, mut f: impl FnMut(Hex)) {
        if let Some(c) = from.checked_add(self.offset(from, to))
            && c.in_domain()
        {
            f(c);
        }
    }
}
