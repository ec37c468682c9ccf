//! The two playouts play the same games: same moves, score and final board for the
//! same generator.

use alloc::vec::Vec;

use proptest::prelude::{ProptestConfig, any};
use rand_pcg::Pcg32;

use crate::{Board, Rules};

/// Plays `start` with both playouts from the same generator and checks they agree.
fn both_play_the_same_game(start: &Board, rules: &Rules, seed: u64) {
    let (mut lanes, mut planes) = (start.clone(), start.clone());
    let (mut ml, mut mp) = (Vec::new(), Vec::new());
    let sl = lanes.playout_lanes(&mut Pcg32::new(seed, 1), rules, Some(&mut ml));
    let sp = planes.playout_planes(&mut Pcg32::new(seed, 1), rules, Some(&mut mp));
    assert_eq!((sl, ml, lanes), (sp, mp, planes), "{start:?}, seed {seed}");
}

/// Every height up to the lanes' 16 rows, widths to 20, 1 to 16 colours (1 to 4
/// words a column in lanes); then the widest boards (groups grown in a window at the
/// last columns) and few colours (groups wider than a window).
#[test]
fn lanes_and_planes_play_the_same_games() {
    let small = (0..400u64).map(|seed| {
        let s = seed as usize;
        (1 + s % 20, 1 + s % 16, 1 + s * 7 % 16, seed)
    });
    let wide = [
        (64, 16, 5, 1),
        (64, 16, 2, 2),
        (63, 15, 3, 3),
        (62, 8, 1, 4),
        (64, 1, 2, 5),
        (61, 16, 16, 6),
        (64, 16, 9, 7),
    ];
    let rules = Rules::RESEARCH.with_end_penalty();
    for (w, h, n, seed) in small.chain(wide) {
        both_play_the_same_game(&Board::from_seed(w, h, n, seed).unwrap(), &rules, seed);
    }
}

proptest::proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Random boards of every width to 64, every height to the lanes' 16 rows and 1
    /// to 16 colours, under rules with and without the end penalty.
    #[test]
    fn lanes_play_the_planes_game(
        w in 1usize..=64, h in 1usize..=16, n in 1usize..=16,
        board_seed in any::<u64>(), rng_seed in any::<u64>(), penalty in any::<bool>(),
    ) {
        let rules = if penalty { Rules::RESEARCH.with_end_penalty() } else { Rules::CLASSIC };
        both_play_the_same_game(&Board::from_seed(w, h, n, board_seed).unwrap(), &rules, rng_seed);
    }
}
