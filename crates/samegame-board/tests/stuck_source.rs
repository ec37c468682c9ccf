//! A random source stuck at one number: seeded boards and playouts still finish,
//! with the result the workspace's bounded sample gives (see `sample`'s contract).

use samegame_board::{Board, Rules};
use sample::Stuck;

const WORDS: [u64; 4] = [0, 1, 0x8000_0000, u64::MAX];

#[test]
fn a_board_from_a_stuck_source_is_one_color_the_sample_gives() {
    for word in WORDS {
        let board = Board::from_rng(6, 5, 4, &mut Stuck(word)).unwrap();
        // Every cell draws `uniform_below(4, ..)` of the same word.
        let color = 1 + sample::uniform_below(4, || word as u32) as u8;
        let expected = Board::from_fn(6, 5, 4, |_| color).unwrap();
        assert_eq!(board, expected, "word {word:#x}");
    }
}

#[test]
fn playouts_from_a_stuck_source_finish() {
    for word in WORDS {
        for seed in 0..20 {
            for (w, h) in [(5, 5), (15, 15), (6, 20)] {
                let mut board = Board::from_seed(w, h, 4, seed).unwrap();
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

/// A source of only even words: a PCG's words with the low bit cleared.
struct Even(rand_pcg::Pcg32);

impl rand_core::TryRng for Even {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(rand_core::Rng::next_u32(&mut self.0) & !1)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        Ok(rand_core::Rng::next_u64(&mut self.0) & !1)
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        rand_core::Rng::fill_bytes(&mut self.0, dst);
        dst.iter_mut().for_each(|b| *b &= !1);
        Ok(())
    }
}

/// Plays out `board` from `rng` and checks the playout ends and replays.
fn plays_out(board: &Board, rng: &mut impl rand_core::Rng, what: &str) {
    let mut played = board.clone();
    let mut moves = Vec::new();
    played.random_playout(rng, &Rules::RESEARCH, Some(&mut moves));
    assert!(!played.has_moves(), "{what}");
    let mut replay = board.clone();
    for &cell in &moves {
        replay.remove(cell).unwrap();
    }
    assert_eq!(replay, played, "{what}");
}

/// Issue 46, item 8: a source alternating 0 and `u64::MAX` kept a 5 x 5 two-colour
/// playout drawing for ever; every cycle of up to four words, and a source of only
/// even words, ends boards and playouts.
#[test]
fn boards_and_playouts_from_short_cycles_and_even_sources_finish() {
    use sample::Cycle;
    let board = Board::from_seed(5, 5, 2, 1).unwrap();
    plays_out(&board, &mut Cycle::new([0, u64::MAX]), "0, MAX");
    let words = [0, 1, 2, 0x8000_0000, u64::MAX, 0x5555_5555_5555_5555];
    for seed in 0..12 {
        for (w, h, colors) in [(5, 5, 2), (15, 15, 5), (6, 20, 3), (2, 1, 1)] {
            let board = Board::from_seed(w, h, colors, seed).unwrap();
            for &a in &words {
                for &b in &words {
                    let what = format!("{a:#x} {b:#x} seed {seed}");
                    plays_out(&board, &mut Stuck(a), &what);
                    plays_out(&board, &mut Cycle::new([a, b]), &what);
                    plays_out(&board, &mut Cycle::new([a, b, a ^ 1]), &what);
                    plays_out(&board, &mut Cycle::new([a, b, b, a]), &what);
                    let _ = Board::from_rng(w, h, colors, &mut Cycle::new([a, b, 3])).unwrap();
                }
            }
            let mut even = Even(rand_pcg::Pcg32::new(seed, 5));
            plays_out(&board, &mut even, "even");
            let _ = Board::from_rng(w, h, colors, &mut even).unwrap();
        }
    }
}
