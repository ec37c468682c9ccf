//! `RhombusMap<T>`: a parallelogram of hexes stored densely.

use alloc::vec::Vec;

use super::{HexStore, HexTopology, alloc_cells};
use crate::{
    Hex, HexGridError,
    storage::offset_grid::{check_count, checked_len},
};

/// One value per hex of a parallelogram (rhombus when square): `origin + (q, r)` for
/// `q` in `0..cols` and `r` in `0..rows`, stored row by row (`index = r * cols + q`),
/// the shape of [`crate::shapes::parallelogram`].
///
/// ```
/// use hexgrid::{Hex, HexStore, HexTopology, RhombusMap};
/// let map = RhombusMap::new(Hex::new(-1, -1), 3, 2, 0u8)?;
/// assert_eq!(map.len(), 6);
/// assert_eq!(map.cell_of(Hex::new(1, 0)), Some(5));
/// assert_eq!(map.coord_of(5), Some(Hex::new(1, 0)));
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(
        try_from = "RhombusSpec<T>",
        bound(deserialize = "T: serde::Deserialize<'de>")
    )
)]
pub struct RhombusMap<T> {
    origin: Hex,
    cols: usize,
    rows: usize,
    cells: Vec<T>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RhombusSpec<T> {
    origin: Hex,
    cols: usize,
    rows: usize,
    cells: Vec<T>,
}

#[cfg(feature = "serde")]
impl<T> TryFrom<RhombusSpec<T>> for RhombusMap<T> {
    type Error = HexGridError;
    fn try_from(s: RhombusSpec<T>) -> Result<Self, HexGridError> {
        RhombusMap::from_vec(s.origin, s.cols, s.rows, s.cells)
    }
}

/// Checks the size limits (those of [`crate::OffsetGrid`]) and that every hex lies in
/// the exact domain; returns the hex count.
fn checked_rhombus(origin: Hex, cols: usize, rows: usize) -> Result<usize, HexGridError> {
    let len = checked_len(cols, rows)?;
    // The domain is convex (a hexagon in `q`, `r`, `s`), so the parallelogram lies in
    // it exactly when its four corners do. Sides are at least 1 and at most 2^29, so
    // every corner's coordinates fit `i64` with room.
    let (q, r) = (i64::from(origin.q), i64::from(origin.r));
    let (dq, dr) = (cols as i64 - 1, rows as i64 - 1);
    let max = i64::from(Hex::MAX_COORD);
    let inside = |q: i64, r: i64| q.abs() <= max && r.abs() <= max && (q + r).abs() <= max;
    let corners = [(q, r), (q + dq, r), (q, r + dr), (q + dq, r + dr)];
    if !corners.iter().all(|&(q, r)| inside(q, r)) {
        return Err(HexGridError::OutOfDomain {
            q: origin.q,
            r: origin.r,
        });
    }
    Ok(len)
}

/// The hex at row-order `index` of a parallelogram `cols` wide from `origin` (an index
/// inside a checked map, so both offsets fit `i32`).
fn hex_at(origin: Hex, cols: usize, index: usize) -> Hex {
    origin + Hex::new((index % cols) as i32, (index / cols) as i32)
}

impl<T> RhombusMap<T> {
    /// A `cols x rows` parallelogram from `origin` with each value made by `f(hex)`.
    ///
    /// # Errors
    /// The size errors of [`crate::OffsetGrid::new`], [`HexGridError::OutOfDomain`]
    /// when a hex would leave [`Hex`]'s exact domain,
    /// [`HexGridError::AllocationFailed`] when the memory cannot be reserved.
    pub fn from_fn(
        origin: Hex,
        cols: usize,
        rows: usize,
        mut f: impl FnMut(Hex) -> T,
    ) -> Result<Self, HexGridError> {
        let len = checked_rhombus(origin, cols, rows)?;
        let cells = alloc_cells(len, |i| f(hex_at(origin, cols, i)))?;
        Ok(RhombusMap {
            origin,
            cols,
            rows,
            cells,
        })
    }

    /// A parallelogram holding `cells` row by row.
    ///
    /// # Errors
    /// As [`RhombusMap::from_fn`], and [`HexGridError::LengthMismatch`] when the count
    /// is not `cols * rows`.
    pub fn from_vec(
        origin: Hex,
        cols: usize,
        rows: usize,
        cells: Vec<T>,
    ) -> Result<Self, HexGridError> {
        let expected = checked_rhombus(origin, cols, rows)?;
        check_count(expected, cells.len())?;
        Ok(RhombusMap {
            origin,
            cols,
            rows,
            cells,
        })
    }

    /// The hex at index 0 (smallest `q` and `r`).
    #[must_use]
    pub fn origin(&self) -> Hex {
        self.origin
    }

    /// The extent along `q`.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The extent along `r`.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Every hex with its value, row by row.
    pub fn iter(&self) -> impl Iterator<Item = (Hex, &T)> + '_ {
        let (origin, cols) = (self.origin, self.cols);
        self.cells
            .iter()
            .enumerate()
            .map(move |(i, v)| (hex_at(origin, cols, i), v))
    }
}

impl<T: Clone> RhombusMap<T> {
    /// A `cols x rows` parallelogram from `origin` with every value `fill`.
    ///
    /// # Errors
    /// As [`RhombusMap::from_fn`].
    pub fn new(origin: Hex, cols: usize, rows: usize, fill: T) -> Result<Self, HexGridError> {
        Self::from_fn(origin, cols, rows, |_| fill.clone())
    }
}

impl<T> RhombusMap<T> {
    /// How many hexes it holds: [`HexTopology::len`](crate::HexTopology::len), callable
    /// without importing the trait.
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

impl<T> HexTopology for RhombusMap<T> {
    fn len(&self) -> usize {
        RhombusMap::len(self)
    }

    fn cell_of(&self, hex: Hex) -> Option<usize> {
        let q = usize::try_from(i64::from(hex.q) - i64::from(self.origin.q)).ok()?;
        let r = usize::try_from(i64::from(hex.r) - i64::from(self.origin.r)).ok()?;
        (q < self.cols && r < self.rows).then(|| r * self.cols + q)
    }

    fn coord_of(&self, index: usize) -> Option<Hex> {
        (index < self.cells.len()).then(|| hex_at(self.origin, self.cols, index))
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

impl<T> HexStore for RhombusMap<T> {
    type Cell = T;

    fn as_slice(&self) -> &[T] {
        &self.cells
    }

    fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.cells
    }
}
