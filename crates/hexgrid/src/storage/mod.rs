//! Dense hex storage: one value per hex of a fixed shape, in a `Vec`, with O(1) index
//! maths; the [`HexTopology`] trait (hexes, dense indices, neighbours) that algorithms
//! take so that they work on every map, and [`HexStore`], which adds the values.

mod hexagon;
pub(crate) mod offset_grid;
mod rhombus;
mod topology;

pub use hexagon::HexMap;
pub(crate) use hexagon::{hexagon_in_domain, hexagon_index, hexagon_offset};
pub use offset_grid::{DisplayWith, GridNeighbors, OffsetGrid};
pub use rhombus::RhombusMap;
pub use topology::HexTopology;

use crate::{Hex, OffsetLayout};

/// A dense store of one value per hex of a fixed set: the hexes of a [`HexTopology`]
/// (numbered `0..len`), with the values in a slice in that order: a rectangle
/// ([`OffsetGrid`]), a hexagon ([`HexMap`]) or a parallelogram ([`RhombusMap`]).
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
pub trait HexStore: HexTopology {
    /// The value stored per hex.
    type Cell;

    /// The values, in index order.
    fn as_slice(&self) -> &[Self::Cell];

    /// The values, in index order, mutable.
    fn as_mut_slice(&mut self) -> &mut [Self::Cell];

    /// The value at `hex`, or `None` when it is not in the store.
    fn get_hex(&self, hex: Hex) -> Option<&Self::Cell> {
        let i = self.cell_of(hex)?;
        self.as_slice().get(i)
    }

    /// The value at `hex`, mutable, or `None` when it is not in the store.
    fn get_hex_mut(&mut self, hex: Hex) -> Option<&mut Self::Cell> {
        let i = self.cell_of(hex)?;
        self.as_mut_slice().get_mut(i)
    }
}

impl<T> HexTopology for OffsetGrid<T> {
    fn len(&self) -> usize {
        OffsetGrid::len(self)
    }

    fn cell_of(&self, hex: Hex) -> Option<usize> {
        OffsetGrid::cell_of(self, self.from_hex(hex))
    }

    fn coord_of(&self, index: usize) -> Option<Hex> {
        OffsetGrid::coord_of(self, index).map(|c| self.to_hex(c))
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

    fn offset_rect(&self) -> Option<(usize, usize, OffsetLayout)> {
        Some((self.cols(), self.rows(), self.layout()))
    }
}

impl<T> HexStore for OffsetGrid<T> {
    type Cell = T;

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
