//! The maze as a `floodfill` topology: neighbours are the cells behind open sides.

use floodfill::{Shape, Topology};

use crate::direction::Direction;
use crate::maze::Maze;

/// Cells are the dense indices `y * width + x`; a cell's neighbours are the cells
/// its open passages lead to, so every `floodfill` walk (fills, components, distance
/// layers) follows the corridors.
impl Topology for Maze {
    fn len(&self) -> usize {
        Maze::len(self)
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        let bits = self.passages(cell);
        let w = self.width();
        // Passages never lead off the grid, so no bounds checks are needed here.
        if bits & Direction::North.bit() != 0 {
            f(cell - w);
        }
        if bits & Direction::East.bit() != 0 {
            f(cell + 1);
        }
        if bits & Direction::South.bit() != 0 {
            f(cell + w);
        }
        if bits & Direction::West.bit() != 0 {
            f(cell - 1);
        }
    }

    fn max_degree(&self) -> usize {
        4
    }

    /// The passage bytes are side bits in `floodfill`'s order (north, east, south,
    /// west), so distance maps take the walk over side bits.
    fn shape(&self) -> Option<Shape<'_>> {
        Some(Shape::Sides {
            width: self.width(),
            sides: self.passage_bytes(),
        })
    }
}
