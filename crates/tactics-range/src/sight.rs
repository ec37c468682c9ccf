//! `Sight`: line of sight, field of view and fog of war, on square grids (symmetric
//! shadowcasting) and hex boards (hexgrid's `line_of_sight`).

use alloc::vec::Vec;

use floodfill::{Connectivity, Filler, HexBoard, HexGrid, SquareGrid, Topology};
use hexgrid::{Hex, HexTopology};

use crate::shadowcast::SightScratch;
use crate::side_lines::{hex_line, square_line};
use crate::side_table::HexSides;
use crate::sight_sides::{Sides, SightSource};
use crate::visibility::{CLEAR, OPAQUE};
use crate::{Place, RangeError, SightRules, TacticsMap, Terrain, Visibility};

/// Reusable scratch for the sight questions: [`Sight::line_of_sight`],
/// [`Sight::field_of_view`] and a side's fog of war ([`Sight::fog`]). Results are
/// owned: a [`crate::Fog`] stays valid while the game moves units with a
/// [`crate::Movement`] or asks this scratch again.
///
/// ```
/// use floodfill::SquareGrid;
/// use tactics_range::{MoveProfile, Movement, Query, Sight, SightRules, TacticsMap, Viewer};
///
/// let map: TacticsMap<SquareGrid> = "0000\n0100\n0000\n".parse().unwrap();
/// let rules = SightRules::new().blocking(1);
/// let foot = MoveProfile::from_costs([Some(1), None]).unwrap();
/// let (mut movement, mut sight) = (Movement::new(), Sight::new());
/// // A game holds both at once.
/// let reach = movement.reach(&Query::new(&map, &foot), 0, 2).unwrap();
/// let fog = sight.fog(&map, &rules, &[Viewer { cell: 0, range: 3 }]).unwrap();
/// assert!(reach.can_stop(2) && fog.sees(2) && !fog.sees(10));
/// ```
#[derive(Debug, Clone, Default)]
pub struct Sight {
    /// Shadowcasting rows and the cells seen by the current query.
    pub(crate) marks: SightScratch,
    /// Distance layers for the radius of a hex or unblocked field of view.
    filler: Filler,
    /// hexgrid's field of view, for hexgrid maps.
    fov: hexgrid::Fov,
    /// The sides around the viewer of a field of view with sides.
    square_sides: crate::side_table::SquareSides,
    hex_sides: HexSides,
}

impl Sight {
    /// Empty scratch; buffers grow on first use.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }
}

mod private {
    use crate::RangeError;

    /// The geometry a sight line needs, which only the grids here know.
    #[derive(Debug, Clone, Copy)]
    pub enum Geometry {
        Square(floodfill::SquareGrid),
        Hex(floodfill::HexGrid),
        /// A hexgrid map: sight is hexgrid's `Fov::compute_on`, through `Sealed::fov`.
        Board,
    }

    pub trait Sealed {
        fn geometry(&self) -> Geometry;

        /// On a hexgrid map, `fov` from `from` within `radius` (any radius) where
        /// `opaque` cells block; calls `seen` with every cell seen. Other grids never
        /// call it.
        fn fov(
            &self,
            _fov: &mut hexgrid::Fov,
            _from: usize,
            _radius: u32,
            _opaque: &dyn Fn(usize) -> bool,
            _seen: &mut dyn FnMut(usize),
        ) -> Result<(), RangeError> {
            Ok(())
        }

        /// On a hexgrid map, hexgrid's `line_of_sight_on` between two cells (any
        /// distance). Other grids never call it.
        fn sees(
            &self,
            _from: usize,
            _to: usize,
            _opaque: &dyn Fn(usize) -> bool,
        ) -> Result<bool, RangeError> {
            Ok(false)
        }

        /// On a hexgrid map, the level of the line between two cells with the sides
        /// (`OPAQUE` when cells block it): the best over the lines to the nearest
        /// copies of `to`. `cells_clear`: the caller knows the cells leave some line
        /// clear (a field of view found it), so with one nearest copy only its sides
        /// are walked. Other grids never call it.
        fn sides_level(
            &self,
            _from: usize,
            _to: usize,
            _opaque: &dyn Fn(usize) -> bool,
            _walk: &mut dyn FnMut(hexgrid::Hex, usize) -> u8,
            _cells_clear: bool,
        ) -> Result<u8, RangeError> {
            Ok(super::OPAQUE)
        }

