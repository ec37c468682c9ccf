//! Map shapes as iterators (Red Blob Games' "map storage" shapes). None allocates.

use core::ops::RangeInclusive;

use crate::{Hex, HexRange, OffsetCoord, OffsetLayout};

/// A hexagon of `radius` around `center`: the same hexes as [`Hex::range`].
///
/// ```
/// use hexgrid::{shapes, Hex};
/// assert_eq!(shapes::hexagon(Hex::ORIGIN, 2).count(), 19);
/// ```
pub fn hexagon(center: Hex, radius: u32) -> HexRange {
    center.range(radius)
}

/// Every hex with `q` in `qs` and `r` in `rs`, by `q` then `r`: a parallelogram whose
/// sides run along the q and r axes. An empty range gives no hexes.
///
/// ```
/// use hexgrid::shapes;
/// assert_eq!(shapes::parallelogram(0..=2, -1..=1).count(), 9);
/// ```
pub fn parallelogram(
    qs: RangeInclusive<i32>,
    rs: RangeInclusive<i32>,
) -> impl Iterator<Item = Hex> + Clone {
    qs.flat_map(move |q| rs.clone().map(move |r| Hex::new(q, r)))
}

/// A triangle with corners at the origin, `(size, 0)` and `(0, size)`: every hex with
/// `q >= 0`, `r >= 0` and `q + r <= size`, `(size + 1)(size + 2) / 2` of them, by `q`
/// then `r`, lazily. (Mirror it with [`Hex::reflect_s`], turn it with
/// [`Hex::rotate_left`] or move it with `+`.) A size past [`Hex::MAX_COORD`] is clipped
/// to it, so every hex lies in the exact domain.
///
/// ```
/// use hexgrid::shapes;
/// assert_eq!(shapes::triangle(3).count(), 10);
/// ```
pub fn triangle(size: u32) -> impl Iterator<Item = Hex> + Clone {
    let size = i32::try_from(size).map_or(Hex::MAX_COORD, |s| s.min(Hex::MAX_COORD));
    (0..=size).flat_map(move |q| (0..=size - q).map(move |r| Hex::new(q, r)))
}

/// The `cols x rows` rectangle of offset cells `(0, 0)..(cols, rows)` in `layout`, as
/// axial hexes, row by row (the order [`crate::OffsetGrid`] stores cells in). Sides
/// past `i32::MAX` are clipped to it.
///
/// ```
/// use hexgrid::{shapes, Hex, OffsetLayout};
/// let first: Vec<Hex> = shapes::rectangle(3, 2, OffsetLayout::OddR).take(4).collect();
/// assert_eq!(first, [Hex::new(0, 0), Hex::new(1, 0), Hex::new(2, 0), Hex::new(0, 1)]);
/// ```
pub fn rectangle(cols: u32, rows: u32, layout: OffsetLayout) -> impl Iterator<Item = Hex> + Clone {
    let clip = |n: u32| i32::try_from(n).unwrap_or(i32::MAX);
    let (cols, rows) = (clip(cols), clip(rows));
    (0..rows)
        .flat_map(move |row| (0..cols).map(move |col| layout.to_hex(OffsetCoord::new(col, row))))
}
