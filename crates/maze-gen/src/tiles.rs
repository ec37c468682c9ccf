//! Export to a tile map: the tile form scaled by a unit size, with the seed's
//! background and foreground layers for a top-down ("seen from above and in
//! front") view.

use alloc::vec;
use alloc::vec::Vec;

use floodfill::Topology;

use crate::error::MazeError;
use crate::maze::Maze;
use crate::square_maze::Cell;

/// The three tile ids of the seed's `World`: caller-chosen values of any type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TileIds<T> {
    /// 岩, rock: solid, blocks movement (the seed's `block_id`).
    pub rock: T,
    /// 壁, wall face: walkable floor drawn as the face of the rock behind it (the
    /// seed's `wall_id`, background layer only).
    pub wall: T,
    /// 道, floor (the seed's `empty_id`).
    pub floor: T,
}

/// A maze as a game map: the `(2w + 1) × (2h + 1)` tile form, each tile scaled to
/// `unit × unit` map tiles, with two layers and a collision grid.
///
/// The layers follow the seed article (drawn background, then characters, then
/// foreground):
/// - every solid tile is `rock` on both layers, every open tile `floor`;
/// - the top row of an open unit block whose block above is solid shows `wall` on
///   the background (the far wall's face, behind a character's upper body);
/// - the bottom row of an open unit block whose block below is solid shows `rock`
///   on the foreground (the near rock hiding a character's feet).
///
/// The tile map is also a `floodfill` topology (4-neighbour moves between open
/// tiles), so distance maps and fills run on it directly.
///
/// ```
/// use maze_gen::{Algorithm, DistanceMap, Maze, TileIds, TileMap};
///
/// let maze = Maze::from_seed(Algorithm::Backtracker, 4, 3, 1)?;
/// let ids = TileIds { rock: 1u16, wall: 2, floor: 0 };
/// let map = TileMap::from_maze(&maze, 2, ids)?;
/// assert_eq!((map.width(), map.height()), (18, 14));
/// let (sx, sy) = map.cell_origin((0, 0).into()).expect("cell (0, 0) is on the map");
/// assert!(!map.is_solid(sx, sy));
/// let start = map.cell_of((sx, sy)).expect("the origin is on the map");
/// let steps = DistanceMap::from_start(&map, start)?;
/// assert!(steps.max_distance().unwrap() > 0);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
///
/// With the `serde` feature a tile map serialises (to hand to a level editor or a
/// client); it does not deserialise: save the [`Maze`] and rebuild the map.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TileMap<T> {
    width: usize,
    height: usize,
    unit: usize,
    solid: Vec<bool>,
    background: Vec<T>,
    foreground: Vec<T>,
}

impl<T: Copy> TileMap<T> {
    /// Largest tile count accepted (`width * height` of the map).
    pub const MAX_TILES: usize = 1 << 28;

    /// Builds the map of `maze` with `unit × unit` tiles per tile-form tile.
    pub fn from_maze(maze: &Maze, unit: usize, ids: TileIds<T>) -> Result<Self, MazeError> {
        if unit == 0 {
            return Err(MazeError::BadParameter {
                name: "unit",
                reason: "a tile-form tile needs at least one map tile",
            });
        }
        let too_big = MazeError::BadParameter {
            name: "unit",
            reason: "the scaled map would have more than TileMap::MAX_TILES tiles",
        };
        let width = maze.tile_width().checked_mul(unit).ok_or(too_big.clone())?;
        let height = maze
            .tile_height()
            .checked_mul(unit)
            .ok_or(too_big.clone())?;
        if width
            .checked_mul(height)
            .is_none_or(|n| n > Self::MAX_TILES)
        {
            return Err(too_big);
        }
        let mut solid = vec![false; width * height];
        let mut background = vec![ids.floor; width * height];
        let mut foreground = vec![ids.floor; width * height];
        for i in 0..height {
            let ty = i / unit;
            for j in 0..width {
                let tx = j / unit;
                let k = i * width + j;
                if maze.tile_is_wall(tx, ty) {
                    solid[k] = true;
                    background[k] = ids.rock;
                    foreground[k] = ids.rock;
                    continue;
                }
                // Open tiles are never on the border, so ty - 1 and ty + 1 exist.
                if i % unit == 0 && maze.tile_is_wall(tx, ty - 1) {
                    background[k] = ids.wall;
                }
                if i % unit == unit - 1 && maze.tile_is_wall(tx, ty + 1) {
                    foreground[k] = ids.rock;
                }
            }
        }
        Ok(TileMap {
            width,
            height,
            unit,
            solid,
            background,
            foreground,
        })
    }

    /// Map tiles across.
    #[must_use]
    pub fn width(&self) -> usize {
        self.width
    }

    /// Map tiles down.
    #[must_use]
    pub fn height(&self) -> usize {
        self.height
    }

    /// Map tiles per tile-form tile, along each side.
    #[must_use]
    pub fn unit(&self) -> usize {
        self.unit
    }

