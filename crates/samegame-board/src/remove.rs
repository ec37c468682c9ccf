//! Removing a group: tiles fall into the gaps, empty columns shift left.

use crate::bitboard::gaps;
use crate::{Board, Cell, Color, MAX_WIDTH, Move, SameGameError, Scoring};

/// What a removal took off the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Removed {
    /// The group's colour (serialised as `colour`, as before).
    #[cfg_attr(feature = "serde", serde(rename = "colour"))]
    pub color: Color,
    /// Tiles removed.
    pub size: usize,
}

impl Removed {
    /// The points this removal scores under `rules`.
    #[must_use]
    pub fn points<S: Scoring + ?Sized>(&self, rules: &S) -> i64 {
        rules.group_points(self.size, self.color)
    }
}

impl Board {
    /// Removes the group of the tile at `cell`: the tiles above fall into the gaps and
    /// columns left empty shift left. Returns the group's colour and size; score it
    /// with [`Removed::points`] or play through [`crate::Game`], which keeps the score.
    ///
    /// ```
    /// use samegame_board::{Board, Cell, Rules};
    ///
    /// let mut board: Board = "\
    /// 2..
    /// 11.
    /// 213".parse().unwrap();
    /// let removed = board.remove(Cell::new(0, 1)).unwrap();
    /// assert_eq!((removed.color.get(), removed.size), (1, 3));
    /// assert_eq!(removed.points(&Rules::CLASSIC), 4); // (3 - 1)^2
    /// // The top 2 fell onto the bottom one; the emptied middle column shifted out.
    /// assert_eq!(board.to_string(), "...\n2..\n23.\n");
    /// ```
    ///
    /// # Errors
    /// [`SameGameError::OutOfBoard`] for a cell off the board,
    /// [`SameGameError::EmptyCell`] for an empty one, [`SameGameError::SingleTile`]
    /// when the tile has no neighbour of its colour. The board is then unchanged.
    pub fn remove(&mut self, cell: Cell) -> Result<Removed, SameGameError> {
        let (x, y) = (cell.x as usize, cell.y as u32);
        if x >= self.width() || y as usize >= self.height() {
            return Err(SameGameError::OutOfBoard {
                x,
                y: y as usize,
                width: self.width(),
                height: self.height(),
            });
        }
        if x >= self.columns as usize || y >= self.heights[x] as u32 {
            return Err(SameGameError::EmptyCell { x, y: y as usize });
        }
        let k = self.color_index_at(x, y);
        if !self.has_partner(k, x, y) {
            return Err(SameGameError::SingleTile { x, y: y as usize });
        }
        let mut region = [0u64; MAX_WIDTH];
        let (lo, hi) = self.grow(k, x, 1 << y, &mut region);
        let size = self.remove_region(k, &mut region, lo, hi);
        Ok(Removed {
            color: Color::from_index(k),
            size,
        })
    }

    /// Removes the group of a move listed for this board ([`Board::moves_into`]): as
    /// [`Board::remove`] without the lookups a listed move makes needless (its
    /// colour is known, its cell is a tile with a partner), always inlined into a
    /// playout's loop. Returns the tiles removed; a move of another board removes
    /// its cell's group of the move's colour on this one, or nothing.
    #[inline(always)]
    pub(crate) fn remove_listed(&mut self, m: &Move) -> usize {
        let (k, x) = (m.color.index(), usize::from(m.cell.x));
        if k >= self.colors as usize || x >= self.columns as usize {
            return 0;
        }
        // No seed for a row past the word: the walk then grows nothing.
        let seed = 1u64.checked_shl(u32::from(m.cell.y)).unwrap_or(0);
        let mut region = [0u64; MAX_WIDTH];
        let (lo, hi) = self.grow(k, x, seed, &mut region);
        self.remove_region(k, &mut region, lo, hi)
    }

