//! The `HexTopology` trait: a fixed set of hexes with dense indices and neighbours.

use crate::{Direction, Hex, OffsetLayout};

/// A fixed set of hexes numbered `0..len`, with their neighbours: every map of this
/// crate ([`crate::HexMap`], [`crate::RhombusMap`], [`crate::OffsetGrid`],
/// [`crate::WrapHexagon`], [`crate::WrapRect`]).
///
/// Each map hex has one **canonical** [`Hex`], the one [`HexTopology::coord_of`]
/// returns. On a bounded map the canonical hexes are simply the map's hexes; on a
/// wrap-around map every hex of the plane stands for one map hex (its copy on the
/// map), so [`HexTopology::cell_of`] accepts any hex and neighbours cross the seams.
///
/// Algorithms take this trait so that they run on every map alike, wrap included:
/// [`crate::PathFinder`] and [`crate::Fov::compute_on`] here, and floodfill's
/// `HexBoard` adapter, which turns any `HexTopology` into a floodfill topology (fills,
/// components, distance layers) and so into a board for tactics-range and maze-gen.
/// [`crate::HexStore`] adds one stored value per hex.
///
/// ```
/// use hexgrid::{Hex, HexTopology, WrapHexagon};
/// let map = WrapHexagon::new(2)?;
/// let east = map.cell_of(Hex::new(2, 0)).unwrap();
/// // Across the seam: the neighbour east of the east corner is on the west side.
/// let mut next = Vec::new();
/// map.for_each_neighbor(east, |j| next.push(map.coord_of(j).unwrap()));
/// assert_eq!(next[0], Hex::new(-2, 2));
/// assert_eq!(map.hex_distance(Hex::new(2, 0), Hex::new(-2, 2)), 1);
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
pub trait HexTopology {
    /// The number of hexes.
    fn len(&self) -> usize;

    /// The dense index (`0..len`) of the map hex `hex` stands for, or `None` when it
    /// stands for none (off a bounded map, or off a side of a [`crate::WrapRect`] that
    /// does not wrap).
    fn cell_of(&self, hex: Hex) -> Option<usize>;

    /// The canonical hex at dense `index`, or `None` past the end.
    fn coord_of(&self, index: usize) -> Option<Hex>;

    /// The old name of [`HexTopology::cell_of`]; an implementor writes `cell_of`.
    #[deprecated(since = "0.1.0", note = "renamed to `cell_of`")]
    fn hex_index(&self, hex: Hex) -> Option<usize> {
        self.cell_of(hex)
    }

    /// The old name of [`HexTopology::coord_of`]; an implementor writes `coord_of`.
    #[deprecated(since = "0.1.0", note = "renamed to `coord_of`")]
    fn index_hex(&self, index: usize) -> Option<Hex> {
        self.coord_of(index)
    }

    /// The fewest steps between the map hexes `a` and `b` stand for when nothing is in
    /// the way (across the seams of a wrap-around map): a lower bound on the length of
    /// any path between them. Only meaningful for two hexes of the map.
    fn hex_distance(&self, a: Hex, b: Hex) -> u32 {
        a.distance(b)
    }

    /// Calls `f` with every **nearest copy** of `to` as seen from `from`: each hex of
    /// the plane that stands for the same map hex as `to` and lies exactly
    /// [`HexTopology::hex_distance`]`(from, to)` steps from `from` on the plane. On a
    /// bounded map that is `to` itself; on a wrap-around map it is the copy across the
    /// seams that is nearest (on a [`crate::WrapRect`] two or more copies may be equally
    /// near, and each is given once). Sight on a map ([`crate::line_of_sight_on`],
    /// [`crate::Fov::compute_on`]) looks along the lines to these copies only.
    ///
    /// Only meaningful for two hexes of the map with `from` canonical; copies that
    /// would leave [`Hex`]'s exact domain are left out. The default walks the ring of
    /// that radius around `from` (six hexes per step of distance, so it is right for
    /// any map whose [`HexTopology::hex_distance`] is); the maps of this crate answer
    /// without a walk.
    ///
    /// ```
    /// use hexgrid::{Hex, HexTopology, OffsetCoord, OffsetLayout, Wrap, WrapHexagon, WrapRect};
    /// let world = WrapHexagon::new(3)?;
    /// let mut copies = Vec::new();
    /// world.for_each_nearest_copy(Hex::new(3, 0), Hex::new(-3, 3), |c| copies.push(c));
    /// assert_eq!(copies, [Hex::new(4, 0)]); // one step east, across the seam
    /// // A ring of four cells: the cell two steps away is as near either way round.
    /// let ring = WrapRect::new(4, 1, OffsetLayout::OddR, Wrap::X)?;
    /// let mut copies = Vec::new();
    /// ring.for_each_nearest_copy(Hex::ORIGIN, Hex::new(2, 0), |c| copies.push(c));
    /// copies.sort();
    /// assert_eq!(copies, [Hex::new(-2, 0), Hex::new(2, 0)]);
    /// # Ok::<(), hexgrid::HexGridError>(())
    /// ```
    fn for_each_nearest_copy(&self, from: Hex, to: Hex, mut f: impl FnMut(Hex)) {
        let Some(target) = self.cell_of(to) else {
            return;
        };
        let d = self.hex_distance(from, to);
        ring_in_domain(from, d, |h| {
            if self.cell_of(h) == Some(target) {
                f(h);
            }
        });
    }

