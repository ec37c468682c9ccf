//! The crate's error type.

use crate::{MAX_COLORS, MAX_HEIGHT, MAX_WIDTH};

/// What was wrong with a board, a move or a text.
///
/// Text errors carry the 1-based `line` and `column` (in characters) where the problem
/// was found, so an editor can point at it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SameGameError {
    /// Width or height is 0 or above the limits.
    #[error(
        "board size {width}x{height} is not supported: each side must be 1..={MAX_WIDTH} wide and 1..={MAX_HEIGHT} high"
    )]
    BadSize {
        /// Columns asked for.
        width: usize,
        /// Rows asked for.
        height: usize,
    },
    /// The number of colours is 0 or above [`MAX_COLORS`].
    #[error("{colors} colours is not supported: use 1..={MAX_COLORS}")]
    BadColors {
        /// Colours asked for.
        colors: usize,
    },
    /// A tile colour is outside `1..=colors`.
    #[error("colour {color} is outside the palette 1..={colors}")]
    ColorOutOfRange {
        /// The colour found.
        color: usize,
        /// The board's palette size.
        colors: usize,
    },
    /// A cell lies outside the board.
    #[error("cell {x},{y} is outside the {width}x{height} board")]
    OutOfBoard {
        /// Column asked for.
        x: usize,
        /// Row asked for.
        y: usize,
        /// Board width.
        width: usize,
        /// Board height.
        height: usize,
    },
    /// The cell holds no tile.
    #[error("cell {x},{y} is empty")]
    EmptyCell {
        /// Column.
        x: usize,
        /// Row (from the bottom).
        y: usize,
    },
    /// The tile has no neighbour of its colour: a group of one cannot be removed.
    #[error(
        "the tile at {x},{y} has no neighbour of its colour; only groups of 2 or more can be removed"
    )]
    SingleTile {
        /// Column.
        x: usize,
        /// Row (from the bottom).
        y: usize,
    },
    /// `undo` with no move played.
    #[error("there is no move to undo")]
    NothingToUndo,
    /// `redo` with no move undone.
    #[error("there is no undone move to redo")]
    NothingToRedo,
    /// A move sequence said to end the game leaves groups to remove.
    #[error("the game is not over after the {moves} moves: groups are left")]
    NotOver {
        /// Moves in the sequence.
        moves: usize,
    },
    /// The text holds no board.
    #[error("the text holds no board")]
    EmptyText,
    /// A row has a different length from the first one.
    #[error("line {line}: row has {found} cells but the first row has {expected}")]
    RaggedRow {
        /// 1-based line.
        line: usize,
        /// Cells in the first row.
        expected: usize,
        /// Cells in this row.
        found: usize,
    },
    /// A text given as one board holds several (separated by blank lines).
    #[error("line {line}: a second board starts here, but one board was expected")]
    MoreThanOneBoard {
        /// 1-based line where the second board starts.
        line: usize,
    },
    /// A character that is not a colour symbol or `.`.
    #[error("line {line}, column {column}: unknown symbol {symbol:?}")]
    UnknownSymbol {
        /// 1-based line.
        line: usize,
        /// 1-based column (characters).
        column: usize,
        /// The character found.
        symbol: char,
    },
    /// A colour number above the largest palette.
    #[error(
        "line {line}, column {column}: colour {value} is above the limit of {MAX_COLORS} colours"
    )]
    TooManyColors {
        /// 1-based line.
        line: usize,
        /// 1-based column (characters).
        column: usize,
        /// The colour number found (as written).
        value: u64,
    },
    /// The text's board is larger than [`MAX_WIDTH`] x [`MAX_HEIGHT`].
    #[error(
        "line {line}, column {column}: the board is too large (at most {MAX_WIDTH} columns and {MAX_HEIGHT} rows)"
    )]
    TooLarge {
        /// 1-based line.
        line: usize,
        /// 1-based column (characters).
        column: usize,
    },
    /// A tile with an empty cell below it: boards in text must already have fallen.
    #[error("line {line}, column {column}: tile floats above an empty cell")]
    FloatingTile {
        /// 1-based line.
        line: usize,
        /// 1-based column (characters).
        column: usize,
    },
    /// An empty column left of a non-empty one: columns must already have shifted left.
    #[error("column {column}: empty column left of a column with tiles")]
    GapColumn {
        /// 1-based column (board column, not character).
        column: usize,
    },
}