        /// On a hex board, the cell a hex of the plane stands for. Square grids never
        /// call it.
        fn hex_cell(&self, _hex: hexgrid::Hex) -> Option<usize> {
            None
        }

        /// On a hex board, the hex of a cell. Square grids never call it.
        fn hex_coord(&self, _cell: usize) -> Option<hexgrid::Hex> {
            None
        }
    }
}

use private::Geometry;

/// A topology with straight lines between its cells, where sight is defined:
/// [`SquareGrid`] (symmetric shadowcasting), [`HexGrid`] (hexgrid's
/// [`hexgrid::line_of_sight`]) and every hexgrid map as a [`HexBoard`] (hexgrid's
/// [`hexgrid::Fov::compute_on`], across the seams of wrap maps). Sealed.
pub trait SightGrid: Topology + private::Sealed {}

impl private::Sealed for SquareGrid {
    fn geometry(&self) -> Geometry {
        Geometry::Square(*self)
    }
}
impl SightGrid for SquareGrid {}

impl private::Sealed for HexGrid {
    fn geometry(&self) -> Geometry {
        Geometry::Hex(*self)
    }

    fn hex_cell(&self, hex: Hex) -> Option<usize> {
        self.cell_of(hex)
    }

    fn hex_coord(&self, cell: usize) -> Option<Hex> {
        self.coord_of(cell)
    }
}
impl SightGrid for HexGrid {}

/// Every hexgrid map (hexagon, rhombus, offset rectangle, wrap-around): sight is
/// hexgrid's own [`hexgrid::Fov::compute_on`], so tactics-range and hexgrid give the
/// same answer. Lines cross the seams of a wrap map; a hex off a bounded map blocks.
impl<M: HexTopology> private::Sealed for HexBoard<M> {
    fn geometry(&self) -> Geometry {
        Geometry::Board
    }

    fn fov(
        &self,
        fov: &mut hexgrid::Fov,
        from: usize,
        radius: u32,
        opaque: &dyn Fn(usize) -> bool,
        seen: &mut dyn FnMut(usize),
    ) -> Result<(), RangeError> {
        let map = &self.0;
        let centre = map.coord_of(from).ok_or(RangeError::OffMap)?;
        // `compute_on` asks about canonical map hexes only.
        let blocks = |h: Hex| map.cell_of(h).is_some_and(opaque);
        fov.compute_on(map, centre, radius, blocks)
            .map_err(map_error)?;
        for hex in fov.visible() {
            if let Some(cell) = map.cell_of(hex) {
                seen(cell);
            }
        }
        Ok(())
    }

    fn sees(
        &self,
        from: usize,
        to: usize,
        opaque: &dyn Fn(usize) -> bool,
    ) -> Result<bool, RangeError> {
        let map = &self.0;
        let (Some(a), Some(b)) = (map.coord_of(from), map.coord_of(to)) else {
            return Err(RangeError::OffMap);
        };
        hexgrid::line_of_sight_on(map, a, b, |h: Hex| map.cell_of(h).is_some_and(opaque))
            .map_err(map_error)
    }

    fn hex_cell(&self, hex: Hex) -> Option<usize> {
        // A hex past the edge of the domain stands for no cell (`neighbor` wraps).
        if hex.in_domain() {
            self.0.cell_of(hex)
        } else {
            None
        }
    }

    fn hex_coord(&self, cell: usize) -> Option<Hex> {
        self.0.coord_of(cell)
    }

