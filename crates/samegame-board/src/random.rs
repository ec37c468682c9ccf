//! Seeded random boards, the same on every platform and in every version.

use rand_core::Rng;
use rand_pcg::Pcg32;

use crate::{Board, Cell, SameGameError};

/// The PCG stream used by [`Board::from_seed`]. Changing it would change every seeded
/// board, so it is fixed forever.
const STREAM: u64 = 0x5A3E_6A3E;

/// A uniform integer in `0..n` (`n >= 1`) by Lemire's method
/// ([`sample::uniform_below`]), so the result depends only on the generator's
/// output, never on a library's sampling.
#[inline]
pub(crate) fn below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    sample::uniform_below(n, || rng.next_u32())
}

/// Whether a uniform playout keeps a group of `size` tiles found under a tile drawn
/// uniformly among the playable ones: with probability `2 / size`, so that every
/// group is equally likely (`size / T` to draw one of its tiles, times `2 / size`).
/// A pair is always kept, with no draw.
#[inline]
pub(crate) fn keep_drawn_group<R: Rng + ?Sized>(rng: &mut R, size: u32) -> bool {
    size == 2 || below(rng, size) < 2
}

impl Board {
    /// A full board of `colors` colours drawn from `seed`: the same seed gives the same
    /// board on every platform, now and in later versions (retry = same seed, a new
    /// board = a new seed).
    ///
    /// Cells are drawn row by row from the top, left to right, like the seed article's
    /// `board[y * width + x]`, each colour uniform from a `Pcg32` with a fixed stream.
    ///
    /// ```
    /// use samegame_board::Board;
    ///
    /// let a = Board::from_seed(15, 15, 5, 42).unwrap();
    /// assert_eq!(a, Board::from_seed(15, 15, 5, 42).unwrap());
    /// assert_ne!(a, Board::from_seed(15, 15, 5, 43).unwrap());
    /// assert_eq!(a.tiles(), 225);
    /// ```
    ///
    /// # Errors
    /// As [`Board::empty`].
    pub fn from_seed(
        width: usize,
        height: usize,
        colors: usize,
        seed: u64,
    ) -> Result<Self, SameGameError> {
        Board::from_rng(width, height, colors, &mut Pcg32::new(seed, STREAM))
    }

    /// The old name of [`Board::from_seed`].
    ///
    /// # Errors
    /// As [`Board::from_seed`].
    #[deprecated(since = "0.1.0", note = "renamed to `Board::from_seed`")]
    pub fn random(
        width: usize,
        height: usize,
        colors: usize,
        seed: u64,
    ) -> Result<Self, SameGameError> {
        Board::from_seed(width, height, colors, seed)
    }

    /// The old name of [`Board::from_rng`].
    ///
    /// # Errors
    /// As [`Board::from_rng`].
    #[deprecated(since = "0.1.0", note = "renamed to `Board::from_rng`")]
    pub fn random_with<R: Rng + ?Sized>(
        width: usize,
        height: usize,
        colors: usize,
        rng: &mut R,
    ) -> Result<Self, SameGameError> {
        Board::from_rng(width, height, colors, rng)
    }

    /// A full board drawn from any generator, in the order of [`Board::from_seed`].
    ///
    /// # Errors
    /// As [`Board::empty`].
    pub fn from_rng<R: Rng + ?Sized>(
        width: usize,
        height: usize,
        colors: usize,
        rng: &mut R,
    ) -> Result<Self, SameGameError> {
        crate::board::check_dims(width, height, colors)?;
        let mut grid = alloc::vec![0u8; width * height];
        for cell in &mut grid {
            *cell = 1 + below(rng, colors as u32) as u8;
        }
        // `grid` is top row first; from_fn asks with rows from the bottom.
        Board::from_fn(width, height, colors, |c: Cell| {
            grid[(height - 1 - c.y as usize) * width + c.x as usize]
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut rng = Pcg32::new(1, 2);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[below(&mut rng, 7) as usize] += 1;
        }
        assert!(seen.iter().all(|&s| s > 800), "{seen:?}");
        assert_eq!(below(&mut rng, 1), 0);
    }
}
