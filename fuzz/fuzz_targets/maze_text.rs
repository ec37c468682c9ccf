//! Maze text (`Maze: FromStr`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    banmen_fuzz::text_round_trip::<maze_gen::Maze>(data);
});
