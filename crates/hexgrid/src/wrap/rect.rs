//! Rectangular offset boards whose sides wrap.

use crate::{
    Direction, Hex, HexGridError, HexTopology, OffsetCoord, OffsetLayout,
    storage::offset_grid::checked_len,
};

/// Which sides of a [`WrapRect`] are glued together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Wrap {
    /// Left and right edges meet (a cylinder around the x axis, like a world map).
    X,
    /// Top and bottom edges meet.
    Y,
    /// Both (a torus).
    Both,
}

impl Wrap {
    const fn x(self) -> bool {
        matches!(self, Wrap::X | Wrap::Both)
    }

    const fn y(self) -> bool {
        matches!(self, Wrap::Y | Wrap::Both)
    }
}

/// A `cols x rows` board in an offset layout whose sides wrap in x, y or both (a
/// topology: which cell is next to which, with no storage; pair it with an
/// [`crate::OffsetGrid`] of the same size for the cells).
///
/// Wrapping across the shoved lines (rows of `OddR`/`EvenR` wrapping in y, columns of
/// `OddQ`/`EvenQ` wrapping in x) needs an even count of them, so that the seam joins
/// an odd line to an even one; [`WrapRect::new`] checks it. On a board only one or two
/// cells across, a cell can meet the same neighbour across both seams, and the
/// neighbour list then holds it twice.
///
/// ```
/// use hexgrid::{OffsetCoord, OffsetLayout, Wrap, WrapRect};
/// let world = WrapRect::new(8, 6, OffsetLayout::OddR, Wrap::X)?;
/// // Cells on the left and right edges are neighbours across the seam ...
/// assert_eq!(world.distance(OffsetCoord::new(0, 2), OffsetCoord::new(7, 2)), Some(1));
/// // ... but the top and bottom rows are not.
/// assert_eq!(world.neighbors(OffsetCoord::new(3, 0)).count(), 4);
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "WrapRectSpec")
)]
pub struct WrapRect {
    cols: usize,
    rows: usize,
    layout: OffsetLayout,
    wrap: Wrap,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct WrapRectSpec {
    cols: usize,
    rows: usize,
    layout: OffsetLayout,
    wrap: Wrap,
}

#[cfg(feature = "serde")]
impl TryFrom<WrapRectSpec> for WrapRect {
    type Error = HexGridError;
    fn try_from(s: WrapRectSpec) -> Result<Self, HexGridError> {
        WrapRect::new(s.cols, s.rows, s.layout, s.wrap)
    }
}

impl WrapRect {
    /// A wrapping board.
    ///
    /// # Errors
    /// The size errors of [`crate::OffsetGrid::new`] (the same limits), and
    /// [`HexGridError::OddWrap`] when a wrapping axis crosses an odd number of shoved
    /// lines.
    pub fn new(
        cols: usize,
        rows: usize,
        layout: OffsetLayout,
        wrap: Wrap,
    ) -> Result<Self, HexGridError> {
        checked_len(cols, rows)?;
        if layout.is_row_layout() && wrap.y() && rows % 2 == 1 {
            return Err(HexGridError::OddWrap {
                axis: "rows",
                len: rows,
            });
        }
        if !layout.is_row_layout() && wrap.x() && cols % 2 == 1 {
            return Err(HexGridError::OddWrap {
                axis: "columns",
                len: cols,
            });
        }
        Ok(WrapRect {
            cols,
            rows,
            layout,
            wrap,
        })
    }

    /// Columns.
    #[must_use]
    pub const fn cols(&self) -> usize {
        self.cols
    }

    /// Rows.
    #[must_use]
    pub const fn rows(&self) -> usize {
        self.rows
    }

    /// The offset layout.
    #[must_use]
    pub const fn layout(&self) -> OffsetLayout {
        self.layout
    }

    /// Which sides wrap.
    #[must_use]
    pub const fn wrap_sides(&self) -> Wrap {
        self.wrap
    }

    /// The board cell `c` stands for: wrapped on the wrapping axes, `None` when it lies
    /// off a side that does not wrap.
    #[must_use]
    pub fn wrap(&self, c: OffsetCoord) -> Option<OffsetCoord> {
        let col = wrap_axis(c.col, self.cols, self.wrap.x())?;
        let row = wrap_axis(c.row, self.rows, self.wrap.y())?;
        Some(OffsetCoord::new(col, row))
    }

