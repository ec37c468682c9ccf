//! The listing of boards of up to 16 x 16: every colour packed into four words.

use alloc::vec::Vec;

use super::Move;
use crate::bitboard::{LANE_TOP, Packed16, small_components};
use crate::{Board, Cell, Color, MAX_COLORS};

/// The cell of each bit of a packed 16 x 16 board (`16 * x + y`): one two-byte load
/// per listed move instead of a division and a remainder stored a byte at a time.
const PACKED_CELLS: [Cell; 256] = {
    let mut cells = [Cell::new(0, 0); 256];
    let mut bit = 0;
    while bit < 256 {
        cells[bit] = Cell::new((bit / 16) as u8, (bit % 16) as u8);
        bit += 1;
    }
    cells
};

impl Board {
    /// Boards of up to 16 x 16: the whole board in four words per colour. The
    /// same-colour edges of all colours at once sort the groups into pairs, triples,
    /// quads and larger ones ([`small_components`]); only the larger ones (5 tiles
    /// or more) are grown, by shifts along those edges ([`Packed16::components`]).
    pub(super) fn moves_packed(&self, out: &mut Vec<Move>) {
        // The packed colours are zeroed per call: boards of up to 8 colours (most
        // boards; the standard ones have 5) zero half as many words.
        if self.colors as usize <= MAX_COLORS / 2 {
            self.moves_packed_in(&mut [0; 4 * MAX_COLORS / 2], out);
        } else {
            self.moves_packed_in(&mut [0; 4 * MAX_COLORS], out);
        }
    }

