//! Larger golden mazes, pinned by a fingerprint of their passage bytes: the 6 × 4
//! pictures in `golden.rs` cannot notice a change in the draw sequence that only
//! shows on wide rows, long stacks or many sets. The values were taken from the
//! straightforward implementations before the fast paths replaced them, so they
//! also prove the fast paths make the very same mazes.

use maze_gen::{Algorithm, Maze};

/// FNV-1a over the passage byte of every cell, row by row.
fn fingerprint(maze: &Maze) -> u64 {
    maze.iter().fold(0xcbf2_9ce4_8422_2325, |h, (_, bits)| {
        (h ^ u64::from(bits)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn check(name: &str, want: [u64; 3]) {
    let algorithm: Algorithm = name.parse().unwrap();
    // A square, a wide and a tall maze; the seeds are arbitrary.
    let got = [(200, 150, 7), (517, 3, 8), (2, 300, 9)]
        .map(|(w, h, seed)| fingerprint(&Maze::from_seed(algorithm, w, h, seed).unwrap()));
    assert_eq!(got, want, "{name}: {got:#x?}");
}

#[test]
fn backtracker() {
    check(
        "backtracker",
        [0x1497d8d8e073a085, 0xaab0eaeac95e59e, 0x8f97dda3a66bae42],
    );
}

#[test]
fn kruskal() {
    check(
        "kruskal",
        [0x991b7a6f2dbe5d6c, 0xad6973d9f4dca01d, 0xf270c8041bcd5033],
    );
}

#[test]
fn eller() {
    check(
        "eller",
        [0x45db5415fbb1597d, 0x6546e3bc4b2d3c90, 0x493e03cc071c77bc],
    );
}
