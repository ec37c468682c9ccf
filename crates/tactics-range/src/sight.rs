//! Line of sight and field of view: which cells a unit sees, on square grids
//! (symmetric shadowcasting) and hex boards (hex lines).

use alloc::vec::Vec;

use floodfill::{Connectivity, HexGrid, SquareGrid, Topology};
use hexgrid::Hex;

use crate::{RangeError, RangeSearch, TacticsMap};

/// What terrain does to sight, per terrain id: *blocking* terrain (walls, cliffs,
/// dense woods in some games) stops lines of sight; *hiding* terrain (Advance Wars'
/// forests and reefs) hides the unit on it from every viewer that is not next to
/// it. A blocking cell is itself seen (the face of the wall); what lies behind it
/// is not.
///
/// ```
/// use tactics_range::SightRules;
///
/// const WALL: u8 = 3;
/// const FOREST: u8 = 1;
/// let rules = SightRules::new().blocking(WALL).hiding(FOREST);
/// assert!(rules.blocks(WALL) && !rules.blocks(FOREST) && rules.hides(FOREST));
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(from = "SightSpec", into = "SightSpec")
)]
pub struct SightRules {
    /// Per terrain id: `BLOCKS | HIDES` bits.
    flags: [u8; 256],
}

const BLOCKS: u8 = 1;
const HIDES: u8 = 2;

/// The saved form of [`SightRules`]: the blocking and the hiding terrain ids.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct SightSpec {
    blocking: Vec<u8>,
    hiding: Vec<u8>,
}

#[cfg(feature = "serde")]
impl From<SightSpec> for SightRules {
    fn from(s: SightSpec) -> Self {
        let rules = s
            .blocking
            .into_iter()
            .fold(SightRules::new(), SightRules::blocking);
        s.hiding.into_iter().fold(rules, SightRules::hiding)
    }
}

#[cfg(feature = "serde")]
impl From<SightRules> for SightSpec {
    fn from(r: SightRules) -> Self {
        let with = |bit: u8| {
            (0..=255u8)
                .filter(|&t| r.flags[usize::from(t)] & bit != 0)
                .collect()
        };
        SightSpec {
            blocking: with(BLOCKS),
            hiding: with(HIDES),
        }
    }
}

impl Default for SightRules {
    fn default() -> Self {
        Self::new()
    }
}

impl core::fmt::Debug for SightRules {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let with = |bit: u8| (0..=255u8).filter(move |&t| self.flags[usize::from(t)] & bit != 0);
        f.debug_struct("SightRules")
            .field("blocking", &with(BLOCKS).collect::<Vec<_>>())
            .field("hiding", &with(HIDES).collect::<Vec<_>>())
            .finish()
    }
}

impl SightRules {
    /// Nothing blocks sight and nothing hides: sight is a plain range.
    #[must_use]
    pub const fn new() -> Self {
        SightRules { flags: [0; 256] }
    }

    /// These rules with `terrain` blocking lines of sight.
    #[must_use]
    pub fn blocking(mut self, terrain: u8) -> Self {
        self.flags[usize::from(terrain)] |= BLOCKS;
        self
    }

    /// These rules with `terrain` hiding the units on it from viewers not next to it.
    #[must_use]
    pub fn hiding(mut self, terrain: u8) -> Self {
        self.flags[usize::from(terrain)] |= HIDES;
        self
    }

    /// `true` when `terrain` blocks lines of sight.
    #[must_use]
    pub fn blocks(&self, terrain: u8) -> bool {
        self.flags[usize::from(terrain)] & BLOCKS != 0
    }

    /// `true` when `terrain` hides units from viewers that are not next to them.
    #[must_use]
    pub fn hides(&self, terrain: u8) -> bool {
        self.flags[usize::from(terrain)] & HIDES != 0
    }

    fn any_blocking(&self) -> bool {
        self.flags.iter().any(|f| f & BLOCKS != 0)
    }
}