    /// The board cell of axial `hex`, wrapped; `None` off a side that does not wrap.
    #[must_use]
    pub fn wrap_hex(&self, hex: Hex) -> Option<OffsetCoord> {
        self.wrap(self.layout.from_hex(hex))
    }

    /// The neighbours of `c` on the board, across the seams, in [`Direction::ALL`]
    /// order, skipping those off a side that does not wrap (`c` itself is wrapped
    /// first; none when it lies off such a side).
    pub fn neighbors(&self, c: OffsetCoord) -> impl Iterator<Item = OffsetCoord> + '_ {
        let center = self.wrap(c);
        Direction::ALL.into_iter().filter_map(move |d| {
            let c = center?;
            // The centre is on the board, so the step fits i32.
            self.wrap(self.layout.neighbor(c, d))
        })
    }

    /// The axial step from `a` to the nearest copy of `b` across the seams, or `None`
    /// when either lies off a side that does not wrap.
    #[must_use]
    pub fn offset(&self, a: OffsetCoord, b: OffsetCoord) -> Option<Hex> {
        let (a, b) = (self.wrap(a)?, self.wrap(b)?);
        let (ha, hb) = (self.layout.to_hex(a), self.layout.to_hex(b));
        let (tx, ty) = self.periods();
        let xs: &[i32] = if self.wrap.x() { &[-1, 0, 1] } else { &[0] };
        let ys: &[i32] = if self.wrap.y() { &[-1, 0, 1] } else { &[0] };
        // Board hexes lie within 2^29 of the origin and periods are at most 2^29, so
        // each candidate is exact.
        let mut best = hb - ha;
        for &i in xs {
            for &j in ys {
                let step = hb + tx * i + ty * j - ha;
                if step.length() < best.length() {
                    best = step;
                }
            }
        }
        Some(best)
    }

    /// The number of steps of a shortest path from `a` to `b`, across the seams; `None`
    /// when either lies off a side that does not wrap.
    #[must_use]
    pub fn distance(&self, a: OffsetCoord, b: OffsetCoord) -> Option<u32> {
        self.offset(a, b).map(Hex::length)
    }

    /// The board cells of a line from `a` to `b` along a shortest way across the
    /// seams, both ends included; `None` when either lies off a side that does not
    /// wrap. On a torus ([`Wrap::Both`]) that is `distance + 1` cells, each next to the
    /// last. Along a side that does not wrap, the hex line can run just outside the
    /// board (a tie broken towards the outside); those hexes are skipped, as they would
    /// be on any bounded board.
    pub fn line(
        &self,
        a: OffsetCoord,
        b: OffsetCoord,
    ) -> Option<impl Iterator<Item = OffsetCoord> + '_> {
        let step = self.offset(a, b)?;
        let start = self.layout.to_hex(self.wrap(a)?);
        Some(
            start
                .line_to(start + step)
                .filter_map(move |h| self.wrap_hex(h)),
        )
    }

    /// The axial translations that map the board onto its copies to the right and
    /// below (valid on the wrapping axes, whose parity [`WrapRect::new`] checked).
    fn periods(&self) -> (Hex, Hex) {
        let origin = self.layout.to_hex(OffsetCoord::new(0, 0));
        // Both sides are at most 2^29, so they fit i32.
        let x = self.layout.to_hex(OffsetCoord::new(self.cols as i32, 0)) - origin;
        let y = self.layout.to_hex(OffsetCoord::new(0, self.rows as i32)) - origin;
        (x, y)
    }
}

/// `v` wrapped into `0..len` when `wraps`, else checked to lie there.
fn wrap_axis(v: i32, len: usize, wraps: bool) -> Option<i32> {
    // `len` is at most 2^29 (checked at construction), so it fits i64 and the result i32.
    let len = len as i64;
    let v = i64::from(v);
    if wraps {
        Some(v.rem_euclid(len) as i32)
    } else {
        (0..len).contains(&v).then_some(v as i32)
    }
}

