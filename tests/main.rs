//! banmen's integration tests as one binary: each file beside this one is a
//! module, so the tests link once instead of once per file. A new file in
//! `tests/` needs a `mod` line here (CI checks that every file has one).

mod common;

mod bubble_shooter_play;
mod bubble_shooter_rules;
mod examples_cli;
mod examples_input;
mod freecell_play;
mod freecell_range;
mod fuzz_regressions;
mod key_mode;
mod maze_play;
mod maze_tactics;
mod public_api;
mod samegame_play;
mod svg;
