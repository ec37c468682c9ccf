//! `Board`: the tiles, stored as one bitboard per colour and column.

use alloc::vec;
use alloc::vec::Vec;
use core::hash::{Hash, Hasher};

use crate::{Cell, Color, MAX_COLORS, MAX_HEIGHT, MAX_WIDTH, SameGameError, TopCell};

/// A SameGame board: `width x height` cells, each empty or holding a tile of colour
/// `1..=colors`, with gravity already applied (no tile above an empty cell, no empty
/// column left of a column with tiles).
///
/// Coordinates are [`Cell`]s: column from the left, row from the **bottom**. Use
/// [`Board::to_top`] / [`Board::from_top`] for rows counted from the top.
///
/// # Storage
/// One `u64` per (column, colour): bit `y` is set when the tile at row `y` of that
/// column has that colour. A group is grown a whole vertical run at a time, a removal
/// closes the gap in a column for every colour with a handful of shifts, and copying a
/// 15 x 15 board with 5 colours moves 600 bytes. See `docs/samegame-board.md` for why.
///
/// # Limits
/// `1..=`[`MAX_WIDTH`] columns, `1..=`[`MAX_HEIGHT`] rows (a column is one `u64`, the
/// set of columns to revisit while growing a group is one `u64`) and
/// `1..=`[`MAX_COLORS`] colours. Sizes are checked by every constructor.
///
/// # Equality
/// Two boards are equal when they have the same size and the same tiles. The palette
/// size ([`Board::colors`]) is not compared: a 5-colour board whose colour 5 is gone
/// equals the same tiles read back from text, which cannot tell.
///
/// ```
/// use samegame_board::{Board, Cell};
///
/// let mut board: Board = "\
/// 1..
/// 12.
/// 122".parse().unwrap();
/// let removed = board.remove(Cell::new(0, 0)).unwrap();
/// assert_eq!(removed.size, 3);
/// assert_eq!(board.to_string(), "...\n2..\n22.\n");
/// ```
#[derive(Debug, Clone)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "crate::text::BoardSpec", into = "crate::text::BoardSpec")
)]
pub struct Board {
    pub(crate) width: u8,
    pub(crate) height: u8,
    pub(crate) colors: u8,
    /// Columns holding tiles: always the leftmost ones.
    pub(crate) columns: u8,
    /// Tiles per column (they fill rows `0..height`).
    pub(crate) heights: [u8; MAX_WIDTH],
    /// Tiles left per colour index.
    pub(crate) counts: [u16; MAX_COLORS],
    /// `planes[k * width + x]`: column `x`'s tiles of colour index `k`. Colour-major,
    /// so the plane of one colour (what a group walk reads) is contiguous.
    pub(crate) planes: Vec<u64>,
}

/// Checks the size and palette of a new board.
pub(crate) fn check_dims(width: usize, height: usize, colors: usize) -> Result<(), SameGameError> {
    if !(1..=MAX_WIDTH).contains(&width) || !(1..=MAX_HEIGHT).contains(&height) {
        return Err(SameGameError::BadSize { width, height });
    }
    if !(1..=MAX_COLORS).contains(&colors) {
        return Err(SameGameError::BadColors { colors });
    }
    Ok(())
}

impl Board {
    /// An empty board.
    ///
    /// # Errors
    /// [`SameGameError::BadSize`] or [`SameGameError::BadColors`] outside the limits.
    pub fn empty(width: usize, height: usize, colors: usize) -> Result<Self, SameGameError> {
        check_dims(width, height, colors)?;
        Ok(Board {
            width: width as u8,
            height: height as u8,
            colors: colors as u8,
            columns: 0,
            heights: [0; MAX_WIDTH],
            counts: [0; MAX_COLORS],
            planes: vec![0; width * colors],
        })
    }

