//! Area-of-effect shapes clipped to the map: diamonds, squares, rings, lines, crosses.
//!
//! Balls and rings in *grid distance* work on every topology through
//! [`crate::Targeting::cells_in_range`]; the shapes here need coordinates (a line has
//! a direction), so they are given for square grids and hex boards.

use floodfill::{HexGrid, SquareGrid};
use hexgrid::{Direction, Hex};

use crate::RangeError;

/// An area-of-effect shape on a square grid, around (or starting next to) a centre.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SquareShape {
    /// Cells with `|dx| + |dy| <= r` (Manhattan ball), centre included.
    Diamond(u32),
    /// Cells with `|dx| + |dy| == r`.
    DiamondRing(u32),
    /// Cells with `max(|dx|, |dy|) <= r` (Chebyshev ball), centre included.
    Square(u32),
    /// Cells with `max(|dx|, |dy|) == r`.
    SquareRing(u32),
    /// `len` cells in a straight line from the centre, the centre excluded: a breath
    /// or a lance. `(dx, dy)` is one step, each component in `-1..=1`, not both 0.
    Line {
        /// Column step.
        dx: i8,
        /// Row step.
        dy: i8,
        /// Number of cells.
        len: u32,
    },
    /// The centre and `len` cells in each of the four orthogonal directions.
    Cross(u32),
}

/// The cells of `shape` around `center` on `grid`, clipped to the grid, in row-major
/// order (lines: from the centre outward; crosses: the centre, then up, down, left,
/// right arms).
///
/// ```
/// use floodfill::{Connectivity, SquareGrid};
/// use tactics_range::{square_area, SquareShape};
///
/// let grid = SquareGrid::new(5, 5, Connectivity::Eight).unwrap();
/// let corner = grid.cell_of((0, 0)).unwrap();
/// assert_eq!(square_area(&grid, corner, SquareShape::Diamond(1)).unwrap().count(), 3);
/// assert_eq!(square_area(&grid, 12, SquareShape::Cross(2)).unwrap().count(), 9);
/// let beam: Vec<usize> = square_area(&grid, 12, SquareShape::Line { dx: 1, dy: 0, len: 5 })
///     .unwrap()
///     .collect();
/// assert_eq!(beam, [13, 14]);
/// ```
///
/// # Errors
/// [`RangeError::CellOutOfRange`] for a centre off the grid;
/// [`RangeError::BadDirection`] for a `Line` step outside `-1..=1` or `(0, 0)`.
pub fn square_area(
    grid: &SquareGrid,
    center: usize,
    shape: SquareShape,
) -> Result<impl Iterator<Item = usize> + use<>, RangeError> {
    let len = grid.width() * grid.height();
    let (cx, cy) = grid
        .coord_of(center)
        .ok_or(RangeError::CellOutOfRange { cell: center, len })?;
    let (w, h) = (grid.width() as i64, grid.height() as i64);
    let (cx, cy) = (cx as i64, cy as i64);
    let at = move |x: i64, y: i64| {
        ((0..w).contains(&x) && (0..h).contains(&y)).then(|| (y * w + x) as usize)
    };
    // Arms (direction, length) for lines and crosses; a ball or ring scans its box.
    let (reach, arms, with_center): (i64, [(i64, i64, i64); 4], bool) = match shape {
        SquareShape::Line { dx, dy, len } => {
            if !(-1..=1).contains(&dx) || !(-1..=1).contains(&dy) || (dx, dy) == (0, 0) {
                return Err(RangeError::BadDirection);
            }
            let l = i64::from(len);
            (
                0,
                [(dx.into(), dy.into(), l), (0, 0, 0), (0, 0, 0), (0, 0, 0)],
                false,
            )
        }
        SquareShape::Cross(len) => {
            let l = i64::from(len);
            (0, [(0, -1, l), (0, 1, l), (-1, 0, l), (1, 0, l)], true)
        }
        SquareShape::Diamond(r)
        | SquareShape::DiamondRing(r)
        | SquareShape::Square(r)
        | SquareShape::SquareRing(r) => (i64::from(r), [(0, 0, 0); 4], false),
    };
    let inside = move |dx: i64, dy: i64| {
        let (m, c) = (dx.abs() + dy.abs(), dx.abs().max(dy.abs()));
        match shape {
            SquareShape::Diamond(_) => m <= reach,
            SquareShape::DiamondRing(_) => m == reach,
            SquareShape::Square(_) => c <= reach,
            SquareShape::SquareRing(_) => c == reach,
            _ => false,
        }
    };
    // The scanned box is clipped to the grid first, so a huge radius costs no more
    // than the grid itself.
    let (x0, x1) = ((cx - reach).max(0), (cx + reach).min(w - 1));
    let (y0, y1) = ((cy - reach).max(0), (cy + reach).min(h - 1));
    let ball = (y0..=y1)
        .flat_map(move |y| (x0..=x1).map(move |x| (x, y)))
        .filter(move |&(x, y)| inside(x - cx, y - cy))
        .filter_map(move |(x, y)| at(x, y));
    let centre = with_center.then_some(center);
    // An arm stops at the edge: `take_while` ends it at the first cell off the grid.
    let lines = arms.into_iter().flat_map(move |(dx, dy, l)| {
        (1..=l)
            .map(move |k| at(cx + dx * k, cy + dy * k))
            .take_while(Option::is_some)
            .flatten()
    });
    Ok(centre.into_iter().chain(ball).chain(lines))
}

