//! Hex <-> pixel: Red Blob Games' layout (orientation, size, origin), and the
//! bubble-shooter board as a special case.

use crate::{FractionalHex, Hex, HexGridError, OffsetCoord, OffsetLayout};

use crate::float::SQRT_3;

/// A point on the screen (or in the world), in the caller's units.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Point {
    /// Horizontal coordinate, growing to the right.
    pub x: f64,
    /// Vertical coordinate; grows downward on a y-down screen, upward with
    /// [`Layout::y_up`].
    pub y: f64,
}

impl Point {
    /// A point from `x` and `y`.
    #[must_use]
    pub const fn new(x: f64, y: f64) -> Self {
        Point { x, y }
    }
}

impl From<(f64, f64)> for Point {
    fn from((x, y): (f64, f64)) -> Self {
        Point { x, y }
    }
}

/// Which way the hexes point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Orientation {
    /// A corner at the top; hexes form rows (the bubble shooter, odd-r / even-r).
    Pointy,
    /// An edge at the top; hexes form columns (odd-q / even-q).
    Flat,
}

/// Red Blob's orientation matrices: forward `f0..f3` (hex -> unit pixel), backward
/// `b0..b3` (unit pixel -> hex), and the unit corner offsets (start angle 0.5 for
/// pointy, 0 for flat, corners turning the same way as Red Blob's `hex_corner_offset`).
struct Matrices {
    f: [f64; 4],
    b: [f64; 4],
    corners: [(f64, f64); 6],
}

const POINTY: Matrices = Matrices {
    f: [SQRT_3, SQRT_3 / 2.0, 0.0, 3.0 / 2.0],
    b: [SQRT_3 / 3.0, -1.0 / 3.0, 0.0, 2.0 / 3.0],
    corners: [
        (SQRT_3 / 2.0, 0.5),
        (SQRT_3 / 2.0, -0.5),
        (0.0, -1.0),
        (-SQRT_3 / 2.0, -0.5),
        (-SQRT_3 / 2.0, 0.5),
        (0.0, 1.0),
    ],
};

const FLAT: Matrices = Matrices {
    f: [3.0 / 2.0, 0.0, SQRT_3 / 2.0, SQRT_3],
    b: [2.0 / 3.0, 0.0, -1.0 / 3.0, SQRT_3 / 3.0],
    corners: [
        (1.0, 0.0),
        (0.5, -SQRT_3 / 2.0),
        (-0.5, -SQRT_3 / 2.0),
        (-1.0, 0.0),
        (-0.5, SQRT_3 / 2.0),
        (0.5, SQRT_3 / 2.0),
    ],
};

impl Orientation {
    const fn matrices(self) -> &'static Matrices {
        match self {
            Orientation::Pointy => &POINTY,
            Orientation::Flat => &FLAT,
        }
    }
}

/// How hexes sit on the screen: orientation, hex size (centre to corner, separately in
/// x and y), the pixel position of [`Hex::ORIGIN`]'s centre, and the direction of the
/// y axis.
///
/// The maths is Red Blob Games' `Layout`; the two 2x2 matrices are premultiplied by
/// the size once, at construction, so each conversion is four multiply-adds.
///
/// Numbers are `f64`: a bubble that lands exactly between two cells must go the same
/// way on every machine, and `f64` keeps that tie far below a pixel even thousands of
/// cells from the origin. It also measures no slower than `hexx`'s `f32` in
/// `benches/hexgrid.rs` (see `docs/benchmarks.md`).
///
/// ```
/// use hexgrid::{Hex, Layout, Orientation, Point};
/// let layout = Layout::new(Orientation::Pointy, Point::new(10.0, 15.0), Point::new(35.0, 71.0))?;
/// let h = Hex::new(3, 4);
/// let p = layout.hex_to_pixel(h);
/// assert_eq!(layout.pixel_to_hex(p), h);
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "LayoutParts", try_from = "LayoutParts")
)]
pub struct Layout {
    orientation: Orientation,
    size: Point,
    origin: Point,
    y_up: bool,
    /// Forward matrix times size (and the y sign).
    fwd: [f64; 4],
    /// Backward matrix divided by size (and the y sign).
    inv: [f64; 4],
}

