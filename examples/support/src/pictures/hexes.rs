//! Hexes on the page: hexgrid's `Layout` gives every centre and corner; this module
//! only fits the picture around the hexes it is given.

use super::hexgrid::{Hex, Layout, OffsetLayout, Orientation, Point};
use super::svg::Xy;

/// A layout of hexes of one size, moved so that the given hexes fill the picture
/// with a margin around them.
pub struct HexFrame {
    layout: Layout,
    /// Picture width.
    pub width: f64,
    /// Picture height.
    pub height: f64,
    /// Added to every point: where this frame sits on a larger picture.
    shift: Xy,
}

impl HexFrame {
    /// Pointy hexes for row layouts (odd-r, even-r), flat ones for column layouts, of
    /// corner radius `size`, framing `hexes` with `margin` on every side.
    pub fn fit(
        offset: OffsetLayout,
        size: f64,
        hexes: impl IntoIterator<Item = Hex>,
        margin: f64,
    ) -> HexFrame {
        let orientation = if offset.is_row_layout() {
            Orientation::Pointy
        } else {
            Orientation::Flat
        };
        Self::fit_oriented(orientation, size, hexes, margin)
    }

    /// As [`HexFrame::fit`], with the orientation given.
    pub fn fit_oriented(
        orientation: Orientation,
        size: f64,
        hexes: impl IntoIterator<Item = Hex>,
        margin: f64,
    ) -> HexFrame {
        let at_zero = layout(orientation, size, Point::new(0.0, 0.0));
        let (mut lo, mut hi) = ((f64::MAX, f64::MAX), (f64::MIN, f64::MIN));
        for hex in hexes {
            for p in at_zero.corners(hex) {
                lo = (lo.0.min(p.x), lo.1.min(p.y));
                hi = (hi.0.max(p.x), hi.1.max(p.y));
            }
        }
        if lo.0 > hi.0 {
            (lo, hi) = ((0.0, 0.0), (0.0, 0.0));
        }
        let origin = Point::new(margin - lo.0, margin - lo.1);
        HexFrame {
            layout: layout(orientation, size, origin),
            width: hi.0 - lo.0 + 2.0 * margin,
            height: hi.1 - lo.1 + 2.0 * margin,
            shift: (0.0, 0.0),
        }
    }

    /// The same frame moved by `(dx, dy)` on the page.
    pub fn shifted(mut self, dx: f64, dy: f64) -> HexFrame {
        self.shift = (self.shift.0 + dx, self.shift.1 + dy);
        self
    }

    /// The centre of `hex`.
    pub fn centre(&self, hex: Hex) -> Xy {
        let p = self.layout.hex_to_pixel(hex);
        (p.x + self.shift.0, p.y + self.shift.1)
    }

    /// The six corners of `hex`.
    pub fn corners(&self, hex: Hex) -> [Xy; 6] {
        let (dx, dy) = self.shift;
        self.layout.corners(hex).map(|p| (p.x + dx, p.y + dy))
    }

    /// The side of `hex` it shares with its neighbour `other`: the two corners of
    /// `hex` nearest to `other`'s centre.
    pub fn side(&self, hex: Hex, other: Hex) -> (Xy, Xy) {
        let c = self.centre(other);
        let mut corners = self.corners(hex);
        let d = |p: &Xy| (p.0 - c.0).powi(2) + (p.1 - c.1).powi(2);
        corners.sort_by(|a, b| d(a).total_cmp(&d(b)));
        (corners[0], corners[1])
    }
}

fn layout(orientation: Orientation, size: f64, origin: Point) -> Layout {
    // Sizes come from the drawing code (positive constants), never from input.
    Layout::new(orientation, Point::new(size, size), origin).expect("a positive hex size")
}
