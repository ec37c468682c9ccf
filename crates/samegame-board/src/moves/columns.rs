//! The listing of any board: per colour, one walk per group.

use alloc::vec::Vec;

use super::Move;
use crate::bitboard::with_neighbour;
use crate::{Board, Cell, Color, MAX_WIDTH};

impl Board {
    /// Any board: per colour, the tiles with a partner, then one walk per group.
    /// Kept out of line: the packed listing's callers need not save the registers
    /// this walk uses.
    #[inline(never)]
    pub(super) fn moves_by_columns(&self, out: &mut Vec<Move>) {
        out.clear();
        let n = self.colors as usize;
        let cols = self.columns as usize;
        let mut pairs = [0u64; MAX_WIDTH];
        let mut region = [0u64; MAX_WIDTH];
        for k in 0..n {
            if self.counts[k] < 2 {
                continue;
            }
            let plane = self.plane(k);
            // Tiles with a neighbour of their colour: exactly the tiles of groups of 2+.
            let mut any = 0;
            let mut left = 0;
            for x in 0..cols {
                let here = plane[x];
                let right = plane.get(x + 1).copied().unwrap_or(0);
                pairs[x] = with_neighbour(left, here, right);
                any |= pairs[x];
                left = here;
            }
            if any == 0 {
                continue;
            }
            for x in 0..cols {
                while pairs[x] != 0 {
                    let seed = pairs[x] & pairs[x].wrapping_neg();
                    let (lo, hi) = self.grow(k, x, seed, &mut region);
                    let mut size = 0;
                    for c in lo..=hi {
                        size += region[c].count_ones();
                        pairs[c] &= !region[c];
                        region[c] = 0;
                    }
                    out.push(Move {
                        cell: Cell::new(x as u8, seed.trailing_zeros() as u8),
                        color: Color::from_index(k),
                        size: size as u16,
                    });
                }
            }
        }
    }
}
