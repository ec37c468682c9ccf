//! Axial hex coordinates with the cube view, the directions, fractional hexes and the
//! iterators that walk lines, ranges, rings and spirals.

mod direction;
mod fractional;
pub(crate) mod iter;
mod line;

pub use direction::{Diagonal, Direction};
pub use fractional::FractionalHex;
pub use iter::{HexRange, Ring, Spiral};
pub use line::HexLine;
pub(crate) use line::{Sample, sample, steps};

use core::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};

use crate::HexGridError;

/// A hex in axial coordinates `(q, r)`; the cube view adds `s = -q - r`.
///
/// Arithmetic follows Red Blob Games' guide: hexes add and subtract like vectors and
/// scale by an integer.
///
/// # The coordinate domain
///
/// The fields are plain `i32`s, so a `Hex` can hold any pair, and no operation on any
/// of them panics. Exact results are promised inside the *domain*: every cube
/// coordinate `q`, `r` and `s` within `±`[`Hex::MAX_COORD`] (`2^30 - 1`), i.e.
/// [`Hex::length`] at most `MAX_COORD` ([`Hex::in_domain`]). There `s`, [`Hex::cube`],
/// negation, rotations, reflections, neighbours, diagonals and the sum or difference of
/// two domain hexes are exact. Outside it these operations wrap around the `i32` range
/// (two's complement) instead of panicking; a caller that works at the edge uses the
/// checked forms ([`Hex::checked_add`], [`Hex::checked_sub`], [`Hex::checked_neg`],
/// [`Hex::checked_mul`], [`Hex::checked_neighbor`], [`Hex::checked_diagonal`],
/// [`Hex::checked_s`], [`Hex::try_new`]). [`Hex::distance`], [`Hex::length`],
/// [`Hex::line_to`] and `Display` are exact for every pair.
///
/// ```
/// use hexgrid::Hex;
/// let a = Hex::from_cube(1, -3, 2).unwrap();
/// let b = Hex::from_cube(3, -7, 4).unwrap();
/// assert_eq!((a + b).cube(), [4, -10, 6]);
/// assert_eq!(b.distance(Hex::ORIGIN), 7);
/// assert_eq!(a.rotate_right().cube(), [3, -2, -1]);
/// ```
///
/// # Order
///
/// `Hex` is `Ord`, so hexes can key a `BTreeMap` or sit in a sorted list. The order
/// means nothing on the grid: it is `q` first, then `r` (lexicographic on the
/// fields), chosen to be cheap and total, and it stays the same in every version.
///
/// ```
/// use std::collections::BTreeMap;
/// use hexgrid::Hex;
/// let units = BTreeMap::from([(Hex::new(1, -1), "archer"), (Hex::new(0, 2), "knight")]);
/// assert_eq!(units.keys().next(), Some(&Hex::new(0, 2)));
/// assert!(Hex::new(-3, 9) < Hex::new(-2, -9));
/// ```
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

    /// The largest coordinate of the domain where every operation is exact (see the
    /// type's docs): `2^30 - 1`, so that the sum of two domain hexes still fits `i32`.
    pub const MAX_COORD: i32 = (1 << 30) - 1;

    /// A hex from axial `q` and `r`. Any pair is accepted; see [`Hex::try_new`] for a
    /// hex checked to lie in the domain.
    #[must_use]
    pub const fn new(q: i32, r: i32) -> Self {
        Hex { q, r }
    }

    /// A hex from axial `q` and `r`, checked to lie in the domain (`q`, `r` and
    /// `s = -q - r` all within `±`[`Hex::MAX_COORD`]).
    ///
    /// # Errors
    /// [`HexGridError::OutOfDomain`] otherwise.
    ///
    /// ```
    /// use hexgrid::Hex;
    /// assert!(Hex::try_new(5, -3).is_ok());
    /// assert!(Hex::try_new(Hex::MAX_COORD, 1).is_err()); // s = -2^30
    /// ```
    pub const fn try_new(q: i32, r: i32) -> Result<Self, HexGridError> {
        let h = Hex { q, r };
        if h.in_domain() {
            Ok(h)
        } else {
            Err(HexGridError::OutOfDomain { q, r })
        }
    }

    /// `true` when `q`, `r` and `s` all lie within `±`[`Hex::MAX_COORD`], the domain
    /// where every operation is exact.
    #[must_use]
    pub const fn in_domain(self) -> bool {
        self.length() <= Self::MAX_COORD as u32
    }

    /// A hex from cube coordinates.
    ///
    /// # Errors
    /// [`HexGridError::NotOnCubePlane`] unless `q + r + s == 0`.
    pub const fn from_cube(q: i32, r: i32, s: i32) -> Result<Self, HexGridError> {
        if q as i64 + r as i64 + s as i64 == 0 {
            Ok(Hex { q, r })
        } else {
            Err(HexGridError::NotOnCubePlane { q, r, s })
        }
    }

    /// The third cube coordinate, `s = -q - r` (wrapping outside the domain; see
    /// [`Hex::checked_s`]).
    #[must_use]
    pub const fn s(self) -> i32 {
        self.q.wrapping_neg().wrapping_sub(self.r)
    }

    /// `s = -q - r`, or `None` when it does not fit `i32`.
    #[must_use]
    pub const fn checked_s(self) -> Option<i32> {
        let s = -(self.q as i64) - self.r as i64;
        if s >= i32::MIN as i64 && s <= i32::MAX as i64 {
            Some(s as i32)
        } else {
            None
        }
    }

    /// The cube view `[q, r, s]` (`s` wrapping outside the domain).
    #[must_use]
    pub const fn cube(self) -> [i32; 3] {
        [self.q, self.r, self.s()]
    }

    /// This hex as a [`FractionalHex`] (for lerp and line drawing).
    #[must_use]
    pub const fn to_fractional(self) -> FractionalHex {
        FractionalHex::from_axial(self.q as f64, self.r as f64)
    }

    /// Distance from the origin, in hex steps.
    ///
    /// Computed in 64 bits, so it is right for any two `i32` coordinates; a length past
    /// `u32::MAX` (only possible at the very edge of the `i32` range) saturates.
    #[must_use]
    pub const fn length(self) -> u32 {
        let (q, r) = (self.q as i64, self.r as i64);
        let s = -q - r;
        let d = max3(q.abs(), r.abs(), s.abs());
        if d > u32::MAX as i64 {
            u32::MAX
        } else {
            d as u32
        }
    }

    /// Distance to `other`, in hex steps (the number of steps of a shortest path).
    #[must_use]
    pub const fn distance(self, other: Hex) -> u32 {
        let (dq, dr) = (
            self.q as i64 - other.q as i64,
            self.r as i64 - other.r as i64,
        );
        let ds = -dq - dr;
        let d = max3(dq.abs(), dr.abs(), ds.abs());
        if d > u32::MAX as i64 {
            u32::MAX
        } else {
            d as u32
        }
    }

    /// The neighbour one step in `direction`.
    #[must_use]
    pub const fn neighbor(self, direction: Direction) -> Hex {
        let (dq, dr) = direction.axial_delta();
        self.add_const(Hex::new(dq, dr))
    }

    /// The neighbour one step in `direction`, or `None` when a coordinate would leave
    /// the `i32` range.
    #[must_use]
    pub const fn checked_neighbor(self, direction: Direction) -> Option<Hex> {
        let (dq, dr) = direction.axial_delta();
        self.checked_add(Hex::new(dq, dr))
    }

    /// The six neighbours, in [`Direction::ALL`] order. No allocation.
    pub fn neighbors(self) -> core::array::IntoIter<Hex, 6> {
        Direction::ALL.map(|d| self.neighbor(d)).into_iter()
    }

    /// The hex two steps away across a corner, in `diagonal`.
    #[must_use]
    pub const fn diagonal(self, diagonal: Diagonal) -> Hex {
        let (dq, dr) = diagonal.axial_delta();
        self.add_const(Hex::new(dq, dr))
    }

    /// The diagonal neighbour in `diagonal`, or `None` when a coordinate would leave
    /// the `i32` range.
    #[must_use]
    pub const fn checked_diagonal(self, diagonal: Diagonal) -> Option<Hex> {
        let (dq, dr) = diagonal.axial_delta();
        self.checked_add(Hex::new(dq, dr))
    }

    /// The six diagonal neighbours, in [`Diagonal::ALL`] order. No allocation.
    pub fn diagonals(self) -> core::array::IntoIter<Hex, 6> {
        Diagonal::ALL.map(|d| self.diagonal(d)).into_iter()
    }

    /// Rotates 60° around the origin, one [`Direction`] index forward (East becomes
    /// NorthEast): cube `(q, r, s) -> (-s, -q, -r)`, Red Blob's `hex_rotate_left`.
    #[must_use]
    pub const fn rotate_left(self) -> Hex {
        Hex::new(self.s().wrapping_neg(), self.q.wrapping_neg())
    }

    /// Rotates 60° around the origin, one [`Direction`] index back (East becomes
    /// SouthEast): cube `(q, r, s) -> (-r, -s, -q)`, Red Blob's `hex_rotate_right`.
    #[must_use]
    pub const fn rotate_right(self) -> Hex {
        Hex::new(self.r.wrapping_neg(), self.s().wrapping_neg())
    }

    /// Rotates `steps` times 60° around the origin; positive turns left (like
    /// [`Hex::rotate_left`]), negative right.
    #[must_use]
    pub const fn rotate(self, steps: i32) -> Hex {
        let mut h = self;
        let mut n = steps.rem_euclid(6);
        while n > 0 {
            h = h.rotate_left();
            n -= 1;
        }
        h
    }

    /// [`Hex::rotate_left`] around `center` instead of the origin.
    #[must_use]
    pub const fn rotate_left_around(self, center: Hex) -> Hex {
        self.sub_const(center).rotate_left().add_const(center)
    }

    /// [`Hex::rotate_right`] around `center` instead of the origin.
    #[must_use]
    pub const fn rotate_right_around(self, center: Hex) -> Hex {
        self.sub_const(center).rotate_right().add_const(center)
    }

    /// Mirror across the `q` axis: `q` stays, `r` and `s` swap.
    #[must_use]
    pub const fn reflect_q(self) -> Hex {
        Hex::new(self.q, self.s())
    }

    /// Mirror across the `r` axis: `r` stays, `q` and `s` swap.
    #[must_use]
    pub const fn reflect_r(self) -> Hex {
        Hex::new(self.s(), self.r)
    }

    /// Mirror across the `s` axis: `s` stays, `q` and `r` swap.
    #[must_use]
    pub const fn reflect_s(self) -> Hex {
        Hex::new(self.r, self.q)
    }

    /// The hexes of a straight line from `self` to `other`, both ends included
    /// (`distance + 1` hexes), each one step from the last.
    ///
    /// Red Blob's `hex_linedraw` in exact integer arithmetic: the hex nearest each of
    /// `distance + 1` evenly spaced points of the segment between the two centres.
    /// Where a point falls exactly on the edge between two hexes (a line running along
    /// hex edges), the line takes the one with the smaller `s` (the side Red Blob's
    /// nudge picks), or the larger `q` when both share `s`. The choice depends on the
    /// two hexes only, never on the direction, so `b.line_to(a)` is `a.line_to(b)`
    /// reversed. Line of sight ([`crate::line_of_sight`]) samples the same points and
    /// lets either hex of a tie carry the line.
    ///
    /// ```
    /// use hexgrid::Hex;
    /// let line: Vec<_> = Hex::ORIGIN.line_to(Hex::new(1, -5)).map(|h| (h.q, h.r)).collect();
    /// assert_eq!(line, [(0, 0), (0, -1), (0, -2), (1, -3), (1, -4), (1, -5)]);
    /// ```
    pub fn line_to(self, other: Hex) -> HexLine {
        HexLine::new(self, other)
    }

    /// Every hex within `radius` steps of `self` (a hexagon), `3N(N+1)+1` of them,
    /// ordered by `q` then `r` (Red Blob's range loop).
    pub fn range(self, radius: u32) -> HexRange {
        HexRange::new(self, radius)
    }

    /// The `6 * radius` hexes exactly `radius` steps from `self` (only `self` for
    /// radius 0), starting at `self + SouthWest * radius` and walking East first, then
    /// counter-clockwise through [`Direction::ALL`] (Red Blob's `hex_ring` order).
    pub fn ring(self, radius: u32) -> Ring {
        Ring::new(self, radius)
    }

    /// `self`, then the rings of radius `1..=radius` in turn: the same hexes as
    /// [`Hex::range`], ordered by distance.
    pub fn spiral(self, radius: u32) -> Spiral {
        Spiral::new(self, radius)
    }

    /// `self + other`, or `None` when a coordinate would leave the `i32` range.
    #[must_use]
    pub const fn checked_add(self, other: Hex) -> Option<Hex> {
        match (self.q.checked_add(other.q), self.r.checked_add(other.r)) {
            (Some(q), Some(r)) => Some(Hex::new(q, r)),
            _ => None,
        }
    }

    /// `self - other`, or `None` when a coordinate would leave the `i32` range.
    #[must_use]
    pub const fn checked_sub(self, other: Hex) -> Option<Hex> {
        match (self.q.checked_sub(other.q), self.r.checked_sub(other.r)) {
            (Some(q), Some(r)) => Some(Hex::new(q, r)),
            _ => None,
        }
    }

    /// `-self`, or `None` when a coordinate is `i32::MIN`.
    #[must_use]
    pub const fn checked_neg(self) -> Option<Hex> {
        match (self.q.checked_neg(), self.r.checked_neg()) {
            (Some(q), Some(r)) => Some(Hex::new(q, r)),
            _ => None,
        }
    }

    /// `self * k`, or `None` when a coordinate would leave the `i32` range.
    #[must_use]
    pub const fn checked_mul(self, k: i32) -> Option<Hex> {
        match (self.q.checked_mul(k), self.r.checked_mul(k)) {
            (Some(q), Some(r)) => Some(Hex::new(q, r)),
            _ => None,
        }
    }

    /// `self + o`, wrapping (the operators' arithmetic).
    pub(crate) const fn add_const(self, o: Hex) -> Hex {
        Hex::new(self.q.wrapping_add(o.q), self.r.wrapping_add(o.r))
    }

    /// `self - o`, wrapping (the operators' arithmetic).
    pub(crate) const fn sub_const(self, o: Hex) -> Hex {
        Hex::new(self.q.wrapping_sub(o.q), self.r.wrapping_sub(o.r))
    }
}

