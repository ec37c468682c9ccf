//! banmen-hexgrid's integration tests as one binary: each file beside this one is a
//! module, so the tests link once instead of once per file. A new file in
//! `tests/` needs a `mod` line here (CI checks that every file has one).

mod oracle;

mod algorithms;
mod bubble;
mod coordinates;
mod corners;
mod deprecated_names;
mod directions;
mod geometry;
mod grid;
mod interop;
mod maps;
mod no_panic;
mod properties;
mod redblob;
mod serde;
mod sight;
mod storage;
mod wrap;
