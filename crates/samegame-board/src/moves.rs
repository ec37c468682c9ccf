//! Legal moves: every group of two tiles or more, listed at once.

use alloc::vec::Vec;

use crate::bitboard::{LANE_TOP, Packed16, small_components, with_neighbour};
use crate::{Board, Cell, Colour, MAX_COLOURS, MAX_WIDTH};

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

/// A legal move: a group of 2 or more tiles, named by one of its cells.
///
/// The cell is the group's **lowest tile in its leftmost column**, so each group has
/// exactly one `Move` and two listings of the same board agree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// A cell of the group (its lowest tile in its leftmost column).
    pub cell: Cell,
    /// The group's colour.
    pub colour: Colour,
    /// Tiles in the group (at least 2).
    pub size: u16,
}

impl Move {
    /// A value to fill a buffer with before the moves are written.
    const PLACEHOLDER: Move = Move {
        cell: Cell::new(0, 0),
        colour: Colour::from_index(0),
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
    ///     moves.iter().map(|m| (m.colour.get(), m.size as usize, m.cell)).collect();
    /// assert_eq!(listed, [(1, 3, Cell::new(0, 1)), (2, 3, Cell::new(1, 0))]);
    /// ```
    pub fn moves_into(&self, out: &mut Vec<Move>) {
        if self.width() <= Packed16::SIDE && self.height() <= Packed16::SIDE {
            self.moves_packed(out);
        } else {
            self.moves_by_columns(out);
        }
    }

    /// Boards of up to 16 x 16: the whole board in four words per colour. The
    /// same-colour edges of all colours at once sort the groups into pairs, triples,
    /// quads and larger ones ([`small_components`]); only the larger ones (5 tiles
    /// or more) are grown, by shifts along those edges ([`Packed16::components`]).
    fn moves_packed(&self, out: &mut Vec<Move>) {
        // The packed colours are zeroed per call: boards of up to 8 colours (most
        // boards; the standard ones have 5) zero half as many words.
        if self.colours as usize <= MAX_COLOURS / 2 {
            self.moves_packed_in(&mut [0; 4 * MAX_COLOURS / 2], out);
        } else {
            self.moves_packed_in(&mut [0; 4 * MAX_COLOURS], out);
        }
    }

    /// [`Board::moves_packed`] with room in `cands` for at least `self.colours`
    /// packed colours (colour `k` in words `4k..4k + 4`). One copy for both sizes
    /// of `cands`: it holds a copy of the packing loop for every width.
    #[inline(never)]
    fn moves_packed_in(&self, cands: &mut [u64], out: &mut Vec<Move>) {
        let n = self.colours as usize;
        // Sizes of quads and larger groups by first cell (as size - 2: a byte holds up
        // to 257); other cells read 0. Zeroed before the sort, off its critical path.
        let mut big_sizes = [0u8; 256];
        let (up, right) = self.pack_edges(cands);
        let small = small_components(up, right);
        // The first cell of every group of 2 or more, all colours at once (the edges
        // keep colours apart).
        let mut firsts = small.pairs | small.triples | small.quads;
        // Counted now, before the larger groups' first cells are added bit by bit:
        // counting afterwards reads those words with wide loads right behind the
        // narrow stores, and such a load waits for the stores to reach the cache.
        let mut total = firsts.count() as usize;
        // Quads are few (about 4 on a start position): the table, not a bit read
        // for every move, carries their size. (Triples, about 11, cost less as a
        // bit read per move than as table writes.)
        for (i, &word) in small.quads.words.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                big_sizes[(64 * i + rest.trailing_zeros() as usize) & 255] = 2;
                rest &= rest - 1;
            }
        }
        // The larger groups, grown one by one. `while let` rather than `for`: a `for`
        // loop copies the freshly built iterator first, which cost about 4 % of the
        // listing (the copy's wide loads wait for the narrow stores that built it).
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
        let (colours, _) = cands.as_chunks::<4>();
        for (k, packed) in colours[..n].iter().enumerate() {
            let colour = Colour::from_index(k);
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
                            colour,
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
        let packed = &mut packed[..self.colours as usize];
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

    /// Any board: per colour, the tiles with a partner, then one walk per group.
    /// Kept out of line: the packed listing's callers need not save the registers
    /// this walk uses.
    #[inline(never)]
    fn moves_by_columns(&self, out: &mut Vec<Move>) {
        out.clear();
        let n = self.colours as usize;
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
                        colour: Colour::from_index(k),
                        size: size as u16,
                    });
                }
            }
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
        (0..self.colours as usize).any(|k| {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The packed listing (boards up to 16 x 16) and the column listing (any board)
    /// agree move for move, in order, through whole games.
    #[test]
    fn packed_and_column_listings_agree() {
        let (mut packed, mut columns) = (Vec::new(), Vec::new());
        for seed in 0..300u64 {
            let (w, h) = (1 + (seed % 16) as usize, 1 + (seed * 7 % 16) as usize);
            let colours = 1 + (seed % 9) as usize;
            let mut board = Board::random(w, h, colours, seed).unwrap();
            loop {
                board.moves_packed(&mut packed);
                board.moves_by_columns(&mut columns);
                assert_eq!(packed, columns, "seed {seed}");
                let Some(m) = packed.get(seed as usize % packed.len().max(1)) else {
                    break;
                };
                board.remove(m.cell).unwrap();
            }
        }
    }

    /// Full 16 x 16 boards, where the first cells reach the last bit of the packed
    /// words and a group can hold every tile (size 256, the table's largest entry):
    /// the packed listing agrees with the column walk through whole games.
    #[test]
    fn packed_listing_at_the_size_limit() {
        let (mut packed, mut columns) = (Vec::new(), Vec::new());
        for colours in 1..=16usize {
            for seed in 0..4u64 {
                let mut board = Board::random(16, 16, colours, seed).unwrap();
                let mut turn = 0;
                loop {
                    board.moves_packed(&mut packed);
                    board.moves_by_columns(&mut columns);
                    assert_eq!(packed, columns, "{colours} colours, seed {seed}");
                    if colours == 1 && turn == 0 {
                        assert_eq!(packed.len(), 1);
                        assert_eq!(packed[0].size, 256);
                    }
                    // The last listed group: its first cell is often far right.
                    let Some(m) = packed.last() else { break };
                    board.remove(m.cell).unwrap();
                    turn += 1;
                }
            }
        }
    }

    /// Every width of the packed listing (each has its own packing loop) with few and
    /// many colours (both colour arrays), short and full heights: the listing agrees
    /// with the column walk through whole games.
    #[test]
    fn packed_listing_at_every_width() {
        let (mut packed, mut columns) = (Vec::new(), Vec::new());
        for w in 1..=16usize {
            for (i, &colours) in [1usize, 2, 5, 8, 9, 16].iter().enumerate() {
                for h in [1usize, 2, 15, 16] {
                    let seed = (w * 100 + i * 10 + h) as u64;
                    let mut board = Board::random(w, h, colours, seed).unwrap();
                    loop {
                        board.moves_packed(&mut packed);
                        board.moves_by_columns(&mut columns);
                        assert_eq!(packed, columns, "{w} x {h}, {colours} colours");
                        let Some(m) = packed.get(seed as usize % packed.len().max(1)) else {
                            break;
                        };
                        board.remove(m.cell).unwrap();
                    }
                }
            }
        }
    }

    /// The most groups a 16 x 16 board can hold: 128 pairs (vertical pairs whose
    /// colours alternate up each column and across the columns), so 128 first
    /// cells, the most a listing can hold; then one pair fewer.
    #[test]
    fn packed_listing_of_128_pairs() {
        let mut board = Board::from_fn(16, 16, 2, |c| 1 + (c.x + c.y / 2) % 2).unwrap();
        let (mut packed, mut columns) = (Vec::new(), Vec::new());
        board.moves_packed(&mut packed);
        board.moves_by_columns(&mut columns);
        assert_eq!(packed.len(), 128);
        assert!(packed.iter().all(|m| m.size == 2));
        assert_eq!(packed, columns);
        board.remove(Cell::new(15, 14)).unwrap();
        board.moves_packed(&mut packed);
        board.moves_by_columns(&mut columns);
        assert_eq!(packed.len(), 127);
        assert_eq!(packed, columns);
    }

    /// Boards of 1-16 colours in a row through one reused `out`: both widths of the
    /// per-call colour array (up to 8 colours and more) are used, each after the
    /// other, and every listing agrees with the column walk.
    #[test]
    fn packed_listing_with_either_colour_array_and_a_reused_out() {
        let (mut packed, mut columns) = (Vec::new(), Vec::new());
        for seed in 0..400u64 {
            let colours = 1 + (seed * 5 % 16) as usize;
            let (w, h) = (1 + (seed * 3 % 16) as usize, 1 + (seed * 11 % 16) as usize);
            let board = Board::random(w, h, colours, seed).unwrap();
            board.moves_packed(&mut packed);
            board.moves_by_columns(&mut columns);
            assert_eq!(packed, columns, "{w} x {h}, {colours} colours, seed {seed}");
        }
    }
}