const fn max3(a: i64, b: i64, c: i64) -> i64 {
    let m = if a > b { a } else { b };
    if m > c { m } else { c }
}

/// Vector sum, wrapping outside the domain (see [`Hex::checked_add`]).
impl Add for Hex {
    type Output = Hex;
    fn add(self, o: Hex) -> Hex {
        self.add_const(o)
    }
}

/// Vector difference, wrapping outside the domain (see [`Hex::checked_sub`]).
impl Sub for Hex {
    type Output = Hex;
    fn sub(self, o: Hex) -> Hex {
        self.sub_const(o)
    }
}

/// Point reflection through the origin, wrapping at `i32::MIN` (see
/// [`Hex::checked_neg`]).
impl Neg for Hex {
    type Output = Hex;
    fn neg(self) -> Hex {
        Hex::new(self.q.wrapping_neg(), self.r.wrapping_neg())
    }
}

/// Scaling, wrapping when a coordinate leaves `i32` (see [`Hex::checked_mul`]).
impl Mul<i32> for Hex {
    type Output = Hex;
    fn mul(self, k: i32) -> Hex {
        Hex::new(self.q.wrapping_mul(k), self.r.wrapping_mul(k))
    }
}

impl AddAssign for Hex {
    fn add_assign(&mut self, o: Hex) {
        *self = *self + o;
    }
}

impl SubAssign for Hex {
    fn sub_assign(&mut self, o: Hex) {
        *self = *self - o;
    }
}

impl From<Direction> for Hex {
    fn from(d: Direction) -> Hex {
        d.hex()
    }
}

impl From<Diagonal> for Hex {
    fn from(d: Diagonal) -> Hex {
        d.hex()
    }
}

impl core::fmt::Display for Hex {
    /// Cube form, `(q, r, s)`; `s` is computed in 64 bits, so it is exact for every
    /// pair.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let s = -i64::from(self.q) - i64::from(self.r);
        write!(f, "({}, {}, {})", self.q, self.r, s)
    }
}
