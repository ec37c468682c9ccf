//! Ready-made boards: a hexagon of hexes, a triangle and a hexagon of triangles, a
//! square grid masked by text.

use floodfill::{Connectivity, HexGrid, SquareGrid};
use hexgrid::{OffsetCoord, OffsetLayout};

use super::MazeBoard;
use crate::error::MazeError;
use crate::triangle::TriangleGrid;

impl MazeBoard<HexGrid> {
    /// Every hex of a `cols x rows` board in `layout`.
    pub fn hex(cols: usize, rows: usize, layout: OffsetLayout) -> Result<Self, MazeError> {
        crate::limits::validate_size(cols, rows)?;
        MazeBoard::new(HexGrid::new(cols, rows, layout)?)
    }

    /// A hexagon of hexes: every hex within `radius` steps of the centre (`3r^2 +
    /// 3r + 1` usable cells), on a `(2r + 1)` square offset board in `layout`.
    ///
    /// ```
    /// use maze_gen::{Algorithm, MazeBoard};
    /// use hexgrid::OffsetLayout;
    ///
    /// let board = MazeBoard::hexagon(3, OffsetLayout::OddR)?;
    /// assert_eq!(board.usable_count(), 37);
    /// let maze = Algorithm::Prim.from_rng(&board, &mut maze_gen::rng::from_seed(1))?;
    /// assert_eq!(maze.passage_count(), 36);
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    ///
    /// The radius is a `u32`, as every radius in the workspace (hexgrid's maps and
    /// field of view).
    pub fn hexagon(radius: u32, layout: OffsetLayout) -> Result<Self, MazeError> {
        // On a 16-bit target a radius past usize is too large anyway.
        let wide = usize::try_from(radius).unwrap_or(usize::MAX);
        let side = wide
            .checked_mul(2)
            .and_then(|d| d.checked_add(1))
            .filter(|&s| s <= crate::limits::MAX_SIDE)
            .ok_or(MazeError::MazeTooLarge {
                width: wide,
                height: wide,
                max_side: crate::limits::MAX_SIDE,
                max_cells: crate::limits::MAX_CELLS,
            })?;
        crate::limits::validate_size(side, side)?;
        let grid = HexGrid::new(side, side, layout)?;
        // side <= MAX_SIDE, so every coordinate fits an i32.
        let r = radius as i32;
        let centre = layout.to_hex(OffsetCoord::new(r, r));
        MazeBoard::masked(grid, |cell| {
            let (col, row) = ((cell % side) as i32, (cell / side) as i32);
            layout.to_hex(OffsetCoord::new(col, row)).distance(centre) <= radius
        })
    }
}

impl MazeBoard<SquareGrid> {
    /// Every cell of a `width x height` square grid.
    pub fn square(width: usize, height: usize) -> Result<Self, MazeError> {
        crate::limits::validate_size(width, height)?;
        MazeBoard::new(SquareGrid::new(width, height, Connectivity::Four)?)
    }

    /// A square grid masked by text: one line per row, `.` a usable cell and `#` a
    /// masked one; every line as long as the first. A final newline is allowed.
    ///
    /// ```
    /// use maze_gen::{Algorithm, MazeBoard};
    ///
    /// let board = MazeBoard::from_mask_text("#..##\n.....\n##..#")?;
    /// assert_eq!(board.usable_count(), 9);
    /// let maze = Algorithm::Kruskal.from_rng(&board, &mut maze_gen::rng::from_seed(2))?;
    /// assert_eq!(maze.passage_count(), 8);
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    ///
    /// Errors: [`MazeError::Parse`] (line and column) for another character or a
    /// line of another length, and the [`MazeBoard::masked`] errors.
    pub fn from_mask_text(text: &str) -> Result<Self, MazeError> {
        let text = text.strip_suffix('\n').unwrap_or(text);
        let err = |line: usize, column: usize, reason| MazeError::Parse {
            line,
            column,
            reason,
        };
        let first = text.lines().next().unwrap_or("");
        let width = first.strip_suffix('\r').unwrap_or(first).chars().count();
        let height = text.lines().count();
        if width == 0 {
            return Err(err(1, 1, "a mask needs at least one cell"));
        }
        crate::limits::validate_size(width, height)?;
        let mut usable = alloc::vec::Vec::with_capacity(width * height);
        for (y, line) in text.lines().enumerate() {
            let line = line.strip_suffix('\r').unwrap_or(line);
            let mut count = 0;
            for (x, ch) in line.chars().enumerate() {
                if x == width {
                    return Err(err(y + 1, x + 1, "line is longer than the first line"));
                }
                usable.push(match ch {
                    '.' => true,
                    '#' => false,
                    _ => return Err(err(y + 1, x + 1, "use '.' for a cell and '#' for none")),
                });
                count += 1;
            }
            if count < width {
                return Err(err(y + 1, count + 1, "line is shorter than the first line"));
            }
        }
        let grid = SquareGrid::new(width, height, Connectivity::Four)?;
        MazeBoard::masked(grid, |c| usable[c])
    }
}

