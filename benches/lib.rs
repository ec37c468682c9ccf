//! Criterion benches for banmen; see `docs/benchmarks.md`. The benches are the
//! `[[bench]]` targets of this package; the library itself is empty.
#![no_std]