mod private {
    /// The geometry a sight line needs, which only the grids here know.
    #[derive(Debug, Clone, Copy)]
    pub enum Geometry {
        Square(floodfill::SquareGrid),
        Hex(floodfill::HexGrid),
    }

    pub trait Sealed {
        fn geometry(&self) -> Geometry;
    }
}

use private::Geometry;

/// A topology with straight lines between its cells, where sight is defined:
/// [`SquareGrid`] (symmetric shadowcasting) and [`HexGrid`] (hex lines). Sealed.
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
}
impl SightGrid for HexGrid {}

/// One row of a shadowcasting quadrant: a depth and the slopes `start..=end` still
/// lit, as fractions `(numerator, denominator)` with a positive denominator.
#[derive(Debug, Clone, Copy)]
struct Row {
    depth: i64,
    start: (i64, i64),
    end: (i64, i64),
}

/// Reusable scratch of the sight queries.
#[derive(Debug, Clone, Default)]
pub(crate) struct SightScratch {
    rows: Vec<Row>,
    /// Cells seen by the last field of view, each once.
    pub(crate) seen: Vec<u32>,
    marks: Vec<u32>,
    generation: u32,
}

impl SightScratch {
    pub(crate) fn begin(&mut self, len: usize) {
        if self.marks.len() < len {
            self.marks.resize(len, 0);
        }
        if self.generation == u32::MAX {
            self.marks.iter_mut().for_each(|m| *m = 0);
            self.generation = 0;
        }
        self.generation += 1;
        self.seen.clear();
    }

    fn see(&mut self, cell: usize) {
        if self.marks[cell] != self.generation {
            self.marks[cell] = self.generation;
            self.seen.push(cell as u32);
        }
    }

    fn has_seen(&self, cell: usize) -> bool {
        self.marks.get(cell) == Some(&self.generation)
    }
}

/// `floor(n / d)` for `d > 0`.
fn div_floor(n: i128, d: i128) -> i128 {
    n.div_euclid(d)
}

/// A column index back in `i64` (columns lie within `-depth..=depth`).
fn clamp(col: i128) -> i64 {
    col.clamp(i128::from(i64::MIN / 4), i128::from(i64::MAX / 4)) as i64
}

impl SightScratch {
    /// Albert Ford's symmetric shadowcasting from the centre of `(ox, oy)` to
    /// `depth` rows in each of the four quadrants, calling `reveal` on every cell
    /// seen (some cells on the diagonals twice). Iterative: rows wait on a stack.
    /// Cells off the grid count as blocking and are not revealed; they only shadow
    /// cells off the grid, so this is the same as an open world beyond the edge.
    fn shadowcast(
        &mut self,
        grid: &SquareGrid,
        (ox, oy): (i64, i64),
        depth: i64,
        opaque: &dyn Fn(usize) -> bool,
        within: &dyn Fn(i64, i64) -> bool,
    ) {
        let (w, h) = (grid.width() as i64, grid.height() as i64);
        let at = |x: i64, y: i64| {
            ((0..w).contains(&x) && (0..h).contains(&y)).then(|| (y * w + x) as usize)
        };
        self.see((oy * w + ox) as usize);
        for quadrant in 0..4 {
            let transform = move |d: i64, col: i64| match quadrant {
                0 => (ox + col, oy - d),
                1 => (ox + d, oy + col),
                2 => (ox + col, oy + d),
                _ => (ox - d, oy + col),
            };
            let wall = |d: i64, col: i64| {
                let (x, y) = transform(d, col);
                at(x, y).is_none_or(opaque)
            };
            self.rows.clear();
            self.rows.push(Row {
                depth: 1,
                start: (-1, 1),
                end: (1, 1),
            });
            while let Some(mut row) = self.rows.pop() {
                if row.depth > depth {
                    continue;
                }
                let d = row.depth;
                // round_ties_up(d * start) and round_ties_down(d * end).
                // In i128: depth times a numerator can pass i64 on a map with
                // billions of cells in one row.
                let (d128, (sn, sd), (en, ed)) = (
                    i128::from(d),
                    (i128::from(row.start.0), i128::from(row.start.1)),
                    (i128::from(row.end.0), i128::from(row.end.1)),
                );
                let min_col = clamp(div_floor(2 * d128 * sn + sd, 2 * sd));
                let max_col = clamp(-div_floor(-(2 * d128 * en - ed), 2 * ed));
                let mut prev: Option<bool> = None;
                for col in min_col..=max_col {
                    let is_wall = wall(d, col);
                    let c128 = i128::from(col);
                    let symmetric = c128 * sd >= d128 * sn && c128 * ed <= d128 * en;
                    if (is_wall || symmetric) && within(d, col) {
                        let (x, y) = transform(d, col);
                        if let Some(c) = at(x, y) {
                            self.see(c);
                        }
                    }
                    if prev == Some(true) && !is_wall {
                        row.start = (2 * col - 1, 2 * d);
                    }
                    if prev == Some(false) && is_wall {
                        self.rows.push(Row {
                            depth: d + 1,
                            start: row.start,
                            end: (2 * col - 1, 2 * d),
                        });
                    }
                    prev = Some(is_wall);
                }
                if prev == Some(false) {
                    self.rows.push(Row {
                        depth: d + 1,
                        ..row
                    });
                }
            }
        }
    }
}