    /// A board whose cell `(x, y)` (row from the bottom) holds colour `f(cell)`, 0 for
    /// empty. Gravity is then applied: tiles fall onto the tiles below them and empty
    /// columns shift left, so any grid makes a valid board.
    ///
    /// ```
    /// use samegame_board::{Board, Cell};
    ///
    /// // A chequerboard of two colours with a hole at the bottom left.
    /// let board = Board::from_fn(4, 3, 2, |c| {
    ///     if c == Cell::new(0, 0) { 0 } else { 1 + (c.x + c.y) % 2 }
    /// }).unwrap();
    /// assert_eq!(board.column_height(0), 2);
    /// assert_eq!(board.tiles(), 11);
    /// ```
    ///
    /// # Errors
    /// As [`Board::empty`]; [`SameGameError::ColorOutOfRange`] for a colour above
    /// `colors`.
    pub fn from_fn(
        width: usize,
        height: usize,
        colors: usize,
        mut f: impl FnMut(Cell) -> u8,
    ) -> Result<Self, SameGameError> {
        let mut board = Board::empty(width, height, colors)?;
        for x in 0..width {
            let target = board.columns as usize;
            for y in 0..height {
                let color = f(Cell::new(x as u8, y as u8));
                if color == 0 {
                    continue;
                }
                if color as usize > colors {
                    return Err(SameGameError::ColorOutOfRange {
                        color: color as usize,
                        colors,
                    });
                }
                let k = color as usize - 1;
                let row = board.heights[target];
                board.planes[k * width + target] |= 1 << row;
                board.heights[target] += 1;
                board.counts[k] += 1;
            }
            if board.heights[target] > 0 {
                board.columns += 1;
            }
        }
        Ok(board)
    }

    /// Columns.
    #[must_use]
    pub fn width(&self) -> usize {
        self.width as usize
    }

    /// Rows.
    #[must_use]
    pub fn height(&self) -> usize {
        self.height as usize
    }

    /// The palette: tiles have colours `1..=colors()`.
    #[must_use]
    pub fn colors(&self) -> usize {
        self.colors as usize
    }

    /// The old name of [`Board::colors`].
    #[deprecated(since = "0.1.0", note = "renamed to `colors`")]
    #[must_use]
    pub fn colours(&self) -> usize {
        self.colors()
    }

    /// Columns that still hold tiles (always the leftmost ones).
    #[must_use]
    pub fn columns(&self) -> usize {
        self.columns as usize
    }

    /// Tiles in column `x` (0 beyond the board).
    #[must_use]
    pub fn column_height(&self, x: usize) -> usize {
        self.heights.get(x).map_or(0, |&h| h as usize)
    }

    /// The colour of the tile at `cell`, `None` when empty or outside the board.
    #[must_use]
    pub fn get(&self, cell: Cell) -> Option<Color> {
        let (x, y) = (cell.x as usize, cell.y as u32);
        if x >= self.columns as usize || y >= self.heights[x] as u32 {
            return None;
        }
        let k = self.color_index_at(x, y);
        Some(Color::from_index(k))
    }

    /// The colour index of the tile known to sit at column `x`, row `y`.
    #[inline]
    pub(crate) fn color_index_at(&self, x: usize, y: u32) -> usize {
        let w = self.width as usize;
        // Branch-free: exactly one plane has the bit, so the sum names it.
        (0..self.colors as usize)
            .map(|k| k * (self.planes[k * w + x] >> y & 1) as usize)
            .sum()
    }

    /// Tiles left of `color` (0 for a colour outside the palette).
    #[must_use]
    pub fn remaining(&self, color: Color) -> usize {
        self.counts[color.index()] as usize
    }

    /// Tiles left per colour: entry `k` is colour `k + 1`; `colors()` entries.
    #[must_use]
    pub fn remaining_all(&self) -> &[u16] {
        &self.counts[..self.colors as usize]
    }

    /// Tiles left in all.
    #[must_use]
    pub fn tiles(&self) -> usize {
        self.heights.iter().map(|&h| h as usize).sum()
    }

    /// `true` when no tile is left (the board was cleared).
    #[must_use]
    pub fn is_cleared(&self) -> bool {
        self.columns == 0
    }

    /// `cell` counted from the top (row 0 is the top row), if it is on the board.
    #[must_use]
    pub fn to_top(&self, cell: Cell) -> Option<TopCell> {
        if (cell.x as usize) < self.width() {
            cell.to_top(self.height())
        } else {
            None
        }
    }

    /// The cell named from the top (`row` 0 is the top row), if on the board.
    #[must_use]
    pub fn from_top(&self, top: TopCell) -> Option<Cell> {
        if (top.col as usize) < self.width() {
            top.to_bottom(self.height())
        } else {
            None
        }
    }