    fn sides_level(
        &self,
        from: usize,
        to: usize,
        opaque: &dyn Fn(usize) -> bool,
        walk: &mut dyn FnMut(Hex, usize) -> u8,
        cells_clear: bool,
    ) -> Result<u8, RangeError> {
        let map = &self.0;
        let (Some(a), Some(b)) = (map.coord_of(from), map.coord_of(to)) else {
            return Err(RangeError::OffMap);
        };
        // Bounded maps give one copy, wrap maps rarely more than four.
        let mut copies: smallvec::SmallVec<[Hex; 4]> = smallvec::SmallVec::new();
        map.for_each_nearest_copy(a, b, |c| copies.push(c));
        // The cell rule of `line_of_sight_on`, one copy at a time: a hex off the map
        // or past the edge of the domain blocks.
        let blocks = |h: Hex| !h.in_domain() || map.cell_of(h).is_none_or(opaque);
        let mut best = OPAQUE;
        let one = copies.len() == 1;
        for c in copies {
            if best != CLEAR && ((cells_clear && one) || hexgrid::line_of_sight(a, c, blocks)) {
                best = best.min(hex_line(a, c, &mut *walk));
            }
        }
        Ok(best)
    }
}

/// The `side(h, d)` of a hex walk: the level of the side of `h` towards
/// `Direction::ALL[d]`, clear unless both hexes stand for cells (`cell`). A walk asks
/// next about the hex it just stepped to, so that hex's cell is kept from the last
/// call: one cell look-up per step.
fn hex_sides<'s>(
    cell: impl Fn(Hex) -> Option<usize> + 's,
    side: &'s dyn Fn(usize, usize) -> u8,
) -> impl FnMut(Hex, usize) -> u8 + 's {
    let mut last: Option<(Hex, Option<usize>)> = None;
    move |h: Hex, d: usize| {
        let here = match last {
            Some((at, c)) if at == h => c,
            _ => cell(h),
        };
        let n = h.neighbor(hexgrid::Direction::ALL[d]);
        let there = cell(n);
        last = Some((n, there));
        match (here, there) {
            (Some(a), Some(b)) => side(a, b),
            _ => CLEAR,
        }
    }
}

impl<M: HexTopology> SightGrid for HexBoard<M> {}

/// hexgrid's errors on a map the caller built: only running out of memory remains
/// (the cells passed are map cells).
fn map_error(e: hexgrid::HexGridError) -> RangeError {
    match e {
        hexgrid::HexGridError::AllocationFailed { cells } => {
            floodfill::FloodError::OutOfMemory { cells }.into()
        }
        // The centre is a map hex; a map of the caller's that does not hold it says so.
        _ => RangeError::OffMap,
    }
}

/// `true` when `b` is in sight of `a` on `board` under hexgrid's one visibility rule
/// ([`hexgrid::line_of_sight`]: symmetric, a line along an edge between two hexes
/// passes when either is clear). A hex off the board blocks, as on every hexgrid map
/// ([`hexgrid::line_of_sight_on`]).
fn hex_sight(board: &HexGrid, a: usize, b: usize, opaque: &dyn Fn(usize) -> bool) -> bool {
    let (Some(ha), Some(hb)) = (board.coord_of(a), board.coord_of(b)) else {
        return false;
    };
    hexgrid::line_of_sight(ha, hb, |h: Hex| board.cell_of(h).is_none_or(opaque))
}

