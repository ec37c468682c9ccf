//! Area-of-effect shapes clipped to the map: balls, rings, lines, crosses, cones.
//!
//! Balls and rings in *grid distance* work on every topology through
//! [`crate::Targeting::cells_in_range`]; the shapes here need coordinates (a line has
//! a direction), so they are drawn on the boards with coordinates ([`AreaGrid`]):
//! square grids, `HexGrid` and every hexgrid map, wrap maps included, by
//! [`crate::Targeting::area`].

use alloc::vec::Vec;

use floodfill::{Coords, HexBoard, HexGrid, SquareGrid, Topology};
use hexgrid::{Direction, Hex, HexTopology};

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
    /// A cone of `len` rows opening along the step `(dx, dy)` (components in
    /// `-1..=1`, not both 0): the cells other than the centre with
    /// `max(|dx|, |dy|) <= len` whose direction from the centre is at most 45° from
    /// the step's, both edges included. The edges are the lines of the two
    /// neighbouring steps of the eight, so a cone along a side (`(1, 0)`) has rows of
    /// 3, 5, 7, ... cells (`1 <= dx <= len`, `|dy| <= dx`) and a cone along a diagonal
    /// (`(1, 1)`) is the quarter `0 <= dx, dy <= len` without the centre.
    Cone {
        /// Column step of the axis.
        dx: i8,
        /// Row step of the axis.
        dy: i8,
        /// Number of rows (Chebyshev distance of the farthest).
        len: u32,
    },
}

/// The cells of `shape` around `center` on `grid`, clipped to the grid, in row-major
/// order (lines: from the centre outward; crosses: the centre, then up, down, left,
/// right arms; cones: as [`crate::Targeting::area`] lists them).
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
#[deprecated(
    since = "0.1.0",
    note = "use `Targeting::area`, which takes a `Place` and draws every shape on every board"
)]
pub fn square_area(
    grid: &SquareGrid,
    center: usize,
    shape: SquareShape,
) -> Result<impl Iterator<Item = usize> + use<>, RangeError> {
    let len = grid.width() * grid.height();
    // A cone is drawn by the one area code; the other shapes keep this order.
    let mut cone = Vec::new();
    if let SquareShape::Cone { .. } = shape {
        square_cells(grid, center, shape, &mut cone)?;
    }
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
        // Drawn above: an empty box (radius -1) and no arms here.
        SquareShape::Cone { .. } => (-1, [(0, 0, 0); 4], false),
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
    let cone = cone.into_iter().map(|(_, c)| c);
    Ok(centre.into_iter().chain(ball).chain(lines).chain(cone))
}

/// An area-of-effect shape on a hex board: [`floodfill::HexGrid`] or any hexgrid map
/// as a [`floodfill::HexBoard`]. Its defining predicate is on the step `(dq, dr)`
/// from the centre to a hex, with `d` the hex distance `(|dq| + |dr| + |dq + dr|) / 2`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum HexShape {
    /// `len` cells in a straight line from the centre along `direction`, the centre
    /// excluded: the steps `k * direction` for `k` in `1..=len`.
    Line {
        /// Which way.
        direction: Direction,
        /// Number of cells.
        len: u32,
    },
    /// The centre and `len` cells along each of the six directions: the hex cross.
    Star(u32),
    /// The hexes with `d <= r`, centre included: a blast of radius `r`.
    Ball(u32),
    /// The hexes with `d == r` (the centre alone for 0).
    Ring(u32),
    /// A cone of `len` rows opening along `direction`: the hexes with `1 <= d <= len`
    /// whose direction from the centre is at most 60° from `direction`'s, both edges
    /// included. The edges are the straight lines of the two neighbouring directions
    /// ([`Direction::rotate_left`], [`Direction::rotate_right`]), so row `k` holds
    /// `2k + 1` hexes (3, 5, 7, ...): the three hexes in front, and what lies between
    /// their lines. In cube terms, for a direction whose step raises the cube
    /// coordinate `a` and lowers `b`: the hexes with `a >= 0` and `b <= 0`.
    Cone {
        /// The cone's axis.
        direction: Direction,
        /// Number of rows (hex distance of the farthest).
        len: u32,
    },
}