    /// Removes the tiles of `region` (all of colour index `k`, spanning columns
    /// `lo..=hi`), applies gravity and the column shift, and zeroes `region` again.
    /// Returns how many tiles were removed.
    #[inline]
    pub(crate) fn remove_region(
        &mut self,
        k: usize,
        region: &mut [u64],
        lo: usize,
        hi: usize,
    ) -> usize {
        let (w, n) = (self.width as usize, self.colors as usize);
        let mut size = 0;
        // Right to left, so that shifting a column out does not move the ones still
        // to be processed.
        for x in (lo..=hi).rev() {
            let gone = region[x];
            if gone == 0 {
                continue;
            }
            region[x] = 0;
            let count = gone.count_ones() as u8;
            size += count as usize;
            let left = self.heights[x] - count;
            if left == 0 {
                self.drop_column(x);
            } else {
                self.heights[x] = left;
                // Work out each gap once, then move every colour's word alike.
                for gap in gaps(gone) {
                    for k in 0..n {
                        let word = &mut self.planes[k * w + x];
                        *word = gap.close(*word);
                    }
                }
            }
        }
        self.counts[k] -= size as u16;
        size
    }

    /// Removes empty column `x`, shifting the columns right of it one place left.
    pub(crate) fn drop_column(&mut self, x: usize) {
        let (w, n) = (self.width as usize, self.colors as usize);
        let cols = self.columns as usize;
        for k in 0..n {
            let plane = &mut self.planes[k * w..k * w + cols];
            plane.copy_within(x + 1.., x);
            plane[cols - 1] = 0;
        }
        self.heights.copy_within(x + 1..cols, x);
        self.heights[cols - 1] = 0;
        self.columns -= 1;
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::{ProptestConfig, any};

    use crate::{Board, Cell, Color, MAX_COLORS, MAX_HEIGHT, MAX_WIDTH, Move};

    proptest::proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        /// Removing a listed move by `remove_listed` leaves the board `remove` leaves
        /// and counts the tiles it reports, every step of games on boards of every
        /// size (the packed listing's and the column walk's), whichever move is played.
        #[test]
        fn removing_a_listed_move_is_removing_its_cell(
            w in 1usize..=MAX_WIDTH, h in 1usize..=MAX_HEIGHT, n in 1usize..=MAX_COLORS,
            seed in any::<u64>(), pick in any::<usize>(),
        ) {
            let mut board = Board::from_seed(w, h, n, seed).unwrap();
            let mut step = 0;
            loop {
                let moves = board.moves();
                let Some(m) = moves.get(pick.wrapping_add(step) % moves.len().max(1)) else {
                    break;
                };
                let mut listed = board.clone();
                let size = listed.remove_listed(m);
                let removed = board.remove(m.cell).unwrap();
                proptest::prop_assert_eq!(size, removed.size);
                proptest::prop_assert_eq!(usize::from(m.size), size);
                proptest::prop_assert_eq!(&listed, &board);
                step += 1;
            }
        }
    }

    /// A move that is not this board's removes its cell's group of its colour or
    /// nothing, and never panics: a colour past the palette, a colour the cell does
    /// not hold, a cell off the board or past a column's top.
    #[test]
    fn a_move_of_another_board_does_not_panic() {
        let start: Board = "\
1..
12.
122"
        .parse()
        .unwrap();
        let strays = [
            (Cell::new(0, 0), MAX_COLORS - 1),
            (Cell::new(0, 0), 2),
            (Cell::new(0, 0), 1),
            (Cell::new(200, 0), 0),
            (Cell::new(0, 255), 0),
            (Cell::new(2, 2), 0),
        ];
        for (cell, k) in strays {
            let mut board = start.clone();
            let m = Move {
                cell,
                color: Color::from_index(k),
                size: 2,
            };
            assert_eq!(board.remove_listed(&m), 0, "{m:?}");
            assert_eq!(board, start);
        }
        // Colour 1 at a tile of colour 1: its group goes, as `remove` takes it.
        let mut board = start.clone();
        let m = Move {
            cell: Cell::new(0, 1),
            color: Color::from_index(0),
            size: 3,
        };
        assert_eq!(board.remove_listed(&m), 3);
        let mut expected = start.clone();
        expected.remove(Cell::new(0, 1)).unwrap();
        assert_eq!(board, expected);
    }
}
