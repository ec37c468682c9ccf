//! Dense hex storage: one value per hex of a fixed shape, in a `Vec`, with O(1) index
//! maths, and the [`HexStore`] trait that algorithms take so that they work on any of
//! them ([`crate::OffsetGrid`], [`HexMap`], [`RhombusMap`]).

mod hexagon;
pub(crate) mod offset_grid;
mod rhombus;

pub use hexagon::HexMap;
pub(crate) use hexagon::{hexagon_in_domain, hexagon_index};
pub use offset_grid::{DisplayWith, GridNeighbors, OffsetGrid};
pub use rhombus::RhombusMap;

use crate::Hex;

/// A dense store of one value per hex of a fixed set: the hexes are numbered `0..len`
/// and the values sit in a slice in that order.
///
/// Algorithms ([`crate::PathFinder`]) take any `HexStore`, so they work
/// on a rectangle ([`OffsetGrid`]), a hexagon ([`HexMap`]) or a parallelogram
/// ([`RhombusMap`]) alike, and use the dense index for their own scratch arrays.
///
/// ```
/// use hexgrid::{Hex, HexMap, HexStore};
/// fn count_walls(store: &impl HexStore<Cell = char>) -> usize {
///     store.as_slice().iter().filter(|&&c| c == '#').count()
/// }
/// let mut map = HexMap::new(Hex::ORIGIN, 2, '.')?;
/// *map.get_hex_mut(Hex::new(1, 0)).unwrap() = '#';
/// assert_eq!(count_walls(&map), 1);
/// assert_eq!(map.get_hex(Hex::new(3, 0)), None);
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
pub trait HexStore {
    /// The value stored per hex.
    type Cell;

    /// The number of hexes.
    fn len(&self) -> usize;

    /// The dense index of `hex` (`0..len`), or `None` when it is not in the store.
    fn hex_index(&self, hex: Hex) -> Option<usize>;

    /// The hex at dense `index`, or `None` past the end.
    fn index_hex(&self, index: usize) -> Option<Hex>;

    /// The values, in index order.
    fn as_slice(&self) -> &[Self::Cell];

    /// The values, in index order, mutable.
    fn as_mut_slice(&mut self) -> &mut [Self::Cell];

    /// `true` when the store holds no hex (never, for this crate's stores).
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `true` when `hex` is in the store.
    fn contains_hex(&self, hex: Hex) -> bool {
        self.hex_index(hex).is_some()
    }

    /// The value at `hex`, or `None` when it is not in the store.
    fn get_hex(&self, hex: Hex) -> Option<&Self::Cell> {
        let i = self.hex_index(hex)?;
        self.as_slice().get(i)
    }

    /// The value at `hex`, mutable, or `None` when it is not in the store.
    fn get_hex_mut(&mut self, hex: Hex) -> Option<&mut Self::Cell> {
        let i = self.hex_index(hex)?;
        self.as_mut_slice().get_mut(i)
    }
}

impl<T> HexStore for OffsetGrid<T> {
    type Cell = T;

    fn len(&self) -> usize {
        OffsetGrid::len(self)
    }

    fn hex_index(&self, hex: Hex) -> Option<usize> {
        self.index_of(self.from_hex(hex))
    }

    fn index_hex(&self, index: usize) -> Option<Hex> {
        self.coord_of(index).map(|c| self.to_hex(c))
    }

    fn as_slice(&self) -> &[T] {
        OffsetGrid::as_slice(self)
    }

    fn as_mut_slice(&mut self) -> &mut [T] {
        OffsetGrid::as_mut_slice(self)
    }
}

/// Allocates `len` cells with a typed error instead of an abort.
pub(crate) fn alloc_cells<T>(
    len: usize,
    mut make: impl FnMut(usize) -> T,
) -> Result<alloc::vec::Vec<T>, crate::HexGridError> {
    let mut cells = alloc::vec::Vec::new();
    cells
        .try_reserve_exact(len)
        .map_err(|_| crate::HexGridError::AllocationFailed { cells: len })?;
    cells.extend((0..len).map(&mut make));
    Ok(cells)
}
