//! banmen-samegame-board's integration tests as one binary: each file beside this one is a
//! module, so the tests link once instead of once per file. A new file in
//! `tests/` needs a `mod` line here (CI checks that every file has one).

mod deprecated_names;
mod formats;
mod no_panic;
mod oracle;
mod serde;
mod solver;
mod stuck_source;
