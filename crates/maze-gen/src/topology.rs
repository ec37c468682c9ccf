//! The maze as a `floodfill` topology: neighbours are the cells behind open sides.

use floodfill::{Shape, Topology};

use crate::maze::Maze;

/// Cells are the dense indices `y * width + x`; a cell's neighbours are the cells
/// its open passages lead to, so every `floodfill` walk (fills, components, distance
/// layers) follows the corridors.
impl Topology for Maze {
    fn len(&self) -> usize {
        Maze::len(self)
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, f: impl FnMut(usize)) {
        // Passages never lead off the grid, as `side_neighbors` asks.
        floodfill::side_neighbors(self.width(), self.passages(cell), cell, f);
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
