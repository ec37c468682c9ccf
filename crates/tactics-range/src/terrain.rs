//! `Terrain`: where a map reads each cell's terrain id, so a game keeps one store.

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::fmt;

/// Where a [`TacticsMap`](crate::TacticsMap) reads the terrain id of each cell: its
/// own `Vec<u8>` (the default), a borrowed `&[u8]`, or the game's own store through
/// [`TacticsMap::from_fn`](crate::TacticsMap::from_fn), so a game whose tiles already
/// say what they are keeps no second copy of the map.
///
/// A store answers for the cells `0..len()`, and the map checks once, when it is
/// made, that `len()` is the topology's cell count; searches then ask only for
/// cells below it. A store whose ids are one slice says so through
/// [`ids`](Terrain::ids), and the searches take their fastest paths on it.
///
/// ```
/// use floodfill::{Connectivity, SquareGrid};
/// use tactics_range::TacticsMap;
///
/// let grid = SquareGrid::new(3, 1, Connectivity::Four).unwrap();
/// let ids = [0u8, 2, 0];
/// // A borrowed slice is a store too.
/// let map = TacticsMap::new(grid, &ids[..]).unwrap();
/// assert_eq!(map.terrain(1), Some(2));
/// ```
pub trait Terrain {
    /// The number of cells the store answers for.
    fn len(&self) -> usize;

    /// `true` when the store answers for no cell.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The terrain id of `cell`, for `cell < len()` (the map never asks for
    /// another).
    fn id(&self, cell: usize) -> u8;

    /// Every cell's id as one slice, when the store keeps them so (the default
    /// says it does not): the searches then read the slice directly.
    fn ids(&self) -> Option<&[u8]> {
        None
    }
}

impl Terrain for [u8] {
    fn len(&self) -> usize {
        <[u8]>::len(self)
    }

    #[inline]
    fn id(&self, cell: usize) -> u8 {
        self[cell]
    }

    fn ids(&self) -> Option<&[u8]> {
        Some(self)
    }
}

/// The owned byte stores: read as the slice they hold.
macro_rules! byte_store {
    ($($store:ty),*) => {$(
        impl Terrain for $store {
            fn len(&self) -> usize {
                <[u8]>::len(self)
            }

            #[inline]
            fn id(&self, cell: usize) -> u8 {
                self[cell]
            }

            fn ids(&self) -> Option<&[u8]> {
                Some(self)
            }
        }
    )*};
}

byte_store!(Vec<u8>, Box<[u8]>);

impl<S: Terrain + ?Sized> Terrain for &S {
    fn len(&self) -> usize {
        S::len(self)
    }

    #[inline]
    fn id(&self, cell: usize) -> u8 {
        S::id(self, cell)
    }

    fn ids(&self) -> Option<&[u8]> {
        S::ids(self)
    }
}

/// A store that asks a function for each cell's terrain id: the game's own tiles
/// read in place. Made by [`TacticsMap::from_fn`](crate::TacticsMap::from_fn), which
/// gives it the topology's cell count.
#[derive(Clone, Copy)]
pub struct TerrainFn<F> {
    len: usize,
    id: F,
}

impl<F: Fn(usize) -> u8> TerrainFn<F> {
    /// A store of `len` cells whose ids `id` gives.
    pub(crate) fn new(len: usize, id: F) -> Self {
        TerrainFn { len, id }
    }
}

impl<F: Fn(usize) -> u8> Terrain for TerrainFn<F> {
    fn len(&self) -> usize {
        self.len
    }

    #[inline]
    fn id(&self, cell: usize) -> u8 {
        (self.id)(cell)
    }
}

impl<F> fmt::Debug for TerrainFn<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TerrainFn")
            .field("len", &self.len)
            .finish_non_exhaustive()
    }
}