    /// [`Board::moves_packed`] with room in `cands` for at least `self.colors`
    /// packed colours (colour `k` in words `4k..4k + 4`). One copy for both sizes
    /// of `cands`: it holds a copy of the packing loop for every width.
    #[inline(never)]
    fn moves_packed_in(&self, cands: &mut [u64], out: &mut Vec<Move>) {
        let n = self.colors as usize;
        // Sizes of quads and larger groups by first cell (as size - 2: a byte holds up
        // to 257); other cells read 0. Zeroed before the sort, off its critical path.
        let mut big_sizes = [0u8; 256];
        let (up, right) = self.pack_edges(cands);
        let small = small_components(up, right);
        // The first cell of every group of 2 or more, all colours at once (the edges
        // keep colours apart).
        let mut firsts = small.pairs | small.triples | small.quads;
        // Counted now, and each larger group adds one below: counting after the
        // larger groups' first cells are set reads those words with wide loads right
        // behind narrow stores to them, which wait for the stores to reach the cache.
        let mut total = firsts.count() as usize;
        // Quads are few on a start position: the table, not a bit read for every
        // move, carries their size. (Triples, more common, cost less as a bit read
        // per move than as table writes.)
        for (i, &word) in small.quads.words.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                big_sizes[(64 * i + rest.trailing_zeros() as usize) & 255] = 2;
                rest &= rest - 1;
            }
        }
        // The larger groups, grown one by one. `while let` rather than `for`: a `for`
        // loop moves the freshly built iterator first, and the move's wide loads wait
        // for the narrow stores that built it.
        let mut groups = small.larger.components(up, right);
        #[allow(clippy::while_let_on_iterator)]
        while let Some(group) = groups.next() {
            firsts.words[group.first / 64] |= 1 << (group.first % 64);
            big_sizes[group.first] = (group.size - 2) as u8;
            total += 1;
        }
        // Filled in place: plain stores, no capacity check per move. The old moves
        // are all overwritten, so only slots past the old length need a value first.
        out.resize(total, Move::PLACEHOLDER);
        // Every first cell in listing order (colour, then column-major): a plain loop
        // per (colour, word), the colour and the word's first column fixed in it.
        let mut slots = out.iter_mut();
        let (colors, _) = cands.as_chunks::<4>();
        for (k, packed) in colors[..n].iter().enumerate() {
            let color = Color::from_index(k);
            for (i, (&tiles, &first)) in packed.iter().zip(&firsts.words).enumerate() {
                let mut word = tiles & first;
                let triples = small.triples.words[i];
                while word != 0 {
                    let b = word.trailing_zeros() as usize;
                    let bit = 64 * i + b;
                    word &= word - 1;
                    // 2, plus 1 for a triple, plus what the table holds for a quad or
                    // a larger group.
                    let size = 2 + (triples >> b & 1) as u16 + u16::from(big_sizes[bit & 255]);
                    if let Some(slot) = slots.next() {
                        *slot = Move {
                            cell: PACKED_CELLS[bit & 255],
                            color,
                            size,
                        };
                    }
                }
            }
        }
    }

    /// Packs every colour into `cands` (colour `k` in words `4k..4k + 4`) and
    /// returns the same-colour edges of all colours: `up` (a tile and the one above
    /// it) and `right` (a tile and the one on its right).
    ///
    /// The width (1-16 on this path) is a constant in each copy of the packing loop
    /// ([`Board::pack_edges_of`]), so a column is a load, a constant shift and an
    /// or, with no test per column for the end of the board.
    #[inline(always)]
    fn pack_edges(&self, cands: &mut [u64]) -> (Packed16, Packed16) {
        match self.width {
            1 => self.pack_edges_of::<1>(cands),
            2 => self.pack_edges_of::<2>(cands),
            3 => self.pack_edges_of::<3>(cands),
            4 => self.pack_edges_of::<4>(cands),
            5 => self.pack_edges_of::<5>(cands),
            6 => self.pack_edges_of::<6>(cands),
            7 => self.pack_edges_of::<7>(cands),
            8 => self.pack_edges_of::<8>(cands),
            9 => self.pack_edges_of::<9>(cands),
            10 => self.pack_edges_of::<10>(cands),
            11 => self.pack_edges_of::<11>(cands),
            12 => self.pack_edges_of::<12>(cands),
            13 => self.pack_edges_of::<13>(cands),
            14 => self.pack_edges_of::<14>(cands),
            15 => self.pack_edges_of::<15>(cands),
            _ => self.pack_edges_of::<16>(cands),
        }
    }

    /// [`Board::pack_edges`] on a board `W` columns wide.
    #[inline(always)]
    fn pack_edges_of<const W: usize>(&self, cands: &mut [u64]) -> (Packed16, Packed16) {
        let (mut up, mut right) = ([0u64; 4], [0u64; 4]);
        let (planes, _) = self.planes.as_chunks::<W>();
        let (packed, _) = cands.as_chunks_mut::<4>();
        let packed = &mut packed[..self.colors as usize];
        // Every colour, even one with fewer than 2 tiles (it has no edge and no first
        // cell; testing for it costs more than packing it). The colours are packed
        // first and their edges taken in a second loop: each loop keeps few words
        // live, and the compiler pairs the words of both in vector registers.
        for (plane, packed) in planes.iter().zip(packed.iter_mut()) {
            // Four columns to a word: a column has at most 16 tiles.
            let mut p = [0u64; 4];
            for (x, &c) in plane.iter().enumerate() {
                p[x / 4] |= c << (16 * (x % 4));
            }
            *packed = p;
        }
        for p in packed.iter() {
            for i in 0..4 {
                // A tile and the one above it (not across a lane); a tile and the one
                // on its right (the next lane, or the next word's first lane).
                let next = if i < 3 { p[i + 1] } else { 0 };
                up[i] |= p[i] & (p[i] >> 1);
                right[i] |= p[i] & (p[i] >> 16 | next << 48);
            }
        }
        // The bit above a lane's row 15 is the next lane's row 0: not an edge.
        let up = up.map(|word| word & !LANE_TOP);
        (Packed16 { words: up }, Packed16 { words: right })
    }
}
