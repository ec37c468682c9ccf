//! SameGame board text (`Board: FromStr`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    banmen_fuzz::text_round_trip::<samegame_board::Board>(data);
});