/// An area-of-effect shape on a hex board that needs directions. (A hex radius or
/// ring is [`crate::Targeting::cells_in_range`] on the board: grid distance on a hex
/// board is hex distance.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum HexShape {
    /// `len` cells in a straight line from the centre along `direction`, the centre
    /// excluded.
    Line {
        /// Which way.
        direction: Direction,
        /// Number of cells.
        len: u32,
    },
    /// The centre and `len` cells along each of the six directions: the hex cross.
    Star(u32),
}

/// The cells of `shape` from `center` on `board`, clipped to the board: the centre
/// (for a star) first, then each arm outward in [`Direction::ALL`] order.
///
/// ```
/// use floodfill::HexGrid;
/// use hexgrid::{Direction, OffsetCoord, OffsetLayout};
/// use tactics_range::{hex_area, HexShape};
///
/// let board = HexGrid::new(7, 7, OffsetLayout::OddR).unwrap();
/// let centre = board.cell_of(OffsetLayout::OddR.to_hex(OffsetCoord::new(3, 3))).unwrap();
/// assert_eq!(hex_area(&board, centre, HexShape::Star(2)).unwrap().count(), 13);
/// let line = HexShape::Line { direction: Direction::ALL[0], len: 10 };
/// assert_eq!(hex_area(&board, centre, line).unwrap().count(), 3); // clipped at the edge
/// ```
///
/// # Errors
/// [`RangeError::CellOutOfRange`] for a centre off the board.
pub fn hex_area(
    board: &HexGrid,
    center: usize,
    shape: HexShape,
) -> Result<impl Iterator<Item = usize> + use<>, RangeError> {
    let origin = board.coord_of(center).ok_or(RangeError::CellOutOfRange {
        cell: center,
        len: board.cols() * board.rows(),
    })?;
    let board = *board;
    let (directions, len, with_center): (&'static [Direction], u32, bool) = match shape {
        HexShape::Line { direction, len } => (
            &Direction::ALL[direction.index()..=direction.index()],
            len,
            false,
        ),
        HexShape::Star(len) => (&Direction::ALL, len, true),
    };
    let arms = directions.iter().flat_map(move |&d| {
        let mut at: Hex = origin;
        (0..len)
            .map(move |_| {
                at = at.neighbor(d);
                board.cell_of(at)
            })
            .take_while(Option::is_some)
            .flatten()
    });
    Ok(with_center.then_some(center).into_iter().chain(arms))
}
