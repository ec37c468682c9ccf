//! The line-mode command reader of the bubble_shooter example (`from_line` in
//! `examples/support/src/bubble/line.rs`).
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
#[path = "../../examples/support/src/bubble/line.rs"]
mod line;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    banmen_fuzz::line_reader(data, line::from_line);
});
