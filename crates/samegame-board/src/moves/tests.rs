//! The packed listing agrees with the column walk, move for move, in order.

use alloc::vec::Vec;

use crate::{Board, Cell};

/// The packed listing (boards up to 16 x 16) and the column listing (any board)
/// agree move for move, in order, through whole games.
#[test]
fn packed_and_column_listings_agree() {
    let (mut packed, mut columns) = (Vec::new(), Vec::new());
    for seed in 0..300u64 {
        let (w, h) = (1 + (seed % 16) as usize, 1 + (seed * 7 % 16) as usize);
        let colors = 1 + (seed % 9) as usize;
        let mut board = Board::from_seed(w, h, colors, seed).unwrap();
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
    for colors in 1..=16usize {
        for seed in 0..4u64 {
            let mut board = Board::from_seed(16, 16, colors, seed).unwrap();
            let mut turn = 0;
            loop {
                board.moves_packed(&mut packed);
                board.moves_by_columns(&mut columns);
                assert_eq!(packed, columns, "{colors} colours, seed {seed}");
                if colors == 1 && turn == 0 {
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
        for (i, &colors) in [1usize, 2, 5, 8, 9, 16].iter().enumerate() {
            for h in [1usize, 2, 15, 16] {
                let seed = (w * 100 + i * 10 + h) as u64;
                let mut board = Board::from_seed(w, h, colors, seed).unwrap();
                loop {
                    board.moves_packed(&mut packed);
                    board.moves_by_columns(&mut columns);
                    assert_eq!(packed, columns, "{w} x {h}, {colors} colours");
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
fn packed_listing_with_either_color_array_and_a_reused_out() {
    let (mut packed, mut columns) = (Vec::new(), Vec::new());
    for seed in 0..400u64 {
        let colors = 1 + (seed * 5 % 16) as usize;
        let (w, h) = (1 + (seed * 3 % 16) as usize, 1 + (seed * 11 % 16) as usize);
        let board = Board::from_seed(w, h, colors, seed).unwrap();
        board.moves_packed(&mut packed);
        board.moves_by_columns(&mut columns);
        assert_eq!(packed, columns, "{w} x {h}, {colors} colours, seed {seed}");
    }
}
