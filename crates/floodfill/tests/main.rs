//! banmen-floodfill's integration tests as one binary: each file beside this one is a
//! module, so the tests link once instead of once per file. A new file in
//! `tests/` needs a `mod` line here (CI checks that every file has one).

mod big;
mod cell_count;
mod deprecated_names;
mod errors;
mod hex_board;
mod hex_fast_path;
mod no_panic;
mod oracle;
mod scratch_reuse;
mod serde;
