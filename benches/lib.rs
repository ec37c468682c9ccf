//! Criterion benches for banmen; see `docs/benchmarks.md`. The benches are the
//! `[[bench]]` targets of this package (run them from the workspace root with
//! `cargo bench`); the library itself is empty.
#![no_std]