/// The cells of `shape` from `center` on `board`, clipped to the board: the centre
/// (for a star) first, then each arm outward in [`Direction::ALL`] order (balls,
/// rings and cones: as [`crate::Targeting::area`] lists them).
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
#[deprecated(
    since = "0.1.0",
    note = "use `Targeting::area`, which takes a `Place` and draws every shape on every board"
)]
pub fn hex_area(
    board: &HexGrid,
    center: usize,
    shape: HexShape,
) -> Result<impl Iterator<Item = usize> + use<>, RangeError> {
    // Balls, rings and cones are drawn by the one area code; lines and stars keep
    // this order.
    let mut drawn = Vec::new();
    if let HexShape::Ball(_) | HexShape::Ring(_) | HexShape::Cone { .. } = shape {
        hex_cells(&GridHexes(board), center, shape, &mut drawn)?;
    }
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
        HexShape::Ball(_) | HexShape::Ring(_) | HexShape::Cone { .. } => (&[], 0, false),
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
    let drawn = drawn.into_iter().map(|(_, c)| c);
    Ok(with_center
        .then_some(center)
        .into_iter()
        .chain(arms)
        .chain(drawn))
}

mod sealed {
    use alloc::vec::Vec;

    /// Only the boards of this crate draw areas.
    pub trait Sealed {}

    /// The cells an area query found, as `(distance from the centre, cell)`, kept in
    /// [`crate::Targeting`] for its capacity.
    #[derive(Debug, Clone, Default)]
    pub struct AreaScratch {
        pub(crate) found: Vec<(u32, usize)>,
    }
}

pub(crate) use sealed::AreaScratch;

/// A board with coordinates, where area-of-effect shapes are drawn
/// ([`crate::Targeting::area`]): [`SquareGrid`] (shapes [`SquareShape`]), [`HexGrid`]
/// and every hexgrid map as a [`HexBoard`] — hexagon, rhombus, offset rectangle and
/// the wrap maps — (shapes [`HexShape`]). Sealed.
///
/// A cell is in an area when a hex (or square) standing for it satisfies the shape's
/// predicate on its step from the centre. On a wrap map only the cell's **nearest
/// copies** as seen from the centre count (the copies across the seams at its
/// wrapped distance, [`HexTopology::for_each_nearest_copy`]), as for sight: a blast
/// of radius `r` is the cells within wrapped distance `r`, a ring the cells at
/// wrapped distance exactly `r`, and a line stops where it would reach a cell nearer
/// the other way round. Each cell is listed once, however many of its copies fall in
/// the shape.
pub trait AreaGrid: Coords + sealed::Sealed {
    /// The shapes drawn on this board.
    type Shape: Copy + core::fmt::Debug;

    /// Fills `scratch` with the cells of `shape` around `center`, sorted by distance
    /// then cell, each once.
    #[doc(hidden)]
    fn area_cells(
        &self,
        center: usize,
        shape: Self::Shape,
        scratch: &mut sealed::AreaScratch,
    ) -> Result<(), RangeError>;
}

impl sealed::Sealed for SquareGrid {}
impl AreaGrid for SquareGrid {
    type Shape = SquareShape;

    fn area_cells(
        &self,
        center: usize,
        shape: SquareShape,
        scratch: &mut sealed::AreaScratch,
    ) -> Result<(), RangeError> {
        scratch.found.clear();
        square_cells(self, center, shape, &mut scratch.found)
    }
}

impl sealed::Sealed for HexGrid {}
impl AreaGrid for HexGrid {
    type Shape = HexShape;

    fn area_cells(
        &self,
        center: usize,
        shape: HexShape,
        scratch: &mut sealed::AreaScratch,
    ) -> Result<(), RangeError> {
        scratch.found.clear();
        hex_cells(&GridHexes(self), center, shape, &mut scratch.found)
    }
}

impl<M: HexTopology> sealed::Sealed for HexBoard<M> {}
impl<M: HexTopology> AreaGrid for HexBoard<M> {
    type Shape = HexShape;

    fn area_cells(
        &self,
        center: usize,
        shape: HexShape,
        scratch: &mut sealed::AreaScratch,
    ) -> Result<(), RangeError> {
        scratch.found.clear();
        hex_cells(&self.0, center, shape, &mut scratch.found)
    }
}

/// A [`HexGrid`] as a bounded hexgrid map: a hex is its own only copy.
struct GridHexes<'a>(&'a HexGrid);

impl HexTopology for GridHexes<'_> {
    fn len(&self) -> usize {
        Topology::len(self.0)
    }
    fn cell_of(&self, hex: Hex) -> Option<usize> {
        self.0.cell_of(hex)
    }
    fn coord_of(&self, index: usize) -> Option<Hex> {
        self.0.coord_of(index)
    }
    fn for_each_nearest_copy(&self, _from: Hex, to: Hex, mut f: impl FnMut(Hex)) {
        if self.0.cell_of(to).is_some() {
            f(to);
        }
    }
}

