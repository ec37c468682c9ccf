//! Every group at once through `floodfill`, for interfaces that shade all groups.

use floodfill::{Components, Connectivity, Filler, FloodError, SquareGrid};

use crate::{Board, Cell};

impl Board {
    /// The board as `floodfill` sees it: a row-major square grid, 4-connected, whose
    /// cell `i` is column `i % width` and row `i / width` **from the top** (see
    /// [`Board::cell_of_index`]).
    ///
    /// # Errors
    /// None in practice: a board's size is always a valid grid.
    pub fn square_grid(&self) -> Result<SquareGrid, FloodError> {
        SquareGrid::new(self.width(), self.height(), Connectivity::Four)
    }

    /// The [`Cell`] of a [`Board::square_grid`] cell index, if on the board.
    #[must_use]
    pub fn cell_of_index(&self, index: usize) -> Option<Cell> {
        let (w, h) = (self.width(), self.height());
        (index < w * h).then(|| Cell::new((index % w) as u8, (h - 1 - index / w) as u8))
    }

    /// Labels every tile with its group (groups of one included) using `floodfill`'s
    /// component labelling on [`Board::square_grid`]; empty cells get no label. Meant
    /// for an interface that shades every group at once: the rules and playouts use
    /// the crate's own bitboard walks, which are several times faster.
    ///
    /// ```
    /// use floodfill::Filler;
    /// use samegame_board::Board;
    ///
    /// let board: Board = "1.\n12".parse().unwrap();
    /// let mut filler = Filler::new();
    /// let groups = board.label_groups(&mut filler).unwrap();
    /// assert_eq!(groups.count(), 2);
    /// assert_eq!(groups.size_of_cell(0), Some(2)); // the 1 at the top left
    /// assert_eq!(groups.label(1), None); // empty
    /// ```
    ///
    /// # Errors
    /// None in practice (see [`Board::square_grid`]).
    pub fn label_groups<'f>(&self, filler: &'f mut Filler) -> Result<Components<'f>, FloodError> {
        let grid = self.square_grid()?;
        filler.components_by_key(&grid, |i| self.cell_of_index(i).and_then(|c| self.get(c)))
    }
}
