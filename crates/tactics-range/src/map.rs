//! `TacticsMap`: a topology plus a terrain id per cell.

use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use floodfill::{Connectivity, SquareGrid, Topology};

use crate::RangeError;
use crate::terrain::{Terrain, TerrainFn};

/// A battle map: any floodfill [`Topology`] (square 4, square 8, hex, a user graph)
/// and one terrain id per cell. Terrain ids mean whatever the game says; each unit
/// class turns them into costs with its [`crate::MoveProfile`].
///
/// The ids live in a [`Terrain`] store `S`: by default the map's own `Vec<u8>`; a
/// borrowed `&[u8]`; or the game's own tiles, read in place through
/// [`TacticsMap::from_fn`], so a game that keeps its board in a `HexMap<Tile>`
/// makes a map view per turn without copying it (searches on a store that is not
/// one slice take the general path, a little slower).
///
/// ```
/// use floodfill::{Connectivity, SquareGrid};
/// use tactics_range::TacticsMap;
///
/// let grid = SquareGrid::new(3, 2, Connectivity::Four).unwrap();
/// let map = TacticsMap::new(grid, vec![0, 0, 1, 0, 2, 0]).unwrap();
/// assert_eq!(map.terrain(4), Some(2));
/// // Square maps print (and parse) as one base-36 digit per cell.
/// assert_eq!(map.to_string(), "001\n020\n");
/// assert_eq!("001\n020\n".parse::<TacticsMap<SquareGrid>>().unwrap(), map);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TacticsMap<T, Tr = Vec<u8>> {
    topology: T,
    terrain: Tr,
}

/// The saved form of a [`TacticsMap`]; loading validates it like [`TacticsMap::new`].
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct MapSpec<T> {
    topology: T,
    terrain: Vec<u8>,
}

#[cfg(feature = "serde")]
impl<'de, T: Topology + serde::Deserialize<'de>> serde::Deserialize<'de> for TacticsMap<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = <MapSpec<T> as serde::Deserialize>::deserialize(d)?;
        TacticsMap::new(s.topology, s.terrain).map_err(serde::de::Error::custom)
    }
}

impl<T: Topology, Tr: Terrain> TacticsMap<T, Tr> {
    /// A map from its topology and one terrain id per cell: a `Vec<u8>`, a borrowed
    /// `&[u8]`, or any other [`Terrain`] store.
    ///
    /// # Errors
    /// [`RangeError::EmptyMap`] for a topology without cells;
    /// [`RangeError::TooManyCells`] beyond `u32` cell indices;
    /// [`RangeError::SizeMismatch`] unless `terrain.len() == topology.len()`.
    pub fn new(topology: T, terrain: Tr) -> Result<Self, RangeError> {
        let len = Self::checked_len(&topology)?;
        if terrain.len() != len {
            return Err(RangeError::SizeMismatch {
                what: "terrain",
                expected: len,
                found: terrain.len(),
            });
        }
        Ok(TacticsMap { topology, terrain })
    }

    /// The topology's cell count, when a map can hold it: at least one cell and at
    /// most [`floodfill::MAX_CELLS`].
    fn checked_len(topology: &T) -> Result<usize, RangeError> {
        let len = topology.len();
        if len == 0 {
            return Err(RangeError::EmptyMap);
        }
        if len > floodfill::MAX_CELLS {
            return Err(RangeError::TooManyCells { len });
        }
        Ok(len)
    }
}

impl<T: Topology> TacticsMap<T> {
    /// A map where every cell has terrain `terrain`.
    ///
    /// # Errors
    /// As [`TacticsMap::new`] (the size is checked before the terrain is
    /// allocated), and [`RangeError::Flood`] with
    /// [`floodfill::FloodError::OutOfMemory`] when the allocator refuses it.
    pub fn filled(topology: T, terrain: u8) -> Result<Self, RangeError> {
        let len = Self::checked_len(&topology)?;
        let mut cells = Vec::new();
        cells
            .try_reserve_exact(len)
            .map_err(|_| floodfill::FloodError::OutOfMemory { cells: len })?;
        cells.resize(len, terrain);
        Self::new(topology, cells)
    }
}

