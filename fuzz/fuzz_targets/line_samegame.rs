//! The line-mode command reader of the samegame example (`from_line` in
//! `examples/support/src/samegame/line.rs`), on a board whose size the first two bytes pick.
#![no_main]

// The reader finds its word checks where the examples keep them: `crate::common::words`
// (not every reader uses every check).
#[allow(dead_code)]
#[path = "../../examples/support/src/common/words.rs"]
mod words;
mod common {
    pub(crate) use super::words;
}
// The reader's file also holds the key-only commands, which nothing here builds.
#[allow(dead_code)]
#[path = "../../examples/support/src/samegame/line.rs"]
mod line;

use banmen::samegame_board::{Board, MAX_HEIGHT, MAX_WIDTH};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let [w, h, text @ ..] = data else {
        return;
    };
    let width = 1 + usize::from(*w) % MAX_WIDTH;
    let height = 1 + usize::from(*h) % MAX_HEIGHT;
    let board = Board::from_seed(width, height, 3, 1).expect("a size in range makes a board");
    banmen_fuzz::line_reader(text, |words| line::from_line(words, &board));
});