    /// Every tile with its colour, column by column from the left, bottom to top.
    pub fn cells(&self) -> impl Iterator<Item = (Cell, Color)> + '_ {
        (0..self.columns as usize).flat_map(move |x| {
            (0..self.heights[x] as u32).map(move |y| {
                (
                    Cell::new(x as u8, y as u8),
                    Color::from_index(self.color_index_at(x, y)),
                )
            })
        })
    }

    /// The board as a row-major byte grid, **top row first** (the seed article's
    /// `board[y * width + x]` with `y` from the top), 0 for empty, else the colour.
    /// This is the form [`floodfill`]'s general walks take.
    pub fn to_row_major_top(&self, out: &mut Vec<u8>) {
        let (w, h) = (self.width(), self.height());
        out.clear();
        out.resize(w * h, 0);
        for (cell, color) in self.cells() {
            out[(h - 1 - cell.y as usize) * w + cell.x as usize] = color.get();
        }
    }

    /// Makes `self` a copy of `other`, reusing `self`'s storage: no allocation once the
    /// storage is big enough. The way to reset a scratch board before a playout.
    pub fn copy_from(&mut self, other: &Board) {
        self.clone_from(other);
    }

    /// The tiles of colour index `k`, one word per column with tiles.
    #[inline]
    pub(crate) fn plane(&self, k: usize) -> &[u64] {
        let w = self.width as usize;
        &self.planes[k * w..k * w + self.columns as usize]
    }

    /// The highest colour index with tiles left, plus one.
    fn colors_in_use(&self) -> usize {
        self.counts[..self.colors as usize]
            .iter()
            .rposition(|&c| c > 0)
            .map_or(0, |k| k + 1)
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        if self.width != other.width
            || self.height != other.height
            || self.columns != other.columns
            || self.heights != other.heights
        {
            return false;
        }
        let used = self.colors_in_use();
        if used != other.colors_in_use() {
            return false;
        }
        (0..used).all(|k| self.plane(k) == other.plane(k))
    }
}

impl Eq for Board {}

impl Hash for Board {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.width.hash(state);
        self.height.hash(state);
        self.heights.hash(state);
        let used = self.colors_in_use();
        for k in 0..used {
            self.plane(k).hash(state);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_checked() {
        assert!(Board::empty(MAX_WIDTH, MAX_HEIGHT, MAX_COLORS).is_ok());
        assert_eq!(
            Board::empty(0, 5, 3),
            Err(SameGameError::BadSize {
                width: 0,
                height: 5
            })
        );
        assert!(Board::empty(MAX_WIDTH + 1, 5, 3).is_err());
        assert!(Board::empty(5, MAX_HEIGHT + 1, 3).is_err());
        assert_eq!(
            Board::empty(5, 5, MAX_COLORS + 1),
            Err(SameGameError::BadColors {
                colors: MAX_COLORS + 1
            })
        );
        assert!(matches!(
            Board::from_fn(2, 2, 2, |_| 3),
            Err(SameGameError::ColorOutOfRange { color: 3, .. })
        ));
    }

    #[test]
    fn from_fn_applies_gravity_and_shift() {
        // Column 0 empty, column 1 has a hole at the bottom.
        let b = Board::from_fn(3, 3, 2, |c| match (c.x, c.y) {
            (0, _) => 0,
            (1, 0) => 0,
            (1, _) => 1,
            _ => 2,
        })
        .unwrap();
        assert_eq!(b.columns(), 2);
        assert_eq!(b.column_height(0), 2);
        assert_eq!(b.column_height(1), 3);
        assert_eq!(b.get(Cell::new(0, 0)).map(Color::get), Some(1));
        assert_eq!(b.get(Cell::new(0, 2)), None);
        assert_eq!(b.get(Cell::new(1, 2)).map(Color::get), Some(2));
        assert_eq!(b.remaining_all(), &[2, 3]);
    }

    #[test]
    fn equality_ignores_the_palette() {
        let a = Board::from_fn(2, 2, 2, |_| 1).unwrap();
        let b = Board::from_fn(2, 2, 5, |_| 1).unwrap();
        assert_eq!(a, b);
        let c = Board::from_fn(2, 2, 2, |c| 1 + c.x).unwrap();
        assert_ne!(a, c);
    }

    #[test]
    fn top_conversions() {
        let b = Board::empty(4, 6, 2).unwrap();
        let top = b.to_top(Cell::new(3, 0)).unwrap();
        assert_eq!(top, TopCell::new(3, 5));
        assert_eq!(b.from_top(top), Some(Cell::new(3, 0)));
        assert_eq!(b.to_top(Cell::new(4, 0)), None);
        assert_eq!(b.from_top(TopCell::new(0, 6)), None);
    }
}
