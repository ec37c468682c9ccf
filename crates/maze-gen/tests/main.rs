//! banmen-maze-gen's integration tests as one binary: each file beside this one is a
//! module, so the tests link once instead of once per file. A new file in
//! `tests/` needs a `mod` line here (CI checks that every file has one).

mod oracle;

mod boards;
mod cell_count;
mod coords;
mod deprecated_names;
mod fill;
mod fingerprints;
mod generate_api;
mod golden;
mod levels;
mod no_panic;
mod paths;
mod perfect;
mod pinned;
mod post;
mod props;
mod serde;
mod stats;
mod triangle;
mod upsilon;
mod user_topology;
mod weave;
