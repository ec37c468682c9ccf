//! A fast hash of a board's tiles, to merge equal states in the beam.

use core::hash::{Hash, Hasher};

use crate::Board;

/// A multiply-rotate hasher (the FxHash idea): fast on the words a board is made of.
/// Not for hostile input; the solver only hashes its own boards.
struct WordHasher(u64);

const K: u64 = 0x517c_c1b7_2722_0a95;

impl Hasher for WordHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(K);
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // A final mix so the low bits (used to index tables) depend on every word.
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^ (h >> 33)
    }
}

/// A 64-bit hash of the board's tiles (equal boards hash equal).
#[inline]
pub(crate) fn board_hash(board: &Board) -> u64 {
    let mut h = WordHasher(0);
    board.hash(&mut h);
    h.finish()
}