impl WrapRect {
    /// How many hexes it holds: [`HexTopology::len`](crate::HexTopology::len), callable
    /// without importing the trait.
    #[must_use]
    pub fn len(&self) -> usize {
        // Checked at construction: at most MAX_CELLS.
        self.cols * self.rows
    }

    /// Whether it holds no hex: [`HexTopology::is_empty`](crate::HexTopology::is_empty),
    /// callable without importing the trait.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Indices row-major (`row * cols + col`), as an [`crate::OffsetGrid`] of the same
/// size; the canonical hexes are those of the board cells, and neighbours cross the
/// wrapping seams.
impl HexTopology for WrapRect {
    fn len(&self) -> usize {
        WrapRect::len(self)
    }

    fn cell_of(&self, hex: Hex) -> Option<usize> {
        let c = self.wrap_hex(hex)?;
        // A wrapped cell lies on the board, so both are non-negative.
        Some(c.row as usize * self.cols + c.col as usize)
    }

    fn coord_of(&self, index: usize) -> Option<Hex> {
        // Board sides are at most 2^29, so both fit i32.
        (index < HexTopology::len(self)).then(|| {
            let c = OffsetCoord::new((index % self.cols) as i32, (index / self.cols) as i32);
            self.layout.to_hex(c)
        })
    }

    fn hex_distance(&self, a: Hex, b: Hex) -> u32 {
        let (a, b) = (self.layout.from_hex(a), self.layout.from_hex(b));
        self.distance(a, b).unwrap_or(0)
    }

    fn canonical(&self, hex: Hex) -> Option<Hex> {
        self.wrap_hex(hex).map(|c| self.layout.to_hex(c))
    }

    /// The copies `to + i·x + j·y` (`x`, `y` the periods of the wrapping axes) at
    /// the board distance from `from`. Each axis has a linear form that the other
    /// period leaves unchanged and that is at most a fixed multiple of a hex's length
    /// (`2q + r` and `r` for row layouts, `q` and `2r + q` for column layouts), which
    /// bounds `i` and `j` to the few values worth trying.
    fn for_each_nearest_copy(&self, from: Hex, to: Hex, mut f: impl FnMut(Hex)) {
        let (Some(a), Some(b)) = (self.wrap_hex(from), self.wrap_hex(to)) else {
            return;
        };
        let (ha, hb) = (self.layout.to_hex(a), self.layout.to_hex(b));
        let d = i64::from(self.hex_distance(from, to));
        let wide = |h: Hex| (i64::from(h.q), i64::from(h.r));
        let (base, (xq, xr), (yq, yr)) = {
            let (bq, br) = wide(hb);
            let (aq, ar) = wide(ha);
            let (x, y) = self.periods();
            ((bq - aq, br - ar), wide(x), wide(y))
        };
        let row = self.layout.is_row_layout();
        let form_x = |q: i64, r: i64| if row { 2 * q + r } else { q };
        let form_y = |q: i64, r: i64| if row { r } else { 2 * r + q };
        let (kx, ky) = if row { (2, 1) } else { (1, 2) };
        // The `n` with `|at + n·step| <= bound`; only 0 on an axis that does not wrap.
        let span = |wraps: bool, at: i64, step: i64, bound: i64| {
            if wraps && step > 0 {
                -(bound + at).div_euclid(step)..=(bound - at).div_euclid(step)
            } else {
                0..=0
            }
        };
        let is = span(
            self.wrap.x(),
            form_x(base.0, base.1),
            form_x(xq, xr),
            kx * d,
        );
        let js = span(
            self.wrap.y(),
            form_y(base.0, base.1),
            form_y(yq, yr),
            ky * d,
        );
        let (fq, fr) = wide(from);
        for i in is {
            for j in js.clone() {
                let q = base.0 + i * xq + j * yq;
                let r = base.1 + i * xr + j * yr;
                if q.abs().max(r.abs()).max((q + r).abs()) != d {
                    continue;
                }
                if let (Ok(q), Ok(r)) = (i32::try_from(fq + q), i32::try_from(fr + r)) {
                    let c = Hex::new(q, r);
                    if c.in_domain() {
                        f(c);
                    }
                }
            }
        }
    }
}
