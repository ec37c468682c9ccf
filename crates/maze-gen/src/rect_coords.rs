//! Cell <-> `(x, y)` on the rectangle boards (square, torus, triangle, upsilon):
//! cell `y * width + x`, the workspace's [`Coords`](floodfill::Coords) pair.

use floodfill::Coords;

use crate::levels::Levels;
use crate::square::Square;
use crate::torus::TorusGrid;
use crate::triangle::TriangleGrid;
use crate::upsilon::UpsilonGrid;

/// The cell at `(x, y)` of a `width x height` rectangle, `None` off it (no
/// wrapping, even on a torus: a coordinate names one cell).
fn cell_of(width: usize, height: usize, (x, y): (usize, usize)) -> Option<usize> {
    (x < width && y < height).then(|| y * width + x)
}

/// The `(x, y)` of `cell` in a `width x height` rectangle, `None` past its end.
fn coord_of(width: usize, height: usize, cell: usize) -> Option<(usize, usize)> {
    (cell < width * height).then(|| (cell % width, cell / width))
}

macro_rules! rectangle_coords {
    ($($board:ty),*) => {$(
        impl Coords for $board {
            type Coord = (usize, usize);

            fn cell_of(&self, xy: (usize, usize)) -> Option<usize> {
                cell_of(self.width(), self.height(), xy)
            }

            fn coord_of(&self, cell: usize) -> Option<(usize, usize)> {
                coord_of(self.width(), self.height(), cell)
            }
        }
    )*};
}

rectangle_coords!(Square, TorusGrid, TriangleGrid, UpsilonGrid);

/// A floor and the floor board's own coordinate: `(floor, coord)`.
impl<B: Coords> Coords for Levels<B> {
    type Coord = (usize, B::Coord);

    fn cell_of(&self, (floor, coord): (usize, B::Coord)) -> Option<usize> {
        self.cell(floor, self.floor_board().cell_of(coord)?)
    }

    fn coord_of(&self, cell: usize) -> Option<(usize, B::Coord)> {
        let (floor, inner) = self.coords(cell)?;
        Some((floor, self.floor_board().coord_of(inner)?))
    }
}
