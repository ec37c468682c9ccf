//! Groups: the 4-connected tiles of one colour around a cell.

use core::iter::FusedIterator;

use crate::bitboard::{grow4, with_neighbour};
use crate::{Board, Cell, Color, MAX_WIDTH};

/// A group of same-coloured tiles, as found by [`Board::group_at`]: its colour, its
/// size and which cells it covers (one bit per cell, per column).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Group {
    color: Color,
    size: u16,
    lo: u8,
    hi: u8,
    bits: [u64; MAX_WIDTH],
}

impl Group {
    /// The group's colour.
    #[must_use]
    pub fn color(&self) -> Color {
        self.color
    }

    /// The old name of [`Group::color`].
    #[deprecated(since = "0.1.0", note = "renamed to `color`")]
    #[must_use]
    pub fn colour(&self) -> Color {
        self.color
    }

    /// Tiles in the group.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size as usize
    }

    /// `true` when the group can be removed (2 tiles or more).
    #[must_use]
    pub fn is_removable(&self) -> bool {
        self.size >= 2
    }

    /// Whether the group covers `cell`.
    #[must_use]
    pub fn contains(&self, cell: Cell) -> bool {
        let x = cell.x as usize;
        (cell.y as u32) < 64 && self.bits.get(x).is_some_and(|w| w >> cell.y & 1 != 0)
    }

    /// Leftmost and rightmost columns of the group.
    #[must_use]
    pub fn column_span(&self) -> (usize, usize) {
        (self.lo as usize, self.hi as usize)
    }

    /// The group's cells, column by column from the left, bottom to top.
    pub fn cells(&self) -> GroupCells<'_> {
        GroupCells {
            bits: &self.bits,
            x: self.lo as usize,
            hi: self.hi as usize,
            word: self.bits[self.lo as usize],
        }
    }
}

/// Iterator over a [`Group`]'s cells.
#[derive(Debug, Clone)]
pub struct GroupCells<'a> {
    bits: &'a [u64; MAX_WIDTH],
    x: usize,
    hi: usize,
    word: u64,
}

impl Iterator for GroupCells<'_> {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        while self.word == 0 {
            if self.x >= self.hi {
                return None;
            }
            self.x += 1;
            self.word = self.bits[self.x];
        }
        let y = self.word.trailing_zeros();
        self.word &= self.word - 1;
        Some(Cell::new(self.x as u8, y as u8))
    }
}

impl FusedIterator for GroupCells<'_> {}

impl Board {
    /// The group of the tile at `cell` (a single tile is a group of size 1), or `None`
    /// when the cell is empty or off the board.
    ///
    /// ```
    /// use samegame_board::{Board, Cell};
    ///
    /// let board: Board = "\
    /// 21
    /// 11".parse().unwrap();
    /// let group = board.group_at(Cell::new(0, 0)).unwrap();
    /// assert_eq!(group.size(), 3);
    /// assert!(group.contains(Cell::new(1, 1)));
    /// assert!(!group.contains(Cell::new(0, 1)));
    /// assert_eq!(board.group_at(Cell::new(0, 1)).unwrap().size(), 1);
    /// ```
    #[must_use]
    pub fn group_at(&self, cell: Cell) -> Option<Group> {
        let (x, y) = (cell.x as usize, cell.y as u32);
        if x >= self.columns as usize || y >= self.heights[x] as u32 {
            return None;
        }
        let k = self.color_index_at(x, y);
        let mut bits = [0u64; MAX_WIDTH];
        let (lo, hi) = self.grow(k, x, 1 << y, &mut bits);
        let size = bits[lo..=hi].iter().map(|w| w.count_ones()).sum::<u32>();
        Some(Group {
            color: Color::from_index(k),
            size: size as u16,
            lo: lo as u8,
            hi: hi as u8,
            bits,
        })
    }

    /// Grows the group of colour index `k` from the `seed` bits of column `x` into
    /// `region` (zero on entry). Returns the column span.
    #[inline]
    pub(crate) fn grow(&self, k: usize, x: usize, seed: u64, region: &mut [u64]) -> (usize, usize) {
        let plane = self.plane(k);
        grow4(
            plane.len(),
            self.height as usize,
            |c| plane[c],
            x,
            seed,
            region,
        )
        // The board's sizes are within grow4's limits and the seed is a tile.
        .unwrap_or((x, x))
    }

    /// Whether the tile at column `x`, row `y` (known to hold colour index `k`) has a
    /// neighbour of the same colour.
    #[inline]
    pub(crate) fn has_partner(&self, k: usize, x: usize, y: u32) -> bool {
        let plane = self.plane(k);
        let at = |c: usize| plane.get(c).copied().unwrap_or(0);
        let left = if x > 0 { at(x - 1) } else { 0 };
        with_neighbour(left, at(x), at(x + 1)) >> y & 1 != 0
    }
}
