//! banmen-freecell-rules's integration tests as one binary: each file beside this one is a
//! module, so the tests link once instead of once per file. A new file in
//! `tests/` needs a `mod` line here (CI checks that every file has one).

mod common;

mod deals;
mod fast_paths;
mod no_panic;
mod notation;
mod proof;
mod properties;
mod rules;
mod serde;
mod solver;