/// What a [`Layout`] is made from; the matrices are derived again on load.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct LayoutParts {
    orientation: Orientation,
    size: Point,
    origin: Point,
    y_up: bool,
}

#[cfg(feature = "serde")]
impl From<Layout> for LayoutParts {
    fn from(l: Layout) -> Self {
        LayoutParts {
            orientation: l.orientation,
            size: l.size,
            origin: l.origin,
            y_up: l.y_up,
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<LayoutParts> for Layout {
    type Error = HexGridError;
    fn try_from(p: LayoutParts) -> Result<Self, HexGridError> {
        let l = Layout::new(p.orientation, p.size, p.origin)?;
        Ok(if p.y_up { l.y_up() } else { l })
    }
}

impl Layout {
    /// A y-down layout (y grows downward, as on most screens).
    ///
    /// `size` is the distance from a hex's centre to its corners, in x and in y (equal
    /// for regular hexes; different to squash them). Negative sizes mirror an axis.
    ///
    /// Pixels are `f64`: a hex far from the origin with a huge size may map to an
    /// infinite pixel, and [`Layout::pixel_to_hex`] saturates a point beyond the `i32`
    /// range (use [`Layout::checked_pixel_to_hex`] to be told instead).
    ///
    /// # Errors
    /// [`HexGridError::BadLayout`] if a size component is zero, subnormal or not
    /// finite, if either pixel matrix derived from it is not finite (a size near
    /// `f64::MAX` or near the smallest normal), or the origin is not finite.
    pub fn new(orientation: Orientation, size: Point, origin: Point) -> Result<Self, HexGridError> {
        let ok = size.x.is_normal()
            && size.y.is_normal()
            && origin.x.is_finite()
            && origin.y.is_finite();
        let layout = Self::build(orientation, size, origin, false);
        let finite = layout.fwd.iter().chain(&layout.inv).all(|m| m.is_finite());
        if !ok || !finite {
            return Err(HexGridError::BadLayout);
        }
        Ok(layout)
    }

    fn build(orientation: Orientation, size: Point, origin: Point, y_up: bool) -> Self {
        let m = orientation.matrices();
        let sy = if y_up { -size.y } else { size.y };
        Layout {
            orientation,
            size,
            origin,
            y_up,
            fwd: [m.f[0] * size.x, m.f[1] * size.x, m.f[2] * sy, m.f[3] * sy],
            inv: [m.b[0] / size.x, m.b[1] / sy, m.b[2] / size.x, m.b[3] / sy],
        }
    }

    /// The same layout on a y-up screen (maths convention): hexes with larger `r` sit
    /// higher, and the y axis of every pixel points up.
    #[must_use]
    pub fn y_up(self) -> Self {
        Self::build(self.orientation, self.size, self.origin, true)
    }

    /// The bubble-shooter layout: circles of `diameter` touching their neighbours,
    /// rows `diameter * √3 / 2` apart, each row shifted half a diameter against the one
    /// above; the centre of [`Hex::ORIGIN`] at `origin`. Pointy-top hexes of size
    /// `diameter / √3`, whose inscribed circles are the bubbles, y-down.
    ///
    /// With [`OffsetLayout::OddR`], offset cell `(col, row)` has its centre at
    /// `origin + (diameter * (col + (row & 1) / 2), row * diameter * √3 / 2)`: odd
    /// rows shifted right, exactly the picture of a bubble board. With
    /// [`OffsetLayout::EvenR`] (an [`crate::OffsetGrid`] after an odd number of
    /// [`crate::OffsetGrid::push_row_top`]) even rows are the shifted ones, i.e. odd
    /// rows sit half a diameter left of `origin`'s column; use
    /// [`Layout::bubble_board`] to keep a board's left wall where it is.
    ///
    /// [`Layout::pixel_to_hex`] then snaps any point to the bubble whose centre is
    /// nearest, which is what a shot bubble needs.
    ///
    /// # Errors
    /// [`HexGridError::BadLayout`] if `diameter` is zero or not finite.
    ///
    /// ```
    /// use hexgrid::{Layout, OffsetCoord, OffsetLayout, Point};
    /// let d = 32.0;
    /// let layout = Layout::bubble(d, Point::new(16.0, 16.0))?;
    /// let c = layout.offset_to_pixel(OffsetLayout::OddR, OffsetCoord::new(2, 1));
    /// assert!((c.x - (16.0 + 2.5 * d)).abs() < 1e-9);
    /// assert!((c.y - (16.0 + d * 3f64.sqrt() / 2.0)).abs() < 1e-9);
    /// // A point a little off that centre snaps back to the cell.
    /// let p = Point::new(c.x + 9.0, c.y - 7.0);
    /// assert_eq!(layout.pixel_to_offset(OffsetLayout::OddR, p), OffsetCoord::new(2, 1));
    /// # Ok::<(), hexgrid::HexGridError>(())
    /// ```
    pub fn bubble(diameter: f64, origin: Point) -> Result<Self, HexGridError> {
        let size = diameter / SQRT_3;
        Self::new(Orientation::Pointy, Point::new(size, size), origin)
    }

    /// The bubble layout for a board in `offset_layout` whose bounding box has its
    /// top-left corner at `top_left`: row 0 touches the top, the leftmost bubble of an
    /// unshifted row touches the left side, whichever of `OddR` / `EvenR` is in force.
    ///
    /// For the column layouts (`OddQ` / `EvenQ`) it is the same board turned a quarter:
    /// flat-top hexes, columns `diameter * √3 / 2` apart, shifted columns half a
    /// diameter lower.
    ///
    /// # Errors
    /// [`HexGridError::BadLayout`] if `diameter` is zero or not finite.
    pub fn bubble_board(
        diameter: f64,
        offset_layout: OffsetLayout,
        top_left: Point,
    ) -> Result<Self, HexGridError> {
        let half = diameter / 2.0;
        // Is line 0 (row or column) the shifted one?
        let shift = match offset_layout {
            OffsetLayout::OddR | OffsetLayout::OddQ => 0.0,
            OffsetLayout::EvenR | OffsetLayout::EvenQ => half,
        };
        let size = diameter / SQRT_3;
        let size = Point::new(size, size);
        if offset_layout.is_row_layout() {
            let origin = Point::new(top_left.x + half + shift, top_left.y + half);
            Self::new(Orientation::Pointy, size, origin)
        } else {
            let origin = Point::new(top_left.x + half, top_left.y + half + shift);
            Self::new(Orientation::Flat, size, origin)
        }
    }

    /// Pointy or flat.
    #[must_use]
    pub fn orientation(&self) -> Orientation {
        self.orientation
    }

    /// Hex size (centre to corner) in x and y, as given.
    #[must_use]
    pub fn size(&self) -> Point {
        self.size
    }

    /// Pixel position of [`Hex::ORIGIN`]'s centre.
    #[must_use]
    pub fn origin(&self) -> Point {
        self.origin
    }

    /// `true` when y points up (see [`Layout::y_up`]).
    #[must_use]
    pub fn is_y_up(&self) -> bool {
        self.y_up
    }

    /// The pixel centre of `hex`.
    #[must_use]
    #[inline]
    pub fn hex_to_pixel(&self, hex: Hex) -> Point {
        let (q, r) = (f64::from(hex.q), f64::from(hex.r));
        Point::new(
            self.fwd[0] * q + self.fwd[1] * r + self.origin.x,
            self.fwd[2] * q + self.fwd[3] * r + self.origin.y,
        )
    }

    /// The fractional hex at pixel `p` (before rounding).
    #[must_use]
    #[inline]
    pub fn pixel_to_fractional(&self, p: Point) -> FractionalHex {
        let (x, y) = (p.x - self.origin.x, p.y - self.origin.y);
        FractionalHex::from_axial(
            self.inv[0] * x + self.inv[1] * y,
            self.inv[2] * x + self.inv[3] * y,
        )
    }

    /// The hex containing pixel `p`: the one whose centre is nearest (see
    /// [`FractionalHex::round`] for points exactly on an edge).
    ///
    /// Saturates: a point farther out than [`Hex`]'s exact domain gives the hex
    /// where the line from the layout's origin to the point leaves the domain (the
    /// fractional hex scaled towards the origin until no coordinate exceeds
    /// [`Hex::MAX_COORD`]` - 1`, then rounded), so every coordinate keeps its sign and
    /// the result is always in the domain. A coordinate of `p` that is infinite
    /// counts as the largest finite one; a NaN counts as the origin's. Use
    /// [`checked_pixel_to_hex`](Layout::checked_pixel_to_hex) to get `None` instead.
    ///
    /// ```
    /// use hexgrid::{Hex, Layout, Point};
    /// let layout = Layout::bubble(32.0, Point::new(0.0, 0.0))?;
    /// let far = layout.pixel_to_hex(Point::new(-1e12, 3e11));
    /// assert!(far.in_domain() && far.q < -(Hex::MAX_COORD / 2) && far.r > 0);
    /// # Ok::<(), hexgrid::HexGridError>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn pixel_to_hex(&self, p: Point) -> Hex {
        saturated(self.pixel_to_fractional(p)).round()
    }

    /// The hex containing pixel `p`, or `None` when it lies outside [`Hex`]'s exact
    /// domain (farther than [`Hex::MAX_COORD`] hexes from the origin) or `p` is not
    /// finite.
    ///
    /// ```
    /// use hexgrid::{Hex, Layout, Orientation, Point};
    /// let layout = Layout::new(Orientation::Flat, Point::new(1.0, 1.0), Point::new(0.0, 0.0))?;
    /// assert_eq!(layout.checked_pixel_to_hex(Point::new(3.1, 0.0)), Some(Hex::new(2, -1)));
    /// assert_eq!(layout.checked_pixel_to_hex(Point::new(1e30, 0.0)), None);
    /// # Ok::<(), hexgrid::HexGridError>(())
    /// ```
    #[must_use]
    pub fn checked_pixel_to_hex(&self, p: Point) -> Option<Hex> {
        let f = self.pixel_to_fractional(p);
        let limit = f64::from(Hex::MAX_COORD);
        let inside = |x: f64| x.is_finite() && crate::float::abs(x) <= limit;
        if !(inside(f.q) && inside(f.r) && inside(f.s)) {
            return None;
        }
        Some(f.round()).filter(|h| h.in_domain())
    }

    /// The pixel centre of offset cell `c` in `offset_layout`.
    #[must_use]
    pub fn offset_to_pixel(&self, offset_layout: OffsetLayout, c: OffsetCoord) -> Point {
        self.hex_to_pixel(offset_layout.to_hex(c))
    }

    /// The offset cell (in `offset_layout`) containing pixel `p`.
    #[must_use]
    pub fn pixel_to_offset(&self, offset_layout: OffsetLayout, p: Point) -> OffsetCoord {
        offset_layout.from_hex(self.pixel_to_hex(p))
    }

    /// The offset of corner `corner % 6` from a hex's centre (Red Blob's
    /// `hex_corner_offset`).
    #[must_use]
    pub fn corner_offset(&self, corner: usize) -> Point {
        let (cx, cy) = self.orientation.matrices().corners[corner % 6];
        let sy = if self.y_up { -self.size.y } else { self.size.y };
        Point::new(cx * self.size.x, cy * sy)
    }

    /// The six corners of `hex` in pixels (Red Blob's `polygon_corners`): for pointy
    /// hexes starting at the lower-right corner on a y-down screen, for flat hexes at
    /// the right corner, then turning towards -y.
    #[must_use]
    pub fn corners(&self, hex: Hex) -> [Point; 6] {
        let c = self.hex_to_pixel(hex);
        core::array::from_fn(|i| {
            let o = self.corner_offset(i);
            Point::new(c.x + o.x, c.y + o.y)
        })
    }
}

/// `f` scaled towards the origin until every coordinate is within
/// `Hex::MAX_COORD - 1` (one less, so that cube rounding, which may move the reset
/// coordinate by one, stays in the domain); NaN becomes 0, infinities the largest
/// finite values that keep `q + r + s` finite.
fn saturated(f: FractionalHex) -> FractionalHex {
    let limit = f64::from(Hex::MAX_COORD - 1);
    let finite = |x: f64| {
        if x.is_nan() {
            0.0
        } else {
            x.clamp(-f64::MAX / 4.0, f64::MAX / 4.0)
        }
    };
    let (q, r) = (finite(f.q), finite(f.r));
    let s = -q - r;
    let far = crate::float::abs(q)
        .max(crate::float::abs(r))
        .max(crate::float::abs(s));
    if far <= limit {
        return f;
    }
    let k = limit / far;
    let (q, r) = (q * k, r * k);
    FractionalHex::new(q, r, -q - r)
}