/// `true` when no blocking hex lies strictly between `a` and `b` on hexgrid's line
/// from `a` to `b` or on the one from `b` to `a`. The line is Red Blob's, whose nudge
/// puts a line along hex edges on one side; drawn the other way it can fall on the
/// other side, so taking either makes sight symmetric (the usual "a line between two
/// hexes sees if either side is clear"). Hexes off the board do not block.
fn hex_sight(board: &HexGrid, a: usize, b: usize, opaque: &dyn Fn(usize) -> bool) -> bool {
    hex_line_clear(board, a, b, opaque) || hex_line_clear(board, b, a, opaque)
}

/// `true` when no blocking hex lies strictly between `a` and `b` on `a.line_to(b)`.
fn hex_line_clear(board: &HexGrid, a: usize, b: usize, opaque: &dyn Fn(usize) -> bool) -> bool {
    let layout = board.layout();
    let (Some(ca), Some(cb)) = (board.coord(a), board.coord(b)) else {
        return false;
    };
    let (ha, hb): (Hex, Hex) = (layout.to_hex(ca), layout.to_hex(cb));
    let n = ha.distance(hb) as usize;
    ha.line_to(hb)
        .skip(1)
        .take(n.saturating_sub(1))
        .all(|h| board.cell(layout.from_hex(h)).is_none_or(|c| !opaque(c)))
}

