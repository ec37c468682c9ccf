//! The crate's error type.

use floodfill::FloodError;

/// What was wrong with the input of a movement or range query.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RangeError {
    /// The map has no cell at all.
    #[error("the map has no cells: a topology needs at least one cell")]
    EmptyMap,
    /// A cell index (a start, a target, a centre) is not on the map.
    #[error("cell {cell} is out of range: the map has {len} cells")]
    CellOutOfRange {
        /// The cell given.
        cell: usize,
        /// Cells on the map.
        len: usize,
    },
    /// A coordinate (a [`hexgrid::Hex`], an `(x, y)`) names no cell of the map.
    #[error("the coordinate is not on the map")]
    OffMap,
    /// Never returned: sight on a hexgrid map answers every radius and distance.
    /// Kept so that code matching on it still compiles; it will be removed.
    #[error("sight radius {radius} on a hexgrid map: at most {max}")]
    SightTooFar {
        /// The radius asked for.
        radius: u32,
        /// The largest radius once answered.
        max: u32,
    },
    /// A per-cell slice (terrain, occupants) does not have one entry per cell.
    #[error("{what} holds {found} entries but the map has {expected} cells")]
    SizeMismatch {
        /// Which input: `"terrain"`, `"occupants"` or `"edges"`.
        what: &'static str,
        /// Cells on the map.
        expected: usize,
        /// Entries given.
        found: usize,
    },
    /// The search met a terrain id the unit's movement profile says nothing about.
    #[error("cell {cell} has terrain {terrain}, which the movement profile gives no cost")]
    UnknownTerrain {
        /// The cell where it was met.
        cell: usize,
        /// Its terrain id.
        terrain: u8,
    },
    /// A movement cost above [`crate::MAX_COST`] (0 is a free step; `None` is the way
    /// to say "impassable").
    #[error("terrain {terrain} has cost {cost}: costs must be in 0..={max}", max = crate::MAX_COST)]
    BadCost {
        /// The terrain id.
        terrain: usize,
        /// The cost given.
        cost: u32,
    },
    /// A step's extra cost ([`crate::EdgeCost::Extra`]) above [`crate::MAX_EXTRA`].
    #[error("a step's extra cost is {extra}: at most {max}", max = crate::MAX_EXTRA)]
    BadExtra {
        /// The extra cost given.
        extra: u32,
    },
    /// A profile lists more terrain ids than a `u8` can name.
    #[error("profile lists {count} terrains: at most 256 (ids are u8)")]
    TooManyTerrains {
        /// Entries given.
        count: usize,
    },
    /// The movement budget is larger than the per-cell cost store can hold.
    #[error("budget {budget} is too large: at most {max}", max = crate::MAX_BUDGET)]
    BudgetTooLarge {
        /// The budget asked for.
        budget: u32,
    },
    /// An attack range whose minimum exceeds its maximum.
    #[error("attack range {min}..={max} is empty: min must not exceed max")]
    BadAttackRange {
        /// Nearest distance.
        min: u32,
        /// Farthest distance.
        max: u32,
    },
    /// The topology has more cells than fit in a `u32` cell index.
    #[error("the map has {len} cells: at most {max} are supported", max = floodfill::MAX_CELLS)]
    TooManyCells {
        /// Cells in the topology.
        len: usize,
    },
    /// A rule or query names the same cell twice where two cells are needed (a wall
    /// between a cell and itself).
    #[error("cell {cell} is given as both ends of a step")]
    SameCell {
        /// The cell.
        cell: usize,
    },
    /// A line's step is not one of the eight unit steps.
    #[error("a line step must have components in -1..=1 and not be (0, 0)")]
    BadDirection,
    /// A map text could not be parsed.
    #[error("map text line {line}, column {column}: {problem}")]
    Parse {
        /// 1-based line.
        line: usize,
        /// 1-based column (in characters).
        column: usize,
        /// What was wrong there.
        problem: &'static str,
    },
    /// An error from the underlying floodfill topology or walk.
    #[error(transparent)]
    Flood(#[from] FloodError),
}