/// A square step in `-1..=1` squared, not `(0, 0)`.
fn unit_step(dx: i8, dy: i8) -> Result<(i64, i64), RangeError> {
    if !(-1..=1).contains(&dx) || !(-1..=1).contains(&dy) || (dx, dy) == (0, 0) {
        return Err(RangeError::BadDirection);
    }
    Ok((dx.into(), dy.into()))
}

/// `true` when the step `(x, y)` from the centre is in `shape` (square grids), the
/// step `(sx, sy)` being the shape's checked direction when it has one.
fn square_holds(shape: SquareShape, (sx, sy): (i64, i64), x: i64, y: i64) -> bool {
    let (m, c) = (x.abs() + y.abs(), x.abs().max(y.abs()));
    match shape {
        SquareShape::Diamond(r) => m <= i64::from(r),
        SquareShape::DiamondRing(r) => m == i64::from(r),
        SquareShape::Square(r) => c <= i64::from(r),
        SquareShape::SquareRing(r) => c == i64::from(r),
        SquareShape::Cross(len) => (x == 0 || y == 0) && m <= i64::from(len),
        // On the ray: a multiple `k = c` of the step.
        SquareShape::Line { len, .. } => {
            c >= 1 && c <= i64::from(len) && (x, y) == (sx * c, sy * c)
        }
        SquareShape::Cone { len, .. } => {
            if c == 0 || c > i64::from(len) {
                false
            } else if sx == 0 || sy == 0 {
                // Along a side: forward at least as far as sideways.
                let (forward, side) = (x * sx + y * sy, (x * sy - y * sx).abs());
                forward >= side
            } else {
                // Along a diagonal: the quarter between its two sides.
                x * sx >= 0 && y * sy >= 0
            }
        }
    }
}

/// The cells of `shape` around `center` on `grid` as `(Chebyshev distance, cell)`.
fn square_cells(
    grid: &SquareGrid,
    center: usize,
    shape: SquareShape,
    found: &mut Vec<(u32, usize)>,
) -> Result<(), RangeError> {
    let (cx, cy) = grid.coord_of(center).ok_or(RangeError::CellOutOfRange {
        cell: center,
        len: Topology::len(grid),
    })?;
    let step = match shape {
        SquareShape::Line { dx, dy, .. } | SquareShape::Cone { dx, dy, .. } => unit_step(dx, dy)?,
        _ => (0, 0),
    };
    let (w, h) = (grid.width() as i64, grid.height() as i64);
    let (cx, cy) = (cx as i64, cy as i64);
    let radius = match shape {
        SquareShape::Diamond(r)
        | SquareShape::DiamondRing(r)
        | SquareShape::Square(r)
        | SquareShape::SquareRing(r)
        | SquareShape::Cross(r)
        | SquareShape::Line { len: r, .. }
        | SquareShape::Cone { len: r, .. } => i64::from(r),
    };
    // Nothing lies farther than the grid is wide or tall.
    let radius = radius.min(w.max(h));
    let mut keep = |x: i64, y: i64| {
        if (0..w).contains(&x) && (0..h).contains(&y) {
            let (dx, dy) = (x - cx, y - cy);
            if square_holds(shape, step, dx, dy) {
                // Fits: both are below the grid's side and cell count.
                found.push((dx.abs().max(dy.abs()) as u32, (y * w + x) as usize));
            }
        }
    };
    match shape {
        // Rays: walk them, the centre first for a cross.
        SquareShape::Line { .. } | SquareShape::Cross(_) => {
            let arms: &[(i64, i64)] = if matches!(shape, SquareShape::Cross(_)) {
                keep(cx, cy);
                &[(0, -1), (0, 1), (-1, 0), (1, 0)]
            } else {
                core::slice::from_ref(&step)
            };
            for &(sx, sy) in arms {
                for k in 1..=radius {
                    keep(cx + sx * k, cy + sy * k);
                }
            }
        }
        // The rest: scan the box, clipped to the grid first.
        _ => {
            let (x0, x1) = ((cx - radius).max(0), (cx + radius).min(w - 1));
            let (y0, y1) = ((cy - radius).max(0), (cy + radius).min(h - 1));
            for y in y0..=y1 {
                for x in x0..=x1 {
                    keep(x, y);
                }
            }
        }
    }
    found.sort_unstable();
    Ok(())
}

/// Hex distance of the step `(q, r)`.
fn hex_length(q: i64, r: i64) -> i64 {
    (q.abs() + r.abs() + (q + r).abs()) / 2
}

