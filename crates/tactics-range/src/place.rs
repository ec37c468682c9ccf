//! `Place`: how a game names a cell in a query, by its index or in its own
//! coordinates.

use floodfill::{Coords, Topology};
use hexgrid::Hex;

use crate::RangeError;

/// A way to name a cell of a map whose topology is `T`: the dense `usize` index
/// (every topology), or the topology's own coordinate through [`floodfill::Coords`]:
/// a [`Hex`] on hex boards, `(x, y)` on a square grid. Every query takes a `Place`
/// where it takes a cell, and answers cells of a query in the same kind of place it
/// was given (a [`crate::Sight::field_of_view`] from a `Hex` lists `Hex`es). Results
/// kept for later ([`crate::Reach`], [`crate::Fog`], ...) answer in places through
/// their `on(&map)` views.
///
/// ```
/// use floodfill::{Coords, HexGrid};
/// use hexgrid::{Hex, OffsetLayout};
/// use tactics_range::{MoveProfile, Movement, Query, TacticsMap};
///
/// let board = HexGrid::new(7, 7, OffsetLayout::OddR).unwrap();
/// let map = TacticsMap::filled(board, 0).unwrap();
/// let foot = MoveProfile::uniform(1, 1).unwrap();
/// let mut movement = Movement::new();
/// let start: Hex = board.coord_of(24).unwrap(); // offset (3, 3), the middle
/// let reach = movement.reach(&Query::new(&map, &foot), start, 2).unwrap();
/// let east2 = Hex::new(start.q + 2, start.r);
/// assert_eq!(reach.on(&map).cost_to(east2), Some(2));
/// assert_eq!(reach.on(&map).reached().count(), 19); // the hex radius 2
/// // The index is still a door: cell 24 is offset (3, 3).
/// assert_eq!(reach.cost_to(24), Some(0));
/// ```
pub trait Place<T: ?Sized>: Copy {
    /// The cell this place names on `topology`.
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] for an index off the map;
    /// [`RangeError::OffMap`] for a coordinate off the map.
    fn cell_of(self, topology: &T) -> Result<usize, RangeError>;

    /// The place of `cell` on `topology`, or `None` off the map.
    fn coord_of(cell: usize, topology: &T) -> Option<Self>;

    /// The old name of [`Place::cell_of`]; an implementor writes `cell_of`.
    ///
    /// # Errors
    /// As [`Place::cell_of`].
    #[deprecated(since = "0.1.0", note = "renamed to `cell_of`")]
    fn cell_on(self, topology: &T) -> Result<usize, RangeError> {
        self.cell_of(topology)
    }

    /// The old name of [`Place::coord_of`]; an implementor writes `coord_of`.
    #[deprecated(since = "0.1.0", note = "renamed to `coord_of`")]
    fn place_of(cell: usize, topology: &T) -> Option<Self> {
        Self::coord_of(cell, topology)
    }
}

impl<T: Topology + ?Sized> Place<T> for usize {
    fn cell_of(self, topology: &T) -> Result<usize, RangeError> {
        let len = topology.len();
        if self < len {
            Ok(self)
        } else {
            Err(RangeError::CellOutOfRange { cell: self, len })
        }
    }

    fn coord_of(cell: usize, topology: &T) -> Option<Self> {
        (cell < topology.len()).then_some(cell)
    }
}

impl<T: Coords<Coord = Hex> + ?Sized> Place<T> for Hex {
    fn cell_of(self, topology: &T) -> Result<usize, RangeError> {
        topology.cell_of(self).ok_or(RangeError::OffMap)
    }

    fn coord_of(cell: usize, topology: &T) -> Option<Self> {
        topology.coord_of(cell)
    }
}

impl<T: Coords<Coord = (usize, usize)> + ?Sized> Place<T> for (usize, usize) {
    fn cell_of(self, topology: &T) -> Result<usize, RangeError> {
        topology.cell_of(self).ok_or(RangeError::OffMap)
    }

    fn coord_of(cell: usize, topology: &T) -> Option<Self> {
        topology.coord_of(cell)
    }
}
