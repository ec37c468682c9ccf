//! Cell coordinates: [`Cell`] (column from the left, row from the bottom) and
//! [`TopCell`] (column from the left, row from the top).

use core::fmt;

/// A cell as the research papers name it: `x` is the column from the left, `y` the
/// row from the **bottom**, both from 0.
///
/// This is the board's own convention: gravity pulls towards `y = 0` and a column's
/// tiles always fill `y = 0..height_of_column`. The seed article and most screens
/// count rows from the top instead; use [`TopCell`] and the conversions on
/// [`crate::Board`] ([`Board::to_top`](crate::Board::to_top),
/// [`Board::from_top`](crate::Board::from_top)) for them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cell {
    /// Column from the left, from 0.
    pub x: u8,
    /// Row from the bottom, from 0.
    pub y: u8,
}

impl Cell {
    /// The cell in column `x` (from the left) and row `y` (from the bottom).
    #[must_use]
    pub const fn new(x: u8, y: u8) -> Self {
        Cell { x, y }
    }

    /// The same cell counted from the top of a board `height` rows high, or `None`
    /// when the cell is not below that height.
    ///
    /// ```
    /// use samegame_board::{Cell, TopCell};
    ///
    /// // On a 15-row board the bottom row is row 14 from the top.
    /// assert_eq!(Cell::new(3, 0).to_top(15), Some(TopCell::new(3, 14)));
    /// assert_eq!(Cell::new(3, 15).to_top(15), None);
    /// ```
    #[must_use]
    pub const fn to_top(self, height: usize) -> Option<TopCell> {
        if (self.y as usize) < height {
            Some(TopCell {
                col: self.x,
                // y < height <= u8 range as y is u8.
                row: (height - 1 - self.y as usize) as u8,
            })
        } else {
            None
        }
    }
}

impl fmt::Display for Cell {
    /// `x,y`: the form the solver's move lists use.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

/// A cell as the seed article and screens name it: `col` from the left, `row` from the
/// **top**, both from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TopCell {
    /// Column from the left, from 0.
    pub col: u8,
    /// Row from the top, from 0.
    pub row: u8,
}

impl TopCell {
    /// The cell in column `col` (from the left) and row `row` (from the top).
    #[must_use]
    pub const fn new(col: u8, row: u8) -> Self {
        TopCell { col, row }
    }

    /// The same cell counted from the bottom of a board `height` rows high, or `None`
    /// when the row is not below that height.
    ///
    /// ```
    /// use samegame_board::{Cell, TopCell};
    ///
    /// assert_eq!(TopCell::new(0, 0).to_bottom(15), Some(Cell::new(0, 14)));
    /// ```
    #[must_use]
    pub const fn to_bottom(self, height: usize) -> Option<Cell> {
        if (self.row as usize) < height {
            Some(Cell {
                x: self.col,
                y: (height - 1 - self.row as usize) as u8,
            })
        } else {
            None
        }
    }
}