/// `true` when the step `(q, r)` from the centre is in `shape` (hex boards).
fn hex_holds(shape: HexShape, q: i64, r: i64) -> bool {
    let d = hex_length(q, r);
    let on_ray = |direction: Direction, len: u32| {
        let (dq, dr) = direction.axial_delta();
        d >= 1 && d <= i64::from(len) && (q, r) == (i64::from(dq) * d, i64::from(dr) * d)
    };
    match shape {
        HexShape::Ball(radius) => d <= i64::from(radius),
        HexShape::Ring(radius) => d == i64::from(radius),
        HexShape::Line { direction, len } => on_ray(direction, len),
        HexShape::Star(len) => d == 0 || Direction::ALL.into_iter().any(|dir| on_ray(dir, len)),
        HexShape::Cone { direction, len } => {
            let (dq, dr) = direction.axial_delta();
            let (dq, dr) = (i64::from(dq), i64::from(dr));
            let cube = [q, r, -q - r];
            let step = [dq, dr, -dq - dr];
            // The coordinate the axis raises stays >= 0, the one it lowers <= 0.
            d >= 1
                && d <= i64::from(len)
                && (0..3).all(|i| match step[i] {
                    1 => cube[i] >= 0,
                    -1 => cube[i] <= 0,
                    _ => true,
                })
        }
    }
}

/// Hexes in the plane ball of `radius`: `3r(r + 1) + 1`, saturating.
fn ball_size(radius: u64) -> u64 {
    radius
        .saturating_mul(radius.saturating_add(1))
        .saturating_mul(3)
        .saturating_add(1)
}

/// The cells of `shape` around `center` on `map` as `(hex distance, cell)`, each
/// once, through the nearest copies on a wrap map.
fn hex_cells<M: HexTopology>(
    map: &M,
    center: usize,
    shape: HexShape,
    found: &mut Vec<(u32, usize)>,
) -> Result<(), RangeError> {
    let len = map.len();
    let origin = map
        .coord_of(center)
        .filter(|_| center < len)
        .ok_or(RangeError::CellOutOfRange { cell: center, len })?;
    let (oq, or) = (i64::from(origin.q), i64::from(origin.r));
    let (radius, rays): (u32, &[Direction]) = match shape {
        HexShape::Line { direction, len } => {
            (len, &Direction::ALL[direction.index()..=direction.index()])
        }
        HexShape::Star(len) => (len, &Direction::ALL),
        HexShape::Ball(r) | HexShape::Ring(r) | HexShape::Cone { len: r, .. } => (r, &[]),
    };
    let radius64 = u64::from(radius);
    // Hexes of the plane the shape could cover; past the map's size, asking each cell
    // for its nearest copies is cheaper (and bounds any radius by the map).
    let candidates = if rays.is_empty() {
        ball_size(radius64)
    } else {
        radius64.saturating_mul(rays.len() as u64).saturating_add(1)
    };
    if candidates <= len as u64 {
        // Small: walk the shape's hexes on the plane, keeping each that is a nearest
        // copy of a map cell.
        let mut keep = |q: i64, r: i64| {
            let (Ok(hq), Ok(hr)) = (i32::try_from(oq + q), i32::try_from(or + r)) else {
                return;
            };
            let hex = Hex::new(hq, hr);
            if !hex.in_domain() {
                return;
            }
            let Some(cell) = map.cell_of(hex).filter(|&c| c < len) else {
                return;
            };
            let Some(canonical) = map.coord_of(cell) else {
                return;
            };
            let d = hex_length(q, r);
            if i64::from(map.hex_distance(origin, canonical)) == d {
                // Fits: `d <= radius`, a `u32`.
                found.push((d as u32, cell));
            }
        };
        let r = i64::from(radius);
        if rays.is_empty() {
            for q in -r..=r {
                for s in (-r).max(-q - r)..=r.min(r - q) {
                    // `(q, s)`: a step within the ball, `s` its row.
                    if hex_holds(shape, q, s) {
                        keep(q, s);
                    }
                }
            }
        } else {
            if matches!(shape, HexShape::Star(_)) {
                keep(0, 0);
            }
            for direction in rays {
                let (dq, dr) = direction.axial_delta();
                for k in 1..=r {
                    keep(i64::from(dq) * k, i64::from(dr) * k);
                }
            }
        }
    } else {
        // Large: ask every cell whether one of its nearest copies is in the shape.
        for cell in 0..len {
            let Some(hex) = map.coord_of(cell) else {
                continue;
            };
            let mut hit = None;
            map.for_each_nearest_copy(origin, hex, |copy| {
                let (q, r) = (i64::from(copy.q) - oq, i64::from(copy.r) - or);
                if hit.is_none() && hex_holds(shape, q, r) {
                    hit = u32::try_from(hex_length(q, r)).ok();
                }
            });
            if let Some(d) = hit {
                found.push((d, cell));
            }
        }
    }
    found.sort_unstable();
    // Equally near copies of one cell give the same pair: keep one.
    found.dedup();
    Ok(())
}
