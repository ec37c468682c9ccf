//! A random source stuck at one number: seeded boards and playouts still finish,
//! with the result the workspace's bounded sample gives (see `sample`'s contract).

use samegame_board::{Board, Rules};
use sample::Stuck;

const WORDS: [u64; 4] = [0, 1, 0x8000_0000, u64::MAX];

#[test]
fn a_board_from_a_stuck_source_is_one_colour_the_sample_gives() {
    for word in WORDS {
        let board = Board::random_with(6, 5, 4, &mut Stuck(word)).unwrap();
        // Every cell draws `uniform_below(4, ..)` of the same word.
        let colour = 1 + sample::uniform_below(4, || word as u32) as u8;
        let expected = Board::from_fn(6, 5, 4, |_| colour).unwrap();
        assert_eq!(board, expected, "word {word:#x}");
    }
}

#[test]
fn playouts_from_a_stuck_source_finish() {
    for word in WORDS {
        for seed in 0..20 {
            for (w, h) in [(5, 5), (15, 15), (6, 20)] {
                let mut board = Board::random(w, h, 4, seed).unwrap();
                let start = board.clone();
                let mut moves = Vec::new();
                let score =
                    board.random_playout(&mut Stuck(word), &Rules::RESEARCH, Some(&mut moves));
                // The playout ends with no group left and its moves replay to it.
                assert!(!board.has_moves(), "word {word:#x} seed {seed}");
                let mut replay = start;
                for &cell in &moves {
                    replay.remove(cell).unwrap();
                }
                assert_eq!(replay, board);
                assert!(score > i64::MIN);
            }
        }
    }
}
