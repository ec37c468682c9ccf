//! Freecell Solver board text (`Position: FromStr`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    banmen_fuzz::text_round_trip::<freecell_rules::Position>(data);
});