impl<T: Topology, F: Fn(usize) -> u8> TacticsMap<T, TerrainFn<F>> {
    /// A map that reads each cell's terrain id from the game's own store through
    /// `id`, called with cells `0..topology.len()` only: nothing is copied, so a
    /// game that keeps its board (a `HexMap<Tile>`, a `Vec` of tiles) makes a map
    /// view when it needs one, beside the board rather than inside it. `id` should
    /// answer the same for a cell while a search runs; searches on such a map take
    /// the general path (no bit-parallel grid search).
    ///
    /// ```
    /// use floodfill::HexBoard;
    /// use hexgrid::{Hex, HexMap, HexStore};
    /// use tactics_range::{MoveProfile, Movement, Query, TacticsMap};
    ///
    /// #[derive(Clone, Copy, PartialEq)]
    /// enum Tile { Grass, Forest }
    ///
    /// // The game's board: a hexagon of radius 3, a forest east of the centre.
    /// let mut board = HexMap::new(Hex::ORIGIN, 3, Tile::Grass)?;
    /// *board.get_hex_mut(Hex::new(1, 0)).unwrap() = Tile::Forest;
    ///
    /// // A view for this turn: cells are the map's indices, ids read in place.
    /// let tiles = board.as_slice();
    /// let map = TacticsMap::from_fn(HexBoard(&board), |cell| tiles[cell] as u8)?;
    /// let foot = MoveProfile::from_costs([Some(1), Some(2)])?;
    /// let reach = Movement::new().reach(&Query::new(&map, &foot), Hex::ORIGIN, 2)?;
    /// assert_eq!(reach.on(&map).cost_to(Hex::new(1, 0)), Some(2));
    /// assert_eq!(reach.on(&map).cost_to(Hex::new(-1, 0)), Some(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`TacticsMap::new`] for the topology.
    pub fn from_fn(topology: T, id: F) -> Result<Self, RangeError> {
        let len = Self::checked_len(&topology)?;
        Ok(TacticsMap {
            topology,
            terrain: TerrainFn::new(len, id),
        })
    }
}

impl<T, Tr: Terrain> TacticsMap<T, Tr> {
    /// Number of cells.
    #[must_use]
    pub fn len(&self) -> usize {
        self.terrain.len()
    }

    /// Always `false`: a map has at least one cell.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.terrain.is_empty()
    }

    /// The topology.
    #[must_use]
    pub fn topology(&self) -> &T {
        &self.topology
    }

    /// The terrain id of `cell`, or `None` off the map.
    #[must_use]
    pub fn terrain(&self, cell: usize) -> Option<u8> {
        (cell < self.len()).then(|| self.terrain.id(cell))
    }

    /// The store the terrain ids are read from.
    #[must_use]
    pub fn terrain_store(&self) -> &Tr {
        &self.terrain
    }

    /// The terrain id of `cell`, which the caller has checked is on the map.
    #[inline]
    pub(crate) fn id(&self, cell: usize) -> u8 {
        self.terrain.id(cell)
    }

    /// Every cell's id as one slice, when the store keeps them so.
    #[inline]
    pub(crate) fn ids(&self) -> Option<&[u8]> {
        self.terrain.ids()
    }

    /// `Err` unless `cell` is on the map.
    pub(crate) fn check_cell(&self, cell: usize) -> Result<(), RangeError> {
        if cell < self.len() {
            Ok(())
        } else {
            Err(RangeError::CellOutOfRange {
                cell,
                len: self.len(),
            })
        }
    }
}

impl<T, Tr: Terrain + AsRef<[u8]>> TacticsMap<T, Tr> {
    /// Every cell's terrain id, on a map whose store is one slice (`Vec<u8>`,
    /// `&[u8]`, `Box<[u8]>`).
    #[must_use]
    pub fn terrain_ids(&self) -> &[u8] {
        self.terrain.as_ref()
    }
}

