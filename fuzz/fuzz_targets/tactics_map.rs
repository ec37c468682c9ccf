//! Tactics map text (`TacticsMap<SquareGrid>: FromStr`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    banmen_fuzz::text_round_trip::<tactics_range::TacticsMap<floodfill::SquareGrid>>(data);
});