    /// Dense index `y * width + x` of map tile `(x, y)` (the topology's cell), or
    /// `None` outside the map.
    #[must_use]
    pub fn cell_of(&self, (x, y): (usize, usize)) -> Option<usize> {
        (x < self.width && y < self.height).then(|| y * self.width + x)
    }

    /// The old name of [`TileMap::cell_of`].
    #[deprecated(since = "0.1.0", note = "renamed to `cell_of((x, y))`")]
    #[must_use]
    pub fn index(&self, x: usize, y: usize) -> Option<usize> {
        self.cell_of((x, y))
    }

    /// Whether map tile `(x, y)` blocks movement (the seed's collision data);
    /// outside the map counts as solid.
    #[must_use]
    pub fn is_solid(&self, x: usize, y: usize) -> bool {
        x >= self.width || y >= self.height || self.solid[y * self.width + x]
    }

    /// Background tile at `(x, y)`, or `None` outside.
    #[must_use]
    pub fn background(&self, x: usize, y: usize) -> Option<T> {
        (x < self.width && y < self.height).then(|| self.background[y * self.width + x])
    }

    /// Foreground tile at `(x, y)`, or `None` outside.
    #[must_use]
    pub fn foreground(&self, x: usize, y: usize) -> Option<T> {
        (x < self.width && y < self.height).then(|| self.foreground[y * self.width + x])
    }

    /// Background rows, top first (each `width` tiles), for handing to a renderer.
    pub fn background_rows(&self) -> impl Iterator<Item = &[T]> + '_ {
        self.background.chunks(self.width)
    }

    /// Foreground rows, top first.
    pub fn foreground_rows(&self) -> impl Iterator<Item = &[T]> + '_ {
        self.foreground.chunks(self.width)
    }

    /// Collision rows, top first (`true` = solid).
    pub fn solid_rows(&self) -> impl Iterator<Item = &[bool]> + '_ {
        self.solid.chunks(self.width)
    }

    /// Top-left map tile of maze cell `cell` (the seed's start point
    /// `sx * mapCellUnitSize`, with the tile form's `2x + 1`), or `None` when the
    /// cell is outside the maze the map was built from.
    #[must_use]
    pub fn cell_origin(&self, cell: Cell) -> Option<(usize, usize)> {
        // The map is (2w + 1) * unit tiles across, so the maze is w cells across.
        let (w, h) = (self.width / self.unit / 2, self.height / self.unit / 2);
        (cell.x < w && cell.y < h)
            .then(|| ((2 * cell.x + 1) * self.unit, (2 * cell.y + 1) * self.unit))
    }
}

/// Open map tiles joined to their open 4-neighbours; solid tiles have none.
impl<T> Topology for TileMap<T> {
    fn len(&self) -> usize {
        self.solid.len()
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        if self.solid[cell] {
            return;
        }
        // Open tiles never touch the map edge (the border is rock), so the four
        // neighbours exist.
        for n in [cell - self.width, cell + 1, cell + self.width, cell - 1] {
            if !self.solid[n] {
                f(n);
            }
        }
    }

    fn max_degree(&self) -> usize {
        4
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::direction::Direction;

    #[test]
    fn layers_follow_the_seed() {
        // Two cells side by side, joined.
        let mut maze = Maze::new(2, 1).unwrap();
        maze.carve(0, Direction::East);
        let ids = TileIds {
            rock: 'R',
            wall: 'W',
            floor: '.',
        };
        let map = TileMap::from_maze(&maze, 2, ids).unwrap();
        assert_eq!((map.width(), map.height()), (10, 6));
        let row = |rows: &mut dyn Iterator<Item = &[char]>, n: usize| -> alloc::string::String {
            rows.nth(n).unwrap().iter().collect()
        };
        assert_eq!(row(&mut map.background_rows(), 2), "RRWWWWWWRR");
        assert_eq!(row(&mut map.background_rows(), 3), "RR......RR");
        assert_eq!(row(&mut map.foreground_rows(), 2), "RR......RR");
        assert_eq!(row(&mut map.foreground_rows(), 3), "RRRRRRRRRR");
        assert!(map.is_solid(0, 0) && !map.is_solid(2, 2) && map.is_solid(10, 2));
        assert_eq!(map.cell_origin(Cell::new(1, 0)), Some((6, 2)));
        assert_eq!(map.cell_origin(Cell::new(2, 0)), None);
        assert_eq!(map.cell_origin(Cell::new(usize::MAX, usize::MAX)), None);
        assert_eq!(map.cell_of((9, 5)), Some(59));
        assert_eq!(map.cell_of((10, 0)), None);
        assert_eq!(map.cell_of((usize::MAX, usize::MAX)), None);
    }

    #[test]
    fn bad_units_are_errors() {
        let maze = Maze::new(3, 3).unwrap();
        let ids = TileIds {
            rock: 0u8,
            wall: 1,
            floor: 2,
        };
        assert!(TileMap::from_maze(&maze, 0, ids).is_err());
        assert!(TileMap::from_maze(&maze, usize::MAX / 2, ids).is_err());
        assert!(TileMap::from_maze(&maze, 1 << 14, ids).is_err());
    }
}
