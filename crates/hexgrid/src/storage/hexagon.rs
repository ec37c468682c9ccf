//! `HexMap<T>`: a hexagon-shaped map stored densely, row by row.

use alloc::vec::Vec;

use super::{HexStore, HexTopology, alloc_cells};
use crate::{
    Hex, HexGridError, OffsetGrid, hex::iter::range_len, storage::offset_grid::check_count,
};

/// One value per hex of a hexagon of `radius` around `center`, stored densely in
/// rows of `r` (top to bottom), each row by `q`: the layout of Red Blob's "hexagon map
/// storage", with the index computed in O(1).
///
/// ```
/// use hexgrid::{Hex, HexMap, HexStore, HexTopology};
/// let map = HexMap::from_fn(Hex::new(5, 5), 1, |h| h.q * 10 + h.r)?;
/// assert_eq!(map.len(), 7);
/// // Row order: the top row (r = 4) first.
/// assert_eq!(map.as_slice(), [54, 64, 45, 55, 65, 46, 56]);
/// // Spiral order: the centre, then the ring.
/// let spiral: Vec<i32> = map.spiral().map(|(_, &v)| v).collect();
/// assert_eq!(spiral[0], 55);
/// assert_eq!(map.cell_of(Hex::new(6, 4)), Some(1));
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(
        try_from = "HexMapSpec<T>",
        bound(deserialize = "T: serde::Deserialize<'de>")
    )
)]
pub struct HexMap<T> {
    center: Hex,
    radius: u32,
    cells: Vec<T>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct HexMapSpec<T> {
    center: Hex,
    radius: u32,
    cells: Vec<T>,
}

#[cfg(feature = "serde")]
impl<T> TryFrom<HexMapSpec<T>> for HexMap<T> {
    type Error = HexGridError;
    fn try_from(s: HexMapSpec<T>) -> Result<Self, HexGridError> {
        HexMap::from_vec(s.center, s.radius, s.cells)
    }
}

/// Checks a hexagon against the limits and returns its hex count.
fn checked_hexagon(center: Hex, radius: u32) -> Result<usize, HexGridError> {
    // Radius 18_918 is the largest with at most MAX_CELLS hexes.
    let len = range_len(radius);
    if len > OffsetGrid::<()>::MAX_CELLS as u128 {
        return Err(HexGridError::RadiusTooLarge {
            radius,
            max: 18_918,
        });
    }
    hexagon_in_domain(center, radius)?;
    Ok(len as usize)
}

/// Checks that every hex within `radius` of `center` lies in [`Hex`]'s exact domain.
pub(crate) fn hexagon_in_domain(center: Hex, radius: u32) -> Result<(), HexGridError> {
    if u64::from(center.length()) + u64::from(radius) > Hex::MAX_COORD as u64 {
        return Err(HexGridError::OutOfDomain {
            q: center.q,
            r: center.r,
        });
    }
    Ok(())
}

impl<T> HexMap<T> {
    /// A hexagon of `radius` around `center` with each value made by `f(hex)`.
    ///
    /// # Errors
    /// [`HexGridError::RadiusTooLarge`] past [`crate::OffsetGrid::MAX_CELLS`] hexes,
    /// [`HexGridError::OutOfDomain`] when a hex would leave [`Hex`]'s exact domain,
    /// [`HexGridError::AllocationFailed`] when the memory cannot be reserved.
    pub fn from_fn(
        center: Hex,
        radius: u32,
        mut f: impl FnMut(Hex) -> T,
    ) -> Result<Self, HexGridError> {
        let len = checked_hexagon(center, radius)?;
        let shape = HexMap {
            center,
            radius,
            cells: Vec::new(),
        };
        let cells = alloc_cells(len, |i| f(shape.hex_at(i)))?;
        Ok(HexMap { cells, ..shape })
    }

