//! The crate's error type.

/// What went wrong while building, changing, parsing or exporting a maze.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum MazeError {
    /// A maze needs at least one cell on each side.
    #[error("maze size {width}x{height} is empty: both sides must be at least 1")]
    EmptyMaze {
        /// Cells across.
        width: usize,
        /// Cells down.
        height: usize,
    },
    /// A side or the cell count is over the limits ([`crate::Maze::MAX_SIDE`],
    /// [`crate::Maze::MAX_CELLS`]).
    #[error(
        "maze size {width}x{height} is too large (at most {max_side} per side and {max_cells} cells)"
    )]
    MazeTooLarge {
        /// Cells across.
        width: usize,
        /// Cells down.
        height: usize,
        /// Largest side allowed.
        max_side: usize,
        /// Largest cell count allowed.
        max_cells: usize,
    },
    /// A cell coordinate lies outside the maze.
    #[error("cell ({x}, {y}) is outside the {width}x{height} maze")]
    OutOfBounds {
        /// Column asked for.
        x: usize,
        /// Row asked for.
        y: usize,
        /// Cells across.
        width: usize,
        /// Cells down.
        height: usize,
    },
    /// A probability or fraction was outside `0..=1` or not a number.
    #[error("{name} must be a number in 0..=1, got {value}")]
    BadFraction {
        /// Which parameter.
        name: &'static str,
        /// The value given.
        value: f64,
    },
    /// Rooms could not be placed: too big for the maze or too many to fit apart.
    #[error(
        "cannot fit {count} rooms of {min_side}..={max_side} cells per side in a {width}x{height} maze"
    )]
    RoomsDoNotFit {
        /// Rooms asked for.
        count: usize,
        /// Smallest room side.
        min_side: usize,
        /// Largest room side.
        max_side: usize,
        /// Maze width.
        width: usize,
        /// Maze height.
        height: usize,
    },
    /// A parameter other than a size or fraction was out of its range.
    #[error("invalid parameter {name}: {reason}")]
    BadParameter {
        /// Which parameter.
        name: &'static str,
        /// Why it was refused.
        reason: &'static str,
    },
    /// The tile-form text could not be read as a maze.
    #[error("line {line}, column {column}: {reason}")]
    Parse {
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column (in characters) of the problem.
        column: usize,
        /// What was wrong there.
        reason: &'static str,
    },
    /// A walk over the maze was refused by `floodfill` (a start cell out of range).
    #[error(transparent)]
    Flood(#[from] floodfill::FloodError),
    /// A board's mask leaves no usable cell.
    #[error("the board's mask leaves no usable cell")]
    EmptyMask,
    /// A board's usable cells fall into parts that no passage could join. The
    /// parts are refused rather than bridged: only the caller knows where a bridge
    /// belongs.
    #[error("the board's usable cells fall into {parts} parts (one cell of each: {first_cells:?})")]
    SplitMask {
        /// Number of parts.
        parts: usize,
        /// The lowest cell of each of the first (up to 8) parts.
        first_cells: alloc::vec::Vec<usize>,
    },
    /// A board's topology names `to` as a neighbour of `from` but not `from` as
    /// a neighbour of `to`: a passage is walked both ways, so a board needs
    /// two-way neighbours between its usable cells.
    #[error(
        "the topology leads from cell {from} to cell {to} but not back: a board needs two-way neighbours"
    )]
    OneWay {
        /// The cell that names the other.
        from: usize,
        /// The neighbour that does not name it back.
        to: usize,
    },
    /// Cells `a` and `b` are not usable neighbours on the maze's board (one is
    /// outside it or masked, or they are not next to each other), so no passage
    /// can join them.
    #[error("cells {a} and {b} are not usable neighbours on the board")]
    NotNeighbors {
        /// The first cell.
        a: usize,
        /// The second cell.
        b: usize,
    },
    /// The algorithm works on the square grid only (it thinks in rows, columns or
    /// walls); see [`crate::Algorithm::works_on_any_board`].
    #[error("{0} works on the square grid only")]
    SquareGridOnly(crate::Algorithm),
    /// An algorithm name was not recognised.
    #[error("unknown maze algorithm {0:?}")]
    UnknownAlgorithm(alloc::string::String),
}
