//! Legal moves: every group of two tiles or more, listed at once. Boards of up to
//! 16 x 16 (the standard 15 x 15 among them) are listed from packed bitboards
//! ([`packed`]); any other board by a walk per group ([`columns`]), which the tests
//! hold the packed listing to, move for move.

mod columns;
mod packed;
#[cfg(test)]
mod tests;

use alloc::vec::Vec;

use crate::bitboard::Packed16;
use crate::{Board, Cell, Color};

/// A legal move: a group of 2 or more tiles, named by one of its cells.
///
/// The cell is the group's **lowest tile in its leftmost column**, so each group has
/// exactly one `Move` and two listings of the same board agree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// A cell of the group (its lowest tile in its leftmost column).
    pub cell: Cell,
    /// The group's colour (serialised as `colour`, as before).
    #[cfg_attr(feature = "serde", serde(rename = "colour"))]
    pub color: Color,
    /// Tiles in the group (at least 2).
    pub size: u16,
}

impl Move {
    /// A value to fill a buffer with before the moves are written.
    const PLACEHOLDER: Move = Move {
        cell: Cell::new(0, 0),
        color: Color::from_index(0),
        size: 0,
    };
}

impl Board {
    /// Lists every legal move into `out` (cleared first): one [`Move`] per group of 2
    /// tiles or more, colour by colour, then from the left. Reusing `out` makes the call
    /// allocation-free.
    ///
    /// ```
    /// use samegame_board::{Board, Cell};
    ///
    /// let board: Board = "\
    /// 12.
    /// 112
    /// 322".parse().unwrap();
    /// let mut moves = Vec::new();
    /// board.moves_into(&mut moves);
    /// let listed: Vec<(u8, usize, Cell)> =
    ///     moves.iter().map(|m| (m.color.get(), m.size as usize, m.cell)).collect();
    /// assert_eq!(listed, [(1, 3, Cell::new(0, 1)), (2, 3, Cell::new(1, 0))]);
    /// ```
    pub fn moves_into(&self, out: &mut Vec<Move>) {
        if self.width() <= Packed16::SIDE && self.height() <= Packed16::SIDE {
            self.moves_packed(out);
        } else {
            self.moves_by_columns(out);
        }
    }

    /// Every legal move, in a new `Vec`. See [`Board::moves_into`] for the order and
    /// the allocation-free form.
    #[must_use]
    pub fn moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.moves_into(&mut out);
        out
    }

    /// `true` when some group of 2 or more tiles is left.
    #[must_use]
    pub fn has_moves(&self) -> bool {
        (0..self.colors as usize).any(|k| {
            let plane = self.plane(k);
            // Each pair is seen from its left or lower tile: look up and right only.
            let mut touching = 0;
            for (x, &here) in plane.iter().enumerate() {
                let right = plane.get(x + 1).copied().unwrap_or(0);
                touching |= here & ((here >> 1) | right);
            }
            touching != 0
        })
    }

    /// `true` when the game is over: no group of 2 or more tiles is left (the board
    /// may be cleared or not).
    #[must_use]
    pub fn is_over(&self) -> bool {
        !self.has_moves()
    }
}