impl RangeSearch {
    /// `true` when a unit on `from` sees `to` on `map` under `sight`: on a square grid
    /// when symmetric shadowcasting from `from` reveals `to`; on a hex board when no
    /// blocking hex lies strictly between them on hexgrid's hex line drawn one way or
    /// the other (where it runs along hex edges, either side clear sees). Both are symmetric
    /// between cells that do not block; the cells at the two ends never block their
    /// own line. Distance plays no part (see [`RangeSearch::field_of_view`]).
    ///
    /// ```
    /// use floodfill::SquareGrid;
    /// use tactics_range::{RangeSearch, SightRules, TacticsMap};
    ///
    /// // A pillar (terrain 1) between cells 0 and 4 of a corridor.
    /// let map: TacticsMap<SquareGrid> = "00100\n".parse().unwrap();
    /// let rules = SightRules::new().blocking(1);
    /// let mut search = RangeSearch::new();
    /// assert!(!search.line_of_sight(&map, &rules, 0, 4).unwrap());
    /// assert!(search.line_of_sight(&map, &rules, 0, 2).unwrap()); // the pillar itself
    /// ```
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] for a cell off the map.
    pub fn line_of_sight<T: SightGrid>(
        &mut self,
        map: &TacticsMap<T>,
        sight: &SightRules,
        from: usize,
        to: usize,
    ) -> Result<bool, RangeError> {
        map.check_cell(from)?;
        map.check_cell(to)?;
        let opaque = |c: usize| sight.blocks(map.terrain_ids()[c]);
        Ok(match map.topology().geometry() {
            Geometry::Hex(board) => hex_sight(&board, from, to, &opaque),
            Geometry::Square(grid) => {
                let (Some((fx, fy)), Some((tx, ty))) = (grid.xy(from), grid.xy(to)) else {
                    return Ok(false);
                };
                let depth = fx.abs_diff(tx).max(fy.abs_diff(ty)) as i64;
                let s = &mut self.sight;
                s.begin(map.len());
                s.shadowcast(&grid, (fx as i64, fy as i64), depth, &opaque, &|_, _| true);
                s.has_seen(to)
            }
        })
    }

    /// Every cell a unit on `from` sees: within `radius` in grid distance (Manhattan
    /// on a 4-connected grid, Chebyshev on an 8-connected one, hex distance on a hex
    /// board, as [`crate::AttackRange`]) and in line of sight
    /// ([`RangeSearch::line_of_sight`]); `from` first. Without blocking terrain it is
    /// the plain ball. A radius past the map is clamped to the map.
    ///
    /// Cost: on a square grid one shadowcast, about the cells within the radius; on a
    /// hex board each cell within the radius checks its line, about the cells times
    /// their distance.
    ///
    /// ```
    /// use floodfill::{Connectivity, SquareGrid};
    /// use tactics_range::{RangeSearch, SightRules, TacticsMap};
    ///
    /// // A wall (1) right of the viewer at (1, 1): the cell behind it stays dark.
    /// let map: TacticsMap<SquareGrid> = "0000\n0010\n0000\n".parse().unwrap();
    /// let rules = SightRules::new().blocking(1);
    /// let mut search = RangeSearch::new();
    /// let seen: Vec<usize> = search.field_of_view(&map, &rules, 5, 2).unwrap().collect();
    /// assert_eq!(seen[0], 5);
    /// assert!(seen.contains(&6) && !seen.contains(&7)); // the wall, not what is behind
    /// assert_eq!(seen.len(), 9); // the Manhattan ball of radius 2 on this map, minus 7
    /// ```
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] for `from` off the map.
    pub fn field_of_view<T: SightGrid>(
        &mut self,
        map: &TacticsMap<T>,
        sight: &SightRules,
        from: usize,
        radius: u32,
    ) -> Result<impl ExactSizeIterator<Item = usize> + '_, RangeError> {
        map.check_cell(from)?;
        self.sight.begin(map.len());
        self.view_into(map, sight, from, radius)?;
        Ok(self.sight.seen.iter().map(|&c| c as usize))
    }

    /// Adds the field of view of `from` to `self.sight.seen` (marks kept).
    pub(crate) fn view_into<T: SightGrid>(
        &mut self,
        map: &TacticsMap<T>,
        sight: &SightRules,
        from: usize,
        radius: u32,
    ) -> Result<(), RangeError> {
        let opaque = |c: usize| sight.blocks(map.terrain_ids()[c]);
        match map.topology().geometry() {
            Geometry::Square(grid) if sight.any_blocking() => {
                let (fx, fy) = grid.xy(from).unwrap_or_default();
                // Every cell is within `width + height` rows: a larger radius is that.
                let r = i64::from(radius).min((grid.width() + grid.height()) as i64);
                let manhattan = grid.connectivity() == Connectivity::Four;
                let within = move |d: i64, col: i64| !manhattan || d + col.abs() <= r;
                self.sight
                    .shadowcast(&grid, (fx as i64, fy as i64), r, &opaque, &within);
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
                        self.sight.see(c);
                    }
                }
            }
        }
        Ok(())
    }
}
