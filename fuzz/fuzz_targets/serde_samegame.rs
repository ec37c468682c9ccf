//! Every serde form of samegame-board, from hostile JSON.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    use samegame_board::*;
    banmen_fuzz::json_targets!(data; Board, Cell, Color, Game<Rules>, Move, Played, Polynomial, Removed, Rules, TopCell);
});