    /// A hexagon holding `cells` in row order ([`HexStore::as_slice`]'s order).
    ///
    /// # Errors
    /// As [`HexMap::from_fn`], and [`HexGridError::LengthMismatch`] when the count is
    /// not `3r(r + 1) + 1`.
    pub fn from_vec(center: Hex, radius: u32, cells: Vec<T>) -> Result<Self, HexGridError> {
        let expected = checked_hexagon(center, radius)?;
        check_count(expected, cells.len())?;
        Ok(HexMap {
            center,
            radius,
            cells,
        })
    }

    /// The centre.
    #[must_use]
    pub fn center(&self) -> Hex {
        self.center
    }

    /// The radius.
    #[must_use]
    pub fn radius(&self) -> u32 {
        self.radius
    }

    /// Every hex with its value, in row order.
    pub fn iter(&self) -> impl Iterator<Item = (Hex, &T)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .map(|(i, v)| (self.hex_at(i), v))
    }

    /// Every hex with its value, the centre first, then ring by ring ([`Hex::spiral`]
    /// order).
    pub fn spiral(&self) -> impl Iterator<Item = (Hex, &T)> + '_ {
        self.center
            .spiral(self.radius)
            .filter_map(|h| Some((h, self.get_hex(h)?)))
    }

    /// The hex at `index < len`.
    fn hex_at(&self, index: usize) -> Hex {
        let (q, r) = hexagon_offset(self.radius, index);
        // The map lies in the exact domain, so these fit.
        Hex::new(
            (i64::from(self.center.q) + q) as i32,
            (i64::from(self.center.r) + r) as i32,
        )
    }
}

/// The first index of row `i` (`r = i - radius` relative to the centre) of a hexagon
/// of `radius` stored row by row.
fn row_start(radius: u32, i: u64) -> u64 {
    let n = u64::from(radius);
    if i <= n {
        // Rows above the middle grow by one: n + 1, n + 2, ...
        i * (n + 1) + i * i.saturating_sub(1) / 2
    } else {
        // Below the middle they shrink again: 2n, 2n - 1, ...
        let k = i - n;
        row_start(radius, n) + k * (3 * n + 1) - k * (n + i - 1) / 2
    }
}

/// The row-order index of offset `(q, r)` in a hexagon of `radius` around the origin,
/// or `None` outside it.
pub(crate) fn hexagon_index(radius: u32, q: i64, r: i64) -> Option<usize> {
    let n = i64::from(radius);
    if q.abs() > n || r.abs() > n || (q + r).abs() > n {
        return None;
    }
    let q_min = (-n).max(-r - n);
    usize::try_from(row_start(radius, (r + n) as u64) + (q - q_min) as u64).ok()
}

/// The offset `(q, r)` at row-order `index` of a hexagon of `radius`; `index` must be
/// below the hex count. O(1), so a walk that turns indices back into hexes (every
/// neighbour query of a [`HexTopology`] walk) costs the same on any radius.
pub(crate) fn hexagon_offset(radius: u32, index: usize) -> (i64, i64) {
    let n = u64::from(radius);
    let index = index as u64;
    let middle_end = row_start(radius, n) + 2 * n + 1;
    let (row, column) = if index < middle_end {
        let row = top_row_of(n, index);
        (row, index - row_start(radius, row))
    } else {
        // The bottom half mirrors the top: the hex `k` places from the end lies in
        // the row as far below the middle as its mirror lies above it.
        let from_end = 3 * n * (n + 1) - index;
        let mirror = top_row_of(n, from_end);
        let length = n + 1 + mirror;
        (
            2 * n - mirror,
            length - 1 - (from_end - row_start(radius, mirror)),
        )
    };
    let r = row as i64 - n as i64;
    let q_min = (-(n as i64)).max(-r - n as i64);
    (q_min + column as i64, r)
}