impl Sight {
    /// `true` when a unit on `from` sees `to` on `map` under `sight`: on a square grid
    /// when symmetric shadowcasting from `from` reveals `to`; on a hex board by
    /// hexgrid's one visibility rule, [`hexgrid::line_of_sight`] (its guide has the
    /// tie rule and a picture), the same answer as `hexgrid::Fov` gives. Both are
    /// symmetric between cells that do not block; the cells at the two ends never
    /// block their own line. Distance plays no part (see [`Sight::field_of_view`]).
    ///
    /// ```
    /// use floodfill::SquareGrid;
    /// use tactics_range::{Sight, SightRules, TacticsMap};
    ///
    /// // A pillar (terrain 1) between cells 0 and 4 of a corridor.
    /// let map: TacticsMap<SquareGrid> = "00100\n".parse().unwrap();
    /// let rules = SightRules::new().blocking(1);
    /// let mut sight = Sight::new();
    /// assert!(!sight.line_of_sight(&map, &rules, 0, 4).unwrap());
    /// assert!(sight.line_of_sight(&map, &rules, 0, 2).unwrap()); // the pillar itself
    /// ```
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] or [`RangeError::OffMap`] for a place off the
    /// map. Any distance is answered (never [`RangeError::SightTooFar`]), on a map at
    /// the edge of [`hexgrid::Hex`]'s domain too.
    pub fn line_of_sight<T: SightGrid, Tr: Terrain, P: Place<T>, S: SightSource>(
        &mut self,
        map: &TacticsMap<T, Tr>,
        sight: &S,
        from: P,
        to: P,
    ) -> Result<bool, RangeError> {
        Ok(self.visibility(map, sight, from, to)?.is_seen())
    }

    /// Whether a unit on `from` sees `to`, and how: [`Visibility::Hidden`] when
    /// [`Sight::line_of_sight`] says no, [`Visibility::SeenBehindCover`] when the line
    /// crosses a side that gives cover ([`crate::SideSight::Cover`], through
    /// [`SightRules::with_sides`]), [`Visibility::Seen`] otherwise. Symmetric between
    /// cells that do not block; the tie rule for lines through corners and along hex
    /// sides is [`crate::SightSides`]'s. On a wrap map the line goes to a nearest copy
    /// of `to`, the best of them counting, as for [`Sight::line_of_sight`].
    ///
    /// ```
    /// use floodfill::SquareGrid;
    /// use tactics_range::{EdgeCosts, SideSight, Sight, SightRules, TacticsMap, Visibility};
    ///
    /// // Sandbags on the side between cells 2 and 3 of a corridor.
    /// let map: TacticsMap<SquareGrid> = "00000\n".parse().unwrap();
    /// let mut edges = EdgeCosts::new(map.len());
    /// edges.set_sight(2, 3, SideSight::Cover).unwrap();
    /// let rules = SightRules::new();
    /// let view = rules.with_sides(&edges);
    /// let mut sight = Sight::new();
    /// assert_eq!(sight.visibility(&map, &view, 0, 4).unwrap(), Visibility::SeenBehindCover);
    /// assert_eq!(sight.visibility(&map, &view, 4, 0).unwrap(), Visibility::SeenBehindCover);
    /// assert_eq!(sight.visibility(&map, &view, 0, 2).unwrap(), Visibility::Seen);
    /// ```
    ///
    /// # Errors
    /// As [`Sight::line_of_sight`].
    pub fn visibility<T: SightGrid, Tr: Terrain, P: Place<T>, S: SightSource>(
        &mut self,
        map: &TacticsMap<T, Tr>,
        sight: &S,
        from: P,
        to: P,
    ) -> Result<Visibility, RangeError> {
        let from = from.cell_of(map.topology())?;
        let to = to.cell_of(map.topology())?;
        let rules = sight.cell_rules();
        let sides = sight.active_sides();
        let opaque = |c: usize| rules.blocks(map.id(c));
        let level = match (sides, map.topology().geometry()) {
            (Some(sides), Geometry::Board) => {
                let topology = map.topology();
                let side = |a: usize, b: usize| sides.level(a, b);
                let mut walk = hex_sides(|h| topology.hex_cell(h), &side);
                topology.sides_level(from, to, &opaque, &mut walk, false)?
            }
            (sides, _) => {
                if !self.cells_clear(map, rules, from, to)? {
                    OPAQUE
                } else {
                    sides.map_or(CLEAR, |s| side_level(map.topology(), &s, from, to))
                }
            }
        };
        Ok(Visibility::of_level(level))
    }

    /// The cell rule alone: `true` when no blocking cell stops the line.
    fn cells_clear<T: SightGrid, Tr: Terrain>(
        &mut self,
        map: &TacticsMap<T, Tr>,
        sight: &SightRules,
        from: usize,
        to: usize,
    ) -> Result<bool, RangeError> {
        let opaque = |c: usize| sight.blocks(map.id(c));
        Ok(match map.topology().geometry() {
            Geometry::Hex(board) => hex_sight(&board, from, to, &opaque),
            Geometry::Board => map.topology().sees(from, to, &opaque)?,
            Geometry::Square(grid) => {
                let (Some((fx, fy)), Some((tx, ty))) = (grid.coord_of(from), grid.coord_of(to))
                else {
                    return Ok(false);
                };
                let depth = fx.abs_diff(tx).max(fy.abs_diff(ty)) as i64;
                let s = &mut self.marks;
                s.begin(map.len())?;
                s.shadowcast(&grid, (fx as i64, fy as i64), depth, &opaque, &|_, _| true);
                s.has_seen(to)
            }
        })
    }

    /// Every cell a unit on `from` sees, in the kind of [`Place`] `from` is: within `radius` in grid distance (Manhattan
    /// on a 4-connected grid, Chebyshev on an 8-connected one, hex distance on a hex
    /// board, as [`crate::AttackRange`]) and in line of sight
    /// ([`Sight::line_of_sight`]); `from` first. Without blocking terrain it is
    /// the plain ball. A radius past the map is clamped to the map.
    ///
    /// Cost: on a square grid one shadowcast, about the cells within the radius; on a
    /// hex board each cell within the radius checks its line, about the cells times
    /// their distance.
    ///
    /// ```
    /// use floodfill::{Connectivity, SquareGrid};
    /// use tactics_range::{Sight, SightRules, TacticsMap};
    ///
    /// // A wall (1) right of the viewer at (1, 1): the cell behind it stays dark.
    /// let map: TacticsMap<SquareGrid> = "0000\n0010\n0000\n".parse().unwrap();
    /// let rules = SightRules::new().blocking(1);
    /// let mut sight = Sight::new();
    /// let seen: Vec<usize> = sight.field_of_view(&map, &rules, 5, 2).unwrap();
    /// assert_eq!(seen[0], 5);
    /// assert!(seen.contains(&6) && !seen.contains(&7)); // the wall, not what is behind
    /// assert_eq!(seen.len(), 9); // the Manhattan ball of radius 2 on this map, minus 7
    /// ```
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] or [`RangeError::OffMap`] for `from` off the
    /// map. Any radius is answered (never [`RangeError::SightTooFar`]), on a map at
    /// the edge of [`hexgrid::Hex`]'s domain too.
    pub fn field_of_view<T: SightGrid, Tr: Terrain, P: Place<T>, S: SightSource>(
        &mut self,
        map: &TacticsMap<T, Tr>,
        sight: &S,
        from: P,
        radius: u32,
    ) -> Result<Vec<P>, RangeError> {
        let from = from.cell_of(map.topology())?;
        self.marks.begin(map.len())?;
        self.view_into(map, sight, from, radius)?;
        let topology = map.topology();
        Ok(self
            .marks
            .seen
            .iter()
            .filter_map(|&c| P::coord_of(c as usize, topology))
            .collect())
    }

    /// Adds the field of view of `from` to `self.marks.seen` (marks kept): the cells'
    /// field of view, then, with sides, only the cells whose line no side blocks.
    pub(crate) fn view_into<T: SightGrid, Tr: Terrain, S: SightSource>(
        &mut self,
        map: &TacticsMap<T, Tr>,
        sight: &S,
        from: usize,
        radius: u32,
    ) -> Result<(), RangeError> {
        let start = self.marks.seen.len();
        self.cells_view_into(map, sight.cell_rules(), from, radius)?;
        let Some(sides) = sight.active_sides() else {
            return Ok(());
        };
        let topology = map.topology();
        let rules = sight.cell_rules();
        let opaque = |c: usize| rules.blocks(map.id(c));
        let side = |a: usize, b: usize| sides.level(a, b);
        // The sides within the radius read once into an array, when it stays small.
        let geometry = topology.geometry();
        let mut square = None;
        let mut hex_table = None;
        match geometry {
            Geometry::Square(grid) => {
                let (fx, fy) = grid.coord_of(from).unwrap_or_default();
                let r = usize::try_from(radius).unwrap_or(usize::MAX);
                self.square_sides.build(&grid, &sides, (fx, fy), r)?;
                square = Some((grid.width() as i64, (fx as i64, fy as i64)));
            }
            _ => {
                let centre = topology.hex_coord(from).ok_or(RangeError::OffMap)?;
                if HexSides::fits(radius, map.len()) {
                    let cell = |h: Hex| topology.hex_cell(h);
                    self.hex_sides.build(centre, radius, cell, &sides)?;
                    hex_table = Some(centre);
                }
            }
        }
        let table = &self.hex_sides;
        let mut direct = hex_sides(|h| topology.hex_cell(h), &side);
        let mut walk = |h: Hex, d: usize| {
            hex_table
                .and_then(|_| table.level(h, d))
                .unwrap_or_else(|| direct(h, d))
        };
        let mut kept = start;
        for i in start..self.marks.seen.len() {
            let c = self.marks.seen[i] as usize;
            let level = match (square, geometry) {
                (Some((w, f)), _) => {
                    let t = ((c as i64) % w, (c as i64) / w);
                    let table = &self.square_sides;
                    square_line(f, t, |c, n| table.level(c, n))
                }
                (None, Geometry::Board) => {
                    topology.sides_level(from, c, &opaque, &mut walk, true)?
                }
                _ => {
                    let (Some(a), Some(b)) = (topology.hex_coord(from), topology.hex_coord(c))
                    else {
                        return Err(RangeError::OffMap);
                    };
                    hex_line(a, b, &mut walk)
                }
            };
            if level != OPAQUE {
                self.marks.seen[kept] = c as u32;
                kept += 1;
            }
        }
        self.marks.seen.truncate(kept);
        Ok(())
    }

    /// The cells' field of view of `from`, added to `self.marks.seen`.
    fn cells_view_into<T: SightGrid, Tr: Terrain>(
        &mut self,
        map: &TacticsMap<T, Tr>,
        sight: &SightRules,
        from: usize,
        radius: u32,
    ) -> Result<(), RangeError> {
        let opaque = |c: usize| sight.blocks(map.id(c));
        match map.topology().geometry() {
            Geometry::Square(grid) if sight.any_blocking() => {
                let (fx, fy) = grid.coord_of(from).unwrap_or_default();
                // Every cell is within `width + height` rows: a larger radius is that.
                let r = i64::from(radius).min((grid.width() + grid.height()) as i64);
                let manhattan = grid.connectivity() == Connectivity::Four;
                let within = move |d: i64, col: i64| !manhattan || d + col.abs() <= r;
                self.marks
                    .shadowcast(&grid, (fx as i64, fy as i64), r, &opaque, &within);
            }
            Geometry::Board => {
                // hexgrid answers any radius (past the map's extent: the whole map).
                let marks = &mut self.marks;
                marks.see(from);
                map.topology()
                    .fov(&mut self.fov, from, radius, &opaque, &mut |c| marks.see(c))?;
            }
            geometry => {
                let layers =
                    self.filler
                        .distances_within(map.topology(), [from], |_| true, Some(radius))?;
                let board = match geometry {
                    Geometry::Hex(b) if sight.any_blocking() => Some(b),
                    _ => None,
                };
                // Each hex's two-way line, not hexgrid's `Fov`: that walks lines from the
                // centre only (sight here is symmetric) and stops at radius 64.
                for c in layers.order() {
                    if board.is_none_or(|b| hex_sight(&b, from, c, &opaque)) {
                        self.marks.see(c);
                    }
                }
            }
        }
        Ok(())
    }
}

/// The level of the sides on the line between two cells of a square grid or an
/// offset hex board (hexgrid maps go through `Sealed::sides_level`).
fn side_level<T: SightGrid>(topology: &T, sides: &Sides<'_>, from: usize, to: usize) -> u8 {
    match topology.geometry() {
        Geometry::Square(grid) => {
            let w = grid.width() as i64;
            let (Some((fx, fy)), Some((tx, ty))) = (grid.coord_of(from), grid.coord_of(to)) else {
                return OPAQUE;
            };
            // The line stays within the box of its ends: every cell walked is on the grid.
            let index = |(x, y): (i64, i64)| (y * w + x) as usize;
            square_line((fx as i64, fy as i64), (tx as i64, ty as i64), |c, n| {
                sides.level(index(c), index(n))
            })
        }
        Geometry::Hex(board) => {
            let (Some(a), Some(b)) = (board.coord_of(from), board.coord_of(to)) else {
                return OPAQUE;
            };
            let side = |a: usize, b: usize| sides.level(a, b);
            hex_line(a, b, hex_sides(|h| board.cell_of(h), &side))
        }
        Geometry::Board => OPAQUE,
    }
}