impl<T, Tr: Terrain + AsMut<[u8]>> TacticsMap<T, Tr> {
    /// Changes the terrain of `cell` (a bridge built, a forest burnt), on a map
    /// that owns its ids.
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] off the map.
    pub fn set_terrain(&mut self, cell: usize, terrain: u8) -> Result<(), RangeError> {
        let len = self.len();
        let slot = self
            .terrain
            .as_mut()
            .get_mut(cell)
            .ok_or(RangeError::CellOutOfRange { cell, len })?;
        *slot = terrain;
        Ok(())
    }
}

/// Base-36 digit of a terrain id, or `?` when it has none.
fn digit(terrain: u8) -> char {
    char::from_digit(terrain.into(), 36).unwrap_or('?')
}

/// Square maps print one base-36 digit (`0-9`, `a-z`) per cell, one line per row;
/// terrain ids above 35 print as `?` (and do not parse back).
impl<Tr: Terrain> fmt::Display for TacticsMap<SquareGrid, Tr> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self.topology.width();
        for cell in 0..self.len() {
            fmt::Write::write_char(f, digit(self.terrain.id(cell)))?;
            if (cell + 1) % width == 0 {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}

/// Parses the text [`Display`](fmt::Display) prints: one base-36 digit per cell, one
/// line per row, every row the same length. The grid is 4-connected; change that
/// with [`TacticsMap::with_connectivity`].
impl FromStr for TacticsMap<SquareGrid> {
    type Err = RangeError;

    fn from_str(text: &str) -> Result<Self, RangeError> {
        let mut terrain = Vec::new();
        let (mut width, mut height) = (0, 0);
        for (y, line) in text.lines().enumerate() {
            let before = terrain.len();
            for (x, ch) in line.chars().enumerate() {
                let t = ch.to_digit(36).filter(|_| !ch.is_ascii_uppercase()).ok_or(
                    RangeError::Parse {
                        line: y + 1,
                        column: x + 1,
                        problem: "expected a terrain digit 0-9 or a-z",
                    },
                )?;
                terrain.push(t as u8);
            }
            let w = terrain.len() - before;
            if y == 0 {
                width = w;
            } else if w != width {
                return Err(RangeError::Parse {
                    line: y + 1,
                    column: w.min(width) + 1,
                    problem: "every row must be as long as the first",
                });
            }
            height += 1;
        }
        TacticsMap::square(width, height, Connectivity::Four, terrain)
    }
}

impl TacticsMap<SquareGrid> {
    /// A square map from rows of terrain ids, top row first, every row the same
    /// length: a level editor's grid, or a maze's tile form (maze-gen's
    /// `TileMap::background_rows` with tile ids that are terrain ids, rock
    /// impassable), so a maze becomes a map in one call.
    ///
    /// ```
    /// use floodfill::Connectivity;
    /// use tactics_range::{MoveProfile, Movement, Query, TacticsMap};
    ///
    /// // The tile form of a 2x1 maze whose two cells are joined: 1 is rock.
    /// let rows = [[1, 1, 1, 1, 1], [1, 0, 0, 0, 1], [1, 1, 1, 1, 1]];
    /// let map = TacticsMap::from_rows(rows, Connectivity::Four).unwrap();
    /// assert_eq!(map.to_string(), "11111\n10001\n11111\n");
    /// let foot = MoveProfile::from_costs([Some(1), None]).unwrap();
    /// let reach = Movement::new().reach(&Query::new(&map, &foot), (1, 1), 9).unwrap();
    /// // Cells at maze distance d are 2d apart in the tile form.
    /// assert_eq!(reach.on(&map).cost_to((3, 1)), Some(2));
    /// ```
    ///
    /// # Errors
    /// [`RangeError::EmptyMap`] without rows or with empty ones;
    /// [`RangeError::SizeMismatch`] (`what: "row"`) for a row shorter or longer than
    /// the first; [`RangeError::TooManyCells`] past [`floodfill::MAX_CELLS`].
    pub fn from_rows<R: AsRef<[u8]>>(
        rows: impl IntoIterator<Item = R>,
        connectivity: Connectivity,
    ) -> Result<Self, RangeError> {
        let mut terrain = Vec::new();
        let (mut width, mut height) = (0, 0);
        for row in rows {
            let row = row.as_ref();
            if height == 0 {
                width = row.len();
            } else if row.len() != width {
                return Err(RangeError::SizeMismatch {
                    what: "row",
                    expected: width,
                    found: row.len(),
                });
            }
            if terrain.len() + row.len() > floodfill::MAX_CELLS {
                return Err(RangeError::TooManyCells {
                    len: terrain.len() + row.len(),
                });
            }
            terrain.extend_from_slice(row);
            height += 1;
        }
        Self::square(width, height, connectivity, terrain)
    }

    /// A `width x height` map of row-major `terrain`; an empty grid is
    /// [`RangeError::EmptyMap`].
    fn square(
        width: usize,
        height: usize,
        connectivity: Connectivity,
        terrain: Vec<u8>,
    ) -> Result<Self, RangeError> {
        let grid = SquareGrid::new(width, height, connectivity).map_err(|e| match e {
            floodfill::FloodError::EmptyGrid { .. } => RangeError::EmptyMap,
            other => other.into(),
        })?;
        TacticsMap::new(grid, terrain)
    }

    /// The same map with 4- or 8-connectivity.
    #[must_use]
    pub fn with_connectivity(self, connectivity: Connectivity) -> Self {
        let g = self.topology;
        TacticsMap {
            // Same sides as an existing grid, so they are valid.
            topology: SquareGrid::new(g.width(), g.height(), connectivity).unwrap_or(g),
            terrain: self.terrain,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn text_round_trip_and_errors() {
        let text = "01az\n0000\n";
        let map: TacticsMap<SquareGrid> = text.parse().unwrap();
        assert_eq!(map.terrain(3), Some(35));
        assert_eq!(map.to_string(), text);
        assert!(matches!(
            "01\n0".parse::<TacticsMap<SquareGrid>>(),
            Err(RangeError::Parse { line: 2, .. })
        ));
        assert!(matches!(
            "0#".parse::<TacticsMap<SquareGrid>>(),
            Err(RangeError::Parse { column: 2, .. })
        ));
        assert_eq!(
            "".parse::<TacticsMap<SquareGrid>>(),
            Err(RangeError::EmptyMap)
        );
    }

    #[test]
    fn rows_build_a_square_map_or_say_what_is_wrong() {
        let map = TacticsMap::from_rows([[0u8, 1, 2], [3, 4, 5]], Connectivity::Eight).unwrap();
        assert_eq!(map.to_string(), "012\n345\n");
        assert_eq!(map.topology().connectivity(), Connectivity::Eight);
        let rows: [&[u8]; 2] = [&[0, 0], &[0]];
        assert_eq!(
            TacticsMap::from_rows(rows, Connectivity::Four),
            Err(RangeError::SizeMismatch {
                what: "row",
                expected: 2,
                found: 1
            })
        );
        let none: [&[u8]; 0] = [];
        assert_eq!(
            TacticsMap::from_rows(none, Connectivity::Four),
            Err(RangeError::EmptyMap)
        );
        let empty: [&[u8]; 3] = [&[], &[], &[]];
        assert_eq!(
            TacticsMap::from_rows(empty, Connectivity::Four),
            Err(RangeError::EmptyMap)
        );
    }

    #[test]
    fn sizes_are_checked() {
        let g = SquareGrid::new(2, 2, Connectivity::Eight).unwrap();
        assert_eq!(
            TacticsMap::new(g, alloc::vec![0; 3]),
            Err(RangeError::SizeMismatch {
                what: "terrain",
                expected: 4,
                found: 3
            })
        );
        let empty = floodfill::FnGraph::new(0, |_| [0usize; 0], 0);
        assert!(matches!(
            TacticsMap::new(empty, alloc::vec![]),
            Err(RangeError::EmptyMap)
        ));
        let mut m = TacticsMap::filled(g, 1).unwrap();
        assert!(m.set_terrain(4, 0).is_err());
        m.set_terrain(3, 7).unwrap();
        assert_eq!(m.terrain(3), Some(7));
    }
}