    /// Optimisation hint: `Some((cols, rows, layout))` when the set is exactly a
    /// `cols x rows` rectangle in `layout` that does not wrap, indexed row-major
    /// (`row * cols + col`), with neighbours in [`Direction::ALL`] order (an
    /// [`crate::OffsetGrid`]). Leave the default `None` unless that is exactly true.
    fn offset_rect(&self) -> Option<(usize, usize, OffsetLayout)> {
        None
    }

    /// `true` when the set holds no hex (never, for this crate's maps).
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `true` when `hex` stands for a map hex.
    fn contains_hex(&self, hex: Hex) -> bool {
        self.cell_of(hex).is_some()
    }

    /// The canonical hex of the map hex `hex` stands for: `hex` itself on a bounded
    /// map, its copy on the map on a wrap-around one; `None` when it stands for none.
    fn canonical(&self, hex: Hex) -> Option<Hex> {
        self.coord_of(self.cell_of(hex)?)
    }

    /// Calls `f` with the index of each neighbour of the hex at `index`, in
    /// [`Direction::ALL`] order, across the seams, skipping those off the map; nothing
    /// when `index >= len`. On a map only one or two hexes across, a neighbour can come
    /// twice, or be the hex itself.
    fn for_each_neighbor(&self, index: usize, mut f: impl FnMut(usize)) {
        let Some(hex) = self.coord_of(index) else {
            return;
        };
        for d in Direction::ALL {
            // A map hex lies in the exact domain, so its neighbour is exact.
            if let Some(j) = self.cell_of(hex.neighbor(d)) {
                f(j);
            }
        }
    }
}

impl<T: HexTopology + ?Sized> HexTopology for &T {
    fn len(&self) -> usize {
        (**self).len()
    }
    fn cell_of(&self, hex: Hex) -> Option<usize> {
        (**self).cell_of(hex)
    }
    fn coord_of(&self, index: usize) -> Option<Hex> {
        (**self).coord_of(index)
    }
    fn hex_distance(&self, a: Hex, b: Hex) -> u32 {
        (**self).hex_distance(a, b)
    }
    fn offset_rect(&self) -> Option<(usize, usize, OffsetLayout)> {
        (**self).offset_rect()
    }
    fn canonical(&self, hex: Hex) -> Option<Hex> {
        (**self).canonical(hex)
    }
    fn for_each_neighbor(&self, index: usize, f: impl FnMut(usize)) {
        (**self).for_each_neighbor(index, f);
    }
    fn for_each_nearest_copy(&self, from: Hex, to: Hex, f: impl FnMut(Hex)) {
        (**self).for_each_nearest_copy(from, to, f);
    }
}

/// Calls `f` with each hex of the ring of `radius` around `center` that lies in the
/// exact domain, once each (the centre alone for radius 0), computed in 64 bits.
pub(crate) fn ring_in_domain(center: Hex, radius: u32, mut f: impl FnMut(Hex)) {
    let (cq, cr) = (i64::from(center.q), i64::from(center.r));
    let n = i64::from(radius);
    let mut visit = |q: i64, r: i64| {
        if let (Ok(q), Ok(r)) = (i32::try_from(q), i32::try_from(r)) {
            let h = Hex::new(q, r);
            // `length` is exact for any i32 pair.
            if h.in_domain() {
                f(h);
            }
        }
    };
    if n == 0 {
        visit(cq, cr);
        return;
    }
    // The ring walks from the corner `n` steps along SouthWest, then along each
    // direction in turn, `n` steps each.
    let (sw_q, sw_r) = (-1i64, 1i64);
    let (mut q, mut r) = (cq + sw_q * n, cr + sw_r * n);
    for d in Direction::ALL {
        let (dq, dr) = d.axial_delta();
        let (dq, dr) = (i64::from(dq), i64::from(dr));
        for _ in 0..n {
            visit(q, r);
            q += dq;
            r += dr;
        }
    }
}
