//! Movement, targeting and sight questions on a sequence of random maps (square,
//! hex, hexgrid maps up to the domain edge, wrap maps, user graphs), with one set of
//! scratch kept across them and compared with fresh scratch.
#![no_main]

#[path = "../../tests/fuzz_checks/tactics_queries.rs"]
mod tactics_queries;

libfuzzer_sys::fuzz_target!(|data: &[u8]| tactics_queries::check(data));