impl MazeBoard<TriangleGrid> {
    /// A triangle of triangles, `side` of them along each edge, apex up: row `y`
    /// (from the top) holds `2y + 1` triangles, `side²` in all, on a
    /// [`TriangleGrid`] just wide enough (`2 side - 1` columns, or `2 side` when
    /// `side` is even, since the apex must be a triangle that points up: column 0
    /// is then unused).
    ///
    /// ```
    /// use maze_gen::{Algorithm, MazeBoard};
    ///
    /// let board = MazeBoard::delta_triangle(4)?;
    /// assert_eq!(board.usable_count(), 16);
    /// let maze = Algorithm::Wilson.from_rng(&board, &mut maze_gen::rng::from_seed(1))?;
    /// assert_eq!(maze.passage_count(), 15);
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    ///
    /// # Errors
    /// [`MazeError::MazeTooLarge`] past the size limits, and
    /// [`MazeError::EmptyMaze`] for side 0.
    pub fn delta_triangle(side: usize) -> Result<Self, MazeError> {
        // The apex column: even, so that the apex (c, 0) points up; each row
        // then starts and ends with a triangle that points up.
        let apex = side.saturating_sub(1).next_multiple_of(2);
        let grid = TriangleGrid::new(apex.saturating_add(side), side)?;
        let width = grid.width();
        MazeBoard::masked(grid, |cell| {
            let (x, y) = (cell % width, cell / width);
            x + y >= apex && x <= apex + y
        })
    }

    /// A hexagon of triangles, `side` of them along each of its six edges: six
    /// triangles of side `side` around the centre, `6 side²` triangles in `2 side`
    /// rows (the top half's rows start and end with a triangle pointing up, the
    /// bottom half's with one pointing down).
    ///
    /// ```
    /// use maze_gen::{Algorithm, MazeBoard};
    ///
    /// let board = MazeBoard::delta_hexagon(3)?;
    /// assert_eq!(board.usable_count(), 54);
    /// let maze = Algorithm::Prim.from_rng(&board, &mut maze_gen::rng::from_seed(1))?;
    /// assert_eq!(maze.passage_count(), 53);
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    ///
    /// # Errors
    /// [`MazeError::MazeTooLarge`] past the size limits, and
    /// [`MazeError::EmptyMaze`] for side 0.
    pub fn delta_hexagon(side: usize) -> Result<Self, MazeError> {
        // The top row's first column: even, so that it points up, and at least
        // side - 1, the widest row's reach to the left of it.
        let left = side.saturating_sub(1).next_multiple_of(2);
        let width = left.saturating_add(side.saturating_mul(3));
        let grid = TriangleGrid::new(width, side.saturating_mul(2))?;
        MazeBoard::masked(grid, |cell| {
            let (x, y) = (cell % width, cell / width);
            // Rows widen by one triangle at each end down to the middle, then
            // narrow again: `reach` is how far past the top row's ends row y goes.
            let reach = if y < side { y } else { 2 * side - 1 - y };
            x + reach >= left && x <= left + 2 * side + reach
        })
    }
}
