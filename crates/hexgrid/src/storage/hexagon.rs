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
/// assert_eq!(map.hex_index(Hex::new(6, 4)), Some(1));
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

/// The offset `(q, r)` at row-order `index` of a hexagon of `radius` (by binary search
/// over the rows); `index` must be below the hex count.
pub(crate) fn hexagon_offset(radius: u32, index: usize) -> (i64, i64) {
    let n = u64::from(radius);
    let index = index as u64;
    let (mut lo, mut hi) = (0, 2 * n);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if row_start(radius, mid) <= index {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let r = lo as i64 - n as i64;
    let q_min = (-(n as i64)).max(-r - n as i64);
    (q_min + (index - row_start(radius, lo)) as i64, r)
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

impl<T> HexTopology for HexMap<T> {
    fn len(&self) -> usize {
        self.cells.len()
    }

    fn hex_index(&self, hex: Hex) -> Option<usize> {
        let q = i64::from(hex.q) - i64::from(self.center.q);
        let r = i64::from(hex.r) - i64::from(self.center.r);
        hexagon_index(self.radius, q, r)
    }

    fn index_hex(&self, index: usize) -> Option<Hex> {
        (index < self.cells.len()).then(|| self.hex_at(index))
    }

    fn canonical(&self, hex: Hex) -> Option<Hex> {
        self.contains_hex(hex).then_some(hex)
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