/// The row (`0..=n`) of the top half that holds row-order `index`, for an index no
/// later than the middle row. Row `i <= n` starts at `(i^2 + (2n + 1) i) / 2`, so the
/// row is the largest `i` with `(2i + 2n + 1)^2 <= (2n + 1)^2 + 8 index`: an integer
/// square root, exact (u128 because the square outgrows u64 for the largest radii).
fn top_row_of(n: u64, index: u64) -> u64 {
    let b = u128::from(2 * n + 1);
    let root = (b * b + 8 * u128::from(index)).isqrt();
    (((root - b) / 2) as u64).min(n)
}

impl<T: Clone> HexMap<T> {
    /// A hexagon of `radius` around `center` with every value `fill`.
    ///
    /// # Errors
    /// As [`HexMap::from_fn`].
    pub fn new(center: Hex, radius: u32, fill: T) -> Result<Self, HexGridError> {
        Self::from_fn(center, radius, |_| fill.clone())
    }
}

impl<T> HexMap<T> {
    /// How many hexes it holds: [`HexTopology::len`](crate::HexTopology::len), callable
    /// without importing the trait.
    ///
    /// ```
    /// use hexgrid::{Hex, HexMap};
    /// assert_eq!(HexMap::new(Hex::ORIGIN, 2, ())?.len(), 19);
    /// # Ok::<(), hexgrid::HexGridError>(())
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether it holds no hex: [`HexTopology::is_empty`](crate::HexTopology::is_empty),
    /// callable without importing the trait.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<T> HexTopology for HexMap<T> {
    fn len(&self) -> usize {
        HexMap::len(self)
    }

    fn cell_of(&self, hex: Hex) -> Option<usize> {
        let q = i64::from(hex.q) - i64::from(self.center.q);
        let r = i64::from(hex.r) - i64::from(self.center.r);
        hexagon_index(self.radius, q, r)
    }

    fn coord_of(&self, index: usize) -> Option<Hex> {
        (index < self.cells.len()).then(|| self.hex_at(index))
    }

    fn canonical(&self, hex: Hex) -> Option<Hex> {
        self.contains_hex(hex).then_some(hex)
    }

    /// A bounded map has one copy of each hex: `to` itself.
    fn for_each_nearest_copy(&self, _from: Hex, to: Hex, mut f: impl FnMut(Hex)) {
        if self.contains_hex(to) {
            f(to);
        }
    }
}

impl<T> HexStore for HexMap<T> {
    type Cell = T;

    fn as_slice(&self) -> &[T] {
        &self.cells
    }

    fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.cells
    }
}

#[cfg(test)]
mod tests {
    use super::{hexagon_index, hexagon_offset, row_start};

    /// `hexagon_offset` inverts `hexagon_index` (the forward formula) at `index`.
    fn round_trips(radius: u32, index: u64) {
        let (q, r) = hexagon_offset(radius, index as usize);
        assert_eq!(
            hexagon_index(radius, q, r),
            Some(index as usize),
            "radius {radius}, index {index} -> ({q}, {r})"
        );
    }

    #[test]
    fn offset_inverts_index_on_every_hex_of_small_hexagons() {
        for radius in 0..=40u32 {
            let n = u64::from(radius);
            for index in 0..3 * n * (n + 1) + 1 {
                round_trips(radius, index);
            }
        }
    }

    #[test]
    fn offset_inverts_index_around_row_ends_of_large_hexagons() {
        for radius in [1_000u32, 65_535, 1 << 20, (1 << 30) - 1, 1 << 30] {
            let n = u64::from(radius);
            let count = 3 * n * (n + 1) + 1;
            let rows = [1, 2, n / 2, n - 1, n, n + 1, n + n / 2, 2 * n];
            for base in rows.map(|i| row_start(radius, i)).into_iter().chain([0]) {
                for index in base.saturating_sub(2)..(base + 3).min(count) {
                    round_trips(radius, index);
                }
            }
            round_trips(radius, count - 1);
        }
    }
}
